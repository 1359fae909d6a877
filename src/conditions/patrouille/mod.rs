//! Patrol chess, as Popeye 4.104 defines it (`condition Patrouille`, German
//! `PatrouilleSchach`; no options).
//!
//! A piece may capture, and so give check, only while a piece of its own side observes it
//! (supports it). Observation is capture geometry, whatever the observer itself may do. Moves
//! that capture nothing are free; castling is never a capture. Check is an attack by a
//! supported piece, so a king may stand where only unsupported pieces attack, and a move that
//! takes the support away from an enemy checker (capturing or blocking its supporter) answers
//! the check. Legality is the orthodox verdict where it allows a move (support only takes
//! attacks away), the move played otherwise.

mod options;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for PatrouilleOptions {
    const NAME: &'static str = "patrouille";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        crate::rules::support_filter::SupportFilter::rules(supported, true)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Patrouille".to_string()]
    }

    /// A patrol piece is one like every other under the condition: Popeye plays and writes it
    /// as if it had no attribute (`Rc4*c6`, no `Patrol` line in the header).
    fn absorbed_attributes(&self) -> crate::rules::piece::Attributes {
        crate::rules::piece::Attributes::NONE.with(crate::rules::piece::Attribute::Patrol)
    }
}

/// Whether a piece of `side` observes `sq` (where a piece of `side` stands); a paralysing or
/// paralysed piece observes nothing.
#[inline]
pub fn supported(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    crate::rules::attributes::supported(pos, sq, side, rs)
}
