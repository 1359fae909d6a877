//! The hooks Circé gives the rules core: each capture gets the captured piece's rebirth, which
//! playing the move makes; with RexInclusive, check is a capture of the king that leaves its
//! rebirth square occupied.

use std::sync::Arc;

use super::{add_rebirths, passage_is_safe, play_rebirth, rex_inclusive_check, CirceOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Circé's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: CirceOptions,
}

pub(super) fn compile(options: &CirceOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        let hooks = Hooks::AMEND | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS;
        if self.options.rex_inclusive {
            hooks | Hooks::ATTACK | Hooks::PASSAGE
        } else {
            hooks
        }
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        add_rebirths(pos, self.options, out, start);
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        play_rebirth(next, mv);
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        self.options
            .rex_inclusive
            .then(|| rex_inclusive_check(pos, side, rs))
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        self.options
            .rex_inclusive
            .then(|| passage_is_safe(pos, side, from, passage, rs))
    }
}
