//! The rose hopper: along a rose circle to the first piece met (the hurdle), over it to the
//! circle's next square (empty, or a capture).

use super::circle::{next, walk_empty, Circle, OnCircle};
use super::once::{push_some, Once};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
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
        if let Some(to) = next(board, circle, hurdle) {
            push_some(out, to_square(board, side, from, to, piece));
        }
    }
}
