//! The maorider lion and the moarider lion: lions on maorider (moarider) lines. Such a line
//! is a chain of mao (moa) leaps, each passing one square; every square on it, passed
//! squares and landing squares alike, may be the hurdle. Beyond the hurdle the lion may stop
//! on any landing square up to and including the first piece on one (a capture); a piece on a
//! passed square beyond the hurdle ends the line.

use super::lines::Arrivals;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{LameLeap, MAO, MOA};

/// The `k`th landing square (k ≥ 1) of the line of `leap`, and the square passed on the way
/// to it; `None` off the board or on a hole.
fn leg<B: Board + ?Sized>(
    board: &B,
    from: Square,
    leap: &LameLeap,
    k: i32,
) -> (Option<Square>, Option<Square>) {
    let (vf, vr) = (leap.vector.0 as i32, leap.vector.1 as i32);
    let (mf, mr) = (leap.mid.0 as i32, leap.mid.1 as i32);
    (
        board.step(from, (k - 1) * vf + mf, (k - 1) * vr + mr),
        board.step(from, k * vf, k * vr),
    )
}

fn empty<B: Board + ?Sized>(board: &B, sq: Option<Square>) -> bool {
    sq.is_some_and(|s| board.is_empty(s))
}

fn lion_moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    leaps: &[LameLeap],
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for leap in leaps {
        // Up to the hurdle: the first leg whose passed or landing square is no empty square.
        let mut k = 1;
        let (mut passed, mut landing) = leg(board, from, leap, k);
        while empty(board, passed) && empty(board, landing) {
            k += 1;
            (passed, landing) = leg(board, from, leap, k);
        }
        let (Some(p), Some(l)) = (passed, landing) else {
            continue;
        };
        // The hurdle on the passed square: this leg's landing square is the first beyond it.
        if board.is_occupied(p) {
            arrivals.to(l);
        }
        // One of the two is empty: the line goes on beyond the hurdle.
        if board.is_empty(p) || board.is_empty(l) {
            k += 1;
            (passed, landing) = leg(board, from, leap, k);
            while empty(board, passed) && empty(board, landing) {
                arrivals.to(landing.expect("empty square"));
                k += 1;
                (passed, landing) = leg(board, from, leap, k);
            }
            if let (true, Some(l)) = (empty(board, passed), landing) {
                arrivals.to(l);
            }
        }
    }
}

fn maorider_lion<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    lion_moves(board, side, from, piece, MAO, out);
}

fn moarider_lion<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    lion_moves(board, side, from, piece, MOA, out);
}

pub const MAORIDER_LION: CustomWalk = custom_walk! {
    moves: maorider_lion,
    captures: None,
};
pub const MOARIDER_LION: CustomWalk = custom_walk! {
    moves: moarider_lion,
    captures: None,
};
