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

/// The solution lines of a Popeye output (moves, `but`), whitespace squeezed, counted.
pub(crate) fn solution_lines(text: &str) -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    for line in text.lines() {
        let t = line.trim_start();
        let numbered = t.split_once('.').is_some_and(|(n, _)| {
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && line.starts_with(' ')
        });
        if numbered || t == "but" {
            let squeezed = t.split_whitespace().collect::<Vec<_>>().join(" ");
            *out.entry(squeezed).or_default() += 1;
        }
    }
    out
}

/// Popeye's own test and regression problems with goals and play types of issue 21
/// (tests/data/goals-corpus/list.txt; inputs in tests/data/popeye-corpus, Popeye 4.104's
/// outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_goal_problems_are_solved_as_popeye_solves_them() {
    use feerie::solver::render::text;
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let list = std::fs::read_to_string(dir.join("goals-corpus/list.txt")).expect("list");
    let mut failures = Vec::new();
    let mut count = 0;
    for name in list.lines().filter(|l| !l.trim().is_empty()) {
        count += 1;
        let input =
            std::fs::read_to_string(dir.join(format!("popeye-corpus/{name}.inp"))).expect("input");
        let theirs = std::fs::read_to_string(dir.join(format!("goals-corpus/{name}.out")))
            .expect("Popeye's output");
        let mut ours = String::new();
        for problem in parse_popeye(&input).expect("input reads") {
            let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            ours.push_str(&text(&solution, problem.meta.language));
        }
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(count, 36);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
