//! The hook PromOnly gives the rules core: the promotion kinds are the list's.

use std::sync::Arc;

use super::PromOnlyOptions;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::piece::PieceKind;
use crate::rules::ruleset::KindSet;

/// PromOnly's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    kinds: KindSet,
}

pub(super) fn compile(options: &PromOnlyOptions) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        kinds: options.kinds,
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::NONE
    }

    /// PromOnly changes the promotions alone.
    fn only_adjusts(&self) -> bool {
        true
    }

    /// The promotions are the list's (a condition that took them all away keeps them away);
    /// either side may then attack with each kind listed (a superset of the attackers costs
    /// only scans).
    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        if promotions.is_empty() {
            return;
        }
        let kinds = self
            .kinds
            .minus(KindSet::of(&[PieceKind::King, PieceKind::Pawn]));
        *promotions = kinds;
        for a in attackers.iter_mut() {
            *a |= kinds;
        }
    }
}
