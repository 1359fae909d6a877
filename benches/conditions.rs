//! Perft speed under Imitator (one and two Imitators) and Circé Parrain beside orthodox perft
//! of the same positions (`cargo bench --bench conditions`), as whole runs and per node (the
//! conditions change the move tree). Target: at most 2x the orthodox time. Then Échecs Miroir
//! and Dynamo beside orthodox perft(3), per node against a target of 4x.

use std::time::{Duration, Instant};

use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::{Condition, ImitatorColour, ImitatorOptions, Position, Ruleset, Square};

const DEPTH: u32 = 4;

/// (name, FEN, one Imitator, two Imitators)
const POSITIONS: &[(&str, &str, &str, [&str; 2])] = &[
    (
        "initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "d5",
        ["d5", "e4"],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "d4",
        ["d4", "c4"],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "e5",
        ["e5", "d5"],
    ),
];

fn timed(pos: &Position, rs: &Ruleset) -> (u64, Duration) {
    timed_at(pos, rs, DEPTH)
}

fn timed_at(pos: &Position, rs: &Ruleset, depth: u32) -> (u64, Duration) {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            let n = perft(pos, rs, depth);
            (n, t.elapsed())
        })
        .min_by_key(|(_, d)| *d)
        .unwrap_or_default()
}

fn with_imitators(fen: &str, squares: &[&str]) -> Position {
    let mut pos = parse_fen(fen).expect("valid FEN");
    for s in squares {
        pos.add_imitator(Square::parse(s).expect("square"), ImitatorColour::Neutral);
    }
    pos
}

fn main() {
    let imitator = Condition::Imitator(ImitatorOptions::default());
    let parrain = Condition::CirceParrain(Default::default());
    println!(
        "{:<11} {:<14} {:>10} {:>9} {:>7} {:>10} {:>10}",
        "position", "rules", "nodes", "ms", "Mnps", "time", "time/node"
    );
    println!(
        "{:>75}",
        "(both against orthodox perft of the same position)"
    );
    let mut worst = 0f64;
    for (name, fen, one, two) in POSITIONS {
        let plain = parse_fen(fen).expect("valid FEN");
        let (n0, t0) = timed(&plain, &Ruleset::orthodox(&plain));
        let per_node = |n: u64, t: Duration| t.as_secs_f64() / n.max(1) as f64;
        let base = per_node(n0, t0);
        let mut row = |rules: &str, n: u64, t: Duration| {
            let whole = t.as_secs_f64() / t0.as_secs_f64();
            worst = worst.max(whole);
            println!(
                "{:<11} {:<14} {:>10} {:>9.1} {:>7.1} {:>9.2}x {:>9.2}x",
                name,
                rules,
                n,
                t.as_secs_f64() * 1e3,
                n as f64 / t.as_secs_f64() / 1e6,
                whole,
                per_node(n, t) / base
            );
        };
        row("orthodox", n0, t0);
        let pos = with_imitators(fen, &[one]);
        let (n, t) = timed(&pos, &Ruleset::new(&pos, &[imitator]));
        row("imitator x1", n, t);
        let pos = with_imitators(fen, two);
        let (n, t) = timed(&pos, &Ruleset::new(&pos, &[imitator]));
        row("imitator x2", n, t);
        let (n, t) = timed(&plain, &Ruleset::new(&plain, &[parrain]));
        row("circe parrain", n, t);
    }
    let verdict = if worst <= 2.0 { "met" } else { "not met" };
    println!("slowest condition run: {worst:.2}x the orthodox run of its position (target: at most 2x) {verdict}");
    mirror_and_dynamo();
}

/// Échecs Miroir and Dynamo beside orthodox perft(3) of the same positions (Dynamo's trees
/// grow too fast for depth 4: 1.2 billion leaves from the initial position).
fn mirror_and_dynamo() {
    const DEPTH3: u32 = 3;
    println!();
    println!(
        "{:<11} {:<14} {:>10} {:>9} {:>7} {:>10} {:>10}   perft({DEPTH3})",
        "position", "rules", "nodes", "ms", "Mnps", "time", "time/node"
    );
    let miroir = Condition::Miroir(Default::default());
    let dynamo = Condition::Dynamo(Default::default());
    let mut worst = 0f64;
    for (name, fen, _, _) in POSITIONS {
        let pos = parse_fen(fen).expect("valid FEN");
        let (n0, t0) = timed_at(&pos, &Ruleset::orthodox(&pos), DEPTH3);
        let per_node = |n: u64, t: Duration| t.as_secs_f64() / n.max(1) as f64;
        let mut row = |rules: &str, n: u64, t: Duration| {
            let node = per_node(n, t) / per_node(n0, t0);
            // No move at all (Miroir from the initial position): no time per node to compare.
            if rules != "orthodox" && n > 0 {
                worst = worst.max(node);
            }
            let node = if n > 0 {
                format!("{node:.2}x")
            } else {
                "-".to_string()
            };
            println!(
                "{:<11} {:<14} {:>10} {:>9.1} {:>7.1} {:>9.2}x {:>10}",
                name,
                rules,
                n,
                t.as_secs_f64() * 1e3,
                n as f64 / t.as_secs_f64() / 1e6,
                t.as_secs_f64() / t0.as_secs_f64(),
                node
            );
        };
        row("orthodox", n0, t0);
        for (label, c) in [("miroir", miroir), ("dynamo", dynamo)] {
            let (n, t) = timed_at(&pos, &Ruleset::new(&pos, &[c]), DEPTH3);
            row(label, n, t);
        }
    }
    let verdict = if worst <= 4.0 { "met" } else { "not met" };
    println!("slowest per node: {worst:.2}x orthodox (target: at most 4x) {verdict}");
}
