//! The hooks SAT gives the rules core: check is its own (`in_check`), and so is the castling
//! king's passage; `amend` drops captures of the enemy king (or royal piece).

use std::sync::Arc;

use super::{in_check, in_check_on, SatOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{MoveList, Special};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// SAT's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: SatOptions,
}

pub(super) fn compile(options: &SatOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::ATTACK | Hooks::AMEND | Hooks::PASSAGE
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        // The enemy king, or the enemy's royal piece of another walk.
        let Some(royal) = pos.king(pos.side_to_move().opponent()) else {
            return;
        };
        retain(out, start, |mv| {
            let victim = match mv.special {
                Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
                _ => mv.to,
            };
            mv.captured.is_none() || victim != royal
        });
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check(&self.options, pos, side, rs))
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        Some(!in_check_on(&self.options, pos, side, from, passage, rs))
    }
}
