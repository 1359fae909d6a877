//! The hooks Royal Dynasty gives the rules core: pawns promote into kings too, the king
//! square (and castling with it) is settled once each move is played, and a side castles only
//! with its one royal king.

use std::sync::Arc;

use super::RoyalDynastyOptions;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::moves::Move;
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// Royal Dynasty's rules (the same for every problem).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &RoyalDynastyOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_MOVE | Hooks::ADMITS_CASTLING
    }

    /// Pawns promote into kings (Popeye's promotee sequence starts with the king under the
    /// condition), and a promoted king attacks.
    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        promotions.insert(PieceKind::King);
        for a in attackers {
            a.insert(PieceKind::King);
        }
    }

    /// Only the royal king castles: a side with several kings has none.
    fn admits_castling(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        mv: &Move,
        _passage: Square,
    ) -> Option<bool> {
        (pos.king(pos.side_to_move()) != Some(mv.from)).then_some(false)
    }

    fn after_move(&self, next: &mut Position, _src: &Position, _mv: &Move, _rs: &Ruleset) {
        next.settle_kings();
        // Popeye's castling right with the king: it goes when a second king makes the first
        // one no longer royal, and does not come back (a diagram with several kings has none:
        // see the condition's text). A king that stays royal keeps what the move left it.
        let mut castling = next.castling();
        for side in [Side::White, Side::Black] {
            let home = Square::new(4, next.home_rank(side));
            let royal_at_home = next.king(side) == Some(home) && next.size().width() == 8;
            let right = royal_at_home && castling.king_unmoved(side);
            castling.set_king(side, right);
        }
        if castling != next.castling() {
            next.set_castling(castling);
        }
    }
}
