//! Checkless chess in the text formats: Popeye's `condition ChecklessChess` (French
//! `SansEchecs`, German `OhneSchach`), no options; the writer writes `checklesschess`. Moves
//! carry no marks of their own.

use super::ChecklessOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "ChecklessChess",
    "SansEchecs",
    "OhneSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<ChecklessOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<ChecklessOptions>() {
            vec!["checklesschess".to_string()]
        } else {
            Vec::new()
        }
    }
}
