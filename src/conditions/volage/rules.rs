//! The hooks the Volage conditions give the rules core: the moves say which piece changes
//! side, the change (and under Volage the mark of a changed piece) is made after the move, and
//! legality plays the moves that change a piece.

use std::sync::Arc;

use super::{mark_changes, VolageOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, retain_legal};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::Piece;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};

/// The rules of Volage or Hypervolage for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: VolageOptions,
}

pub(super) fn compile(options: &VolageOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::LEGALITY | Hooks::AFTER_MOVE
    }

    /// A piece of either side may come to belong to the other.
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        let both = attackers[0] | attackers[1];
        *attackers = [both, both];
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        mark_changes(self.options, pos, out, start);
    }

    /// Checks and pins judge the moves that change no piece; the others are played.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        retain_legal(pos, rs, out, start, |mv| {
            mv.recolour.is_none() && as_orthodox(mv)
        });
        Some(())
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        if let (Some(colour), false) = (mv.recolour, super::rebirth::assassinated(mv)) {
            if let Some(p) = next.piece_at(mv.to) {
                let attributes = next.attributes(mv.to);
                next.put_with(mv.to, Piece::new(colour, p.kind()), attributes);
            }
        }
        if self.options.hyper {
            return;
        }
        // The marks of the pieces that have changed follow them.
        let moved = src.marked(mv.from) || mv.recolour.is_some();
        next.set_marked(mv.from, false);
        if let Special::EnPassant { victim } = mv.special {
            next.set_marked(victim, false);
        }
        if let Special::Castling { rook_from, rook_to } = mv.special {
            let rook = src.marked(rook_from);
            next.set_marked(rook_from, false);
            next.set_marked(rook_to, rook);
        }
        next.set_marked(mv.to, moved);
        super::rebirth::follow_marks(next, src, mv);
    }
}
