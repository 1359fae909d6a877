//! Session files: the samples, random problems and sessions round-trip through TOML, broken
//! files give one-line errors naming what and where (never a panic), atomic saving, crash
//! recovery, recent files, and opening sessions beside Popeye and FEN files.

use crate::common::mutate::{apply_edits, arb_edit, token_soup};

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use crate::common::orphans_once;
use crate::common::problems::{arb_parts, arb_square, arb_text, build, Format, Parts};
use feerie::conditions::{ImitatorOptions, ParrainOptions};
use feerie::notation::popeye::parse_popeye;
use feerie::rules::condition::Condition;
use feerie::rules::kept::{
    Kept, KeptCommand, KeptCondition, KeptKind, KeptOption, KeptPiece, KeptStipulation, SourceLine,
};
use feerie::rules::piece::Attributes;
use feerie::rules::position::TokenColour;
use feerie::rules::problem::{Meta, Options, Stipulation, Twin, TwinCommand};
use feerie::rules::{Colour, Language, Piece, PieceKind, Side, Square};
use feerie::session::autosave::{add_recent, orphans, recent_files, Autosave, MAX_RECENT};
use feerie::session::dirs::Dirs;
use feerie::session::format::FormatError;
use feerie::session::open::{open_problems, open_session};
use feerie::session::save::{save_atomic, save_session};
use feerie::session::{GlyphSet, Session, SessionError, SessionProblem, UiState};
use proptest::prelude::*;
use proptest::sample::Index;

// ----- helpers -----

/// A fresh directory of its own for each call (tests run in parallel in one process).
fn temp_dir(tag: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let d = std::env::temp_dir().join(format!(
        "feerie-session-{tag}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn samples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

fn format_error(text: &str) -> FormatError {
    match Session::from_toml(text) {
        Err(SessionError::Format(e)) => e,
        other => panic!("expected a format error for\n{text}\ngot {other:?}"),
    }
}

const KING_ONLY: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

fn minimal() -> String {
    format!("version = 1\n\n[[problem]]\nstipulation = \"#2\"\ndiagram = \"{KING_ONLY}\"\n")
}

// ----- samples -----

#[test]
fn every_sample_round_trips_and_matches_its_popeye_file() {
    let files = samples();
    assert!(files.len() >= 3, "samples: {files:?}");
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let session = Session::from_toml(&text).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        assert_eq!(session.to_toml(), text, "{file:?} is not written as read");
        assert_eq!(session.problems.len(), 1);
        let sp = &session.problems[0];
        // A `~n` listing intends every line; a problem intends one solution.
        let listing = sp
            .problem
            .stipulation
            .is_some_and(|st| st.goal == feerie::rules::problem::Goal::Any);
        if !listing {
            assert_eq!(sp.intended, 1, "{file:?}");
        }
        let author = sp.problem.meta.author.as_deref().unwrap();
        let surname = author.split([' ', '&']).nth(1).unwrap();
        assert!(
            sp.notes.contains(surname),
            "{file:?}: notes name the author"
        );
        let inp = file.with_extension("inp");
        let popeye = parse_popeye(&fs::read_to_string(&inp).unwrap()).unwrap();
        assert_eq!(session.problems(), popeye, "{file:?} and {inp:?}");
        assert_eq!(open_problems(&file).unwrap(), popeye);
    }
}

#[test]
fn samples_cover_orthodox_imitator_and_parrain() {
    let mut seen = (false, false, false);
    for file in samples() {
        let session = open_session(&file).unwrap();
        for sp in &session.problems {
            match sp.problem.conditions.as_slice() {
                [] => seen.0 = true,
                [c] if c.is::<feerie::conditions::ImitatorOptions>() => seen.1 = true,
                [c] if c.is::<feerie::conditions::ParrainOptions>() => seen.2 = true,
                _ => {}
            }
        }
    }
    assert_eq!(seen, (true, true, true));
}

#[test]
fn popeye_and_fen_files_open_as_sessions() {
    let dir = temp_dir("open");
    let inp = dir.join("p.inp");
    fs::write(
        &inp,
        "begin\nstipulation #2\ncondition imitator c2\npieces white kd1 black ka8\nend\n",
    )
    .unwrap();
    let session = open_session(&inp).unwrap();
    assert_eq!(session.problems.len(), 1);
    assert_eq!(session.problems[0].intended, 1);
    assert_eq!(session.ui, UiState::default());
    // A Popeye file means Popeye's default: promotion into an Imitator is on, and the
    // session keeps it explicitly.
    assert_eq!(
        session.problems[0].problem.conditions,
        vec![Condition::new(ImitatorOptions {
            promotion: true,
            no_hurdle: false,
            hurdle_at_departure: true,
        })]
    );
    assert!(session.to_toml().contains("promotion = true"));

    let fen = dir.join("p.fen");
    fs::write(&fen, format!("{KING_ONLY}\n")).unwrap();
    let session = open_session(&fen).unwrap();
    assert_eq!(
        session.problems[0].problem.stipulation.unwrap().to_string(),
        "~1"
    );

    // A session is found by its extension or by its text.
    let toml = dir.join("s.toml");
    let other = dir.join("s.txt");
    fs::write(&toml, minimal()).unwrap();
    fs::write(&other, format!("# a comment\n\n{}", minimal())).unwrap();
    assert_eq!(
        open_problems(&toml).unwrap(),
        open_problems(&other).unwrap()
    );
    assert_eq!(open_session(&other).unwrap().problems.len(), 1);

    // A broken session names the file, the problem and the field.
    let bad = dir.join("bad.toml");
    fs::write(
        &bad,
        minimal().replace("stipulation = \"#2\"", "stipulation = \"#\""),
    )
    .unwrap();
    let e = open_problems(&bad).unwrap_err().to_string();
    assert!(
        e.contains("bad.toml") && e.contains("problem 1, stipulation"),
        "{e}"
    );

    let empty = dir.join("empty.toml");
    fs::write(&empty, "version = 1\n").unwrap();
    assert!(open_problems(&empty).is_err());
    assert_eq!(open_session(&empty).unwrap().problems.len(), 0);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn convert_to_toml_and_back() {
    let exe = env!("CARGO_BIN_EXE_feerie");
    let dir = temp_dir("convert");
    for inp in samples().iter().map(|f| f.with_extension("inp")) {
        let out = Command::new(exe)
            .args(["convert", inp.to_str().unwrap(), "--to", "toml"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let toml = dir.join("c.toml");
        fs::write(&toml, &out.stdout).unwrap();
        let back = Command::new(exe)
            .args(["convert", toml.to_str().unwrap(), "--to", "popeye"])
            .output()
            .unwrap();
        assert!(back.status.success());
        let again = parse_popeye(&String::from_utf8(back.stdout).unwrap()).unwrap();
        assert_eq!(
            again,
            parse_popeye(&fs::read_to_string(&inp).unwrap()).unwrap()
        );
    }
    // toml to toml keeps notes and the intended number.
    let sample = &samples()[0];
    let out = Command::new(exe)
        .args(["convert", sample.to_str().unwrap(), "--to", "toml"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        fs::read_to_string(sample).unwrap()
    );
    fs::remove_dir_all(&dir).unwrap();
}

// ----- broken files -----

#[test]
fn broken_sessions_say_what_and_where() {
    let base = minimal();
    // (text, line, column, problem, field, part of the message)
    #[allow(clippy::type_complexity)]
    let cases: Vec<(String, Option<usize>, Option<usize>, Option<usize>, &str, &str)> = vec![
        // Bad TOML.
        (
            format!("{base}[[problem]\n"),
            Some(6),
            Some(10),
            None,
            "",
            "table header",
        ),
        (
            "version = 1\nx = \"unterminated\n".to_string(),
            Some(2),
            None,
            None,
            "",
            "",
        ),
        // Version.
        ("".to_string(), None, None, None, "version", "missing"),
        (
            base.replace("version = 1", "version = 3"),
            Some(1),
            Some(11),
            None,
            "version",
            "unsupported session version 3",
        ),
        (
            base.replace("version = 1", "version = \"1\""),
            Some(1),
            Some(11),
            None,
            "version",
            "expected a number",
        ),
        // Missing and unknown fields.
        (
            base.replace(&format!("diagram = \"{KING_ONLY}\"\n"), ""),
            Some(3),
            Some(1),
            Some(1),
            "",
            "missing field `diagram`",
        ),
        (
            format!("{base}stipulaton = \"#3\"\n"),
            Some(6),
            Some(1),
            Some(1),
            "",
            "unknown field `stipulaton`",
        ),
        (
            format!("{base}intended = -1\n"),
            Some(6),
            Some(12),
            Some(1),
            "intended",
            "",
        ),
        // Bad FEN, second problem.
        (
            format!(
                "{base}\n[[problem]]\ndiagram = \"{}\"\n",
                KING_ONLY.replace("4K3", "4K4")
            ),
            Some(8),
            Some(11),
            Some(2),
            "diagram",
            "FEN field 1 (placement)",
        ),
        (
            base.replace(KING_ONLY, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 imitators=z9"),
            Some(5),
            Some(11),
            Some(1),
            "diagram",
            "imitators",
        ),
        // Rook rights FEN cannot show.
        (
            base.replace(KING_ONLY, "4k3/8/8/8/8/8/8/R3K2R w K - 0 1")
                + "rook_rights = [\"h1\"]\n",
            Some(6),
            Some(16),
            Some(1),
            "rook_rights",
            "king its right",
        ),
        (
            format!("{base}rook_rights = [\"a1\", \"e1\"]\n"),
            Some(6),
            Some(22),
            Some(1),
            "rook_rights",
            "not a corner",
        ),
        // Bad stipulation.
        (
            base.replace("\"#2\"", "\"s#2.5\""),
            Some(4),
            Some(15),
            Some(1),
            "stipulation",
            "half move",
        ),
        // Conditions and options.
        (
            format!("{base}conditions = [{{ name = \"woozles\" }}]\n"),
            Some(6),
            None,
            Some(1),
            "conditions",
            "unknown variant `woozles`",
        ),
        (
            format!("{base}conditions = [\n  {{ name = \"imitator\", promoton = true }},\n]\n"),
            Some(6),
            None,
            Some(1),
            "conditions",
            "unknown field `promoton`",
        ),
        (
            format!("{base}conditions = [{{ name = \"imitator\" }}, {{ name = \"imitator\" }}]\n"),
            Some(6),
            None,
            Some(1),
            "conditions",
            "imitator is given twice",
        ),
        (
            format!("{base}\n[problem.options]\nthreat = true\n"),
            Some(8),
            Some(10),
            Some(1),
            "options.threat",
            "expected u32",
        ),
        // Twins.
        (
            format!("{base}\n[[problem.twin]]\ncommands = [\n  {{ move = [\"e1\", \"z9\"] }},\n]\n"),
            Some(9),
            Some(19),
            Some(1),
            "twin 1, command 1",
            "'z9' is not a square",
        ),
        (
            format!("{base}\n[[problem.twin]]\ncommands = [{{ add = \"wXe4\" }}]\n"),
            Some(8),
            Some(21),
            Some(1),
            "twin 1, command 1",
            "unknown piece 'X'",
        ),
        (
            format!("{base}\n[[problem.twin]]\ncommands = []\n\n[[problem.twin]]\ncommands = [{{ stipulation = \"#0\" }}]\n"),
            Some(11),
            Some(29),
            Some(1),
            "twin 2, command 1",
            "no moves",
        ),
        (
            format!("{base}\n[[problem.twin]]\ncommands = [{{ teleport = \"e4\" }}]\n"),
            Some(8),
            None,
            Some(1),
            "twin 1",
            "unknown variant `teleport`",
        ),
        // UI state.
        (
            format!("{base}\n[ui]\ncursor = \"e44\"\n"),
            Some(8),
            Some(10),
            None,
            "ui.cursor",
            "not a square",
        ),
        (
            format!("{base}\n[ui]\ncurrent = 0\n"),
            Some(8),
            Some(11),
            None,
            "ui.current",
            "counted from 1",
        ),
    ];
    for (text, line, column, problem, field, part) in cases {
        let e = format_error(&text);
        let shown = e.to_string();
        eprintln!("{shown}");
        assert!(!shown.contains('\n'), "{shown:?}");
        assert!(shown.contains(part), "{shown}\n--- for ---\n{text}");
        assert_eq!(e.line, line, "{shown}\n--- for ---\n{text}");
        if column.is_some() {
            assert_eq!(e.column, column, "{shown}\n--- for ---\n{text}");
        }
        assert_eq!(e.problem, problem, "{shown}\n--- for ---\n{text}");
        if !field.is_empty() {
            assert!(
                e.field.as_deref().is_some_and(|f| f.starts_with(field)),
                "{shown}\n--- for ---\n{text}"
            );
        }
        if let Some(p) = problem {
            assert!(shown.contains(&format!("problem {p}")), "{shown}");
        }
        if let Some(l) = line {
            assert!(shown.starts_with(&format!("line {l}")), "{shown}");
        }
    }
}

/// An error names a place inside the text, and is one line.
fn check_error(text: &str) {
    if let Err(e) = Session::from_toml(text) {
        let SessionError::Format(e) = e else {
            panic!("reading text gave an I/O error")
        };
        let lines = text.split('\n').count();
        if let Some(line) = e.line {
            assert!(line >= 1 && line <= lines, "{e} for {text:?}");
        }
        assert!(e.column.is_none_or(|c| c >= 1), "{e}");
        assert!(!e.message.is_empty(), "{e:?} for {text:?}");
        assert!(!e.to_string().contains('\n'), "{e:?}");
    }
}

const WORDS: &[&str] = &[
    "version",
    "=",
    "1",
    "2",
    "[[problem]]",
    "[[problem.twin]]",
    "[problem.options]",
    "[ui]",
    "diagram",
    "\"",
    "'",
    "stipulation",
    "\"#2\"",
    "\"h#2.5\"",
    "intended",
    "notes",
    "\"\"\"",
    "conditions",
    "[",
    "]",
    "{",
    "}",
    ",",
    "name",
    "\"imitator\"",
    "\"circe parrain\"",
    "promotion",
    "true",
    "false",
    "commands",
    "move",
    "add",
    "\"wGe4\"",
    "rotate",
    "90",
    "imitators",
    "\"w:c5\"",
    "cursor",
    "\"e4\"",
    "glyphs",
    "[problem.kept]",
    "sstipulation",
    "pieces",
    "square",
    "code",
    "\"ro\"",
    "attributes",
    "words",
    "affects_solving",
    "kept",
    "language",
    "\"german\"",
    "zero_position",
    "#",
    "\n",
    " ",
    ".",
    "-1",
    "99999999999999999999",
    "é",
    "\\u0000",
    "\r\n",
];

fn arb_token_soup() -> impl Strategy<Value = String> {
    token_soup("version = 1\n", WORDS, 80)
}

fn sample_texts() -> Vec<String> {
    let mut texts: Vec<String> = samples()
        .iter()
        .map(|f| fs::read_to_string(f).unwrap())
        .collect();
    let mut rich = Session::from_problems(vec![build(rich_parts())]);
    rich.problems[0].notes = "two\nlines".into();
    texts.push(rich.to_toml());
    texts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        check_error(&text);
        check_error(&format!("version = 1\n{text}"));
        check_error(&format!("version = 1\n[[problem]]\n{text}"));
    }

    #[test]
    fn token_soup_never_panics(text in arb_token_soup()) {
        check_error(&text);
    }

    #[test]
    fn mutated_sessions_never_panic(which in any::<Index>(), edits in prop::collection::vec(arb_edit(WORDS), 1..6)) {
        let texts = sample_texts();
        let text = apply_edits(&texts[which.index(texts.len())], edits);
        check_error(&text);
    }
}

// ----- random problems round trip (generator in tests/it/common/problems.rs) -----

/// A problem with a bit of everything, for the mutation tests.
fn rich_parts() -> Parts {
    let sq = |n: &str| Square::parse(n).unwrap();
    Parts {
        format: Format::Session,
        w: 8,
        h: 8,
        pieces: vec![
            (sq("b2"), Piece::new(Colour::White, PieceKind::Pawn)),
            (
                sq("d4"),
                Piece::new(Colour::Neutral, PieceKind::Grasshopper),
            ),
            (sq("g7"), Piece::new(Colour::Black, PieceKind::Mao)),
        ],
        stipulation: Stipulation::parse("h#2.5").ok(),
        options: Options {
            variation: true,
            threat: Some(2),
            ..Options::default()
        },
        array: true,
        castling_cleared: 1,
        imitators: vec![(sq("c3"), TokenColour::Of(Side::White))],
        conditions: vec![
            Condition::new(ImitatorOptions::default()),
            Condition::new(ParrainOptions::default()),
        ],
        pending: Some((Piece::new(Colour::Black, PieceKind::Knight), sq("f3"))),
        en_passant: None,
        side: None,
        move_kinds: (None, None),
        qi_cleared: 0,
        qi_moved: false,
        twins: vec![Twin {
            line: Default::default(),
            continued: true,
            commands: vec![
                TwinCommand::Rotate(90),
                TwinCommand::Add(
                    Piece::new(Colour::White, PieceKind::Zebra),
                    sq("h5"),
                    Attributes::NONE,
                ),
                TwinCommand::Condition(vec![Condition::new(ImitatorOptions::default())]),
                TwinCommand::Tokens(vec![(sq("a3"), TokenColour::Neutral)]),
            ],
        }],
        meta: Meta {
            author: Some("A. Composer".into()),
            origin: Some("Somewhere 2024".into()),
            title: Some("Test".into()),
            remarks: vec!["r".into()],
            award: Some("Prize".into()),
            ..Meta::default()
        },
        kept: Kept {
            stipulation: Some(KeptStipulation {
                structured: false,
                text: "x2".into(),
                line: SourceLine(None),
            }),
            conditions: vec![KeptCondition {
                name: "AntiCirce".into(),
                words: vec!["Calvet".into()],
                line: SourceLine(None),
            }],
            options: vec![KeptOption {
                name: "MoveNumbers".into(),
                words: vec![],
                affects_solving: false,
                line: SourceLine(None),
            }],
            pieces: vec![KeptPiece {
                square: sq("e5"),
                colour: Colour::Neutral,
                kind: KeptKind::Code("sc".into()),
                attributes: vec!["royal".into()],
                line: SourceLine(None),
            }],
            commands: vec![KeptCommand {
                keyword: "latex".into(),
                text: "Title x".into(),
                affects_solving: false,
                line: SourceLine(None),
            }],
        },
        zero_position: true,
    }
}

fn arb_glyphs() -> impl Strategy<Value = GlyphSet> {
    (0..GlyphSet::ALL.len()).prop_map(|i| GlyphSet::ALL[i])
}

fn arb_session() -> impl Strategy<Value = Session> {
    (
        prop::collection::vec((arb_parts(Format::Session), any::<u32>(), arb_text()), 0..4),
        any::<Index>(),
        arb_square(16, 16),
        arb_text(),
        arb_glyphs(),
        prop::option::of(prop::sample::select(Language::ALL.to_vec())),
    )
        .prop_map(|(problems, current, cursor, theme, glyphs, language)| {
            let n = problems.len();
            Session {
                problems: problems
                    .into_iter()
                    .map(|(parts, intended, notes)| SessionProblem {
                        problem: build(parts),
                        intended,
                        notes,
                    })
                    .collect(),
                ui: UiState {
                    current: if n == 0 { 0 } else { current.index(n) },
                    cursor,
                    theme,
                    glyphs,
                    language,
                },
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_problems_round_trip(parts in arb_parts(Format::Session), intended in any::<u32>(), notes in arb_text()) {
        let session = Session {
            problems: vec![SessionProblem { problem: build(parts), intended, notes }],
            ui: UiState::default(),
        };
        let text = session.to_toml();
        let back = Session::from_toml(&text);
        prop_assert!(back.is_ok(), "{}\n--- written ---\n{}", back.unwrap_err(), text);
        prop_assert_eq!(back.unwrap(), session, "--- written ---\n{}", text);
    }

    #[test]
    fn random_sessions_round_trip(session in arb_session()) {
        let text = session.to_toml();
        let back = Session::from_toml(&text);
        prop_assert!(back.is_ok(), "{}\n--- written ---\n{}", back.unwrap_err(), text);
        let back = back.unwrap();
        prop_assert_eq!(&back, &session, "--- written ---\n{}", text);
        prop_assert_eq!(back.to_toml(), text);
    }
}

// ----- atomic save -----

#[test]
fn save_writes_the_whole_session_and_replaces_the_old_one() {
    let dir = temp_dir("save");
    let file = dir.join("s.toml");
    fs::write(&file, "old contents").unwrap();
    let session = Session::from_toml(&fs::read_to_string(&samples()[0]).unwrap()).unwrap();
    save_session(&file, &session).unwrap();
    let text = fs::read_to_string(&file).unwrap();
    assert_eq!(text, session.to_toml());
    assert_eq!(Session::from_toml(&text).unwrap(), session);
    let names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        names,
        vec![std::ffi::OsString::from("s.toml")],
        "no temporary file left"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_save_keeps_the_old_file() {
    let dir = temp_dir("fail");
    // Into a missing directory: an error, nothing created.
    let missing = dir.join("missing").join("s.toml");
    let e = save_session(&missing, &Session::default()).unwrap_err();
    assert!(matches!(e, SessionError::Io { .. }), "{e}");
    assert!(e.to_string().contains("s.toml"), "{e}");
    assert!(!dir.join("missing").exists());

    // Over a directory: the rename fails, the directory and its contents stay, and the
    // temporary file is removed.
    let target = dir.join("busy.toml");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("inside"), "kept").unwrap();
    assert!(save_atomic(&target, "new").is_err());
    assert_eq!(fs::read_to_string(target.join("inside")).unwrap(), "kept");
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        1,
        "no temporary file left"
    );

    // Into a read-only directory: the old file is kept as it was.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let ro = dir.join("ro");
        fs::create_dir(&ro).unwrap();
        let file = ro.join("s.toml");
        fs::write(&file, "old").unwrap();
        fs::set_permissions(&ro, fs::Permissions::from_mode(0o555)).unwrap();
        let probe = ro.join("probe");
        if fs::write(&probe, "").is_ok() {
            // Privileged (root): permissions do not stop writes here.
            let _ = fs::remove_file(&probe);
            eprintln!("read-only directory case skipped: running with privileges");
        } else {
            assert!(save_atomic(&file, "new").is_err());
            assert_eq!(fs::read_to_string(&file).unwrap(), "old");
            assert_eq!(fs::read_dir(&ro).unwrap().count(), 1);
        }
        fs::set_permissions(&ro, fs::Permissions::from_mode(0o755)).unwrap();
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn readers_see_the_old_file_or_the_new_one_never_a_part() {
    let dir = temp_dir("readers");
    let file = dir.join("s.toml");
    let a = "a".repeat(1 << 20);
    let b = "b".repeat(1 << 19);
    save_atomic(&file, &a).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let reader = {
        let (file, stop, a, b) = (file.clone(), stop.clone(), a.clone(), b.clone());
        std::thread::spawn(move || {
            let mut reads = 0;
            while !stop.load(Ordering::Relaxed) {
                let text = fs::read_to_string(&file).unwrap();
                assert!(
                    text == a || text == b,
                    "a partial file of {} bytes",
                    text.len()
                );
                reads += 1;
            }
            reads
        })
    };
    for i in 0..20 {
        save_atomic(&file, if i % 2 == 0 { &b } else { &a }).unwrap();
    }
    stop.store(true, Ordering::Relaxed);
    assert!(reader.join().unwrap() > 0);
    assert_eq!(fs::read_to_string(&file).unwrap(), a);
    fs::remove_dir_all(&dir).unwrap();
}

// ----- autosave and recovery -----

/// The ids of the orphans in `dirs` (their claims let go at once).
fn orphan_ids(dirs: &Dirs) -> Vec<String> {
    orphans(dirs).iter().map(|o| o.id().to_string()).collect()
}

#[test]
fn a_crash_leaves_a_recovery_and_a_clean_exit_does_not() {
    let home = temp_dir("recovery");
    let dirs = Dirs::under(&home);
    assert!(orphans(&dirs).is_empty(), "nothing saved yet");

    let session = Session::from_toml(&fs::read_to_string(&samples()[1]).unwrap()).unwrap();
    // A run that autosaves and then crashes (the Autosave is dropped without clean_exit: its
    // lock goes, as when the process dies).
    let crashed = {
        let mut autosave = Autosave::new(dirs.clone());
        autosave.set_source(Some(PathBuf::from("/somewhere/problem.toml")));
        autosave.save(&session).unwrap();
        autosave.save(&session).unwrap();
        autosave.path().unwrap()
    };
    let found = orphans_once(&dirs, 1);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].path(), crashed);
    assert_eq!(found[0].read().unwrap(), session);
    assert_eq!(
        found[0].source(),
        Some(PathBuf::from("/somewhere/problem.toml"))
    );
    // While one workbench holds the orphan (asking about it), no other is offered it.
    assert!(orphans(&dirs).is_empty(), "claimed");

    // The next run recovers it: the session becomes its own autosave, the orphan goes.
    let mut autosave = Autosave::new(dirs.clone());
    let orphan = found.into_iter().next().unwrap();
    let read = orphan.read().unwrap();
    autosave.adopt(orphan, &read).unwrap();
    assert!(!crashed.exists());
    let own = autosave.path().unwrap();
    assert_eq!(
        Session::from_toml(&fs::read_to_string(&own).unwrap()).unwrap(),
        session
    );
    assert!(orphans(&dirs).is_empty(), "a live workbench's autosave");
    // It ends cleanly: nothing is left to recover.
    autosave.save(&session).unwrap();
    autosave.clean_exit().unwrap();
    assert!(orphans(&dirs).is_empty());
    assert!(!own.exists());

    // A run that never saves leaves nothing.
    drop(Autosave::new(dirs.clone()));
    assert!(orphans(&dirs).is_empty());

    // A crash again, then the user lets it go: kept aside, offered no more.
    let mut autosave = Autosave::new(dirs.clone());
    autosave.save(&session).unwrap();
    drop(autosave);
    let found = orphans_once(&dirs, 1);
    assert_eq!(found.len(), 1);
    found.into_iter().next().unwrap().dismiss().unwrap();
    assert!(orphans(&dirs).is_empty());
    assert_eq!(
        Session::from_toml(&fs::read_to_string(dirs.dismissed_autosave_file()).unwrap()).unwrap(),
        session
    );
    fs::remove_dir_all(&home).unwrap();
}

#[test]
fn two_workbenches_keep_their_own_autosaves() {
    let home = temp_dir("two-workbenches");
    let dirs = Dirs::under(&home);
    let first = Session::from_toml(&fs::read_to_string(&samples()[0]).unwrap()).unwrap();
    let mut second = first.clone();
    second.problems[0].notes = "the second window".into();

    // Two workbenches on one home, both with unsaved work.
    let mut a = Autosave::new(dirs.clone());
    let mut b = Autosave::new(dirs.clone());
    a.save(&first).unwrap();
    b.save(&second).unwrap();
    assert_ne!(a.path(), b.path(), "each its own file");
    // Neither is offered as a recovery while both run.
    assert!(orphan_ids(&dirs).is_empty(), "{:?}", orphan_ids(&dirs));

    // The first ends cleanly; the second crashes: its work is still there, and offered.
    a.clean_exit().unwrap();
    let b_path = b.path().unwrap();
    drop(b);
    let found = orphans_once(&dirs, 1);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].path(), b_path);
    assert_eq!(found[0].read().unwrap(), second);
    drop(found);

    // Two crashes: a third workbench, starting, is offered both (newest first), and its own
    // autosave is none of them.
    let mut c = Autosave::new(dirs.clone());
    c.save(&first).unwrap();
    let c_path = c.path().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    c.save(&first).unwrap();
    drop(c);
    let mut d = Autosave::new(dirs.clone());
    d.start().unwrap();
    let found = orphans_once(&dirs, 2);
    let paths: Vec<PathBuf> = found.iter().map(|o| o.path()).collect();
    assert_eq!(paths, vec![c_path, b_path], "newest first");
    assert!(!paths.contains(&d.path().unwrap()));
    drop(found);
    d.clean_exit().unwrap();
    assert_eq!(
        orphans_once(&dirs, 2).len(),
        2,
        "a clean exit removes only its own"
    );
    fs::remove_dir_all(&home).unwrap();
}

/// A live workbench's lock file deleted (taken for a stale one), or its whole state directory
/// removed: the next autosave takes the lock again, so that another workbench still never
/// offers the live one's work as a crash's.
#[test]
fn a_deleted_lock_is_taken_again_at_the_next_autosave() {
    let home = temp_dir("lock-deleted");
    let dirs = Dirs::under(&home);
    let session = Session::from_toml(&fs::read_to_string(&samples()[0]).unwrap()).unwrap();
    let mut live = Autosave::new(dirs.clone());
    live.save(&session).unwrap();
    let path = live.path().unwrap();
    let id = path
        .file_stem()
        .unwrap()
        .to_str()
        .unwrap()
        .strip_prefix("autosave-")
        .unwrap()
        .to_string();
    let lock = dirs.autosave_lock_file(&id);

    // The lock file deleted.
    fs::remove_file(&lock).unwrap();
    live.save(&session).unwrap();
    assert!(lock.is_file());
    assert!(
        orphans(&dirs).is_empty(),
        "the live workbench's autosave offered"
    );

    // The state directory removed: made again, with the lock.
    fs::remove_dir_all(&dirs.state).unwrap();
    live.save(&session).unwrap();
    assert_eq!(live.path(), Some(path.clone()));
    assert!(path.is_file() && lock.is_file());
    assert!(
        orphans(&dirs).is_empty(),
        "the live workbench's autosave offered"
    );

    // Deleted, and another workbench claims the unlocked autosave meanwhile: the live one
    // goes on under a name of its own, locked.
    fs::remove_file(&lock).unwrap();
    let claimed = orphans(&dirs);
    assert_eq!(claimed.len(), 1);
    live.save(&session).unwrap();
    let moved = live.path().unwrap();
    assert_ne!(moved, path);
    assert!(moved.is_file());
    drop(claimed);
    let found = orphans(&dirs);
    assert!(
        found.iter().all(|o| o.path() != moved),
        "the live workbench's autosave offered"
    );
    drop(found);
    live.clean_exit().unwrap();
    fs::remove_dir_all(&home).unwrap();
}

/// Set in the child process that [`feerie_home_moves_every_directory`] starts.
const CHILD: &str = "FEERIE_SESSION_TEST_CHILD";

#[test]
fn feerie_home_moves_every_directory() {
    // FEERIE_HOME is read in a child process (this test binary, running only this test), so
    // that no two tests of this process share an environment variable.
    if let Some(home) = std::env::var_os(CHILD) {
        let home = PathBuf::from(home);
        let dirs = Dirs::from_env().unwrap();
        assert_eq!(dirs, Dirs::under(&home));
        let mut autosave = Autosave::new(dirs.clone());
        autosave.save(&Session::default()).unwrap();
        let pid = std::process::id();
        assert_eq!(
            autosave.path(),
            Some(home.join("state").join(format!("autosave-{pid}.toml")))
        );
        // The process ends without a clean exit: the parent finds it as an orphan.
        drop(autosave);
        return;
    }
    let home = temp_dir("env");
    // The test's name as libtest knows it: its module path without the crate's name.
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let name = format!("{module}::feerie_home_moves_every_directory");
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", &name, "--test-threads", "1"])
        .env("FEERIE_HOME", &home)
        .env(CHILD, &home)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 passed"));
    let found = orphans_once(&Dirs::under(&home), 1);
    assert_eq!(found.len(), 1);
    assert!(found[0].path().starts_with(home.join("state")));
    if let Some(platform) = Dirs::platform() {
        assert!(platform.config.to_string_lossy().contains("feerie"));
        assert!(platform.state.to_string_lossy().contains("feerie"));
    }
    fs::remove_dir_all(&home).unwrap();
}

// ----- recent files -----

#[test]
fn recent_files_keep_order_and_limit() {
    let home = temp_dir("recent");
    let dirs = Dirs::under(&home);
    assert!(recent_files(&dirs).is_empty());
    let files: Vec<PathBuf> = (0..MAX_RECENT + 3)
        .map(|i| {
            let f = home.join(format!("p{i} \"q\".toml"));
            fs::write(&f, "").unwrap();
            f.canonicalize().unwrap()
        })
        .collect();
    for f in &files {
        add_recent(&dirs, f).unwrap();
    }
    let listed = recent_files(&dirs);
    assert_eq!(listed.len(), MAX_RECENT);
    let expected: Vec<PathBuf> = files.iter().rev().take(MAX_RECENT).cloned().collect();
    assert_eq!(listed, expected);

    // Opening a listed file again moves it to the head, without a duplicate.
    add_recent(&dirs, &files[5]).unwrap();
    let listed = recent_files(&dirs);
    assert_eq!(listed[0], files[5]);
    assert_eq!(listed.len(), MAX_RECENT);
    assert_eq!(listed.iter().filter(|f| **f == files[5]).count(), 1);
    let rest: Vec<PathBuf> = expected.into_iter().filter(|f| *f != files[5]).collect();
    assert_eq!(listed[1..], rest[..MAX_RECENT - 1]);

    // A broken list reads as empty and is replaced by the next addition.
    fs::write(dirs.recent_file(), "files = [").unwrap();
    assert!(recent_files(&dirs).is_empty());
    add_recent(&dirs, &files[0]).unwrap();
    assert_eq!(recent_files(&dirs), vec![files[0].clone()]);
    fs::remove_dir_all(&home).unwrap();
}

// ----- what FEN alone would lose -----

#[test]
fn a_twin_that_brings_the_king_home_can_castle() {
    // With the king away, the rook on h1 has no castling right of its own (no FEN could say
    // it); the twin that moves the king to e1 recomputes the rights from the array.
    let text = "begin\nstipulation ~1\npieces white kd1 rh1 black ka8\ntwin move d1 e1\nend\n";
    let problem = parse_popeye(text).unwrap().remove(0);
    let session = Session::from_problems(vec![problem.clone()]);
    let back = Session::from_toml(&session.to_toml())
        .unwrap()
        .problems
        .remove(0)
        .problem;
    assert_eq!(back, problem);
    let twins = feerie::rules::twin::twin_problems(&back).unwrap();
    let b = &twins[1].problem;
    let rs = feerie::rules::Ruleset::new(&b.position, &b.conditions);
    let moves: Vec<String> = feerie::rules::legal_moves(&b.position, &rs)
        .iter()
        .map(|m| feerie::notation::move_text::move_text(&b.position, m))
        .collect();
    assert!(moves.contains(&"0-0".to_string()), "{moves:?}");
}

#[test]
fn the_readme_example_reads() {
    let readme =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let section = &readme[readme.find("## Session files").unwrap()..];
    let start = section.find("```toml\n").unwrap() + "```toml\n".len();
    let example = &section[start..start + section[start..].find("```").unwrap()];
    let session = Session::from_toml(example).unwrap();
    assert_eq!(session.problems.len(), 1);
    assert_eq!(session.problems[0].problem.twins.len(), 1);
    assert_eq!(session.ui.cursor, Square::parse("e4").unwrap());
}

#[test]
fn the_readme_kept_example_reads() {
    let readme =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let section = &readme[readme.find("## Session files").unwrap()..];
    let start = section.find("  ```toml\n  [problem.kept]").unwrap() + "  ```toml\n".len();
    let example: String = section[start..start + section[start..].find("  ```").unwrap()]
        .lines()
        .map(|l| format!("{}\n", l.strip_prefix("  ").unwrap_or(l)))
        .collect();
    let session = Session::from_toml(&format!("{}{example}", minimal())).unwrap();
    let p = &session.problems[0].problem;
    assert_eq!(p.kept.conditions[0].words, ["Calvet"]);
    assert_eq!(p.kept.pieces.len(), 2);
    assert_eq!(
        p.unsupported()
            .iter()
            .map(|u| u.to_string())
            .collect::<Vec<_>>(),
        [
            "sstipulation white 4hh[dia] (line 7)",
            "condition AntiCirce (line 9)",
            "option Quodlibet (line 12)",
            "piece ROh3 (line 16)",
            "piece royal Pg3 (line 17)",
        ]
    );
}

#[test]
fn a_non_ascii_character_before_a_key_is_an_error_not_a_panic() {
    // Found by the token-soup property test: an "é" right before "= " used to be sliced in
    // the middle while the error was placed.
    assert!(Session::from_toml("version = 1\n\"[[problem]]é= \n ").is_err());
}
