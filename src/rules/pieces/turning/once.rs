//! A sink that passes each move of one piece on once: several lines of a turning walk may
//! reach the same square (two rose circles, two zigzags sharing their first step), and the
//! piece makes that move once.

use crate::rules::custom_walk::captured_on;
use crate::rules::moves::Move;
use crate::rules::square::Square;

/// Moves already passed on, by arrival square and, for a capture, victim square (a locust's
/// victim need not stand on the arrival square): a 256-bit set for plain moves, a short list
/// for the rest.
pub struct Once<'a> {
    plain: [u64; 4],
    other: Vec<(Square, Square)>,
    out: &'a mut dyn FnMut(Move),
}

impl<'a> Once<'a> {
    pub fn new(out: &'a mut dyn FnMut(Move)) -> Once<'a> {
        Once {
            plain: [0; 4],
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
                let i = mv.to.index();
                let bit = 1u64 << (i % 64);
                if self.plain[i / 64] & bit != 0 {
                    return;
                }
                self.plain[i / 64] |= bit;
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
