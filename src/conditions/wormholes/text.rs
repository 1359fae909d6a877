//! Wormholes in the text formats: Popeye's `condition Wormholes SQUARES` (French
//! `TrousDeVer`, German `Wurmloecher`), the squares written together as Popeye writes them
//! (`wormholes d4f1`) or apart; the writer writes `wormholes d4f1`. A move's transfer is
//! written as Popeye writes it (`[wKg1->d4]`), as the rebirth of a capturer is.

use super::WormholesOptions;
use crate::conditions::text::{
    parse_squares, squares_text, ConditionState, ConditionText, PopeyeDraft, PopeyeInput,
    PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "Wormholes",
    "TrousDeVer",
    "Wurmloecher",
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
        match condition.options::<WormholesOptions>() {
            Some(o) => vec!["wormholes".to_string(), squares_text(&o.squares)],
            None => Vec::new(),
        }
    }

    /// With the mummers and Patrouille (Popeye's tests of them agree), with Madrasi (its
    /// paralysis is Popeye's observer validation, which wormholes leave alone: a piece on a
    /// wormhole is paralysed even when every other wormhole is blocked, TESTS wurmloch #8),
    /// and with the Circé
    /// family where it says so (`circe::combinations`: the captured piece reborn after the
    /// transfer); other conditions' moves and rebirths have not been compared with Popeye's
    /// around wormholes.
    fn combines_with(&self, other: &str) -> bool {
        matches!(
            other,
            "white mummer" | "black mummer" | "patrouille" | "circe" | "madrasi"
        )
    }
}

/// The squares one problem names.
#[derive(Default)]
struct Draft {
    squares: Vec<Square>,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = word;
        while let Some(next) = input.peek() {
            let Some(squares) = parse_squares(next.text) else {
                break;
            };
            input.next();
            input.on_board(&squares, &next)?;
            self.squares.extend(squares);
        }
        if self.squares.is_empty() {
            return Err(tok.err(format!(
                "'{}' needs its squares, written together (e.g. '{} d4e5')",
                tok.text, tok.text
            )));
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(WormholesOptions::of(self.squares.iter().copied()))))
    }
}
