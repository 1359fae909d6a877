//! Madrasi in the text formats.
//!
//! * Popeye input: `condition madrasi`, with Popeye's variant word `rexinclusive` after it when
//!   kings take part (French `rexinclusif`, German `rexinklusive`, abbreviated as Popeye's
//!   variant words are). Madrasi combines only with Circé Parrain (the other conditions judge
//!   moves and checks their own way). The writer writes `madrasi` or `madrasi rexinclusive`.

use super::MadrasiOptions;
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

const REX_INCLUSIVE: Spellings = ["RexInclusive", "RexInclusif", "RexInklusive"];

/// The word `madrasi` alone or with RexInclusive.
static WORDS: [PopeyeWord; 2] = [
    PopeyeWord::names(PopeyeWord::everywhere("Madrasi")),
    PopeyeWord::names_with(PopeyeWord::everywhere("Madrasi"), &[REX_INCLUSIVE]),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|word| MadrasiOptions {
            rex_inclusive: word == 1,
        })
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<MadrasiOptions>() {
            Some(o) if o.rex_inclusive => vec!["madrasi rexinclusive".to_string()],
            Some(_) => vec!["madrasi".to_string()],
            None => Vec::new(),
        }
    }

    /// Circé Parrain (its rebirths follow the move, whose legality Madrasi judges) and Annan
    /// chess (Madrasi's observation scans use the walks Annan lends), and the Circé family where
    /// it says so (MarsCirce: the scans observe from the rebirth squares), and Wormholes
    /// (paralysis is observer validation, which wormholes leave alone, as in Popeye), and Grid
    /// chess (paralysis and check ask Grid's geometry: an observation within a cell is none).
    fn combines_with(&self, other: &str) -> bool {
        other == "circe parrain"
            || other == "annan"
            || other == "circe"
            || other == "wormholes"
            || other == "grid"
    }
}
