//! Text encodings of input files (tests/data/encodings: the same problem in Latin-1, UTF-8,
//! UTF-8 with a byte order mark, UTF-16 LE and BE with their marks and UTF-16 LE without):
//! every path that reads a problem file finds UTF-8, the mark and Latin-1 without asking and
//! refuses UTF-16 naming it; `convert --encoding latin1` writes Popeye input in Latin-1 and
//! names a character Latin-1 lacks.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use feerie::session::encoding::{decode, Encoding};
use feerie::session::open::{open_problems, open_session};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/encodings")
        .join(name)
}

fn feerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .output()
        .expect("run feerie")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn latin1_utf8_and_the_byte_order_mark_read_alike() {
    let utf8 = open_session(&data("utf8.inp")).unwrap();
    let p = &utf8.problems[0].problem;
    assert_eq!(p.meta.author.as_deref(), Some("Hans Müller"));
    assert_eq!(p.meta.origin.as_deref(), Some("Schwalbe 1935, «Prémio»"));
    assert_eq!(p.meta.title.as_deref(), Some("Café"));
    for name in ["latin1.inp", "utf8-bom.inp"] {
        assert_eq!(open_session(&data(name)).unwrap(), utf8, "{name}");
        assert_eq!(
            open_problems(&data(name)).unwrap(),
            utf8.problems(),
            "{name}"
        );
    }
    let bytes = std::fs::read(data("latin1.inp")).unwrap();
    assert!(bytes.windows(6).any(|w| w == b"M\xfcller"));
    assert_eq!(decode(&bytes).unwrap().1, Encoding::Latin1);

    let toml = open_session(&data("latin1.toml")).unwrap();
    assert_eq!(
        toml.problems[0].problem.meta.author.as_deref(),
        Some("Hans Müller")
    );
    assert_eq!(open_session(&data("utf8-bom.toml")).unwrap(), toml);
}

#[test]
fn utf16_is_refused_naming_it() {
    for (name, encoding) in [
        ("utf16le.inp", "UTF-16 LE"),
        ("utf16be.inp", "UTF-16 BE"),
        ("utf16le-unmarked.inp", "UTF-16 LE"),
    ] {
        let e = open_session(&data(name)).unwrap_err().to_string();
        assert!(e.contains(name) && e.contains(encoding), "{e}");
        for verb in ["solve", "moves"] {
            let out = feerie(&[verb, data(name).to_str().unwrap()]);
            assert_eq!(out.status.code(), Some(1), "{verb} {name}");
            assert!(stderr(&out).contains(encoding), "{}", stderr(&out));
        }
        let out = feerie(&["convert", data(name).to_str().unwrap(), "--to", "toml"]);
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn the_cli_reads_latin1_and_writes_utf8_or_latin1() {
    let latin1 = data("latin1.inp");
    let out = feerie(&["convert", latin1.to_str().unwrap(), "--to", "toml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let toml = String::from_utf8(out.stdout).expect("sessions are written in UTF-8");
    assert!(toml.contains("author = \"Hans Müller\""), "{toml}");

    let out = feerie(&["convert", latin1.to_str().unwrap(), "--to", "popeye"]);
    let utf8 = String::from_utf8(out.stdout).expect("UTF-8 by default");
    assert!(utf8.contains("author Hans Müller"), "{utf8}");

    let out = feerie(&[
        "convert",
        latin1.to_str().unwrap(),
        "--to",
        "popeye",
        "--encoding",
        "latin1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.windows(6).any(|w| w == b"M\xfcller"));
    let (text, encoding) = decode(&out.stdout).unwrap();
    assert_eq!(encoding, Encoding::Latin1);
    assert_eq!(text, utf8);

    // Sessions are UTF-8 only.
    let out = feerie(&[
        "convert",
        latin1.to_str().unwrap(),
        "--to",
        "toml",
        "--encoding",
        "latin1",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("UTF-8"), "{}", stderr(&out));
}

#[test]
fn latin1_output_names_a_character_it_cannot_hold() {
    let dir = std::env::temp_dir().join(format!("feerie-encodings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("dash.toml");
    let mut session = open_session(&data("utf8-bom.toml")).unwrap();
    session.problems[0].problem.meta.title = Some("Anna – Bert".into());
    std::fs::write(&file, session.to_toml()).unwrap();
    let out = feerie(&[
        "convert",
        file.to_str().unwrap(),
        "--to",
        "popeye",
        "--encoding",
        "latin1",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let e = stderr(&out);
    assert!(
        e.contains("'–' (U+2013) cannot be written in Latin-1") && e.contains("line 2, column 12"),
        "{e}"
    );
    assert!(out.stdout.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}
