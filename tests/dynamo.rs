//! Dynamo chess: the worked examples DYN-* of RULES.md §5.10, one test per option of §5.9,
//! notation round trips, perft and a solving test.

mod common;
use common::{moves, position, sorted};
use feerie::notation::move_text::{move_text, parse_move};
use feerie::rules::perft::perft;
use feerie::rules::{
    legal_moves, side_in_check, Condition, DynamoOptions, EnPassant, Move, Position, Ruleset, Side,
    Square,
};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn rules(pos: &Position) -> Ruleset {
    rules_with(pos, DynamoOptions::default())
}

fn rules_with(pos: &Position, o: DynamoOptions) -> Ruleset {
    Ruleset::new(pos, &[Condition::Dynamo(o)])
}

/// Texts of the legal moves of the piece on `from`.
fn moves_of(pos: &Position, rs: &Ruleset, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .filter(|m| m.from == sq(from))
        .map(|m| move_text(pos, m))
        .collect();
    v.sort();
    v
}

/// Number of different positions the moves lead to.
fn positions(pos: &Position, rs: &Ruleset, list: &[Move]) -> usize {
    let mut keys: Vec<u64> = list.iter().map(|m| pos.play(m, rs).hash()).collect();
    keys.sort();
    keys.dedup();
    keys.len()
}

#[test]
fn dyn_init_counts() {
    let pos = Position::initial();
    let rs = rules(&pos);
    let list = legal_moves(&pos, &rs);
    for (from, n) in [
        ("d1", 48),
        ("c1", 33),
        ("f1", 33),
        ("a1", 20),
        ("h1", 20),
        ("b1", 10),
        ("g1", 10),
        ("e1", 6),
        ("e2", 2),
    ] {
        assert_eq!(
            moves_of(&pos, &rs, from).len(),
            n,
            "{from}: {:?}",
            moves_of(&pos, &rs, from)
        );
    }
    assert_eq!(list.len(), 196);
    assert_eq!(positions(&pos, &rs, &list), 168);
}
