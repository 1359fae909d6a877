//! Fairy-piece perft beside orthodox perft, per node (`cargo bench --bench pieces`).
//!
//! A board of twenty-four fairy men (twelve a side: m:n leapers, gnu, squirrel, bison, okapi,
//! antelope, zebu, rook-, bishop- and nightrider-hoppers, lions, camel- and zebrariders; its
//! legal moves are Popeye's, tests/data/pieces/pieces-mixed-moves.jsonl) to depth 3, against
//! the orthodox initial position to depth 4. Each figure is the best of three runs; the target
//! is a fairy node within 3x the cost of an orthodox one.

use std::time::{Duration, Instant};

use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::Ruleset;

const ORTHODOX: (&str, u32, u64) = (
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    4,
    197_281,
);

const FAIRY: (&str, u32, u64) = (
    "k1[gn][sq][bi][ok][an][ze]/pp6/2[rh][bh][nh][li][cr][zr]/8/8/\
     2[RH][BH][NH][LI][CR][ZR]/PP6/K1[GN][SQ][BI][OK][AN][ZE] w - - 0 1",
    3,
    62_592,
);

/// Twenty men of the custom walks (issue 22: rose family, spiral springers, reflecting
/// bishops, locusts, marine pieces, angle hoppers, kangaroos, orphans, ten a side) and both
/// kings, to depth 3. Popeye has no count for it: each man's moves are checked against
/// Popeye's own lists in `tests/it/pieces_*.rs`; this measures the cost only.
const CUSTOM: (&str, u32) = (
    "k[ro][ds][rb][l][si][m][ka]/[o][eq][b1]5/8/8/8/8/[O][EQ][B1]5/K[RO][DS][RB][L][SI][M][KA] w - - 0 1",
    3,
);

fn per_node((fen, depth, nodes): (&str, u32, u64)) -> f64 {
    let pos = parse_fen(fen).expect("valid FEN");
    let rs = Ruleset::orthodox(&pos);
    let best = (0..3)
        .map(|_| {
            let t = Instant::now();
            assert_eq!(perft(&pos, &rs, depth), nodes);
            t.elapsed()
        })
        .min()
        .unwrap_or(Duration::ZERO);
    best.as_secs_f64() * 1e9 / nodes as f64
}

/// `per_node` where the count is feerie's own (no published figure): the count and the cost.
fn measured((fen, depth): (&str, u32)) -> (u64, f64) {
    let pos = parse_fen(fen).expect("valid FEN");
    let rs = Ruleset::orthodox(&pos);
    let mut nodes = 0;
    let best = (0..3)
        .map(|_| {
            let t = Instant::now();
            nodes = perft(&pos, &rs, depth);
            t.elapsed()
        })
        .min()
        .unwrap_or(Duration::ZERO);
    (nodes, best.as_secs_f64() * 1e9 / nodes.max(1) as f64)
}

fn main() {
    let orthodox = per_node(ORTHODOX);
    let fairy = per_node(FAIRY);
    println!("orthodox perft(4), initial position: {orthodox:.1} ns/node");
    println!("24 fairy men perft(3):               {fairy:.1} ns/node");
    println!("ratio {:.2}x (target: at most 3x)", fairy / orthodox);
    let (nodes, custom) = measured(CUSTOM);
    println!("20 custom-walk men perft(3), {nodes} nodes: {custom:.1} ns/node");
    println!("ratio {:.2}x (target: at most 3x)", custom / orthodox);
}
