//! Perft speed under Imitator (one and two Tokens) and Circé Parrain beside orthodox perft
//! of the same positions (`cargo bench --bench conditions`), as whole runs and per node (the
//! conditions change the move tree). Target: at most 2x the orthodox time. Then the Circé
//! family's bases (Circe, AntiCirce, MarsCirce) from the initial array, per node against a
//! target of 2.5x (issue 19), Échecs Miroir and Dynamo beside orthodox perft(3), per node
//! against a target of 4x, and issue 20's conditions from the initial array, perft(4) per
//! node against a target of 3x (`cargo bench --bench conditions -- everyday` runs only those).

use std::time::{Duration, Instant};

use feerie::conditions::ImitatorOptions;
use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::{Condition, Position, Ruleset, Square, TokenColour};

const DEPTH: u32 = 4;

/// (name, FEN, one Imitator, two Tokens)
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

/// The fastest of several runs: at least three, and for short runs (Miroir's perft(3) takes
/// about a millisecond) as many as fit in a tenth of a second, up to fifty, so that one
/// interruption on a shared machine does not decide the ratio.
fn timed_at(pos: &Position, rs: &Ruleset, depth: u32) -> (u64, Duration) {
    let run = || {
        let t = Instant::now();
        let n = perft(pos, rs, depth);
        (n, t.elapsed())
    };
    let first = run();
    let runs = (0.1 / first.1.as_secs_f64().max(1e-6)).clamp(3.0, 50.0) as usize;
    (1..runs)
        .map(|_| run())
        .chain([first])
        .min_by_key(|(_, d)| *d)
        .unwrap_or_default()
}

fn with_imitators(fen: &str, squares: &[&str]) -> Position {
    let mut pos = parse_fen(fen).expect("valid FEN");
    for s in squares {
        pos.add_token(Square::parse(s).expect("square"), TokenColour::Neutral);
    }
    pos
}

fn main() {
    if std::env::args().any(|a| a == "everyday") {
        everyday();
        return;
    }
    let imitator = Condition::new(ImitatorOptions::default());
    let parrain = Condition::new(feerie::conditions::ParrainOptions::default());
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
        let (n, t) = timed(&pos, &Ruleset::new(&pos, std::slice::from_ref(&imitator)));
        row("imitator x1", n, t);
        let pos = with_imitators(fen, two);
        let (n, t) = timed(&pos, &Ruleset::new(&pos, std::slice::from_ref(&imitator)));
        row("imitator x2", n, t);
        let (n, t) = timed(
            &plain,
            &Ruleset::new(&plain, std::slice::from_ref(&parrain)),
        );
        row("circe parrain", n, t);
    }
    let verdict = if worst <= 2.0 { "met" } else { "not met" };
    println!("slowest condition run: {worst:.2}x the orthodox run of its position (target: at most 2x) {verdict}");
    circe_family();
    mirror_and_dynamo();
    same_positions();
    everyday();
}

/// Issue 20's conditions, each as Popeye writes it, with the variants that cost apart.
const EVERYDAY: &[&str] = &[
    "Madrasi",
    "Madrasi RexInclusive",
    "Isardam",
    "Isardam TypeB",
    "Patrouille",
    "UltraPatrol",
    "Lortap",
    "EiffelChess",
    "BlackMaximummer",
    "WhiteMaximummer",
    "BlackMinimummer",
    "WhiteMinimummer",
    "ChecklessChess",
    "ExclusiveChess",
    "Take&MakeChess",
    "Make&TakeChess",
    "AndernachChess",
    "AntiAndernachChess",
    "AnnanChess",
    "MessignyChess",
    "KoeKo",
    "NewKoeKo",
    "EinsteinChess",
    "ReversalEinsteinChess",
    "HaanerChess",
    "SingleBox Type1",
    "SingleBox Type2",
    "SingleBox Type3",
    "Breton",
    "GhostChess",
    "LeseMajeste",
    "KobulKings",
    "GridChess",
    "SAT",
    "AlphabeticChess",
    "Disparate",
    "MonochromChess",
    "BichromChess",
];

/// Issue 20's conditions beside orthodox perft(4) of the initial array, per node (target:
/// 3x). Make&Take and Messigny run perft(3): their trees at depth 4 take minutes; Alphabetic
/// chess perft(12) against orthodox perft(4).
fn everyday() {
    const ARRAY: &str = "white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2 pb2 pc2 pd2 pe2 pf2 pg2 ph2 \
                         black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7";
    let problem = |condition: &str| {
        let text = format!(
            "begin\npieces {ARRAY}\nstipulation ~1\n{condition}\nend\n",
            condition = if condition.is_empty() {
                String::new()
            } else {
                format!("condition {condition}")
            }
        );
        feerie::notation::popeye::parse_popeye(&text)
            .expect("reads")
            .remove(0)
    };
    println!(
        "\n{:<24} {:>6} {:>10} {:>9} {:>10}",
        "condition", "depth", "nodes", "ms", "time/node"
    );
    let base = |depth: u32| {
        let p = problem("");
        let (n, t) = timed_at(
            &p.position,
            &Ruleset::new(&p.position, &p.conditions),
            depth,
        );
        t.as_secs_f64() / n as f64
    };
    let bases = [base(3), base(4)];
    let mut over = Vec::new();
    for condition in EVERYDAY {
        // (Alphabetic chess's tree from the array is narrow: 8 leaves at depth 4.)
        let depth = match *condition {
            "Make&TakeChess" | "MessignyChess" => 3,
            "AlphabeticChess" => 12,
            _ => DEPTH,
        };
        let p = problem(condition);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let (n, t) = timed_at(&p.position, &rs, depth);
        let ratio = t.as_secs_f64() / n.max(1) as f64 / bases[usize::from(depth != 3)];
        if ratio > 3.0 {
            over.push(format!("{condition} {ratio:.2}x"));
        }
        println!(
            "{:<24} {:>6} {:>10} {:>9.1} {:>9.2}x",
            condition,
            depth,
            n,
            t.as_secs_f64() * 1e3,
            ratio
        );
    }
    println!(
        "above 3x orthodox per node: {}",
        if over.is_empty() {
            "none".to_string()
        } else {
            over.join(", ")
        }
    );
}

/// The Circé family's bases beside orthodox perft(4) of the initial array, per node (issue
/// 19's target: each within 2.5x).
fn circe_family() {
    use feerie::conditions::circe::Base;
    use feerie::conditions::CirceOptions;
    let pos = parse_fen(POSITIONS[0].1).expect("valid FEN");
    let (n0, t0) = timed(&pos, &Ruleset::orthodox(&pos));
    let base = t0.as_secs_f64() / n0 as f64;
    println!();
    println!(
        "{:<14} {:>10} {:>9} {:>10}",
        "initial array", "nodes", "ms", "time/node"
    );
    println!(
        "{:<14} {:>10} {:>9.1} {:>9.2}x",
        "orthodox",
        n0,
        t0.as_secs_f64() * 1e3,
        1.0
    );
    let mut worst = 0f64;
    for (name, b) in [
        ("circe", Base::Circe),
        ("anticirce", Base::Anti),
        ("marscirce", Base::Mars),
    ] {
        let condition = Condition::new(CirceOptions::of(b));
        let (n, t) = timed(&pos, &Ruleset::new(&pos, std::slice::from_ref(&condition)));
        let ratio = t.as_secs_f64() / n as f64 / base;
        worst = worst.max(ratio);
        println!(
            "{name:<14} {n:>10} {:>9.1} {ratio:>9.2}x",
            t.as_secs_f64() * 1e3
        );
    }
    let verdict = if worst <= 2.5 { "met" } else { "not met" };
    println!("slowest Circé base per node: {worst:.2}x orthodox (target: at most 2.5x) {verdict}");
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
    let miroir = Condition::new(feerie::conditions::MiroirOptions::default());
    let dynamo = Condition::new(feerie::conditions::DynamoOptions::default());
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
        for (label, c) in [("miroir", miroir.clone()), ("dynamo", dynamo.clone())] {
            let (n, t) = timed_at(&pos, &Ruleset::new(&pos, &[c]), DEPTH3);
            row(label, n, t);
        }
    }
    let verdict = if worst <= 4.0 { "met" } else { "not met" };
    println!("slowest per node: {worst:.2}x orthodox (target: at most 4x) {verdict}");
}

/// Move generation alone on the same positions: every position of the orthodox tree to depth 2
/// (the root, its children and grandchildren), its legal moves generated under each rule set.
/// Perft trees differ in shape between the conditions (Miroir keeps a fraction of the orthodox
/// moves, Dynamo adds many), which the time per node of the table above includes; here the
/// positions are the same, and the time is per position and per move generated.
fn same_positions() {
    println!();
    println!(
        "{:<11} {:<10} {:>9} {:>9} {:>8} {:>12} {:>11}   generation on the same positions",
        "position", "rules", "positions", "moves", "ms", "time/position", "time/move"
    );
    let rules = [
        ("orthodox", None),
        (
            "miroir",
            Some(Condition::new(feerie::conditions::MiroirOptions::default())),
        ),
        (
            "dynamo",
            Some(Condition::new(feerie::conditions::DynamoOptions::default())),
        ),
    ];
    let mut worst = 0f64;
    for (name, fen, _, _) in POSITIONS {
        let root = parse_fen(fen).expect("valid FEN");
        let orthodox = Ruleset::orthodox(&root);
        let mut positions = Vec::new();
        collect(&root, &orthodox, 2, &mut positions);
        let mut base = (0f64, 0f64);
        for (label, condition) in &rules {
            let rs = match condition {
                Some(c) => Ruleset::new(&root, std::slice::from_ref(c)),
                None => orthodox.clone(),
            };
            let (moves, t) = generation(&positions, &rs);
            let per_position = t.as_secs_f64() / positions.len() as f64;
            let per_move = t.as_secs_f64() / moves.max(1) as f64;
            if condition.is_none() {
                base = (per_position, per_move);
            }
            let ratio = per_position / base.0;
            if *label == "miroir" {
                worst = worst.max(ratio);
            }
            println!(
                "{:<11} {:<10} {:>9} {:>9} {:>8.1} {:>12.2}x {:>10.2}x",
                name,
                label,
                positions.len(),
                moves,
                t.as_secs_f64() * 1e3,
                ratio,
                per_move / base.1
            );
        }
    }
    println!("Miroir, slowest per position: {worst:.2}x orthodox");
}

fn collect(pos: &Position, rs: &Ruleset, depth: u32, out: &mut Vec<Position>) {
    out.push(*pos);
    if depth == 0 {
        return;
    }
    for mv in feerie::rules::legal_moves(pos, rs) {
        collect(&pos.play(&mv, rs), rs, depth - 1, out);
    }
}

fn generation(positions: &[Position], rs: &Ruleset) -> (u64, Duration) {
    let mut list = feerie::rules::MoveList::with_capacity(256);
    (0..5)
        .map(|_| {
            let t = Instant::now();
            let mut n = 0;
            for p in positions {
                list.clear();
                feerie::rules::movegen::generate_legal(p, rs, &mut list);
                n += list.len() as u64;
            }
            (n, t.elapsed())
        })
        .min_by_key(|(_, d)| *d)
        .unwrap_or_default()
}
