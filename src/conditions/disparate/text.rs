//! Disparate chess in the text formats: Popeye's `condition disparate` (the same word in
//! French and German), abbreviated as Popeye's names are. Moves have no marks of their own.

use super::DisparateOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(PopeyeWord::everywhere("Disparate"))];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<DisparateOptions>()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        if condition.is::<DisparateOptions>() {
            vec!["disparate".to_string()]
        } else {
            Vec::new()
        }
    }

    /// Make&Take, whose attacks ask the capture filters: with the others its filters would be
    /// judged with the orthodox moves and attacks only.
    fn combines_with(&self, other: &str) -> bool {
        other == "make&take"
    }
}
