//! The rose's circles: eight knight steps, each turned 45 degrees from the one before, that
//! come back to where they started. A circle starts with any of the eight knight steps and
//! turns either way; the rose family walks along such circles.

use crate::rules::custom_walk::Board;
use crate::rules::moves::Vec2;
use crate::rules::square::Square;

/// The knight steps in angular order: consecutive entries are neighbours on the circle.
pub const RING: [Vec2; 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// A walk along one circle: the knight step `start` of [`RING`], then the next ones in the
/// sense `turn` (+1 or -1).
#[derive(Clone, Copy)]
pub struct Circle {
    pub start: usize,
    pub turn: i32,
}

impl Circle {
    /// The sixteen circles through a square: each start, each sense.
    pub fn all() -> impl Iterator<Item = Circle> {
        (0..8).flat_map(|start| [1, -1].map(|turn| Circle { start, turn }))
    }

    /// The `n`th step of the circle (0 is the first).
    #[inline]
    pub fn step(self, n: usize) -> Vec2 {
        RING[(self.start as i32 + self.turn * n as i32).rem_euclid(8) as usize]
    }
}

/// A position on a circle: the square reached and how many steps led there.
#[derive(Clone, Copy)]
pub struct OnCircle {
    pub sq: Square,
    pub steps: usize,
}

/// Walks `circle` from `at` (reached after `at.steps` steps) over empty squares, calling
/// `empty` with each, and returns the first square that holds a piece; `None` off the board,
/// on a hole, or where the circle closes on its departure square (no walk of the family stops
/// there, and the count keeps a board that shows the departure empty from looping).
#[inline]
pub fn walk_empty<B: Board + ?Sized>(
    board: &B,
    circle: Circle,
    mut at: OnCircle,
    mut empty: impl FnMut(Square),
) -> Option<OnCircle> {
    loop {
        let (df, dr) = circle.step(at.steps);
        let sq = board.step(at.sq, df as i32, dr as i32)?;
        at = OnCircle {
            sq,
            steps: at.steps + 1,
        };
        if at.steps == RING.len() {
            return None;
        }
        if !board.is_empty(sq) {
            return Some(at);
        }
        empty(sq);
    }
}

/// The next square of `circle` after `at`, if it is on the board and is not the departure
/// square the circle closes on.
#[inline]
pub fn next<B: Board + ?Sized>(board: &B, circle: Circle, at: OnCircle) -> Option<Square> {
    if at.steps + 1 >= RING.len() {
        return None;
    }
    let (df, dr) = circle.step(at.steps);
    board.step(at.sq, df as i32, dr as i32)
}
