//! Boards other than 8x8: from 1x1 to 16x16.

use crate::common;
use crate::common::{moves, position_sized, sorted};
use feerie::notation::fen::parse_fen;
use feerie::rules::{BoardSize, Ruleset, Side};

#[test]
fn a_double_step_onto_the_last_rank_promotes_and_leaves_no_en_passant() {
    let pos = parse_fen("1p1k/4/P3/K3 w - - 0 1").unwrap();
    let rs = Ruleset::orthodox(&pos);
    let after = common::play(&pos, &rs, "a2-a4=Q");
    assert_eq!(after.en_passant(), None);
    assert!(!moves(&after, &rs).iter().any(|m| m.contains("ep.")));
}

#[test]
fn the_smallest_board_has_no_moves() {
    let pos = position_sized("white ka1", Side::White, BoardSize::new(1, 1).unwrap());
    assert!(moves(&pos, &Ruleset::orthodox(&pos)).is_empty());
}

#[test]
fn leapers_and_riders_reach_the_far_corner_of_a_16x16_board() {
    let size = BoardSize::new(16, 16).unwrap();
    let pos = position_sized("white gip16 ba1", Side::White, size);
    let got = moves(&pos, &Ruleset::orthodox(&pos));
    let bishop: Vec<String> = (1..15)
        .map(|i| format!("Ba1-{}{}", (b'a' + i as u8) as char, i + 1))
        .collect();
    let mut expected: Vec<String> = bishop;
    expected.extend(sorted(&["GIp16-o12", "GIp16-l15"]));
    expected.sort();
    assert_eq!(got, expected);
}

#[test]
fn pawns_of_a_ten_rank_board_double_step_from_their_second_rank() {
    let size = BoardSize::new(10, 10).unwrap();
    let pos = position_sized("white pc2 black pd9", Side::White, size);
    assert_eq!(
        moves(&pos, &Ruleset::orthodox(&pos)),
        sorted(&["c2-c3", "c2-c4"])
    );
    let pos = position_sized("white pc2 black pd9", Side::Black, size);
    assert_eq!(
        moves(&pos, &Ruleset::orthodox(&pos)),
        sorted(&["d9-d7", "d9-d8"])
    );
}
