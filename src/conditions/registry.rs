//! The registry: every condition feerie knows, in the order their hooks run, and the one place
//! that turns a problem's conditions into a ruleset.

use std::sync::Arc;

use super::session::ConditionSession;
use super::text::ConditionText;
use super::view::ConditionView;
use super::{dynamo, fda, imitator, miroir, parrain};
use crate::rules::condition::{Condition, Options, Rules};
use crate::rules::piece::IMITATING_KINDS;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// A condition as the layers above the rules core reach it.
pub struct Entry {
    /// The condition's name (`Options::NAME`), which sessions write.
    pub name: &'static str,
    pub text: &'static dyn ConditionText,
    pub session: &'static dyn ConditionSession,
    pub view: &'static dyn ConditionView,
}

/// One line per condition: its module and its options type.
macro_rules! entry {
    ($module:ident, $options:ty) => {
        Entry {
            name: <$options as Options>::NAME,
            text: &$module::Text,
            session: &$module::Session,
            view: &$module::View,
        }
    };
}

/// Every condition feerie knows. The order is the order in which their hooks run when several
/// are in force (the first condition that claims a hook, such as walking the pieces, has it).
pub static REGISTRY: &[Entry] = &[
    entry!(dynamo, dynamo::DynamoOptions),
    entry!(fda, fda::FdaOptions),
    entry!(imitator, imitator::ImitatorOptions),
    entry!(miroir, miroir::MiroirOptions),
    entry!(parrain, parrain::ParrainOptions),
];

/// The entry of the condition named `name` (`Options::NAME`).
pub fn find(name: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|e| e.name == name)
}

/// The entry of `condition`.
pub fn entry(condition: &Condition) -> &'static Entry {
    find(condition.name()).expect("every condition type is in the registry")
}

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
