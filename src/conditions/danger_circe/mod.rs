//! DangerCirce, as Popeye 4.104 defines it (`condition DangerCirce`; no options; Popeye's
//! sources, `conditions/danger_circe.c`, say what its manual does not).
//!
//! * A piece the enemy observes (attacks, as in orthodox chess, whether the attacker could
//!   legally capture or not) may, besides its own moves, go to its Circe rebirth square: the
//!   square where Circe would reborn it, were it taken where it stands (a rook on a light
//!   square to a1/h8's light partner…; a pawn to its second rank in its file, `d4-d2`; a king
//!   to e1/e8). When that square is empty the move is a plain one, when an enemy piece stands
//!   there it takes it (`f4*f2`); a friendly piece there, or the piece standing on its own
//!   rebirth square, means no such move. A move that is also one of the piece's own is listed
//!   twice, as Popeye lists it (`Bf4-c1`).
//! * Check: the king is in check when an enemy piece attacks it, or when an enemy piece the
//!   king's side observes has the king's square as its rebirth square (Popeye tests check by
//!   playing the moves). Castling's passage is judged so too; every move is played.
//! * Neutral pieces are refused (whose rebirth square they go to is not followed).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_capture;
use crate::rules::moves::{Move, MoveList, Nature};
use crate::rules::piece::{Colour, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for DangerCirceOptions {
    const NAME: &'static str = "danger circe";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile()
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        diagram
            .pieces()
            .any(|(_, p)| p.colour() == Colour::Neutral)
            .then(|| "DangerCirce with neutral pieces".to_string())
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["DangerCirce".to_string()]
    }
}

/// Whether the piece of `side` on `sq` is observed by the enemy (an orthodox attack, legal
/// or not).
fn observed(pos: &Position, rs: &Ruleset, sq: Square, side: Side) -> bool {
    let by = side.opponent();
    any_capture(pos, sq, by, rs.attackers(by), |_| true)
}

/// The rebirth square of `side`'s piece on `sq`, were the enemy to take it there.
fn danger_square(pos: &Position, sq: Square, side: Side) -> Option<Square> {
    let piece = pos.piece_at(sq)?;
    crate::conditions::circe::rebirth_square(pos.size(), piece.kind(), sq, side.opponent())
        .filter(|&to| to != sq)
}

/// Adds to `out` the moves of the side to move to their rebirth squares (the pieces the enemy
/// observes); one its walk makes too is listed twice, as Popeye lists it (`Bf4-c1`).
pub fn danger_moves(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    let side = pos.side_to_move();
    let made = out.len();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let Some(to) = danger_square(pos, from, side) else {
            continue;
        };
        let captured = match pos.piece_at(to) {
            None => None,
            Some(p) if p.colour().side() == Some(side.opponent()) => Some(p),
            Some(_) => continue,
        };
        if !observed(pos, rs, from, side) {
            continue;
        }
        let mut mv = Move::new(from, to, piece, Nature::Leap);
        mv.captured = captured;
        // (The same move as the walk's, where it makes it too: one move, read back as one.)
        let own = out[..made].iter().find(|m| {
            m.from == from
                && m.to == to
                && m.captured == captured
                && m.promotion.is_none()
                && m.special == crate::rules::moves::Special::Plain
        });
        out.push(own.copied().unwrap_or(mv));
    }
}

/// Whether `side`'s king is in check: attacked, or standing on the rebirth square of an enemy
/// piece `side` observes.
pub fn in_check(pos: &Position, side: Side, rs: &Ruleset) -> bool {
    let Some(k) = pos.king(side) else {
        return false;
    };
    let by = side.opponent();
    if crate::rules::attack::is_attacked(pos, k, by, rs) {
        return true;
    }
    pos.movable_by(by)
        .iter()
        .any(|sq| danger_square(pos, sq, by) == Some(k) && observed(pos, rs, sq, by))
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text(&p.position, m))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn observed_pieces_go_to_their_rebirth_squares() {
        let list = moves(
            "begin pieces white ke1 sc3 rh3 black ke8 pd4 bh6 sb1 stipulation ~1 condition dangercirce end",
        );
        // The knight on a dark square goes to g1; the rook, which nothing observes, goes to
        // h1 by its own move only.
        assert!(list.contains(&"Sc3-g1".to_string()), "{list:?}");
        assert_eq!(
            list.iter().filter(|m| *m == "Rh3-h1").count(),
            1,
            "{list:?}"
        );
    }

    #[test]
    fn a_rebirth_square_the_walk_reaches_too_is_listed_twice() {
        let list = moves(
            "begin pieces white ke1 bf4 black ke8 pe5 stipulation ~1 condition dangercirce end",
        );
        assert_eq!(
            list.iter().filter(|m| *m == "Bf4-c1").count(),
            2,
            "{list:?}"
        );
    }

    #[test]
    fn a_king_on_an_observed_enemy_pieces_rebirth_square_is_in_check() {
        let list = moves(
            "begin pieces white kh8 bb2 pe2 black kd5 rc1 stipulation ~1 condition dangercirce end",
        );
        // The rook on c1, observed by the bishop, would go to h8: only moves that end it.
        assert!(!list.contains(&"e2-e3".to_string()), "{list:?}");
        assert!(list.contains(&"Bb2*c1".to_string()), "{list:?}");
        assert!(list.contains(&"Kh8-g7".to_string()), "{list:?}");
    }
}
