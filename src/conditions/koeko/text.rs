//! KoeKo in the text formats.
//!
//! * Popeye input: `condition KoeKo` (French `Koeko`, German `KoeKo`), optionally followed by
//!   `Neighbour <piece>` (French `Voisin`, German `Nachbar`) naming a leaper of
//!   [`super::NEIGHBOURS`] in the file's language; `condition NewKoeko` (`KoekoNouveaux`,
//!   `NeuKoeko`). The writer writes `koeko`, `koeko neighbour s`, `newkoeko`.

use super::{KoekoOptions, NEIGHBOURS};
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::{Language, PieceKind};

/// The condition's value for the registry.
pub struct Text;

const NEIGHBOUR: [&str; 3] = ["Neighbour", "Voisin", "Nachbar"];

static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(["KoeKo", "Koeko", "KoeKo"]),
    PopeyeWord::names(["NewKoeko", "KoekoNouveaux", "NeuKoeko"]),
];

#[derive(Default)]
struct Draft {
    options: KoekoOptions,
}

fn language_index(lang: Language) -> usize {
    match lang {
        Language::English => 0,
        Language::French => 1,
        Language::German => 2,
    }
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        _tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        if word == 1 {
            self.options.new = true;
            return Ok(());
        }
        let lang = input.language();
        let Some(next) = input.peek() else {
            return Ok(());
        };
        let keyword = NEIGHBOUR[language_index(lang)];
        let lower = next.text.to_lowercase();
        if lower.is_empty() || !keyword.to_lowercase().starts_with(&lower) {
            return Ok(());
        }
        let word = input.next().expect("peeked");
        let piece = input.argument(&word, "Neighbour needs a piece")?;
        let kind = input
            .piece_code(piece.text)
            .filter(|k| NEIGHBOURS.contains(k))
            .ok_or_else(|| {
                piece.err(format!(
                    "'{}' is no neighbourhood piece of KoeKo (a leaper: {})",
                    piece.text,
                    NEIGHBOURS
                        .iter()
                        .map(|k| k.letters())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?;
        self.options.neighbour = kind;
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
        match condition.options::<KoekoOptions>() {
            Some(o) if o.new => vec!["newkoeko".to_string()],
            Some(o) if o.neighbour != PieceKind::King => vec![format!(
                "koeko neighbour {}",
                o.neighbour.letters().to_lowercase()
            )],
            Some(_) => vec!["koeko".to_string()],
            None => Vec::new(),
        }
    }

    /// Circe Parrain (its rebirth is part of the move, so the reborn piece gives contact, as
    /// in Popeye) and the mummers (they choose among the legal moves); the others judge moves
    /// and checks their own way.
    fn combines_with(&self, other: &str) -> bool {
        // (The Circé family says which of its configurations play with it.)
        matches!(
            other,
            "circe" | "circe parrain" | "white mummer" | "black mummer"
        )
    }
}
