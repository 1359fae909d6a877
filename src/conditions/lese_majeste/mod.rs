//! Lèse-majesté, as Popeye 4.104 plays it (`condition LeseMajeste`, the same word in French
//! and German; no options).
//!
//! No king may be captured: a side may leave the enemy king in check, and its moves never take
//! a king (nor a royal piece). Popeye plays the condition by dropping its test of the diagram
//! ("the side to play can capture the king") and by refusing every move that captures the
//! opponent's king; check, mate and the legality of a side's own moves stay orthodox (its own
//! king must not stay attacked). So a problem may begin with the side not to move in check
//! (`1.Bh7-b1 !` leaves the bishop's check on g8 standing), which orthodox play refuses.

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

impl crate::rules::condition::Options for LeseMajesteOptions {
    const NAME: &'static str = "lese majeste";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["LeseMajeste".to_string()]
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text_marked;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    #[test]
    fn the_enemy_king_in_check_is_not_taken() {
        // Popeye 4.104: White to move while its bishop checks g8; no move takes the king.
        let p = parse_popeye(
            "begin\npieces white kh6 bh7 pg7 black kg8 pb2f7\nstipulation ~1\ncondition LeseMajeste\nend\n",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text_marked(&p.position, m, &rs))
            .collect();
        assert!(list.contains(&"Bh7-b1".to_string()), "{list:?}");
        assert!(!list.iter().any(|m| m.contains("*g8")), "{list:?}");
    }
}
