//! The workbench's files: every read and write of the workbench goes through here, on top of
//! the session layer (`session`): opening any format as a session, saving, the samples, the
//! user's themes.
//!
//! Saving picks the format by the file name: `.toml` (or no extension) writes a feerie
//! session, anything else Popeye input (which has no place for the intended number of
//! solutions, the notes or the UI state). Both are written atomically.

use std::path::{Path, PathBuf};

use crate::notation::popeye::write_popeye_all;
use crate::session::dirs::Dirs;
use crate::session::open::open_session;
use crate::session::save::{save_atomic, save_session};
use crate::session::Session;

/// Whether a file is saved as a session (TOML) rather than Popeye input.
pub fn is_session_file(path: &Path) -> bool {
    match path.extension() {
        None => true,
        Some(e) => e.eq_ignore_ascii_case("toml"),
    }
}

/// A file of any format as a session.
pub fn load(path: &Path) -> Result<Session, String> {
    open_session(path).map_err(|e| e.to_string())
}

/// Saves the session to `path` in the format its name asks for.
pub fn save(path: &Path, session: &Session) -> Result<(), String> {
    if is_session_file(path) {
        save_session(path, session).map_err(|e| e.to_string())
    } else {
        let problems = session.problems();
        save_atomic(path, &write_popeye_all(&problems))
            .map_err(|e| format!("{}: {e}", path.display()))
    }
}

/// The sample files: `samples/` of the working directory, or of the source tree.
pub fn samples() -> Vec<PathBuf> {
    let dirs = [
        PathBuf::from("samples"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("samples"),
    ];
    for dir in dirs {
        if let Ok(read) = std::fs::read_dir(&dir) {
            let mut files: Vec<PathBuf> = read
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .collect();
            files.sort();
            if !files.is_empty() {
                return files;
            }
        }
    }
    Vec::new()
}

/// The text of a user theme `NAME.toml` in the configuration directory, if there is one.
pub fn user_theme(name: &str) -> Option<String> {
    let dir = Dirs::from_env()?.themes_dir();
    std::fs::read_to_string(dir.join(format!("{name}.toml"))).ok()
}
