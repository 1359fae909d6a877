//! The contragrasshopper: over a piece next to it on a queen line, then on along that line
//! as a rider (any number of empty squares, or capturing the first piece).

use super::lines::{step, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        let v = RING[d];
        match step(board, from, v) {
            Some(hurdle) if board.is_occupied(hurdle) => {
                arrivals.ride_over(hurdle, step(board, hurdle, v), v);
            }
            _ => {}
        }
    }
}

pub const WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};
