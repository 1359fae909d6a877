//! Circé Parrain (RULES.md §2): a captured piece waits for the very next move, whoever makes
//! it, and reappears displaced from its capture square by that move's vector, if that square
//! is on the board and empty. Check is orthodox; legality is judged after the rebirth.

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

impl crate::rules::condition::Options for ParrainOptions {
    const NAME: &'static str = "circe parrain";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        State::PENDING
    }

    fn twin_lines(&self, pos: &crate::rules::position::Position) -> Vec<String> {
        let _ = pos;
        vec!["Circe Parrain".to_string()]
    }
}

use crate::rules::moves::{Move, MoveList, Rebirth, Special, Vec2};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// The displacement that decides a rebirth (RULES.md §2.2): the active piece's vector, for
/// castling the sum of the king's and the rook's.
pub fn vector(mv: &Move) -> Vec2 {
    let v = mv.vector();
    match mv.special {
        Special::Castling { rook_from, rook_to } => (
            v.0 + rook_to.file() as i8 - rook_from.file() as i8,
            v.1 + rook_to.rank() as i8 - rook_from.rank() as i8,
        ),
        _ => v,
    }
}

/// Where a pawn of this colour promotes, if `sq` is such a rank for it.
fn promotes_on(pos: &Position, piece: Piece, sq: Square) -> bool {
    piece.kind() == PieceKind::Pawn
        && [Side::White, Side::Black]
            .iter()
            .any(|&s| piece.colour().movable_by(s) && sq.rank() == pos.last_rank(s))
}

/// Adds the rebirth each move of `out[start..]` triggers; a pawn reborn on its last rank
/// splits the move into one move per promotion choice.
pub fn add_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &ParrainOptions,
    out: &mut MoveList,
    start: usize,
) {
    let Some((piece, capture_square)) = pos.pending_rebirth() else {
        return;
    };
    let king_only = opts.castling_king_only;
    let end = out.len();
    for i in start..end {
        let mv = out[i];
        let (df, dr) = if king_only { mv.vector() } else { vector(&mv) };
        let Some(sq) = capture_square.offset(df as i32, dr as i32, pos.size()) else {
            continue;
        };
        if !pos.is_empty_after(&mv, sq) {
            continue;
        }
        if promotes_on(pos, piece, sq) {
            let mut kinds = rs.promotions.iter();
            let first = kinds.next();
            for kind in kinds {
                out.push(Move {
                    rebirth: Some(Rebirth::promoted(sq, Piece::new(piece.colour(), kind))),
                    ..mv
                });
            }
            if let Some(kind) = first {
                out[i].rebirth = Some(Rebirth::promoted(sq, Piece::new(piece.colour(), kind)));
            }
        } else {
            out[i].rebirth = Some(Rebirth::captured(sq, piece));
        }
    }
    // After the move every token must stand on an empty square (RULES.md §1.2).
    if !pos.tokens().is_empty() {
        out.retain(|mv| match mv.rebirth {
            Some(r) => !rs.tokens_after(pos, mv).contains(&r.square),
            None => true,
        });
    }
}
