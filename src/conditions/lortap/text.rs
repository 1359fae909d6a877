//! Lortap in the text formats: Popeye's `condition Lortap` (French and German
//! `Elliuortap`), no options; the writer writes `lortap`. Moves carry no marks of
//! their own.

use super::LortapOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["Lortap", "Elliuortap", "Elliuortap"])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<LortapOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<LortapOptions>() {
            vec!["lortap".to_string()]
        } else {
            Vec::new()
        }
    }
}
