//! Functionary chess in the text formats: Popeye's `condition FunctionaryChess` (French
//! `EchecsFonctionnaire`, German `BeamtenSchach`), no options; the writer writes
//! `functionarychess`. Moves carry no marks of their own.

use super::FunctionaryOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "FunctionaryChess",
    "EchecsFonctionnaire",
    "BeamtenSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<FunctionaryOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<FunctionaryOptions>() {
            vec!["functionarychess".to_string()]
        } else {
            Vec::new()
        }
    }
}
