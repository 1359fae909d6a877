//! The hooks Disparate chess gives the rules core: `amend` drops the moves of the kind just
//! moved, `after_move` records the kind the move was made with, and the capture filter drops the
//! observations the condition forbids (it only takes attacks away: the orthodox verdict of
//! checks and pins stands where it allows a move).

use std::sync::Arc;

use super::{may_move, observes, observes_after};
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
        Hooks::AMEND | Hooks::CAPTURE_FILTER | Hooks::AFTER_MOVE
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        if pos.last_move_kind().is_some() {
            retain(out, start, |m| may_move(pos, m.piece.kind()));
        }
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        next.set_last_move_kind(Some(mv.piece.kind()));
    }

    fn filters_captures_in(&self, pos: &Position) -> bool {
        pos.last_move_kind().is_some()
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
        _rs: &Ruleset,
    ) -> bool {
        observes(pos, c.piece.kind(), by)
    }

    fn capture_counts_after(
        &self,
        _pos: &Position,
        mv: &Move,
        c: Capture,
        _target: Square,
        _rs: &Ruleset,
    ) -> bool {
        observes_after(mv, c.piece.kind())
    }
}
