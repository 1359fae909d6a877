//! The Volage and Hypervolage conditions against Popeye 4.104.
//!
//! * Lists made with Popeye 4.104 on random positions (castling, promotions, fairy men G N CA
//!   LE in 40 of each): volage-cond-moves (Volage, 100), hypervolage-moves (Hypervolage, 100).
//! * Solutions made with Popeye 4.104 (20 h#2 and 15 #2 each, 1 to 4 solutions), where a piece that
//!   has changed side moves again: volage-cond-solutions, hypervolage-solutions.

use crate::common::oracle::{check_move_records, check_solution_records};
use feerie::conditions::registry;
use feerie::conditions::volage::VolageOptions;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::Condition;

#[test]
fn volage_moves_equal_popeyes() {
    check_move_records(include_str!("../data/volage-cond-moves.jsonl"), 100, true);
}

#[test]
fn hypervolage_moves_equal_popeyes() {
    check_move_records(include_str!("../data/hypervolage-moves.jsonl"), 100, true);
}

#[test]
fn volage_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/volage-cond-solutions.jsonl"), 35);
}

#[test]
fn hypervolage_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/hypervolage-solutions.jsonl"), 35);
}

fn conditions_of(text: &str) -> Result<Vec<Condition>, String> {
    parse_popeye(&format!(
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition {text}\nend\n"
    ))
    .map(|mut p| p.remove(0).conditions)
    .map_err(|e| e.to_string())
}

#[test]
fn popeye_reader_and_session_know_both_conditions() {
    let volage = Condition::new(VolageOptions { hyper: false });
    let hyper = Condition::new(VolageOptions { hyper: true });
    assert_eq!(conditions_of("Volage"), Ok(vec![volage.clone()]));
    assert_eq!(conditions_of("volage"), Ok(vec![volage.clone()]));
    assert_eq!(conditions_of("Hypervolage"), Ok(vec![hyper.clone()]));
    assert_eq!(conditions_of("hyper"), Ok(vec![hyper.clone()]));
    let entry = registry::find("volage").expect("registered");
    for c in [volage, hyper] {
        let table = feerie::conditions::session::Value::Table(
            entry
                .session
                .write(&c)
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        );
        assert_eq!(entry.session.read(table), Ok(c.clone()));
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition {}\nend\n",
            c.twin_lines(
                &parse_popeye("begin\npieces white ke1 black ke8\nstipulation ~1\nend\n").unwrap()
                    [0]
                .position
            )[0]
        ))
        .unwrap()
        .remove(0);
        assert_eq!(problem.conditions, vec![c]);
    }
}

/// (A piece volage by attribute is played as one like every other, as Popeye plays it:
/// tests/it/attribute_condition_combos.rs.)
#[test]
fn neutral_pieces_and_other_conditions_are_refused() {
    let problem = parse_popeye(
        "begin\npieces white ke1 black ke8 neutral sb1\nstipulation ~1\ncondition Volage\nend\n",
    )
    .unwrap()
    .remove(0);
    let e = feerie::solver::solve(
        &problem,
        &feerie::solver::SolveOptions::default(),
        &mut |_| {},
    )
    .expect_err("refused")
    .to_string();
    assert!(e.contains("neutral"), "{e}");
    let both = [
        Condition::new(VolageOptions::default()),
        // (Circe Turncoats: the reborn piece's side is the rebirth's.)
        Condition::new(feerie::conditions::CirceOptions {
            reborn: feerie::conditions::circe::RebornWalk::Turncoat,
            ..Default::default()
        }),
    ];
    let refusal = registry::refusal(&both).expect("refused");
    assert!(refusal.to_string().contains("volage"), "{refusal}");
}
