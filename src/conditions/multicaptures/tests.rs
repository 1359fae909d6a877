//! MultiCaptures in play.

use crate::notation::move_text::move_text_marked;
use crate::notation::popeye::parse_popeye;
use crate::rules::movegen::legal_moves;
use crate::rules::Ruleset;

fn moves(pieces: &str, condition: &str) -> Vec<String> {
    let p = parse_popeye(&format!(
        "begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n"
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
fn a_man_taken_once_only_is_not_taken() {
    // The rook on d5 is taken by the rook on d1 alone, the knight on e5 by the rook on e1 and
    // the bishop on h2.
    let list = moves(
        "white ka1 rd1 re1 bh2 black kh8 rd5 se5",
        "multicaptures white",
    );
    assert!(!list.iter().any(|m| m.contains("*d5")), "{list:?}");
    assert!(list.contains(&"Re1*e5".to_string()), "{list:?}");
    assert!(list.contains(&"Bh2*e5".to_string()), "{list:?}");
    // Bound, Black leaves White free.
    let free = moves(
        "white ka1 rd1 re1 bh2 black kh8 rd5 se5",
        "multicaptures black",
    );
    assert!(free.contains(&"Rd1*d5".to_string()), "{free:?}");
}

#[test]
fn one_checker_gives_no_check() {
    // The bishop on h4 alone does not check the white king, and the rook on e8 alone would
    // not: the knight on e4 may go, unless both then see the king.
    let list = moves("white ke1 se4 black ka8 re8", "multicaptures black");
    assert!(list.contains(&"Se4-c3".to_string()), "{list:?}");
    let bound = moves("white ke1 se4 black ka8 re8 bh4", "multicaptures black");
    assert!(bound.contains(&"Ke1-d1".to_string()), "{bound:?}");
    assert!(!bound.contains(&"Se4-c3".to_string()), "{bound:?}");
}
