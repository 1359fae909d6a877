//! Royal Dynasty in the text formats: Popeye's `condition RoyalDynasty` (French
//! `DynastieRoyale`, German `KoenigsDynastie`), abbreviated as Popeye abbreviates; the writer
//! writes `royaldynasty`. Moves carry no marks of their own; FEN needs no field (the kings
//! are the diagram's).

use super::RoyalDynastyOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "RoyalDynasty",
    "DynastieRoyale",
    "KoenigsDynastie",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<RoyalDynastyOptions>()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<RoyalDynastyOptions>() {
            vec!["royaldynasty".to_string()]
        } else {
            Vec::new()
        }
    }

    /// With Circe only (its plain configurations, which reborn a king that is not royal as
    /// Popeye does: the Circé family says which): the other conditions read the king square
    /// their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe"
    }
}
