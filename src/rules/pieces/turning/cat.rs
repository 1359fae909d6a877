//! The CAT (cavalier de Troie): a knight leap, then on from an empty square in dabbaba steps
//! (two squares) along the leap's longer side, over empty squares, capturing the first piece.

use super::circle::RING;
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
    for (df, dr) in RING {
        // The dabbaba step along the knight leap's longer side.
        let (sf, sr) = if df.abs() == 2 { (df, 0) } else { (0, dr) };
        let Some(mut to) = board.step(from, df as i32, dr as i32) else {
            continue;
        };
        loop {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            if !board.is_empty(to) {
                break;
            }
            match board.step(to, sf as i32, sr as i32) {
                Some(next) if next != from => to = next,
                _ => break,
            }
        }
    }
}
