//! The hook a mummer gives the rules core: of its side's legal moves, only those of the
//! greatest (or least) length stay.

use std::sync::Arc;

use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{generate_candidates, retain};
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// A mummer's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    pub side: Side,
    pub shortest: bool,
    pub exact: bool,
}

pub(super) fn compile(
    side: Side,
    shortest: bool,
    exact: bool,
    _diagram: &Position,
) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        side,
        shortest,
        exact,
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::RESTRICT
    }

    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
        if pos.side_to_move() != self.side {
            return;
        }
        let mut candidates = MoveList::new();
        if self.exact {
            generate_candidates(pos, rs, &mut candidates);
        }
        let measured = if self.exact {
            &candidates[..]
        } else {
            &out[start..]
        };
        let lengths = measured.iter().map(|m| m.popeye_length());
        let Some(best) = (if self.shortest {
            lengths.min()
        } else {
            lengths.max()
        }) else {
            return;
        };
        retain(out, start, |m| m.popeye_length() == best);
    }

    /// The longest (or shortest) moves of a list stay: a legal move stays if there is one.
    fn restrict_keeps_one(&self) -> bool {
        !self.exact
    }
}
