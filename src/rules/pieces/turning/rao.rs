//! The rao, the rose's Chinese piece: moves as a rose over empty squares; captures the second
//! piece a circle meets, over the first (a pao on the rose's circles).

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
        let hurdle = walk_empty(board, circle, start, |to| {
            push_some(out, to_square(board, side, from, to, piece))
        });
        let Some(hurdle) = hurdle else { continue };
        if let Some(end) = walk_empty(board, circle, hurdle, |_| {}) {
            push_some(out, capture_at(board, side, from, end.sq, end.sq, piece));
        }
    }
}
