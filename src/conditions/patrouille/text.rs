//! Patrol chess in the text formats: Popeye's `condition Patrouille` (German
//! `PatrouilleSchach`), no options; the writer writes `patrouille`. Moves carry no marks of
//! their own.

use super::PatrouilleOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "Patrouille",
    "Patrouille",
    "PatrouilleSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<PatrouilleOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<PatrouilleOptions>() {
            vec!["patrouille".to_string()]
        } else {
            Vec::new()
        }
    }
}
