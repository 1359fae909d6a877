//! The hooks KoeKo gives the rules core: candidates out of contact go, check is a capture in
//! contact, and legality keeps the orthodox verdict where it allows a move (the condition
//! only takes attacks away), playing the others.

use std::sync::Arc;

use super::{allows, capture_counts, contact, kamikaze_stands, vanishes, KoekoOptions};
use crate::rules::attack::{any_capture, Capture};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::{Move, MoveList, Reborn};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// KoeKo's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: KoekoOptions,
}

pub(super) fn compile(options: &KoekoOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Compiled {
    fn attacked_by(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
        if pos.has_attributes() && rs.with(Hooks::AMEND).nth(1).is_some() {
            return any_capture(pos, target, by, rs.attackers(by), |c| {
                if vanishes(pos, c.from) {
                    self.kamikaze_counts(pos, c, target, rs)
                } else if pos.pending_rebirth().is_some() {
                    self.counts_with_rebirth(pos, c, target, rs)
                } else {
                    capture_counts(pos, c.from, target, self.options)
                }
            });
        }
        if pos.pending_rebirth().is_some() {
            return any_capture(pos, target, by, rs.attackers(by), |c| {
                self.counts_with_rebirth(pos, c, target, rs)
            });
        }
        any_capture(pos, target, by, rs.attackers(by), |c| {
            capture_counts(pos, c.from, target, self.options)
        })
    }

    /// The capture `c` of `target` with the other rules' additions (a Circe rebirth).
    fn amended(&self, pos: &Position, c: Capture, target: Square, rs: &Ruleset) -> Move {
        let mut mv = Move::new(c.from, target, c.piece, c.nature);
        mv.captured = pos.piece_at(target);
        let mut list: MoveList = vec![mv];
        let generation = Generation::default();
        for r in rs.with(Hooks::AMEND) {
            if !r.as_any().is::<Compiled>() {
                r.amend(pos, rs, &mut list, 0, &generation);
            }
        }
        list.first().copied().unwrap_or(mv)
    }

    /// Whether the capture `c` of `target` by a kamikaze piece counts: Popeye tests the
    /// capturer's contact where a Circe condition reborns it, and none for one that has left
    /// the board.
    #[cold]
    fn kamikaze_counts(&self, pos: &Position, c: Capture, target: Square, rs: &Ruleset) -> bool {
        let mv = self.amended(pos, c, target, rs);
        let Some(stands) = kamikaze_stands(&mv) else {
            return capture_counts(pos, c.from, target, self.options);
        };
        let mut after = *pos;
        after.remove(c.from);
        after.remove(target);
        for r in mv.rebirth.into_iter().chain(mv.second_rebirth) {
            if matches!(
                r.of.unburied(),
                (
                    Reborn::Capturer | Reborn::Captured | Reborn::Promoted,
                    false
                )
            ) {
                after.put(r.square, r.piece);
            }
        }
        let o = self.options;
        let now = contact(&after, stands, o, stands);
        if o.new {
            contact(pos, c.from, o, c.from) == now
        } else {
            now
        }
    }

    /// Whether the capture `c` of `target` counts when a captured piece awaits its rebirth
    /// (Circe Parrain): the capture brings it back, and the reborn piece gives contact, as in
    /// Popeye. The rules that add rebirths to moves say where it comes back.
    #[cold]
    fn counts_with_rebirth(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let mv = self.amended(pos, c, target, rs);
        let mut after = *pos;
        if let Some(reborn) = mv.rebirth {
            after.put(reborn.square, reborn.piece);
        }
        let o = self.options;
        let now = contact(&after, target, o, c.from);
        if o.new {
            contact(pos, c.from, o, c.from) == now
        } else {
            now
        }
    }
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::ATTACK | Hooks::LEGALITY | Hooks::PASSAGE
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let o = self.options;
        retain(out, start, |mv| {
            let plain = matches!(
                mv.special,
                crate::rules::moves::Special::Plain | crate::rules::moves::Special::DoubleStep
            ) && as_orthodox(mv);
            if plain {
                allows(pos, mv, o, None)
            } else {
                let after = pos.played(mv, rs);
                allows(pos, mv, o, Some(&after))
            }
        });
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

    /// The king's step to the passage square is played on its own and check asked there:
    /// its contact changes with it.
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
        Some(!self.attacked_by(&after, passage, side.opponent(), rs))
    }

    /// (Circe RexInclusive's check: the king taken is not reborn, so the capturer's contact
    /// is judged without a rebirth.)
    fn check_capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        _by: Side,
        _rs: &Ruleset,
    ) -> bool {
        capture_counts(pos, c.from, target, self.options)
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
