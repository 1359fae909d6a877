//! Circé in the text formats.
//!
//! * Popeye input: `condition circe`, with Popeye's variant word `rexinclusive` or
//!   `rexexclusive` (the default) after it (French `rexinclusif` / `rexexclusif`, German
//!   `rexinklusive` / `rexexklusive`, abbreviated as Popeye's variant words are). Circé
//!   combines with no other condition. The writer writes `circe` or `circe rexinclusive`.
//! * Move text: the rebirth is the move's own (`Move::rebirth`), written by the notation after
//!   the move as Popeye prints it: `Bh1*d5[+wRh1]`, `Ra5*e5[+bKe8]`.

use super::CirceOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const REX_INCLUSIVE: Spellings = ["RexInclusive", "RexInclusif", "RexInklusive"];
const REX_EXCLUSIVE: Spellings = ["RexExclusive", "RexExclusif", "RexExklusive"];

/// The word `circe` alone or with one of its variants; the second names RexInclusive.
static WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names(PopeyeWord::everywhere("Circe")),
    PopeyeWord::names_with(PopeyeWord::everywhere("Circe"), &[REX_INCLUSIVE]),
    PopeyeWord::names_with(PopeyeWord::everywhere("Circe"), &[REX_EXCLUSIVE]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| CirceOptions {
            rex_inclusive: word == 1,
        })
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<CirceOptions>() {
            Some(o) if o.rex_inclusive => vec!["circe rexinclusive".to_string()],
            Some(_) => vec!["circe".to_string()],
            None => Vec::new(),
        }
    }

    fn combines_with(&self, other: &str) -> bool {
        let _ = other;
        false
    }
}
