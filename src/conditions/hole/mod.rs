//! Holes, as Popeye 4.104 defines them (`condition Hole SQUARES`, French `Trou`, German
//! `Loch`): the squares named are not part of the board. No piece stands on, enters, crosses
//! or hops over a hole, and no line of observation passes through one: a hole is the board's
//! edge in the middle of the board (a rider stops before it, a hopper cannot take it for a
//! hurdle, a leaper cannot land on it, a pawn cannot double-step across it, a king cannot
//! castle onto or across one, nor its rook). But the walks that Popeye lets find a hole not
//! empty take it for a hurdle, or for the first man on their line (the non-stop equihopper
//! and orix, the non-stop equistopper, the mao and moa hoppers, the Argentinian riders:
//! `Board::not_empty_step`).
//!
//! The holes are the diagram's: the position holds them (`Position::is_hole`, the cells off
//! the board the move generator already stops at), as it holds the holes Haaner chess makes
//! during play, so the condition has no rules of its own; it is the way the text formats put
//! holes on the board and write them back. Popeye depicts the holes in its diagram (a blank
//! square, without the dot of an empty one) and does not name the condition among the
//! others; feerie's workbench draws them the same way.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::position::Position;

impl crate::rules::condition::Options for HoleOptions {
    const NAME: &'static str = "hole";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    /// None: Popeye depicts the holes in the diagram and never names the condition.
    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests;
