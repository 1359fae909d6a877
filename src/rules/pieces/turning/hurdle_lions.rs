//! Lions over more hurdles: the rabbit goes along a queen line over the first two pieces,
//! then to any empty square beyond, or capturing the next piece.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

pub static RABBIT: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| over(2, board, side, from, piece, out),
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

/// Lion moves along the queen lines over `hurdles` pieces (the rabbit two, the bob four).
pub(crate) fn over<B: Board + ?Sized>(
    hurdles: usize,
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    'lines: for &(df, dr) in QUEEN {
        let (df, dr) = (df as i32, dr as i32);
        let mut at = from;
        for _ in 0..hurdles {
            match first_piece(board, at, df, dr) {
                Some(hurdle) => at = hurdle,
                None => continue 'lines,
            }
        }
        while let Some(to) = board.step(at, df, dr) {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            if !board.is_empty(to) {
                break;
            }
            at = to;
        }
    }
}
