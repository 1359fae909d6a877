//! The bishop locust: captures only, on the bishop's lines, over the first piece met to the empty square
//! just beyond (`Lb2*c3-d4`); it has no quiet move.

use super::lines::{ride, ride_captures};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::BISHOP;

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
    for &v in BISHOP {
        ride(board, side, from, v, false, piece, out);
    }
}

/// `moves`' captures on `target`: along the one line through it.
fn captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
    ride_captures(board, from, target, BISHOP)
}
