//! The locusts, the marine pieces and the fairy pawns against Popeye's own move lists
//! (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle set: 40 positions per
//! piece), notation included, each move's text read back as the same move.

use crate::common::oracle::check_move_records;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::moves::{Move, Special};
use feerie::rules::{legal_moves, Position, Ruleset};

macro_rules! oracle {
    ($($name:ident: $code:literal,)*) => {
        $(
            #[test]
            fn $name() {
                check_move_records(
                    include_str!(concat!("../data/pieces/piece-", $code, "-moves.jsonl")),
                    40,
                    true,
                );
            }
        )*
    };
}

oracle! {
    berolina_pawn_moves_equal_popeyes: "bp",
    superpawn_moves_equal_popeyes: "sp",
    berolina_superpawn_moves_equal_popeyes: "bs",
    marine_pawn_moves_equal_popeyes: "mp",
    dragon_moves_equal_popeyes: "dr",
    chinese_pawn_moves_equal_popeyes: "cp",
    locust_moves_equal_popeyes: "l",
    rook_locust_moves_equal_popeyes: "lr",
    bishop_locust_moves_equal_popeyes: "lb",
    nightrider_locust_moves_equal_popeyes: "ln",
    sirene_moves_equal_popeyes: "si",
    triton_moves_equal_popeyes: "tr",
    nereide_moves_equal_popeyes: "nd",
    marine_knight_moves_equal_popeyes: "ms",
    marine_ship_moves_equal_popeyes: "mh",
}

/// The moves of the side to move in the position after `first` (given by its squares).
fn after(input: &str, first: (&str, &str)) -> (Position, Vec<Move>) {
    let problem = &parse_popeye(input).expect("valid input")[0];
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    let mv = legal_moves(pos, &rs)
        .into_iter()
        .find(|m| m.from.to_string() == first.0 && m.to.to_string() == first.1)
        .expect("the first move is legal");
    let next = pos.play(&mv, &rs);
    let moves = legal_moves(&next, &rs).into_iter().collect();
    (next, moves)
}

fn en_passant_to(moves: &[Move], from: &str, to: &str) -> bool {
    moves.iter().any(|m| {
        matches!(m.special, Special::EnPassant { .. })
            && m.from.to_string() == from
            && m.to.to_string() == to
    })
}

#[test]
fn berolina_double_step_is_taken_en_passant_on_the_square_passed_over() {
    // BPb2-d4 passes over c3: the pawn on b4 takes it there, as does the berolina pawn on c4
    // with its straight capture (Popeye: en passant by every pawn's capturing step).
    let input = "begin\npieces white ke1 bpb2 black ke8 pb4 bpc4\nstipulation ~1\nend\n";
    let (next, moves) = after(input, ("b2", "d4"));
    let ep = next.en_passant().expect("en passant right");
    assert_eq!(ep.target.to_string(), "c3");
    assert!(en_passant_to(&moves, "b4", "c3"), "{moves:?}");
    assert!(en_passant_to(&moves, "c4", "c3"), "{moves:?}");
}

#[test]
fn marine_pawn_takes_en_passant_beyond_the_square_passed() {
    // Popeye 4.104 (h~1): after 1.MPd7-d5 the marine pawn on c5 takes it as `MPc5*e7 ep.`
    // (over d6 to e7), the pawn on e5 as `e5*d6 ep.`; after 1.d7-d5 with c7 taken, the marine
    // pawn on e5 has no e.p. (it needs the square beyond d6 empty).
    let input = "begin\npieces white ke1 pe5 mpc5 black ke8 mpd7\nstipulation h~1\nend\n";
    let (_, moves) = after(input, ("d7", "d5"));
    assert!(en_passant_to(&moves, "c5", "e7"), "{moves:?}");
    assert!(en_passant_to(&moves, "e5", "d6"), "{moves:?}");
    let input = "begin\npieces white ke1 mpe5 black ke8 pd7 pc7\nstipulation h~1\nend\n";
    let (_, moves) = after(input, ("d7", "d5"));
    assert!(!moves
        .iter()
        .any(|m| matches!(m.special, Special::EnPassant { .. })));
}

#[test]
fn royal_marine_pawn_double_step_past_a_marine_pawn_is_self_check() {
    // Popeye's REGRESSIONS 4_63_to_4_65 #19: `MPe5*c7 ep.` would take the royal marine pawn,
    // so 1.rMPd7-d5 is no move (nor d7-d6, which MPe5*d6-c7 takes).
    let input = "begin\npieces black royal mpd7 white mpe5\nstipulation h~1\noption nowk\nend\n";
    let problem = &parse_popeye(input).expect("valid input")[0];
    let rs = Ruleset::new(&problem.position, &problem.conditions);
    assert_eq!(legal_moves(&problem.position, &rs).len(), 0);
}

#[test]
fn dragon_double_step_gives_no_en_passant() {
    let input = "begin\npieces white ke1 drd2 black ke8 pe4\nstipulation ~1\nend\n";
    let (next, moves) = after(input, ("d2", "d4"));
    assert!(next.en_passant().is_none());
    assert!(!moves
        .iter()
        .any(|m| matches!(m.special, Special::EnPassant { .. })));
}

#[test]
fn marine_pawn_and_ship_take_en_passant_over_the_square_passed() {
    // Popeye 4.104 (`h~1`): after 1.e7-e5 the marine pawn and the marine ship on d5 take the
    // pawn by jumping over e6 to f7 (`MPd5*f7 ep.`, `MHd5*f7 ep.`), as they capture.
    for walk in ["mp", "mh"] {
        let input =
            format!("begin\npieces white {walk}d5 kh1 black pe7 ka8\nstipulation h~1\nend\n");
        let (_, moves) = after(&input, ("e7", "e5"));
        assert!(en_passant_to(&moves, "d5", "f7"), "{walk}: {moves:?}");
        assert!(!en_passant_to(&moves, "d5", "e6"), "{walk}: {moves:?}");
    }
    // Not with the square beyond occupied.
    let input = "begin\npieces white mpd5 kh1 black pe7 bf7 ka8\nstipulation h~1\nend\n";
    let (_, moves) = after(input, ("e7", "e5"));
    assert!(!en_passant_to(&moves, "d5", "f7"), "{moves:?}");
}
