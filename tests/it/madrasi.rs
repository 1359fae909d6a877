//! Madrasi against Popeye 4.104: the legal-move lists of the oracle's Madrasi family
//! (tests/data/madrasi-moves.jsonl, copied from the oracle set), further lists made with
//! Popeye 4.104 for what that family does not hold (`RexInclusive`, neutral pieces, e.p.
//! double steps that give or do not give check, castling beside paralysed men:
//! tests/data/madrasi-extra-moves.jsonl), and the Madrasi problems of the oracle's
//! conditions-solutions.jsonl (tests/data/madrasi-solutions.jsonl). Inputs are read by the
//! Popeye reader; the reader, the writer and the session format are checked on the condition.

use crate::common::oracle::{check_move_records, check_solution_records, normalise_move};
use feerie::conditions::MadrasiOptions;
use feerie::notation::move_text::move_text_marked;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::perft::perft;
use feerie::rules::{legal_moves, Condition, Ruleset};
use feerie::session::format::Session;

/// Every oracle input reads as Madrasi (its move lists are compared in `oracle_moves`).
#[test]
fn oracle_inputs_read_as_madrasi() {
    for line in include_str!("../data/madrasi-moves.jsonl").lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let problem = parse_popeye(record["input"].as_str().expect("input"))
            .expect("input reads")
            .remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        assert!(
            rs.options::<MadrasiOptions>().is_some(),
            "{}: no Madrasi read",
            record["id"]
        );
    }
}

#[test]
fn extra_moves_equal_popeyes() {
    check_move_records(include_str!("../data/madrasi-extra-moves.jsonl"), 100, true);
}

/// The check marks of the extra lists, which say whether a move gives check under Madrasi
/// (a paralysed checker gives none, a double step beside an enemy pawn gives none).
#[test]
fn check_marks_equal_popeyes() {
    let mut failures = Vec::new();
    for line in include_str!("../data/madrasi-extra-moves.jsonl").lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let input = record["input"].as_str().expect("input");
        let problem = parse_popeye(input).expect("input reads").remove(0);
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let checks = |m: &str| m.ends_with('+') || m.ends_with('#');
        let mut ours: Vec<String> = legal_moves(pos, &rs)
            .iter()
            .map(|m| move_text_marked(pos, m, &rs))
            .filter(|m| checks(m))
            .map(|m| normalise_move(&m))
            .collect();
        ours.sort();
        let mut theirs: Vec<String> = record["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m.as_str().expect("move text"))
            .filter(|m| checks(m))
            .map(normalise_move)
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!(
                "{}: checks ours {ours:?} theirs {theirs:?}",
                record["id"]
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn oracle_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/madrasi-solutions.jsonl"), 9);
}

#[test]
fn extra_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/madrasi-extra-solutions.jsonl"), 4);
}

fn conditions_of(text: &str) -> Vec<Condition> {
    parse_popeye(&format!(
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition {text}\nend\n"
    ))
    .map(|mut p| p.remove(0).conditions)
    .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn popeye_reader_knows_madrasi_and_rexinclusive() {
    let plain = Condition::new(MadrasiOptions {
        rex_inclusive: false,
    });
    let rex = Condition::new(MadrasiOptions {
        rex_inclusive: true,
    });
    for text in ["Madrasi", "madrasi", "MADRASI", "madr"] {
        assert_eq!(conditions_of(text), vec![plain.clone()], "{text}");
    }
    for text in [
        "Madrasi RexInclusive",
        "madrasi rexinclusive",
        "madrasi rexi",
    ] {
        assert_eq!(conditions_of(text), vec![rex.clone()], "{text}");
    }
    // French and German: the same condition word, RexInclusif / RexInklusive after it.
    for text in [
        "debutprobleme\npieces blanc re1 noir re8\nenonce ~1\ncondition madrasi rexinclusif\nfinprobleme\n",
        "anfangproblem\nsteine weiss ke1 schwarz ke8\nforderung ~1\nbedingung madrasi rexinklusive\nendeproblem\n",
    ] {
        let problems = parse_popeye(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(problems[0].conditions, vec![rex.clone()], "{text}");
    }
    // Combined with Circé Parrain; refused with the conditions that judge moves their way.
    assert_eq!(conditions_of("madrasi circe parrain").len(), 2);
    // The refused combination opens with one condition kept, which the solver names.
    let p = &parse_popeye(
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition madrasi miroir\nend\n",
    )
    .unwrap()[0];
    assert_eq!(p.conditions.len(), 1);
    assert_eq!(p.unsupported().len(), 1);
}

#[test]
fn popeye_writer_round_trips_madrasi() {
    for text in ["Madrasi", "Madrasi RexInclusive"] {
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 black ke8\nstipulation #2\ncondition {text}\nend\n"
        ))
        .unwrap()
        .remove(0);
        let written = write_popeye(&problem);
        assert!(
            written.contains(&format!("condition {}", text.to_lowercase())),
            "{written}"
        );
        let again = parse_popeye(&written).unwrap().remove(0);
        assert_eq!(again.conditions, problem.conditions);
    }
}

#[test]
fn sessions_know_madrasi() {
    for rex_inclusive in [false, true] {
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 black ke8\nstipulation #2\ncondition madrasi{}\nend\n",
            if rex_inclusive { " rexinclusive" } else { "" }
        ))
        .unwrap()
        .remove(0);
        let toml = Session::from_problems(vec![problem.clone()]).to_toml();
        assert!(
            toml.contains(&format!(
                "{{ name = \"madrasi\", rex_inclusive = {rex_inclusive} }}"
            )),
            "{toml}"
        );
        let again = Session::from_toml(&toml).unwrap();
        assert_eq!(again.problems[0].problem.conditions, problem.conditions);
    }
    // A missing option is false; Madrasi with Échecs Miroir is refused.
    let text = |conditions: &str| {
        format!(
            "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\nconditions = [{conditions}]\n"
        )
    };
    let read = Session::from_toml(&text("{ name = \"madrasi\" }")).unwrap();
    assert_eq!(
        read.problems[0].problem.conditions,
        vec![Condition::new(MadrasiOptions::default())]
    );
    assert!(Session::from_toml(&text("{ name = \"madrasi\" }, { name = \"miroir\" }")).is_err());
}

/// Perft of the game array: depth 4 equals the sum of Popeye 4.104's move lists of the 8,874
/// positions three plies deep (checked once, list by list), with and without `RexInclusive`.
#[test]
fn perft_of_the_array() {
    for cond in ["Madrasi", "Madrasi RexInclusive"] {
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f2g2h2 black ke8 qd8 ra8h8 \
             bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\nstipulation ~1\ncondition {cond}\nend\n"
        ))
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        let counts: Vec<u64> = (1..=4).map(|d| perft(&problem.position, &rs, d)).collect();
        assert_eq!(counts, [20, 400, 8874, 195_475], "{cond}");
    }
}
