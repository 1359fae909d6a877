//! Einstein chess, Reversal Einstein chess and Anti-Einstein chess, as Popeye 4.104 defines
//! them (`condition EinsteinChess`, `ReversalEinsteinChess`, `AntiEinsteinChess`).
//!
//! * The chain of kinds is pawn, knight, bishop, rook, queen. Under Einstein a piece that
//!   captures rises one step (P→S→B→R→Q, a queen stays a queen) and a piece that moves
//!   without capturing falls one step (Q→R→B→S→P, a pawn stays a pawn). Reversal Einstein
//!   turns both round; Anti-Einstein has only the fall of the non-capturing piece. Kings never
//!   change. Castling changes the rook (Einstein and Anti: a bishop, Reversal: a queen).
//! * The change is written as Popeye writes it, like a promotion after the move: `Ra4*a7=Q`,
//!   `Ra8-a6=B`, `b5*a6 ep.=S`, `0-0=B` (the move's `promotion` holds the new kind).
//! * Pawns never promote: a pawn that reaches its last rank without capturing stays a pawn
//!   there, one that captures onto it becomes what the chain says. A pawn on its own first rank
//!   (a fallen knight) moves one, two or three squares forward; its three-square step leaves an
//!   e.p. right on both squares skipped, as Popeye's (`d8-d5`, then `c5*d6 ep.=S`).
//! * Popeye refuses fairy pieces with these conditions; so does feerie's reader.
//! * Check and legality are orthodox: the change only touches the mover's own piece.
//! * With Circe (the captured piece reborn as itself on one square its kind and the capture
//!   give, see `crate::conditions::circe`) and with Volage: the capturer changes first, then
//!   the captured piece is reborn and the pieces change side (`d5*e6=S[+bPe7=w]`); a capturer
//!   that Assassin's rebirth takes off stays changed in the move's text (`f6*e7 ep.=S[+bPe7=w]`).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::en_passant::EnPassant;
use crate::rules::moves::{Move, MoveList, Nature, Promotion, Special};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;

impl crate::rules::condition::Options for EinsteinOptions {
    const NAME: &'static str = "einstein";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![self.variant.keyword().to_string()]
    }

    /// Pawns never promote here: Popeye's board has no promotion squares under the three
    /// conditions, and a pawn stands on its last rank, stuck, in the diagram too (BEISPIEL
    /// einstein #1's black pawn on c1).
    fn last_rank_pawns(&self) -> bool {
        true
    }
}

/// One step up the chain (a queen and the pieces off it stay).
pub fn rise(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Pawn => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Queen,
        other => other,
    }
}

/// One step down the chain (a pawn and the pieces off it stay).
pub fn fall(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Queen => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Pawn,
        other => other,
    }
}

/// What a piece of `kind` becomes under `variant` after a move that captures or not.
pub fn changed(variant: EinsteinVariant, kind: PieceKind, capture: bool) -> PieceKind {
    match (variant, capture) {
        (EinsteinVariant::Einstein, true) => rise(kind),
        (EinsteinVariant::Reversal, true) => fall(kind),
        (EinsteinVariant::Anti, true) => kind,
        (EinsteinVariant::Reversal, false) => rise(kind),
        (_, false) => fall(kind),
    }
}

/// Rewrites the candidates `out[start..]`: the orthodox promotions go (one move per arrival
/// stays), each move records what its piece (castling: its rook) becomes, and pawns on their
/// first rank get their three-square step. A chameleon changes first and then, as Popeye
/// plays it, what it became rises or falls (`cRd4-c4=cQ=R`): the move records the end kind
/// whenever it differs from the chameleon's first change or the chameleon changed at all.
pub fn amend(
    variant: EinsteinVariant,
    pos: &Position,
    rs: &crate::rules::ruleset::Ruleset,
    out: &mut MoveList,
    start: usize,
) {
    let mut kept = start;
    for i in start..out.len() {
        let mut mv = out[i];
        if mv.promotion.is_some() && mv.piece.kind() == PieceKind::Pawn {
            let prev = kept.checked_sub(1).filter(|&k| k >= start).map(|k| out[k]);
            if prev.is_some_and(|p| {
                p.from == mv.from && p.to == mv.to && p.special == mv.special && p.piece == mv.piece
            }) {
                continue;
            }
        }
        mv.promotion = None;
        let (kind, capture) = if mv.is_castling() {
            (PieceKind::Rook, false)
        } else {
            (mv.piece.kind(), mv.is_capture())
        };
        let chameleon = !mv.is_castling()
            && pos
                .attributes(mv.from)
                .contains(crate::rules::piece::Attribute::Chameleon);
        let base = if chameleon {
            rs.chameleon_next(kind)
        } else {
            kind
        };
        let new = changed(variant, base, capture);
        if new != kind || base != kind {
            mv.promotion = Some(Promotion::Piece(new));
        }
        out[kept] = mv;
        kept += 1;
    }
    out.truncate(kept);
    let side = pos.side_to_move();
    let n = out.len();
    for i in start..n {
        let mv = out[i];
        if mv.piece.kind() != PieceKind::Pawn
            || mv.special != Special::DoubleStep
            || mv.from.rank() != pos.home_rank(side)
        {
            continue;
        }
        let forward = side.forward() as i32;
        if let Some(to) = mv.to.offset(0, forward, pos.size()) {
            if pos.is_empty_square(to) {
                let mut triple = Move::new(
                    mv.from,
                    to,
                    mv.piece,
                    Nature::Ride {
                        step: (0, side.forward()),
                    },
                );
                triple.promotion = mv.promotion;
                out.push(triple);
            }
        }
    }
}

/// The e.p. right `mv`, a move of `pos`, leaves when it is a pawn's three-square step from its
/// first rank that stays a pawn: both squares skipped, as Popeye remembers them.
pub fn triple_step_right(pos: &Position, mv: &Move) -> Option<EnPassant> {
    let side = mv.piece.colour().side()?;
    let forward = side.forward() as i32;
    let pawn_stays = mv.piece.kind() == PieceKind::Pawn && mv.promotion.is_none();
    let straight = mv.from.file() == mv.to.file()
        && mv.to.rank() as i32 - mv.from.rank() as i32 == 3 * forward;
    if !pawn_stays || !straight || mv.is_capture() {
        return None;
    }
    Some(EnPassant {
        target: mv.to.offset(0, -forward, pos.size())?,
        victim: mv.to,
        beyond: Some(mv.from.offset(0, forward, pos.size())?),
        arrival: None,
    })
}

/// Whether a pawn of `side` on `from` has the two-square step: from its own first rank too.
pub fn double_step(pos: &Position, side: Side, from: crate::rules::square::Square) -> Option<bool> {
    (from.rank() == pos.home_rank(side)).then_some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::move_text::{move_text, parse_move};
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| {
                let t = move_text(&p.position, m);
                assert_eq!(parse_move(&p.position, &rs, &t).as_ref(), Ok(m), "{t}");
                t
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn capturers_rise_movers_fall_and_pawns_do_not_promote() {
        let list = moves(
            "begin pieces white ke1 rh1 pb7 sc1 black ka8 rc8 stipulation ~1 condition einstein end",
        );
        for m in [
            "b7*c8=S", "b7-b8", "0-0=B", "Sc1-d3=P", "Rh1-h5=B", "Ke1-d2",
        ] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        assert!(!list.iter().any(|m| m.contains("=Q") && m.starts_with('b')));
        let list = moves(
            "begin pieces white ke1 pb2 rh1 black ka8 rh8 stipulation ~1 condition reversaleinsteinchess end",
        );
        for m in ["b2-b3=S", "Rh1*h8=B", "0-0=Q"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }

    #[test]
    fn a_pawn_on_its_first_rank_steps_up_to_three_squares() {
        let p = parse_popeye(
            "begin pieces white ke1 sa3 black ka8 pa6 stipulation ~1 condition einstein end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mv = legal_moves(&p.position, &rs)
            .into_iter()
            .find(|m| move_text(&p.position, m) == "Sa3-b1=P")
            .unwrap();
        let mut after = p.position.play(&mv, &rs);
        after.set_side_to_move(Side::White);
        let list: Vec<String> = legal_moves(&after, &rs)
            .iter()
            .map(|m| move_text(&after, m))
            .collect();
        for m in ["b1-b2", "b1-b3", "b1-b4"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }

    #[test]
    fn a_triple_step_is_taken_en_passant_on_either_square_skipped() {
        use crate::conditions::test_support::{moves as marked, play};
        // A black knight falls to a pawn on its first rank, which steps three squares.
        let (pos, rs) =
            crate::conditions::test_support::problem("white ka1 pc4 pe4 black kh1 sb7", "einstein");
        let after = play(&pos, &rs, "c4-c5");
        let after = play(&after, &rs, "Sb7-d8=P");
        let after = play(&after, &rs, "Ka1-b1");
        let after = play(&after, &rs, "d8-d5");
        let list = marked(&after, &rs);
        for m in ["c5*d6 ep.=S", "e4*d5=S"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        // Both skipped squares: a pawn beside the pawn's second square takes it there too.
        let (pos, rs) =
            crate::conditions::test_support::problem("white ka1 pe6 black kh1 sb7", "einstein");
        let after = play(&pos, &rs, "Ka1-a2");
        let after = play(&after, &rs, "Sb7-d8=P");
        let after = play(&after, &rs, "Ka2-a3");
        let after = play(&after, &rs, "d8-d5");
        let list = marked(&after, &rs);
        assert!(list.contains(&"e6*d7 ep.=S".to_string()), "{list:?}");
    }

    #[test]
    fn with_circe_assassin_and_volage_the_capturer_changes_before_the_rebirth() {
        let list = moves(
            "begin pieces white pf6 pd5 black pe6 stipulation ~1 condition volage einstein circe assassin option enpassant e8e7e6 nowk nobk end",
        );
        assert_eq!(
            list,
            [
                "d5*e6=S[+bPe7=w]",
                "d5-d6=b",
                "f6*e7 ep.=S[+bPe7=w]",
                "f6-f7=b"
            ]
        );
        // The reborn pawn stands on e7, white, where the risen knight was taken off.
        let p = parse_popeye(
            "begin pieces white pf6 pd5 black pe6 stipulation ~1 condition volage einstein circe assassin option enpassant e8e7e6 nowk nobk end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let after =
            crate::conditions::test_support::play(&p.position, &rs, "f6*e7 ep.=S[+bPe7=w] =");
        let e7 = crate::rules::square::Square::parse("e7").unwrap();
        assert_eq!(
            after.piece_at(e7),
            Some(crate::rules::piece::Piece::new(
                crate::rules::piece::Colour::White,
                PieceKind::Pawn
            ))
        );
    }

    #[test]
    fn with_circe_a_pawn_on_its_first_rank_checks_for_assassins_check() {
        use crate::conditions::test_support::{moves as marked, problem};
        // The white pawn on f1 guards g2 (Popeye: under Einstein pawns there observe).
        let (pos, rs) = problem("white ka4 pf1 black kh3", "einstein circe assassin");
        let mut pos = pos;
        pos.set_side_to_move(Side::Black);
        let list = marked(&pos, &rs);
        assert!(!list.contains(&"Kh3-g2".to_string()), "{list:?}");
        assert!(list.contains(&"Kh3-g3".to_string()), "{list:?}");
    }
}
