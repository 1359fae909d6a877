//! The poseidon: the marine king. It steps as a king to empty squares, and captures as the
//! marine pieces do, over the piece a king's step away to the empty square one more step
//! beyond (`POd4*e5-f6`, the victim taken on its square).

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::lines::{leap, leap_captures};
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

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
    for &v in QUEEN {
        leap(board, side, from, v, true, piece, out);
    }
}

/// `moves`' captures on `target`: the one step that reaches it, the square beyond empty.
fn captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
    leap_captures(board, from, target, QUEEN)
}
