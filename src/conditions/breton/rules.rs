//! The hooks Breton chess gives the rules core: `amend` turns each capture into its Breton
//! versions, `after_move` plays the Breton part. Moves with a Breton part are played to judge
//! them (they are no orthodox moves); the others keep the orthodox verdict.

use std::sync::Arc;

use super::{apply, versions, BretonOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Breton chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: BretonOptions,
}

pub(super) fn compile(options: &BretonOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let mut extra: Vec<Move> = Vec::new();
        let mut i = start;
        while i < out.len() {
            if out[i].captured.is_none() {
                i += 1;
                continue;
            }
            let before = extra.len();
            let breton = versions(pos, &out[i], &self.options, &mut extra);
            if extra.len() > before {
                // The first version takes the capture's place, the others follow at the end.
                out[i] = extra.swap_remove(before);
            } else if breton {
                // Its one version is listed with another promotion.
                out.swap_remove(i);
                continue;
            }
            i += 1;
        }
        out.extend(extra);
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        apply(next, mv);
    }
}
