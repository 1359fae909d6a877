//! The hooks Annan gives the rules core: the pieces walk as the pieces behind them, and
//! attacks are made with those walks (legality plays every move).

use std::sync::Arc;

use super::{annaniser, moves_of, AnnanOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::{Piece, PieceKind, Side};
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
        Hooks::WALK | Hooks::ATTACK | Hooks::LEND
    }

    fn refuses_magic(&self) -> Option<&'static str> {
        // Popeye 4.104 refuses them too, in these words.
        Some("Popeye: Annan Chess and conditions that recolour pieces not allowed")
    }

    /// The core's attack detection, which Annan leaves its attacks to, asks the capture
    /// filters (patrol, functionary, paralysis…).
    fn attacks_ask_capture_filters(&self) -> bool {
        true
    }

    fn lent_kind(&self, pos: &Position, sq: Square, piece: Piece, side: Side) -> Option<PieceKind> {
        annaniser(pos, sq, piece, side, self.options)
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

    /// Attacks are observations with the walks lent (the core's, `Hooks::LEND`), which the
    /// rules that judge observation (Madrasi, Isardam, …) answer first when in force; the hook
    /// tells the judges of legality that checks and pins cannot be computed the orthodox way.
    /// Annan alone among orthodox men answers itself, man by man (see `attack`).
    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        super::attack::attacked(pos, target, by, rs, self.options)
    }
}
