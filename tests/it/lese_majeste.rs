//! Lèse-majesté against Popeye 4.104.
//!
//! * Lists made with Popeye 4.104 on random positions (lesemajeste-moves: 100, and 60 where the
//!   side not to move stands in check, which orthodox play refuses; fairy men G N CA in some).
//! * Popeye's own examples (its EXAMPLES/lesemajeste.inp, problems 1 to 14, one file each in
//!   tests/data/lesemajeste-examples with Popeye's output beside it; the 15th, a #9, takes
//!   Popeye minutes): feerie's text output holds the same solution lines.

use crate::common::oracle::{check_move_records, solution_lines};
use feerie::conditions::lese_majeste::LeseMajesteOptions;
use feerie::conditions::registry;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::Condition;
use feerie::solver::{solve, SolveOptions};

#[test]
fn lese_majeste_moves_equal_popeyes() {
    check_move_records(include_str!("../data/lesemajeste-moves.jsonl"), 160, true);
}

#[test]
fn popeyes_examples_are_solved_as_popeye_solves_them() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/lesemajeste-examples");
    let mut failures = Vec::new();
    let mut seen = 0;
    for i in 1..=14 {
        let name = format!("EXAMPLES__lesemajeste__{i:03}");
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).expect("input");
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        let mut ours = String::new();
        for problem in parse_popeye(&input).expect("input reads") {
            let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            ours.push_str(&feerie::solver::render::text(
                &solution,
                problem.meta.language,
            ));
        }
        seen += 1;
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(seen, 14);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn popeye_reader_and_session_know_the_condition() {
    let lm = Condition::new(LeseMajesteOptions);
    for text in ["LeseMajeste", "lesemajeste", "lese"] {
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition {text}\nend\n"
        ))
        .unwrap()
        .remove(0);
        assert_eq!(problem.conditions, vec![lm.clone()], "{text}");
    }
    let entry = registry::find("lese majeste").expect("registered");
    let table = feerie::conditions::session::Value::Table(Vec::new());
    assert_eq!(entry.session.read(table), Ok(lm.clone()));
    assert!(entry.session.write(&lm).is_empty());
    let bad = feerie::conditions::session::Value::Table(vec![(
        "x".to_string(),
        feerie::conditions::session::Value::Bool(true),
    )]);
    assert!(entry.session.read(bad).is_err());
}
