//! The solver keeps within `--hash`: help and series searches that run for seconds on problems
//! with a huge tree (or huge numbers of solutions) stay under `--hash` + 50 MiB resident, as
//! the process's own peak (`VmHWM`, printed by `--stats`) shows; and so does the workbench's
//! solver, whose table is `--hash`'s default unless `:hash` sets it.

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

/// Set in the child process that [`the_workbench_solver_keeps_within_its_hash_and_a_margin`]
/// starts.
const WORKBENCH_CHILD: &str = "FEERIE_MEMORY_TEST_CHILD";

/// The process's peak resident memory in KiB (`VmHWM`).
#[cfg(target_os = "linux")]
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("VmHWM in /proc/self/status")
}

#[test]
#[cfg(target_os = "linux")]
fn the_workbench_solver_keeps_within_its_hash_and_a_margin() {
    use std::time::{Duration, Instant};

    use feerie::session::open::open_session;
    use feerie::solver::tree::Cut;
    use feerie::tui::action::Action;
    use feerie::tui::app::{App, Phase};
    use feerie::tui::commands::loaded;
    use feerie::tui::event_loop::Runtime;
    use feerie::tui::theme::Theme;

    if std::env::var_os(WORKBENCH_CHILD).is_some() {
        // The workbench's own path: the app, its runtime and the solver's worker thread, on
        // the h#8 for 3 s with a 16 MiB table (two threads, as the command line test).
        let mut rt = Runtime::new();
        rt.threads = 2;
        let mut app = App::new(Vec::new(), Theme::builtin("mono").unwrap());
        assert_eq!(
            app.solver.hash_mb,
            feerie::solver::DEFAULT_HASH_MB,
            "the command line's default"
        );
        let path = std::path::PathBuf::from("tests/data/memory/h8.inp");
        let effects = loaded(&mut app, Some(path.clone()), open_session(&path).unwrap());
        rt.perform(&mut app, effects, Instant::now());
        rt.dispatch(&mut app, Action::Command("hash 16".into()));
        assert_eq!(app.solver.hash_mb, 16);
        rt.dispatch(&mut app, Action::Command("limit 3".into()));
        let start = Instant::now();
        while app.solver.phase != Phase::Done {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{:?}",
                app.solver.phase
            );
            rt.pump(&mut app, Instant::now());
            std::thread::sleep(Duration::from_millis(5));
        }
        let solution = app.solver.solution.as_ref().unwrap();
        assert_eq!(
            solution.parts.last().unwrap().cut,
            Some(Cut::Timeout),
            "it ran its 3 s"
        );
        println!("peak {} KiB", peak_kib());
        return;
    }
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let name = format!("{module}::the_workbench_solver_keeps_within_its_hash_and_a_margin");
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", &name, "--test-threads", "1", "--nocapture"])
        .env(WORKBENCH_CHILD, "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The line may follow libtest's "test … " on the same line.
    let kib: f64 = text
        .split("peak ")
        .nth(1)
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no peak in\n{text}"));
    let mib = kib / 1024.0;
    assert!(
        mib <= 66.0,
        "the workbench's h#8: peak {mib:.1} MiB with :hash 16"
    );
}
