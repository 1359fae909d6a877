//! Zigzag riders: steps that alternate between two vectors (`zig`, `zag`, `zig`, …) over
//! empty squares, capturing the first piece met. The spiral springers, the quintessence and
//! the scouts are such riders, each with its own pairs of vectors.

use super::once::Once;
use crate::rules::custom_walk::{to_square, Board};
use crate::rules::moves::Vec2;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The moves along the zigzag `zig`, `zag`, `zig`, … from `from`.
#[inline]
pub fn zigzag(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    (zig, zag): (Vec2, Vec2),
    once: &mut Once,
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
        once.push(mv);
        if capture {
            return;
        }
        at = to;
        n += 1;
    }
}
