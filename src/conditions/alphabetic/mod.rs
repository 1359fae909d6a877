//! Alphabetic chess, as Popeye 4.104 defines it (`condition AlphabeticChess`,
//! `WhiteAlphabeticChess`, `BlackAlphabeticChess`): of its legal moves, a side bound by the
//! condition may play only those of the man that stands first in the alphabetical order of the
//! squares (a1, a2, …, a8, b1, …, h8; castling is the king's move). Check is orthodox.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::movegen::retain;
use crate::rules::moves::MoveList;
use crate::rules::piece::Side;
use crate::rules::position::Position;

impl crate::rules::condition::Options for AlphabeticOptions {
    const NAME: &'static str = "alphabetic";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![popeye_name(self.side).to_string()]
    }
}

/// Popeye's English name of the condition binding `side` (`None`: both).
pub fn popeye_name(side: Option<Side>) -> &'static str {
    match side {
        None => "AlphabeticChess",
        Some(Side::White) => "WhiteAlphabeticChess",
        Some(Side::Black) => "BlackAlphabeticChess",
    }
}

/// Keeps of the legal moves `out[start..]` those of the man first in alphabetical order.
pub fn keep_first(out: &mut MoveList, start: usize) {
    let Some(first) = out[start..]
        .iter()
        .map(|m| (m.from.file(), m.from.rank()))
        .min()
    else {
        return;
    };
    retain(out, start, |m| (m.from.file(), m.from.rank()) == first);
}
