//! SAT in the text formats: Popeye's `condition SAT`, optionally followed by a number `n` (a
//! king is in check with more than `n` flights); the writer writes `sat` or `sat n`. Moves
//! carry no marks of their own.

use super::SatOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(["SAT", "SAT", "SAT"]),
    PopeyeWord::names(["StrictSAT", "StrictSAT", "StrictSAT"]),
];

/// The condition as the `condition` line writes it.
pub(super) fn phrase(o: &SatOptions) -> String {
    let name = if o.strict { "StrictSAT" } else { "SAT" };
    if o.flights == 1 {
        name.to_string()
    } else {
        format!("{name} {}", o.flights - 1)
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
        match condition.options::<SatOptions>() {
            Some(o) => vec![phrase(o).to_lowercase()],
            None => Vec::new(),
        }
    }

    /// Andernach chess, whose side change is made before SAT's check of the position the move
    /// leaves is asked, each move played (BEISPIEL sat #2); and the Circé family (which says
    /// for which configurations: Circe not answering for check), whose rebirths leave the
    /// orthodox attacks SAT judges by. The others judge check their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "andernach" || other == "circe"
    }
}

#[derive(Default)]
struct Draft {
    options: SatOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = tok;
        let mut o = SatOptions {
            strict: word == 1,
            ..SatOptions::default()
        };
        if let Some(next) = input.peek() {
            if next.text.bytes().all(|b| b.is_ascii_digit()) {
                input.next();
                match next.text.parse::<u8>() {
                    Ok(n @ 0..=8) => o.flights = n + 1,
                    _ => {
                        return Err(next.err(format!(
                            "SAT: the number of flights allowed is 0 to 8, not {}",
                            next.text
                        )))
                    }
                }
                // Popeye reads a second number (Black's) and then refuses it.
                if let Some(second) = input.peek() {
                    if second.text.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(second.err(format!(
                            "SAT takes one number for both sides: '{}' is refused (as Popeye \
                             4.104 refuses it)",
                            second.text
                        )));
                    }
                }
            }
        }
        self.options = o;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}
