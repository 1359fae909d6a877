//! Rules shared by everything that lets a piece act by whether it is observed: conditions
//! (Patrol chess: captures only while supported; Lortap: only while not; Ultra-Patrol: any
//! move only while supported; Functionary chess: any move only while an enemy observes it)
//! and the patrol and functionary attributes. `amend` drops the moves forbidden, and the
//! capture filter drops the attacks of pieces that may not capture (it only takes attacks
//! away: the orthodox verdict of checks and pins stands where it allows a move). The user
//! gives its test and what it governs; this module names none.

use std::sync::Arc;

use super::attack::Capture;
use super::condition::{Generation, Hooks, Rules};
use super::movegen::retain;
use super::moves::{Move, MoveList};
use super::piece::Side;
use super::position::Position;
use super::ruleset::Ruleset;
use super::square::Square;

/// Whether the piece on a square, of a side, may act (capture, or move at all).
pub type MayAct = fn(&Position, Square, Side, &Ruleset) -> bool;

/// A condition's test, and whether it governs captures only or every move.
#[derive(Debug)]
pub struct SupportFilter {
    may_act: MayAct,
    captures_only: bool,
}

impl SupportFilter {
    pub fn rules(may_act: MayAct, captures_only: bool) -> Arc<dyn Rules> {
        Arc::new(SupportFilter {
            may_act,
            captures_only,
        })
    }
}

impl Rules for SupportFilter {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let side = pos.side_to_move();
        // One answer per departure square: the moves of a piece lie together.
        let mut last: Option<(Square, bool)> = None;
        retain(out, start, |mv| {
            if self.captures_only && !mv.is_capture() {
                return true;
            }
            match last {
                Some((sq, ok)) if sq == mv.from => ok,
                _ => {
                    let ok = (self.may_act)(pos, mv.from, side, rs);
                    last = Some((mv.from, ok));
                    ok
                }
            }
        });
    }

    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        true
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        _target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        (self.may_act)(pos, c.from, by, rs)
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        _target: Square,
        rs: &Ruleset,
    ) -> bool {
        let after = pos.played(mv, rs);
        (self.may_act)(&after, c.from, pos.side_to_move().opponent(), rs)
    }
}
