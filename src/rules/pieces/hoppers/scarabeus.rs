//! The scarabeus: an angle hopper on the queen's lines that leaves its hurdle by a knight's
//! leap turned about 27 degrees from its line, to either side (over a hurdle on a rook line
//! two squares on and one aside; on a bishop line one square on and one more along either
//! of the line's rook steps). It lands there, capturing an enemy.

use super::lines::{first_piece, Arrivals, QUEEN_DIRS, RING};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The two knight leaps that leave a hurdle met along `(f, r)` (a queen step).
#[inline]
fn leaps((f, r): (i8, i8)) -> [(i32, i32); 2] {
    let (f, r) = (f as i32, r as i32);
    if f == 0 || r == 0 {
        // Two on along the line, one to either side.
        [(2 * f - r, 2 * r + f), (2 * f + r, 2 * r - f)]
    } else {
        // One on along the diagonal and one more along its file or its rank step.
        [(2 * f, r), (f, 2 * r)]
    }
}

fn scarabeus<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    for &d in QUEEN_DIRS {
        let Some(hurdle) = first_piece(board, from, RING[d]) else {
            continue;
        };
        for (df, dr) in leaps(RING[d]) {
            if let Some(to) = board.step(hurdle, df, dr) {
                arrivals.hop(to, hurdle);
            }
        }
    }
}

pub const SCARABEUS: CustomWalk = custom_walk! {
    moves: scarabeus,
    captures: None,
};

#[cfg(test)]
mod tests {
    use super::leaps;

    #[test]
    fn the_leaps_turn_by_a_knights_angle() {
        assert_eq!(leaps((0, 1)), [(-1, 2), (1, 2)]);
        assert_eq!(leaps((1, 0)), [(2, 1), (2, -1)]);
        assert_eq!(leaps((1, 1)), [(2, 1), (1, 2)]);
        assert_eq!(leaps((-1, 1)), [(-2, 1), (-1, 2)]);
    }
}
