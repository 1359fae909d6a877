//! Popeye's `option nontrivial m n` in direct and self play: Popeye 4.104's own problem with
//! it (tests/data/nontrivial-corpus), the long self-mates and the #15 of Popeye's example
//! file (BEISPIEL/nontriv.inp: `nichttr 0 0`, `1 0`, `5 0`) and a #4 with several settings
//! (with tries too), with set play, `threat N` and `postkeyplay` too, each solved as Popeye
//! solves it (its outputs beside them in tests/data/nontrivial).

use crate::common::oracle::{check_corpus_list, solution_lines};
use feerie::notation::popeye::parse_popeye;
use feerie::solver::render::text;
use feerie::solver::{solve, SolveError, SolveOptions};

/// feerie's text output for a problem file.
fn solved(input: &str) -> String {
    let mut out = String::new();
    for problem in parse_popeye(input).expect("input reads") {
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("{e}"));
        out.push_str(&text(&solution, problem.meta.language));
    }
    out
}

fn data(name: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/nontrivial");
    std::fs::read_to_string(dir.join(name)).expect(name)
}

#[test]
fn popeyes_problem_with_nontrivial_agrees() {
    check_corpus_list("nontrivial-corpus", 1);
}

#[test]
fn nontrivial_problems_are_solved_as_popeye_solves_them() {
    for name in [
        "smotrow-1",
        "smotrow-3",
        "smotrow-6",
        "olariu",
        "battle-play-048-0_0",
        "battle-play-048-1_0",
        "battle-play-048-1_1",
        // Tries: a first move leaving too many non-trivial defences is none.
        "battle-play-048-try-variation-0_1",
        "battle-play-048-try-1_0",
        // Set play, `threat N` and the play after the key as Popeye bounds them: set play
        // and the play after the key are cut where the defender has too many non-trivial
        // defences below; after the key Popeye counts first, and too many leave no play
        // at all (`postkey-0_0`).
        "battle-play-048-setplay-0_0",
        "battle-play-048-setplay-1_0",
        "battle-play-048-try-variation-setplay-0_1",
        "battle-play-048-try-variation-threat-0_1",
        "battle-play-048-threat-1_0",
        "battle-play-048-postkey-0_0",
        "olariu-postkey",
        "smotrow-3-setplay",
        "smotrow-3-threat",
    ] {
        let ours = solved(&data(&format!("{name}.inp")));
        let theirs = data(&format!("{name}.out"));
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
        );
    }
}

#[test]
fn the_option_changes_the_solution() {
    // Without the option the #4 has more keys and variations than with each setting, and
    // the settings differ among themselves.
    let input = data("battle-play-048-0_0.inp");
    let plain = solution_lines(&solved(&input.replace(" nontrivial 0 0", "")));
    let mut seen = vec![plain];
    for setting in ["0 0", "1 0", "1 1"] {
        let lines = solution_lines(&solved(&input.replace("0 0", setting)));
        assert!(!seen.contains(&lines), "nontrivial {setting}");
        seen.push(lines);
    }
}

#[test]
fn nontrivial_is_refused_where_it_is_not_matched_to_popeye() {
    for (stip, option, part) in [
        ("r#3", "", "in reflex play"),
        ("semi-r#3", "", "in reflex play"),
        ("#3", "maxflightsquares 2", "with maxflightsquares"),
        ("exact-#3", "", "with exact-"),
    ] {
        let input = format!(
            "begin\npieces white ka1 qb1 black kh8\nstipulation {stip}\noption nontrivial 0 1 {option}\nend\n"
        );
        let problem = parse_popeye(&input).unwrap().remove(0);
        match solve(&problem, &SolveOptions::default(), &mut |_| {}) {
            Err(SolveError::Unsupported { message, line }) => {
                assert!(message.contains(part), "{stip} {option}: {message}");
                assert!(message.contains("nontrivial 0 1"), "{message}");
                assert_eq!(line.0, Some(1), "{stip} {option}");
            }
            other => panic!("{stip} {option}: {other:?}"),
        }
    }
    // Help and series play have no defender to count: Popeye solves them as without it
    // (it lists the same 11 lines of this h#2 either way).
    let input = "begin\npieces white ka1 qb1 rh2 black kh8 pg7 sa8\nstipulation h#2\noption nontrivial 0 0\nend\n";
    let with = solution_lines(&solved(input));
    assert_eq!(with.values().sum::<usize>(), 11);
    assert_eq!(
        with,
        solution_lines(&solved(&input.replace("option nontrivial 0 0\n", "")))
    );
}

#[test]
fn a_session_keeps_the_option() {
    use feerie::session::open::session_from_text;
    let text =
        "begin\npieces white ka1 qb1 black kh8\nstipulation s#4\noption nontrivial 2 1\nend\n";
    let toml = session_from_text(text).unwrap().to_toml();
    assert!(toml.contains("non_trivial = [2, 1]"), "{toml}");
    let back = session_from_text(&toml).unwrap();
    let nt = back.problems[0].problem.options.non_trivial.unwrap();
    assert_eq!((nt.extra, nt.length), (2, 1));
}
