//! What the conditions' unit tests share: a problem read from Popeye text, its legal moves as
//! sorted texts, and a move played by its text.

use crate::notation::move_text::move_text_marked;
use crate::notation::popeye::parse_popeye;
use crate::rules::movegen::legal_moves;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The position of `pieces` (Popeye's `pieces` text) under `condition`, with its rules.
pub fn problem(pieces: &str, condition: &str) -> (Position, Ruleset) {
    let p = parse_popeye(&format!(
        "begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n"
    ))
    .unwrap()
    .remove(0);
    let rs = Ruleset::new(&p.position, &p.conditions);
    (p.position, rs)
}

/// The legal moves' texts, with the rules' marks, sorted.
pub fn moves(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .map(|m| move_text_marked(pos, m, rs))
        .collect();
    v.sort();
    v
}

/// The position after the legal move written `text`.
pub fn play(pos: &Position, rs: &Ruleset, text: &str) -> Position {
    let mv = legal_moves(pos, rs)
        .into_iter()
        .find(|m| move_text_marked(pos, m, rs) == text)
        .unwrap_or_else(|| panic!("{text} not among {:?}", moves(pos, rs)));
    pos.play(&mv, rs)
}
