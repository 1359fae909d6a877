//! The kinghopper and the knighthopper: over a piece one king step (knight leap) away, to
//! the square as far again beyond it.

use super::lines::{step, Arrivals};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{KNIGHT, QUEEN};

fn hops<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    vectors: &[Vec2],
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &v in vectors {
        match step(board, from, v) {
            Some(hurdle) if board.is_occupied(hurdle) => {
                if let Some(to) = step(board, hurdle, v) {
                    arrivals.hop(to, hurdle);
                }
            }
            _ => {}
        }
    }
}

fn kinghopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, QUEEN, out);
}

fn knighthopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, KNIGHT, out);
}

pub const KINGHOPPER: CustomWalk = custom_walk! {
    moves: kinghopper,
    captures: None,
};
pub const KNIGHTHOPPER: CustomWalk = custom_walk! {
    moves: knighthopper,
    captures: None,
};
