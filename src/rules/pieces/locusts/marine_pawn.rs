//! The marine pawn: steps as the pawn does (the double step included), captures as a locust
//! does, over a piece diagonally forward to the empty square beyond, takes en passant the same
//! way (over the square a pawn passed, `MPe5*c7 ep.` after `d7-d5`) and promotes to the
//! marine pieces (sirene, triton, nereide, marine knight) and the diagram's fairy pieces.

use super::lines::locust_capture;
use super::pawns::{base_rank, steps, FairyPawn};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[],
    ep_over: true,
    marine: true,
    promotes: true,
    reverse: false,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    if from.rank() == base_rank(board, side) {
        return;
    }
    let fwd = side.forward();
    steps(board, side, from, (0, 1), true, piece, out);
    for df in [1, -1] {
        if let Some(victim) = board.step(from, df as i32, fwd as i32) {
            if board.is_occupied(victim) {
                locust_capture(board, side, from, victim, (df, fwd), piece, out);
            }
        }
    }
}
