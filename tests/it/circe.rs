//! Circé (`condition Circe`, `condition Circe RexInclusive`) against Popeye 4.104: its legal-move
//! lists (tests/data/circe-moves.jsonl, circe-rexinclusive-moves.jsonl) and its solutions
//! (tests/data/circe-solutions.jsonl, the Circe records of the oracle's
//! conditions-solutions.jsonl), each input read by the Popeye reader; and the condition through
//! the Popeye writer and sessions.

use feerie::conditions::CirceOptions;
use feerie::notation::move_text::{move_text_marked, parse_move};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::{legal_moves, Condition, Ruleset};
use feerie::session::{Session, SessionProblem};
use feerie::solver::render::line_text;
use feerie::solver::tree::Play;
use feerie::solver::{solve, SolveOptions};

/// The oracle README's normalisation of move lists: no whitespace, `#` counted as `+`, no
/// stalemate mark.
fn normalise_move(m: &str) -> String {
    let mut s: String = m.chars().filter(|c| !c.is_whitespace()).collect();
    if s.ends_with('#') {
        s.pop();
        s.push('+');
    } else if s.ends_with('=') && !s.ends_with("==") {
        s.pop();
    }
    s
}

/// Compares every record's move list (a multiset, check marks included) with Popeye's.
fn check_moves(data: &str) {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let id = record["id"].as_str().unwrap_or("?");
        let input = record["input"].as_str().expect("input");
        let problem = match parse_popeye(input) {
            Ok(mut p) => p.remove(0),
            Err(e) => {
                failures.push(format!("{id}: input rejected: {e}\n{input}"));
                continue;
            }
        };
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let legal = legal_moves(pos, &rs);
        let mut ours: Vec<String> = Vec::new();
        for mv in &legal {
            let text = move_text_marked(pos, mv, &rs);
            // The move text reads back as the same move (rebirth included).
            match parse_move(pos, &rs, &text) {
                Ok(read) if read == *mv => {}
                other => failures.push(format!("{id}: '{text}' reads back as {other:?}")),
            }
            ours.push(normalise_move(&text));
        }
        ours.sort();
        let mut theirs: Vec<String> = record["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| normalise_move(m.as_str().expect("move text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            let missing: Vec<&String> = theirs.iter().filter(|m| !ours.contains(m)).collect();
            let extra: Vec<&String> = ours.iter().filter(|m| !theirs.contains(m)).collect();
            failures.push(format!(
                "{id}: missing {missing:?}, extra {extra:?}\n{input}"
            ));
        }
    }
    assert_eq!(records, 150);
    assert!(
        failures.is_empty(),
        "{} of {records} records differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn circe_moves_equal_popeyes() {
    check_moves(include_str!("../data/circe-moves.jsonl"));
}

#[test]
fn circe_rex_inclusive_moves_equal_popeyes() {
    check_moves(include_str!("../data/circe-rexinclusive-moves.jsonl"));
}

/// Move numbers, check and mate marks and `!` dropped.
fn normalise_line(s: &str) -> String {
    s.split_whitespace()
        .filter(|t| !matches!(*t, "+" | "#" | "=" | "!" | "?"))
        .map(|t| {
            let digits = t.bytes().take_while(|b| b.is_ascii_digit()).count();
            let dots = t[digits..].bytes().take_while(|&b| b == b'.').count();
            if digits > 0 && dots > 0 {
                &t[digits + dots..]
            } else {
                t
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn circe_solutions_equal_popeyes() {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in include_str!("../data/circe-solutions.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        records += 1;
        let r: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let id = r["id"].as_str().unwrap_or("?");
        let input = r["input"].as_str().expect("input");
        let problem = parse_popeye(input).expect("input reads").remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
        let mut ours: Vec<String> = match &solution.parts[0].play {
            Play::Battle(b) => b
                .keys
                .iter()
                .map(|k| normalise_line(&k.played.text))
                .collect(),
            Play::Lines { lines, .. } => lines
                .iter()
                .map(|l| normalise_line(&line_text(l)))
                .collect(),
        };
        ours.sort();
        let field = r["compare"].as_str().expect("compare");
        let mut theirs: Vec<String> = r[field]
            .as_array()
            .expect("array")
            .iter()
            .map(|v| normalise_line(v.as_str().expect("text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!("{id}: ours {ours:?}\n theirs {theirs:?}\n{input}"));
        }
    }
    assert_eq!(records, 8);
    assert!(
        failures.is_empty(),
        "{} of {records} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn read(condition: &str) -> Vec<Condition> {
    let text =
        format!("begin\npieces white ke1 black ke8\nstipulation #2\ncondition {condition}\nend\n");
    parse_popeye(&text).expect("reads").remove(0).conditions
}

#[test]
fn the_popeye_reader_knows_circe_and_its_rex_words() {
    let plain = vec![Condition::new(CirceOptions::default())];
    let rex = vec![Condition::new(CirceOptions {
        rex_inclusive: true,
    })];
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
fn circe_cannot_be_combined_with_other_conditions() {
    for text in [
        "circe imitator c3",
        "imitator c3 circe",
        "circe circe parrain",
    ] {
        let input =
            format!("begin\npieces white ke1 black ke8\nstipulation #2\ncondition {text}\nend\n");
        assert!(parse_popeye(&input).is_err(), "{text}");
    }
    let input = "begin\npieces white ke1 black ke8\nstipulation #2\ncondition circe mirror\nend\n";
    assert!(
        parse_popeye(input).is_err(),
        "other Circe variants stay unsupported"
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
        vec![Condition::new(CirceOptions {
            rex_inclusive: true
        })]
    );
    assert_eq!(conditions_text(&problem), "circe rexinclusive");
    set_conditions(&mut problem, "Circe").expect("accepted");
    assert_eq!(conditions_text(&problem), "circe");
    assert!(set_conditions(&mut problem, "circe imitator c3").is_err());
}
