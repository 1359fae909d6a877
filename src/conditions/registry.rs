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
}

/// One line per condition: its module and its options type.
macro_rules! entry {
    ($module:ident, $options:ty) => {
        Entry {
            name: <$options as Options>::NAME,
            text: &$module::Text,
            session: &$module::Session,
            view: &$module::View,
            implied: None,
        }
    };
    ($module:ident, $options:ty, implied) => {
        Entry {
            implied: Some($module::implied),
            ..entry!($module, $options)
        }
    };
}

/// Every condition feerie knows. The order is the order in which their hooks run when several
/// are in force (the first condition that claims a hook, such as walking the pieces, has it).
pub static REGISTRY: &[Entry] = &[
    entry!(dynamo, dynamo::DynamoOptions),
    entry!(fda, fda::FdaOptions, implied),
    entry!(imitator, imitator::ImitatorOptions),
    entry!(miroir, miroir::MiroirOptions),
    entry!(madrasi, madrasi::MadrasiOptions),
    entry!(parrain, parrain::ParrainOptions),
    entry!(circe, circe::CirceOptions),
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
