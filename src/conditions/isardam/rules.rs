//! The hooks Isardam gives the rules core: moves that leave like pieces observing each other
//! are refused; under type A, attacks are those whose capture would be legal.

use std::sync::Arc;

use super::{attacked_a, illegal_observation, in_check_a, passage_is_safe_a, IsardamOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Isardam's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: IsardamOptions,
}

pub(super) fn compile(options: &IsardamOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        if self.options.type_b {
            Hooks::RESTRICT
        } else {
            Hooks::RESTRICT | Hooks::ATTACK | Hooks::PASSAGE
        }
    }

    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
        retain(out, start, |mv| {
            !illegal_observation(&pos.play(mv, rs), self.options)
        });
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(attacked_a(pos, target, by, rs, self.options))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check_a(pos, side, rs, self.options))
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        Some(passage_is_safe_a(
            pos,
            side,
            from,
            passage,
            rs,
            self.options,
        ))
    }
}
