//! The hooks #C gives the rules core: after each move, the side changes of the checking
//! pieces of a mate (`after_move`), and their text (`played_parts`).

use std::sync::Arc;

use super::{changed_squares, recolour_checkers, MateCOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::moves::Move;
use crate::rules::piece::Language;
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};

/// #C's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &MateCOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        // (The side changes touch pieces other than the mover's.)
        Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS
    }

    fn adjust(&self, _promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        // A checking piece of either side may come to the other.
        let all = attackers[0] | attackers[1];
        *attackers = [all; 2];
    }

    fn after_move(&self, next: &mut Position, src: &Position, _mv: &Move, rs: &Ruleset) {
        recolour_checkers(next, src.side_to_move(), rs);
    }

    fn played_parts(
        &self,
        pos: &Position,
        mv: &Move,
        rs: &Ruleset,
        lang: Language,
        out: &mut String,
    ) {
        for (sq, colour) in changed_squares(pos, mv, rs) {
            out.push_str(&format!("[{sq}={}]", colour.letter_in(lang)));
        }
    }
}
