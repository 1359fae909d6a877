//! The hooks Ghost and Haunted chess give the rules core: `after_move` buries the captured
//! piece and brings back the ghosts whose squares are free; under Ghost chess `amend` refuses
//! the captures of uncapturable pieces (the ghosts come back so). While no ghost waits and none
//! has come back, moves are judged by checks and pins (an e.p. capture, whose victim comes
//! back at once, is played); once one waits, every move is played: a ghost coming back may
//! block or give a check.

use std::sync::Arc;

use super::{haunt, mark_summons, GhostOptions};
use crate::rules::attributes::Uncapturable;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The rules of Ghost or Haunted chess for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: GhostOptions,
}

pub(super) fn compile(options: &GhostOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS
    }

    /// The check is orthodox (ghosts under the board attack nothing): Popeye refuses a
    /// diagram whose side not to move stands in it.
    fn diagram_check_is_popeyes(&self) -> bool {
        true
    }

    /// The ghosts carry their attributes (under Ghost chess, `Uncapturable` at least).
    fn gives_attributes(&self) -> bool {
        true
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        generation: &Generation,
    ) {
        if !self.options.haunted {
            Uncapturable.amend(pos, rs, out, start, generation);
        }
        mark_summons(self.options, out, start);
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        haunt(self.options, next, src, mv);
    }
}
