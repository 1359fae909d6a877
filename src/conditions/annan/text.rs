//! Annan in the text formats.
//!
//! * Popeye input: `condition AnnanChess` (French `AnnanEchecs`, German `Annanschach`),
//!   optionally followed by `TypeA` .. `TypeD` (German `TypA` ..). The writer writes
//!   `annanchess` and the type's English word when it is not A.

use super::{AnnanOptions, AnnanType};
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const ANNAN: Spellings = ["AnnanChess", "AnnanEchecs", "Annanschach"];
const TYPE_A: Spellings = ["TypeA", "TypeA", "TypA"];
const TYPE_B: Spellings = ["TypeB", "TypeB", "TypB"];
const TYPE_C: Spellings = ["TypeC", "TypeC", "TypC"];
const TYPE_D: Spellings = ["TypeD", "TypeD", "TypD"];

static WORDS: [PopeyeWord; 5] = [
    PopeyeWord::names(ANNAN),
    PopeyeWord::names_with(ANNAN, &[TYPE_A]),
    PopeyeWord::names_with(ANNAN, &[TYPE_B]),
    PopeyeWord::names_with(ANNAN, &[TYPE_C]),
    PopeyeWord::names_with(ANNAN, &[TYPE_D]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| AnnanOptions {
            kind: match word {
                2 => AnnanType::B,
                3 => AnnanType::C,
                4 => AnnanType::D,
                _ => AnnanType::A,
            },
        })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        match condition.options::<AnnanOptions>() {
            Some(o) if o.kind == AnnanType::A => vec!["annanchess".to_string()],
            Some(o) => vec![format!("annanchess {}", o.kind.word().to_lowercase())],
            None => Vec::new(),
        }
    }

    /// Alone: the others walk the pieces their own way.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }
}
