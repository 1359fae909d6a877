//! Skylla and Charybdis: a knight's leap to an empty square that passes a square next to
//! the departure square, orthogonally for Skylla (the mao's), diagonally for Charybdis (the
//! moa's). An enemy on the passed square is captured on the way (`SKa1*b1-c2`); a friend
//! there bars the leap.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{LameLeap, MAO, MOA};

fn leaps<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    leaps: &[LameLeap],
    out: &mut dyn FnMut(Move),
) {
    for leap in leaps {
        let (Some(passed), Some(to)) = (
            board.step(from, leap.mid.0 as i32, leap.mid.1 as i32),
            board.step(from, leap.vector.0 as i32, leap.vector.1 as i32),
        ) else {
            continue;
        };
        if !board.is_empty(to) {
            continue;
        }
        let mv = if board.is_empty(passed) {
            to_square(board, side, from, to, piece)
        } else {
            capture_at(board, side, from, passed, to, piece)
        };
        if let Some(mv) = mv {
            out(mv);
        }
    }
}

fn skylla<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leaps(board, side, from, piece, MAO, out);
}

fn charybdis<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leaps(board, side, from, piece, MOA, out);
}

pub const SKYLLA: CustomWalk = custom_walk! {
    moves: skylla,
    captures: None,
};
pub const CHARYBDIS: CustomWalk = custom_walk! {
    moves: charybdis,
    captures: None,
};
