//! Problems that showed a solver bug (issue 16), each with Popeye's output beside it in
//! `tests/data/solver-cases/`.
//!
//! Reflex play binds the attacker too: where it can reach the goal it must (Popeye's
//! TESTS/battle_play.inp #32, #38 and #41: r#1, r#2, r#3 in one position where White can mate
//! at once). An illegal set-play or duplex half is not solved (REGRESSIONS/4_79_to_4_81 #3).

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Language;
use feerie::solver::tree::Play;
use feerie::solver::{render, solve, SolveOptions};

/// The solution lines of a Popeye output: what follows the diagram, up to `solution
/// finished.`.
fn popeye_solution(out: &str) -> String {
    let after = crate::common::oracle::after_diagram(out);
    let end = after.find("solution finished").unwrap_or(after.len());
    after[..end].trim().to_string()
}

#[test]
fn the_attacker_must_mate_when_it_can() {
    for n in ["032", "038", "041"] {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver-cases/");
        let input = std::fs::read_to_string(format!("{dir}battle_play_{n}.inp")).unwrap();
        let out = std::fs::read_to_string(format!("{dir}battle_play_{n}.out")).unwrap();
        let problem = parse_popeye(&input).unwrap().remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
        let Play::Battle(b) = &solution.parts[0].play else {
            panic!("battle play")
        };
        assert!(b.keys.is_empty(), "#{n}: no key");
        assert_eq!(b.forced.len(), 1, "#{n}");
        assert_eq!(
            render::text(&solution, Language::English).trim(),
            popeye_solution(&out),
            "problem {n}"
        );
    }
}

#[test]
fn a_reflex_problem_without_a_mate_at_hand_still_has_keys() {
    // The same position with the bishop where it cannot mate at once (h1): every bishop move
    // is a key, as Popeye 4.104 finds (1.Bh1-a8 ! … 1.Bh1-g2 !; 1...b2 # then follows).
    // as far as the obligation goes (the search decides the rest), and nothing is forced.
    let input = "begin pieces white ka1 bh1 black ka3 pa2a4b3 stip r#2 end";
    let problem = parse_popeye(input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let Play::Battle(b) = &solution.parts[0].play else {
        panic!("battle play")
    };
    assert!(b.forced.is_empty());
    let keys: Vec<&str> = b.keys.iter().map(|k| k.played.text.english()).collect();
    assert_eq!(
        keys,
        ["Bh1-a8", "Bh1-b7", "Bh1-c6", "Bh1-d5", "Bh1-e4", "Bh1-f3", "Bh1-g2"]
    );
}

#[test]
fn an_illegal_set_play_or_duplex_half_is_not_solved() {
    // h=1 with set play and duplex, Black (to move) in check from the pawn a2: with White to
    // move (set play, and the duplex half) Black would stand in check, an illegal position.
    // Popeye prints no solution at all; feerie printed `1...a2*b3 =`, the king taken.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver-cases/");
    let input = std::fs::read_to_string(format!("{dir}duplex_illegal_half.inp")).unwrap();
    let out = std::fs::read_to_string(format!("{dir}duplex_illegal_half.out")).unwrap();
    let problem = parse_popeye(&input).unwrap().remove(0);
    for guided in [false, true] {
        let options = SolveOptions {
            guided,
            ..SolveOptions::default()
        };
        let solution = solve(&problem, &options, &mut |_| {}).unwrap();
        assert_eq!(solution.parts.len(), 1, "the duplex half is left out");
        assert_eq!(
            render::text(&solution, Language::English).trim(),
            popeye_solution(&out)
        );
        assert_eq!(popeye_solution(&out), "");
    }
}
