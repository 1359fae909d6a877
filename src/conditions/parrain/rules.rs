//! The hooks Circé Parrain gives the rules core: each move gets the rebirth of the piece
//! captured on the move before, and playing it puts that piece back and holds the piece it
//! captures. Check is orthodox.

use std::sync::Arc;

use super::{add_rebirths, ParrainOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Circé Parrain's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: ParrainOptions,
}

pub(super) fn compile(options: &ParrainOptions, _diagram: &Position) -> Arc<dyn Rules> {
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
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        add_rebirths(pos, rs, &self.options, out, start);
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        if let Some(r) = mv.rebirth {
            next.put(r.square, r.piece);
            next.restore_rook_right(r.square, r.piece);
        }
        let capture_square = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        next.set_pending_rebirth(mv.captured.map(|p| (p, capture_square)));
        let _ = src;
    }
}
