//! Volage in the text formats.
//!
//! * Popeye input: `condition Volage` or `condition Hypervolage` (the same in French and
//!   German), abbreviated as Popeye abbreviates. The writer writes `volage` or `hypervolage`.
//! * Move text: the change of side `=b` / `=w` after the move is the core's
//!   (`Move::recolour`).

use super::VolageOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(["Volage", "Volage", "Volage"]),
    PopeyeWord::names(["Hypervolage", "Hypervolage", "Hypervolage"]),
];

/// Popeye's keyword of the options (as its conditions line prints it).
pub(super) fn keyword(o: &VolageOptions) -> &'static str {
    if o.hyper {
        "Hypervolage"
    } else {
        "Volage"
    }
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| VolageOptions { hyper: word == 1 })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        match condition.options::<VolageOptions>() {
            Some(o) => vec![keyword(o).to_lowercase()],
            None => Vec::new(),
        }
    }

    /// Alone but with the Circé family where it says so (MarsCirce, whose mover changes by
    /// its own departure square; Circe's and AntiCirce's rebirths, which change reborn pieces
    /// too, see `super::rebirth`) and with Circé Parrain.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe" || other == "circe parrain" || other == "einstein"
    }
}
