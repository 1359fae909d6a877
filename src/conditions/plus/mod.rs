//! Plus chess, as Popeye 4.104 defines it (`condition PlusChess`, French `EchecsPlus`, German
//! `PlusSchach`; no options): a piece standing on a centre square (d4, d5, e4, e5) captures,
//! and so observes and checks, from its own square and, as if it stood there, from each other
//! centre square that is empty (`Sd4-e5*f7`); it moves as usual otherwise. A capture it has
//! from its own square is not repeated from another (Popeye drops such duplicates); the
//! captures from two other centre squares onto one square are two moves. Popeye builds it on
//! its Mars Circe machinery, and feerie on the rules core's relocation
//! ([`crate::rules::relocation`]) that Mars Circe uses too: the conditions that judge captures
//! by observation (Patrol, Functionary chess) see the observation from the centre squares, of
//! the piece where it stands.
//!
//! Only on the 8x8 board, whose centre squares Popeye's are.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::position::Position;
use crate::rules::relocation::CaptureSquares;
use crate::rules::square::{BoardSize, Square};

/// The centre squares, in Popeye's order (the order of a piece's captures from them).
const CENTRE: [Square; 4] = [
    Square::new(3, 3),
    Square::new(3, 4),
    Square::new(4, 3),
    Square::new(4, 4),
];

impl crate::rules::condition::Options for PlusOptions {
    const NAME: &'static str = "plus";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        (diagram.size() != BoardSize::STANDARD).then(|| {
            "PlusChess on a board other than 8x8 (its centre squares are d4, d5, e4, e5)".into()
        })
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["PlusChess".to_string()]
    }
}

/// Where the piece on `from` captures from: its own square, and the empty other centre
/// squares when it stands on one.
pub fn capture_squares(pos: &Position, from: Square) -> CaptureSquares {
    let mut squares = CaptureSquares::OWN;
    if CENTRE.contains(&from) {
        for sq in CENTRE {
            if sq != from && pos.is_empty_square(sq) {
                squares.push(sq);
            }
        }
    }
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::test_support::{moves, problem};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn a_centre_piece_captures_from_the_empty_other_centre_squares() {
        let (pos, _) = problem("white ka1 sd4 pe5 black kh8", "PlusChess");
        let squares = capture_squares(&pos, sq("d4"));
        assert!(squares.own);
        assert_eq!(squares.others(), &[sq("d5"), sq("e4")]);
        let elsewhere = capture_squares(&pos, sq("a1"));
        assert!(elsewhere.own && elsewhere.others().is_empty());
    }

    #[test]
    fn a_capture_from_its_own_square_is_not_repeated() {
        // The knight takes c6 from d4 and from e5: once, from d4; f7 only from e5.
        let (pos, rs) = problem("white ka1 sd4 black ka8 pc6 pf7", "PlusChess");
        let list = moves(&pos, &rs);
        assert_eq!(
            list.iter().filter(|m| m.contains("*c6")).count(),
            1,
            "{list:?}"
        );
        assert!(list.contains(&"Sd4*c6".to_string()), "{list:?}");
        assert!(list.contains(&"Sd4-e5*f7".to_string()), "{list:?}");
    }
}
