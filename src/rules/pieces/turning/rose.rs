//! The rose: rides along the circles of knight steps (see [`super::circle`]) over empty
//! squares, and captures the first piece a circle meets.

use super::circle::{walk_empty, Circle, OnCircle};
use super::once::Once;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
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
        let end = walk_empty(board, circle, start, |to| {
            once.push_some(to_square(board, side, from, to, piece))
        });
        if let Some(end) = end {
            once.push_some(capture_at(board, side, from, end.sq, end.sq, piece));
        }
    }
}
