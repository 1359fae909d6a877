//! The rose hopper: along a rose circle to the first piece met (the hurdle), over it to the
//! circle's next square (empty, or a capture).

use super::circle::{next, walk_empty, Circle, OnCircle};
use super::once::Once;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = CustomWalk {
    moves,
    captures: None,
};

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let mut once = Once::new(out);
    let start = OnCircle { sq: from, steps: 0 };
    for circle in Circle::all() {
        let Some(hurdle) = walk_empty(board, circle, start, |_| {}) else {
            continue;
        };
        if let Some(to) = next(board, circle, hurdle) {
            once.push_some(to_square(board, side, from, to, piece));
        }
    }
}
