//! Chameleon chess, as Popeye 4.104 defines it (`condition ChameleonChess`, French
//! `EchecsCameleon`, German `ChamaeleonSchach`).
//!
//! * Every piece that moves changes its kind on arrival along Popeye's default chameleon
//!   sequence: knight → bishop → rook → queen → knight. Kings, pawns and fairy pieces keep
//!   theirs; a pawn's promotion stays what it promoted to (Popeye changes the piece that
//!   arrives, before the pawn promotes); castling changes neither king nor rook (Popeye follows
//!   the king, which keeps its kind, so a king that has moved gets no castling right back).
//! * The change is written as Popeye writes it, like a promotion after the move: `Rh1-h8=Q`,
//!   `Sb3-c1=B` (the move's `promotion` holds the new kind).
//! * Check and legality are orthodox: the piece checks with the kind it has become.
//! * Not played (refused with the reader's error): an explicit sequence after the keyword, and
//!   Popeye's `ChameleonSequence`; other conditions with it.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{MoveList, Promotion};
use crate::rules::piece::chameleon_next;
use crate::rules::position::Position;

impl crate::rules::condition::Options for ChameleonChessOptions {
    const NAME: &'static str = "chameleon chess";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["ChameleonChess".to_string()]
    }
}

/// Marks each candidate of `out[start..]` with the kind its piece becomes, when it changes:
/// pawns (promoting or not), kings and castling are left alone.
pub fn amend(out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        if mv.promotion.is_some() || mv.is_castling() {
            continue;
        }
        let kind = mv.piece.kind();
        let next = chameleon_next(kind);
        if next != kind {
            mv.promotion = Some(Promotion::Piece(next));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, play, problem};

    #[test]
    fn pieces_change_along_the_sequence_pawns_kings_and_castling_do_not() {
        let (pos, rs) = problem(
            "white ke1 rh1 sb1 bc1 qd1 pg7 black ke8 pb2",
            "chameleonchess",
        );
        let list = moves(&pos, &rs);
        for m in [
            "Rh1-h5=Q +",
            "Sb1-c3=B",
            "Bc1-h6=R",
            "Qd1-d7=S",
            "g7-g8=Q +",
            "g7-g8=S",
            "Ke1-f2",
            "0-0",
        ] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        assert!(!list.iter().any(|m| m.starts_with("g7-g8=Q=")), "{list:?}");
    }

    #[test]
    fn the_piece_plays_on_with_its_new_kind() {
        let (pos, rs) = problem("white ke1 rh1 black ka8 pa7", "chameleonchess");
        let after = play(&pos, &rs, "Rh1-h2=Q");
        assert_eq!(
            after
                .piece_at(crate::rules::square::Square::parse("h2").unwrap())
                .map(|p| p.kind()),
            Some(crate::rules::piece::PieceKind::Queen)
        );
        let after = play(&after, &rs, "a7-a6");
        let list = moves(&after, &rs);
        assert!(list.contains(&"Qh2-c7=S +".to_string()), "{list:?}");
    }
}
