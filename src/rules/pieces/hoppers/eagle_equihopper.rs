//! The eagle equihopper and the eagle non-stop equihopper: an equihopper that turns 90 degrees
//! at its hurdle. From the hurdle it goes as far as it came, at a right angle to either side.
//!
//! Along the queen's lines the eagle equihopper's hurdle is the first piece on the line and
//! the squares after the turn must be empty (the arrival square may hold a piece to take).
//! Along the other lines it hops, as Popeye's does, over a piece one 1:2, 2:3 or 1:3 leap away
//! (the equihopper's non-queen lines on 8x8), nothing between looked at; feerie keeps that set
//! on larger boards. The non-stop form takes any piece on any of those lines (at any multiple
//! of the step) as its hurdle and looks at no square between.
//!
//! Two hurdles can send it to one square (over e6 or over d5 to f5 from d4, say); that is one
//! move, over the hurdle found first in Popeye's order.

use super::lines::Arrivals;
use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The queen's steps in the order Popeye tries them for this piece (its vectors 8 down to 1).
const QUEEN_STEPS: [Vec2; 8] = [
    (-1, -1),
    (1, -1),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (0, 1),
    (1, 0),
];

/// The non-queen steps of the equihopper on 8x8 (1:2, 2:3, 1:3), in Popeye's order.
const OTHER_STEPS: [Vec2; 24] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-3, 2),
    (-2, 3),
    (2, 3),
    (3, 2),
    (3, -2),
    (2, -3),
    (-2, -3),
    (-3, -2),
    (-3, 1),
    (-1, 3),
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
];

/// `v` turned a quarter anticlockwise and clockwise.
#[inline]
fn quarter_turns((f, r): (i32, i32)) -> [(i32, i32); 2] {
    [(-r, f), (r, -f)]
}

/// Sends each arrival square once.
struct Once<'a, B: Board + ?Sized> {
    arrivals: Arrivals<'a, B>,
    reached: SquareSet,
}

impl<B: Board + ?Sized> Once<'_, B> {
    #[inline]
    fn hop(&mut self, to: Square, hurdle: Square) {
        if !self.reached.contains(to) {
            self.reached.insert(to);
            self.arrivals.hop(to, hurdle);
        }
    }
}

fn eagle_equihopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once {
        arrivals: Arrivals::new(board, side, from, piece, out),
        reached: SquareSet::EMPTY,
    };
    for &(vf, vr) in &QUEEN_STEPS {
        let (vf, vr) = (vf as i32, vr as i32);
        // The hurdle: the first piece along the line, `k` steps away.
        let mut hurdle = from;
        let mut k = 0;
        let hurdle = loop {
            let Some(next) = board.step(hurdle, vf, vr) else {
                break None;
            };
            hurdle = next;
            k += 1;
            if !board.is_empty(hurdle) {
                break Some(hurdle);
            }
        };
        let Some(hurdle) = hurdle else {
            continue;
        };
        for (tf, tr) in quarter_turns((vf, vr)) {
            let mut sq = hurdle;
            let mut clear = true;
            for i in 1..=k {
                match board.step(sq, tf, tr) {
                    Some(next) => {
                        sq = next;
                        if i < k && !board.is_empty(sq) {
                            clear = false;
                            break;
                        }
                    }
                    None => {
                        clear = false;
                        break;
                    }
                }
            }
            if clear {
                once.hop(sq, hurdle);
            }
        }
    }
    for &(vf, vr) in &OTHER_STEPS {
        let (vf, vr) = (vf as i32, vr as i32);
        let Some(hurdle) = board.step(from, vf, vr) else {
            continue;
        };
        if !board.is_occupied(hurdle) {
            continue;
        }
        for (tf, tr) in quarter_turns((vf, vr)) {
            if let Some(to) = board.step(hurdle, tf, tr) {
                once.hop(to, hurdle);
            }
        }
    }
}

fn eagle_nonstop_equihopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once {
        arrivals: Arrivals::new(board, side, from, piece, out),
        reached: SquareSet::EMPTY,
    };
    // Popeye's order: the queen's vectors 1 to 8, then the other lines'.
    for &(vf, vr) in QUEEN_STEPS.iter().rev().chain(&OTHER_STEPS) {
        let (vf, vr) = (vf as i32, vr as i32);
        let mut hurdle = from;
        let mut k = 0;
        // A hole ends the line, as the board's edge does (Popeye's blocked square).
        while let Some(next) = board.step(hurdle, vf, vr) {
            hurdle = next;
            k += 1;
            if board.is_empty(hurdle) {
                continue;
            }
            for (tf, tr) in quarter_turns((k * vf, k * vr)) {
                if let Some(to) = board.step(hurdle, tf, tr) {
                    once.hop(to, hurdle);
                }
            }
        }
    }
}

pub const EAGLE_EQUIHOPPER: CustomWalk = custom_walk! {
    moves: eagle_equihopper,
    captures: None,
};
pub const EAGLE_NONSTOP_EQUIHOPPER: CustomWalk = custom_walk! {
    moves: eagle_nonstop_equihopper,
    captures: None,
};
