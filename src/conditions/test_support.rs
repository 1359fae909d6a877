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

/// A xorshift generator for the unit tests' random positions: a fixed seed gives the same
/// positions on every run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Popeye `pieces` text for random men of both sides on distinct squares: a king and 1 to
/// `extra` more men each (of `kinds`, Popeye's letters), each square drawn by `square` for the
/// man's kind.
pub fn random_men(
    rng: &mut Rng,
    extra: u64,
    kinds: &[char],
    mut square: impl FnMut(&mut Rng, char) -> String,
) -> String {
    let mut taken: Vec<String> = Vec::new();
    let mut text = String::new();
    for colour in ["white", "black"] {
        text.push_str(colour);
        let men = 2 + rng.below(extra);
        for j in 0..men {
            let kind = if j == 0 {
                'k'
            } else {
                kinds[rng.below(kinds.len() as u64) as usize]
            };
            let sq = loop {
                let sq = square(rng, kind);
                if !taken.contains(&sq) {
                    break sq;
                }
            };
            text.push_str(&format!(" {kind}{sq}"));
            taken.push(sq);
        }
        text.push(' ');
    }
    text
}
