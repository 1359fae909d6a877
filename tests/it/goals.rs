//! Goals and play types against Popeye 4.104 (tests/data/goals-solutions.jsonl, copied from
//! the oracle set: capture, target square, castling, check, double stalemate, double mate,
//! en passant; help-self, help-reflex, semi-reflex, reciprocal help, exact, parry series,
//! series reflex and self play). Keys and lines are compared exactly as Popeye prints them,
//! marks and goal markers included (`Sd2-f3 + z`, `Kg3-h2 ##`, `0-0-0`).

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

#[test]
fn goal_and_play_type_solutions_equal_popeyes() {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in include_str!("../data/goals-solutions.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
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
    assert_eq!(records, 165);
    assert!(
        failures.is_empty(),
        "{} of {records} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
