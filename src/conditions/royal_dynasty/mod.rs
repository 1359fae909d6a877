//! Royal Dynasty, as Popeye 4.104 plays it (`condition RoyalDynasty`; French
//! `DynastieRoyale`, German `KoenigsDynastie`; no options).
//!
//! A side may have several kings. Only a side's single king is royal: while it has two or
//! more, none of them can be checked or mated (they are captured like any piece), and when
//! the others are gone the one left is royal again. Pawns may promote into kings. Castling is
//! Popeye's: a side with several kings in the diagram has no castling right with its king, a
//! side's right goes when it gains a second king, and none comes back when a single king is
//! left standing on its castling square (BEISPIEL dynasty #4; the rooks keep theirs
//! meanwhile). The position keeps the king square (`Position::settle_kings`); the condition
//! settles it once each move is played.
//!
//! Royal pieces of other kinds are ordinary ones: Popeye clears every piece's royalty under
//! the condition (`Options::absorbed_attributes`). Not played: neutral pieces (Popeye refuses
//! them with the condition too), and a diagram whose rook right feerie drops because no king stood on its
//! castling square there (feerie's rook rights live beside a king's, Popeye's on their own).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::piece::{Attribute, Attributes, Colour};
use crate::rules::position::Position;

impl crate::rules::condition::Options for RoyalDynastyOptions {
    const NAME: &'static str = "royal dynasty";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Popeye refuses neutral pieces (`TooFairyForNeutral`) with the condition.
    fn refuses(&self, diagram: &Position) -> Option<String> {
        (!diagram.occupied_by(Colour::Neutral).is_empty()).then(|| {
            "neutral pieces with RoyalDynasty (Popeye: too much fairy chess for neutral pieces)"
                .into()
        })
    }

    /// Popeye clears every piece's royalty under the condition (its `locate_royals`): a royal
    /// piece is an ordinary one.
    fn absorbed_attributes(&self) -> Attributes {
        Attributes::NONE.with(Attribute::Royal)
    }

    fn several_kings(&self) -> bool {
        true
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["RoyalDynasty".to_string()]
    }
}

#[cfg(test)]
mod tests;
