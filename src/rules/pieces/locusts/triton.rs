//! The triton (a marine rider): moves as a rider on the rook's lines, and captures only as a locust
//! does, over the first piece on a line to the empty square just beyond.

use super::lines::{ride, ride_captures};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::ROOK;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for &v in ROOK {
        ride(board, side, from, v, true, piece, out);
    }
}

/// `moves`' captures on `target`: along the one line through it.
fn captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
    ride_captures(board, from, target, ROOK)
}
