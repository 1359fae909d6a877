//! Circé (`condition Circe`, `condition Circe RexInclusive`) against Popeye 4.104: its legal-move
//! lists (tests/data/circe-moves.jsonl, circe-rexinclusive-moves.jsonl) and its solutions
//! (tests/data/circe-solutions.jsonl, the Circe records of the oracle's
//! conditions-solutions.jsonl), each input read by the Popeye reader; and the condition through
//! the Popeye writer and sessions.

use crate::common::oracle::check_solution_records;
use feerie::conditions::CirceOptions;
use feerie::notation::popeye::{parse_popeye, parse_popeye_strict, write_popeye};
use feerie::rules::Condition;
use feerie::session::{Session, SessionProblem};

/// The Circé records of the oracle's conditions-solutions.jsonl. (The move lists are compared
/// in `oracle_moves`, with every text read back.)
#[test]
fn circe_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/circe-solutions.jsonl"), 8);
}

fn read(condition: &str) -> Vec<Condition> {
    let text =
        format!("begin\npieces white ke1 black ke8\nstipulation #2\ncondition {condition}\nend\n");
    parse_popeye(&text).expect("reads").remove(0).conditions
}

#[test]
fn the_popeye_reader_knows_circe_and_its_rex_words() {
    let plain = vec![Condition::new(CirceOptions::default())];
    let rex = vec![Condition::new(CirceOptions::rex_inclusive())];
    assert_eq!(read("Circe"), plain);
    assert_eq!(read("circe rexexclusive"), plain);
    assert_eq!(read("CIRCE RexInclusive"), rex);
    assert_eq!(read("circe rexincl"), rex);
    let french = "debut\npieces blanc re1 noir re8\nenonce #2\ncondition circe rexinclusif\nfin\n";
    assert_eq!(parse_popeye(french).expect("reads")[0].conditions, rex);
    let german =
        "anfang\nsteine weiss ke1 schwarz ke8\nforderung #2\nbedingung circe rexinklusive\nende\n";
    assert_eq!(parse_popeye(german).expect("reads")[0].conditions, rex);
}

#[test]
fn circe_rex_inclusive_is_not_combined_with_imitators() {
    for text in [
        "circe rexinclusive imitator c3",
        "imitator c3 circe rexinclusive",
        "circe circe parrain",
    ] {
        // The file opens with Circé kept, and the solver names it.
        let input =
            format!("begin\npieces white ke1 black ke8\nstipulation #2\ncondition {text}\nend\n");
        let p = &parse_popeye(&input).expect("opens")[0];
        let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
        assert_eq!(names, ["condition Circe (line 4)"], "{text}");
        assert!(parse_popeye_strict(&input).is_err(), "{text}");
    }
    let input =
        "begin\npieces white ke1 black ke8\nstipulation #2\ncondition circe lastmove\nend\n";
    let p = &parse_popeye(input).expect("opens")[0];
    assert_eq!(
        p.kept.conditions[0].words,
        ["lastmove"],
        "other Circe variants are kept"
    );
}

#[test]
fn the_popeye_writer_and_sessions_keep_circe() {
    for condition in ["circe", "circe rexinclusive"] {
        let text = format!(
            "begin\npieces white ke1 ra1 black ke8 bd5\nstipulation #2\ncondition {condition}\nend\n"
        );
        let problem = parse_popeye(&text).expect("reads").remove(0);
        let written = write_popeye(&problem);
        assert!(
            written.contains(&format!("condition {condition}\n")),
            "{written}"
        );
        assert_eq!(parse_popeye(&written).expect("reads back")[0], problem);
        let session = Session {
            problems: vec![SessionProblem::new(problem.clone())],
            ..Default::default()
        };
        let toml = session.to_toml();
        let rex = condition.ends_with("rexinclusive");
        assert!(
            toml.contains(&format!("{{ name = \"circe\", rex_inclusive = {rex} }}")),
            "{toml}"
        );
        let back = Session::from_toml(&toml).expect("session reads");
        assert_eq!(back.problems[0].problem, problem);
    }
}

#[test]
fn the_workbench_condition_editor_takes_circe() {
    use feerie::tui::compose::{conditions_text, set_conditions};
    let text = "begin\npieces white ke1 black ke8\nstipulation #2\nend\n";
    let mut problem = parse_popeye(text).expect("reads").remove(0);
    set_conditions(&mut problem, "circe rexinclusive").expect("accepted");
    assert_eq!(
        problem.conditions,
        vec![Condition::new(CirceOptions::rex_inclusive())]
    );
    assert_eq!(conditions_text(&problem), "circe rexinclusive");
    set_conditions(&mut problem, "Circe").expect("accepted");
    assert_eq!(conditions_text(&problem), "circe");
    assert!(set_conditions(&mut problem, "circe rexinclusive imitator c3").is_err());
}
