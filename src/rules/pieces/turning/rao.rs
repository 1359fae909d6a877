//! The rao, the rose's Chinese piece: moves as a rose over empty squares; captures the second
//! piece a circle meets, over the first (a pao on the rose's circles).

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
        let hurdle = walk_empty(board, circle, start, |to| {
            once.push_some(to_square(board, side, from, to, piece))
        });
        let Some(hurdle) = hurdle else { continue };
        if let Some(end) = walk_empty(board, circle, hurdle, |_| {}) {
            once.push_some(capture_at(board, side, from, end.sq, end.sq, piece));
        }
    }
}
