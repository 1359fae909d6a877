//! Opening a file of problems, whatever its format: a feerie session (TOML), Popeye input or
//! FEN, in whichever encoding [`super::encoding::decode`] finds.

use std::path::Path;

use super::convert::session_from_popeye;
use super::encoding::{read_text, ReadError};
use super::format::Session;
use crate::notation::fen::parse_fen;
use crate::notation::popeye::parse_popeye;
use crate::notation::shown;
use crate::rules::problem::{Problem, Stipulation};
use crate::rules::Side;

/// Why a file could not be opened. A parse error's message is made fit for a terminal
/// ([`shown::message`]: a bad word echoed shortened, control characters escaped).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {message}")]
    Parse { path: String, message: String },
}

/// The formats feerie reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Session,
    Popeye,
    Fen,
}

/// Guesses the format from the text: a feerie session when its first line that is neither
/// blank nor a `#` comment sets a key (`version = 1`) or opens a table (`[[problem]]`, `[ui]`);
/// a single line with `/` separated ranks is FEN; anything else is Popeye input (which starts
/// with `begin`).
pub fn detect(text: &str) -> Format {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    if let Some(line) = first {
        let key = line.split('=').next().unwrap_or("").trim();
        let sets_key = line.contains('=')
            && !key.is_empty()
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '"'));
        if line.starts_with('[') || sets_key {
            return Format::Session;
        }
    }
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.len() == 1
        && lines[0]
            .split_whitespace()
            .next()
            .is_some_and(|w| w.contains('/'))
    {
        Format::Fen
    } else {
        Format::Popeye
    }
}

/// Problems from a text in any format. A FEN becomes a problem with stipulation `~1` for
/// its side to move. The remarks that carry a session's notes and intended count in a Popeye
/// file ([`super::convert`]) are not among the problems' remarks.
pub fn problems_from_text(text: &str) -> Result<Vec<Problem>, String> {
    session_from_text(text).map(|s| s.problems())
}

/// Wraps a position as a `~1` problem with its side to move kept.
pub fn problem_from_position(position: crate::rules::Position) -> Problem {
    let black = position.side_to_move() == Side::Black;
    let mut problem = Problem::new(position);
    problem.stipulation = Some(Stipulation::parse("~1").expect("~1 is a stipulation"));
    problem.options.half_duplex = black;
    problem
}

/// A session from a text in any format: a session file as it is; the problems of a Popeye
/// file with the intended count and notes its `feerie:` remarks give
/// ([`super::convert::session_from_popeye`]), one intended solution and no notes otherwise; a
/// FEN's problem; the default UI state.
pub fn session_from_text(text: &str) -> Result<Session, String> {
    match detect(text) {
        Format::Session => Session::from_toml(text).map_err(|e| e.to_string()),
        Format::Popeye => parse_popeye(text)
            .map(session_from_popeye)
            .map_err(|e| e.to_string()),
        Format::Fen => {
            let position = parse_fen(text.trim()).map_err(|e| e.to_string())?;
            Ok(Session::from_problems(vec![problem_from_position(
                position,
            )]))
        }
    }
}

/// The format of a file: a session by its `.toml` extension, otherwise by its text.
pub fn detect_file(path: &Path, text: &str) -> Format {
    let toml = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"));
    if toml {
        Format::Session
    } else {
        detect(text)
    }
}

/// The text of a problem file: the one way feerie reads one (the command line, the
/// workbench's `:e` and its start), through [`super::encoding::read_text`], which refuses
/// directories, devices, FIFOs and files over its size limit before reading.
fn read(path: &Path) -> Result<String, OpenError> {
    match read_text(path) {
        Ok((text, _)) => Ok(text),
        Err(ReadError::Io { source, .. }) => Err(OpenError::Io {
            path: path.display().to_string(),
            source,
        }),
        Err(ReadError::Decode { source, .. }) => Err(parse_error(path, source.to_string())),
        Err(ReadError::Refused { reason, .. }) => Err(parse_error(path, reason)),
    }
}

/// A parse error of the file at `path`, its message fit for a terminal.
fn parse_error(path: &Path, message: String) -> OpenError {
    OpenError::Parse {
        path: path.display().to_string(),
        message: shown::message(&message),
    }
}

/// Reads a file of any format as a session (see [`session_from_text`]).
pub fn open_session(path: &Path) -> Result<Session, OpenError> {
    let text = read(path)?;
    let parse = |message| parse_error(path, message);
    match detect_file(path, &text) {
        Format::Session => Session::from_toml(&text).map_err(|e| parse(e.to_string())),
        _ => session_from_text(&text).map_err(parse),
    }
}

/// Reads problems from a file of any format. A session without a problem is an error.
pub fn open_problems(path: &Path) -> Result<Vec<Problem>, OpenError> {
    let problems = open_session(path)?.problems();
    if problems.is_empty() {
        return Err(parse_error(
            path,
            "the session has no problem (no [[problem]] table)".to_string(),
        ));
    }
    Ok(problems)
}
