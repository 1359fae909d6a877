//! Andernach in the text formats.
//!
//! * Popeye input: `condition AndernachChess` (French `EchecsAndernach`, German
//!   `AndernachSchach`) or `condition AntiAndernachChess` (`EchecsAntiAndernach`,
//!   `AntiAndernachSchach`), abbreviated as Popeye abbreviates. The writer writes
//!   `andernachchess` or `antiandernachchess`.
//! * Move text: the change of colour `=w` / `=b` after the move is the core's
//!   (`Move::recolour`).

use super::AndernachOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(["AndernachChess", "EchecsAndernach", "AndernachSchach"]),
    PopeyeWord::names([
        "AntiAndernachChess",
        "EchecsAntiAndernach",
        "AntiAndernachSchach",
    ]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| AndernachOptions { anti: word == 1 })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        match condition.options::<AndernachOptions>() {
            Some(o) if o.anti => vec!["antiandernachchess".to_string()],
            Some(_) => vec!["andernachchess".to_string()],
            None => Vec::new(),
        }
    }

    /// With the conditions that only let pieces act while supported (their test reads the
    /// position before the move, and the capture filter judges checks after it, the colours
    /// changed), and SAT, whose check is asked of the position each move leaves, played in
    /// full; the other conditions play the move their own way.
    fn combines_with(&self, other: &str) -> bool {
        // (The Circé family says which of its configurations play with it: AntiCirce.)
        other == "ultrapatrol" || other == "patrouille" || other == "circe" || other == "sat"
    }
}
