//! Pawns on their own first rank (a white pawn on rank 1, a black one on rank 8) against
//! Popeye 4.104: they neither move nor observe, orthodox and under most conditions, but move
//! and observe under Einstein chess, Cage Circe, Circe Parrain and Wormholes, and observe
//! under Equipollents Circe. The move lists were made by Popeye
//! (tests/data/generate-base-rank-pawn-moves.py 12 2111); every move text reads back.

use crate::common::oracle::check_move_records;

#[test]
fn base_rank_pawn_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/base-rank-pawns-moves.jsonl"),
        108,
        true,
    );
}
