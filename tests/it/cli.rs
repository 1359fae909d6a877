//! The command-line contract (DESIGN.md §4): verbs, output, exit codes, error messages.

use std::process::{Command, Output};

fn feerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run feerie")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write_temp(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("feerie-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn moves_of_a_sample_are_sorted_popeye_text() {
    let o = feerie(&["moves", "samples/armeni-mate-in-2.inp"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() > 20);
    let mut sorted = lines.clone();
    sorted.sort_by_key(|l| l.split(' ').next().unwrap_or("").to_string());
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"Sg6-f4 +") || lines.iter().any(|l| l.starts_with("Sg6-f4")));
}

#[test]
fn moves_under_imitator_and_parrain() {
    let imitator = write_temp(
        "imi.inp",
        "begin\npieces white kh1 ra1 black kh8\nstipulation ~1\ncondition imitator a3\nend\n",
    );
    let o = feerie(&["moves", imitator.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 12);
    assert!(stdout(&o).contains("Ra1-a5[Ia7]\n"));

    let parrain = write_temp(
        "par.inp",
        "begin\npieces white kc7 black kh1 sb3 pb4\nstipulation ~1\ncondition circe parrain lastcapture white pb3\nend\n",
    );
    let o = feerie(&["moves", parrain.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("Kc7-b6[+wPa2]\n"));
    assert!(stdout(&o).contains("Kc7-c8\n"));

    let o = feerie(&["perft", imitator.to_str().unwrap(), "2"]);
    assert!(o.status.success());
    let total: u64 = stdout(&o)
        .lines()
        .last()
        .unwrap_or("")
        .parse()
        .expect("a count");
    assert!(total > 12, "{total}");
}

#[test]
fn moves_json() {
    let o = feerie(&["moves", "samples/armeni-mate-in-2.inp", "--json"]);
    assert!(o.status.success());
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(v["side"], "white");
    assert!(v["moves"].as_array().is_some_and(|m| m.len() > 20));
}

#[test]
fn perft_of_a_fen_prints_the_total_last() {
    let o = feerie(&[
        "perft",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "3",
    ]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).trim(), "8902");
    let o = feerie(&[
        "perft",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "2",
        "--divide",
    ]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"Sb1-c3: 20"));
    assert_eq!(lines.last(), Some(&"400"));
}

#[test]
fn convert_round_trips_through_popeye_and_fen() {
    let o = feerie(&[
        "convert",
        "samples/kotesovec-imitator-mate-in-2.inp",
        "--to",
        "popeye",
    ]);
    assert!(o.status.success());
    let again = write_temp("again.inp", &stdout(&o));
    let o2 = feerie(&["convert", again.to_str().unwrap(), "--to", "popeye"]);
    assert_eq!(stdout(&o), stdout(&o2));
    let o = feerie(&[
        "convert",
        "samples/kotesovec-imitator-mate-in-2.inp",
        "--to",
        "fen",
    ]);
    assert_eq!(
        stdout(&o).trim(),
        "k6B/2Q5/pPN1p3/N3P1P1/2PP1p2/4pP2/3pP2p/3KbBbr w - - 0 1 imitators=c2"
    );
}

#[test]
fn bad_input_exits_1_naming_file_and_line() {
    let bad = write_temp(
        "bad.inp",
        "begin\npieces white kh1\nstipulation #2\ncondition gibberish\nend\n",
    );
    let o = feerie(&["moves", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("bad.inp") && err.contains("line 4") && err.contains("gibberish"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");

    let o = feerie(&["perft", "8/8/8/9 w - - 0 1", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("FEN"), "{}", stderr(&o));

    let o = feerie(&["moves", "no/such/file.inp"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no/such/file.inp"));
}

#[test]
fn bad_invocation_exits_2() {
    assert_eq!(feerie(&["moves"]).status.code(), Some(2));
    assert_eq!(feerie(&["perft", "x"]).status.code(), Some(2));
    assert_eq!(
        feerie(&["convert", "a", "--to", "pdf"]).status.code(),
        Some(2)
    );
}

#[test]
fn solve_prints_keys_in_popeyes_layout() {
    let o = feerie(&["solve", "samples/armeni-mate-in-2.inp"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("   1.f2-f4 ! threat:\n          2.f4*e5 #\n"),
        "{out}"
    );
    assert!(out.contains("    but\n      1...Rf8-e8 !"), "{out}");
    assert!(out.contains("solution finished."), "{out}");
}

#[test]
fn solve_json_and_stats() {
    let o = feerie(&[
        "solve",
        "samples/kotesovec-imitator-mate-in-2.inp",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(v["parts"][0]["solutions"], 1);
    assert!(v["stats"]["nodes"].as_u64().is_some_and(|n| n > 0));
    let o = feerie(&[
        "solve",
        "samples/tauber-avner-parrain-mate-in-2.inp",
        "--stats",
        "--threads",
        "1",
    ]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("nodes: "), "{}", stdout(&o));
    // Under a condition there is no plan, so no line about one.
    assert!(!stdout(&o).contains("intelligent mode"), "{}", stdout(&o));
}

#[test]
fn stats_count_the_intelligent_modes_patterns() {
    let h = write_temp(
        "serh9.inp",
        "begin\nstipulation ser-h#9\npieces white kd3 pb3\n black ka6 qc5 ra4c4 bb4c6 sa5b6 pb5\nend\n",
    );
    let o = feerie(&["solve", h.to_str().unwrap(), "--stats", "--threads", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let line = out
        .lines()
        .find(|l| l.starts_with("intelligent mode: "))
        .expect(&out);
    let n: u64 = line
        .split(' ')
        .nth(2)
        .and_then(|w| w.parse().ok())
        .expect(line);
    assert!(n > 0, "{out}");
    let o = feerie(&["solve", h.to_str().unwrap(), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(v["stats"]["patterns"].as_u64(), Some(n));
}

#[test]
fn solve_with_a_timeout_says_it_is_incomplete() {
    let hard = write_temp(
        "hard.inp",
        "begin\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f2g2h2 black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\nstipulation #6\nend\n",
    );
    let o = feerie(&["solve", hard.to_str().unwrap(), "--timeout", "0.3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("incomplete: time limit reached"),
        "{}",
        stdout(&o)
    );
}

/// The main play ends at once (Black, to move, is stalemated) while the set play (White
/// first, with three queens) runs for seconds: the time limit cutting the set play short must
/// be said too.
#[test]
fn a_set_play_cut_short_says_it_is_incomplete() {
    let set = write_temp(
        "set.inp",
        "begin\nstipulation h#4\noption setplay\npieces white kh1 qb6 qd1 qh4 rf1\n black ka8\nend\n",
    );
    let o = feerie(&["solve", set.to_str().unwrap(), "--timeout", "0.5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("incomplete: time limit reached"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn unsupported_stipulation_or_option_exits_1_naming_it() {
    let bad = write_temp(
        "exact.inp",
        "begin\npieces white ke1 black ke8\nstipulation dia3\nend\n",
    );
    let o = feerie(&["solve", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("dia3"), "{}", stderr(&o));
    let bad = write_temp(
        "opt.inp",
        "begin\npieces white ke1 black ke8\nstipulation r#2\noption nontrivial 0 1\nend\n",
    );
    let o = feerie(&["solve", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).to_lowercase().contains("nontrivial"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn moves_refuses_a_condition_the_diagram_cannot_be_played_with() {
    let bad = write_temp(
        "kamikaze-marscirce.inp",
        "begin\npieces white ke1 black ke8 pb2 white kamikaze rb3\nstipulation #1\ncondition marscirce\nend\n",
    );
    let o = feerie(&["moves", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("kamikaze pieces with MarsCirce"),
        "{}",
        stderr(&o)
    );
}
