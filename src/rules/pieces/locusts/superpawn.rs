//! The superpawn: moves any distance straight forward, captures any distance diagonally
//! forward (the first piece on the line), and promotes as the pawn does. Unlike the pawn it
//! moves from its first rank too, and its long moves are no double steps (no en passant).

use super::pawns::FairyPawn;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = CustomWalk {
    moves,
    captures: None,
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[],
    marine: false,
    promotes: true,
    reverse: false,
};

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let fwd = side.forward();
    super_moves(
        board,
        side,
        from,
        piece,
        &[(0, fwd)],
        &[(-1, fwd), (1, fwd)],
        out,
    );
}

/// Quiet rides along `quiet`, and captures of the first piece along `captures` (the
/// superpawn's and the berolina superpawn's walks).
pub fn super_moves(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    quiet: &[Vec2],
    captures: &[Vec2],
    out: &mut dyn FnMut(Move),
) {
    for &v in quiet {
        let mut at = from;
        while let Some(to) = board.step(at, v.0 as i32, v.1 as i32) {
            if !board.is_empty(to) {
                break;
            }
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            at = to;
        }
    }
    for &v in captures {
        let mut at = from;
        while let Some(to) = board.step(at, v.0 as i32, v.1 as i32) {
            if board.is_occupied(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
                break;
            }
            at = to;
        }
    }
}
