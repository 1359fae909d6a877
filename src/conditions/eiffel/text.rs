//! Eiffel chess in the text formats: Popeye's `condition EiffelChess` (French
//! `EchecsEiffel`, German `EiffelSchach`), no options; the writer writes `eiffelchess`. Moves carry no marks of
//! their own.

use super::EiffelOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "EiffelChess",
    "EchecsEiffel",
    "EiffelSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<EiffelOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<EiffelOptions>() {
            vec!["eiffelchess".to_string()]
        } else {
            Vec::new()
        }
    }
}
