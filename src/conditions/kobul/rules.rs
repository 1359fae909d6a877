//! The hooks Kobul kings give the rules core: `amend` writes into each capture the change it
//! makes to the captured side's king (such moves are played to judge them: a changed king may
//! attack where the king did not), `after_move` makes it.

use std::sync::Arc;

use super::{apply, change, KobulOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Kobul kings' rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: KobulOptions,
}

pub(super) fn compile(options: &KobulOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS
    }

    fn gives_attributes(&self) -> bool {
        true
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        for mv in &mut out[start..] {
            if mv.captured.is_some() {
                // (Circe's rebirth first, as Popeye writes them: `[+bSg8][e4=K]`.)
                if mv.rebirth.is_some() {
                    // (A kamikaze capturer's two rebirths would leave no room: kamikaze
                    // pieces are refused, see `Options::refuses`.)
                    mv.second_rebirth = change(&self.options, pos, mv);
                } else {
                    mv.rebirth = change(&self.options, pos, mv);
                }
            }
        }
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        apply(next, src, mv);
    }
}
