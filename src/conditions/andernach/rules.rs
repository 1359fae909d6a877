//! The hooks Andernach gives the rules core: the moves say which piece changes colour, the
//! change is made after the move, and legality plays the moves that change a piece.

use std::sync::Arc;

use super::{mark_changes, AndernachOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::{Move, MoveList, Promotion};
use crate::rules::piece::Piece;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::walk;

/// Andernach's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: AndernachOptions,
}

pub(super) fn compile(options: &AndernachOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::LEGALITY | Hooks::AFTER_MOVE
    }

    /// Popeye generates the moves as orthodox ones: the change of colour comes with playing.
    fn keeps_popeye_order(&self, _mv: &Move) -> bool {
        true
    }

    /// A piece of either side may come to belong to the other.
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        let both = attackers[0] | attackers[1];
        *attackers = [both, both];
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        mark_changes(self.options, pos, out, start);
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
        if KingSafety::judges(pos, rs) {
            let safety = KingSafety::new(pos, side, king, rs);
            retain(out, start, |mv| {
                if !as_orthodox(mv) {
                    return is_legal_candidate(pos, mv, rs);
                }
                let Some(colour) = mv.recolour else {
                    return safety.allows(pos, mv, rs);
                };
                // The other pieces attack as after the plain move; the changed piece is played
                // only where its walk could reach the king.
                let plain = Move {
                    recolour: None,
                    ..*mv
                };
                let kind = match mv.promotion {
                    Some(Promotion::Piece(k)) => k,
                    _ => mv.piece.kind(),
                };
                let changed = Piece::new(colour, kind);
                let d = (
                    king.file() as i8 - mv.to.file() as i8,
                    king.rank() as i8 - mv.to.rank() as i8,
                );
                let reaches = if walk::of(changed).pawn {
                    d.0.abs() == 1 && colour.side().is_some_and(|s| d.1 == s.forward())
                } else {
                    walk::may_reach(changed, d)
                };
                safety.allows(pos, &plain, rs) && (!reaches || is_legal_candidate(pos, mv, rs))
            });
        } else {
            retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
        }
        Some(())
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        if let Some(colour) = mv.recolour {
            // (Its attributes stay with it: `fBf6*e5=w`, then `fBe5-c3`.)
            next.turn(mv.to, colour);
        }
    }
}
