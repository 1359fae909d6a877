//! The hook Checkless chess gives the rules core: of the legal moves, those that check without
//! mating are refused.

use std::sync::Arc;

use super::{allowed, ChecklessOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Checkless chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &ChecklessOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::RESTRICT
    }

    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
        retain(out, start, |mv| allowed(pos, mv, rs, 0));
    }

    fn restricts_each(&self) -> bool {
        true
    }

    fn restrict_allows(&self, pos: &Position, rs: &Ruleset, mv: &Move) -> bool {
        allowed(pos, mv, rs, 0)
    }

    /// Most moves give no check: the first allowed one answers.
    fn restrict_any(&self, pos: &Position, rs: &Ruleset, moves: &MoveList) -> Option<bool> {
        Some(moves.iter().any(|mv| allowed(pos, mv, rs, 0)))
    }
}
