//! Popeye's `option threat N` in battle play: wherever the attacker still has N or more moves
//! and the defender is not in check, the attacker's move must threaten to win in at most N
//! moves, or the defender has defended. It applies when the stipulation is longer than N
//! (Popeye: "not applicable" otherwise). Popeye 4.104's answers are the expected ones.

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::tree::Play;
use feerie::solver::{render, solve, SolveOptions};

fn keys_of(input: &str) -> Vec<String> {
    let problem = parse_popeye(input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let Play::Battle(b) = &solution.parts[0].play else {
        panic!("battle play")
    };
    let mut keys: Vec<String> = b
        .keys
        .iter()
        .map(|k| k.played.text.english().to_string())
        .collect();
    keys.sort();
    keys
}

/// The non-empty lines of a solution text, sorted: the tree's content whatever the order of
/// its variations (feerie sorts them by text, Popeye lists them as generated).
fn sorted_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.trim().is_empty())
        .collect();
    lines.sort();
    lines
}

fn case(name: &str) -> (String, String) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/threat/");
    let input = std::fs::read_to_string(format!("{dir}{name}.inp")).unwrap();
    let out = std::fs::read_to_string(format!("{dir}{name}.out")).unwrap();
    let after = crate::common::oracle::after_diagram(&out);
    let end = after.find("Loesung beendet").unwrap_or(after.len());
    (input, after[..end].to_string())
}

#[test]
fn a_zugzwang_key_is_no_key_when_threats_are_bounded() {
    let position = "begin pieces white kf7 qe5 sb3 black kh6 pg6 stip #2 option threat";
    // Without the option, and with threat 2 (not shorter than the #2: not applicable),
    // the waiting moves are keys; with threat 1 every key must threaten mate in 1.
    let free = keys_of(&format!("{position} 2 end"));
    assert!(free.len() >= 4, "{free:?}");
    assert_eq!(free, keys_of(&position.replace(" option threat", " end")));
    assert!(keys_of(&format!("{position} 1 end")).is_empty());
}

#[test]
fn every_attacking_move_must_threaten_in_a_longer_problem() {
    let keys = keys_of("begin pieces white kf7 qe5 sb3 black kh6 pg6 stip #3 option threat 1 end");
    assert_eq!(keys, ["Kf7-f6", "Qe5-f4", "Qe5-g3"]);
}

#[test]
fn a_six_mover_with_tries_matches_popeye() {
    // BEISPIEL/castling #11: #6, threat 1, tries. Without the bound feerie searched for
    // minutes; Popeye takes 0.18 s, and so does feerie with it.
    let (input, popeye) = case("castling_011");
    let problem = parse_popeye(&input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let text = render::text(&solution, Language::German);
    assert_eq!(sorted_lines(&text), sorted_lines(&popeye));
    let Play::Battle(b) = &solution.parts[0].play else {
        panic!("battle play")
    };
    assert_eq!(b.keys.len(), 1);
    assert_eq!(b.tries.len(), 4);
}

#[test]
fn a_neutral_rook_five_mover_matches_popeye() {
    // BEISPIEL/threat #3: #5 with a neutral rook and threat 1.
    let (input, popeye) = case("threat_003");
    let problem = parse_popeye(&input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let text = render::text(&solution, Language::German);
    assert_eq!(sorted_lines(&text), sorted_lines(&popeye));
}
