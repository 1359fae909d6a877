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
//! * `ChameleonChess S Q R B S`: a list of walks after the keyword is the cycle pieces go round
//!   instead (Popeye's reading: a list not closed is closed, walks outside it stay what they
//!   are), written in the header from the walk first in Popeye's walk table, and once more as
//!   `ChameleonSequence` (Popeye sets the sequence of chameleon pieces with it): the header
//!   `ChameleonChess Q->R->B->S->Q`, `ChameleonSequence Q->R->B->S->Q`; a list of fewer than
//!   two walks, or one naming a walk twice, is refused with the reader's error.
//! * Not played: Popeye's `ChameleonSequence` beside it, and other conditions with it;
//!   chameleon pieces with it are refused, as Popeye refuses them.

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
use crate::rules::position::Position;

impl crate::rules::condition::Options for ChameleonChessOptions {
    const NAME: &'static str = "chameleon chess";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Popeye refuses chameleon pieces with the condition ("ChameleonChess and
    /// ChameleonPieces not allowed together", the problem ignored).
    fn refuses(&self, diagram: &Position) -> Option<String> {
        let chameleons = diagram.has_attributes()
            && diagram.pieces().any(|(sq, _)| {
                diagram
                    .attributes(sq)
                    .contains(crate::rules::piece::Attribute::Chameleon)
            });
        chameleons.then(|| {
            "ChameleonChess and ChameleonPieces not allowed together (Popeye refuses them)"
                .to_string()
        })
    }

    /// With a list of walks, Popeye writes the cycle after the name, and once more as
    /// `ChameleonSequence` (the list sets the sequence of its chameleon pieces too).
    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, pos: &Position) -> Vec<String> {
        let Some(seq) = &self.sequence else {
            return vec!["ChameleonChess".to_string()];
        };
        let mut lines = Vec::new();
        for line in seq.twin_lines(pos) {
            if let Some(cycle) = line.strip_prefix("ChameleonSequence ") {
                lines.push(format!("ChameleonChess {cycle}"));
            }
            lines.push(line);
        }
        lines
    }
}

/// Marks each candidate of `out[start..]` with the kind its piece becomes, when it changes
/// (along `options`' sequence): pawns (promoting or not), kings and castling are left alone.
pub fn amend(options: &ChameleonChessOptions, out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        if mv.promotion.is_some() || mv.is_castling() {
            continue;
        }
        let kind = mv.piece.kind();
        let next = options.next(kind);
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
    fn a_listed_sequence_replaces_popeyes_and_walks_outside_it_stay() {
        let (pos, rs) = problem(
            "white ke1 rh1 sb1 bc1 qd1 black ke8 pb2",
            "chameleonchess q r",
        );
        let list = moves(&pos, &rs);
        for m in ["Rh1-h5=Q +", "Qd1-d8=R +", "Sb1-c3", "Bc1-h6"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }

    /// Popeye 4.104's header lines for `ChameleonChess Q R` and `ChameleonChess S G N`.
    #[test]
    fn a_listed_sequence_is_written_twice_from_popeyes_first_walk() {
        use crate::rules::condition::Options;
        let (pos, _) = problem("white ke1 black ke8", "chameleonchess q r");
        let read = |condition: &str| {
            let (_, rs) = problem("white ke1 black ke8", condition);
            rs.conditions()
                .iter()
                .find_map(|c| c.options::<super::ChameleonChessOptions>().cloned())
                .expect("chameleon chess")
        };
        assert_eq!(
            read("chameleonchess q r").twin_lines(&pos),
            ["ChameleonChess Q->R->Q", "ChameleonSequence Q->R->Q"]
        );
        assert_eq!(
            read("chameleonchess s g n s").twin_lines(&pos),
            ["ChameleonChess S->G->N->S", "ChameleonSequence S->G->N->S"]
        );
        assert_eq!(read("chameleonchess").twin_lines(&pos), ["ChameleonChess"]);
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
