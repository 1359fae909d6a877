//! The hooks Eiffel chess gives the rules core: paralysed pieces do not move, and their
//! captures do not attack.

use std::sync::Arc;

use super::{paralysed, EiffelOptions};
use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Eiffel chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &EiffelOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER | Hooks::OBSERVER
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let side = pos.side_to_move();
        let mut last: Option<(Square, bool)> = None;
        retain(out, start, |mv| match last {
            Some((sq, stuck)) if sq == mv.from => !stuck,
            _ => {
                let stuck = paralysed(pos, mv.from, mv.piece.kind(), side, rs);
                last = Some((mv.from, stuck));
                !stuck
            }
        });
    }

    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        true
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        _target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        !paralysed(pos, c.from, c.piece.kind(), by, rs)
    }

    /// A paralysed piece observes nothing (Popeye's observer validation).
    fn observer_counts(&self, pos: &Position, c: Capture, by: Side, rs: &Ruleset) -> bool {
        !paralysed(pos, c.from, c.piece.kind(), by, rs)
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        _target: Square,
        rs: &Ruleset,
    ) -> bool {
        let after = pos.played(mv, rs);
        !paralysed(
            &after,
            c.from,
            c.piece.kind(),
            pos.side_to_move().opponent(),
            rs,
        )
    }
}
