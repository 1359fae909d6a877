//! MultiCaptures in the text formats: Popeye's `condition MultiCaptures` (the same in French
//! and German), then optionally `White` or `Black` (`Blancs`, `Noirs`; `Weiss`, `Schwarz`),
//! abbreviated as Popeye reads them. The writer writes `multicaptures`, with ` white` or
//! ` black` after it. Moves have no marks of their own.

use super::MultiCapturesOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::{Language, Side};

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(PopeyeWord::everywhere("MultiCaptures"))];

/// The side words in English, French, German.
const SIDES: [[&str; 3]; 2] = [["White", "Blancs", "Weiss"], ["Black", "Noirs", "Schwarz"]];

/// The options as words: `MultiCaptures White` (`lower`: as the `condition` line writes them).
pub(super) fn phrase(o: &MultiCapturesOptions, lower: bool) -> String {
    let s = match o.only {
        None => "MultiCaptures",
        Some(Side::White) => "MultiCaptures White",
        Some(Side::Black) => "MultiCaptures Black",
    };
    if lower {
        s.to_lowercase()
    } else {
        s.to_string()
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
        match condition.options::<MultiCapturesOptions>() {
            Some(o) => vec![phrase(o, true)],
            None => Vec::new(),
        }
    }

    /// None: the other conditions' observations are not counted twice.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }
}

#[derive(Default)]
struct Draft {
    options: MultiCapturesOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = (word, tok);
        let lang = match input.language() {
            Language::English => 0,
            Language::French => 1,
            Language::German => 2,
        };
        let mut o = MultiCapturesOptions::default();
        if let Some(next) = input.peek() {
            let text = next.text.to_ascii_lowercase();
            let fits: Vec<usize> = (0..2)
                .filter(|&i| SIDES[i][lang].to_ascii_lowercase().starts_with(&text))
                .collect();
            if let [i] = fits[..] {
                input.next();
                o.only = Some(if i == 0 { Side::White } else { Side::Black });
            }
        }
        self.options = o;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}
