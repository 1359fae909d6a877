//! The maorider and the moarider: nightriders whose every knight step passes one square,
//! which must be empty: beside the departure (the mao's: a rook step, then a bishop step) or
//! diagonally (the moa's: a bishop step, then a rook step).

use super::circle::RING;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static MAORIDER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| ride(mao_passed, board, side, from, piece, out),
    captures: None,
};
pub static MOARIDER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| ride(moa_passed, board, side, from, piece, out),
    captures: None,
};

/// The mao's passed square for the knight step (df, dr): a rook step along the long side.
fn mao_passed((df, dr): Vec2) -> Vec2 {
    (df / 2, dr / 2)
}

/// The moa's passed square: the bishop step towards the knight's square.
fn moa_passed((df, dr): Vec2) -> Vec2 {
    (df.signum(), dr.signum())
}

fn ride<B: Board + ?Sized>(
    passed: fn(Vec2) -> Vec2,
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for step in RING {
        let (pf, pr) = passed(step);
        let mut at = from;
        while let Some(over) = board.step(at, pf as i32, pr as i32) {
            let Some(to) = board.step(at, step.0 as i32, step.1 as i32) else {
                break;
            };
            if !board.is_empty(over) || to == from {
                break;
            }
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            if !board.is_empty(to) {
                break;
            }
            at = to;
        }
    }
}
