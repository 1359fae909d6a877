//! MultiCaptures (Popeye's `condition MultiCaptures [White|Black]`) against Popeye 4.104.
//!
//! * Move lists made with Popeye 4.104 on crowded random positions, both sides or one bound
//!   (tests/data/multicaptures-moves.jsonl, by tests/data/generate-multicaptures-moves.py
//!   120 7).
//! * Move lists made with Popeye 4.104 on random positions with the walks Popeye generates
//!   line by line, each line's capture counting apart (spiral springers, scouts, quintessence,
//!   reflecting bishop, archbishop, bouncers, radial knight, saltador, angle hoppers,
//!   marguerite, double hoppers, tree- and leafhoppers): 320 crowded ones
//!   (generate-multicaptures-lines-moves.py 320 23) and 640 where the bound mover has one to
//!   three such men and at most one other beside its king (`sparse`, 640 24), so that most
//!   captures kept are one man's two lines onto one victim
//!   (tests/data/multicaptures-lines-moves.jsonl).
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

/// A bound side's piece whose two lines (zigzags, reflecting paths, hurdles, hops) take one
/// man takes it alone, and its check counts each line: Popeye counts its generation elements
/// before it removes a piece's duplicate moves.
#[test]
fn multicaptures_with_walks_generated_line_by_line_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/multicaptures-lines-moves.jsonl"),
        960,
        true,
    );
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
