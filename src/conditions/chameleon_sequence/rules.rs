//! The hook ChameleonSequence gives the rules core: the sequence chameleons follow.

use std::sync::Arc;

use super::ChameleonSequenceOptions;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;
use crate::rules::ruleset::KindSet;

/// ChameleonSequence's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    steps: Vec<(PieceKind, PieceKind)>,
    /// The sequence's walks that stand in the diagram.
    standing: KindSet,
}

pub(super) fn compile(options: &ChameleonSequenceOptions, diagram: &Position) -> Arc<dyn Rules> {
    let mut standing = KindSet::NONE;
    for (_, p) in diagram.pieces() {
        if options.walks.contains(&p.kind()) {
            standing.insert(p.kind());
        }
    }
    Arc::new(Compiled {
        steps: options.steps(),
        standing,
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::NONE
    }

    /// A chameleon of either side may come to attack as a walk of the sequence, but only as
    /// one that stands in the diagram: Popeye looks for checks only by the walks of the
    /// diagram and the orthodox ones, so a chameleon that became another gives no check
    /// (`cBc3-b4=cN` with a king on h7 is no check, Popeye's moves say).
    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        for a in attackers.iter_mut() {
            *a |= self.standing;
        }
    }

    fn chameleon_sequence(&self) -> Option<Vec<(PieceKind, PieceKind)>> {
        Some(self.steps.clone())
    }
}
