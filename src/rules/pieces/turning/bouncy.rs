//! The bouncy knight and the bouncy nightrider: knights that may go on from a square of the
//! board's edge. The bouncy knight makes up to three leaps, every square before the last an
//! empty edge square; the bouncy nightrider rides knight lines and, on an empty edge square
//! it has not yet passed in this move, stops riding that line and starts anew from there (in
//! a fixed order, so that which lines see an edge square first is Popeye's).

use super::circle::RING;
use super::once::Once;
use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static BOUNCY_KNIGHT: CustomWalk = CustomWalk {
    moves: |board, side, from, piece, out| {
        let mut once = Once::new(out);
        knight(board, side, from, piece, from, 2, &mut once);
    },
    captures: None,
};

pub static BOUNCY_NIGHTRIDER: CustomWalk = CustomWalk {
    moves: |board, side, from, piece, out| {
        let mut once = Once::new(out);
        let mut passed = SquareSet::EMPTY;
        nightrider(board, side, from, piece, from, &mut passed, &mut once);
    },
    captures: None,
};

/// Whether `sq` lies on the edge of the board.
fn on_edge(board: &dyn Board, sq: Square) -> bool {
    let size = board.size();
    sq.file() == 0
        || sq.rank() == 0
        || sq.file() + 1 == size.width()
        || sq.rank() + 1 == size.height()
}

fn knight(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    at: Square,
    more: u32,
    once: &mut Once,
) {
    for (df, dr) in RING {
        let Some(to) = board.step(at, df as i32, dr as i32) else {
            continue;
        };
        if to == from {
            continue;
        }
        if board.is_empty(to) {
            once.push_some(to_square(board, side, from, to, piece));
            if more > 0 && on_edge(board, to) {
                knight(board, side, from, piece, to, more - 1, once);
            }
        } else if let Some(mv) = to_square(board, side, from, to, piece) {
            once.push(mv);
        }
    }
}

fn nightrider(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    at: Square,
    passed: &mut SquareSet,
    once: &mut Once,
) {
    if on_edge(board, at) {
        passed.insert(at);
    }
    for (df, dr) in RING {
        let mut last = at;
        while let Some(to) = board.step(last, df as i32, dr as i32) {
            if to == from {
                break;
            }
            if !board.is_empty(to) {
                once.push_some(to_square(board, side, from, to, piece));
                break;
            }
            once.push_some(to_square(board, side, from, to, piece));
            if on_edge(board, to) && !passed.contains(to) {
                nightrider(board, side, from, piece, to, passed, once);
                break;
            }
            last = to;
        }
    }
}
