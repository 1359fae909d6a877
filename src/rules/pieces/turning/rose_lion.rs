//! The rose lion: along a rose circle, over the first piece met (the hurdle), to any empty
//! square beyond it, or capturing the next piece.

use super::circle::{walk_empty, Circle, OnCircle};
use super::once::{push_some, Once};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    lines(board, side, from, piece, &mut |mv| once.push(mv));
}

/// `moves` line by line: a square two circles reach comes once per circle, as Popeye
/// generates it (see [`super::line_moves`]).
pub fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let start = OnCircle { sq: from, steps: 0 };
    for circle in Circle::all() {
        let Some(hurdle) = walk_empty(board, circle, start, |_| {}) else {
            continue;
        };
        let end = walk_empty(board, circle, hurdle, |to| {
            push_some(out, to_square(board, side, from, to, piece))
        });
        if let Some(end) = end {
            push_some(out, capture_at(board, side, from, end.sq, end.sq, piece));
        }
    }
}
