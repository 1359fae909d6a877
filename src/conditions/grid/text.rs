//! Grid chess in the text formats.
//!
//! * Popeye input: `condition GridChess` (French `Grille`, German `Gitterschach`), optionally
//!   followed by `VerticalShift`, `HorizontalShift` or `DiagonalShift` (French
//!   `VerticalDecalage`, …; German `VertikalVerschieben`, …). The writer writes `gridchess`
//!   and the shift's English word.

use super::{GridOptions, GridShift};
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, Spellings, TextError,
    Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;

/// The condition's value for the registry.
pub struct Text;

const GRID: Spellings = ["GridChess", "Grille", "Gitterschach"];

/// The shifts, in Popeye's order, in English, French and German.
const SHIFTS: [(Spellings, GridShift); 3] = [
    (
        ["VerticalShift", "VerticalDecalage", "VertikalVerschieben"],
        GridShift::Vertical,
    ),
    (
        [
            "HorizontalShift",
            "HorizontalDecalage",
            "HorizontalVerschieben",
        ],
        GridShift::Horizontal,
    ),
    (
        ["DiagonalShift", "DiagonalDecalage", "DiagonalVerschieben"],
        GridShift::Diagonal,
    ),
];

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(GRID)];

#[derive(Default)]
struct Draft {
    options: GridOptions,
}

impl PopeyeDraft for Draft {
    /// The shift after the name, abbreviated as Popeye abbreviates its variant words.
    fn read(
        &mut self,
        _word: usize,
        _tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let lang = language_index(input.language());
        if let Some(next) = input.peek() {
            let lower = next.text.to_lowercase();
            let fits: Vec<GridShift> = SHIFTS
                .iter()
                .filter(|(s, _)| !lower.is_empty() && s[lang].to_lowercase().starts_with(&lower))
                .map(|(_, shift)| *shift)
                .collect();
            if let [shift] = fits.as_slice() {
                input.next();
                self.options.shift = *shift;
            }
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}

fn language_index(lang: Language) -> usize {
    match lang {
        Language::English => 0,
        Language::French => 1,
        Language::German => 2,
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
        match condition.options::<GridOptions>() {
            Some(o) => match o.shift.keyword() {
                Some(w) => vec![format!("gridchess {}", w.to_lowercase())],
                None => vec!["gridchess".to_string()],
            },
            None => Vec::new(),
        }
    }

    /// With the mummers, which only choose among the legal moves Grid leaves, with the
    /// diagram's holes (cells off the board, which no move reaches), and with Madrasi, whose
    /// paralysis and check ask Grid's geometry (`Rules::observation_geometry`); the others
    /// judge moves and checks their own way.
    fn combines_with(&self, other: &str) -> bool {
        matches!(other, "white mummer" | "black mummer" | "hole" | "madrasi")
    }
}
