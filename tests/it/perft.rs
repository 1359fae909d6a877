//! Perft of the standard positions against the published numbers (Chess Programming Wiki).
//! Run in release mode (`cargo test --release`): the largest count is 15.8 million nodes.

use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::Ruleset;

fn check(fen: &str, depth: u32, expected: u64) {
    let pos = parse_fen(fen).expect("valid FEN");
    let rs = Ruleset::orthodox(&pos);
    assert_eq!(perft(&pos, &rs, depth), expected, "{fen} depth {depth}");
}

#[test]
fn initial_position() {
    check(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    );
}

#[test]
fn kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    );
}

#[test]
fn position_3() {
    check("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11_030_083);
}

#[test]
fn position_4() {
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
        15_833_292,
    );
}

#[test]
fn position_5() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    );
}

#[test]
fn position_6() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    );
}
