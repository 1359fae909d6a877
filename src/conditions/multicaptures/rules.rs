//! The hooks MultiCaptures gives the rules core: `amend` drops a bound mover's single
//! captures, `attacked` asks two observations of a bound side for one attack, and `legality`
//! leaves every move to be played (a single checker pins nothing, so the orthodox checks and
//! pins computed before a move cannot judge it).

use std::sync::Arc;

use super::{drop_single_captures, observations, MultiCapturesOptions};
use crate::rules::attack::any_capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// MultiCaptures' rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MultiCapturesOptions,
}

pub(super) fn compile(options: &MultiCapturesOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::ATTACK | Hooks::LEGALITY
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        if self.options.binds(pos.side_to_move()) {
            drop_single_captures(pos, out, start);
        }
    }

    fn legality(
        &self,
        _pos: &Position,
        _rs: &Ruleset,
        _out: &mut MoveList,
        _start: usize,
    ) -> Option<()> {
        None
    }

    /// A bound side attacks a square two of its observations reach (Popeye counts the valid
    /// observations of the king and needs a second; a rose observing along two circles
    /// observes twice).
    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        if !self.options.binds(by) {
            return None;
        }
        let mut seen = 0;
        Some(any_capture(pos, target, by, rs.attackers(by), |c| {
            seen += observations(pos, by, c.piece, c.from, target);
            seen > 1
        }))
    }
}
