//! The hooks Grid chess gives the rules core: moves within a cell go, check is a capture
//! across a line, and legality keeps the orthodox verdict where it allows a move.

use std::sync::Arc;

use super::{crosses, GridOptions};
use crate::rules::attack::any_capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Grid chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: GridOptions,
}

pub(super) fn compile(options: &GridOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Compiled {
    fn attacked_by(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
        let (shift, h) = (self.options.shift, pos.size().height());
        any_capture(pos, target, by, rs.attackers(by), |c| {
            crosses(c.from, target, shift, h)
        })
    }
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::ATTACK | Hooks::LEGALITY | Hooks::GEOMETRY
    }

    /// An observation within a cell is none: Madrasi's paralysis and check beside Grid ask
    /// it, as Popeye's geometry validation serves both (BEISPIEL madrasi #2, #19).
    fn observation_geometry(&self, pos: &Position, from: Square, target: Square) -> bool {
        crosses(from, target, self.options.shift, pos.size().height())
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let (shift, h) = (self.options.shift, pos.size().height());
        retain(out, start, |mv| crosses(mv.from, mv.to, shift, h));
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let side = pos.side_to_move();
        let Some(king) = pos.king(side) else {
            return Some(());
        };
        if KingSafety::geometric(pos, rs) {
            let safety = KingSafety::new(pos, side, king, rs);
            retain(out, start, |mv| {
                (as_orthodox(mv) && safety.allows(pos, mv, rs)) || is_legal_candidate(pos, mv, rs)
            });
        } else {
            retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
        }
        Some(())
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(self.attacked_by(pos, target, by, rs))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(
            pos.king(side)
                .is_some_and(|k| self.attacked_by(pos, k, side.opponent(), rs)),
        )
    }
}
