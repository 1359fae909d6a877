//! The hooks DangerCirce gives the rules core: the moves to the rebirth squares join the
//! candidates, check counts them, castling's passage is judged by playing the king's step, and
//! every move is played to judge it.

use std::sync::Arc;

use super::{danger_moves, in_check};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::retain_legal;
use crate::rules::moves::{Move, MoveList, Nature};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// DangerCirce's rules for one problem.
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
        Hooks::EXTRA | Hooks::LEGALITY | Hooks::ATTACK | Hooks::PASSAGE
    }

    fn extra_candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        danger_moves(pos, rs, out);
    }

    /// A move may leave the king where an observed enemy piece's rebirth square is: every
    /// move is played.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        retain_legal(pos, rs, out, start, |_| false);
        Some(())
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check(pos, side, rs))
    }

    /// The king steps onto the passage square and may not be in check there.
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
        Some(!in_check(&pos.played(&step, rs), side, rs))
    }
}
