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

/// A time limit that has run out before the search begins (`--timeout 1e-9`) still says the
/// solution is cut short: it printed no move and "solution finished", as if nothing solved it.
#[test]
fn a_time_limit_that_runs_out_at_once_says_the_solution_is_incomplete() {
    let hard = write_temp(
        "hard-h8.inp",
        "begin\npieces white kh1 qd1 rb1 bc1 sg1 pa2 pb2 pc2 black ka8 qd8 ra1 pa7 pb7 pc7\nstipulation h#8\nend\n",
    );
    let file = hard.to_str().unwrap();
    for t in ["1e-9", "1e-6"] {
        let o = run(&["solve", file, "--timeout", t, "--threads", "1"]);
        assert!(o.status.success(), "{t}: {}", stderr(&o));
        assert!(
            stdout(&o).contains("incomplete: time limit reached"),
            "--timeout {t}: {}",
            stdout(&o)
        );
        let o = run(&["solve", file, "--timeout", t, "--json"]);
        let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(json["parts"][0]["cut"], "timeout", "--timeout {t}: {json}");
    }
    // A problem solved before the search first looks at the clock is solved whole.
    let o = run(&["solve", SAMPLE, "--timeout", "1e-9"]);
    let out = stdout(&o);
    assert!(
        out.contains("1.f2-f4 !") || out.contains("incomplete: time limit reached"),
        "{out}"
    );
}

#[test]
fn hash_is_1_to_65536_mib() {
    for bad in [
        "0",
        "65537",
        "18446744073709551615",
        "99999999999999999999999",
        "-1",
        "",
        "1e3",
        "big",
    ] {
        let o = run(&["solve", SAMPLE, "--hash", bad]);
        assert_no_panic(&o, bad);
        assert_eq!(o.status.code(), Some(2), "--hash {bad:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains("--hash"), "--hash {bad:?}: {err}");
        assert!(stdout(&o).is_empty(), "--hash {bad:?}");
    }
    assert!(
        stderr(&run(&["solve", SAMPLE, "--hash", "0"])).contains("at least 1 MiB"),
        "0 is no table"
    );
    for good in ["1", "16", "65536"] {
        let o = run(&["solve", SAMPLE, "--hash", good]);
        assert!(o.status.success(), "--hash {good}: {}", stderr(&o));
        assert!(stdout(&o).contains("1.f2-f4 !"), "--hash {good}");
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
    let verbs: [&[&str]; 7] = [
        &["--help"],
        &["--version"],
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

/// A FIFO made with `mkfifo` (std cannot make one without `libc`); `None` where there is none.
fn fifo(name: &str) -> Option<PathBuf> {
    let path = temp_dir().join(name);
    let _ = std::fs::remove_file(&path);
    let made = Command::new("mkfifo").arg(&path).status().ok()?;
    made.success().then_some(path)
}

/// A sparse file one byte over the 16 MiB limit (no disk is used for its zeros).
fn oversized(name: &str) -> PathBuf {
    let path = temp_dir().join(name);
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(16 * 1024 * 1024 + 1).unwrap();
    path
}

/// Runs `args` with a deadline and 4 GiB of address space: reading a device or a FIFO must
/// not wait or grow (were it read, `/dev/zero` fails here instead of filling the machine).
fn run_within(args: &[&str], limit: std::time::Duration) -> Output {
    let mut child = Command::new("sh")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("-c")
        .arg("ulimit -v 4194304; exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run feerie");
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("feerie {args:?} still runs after {limit:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn devices_fifos_directories_and_huge_files_are_refused_before_reading() {
    let mut files: Vec<(String, &str)> = vec![
        ("/dev/zero".into(), "character device"),
        (temp_dir().display().to_string(), "directory"),
        (oversized("huge.inp").display().to_string(), "16 MiB"),
    ];
    if let Some(f) = fifo("pipe.inp") {
        files.push((f.display().to_string(), "FIFO"));
    }
    let limit = std::time::Duration::from_secs(20);
    for (file, what) in &files {
        let verbs: [&[&str]; 5] = [
            &["moves", file],
            &["solve", file],
            &["convert", file, "--to", "toml"],
            &["perft", file, "1"],
            &["moves", file, "--json"],
        ];
        for args in verbs {
            let o = run_within(args, limit);
            assert_no_panic(&o, &args.join(" "));
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            let err = stderr(&o);
            assert!(
                err.starts_with(&format!("feerie: {file}: ")) && err.contains(what),
                "{args:?}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        }
    }
}

#[test]
fn the_workbench_refuses_a_device_or_fifo_on_e_without_freezing() {
    use feerie::tui::app::App;
    use feerie::tui::event_loop::Runtime;
    use feerie::tui::theme::Theme;
    use feerie::tui::update::Effect;

    // Not /dev/zero: read in this process, a regression would fill the memory of the tests
    // (the command-line test above shows it refused, through the same function).
    let mut files = vec![oversized("huge-e.inp"), temp_dir()];
    files.extend(fifo("pipe-e.inp"));
    for file in files {
        let (tx, rx) = std::sync::mpsc::channel();
        let path = file.clone();
        std::thread::spawn(move || {
            let mut app = App::new(Vec::new(), Theme::builtin("mono").unwrap());
            let mut rt = Runtime::new();
            rt.perform(
                &mut app,
                vec![Effect::Open(path)],
                std::time::Instant::now(),
            );
            let _ = tx.send((app.message.map(|m| m.text), app.path));
        });
        let (message, opened) = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .unwrap_or_else(|_| panic!(":e {} froze the workbench", file.display()));
        let message = message.unwrap_or_default();
        assert!(
            message.contains(&file.display().to_string()) && message.contains("not read"),
            ":e {}: {message}",
            file.display()
        );
        assert_eq!(opened, None, ":e {}", file.display());
    }
}

#[test]
fn threads_are_1_to_64() {
    for bad in [
        "65",
        "1000",
        "99999999999999999999999",
        "0",
        "-1",
        "",
        "two",
    ] {
        let o = run(&["solve", SAMPLE, "--threads", bad]);
        assert_no_panic(&o, bad);
        assert_eq!(o.status.code(), Some(2), "--threads {bad:?}");
        let err = stderr(&o);
        assert!(err.contains("--threads"), "--threads {bad:?}: {err}");
    }
    let o = run(&["solve", SAMPLE, "--threads", "65"]);
    assert!(stderr(&o).contains("at most 64"), "{}", stderr(&o));
    for good in ["1", "64"] {
        let o = run(&["solve", SAMPLE, "--threads", good]);
        assert!(o.status.success(), "--threads {good}: {}", stderr(&o));
    }
}

/// Author, origin, title and remark with terminal commands in them: clear the screen, set
/// the window title, ring the bell, turn red.
const HOSTILE: &str = "begin\nauthor Evil\u{1b}[2J\u{7}Name\norigin S\u{1b}]0;pwned\u{7}x\ntitle T\u{1}\nremark R\u{1b}[31mred\npieces white kc1 qd1 black ka1\nstipulation #1\nend\n";

fn assert_no_control(text: &str, what: &str) {
    assert!(
        !text
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t' && c != '\r'),
        "{what}: {text:?}"
    );
}

#[test]
fn control_characters_from_files_are_escaped_in_output_and_errors() {
    let file = write_temp("hostile.inp", HOSTILE);
    let o = run(&["solve", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_no_control(&out, "solve");
    assert!(out.contains("Evil\\e[2J\\x07Name"), "{out}");
    assert!(out.contains("S\\e]0;pwned\\x07x"), "{out}");
    assert!(out.contains("T\\x01"), "{out}");
    assert!(out.contains("1.Qd1-a4 #"), "{out}");

    // A word echoed in an error.
    let bad = write_temp(
        "hostile-word.inp",
        "begin\npieces white ka1 \u{1b}[2J\u{1b}]0;x\u{7}\nstipulation #2\nend\n",
    );
    for verb in ["moves", "solve", "convert"] {
        let mut args = vec![verb, bad.to_str().unwrap()];
        if verb == "convert" {
            args.extend(["--to", "fen"]);
        }
        let o = run(&args);
        assert_eq!(o.status.code(), Some(1), "{verb}");
        let err = stderr(&o);
        assert_no_control(&err, verb);
        assert!(err.contains("\\e[2J\\e]0"), "{verb}: {err}");
    }

    // A condition the solver refuses, named by the file.
    let kept = write_temp(
        "hostile-kept.inp",
        "begin\npieces white ka1 black kh8\nstipulation #2\ncondition AntiCirce Turncoats\u{1b}[2J\nend\n",
    );
    let o = run(&["solve", kept.to_str().unwrap()]);
    assert_no_control(&stderr(&o), "solve (kept)");
}

/// Popeye prints the award between the origin and the title (BEISPIEL orphan #10's
/// `ausz 1. ehrende Erw"ahnung ...`).
#[test]
fn solve_header_prints_author_origin_award_title_in_popeyes_order() {
    let file = write_temp(
        "award.inp",
        "begin\ntitle T\naward 1st Prize\norigin O\nauthor A\npieces white kc1 qd1 black ka1\nstipulation #1\nend\n",
    );
    let o = run(&["solve", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("A\nO\n1st Prize\nT\n#1\n"), "{out}");
}

#[test]
fn convert_writes_data_as_it_is_but_escapes_on_a_terminal() {
    let file = write_temp("hostile-convert.inp", HOSTILE);
    // Into a pipe: the data, for a file.
    let o = run(&["convert", file.to_str().unwrap(), "--to", "popeye"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("author Evil\u{1b}[2J\u{7}Name"));
    // On a terminal (a pseudo-terminal made by `script`, where there is one): escaped.
    let bin = env!("CARGO_BIN_EXE_feerie");
    let command = format!("{bin} convert {} --to popeye", file.display());
    let Ok(o) = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .output()
    else {
        return;
    };
    if !o.status.success() {
        return; // no pseudo-terminal here
    }
    let out = stdout(&o);
    assert_no_control(&out, "convert on a terminal");
    assert!(out.contains("author Evil\\e[2J\\x07Name"), "{out}");
}

#[test]
fn an_error_echoes_a_short_prefix_of_a_bad_token() {
    let long = "q".repeat(1 << 20);
    let files = [
        write_temp(
            "long-word.inp",
            format!("begin\npieces white ka1 {long}\nstipulation #2\nend\n"),
        ),
        write_temp(
            "long-cond.inp",
            format!("begin\npieces white ka1 black kh8\nstipulation #2\ncondition {long}\nend\n"),
        ),
        write_temp(
            "long-stip.toml",
            format!("version = 1\n[[problem]]\ndiagram = \"8/8/8/8/8/8/8/K6k w - - 0 1\"\nstipulation = \"{long}\"\n"),
        ),
    ];
    for file in &files {
        for verb in ["moves", "solve"] {
            let o = run(&[verb, file.to_str().unwrap()]);
            assert_no_panic(&o, verb);
            assert_eq!(o.status.code(), Some(1), "{verb} {}", file.display());
            let err = stderr(&o);
            assert!(
                err.len() < 600 && err.contains(&format!("{}…", "q".repeat(39))),
                "{verb} {}: {} bytes: {}",
                file.display(),
                err.len(),
                &err[..err.len().min(300)]
            );
        }
    }
    // A FEN on the command line too.
    // (One argument holds at most 128 KiB.)
    let fen = format!("8/8/8/8/8/8/8/K6k w - - 0 1 {}=x", "q".repeat(100_000));
    let o = run(&["perft", &fen, "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).len() < 600, "{} bytes", stderr(&o).len());
}

#[test]
fn twin_errors_name_file_problem_and_line_in_every_verb() {
    let inp = write_temp(
        "twin-off.inp",
        "begin\npieces white kh1 rh2 black ka8\nstipulation #2\ntwin move h2 g2\ntwin shift a1 b1\nend\n",
    );
    let toml = write_temp(
        "twin-off.toml",
        "version = 1\n\n[[problem]]\ndiagram = \"k7/8/8/8/8/8/8/K7 w - - 0 1\"\nstipulation = \"#2\"\n\n[[problem]]\ndiagram = \"k7/8/8/8/8/8/7R/7K w - - 0 1\"\nstipulation = \"#2\"\n\n[[problem.twin]]\ncommands = [\n  { shift = [\"a1\", \"b1\"] },\n]\n",
    );
    let cases = [
        (
            &inp,
            format!(
                "{}:5: twin c): shift a1 ==> b1 takes wKh1 off the 8x8 board",
                inp.display()
            ),
        ),
        (
            &toml,
            format!(
                "{}:13: problem 2: twin b): shift a1 ==> b1 takes wKh1 off the 8x8 board",
                toml.display()
            ),
        ),
    ];
    for (file, expected) in &cases {
        let file = file.to_str().unwrap();
        // `perft` counts a file's first problem: the twin of the one-problem file.
        let perft: &[&str] = &["perft", file, "1"];
        let verbs: [&[&str]; 7] = [
            &["moves", file],
            &["solve", file],
            &["convert", file, "--to", "toml"],
            &["convert", file, "--to", "popeye"],
            &["convert", file, "--to", "fen"],
            &["moves", file, "--json"],
            if file.ends_with(".inp") {
                perft
            } else {
                &["moves", file]
            },
        ];
        for args in verbs {
            let o = run(args);
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            let err = stderr(&o);
            assert!(
                err.lines().any(|l| l == format!("feerie: {expected}")),
                "{args:?}: {err}"
            );
            if args[0] != "solve" {
                assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
            }
        }
    }
}

/// A twin holding a command feerie keeps without playing it cannot be set up, but the file
/// is not at fault: every format writes it (Popeye's TESTS fuddled_men #3, `twin condition
/// ExchangeCastling FuddledMen`, and REGRESSIONS 4.81-4.83 #6, `twin stipulation dia3`, did
/// not convert at all).
#[test]
fn a_kept_twin_command_converts_to_every_format() {
    let inp = write_temp(
        "kept-twin.inp",
        "begin\npieces white ka1 ra5 black kh1\nstipulation +1\ncondition ExchangeCastling\n\
         twin condition ExchangeCastling FuddledMen\nend\n",
    );
    let file = inp.to_str().unwrap();
    for to in ["toml", "popeye", "latex", "fen", "xfen", "svg"] {
        let o = run(&["convert", file, "--to", to]);
        assert_eq!(o.status.code(), Some(0), "{to}: {}", stderr(&o));
    }
    let toml = stdout(&run(&["convert", file, "--to", "toml"]));
    assert!(
        toml.contains("{ kept = \"condition ExchangeCastling FuddledMen\" }"),
        "{toml}"
    );
    let popeye = stdout(&run(&["convert", file, "--to", "popeye"]));
    assert!(
        popeye
            .to_lowercase()
            .contains("twin condition exchangecastling fuddledmen"),
        "{popeye}"
    );
}

#[test]
fn solver_refusals_name_file_problem_and_line() {
    let toml = write_temp(
        "refusals.toml",
        "version = 1\n\n[[problem]]\ndiagram = \"k7/8/8/8/8/8/7R/7K w - - 0 1\"\n\n[[problem]]\ndiagram = \"k7/8/8/8/8/8/7R/7K w - - 0 1\"\nstipulation = \"#999\"\n",
    );
    let o = run(&["solve", toml.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    let file = toml.display();
    assert!(
        err.contains(&format!(
            "feerie: {file}:4: problem 1: the problem has no stipulation\n"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "feerie: {file}:8: problem 2: unsupported: stipulation #999: more than 120 moves\n"
        )),
        "{err}"
    );
    // A twin's own stipulation is placed at the twin; one problem needs no number.
    let inp = write_temp(
        "refusal-twin.inp",
        "begin\npieces white kh1 rh2 black ka8\nstipulation #2\n\ntwin stipulation #200\nend\n",
    );
    let o = run(&["solve", inp.to_str().unwrap()]);
    assert!(
        stderr(&o).contains(&format!(
            "feerie: {}:5: unsupported: stipulation #200: more than 120 moves",
            inp.display()
        )),
        "{}",
        stderr(&o)
    );
}

#[test]
fn perft_says_a_mistyped_file_does_not_exist() {
    for name in [
        "no-such-problem.inp",
        "samples/armeni-mate-in-2.inpp",
        "/no/such/dir/x.toml",
    ] {
        let o = run(&["perft", name, "2"]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        let err = stderr(&o);
        assert!(
            err.starts_with(&format!("feerie: {name}: ")) && err.contains("No such file"),
            "{name}: {err}"
        );
        assert!(!err.contains("FEN"), "{name}: {err}");
    }
    // One word that is neither: both are said.
    let o = run(&["perft", "nosuch", "2"]);
    assert!(
        stderr(&o).contains("no such file, nor a FEN"),
        "{}",
        stderr(&o)
    );
    // A FEN still is one.
    let o = run(&["perft", START, "2"]);
    assert_eq!(stdout(&o).trim(), "400");
}

#[test]
fn a_byte_order_mark_starts_a_problem_file_in_every_verb() {
    let bom = "\u{feff}";
    let inp = write_temp(
        "bom.inp",
        format!("{bom}begin\npieces white kg6 qb1 black kh8\nstipulation #1\nend\n"),
    );
    let fen = write_temp("bom.fen", format!("{bom}7k/8/6K1/8/8/8/8/1Q6 w - - 0 1\n"));
    let toml = write_temp(
        "bom.toml",
        format!("{bom}version = 1\n[[problem]]\ndiagram = \"7k/8/6K1/8/8/8/8/1Q6 w - - 0 1\"\nstipulation = \"#1\"\n"),
    );
    for file in [&inp, &fen, &toml] {
        let f = file.to_str().unwrap();
        let o = run(&["moves", f]);
        assert!(o.status.success(), "{f}: {}", stderr(&o));
        assert!(stdout(&o).contains("Qb1-b8 #"), "{f}");
        let o = run(&["perft", f, "1"]);
        assert!(o.status.success(), "{f}: {}", stderr(&o));
        let o = run(&["convert", f, "--to", "fen"]);
        assert_eq!(stdout(&o).trim(), "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", "{f}");
    }
    let o = run(&["solve", inp.to_str().unwrap()]);
    assert!(stdout(&o).contains("1.Qb1-b8 #"), "{}", stdout(&o));
}
