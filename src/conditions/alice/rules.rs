//! The hooks Alice chess gives the rules core: it makes the legal moves itself (each board's
//! moves generated with the other board's pieces taken away, as Popeye does), judges check on
//! the king's board, and passes the moved pieces to the other board after each move.

use std::sync::Arc;

use super::{has_boards, on_b, set_board};
use crate::rules::attack;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{generate_candidates, retain};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::Attributes;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Alice chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    /// The rules each board is played by on its own: orthodox, for the diagram's pieces
    /// (their kinds decide promotions and which pieces attack). Built from the diagram without
    /// its boards, so that it holds no Alice chess of its own.
    one_board: Ruleset,
}

pub(super) fn compile(diagram: &Position) -> Arc<dyn Rules> {
    let mut plain = *diagram;
    for (sq, _) in diagram.pieces() {
        let a = diagram.attributes(sq).without(Attributes::BOARDS);
        plain.set_attributes(sq, a);
    }
    Arc::new(Compiled {
        one_board: Ruleset::orthodox(&plain),
    })
}

/// The rules a diagram implies: Alice chess where a piece is declared on one of its boards.
pub fn implied(diagram: &Position) -> Option<Arc<dyn Rules>> {
    has_boards(diagram).then(|| compile(diagram))
}

/// `pos` with the pieces of board B (`b`) or A alone.
fn board_only(pos: &Position, b: bool) -> Position {
    let mut sub = *pos;
    for (sq, _) in pos.pieces() {
        if on_b(pos, sq) != b {
            sub.remove(sq);
        }
    }
    sub
}

/// Whether a square is free on the other board than `b` for a piece arriving from board `b`:
/// empty, or taken by a piece of board `b` itself (which the move captures).
#[inline]
fn free_beyond(pos: &Position, sq: Square, b: bool) -> bool {
    pos.piece_at(sq).is_none() || on_b(pos, sq) == b
}

/// Whether `mv`, a move generated on board `b` alone, exists on both boards: its arrival (and
/// a castling rook's) free on the other board, an e.p. victim on its own.
fn exists(pos: &Position, mv: &Move, b: bool) -> bool {
    if !free_beyond(pos, mv.to, b) {
        return false;
    }
    match mv.special {
        Special::Castling { rook_to, .. } => free_beyond(pos, rook_to, b),
        Special::EnPassant { victim } => pos.piece_at(victim).is_some() && on_b(pos, victim) == b,
        _ => true,
    }
}

/// The castlings of the side to move whose king stands on board `b` (`sub` holding that
/// board's pieces alone) and whose rook, unmoved, stands on the other board: Popeye's castling
/// asks the rights, not the rook's board, and the squares between on the king's board. They
/// are generated with the rook put back on its corner, where it blocks no line of the king's
/// board (a line through a corner leaves the board).
fn castlings_with_rooks_beyond(
    pos: &Position,
    sub: &Position,
    b: bool,
    one_board: &Ruleset,
    out: &mut MoveList,
) {
    let side = pos.side_to_move();
    let rights = pos.castling();
    if !rights.king_unmoved(side) || pos.size().width() != 8 {
        return;
    }
    let rank = pos.home_rank(side);
    let mut with_rooks = *sub;
    let mut beyond = Vec::new();
    for (kingside, file) in [(true, 7), (false, 0)] {
        let corner = Square::new(file, rank);
        if let (true, Some(rook)) = (rights.rook_unmoved(side, kingside), pos.piece_at(corner)) {
            if on_b(pos, corner) != b {
                with_rooks.put_with(corner, rook, pos.attributes(corner));
                beyond.push(corner);
            }
        }
    }
    if beyond.is_empty() {
        return;
    }
    let mut all = MoveList::new();
    generate_candidates(&with_rooks, one_board, &mut all);
    out.extend(all.iter().copied().filter(|mv| {
        matches!(mv.special, Special::Castling { rook_from, .. } if beyond.contains(&rook_from))
    }));
}

impl Compiled {
    /// Whether `side`'s king is in check from the pieces of its own board.
    fn king_in_check(&self, pos: &Position, side: crate::rules::piece::Side) -> bool {
        let Some(k) = pos.king(side) else {
            return false;
        };
        let sub = board_only(pos, on_b(pos, k));
        attack::in_check(&sub, side, &self.one_board)
    }

    /// Whether `mv` (a move that exists) leaves the mover's king safe: not in check on its new
    /// board, nor, when the king moved, on the board it left.
    fn legal(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let side = pos.side_to_move();
        let after = pos.played(mv, rs);
        if self.king_in_check(&after, side) {
            return false;
        }
        if pos.king(side) != Some(mv.from) {
            return true;
        }
        match after.king(side) {
            Some(k) => {
                let mut left: Position = *after;
                set_board(&mut left, k, !on_b(&after, k));
                !self.king_in_check(&left, side)
            }
            None => true,
        }
    }
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::GENERATE_LEGAL | Hooks::ATTACK | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS
    }

    fn generate_legal(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) -> bool {
        let start = out.len();
        for b in [false, true] {
            let sub = board_only(pos, b);
            let first = out.len();
            generate_candidates(&sub, &self.one_board, out);
            castlings_with_rooks_beyond(pos, &sub, b, &self.one_board, out);
            retain(out, first, |mv| exists(pos, mv, b));
        }
        retain(out, start, |mv| self.legal(pos, mv, rs));
        true
    }

    fn in_check(
        &self,
        pos: &Position,
        side: crate::rules::piece::Side,
        _rs: &Ruleset,
    ) -> Option<bool> {
        Some(self.king_in_check(pos, side))
    }

    /// A piece is attacked from its own board; an empty square, which is on both, from either.
    fn attacked(
        &self,
        pos: &Position,
        target: Square,
        by: crate::rules::piece::Side,
        _rs: &Ruleset,
    ) -> Option<bool> {
        let on = |b: bool| {
            let sub = board_only(pos, b);
            attack::is_attacked(&sub, target, by, &self.one_board)
        };
        Some(match pos.piece_at(target) {
            Some(_) => on(on_b(pos, target)),
            None => on(false) || on(true),
        })
    }

    /// The pieces the move displaced pass to the other board: the mover, and a castling rook.
    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        if next.piece_at(mv.to).is_some() {
            set_board(next, mv.to, !on_b(src, mv.from));
        }
        if let Special::Castling { rook_from, rook_to } = mv.special {
            if next.piece_at(rook_to).is_some() {
                set_board(next, rook_to, !on_b(src, rook_from));
            }
        }
    }
}
