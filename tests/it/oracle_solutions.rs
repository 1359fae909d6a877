//! `feerie solve` against Popeye's solutions (tests/data/solutions.jsonl, copied from the
//! oracle set): the set of keys of #2 and s#2 problems, the set of lines of h#2 problems, under
//! Imitator and Circé Parrain.

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::render::line_text;
use feerie::solver::tree::Play;
use feerie::solver::{solve, SolveOptions};

/// Move numbers, check and mate marks and `!` dropped, Imitator squares as printed.
fn normalise(s: &str) -> String {
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
fn solutions_equal_popeyes() {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in include_str!("../data/solutions.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        records += 1;
        let r: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let id = r["id"].as_str().unwrap_or("?");
        let input = r["input"].as_str().expect("input");
        let problem = parse_popeye(input).expect("input reads").remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
        let (mut ours, expected_field) = match &solution.parts[0].play {
            Play::Battle(b) => (
                b.keys
                    .iter()
                    .map(|k| normalise(&format!("{}{}", k.played.text, k.played.mark.suffix())))
                    .collect::<Vec<_>>(),
                "keys",
            ),
            Play::Lines { lines, .. } => (
                lines
                    .iter()
                    .map(|l| normalise(&line_text(l, Language::English)))
                    .collect(),
                "lines",
            ),
        };
        ours.sort();
        let mut theirs: Vec<String> = r[expected_field]
            .as_array()
            .expect("array")
            .iter()
            .map(|v| normalise(v.as_str().expect("text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!("{id}: ours {ours:?}\n theirs {theirs:?}\n{input}"));
        }
    }
    assert_eq!(records, 60);
    assert!(
        failures.is_empty(),
        "{} of {records} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn normalisation() {
    assert_eq!(normalise("1.Re5-g5[Id6,f5] + !"), "Re5-g5[Id6,f5]");
    assert_eq!(
        normalise("1.Kg2*h2[+bBg1] Rb6-b3   2.Sh5-g7 Rb3-h3 #"),
        "Kg2*h2[+bBg1] Rb6-b3 Sh5-g7 Rb3-h3"
    );
    assert_eq!(normalise("1...Ke4-f3 +   2.Kf3-f4"), "Ke4-f3 Kf3-f4");
}
