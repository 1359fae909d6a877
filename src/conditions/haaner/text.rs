//! Haaner chess in the text formats: Popeye's `condition HaanerChess` (French `Haan`, German
//! `HaanerSchach`), abbreviated as Popeye's names are; the writer writes `haanerchess`. Moves
//! have no marks of their own.

use super::HaanerOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["HaanerChess", "Haan", "HaanerSchach"])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<HaanerOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<HaanerOptions>() {
            vec!["haanerchess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// The diagram's holes (the same cells off the board) and the mummers, which only choose
    /// among the legal moves, holes made (BEISPIEL haan #4); other conditions' moves and
    /// rebirths are not made to respect holes.
    fn combines_with(&self, other: &str) -> bool {
        // (The Circé family says which of its configurations play with it.)
        matches!(other, "circe" | "hole" | "white mummer" | "black mummer")
    }
}
