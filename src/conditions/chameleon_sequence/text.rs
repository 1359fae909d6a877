//! ChameleonSequence in the text formats: Popeye's `condition ChameleonSequence` (French
//! `CameleonSequence`, German `Chamaeleonsequenz`) followed by piece codes in the file's
//! language; the writer writes `chameleonsequence` with the English codes.

use super::ChameleonSequenceOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "ChameleonSequence",
    "CameleonSequence",
    "Chamaeleonsequenz",
])];

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
        match condition.options::<ChameleonSequenceOptions>() {
            Some(o) => {
                let mut words = vec!["chameleonsequence".to_string()];
                words.extend(
                    o.walks
                        .iter()
                        .map(|k| k.code(Language::English).to_string()),
                );
                vec![words.join(" ")]
            }
            None => Vec::new(),
        }
    }

    /// Alone but with PromOnly, which only chooses the walks pawns promote to (into
    /// chameleons of the sequence's walks too, `h7-h8=Q=c`): the other conditions that change
    /// walks (Chameleon chess, Circe Chameleon) keep Popeye's default sequence here.
    fn combines_with(&self, other: &str) -> bool {
        other == "promonly"
    }
}

/// What the reader has read: the walks listed.
#[derive(Default)]
struct Draft {
    options: ChameleonSequenceOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        _word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let walks = input.piece_codes();
        self.options = ChameleonSequenceOptions::listed(&walks).ok_or_else(|| {
            tok.err(format!(
                "'{}': ChameleonSequence needs a cycle of two walks or more, none twice",
                tok.text
            ))
        })?;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options.clone())))
    }
}
