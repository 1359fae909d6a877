//! Monochrome chess in the text formats: Popeye's `condition monochromchess` (French
//! `Monochromatique`, German `MonochromesSchach`), abbreviated as Popeye's names are. Moves have no
//! marks of their own.

use super::MonochromeOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "MonochromChess",
    "Monochromatique",
    "MonochromesSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<MonochromeOptions>()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        if condition.is::<MonochromeOptions>() {
            vec!["monochromchess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// The mummers only: its filters are judged with the orthodox moves and attacks, which
    /// the mummers only choose among (and, under `Ultra`, take attacks away from).
    fn combines_with(&self, other: &str) -> bool {
        other == "white mummer" || other == "black mummer"
    }
}
