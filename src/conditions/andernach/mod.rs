//! Andernach chess and Anti-Andernach chess, as Popeye 4.104 defines them (`condition
//! AndernachChess`, `condition AntiAndernachChess`).
//!
//! * Andernach: a piece that captures changes colour once the move is played (a pawn that
//!   promotes with its capture changes as the promoted piece: `c2*d1=B=w`). Anti-Andernach: a
//!   piece that moves without capturing changes colour (castling included, for which only the
//!   king counts: it never changes).
//! * Kings, stings and poseidons never change (Popeye's royal pieces), nor do neutral pieces (they already belong to
//!   both sides).
//! * The change is the move's (`Move::recolour`), written `=w` / `=b` after the move and any
//!   promotion. Check is orthodox; a move whose piece changes colour is played and the mover's
//!   king tested, since the changed piece may attack it.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList, Reborn};
use crate::rules::piece::{Attribute, Colour, Piece};
use crate::rules::position::Position;

impl crate::rules::condition::Options for AndernachOptions {
    const NAME: &'static str = "andernach";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &crate::rules::position::Position) -> Vec<String> {
        vec![if self.anti {
            "AntiAndernachChess".to_string()
        } else {
            "AndernachChess".to_string()
        }]
    }
}

/// The colour the active piece of `mv` takes under the condition, if it changes.
#[inline]
pub fn recolour(opts: AndernachOptions, mv: &Move) -> Option<Colour> {
    // A king, sting or poseidon never changes (Popeye's royal pieces).
    if mv.is_capture() == opts.anti || mv.piece.kind().is_royal_walk() {
        return None;
    }
    match mv.piece.colour() {
        Colour::White => Some(Colour::Black),
        Colour::Black => Some(Colour::White),
        Colour::Neutral => None,
    }
}

/// Marks the moves of `out[start..]` whose piece changes colour. A capturer reborn elsewhere
/// by the move (AntiCirce, whose rebirth square is the capturer's as it captured) is reborn
/// changed, as Popeye writes it: `Sa1*c2[wSc2->b1=b]`.
///
/// Pieces with attributes as Popeye plays them: a royal piece never changes, nor does a
/// half-neutral one (its capture made it neutral: `hnRc4*c6=nh`), nor a kamikaze capturer that
/// left the board (`kRc4*c6[-wkRc6]`).
pub fn mark_changes(opts: AndernachOptions, pos: &Position, out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        let a = pos.attributes(mv.from);
        let reborn = mv
            .rebirth
            .is_some_and(|r| r.of.unburied() == (Reborn::Capturer, false));
        let kept = a.contains(Attribute::Royal)
            || a.contains(Attribute::HalfNeutral)
            || (a.contains(Attribute::Kamikaze) && mv.is_capture() && !reborn);
        let colour = if kept { None } else { recolour(opts, mv) };
        match (mv.rebirth.as_mut(), colour) {
            (Some(r), Some(c)) if r.of.unburied() == (Reborn::Capturer, false) => {
                r.piece = Piece::new(c, r.piece.kind());
                mv.recolour = None;
            }
            _ => mv.recolour = colour,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::{move_text, parse_move};
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| {
                let t = move_text(&p.position, m);
                assert_eq!(parse_move(&p.position, &rs, &t).as_ref(), Ok(m), "{t}");
                t
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn the_capturer_changes_colour_and_may_not_check_its_own_king() {
        let list = moves(
            "begin pieces white ka1 ra5 black kh8 pd5 pa8 stipulation ~1 condition andernach end",
        );
        assert!(list.contains(&"Ra5*d5=b".to_string()), "{list:?}");
        // Taking on a8 the rook turns black on the king's file: it would check its own king.
        assert!(!list.iter().any(|m| m.starts_with("Ra5*a8")), "{list:?}");
        let list = moves(
            "begin pieces white ka2 rd1 black kh8 pa8 stipulation ~1 condition antiandernach end",
        );
        assert!(list.contains(&"Rd1-d8=b".to_string()), "{list:?}");
        assert!(list.contains(&"Ka2-b2".to_string()), "{list:?}");
    }
}
