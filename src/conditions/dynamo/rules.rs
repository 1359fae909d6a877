//! The hooks Dynamo gives the rules core: it makes every move and judges it itself (pushes and
//! pulls move other pieces, off the board too), check is a threat to remove the king, and
//! moves are played its own way.

use std::sync::Arc;

use super::{generate, in_check, make, removable, DynamoOptions, Legality};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::retain;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Dynamo's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: DynamoOptions,
}

pub(super) fn compile(options: &DynamoOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    /// Not Popeye's condition, so not Popeye's rule for diagrams either: a diagram whose
    /// side not to move stands in check is solved.
    fn diagram_check_is_popeyes(&self) -> bool {
        false
    }

    /// Not Popeye's rule (RULES.md): on its own first rank a pawn pushed or pulled there steps and
    /// observes like any pawn.
    fn base_rank_pawns_move(&self) -> bool {
        true
    }

    fn base_rank_pawns_observe(&self) -> bool {
        true
    }

    fn hooks(&self) -> Hooks {
        Hooks::GENERATE_LEGAL
            | Hooks::CANDIDATES
            | Hooks::LEGALITY
            | Hooks::ATTACK
            | Hooks::MAKE
            | Hooks::MOVES_OTHERS
    }

    fn generate_legal(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) -> bool {
        let start = out.len();
        let legality = Legality::new(pos, rs);
        generate(pos, rs, self.options, out);
        retain(out, start, |mv| legality.allows(pos, mv, rs));
        true
    }

    fn candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        generate(pos, rs, self.options, out);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let legality = Legality::new(pos, rs);
        retain(out, start, |mv| legality.allows(pos, mv, rs));
        Some(())
    }

    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        buf.clear();
        generate(pos, rs, self.options, buf);
        if buf.is_empty() {
            return Some(false);
        }
        let legality = Legality::new(pos, rs);
        Some(buf.iter().any(|mv| legality.allows(pos, mv, rs)))
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(removable(pos, target, by, rs))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check(pos, side, rs))
    }

    fn make(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) -> bool {
        make(next, src, mv, self.options);
        true
    }
}
