//! Lortap, as Popeye 4.104 defines it (`condition Lortap`, French and German `Elliuortap`; no
//! options): Patrol chess reversed.
//!
//! A piece may capture, and so give check, only while no piece of its own side observes it
//! (supports it). Observation is capture geometry. Moves that capture nothing are free. Check
//! is an attack by an unsupported piece; legality is the orthodox verdict where it allows a
//! move (the rule only takes attacks away), the move played otherwise.

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

impl crate::rules::condition::Options for LortapOptions {
    const NAME: &'static str = "lortap";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        crate::rules::support_filter::SupportFilter::rules(unsupported, true)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Lortap".to_string()]
    }
}

/// Whether a piece of `side` observes `sq` (where a piece of `side` stands).
#[inline]
pub fn supported(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    any_capture(pos, sq, side, rs.attackers(side), |_| true)
}

/// Whether the piece on `sq` (of `side`) may capture: no piece of its side supports it.
fn unsupported(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    !supported(pos, sq, side, rs)
}
