//! Alice chess, as Popeye 4.104 defines it (`condition AliceChess`, French `Alice`, German
//! `AliceSchach`; no options).
//!
//! * Two boards, A and B, share the squares: each piece stands on one of them (its attribute
//!   `AliceA` or `AliceB`; a piece declared on neither is on A). A square holds one piece,
//!   whichever board it is on.
//! * A piece moves on its own board, as if the pieces of the other board were not there (they
//!   neither block nor can be captured), and then passes to the same square of the other
//!   board, which must be empty: a move whose arrival is occupied on the other board does not
//!   exist. Castling moves king and rook on their board, and both pass over (the rook's arrival
//!   too must be empty on the other board); a pawn takes en passant only a pawn of its own
//!   board.
//! * A king is in check only from the pieces of its own board. A king that moved must not be in
//!   check on the board it left either, at its arrival square (Popeye's self-check rule for a
//!   royal move).
//! * Popeye writes the board a piece arrives on after its move: `1.f4-f5A`, `0-0-0BB`,
//!   `f5*e6 ep.A` (see `text`).
//! * Declaring a piece `AliceA` or `AliceB` makes the condition active without its name
//!   (`implied`), as in Popeye.
//!
//! The pieces' boards are attributes ([`Attribute::AliceA`], [`Attribute::AliceB`]); every
//! piece of a problem under the condition carries one of them once read (the reader puts the
//! pieces declared on neither on A, as Popeye does), and each move passes its pieces over.
//! Other conditions, neutral pieces and pieces with other attributes are refused: their
//! interplay with the two boards has not been compared with Popeye's.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::implied;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::piece::{Attribute, Attributes, Colour};
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for AliceOptions {
    const NAME: &'static str = "alice";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    /// Besides [`refusal`]'s: a diagram whose pieces stand on no board (a position made
    /// without the Popeye reader or the workbench, which put them on A): its moves could not
    /// be written with their boards.
    fn refuses(&self, diagram: &Position) -> Option<String> {
        if diagram.pieces().next().is_some() && !has_boards(diagram) {
            return Some(
                "AliceChess with pieces on no board (give them the attribute alicea or aliceb)"
                    .to_string(),
            );
        }
        refusal(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["AliceChess".to_string()]
    }
}

/// Why the solver does not play Alice chess from `diagram`, if it does not.
fn refusal(diagram: &Position) -> Option<String> {
    for (sq, p) in diagram.pieces() {
        let a = diagram.attributes(sq);
        if p.colour() == Colour::Neutral {
            return Some(format!(
                "neutral pieces with AliceChess (the neutral piece on {sq})"
            ));
        }
        if let Some(other) = a
            .without(Attributes::BOARDS)
            .without(Attributes::NONE.with(Attribute::Royal))
            .iter()
            .next()
        {
            return Some(format!(
                "{} pieces with AliceChess (the piece on {sq})",
                other.name()
            ));
        }
        if a.contains(Attribute::AliceA) && a.contains(Attribute::AliceB) {
            return Some(format!("the piece on {sq} stands on both Alice boards"));
        }
    }
    None
}

/// Whether the piece on `sq` stands on board B (otherwise on A).
#[inline]
pub fn on_b(pos: &Position, sq: Square) -> bool {
    pos.attributes(sq).contains(Attribute::AliceB)
}

/// Whether a piece of `pos` stands on a board of Alice chess by its attribute.
pub fn has_boards(pos: &Position) -> bool {
    pos.pieces().any(|(sq, _)| {
        let a = pos.attributes(sq);
        a.contains(Attribute::AliceA) || a.contains(Attribute::AliceB)
    })
}

/// Puts the piece on `sq` on board B (`b`) or A, its other attributes kept.
pub fn set_board(pos: &mut Position, sq: Square, b: bool) {
    let board = if b {
        Attribute::AliceB
    } else {
        Attribute::AliceA
    };
    let a = pos.attributes(sq).without(Attributes::BOARDS).with(board);
    pos.set_attributes(sq, a);
}

#[cfg(test)]
mod tests;
