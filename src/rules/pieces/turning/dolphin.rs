//! The dolphin: a grasshopper and a kangaroo in one (along a queen line over one piece to the
//! square just beyond it, or over two pieces to the square just beyond the second).

use super::once::Once;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// The first piece from `at` along (df, dr), if the line meets one before the edge.
fn first_piece<B: Board + ?Sized>(board: &B, mut at: Square, df: i32, dr: i32) -> Option<Square> {
    loop {
        at = board.step(at, df, dr)?;
        if !board.is_empty(at) {
            return Some(at);
        }
    }
}

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    for &(df, dr) in QUEEN {
        let (df, dr) = (df as i32, dr as i32);
        let mut at = from;
        for _ in 0..2 {
            let Some(hurdle) = first_piece(board, at, df, dr) else {
                break;
            };
            if let Some(to) = board.step(hurdle, df, dr) {
                once.push_some(to_square(board, side, from, to, piece));
            }
            at = hurdle;
        }
    }
}
