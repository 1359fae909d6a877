//! Ultra-Patrol chess, as Popeye 4.104 defines it (`condition UltraPatrol`, French and German
//! `UltraPatrouille`; no options).
//!
//! A piece may move at all, and give check, only while a piece of its own side observes it
//! (supports it). Observation is capture geometry. Castling is a move of the king: an
//! unsupported king does not castle. Check is an attack by a supported piece; legality is the
//! orthodox verdict where it allows a move (support only takes attacks away), the move played
//! otherwise.

mod options;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_capture;
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for UltraPatrolOptions {
    const NAME: &'static str = "ultrapatrol";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        crate::rules::support_filter::SupportFilter::rules(supported, false)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["UltraPatrol".to_string()]
    }
}

/// Whether a piece of `side` observes `sq` (where a piece of `side` stands).
#[inline]
pub fn supported(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    any_capture(pos, sq, side, rs.attackers(side), |_| true)
}
