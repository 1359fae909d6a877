//! Annan in the text formats.
//!
//! * Popeye input: `condition AnnanChess` (French `AnnanEchecs`, German `Annanschach`),
//!   optionally followed by `TypeA` .. `TypeD` (German `TypA` ..). The writer writes
//!   `annanchess` and the type's English word when it is not A.

use super::{AnnanOptions, AnnanType};
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, Spellings, TextError,
    Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;

/// The conditions Annan combines with (their registry names; the Circé family says which of
/// its configurations play with it: MarsCirce, whose walk lends the walks too).
const OBSERVATION_CONDITIONS: [&str; 7] = [
    "madrasi",
    "circe parrain",
    "isardam",
    "functionary",
    "patrouille",
    "eiffel",
    "circe",
];

/// The condition's value for the registry.
pub struct Text;

const ANNAN: Spellings = ["AnnanChess", "AnnanEchecs", "Annanschach"];

/// The types, in English, French and German.
const TYPES: [(Spellings, AnnanType); 4] = [
    (["TypeA", "TypeA", "TypA"], AnnanType::A),
    (["TypeB", "TypeB", "TypB"], AnnanType::B),
    (["TypeC", "TypeC", "TypC"], AnnanType::C),
    (["TypeD", "TypeD", "TypD"], AnnanType::D),
];

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(ANNAN)];

#[derive(Default)]
struct Draft {
    options: AnnanOptions,
}

impl PopeyeDraft for Draft {
    /// The type after the name, abbreviated as Popeye abbreviates its lettered types.
    fn read(
        &mut self,
        _word: usize,
        _tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let lang = match input.language() {
            Language::English => 0,
            Language::French => 1,
            Language::German => 2,
        };
        if let Some(next) = input.peek() {
            let lower = next.text.to_lowercase();
            let fits: Vec<AnnanType> = TYPES
                .iter()
                .filter(|(s, _)| !lower.is_empty() && s[lang].to_lowercase().starts_with(&lower))
                .map(|(_, kind)| *kind)
                .collect();
            if let [kind] = fits.as_slice() {
                input.next();
                self.options.kind = *kind;
            }
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
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

    /// With the conditions that judge pieces by what observes them (their observation scans
    /// use the walks lent, `Hooks::LEND`); the others walk or judge the pieces their own way.
    fn combines_with(&self, other: &str) -> bool {
        OBSERVATION_CONDITIONS.contains(&other)
    }
}
