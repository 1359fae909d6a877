//! The rose locust: along a rose circle to the first piece met, which it captures when the
//! circle's next square is empty, ending there (`LSe2*c1-a2`).

use super::circle::{next, walk_empty, Circle, OnCircle};
use super::once::Once;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{capture_at, Board, CustomWalk};
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
    let start = OnCircle { sq: from, steps: 0 };
    for circle in Circle::all() {
        let Some(victim) = walk_empty(board, circle, start, |_| {}) else {
            continue;
        };
        let Some(to) = next(board, circle, victim) else {
            continue;
        };
        if board.is_empty(to) {
            once.push_some(capture_at(board, side, from, victim.sq, to, piece));
        }
    }
}
