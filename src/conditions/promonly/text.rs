//! PromOnly in the text formats: Popeye's `condition PromOnly` (French `PromSeul`, German
//! `UWnur`) followed by piece codes in the file's language; the writer writes `promonly` with
//! the English codes. Moves carry no marks of their own.

use super::PromOnlyOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;
use crate::rules::ruleset::KindSet;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["PromOnly", "PromSeul", "UWnur"])];

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
        match condition.options::<PromOnlyOptions>() {
            Some(o) => {
                let mut words = vec!["promonly".to_string()];
                words.extend(
                    o.kinds
                        .iter()
                        .map(|k| k.code(Language::English).to_string()),
                );
                vec![words.join(" ")]
            }
            None => Vec::new(),
        }
    }
}

/// What the reader has read: the walks listed.
#[derive(Default)]
struct Draft {
    options: PromOnlyOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        _word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let mut o = PromOnlyOptions {
            kinds: KindSet::NONE,
        };
        for k in input.piece_codes() {
            o.kinds.insert(k);
        }
        if o.kinds.is_empty() {
            return Err(tok.err(format!("'{}': PromOnly needs its list of walks", tok.text)));
        }
        self.options = o;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}
