//! Four Double Acts speed (`cargo bench --bench fda`): perft on the game array and on an
//! opened array (no pawns on the four middle files, so that the imitating pieces move and lend
//! each other their powers), beside orthodox perft of the same arrays with every imitating
//! piece replaced by an orthodox one (short-range ones by knights, long-range ones by bishops:
//! equal piece counts), and beside orthodox 8x8. Target: the resolution of what the imitating
//! pieces imitate makes generation at most 6x slower per node than orthodox play on equal
//! piece counts.

use std::time::{Duration, Instant};

use feerie::conditions::fda::rights_from_array;
use feerie::notation::fen::parse_fen;
use feerie::rules::perft::perft;
use feerie::rules::{Condition, Position, Ruleset};

const DEPTH: u32 = 4;

const ARRAYS: &[(&str, &str)] = &[
    (
        "game array",
        "rnb[cm][wm][wf][cn]bnr/rnb[fm]qk[ff]bnr/pppppppppp/10/10/10/10/PPPPPPPPPP/\
         RNB[FM]QK[FF]BNR/RNB[CM][WM][WF][CN]BNR w - - 0 1",
    ),
    (
        "opened array",
        "rnb[cm][wm][wf][cn]bnr/rnb[fm]qk[ff]bnr/ppp4ppp/10/10/10/10/PPP4PPP/\
         RNB[FM]QK[FF]BNR/RNB[CM][WM][WF][CN]BNR w - - 0 1",
    ),
];

/// The same FEN with each imitating piece replaced by an orthodox one of equal count.
fn orthodox_counterpart(fen: &str) -> String {
    let mut s = fen.to_string();
    for (from, to) in [
        ("[CM]", "N"),
        ("[FM]", "N"),
        ("[WM]", "N"),
        ("[CN]", "B"),
        ("[FF]", "B"),
        ("[WF]", "B"),
        ("[cm]", "n"),
        ("[fm]", "n"),
        ("[wm]", "n"),
        ("[cn]", "b"),
        ("[ff]", "b"),
        ("[wf]", "b"),
    ] {
        s = s.replace(from, to);
    }
    s
}

fn timed(pos: &Position, rs: &Ruleset, depth: u32) -> (u64, Duration) {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            let n = perft(pos, rs, depth);
            (n, t.elapsed())
        })
        .min_by_key(|(_, d)| *d)
        .unwrap_or_default()
}

fn row(name: &str, rules: &str, n: u64, t: Duration, base: Option<f64>) -> f64 {
    let per_node = t.as_secs_f64() / n.max(1) as f64;
    let ratio = base.map_or("-".to_string(), |b| format!("{:.2}x", per_node / b));
    println!(
        "{:<13} {:<22} {:>10} {:>9.1} {:>7.2} {:>10}",
        name,
        rules,
        n,
        t.as_secs_f64() * 1e3,
        n as f64 / t.as_secs_f64() / 1e6,
        ratio
    );
    per_node
}

fn main() {
    println!(
        "{:<13} {:<22} {:>10} {:>9} {:>7} {:>10}   perft({DEPTH})",
        "position", "rules", "nodes", "ms", "Mnps", "time/node"
    );
    let initial = Position::initial();
    let (n, t) = timed(&initial, &Ruleset::orthodox(&initial), DEPTH);
    row("8x8 initial", "orthodox", n, t, None);
    let mut worst = 0f64;
    for (name, fen) in ARRAYS {
        let ortho = parse_fen(&orthodox_counterpart(fen)).expect("valid FEN");
        let (n0, t0) = timed(&ortho, &Ruleset::orthodox(&ortho), DEPTH);
        let base = row(name, "orthodox counterpart", n0, t0, None);
        let mut pos = parse_fen(fen).expect("valid FEN");
        pos.set_qi_castling(rights_from_array(&pos));
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(feerie::conditions::FdaOptions::default())],
        );
        let (n, t) = timed(&pos, &rs, DEPTH);
        let per_node = row(name, "four double acts", n, t, Some(base));
        worst = worst.max(per_node / base);
    }
    let verdict = if worst <= 6.0 { "met" } else { "not met" };
    println!(
        "slowest per node: {worst:.2}x its orthodox counterpart (target: at most 6x) {verdict}"
    );
}
