//! Zigzag riders: steps that alternate between two vectors (`zig`, `zag`, `zig`, …) over
//! empty squares, capturing the first piece met. The spiral springers, the quintessence and
//! the scouts are such riders, each with its own pairs of vectors.

use crate::rules::custom_walk::{to_square, Board};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The moves along the zigzag `zig`, `zag`, `zig`, … from `from`.
#[inline]
pub fn zigzag<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    (zig, zag): (Vec2, Vec2),
    out: &mut dyn FnMut(Move),
) {
    let mut at = from;
    let mut n = 0;
    loop {
        let (df, dr) = if n % 2 == 0 { zig } else { zag };
        let Some(to) = board.step(at, df as i32, dr as i32) else {
            return;
        };
        // A zigzag whose steps cancel comes back to its departure: it stops there.
        if to == from {
            return;
        }
        let Some(mv) = to_square(board, side, from, to, piece) else {
            return;
        };
        let capture = mv.captured.is_some();
        out(mv);
        if capture {
            return;
        }
        at = to;
        n += 1;
    }
}

/// Whether the zigzag `zig`, `zag`, … from `from` takes the piece on `target` (one `side`
/// may capture): only the step count whose square is `target` can, and only that far is the
/// path looked at.
pub fn zigzag_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    (zig, zag): (Vec2, Vec2),
) -> bool {
    let d = (
        target.file() as i32 - from.file() as i32,
        target.rank() as i32 - from.rank() as i32,
    );
    let (zf, zr) = (zig.0 as i32, zig.1 as i32);
    let pair = (zf + zag.0 as i32, zr + zag.1 as i32);
    // After 2m steps the zigzag stands m pairs away; after 2m + 1, one zig more.
    let even = times(d, pair).filter(|&m| m > 0).map(|m| 2 * m);
    let odd = times((d.0 - zf, d.1 - zr), pair).map(|m| 2 * m + 1);
    [even, odd]
        .into_iter()
        .flatten()
        .any(|n| walks_to(board, from, (zig, zag), n))
}

/// `m` >= 0 with `d` = `m` times `v` (`v` may be zero: then only `d` zero, as `m` = 0).
fn times(d: (i32, i32), v: (i32, i32)) -> Option<i32> {
    if v == (0, 0) {
        return (d == (0, 0)).then_some(0);
    }
    let m = if v.0 != 0 { d.0 / v.0 } else { d.1 / v.1 };
    (m >= 0 && m * v.0 == d.0 && m * v.1 == d.1).then_some(m)
}

/// Whether the zigzag's first `n` steps cross empty squares to a piece on the last (as
/// [`zigzag`] walks: never back onto `from`).
fn walks_to<B: Board + ?Sized>(board: &B, from: Square, (zig, zag): (Vec2, Vec2), n: i32) -> bool {
    let mut at = from;
    for i in 0..n {
        let (df, dr) = if i % 2 == 0 { zig } else { zag };
        let Some(to) = board.step(at, df as i32, dr as i32) else {
            return false;
        };
        if to == from {
            return false;
        }
        if i == n - 1 {
            return board.is_occupied(to);
        }
        if !board.is_empty(to) {
            return false;
        }
        at = to;
    }
    false
}
