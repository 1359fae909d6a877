//! The hook Chameleon chess gives the rules core: the candidates carry their piece's new kind.

use std::sync::Arc;

use super::ChameleonChessOptions;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::MoveList;
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};

/// Chameleon chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: ChameleonChessOptions,
    /// The sequence's walks that may attack: the orthodox ones and those standing in the
    /// diagram (Popeye looks for checks by those walks only, so a piece that became another
    /// gives no check: `LIa8-e4=N` with a king on c5 and no nightrider in the diagram).
    attacking: KindSet,
}

pub(super) fn compile(options: &ChameleonChessOptions, diagram: &Position) -> Arc<dyn Rules> {
    let walks = options.walks();
    let mut attacking = KindSet::NONE;
    for kind in [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ] {
        if walks.contains(&kind) {
            attacking.insert(kind);
        }
    }
    for (_, p) in diagram.pieces() {
        if walks.contains(&p.kind()) {
            attacking.insert(p.kind());
        }
    }
    Arc::new(Compiled {
        options: options.clone(),
        attacking,
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND
    }

    /// Pieces go round the sequence: its kinds may attack, as far as Popeye looks for them.
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        for a in attackers {
            *a |= self.attacking;
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
        super::amend(&self.options, out, start);
    }
}
