//! The kangaroo and the kangaroo lion: over the first two pieces on a queen line. The
//! kangaroo lands on the square just beyond the second hurdle, the kangaroo lion on any
//! square beyond it up to and including the first piece there.

use super::lines::{first_piece, step, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The second hurdle along each queen line, with its step.
fn second_hurdles<B: Board + ?Sized>(
    board: &B,
    from: Square,
) -> impl Iterator<Item = (Square, (i8, i8))> + '_ {
    QUEEN_DIRS.iter().filter_map(move |&d| {
        let v = RING[d];
        let first = first_piece(board, from, v)?;
        Some((first_piece(board, first, v)?, v))
    })
}

fn kangaroo<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for (hurdle, v) in second_hurdles(board, from) {
        if let Some(to) = step(board, hurdle, v) {
            arrivals.to(to);
        }
    }
}

fn kangaroo_lion<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for (hurdle, v) in second_hurdles(board, from) {
        arrivals.ride_from(step(board, hurdle, v), v);
    }
}

/// The pieces strictly between `from` and `target` on a queen line, and whether the square
/// next to `target` holds one; `None` off a queen line or past a hole or the board's edge.
fn between<B: Board + ?Sized>(board: &B, from: Square, target: Square) -> Option<(u32, bool)> {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || (df, dr) == (0, 0) {
        return None;
    }
    let k = df.abs().max(dr.abs());
    let (vf, vr) = (df.signum(), dr.signum());
    let (mut pieces, mut last) = (0, false);
    for i in 1..k {
        // A square `step` gives is empty or holds a piece (holes stop it).
        let sq = board.step(from, i * vf, i * vr)?;
        if board.is_empty(sq) {
            last = false;
        } else {
            (pieces, last) = (pieces + 1, true);
            if pieces > 2 {
                // Too many for either walk: the rest of the line need not be read.
                return Some((pieces, last));
            }
        }
    }
    Some((pieces, last))
}

/// `kangaroo`'s captures on `target`: on a queen line, with exactly two pieces between, the
/// second next to it. The square next to the target is read first: where it is empty the
/// answer read only it (legality keeps an answer until a square it read changes).
fn kangaroo_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    target: Square,
) -> bool {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || df.abs().max(dr.abs()) < 3 {
        return false;
    }
    let next = board.step(target, -df.signum(), -dr.signum());
    next.is_some_and(|sq| board.is_occupied(sq)) && between(board, from, target) == Some((2, true))
}

/// `kangaroo_lion`'s captures on `target`: on a queen line, with exactly two pieces between
/// (the squares between the second hurdle and the target are then empty, as its ride needs).
fn kangaroo_lion_captures<B: Board + ?Sized>(
    board: &B,
    _: Side,
    from: Square,
    _: Piece,
    target: Square,
) -> bool {
    between(board, from, target).is_some_and(|(pieces, _)| pieces == 2)
}

pub const KANGAROO: CustomWalk = custom_walk! {
    moves: kangaroo,
    captures: Some(kangaroo_captures),
};
pub const KANGAROO_LION: CustomWalk = custom_walk! {
    moves: kangaroo_lion,
    captures: Some(kangaroo_lion_captures),
};
