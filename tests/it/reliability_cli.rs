//! The command line under hostile use (issue 17): option values that are no numbers, a reader
//! that goes away, a full disk, files that are no problem files, control characters, and
//! errors that name file, problem and line. Each test runs the built binary.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const SAMPLE: &str = "samples/armeni-mate-in-2.inp";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn feerie() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_feerie"));
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn run(args: &[&str]) -> Output {
    feerie().args(args).output().expect("run feerie")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("feerie-rel-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write_temp(name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = temp_dir().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// No panic: not its exit status (101), not its message.
fn assert_no_panic(o: &Output, what: &str) {
    let err = stderr(o);
    assert_ne!(o.status.code(), Some(101), "{what}: {err}");
    assert!(!err.contains("panicked"), "{what}: {err}");
}

#[test]
fn a_timeout_is_a_positive_finite_number_of_seconds() {
    for bad in [
        "inf",
        "-inf",
        "1e300",
        "99999999999999999999",
        "nan",
        "0",
        "0.0",
        "1e-300",
        "-1",
        "-0.5",
        "",
        "ten",
    ] {
        let o = run(&["solve", SAMPLE, "--timeout", bad]);
        assert_no_panic(&o, bad);
        assert_eq!(
            o.status.code(),
            Some(2),
            "--timeout {bad:?}: {}",
            stderr(&o)
        );
        let err = stderr(&o);
        assert!(err.contains("--timeout"), "--timeout {bad:?}: {err}");
        assert!(stdout(&o).is_empty(), "--timeout {bad:?}");
    }
    for good in ["30", "0.5", "1e10"] {
        let o = run(&["solve", SAMPLE, "--timeout", good]);
        assert!(o.status.success(), "--timeout {good}: {}", stderr(&o));
        assert!(stdout(&o).contains("1.f2-f4 !"), "--timeout {good}");
    }
}

/// Runs feerie with its standard output a pipe whose reading end is closed at once (before
/// feerie writes, or while it does): it must end quietly, as `head` makes Unix tools end.
fn into_a_closed_pipe(args: &[&str]) -> Output {
    let mut child = feerie()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run feerie");
    drop(child.stdout.take());
    let mut err = Vec::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_end(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    Output {
        status,
        stdout: Vec::new(),
        stderr: err,
    }
}

#[test]
fn a_closed_pipe_ends_every_verb_quietly() {
    let verbs: [&[&str]; 7] = [
        &["solve", SAMPLE],
        &["solve", SAMPLE, "--json"],
        &["moves", SAMPLE],
        &["moves", SAMPLE, "--json"],
        &["perft", START, "4", "--divide"],
        &["perft", SAMPLE, "2"],
        &["convert", SAMPLE, "--to", "toml"],
    ];
    for args in verbs {
        let o = into_a_closed_pipe(args);
        assert_no_panic(&o, &args.join(" "));
        assert!(o.status.success(), "{args:?}: {:?}", o.status);
        assert_eq!(stderr(&o), "", "{args:?}");
    }
}

#[test]
fn a_full_disk_is_one_line_and_exit_1() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let verbs: [&[&str]; 5] = [
        &["solve", SAMPLE],
        &["moves", SAMPLE],
        &["perft", START, "2", "--divide"],
        &["convert", SAMPLE, "--to", "popeye"],
        &["convert", SAMPLE, "--to", "fen"],
    ];
    for args in verbs {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = feerie()
            .args(args)
            .stdout(full)
            .output()
            .expect("run feerie");
        assert_no_panic(&o, &args.join(" "));
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        let lines: Vec<&str> = err
            .lines()
            .filter(|l| !l.contains("FEN cannot hold"))
            .collect();
        assert_eq!(lines.len(), 1, "{args:?}: {err}");
        assert!(
            lines[0].starts_with("feerie: cannot write output: "),
            "{args:?}: {err}"
        );
    }
}
