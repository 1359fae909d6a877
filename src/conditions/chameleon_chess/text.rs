//! Chameleon chess in the text formats: Popeye's `condition ChameleonChess` (French
//! `EchecsCameleon`, German `ChamaeleonSchach`), abbreviated as Popeye's names are. The change
//! of kind is written by the core, as a promotion (`Rh1-h8=Q`).

use super::ChameleonChessOptions;
use crate::conditions::text::{
    plain_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "ChameleonChess",
    "EchecsCameleon",
    "ChamaeleonSchach",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        plain_draft::<ChameleonChessOptions>()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        if condition.is::<ChameleonChessOptions>() {
            vec!["chameleonchess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// Alone but with the Circé family where it says so (MarsCirce, whose mover changes on
    /// arrival as usual): others change the moving piece or read promotions their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe"
    }
}
