//! Checkless chess (Ohneschach), as Popeye 4.104 defines it (`condition ChecklessChess`, French
//! `SansEchecs`, German `OhneSchach`; no options).
//!
//! A move that gives check is illegal unless it mates. Whether it mates depends on the
//! opponent's legal moves, which obey the same rule: a reply that gives check is legal only if
//! it mates in turn. Popeye follows this recursion until a ply limit, where the move tested is
//! taken as mating; feerie does the same ([`DEPTH_LIMIT`] nested checks). Check itself is
//! orthodox, and a move that leaves the mover's own king in check stays illegal. Only mates are
//! marked (`#`): no legal move gives a mere check.

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

use crate::rules::attack::in_check;
use crate::rules::movegen::{any_unrestricted_move_where, may_give_check};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

impl crate::rules::condition::Options for ChecklessOptions {
    const NAME: &'static str = "checkless";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["ChecklessChess".to_string()]
    }
}

/// How many checks in a row the test of a mate follows before it takes the last one as mate
/// (Popeye stops its recursion at a ply limit the same way).
pub const DEPTH_LIMIT: u32 = 60;

/// Whether `mv`, legal by every other rule, is allowed: it gives no check, or it mates (the
/// opponent has no allowed move). `depth` counts the checks already followed.
pub fn allowed(pos: &Position, mv: &Move, rs: &Ruleset, depth: u32) -> bool {
    let opponent = pos.side_to_move().opponent();
    // Most moves cannot give check by their geometry (nor any move a side without a king,
    // unless a condition answers what check is): they are allowed unplayed.
    if !may_give_check(pos, mv, rs) {
        return true;
    }
    let after = pos.played(mv, rs);
    !in_check(&after, opponent, rs) || !has_allowed_move(&after, rs, depth + 1)
}

/// Whether the side to move in `pos` has an allowed move.
pub fn has_allowed_move(pos: &Position, rs: &Ruleset, depth: u32) -> bool {
    if depth > DEPTH_LIMIT {
        return false;
    }
    // Judged move by move where moves are made as in orthodox play: the first allowed move
    // answers, and a king in check usually has a step that gives none. (Among neutral or other
    // men with attributes the list is made first: see `any_unrestricted_move_where`.)
    let mut buf = MoveList::new();
    any_unrestricted_move_where(pos, rs, &mut buf, |mv| allowed(pos, mv, rs, depth))
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text_marked;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::Ruleset;

    fn moves(pieces: &str, condition: &str) -> Vec<String> {
        let p = parse_popeye(&format!(
            "begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n"
        ))
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text_marked(&p.position, m, &rs))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_check_is_illegal_unless_it_mates() {
        let list = moves("white kg6 ra1 black kg8", "checklesschess");
        assert!(list.contains(&"Ra1-a8 #".to_string()), "{list:?}");
        assert!(!list.iter().any(|m| m.ends_with('+')), "{list:?}");
        assert!(list.contains(&"Ra1-b1".to_string()), "{list:?}");
        // Ra8+ does not mate here (the king steps aside): illegal.
        let list = moves("white ke1 ra1 black ke8", "checklesschess");
        assert!(!list.iter().any(|m| m.starts_with("Ra1-a8")), "{list:?}");
        assert!(list.contains(&"Ra1-a7".to_string()), "{list:?}");
    }

    /// Whether a side has a move is answered move by move (`has_legal_move` stops at the first
    /// move the rules and Checkless chess allow); it must agree with the full list on every
    /// position: here those three plies deep from two of Popeye's Checkless helpstalemates
    /// (BEISPIEL exklohne #64 and #84: promotions, a Berolina pawn, kings near stalemate) and
    /// from #64's final position.
    #[test]
    fn a_move_exists_exactly_when_the_list_has_one() {
        use crate::rules::movegen::has_legal_move;
        use crate::rules::moves::MoveList;
        let diagrams = [
            "white kd5 pg7 ph7 black kf7 pe2 ph2",
            "white kc3 pb7 pf7 black kh8 pa2 bpc2",
            // #64's stalemate: every move of Black's checks without mating.
            "white kd5 qd8 rg8 black kf7 sg2 bh1",
        ];
        let mut compared = 0;
        let mut stuck = 0;
        for pieces in diagrams {
            let p = parse_popeye(&format!(
                "begin\npieces {pieces}\nstipulation h=3\ncondition checklesschess\nend\n"
            ))
            .unwrap()
            .remove(0);
            let rs = Ruleset::new(&p.position, &p.conditions);
            let mut frontier = vec![p.position];
            for _ in 0..4 {
                let mut next = Vec::new();
                for pos in &frontier {
                    let list = legal_moves(pos, &rs);
                    let exists = has_legal_move(pos, &rs, &mut MoveList::new());
                    assert_eq!(exists, !list.is_empty(), "{pieces}: {list:?}");
                    compared += 1;
                    stuck += usize::from(!exists);
                    for mv in list.iter() {
                        next.push(*pos.played(mv, &rs));
                    }
                }
                frontier = next;
            }
        }
        assert!(
            compared > 1000 && stuck > 0,
            "{compared} positions, {stuck} without a move"
        );
    }
}
