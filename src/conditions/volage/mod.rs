//! The Volage and Hypervolage conditions, as Popeye 4.104 defines them (`condition Volage`,
//! `condition Hypervolage`, the same words in French and German; no options).
//!
//! * Every piece but the kings (and royal pieces) is volage: a move that takes it to a square
//!   of the other colour than its departure's turns it to the other side. Under Volage it
//!   changes once, and is then an ordinary piece (Popeye clears its volage flag); under
//!   Hypervolage it changes every time. Castling moves the king only (the rook never changes);
//!   a promoted pawn changes as the promoted piece (`e7-e8=S=b`).
//! * The change is the move's (`Move::recolour`), written `=b` / `=w` after the move and any
//!   promotion, as Popeye writes it (`Sb1-d2=b`; the pieces carry no `v` prefix, the
//!   condition making them all volage). Check is orthodox: a move whose piece changes is
//!   played and the mover's king tested, since the changed piece may attack it.
//! * Which pieces have changed under Volage is a state of the position: the condition's marks
//!   (`Position::marked`), which it moves with its pieces.
//! * Popeye refuses neutral pieces with the condition ("too fairy for neutral pieces"); so
//!   does feerie, and half-neutral ones too. A piece volage by its own attribute is one like
//!   every other: Popeye plays and writes it as if it had none (`Options::absorbed_attributes`).

mod options;
mod rebirth;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{Attribute, Colour, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for VolageOptions {
    const NAME: &'static str = "volage";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// A volage piece is one like every other under the condition (Popeye plays and writes it
    /// as if it had no attribute).
    fn absorbed_attributes(&self) -> crate::rules::piece::Attributes {
        crate::rules::piece::Attributes::NONE.with(Attribute::Volage)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        let name = text::keyword(self);
        for (sq, p) in diagram.pieces() {
            let a = diagram.attributes(sq);
            if p.colour() == Colour::Neutral || a.contains(Attribute::HalfNeutral) {
                return Some(format!(
                    "neutral pieces with {name} (Popeye: too fairy for neutral pieces)"
                ));
            }
        }
        None
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::keyword(self).to_string()]
    }
}

/// Whether `a` and `b` are squares of different colours.
#[inline]
fn colours_differ(a: Square, b: Square) -> bool {
    (a.file() + a.rank() + b.file() + b.rank()) % 2 == 1
}

/// The colour the moving piece of `mv`, a move of `pos`, takes under the condition, if it
/// changes: a piece that is no king nor royal piece, has not changed yet (Volage) and arrives
/// on a square of the other colour than its departure's.
#[inline]
pub fn recolour(o: VolageOptions, pos: &Position, mv: &Move) -> Option<Colour> {
    if mv.piece.kind() == PieceKind::King
        || !colours_differ(mv.from, mv.to)
        || (!o.hyper && pos.marked(mv.from))
    {
        return None;
    }
    let a = pos.attributes(mv.from);
    if a.contains(Attribute::Royal) || (a.contains(Attribute::Kamikaze) && mv.is_capture()) {
        return None;
    }
    match mv.piece.colour() {
        Colour::White => Some(Colour::Black),
        Colour::Black => Some(Colour::White),
        Colour::Neutral => None,
    }
}

/// Marks the moves of `out[start..]` whose piece changes side.
pub fn mark_changes(o: VolageOptions, pos: &Position, out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        if mv.rebirth.is_some() {
            rebirth::mark_changes(o, pos, mv);
        } else {
            mv.recolour = recolour(o, pos, mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, play, problem};
    use crate::notation::popeye::parse_popeye;

    #[test]
    fn a_piece_changes_side_once_under_volage_and_each_time_under_hypervolage() {
        for (condition, again) in [("Volage", false), ("Hypervolage", true)] {
            let (pos, rs) = problem("white ke1 sb1 black kh8", condition);
            let list = moves(&pos, &rs);
            assert!(list.contains(&"Sb1-d2=b".to_string()), "{list:?}");
            let after = play(&pos, &rs, "Sb1-d2=b");
            // Black now moves the knight; it changes again only under Hypervolage.
            let list = moves(&after, &rs);
            let expected = if again { "Sd2-f3=w" } else { "Sd2-f3 +" };
            assert!(
                list.contains(&expected.to_string()),
                "{condition}: {list:?}"
            );
            let back = play(&after, &rs, expected);
            assert_eq!(back.compute_hash(), back.hash());
        }
    }

    #[test]
    fn kings_castling_rooks_and_neutral_pieces() {
        let (pos, rs) = problem("white ke1 rh1 black ke8 pd3", "Volage");
        let list = moves(&pos, &rs);
        assert!(list.contains(&"0-0".to_string()), "{list:?}");
        assert!(list.contains(&"Rh1-h2=b".to_string()), "{list:?}");
        assert!(list.contains(&"Ke1-d2".to_string()), "{list:?}");
        let p = parse_popeye("begin\npieces white ke1 neutral sb1 black kh8\nstipulation ~1\ncondition Volage\nend\n")
            .unwrap()
            .remove(0);
        let why = p.conditions[0].refuses(&p.position).expect("refused");
        assert!(why.contains("neutral"), "{why}");
    }

    #[test]
    fn a_mover_assassin_takes_off_changes_side_in_the_move_only() {
        let (pos, rs) = problem("white ka1 bh4 pd2 black kh8 rd3", "Circe Assassin Volage");
        let mut pos = pos;
        pos.set_side_to_move(crate::rules::piece::Side::Black);
        let list = moves(&pos, &rs);
        assert!(list.contains(&"Rd3*d2=w[+wPd2]".to_string()), "{list:?}");
        let after = play(&pos, &rs, "Rd3*d2=w[+wPd2]");
        let d2 = crate::rules::square::Square::parse("d2").unwrap();
        assert_eq!(
            after.piece_at(d2),
            Some(crate::rules::piece::Piece::new(
                crate::rules::piece::Colour::White,
                crate::rules::piece::PieceKind::Pawn
            ))
        );
        assert_eq!(after.compute_hash(), after.hash());
    }
}
