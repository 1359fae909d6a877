//! Wormholes (Popeye's `condition Wormholes SQUARES`) against Popeye 4.104.
//!
//! * Move lists made with Popeye 4.104 (tests/data/wormhole-moves.jsonl, by
//!   tests/data/generate-wormhole-moves.py 120 27): random positions with 2 to 5 wormholes,
//!   empty or occupied, among riders, leapers, hoppers, pawns before promotion and before
//!   their double step, castling kings and rooks: transfers, promotions on transfer, moves
//!   refused for want of an empty wormhole, checks through wormholes.
//! * Popeye's corpus problems with wormholes (tests/data/wormholes-corpus/list.txt; inputs in
//!   tests/data/popeye-corpus, Popeye 4.104's outputs beside the list): the castling king
//!   transferred, castling after transfers, e.p. of a transferred pawn, target squares
//!   reached by a transfer, pawns on their first rank, the mummers, Patrouille and Madrasi
//!   beside, royal pawns taken e.p. where a transfer took them, pawns transferred to their
//!   last rank promoting into chameleons (`[wPb4->f8=Q=c]`).
//! * Move lists with Circe, Circe RexInclusive and Madrasi beside (wormhole-circe-moves.jsonl
//!   and the others, by the same script).

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::popeye::{parse_popeye, write_popeye};

#[test]
fn wormhole_moves_equal_popeyes() {
    check_move_records(include_str!("../data/wormhole-moves.jsonl"), 120, true);
}

/// Beside Circe (the captured piece reborn after the transfer: `[wRb8->e4][+bSb8]`), Circe
/// RexInclusive (check a capture of the king, transfer first, that leaves it without
/// rebirth) and Madrasi (paralysis by observation that wormholes leave alone): Popeye's move
/// lists (by tests/data/generate-wormhole-moves.py 60 31 circe, 60 32 circe rexinclusive, 60
/// 33 madrasi).
#[test]
fn wormhole_moves_beside_circe_and_madrasi_equal_popeyes() {
    check_move_records(include_str!("../data/wormhole-circe-moves.jsonl"), 60, true);
    check_move_records(
        include_str!("../data/wormhole-circe-rexi-moves.jsonl"),
        60,
        true,
    );
    check_move_records(
        include_str!("../data/wormhole-madrasi-moves.jsonl"),
        60,
        true,
    );
}

#[test]
fn popeyes_wormhole_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("wormholes-corpus", 22);
}

/// The squares are the condition's, in Popeye's order (by rank from a1), written back as
/// Popeye reads them; the condition needs them.
#[test]
fn wormholes_round_trip_through_popeye_input() {
    let text =
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition wormholes h5d4f1\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let written = write_popeye(&p);
    assert!(written.contains("wormholes f1d4h5"), "{written}");
    let again = parse_popeye(&written).unwrap().remove(0);
    assert_eq!(again.conditions, p.conditions);
    let bare = "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition wormholes\nend\n";
    let e = parse_popeye(bare).unwrap_err();
    assert!(e.to_string().contains("needs its squares"), "{e}");
}
