//! The grasshopper-2 and grasshopper-3: over the first piece on a queen line to the square
//! two (three) steps beyond it, the squares between empty.

use super::lines::{first_piece, step, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

fn hops<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    distance: usize,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    'lines: for &d in QUEEN_DIRS {
        let v = RING[d];
        let Some(hurdle) = first_piece(board, from, v) else {
            continue;
        };
        let mut sq = hurdle;
        for passed in 1..=distance {
            let Some(next) = step(board, sq, v) else {
                continue 'lines;
            };
            if passed < distance && !board.is_empty(next) {
                continue 'lines;
            }
            sq = next;
        }
        arrivals.hop(sq, hurdle);
    }
}

fn grasshopper_2<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, 2, out);
}

fn grasshopper_3<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, 3, out);
}

/// Whether the hop of [`hops`] along the queen line through `target` ends on it: the first
/// piece on that line, then `distance` steps beyond it, the squares between empty.
fn hop_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    distance: usize,
) -> bool {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return false;
    }
    let v = (df.signum() as i8, dr.signum() as i8);
    let Some(mut sq) = first_piece(board, from, v) else {
        return false;
    };
    for passed in 1..=distance {
        let Some(next) = step(board, sq, v) else {
            return false;
        };
        if passed < distance && !board.is_empty(next) {
            return false;
        }
        sq = next;
    }
    sq == target
}

fn grasshopper_2_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    to: Square,
) -> bool {
    hop_captures(board, from, to, 2)
}

fn grasshopper_3_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    to: Square,
) -> bool {
    hop_captures(board, from, to, 3)
}

pub const GRASSHOPPER_2: CustomWalk = custom_walk! {
    moves: grasshopper_2,
    captures: Some(grasshopper_2_captures),
};
pub const GRASSHOPPER_3: CustomWalk = custom_walk! {
    moves: grasshopper_3,
    captures: Some(grasshopper_3_captures),
};
