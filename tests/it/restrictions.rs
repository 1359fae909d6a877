//! The conditions that restrict which moves are legal, against Popeye 4.104: Isardam,
//! Patrouille, the mummers, Checkless chess and Exclusive chess. Each oracle file
//! (tests/data/<family>-moves.jsonl, copied from the oracle set) holds 150 of Popeye's legal
//! move lists, check marks included; tests/data/restrictions-solutions.jsonl holds the oracle's
//! Isardam and BlackMaximummer problems.

use crate::common::oracle::{check_move_records, check_solution_records};

#[test]
fn checkless_moves_equal_popeyes() {
    check_move_records(include_str!("../data/checkless-moves.jsonl"), 150, true);
}
