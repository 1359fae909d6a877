//! The marguerite: moose, eagle, sparrow, grasshopper and hamster in one piece. Over the
//! first piece on a queen line it may land on any square next to the hurdle, the one it came
//! from included (the hamster's turn, never a capture: that square is empty).

use super::angle::angle_arrivals;
use super::lines::{first_piece, step, turned, Arrivals, QUEEN_DIRS, RING};
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
    arrive(
        board,
        from,
        &mut Arrivals::new(board, side, from, piece, out),
    );
}

/// The moves one per hop, as Popeye generates them: moose, eagle, sparrow and grasshopper
/// one after the other, a square two of them reach coming twice (see `turning::line_moves`).
pub fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    arrive(
        board,
        from,
        &mut Arrivals::every(board, side, from, piece, out),
    );
}

fn arrive<B: Board + ?Sized>(board: &B, from: Square, arrivals: &mut Arrivals<B>) {
    for eighths in 1..=3 {
        angle_arrivals(board, from, QUEEN_DIRS, eighths, arrivals);
    }
    for &d in QUEEN_DIRS {
        let Some(hurdle) = first_piece(board, from, RING[d]) else {
            continue;
        };
        // Straight on (the grasshopper) and straight back (the hamster; not to `from`).
        for eighths in [0, 4] {
            if let Some(to) = step(board, hurdle, turned(d, eighths)) {
                arrivals.to(to);
            }
        }
    }
}

pub const WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};
