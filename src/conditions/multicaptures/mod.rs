//! MultiCaptures, as Popeye 4.104 defines it (`condition MultiCaptures`, the same in French and
//! German; optionally `White` / `Black` (`Blancs` / `Noirs`, `Weiss` / `Schwarz`): only that
//! side is bound).
//!
//! A bound side may capture a man only where it has two captures of it or more: a capture is
//! generated only beside another capture of the same square (by another piece, or by the same
//! piece from another line; a pawn's promotions are one capture). Checks follow: a king is in
//! check from a bound side only when two of its men or lines observe it, so a single checker
//! pins nothing and checks nothing, and every move is played to judge it. Moves have no marks
//! of their own.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for MultiCapturesOptions {
    const NAME: &'static str = "multicaptures";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self, false)]
    }
}

impl MultiCapturesOptions {
    /// Whether `side` is bound.
    pub fn binds(&self, side: Side) -> bool {
        self.only.is_none_or(|s| s == side)
    }
}

/// The square where `mv` takes its victim (`None` for a move that captures nothing).
fn capture_square(mv: &Move) -> Option<Square> {
    mv.captured?;
    Some(match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    })
}

/// Drops from `out[start..]` every capture whose square no other capture of the list takes a
/// man on: Popeye's generation elements are the departure, the arrival and the capture square
/// (a pawn's promotions are one element, so they do not count apart).
pub fn drop_single_captures(out: &mut MoveList, start: usize) {
    // The captures' (capture square, departure, arrival), each once.
    let mut elements: Vec<(Square, Square, Square)> = out[start..]
        .iter()
        .filter_map(|m| capture_square(m).map(|c| (c, m.from, m.to)))
        .collect();
    if elements.is_empty() {
        return;
    }
    elements.sort_unstable_by_key(|&(c, f, t)| (c.mailbox(), f.mailbox(), t.mailbox()));
    elements.dedup();
    let several = |sq: Square| elements.iter().filter(|e| e.0 == sq).nth(1).is_some();
    crate::rules::movegen::retain(out, start, |m| capture_square(m).is_none_or(several));
}

#[cfg(test)]
mod tests;
