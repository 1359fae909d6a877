//! The registry: every condition feerie knows, in the order their hooks run, and the one place
//! that turns a problem's conditions into a ruleset.

use std::sync::Arc;

use super::session::ConditionSession;
use super::text::ConditionText;
use super::view::ConditionView;
use super::{circe, dynamo, fda, imitator, madrasi, miroir, parrain};
use crate::rules::condition::{Condition, Options, Rules};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The rules a diagram's pieces imply, if any.
pub type Implied = fn(&Position) -> Option<Arc<dyn Rules>>;

/// A condition as the layers above the rules core reach it.
pub struct Entry {
    /// The condition's name (`Options::NAME`), which sessions write.
    pub name: &'static str,
    pub text: &'static dyn ConditionText,
    pub session: &'static dyn ConditionSession,
    pub view: &'static dyn ConditionView,
    /// The rules a diagram's pieces imply when the condition is not stated.
    pub implied: Option<Implied>,
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
            implied: None,
            listed: $listed,
        }
    };
    ($module:ident, $options:ty, $listed:expr, implied) => {
        Entry {
            implied: Some($module::implied),
            ..entry!($module, $options, $listed)
        }
    };
}

/// Every condition feerie knows. The order is the order in which their hooks run when several
/// are in force (the first condition that claims a hook, such as walking the pieces, has it).
pub static REGISTRY: &[Entry] = &[
    entry!(dynamo, dynamo::DynamoOptions, 4),
    entry!(fda, fda::FdaOptions, 5, implied),
    entry!(imitator, imitator::ImitatorOptions, 1),
    entry!(miroir, miroir::MiroirOptions, 3),
    entry!(madrasi, madrasi::MadrasiOptions, 6),
    entry!(parrain, parrain::ParrainOptions, 2),
    entry!(circe, circe::CirceOptions, 7),
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
    /// The rules of `conditions` for play starting from `diagram`, with those its pieces imply
    /// (a piece whose moves a condition defines brings that condition's rules).
    pub fn new(diagram: &Position, conditions: &[Condition]) -> Ruleset {
        let mut rules: Vec<(usize, Arc<dyn Rules>)> = Vec::new();
        for c in conditions {
            let index = REGISTRY
                .iter()
                .position(|e| e.name == c.name())
                .unwrap_or(REGISTRY.len());
            rules.push((index, c.rules(diagram)));
        }
        for (index, e) in REGISTRY.iter().enumerate() {
            let stated = conditions.iter().any(|c| c.name() == e.name);
            if let (false, Some(implied)) = (stated, e.implied) {
                rules.extend(implied(diagram).map(|r| (index, r)));
            }
        }
        // The registry's order is the hooks' order.
        rules.sort_by_key(|(index, _)| *index);
        let rules = rules.into_iter().map(|(_, r)| r).collect();
        Ruleset::assemble(diagram, conditions.to_vec(), rules)
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
