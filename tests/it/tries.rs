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
