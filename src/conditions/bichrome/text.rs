//! Bichrome chess in the text formats: Popeye's `condition bichromchess` (French
//! `Bichromatique`, German `BichromesSchach`), abbreviated as Popeye's names are. Moves have no
//! marks of their own.

use super::BichromeOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "BichromChess",
    "Bichromatique",
    "BichromesSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<BichromeOptions>()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        if condition.is::<BichromeOptions>() {
            vec!["bichromchess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// Messigny, whose exchanges it filters as moves from one square to the other (as
    /// Popeye does); with the others its filters would be judged with the orthodox moves and
    /// attacks only.
    fn combines_with(&self, other: &str) -> bool {
        other == "messigny"
    }
}
