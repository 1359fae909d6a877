//! The Argentinian riders (Popeye's `se` Senora, `fa` Faro, `lo` Loco: queen, rook and bishop
//! lines): they capture as the rider does, the first man on a line, and move without capturing
//! only beyond that man, to the empty squares behind it (up to the next man).

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{BISHOP, QUEEN, ROOK};

pub static SENORA: CustomWalk = custom_walk! {
    moves: senora,
    captures: None,
};
pub static FARO: CustomWalk = custom_walk! {
    moves: faro,
    captures: None,
};
pub static LOCO: CustomWalk = custom_walk! {
    moves: loco,
    captures: None,
};

fn senora<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    lines(board, side, from, piece, QUEEN, out);
}

fn faro<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    lines(board, side, from, piece, ROOK, out);
}

fn loco<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    lines(board, side, from, piece, BISHOP, out);
}

fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    vectors: &[Vec2],
    out: &mut dyn FnMut(Move),
) {
    for &(df, dr) in vectors {
        let (df, dr) = (df as i32, dr as i32);
        // The first man on the line: a capture when `side` may take it. A hole counts as one
        // (Popeye: `SEd4-b4` beyond a hole on c4), and is no capture.
        let mut at = from;
        let first = loop {
            match board.not_empty_step(at, df, dr) {
                Some(sq) => break Some(sq),
                None => match board.step(at, df, dr) {
                    Some(sq) => at = sq,
                    None => break None,
                },
            }
        };
        let Some(first) = first else { continue };
        if board.is_occupied(first) {
            if let Some(mv) = to_square(board, side, from, first, piece) {
                out(mv);
            }
        }
        // The empty squares behind it.
        let mut at = first;
        while let Some(sq) = board.step(at, df, dr).filter(|&sq| board.is_empty(sq)) {
            if let Some(mv) = to_square(board, side, from, sq, piece) {
                out(mv);
            }
            at = sq;
        }
    }
}
