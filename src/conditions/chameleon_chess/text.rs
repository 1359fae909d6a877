//! Chameleon chess in the text formats: Popeye's `condition ChameleonChess` (French
//! `EchecsCameleon`, German `ChamaeleonSchach`), abbreviated as Popeye's names are. The change
//! of kind is written by the core, as a promotion (`Rh1-h8=Q`).

use super::ChameleonChessOptions;
use crate::conditions::chameleon_sequence::ChameleonSequenceOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;

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
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        let Some(o) = condition.options::<ChameleonChessOptions>() else {
            return Vec::new();
        };
        let mut words = vec!["chameleonchess".to_string()];
        for k in o.sequence.iter().flat_map(|s| &s.walks) {
            words.push(k.code(Language::English).to_string());
        }
        vec![words.join(" ")]
    }

    /// Alone but with the Circé family where it says so (MarsCirce, whose mover changes on
    /// arrival as usual): others change the moving piece or read promotions their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe"
    }
}

/// What the reader has read: the walks listed after the keyword, if any.
#[derive(Default)]
struct Draft {
    options: ChameleonChessOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        _word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let walks = input.piece_codes();
        if walks.is_empty() {
            self.options = ChameleonChessOptions::default();
            return Ok(());
        }
        let sequence = ChameleonSequenceOptions::listed(&walks).ok_or_else(|| {
            tok.err(format!(
                "'{}': the walks after ChameleonChess must make a cycle of two walks or more, \
                 none twice",
                tok.text
            ))
        })?;
        self.options = ChameleonChessOptions {
            sequence: Some(sequence),
        };
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options.clone())))
    }
}
