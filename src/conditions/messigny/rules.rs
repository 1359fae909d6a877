//! The hooks Messigny gives the rules core: the exchanges join the candidates, are played
//! their own way and judged by playing them; other moves clear the last exchange.

use std::sync::Arc;

use super::{exchange, exchanges, MessignyOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{as_orthodox, retain_legal};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Messigny's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MessignyOptions,
}

pub(super) fn compile(options: &MessignyOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::EXTRA | Hooks::LEGALITY | Hooks::MAKE | Hooks::AFTER_MOVE
    }

    fn extra_candidates(&self, pos: &Position, _rs: &Ruleset, out: &mut MoveList) {
        exchanges(pos, self.options, out);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        retain_legal(pos, rs, out, start, |mv| {
            mv.special != Special::Exchange && as_orthodox(mv)
        });
        Some(())
    }

    fn make(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) -> bool {
        if mv.special != Special::Exchange {
            return false;
        }
        exchange(next, src, mv);
        true
    }

    fn after_move(&self, next: &mut Position, _src: &Position, _mv: &Move, _rs: &Ruleset) {
        if next.exchanged().is_some() {
            next.set_exchanged(None);
        }
    }
}
