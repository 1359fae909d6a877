//! Monochrome chess, as Popeye 4.104 defines it (`condition MonochromChess`): a move goes from a square to one of the same colour (a knight never moves, a pawn captures and double-steps but never steps once); long castling is no monochrome move (Popeye's own exception), short castling is. Observation follows the same rule: a piece attacks (checks, guards the castling king's passage) only squares of its own square's colour.

mod options;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, Special};
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for MonochromeOptions {
    const NAME: &'static str = "monochrome";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        crate::conditions::square_filter::SquareFilter::rules(admits, allowed)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["MonochromChess".to_string()]
    }
}

/// Whether a piece on `a` may move to, or observe, `b`.
#[inline]
pub fn allowed(a: Square, b: Square) -> bool {
    (a.file() + a.rank()) % 2 == (b.file() + b.rank()) % 2
}

fn is_long_castling(mv: &Move) -> bool {
    matches!(mv.special, Special::Castling { rook_from, .. } if rook_from.file() < mv.from.file())
}

/// Whether `mv` is a move of the condition (castling as its king's move).
#[inline]
pub fn admits(mv: &Move) -> bool {
    let same = allowed(mv.from, mv.to);
    !is_long_castling(mv) && same
}
