//! Isardam in the text formats: Popeye's `condition Isardam`, then optionally `TypeA` or
//! `TypeB` (German `TypA`, `TypB`), then optionally `RexInclusive` (French `RexInclusif`,
//! German `RexInklusive`), abbreviated as Popeye's words are. The writer writes `isardam`,
//! `isardam typeb`, with ` rexinclusive` after it when kings take part. Moves carry no marks of
//! their own.

use super::IsardamOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const ISARDAM: Spellings = ["Isardam", "Isardam", "Isardam"];
const TYPE_A: Spellings = ["TypeA", "TypeA", "TypA"];
const TYPE_B: Spellings = ["TypeB", "TypeB", "TypB"];
const REX_INCLUSIVE: Spellings = ["RexInclusive", "RexInclusif", "RexInklusive"];

/// The words naming Isardam; word `w` has type B when `w % 3 == 2` and RexInclusive when
/// `w >= 3`.
static WORDS: [PopeyeWord; 6] = [
    PopeyeWord::names(ISARDAM),
    PopeyeWord::names_with(ISARDAM, &[TYPE_A]),
    PopeyeWord::names_with(ISARDAM, &[TYPE_B]),
    PopeyeWord::names_with(ISARDAM, &[REX_INCLUSIVE]),
    PopeyeWord::names_with(ISARDAM, &[TYPE_A, REX_INCLUSIVE]),
    PopeyeWord::names_with(ISARDAM, &[TYPE_B, REX_INCLUSIVE]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|w| IsardamOptions {
            type_b: w % 3 == 2,
            rex_inclusive: w >= 3,
        })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        let Some(o) = condition.options::<IsardamOptions>() else {
            return Vec::new();
        };
        let mut words = String::from("isardam");
        if o.type_b {
            words.push_str(" typeb");
        }
        if o.rex_inclusive {
            words.push_str(" rexinclusive");
        }
        vec![words]
    }
}
