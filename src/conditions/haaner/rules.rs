//! The hooks Haaner chess gives the rules core: after every move its vacated squares become
//! holes (`after_move`), and legality plays every candidate (`legality` leaves it to the core,
//! which then plays each move: checks and pins computed before a move do not see its holes).

use std::sync::Arc;

use super::leave_holes;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

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
        Hooks::AFTER_MOVE | Hooks::LEGALITY | Hooks::MOVES_OTHERS
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

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        leave_holes(next, mv);
    }
}
