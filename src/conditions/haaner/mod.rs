//! Haaner chess, as Popeye 4.104 defines it (`condition HaanerChess`, French `Haan`, German
//! `HaanerSchach`; no options): every square a piece leaves becomes a hole, which no piece may
//! enter, cross or hop over for the rest of play. A castling leaves two holes (the king's and
//! the rook's squares), a capture en passant two (the capturing pawn's square and the taken
//! pawn's). Holes change lines of check: a piece may leave a line it was pinned on, as its
//! square blocks the line once it has gone. A move opens no line, so a king out of check stays
//! out of it after any move but its own (see `rules`).
//! Moves have no marks of their own.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, Special};
use crate::rules::position::Position;

impl crate::rules::condition::Options for HaanerOptions {
    const NAME: &'static str = "haaner";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["HaanerChess".to_string()]
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        let kamikaze = diagram.has_attributes()
            && diagram.pieces().any(|(sq, _)| {
                diagram
                    .attributes(sq)
                    .contains(crate::rules::piece::Attribute::Kamikaze)
            });
        kamikaze.then(|| {
            "kamikaze pieces with HaanerChess (Popeye: haaner chess not allowed with \
             kamikaze-pieces)"
                .to_string()
        })
    }
}

/// Turns into holes the squares `mv` vacated in `next` (the position after it): the mover's
/// departure, the castling rook's, the pawn's taken en passant; a square some piece stands on
/// again after the move stays a square.
pub fn leave_holes(next: &mut Position, mv: &Move) {
    next.make_hole(mv.from);
    match mv.special {
        Special::Castling { rook_from, .. } => next.make_hole(rook_from),
        Special::EnPassant { victim } => next.make_hole(victim),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text_marked;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::Ruleset;

    fn moves_after(pieces: &str, first: &str) -> Vec<String> {
        let p = parse_popeye(&format!(
            "begin\npieces {pieces}\nstipulation ~2\ncondition HaanerChess\nend\n"
        ))
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mv = legal_moves(&p.position, &rs)
            .into_iter()
            .find(|m| move_text_marked(&p.position, m, &rs) == first)
            .expect("first move");
        let next = p.position.play(&mv, &rs);
        let mut v: Vec<String> = legal_moves(&next, &rs)
            .iter()
            .map(|m| move_text_marked(&next, m, &rs))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_vacated_square_is_a_hole() {
        // After Rd1-d4 the square d1 is a hole: the black rook on h1 cannot reach a1.
        let list = moves_after("white ka8 rd1 black kh8 rh1", "Rd1-d4");
        assert!(list.contains(&"Rh1-e1".to_string()), "{list:?}");
        assert!(!list.iter().any(|m| m.starts_with("Rh1-d1")), "{list:?}");
        assert!(!list.iter().any(|m| m.starts_with("Rh1-c1")), "{list:?}");
    }

    #[test]
    fn a_pinned_piece_may_leave_its_line() {
        // The rook on e2 is pinned by the rook on e8, but the hole it leaves blocks the line.
        let p = parse_popeye(
            "begin\npieces white ke1 re2 black ka8 re8\nstipulation ~1\ncondition HaanerChess\nend\n",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text_marked(&p.position, m, &rs))
            .collect();
        assert!(list.contains(&"Re2-a2 +".to_string()), "{list:?}");
    }
}
