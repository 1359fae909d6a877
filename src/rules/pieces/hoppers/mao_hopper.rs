//! The mao hopper and the moa hopper: the mao's (moa's) leap, which needs a piece on the
//! square the mao (moa) passes, instead of an empty one.

use super::lines::{step, Arrivals};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{LameLeap, MAO, MOA};

fn hops<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    leaps: &[LameLeap],
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for leap in leaps {
        // A hole is a hurdle (Popeye: `AHd4-b3` over a hole on c4).
        let mid = (leap.mid.0 as i32, leap.mid.1 as i32);
        if board.not_empty_step(from, mid.0, mid.1).is_some() {
            if let Some(to) = step(board, from, leap.vector) {
                arrivals.to(to);
            }
        }
    }
}

fn mao_hopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, MAO, out);
}

fn moa_hopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    hops(board, side, from, piece, MOA, out);
}

pub const MAO_HOPPER: CustomWalk = custom_walk! {
    moves: mao_hopper,
    captures: None,
};
pub const MOA_HOPPER: CustomWalk = custom_walk! {
    moves: moa_hopper,
    captures: None,
};
