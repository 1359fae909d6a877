//! `feerie moves` against Popeye's own legal-move lists (tests/data/*-moves.jsonl, copied from
//! the oracle set; see its README): orthodox, Imitator, Circé Parrain, Circé (plain and
//! RexInclusive) and Madrasi positions. Each input is read by the Popeye-input reader, so this
//! also tests the reader.

use feerie::notation::move_text::move_text_marked;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Ruleset};

/// The oracle README's normalisation: no whitespace, `#` counted as `+`, no stalemate mark,
/// Imitator squares sorted.
fn normalise(m: &str) -> String {
    let mut s: String = m.chars().filter(|c| !c.is_whitespace()).collect();
    if s.ends_with('#') {
        s.pop();
        s.push('+');
    } else if s.ends_with('=') && !s.ends_with("==") {
        // A trailing '=' is a stalemate mark, never a promotion (which names its piece).
        s.pop();
    }
    if let (Some(a), Some(b)) = (s.find("[I"), s[s.find("[I").unwrap_or(0)..].find(']')) {
        let end = a + b;
        let mut squares: Vec<&str> = s[a + 2..end].split(',').collect();
        squares.sort();
        s = format!("{}[I{}{}", &s[..a], squares.join(","), &s[end..]);
    }
    s
}

fn check_file(data: &str) {
    check_records(data, 300);
}

fn check_records(data: &str, at_least: usize) {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let id = record["id"].as_str().unwrap_or("?");
        let input = record["input"].as_str().expect("input");
        let problems = match parse_popeye(input) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{id}: input rejected: {e}\n{input}"));
                continue;
            }
        };
        let problem = &problems[0];
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let mut ours: Vec<String> = legal_moves(pos, &rs)
            .iter()
            .map(|m| normalise(&move_text_marked(pos, m, &rs)))
            .collect();
        ours.sort();
        let mut theirs: Vec<String> = record["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| normalise(m.as_str().expect("move text")))
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
    assert!(records >= at_least, "only {records} records");
    assert!(
        failures.is_empty(),
        "{} of {records} records differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn orthodox_moves_equal_popeyes() {
    check_file(include_str!("../data/orthodox-moves.jsonl"));
}

#[test]
fn imitator_moves_equal_popeyes() {
    check_file(include_str!("../data/imitator-moves.jsonl"));
}

#[test]
fn parrain_moves_equal_popeyes() {
    check_file(include_str!("../data/parrain-moves.jsonl"));
}

#[test]
fn circe_moves_equal_popeyes() {
    check_records(include_str!("../data/circe-moves.jsonl"), 150);
}

#[test]
fn circe_rex_inclusive_moves_equal_popeyes() {
    check_records(include_str!("../data/circe-rexinclusive-moves.jsonl"), 150);
}

#[test]
fn madrasi_moves_equal_popeyes() {
    check_records(include_str!("../data/madrasi-moves.jsonl"), 150);
}

#[test]
fn normalisation_follows_the_oracle_readme() {
    assert_eq!(normalise("Rg5-g8[+wPd6] +"), "Rg5-g8[+wPd6]+");
    assert_eq!(normalise("Qh5-f7 #"), "Qh5-f7+");
    assert_eq!(normalise("Kd1-e2[Ie3,c4]"), "Kd1-e2[Ic4,e3]");
    assert_eq!(normalise("b7-b8=Q ="), "b7-b8=Q");
}
