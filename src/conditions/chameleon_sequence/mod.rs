//! ChameleonSequence, as Popeye 4.104 defines it (`condition ChameleonSequence` with a list of
//! walks, French `CameleonSequence`, German `Chamaeleonsequenz`): the sequence chameleon pieces
//! go round in place of Popeye's default (knight → bishop → rook → queen → knight).
//!
//! * `ChameleonSequence PA VA PA`: a chameleon pao becomes a vao once it has moved, a vao a
//!   pao; other walks stay what they are. A list that does not come back to its first walk is
//!   closed (`PA VA` is `PA VA PA`), as Popeye closes it.
//! * Refused with the reader's error: a list of fewer than two walks, or one naming a walk
//!   twice (Popeye reads such lists into a sequence it cannot write back). Other conditions
//!   with it are refused but PromOnly, whose promotions into walks of the sequence give
//!   chameleons too (`h7-h8=RH=c=chcc`).
//! * Check is looked for as Popeye looks for it: by the orthodox walks and those of the
//!   diagram only, so a chameleon that became a walk the diagram lacks gives no check.
//! * Popeye writes the cycle in its header from the walk first in its walk table:
//!   `ChameleonSequence PA->VA->PA`.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::piece::{popeye_rank, Language};
use crate::rules::position::Position;

impl crate::rules::condition::Options for ChameleonSequenceOptions {
    const NAME: &'static str = "chameleon sequence";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        // The cycle from its walk first in Popeye's table, back to it.
        let start = (0..self.walks.len())
            .min_by_key(|&i| popeye_rank(self.walks[i]))
            .unwrap_or(0);
        let n = self.walks.len();
        let names: Vec<&str> = (0..=n)
            .map(|i| self.walks[(start + i) % n].letters_in(Language::English))
            .collect();
        vec![format!("ChameleonSequence {}", names.join("->"))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::test_support::{moves, play, problem};
    use crate::rules::condition::Options;
    use crate::rules::piece::PieceKind;

    #[test]
    fn chameleons_go_round_the_sequence_listed() {
        let (pos, rs) = problem(
            "white ka1 black kh8 white chameleon paa2 qd1",
            "chameleonsequence pa va pa",
        );
        let list = moves(&pos, &rs);
        assert!(list.contains(&"cPAa2-a5=cVA".to_string()), "{list:?}");
        // The queen is not in the sequence: it stays a queen.
        assert!(list.contains(&"cQd1-d5".to_string()), "{list:?}");
        assert!(!list.iter().any(|m| m.starts_with("cQd1-d5=")), "{list:?}");
        let after = play(&pos, &rs, "cPAa2-a5=cVA");
        assert_eq!(
            after
                .piece_at(crate::rules::square::Square::parse("a5").unwrap())
                .map(|p| p.kind()),
            Some(PieceKind::Vao)
        );
    }

    #[test]
    fn a_list_is_closed_and_written_from_popeyes_first_walk() {
        let walks = [PieceKind::Vao, PieceKind::Pao];
        let o = ChameleonSequenceOptions::listed(&walks).unwrap();
        assert_eq!(o.steps().len(), 2);
        let pos = Position::empty(crate::rules::square::BoardSize::STANDARD);
        assert_eq!(
            o.twin_lines(&pos),
            vec!["ChameleonSequence PA->VA->PA".to_string()]
        );
        assert!(ChameleonSequenceOptions::listed(&[PieceKind::Pao]).is_none());
        assert!(ChameleonSequenceOptions::listed(&[
            PieceKind::Pao,
            PieceKind::Vao,
            PieceKind::Queen,
            PieceKind::Vao
        ])
        .is_none());
    }
}
