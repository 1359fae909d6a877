//! The hooks Échecs Miroir gives the rules core: every move transfers the opponent's pieces of
//! the mover's kind by reflection, so moves are made (on 8x8, as 64-bit sets), judged and
//! played with their transfers.

use std::sync::Arc;

use super::{generate8, make_mirror_moves, play_transfers, Arrivals, Legality, MiroirOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{is_legal_candidate, piece_moves_followed, retain, Unfollowed};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Échecs Miroir's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MiroirOptions,
}

pub(super) fn compile(options: &MiroirOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    /// Not Popeye's condition: a reflecting king may stand where the check test sees a
    /// check, and the diagram is solved.
    fn diagram_check_is_popeyes(&self) -> bool {
        false
    }

    /// Not Popeye's rule (RULES.md M-3): a pawn transferred onto its own first rank may step
    /// from there, and it observes (check is chess's).
    fn base_rank_pawns_move(&self) -> bool {
        true
    }

    fn base_rank_pawns_observe(&self) -> bool {
        true
    }

    fn hooks(&self) -> Hooks {
        Hooks::GENERATE_LEGAL
            | Hooks::WALK
            | Hooks::AMEND
            | Hooks::LEGALITY
            | Hooks::AFTER_MOVE
            | Hooks::MOVES_OTHERS
    }

    fn generate_legal(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) -> bool {
        generate8::generate(pos, rs, &self.options, out)
    }

    /// Each piece's moves only to the squares that transfer something.
    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        let Some(mut arrivals) = Arrivals::new(pos, self.options) else {
            return false;
        };
        let side = pos.side_to_move();
        for from in pos.movable_by(side).iter() {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            match arrivals.of_piece(from, piece) {
                Some(arrive) if arrive.none() => {}
                Some(arrive) => piece_moves_followed(pos, side, from, piece, rs, out, &arrive),
                None => piece_moves_followed(pos, side, from, piece, rs, out, &Unfollowed),
            }
        }
        true
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        make_mirror_moves(pos, rs, self.options, out, start, None);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let Some(king) = pos.king(pos.side_to_move()) else {
            return Some(());
        };
        match Legality::new(pos, rs, king) {
            Some(legality) => retain(out, start, |mv| legality.allows(pos, mv, rs)),
            None => retain(out, start, |mv| is_legal_candidate(pos, mv, rs)),
        }
        Some(())
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        if mv.mirror.is_some() {
            play_transfers(next, src, mv);
        }
    }
}
