//! The hook Chameleon chess gives the rules core: the candidates carry their piece's new kind.

use std::sync::Arc;

use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};

/// Chameleon chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND
    }

    /// Pieces go round the sequence: every kind of it may attack.
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        let sequence = KindSet::of(&[
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ]);
        for a in attackers {
            *a |= sequence;
        }
    }

    fn amend(
        &self,
        _pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        super::amend(out, start);
    }
}
