//! Eiffel chess, as Popeye 4.104 defines it (`condition EiffelChess`, French `EchecsEiffel`,
//! German `EiffelSchach`; no options).
//!
//! A piece observed by an enemy piece of the kind that paralyses it is paralysed: it neither
//! moves nor captures nor gives check. A pawn is paralysed by a queen, a queen by a rook, a
//! rook by a bishop, a bishop by a knight, a knight by a pawn; kings and fairy pieces never
//! are. Observation is capture geometry: a paralysed piece still paralyses. Check is an attack
//! by a piece that is not paralysed; legality is the orthodox verdict where it allows a move
//! (paralysis only takes attacks away), the move played otherwise.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_observation;
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

impl crate::rules::condition::Options for EiffelOptions {
    const NAME: &'static str = "eiffel";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        // Popeye refuses paralysing pieces with the condition.
        crate::rules::attributes::paralysing_refused(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["EiffelChess".to_string()]
    }
}

/// The kind that paralyses a piece of kind `kind`, if any.
pub fn paralyser(kind: PieceKind) -> Option<PieceKind> {
    match kind {
        PieceKind::Pawn => Some(PieceKind::Queen),
        PieceKind::Queen => Some(PieceKind::Rook),
        PieceKind::Rook => Some(PieceKind::Bishop),
        PieceKind::Bishop => Some(PieceKind::Knight),
        PieceKind::Knight => Some(PieceKind::Pawn),
        _ => None,
    }
}

/// Whether the piece of kind `kind` on `sq`, acting for `side`, is paralysed.
#[inline]
pub fn paralysed(pos: &Position, sq: Square, kind: PieceKind, side: Side, rs: &Ruleset) -> bool {
    paralyser(kind).is_some_and(|p| {
        any_observation(pos, sq, side.opponent(), KindSet::single(p), rs, |_| true)
    })
}
