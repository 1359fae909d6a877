//! The equihopper, the orix and the non-stop orix: over a hurdle to the square symmetric to
//! the departure square about it. The equihopper hops along any line (queen lines and the
//! lines of leaps such as 1:2 or 2:3, whose board squares between must be empty as on a queen
//! line), the orix along queen lines only; the non-stop orix along queen lines with no
//! square between looked at.

use super::lines::{gcd, step, symmetric_lines, Arrivals, HALF_REACH, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// Over the first piece along `v` to the square as far beyond it, the squares between
/// empty.
fn symmetric_hop<B: Board + ?Sized>(board: &B, from: Square, v: Vec2, arrivals: &mut Arrivals<B>) {
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
    arrivals.hop(sq, hurdle);
}

fn equihopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    symmetric_lines(board.size(), |v| {
        symmetric_hop(board, from, v, &mut arrivals)
    });
}

fn orix<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        symmetric_hop(board, from, RING[d], &mut arrivals);
    }
}

fn nonstop_orix<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        let (df, dr) = (RING[d].0 as i32, RING[d].1 as i32);
        for k in 1..=HALF_REACH {
            // A hole there ends no line: the next hop passes over it.
            let Some(to) = board.step(from, 2 * k * df, 2 * k * dr) else {
                continue;
            };
            // A hole is a hurdle (Popeye: `NOd4-b4` over a hole on c4).
            if let Some(hurdle) = board.not_empty_step(from, k * df, k * dr) {
                arrivals.hop(to, hurdle);
            }
        }
    }
}

/// Whether a symmetric hop takes the piece on `target`: the one line through it whose step
/// divides the way to it, the hurdle halfway, every other square between empty. With
/// `queen_lines`, only along the queen's lines (the orix).
fn hop_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    queen_lines: bool,
) -> bool {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    if df % 2 != 0 || dr % 2 != 0 || (df, dr) == (0, 0) {
        return false;
    }
    let k = gcd(df.abs() / 2, dr.abs() / 2);
    let (vf, vr) = (df / 2 / k, dr / 2 / k);
    if queen_lines && (vf.abs() > 1 || vr.abs() > 1) {
        return false;
    }
    (1..2 * k).all(|i| match board.step(from, i * vf, i * vr) {
        Some(sq) if i == k => board.is_occupied(sq),
        Some(sq) => board.is_empty(sq),
        None => false,
    })
}

fn equihopper_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    to: Square,
) -> bool {
    hop_captures(board, from, to, false)
}

fn orix_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    to: Square,
) -> bool {
    hop_captures(board, from, to, true)
}

pub const EQUIHOPPER: CustomWalk = custom_walk! {
    moves: equihopper,
    captures: Some(equihopper_captures),
};
pub const ORIX: CustomWalk = custom_walk! {
    moves: orix,
    captures: Some(orix_captures),
};
pub const NONSTOP_ORIX: CustomWalk = custom_walk! {
    moves: nonstop_orix,
    captures: None,
};
