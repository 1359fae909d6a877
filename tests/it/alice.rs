//! Alice chess (Popeye's `condition AliceChess`, pieces `AliceA`/`AliceB`) against Popeye
//! 4.104.
//!
//! * Move lists made with Popeye 4.104 (tests/data/alice-moves.jsonl, by
//!   tests/data/generate-alice-moves.py 120 22): random positions with about a third of the
//!   pieces on board B among orthodox pieces, pawns about to promote, castling kings and rooks
//!   and some fairy pieces (grasshopper, nightrider, lion, camel, maorider).
//! * Popeye's corpus problems of Alice chess (tests/data/alice-corpus/list.txt; inputs in
//!   tests/data/popeye-corpus, Popeye 4.104's outputs beside the list): move generation and
//!   boards, check from the same board only, the king's check on the board it left, castling
//!   and en passant across the boards, a twin adding a piece on board B.

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::{legal_moves, Ruleset};
use feerie::solver::{solve, SolveOptions};

#[test]
fn alice_moves_equal_popeyes() {
    check_move_records(include_str!("../data/alice-moves.jsonl"), 120, true);
}

#[test]
fn popeyes_alice_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("alice-corpus", 7);
}

/// The boards are the pieces' attributes: Popeye input writes them (`aliceb`, and `alicea`
/// for the pieces the reader put on A), FEN too (`attributes=`), and both read back the same
/// position, which plays the same.
#[test]
fn boards_round_trip_through_popeye_input_and_fen() {
    let text = "begin\npieces white kd1 bh4 white aliceb pf4 black pg3 black aliceb pg5\nstipulation ~1\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let written = write_popeye(&p);
    assert!(written.contains("aliceb"), "{written}");
    let again = parse_popeye(&written).unwrap().remove(0);
    assert_eq!(again.position, p.position);
    let fen = to_fen(&p.position);
    assert!(fen.contains("f4:aliceb"), "{fen}");
    assert!(fen.contains("d1:alicea"), "{fen}");
    let back = parse_fen(&fen).unwrap();
    assert_eq!(back, p.position);
    let rs = Ruleset::new(&back, &[]);
    assert_eq!(legal_moves(&back, &rs).len(), 11);
    assert_eq!(p.position.hash(), p.position.compute_hash());
}

/// Alice chess, stated or implied by a piece on board B, is refused beside other conditions
/// and with neutral pieces, with a message.
#[test]
fn alice_chess_refuses_what_it_has_not_compared() {
    let cases = [
        (
            "neutral pd4\nstipulation ~1\ncondition alicechess",
            "neutral",
        ),
        ("neutral aliceb pd4\nstipulation ~1", "neutral"),
        (
            "white aliceb pd4\nstipulation ~1\ncondition circe",
            "cannot be combined",
        ),
    ];
    for (rest, expected) in cases {
        let text = format!("begin\npieces white ke1 black ke8 {rest}\nend\n");
        let p = parse_popeye(&text).unwrap().remove(0);
        match solve(&p, &SolveOptions::default(), &mut |_| {}) {
            Err(e) => assert!(e.to_string().contains(expected), "{rest}: {e}"),
            Ok(_) => panic!("{rest}: solved"),
        }
    }
}
