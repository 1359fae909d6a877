//! The equihopper, the orix and the non-stop orix: over a hurdle to the square symmetric to
//! the departure square about it. The equihopper hops along any line (queen lines and the
//! lines of leaps such as 1:2 or 2:3, whose board squares between must be empty as on a queen
//! line), the orix along queen lines only; the non-stop orix along queen lines with no
//! square between looked at.

use super::lines::{step, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::{Square, MAX_SIDE};

/// Over the first piece along `v` to the square as far beyond it, the squares between
/// empty.
fn symmetric_hop(board: &dyn Board, from: Square, v: Vec2, arrivals: &mut Arrivals) {
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
    arrivals.to(sq);
}

const fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The farthest a hurdle can be, in files or ranks: the arrival is twice as far.
const REACH: i32 = (MAX_SIDE as i32 - 1) / 2;

fn equihopper(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for a in -REACH..=REACH {
        for b in -REACH..=REACH {
            if gcd(a.abs(), b.abs()) == 1 {
                symmetric_hop(board, from, (a as i8, b as i8), &mut arrivals);
            }
        }
    }
}

fn orix(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        symmetric_hop(board, from, RING[d], &mut arrivals);
    }
}

fn nonstop_orix(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        let (df, dr) = (RING[d].0 as i32, RING[d].1 as i32);
        for k in 1..=REACH {
            // A hole there ends no line: the next hop passes over it.
            let Some(to) = board.step(from, 2 * k * df, 2 * k * dr) else {
                continue;
            };
            match board.step(from, k * df, k * dr) {
                Some(hurdle) if board.is_occupied(hurdle) => arrivals.to(to),
                _ => {}
            }
        }
    }
}

pub const EQUIHOPPER: CustomWalk = CustomWalk {
    moves: equihopper,
    captures: None,
};
pub const ORIX: CustomWalk = CustomWalk {
    moves: orix,
    captures: None,
};
pub const NONSTOP_ORIX: CustomWalk = CustomWalk {
    moves: nonstop_orix,
    captures: None,
};
