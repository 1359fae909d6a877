//! The hook Lèse-majesté gives the rules core: the candidates that capture a king (or a royal
//! piece) are dropped.

use std::sync::Arc;

use super::LeseMajesteOptions;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{MoveList, Special};
use crate::rules::piece::{Attribute, PieceKind};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Lèse-majesté's rules (the same for every problem).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &LeseMajesteOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    /// Popeye judges no diagram under Lèse-majesté: a diagram whose side not to move stands in
    /// check is solved.
    fn diagram_check_is_popeyes(&self) -> bool {
        false
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let opponent = pos.side_to_move().opponent();
        let Some(king) = pos.king(opponent) else {
            return;
        };
        retain(out, start, |mv| {
            let Some(victim) = mv.captured else {
                return true;
            };
            let at = match mv.special {
                Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
                _ => mv.to,
            };
            at != king
                && !victim.is(PieceKind::King)
                && !pos.attributes(at).contains(Attribute::Royal)
        });
    }
}
