//! #C in the text formats: Popeye's `condition #C` (the same in French and German), no
//! options; the writer writes `#C`. The side changes are written after the move, square by
//! square from a1 (`[d5=b]`), by the rules (`Rules::played_parts`): only playing the move
//! tells them.

use super::MateCOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["#C", "#C", "#C"])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<MateCOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<MateCOptions>() {
            vec!["#C".to_string()]
        } else {
            Vec::new()
        }
    }
}
