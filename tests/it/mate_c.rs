//! #C (Popeye's `condition #C`) against Popeye 4.104: its test problems (tests/data/mate-c-corpus,
//! Popeye's outputs beside the list), a helpmate whose mates change their checkers' sides
//! (Popeye's solution of the input below), and the condition's words through the Popeye
//! reader and writer and sessions.

use crate::common::oracle::solution_lines;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::session::{Session, SessionProblem};
use feerie::solver::render::text;
use feerie::solver::{solve, SolveOptions};

/// Popeye's problems with #C: a mate whose checker would check its own king as the other
/// side's stays a mate, and so does one where changing all checkers would.
#[test]
fn popeyes_mate_c_problems_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("mate-c-corpus", 2);
}

#[test]
fn the_checkers_of_a_mate_change_side_unless_that_checks_their_old_king() {
    // 2.AMd6-b5 mates the white king and the amazon turns white; the white amazon's mate of
    // the black king stays (turned black it would check the white king). Popeye 4.104.
    let input = "begin\npieces white ka7 black kh1\n  white qe5 dgc5 dga8 pd7\n  black amf6\n\
                 stipulation h#2\ncondition #C\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
    let ours = solution_lines(&text(&solution, problem.meta.language));
    let theirs = solution_lines(
        "  1.AMf6-d6 Qe5-g3   2.AMd6-b5[b5=w] AMb5-b7 #\n\
         \x20 1.AMf6-d6 Qe5-g3   2.AMd6-b5[b5=w] AMb5-c6 #\n\
         \x20 1.AMf6-f1 Qe5-g3   2.AMf1-b5[b5=w] AMb5-b7 #\n\
         \x20 1.AMf6-f1 Qe5-g3   2.AMf1-b5[b5=w] AMb5-c6 #\n",
    );
    assert_eq!(ours, theirs);
}

#[test]
fn the_condition_is_read_written_and_kept_in_sessions() {
    let problem = parse_popeye("begin\npieces white kg2 qh1 black ka8\nstip #1\ncond #c\nend\n")
        .expect("reads")
        .remove(0);
    assert_eq!(problem.conditions.len(), 1);
    assert_eq!(problem.conditions[0].name(), "mate c");
    let written = write_popeye(&problem);
    assert!(written.contains("#C"), "{written}");
    assert_eq!(
        parse_popeye(&written).expect("reads back").remove(0),
        problem
    );
    let session = Session {
        problems: vec![SessionProblem::new(problem.clone())],
        ..Default::default()
    };
    let toml = session.to_toml();
    assert!(toml.contains("mate c"), "{toml}");
    let back = Session::from_toml(&toml).expect("session reads back");
    assert_eq!(back.problems[0].problem, problem);
}
