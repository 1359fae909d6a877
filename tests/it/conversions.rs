//! Conversions between the formats keep what the target can hold and say what it cannot:
//! notes and the intended count travel through Popeye input as `feerie:` remarks (from
//! `convert` and the workbench's `:w file.inp`), and a FEN's losses are listed on stderr.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::common::problems::{arb_parts, arb_text, build, Format};
use feerie::notation::popeye::parse_popeye;
use feerie::session::convert::{session_from_popeye, session_to_popeye};
use feerie::session::open::open_session;
use feerie::session::{Session, SessionProblem};
use proptest::prelude::*;

fn temp_dir(tag: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let d = std::env::temp_dir().join(format!(
        "feerie-conversions-{tag}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn feerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .output()
        .expect("run feerie")
}

fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

fn convert(file: &Path, to: &str) -> Output {
    feerie(&["convert", file.to_str().unwrap(), "--to", to])
}

#[test]
fn notes_and_intended_survive_a_popeye_file_from_the_cli() {
    let dir = temp_dir("cli");
    // Intends 32 lines and has long notes.
    let toml = sample("four-double-acts-array.toml");
    let session = open_session(&toml).unwrap();
    assert_eq!(session.problems[0].intended, 32);
    let out = convert(&toml, "popeye");
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let popeye = String::from_utf8(out.stdout).unwrap();
    assert!(popeye.contains("remark feerie: intended 32\n"), "{popeye}");
    assert!(
        popeye.contains("remark feerie: note The Four Double Acts"),
        "{popeye}"
    );
    let inp = dir.join("array.inp");
    fs::write(&inp, &popeye).unwrap();
    let back = open_session(&inp).unwrap();
    assert_eq!(back.problems, session.problems);
    assert!(back.problems[0].problem.meta.remarks.is_empty());
    // Popeye → TOML → Popeye → TOML is identical.
    let toml1 = convert(&inp, "toml").stdout;
    let toml_file = dir.join("array.toml");
    fs::write(&toml_file, &toml1).unwrap();
    let popeye2 = convert(&toml_file, "popeye").stdout;
    assert_eq!(String::from_utf8(popeye2.clone()).unwrap(), popeye);
    let inp2 = dir.join("array2.inp");
    fs::write(&inp2, &popeye2).unwrap();
    assert_eq!(convert(&inp2, "toml").stdout, toml1);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_workbench_writes_notes_into_popeye_files() {
    let dir = temp_dir("tui");
    let mut session = open_session(&sample("armeni-mate-in-2.toml")).unwrap();
    session.problems[0].intended = 2;
    session.problems[0].notes = "first line\n  indented".into();
    session
        .problems
        .push(SessionProblem::new(session.problems[0].problem.clone()));
    let inp = dir.join("two.inp");
    feerie::tui::files::save(&inp, &session).unwrap();
    let text = fs::read_to_string(&inp).unwrap();
    assert!(
        text.contains("remark feerie: note \"  indented\"\n"),
        "{text}"
    );
    let back = feerie::tui::files::load(&inp).unwrap();
    assert_eq!(back.problems, session.problems);
    // Saving what was read writes the same file: no remark is doubled.
    feerie::tui::files::save(&inp, &back).unwrap();
    assert_eq!(fs::read_to_string(&inp).unwrap(), text);
    assert_eq!(text.matches("remark feerie: intended").count(), 1, "{text}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fen_output_lists_what_it_drops() {
    let out = convert(&sample("armeni-mate-in-2.toml"), "fen");
    assert!(out.status.success());
    let fen = String::from_utf8(out.stdout).unwrap();
    assert_eq!(fen.lines().count(), 1, "{fen}");
    let err = String::from_utf8(out.stderr).unwrap();
    let file = sample("armeni-mate-in-2.toml").display().to_string();
    for element in [
        "stipulation #2",
        "option variation",
        "option try",
        "author Alberto Armeni",
        "origin 3530, Freie Presse, 29.7.1994",
        "notes Alberto Armeni, Freie Presse 1994",
    ] {
        let line = format!("feerie: {file}, problem 1: FEN cannot hold {element}");
        assert!(err.contains(&line), "{line} in\n{err}");
    }
    assert!(err
        .lines()
        .all(|l| l.ends_with(": dropped") || l.ends_with("…: dropped")));

    // A FEN loses nothing to FEN.
    let dir = temp_dir("fen");
    let file = dir.join("p.fen");
    fs::write(&file, &fen).unwrap();
    let out = convert(&file, "fen");
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), fen);
    fs::remove_dir_all(&dir).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any notes and intended count come back from a Popeye file, beside the problem's own
    /// remarks, and writing again gives the same file.
    #[test]
    fn notes_and_intended_round_trip_through_popeye(
        parts in prop::collection::vec((arb_parts(Format::Popeye), any::<u32>(), arb_text()), 1..3)
    ) {
        let session = Session {
            problems: parts
                .into_iter()
                .map(|(parts, intended, notes)| SessionProblem {
                    problem: build(parts),
                    intended,
                    notes,
                })
                .collect(),
            ..Session::default()
        };
        let text = session_to_popeye(&session);
        let read = parse_popeye(&text);
        prop_assert!(read.is_ok(), "{}\n{}", read.unwrap_err(), text);
        let back = session_from_popeye(read.unwrap());
        prop_assert_eq!(&back.problems, &session.problems, "{}", text);
        prop_assert_eq!(session_to_popeye(&back), text);
    }
}

/// Issue 18: `convert --to popeye` says what Popeye input cannot hold (here the side to move
/// of a #2 whose Black moves first), as `--to fen` does.
#[test]
fn popeye_output_lists_what_it_drops() {
    let dir = temp_dir("popeye-losses");
    let toml = dir.join("black.toml");
    fs::write(
        &toml,
        "version = 1\n[[problem]]\nstipulation = \"#2\"\n\
         diagram = \"4k3/8/8/8/8/8/8/4K2R b K - 0 1\"\n",
    )
    .unwrap();
    let out = convert(&toml, "popeye");
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Popeye input cannot hold the side to move (Black): dropped"),
        "{err}"
    );
    // A sample loses nothing and says nothing.
    let out = convert(&sample("armeni-mate-in-2.toml"), "popeye");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    fs::remove_dir_all(&dir).unwrap();
}
