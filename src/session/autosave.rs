//! Autosave, crash recovery and the recent files list, all in the state directory.
//!
//! The workbench keeps one [`Autosave`]. It calls [`Autosave::save`] every few seconds while
//! the session has unsaved changes and once more on exit, then [`Autosave::clean_exit`]. The
//! first save of a run removes the clean-exit marker and the last step of a clean exit writes
//! it back, so an autosave without the marker is what a crashed (or killed) workbench left:
//! [`pending_recovery`] reports it at the next start, which offers to reopen it
//! ([`recover`]) or to let it go ([`dismiss_recovery`]). When a run saves while a crash's
//! autosave is still pending, that autosave is first moved to
//! [`Dirs::previous_autosave_file`], so nothing is overwritten unseen.
//!
//! The recent files list ([`add_recent`], [`recent_files`]) is a small TOML file,
//! `files = ["/abs/path", …]`, most recent first, at most [`MAX_RECENT`] entries.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::dirs::Dirs;
use super::format::{Session, SessionError};
use super::save::save_atomic;

/// The most files the recent list keeps.
pub const MAX_RECENT: usize = 10;

/// Writes the current session to the state directory.
#[derive(Debug)]
pub struct Autosave {
    dirs: Dirs,
    source: Option<PathBuf>,
    started: bool,
}

fn io_error(path: &Path, source: io::Error) -> SessionError {
    SessionError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl Autosave {
    /// An autosave in these directories. Nothing is written before the first [`save`].
    ///
    /// [`save`]: Autosave::save
    pub fn new(dirs: Dirs) -> Autosave {
        Autosave {
            dirs,
            source: None,
            started: false,
        }
    }

    /// The file the session was opened from or last saved to, recorded beside the autosave
    /// so that a recovery knows where the session belongs.
    pub fn set_source(&mut self, source: Option<PathBuf>) {
        self.source = source;
    }

    /// Where the autosave goes.
    pub fn path(&self) -> PathBuf {
        self.dirs.autosave_file()
    }

    /// Writes the session (atomically). The first call of a run marks the run as not ended
    /// cleanly.
    pub fn save(&mut self, session: &Session) -> Result<(), SessionError> {
        let state = &self.dirs.state;
        fs::create_dir_all(state).map_err(|e| io_error(state, e))?;
        if !self.started {
            if pending_recovery_in(&self.dirs).is_some() {
                let (from, to) = (
                    self.dirs.autosave_file(),
                    self.dirs.previous_autosave_file(),
                );
                fs::rename(&from, &to).map_err(|e| io_error(&from, e))?;
            }
            let marker = self.dirs.clean_exit_marker();
            match fs::remove_file(&marker) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => return Err(io_error(&marker, e)),
            }
            self.started = true;
        }
        let source_file = self.dirs.autosave_source_file();
        let source = self
            .source
            .as_ref()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        save_atomic(&source_file, &source).map_err(|e| io_error(&source_file, e))?;
        let path = self.dirs.autosave_file();
        save_atomic(&path, &session.to_toml()).map_err(|e| io_error(&path, e))
    }

    /// Records a clean exit: the next start offers no recovery. Call it after the last
    /// [`save`](Autosave::save).
    pub fn clean_exit(self) -> io::Result<()> {
        write_marker(&self.dirs)
    }
}

fn write_marker(dirs: &Dirs) -> io::Result<()> {
    fs::create_dir_all(&dirs.state)?;
    save_atomic(&dirs.clean_exit_marker(), "")
}

/// The autosave a crashed workbench left, if any, in the directories `FEERIE_HOME` or the
/// platform gives.
pub fn pending_recovery() -> Option<PathBuf> {
    pending_recovery_in(&Dirs::from_env()?)
}

/// The autosave a crashed workbench left in these directories, if any.
pub fn pending_recovery_in(dirs: &Dirs) -> Option<PathBuf> {
    let autosave = dirs.autosave_file();
    (autosave.is_file() && !dirs.clean_exit_marker().exists()).then_some(autosave)
}

/// The file the autosaved session came from, if it was recorded.
pub fn recovery_source(dirs: &Dirs) -> Option<PathBuf> {
    let text = fs::read_to_string(dirs.autosave_source_file()).ok()?;
    let line = text.trim_end_matches(['\n', '\r']);
    (!line.is_empty()).then(|| PathBuf::from(line))
}

/// Reads the pending autosave.
pub fn recover(dirs: &Dirs) -> Result<Session, SessionError> {
    let path = dirs.autosave_file();
    let text = fs::read_to_string(&path).map_err(|e| io_error(&path, e))?;
    Session::from_toml(&text)
}

/// Lets a pending autosave go: it stays on disk but is no longer offered.
pub fn dismiss_recovery(dirs: &Dirs) -> io::Result<()> {
    write_marker(dirs)
}

#[derive(Deserialize)]
struct RecentFile {
    #[serde(default)]
    files: Vec<String>,
}

/// The recent files, most recent first. A missing or unreadable list is empty.
pub fn recent_files(dirs: &Dirs) -> Vec<PathBuf> {
    let Ok(text) = fs::read_to_string(dirs.recent_file()) else {
        return Vec::new();
    };
    match toml::from_str::<RecentFile>(&text) {
        Ok(list) => list
            .files
            .into_iter()
            .filter(|f| !f.is_empty())
            .take(MAX_RECENT)
            .map(PathBuf::from)
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// Puts `path` (made absolute) at the head of the recent files list, removing it further
/// down and dropping the oldest beyond [`MAX_RECENT`].
pub fn add_recent(dirs: &Dirs, path: &Path) -> io::Result<()> {
    let path = fs::canonicalize(path).unwrap_or_else(|_| match std::env::current_dir() {
        Ok(cwd) if path.is_relative() => cwd.join(path),
        _ => path.to_path_buf(),
    });
    let mut files = recent_files(dirs);
    files.retain(|f| *f != path);
    files.insert(0, path);
    files.truncate(MAX_RECENT);
    let items: Vec<String> = files
        .iter()
        .map(|f| toml::Value::String(f.to_string_lossy().into_owned()).to_string())
        .collect();
    let mut text = String::from("# feerie: recent files, most recent first\nfiles = [\n");
    for item in items {
        text.push_str("  ");
        text.push_str(&item);
        text.push_str(",\n");
    }
    text.push_str("]\n");
    fs::create_dir_all(&dirs.state)?;
    save_atomic(&dirs.recent_file(), &text)
}
