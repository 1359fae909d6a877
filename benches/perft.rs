//! Perft speed, feerie beside shakmaty, in one run (`cargo bench --bench perft`).
//!
//! Both sides do the same work: generate the legal moves, play every one of them on a copy of
//! the position, recurse; no counting of the last ply's list. Each figure is the best of three
//! runs, and the ratio is printed: the target is feerie within 3x of shakmaty.

use std::time::{Duration, Instant};

use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::Ruleset;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

const CASES: &[(&str, &str, u32, u64)] = &[
    (
        "initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
];

fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for m in pos.legal_moves() {
        let mut child = pos.clone();
        child.play_unchecked(&m);
        n += shakmaty_perft(&child, depth - 1);
    }
    n
}

fn best_of_three(mut f: impl FnMut() -> u64, expected: u64) -> Duration {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            assert_eq!(f(), expected);
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    println!(
        "{:<10} {:>5} {:>12} {:>12} {:>10} {:>7}",
        "position", "depth", "feerie", "shakmaty", "feerie Mnps", "ratio"
    );
    let mut total = (Duration::ZERO, Duration::ZERO);
    for (name, fen, depth, nodes) in CASES {
        let ours = parse_fen(fen).expect("valid FEN");
        let rs = Ruleset::orthodox(&ours);
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position");
        let t_ours = best_of_three(|| perft(&ours, &rs, *depth), *nodes);
        let t_theirs = best_of_three(|| shakmaty_perft(&theirs, *depth), *nodes);
        total.0 += t_ours;
        total.1 += t_theirs;
        println!(
            "{:<10} {:>5} {:>10.1}ms {:>10.1}ms {:>11.1} {:>6.2}x",
            name,
            depth,
            t_ours.as_secs_f64() * 1e3,
            t_theirs.as_secs_f64() * 1e3,
            *nodes as f64 / t_ours.as_secs_f64() / 1e6,
            t_ours.as_secs_f64() / t_theirs.as_secs_f64()
        );
    }
    println!(
        "total: feerie {:.1} ms, shakmaty {:.1} ms, ratio {:.2}x (target: at most 3x)",
        total.0.as_secs_f64() * 1e3,
        total.1.as_secs_f64() * 1e3,
        total.0.as_secs_f64() / total.1.as_secs_f64()
    );
}
