//! Make&Take in the text formats.
//!
//! * Popeye input: `condition Make&TakeChess` (French `Make&TakeEchecs`, German
//!   `Make&TakeSchach`), abbreviated as Popeye abbreviates. The writer writes
//!   `make&takechess`. Moves are written as orthodox moves (`Qf1*a6`).

use super::MakeTakeOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "Make&TakeChess",
    "Make&TakeEchecs",
    "Make&TakeSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<MakeTakeOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<MakeTakeOptions>() {
            vec!["make&takechess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// Disparate, whose observation filter its attacks ask, and the mummers (they choose
    /// among the legal moves, a capture measured from its departure to its capture square);
    /// the others play captures their own way; the Circe family where its configuration says
    /// so (`crate::conditions::circe`'s combinations).
    fn combines_with(&self, other: &str) -> bool {
        matches!(
            other,
            "disparate" | "white mummer" | "black mummer" | "circe"
        )
    }
}
