//! Royal Dynasty (Popeye's `condition RoyalDynasty`) against Popeye 4.104.
//!
//! * Move lists made with Popeye 4.104 (tests/data/dynasty-moves.jsonl, by
//!   tests/data/generate-dynasty-moves.py 100 22): random positions with one to three kings a
//!   side, pawns about to promote (into kings too), castling kings and rooks beside other
//!   kings, Circe beside the condition in some (a king that is not royal is reborn).
//! * Popeye's corpus problems with the condition (tests/data/dynasty-corpus/list.txt; inputs
//!   in tests/data/popeye-corpus, Popeye 4.104's outputs beside the list): castling after a
//!   promotion, a king left alone mated, no castling with two kings after a Circe rebirth.

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::parse_fen;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::{Ruleset, Side, Square};

#[test]
fn dynasty_moves_equal_popeyes() {
    check_move_records(include_str!("../data/dynasty-moves.jsonl"), 100, true);
}

#[test]
fn popeyes_dynasty_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("dynasty-corpus", 3);
}

/// A second king is a piece of the diagram under the condition (kept beside the board
/// without it), and the condition is written back.
#[test]
fn a_second_king_stands_only_under_the_condition() {
    let with = "begin\npieces white ke1h1 black ke8\nstipulation ~1\ncondition royaldynasty\nend\n";
    let p = parse_popeye(with).unwrap().remove(0);
    assert!(p.kept.pieces.is_empty());
    assert_eq!(p.position.king(Side::White), None);
    assert_eq!(p.position.king(Side::Black), Square::parse("e8"));
    let written = write_popeye(&p);
    assert!(written.contains("royaldynasty"), "{written}");
    let again = parse_popeye(&written).unwrap().remove(0);
    assert_eq!(again.position, p.position);
    let without = "begin\npieces white ke1h1 black ke8\nstipulation ~1\nend\n";
    let p = parse_popeye(without).unwrap().remove(0);
    assert_eq!(p.kept.pieces.len(), 1);
    // FEN alone (no condition) refuses two kings.
    assert!(parse_fen("4k3/8/8/8/8/8/8/4K2K w - - 0 1").is_err());
}

/// The king left alone is royal again once the other is taken: it may no longer step into
/// check, and it has no castling right, though it stands on its square beside its rook (a
/// diagram with several kings gives none, and none comes back: Popeye 4.104 answers
/// `h001` here with nothing, and so its test problem BEISPIEL dynasty #4).
#[test]
fn the_last_king_is_royal_again() {
    let text = "begin\npieces white ke1 rh1 kb4 black kb8 rb1 rd8\nstipulation ~1\ncondition royaldynasty\noption halfduplex\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let rs = Ruleset::new(&p.position, &p.conditions);
    let take = feerie::rules::movegen::legal_moves(&p.position, &rs)
        .into_iter()
        .find(|m| m.captured.is_some() && m.to == Square::parse("b4").unwrap())
        .expect("Rb1*b4");
    let after = p.position.play(&take, &rs);
    assert_eq!(after.king(Side::White), Square::parse("e1"));
    let moves: Vec<String> = feerie::rules::movegen::legal_moves(&after, &rs)
        .iter()
        .map(|m| feerie::notation::move_text::move_text_marked(&after, m, &rs))
        .collect();
    assert!(!moves.contains(&"0-0".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.starts_with("Ke1-d")), "{moves:?}");
}
