//! Issue 20's last conditions against Popeye 4.104: Haaner chess, Breton, Ghost and Haunted
//! chess, Lèse-majesté, Kobul kings, SAT and Strict SAT.
//!
//! * The oracle's move lists (tests/data/<family>-moves.jsonl, copied from the oracle set):
//!   haaner (150).
//! * Lists made with Popeye 4.104 on random positions where the condition matters (most with
//!   several men of one kind, some with neutral men): breton (Breton, 85),
//!   breton-variants (Adverse, Chromatic, Adverse Chromatic, PY: 130), kobul (KobulKings,
//!   White, Black: 120).

use crate::common::oracle::check_move_records;

#[test]
fn haaner_moves_equal_popeyes() {
    check_move_records(include_str!("../data/haaner-moves.jsonl"), 150, true);
}

#[test]
fn breton_moves_equal_popeyes() {
    check_move_records(include_str!("../data/breton-moves.jsonl"), 85, true);
    check_move_records(
        include_str!("../data/breton-variants-moves.jsonl"),
        130,
        true,
    );
}

#[test]
fn kobul_moves_equal_popeyes() {
    check_move_records(include_str!("../data/kobul-moves.jsonl"), 120, true);
}
