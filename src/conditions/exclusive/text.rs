//! Exclusive chess in the text formats: Popeye's `condition ExclusiveChess` (French
//! `EchecsExclusif`, German `ExklusivSchach`), no options; the writer writes `exclusivechess`. Moves
//! carry no marks of their own.

use super::ExclusiveOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "ExclusiveChess",
    "EchecsExclusif",
    "ExklusivSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<ExclusiveOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<ExclusiveOptions>() {
            vec!["exclusivechess".to_string()]
        } else {
            Vec::new()
        }
    }
}
