//! Options Popeye does not apply to a part, which it names and then plays as Popeye 4.104
//! does: `postkeyplay` in help and series play (`PostKeyPlay not applicable - ignored`, solved
//! without it), `setplay` with `postkeyplay` in battle play (`SetPlay not applicable -
//! ignored`, the play after the key solved), `try` with `postkeyplay` (`try play not applicable`, the post-key play
//! solved), `stoponshortsolutions` in battle play (`Option  StopOnShortSolutions  not
//! supported with direct play.`, solved without it). Besides: a try's refutation is marked with
//! its check alone, not with the attacker's mate or stalemate it gives (`1...Rg8*d8 !`), and
//! `postkeyplay` judges the diagram with the defender to move. Popeye's outputs of the
//! problems in tests/data/options-notes are the expected ones.

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::render::{json, text};
use feerie::solver::{solve, SolveOptions};

use crate::common::oracle::{solution_lines, solved_text};

fn data(name: &str) -> String {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/options-notes")
        .join(name);
    String::from_utf8_lossy(&std::fs::read(&path).expect("fixture")).into_owned()
}

/// feerie's text of the problem `name` and whether its solution lines are Popeye's.
fn agrees(name: &str) -> String {
    let input = data(&format!("{name}.inp"));
    let theirs = data(&format!("{name}.out"));
    let ours = solved_text(&parse_popeye(&input).expect("input reads")).expect("solved");
    assert_eq!(
        solution_lines(&ours),
        solution_lines(&theirs),
        "{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
    );
    ours
}

#[test]
fn popeyes_corpus_problems_with_options_it_does_not_apply_agree() {
    // stoponshortsolutions in #3, try with postkeyplay, postkeyplay in h#2 and hs#2, and
    // `start 1` (every first move) with Orphans under Make&Take.
    crate::common::oracle::check_corpus_list("options-notes-corpus", 4);
}

#[test]
fn stoponshortsolutions_is_ignored_in_battle_play() {
    let out = agrees("stoponshort-battle");
    let said = "Option  StopOnShortSolutions  not supported with direct play.";
    assert_eq!(out.matches(said).count(), 2, "b) #2 and c) s#2: {out}");
    assert!(out.contains("Qc1-c8 #"), "b) #2 is solved: {out}");
}

#[test]
fn postkeyplay_is_ignored_in_help_and_series_play() {
    let out = agrees("postkey-help-series");
    assert!(
        out.contains("PostKeyPlay not applicable - ignored"),
        "{out}"
    );
    assert!(out.contains("3.Rh1-h8 #"), "ser-#3 is solved: {out}");
}

/// The twin labels and the `PostKeyPlay not applicable` notes of a text, in order.
fn labels_and_postkey_notes(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| {
            let label = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric());
            *l == "PostKeyPlay not applicable - ignored"
                || l.split_once(") ")
                    .map_or(l.strip_suffix(')').is_some_and(label), |(t, _)| label(t))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn postkeyplay_is_said_not_applicable_where_popeye_reads_the_stipulation() {
    // Before the diagram (feerie's first row) for the diagram's stipulation, before the label
    // of each twin that states one of help or series play, and not for a twin that keeps
    // the one it has (`c) bPa5-->a4`).
    for name in ["postkey-twins", "postkey-help-series"] {
        let ours = agrees(name);
        let theirs = data(&format!("{name}.out"));
        assert_eq!(
            labels_and_postkey_notes(&ours),
            labels_and_postkey_notes(&theirs),
            "{name}:\n{ours}"
        );
    }
    let out = agrees("postkey-twins");
    assert!(
        out.starts_with("PostKeyPlay not applicable - ignored\n"),
        "{out}"
    );
    assert_eq!(
        out.matches("PostKeyPlay not applicable").count(),
        3,
        "{out}"
    );
}

#[test]
fn setplay_is_not_applicable_with_postkeyplay_in_battle_play() {
    // #2, s#2 and r#2 solve the play after the key; h#2 its set play and lines.
    let out = agrees("setplay-postkey");
    let said = "SetPlay not applicable - ignored";
    assert_eq!(out.matches(said).count(), 3, "a) to c): {out}");
    assert!(
        out.contains("1...Kb6-a6   2.h5-h4 Sd5-b6 #"),
        "d) set play: {out}"
    );
    let problem = parse_popeye(&data("setplay-postkey.inp"))
        .unwrap()
        .remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(
        json(&solution)["parts"][0]["notes"][0],
        "setplay_not_applicable"
    );
    let french = text(&solution, Language::French);
    assert!(
        french.contains("Apparent pas applicable - ignore"),
        "{french}"
    );
}

#[test]
fn try_is_not_applicable_with_postkeyplay() {
    let out = agrees("try-postkey");
    assert!(out.contains("try play not applicable"), "{out}");
    assert!(!out.contains("but"), "no try is looked for: {out}");
    let problem = parse_popeye(&data("try-postkey.inp")).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(
        json(&solution)["parts"][0]["notes"][0],
        "try_not_applicable"
    );
    let german = text(&solution, Language::German);
    assert!(german.contains("Verfuehrung nicht anwendbar"), "{german}");
}

#[test]
fn postkeyplay_judges_the_diagram_with_the_defender_to_move() {
    // The attacker's king stands in check: an illegal position after the key.
    let out = agrees("postkey-attacker-in-check");
    assert!(
        out.contains("the side to play can capture the king"),
        "{out}"
    );
}

#[test]
fn a_refutation_shows_no_mate_or_stalemate_of_the_attacker() {
    let out = agrees("refutation-stalemates-r2");
    assert!(out.contains("      1...Rg8*d8 !"), "{out}");
    agrees("refutation-stalemates-s2");
    let out = agrees("refutation-mates-2");
    assert!(out.contains("      1...Rf8-f1 + !"), "{out}");
}
