//! The solver keeps within `--hash`: help and series searches that run for seconds on problems
//! with a huge tree (or huge numbers of solutions) stay under `--hash` + 50 MiB resident, as
//! the process's own peak (`VmHWM`, printed by `--stats`) shows.

use std::process::Command;

/// Peak resident MiB of `feerie solve` on `file` with a 16 MiB table, cut after `seconds`, and
/// its output.
fn peak_of(file: &str, seconds: u32) -> (f64, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(["solve", "--hash", "16", "--threads", "2", "--stats"])
        .args(["--timeout", &seconds.to_string()])
        .arg(format!("tests/data/memory/{file}"))
        .output()
        .expect("run feerie");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{file}: {text}");
    let peak = text
        .lines()
        .find_map(|l| l.strip_prefix("peak memory: "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse::<f64>().ok())
        .unwrap_or_else(|| panic!("{file}: no peak memory in\n{text}"));
    (peak, text)
}

#[test]
#[cfg(target_os = "linux")]
fn long_help_and_series_searches_stay_within_the_table_and_a_margin() {
    for file in [
        "h8.inp",
        "h=8.inp",
        "ser-12.inp",
        "ser-h12.inp",
        "h4-cooked.inp",
    ] {
        let (peak, text) = peak_of(file, 3);
        assert!(
            text.contains("incomplete: time limit reached"),
            "{file}: {text}"
        );
        assert!(peak <= 66.0, "{file}: peak {peak} MiB with --hash 16");
    }
}

#[test]
#[cfg(target_os = "linux")]
fn lines_found_before_the_time_limit_are_listed() {
    // The cooked h#4 has solutions below every first move: those proven before the limit
    // are shown even though no first move was searched to the end.
    let (_, text) = peak_of("h4-cooked.inp", 2);
    assert!(text.contains("  1.K"), "{text}");
    assert!(text.contains("#\n") || text.contains("# "), "{text}");
}
