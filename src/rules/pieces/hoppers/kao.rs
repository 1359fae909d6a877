//! The kao: the Chinese knight of the pao family. It moves as a knight to an empty square
//! and captures by a knight's leap over a piece: over the square one leap away to the square
//! one leap beyond.

use super::lines::{step, Arrivals};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::KNIGHT;

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &v in KNIGHT {
        let Some(first) = step(board, from, v) else {
            continue;
        };
        if board.is_empty(first) {
            arrivals.to(first);
        } else if let Some(to) = step(board, first, v) {
            if board.is_occupied(to) {
                arrivals.to(to);
            }
        }
    }
}

pub const WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};
