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
/// king square of `victim` (e1 or e8), the squares `victim`'s castling would take its king to
/// (g and c files), each when its rook stands on its corner and the squares between are empty.
fn castling_makes(pos: &Position, from: Square, victim: Side) -> impl Iterator<Item = Square> + '_ {
    let rank = pos.home_rank(victim);
    let here = pos.size().width() == 8 && from == Square::new(4, rank);
    let rook = Piece::new(victim.colour(), PieceKind::Rook);
    [(7u8, 5u8..7u8, 6u8), (0, 1..4, 2)]
        .into_iter()
        .filter(move |(corner, between, _)| {
            here && pos.piece_at(Square::new(*corner, rank)) == Some(rook)
                && between
                    .clone()
                    .all(|f| pos.is_empty_square(Square::new(f, rank)))
        })
        .map(move |(_, _, to)| Square::new(to, rank))
}

/// The square of the piece `m` captures.
fn victim_square(m: &Move) -> Square {
    match m.special {
        Special::EnPassant { victim } => victim,
        _ => m.to,
    }
}

/// The moves of the side to move: every piece's non-captures, then its Make&Take captures.
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
    let mut buf = MoveList::new();
    let mut takes = MoveList::new();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let start = out.len();
        piece_moves(pos, side, from, piece, rs, out);
        crate::rules::movegen::retain(out, start, |m| !m.is_capture());
        let captures_from = out.len();
        for &kind in &kinds {
            for s in makes(pos, rs, from, kind, victim_side, &mut buf) {
                if piece.kind() == PieceKind::Pawn && s.rank() == pos.home_rank(side) {
                    continue;
                }
                let mut t = *pos;
                t.remove(from);
                t.put(s, piece);
                takes.clear();
                piece_moves(&t, side, s, piece, rs, &mut takes);
                for m in &takes {
                    let Some(v) = m.captured else { continue };
                    if v.kind() != kind || !v.colour().movable_by(victim_side) {
                        continue;
                    }
                    let mv = Move {
                        from,
                        rebirth: None,
                        ..*m
                    };
                    let dup = out[captures_from..].iter().any(|o| {
                        o.to == mv.to
                            && o.promotion == mv.promotion
                            && victim_square(o) == victim_square(&mv)
                    });
                    if !dup {
                        out.push(mv);
                    }
                }
            }
        }
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
        for s in castling_makes(pos, from, by.opponent()) {
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
