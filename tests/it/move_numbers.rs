//! Popeye's `StartMoveNumber` and `UpToMoveNumber`: feerie numbers the first moves as Popeye
//! 4.104 does (its `option movenumbers` lists, in tests/data/movenumbers, are the facts) and
//! solves only those the numbers leave, as Popeye does (its outputs beside the problems);
//! Popeye's own problems with the options (tests/data/movenumbers-corpus); what feerie does
//! not number is refused by name.

use crate::common::oracle::{check_corpus_list, solution_lines};
use feerie::notation::move_text::move_text;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::Ruleset;
use feerie::solver::move_numbers::popeye_order;
use feerie::solver::render::text;
use feerie::solver::{solve, SolveError, SolveOptions};

fn data(name: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/movenumbers");
    std::fs::read_to_string(dir.join(name)).expect(name)
}

/// The moves Popeye numbers in an output of `option movenumbers` (`  12  (Rh1-h4 +  …)`).
fn popeyes_numbers(out: &str) -> Vec<(u32, String)> {
    out.lines()
        .filter_map(|l| {
            let (n, rest) = l.trim_start().split_once("  (")?;
            let n = n.parse().ok()?;
            Some((n, rest.split_whitespace().next()?.to_string()))
        })
        .collect()
}

#[test]
fn the_first_moves_are_numbered_as_popeye_numbers_them() {
    // Every piece kind of each side, captures, promotions (Q, S, R, B), castling both ways,
    // en passant, and moves that leave the king in check (numbered too).
    for name in ["order-white", "order-black", "castling-ep"] {
        let problem = parse_popeye(&data(&format!("{name}.inp")))
            .unwrap()
            .remove(0);
        let pos = problem.position;
        let rs = Ruleset::new(&pos, &problem.conditions);
        let ours: Vec<(u32, String)> = popeye_order(&pos, &rs)
            .unwrap()
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                // (Popeye's list shows the move alone: `f4*g3`, not `f4*g3 ep.`.)
                let text = move_text(&pos, mv);
                (
                    i as u32 + 1,
                    text.split_whitespace().next().unwrap().to_string(),
                )
            })
            .collect();
        let theirs = popeyes_numbers(&data(&format!("{name}.out")));
        assert!(theirs.len() > 20, "{name}");
        assert_eq!(ours, theirs, "{name}");
    }
}

fn solved(input: &str) -> String {
    let mut out = String::new();
    for problem in parse_popeye(input).expect("input reads") {
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("{e}"));
        out.push_str(&text(&solution, problem.meta.language));
    }
    out
}

#[test]
fn only_the_numbered_first_moves_are_solved() {
    for name in ["direct-start-upto", "help-start-upto"] {
        let input = data(&format!("{name}.inp"));
        let ours = solved(&input);
        let theirs = data(&format!("{name}.out"));
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
        );
        // Without the numbers there is more.
        let plain = input
            .replace(" start 10 upto 23", "")
            .replace("option start 4 upto 8\n", "");
        assert_ne!(plain, input);
        let all = solution_lines(&solved(&plain));
        assert!(
            all.values().sum::<usize>() > solution_lines(&ours).values().sum::<usize>(),
            "{name}"
        );
    }
}

/// Popeye's problems with the options: intelligent mode, where the numbers are the lengths
/// tried (`ser-h#8`, `start 5`); an introductory move under Andernach chess with
/// `stoponshortsolutions` (the first short solution in Popeye's order ends the play); Black's
/// first moves under Take&Make; a series with three introductory moves whose numbers of
/// the second move leave every move.
#[test]
fn popeyes_problems_with_move_numbers_agree() {
    check_corpus_list("movenumbers-corpus", 4);
}

#[test]
fn what_feerie_does_not_number_is_refused_by_name() {
    for (stip, option, what) in [
        // Numbers after the first that skip moves (Popeye's hash table then takes the
        // positions below them for lost), the play after an introduction.
        ("hs#2", "start 2:3", "after the first"),
        ("h#2", "start 5:2 upto 6:3", "after the first"),
        ("ser-#3", "start 1:1 upto 9:9", "after the first"),
        ("2->ser-h#2", "start 1:1:1", "after the first"),
        ("#2", "start 3 setplay", "setplay"),
        ("r#2", "upto 3", "reflex"),
        ("h#2", "start 2 duplex", "duplex"),
        ("h+2", "start 2 intelligent", "intelligent"),
    ] {
        let input = format!(
            "begin\npieces white ka1 qb1 black kh8 pa7\nstipulation {stip}\noption {option}\nend\n"
        );
        let problem = parse_popeye(&input).unwrap().remove(0);
        match solve(&problem, &SolveOptions::default(), &mut |_| {}) {
            Err(SolveError::Unsupported { message, line }) => {
                assert!(message.contains(what), "{stip} {option}: {message}");
                assert_eq!(line.0, Some(4), "{stip} {option}");
            }
            other => panic!("{stip} {option}: {other:?}"),
        }
    }
    // A fairy piece: Popeye's order of its moves is not followed.
    let input = "begin\npieces white ka1 nh1 black kh8\nstipulation #2\noption start 3\nend\n";
    let problem = parse_popeye(input).unwrap().remove(0);
    match solve(&problem, &SolveOptions::default(), &mut |_| {}) {
        Err(SolveError::Unsupported { message, .. }) => {
            assert!(message.contains("orthodox"), "{message}")
        }
        other => panic!("{other:?}"),
    }
}

/// Under any numbers Popeye solves help and series play at their full length alone (no
/// shorter solution), an introduction too; numbers of moves after the first that leave
/// every move (each level's bounds take in every number its side may reach) change nothing
/// more; in battle play such numbers leave nothing solved. Popeye's outputs; without the
/// numbers each problem has other solutions.
#[test]
fn popeyes_solutions_under_numbers_of_later_moves() {
    for name in [
        "full-length-ser",
        "full-length-ser-h",
        "full-length-intro",
        "later-help",
        "later-intro",
        "later-ser",
        "later-ser-stale",
        "later-hs",
        "deep-battle",
    ] {
        let input = data(&format!("{name}.inp"));
        let ours = solved(&input);
        let theirs = data(&format!("{name}.out"));
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
        );
        let plain: String = input
            .lines()
            .filter(|l| !l.starts_with("option"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_ne!(
            solution_lines(&solved(&plain)),
            solution_lines(&ours),
            "{name}"
        );
    }
}
