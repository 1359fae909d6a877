//! Solving speed on the published problems of `benches/data/` (copied from the shared bench
//! suite) beside Popeye 4.104's reference times (`cargo bench --bench solve`; arguments select
//! the files whose name contains one of them: `cargo bench --bench solve -- h3`).
//!
//! Every problem of a file is solved with the default options except a 256 MiB table, 2 threads
//! and a 60 s deadline per problem. The time of a file is wall time from its text to its
//! solutions (parsing included), the median of 3 runs (one run when the first takes over 5 s or
//! times out). Popeye's references are CPU seconds (user + system, median of 3, process start
//! included). Targets: the whole suite in at most half of Popeye's total, no problem slower;
//! references under 0.05 s are start-up dominated, so those problems are held to 0.05 s.

use std::time::{Duration, Instant};

use feerie::notation::popeye::parse_popeye;
use feerie::solver::tree::{Cut, Solution};
use feerie::solver::{solve, SolveOptions};

/// Per-problem time limit.
const LIMIT: Duration = Duration::from_secs(60);
/// Popeye times under this are start-up dominated; the comparison uses this instead.
const FLOOR_S: f64 = 0.05;
const RUNS: usize = 3;
/// A file whose first run takes longer is not run again.
const REPEAT_BELOW: Duration = Duration::from_secs(5);

/// What the bench README says about a file's solutions.
#[derive(Clone, Copy)]
enum Expect {
    /// Nothing: the published solutions are checked by the solver's own tests.
    Nothing,
    /// This many twins, each with a solution.
    Twins(usize),
    /// Cooked: the stipulation is met (at least one key), though the author meant more moves.
    Cooked,
}

struct Case {
    file: &'static str,
    input: &'static str,
    stipulation: &'static str,
    /// Popeye's reference time in seconds: the better of plain and intelligent mode.
    popeye_s: f64,
    expect: Expect,
}

macro_rules! case {
    ($file:literal, $stipulation:literal, $popeye_s:literal, $expect:expr) => {
        Case {
            file: $file,
            input: include_str!(concat!("data/", $file)),
            stipulation: $stipulation,
            popeye_s: $popeye_s,
            expect: $expect,
        }
    };
}

/// The reference column of the table in the shared bench suite's README.md (Popeye 4.104 on a
/// 2-core machine of our class; CPU seconds, median of 3 runs; for orthodox helpmates the better
/// of plain and `option intelligent`). The stipulation texts are that table's too.
const CASES: &[Case] = &[
    case!("orth2_armeni.inp", "#2", 0.01, Expect::Nothing),
    case!("orth3_karge.inp", "#3", 0.02, Expect::Nothing),
    case!("orth4_johandl.inp", "#4", 0.69, Expect::Nothing),
    case!("s3_avner.inp", "s#3", 0.18, Expect::Nothing),
    case!("s4_petkov.inp", "s#4", 2.02, Expect::Nothing),
    case!("h3_lins.inp", "h#3 (2 twins)", 0.23, Expect::Twins(2)),
    case!("h4_grubert.inp", "h#4 (2 twins)", 0.03, Expect::Twins(2)),
    case!("h5_abdurahmanovic.inp", "h#5", 0.02, Expect::Nothing),
    case!("h6_lins.inp", "h#6", 0.04, Expect::Nothing),
    case!("serh9_lins.inp", "ser-h#9", 0.02, Expect::Nothing),
    case!("imit2_kotesovec.inp", "#2, Imitator", 0.01, Expect::Nothing),
    case!(
        "imit4_kahl.inp",
        "#4, Imitator (cooked)",
        0.01,
        Expect::Cooked
    ),
    case!(
        "imit_serh26_verdejo.inp",
        "ser-h#26, Imitator",
        0.01,
        Expect::Nothing
    ),
    case!(
        "parrain2_tauber_avner.inp",
        "#2, Circé Parrain",
        0.02,
        Expect::Nothing
    ),
    case!(
        "parrain_h4_wedekind.inp",
        "h#4, Circé Parrain",
        0.74,
        Expect::Nothing
    ),
    // Popeye's own examples where feerie was slow (the solver issue's "Speed" problems; the
    // shared bench corpus, BEISPIEL castling, hpint and intell, with Popeye's times there).
    case!("h2_castling23_zilahi.inp", "h#2", 0.01, Expect::Nothing),
    case!("h2_castling24_zilahi.inp", "h#2", 0.01, Expect::Nothing),
    case!("h2_castling25_szoghy.inp", "h#2", 0.04, Expect::Nothing),
    case!("h7_hpint50_lois.inp", "h#7, h=7", 0.17, Expect::Twins(2)),
    case!(
        "hs4_hpint56_vitale.inp",
        "h=4 (2 twins)",
        0.05,
        Expect::Twins(2)
    ),
    case!("hs5_hpint66_winterberg.inp", "h=5", 0.08, Expect::Nothing),
    case!(
        "h3_intell18_lins.inp",
        "h#3 (2 twins)",
        0.08,
        Expect::Twins(2)
    ),
    case!("h3_intell39_martoudis.inp", "h#3", 1.03, Expect::Nothing),
    case!(
        "h3_intell40_martoudis.inp",
        "h#3 (3 twins)",
        0.96,
        Expect::Twins(3)
    ),
    case!(
        "h3_intell41_mueller.inp",
        "h#3 (2 twins)",
        0.08,
        Expect::Twins(2)
    ),
    case!("h3_intell95_garai.inp", "h#3", 1.15, Expect::Nothing),
    // BEISPIEL hpint #52: the planner's listing budget (Popeye's CPU time on the 2-core
    // machine while it was loaded, 2026-11-26; 10.8 s on an idle 16-core one).
    case!(
        "sh8_hpint52_steudel.inp",
        "ser-h=8, set play",
        15.36,
        Expect::Nothing
    ),
];

/// One run over every problem of a file.
struct Run {
    wall: Duration,
    nodes: u64,
    /// Solutions (keys or lines) of each part (twin, duplex half) of every problem.
    counts: Vec<usize>,
    timed_out: bool,
    error: Option<String>,
}

fn run(input: &str) -> Run {
    let start = Instant::now();
    let mut out = Run {
        wall: Duration::ZERO,
        nodes: 0,
        counts: Vec::new(),
        timed_out: false,
        error: None,
    };
    match parse_popeye(input) {
        Err(e) => out.error = Some(format!("input: {e}")),
        Ok(problems) => {
            for problem in &problems {
                let mut options = SolveOptions {
                    hash_mb: 256,
                    threads: 2,
                    ..SolveOptions::default()
                };
                options.limits.deadline = Some(Instant::now() + LIMIT);
                match solve(problem, &options, &mut |_| {}) {
                    Ok(Solution { parts, stats, .. }) => {
                        out.nodes += stats.nodes;
                        for part in &parts {
                            out.counts.push(part.play.solution_count());
                            out.timed_out |= part.cut == Some(Cut::Timeout);
                        }
                    }
                    Err(e) => {
                        out.error = Some(format!("solve: {e}"));
                        break;
                    }
                }
                if out.timed_out {
                    break;
                }
            }
        }
    }
    out.wall = start.elapsed();
    out
}

/// The median of up to `RUNS` runs.
fn measure(input: &str) -> Run {
    let mut runs = vec![run(input)];
    let first = &runs[0];
    if first.error.is_none() && !first.timed_out && first.wall < REPEAT_BELOW {
        for _ in 1..RUNS {
            runs.push(run(input));
        }
    }
    runs.sort_by_key(|r| r.wall);
    let middle = runs.len() / 2;
    runs.swap_remove(middle)
}

fn check(expect: Expect, r: &Run) -> String {
    if let Some(e) = &r.error {
        return format!("ERROR ({e})");
    }
    if r.timed_out {
        return "timeout".into();
    }
    match expect {
        Expect::Nothing => "-".into(),
        Expect::Twins(n) => {
            if r.counts.len() == n && r.counts.iter().all(|&c| c > 0) {
                format!("ok ({n} twins solved)")
            } else {
                format!("NO (expected {n} twins, each solved)")
            }
        }
        Expect::Cooked => {
            if r.counts.iter().all(|&c| c > 0) {
                "ok (cooked: solved)".into()
            } else {
                "NO (the cook is missing)".into()
            }
        }
    }
}

fn main() {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let cases: Vec<&Case> = CASES
        .iter()
        .filter(|c| filters.is_empty() || filters.iter().any(|f| c.file.contains(f.as_str())))
        .collect();
    if cases.is_empty() {
        println!("no bench file matches {filters:?}");
        return;
    }
    println!(
        "{:<27} {:<22} {:>10} {:>10} {:>9} {:>8} {:>11}  {:<9} expected",
        "file", "stipulation", "feerie ms", "nodes", "knodes/s", "Popeye s", "ratio", "solutions"
    );
    let mut feerie_total = 0.0;
    let mut popeye_total = 0.0;
    let mut slower = Vec::new();
    let mut floored = false;
    let mut timeouts = 0;
    for case in cases {
        let r = measure(case.input);
        let secs = if r.timed_out {
            LIMIT.as_secs_f64()
        } else {
            r.wall.as_secs_f64()
        };
        let time = if r.timed_out {
            "timeout".to_string()
        } else {
            format!("{:.1}", secs * 1e3)
        };
        let compared = case.popeye_s.max(FLOOR_S);
        let mark = if case.popeye_s < FLOOR_S { "*" } else { "" };
        floored |= case.popeye_s < FLOOR_S;
        let ratio = secs / compared;
        if ratio > 1.0 || r.error.is_some() {
            slower.push(case.file);
        }
        timeouts += usize::from(r.timed_out);
        feerie_total += secs;
        popeye_total += case.popeye_s;
        let counts = r
            .counts
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join("+");
        println!(
            "{:<27} {:<22} {:>10} {:>10} {:>9.0} {:>8.2} {:>11}  {:<9} {}",
            case.file,
            case.stipulation,
            time,
            r.nodes,
            r.nodes as f64 / r.wall.as_secs_f64().max(1e-9) / 1e3,
            case.popeye_s,
            format!("{}{ratio:.2}x{mark}", if r.timed_out { ">" } else { "" }),
            counts,
            check(case.expect, &r)
        );
    }
    let ratio = feerie_total / popeye_total;
    let (at_least, counted) = if timeouts > 0 {
        (
            ">",
            format!(" ({timeouts} timeouts counted as {} s)", LIMIT.as_secs()),
        )
    } else {
        ("", String::new())
    };
    println!(
        "total: feerie {at_least}{feerie_total:.3} s{counted}, Popeye {popeye_total:.2} s, \
         ratio {at_least}{ratio:.2}x (target: at most 0.5x) {}",
        if ratio <= 0.5 { "met" } else { "NOT met" }
    );
    if slower.is_empty() {
        println!("no problem slower than Popeye");
    } else {
        println!("slower than Popeye: {}", slower.join(", "));
    }
    if floored {
        println!(
            "* Popeye's reference is under {FLOOR_S} s, dominated by start-up: the ratio is \
             against {FLOOR_S} s"
        );
    }
}
