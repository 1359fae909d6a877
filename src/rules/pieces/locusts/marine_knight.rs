//! The marine knight: leaps as a knight to empty squares, and captures as a locust does, over
//! the piece a knight's leap away to the empty square one more such leap beyond.

use super::lines::{leap, leap_captures};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::KNIGHT;

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
    for &v in KNIGHT {
        leap(board, side, from, v, true, piece, out);
    }
}

/// `moves`' captures on `target`: along the one line through it.
fn captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
    leap_captures(board, from, target, KNIGHT)
}
