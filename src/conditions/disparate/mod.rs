//! Disparate chess, as Popeye 4.104 defines it (`condition Disparate`): a side may not move a
//! piece of the kind the opponent has just moved, and such pieces do not observe either: they
//! give no check to the king of the side that has just moved (which may therefore step next to
//! them or stay in their line), and do not guard the passage of its castling king. The first
//! move of a problem is free. A promotion is a pawn's move; castling is the king's.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::Move;
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;

impl crate::rules::condition::Options for DisparateOptions {
    const NAME: &'static str = "disparate";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Disparate".to_string()]
    }
}

/// Whether the side to move of `pos` may move a piece of `kind`: not the kind just moved.
#[inline]
pub fn may_move(pos: &Position, kind: PieceKind) -> bool {
    pos.last_move_kind() != Some(kind)
}

/// Whether a piece of `kind` of `by` observes in `pos`: not when `by` is to move and the
/// opponent has just moved a piece of that kind.
#[inline]
pub fn observes(pos: &Position, kind: PieceKind, by: Side) -> bool {
    by != pos.side_to_move() || may_move(pos, kind)
}

/// Whether a piece of `kind` of the side not to move in `pos` still observes once `mv` (of the
/// side to move) is played.
#[inline]
pub fn observes_after(mv: &Move, kind: PieceKind) -> bool {
    mv.piece.kind() != kind
}
