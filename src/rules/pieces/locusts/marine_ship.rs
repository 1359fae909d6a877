//! The marine ship: a triton (rook moves, rook-line locust captures) that also captures as a
//! marine pawn does, over a piece diagonally forward to the empty square beyond.

use super::lines::{locust_capture, ride};
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::ROOK;

pub static WALK: CustomWalk = CustomWalk {
    moves,
    captures: None,
};

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    for &v in ROOK {
        ride(board, side, from, v, true, piece, out);
    }
    let fwd = side.forward();
    for df in [1, -1] {
        if let Some(victim) = board.step(from, df as i32, fwd as i32) {
            if board.is_occupied(victim) {
                locust_capture(board, side, from, victim, (df, fwd), piece, out);
            }
        }
    }
}
