//! Rules shared by the conditions that allow a move, and an observation, by its squares alone
//! (Monochrome and Bichrome chess): `amend` drops the moves the condition forbids, and the
//! capture filter drops the attacks it forbids (it only takes attacks away: the orthodox
//! verdict of checks and pins stands where it allows a move). A condition gives its two tests;
//! this module names none.

use std::sync::Arc;

use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// A condition's two tests: which moves it admits (castling and pawn moves have their own
/// rules), and whether a piece on one square observes another.
#[derive(Debug)]
pub struct SquareFilter {
    admits: fn(&Move) -> bool,
    observes: fn(Square, Square) -> bool,
}

impl SquareFilter {
    pub fn rules(
        admits: fn(&Move) -> bool,
        observes: fn(Square, Square) -> bool,
    ) -> Arc<dyn Rules> {
        Arc::new(SquareFilter { admits, observes })
    }
}

impl Rules for SquareFilter {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER
    }

    fn amend(
        &self,
        _pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        retain(out, start, self.admits);
    }

    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        true
    }

    fn capture_counts(
        &self,
        _pos: &Position,
        c: Capture,
        target: Square,
        _by: Side,
        _rs: &Ruleset,
    ) -> bool {
        (self.observes)(c.from, target)
    }

    fn capture_counts_after(
        &self,
        _pos: &Position,
        _mv: &Move,
        c: Capture,
        target: Square,
        _rs: &Ruleset,
    ) -> bool {
        (self.observes)(c.from, target)
    }
}
