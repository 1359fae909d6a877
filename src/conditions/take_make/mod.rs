//! Take&Make chess, as Popeye 4.104 defines it (`condition Take&MakeChess`).
//!
//! * A capture is only the first part of the move: the capturer must then make a move without
//!   capturing, from the capture square, with the walk of the piece it took, as that piece's
//!   side would move it (a taken black pawn makes the capturer step down the board; its
//!   double step from the seventh rank too). Its departure square counts as empty for the
//!   make. A capture that has no make is no move.
//! * A pawn may not make onto its own first rank; a pawn whose make ends on its last rank
//!   promotes there (not where it captured: `g7*h8-h2`, `e5*f6-d8=B`).
//! * The move is written `Kc2*d2-d1`; an e.p. capture, whose make goes onto the victim's
//!   square, is written as Popeye writes it, `e4*d4` (`Special::CaptureAt`).
//! * Check is orthodox (a capture of the king needs no make; Popeye's `Absolute`, where it
//!   does, is not built). Moves with a make are played to test the mover's king.
//! * Beside Circe the piece taken is reborn once the make is made (the Circé family's rebirth
//!   reads the capture square from `Special::CaptureAt`). Beside Circe RexInclusive, check is
//!   Circe's, judged without the make as Popeye judges it (`Rules::amends_checking_captures`).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use std::cell::RefCell;

use crate::rules::bitset::SquareSet;
use crate::rules::movegen::piece_moves;
use crate::rules::moves::{Move, MoveList, Promotion, Special};
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

impl crate::rules::condition::Options for TakeMakeOptions {
    const NAME: &'static str = "take&make";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Take&MakeChess".to_string()]
    }
}

thread_local! {
    /// The captures and the makes of one `amend`, kept between calls: it runs at every node,
    /// and fresh lists cost an allocation each.
    static SCRATCH: RefCell<(MoveList, MoveList)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// Replaces the captures of `out[start..]` by their makes.
pub fn amend(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    if !out[start..].iter().any(Move::is_capture) {
        return;
    }
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut lists) => {
            let (captures, makes) = &mut *lists;
            amend_with(pos, rs, out, start, captures, makes);
        }
        Err(_) => amend_with(pos, rs, out, start, &mut Vec::new(), &mut Vec::new()),
    })
}

fn amend_with(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    start: usize,
    captures: &mut MoveList,
    makes: &mut MoveList,
) {
    let side = pos.side_to_move();
    captures.clear();
    let mut kept = start;
    for i in start..out.len() {
        let mv = out[i];
        if mv.is_capture() {
            let dup = captures
                .last()
                .is_some_and(|c| c.from == mv.from && c.to == mv.to && c.special == mv.special);
            if !dup {
                captures.push(mv);
            }
        } else {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
    // One copy of the board, set back before each capture's make is walked.
    let mut t = *pos;
    for (n, take) in captures.iter().enumerate() {
        let Some(victim) = take.captured else {
            continue;
        };
        // A locust's or a marine piece's victim stands apart from its arrival, which the
        // make starts from (Popeye: `SId4*e5-c3`, the siren having hopped to f6).
        let victim_sq = match take.special {
            Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
            _ => take.to,
        };
        // The make moves as the taken piece's side would (Popeye: the capturer's opponent).
        let victim_side = side.opponent();
        if n > 0 {
            t.copy_from(pos);
        }
        t.remove(victim_sq);
        t.remove(take.from);
        t.put(take.to, victim);
        makes.clear();
        piece_moves(&t, victim_side, take.to, victim, rs, makes);
        // The arrivals in the order the walk gives them, each once.
        let mut seen = SquareSet::EMPTY;
        let pawn = take.piece.kind() == PieceKind::Pawn;
        for m in makes.iter() {
            if m.is_capture() || m.is_exit() || seen.contains(m.to) {
                continue;
            }
            seen.insert(m.to);
            let to = m.to;
            if pawn && to.rank() == pos.home_rank(side) {
                continue;
            }
            let mut mv = *take;
            mv.to = to;
            mv.promotion = None;
            mv.special = Special::CaptureAt { victim: victim_sq };
            if pawn && to.rank() == pos.last_rank(side) {
                for kind in rs.promotions.iter() {
                    out.push(Move {
                        promotion: Some(Promotion::Piece(kind)),
                        ..mv
                    });
                }
            } else {
                out.push(mv);
            }
        }
    }
}

#[cfg(test)]
mod tests {
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
    fn captures_make_with_the_victims_walk() {
        let list = moves(
            "begin pieces white kc1 pe5 black ka8 rd2 bf6 stipulation ~1 condition take&makechess end",
        );
        for m in ["Kc1*d2-d1", "Kc1*d2-d7", "e5*f6-d8=Q", "e5*f6-g5"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        // No capture without its make; d8 is guarded by the bishop.
        for m in ["Kc1*d2", "Kc1*d2-d8"] {
            assert!(!list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }
}
