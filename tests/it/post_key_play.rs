//! Popeye's `option postkeyplay`: in direct, self and reflex play the diagram is the position
//! after the key, the defender to move, and the play below the key is solved: the key's
//! threat (or zugzwang) on a line of its own, each defence with the attacker's answers, and
//! the defences nothing answers marked `refutes.`. Popeye 4.104's outputs of its
//! TESTS/battle_play problems are the expected ones.

use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::Language;
use feerie::session::format::Session;
use feerie::solver::render::{json, text};
use feerie::solver::{solve, SolveOptions};

fn solved(input: &str, lang: Language) -> String {
    let problem = parse_popeye(input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    text(&solution, lang)
}

const INCOMPLETE: &str =
    "begin\npieces white kb6 sd5 pa7 black ka8 se8 ph5\nstipulation #2\noption postkey\nend\n";

#[test]
fn popeyes_post_key_problems_agree() {
    // #1.5 to #3.5 (with `threat 1`), s#0.5 to s#1.5, r#0.5 to r#2.5 (one with the
    // defender's immediate mate), semi-r#0.5.
    crate::common::oracle::check_corpus_list("postkey-corpus", 11);
}

#[test]
fn the_key_line_is_left_out_and_unanswered_defences_refute() {
    let out = solved(INCOMPLETE, Language::English);
    let lines: Vec<&str> = out.lines().collect();
    let at = lines.iter().position(|l| *l == " zugzwang.").expect(&out);
    assert_eq!(lines[at + 1], "      1...Se8-c7", "{out}");
    assert_eq!(lines[at + 2], "          2.Sd5*c7 #", "{out}");
    let refuted = lines
        .iter()
        .position(|l| *l == "      1...h5-h4")
        .expect(&out);
    assert_eq!(lines[refuted + 1], "        refutes.", "{out}");
    assert!(!out.contains("1.Sd5"), "no key is shown: {out}");
    assert!(solved(INCOMPLETE, Language::French).contains("        Refute."));
    assert!(solved(INCOMPLETE, Language::German).contains("        Widerlegt."));
}

#[test]
fn a_threat_stands_on_its_own_line_above_the_defences() {
    let input =
        "begin\npieces white kg1 qd1 black kh8 pg7h7\nstipulation #2\noption postkey\nend\n";
    let out = solved(input, Language::English);
    let lines: Vec<&str> = out.lines().collect();
    let at = lines.iter().position(|l| *l == " threat:").expect(&out);
    assert_eq!(lines[at + 1], "          2.Qd1-d8 #", "{out}");
}

#[test]
fn json_holds_the_post_key_tree() {
    let problem = parse_popeye(INCOMPLETE).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let v = json(&solution);
    let pk = &v["parts"][0]["play"]["post_key"];
    assert_eq!(pk["follow"], "zugzwang");
    let defences = pk["defences"].as_array().unwrap();
    assert_eq!(defences.len(), 5);
    let refuting: Vec<&str> = defences
        .iter()
        .filter(|d| d["refutes"] == true)
        .map(|d| d["move"].as_str().unwrap())
        .collect();
    assert_eq!(refuting, ["h5-h4"]);
}

#[test]
fn the_option_is_written_back_in_popeye_files_and_sessions() {
    let problem = parse_popeye(INCOMPLETE).unwrap().remove(0);
    assert!(problem.options.post_key);
    let written = write_popeye(&problem);
    assert!(written.to_lowercase().contains("postkeyplay"), "{written}");
    assert!(parse_popeye(&written).unwrap()[0].options.post_key);
    let toml = Session::from_problems(vec![problem.clone()]).to_toml();
    assert!(toml.contains("post_key_play = true"), "{toml}");
    let back = Session::from_toml(&toml).unwrap().problems();
    assert_eq!(back[0], problem);
    // French and German keywords.
    let fr = "debut\npieces blanc rb6 cd5 pa7 noir ra8 ce8\nenonce #2\noption apresCle\nfin\n";
    assert!(parse_popeye(fr).unwrap()[0].options.post_key);
    let de = "anfang\nsteine weiss kb6 sd5 ba7 schwarz ka8 se8\nforderung #2\noption nachschluessel\nende\n";
    assert!(parse_popeye(de).unwrap()[0].options.post_key);
}

#[test]
fn with_setplay_the_set_play_is_not_applicable() {
    // (Popeye ignores set play here, the key being already played: tests/it/option_notes.rs
    // compares its output.)
    let input =
        "begin\npieces white kb6 sd5 black ka8\nstipulation #2\noption postkey setplay\nend\n";
    let out = solved(input, Language::English);
    assert!(out.contains("SetPlay not applicable - ignored"), "{out}");
    let out = solved(input, Language::German);
    assert!(
        out.contains("Satzspiel nicht anwendbar - ignoriert"),
        "{out}"
    );
}
