//! A sink that passes each move of one piece on once: several lines of a turning walk may
//! reach the same square (two rose circles, two zigzags sharing their first step), and the
//! piece makes that move once.

use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::captured_on;
use crate::rules::moves::Move;
use crate::rules::square::Square;

/// Moves already passed on, by arrival square and, for a capture, victim square (a locust's
/// victim need not stand on the arrival square): a square set for plain moves, a short list
/// for the rest.
pub struct Once<'a> {
    plain: SquareSet,
    other: Vec<(Square, Square)>,
    out: &'a mut dyn FnMut(Move),
}

impl<'a> Once<'a> {
    pub fn new(out: &'a mut dyn FnMut(Move)) -> Once<'a> {
        Once {
            plain: SquareSet::EMPTY,
            other: Vec::new(),
            out,
        }
    }

    /// Passes `mv` on unless a move to the same square (capturing on the same square) was.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        match captured_on(&mv) {
            Some(victim) if victim != mv.to => {
                if self.other.contains(&(victim, mv.to)) {
                    return;
                }
                self.other.push((victim, mv.to));
            }
            _ => {
                if self.plain.contains(mv.to) {
                    return;
                }
                self.plain.insert(mv.to);
            }
        }
        (self.out)(mv);
    }

    /// Passes `mv` on if there is one (see [`Once::push`]).
    #[inline]
    pub fn push_some(&mut self, mv: Option<Move>) {
        if let Some(mv) = mv {
            self.push(mv);
        }
    }
}

/// Passes `mv` on if there is one, every time (a line-by-line generation, see
/// [`super::line_moves`]).
#[inline]
pub fn push_some(out: &mut dyn FnMut(Move), mv: Option<Move>) {
    if let Some(mv) = mv {
        out(mv);
    }
}
