//! The reflecting bishop and the archbishop: bishops whose lines reflect off the board's
//! edge (a rebound through 90 degrees), up to four times for the reflecting bishop, once for
//! the archbishop. A line that starts against the edge does not reflect at once.

use super::once::Once;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::BISHOP;

pub static REFLECTING_BISHOP: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| reflecting(board, side, from, piece, 4, out),
    captures: Some(|board, side, from, _, target| {
        reflecting_captures(board, side, from, target, 4)
    }),
};

pub static ARCHBISHOP: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| reflecting(board, side, from, piece, 1, out),
    captures: Some(|board, side, from, _, target| {
        reflecting_captures(board, side, from, target, 1)
    }),
};

fn reflecting<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    reflections: u32,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    reflecting_lines(board, side, from, piece, reflections, &mut |mv| {
        once.push(mv)
    });
}

/// `reflecting` path by path: a square two paths reach comes once per path, as Popeye
/// generates it (see [`super::line_moves`]).
fn reflecting_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    reflections: u32,
    out: &mut dyn FnMut(Move),
) {
    let line = Line {
        board,
        side,
        from,
        piece,
    };
    for &dir in BISHOP {
        line.ride(from, dir, reflections, out);
    }
}

pub fn reflecting_bishop_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    reflecting_lines(board, side, from, piece, 4, out);
}

pub fn archbishop_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    reflecting_lines(board, side, from, piece, 1, out);
}

/// `reflecting`'s captures on `target`: the same lines, walked without making moves, and
/// left as soon as one reaches the target (legality asks this after most moves).
fn reflecting_captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    target: Square,
    reflections: u32,
) -> bool {
    // Every step is a bishop's, rebounds included: the lines keep to the squares of the
    // departure's colour, and a target of the other colour needs no walk (legality asks an
    // orphan's capture as this walk, and each reflecting bishop's observation of it, after
    // most moves; half of them are settled here).
    let parity = from.file() + from.rank() + target.file() + target.rank();
    if !parity.is_multiple_of(2) {
        return false;
    }
    BISHOP
        .iter()
        .any(|&dir| reaches(board, side, from, from, target, dir, reflections))
}

/// Whether the line of `Line::ride` from `at` along `dir` takes the piece on `target`.
fn reaches<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    at: Square,
    target: Square,
    dir: Vec2,
    reflections: u32,
) -> bool {
    let mut last = at;
    loop {
        let Some(to) = board.step(last, dir.0 as i32, dir.1 as i32) else {
            return last != at
                && reflections > 0
                && [(-dir.1, dir.0), (dir.1, -dir.0)]
                    .into_iter()
                    .any(|turned| {
                        reaches(board, side, from, last, target, turned, reflections - 1)
                    });
        };
        if to == from {
            return false;
        }
        if let Some(p) = board.piece_at(to) {
            return to == target && p.colour().capturable_by(side);
        }
        last = to;
    }
}

struct Line<'b, B: Board + ?Sized> {
    board: &'b B,
    side: Side,
    from: Square,
    piece: Piece,
}

impl<B: Board + ?Sized> Line<'_, B> {
    /// Rides `dir` from `at`; where the edge stops it after one square at least, goes on
    /// from the last square along both perpendicular lines (the one into the edge ends at
    /// once), with one reflection less.
    fn ride(&self, at: Square, dir: Vec2, reflections: u32, out: &mut dyn FnMut(Move)) {
        let mut last = at;
        loop {
            let Some(to) = self.board.step(last, dir.0 as i32, dir.1 as i32) else {
                if last != at && reflections > 0 {
                    for turned in [(-dir.1, dir.0), (dir.1, -dir.0)] {
                        self.ride(last, turned, reflections - 1, out);
                    }
                }
                return;
            };
            // The piece's own square stops a line that comes back to it.
            if to == self.from {
                return;
            }
            let Some(mv) = to_square(self.board, self.side, self.from, to, self.piece) else {
                return;
            };
            let capture = mv.captured.is_some();
            out(mv);
            if capture {
                return;
            }
            last = to;
        }
    }
}
