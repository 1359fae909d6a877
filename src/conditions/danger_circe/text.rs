//! DangerCirce in the text formats: Popeye's `condition DangerCirce` (French `CirceDanger`,
//! German `GefahrenCirce`), abbreviated as Popeye's names are; the writer writes
//! `dangercirce`. Moves have no marks of their own (`d4-d2`, `f4*f2`).

use super::DangerCirceOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "DangerCirce",
    "CirceDanger",
    "GefahrenCirce",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<DangerCirceOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<DangerCirceOptions>() {
            vec!["dangercirce".to_string()]
        } else {
            Vec::new()
        }
    }

    /// None: its moves and checks are not composed with other conditions' yet.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }
}
