//! Holes in play: the core's walks stop at them as at the board's edge.

use crate::notation::move_text::move_text_marked;
use crate::notation::popeye::parse_popeye;
use crate::rules::movegen::legal_moves;
use crate::rules::Ruleset;

fn moves(pieces: &str, holes: &str) -> Vec<String> {
    let p = parse_popeye(&format!(
        "begin\npieces {pieces}\nstipulation ~1\ncondition hole {holes}\nend\n"
    ))
    .unwrap()
    .remove(0);
    let rs = Ruleset::new(&p.position, &p.conditions);
    let mut v: Vec<String> = legal_moves(&p.position, &rs)
        .iter()
        .map(|m| move_text_marked(&p.position, m, &rs))
        .collect();
    v.sort();
    v
}

#[test]
fn a_rider_stops_before_a_hole_and_a_hopper_cannot_hop_it() {
    let list = moves("white ka1 rd1 gd3 black kh8 pd6", "d4");
    assert!(list.contains(&"Rd1-d2".to_string()), "{list:?}");
    // The rook's line ends at the grasshopper; the grasshopper's hurdle would be beyond d4.
    assert!(!list.iter().any(|m| m.starts_with("Gd3-d")), "{list:?}");
    assert!(!list.iter().any(|m| m.contains("-d4")), "{list:?}");
}

#[test]
fn a_hole_blocks_a_line_of_check() {
    // The rook on e8 would hold the e-file; the hole on e4 cuts it, so e2 is free.
    let list = moves("white ke1 black ka8 re8", "e4");
    assert!(list.iter().any(|m| m == "Ke1-e2"), "{list:?}");
}

#[test]
fn the_condition_combines_with_haaner_grid_checkless_the_mummers_and_the_circe_family_only() {
    use crate::conditions::circe::{CirceOptions, Occupied};
    let hole = crate::rules::Condition::new(super::HoleOptions);
    let haaner = crate::rules::Condition::new(crate::conditions::haaner::HaanerOptions);
    let madrasi = crate::rules::Condition::new(crate::conditions::MadrasiOptions::default());
    let circe = crate::rules::Condition::new(CirceOptions::default());
    // (Popeye's Assassin puts the reborn piece on a hole: `Qa4*a6[+bRa8]`.)
    let assassin = crate::rules::Condition::new(CirceOptions {
        occupied: Occupied::Assassin,
        ..CirceOptions::default()
    });
    let grid = crate::rules::Condition::new(crate::conditions::grid::GridOptions::default());
    let mummer =
        crate::rules::Condition::new(crate::conditions::mummer::BlackMummerOptions::default());
    let refusal = crate::conditions::registry::refusal;
    assert_eq!(refusal(&[hole.clone(), haaner]), None);
    assert_eq!(refusal(&[hole.clone(), grid, mummer]), None);
    assert_eq!(refusal(&[hole.clone(), circe]), None);
    assert!(refusal(&[hole.clone(), assassin]).is_some());
    assert!(refusal(&[hole, madrasi]).is_some());
}
