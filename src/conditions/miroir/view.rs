//! Échecs Miroir in the workbench: the board marks the squares of the pieces a mirror move
//! transfers.

use super::transfers;
use crate::conditions::view::{ConditionView, Marks};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "miroir"
    }

    fn marks(&self, _condition: &Condition, pos: &Position, mv: &Move, marks: &mut Marks) {
        for t in transfers(pos, mv) {
            marks.transfer.extend([t.from, t.to]);
        }
    }
}
