//! The hooks Einstein gives the rules core: the candidates carry their piece's change, pawns
//! step from their first rank, and castling changes the rook.

use std::sync::Arc;

use super::{amend, double_step, triple_step_right, EinsteinOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList, Promotion, Special};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// Einstein's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: EinsteinOptions,
}

pub(super) fn compile(options: &EinsteinOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::MAKE | Hooks::DOUBLE_STEP | Hooks::AFTER_MOVE
    }

    /// Pieces rise and fall along the chain: every kind of it may attack.
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        let chain = KindSet::ORTHODOX.minus(KindSet::single(PieceKind::King));
        for a in attackers {
            *a |= chain;
        }
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        amend(self.options.variant, pos, rs, out, start);
    }

    /// The change is written as the walk alone (`mSc3-a2=P`), after a chameleon's own.
    fn promotion_is_walk_change(&self) -> bool {
        true
    }

    /// Popeye's pawns on their first rank move (up to three squares) and observe.
    fn base_rank_pawns_move(&self) -> bool {
        true
    }

    fn base_rank_pawns_observe(&self) -> bool {
        true
    }

    fn double_step(&self, pos: &Position, side: Side, from: Square) -> Option<bool> {
        double_step(pos, side, from)
    }

    /// A pawn's three-square step leaves its e.p. right on both squares skipped.
    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) {
        if let Some(ep) = triple_step_right(src, mv) {
            next.set_en_passant(Some(ep));
        }
    }

    /// Castling: the king keeps its kind, the rook changes.
    fn make(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let (Special::Castling { rook_to, .. }, Some(Promotion::Piece(kind))) =
            (mv.special, mv.promotion)
        else {
            return false;
        };
        let plain = Move {
            promotion: None,
            ..*mv
        };
        // The magic pieces' side changes follow the whole move, the rook's change included.
        src.play_into_before_magic(&plain, rs, next);
        if let Some(rook) = next.remove(rook_to) {
            next.put(rook_to, Piece::new(rook.colour(), kind));
        }
        true
    }
}
