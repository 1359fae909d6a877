//! The hooks Alphabetic chess gives the rules core: `legality` judges the candidates as the core
//! would (checks and pins where they can, the move played otherwise), then keeps those of the
//! man first in alphabetical order when the side to move is bound.

use std::sync::Arc;

use super::{keep_first, AlphabeticOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{as_orthodox, retain_legal};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Alphabetic chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    side: Option<Side>,
}

pub(super) fn compile(options: &AlphabeticOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { side: options.side })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::LEGALITY
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let side = pos.side_to_move();
        retain_legal(pos, rs, out, start, as_orthodox);
        if self.side.is_none_or(|s| s == side) {
            keep_first(out, start);
        }
        Some(())
    }
}
