//! Lèse-majesté in the text formats: Popeye's `condition LeseMajeste` (the same in French and
//! German), abbreviated as Popeye abbreviates; the writer writes `lesemajeste`. Moves carry no
//! marks of their own.

use super::LeseMajesteOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "LeseMajeste",
    "LeseMajeste",
    "LeseMajeste",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<LeseMajesteOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<LeseMajesteOptions>() {
            vec!["lesemajeste".to_string()]
        } else {
            Vec::new()
        }
    }

    /// Alone: with another condition a king might be taken by that condition's own moves.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }
}
