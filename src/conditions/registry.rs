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
    /// Where lists of every condition put it (the conditions editor's hint, the session
    /// reader's error for an unknown name): the order in which the conditions came to feerie.
    /// A new condition takes the next number.
    pub listed: u8,
}

/// One line per condition: its module, its options type and its place in lists
/// (`Entry::listed`).
macro_rules! entry {
    ($module:ident, $options:ty, $listed:expr) => {
        Entry {
            name: <$options as Options>::NAME,
            text: &$module::Text,
            session: &$module::Session,
            view: &$module::View,
            listed: $listed,
        }
    };
}

/// Every condition feerie knows. The order is the order in which their hooks run when several
/// are in force (the first condition that claims a hook, such as walking the pieces, has it).
pub static REGISTRY: &[Entry] = &[
    entry!(dynamo, dynamo::DynamoOptions, 4),
    entry!(fda, fda::FdaOptions, 5),
    entry!(imitator, imitator::ImitatorOptions, 1),
    entry!(miroir, miroir::MiroirOptions, 3),
    entry!(parrain, parrain::ParrainOptions, 2),
];

/// Every condition in the order lists show them (`Entry::listed`).
pub fn listed() -> Vec<&'static Entry> {
    let mut all: Vec<&'static Entry> = REGISTRY.iter().collect();
    all.sort_by_key(|e| e.listed);
    all
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_places_in_lists_are_distinct() {
        for (i, a) in REGISTRY.iter().enumerate() {
            for b in &REGISTRY[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.listed, b.listed, "{} and {}", a.name, b.name);
            }
        }
    }
}
