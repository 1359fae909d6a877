//! The hooks Messigny gives the rules core: the exchanges join the candidates, are played
//! their own way and judged off the squares where they can be (see `judge`), by playing them
//! elsewhere; other moves clear the last exchange.

use std::sync::Arc;

use super::judge::Exchanges;
use super::{exchange, exchanges, MessignyOptions};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, retain_legal, KingSafety};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Messigny's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MessignyOptions,
}

pub(super) fn compile(options: &MessignyOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::EXTRA | Hooks::LEGALITY | Hooks::MAKE | Hooks::AFTER_MOVE
    }

    fn extra_candidates(&self, pos: &Position, _rs: &Ruleset, out: &mut MoveList) {
        exchanges(pos, self.options, out);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let Some(mut exchanges) = Exchanges::new(pos, rs) else {
            retain_legal(pos, rs, out, start, |mv| {
                mv.special != Special::Exchange && as_orthodox(mv)
            });
            return Some(());
        };
        // `retain_legal`'s judges, the exchanges judged off the squares where they can be.
        let side = pos.side_to_move();
        let king = pos.king(side)?;
        let safety = KingSafety::judges(pos, rs).then(|| KingSafety::new(pos, side, king, rs));
        retain(out, start, |mv| {
            if mv.special == Special::Exchange {
                if let Some(answer) = exchanges.allows(mv) {
                    return answer;
                }
            } else if let Some(safety) = safety.as_ref().filter(|_| as_orthodox(mv)) {
                return safety.allows(pos, mv, rs);
            }
            is_legal_candidate(pos, mv, rs)
        });
        Some(())
    }

    fn make(&self, next: &mut Position, src: &Position, mv: &Move, _rs: &Ruleset) -> bool {
        if mv.special != Special::Exchange {
            return false;
        }
        exchange(next, src, mv);
        true
    }

    fn after_move(&self, next: &mut Position, _src: &Position, _mv: &Move, _rs: &Ruleset) {
        if next.exchanged().is_some() {
            next.set_exchanged(None);
        }
    }
}
