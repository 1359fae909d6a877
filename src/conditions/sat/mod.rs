//! SAT, as Popeye 4.104 defines it (`condition SAT`, the same in French and German; optionally
//! followed by a number `n`, both sides alike).
//!
//! A king is in check when it has a flight: a step of the king, its own square left empty, to a
//! square that is empty or holds an enemy man (not the enemy king), where no enemy man attacks
//! it in the orthodox way. With `SAT n` (n at least 1) a king is in check with `n` flights, or
//! `n + 1` when an enemy man attacks it in the orthodox way (Popeye's SATxy). Moves may not leave the
//! mover's king in check in this sense, and a castling king may not pass a square where it
//! would be; orthodox attacks on the king are harmless, but no move may capture the enemy
//! king. Moves have no marks of their own. A royal piece of another walk has its own moves for
//! flights, as Popeye counts them.
//!
//! Strict SAT (`condition StrictSAT`, optionally `n`) remembers, for each side, whether its
//! king has ever stood in orthodox check: in the diagram, or once any move is made (the
//! position marks the side, `Position::side_marked`). Such a king, while no enemy man attacks
//! it in the orthodox way, is in check with one flight fewer: with plain `StrictSAT` it is
//! always in check then, so each move of that side must leave its king in orthodox check,
//! and without a flight (SAT's check). Until then a king is in check as under SAT (with `n`, `n + 1`
//! flights, not counted down by orthodox check). BEISPIEL strctsat's two problems.

mod judge;
mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{any_capture, attacked_with_vacated};
use crate::rules::moves::MoveList;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::{Position, OFF_BOARD};
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for SatOptions {
    const NAME: &'static str = "sat";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self)]
    }
}

/// The eight king steps.
const STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// How many flights the king of `side` on `king` has in `pos`, counting up to `enough`.
pub fn flights(pos: &Position, side: Side, king: Square, rs: &Ruleset, enough: u8) -> u8 {
    let by = side.opponent();
    let enemy_king = pos.king(by);
    if let Some(royal) = pos.piece_at(king).filter(|p| !p.is(PieceKind::King)) {
        return royal_flights(pos, side, king, royal, rs, enough);
    }
    let mut n = 0;
    for (df, dr) in STEPS {
        let Some(to) = king.offset(df as i32, dr as i32, pos.size()) else {
            continue;
        };
        if pos.cell(to.mailbox()) == OFF_BOARD || Some(to) == enemy_king {
            continue;
        }
        if let Some(p) = pos.piece_at(to) {
            if !p.colour().movable_by(by) {
                continue;
            }
        }
        if !attacked_with_vacated(
            pos,
            to,
            by,
            rs.attackers(by),
            king,
            rs.base_rank_pawns_observe(),
        ) {
            n += 1;
            if n >= enough {
                return n;
            }
        }
    }
    n
}

/// `flights` of a royal piece of another walk: its own moves, as Popeye counts them (each move
/// its walk generates, to an empty square or onto an enemy man other than the enemy king,
/// where the piece left its square and no enemy man attacks it in the orthodox way).
fn royal_flights(
    pos: &Position,
    side: Side,
    royal_on: Square,
    royal: Piece,
    rs: &Ruleset,
    enough: u8,
) -> u8 {
    let by = side.opponent();
    let enemy_king = pos.king(by);
    let mut list = MoveList::new();
    crate::rules::movegen::piece_moves(pos, side, royal_on, royal, rs, &mut list);
    let mut n = 0;
    for mv in list.iter() {
        if Some(mv.to) == enemy_king || mv.to == royal_on {
            continue;
        }
        if !attacked_with_vacated(
            pos,
            mv.to,
            by,
            rs.attackers(by),
            royal_on,
            rs.base_rank_pawns_observe(),
        ) {
            n += 1;
            if n >= enough {
                return n;
            }
        }
    }
    n
}

/// Whether `side`'s king is in check under SAT in `pos` (a side without a king never is).
/// With `SAT n` (n at least 1), a king the enemy attacks in the orthodox way is in check with
/// `n + 1` flights, another one already with `n` (none for `SAT 1`).
pub fn in_check(o: &SatOptions, pos: &Position, side: Side, rs: &Ruleset) -> bool {
    let Some(k) = pos.king(side) else {
        return false;
    };
    let mut need = o.flights;
    if need > 1 && !orthodox_check(pos, side, k, rs) {
        need -= 1;
    }
    need == 0 || flights(pos, side, k, rs, need) >= need
}

/// Whether `side`'s king on `k` stands in orthodox check (an enemy man attacks it in the
/// orthodox way).
pub fn orthodox_check(pos: &Position, side: Side, k: Square, rs: &Ruleset) -> bool {
    let by = side.opponent();
    any_capture(pos, k, by, rs.attackers(by), |_| true)
}

/// Whether `side`'s king is in check under Strict SAT, `ever` saying whether it has stood in
/// orthodox check before (in the diagram or after a move): then, while no enemy man attacks
/// it in the orthodox way, one flight fewer makes check (with `StrictSAT`, none: it is in
/// check). `SAT n`'s count by orthodox check does not apply (Popeye's Strict SAT tester).
pub fn in_check_strict(
    o: &SatOptions,
    pos: &Position,
    side: Side,
    rs: &Ruleset,
    ever: bool,
) -> bool {
    let Some(k) = pos.king(side) else {
        return false;
    };
    let mut need = o.flights;
    if ever && !orthodox_check(pos, side, k, rs) {
        need -= 1;
    }
    need == 0 || flights(pos, side, k, rs, need) >= need
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text_marked;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::Ruleset;

    #[test]
    fn a_king_with_a_flight_is_in_check() {
        // The black king on a8 boxed in by its own men has no flight: White may play; after
        // Rh1-h7 it still has none, after Rh1-b1 the rook's attack is harmless.
        let p = parse_popeye(
            "begin\npieces white ka1 rh1 black ka8 pa7 pb7 bb8\nstipulation ~1\ncondition SAT\nend\n",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text_marked(&p.position, m, &rs))
            .collect();
        // The white king on a1 has flights (a2, b1, b2): every move leaving it so is illegal,
        // so only moves that take all its flights away remain.
        assert!(list.iter().all(|m| !m.starts_with("Ka1")), "{list:?}");
    }
}
