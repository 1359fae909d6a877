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
//! * Move lists made with Popeye 4.104 on random positions with orphans and friends among men
//!   they move as (kings, orthodox men, grasshoppers, nightriders, roses, camels, zebus, radial
//!   knights, spiral springers, treehoppers), both sides bound or one: 300 crowded ones
//!   (generate-multicaptures-relay-moves.py 300 41) and 300 where the bound mover has one to
//!   three of them and one to three other men (`sparse`, 300 42)
//!   (tests/data/multicaptures-relay-moves.jsonl).
//! * Random #1, #2 and h#2 problems with orphans and friends that Popeye 4.104 solves, with
//!   its output (tests/data/multicaptures-relay-solutions.jsonl,
//!   generate-multicaptures-relay-solutions.py 150 51, those whose output is under 6,000
//!   characters).
//! * Popeye's corpus problems with MultiCaptures (tests/data/multicaptures-corpus/list.txt;
//!   inputs in tests/data/popeye-corpus, Popeye 4.104's outputs beside the list).

use crate::common::oracle::{check_corpus_list, check_move_records, solution_lines, solved_text};
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

/// An orphan or a friend takes once per walk it moves with, its orphan's check needs no
/// second observation, a friend's counts in Popeye's order (see the module's `friends_attack`).
#[test]
fn multicaptures_with_orphans_and_friends_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/multicaptures-relay-moves.jsonl"),
        600,
        true,
    );
}

/// The problems of tests/data/multicaptures-relay-solutions.jsonl.
const RELAY_SOLUTIONS: usize = 89;

/// Solutions with orphans and friends, marks included: the mate test filters the king's moves
/// and each other man's on its own, as Popeye's test of immobility does.
#[test]
fn multicaptures_with_orphans_and_friends_solve_as_popeye_solves() {
    let mut failures = Vec::new();
    let mut seen = 0;
    for line in include_str!("../data/multicaptures-relay-solutions.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        seen += 1;
        let r: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let id = r["id"].as_str().expect("id");
        let problems = parse_popeye(r["input"].as_str().expect("input")).expect("input reads");
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{id}: {e}"));
        let theirs = r["output"].as_str().expect("output");
        if solution_lines(&ours) != solution_lines(theirs) {
            failures.push(format!("{id}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(seen, RELAY_SOLUTIONS);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
