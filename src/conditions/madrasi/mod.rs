//! Madrasi, as Popeye 4.104 defines it (`condition Madrasi`, optionally `RexInclusive`).
//!
//! A piece observed by an enemy piece of its own kind is paralysed: it neither moves nor
//! captures nor gives check. Paralysis is a matter of observation, not of attack: a paralysed
//! piece still paralyses, so two like pieces that observe each other are both paralysed.
//!
//! * Observation is capture geometry: the squares a piece could capture on, whatever stands
//!   there and whatever the condition says about the observer itself (pawns observe their
//!   capture squares diagonally forward, hoppers the squares they could capture on, cannons —
//!   leo, pao, vao — over one hurdle, lame leapers through an empty square, …).
//! * Kings take part only with `RexInclusive`: by default a king is never paralysed (and, the
//!   only piece of its kind, paralyses nothing). With `RexInclusive` two kings paralyse each
//!   other when they observe each other, so the kings may stand side by side, and a paralysed
//!   king cannot move (nor castle).
//! * Check is an attack by an unparalysed piece. A king attacked only by paralysed pieces is
//!   not in check and may move onto such squares; a move that paralyses or frees pieces
//!   (by capturing the paralyser, blocking or opening its line, promoting into a piece of the
//!   paralyser's kind, …) changes check accordingly. Legality is therefore judged by playing
//!   each move; `movegen`'s checks-and-pins verdict, which assumes orthodox attacks, is not used.
//! * Castling: the rook takes no part in the paralysis test (Popeye generates castling as a
//!   move of the king, so a paralysed rook may castle); the king must not be in check and its
//!   step to the passage square must be legal (the step is played, then check is asked).
//! * En passant: in a position with an e.p. right, the pawn that has just made its double step
//!   is also observed by an enemy pawn standing beside it that could take it e.p. (Popeye's
//!   pawn observation includes the e.p. capture). Popeye asks that observation only when it
//!   tests whether the side to move is in check: a double step next to an enemy pawn gives no
//!   check with that pawn (no `+`, and no mate). When the side to move's own moves are judged,
//!   the right has lapsed and the pawn checks as usual.
//! * Neutral pieces act for both sides: a neutral piece is paralysed, for the side moving it,
//!   by the other side's pieces of its kind, neutral ones included.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{any_observation, geometry_allows};
use crate::rules::condition::Hooks;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

impl crate::rules::condition::Options for MadrasiOptions {
    const NAME: &'static str = "madrasi";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        // Popeye refuses paralysing pieces with the condition.
        crate::rules::attributes::paralysing_refused(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = String::from("Madrasi");
        if self.rex_inclusive {
            line.push_str(" RexInclusive");
        }
        vec![line]
    }
}

/// Whether the piece of kind `kind` on `sq`, acting for `side`, is paralysed: a piece of the
/// same kind that `side`'s opponent moves observes `sq`.
#[inline]
pub fn paralysed(
    pos: &Position,
    sq: Square,
    kind: PieceKind,
    side: Side,
    opts: MadrasiOptions,
    rs: &Ruleset,
) -> bool {
    if kind == PieceKind::King && !opts.rex_inclusive {
        return false;
    }
    let by = side.opponent();
    // With walks lent (Annan chess), the observer is a piece observing with the walk, and as
    // in Popeye the observing side must have a piece of that kind somewhere.
    if rs.uses(Hooks::LEND)
        && !pos
            .movable_by(by)
            .iter()
            .any(|s| pos.piece_at(s).is_some_and(|p| p.kind() == kind))
    {
        return false;
    }
    // Another rule's geometry may refuse a line of observation (Grid chess's); without one
    // the scan asks nothing of each observer.
    let observed = if rs.uses(Hooks::GEOMETRY) {
        any_observation(pos, sq, by, KindSet::single(kind), rs, |c| {
            geometry_allows(pos, c.from, sq, rs)
        })
    } else {
        any_observation(pos, sq, by, KindSet::single(kind), rs, |_| true)
    };
    observed || (kind == PieceKind::Pawn && own_step_observed(pos, side) == Some(sq))
}

/// In a series, the pawn of the side to move `side` that made the double step just before
/// (the e.p. right stays between series moves, `solver::search::pass`), when an enemy pawn
/// stands where it could take it e.p.: as in Popeye, that observation paralyses it for the
/// series side's next move too.
fn own_step_observed(pos: &Position, side: Side) -> Option<Square> {
    if pos.side_to_move() != side {
        return None;
    }
    let ep = pos.en_passant()?;
    let victim = pos.piece_at(ep.victim)?;
    if victim.kind() != PieceKind::Pawn || victim.colour() != side.colour() {
        return None;
    }
    let by = side.opponent();
    let back = -by.forward() as i32;
    ep.skipped()
        .flat_map(|over| [-1, 1].map(|df| over.offset(df, back, pos.size())))
        .flatten()
        .filter_map(|sq| pos.piece_at(sq))
        .any(|p| p.kind() == PieceKind::Pawn && p.colour().movable_by(by))
        .then_some(ep.victim)
}

/// Drops from `out[start..]` the moves of the side to move's paralysed pieces (castling goes
/// with the king). Each departure square is judged once for its run of moves.
pub fn retain_mobile(
    pos: &Position,
    opts: MadrasiOptions,
    rs: &Ruleset,
    out: &mut MoveList,
    start: usize,
) {
    let side = pos.side_to_move();
    let mut last: Option<(Square, bool)> = None;
    let mut kept = start;
    for i in start..out.len() {
        let mv = out[i];
        let stuck = match last {
            Some((sq, stuck)) if sq == mv.from => stuck,
            _ => {
                let stuck = paralysed(pos, mv.from, mv.piece.kind(), side, opts, rs);
                last = Some((mv.from, stuck));
                stuck
            }
        };
        if !stuck {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// Whether `by` attacks `target` with a piece that is not paralysed (`victim`: a piece that
/// counts as paralysed besides).
fn attacked(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    opts: MadrasiOptions,
    victim: Option<Square>,
) -> bool {
    // The other rules' capture filters (pieces' attributes) still judge the capture.
    any_observation(pos, target, by, rs.attackers(by), rs, |c| {
        Some(c.from) != victim
            && geometry_allows(pos, c.from, target, rs)
            && !paralysed(pos, c.from, c.piece.kind(), by, opts, rs)
            && crate::rules::attack::capture_counts(pos, c, target, by, rs)
    })
}

/// Legality of a candidate of the side to move, given the orthodox verdict of checks and pins
/// (`orthodox_legal`): paralysis only takes attacks away, so what the orthodox verdict allows
/// stays legal; a refused move is played and the king asked again, under Madrasi.
#[inline]
pub fn judge(orthodox_legal: bool, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    orthodox_legal || crate::rules::movegen::is_legal_candidate(pos, mv, rs)
}

/// Whether `by` attacks `target` under Madrasi.
pub fn is_attacked(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    opts: MadrasiOptions,
) -> bool {
    attacked(pos, target, by, rs, opts, None)
}

/// Whether `side`'s king is in check under Madrasi; for the side to move, a pawn that has just
/// made its double step beside one of its pawns gives no check.
pub fn in_check(pos: &Position, side: Side, rs: &Ruleset, opts: MadrasiOptions) -> bool {
    let Some(k) = pos.king(side) else {
        return false;
    };
    let victim = if side == pos.side_to_move() {
        crate::rules::en_passant::observed_victim(pos)
    } else {
        None
    };
    attacked(pos, k, side.opponent(), rs, opts, victim)
}

/// Whether the king of `side`, castling from `from`, may pass `passage`: its step there, played
/// on its own, leaves it out of check (the step can free or paralyse pieces around both
/// squares, kings included with `RexInclusive`).
pub fn passage_is_safe(
    pos: &Position,
    side: Side,
    from: Square,
    passage: Square,
    rs: &Ruleset,
    opts: MadrasiOptions,
) -> bool {
    let mut after = *pos;
    let Some(king) = after.remove(from) else {
        return false;
    };
    after.put(passage, king);
    after.set_side_to_move(side.opponent());
    !in_check(&after, side, rs, opts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::move_text::move_text;
    use crate::rules::movegen::legal_moves;
    use crate::rules::piece::{Colour, Language, Piece};
    use crate::rules::position::EnPassant;
    use crate::rules::square::BoardSize;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    /// A position from Popeye-like piece lists: `"white kh1 ra1 black kh8 neutral gd4"`.
    fn position(pieces: &str, side: Side) -> Position {
        let mut pos = Position::empty(BoardSize::STANDARD);
        let mut colour = Colour::White;
        for word in pieces.split_whitespace() {
            match word {
                "white" => colour = Colour::White,
                "black" => colour = Colour::Black,
                "neutral" => colour = Colour::Neutral,
                _ => {
                    let (kind, at) = [2, 1]
                        .into_iter()
                        .filter(|&n| word.len() == n + 2)
                        .find_map(|n| {
                            PieceKind::from_code(&word[..n], Language::English)
                                .map(|k| (k, &word[n..]))
                        })
                        .expect("piece word");
                    pos.put(sq(at), Piece::new(colour, kind));
                }
            }
        }
        pos.set_castling(pos.castling_from_array());
        pos.set_side_to_move(side);
        pos
    }

    fn madrasi(pos: &Position, rex_inclusive: bool) -> Ruleset {
        Ruleset::new(
            pos,
            &[crate::rules::Condition::new(MadrasiOptions {
                rex_inclusive,
            })],
        )
    }

    fn moves(pos: &Position, rs: &Ruleset) -> Vec<String> {
        let mut v: Vec<String> = legal_moves(pos, rs)
            .iter()
            .map(|m| move_text(pos, m))
            .collect();
        v.sort();
        v
    }

    fn has(list: &[String], m: &str) -> bool {
        list.iter().any(|x| x == m)
    }

    #[test]
    fn like_pieces_observing_each_other_are_both_paralysed() {
        let pos = position("white ka1 rd1 black kh8 rd8", Side::White);
        let rs = madrasi(&pos, false);
        assert!(paralysed(
            &pos,
            sq("d1"),
            PieceKind::Rook,
            Side::White,
            *rs.options::<MadrasiOptions>().unwrap(),
            &rs
        ));
        assert!(paralysed(
            &pos,
            sq("d8"),
            PieceKind::Rook,
            Side::Black,
            *rs.options::<MadrasiOptions>().unwrap(),
            &rs
        ));
        assert!(moves(&pos, &rs).iter().all(|m| m.starts_with('K')));
    }

    #[test]
    fn unlike_pieces_do_not_paralyse() {
        let pos = position("white ka1 rd1 black kh8 bd8", Side::White);
        let rs = madrasi(&pos, false);
        assert!(has(&moves(&pos, &rs), "Rd1*d8"));
    }

    #[test]
    fn a_paralysed_piece_gives_no_check_and_the_king_may_stand_in_its_line() {
        // The black rook on e8 attacks e1 but is paralysed by the white rook on a8.
        let pos = position("white kd1 ra8 black kh6 re8", Side::White);
        let rs = madrasi(&pos, false);
        assert!(!in_check(
            &pos,
            Side::White,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
        let list = moves(&pos, &rs);
        assert!(has(&list, "Kd1-e1") && has(&list, "Kd1-e2"), "{list:?}");
    }

    #[test]
    fn a_paralysed_observer_still_paralyses() {
        // Rooks a8 and e8 paralyse each other; the black rook still gives no check to e1.
        let pos = position("white ke1 ra8 black kh6 re8", Side::White);
        let rs = madrasi(&pos, false);
        assert!(!in_check(
            &pos,
            Side::White,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
        assert!(!moves(&pos, &rs).iter().any(|m| m.starts_with('R')));
    }

    #[test]
    fn capturing_the_paralyser_frees_the_piece() {
        // Bb2 and Be5 paralyse each other, so the black king on a3 is not in check; the
        // knight takes e5 and the bishop checks a3 again.
        let pos = position("white kh1 bb2 sc6 black ka3 be5", Side::White);
        let rs = madrasi(&pos, false);
        assert!(!in_check(
            &pos,
            Side::Black,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
        assert!(!moves(&pos, &rs).iter().any(|m| m.starts_with('B')));
        let mv = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| move_text(&pos, m) == "Sc6*e5")
            .unwrap();
        let after = pos.play(&mv, &rs);
        assert!(in_check(
            &after,
            Side::Black,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
    }

    #[test]
    fn a_move_that_frees_an_enemy_checker_is_illegal() {
        // Ra8 paralyses Rh8, which attacks the king on h1: a bishop move between them frees it.
        let pos = position("white kh1 ra8 bc7 black kc3 rh8", Side::White);
        let rs = madrasi(&pos, false);
        let list = moves(&pos, &rs);
        assert!(!has(&list, "Bc7-d8") && !has(&list, "Bc7-b8"), "{list:?}");
        assert!(has(&list, "Bc7-d6"), "{list:?}");
    }

    #[test]
    fn pawns_observe_their_capture_squares() {
        // The black pawn e5 observes d4: the white pawn there cannot move; the white pawn on
        // d4 observes e5 as well.
        let pos = position("white ka1 pd4 black kh8 pe5", Side::White);
        let rs = madrasi(&pos, false);
        let list = moves(&pos, &rs);
        assert!(!list.iter().any(|m| m.starts_with('d')), "{list:?}");
        let pos = position("white ka1 pd4 black kh8 pe6", Side::White);
        assert!(has(&moves(&pos, &madrasi(&pos, false)), "d4-d5"));
    }

    #[test]
    fn kings_take_part_only_with_rex_inclusive() {
        let pos = position("white ke4 black ke6", Side::White);
        let list = moves(&pos, &madrasi(&pos, false));
        assert!(!has(&list, "Ke4-e5"), "{list:?}");
        // With RexInclusive the kings observe nothing of each other here, and may meet.
        let rs = madrasi(&pos, true);
        let list = moves(&pos, &rs);
        assert!(has(&list, "Ke4-e5") && has(&list, "Ke4-d5"), "{list:?}");
        // Side by side, they paralyse each other: neither may move.
        let pos = position("white ke4 black ke5", Side::White);
        assert!(moves(&pos, &madrasi(&pos, true)).is_empty());
    }

    #[test]
    fn a_paralysed_rook_may_castle() {
        // Popeye generates castling as a king move: Rh1 is paralysed by Rh8, 0-0 stays.
        let pos = position("white ke1 rh1 black ka8 rh8", Side::White);
        let list = moves(&pos, &madrasi(&pos, false));
        assert!(has(&list, "0-0"), "{list:?}");
        assert!(!list.iter().any(|m| m.starts_with("Rh1")), "{list:?}");
    }

    #[test]
    fn castling_passes_squares_attacked_only_by_paralysed_pieces() {
        // The black rook f8 attacks f1 but is paralysed by the white rook a8.
        let pos = position("white ke1 rh1 ra8 black kc5 rf8", Side::White);
        assert!(has(&moves(&pos, &madrasi(&pos, false)), "0-0"));
        let pos = position("white ke1 rh1 black kc5 rf8", Side::White);
        assert!(!has(&moves(&pos, &madrasi(&pos, false)), "0-0"));
    }

    #[test]
    fn with_rex_inclusive_the_king_castles_past_the_enemy_king() {
        // The black king g2 guards f1 and g1, but a king stepping beside it paralyses it.
        let pos = position("white ke1 rh1 black kg2", Side::White);
        assert!(has(&moves(&pos, &madrasi(&pos, true)), "0-0"));
        assert!(!has(&moves(&pos, &madrasi(&pos, false)), "0-0"));
    }

    #[test]
    fn a_promoted_piece_may_be_paralysed_at_once() {
        // b7-b8=R is observed by the black rook h8: it gives no check along the rank.
        let pos = position("white ka1 pb7 black kh2 rh8", Side::White);
        let rs = madrasi(&pos, false);
        let mv = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| move_text(&pos, m) == "b7-b8=R")
            .unwrap();
        let after = pos.play(&mv, &rs);
        assert!(paralysed(
            &after,
            sq("b8"),
            PieceKind::Rook,
            Side::White,
            *rs.options::<MadrasiOptions>().unwrap(),
            &rs
        ));
        let pos = position("white ka1 pb7 black kb3 rh8", Side::White);
        let rs = madrasi(&pos, false);
        let mv = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| move_text(&pos, m) == "b7-b8=R")
            .unwrap();
        assert!(!in_check(
            &pos.play(&mv, &rs),
            Side::Black,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
    }

    #[test]
    fn a_double_step_beside_an_enemy_pawn_gives_no_check() {
        // e2-e4 would check d5, but the black pawn f4 could take it e.p.: no check.
        let pos = position("white ka1 pe2 black kd5 pf4", Side::White);
        let rs = madrasi(&pos, false);
        let mv = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| move_text(&pos, m) == "e2-e4")
            .unwrap();
        let after = pos.play(&mv, &rs);
        assert_eq!(after.en_passant(), Some(EnPassant::new(sq("e3"), sq("e4"))));
        assert!(!in_check(
            &after,
            Side::Black,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
        // Once the right has lapsed the pawn checks again: a black move that leaves the king
        // there is illegal.
        let list = moves(&after, &rs);
        assert!(!has(&list, "f4-f3"), "{list:?}");
        assert!(has(&list, "f4*e3 ep."), "{list:?}");
        // Without a pawn beside it, the double step checks.
        let pos = position("white ka1 pe2 black kd5 pg4", Side::White);
        let after = pos.play(&mv, &rs);
        assert!(in_check(
            &after,
            Side::Black,
            &rs,
            *rs.options::<MadrasiOptions>().unwrap()
        ));
    }

    #[test]
    fn neutral_pieces_are_paralysed_by_the_other_sides_like_pieces() {
        // The neutral rook d4 is observed by the white rook d1: Black may not move it, White
        // may (no black rook observes it).
        let pos = position("white ka1 rd1 black kh8 neutral rd4", Side::Black);
        let rs = madrasi(&pos, false);
        assert!(!moves(&pos, &rs).iter().any(|m| m.contains("Rd4")));
        let mut white = pos;
        white.set_side_to_move(Side::White);
        assert!(moves(&white, &rs).iter().any(|m| m.contains("Rd4")));
    }

    #[test]
    fn hoppers_observe_the_squares_they_could_capture_on() {
        // Grasshopper d1 observes d6 over the hurdle d5: the black grasshopper d6 is stuck.
        let pos = position("white ka1 gd1 pd5 black kh8 gd6", Side::Black);
        let rs = madrasi(&pos, false);
        assert!(!moves(&pos, &rs).iter().any(|m| m.starts_with('G')));
        let pos = position("white ka1 gd1 pd4 black kh8 gd6", Side::Black);
        let rs = madrasi(&pos, false);
        assert!(moves(&pos, &rs).iter().any(|m| m.starts_with('G')));
    }
}
