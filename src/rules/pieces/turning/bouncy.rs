//! The bouncy knight and the bouncy nightrider: knights that may go on from a square of the
//! board's edge. The bouncy knight makes up to three leaps, every square before the last an
//! empty edge square; the bouncy nightrider rides knight lines and, on an empty edge square
//! it has not yet passed in this move, stops riding that line and starts anew from there (in
//! a fixed order, so that which lines see an edge square first is Popeye's).

use super::circle::RING;
use super::once::{push_some, Once};
use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static BOUNCY_KNIGHT: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| {
        let mut once = Once::new(out);
        knight(board, side, from, piece, from, 2, &mut |mv| once.push(mv));
    },
    captures: None,
};

pub static BOUNCY_NIGHTRIDER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| {
        let mut once = Once::new(out);
        let mut passed = SquareSet::EMPTY;
        nightrider(board, side, from, piece, from, &mut passed, &mut |mv| {
            once.push(mv)
        });
    },
    captures: None,
};

/// Whether `sq` lies on the edge of the board.
fn on_edge<B: Board + ?Sized>(board: &B, sq: Square) -> bool {
    let size = board.size();
    sq.file() == 0
        || sq.rank() == 0
        || sq.file() + 1 == size.width()
        || sq.rank() + 1 == size.height()
}

fn knight<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    at: Square,
    more: u32,
    out: &mut dyn FnMut(Move),
) {
    for (df, dr) in RING {
        let Some(to) = board.step(at, df as i32, dr as i32) else {
            continue;
        };
        if to == from {
            continue;
        }
        if board.is_empty(to) {
            push_some(out, to_square(board, side, from, to, piece));
            if more > 0 && on_edge(board, to) {
                knight(board, side, from, piece, to, more - 1, out);
            }
        } else if let Some(mv) = to_square(board, side, from, to, piece) {
            out(mv);
        }
    }
}

/// The rides from `at`, bouncing on the edge squares not `passed` yet; returns the square the
/// last ride ended on (a man, or the departure square; `None` off the board or on a hole).
/// After a bounce Popeye asks again whether the square its last ride ended on holds an enemy
/// (its arrival square is one variable for the whole search), and generates that capture a
/// second time: it is sent again here (a duplicate, which MultiCaptures counts).
fn nightrider<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    at: Square,
    passed: &mut SquareSet,
    out: &mut dyn FnMut(Move),
) -> Option<Square> {
    if on_edge(board, at) {
        passed.insert(at);
    }
    let mut end = None;
    for (df, dr) in RING {
        let mut last = at;
        end = loop {
            let Some(to) = board.step(last, df as i32, dr as i32) else {
                break None;
            };
            if to == from {
                break Some(to);
            }
            if !board.is_empty(to) {
                push_some(out, to_square(board, side, from, to, piece));
                break board.is_occupied(to).then_some(to);
            }
            push_some(out, to_square(board, side, from, to, piece));
            if on_edge(board, to) && !passed.contains(to) {
                let end = nightrider(board, side, from, piece, to, passed, out);
                if let Some(sq) = end.filter(|&sq| sq != from) {
                    push_some(out, to_square(board, side, from, sq, piece));
                }
                break end;
            }
            last = to;
        };
    }
    end
}

/// The bouncy knight's moves path by path: a square two paths reach comes once per path, as
/// Popeye generates it (see [`super::line_moves`]).
pub fn knight_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    knight(board, side, from, piece, from, 2, out);
}

/// The bouncy nightrider's moves ride by ride (see [`knight_lines`]).
pub fn nightrider_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut passed = SquareSet::EMPTY;
    nightrider(board, side, from, piece, from, &mut passed, out);
}

/// How many of the bouncy nightrider's rides Popeye's check test follows back from `target`
/// end on `observer`: it walks them from the target, marking the edge squares it bounces on
/// for the whole search, as its move generator does from the departure, so the count of
/// rides from the observer's side may differ from the count of its moves' rides (MultiCaptures
/// counts each ride as an observation).
pub fn nightrider_observations(board: &dyn Board, target: Square, observer: Square) -> usize {
    fn back(board: &dyn Board, at: Square, observer: Square, passed: &mut SquareSet) -> usize {
        if on_edge(board, at) {
            passed.insert(at);
        }
        let mut n = 0;
        for (df, dr) in RING {
            let mut last = at;
            while let Some(sq) = board.step(last, df as i32, dr as i32) {
                if !board.is_empty(sq) {
                    n += usize::from(sq == observer);
                    break;
                }
                if on_edge(board, sq) && !passed.contains(sq) {
                    n += back(board, sq, observer, passed);
                    break;
                }
                last = sq;
            }
        }
        n
    }
    let mut passed = SquareSet::EMPTY;
    back(board, target, observer, &mut passed)
}
