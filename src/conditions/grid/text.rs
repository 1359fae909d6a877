//! Grid chess in the text formats.
//!
//! * Popeye input: `condition GridChess` (French `Grille`, German `Gitterschach`), optionally
//!   followed by `VerticalShift`, `HorizontalShift` or `DiagonalShift` (French
//!   `VerticalDecalage`, …; German `VertikalVerschieben`, …). The writer writes `gridchess`
//!   and the shift's English word.

use super::{GridOptions, GridShift};
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const GRID: Spellings = ["GridChess", "Grille", "Gitterschach"];
const VERTICAL: Spellings = ["VerticalShift", "VerticalDecalage", "VertikalVerschieben"];
const HORIZONTAL: Spellings = [
    "HorizontalShift",
    "HorizontalDecalage",
    "HorizontalVerschieben",
];
const DIAGONAL: Spellings = ["DiagonalShift", "DiagonalDecalage", "DiagonalVerschieben"];

static WORDS: [PopeyeWord; 4] = [
    PopeyeWord::names(GRID),
    PopeyeWord::names_with(GRID, &[VERTICAL]),
    PopeyeWord::names_with(GRID, &[HORIZONTAL]),
    PopeyeWord::names_with(GRID, &[DIAGONAL]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| GridOptions {
            shift: match word {
                1 => GridShift::Vertical,
                2 => GridShift::Horizontal,
                3 => GridShift::Diagonal,
                _ => GridShift::None,
            },
        })
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

    /// Alone: the others judge moves and checks their own way.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }
}
