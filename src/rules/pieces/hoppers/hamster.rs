//! The hamster and the contrahamster. The hamster rides to the first piece on a queen line
//! and turns back to the square before it (never capturing, never returning to its
//! departure square); the contrahamster needs a piece next to it and rides away from it
//! (quiet moves, or capturing the first piece).

use super::lines::{first_piece, step, turned, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

fn hamster<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        if let Some(hurdle) = first_piece(board, from, RING[d]) {
            if let Some(to) = step(board, hurdle, turned(d, 4)) {
                arrivals.to(to);
            }
        }
    }
}

fn contrahamster<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        let v = RING[d];
        match step(board, from, turned(d, 4)) {
            Some(hurdle) if board.is_occupied(hurdle) => {
                arrivals.ride_from(step(board, from, v), v)
            }
            _ => {}
        }
    }
}

pub const HAMSTER: CustomWalk = custom_walk! {
    moves: hamster,
    captures: None,
};
pub const CONTRAHAMSTER: CustomWalk = custom_walk! {
    moves: contrahamster,
    captures: None,
};
