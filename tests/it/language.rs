//! Output in the problem's language, as Popeye writes it (issue 15): German and French
//! problems solved and printed in their language equal Popeye's own output after the board
//! diagram (tests/data/popeye-lang, see its README.md: `de__*.inp` German, `fr__*.inp` French,
//! each with Popeye's `.out`). Every `de__`/`fr__` file of that folder is compared; a file added
//! there is picked up. Solutions are compared as sets of paths (`common::oracle::
//! solution_paths`), the normalisation the English comparison with published solutions uses,
//! so the order in which moves are printed does not matter but every word, letter and the
//! shape of the tree do.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use feerie::notation::move_text::move_text_marked_in;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Language, Ruleset};
use feerie::solver::render::{self, words};
use feerie::solver::{solve, SolveOptions};

use crate::common::oracle::{after_diagram, solution_paths};

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye-lang")
}

/// The `de__`/`fr__` inputs of the folder, with the language their name gives.
fn inputs() -> Vec<(PathBuf, Language)> {
    let mut files: Vec<(PathBuf, Language)> = std::fs::read_dir(folder())
        .expect("tests/data/popeye-lang")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?.to_string();
            let (code, _) = name.split_once("__")?;
            let lang = Language::from_code(code)?;
            Some((p, lang))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn german_and_french_solutions_equal_popeyes() {
    let files = inputs();
    let mut failures = Vec::new();
    let mut compared = [0usize; 3];
    for (inp, lang) in &files {
        let name = inp.file_stem().unwrap_or_default().to_string_lossy();
        let text = std::fs::read_to_string(inp).expect("input");
        let expected = std::fs::read_to_string(inp.with_extension("out")).expect("Popeye's output");
        let problem = match parse_popeye(&text) {
            Ok(mut p) => p.remove(0),
            Err(e) => {
                failures.push(format!("{name}: input rejected: {e}"));
                continue;
            }
        };
        if problem.meta.language != *lang {
            failures.push(format!(
                "{name}: read as {:?}, named {lang:?}",
                problem.meta.language
            ));
            continue;
        }
        let mut options = SolveOptions {
            hash_mb: 32,
            ..SolveOptions::default()
        };
        options.limits.deadline = Some(Instant::now() + Duration::from_secs(30));
        let solution = match solve(&problem, &options, &mut |_| {}) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if solution.parts.iter().any(|p| p.cut.is_some()) {
            failures.push(format!("{name}: not finished in 30 s"));
            continue;
        }
        let ours = format!(
            "{}\n\n{}\n",
            render::text(&solution, *lang),
            words(*lang).finished
        );
        let theirs = after_diagram(&expected);
        if solution_paths(&ours) != solution_paths(&theirs) {
            failures.push(format!("{name}:\n--- ours\n{ours}\n--- Popeye\n{theirs}"));
        }
        compared[lang.index()] += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
    // The folder's problems at the time of writing: 98 German, 98 French.
    assert!(
        compared[Language::German.index()] >= 98 && compared[Language::French.index()] >= 98,
        "compared {compared:?} (English, French, German)"
    );
}

#[test]
fn the_diagram_and_its_heading_are_left_out() {
    let out = "\n   A. Author\n\n+---a---b---+\n|   |\n8   K   8\n+---a---b---+\n  #2    1 + 1\n   Imitator c2\n\n   1.Da7-f2 ! Drohung:\n\nLoesung beendet.\n";
    assert_eq!(
        after_diagram(out),
        "\n   1.Da7-f2 ! Drohung:\n\nLoesung beendet."
    );
}

/// `feerie` run in the crate's folder.
fn feerie(args: &[&str]) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run feerie");
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const GERMAN: &str = "tests/data/popeye-lang/de__castling__001.inp";
const FRENCH: &str = "tests/data/popeye-lang/fr__castling__001.inp";

#[test]
fn solve_and_moves_follow_the_file_unless_lang_is_given() {
    let (ok, out, err) = feerie(&["solve", GERMAN]);
    assert!(ok, "{err}");
    assert!(
        out.contains("   1.Da7-f2 ! Drohung:\n          2.0-0 #\n"),
        "{out}"
    );
    assert!(out.contains("Loesung beendet. Zeit = "), "{out}");
    let (ok, out, err) = feerie(&["solve", FRENCH]);
    assert!(ok, "{err}");
    assert!(out.contains("   1.Da7-f2 ! menace:\n"), "{out}");
    assert!(out.contains("solution terminee. Temps = "), "{out}");
    for (lang, key, finished) in [
        ("en", "1.Qa7-f2 ! threat:", "solution finished. Time = "),
        ("fr", "1.Da7-f2 ! menace:", "solution terminee. Temps = "),
        ("de", "1.Da7-f2 ! Drohung:", "Loesung beendet. Zeit = "),
    ] {
        let (ok, out, err) = feerie(&["solve", GERMAN, "--lang", lang]);
        assert!(ok, "{err}");
        assert!(out.contains(key) && out.contains(finished), "{lang}: {out}");
    }
    // White king e1, queen a7, rook h1 against the king on c1.
    let (ok, out, err) = feerie(&["moves", GERMAN]);
    assert!(ok, "{err}");
    assert!(out.lines().any(|l| l == "Th1-h8"), "{out}");
    assert!(out.lines().any(|l| l == "Da7-a1 +"), "{out}");
    let (ok, out, _) = feerie(&["moves", FRENCH]);
    assert!(ok && out.lines().any(|l| l == "Re1-f2 +"), "{out}");
    let (ok, out, _) = feerie(&["moves", FRENCH, "--lang", "en"]);
    assert!(ok && out.lines().any(|l| l == "Ke1-f2 +") && out.lines().any(|l| l == "Rh1-h8"));
}

#[test]
fn json_stays_english_and_bad_languages_are_refused() {
    let (ok, out, err) = feerie(&["solve", GERMAN, "--json"]);
    assert!(ok, "{err}");
    assert!(out.contains("\"move\":\"Qa7-f2\""), "{out}");
    let (ok, out, err) = feerie(&["moves", GERMAN, "--json", "--lang", "de"]);
    assert!(ok, "{err}");
    assert!(out.contains("\"move\":\"Qa7-a1\""), "{out}");
    let (ok, _, err) = feerie(&["solve", GERMAN, "--lang", "it"]);
    assert!(!ok);
    assert!(err.contains("'it' is no language (en, fr or de)"), "{err}");
}

/// The marked texts of the legal moves of a Popeye input's problem in `lang`.
fn move_texts(input: &str, lang: Language) -> Vec<String> {
    let problem = parse_popeye(input).expect("input reads").remove(0);
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    let mut texts: Vec<String> = legal_moves(pos, &rs)
        .iter()
        .map(|mv| move_text_marked_in(pos, mv, &rs, lang))
        .collect();
    texts.sort();
    texts
}

#[test]
fn rebirths_and_imitators_in_each_language() {
    let circe = "beginproblem\npieces white ke1 rd1 black ke8 rd7\ncondition circe\n\
                 stipulation ~1\nendproblem\n";
    for (lang, capture) in [
        (Language::English, "Rd1*d7[+bRa8]"),
        (Language::German, "Td1*d7[+sTa8]"),
        (Language::French, "Td1*d7[+nTa8]"),
    ] {
        assert!(
            move_texts(circe, lang).contains(&capture.to_string()),
            "{lang}: {:?}",
            move_texts(circe, lang)
        );
    }
    // Popeye writes the Imitator's squares alike in every language.
    let imitator = "beginproblem\npieces white kh1 ra1 black kh8\ncondition imitator a3\n\
                    stipulation ~1\nendproblem\n";
    assert!(move_texts(imitator, Language::German).contains(&"Ta1-a5[Ia7]".to_string()));
    assert!(move_texts(imitator, Language::French).contains(&"Ta1-a5[Ia7]".to_string()));
}
