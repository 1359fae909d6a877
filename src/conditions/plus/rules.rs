//! The hooks Plus chess gives the rules core: the pieces on the centre squares capture and
//! observe from the others too, through the core's relocation (`crate::rules::relocation`),
//! which walks the pieces and observes; check is such an observation of the king, so every
//! move is played and its king tested.

use std::sync::Arc;

use super::capture_squares;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList, Nature};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::relocation::CaptureSquares;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Plus chess's rules (no options).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile() -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::WALK | Hooks::RELOCATE | Hooks::ATTACK | Hooks::PASSAGE
    }

    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        crate::rules::relocation::walk(pos, rs, out);
        true
    }

    fn capture_squares(
        &self,
        pos: &Position,
        from: Square,
        _piece: Piece,
        _by: Side,
    ) -> CaptureSquares {
        capture_squares(pos, from)
    }

    /// Attacks are the core's observation from the centre squares, which asks the capture
    /// filters (patrol, functionary…).
    fn attacks_ask_capture_filters(&self) -> bool {
        true
    }

    fn attacked(&self, _pos: &Position, _target: Square, _by: Side, _rs: &Ruleset) -> Option<bool> {
        None
    }

    /// The king's step to the passage square, played, leaves it out of check (a piece may
    /// observe the square from a centre square across the king's own).
    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        let king = Piece::new(side.colour(), PieceKind::King);
        let step = Move::new(from, passage, king, Nature::Leap);
        Some(!crate::rules::attack::in_check(
            &pos.played(&step, rs),
            side,
            rs,
        ))
    }
}
