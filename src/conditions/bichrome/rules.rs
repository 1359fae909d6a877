//! The hooks Bichrome chess gives the rules core: `amend` drops the moves the condition
//! forbids, and the capture filter drops the attacks it forbids (it only takes attacks away:
//! the orthodox verdict of checks and pins stands where it allows a move).

use std::sync::Arc;

use super::{admits, allowed};
use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// The condition's rules (it has no options).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
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
        retain(out, start, admits);
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
        allowed(c.from, target)
    }

    fn capture_counts_after(
        &self,
        _pos: &Position,
        _mv: &Move,
        c: Capture,
        target: Square,
        _rs: &Ruleset,
    ) -> bool {
        allowed(c.from, target)
    }
}
