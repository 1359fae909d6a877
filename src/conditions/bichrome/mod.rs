//! Bichrome chess, as Popeye 4.104 defines it (`condition BichromChess`): a move goes from a square to one of the other colour (pawns never capture, bishops never move, castling never is bichrome). Observation follows the same rule: a piece attacks (checks, guards the castling king's passage) only squares of the other colour than its own.

mod options;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for BichromeOptions {
    const NAME: &'static str = "bichrome";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        crate::conditions::square_filter::SquareFilter::rules(admits, allowed)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["BichromChess".to_string()]
    }
}

/// Whether a piece on `a` may move to, or observe, `b`.
#[inline]
pub fn allowed(a: Square, b: Square) -> bool {
    (a.file() + a.rank()) % 2 != (b.file() + b.rank()) % 2
}

/// Whether `mv` is a move of the condition (castling as its king's move, never bichrome).
#[inline]
pub fn admits(mv: &Move) -> bool {
    allowed(mv.from, mv.to)
}
