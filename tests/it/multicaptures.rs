//! MultiCaptures (Popeye's `condition MultiCaptures [White|Black]`) against Popeye 4.104.
//!
//! * Move lists made with Popeye 4.104 on crowded random positions, both sides or one bound
//!   (tests/data/multicaptures-moves.jsonl, by tests/data/generate-multicaptures-moves.py
//!   120 7).
//! * Popeye's corpus problems with MultiCaptures (tests/data/multicaptures-corpus/list.txt;
//!   inputs in tests/data/popeye-corpus, Popeye 4.104's outputs beside the list).

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::conditions::multicaptures::MultiCapturesOptions;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::piece::Side;

#[test]
fn multicaptures_moves_equal_popeyes() {
    check_move_records(include_str!("../data/multicaptures-moves.jsonl"), 120, true);
}

#[test]
fn popeyes_multicaptures_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("multicaptures-corpus", 2);
}

#[test]
fn the_bound_side_reads_and_writes_back() {
    for (words, only) in [
        ("multicaptures", None),
        ("multicaptures white", Some(Side::White)),
        ("MultiCaptures Black", Some(Side::Black)),
    ] {
        let text =
            format!("begin\npieces white ka1 black kh8\nstipulation ~1\ncondition {words}\nend\n");
        let p = parse_popeye(&text).unwrap().remove(0);
        let o = p.conditions[0].options::<MultiCapturesOptions>().unwrap();
        assert_eq!(o.only, only, "{words}");
        let again = parse_popeye(&write_popeye(&p)).unwrap().remove(0);
        assert_eq!(again.conditions, p.conditions, "{words}");
    }
}
