//! SingleBox types 1, 2 and 3 (issue 20) against Popeye 4.104: the legal-move lists of the
//! oracle (tests/data/singlebox{1,2,3}-moves.jsonl, copied from the oracle set), with the
//! latent pawns' promotions as Popeye writes them (`Bc1-b2[d1=B]`, `[f1=B]Bf1-a6`); the words
//! through the Popeye reader and writer, and sessions.

use crate::common::oracle::check_move_records;

#[test]
fn singlebox_type1_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox1-moves.jsonl"), 150, true);
}

#[test]
fn singlebox_type2_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox2-moves.jsonl"), 150, true);
}

#[test]
fn singlebox_type3_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox3-moves.jsonl"), 150, true);
}

// ----- Monochrome and Bichrome chess: fixtures made with Popeye 4.104 (random positions,
// `condition MonochromChess` / `BichromChess`, its `1.MOVE !` lines).

#[test]
fn monochrome_moves_equal_popeyes() {
    check_move_records(include_str!("../data/monochrome-moves.jsonl"), 100, true);
}

#[test]
fn bichrome_moves_equal_popeyes() {
    check_move_records(include_str!("../data/bichrome-moves.jsonl"), 100, true);
}
