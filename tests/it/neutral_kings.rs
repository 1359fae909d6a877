//! Neutral kings: a neutral king is either side's king, in check when the other side's men
//! (neutral ones included) attack it, and neither side may take it. Checked against Popeye
//! 4.104's move lists on 60 random positions with a neutral king among white, black and
//! neutral men (tests/data/neutral-kings/, made by its generate.py, seed 20261127), notation
//! and check marks included, and against Popeye's corpus problems with one.

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Ruleset, Side};

#[test]
fn neutral_king_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/neutral-kings/neutral-king-moves.jsonl"),
        60,
        true,
    );
}

#[test]
fn a_neutral_king_is_both_sides_king_and_neither_side_takes_it() {
    // The neutral king on a4 stands in check from both queens; neither may take it.
    let input = "begin\npieces white qa3 black qa6 neutral ka4\nstip ~1\nend\n";
    let p = parse_popeye(input).expect("reads").remove(0);
    let pos = p.position;
    let a4 = pos.king(Side::White).expect("a king");
    assert_eq!(pos.king(Side::Black), Some(a4));
    let rs = Ruleset::new(&pos, &p.conditions);
    assert!(legal_moves(&pos, &rs).iter().all(|m| m.captured.is_none()));
    // After the king moves, both sides' king square moves with it.
    let mv = *legal_moves(&pos, &rs)
        .iter()
        .find(|m| m.from == a4)
        .expect("a king move");
    let after = pos.play(&mv, &rs);
    assert_eq!(after.king(Side::White), Some(mv.to));
    assert_eq!(after.king(Side::Black), Some(mv.to));
}

/// Popeye's corpus problems with a neutral king (tests/data/neutral-kings-corpus, Popeye
/// 4.104's outputs beside the list): a double mate and a counter-mate by the neutral king,
/// which leaves it in check from the other side too (`1...nKa5*a4 ##`), and a File Circe
/// RexInclusive twin.
#[test]
fn popeyes_neutral_king_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("neutral-kings-corpus", 3);
}
