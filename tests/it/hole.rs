//! Holes (Popeye's `condition hole SQUARES`) against Popeye 4.104.
//!
//! * Move lists made with Popeye 4.104 (tests/data/hole-moves.jsonl, by
//!   tests/data/generate-hole-moves.py 120 20, and five positions by hand: e.p. beside holes,
//!   double steps over one, castling with a rook crossing one, hoppers and a lion before
//!   one): random positions with 2 to 8 holes among riders, leapers, hoppers, lions, pawns
//!   and castling rooks.
//! * Popeye's corpus problems with holes (tests/data/hole-corpus/list.txt; inputs in
//!   tests/data/popeye-corpus, Popeye 4.104's outputs beside the list), Haaner chess with a
//!   hole on the castling's path among them: feerie's text output holds the same solution
//!   lines.

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::Square;

#[test]
fn hole_moves_equal_popeyes() {
    check_move_records(include_str!("../data/hole-moves.jsonl"), 125, true);
}

#[test]
fn popeyes_hole_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("hole-corpus", 8);
}

/// Holes with ChecklessChess and the maximummers, which judge or choose among the moves the
/// holes leave: move lists made with Popeye 4.104 (tests/data/hole-checkless-maximummer-moves.jsonl,
/// by generate-family-hole-moves.py), and BEISPIEL exklohne #46 (ChecklessChess,
/// BlackMaximummer and eleven holes, s#10, with set play; Popeye's output beside it).
#[test]
fn holes_with_checkless_chess_and_maximummers_equal_popeyes() {
    use crate::common::oracle::{solution_lines, solved_played};
    check_move_records(
        include_str!("../data/hole-checkless-maximummer-moves.jsonl"),
        60,
        true,
    );
    let input = include_str!("../data/hole-checkless-maximummer.inp");
    let popeye = include_str!("../data/hole-checkless-maximummer.out");
    let ours = solved_played("hole-checkless-maximummer", input);
    assert!(solution_lines(popeye).len() > 10);
    assert_eq!(solution_lines(&ours), solution_lines(popeye), "{ours}");
}

/// The holes are the diagram's: FEN writes them (`holes=`), Popeye input as the condition's
/// squares, and both read back the same position.
#[test]
fn holes_round_trip_through_fen_and_popeye_input() {
    let text =
        "begin\npieces white ke1 rd1 black ke8\nstipulation ~1\ncondition hole d7d8 a4\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let holes: Vec<String> = p.position.holes().map(|s| s.to_string()).collect();
    assert_eq!(holes, ["a4", "d7", "d8"]);
    let fen = to_fen(&p.position);
    assert!(fen.ends_with(" holes=a4,d7,d8"), "{fen}");
    assert_eq!(parse_fen(&fen).unwrap(), p.position);
    let written = write_popeye(&p);
    assert!(written.contains("condition hole a4d7d8"), "{written}");
    let again = parse_popeye(&written).unwrap().remove(0);
    assert_eq!(again.position, p.position);
    assert_eq!(again.conditions, p.conditions);
    assert_eq!(p.position.hash(), p.position.compute_hash());
    assert!(!p.position.is_empty_square(Square::parse("d7").unwrap()));
}

/// A hole must be an empty square; the condition needs its squares; a twin's holes are kept.
#[test]
fn bad_holes_are_refused_with_their_place() {
    let occupied =
        "begin\npieces white ke1 rd1 black ke8\nstipulation ~1\ncondition hole d1\nend\n";
    let e = parse_popeye(occupied).unwrap_err();
    assert!(
        e.to_string()
            .contains("the hole on d1 must be an empty square"),
        "{e}"
    );
    let bare = "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition hole\nend\n";
    let e = parse_popeye(bare).unwrap_err();
    assert!(e.to_string().contains("needs its squares"), "{e}");
    // Holes are the diagram's: a twin's `condition hole` is kept as written, unplayed.
    let twin = "begin\npieces white ke1 black ke8\nstipulation ~1\ntwin condition hole d4\nend\n";
    let p = parse_popeye(twin).unwrap().remove(0);
    match &p.twins[0].commands[0] {
        feerie::rules::problem::TwinCommand::Kept(k) => assert_eq!(k.text, "condition hole d4"),
        other => panic!("{other:?}"),
    }
    let e = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 holes=e1").unwrap_err();
    assert!(e.to_string().contains("must be an empty square"), "{e}");
}

/// A twin that turns the board takes the holes with it, as Popeye's board transformation does.
#[test]
fn a_rotated_twin_turns_the_holes() {
    let text = "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition hole a2\ntwin mirror a1<-->h1\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let twins = feerie::rules::twin_problems(&p).unwrap();
    let last = &twins.last().unwrap().problem.position;
    let holes: Vec<String> = last.holes().map(|s| s.to_string()).collect();
    assert_eq!(holes, ["h2"]);
}
