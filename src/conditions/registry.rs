//! The registry: every condition feerie knows, in the order their hooks run, and the one place
//! that turns a problem's conditions into a ruleset.

use std::sync::Arc;

use super::{dynamo, fda, imitator, miroir, parrain};
use crate::rules::condition::{Condition, Rules};
use crate::rules::piece::IMITATING_KINDS;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

impl Ruleset {
    /// The rules of `conditions` for play starting from `diagram`.
    pub fn new(diagram: &Position, conditions: &[Condition]) -> Ruleset {
        let conditions = conditions.to_vec();
        let rules: Vec<Arc<dyn Rules>> = conditions.iter().map(|c| c.rules(diagram)).collect();
        let mut rs = Ruleset::assemble(diagram, conditions.clone(), rules);
        for c in &conditions {
            if let Some(o) = c.options::<imitator::ImitatorOptions>() {
                rs.imitator = Some(*o);
            } else if let Some(o) = c.options::<parrain::ParrainOptions>() {
                rs.parrain = Some(*o);
            } else if let Some(o) = c.options::<miroir::MiroirOptions>() {
                rs.miroir = Some(*o);
            } else if let Some(o) = c.options::<dynamo::DynamoOptions>() {
                rs.dynamo = Some(*o);
            } else if let Some(o) = c.options::<fda::FdaOptions>() {
                rs.fda = Some(*o);
                rs.fda_game = true;
                rs.promotions.0 |= IMITATING_KINDS;
            }
        }
        if rs.fda.is_none() && rs.promotions.0 & IMITATING_KINDS != 0 {
            rs.fda = Some(fda::FdaOptions::default());
        }
        rs
    }

    /// Orthodox rules for `diagram` (with what its pieces imply).
    pub fn orthodox(diagram: &Position) -> Ruleset {
        Ruleset::new(diagram, &[])
    }
}
