//! The workbench's files: every read and write of the workbench goes through here, on top of
//! the session layer (`session`): opening any format as a session, saving, the samples, the
//! user's themes.
//!
//! Saving picks the format by the file name: `.toml` (or no extension) writes a feerie
//! session, `.fen` the diagram of a one-problem session as FEN (a session of several problems
//! is refused: a FEN file holds one position), anything else Popeye input, which keeps each
//! problem's intended number of solutions and notes as `feerie:` remarks
//! ([`crate::session::convert`]) but not the UI state. All are written atomically, in UTF-8. Every file is read through
//! [`crate::session::encoding`] (UTF-8, with or without a byte order mark, or Latin-1).

use std::path::{Path, PathBuf};

use crate::notation::fen::to_fen;
use crate::session::convert::{dropped_by_fen_session, popeye_losses, session_to_popeye};
use crate::session::dirs::Dirs;
use crate::session::encoding;
use crate::session::open::open_session;
use crate::session::save::{save_stamped, Stamp};
use crate::session::Session;
use crate::tui::keymap::Keymap;

/// The format a file is saved in, by its name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SaveFormat {
    /// `.toml` or no extension: everything.
    Session,
    /// `.fen`: the diagram of the one problem.
    Fen,
    /// Any other name.
    Popeye,
}

impl SaveFormat {
    pub fn of(path: &Path) -> SaveFormat {
        match path.extension() {
            None => SaveFormat::Session,
            Some(e) if e.eq_ignore_ascii_case("toml") => SaveFormat::Session,
            Some(e) if e.eq_ignore_ascii_case("fen") => SaveFormat::Fen,
            Some(_) => SaveFormat::Popeye,
        }
    }

    /// How messages name it.
    pub fn name(self) -> &'static str {
        match self {
            SaveFormat::Session => "session",
            SaveFormat::Fen => "FEN",
            SaveFormat::Popeye => "Popeye input",
        }
    }
}

/// Why `session` cannot be saved to `path` at all, if it cannot: a FEN file holds one
/// position, so a session of several problems (or none) is refused rather than cut.
pub fn refusal(path: &Path, session: &Session) -> Option<String> {
    if SaveFormat::of(path) != SaveFormat::Fen || session.problems.len() == 1 {
        return None;
    }
    Some(format!(
        "{}: a FEN file holds one position, and the session has {} problems; save it as .toml \
         (everything) or .inp (Popeye input), or :yank fen copies the board's FEN",
        path.display(),
        session.problems.len()
    ))
}

/// A file of any format as a session.
pub fn load(path: &Path) -> Result<Session, String> {
    open_session(path).map_err(|e| e.to_string())
}

/// A file of any format as a session, with what the file looked like (taken before reading
/// it, so that a change made while it is read counts as a change).
pub fn open(path: &Path) -> Result<(Session, Option<Stamp>), String> {
    let stamp = Stamp::of(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((load(path)?, stamp))
}

/// Saves the session to `path` in the format its name asks for; what the file written
/// looks like. (See [`crate::session::save`]: only regular files are replaced.)
pub fn save(path: &Path, session: &Session) -> Result<Stamp, String> {
    if let Some(why) = refusal(path, session) {
        return Err(why);
    }
    let text = match SaveFormat::of(path) {
        SaveFormat::Session => session.to_toml(),
        SaveFormat::Popeye => session_to_popeye(session),
        // (One problem: `refusal` said so.)
        SaveFormat::Fen => session
            .problems
            .iter()
            .map(|sp| format!("{}\n", to_fen(&sp.problem.position)))
            .collect(),
    };
    save_stamped(path, &text).map_err(|e| format!("{}: {e}", path.display()))
}

/// What saving `session` to `path` would lose: nothing for a session file; for Popeye input
/// see [`popeye_losses`]; for FEN everything but the diagram ([`dropped_by_fen_session`]:
/// the stipulation, conditions, twins, author, notes, …).
pub fn losses(path: &Path, session: &Session) -> Vec<String> {
    match SaveFormat::of(path) {
        SaveFormat::Session => Vec::new(),
        SaveFormat::Popeye => popeye_losses(session),
        SaveFormat::Fen => session
            .problems
            .iter()
            .flat_map(dropped_by_fen_session)
            .collect(),
    }
}

/// The sample sessions, built into the binary (`samples/*.toml` of the source tree, each the
/// session of the Popeye file beside it), so that `:samples` works wherever feerie is
/// installed: (file name, text).
pub const SAMPLES: &[(&str, &str)] = &[
    (
        "armeni-mate-in-2.toml",
        include_str!("../../samples/armeni-mate-in-2.toml"),
    ),
    (
        "dynamo-helpmate-in-2.toml",
        include_str!("../../samples/dynamo-helpmate-in-2.toml"),
    ),
    (
        "dynamo-mate-in-2.toml",
        include_str!("../../samples/dynamo-mate-in-2.toml"),
    ),
    (
        "four-double-acts-array.toml",
        include_str!("../../samples/four-double-acts-array.toml"),
    ),
    (
        "four-double-acts-helpmate-in-2.toml",
        include_str!("../../samples/four-double-acts-helpmate-in-2.toml"),
    ),
    (
        "four-double-acts-mate-in-2.toml",
        include_str!("../../samples/four-double-acts-mate-in-2.toml"),
    ),
    (
        "kotesovec-imitator-mate-in-2.toml",
        include_str!("../../samples/kotesovec-imitator-mate-in-2.toml"),
    ),
    (
        "miroir-helpmate-in-2.toml",
        include_str!("../../samples/miroir-helpmate-in-2.toml"),
    ),
    (
        "miroir-mate-in-2.toml",
        include_str!("../../samples/miroir-mate-in-2.toml"),
    ),
    (
        "tauber-avner-parrain-mate-in-2.toml",
        include_str!("../../samples/tauber-avner-parrain-mate-in-2.toml"),
    ),
];

/// The sample's session, by its file name.
pub fn sample(name: &str) -> Option<Result<Session, String>> {
    SAMPLES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| crate::session::open::session_from_text(text))
}

/// The text of a file (a theme, the key map) in whichever encoding it is.
pub fn read_text(path: &Path) -> Result<String, String> {
    encoding::read_text(path)
        .map(|(text, _)| text)
        .map_err(|e| e.to_string())
}

/// The key map with the overrides of a `keys.toml` (see [`Keymap::with_overrides`]); an error
/// names the line and column (the caller adds the file). What is there but no regular file
/// is refused unread.
pub fn load_keys(path: &Path) -> Result<Keymap, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err(format!(
            "not a regular file but {}",
            crate::session::save::file_kind(&meta)
        ));
    }
    Keymap::with_overrides(&read_text(path)?)
}

/// The text of the user theme `NAME.toml` in the configuration's themes folder, if there is
/// one; `name` must be a theme name (`commands::is_theme_name`), never a path. What is there
/// but no regular file is an error, not read.
pub fn user_theme(name: &str) -> Option<Result<String, String>> {
    let path = Dirs::from_env()?.themes_dir().join(format!("{name}.toml"));
    let meta = std::fs::metadata(&path).ok()?;
    if !meta.is_file() {
        return Some(Err(format!(
            "{}: not a regular file but {}",
            path.display(),
            crate::session::save::file_kind(&meta)
        )));
    }
    Some(read_text(&path))
}

/// The paths that complete `prefix` (a file name typed on the command line, relative to the
/// working directory or absolute, `~/` for the home directory): the entries of its directory
/// whose names start with what follows the last `/`, directories with a `/` after them,
/// sorted; hidden ones only when the name typed starts with a dot.
pub fn complete_path(prefix: &str) -> Vec<String> {
    let (dir_part, name) = match prefix.rfind('/') {
        Some(i) => (&prefix[..=i], &prefix[i + 1..]),
        None => ("", prefix),
    };
    let dir = match dir_part.strip_prefix("~/") {
        Some(rest) => match std::env::var_os("HOME") {
            Some(home) => Path::new(&home).join(rest),
            None => PathBuf::from(dir_part),
        },
        None if dir_part.is_empty() => PathBuf::from("."),
        None => PathBuf::from(dir_part),
    };
    let Ok(read) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<String> = read
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let file = e.file_name().to_str()?.to_string();
            if !file.starts_with(name) || (file.starts_with('.') && !name.starts_with('.')) {
                return None;
            }
            let slash = if e.path().is_dir() { "/" } else { "" };
            Some(format!("{dir_part}{file}{slash}"))
        })
        .collect();
    out.sort();
    out
}
