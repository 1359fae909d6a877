//! Make&Take chess, as Popeye 4.104 defines it (`condition Make&TakeChess`).
//!
//! * A piece captures only after a make: it first moves, without capturing, with the walk of
//!   the piece it is going to take (as that piece's side would move it), then from there takes
//!   a piece of that kind with its own walk. The move goes from the departure square to the
//!   capture square (`Qf1*a6`); several makes reaching the same capture are one move.
//!   Captures in one step do not exist; moves without capture are orthodox.
//! * Check: the king is in check when an enemy piece could take it so, its make a king's step
//!   (Popeye asks only the king's walk then). Castling's passage is judged with the king on the
//!   passage square. Every move is played to judge it.
//! * A pawn on its own first rank has no move, as in Popeye (neither as a make nor a take).
//! * With Disparate, a piece whose kind the opponent has just moved gives no check after its
//!   make either (checks ask the conditions' capture filters).
//! * Popeye's castling as a make: a piece standing on the taken side's king square of the
//!   game array (e1 or e8) makes that side's castling (to g1/c1, g8/c8) when the castling
//!   rook stands on its corner and the squares between are empty, then takes from there. It
//!   counts in the check test (Popeye's `black is in check from se8!`: Se8, the make 0-0-0 to
//!   c8, takes Ka7 beside Ra8). Popeye's rook right lasts while its corner square is not
//!   touched; feerie reads it from the rook on its corner (its castling state keeps no rook
//!   right without the king), so a rook that left its corner and came back makes it too.
//! * Where a rule before Make&Take judges check so that a king may be taken (Circe
//!   RexInclusive), kings are taken as the other pieces, and by castling makes too: a move of
//!   its own shape (`Special::CastlingMake`, written `0-0*e6`), the taken side's rook moving
//!   with it, never a duplicate of the piece's other captures (Popeye keeps both). Such a rule
//!   asks this condition's captures of the king (`Rules::captures_of`) for its check.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{capture_counts, Capture};
use crate::rules::movegen::piece_moves;
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;
use crate::rules::walk;

impl crate::rules::condition::Options for MakeTakeOptions {
    const NAME: &'static str = "make&take";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Make&TakeChess".to_string()]
    }
}

/// The squares a piece of kind `kind` of `side` standing on `from` reaches without capturing
/// (the piece on `from` counts as moved away).
fn makes(
    pos: &Position,
    rs: &Ruleset,
    from: Square,
    kind: PieceKind,
    side: Side,
    buf: &mut MoveList,
) -> Vec<Square> {
    // A pawn on its own first rank has no move (Popeye's pawns move from their second rank
    // on).
    if kind == PieceKind::Pawn && from.rank() == pos.home_rank(side) {
        return Vec::new();
    }
    let mut t = *pos;
    t.remove(from);
    let piece = Piece::new(side.colour(), kind);
    t.put(from, piece);
    buf.clear();
    piece_moves(&t, side, from, piece, rs, buf);
    let mut squares: Vec<Square> = Vec::new();
    for m in buf.iter() {
        if !m.is_capture() && !m.is_exit() && !squares.contains(&m.to) {
            squares.push(m.to);
        }
    }
    squares
}

/// Popeye's castling makes of a piece standing on `from`: when `from` is the game array's
/// king square of `victim` (e1 or e8), the castlings `victim`'s king would make from there,
/// each when its rook stands on its corner and the squares between are empty: the square the
/// piece goes to (g or c file), the rook's corner and the rook's arrival (f or d file).
/// (Popeye takes from there with the rook still on its corner; the rook moves once the move
/// is played.)
fn castling_makes(
    pos: &Position,
    from: Square,
    victim: Side,
) -> impl Iterator<Item = (Square, Special)> + '_ {
    let rank = pos.home_rank(victim);
    let here = pos.size().width() == 8 && from == Square::new(4, rank);
    let rook = Piece::new(victim.colour(), PieceKind::Rook);
    [(7u8, 5u8..7u8, 6u8, 5u8), (0, 1..4, 2, 3)]
        .into_iter()
        .filter(move |(corner, between, _, _)| {
            here && pos.piece_at(Square::new(*corner, rank)) == Some(rook)
                && between
                    .clone()
                    .all(|f| pos.is_empty_square(Square::new(f, rank)))
        })
        .map(move |(corner, _, to, rook_to)| {
            (
                Square::new(to, rank),
                Special::CastlingMake {
                    rook_from: Square::new(corner, rank),
                    rook_to: Square::new(rook_to, rank),
                },
            )
        })
}

/// The square of the piece `m` captures (before the arrival for a locust or a marine piece).
fn victim_square(m: &Move) -> Square {
    match m.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => m.to,
    }
}

/// The moves of the side to move: every piece's non-captures, then its Make&Take captures.
/// Kings are taken only where the rules let a move take them (Circe RexInclusive: Make&Take's
/// check finds the king attacked in a position the rules call legal), with castling makes
/// too.
pub fn walk(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    let side = pos.side_to_move();
    let victim_side = side.opponent();
    let mut kinds: Vec<PieceKind> = Vec::new();
    for sq in pos.movable_by(victim_side).iter() {
        if let Some(p) = pos.piece_at(sq) {
            if p.kind() != PieceKind::King && !kinds.contains(&p.kind()) {
                kinds.push(p.kind());
            }
        }
    }
    // Where Make&Take judges check, a king it finds attacked makes the position illegal: no
    // move takes a king there. Where a rule before it judges check (Circe RexInclusive), a
    // king Make&Take's check finds attacked may be taken.
    let king = pos
        .king(victim_side)
        .filter(|_| another_judges_check(rs))
        .filter(|&k| attacked(pos, k, side, rs));
    let mut buf = MoveList::new();
    let mut takes = MoveList::new();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let start = out.len();
        piece_moves(pos, side, from, piece, rs, out);
        crate::rules::movegen::retain(out, start, |m| !m.is_capture());
        if king.is_some() {
            castling_takes(pos, rs, side, from, piece, None, &mut takes, out);
        }
        // Popeye removes duplicate takes kind by kind of victim: a take of a knight and one
        // of a bishop landing on one square are two moves.
        if let Some(k) = king {
            let kind = pos.piece_at(k).map_or(PieceKind::King, |p| p.kind());
            let dedup_from = out.len();
            make_takes(
                pos, rs, side, from, piece, kind, None, &mut buf, &mut takes, out, dedup_from,
            );
        }
        for &kind in &kinds {
            let dedup_from = out.len();
            make_takes(
                pos, rs, side, from, piece, kind, None, &mut buf, &mut takes, out, dedup_from,
            );
        }
    }
}

/// Whether a rule other than Make&Take's answers first for check (the first with
/// `Hooks::ATTACK`).
fn another_judges_check(rs: &Ruleset) -> bool {
    rs.with(crate::rules::condition::Hooks::ATTACK)
        .next()
        .is_some_and(|r| r.as_any().downcast_ref::<rules::Compiled>().is_none())
}

/// The captures of `by`'s piece `piece` on `from` whose make is the castling of the side it
/// takes (`0-0*e6`), of a king (of the piece on `target` only, when given), pushed onto `out`
/// (Popeye keeps them beside the captures made after other makes, none a duplicate).
#[allow(clippy::too_many_arguments)]
fn castling_takes(
    pos: &Position,
    rs: &Ruleset,
    by: Side,
    from: Square,
    piece: Piece,
    target: Option<Square>,
    takes: &mut MoveList,
    out: &mut MoveList,
) {
    for (s, special) in castling_makes(pos, from, by.opponent()) {
        let mut t = *pos;
        t.remove(from);
        t.put(s, piece);
        takes.clear();
        piece_moves(&t, by, s, piece, rs, takes);
        for m in takes.iter() {
            let Some(v) = m.captured else { continue };
            if v.kind() != PieceKind::King
                || !v.colour().movable_by(by.opponent())
                || m.special != Special::Plain
                || m.promotion.is_some()
                || target.is_some_and(|t| t != m.to)
            {
                continue;
            }
            out.push(Move {
                from,
                special,
                rebirth: None,
                ..*m
            });
        }
    }
}

/// The captures of `by`'s piece `piece` on `from` after a make of a `kind` of the side it
/// takes, taking a piece of that kind (the one on `target` only, when given), pushed onto
/// `out` unless one of `out[dedup_from..]` lands on the same square (promoting alike).
#[allow(clippy::too_many_arguments)]
fn make_takes(
    pos: &Position,
    rs: &Ruleset,
    by: Side,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    target: Option<Square>,
    buf: &mut MoveList,
    takes: &mut MoveList,
    out: &mut MoveList,
    dedup_from: usize,
) {
    let victim_side = by.opponent();
    let mut squares = makes(pos, rs, from, kind, victim_side, buf);
    // Popeye takes after the make it generated last first, and of two takes landing on one
    // square keeps the first: so the take after the later make stands (`TRh2*f6-f7` after
    // the make to f2, not `TRh2*g7-f7` after the one to h7). Its makes come in the order of
    // its table of steps, each line outward ([`popeye_order`]); where a make's step is not
    // in that part of the table, feerie's order stands in for it (a square made to twice
    // counting where it came last).
    if squares.iter().all(|&s| popeye_order(from, s).is_some()) {
        squares.sort_by_key(|&s| std::cmp::Reverse(popeye_order(from, s)));
    } else {
        let last = |s: Square| {
            buf.iter()
                .rposition(|m| m.to == s && !m.is_capture() && !m.is_exit())
        };
        squares.sort_by_key(|&s| std::cmp::Reverse(last(s)));
    }
    for s in squares {
        if piece.kind() == PieceKind::Pawn && s.rank() == pos.home_rank(by) {
            continue;
        }
        let mut t = *pos;
        t.remove(from);
        t.put(s, piece);
        takes.clear();
        piece_moves(&t, by, s, piece, rs, takes);
        for m in takes.iter() {
            let Some(v) = m.captured else { continue };
            if v.kind() != kind || !v.colour().movable_by(victim_side) {
                continue;
            }
            let mv = Move {
                from,
                rebirth: None,
                ..*m
            };
            if target.is_some_and(|t| t != victim_square(&mv)) {
                continue;
            }
            // Popeye's remover of a piece's duplicate takes keys them by arrival alone: a
            // locust's takes of two men landing on one square are one move, the first made.
            let dup = out[dedup_from..]
                .iter()
                .any(|o| o.to == mv.to && o.promotion == mv.promotion);
            if !dup {
                out.push(mv);
            }
        }
    }
}

/// Popeye's steps in the order of its table: the rook's, the bishop's, the knight's.
const POPEYE_STEPS: [(i32, i32); 16] = [
    (1, 0),
    (0, 1),
    (-1, 0),
    (0, -1),
    (-1, 1),
    (1, 1),
    (1, -1),
    (-1, -1),
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// Where Popeye generates the move from `from` to `to` among a rider's or leaper's moves on
/// the rook's, bishop's or knight's lines: the place of its step in Popeye's table, then its
/// distance (`None` for another step).
fn popeye_order(from: Square, to: Square) -> Option<(usize, i32)> {
    let dx = to.file() as i32 - from.file() as i32;
    let dy = to.rank() as i32 - from.rank() as i32;
    let n = gcd(dx.abs(), dy.abs());
    if n == 0 {
        return None;
    }
    let place = POPEYE_STEPS
        .iter()
        .position(|&step| step == (dx / n, dy / n))?;
    Some((place, n))
}

fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The Make&Take captures by `by` of the piece on `target` (its kind's makes, and a king's
/// castling makes), each piece's without duplicates.
pub fn captures_of(pos: &Position, target: Square, by: Side, rs: &Ruleset, out: &mut MoveList) {
    let Some(victim) = pos.piece_at(target) else {
        return;
    };
    let mut buf = MoveList::new();
    let mut takes = MoveList::new();
    for from in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if victim.kind() == PieceKind::King {
            castling_takes(pos, rs, by, from, piece, Some(target), &mut takes, out);
        }
        let dedup_from = out.len();
        make_takes(
            pos,
            rs,
            by,
            from,
            piece,
            victim.kind(),
            Some(target),
            &mut buf,
            &mut takes,
            out,
            dedup_from,
        );
    }
}

/// Whether `by` could take the piece on `target` (a king's make first).
pub fn attacked(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    let mut buf = MoveList::new();
    let mut takes = MoveList::new();
    for from in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let mut squares = makes(pos, rs, from, PieceKind::King, by.opponent(), &mut buf);
        for (s, _) in castling_makes(pos, from, by.opponent()) {
            if !squares.contains(&s) {
                squares.push(s);
            }
        }
        for s in squares {
            if piece.kind() == PieceKind::Pawn && s.rank() == pos.home_rank(by) {
                continue;
            }
            let w = walk::of(piece);
            let d = (
                target.file() as i8 - s.file() as i8,
                target.rank() as i8 - s.rank() as i8,
            );
            if !w.pawn && !walk::may_reach(piece, d) {
                continue;
            }
            let mut t = *pos;
            t.remove(from);
            t.put(s, piece);
            if t.is_empty_square(target) {
                // Something to take on an empty square (castling's passage).
                t.put(target, Piece::new(by.opponent().colour(), PieceKind::Queen));
            }
            takes.clear();
            piece_moves(&t, by, s, piece, rs, &mut takes);
            // The conditions that filter observations (Disparate) judge the piece that takes.
            if takes.iter().any(|m| {
                m.is_capture()
                    && victim_square(m) == target
                    && capture_counts(
                        pos,
                        Capture {
                            from,
                            piece,
                            nature: m.nature,
                        },
                        target,
                        by,
                        rs,
                    )
            }) {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    #[test]
    fn captures_come_after_a_make() {
        let p = parse_popeye(
            "begin pieces white ka1 rd1 re1 black kh8 sf3 pe6 stipulation ~1 condition make&takechess end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text(&p.position, m))
            .collect();
        // A knight's make from d1 to e3 or f2, then the rook's take of f3.
        assert!(list.contains(&"Rd1*f3".to_string()), "{list:?}");
        // A black pawn's make from e1 goes nowhere: the rook cannot take e6.
        assert!(!list.contains(&"Re1*e6".to_string()), "{list:?}");
        assert!(list.contains(&"Re1-e5".to_string()), "{list:?}");
    }

    /// Popeye 4.104 (TESTS maketake #6): beside Circe RexInclusive, Qe8 takes Ke6 after the
    /// castling makes 0-0 (to g8, Rh8 to f8) and 0-0-0 (to c8, Ra8 to d8) too, the king reborn
    /// on e8 the queen left; the rook moves with the move, its right gone.
    #[test]
    fn castling_makes_take_the_king_beside_rex_inclusive_circe() {
        use crate::rules::moves::Special;
        use crate::rules::piece::{PieceKind, Side};
        use crate::rules::square::Square;
        let p = parse_popeye(
            "begin pieces white kh1 qe8 black ke6 ra8 rh8 stipulation ~1 condition make&take circe rexincl end",
        )
        .unwrap()
        .remove(0);
        let pos = p.position;
        let rs = Ruleset::new(&pos, &p.conditions);
        let moves = legal_moves(&pos, &rs);
        let text = |m| move_text(&pos, m);
        let short = moves
            .iter()
            .find(|m| text(m) == "0-0*e6[+bKe8]")
            .expect("0-0*e6");
        assert!(moves.iter().any(|m| text(m) == "0-0-0*e6[+bKe8]"));
        assert!(moves.iter().any(|m| text(m) == "Qe8*e6[+bKe8]"));
        assert_eq!(
            short.special,
            Special::CastlingMake {
                rook_from: Square::new(7, 7),
                rook_to: Square::new(5, 7)
            }
        );
        assert_eq!(short.castling_make_square(), Some(Square::new(6, 7)));
        let after = pos.play(short, &rs);
        let at = |f, r| after.piece_at(Square::new(f, r)).map(|p| p.kind());
        assert_eq!(at(5, 7), Some(PieceKind::Rook));
        assert_eq!(at(7, 7), None);
        assert_eq!(at(4, 5), Some(PieceKind::Queen));
        assert_eq!(after.king(Side::Black), Some(Square::new(4, 7)));
        assert!(!after.castling().rook_unmoved(Side::Black, true));
        assert_eq!(after.hash(), after.compute_hash());
        // The text reads back as the castling make, the piece's own capture as its own.
        let read = crate::notation::move_text::parse_move(&pos, &rs, "0-0*e6").unwrap();
        assert_eq!(&read, short);
        let own = crate::notation::move_text::parse_move(&pos, &rs, "Qe8*e6").unwrap();
        assert_eq!(own.special, Special::Plain);
        // Alone, Make&Take takes no king (a position with the king attacked is illegal).
        let alone = parse_popeye(
            "begin pieces white kh1 qe8 black ke6 ra8 rh8 stipulation ~1 condition make&take end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&alone.position, &alone.conditions);
        let mut list = crate::rules::moves::MoveList::new();
        crate::rules::movegen::generate_candidates(&alone.position, &rs, &mut list);
        assert!(!list
            .iter()
            .any(|m| m.captured.is_some_and(|v| v.kind() == PieceKind::King)));
    }

    /// Popeye 4.104 (TESTS maketake #2 and variants): Se8's castling make 0-0-0 to c8 checks
    /// Ka7 when Ra8 stands on its corner with b8-d8 empty; not beside a queen, nor from d8's
    /// neighbour f8.
    #[test]
    fn castling_make_checks() {
        let black_in_check = |pieces: &str| {
            let p = parse_popeye(&format!(
                "begin pieces {pieces} stipulation zg71 condition make&take option nowk end"
            ))
            .unwrap()
            .remove(0);
            let rs = Ruleset::new(&p.position, &p.conditions);
            crate::rules::attack::in_check(&p.position, crate::rules::piece::Side::Black, &rs)
        };
        assert!(black_in_check("black ka7 ra8 white se8"));
        assert!(!black_in_check("black ka7 white se8"));
        assert!(!black_in_check("black ka7 qa8 white se8"));
        assert!(!black_in_check("black ka7 ra8 white sf8"));
        assert!(!black_in_check("black ka7 ra8 bb8 white se8"));
        // 0-0 to g8, then Sxe7.
        assert!(black_in_check("black ke7 rh8 white se8"));
        assert!(!black_in_check("black ke7 white se8"));
        assert!(!black_in_check("black ke7 rh8 bg8 white se8"));
    }
}
