//! Tries: a first move that fails with at most `defence` refutations, each printed in the order
//! the defender's moves are generated (the search may look for them in another order).

use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Ruleset};
use feerie::solver::tree::{Play, Try};
use feerie::solver::{solve, SolveOptions};

const ARMENI: &str = "begin\nstipulation #2\noption variation try defence DEFENCE\npieces white kb6 rh1 bh3h4 sc5g6 pc4c7e4f2g3\n       black kd6 rf1f8 bb5 pe5e7g4g5\nend\n";

fn tries(defence: u32) -> Vec<Try> {
    let input = ARMENI.replace("DEFENCE", &defence.to_string());
    let problem = parse_popeye(&input).expect("input reads").remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
    let Play::Battle(battle) = &solution.parts[0].play else {
        panic!("a battle problem");
    };
    assert_eq!(battle.keys.len(), 1);
    battle.tries.clone()
}

#[test]
fn refutations_come_in_generation_order() {
    let input = ARMENI.replace("DEFENCE", "3");
    let problem = parse_popeye(&input).expect("input reads").remove(0);
    let rs = Ruleset::new(&problem.position, &problem.conditions);
    let tries = tries(3);
    assert!(tries.iter().any(|t| t.refutations.len() > 1));
    for t in &tries {
        assert!(!t.refutations.is_empty() && t.refutations.len() <= 3);
        let after = problem.position.play(&t.attack.played.mv, &rs);
        let generated: Vec<_> = legal_moves(&after, &rs)
            .into_iter()
            .filter(|d| t.refutations.iter().any(|r| r.mv == *d))
            .collect();
        let refutations: Vec<_> = t.refutations.iter().map(|r| r.mv).collect();
        assert_eq!(refutations, generated, "{}", t.attack.played.text);
    }
}

#[test]
fn a_larger_defence_keeps_the_tries_of_a_smaller() {
    let one = tries(1);
    let three = tries(3);
    assert!(!one.is_empty() && three.len() > one.len());
    for t in &one {
        assert!(three.contains(t), "{}", t.attack.played.text);
    }
}

/// Popeye's `defence N` shows tries as `try` does, with at most N refutations, and `try` is its
/// `defence 1`: read after `defence 2` it leaves one refutation, read before `defence 3` it
/// leaves three; `defence 0` shows none. Popeye 4.104's outputs (an orthodox #2 with tries
/// of one, two and more refutations).
#[test]
fn defence_alone_shows_tries_as_popeye_does() {
    use crate::common::oracle::{solution_lines, solved_played};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/defence-tries");
    for (name, tries) in [
        ("defence_2", 6),
        ("defence_2_try", 0),
        ("try_defence_3", 21),
        ("defence_0", 0),
    ] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).unwrap();
        let popeye = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let ours = solved_played(name, &input);
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&popeye),
            "{name}:\n{ours}"
        );
        assert_eq!(popeye.matches(" ?").count(), tries, "{name}: the fixture");
        assert_eq!(ours.matches(" ?").count(), tries, "{name}:\n{ours}");
    }
}
