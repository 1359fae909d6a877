//! Messigny in the text formats.
//!
//! * Popeye input: `condition MessignyChess` (French `EchecsMessigny`, German
//!   `MessignySchach`), optionally followed by `RexExclusive` (`RexExclusif`, `RexExklusive`)
//!   or Popeye's default `RexInclusive`. The writer writes `messignychess` and
//!   `rexexclusive` when kings do not exchange.
//! * Move text: the exchange `Pa5<->Pb5` is the core's (`Special::Exchange`).

use super::MessignyOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const MESSIGNY: Spellings = ["MessignyChess", "EchecsMessigny", "MessignySchach"];
const REX_EXCLUSIVE: Spellings = ["RexExclusive", "RexExclusif", "RexExklusive"];
const REX_INCLUSIVE: Spellings = ["RexInclusive", "RexInclusif", "RexInklusive"];

static WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names(MESSIGNY),
    PopeyeWord::names_with(MESSIGNY, &[REX_EXCLUSIVE]),
    PopeyeWord::names_with(MESSIGNY, &[REX_INCLUSIVE]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| MessignyOptions {
            rex_exclusive: word == 1,
        })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        match condition.options::<MessignyOptions>() {
            Some(o) if o.rex_exclusive => vec!["messignychess rexexclusive".to_string()],
            Some(_) => vec!["messignychess".to_string()],
            None => Vec::new(),
        }
    }

    /// Bichrome, which filters its exchanges like any move; the others play moves their own
    /// way.
    fn combines_with(&self, other: &str) -> bool {
        other == "bichrome"
    }
}
