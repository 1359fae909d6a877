//! The equistoppers: Popeye's "equi english" (equistopper) and "equi french" (non-stop
//! equistopper). They move to the point halfway to a hurdle. The equistopper takes the first
//! piece on a line (queen lines, and the lines of leaps such as 1:2, whose board squares
//! between must be empty) and stops halfway, or captures the hurdle itself when a second
//! piece stands as far beyond it; the non-stop one stops on any square whose mirror image
//! from the departure square holds a piece, the squares between unlooked at.

use super::lines::{step, symmetric_lines, Arrivals, HALF_REACH};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

fn stop_on_line<B: Board + ?Sized>(board: &B, from: Square, v: Vec2, arrivals: &mut Arrivals<B>) {
    let mut hurdle = from;
    let mut k = 0;
    loop {
        let Some(next) = step(board, hurdle, v) else {
            return;
        };
        hurdle = next;
        k += 1;
        if !board.is_empty(hurdle) {
            break;
        }
    }
    // Popeye tells the hurdle of a move along a queen line only: the piece stopped before,
    // or for a capture the piece beyond the one taken.
    let queen_line = v.0.abs() <= 1 && v.1.abs() <= 1;
    if k % 2 == 0 {
        let half = k / 2;
        if let Some(to) = board.step(from, half * v.0 as i32, half * v.1 as i32) {
            if queen_line {
                arrivals.hop(to, hurdle);
            } else {
                arrivals.to(to);
            }
        }
    }
    // The hurdle captured: a second piece as far beyond it, the squares between empty.
    let mut sq = hurdle;
    for passed in 1..=k {
        let Some(next) = step(board, sq, v) else {
            return;
        };
        if passed < k && !board.is_empty(next) {
            return;
        }
        sq = next;
    }
    if board.is_occupied(sq) {
        if queen_line {
            arrivals.hop(hurdle, sq);
        } else {
            arrivals.to(hurdle);
        }
    }
}

fn equistopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    // (The hurdle twice the landing's way off must stay on the board: a stop and a capture
    // both need it.)
    symmetric_lines(board.size(), |v| {
        stop_on_line(board, from, v, &mut arrivals)
    });
}

fn nonstop_equistopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for df in -HALF_REACH..=HALF_REACH {
        for dr in -HALF_REACH..=HALF_REACH {
            if (df, dr) == (0, 0) {
                continue;
            }
            // A hole is a hurdle (Popeye: `QFd4-e3` before a hole on f2).
            if let (Some(to), Some(_)) = (
                board.step(from, df, dr),
                board.not_empty_step(from, 2 * df, 2 * dr),
            ) {
                arrivals.to(to);
            }
        }
    }
}

pub const EQUISTOPPER: CustomWalk = custom_walk! {
    moves: equistopper,
    captures: None,
};
pub const NONSTOP_EQUISTOPPER: CustomWalk = custom_walk! {
    moves: nonstop_equistopper,
    captures: None,
};
