//! Alphabetic chess in the text formats: Popeye's `condition alphabeticchess` (French
//! `EchecsAlphabetiques`, German `AlphabetischesSchach`) binds both sides,
//! `whitealphabeticchess` / `blackalphabeticchess` (`BlancEchecsAlphabetiques`,
//! `WeissesAlphabetischesSchach`, …) one. Moves have no marks of their own.

use super::{popeye_name, AlphabeticOptions};
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Side;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names([
        "AlphabeticChess",
        "EchecsAlphabetiques",
        "AlphabetischesSchach",
    ]),
    PopeyeWord::names([
        "WhiteAlphabeticChess",
        "BlancEchecsAlphabetiques",
        "WeissesAlphabetischesSchach",
    ]),
    PopeyeWord::names([
        "BlackAlphabeticChess",
        "NoirEchecsAlphabetiques",
        "SchwarzesAlphabetischesSchach",
    ]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| AlphabeticOptions {
            side: match word {
                1 => Some(Side::White),
                2 => Some(Side::Black),
                _ => None,
            },
        })
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<AlphabeticOptions>() {
            Some(o) => vec![popeye_name(o.side).to_ascii_lowercase()],
            None => Vec::new(),
        }
    }

    /// None: it judges legality itself.
    fn combines_with(&self, other: &str) -> bool {
        let _ = other;
        false
    }
}
