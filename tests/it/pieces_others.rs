//! The last pieces of Popeye's table (edgehog, bob, protean pawn, ship, gryphon) against
//! Popeye's own move lists (tests/data/pieces/piece-<code>-moves.jsonl, copied from the
//! oracle set: 40 positions per piece), notation included, each move's text read back as the
//! same move. Popeye's bob positions never give it four hurdles: its walk is checked by hand
//! too.

use crate::common::oracle::check_move_records;
use crate::common::{moves, position, sorted};
use feerie::rules::{Language, PieceKind, Ruleset, Side};

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
    edgehog_moves_equal_popeyes: "eh",
    bob_moves_equal_popeyes: "bo",
    protean_pawn_moves_equal_popeyes: "pp",
    ship_moves_equal_popeyes: "sh",
    gryphon_moves_equal_popeyes: "gy",
}

/// The legal moves whose text starts with `prefix` (Popeye's text, sorted).
fn moves_of(pieces: &str, side: Side, prefix: &str) -> Vec<String> {
    let pos = position(pieces, side);
    let rs = Ruleset::new(&pos, &[]);
    moves(&pos, &rs)
        .into_iter()
        .filter(|m| m.starts_with(prefix))
        .collect()
}

#[test]
fn bob_passes_four_hurdles_however_far_apart_then_moves_as_a_lion() {
    // Up the d-file: d2, d4, d5, d6 are the hurdles (either colour); then d7, or d8 taken.
    // The h5 bishop is one hurdle on its diagonal: not enough.
    let pieces = "white kh1 bod1 pd2 pd4 black ka7 pd5 pd6 rd8 bh5";
    assert_eq!(
        moves_of(pieces, Side::White, "BO"),
        sorted(&["BOd1-d7", "BOd1*d8"])
    );
    // Along the long diagonal the hurdles are b2, c3, e5 and g7: h8 is beyond them.
    let pieces = "white kh2 boa1 pb2 pc3 pe5 pg7 black ka7";
    assert_eq!(moves_of(pieces, Side::White, "BO"), sorted(&["BOa1-h8"]));
    // Its own man beyond the fourth hurdle stops it.
    let pieces = "white kh2 boa1 pb2 pc3 pe5 pg7 bh8 black ka7";
    assert!(moves_of(pieces, Side::White, "BO").is_empty());
}

#[test]
fn bob_checks_over_four_hurdles() {
    // The black king on d8 is attacked over d2, d4, d5, d6 with d7 empty: it must not stay.
    let pieces = "white kh1 bod1 pd2 pd4 black kd8 pd5 pd6";
    let list = moves_of(pieces, Side::Black, "K");
    assert!(!list.iter().any(|m| m == "Kd8-d7"), "{list:?}");
    assert!(list.iter().any(|m| m == "Kd8-e8"), "{list:?}");
}

#[test]
fn edgehogs_german_code_is_popeyes_rd_and_ra_stays_the_rao() {
    assert_eq!(PieceKind::Edgehog.code(Language::German), "rd");
    assert_eq!(
        PieceKind::from_code("rd", Language::German),
        Some(PieceKind::Edgehog)
    );
    assert_eq!(
        PieceKind::from_code("ra", Language::German),
        Some(PieceKind::Rao)
    );
}

#[test]
fn edgehog_keeps_to_its_rule_on_a_larger_board() {
    // On 10x10 the edge is the tenth rank and file: from the corner's neighbour on the edge
    // it may stop anywhere inside, and from inside only on the border.
    use crate::common::position_sized;
    use feerie::rules::BoardSize;
    let size = BoardSize::new(10, 10).expect("size");
    let pos = position_sized("white ka1 ehj5 black kj10", Side::White, size);
    let rs = Ruleset::new(&pos, &[]);
    let list: Vec<String> = moves(&pos, &rs)
        .into_iter()
        .filter(|m| m.starts_with("EH"))
        .collect();
    assert!(list.iter().any(|m| m == "EHj5-i5"), "{list:?}");
    assert!(!list.iter().any(|m| m == "EHj5-j4"), "{list:?}");
    assert!(!list.iter().any(|m| m == "EHj5-a5"), "{list:?}");
}

#[test]
fn protean_pawns_double_step_is_taken_en_passant_and_it_takes_en_passant_backwards() {
    use crate::common::play;
    // White's protean pawn double-steps down from the seventh rank; Black's pawn on d7 takes
    // it on e6, and Black's protean pawn on f5 (which captures upwards) does too.
    let pos = position("white ka1 ppe7 black kh8 pd7 ppf5", Side::White);
    let rs = Ruleset::new(&pos, &[]);
    let after = play(&pos, &rs, "PPe7-e5");
    let list = moves(&after, &rs);
    assert!(list.iter().any(|m| m == "d7*e6 ep."), "{list:?}");
    assert!(list.iter().any(|m| m == "PPf5*e6 ep."), "{list:?}");
    // It promotes on its own first rank, to the orthodox pieces.
    assert_eq!(
        moves_of("white ka8 ppc2 black kh8", Side::White, "PP"),
        sorted(&["PPc2-c1=B", "PPc2-c1=Q", "PPc2-c1=R", "PPc2-c1=S"])
    );
}

#[test]
fn ship_takes_en_passant_with_its_pawn_captures_and_gryphons_double_step_is_no_pawns() {
    use crate::common::play;
    let pos = position("white ka1 she5 black kh8 pd7", Side::Black);
    let rs = Ruleset::new(&pos, &[]);
    let after = play(&pos, &rs, "d7-d5");
    let list = moves(&after, &rs);
    assert!(list.iter().any(|m| m == "SHe5*d6 ep."), "{list:?}");
    // The gryphon's double step leaves nothing to take en passant.
    let pos = position("white ka1 gye2 black kh8 pd4", Side::White);
    let rs = Ruleset::new(&pos, &[]);
    let after = play(&pos, &rs, "GYe2-e4");
    let list = moves(&after, &rs);
    assert!(!list.iter().any(|m| m.contains("ep.")), "{list:?}");
}
