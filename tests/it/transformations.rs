//! The conditions that transform moves and pieces against Popeye 4.104: Take&Make, Make&Take,
//! Andernach and Anti-Andernach, Annan, Messigny, KoeKo, Einstein and Grid chess: the
//! legal-move lists of the oracle's families (tests/data/<family>-moves.jsonl, copied from the
//! oracle set), lists made with Popeye for their variants, the problems of the oracle's
//! conditions-solutions.jsonl (tests/data/<family>-solutions.jsonl) and Popeye's own problems
//! with these conditions. Every move text reads back as the same move.

use crate::common::oracle::{check_move_records, check_solution_records};

#[test]
fn andernach_moves_equal_popeyes() {
    check_move_records(include_str!("../data/andernach-moves.jsonl"), 150, true);
}

#[test]
fn antiandernach_moves_equal_popeyes() {
    check_move_records(include_str!("../data/antiandernach-moves.jsonl"), 150, true);
}

#[test]
fn andernach_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/andernach-solutions.jsonl"), 9);
}

#[test]
fn einstein_moves_equal_popeyes() {
    check_move_records(include_str!("../data/einstein-moves.jsonl"), 150, true);
}

#[test]
fn einstein_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/einstein-solutions.jsonl"), 9);
}

#[test]
fn koeko_moves_equal_popeyes() {
    check_move_records(include_str!("../data/koeko-moves.jsonl"), 150, true);
}

#[test]
fn koeko_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/koeko-solutions.jsonl"), 9);
}

#[test]
fn grid_moves_equal_popeyes() {
    check_move_records(include_str!("../data/grid-moves.jsonl"), 150, true);
}

#[test]
fn grid_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/grid-solutions.jsonl"), 9);
}

#[test]
fn take_make_moves_equal_popeyes() {
    check_move_records(include_str!("../data/take-make-moves.jsonl"), 150, true);
}

#[test]
fn take_make_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/take-make-solutions.jsonl"), 9);
}

#[test]
fn make_take_moves_equal_popeyes() {
    check_move_records(include_str!("../data/make-take-moves.jsonl"), 150, true);
}

#[test]
fn annan_moves_equal_popeyes() {
    check_move_records(include_str!("../data/annan-moves.jsonl"), 150, true);
}

#[test]
fn messigny_moves_equal_popeyes() {
    check_move_records(include_str!("../data/messigny-moves.jsonl"), 150, true);
}

/// The solution lines of a solver's or Popeye's text output: the numbered lines and `but`,
/// whitespace squeezed, counted.
fn solution_lines(text: &str) -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    for line in text.lines() {
        let t = line.trim_start();
        // A move number, not a version number in a title Popeye echoes (`4.63 ...`).
        let numbered = t.split_once('.').is_some_and(|(n, rest)| {
            !n.is_empty()
                && n.bytes().all(|b| b.is_ascii_digit())
                && line.starts_with(' ')
                && !rest.starts_with(|c: char| c.is_ascii_digit())
        });
        if numbered || t == "but" {
            let squeezed = t.split_whitespace().collect::<Vec<_>>().join(" ");
            *out.entry(squeezed).or_default() += 1;
        }
    }
    out
}

/// Popeye's own test and regression problems that use only what feerie plays and one of these
/// conditions (tests/data/transformations-corpus/list.txt; inputs in tests/data/popeye-corpus,
/// Popeye 4.104's outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_problems_with_these_conditions_are_solved_as_popeye_solves_them() {
    use feerie::notation::popeye::parse_popeye;
    use feerie::solver::render::text;
    use feerie::solver::{solve, SolveOptions};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let list = std::fs::read_to_string(dir.join("transformations-corpus/list.txt")).expect("list");
    let mut failures = Vec::new();
    let mut count = 0;
    for name in list.lines().filter(|l| !l.trim().is_empty()) {
        count += 1;
        let input = std::fs::read(dir.join(format!("popeye-corpus/{name}.inp"))).expect("input");
        let input = String::from_utf8_lossy(&input);
        let theirs = std::fs::read(dir.join(format!("transformations-corpus/{name}.out")))
            .expect("Popeye's output");
        let theirs = String::from_utf8_lossy(&theirs);
        let mut ours = String::new();
        for problem in parse_popeye(&input).expect("input reads") {
            let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            ours.push_str(&text(&solution, problem.meta.language));
        }
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(count, 10);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The variants the oracle's families do not hold (Annan types B to D, the shifted grids,
/// New-KoeKo and KoeKo's neighbourhood pieces, Reversal and Anti-Einstein, Messigny
/// RexExclusive): lists made with Popeye 4.104 from the families' first positions
/// (tests/data/transformations-variants-moves.jsonl).
#[test]
fn variants_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/transformations-variants-moves.jsonl"),
        240,
        true,
    );
}
