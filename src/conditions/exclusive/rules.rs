//! The hook Exclusive chess gives the rules core: of the legal moves, the mating ones are
//! refused when there are several.

use std::sync::Arc;

use super::{allowed, count, ExclusiveOptions};
use crate::rules::attack::in_check;
use crate::rules::condition::{Hooks, Rules, Undecided};
use crate::rules::movegen::{retain, CheckFilter};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Exclusive chess's rules for one problem.
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_options: &ExclusiveOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::RESTRICT | Hooks::UNDECIDED
    }

    /// Exclusive chess only drops moves: those left stand in Popeye's order.
    fn keeps_popeye_order(&self, _mv: &Move) -> bool {
        true
    }

    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
        let moves: MoveList = out[start..].to_vec();
        let c = count(pos, rs, 0, &moves);
        retain(out, start, |mv| allowed(pos, rs, &c, mv));
    }

    /// The side's moves whose mate lies beyond the horizon, and, where they and the mates
    /// number more than one, the other moves Popeye's legality test cannot judge (see
    /// [`super::undecided`]). The count runs over the moves `restrict` judged (legal by every
    /// other rule, in their order), not over `legal`: where two mates made their moves
    /// illegal, the count stopped at the second, and a move it did not reach is no undecidable
    /// one (as Popeye's count, which stops there too).
    fn undecided(&self, pos: &Position, rs: &Ruleset, legal: &[Move], out: &mut Undecided) {
        super::undecided(pos, rs, legal, out);
    }

    /// A move that gives no check mates nothing and stays, whatever the count: finding one
    /// answers without counting the side's mates.
    fn restrict_any(&self, pos: &Position, rs: &Ruleset, moves: &MoveList) -> Option<bool> {
        let opponent = pos.side_to_move().opponent();
        let checks = CheckFilter::new(pos, rs);
        moves
            .iter()
            .any(|mv| !checks.may(pos, mv) || !in_check(&pos.played(mv, rs), opponent, rs))
            .then_some(true)
    }
}
