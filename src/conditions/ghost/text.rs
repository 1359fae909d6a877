//! Ghost and Haunted chess in the text formats.
//!
//! * Popeye input: `condition GhostChess` or `condition HauntedChess` (French `EchecsGhost`,
//!   `EchecsHantes`, German `Geisterschach`, `Spukschach`), abbreviated as Popeye abbreviates.
//!   The writer writes `ghostchess` or `hauntedchess`.
//! * Move text: the ghosts a move brings back, after it: `[+nuBd8]` (colour, attributes,
//!   piece, square), as Popeye writes them.

use super::{summoned, GhostOptions};
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, MoveSlot, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::Language;
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(["GhostChess", "EchecsGhost", "Geisterschach"]),
    PopeyeWord::names(["HauntedChess", "EchecsHantes", "Spukschach"]),
];

/// Popeye's keyword of the options (as its conditions line prints it).
pub(super) fn keyword(o: &GhostOptions) -> &'static str {
    if o.haunted {
        "HauntedChess"
    } else {
        "GhostChess"
    }
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| GhostOptions { haunted: word == 1 })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        match condition.options::<GhostOptions>() {
            Some(o) => vec![keyword(o).to_lowercase()],
            None => Vec::new(),
        }
    }

    /// Alone: other conditions' captures and rebirths would have to bury their ghosts too.
    fn combines_with(&self, _other: &str) -> bool {
        false
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        if slot != MoveSlot::End {
            return;
        }
        for g in summoned(pos, mv) {
            out.push_str("[+");
            out.push(g.piece.colour().letter_in(lang));
            out.push_str(&g.attributes.prefix_in(g.piece.kind(), lang));
            out.push_str(g.piece.kind().letters_in(lang));
            out.push_str(&g.square.to_string());
            out.push(']');
        }
    }
}
