//! Goals and play types against Popeye 4.104 (tests/data/goals-solutions.jsonl, copied from
//! the oracle set: capture, target square, castling, check, double stalemate, double mate,
//! en passant; help-self, help-reflex, semi-reflex, reciprocal help, exact, parry series,
//! series reflex and self play). Keys and lines are compared exactly as Popeye prints them,
//! marks and goal markers included (`Sd2-f3 + z`, `Kg3-h2 ##`, `0-0-0`).

use crate::common::oracle::check_corpus_list;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::render::line_text;
use feerie::solver::tree::Play;
use feerie::solver::{solve, SolveOptions};

/// The keys (`c7-c8=Q +`) or lines (`1.Rc1-a1   2.Ra1*a2 x`) feerie finds for `input`,
/// sorted.
fn solutions(input: &str) -> Vec<String> {
    let problem = parse_popeye(input).expect("input reads").remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
    let mut out: Vec<String> = match &solution.parts[0].play {
        Play::Battle(b) => b
            .keys
            .iter()
            .map(|k| format!("{}{}", k.played.text, k.played.mark.suffix()))
            .collect(),
        Play::Lines { lines, .. } => lines
            .iter()
            .map(|l| line_text(l, Language::English).trim().to_string())
            .collect(),
    };
    out.sort();
    out
}

/// Every record of a JSON-lines file (`input`, `compare` naming `keys` or `lines`) solved
/// and compared; returns the number of records.
fn check_file(text: &str) -> usize {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let r: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let id = r["id"].as_str().unwrap_or("?");
        let input = r["input"].as_str().expect("input");
        let field = r["compare"].as_str().expect("compare");
        let ours = solutions(input);
        let mut theirs: Vec<String> = r[field]
            .as_array()
            .expect("array")
            .iter()
            .map(|v| v.as_str().expect("text").to_string())
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!("{id}: ours {ours:?}\n theirs {theirs:?}\n{input}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {records} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    records
}

#[test]
fn goal_and_play_type_solutions_equal_popeyes() {
    assert_eq!(
        check_file(include_str!("../data/goals-solutions.jsonl")),
        165
    );
}

/// Popeye 4.104's solutions of the oracle's positions under the goals and play types the
/// oracle has no record of (`!=`, `#=`, `c81`, `%`, `!#`, `s+`, `sx`, `r+`, `hs=`, `hrx`,
/// `semi-r=`, `ser-rx`, `reci-h(=)#`, `reci-h#1`, `hx1.5`, `pser-h=`, `pser-s#`, …), run
/// here once with Popeye to make the fixture (tests/data/goals-popeye-generated.jsonl).
#[test]
fn more_goals_and_play_types_equal_popeyes() {
    assert_eq!(
        check_file(include_str!("../data/goals-popeye-generated.jsonl")),
        94
    );
}

#[test]
fn stipulations_of_every_goal_read_and_write_back() {
    use feerie::notation::popeye::write_popeye;
    for stip in [
        "x2",
        "zd42",
        "002",
        "+2",
        "==1",
        "h##2",
        "##!2",
        "ep1",
        "!=2",
        "!#2",
        "#=2",
        "c812",
        "%2",
        "hs#2",
        "hr#2",
        "semi-r#2",
        "reci-h(=)#2",
        "pser-h#2",
        "ser-r#2",
        "exact-h=2",
    ] {
        let text = format!("begin\npieces white ke1 black ke8\nstipulation {stip}\nend\n");
        let p = parse_popeye(&text).expect("reads").remove(0);
        assert_eq!(p.stipulation.map(|s| s.to_string()).as_deref(), Some(stip));
        assert!(
            write_popeye(&p).contains(&format!("stipulation {stip}")),
            "{stip}"
        );
    }
}

/// Popeye's own test and regression problems with goals and play types of issue 21
/// (tests/data/goals-corpus/list.txt; inputs in tests/data/popeye-corpus, Popeye 4.104's
/// outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_goal_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("goals-corpus", 36);
}

#[test]
fn the_any_move_goal_marks_checks_only_as_popeye_does() {
    // `~` has no marker: Popeye writes ` +` after a mating move (`1.Qa1-a8 + !`) and nothing
    // after a stalemating one (Cage Circe, REGRESSIONS 4_51_to_4_53 #16: `1.h2*g3 !`).
    let ours = solutions("begin\npieces white kg1 rb1 qa1 black kh8 pg7 ph7\nstip ~1\nend\n");
    let popeye = [
        "Kg1-f1", "Kg1-f2", "Kg1-g2", "Kg1-h1", "Kg1-h2", "Qa1*g7 +", "Qa1-a2", "Qa1-a3", "Qa1-a4",
        "Qa1-a5", "Qa1-a6", "Qa1-a7", "Qa1-a8 +", "Qa1-b2", "Qa1-c3", "Qa1-d4", "Qa1-e5", "Qa1-f6",
        "Rb1-b2", "Rb1-b3", "Rb1-b4", "Rb1-b5", "Rb1-b6", "Rb1-b7", "Rb1-b8 +", "Rb1-c1", "Rb1-d1",
        "Rb1-e1", "Rb1-f1",
    ];
    assert_eq!(ours, popeye);
    let stalemate = solutions(
        "begin\npieces white ph2 black qg3\nstip ~1\ncondition cagecirce\noption nowk nobk\nend\n",
    );
    assert_eq!(stalemate, ["h2*g3", "h2-h3", "h2-h4"]);
}
