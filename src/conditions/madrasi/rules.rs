//! The hooks Madrasi gives the rules core: paralysed pieces neither move nor check, and
//! legality is the orthodox verdict where it allows a move (paralysis only takes attacks away),
//! the move played otherwise.

use std::sync::Arc;

use super::{in_check, is_attacked, judge, passage_is_safe, retain_mobile, MadrasiOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Madrasi's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MadrasiOptions,
}

pub(super) fn compile(options: &MadrasiOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::ATTACK | Hooks::LEGALITY | Hooks::PASSAGE | Hooks::OBSERVER
    }

    fn attacks_ask_capture_filters(&self) -> bool {
        true
    }

    /// Magic pieces are played: a paralysed one views nothing (`magic`'s views are the
    /// observations Popeye validates), and positions keep the last move's side changes, as
    /// Popeye compares a move's views with those before them (`Ruleset::magic_sided`).
    fn refuses_magic(&self) -> Option<&'static str> {
        None
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        retain_mobile(pos, self.options, rs, out, start);
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
                judge(as_orthodox(mv) && safety.allows(pos, mv, rs), pos, mv, rs)
            });
        } else {
            retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
        }
        Some(())
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(is_attacked(pos, target, by, rs, self.options))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(in_check(pos, side, rs, self.options))
    }

    /// A paralysed piece observes nothing (Popeye's observer validation), nor the pawn that
    /// has just made a double step an e.p. capture observes.
    fn observer_counts(
        &self,
        pos: &Position,
        c: crate::rules::attack::Capture,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        !super::paralysed(pos, c.from, c.piece.kind(), by, self.options, rs)
            && Some(c.from) != crate::rules::en_passant::observed_victim(pos)
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        Some(passage_is_safe(pos, side, from, passage, rs, self.options))
    }
}
