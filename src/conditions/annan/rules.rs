//! The hooks Annan gives the rules core: the pieces walk as the pieces behind them, and
//! attacks are made with those walks (legality plays every move).

use std::sync::Arc;

use super::{attacked, moves_of, AnnanOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::{Piece, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// Annan's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: AnnanOptions,
}

pub(super) fn compile(options: &AnnanOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::WALK | Hooks::ATTACK
    }

    /// A piece attacks with the walks of its side's pieces: promoted pieces included.
    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        for a in attackers {
            *a |= *promotions;
        }
    }

    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        let side = pos.side_to_move();
        for from in pos.movable_by(side).iter() {
            let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
                continue;
            };
            moves_of(pos, side, from, piece, rs, self.options, out);
        }
        true
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        Some(attacked(pos, target, by, rs, self.options))
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(
            pos.king(side)
                .is_some_and(|k| attacked(pos, k, side.opponent(), rs, self.options)),
        )
    }
}
