//! The hooks Take&Make gives the rules core: captures become their makes, moves with a make
//! are played to judge them, and a rook taken on its corner takes its castling right along.

use std::sync::Arc;

use super::{amend, TakeMakeOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{any_legal, as_orthodox, generate_candidates, retain_legal};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Take&Make's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &TakeMakeOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::LEGALITY | Hooks::AFTER_MOVE
    }

    /// Popeye validates a check without the make: beside Circe RexInclusive, a capture of
    /// the king checks when the capturer, standing on the king's square, leaves it no
    /// rebirth (`Sd4-c2+` checks the king on e1, its own rebirth square).
    fn amends_checking_captures(&self) -> bool {
        false
    }

    /// Popeye refuses a diagram whose side not to move stands in check, and its check is the
    /// orthodox one here (a capture of the king needs no make).
    fn diagram_check_is_popeyes(&self) -> bool {
        true
    }

    /// Popeye copies the non-captures in their place and expands each capture into its makes
    /// there (`take_and_make_generate_make_solve`): only the captures' order is its own.
    fn keeps_popeye_order(&self, mv: &Move) -> bool {
        !mv.is_capture()
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        amend(pos, rs, out, start);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        retain_legal(pos, rs, out, start, plain);
        Some(())
    }

    /// Stops at the first legal move, where the core would filter the whole list (a
    /// stalemate goal asks this at every leaf: Circe Take&Make h=4, REGRESSIONS 4_45_to_4_47
    /// #1, spent three quarters of its time filtering). Only where Take&Make is the one
    /// condition judging legality, as the core's generation would then ask it alone.
    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        if rs.uses(Hooks::GENERATE_LEGAL) || rs.with(Hooks::LEGALITY).nth(1).is_some() {
            return None;
        }
        buf.clear();
        generate_candidates(pos, rs, buf);
        Some(any_legal(pos, rs, buf, plain))
    }

    /// A rook taken on its corner loses its castling right (the core looks only at the
    /// departure and arrival squares).
    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        let Special::CaptureAt { victim } = mv.special else {
            return;
        };
        let Some(taken) = mv.captured.filter(|p| p.kind() == PieceKind::Rook) else {
            return;
        };
        let Some(owner) = taken.colour().side() else {
            return;
        };
        if victim.rank() != src.home_rank(owner) || src.size().width() != 8 {
            return;
        }
        let mut c = next.castling();
        match victim.file() {
            0 => c.set_rook(owner, false, false),
            7 => c.set_rook(owner, true, false),
            _ => return,
        }
        next.set_castling(c);
    }
}

/// A move the core's checks and pins judge: no make elsewhere than its arrival, nothing but
/// an orthodox move in effect.
fn plain(mv: &Move) -> bool {
    !matches!(mv.special, Special::CaptureAt { .. }) && as_orthodox(mv)
}
