//! What the locusts and marine pieces share: a line walked to its first piece, and the
//! locust capture of that piece (over it, to the square just beyond, which must be empty).

use crate::rules::custom_walk::{capture_at, to_square, Board};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The locust capture of the piece on `victim` along `v`: over it to the next square, which
/// must be an empty square of the board.
#[inline]
pub fn locust_capture<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    victim: Square,
    v: Vec2,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let Some(to) = board.step(victim, v.0 as i32, v.1 as i32) else {
        return;
    };
    if board.is_empty(to) {
        if let Some(mv) = capture_at(board, side, from, victim, to, piece) {
            out(mv);
        }
    }
}

/// `k` > 0 when `target` is `k` steps of `v` from `from`.
#[inline]
pub fn steps_to(from: Square, target: Square, v: Vec2) -> Option<i32> {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    let (vf, vr) = (v.0 as i32, v.1 as i32);
    let k = if vf != 0 { df / vf } else { dr / vr };
    (k > 0 && k * vf == df && k * vr == dr).then_some(k)
}

/// Whether a [`ride`] along one of `vectors` takes the piece on `target` (one `side` may
/// capture): the line to it empty and the square beyond it an empty square of the board.
pub fn ride_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    vectors: &[Vec2],
) -> bool {
    vectors.iter().any(|&v| {
        steps_to(from, target, v).is_some_and(|k| {
            (1..k).all(|i| {
                board
                    .step(from, i * v.0 as i32, i * v.1 as i32)
                    .is_some_and(|sq| board.is_empty(sq))
            }) && beyond_empty(board, target, v)
        })
    })
}

/// Whether a [`leap`] along one of `vectors` takes the piece on `target`.
pub fn leap_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    vectors: &[Vec2],
) -> bool {
    vectors
        .iter()
        .any(|&v| steps_to(from, target, v) == Some(1) && beyond_empty(board, target, v))
}

/// Whether the square one `v` beyond `sq` is an empty square of the board.
#[inline]
fn beyond_empty<B: Board + ?Sized>(board: &B, sq: Square, v: Vec2) -> bool {
    board
        .step(sq, v.0 as i32, v.1 as i32)
        .is_some_and(|to| board.is_empty(to))
}

/// Rides along `v` from `from`: each empty square reached is a move when `quiet` (a marine
/// rider's), and the first piece met is taken locust-wise.
#[inline]
pub fn ride<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    v: Vec2,
    quiet: bool,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut at = from;
    while let Some(next) = board.step(at, v.0 as i32, v.1 as i32) {
        if board.is_occupied(next) {
            locust_capture(board, side, from, next, v, piece, out);
            return;
        }
        if quiet {
            if let Some(mv) = to_square(board, side, from, next, piece) {
                out(mv);
            }
        }
        at = next;
    }
}

/// One leap along `v`: onto an empty square when `quiet` (a marine leaper's), or over a
/// piece to the square one more leap beyond (a locust capture).
#[inline]
pub fn leap<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    v: Vec2,
    quiet: bool,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let Some(next) = board.step(from, v.0 as i32, v.1 as i32) else {
        return;
    };
    if board.is_occupied(next) {
        locust_capture(board, side, from, next, v, piece, out);
    } else if quiet {
        if let Some(mv) = to_square(board, side, from, next, piece) {
            out(mv);
        }
    }
}
