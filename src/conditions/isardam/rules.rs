//! The hooks Isardam gives the rules core: moves that leave like pieces observing each other
//! are refused; under type A, attacks are those whose capture would be legal.

use std::sync::Arc;

use super::{
    attacked_a, illegal_after, illegal_observation, illegal_observation_orthodox, illegal_unplayed,
    in_check_a, orthodox_board, passage_is_safe_a, IsardamOptions,
};
use crate::rules::attack::in_check;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{as_orthodox, retain, KingSafety};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::{Colour, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// What a position tells the test of its moves: from a clean orthodox board only what a move
/// changes can observe anew.
struct Clean {
    incremental: bool,
    options: IsardamOptions,
}

impl Clean {
    fn new(pos: &Position, options: IsardamOptions, rs: &Ruleset) -> Clean {
        Clean {
            // (Lent walks observe as no orthodox board says; magic pieces turn pieces the
            // move does not place.)
            incremental: !rs.uses(Hooks::LEND)
                && !rs.magic()
                && (only_orthodox_men(pos, rs) || orthodox_board(pos))
                && !illegal_observation_orthodox(pos, options, rs),
            options,
        }
    }

    /// Whether `mv` leaves an illegal observation, judged without playing it where it can be.
    fn unplayed(&self, pos: &Position, mv: &Move) -> Option<bool> {
        self.incremental
            .then(|| illegal_unplayed(pos, mv, self.options))
            .flatten()
    }

    /// Whether `mv`, played from `pos` to `after`, leaves an illegal observation.
    fn leaves_observation(
        &self,
        pos: &Position,
        mv: &Move,
        after: &Position,
        rs: &Ruleset,
    ) -> bool {
        let known = self
            .incremental
            .then(|| illegal_after(pos, mv, after, self.options, rs))
            .flatten();
        known.unwrap_or_else(|| illegal_observation(after, self.options, rs))
    }

    /// Whether `mv` leaves an illegal observation, played only if it must be.
    fn refuses(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        self.unplayed(pos, mv)
            .unwrap_or_else(|| self.leaves_observation(pos, mv, &pos.played(mv, rs), rs))
    }
}

/// Whether every man that may stand on the board of `pos` is an orthodox one of a side:
/// Isardam is the only rule, no neutral man stands, and both sides' attacking kinds (the
/// diagram's and the promotions', which hold every kind that can come on the board) are
/// orthodox. [`orthodox_board`] without a look at every man.
fn only_orthodox_men(pos: &Position, rs: &Ruleset) -> bool {
    rs.rules().len() == 1
        && pos.occupied_by(Colour::Neutral).is_empty()
        && [Side::White, Side::Black]
            .into_iter()
            .all(|side| rs.attackers(side).minus(KindSet::ORTHODOX).is_empty())
}

/// Isardam's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: IsardamOptions,
}

pub(super) fn compile(options: &IsardamOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        if self.options.type_b {
            Hooks::LEGALITY
        } else {
            Hooks::LEGALITY | Hooks::ATTACK | Hooks::PASSAGE
        }
    }

    /// Magic pieces are played with type B: its legality is judged once the whole move, side
    /// changes included, is played (Popeye's Isardam tester follows the magic recolourer).
    /// Type A validates each observation by playing its capture through Popeye's whole move
    /// machinery, a magic piece's view included (its recolourer runs nested in the collection
    /// of the views): validating a view by its capture alone gave 15 of 40 move lists and 4
    /// of 30 `h~2` solutions equal to Popeye's.
    fn refuses_magic(&self) -> Option<&'static str> {
        (!self.options.type_b)
            .then_some("Popeye validates a magic piece's view by playing its capture under type A")
    }

    /// A candidate is legal if it leaves no illegal observation and the king safe; a move is
    /// played only where the orthodox verdict does not settle it.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let clean = Clean::new(pos, self.options, rs);
        let side = pos.side_to_move();
        let safety = match pos.king(side) {
            Some(king) if KingSafety::geometric(pos, rs) => {
                Some(KingSafety::new(pos, side, king, rs))
            }
            _ => None,
        };
        retain(out, start, |mv| {
            // Type A's attacks are orthodox attacks whose capture would be legal (type B's are
            // orthodox): what the orthodox verdict allows stays safe.
            // (A capture elsewhere than the arrival, Take&Make's, is no orthodox move.)
            if safety.as_ref().is_some_and(|s| {
                as_orthodox(mv)
                    && !matches!(mv.special, Special::CaptureAt { .. })
                    && s.allows(pos, mv, rs)
            }) {
                return !clean.refuses(pos, mv, rs);
            }
            let after = pos.played(mv, rs);
            !clean.leaves_observation(pos, mv, &after, rs) && !in_check(&after, side, rs)
        });
        Some(())
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(attacked_a(pos, target, by, rs, self.options))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check_a(pos, side, rs, self.options))
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        Some(passage_is_safe_a(
            pos,
            side,
            from,
            passage,
            rs,
            self.options,
        ))
    }
}
