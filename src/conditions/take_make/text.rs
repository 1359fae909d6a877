//! Take&Make in the text formats.
//!
//! * Popeye input: `condition Take&MakeChess` (French `Take&MakeEchecs`, German
//!   `Take&MakeSchach`), abbreviated as Popeye abbreviates. The writer writes
//!   `take&makechess`.
//! * Move text: the capture and the make, `Kc2*d2-d1`, are the core's (`Special::CaptureAt`).

use super::TakeMakeOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "Take&MakeChess",
    "Take&MakeEchecs",
    "Take&MakeSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<TakeMakeOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<TakeMakeOptions>() {
            vec!["take&makechess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// With Isardam (which judges the legality of the moves made in full) and the Circé
    /// family, which reborns the piece taken once the make is made, in the configurations
    /// it admits, and the mummers, which measure a move from its departure to the make's
    /// arrival, as Popeye's move generated holds them (BEISPIEL takemake #15, #18); the
    /// others play captures their own way.
    fn combines_with(&self, other: &str) -> bool {
        matches!(other, "isardam" | "circe" | "white mummer" | "black mummer")
    }
}
