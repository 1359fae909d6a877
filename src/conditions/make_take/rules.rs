//! The hooks Make&Take gives the rules core: the pieces walk its way, attacks are captures
//! after a king's make, castling's passage is asked with the king on it, and every move is
//! played to judge it.

use std::sync::Arc;

use super::{attacked, captures_of, legality, walk, MakeTakeOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// Make&Take's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &MakeTakeOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::WALK | Hooks::ATTACK | Hooks::PASSAGE | Hooks::LEGALITY
    }

    fn adjust(&self, _promotions: &mut KindSet, _attackers: &mut [KindSet; 2]) {}

    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        walk(pos, rs, out);
        true
    }

    fn captures_of(
        &self,
        pos: &Position,
        target: Square,
        by: Side,
        rs: &Ruleset,
        out: &mut MoveList,
    ) -> bool {
        captures_of(pos, target, by, rs, out);
        true
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        legality(pos, rs, out, start)
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        let mut after = *pos;
        let Some(king) = after.remove(from) else {
            return Some(false);
        };
        after.put(passage, king);
        Some(!attacked(&after, passage, side.opponent(), rs))
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(attacked(pos, target, by, rs))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(
            pos.king(side)
                .is_some_and(|k| attacked(pos, k, side.opponent(), rs)),
        )
    }
}
