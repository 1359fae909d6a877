//! Plus chess in the text formats: Popeye's `condition PlusChess` (French `EchecsPlus`, German
//! `PlusSchach`), no options; the writer writes `pluschess`. A capture from another centre
//! square is written with it, as Mars Circe's from the rebirth square: `Sd4-e5*f7`.

use super::PlusOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["PlusChess", "EchecsPlus", "PlusSchach"])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<PlusOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<PlusOptions>() {
            vec!["pluschess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// The conditions that judge captures by observation (Patrol, Functionary chess: their
    /// scans observe from the centre squares too, as Popeye's); the others are refused
    /// (Popeye refuses several: "MarsCirce, PlusChess, PhantomChess or Make&Take are
    /// incompatible with several fairy conditions").
    fn combines_with(&self, other: &str) -> bool {
        matches!(other, "patrouille" | "functionary")
    }
}
