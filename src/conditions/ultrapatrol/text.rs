//! Ultra-Patrol chess in the text formats: Popeye's `condition UltraPatrol` (French and German
//! `UltraPatrouille`), no options; the writer writes `ultrapatrol`. Moves carry no marks of
//! their own.

use super::UltraPatrolOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "UltraPatrol",
    "UltraPatrouille",
    "UltraPatrouille",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<UltraPatrolOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<UltraPatrolOptions>() {
            vec!["ultrapatrol".to_string()]
        } else {
            Vec::new()
        }
    }
}
