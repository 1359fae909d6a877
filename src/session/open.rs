//! Opening a file of problems, whatever its format: Popeye input or FEN.

use std::path::Path;

use crate::notation::fen::parse_fen;
use crate::notation::popeye::parse_popeye;
use crate::rules::problem::{Problem, Stipulation};
use crate::rules::Side;

/// Why a file could not be opened.
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
    Popeye,
    Fen,
}

/// Guesses the format from the text: a single line with `/` separated ranks is FEN,
/// anything else is Popeye input.
pub fn detect(text: &str) -> Format {
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

/// Problems from a text in either format. A FEN becomes a problem with stipulation `~1` for
/// its side to move.
pub fn problems_from_text(text: &str) -> Result<Vec<Problem>, String> {
    match detect(text) {
        Format::Popeye => parse_popeye(text).map_err(|e| e.to_string()),
        Format::Fen => {
            let position = parse_fen(text.trim()).map_err(|e| e.to_string())?;
            Ok(vec![problem_from_position(position)])
        }
    }
}

/// Wraps a position as a `~1` problem with its side to move kept.
pub fn problem_from_position(position: crate::rules::Position) -> Problem {
    let black = position.side_to_move() == Side::Black;
    let mut problem = Problem::new(position);
    problem.stipulation = Some(Stipulation::parse("~1").expect("~1 is a stipulation"));
    problem.options.half_duplex = black;
    problem
}

/// Reads problems from a file.
pub fn open_problems(path: &Path) -> Result<Vec<Problem>, OpenError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| OpenError::Io {
        path: name.clone(),
        source,
    })?;
    let text = String::from_utf8_lossy(&bytes);
    problems_from_text(&text).map_err(|message| OpenError::Parse {
        path: name,
        message,
    })
}
