//! Mutation fuzzing of every parser: Popeye input, FEN and move text must answer any input
//! with a value or an error, never a panic; and random values of the command line's options
//! (`--timeout`, `--threads`, `--hash`) are refused or obeyed by the built binary, never a
//! panic (exit 101).
//!
//! By default each parser gets a short run (CI). A long run:
//! `FEERIE_FUZZ_SECONDS=60 cargo test --release --test it -- fuzz:: --skip tui_fuzz --nocapture`
//! gives each parser that many seconds.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use crate::common::panic_hook::with_panic_hook;

use feerie::notation::fen::parse_fen;
use feerie::notation::move_text::{move_text, parse_move};
use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Ruleset};

/// xorshift64*: a small deterministic generator, seeded per parser.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const TOKENS: &[&str] = &[
    "begin",
    "end",
    "pieces",
    "white",
    "black",
    "neutral",
    "stipulation",
    "condition",
    "option",
    "twin",
    "imitator",
    "circe",
    "parrain",
    "lastcapture",
    "noiprom",
    "nocastling",
    "enpassant",
    "halfduplex",
    "board",
    "10x10",
    "16x16",
    "0x0",
    "next",
    "continued",
    "move",
    "rotate",
    "h#2",
    "#3",
    "ser-h#9",
    "s#2.5",
    "~1",
    "ka1",
    "pa10",
    "gd4",
    "p",
    "/",
    "8",
    "10",
    "[",
    "]",
    "[G]",
    "*",
    "w",
    "b",
    "KQkq",
    "-",
    "e3",
    "imitators=",
    "lastcapture=",
    "=Q",
    "[I",
    "[+w",
    "ep.",
    "0-0",
    "0-0-0",
    "1.",
    "\n",
    " ",
    "é",
    "\u{0}",
    "99999999999999999999",
];

fn mutate(rng: &mut Rng, seed: &[u8]) -> Vec<u8> {
    let mut s = seed.to_vec();
    for _ in 0..1 + rng.below(6) {
        let len = s.len();
        match rng.below(7) {
            0 if len > 0 => {
                let i = rng.below(len);
                s[i] = rng.next() as u8;
            }
            1 => {
                let i = rng.below(len + 1);
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                s.splice(i..i, t.iter().copied());
            }
            2 if len > 0 => {
                let a = rng.below(len);
                let b = (a + rng.below(16)).min(len);
                s.drain(a..b);
            }
            3 if len > 0 => {
                let a = rng.below(len);
                let b = (a + rng.below(32)).min(len);
                let chunk: Vec<u8> = s[a..b].to_vec();
                let i = rng.below(len + 1);
                s.splice(i..i, chunk);
            }
            4 => s.truncate(rng.below(len + 1)),
            5 if len > 0 => {
                let i = rng.below(len);
                s[i] = s[i].to_ascii_uppercase();
            }
            _ => {
                let i = rng.below(len + 1);
                s.insert(
                    i,
                    b" \n0123456789abcdefghKQRBNPSG#=~*-.,[]+/x"[rng.below(40)],
                );
            }
        }
    }
    s
}

fn budget() -> Duration {
    let secs: f64 = std::env::var("FEERIE_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.5);
    Duration::from_secs_f64(secs)
}

/// Feeds mutated seeds to `parse` until the time budget is spent; fails with the input that
/// made it panic.
fn fuzz(name: &str, seeds: &[String], seed: u64, parse: impl Fn(&str)) {
    let mut rng = Rng(seed);
    let start = Instant::now();
    let mut runs = 0u64;
    let mut failure = None;
    // The parsers' panics are caught here, so their messages are silenced.
    with_panic_hook(
        |_| {},
        || {
            while start.elapsed() < budget() {
                let base = seeds[rng.below(seeds.len())].as_bytes();
                let input = String::from_utf8_lossy(&mutate(&mut rng, base)).into_owned();
                if catch_unwind(AssertUnwindSafe(|| parse(&input))).is_err() {
                    failure = Some(input);
                    break;
                }
                runs += 1;
            }
        },
    );
    if let Some(input) = failure {
        panic!("{name} panicked on {input:?}");
    }
    println!("{name}: {runs} inputs in {:?}, no panic", start.elapsed());
}

fn oracle_inputs() -> Vec<String> {
    let mut seeds = Vec::new();
    for data in [
        include_str!("../data/orthodox-moves.jsonl"),
        include_str!("../data/imitator-moves.jsonl"),
        include_str!("../data/parrain-moves.jsonl"),
    ] {
        for line in data.lines().take(60) {
            let v: serde_json::Value = serde_json::from_str(line).expect("JSON");
            seeds.push(v["input"].as_str().expect("input").to_string());
        }
    }
    seeds
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/8/3[G]4/8/8/8/K6k b - - 0 1 imitators=a3,c5 lastcapture=wPd3",
    "10/10/10/10/4*[MA]5/10/10/10/10/K8k w - - 0 1",
];

#[test]
fn popeye_reader_never_panics() {
    let mut seeds = oracle_inputs();
    seeds.push(
        "begin\nboard 10x10\npieces white ka10 black kj1\nstipulation #2\ntwin move a10 b10\nend\n"
            .into(),
    );
    fuzz("parse_popeye", &seeds, 0x9E37_79B9_7F4A_7C15, |s| {
        let _ = parse_popeye(s);
    });
}

#[test]
fn fen_reader_never_panics() {
    let seeds: Vec<String> = FENS.iter().map(|s| s.to_string()).collect();
    fuzz("parse_fen", &seeds, 0xD1B5_4A32_D192_ED03, |s| {
        let _ = parse_fen(s);
    });
}

#[test]
fn move_text_reader_never_panics() {
    let problems: Vec<_> = oracle_inputs()
        .iter()
        .filter_map(|s| parse_popeye(s).ok())
        .map(|mut p| p.remove(0))
        .collect();
    let mut seeds = Vec::new();
    for p in &problems {
        let rs = Ruleset::new(&p.position, &p.conditions);
        for m in legal_moves(&p.position, &rs).iter().take(5) {
            seeds.push(move_text(&p.position, m));
        }
    }
    let mut rng = Rng(7);
    let start = Instant::now();
    let mut failure = None;
    with_panic_hook(
        |_| {},
        || {
            while start.elapsed() < budget() {
                let p = &problems[rng.below(problems.len())];
                let rs = Ruleset::new(&p.position, &p.conditions);
                let base = seeds[rng.below(seeds.len())].as_bytes();
                let text = String::from_utf8_lossy(&mutate(&mut rng, base)).into_owned();
                if catch_unwind(AssertUnwindSafe(|| {
                    let _ = parse_move(&p.position, &rs, &text);
                }))
                .is_err()
                {
                    failure = Some(text);
                    break;
                }
            }
        },
    );
    assert!(failure.is_none(), "parse_move panicked on {failure:?}");
}

/// Option values a user (or a script with a bug) might give: numbers of every size and sign,
/// not-a-numbers, infinities, empty, spaces, exponents, control characters, random text.
fn option_value(rng: &mut Rng) -> String {
    const SPECIAL: &[&str] = &[
        "",
        " ",
        "nan",
        "NaN",
        "-nan",
        "inf",
        "-inf",
        "+inf",
        "infinity",
        "0",
        "-0",
        "+0",
        "0.0",
        "1e300",
        "-1e300",
        "1e-300",
        "5e-324",
        "1.7976931348623157e308",
        "18446744073709551615",
        "18446744073709551616",
        "9223372036854775808",
        "4294967296",
        "99999999999999999999",
        "0x10",
        "1_000",
        " 1",
        "1 ",
        "+1",
        "1.",
        ".5",
        "1e",
        "--",
        "-",
        "\u{1b}[2J",
        "%s%n",
        "\u{663}",
        "64",
        "65",
        "-1",
    ];
    match rng.below(8) {
        0 | 1 => SPECIAL[rng.below(SPECIAL.len())].to_string(),
        2 => {
            let digits = 10 + rng.below(40);
            let sign = if rng.below(2) == 0 { "-" } else { "" };
            let body: String = (0..digits)
                .map(|_| char::from(b'0' + rng.below(10) as u8))
                .collect();
            format!("{sign}{body}")
        }
        3 => format!("{:e}", f64::from_bits(rng.next())),
        4 => (rng.next() as i64).to_string(),
        5 => (rng.below(130) as i64 - 2).to_string(),
        6 => format!("{}.{}", rng.below(3), rng.below(1000)),
        _ => (0..rng.below(12))
            .map(|_| char::from(1 + rng.below(126) as u8))
            .collect(),
    }
}

#[test]
fn command_line_options_never_panic() {
    let dir = std::env::temp_dir().join(format!("feerie-fuzz-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mate-in-1.inp");
    std::fs::write(
        &file,
        "begin\npieces white kg6 qa1 black kh8\nstipulation #1\nend\n",
    )
    .unwrap();
    let file = file.to_str().unwrap().to_string();
    let mut rng = Rng(0xA076_1D64_78BD_642F);
    let start = Instant::now();
    let mut runs = 0u32;
    let mut solved = 0u32;
    // Each run is a process: a few dozen at least, more in a long run.
    while runs < 40 || start.elapsed() < budget() {
        let mut args = vec!["solve".to_string(), file.clone()];
        for option in ["--timeout", "--threads", "--hash"] {
            if rng.below(3) > 0 {
                args.push(option.to_string());
                args.push(option_value(&mut rng));
            }
        }
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_feerie"))
            .args(&args)
            .output()
            .expect("run feerie");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            o.status.code() != Some(101) && !err.contains("panicked"),
            "feerie {args:?} panicked: {err}"
        );
        assert!(
            matches!(o.status.code(), Some(0 | 2)),
            "feerie {args:?}: {:?} {err}",
            o.status
        );
        if o.status.success() {
            solved += 1;
        }
        runs += 1;
    }
    // The generator gives valid values too: some runs are solves, not refusals.
    assert!(solved > 0, "no run of {runs} was accepted");
    println!("command line options: {runs} runs, {solved} solved, no panic");
}
