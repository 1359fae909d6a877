//! The UbiUbi: any number of knight leaps over empty squares, to every empty square it so
//! reaches, capturing any enemy piece a leap from one of them.

use super::circle::RING;
use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::position::EMPTY;
use crate::rules::square::{delta, Square, MAILBOX, MAX_SIDE};

/// The most squares a board has.
const MAX_SQUARES: usize = MAX_SIDE as usize * MAX_SIDE as usize;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut seen = SquareSet::EMPTY;
    seen.insert(from);
    // Each square is pushed once (see `captures`).
    let mut todo = [from; MAX_SQUARES];
    let mut len = 1;
    while len > 0 {
        len -= 1;
        let at = todo[len];
        for (df, dr) in RING {
            let Some(to) = board.step(at, df as i32, dr as i32) else {
                continue;
            };
            if seen.contains(to) {
                continue;
            }
            seen.insert(to);
            if board.is_empty(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
                todo[len] = to;
                len += 1;
            } else if let Some(mv) = capture_at(board, side, from, to, to, piece) {
                out(mv);
            }
        }
    }
}

/// The knight leaps as mailbox deltas (a leap off the board lands on padding or outside the
/// mailbox, both off the board).
const LEAPS: [isize; 8] = {
    let mut out = [0; 8];
    let mut i = 0;
    while i < 8 {
        out[i] = delta(RING[i].0, RING[i].1);
        i += 1;
    }
    out
};

/// Whether the UbiUbi on `from` captures on `target`: the knight leaps are followed over
/// empty squares until one lands on `target`. Attack detection asks this in every position,
/// so the search runs on mailbox indices with a fixed stack: a square is read once, and the
/// answer usually comes before the whole board is reached.
fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    _: Piece,
    target: Square,
) -> bool {
    if !board
        .piece_at(target)
        .is_some_and(|p| p.colour().capturable_by(side))
    {
        return false;
    }
    let goal = target.mailbox();
    let mut seen = [0u64; MAILBOX.div_ceil(64)];
    // Only empty board squares are pushed, each once, and the UbiUbi's own: at most the
    // board's 256 squares.
    let mut todo = [0u16; MAX_SQUARES];
    let start = from.mailbox();
    seen[start / 64] |= 1 << (start % 64);
    todo[0] = start as u16;
    let mut len = 1;
    while len > 0 {
        len -= 1;
        let at = todo[len] as isize;
        for leap in LEAPS {
            let to = at + leap;
            if to < 0 || to >= MAILBOX as isize {
                continue;
            }
            let to = to as usize;
            if to == goal {
                return true;
            }
            let bit = 1 << (to % 64);
            if seen[to / 64] & bit != 0 {
                continue;
            }
            seen[to / 64] |= bit;
            if board.cell(to) == EMPTY {
                todo[len] = to as u16;
                len += 1;
            }
        }
    }
    false
}
