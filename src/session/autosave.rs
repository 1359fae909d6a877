//! Autosave, crash recovery and the recent files list, all in the state directory.
//!
//! **Each workbench has its own autosave**, so that two of them (two SSH windows, one home)
//! never write over each other's work: `autosave-ID.toml`, beside it `autosave-ID.source` (the
//! file the session was opened from or saved to) and `autosave-ID.lock`, where ID is the
//! process id (`4711`, or `4711-1` when an earlier process with the same id left an autosave
//! that is still there). A workbench holds an exclusive lock on its lock file
//! ([`File::try_lock`], the operating system's advisory lock) from its first autosave until it
//! ends; the system lets the lock go when the process ends, however it ends, so no stale lock
//! can outlive a crash and a reused process id cannot pass for a live workbench. The lock
//! file also holds the process id, for file systems without locks: there (Linux) a process
//! is alive when `/proc/PID` exists.
//!
//! An autosave whose lock nobody holds is an **orphan**: what a crashed or killed workbench
//! left. [`orphans`] lists them, newest first, each claimed (its lock taken) by the caller as
//! long as it keeps the [`Orphan`], so that a workbench starting meanwhile does not offer it
//! too. An autosave whose lock is held belongs to a live workbench and is never listed. The
//! workbench offers every orphan at its start: reopening one ([`Autosave::adopt`]) makes it
//! the workbench's own autosave; letting it go ([`Orphan::dismiss`]) keeps its session in
//! [`Dirs::dismissed_autosave_file`] (the last one let go) and offers it no more.
//!
//! A clean exit ([`Autosave::clean_exit`]) removes the workbench's own files and no others.
//!
//! The recent files list ([`add_recent`], [`recent_files`]) is a small TOML file,
//! `files = ["/abs/path", …]`, most recent first, at most [`MAX_RECENT`] entries.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::Deserialize;

use super::dirs::Dirs;
use super::format::{Session, SessionError};
use super::save::save_atomic;

/// The most files the recent list keeps.
pub const MAX_RECENT: usize = 10;

/// This workbench's autosave in the state directory.
#[derive(Debug)]
pub struct Autosave {
    dirs: Dirs,
    source: Option<PathBuf>,
    own: Option<Own>,
}

/// The autosave's name and its held lock.
#[derive(Debug)]
struct Own {
    id: String,
    /// Held (locked) while the workbench runs; `None` where the file system has no locks.
    lock: Option<File>,
}

/// Writes this process's id into its lock file (for file systems without locks).
fn write_pid(lock: &mut File) -> io::Result<()> {
    lock.set_len(0)?;
    lock.write_all(format!("{}\n", std::process::id()).as_bytes())?;
    lock.sync_all()
}

/// Whether the lock file at `path` is still the file `held` locks (where the file system has
/// no locks, whether a lock file is there at all).
fn lock_in_place(held: Option<&File>, path: &Path) -> bool {
    let Ok(there) = fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Some(Ok(ours)) = held.map(File::metadata) {
            return (ours.dev(), ours.ino()) == (there.dev(), there.ino());
        }
    }
    #[cfg(not(unix))]
    let _ = held;
    there.is_file()
}

fn io_error(path: &Path, source: io::Error) -> SessionError {
    SessionError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl Autosave {
    /// An autosave in these directories. Nothing is written before [`start`] or the first
    /// [`save`].
    ///
    /// [`start`]: Autosave::start
    /// [`save`]: Autosave::save
    pub fn new(dirs: Dirs) -> Autosave {
        Autosave {
            dirs,
            source: None,
            own: None,
        }
    }

    /// Creates the state directory and takes this workbench's name and lock (once): an error
    /// says the autosave cannot work (a state directory that cannot be created or written).
    pub fn start(&mut self) -> Result<(), SessionError> {
        self.own_id().map(|_| ())
    }

    /// This workbench's name, taking it (and its lock) the first time.
    fn own_id(&mut self) -> Result<String, SessionError> {
        if let Some(own) = &self.own {
            return Ok(own.id.clone());
        }
        let state = &self.dirs.state;
        fs::create_dir_all(state).map_err(|e| io_error(state, e))?;
        let pid = std::process::id();
        for n in 0u32.. {
            let id = if n == 0 {
                pid.to_string()
            } else {
                format!("{pid}-{n}")
            };
            if self.dirs.autosave_file(&id).exists() {
                continue; // an orphan of an earlier process with this id, or a live one
            }
            let lock_path = self.dirs.autosave_lock_file(&id);
            let (mut lock, state) = open_lock(&lock_path).map_err(|e| io_error(&lock_path, e))?;
            let held = match state {
                LockState::Held => true,
                LockState::Busy => continue,
                // No locks on this file system: the process id in the file must do.
                LockState::Unsupported => false,
            };
            if self.dirs.autosave_file(&id).exists() {
                continue;
            }
            write_pid(&mut lock).map_err(|e| io_error(&lock_path, e))?;
            self.own = Some(Own {
                id: id.clone(),
                lock: held.then_some(lock),
            });
            return Ok(id);
        }
        Err(io_error(state, io::Error::other("no free autosave name")))
    }

    /// The file the session was opened from or last saved to, recorded (made absolute)
    /// beside the autosave so that a recovery, wherever it starts, knows where the session
    /// belongs.
    pub fn set_source(&mut self, source: Option<PathBuf>) {
        self.source = source.map(|p| std::path::absolute(&p).unwrap_or(p));
    }

    /// Where this workbench's autosave goes, once [`Autosave::start`] has named it.
    pub fn path(&self) -> Option<PathBuf> {
        self.own.as_ref().map(|o| self.dirs.autosave_file(&o.id))
    }

    /// Writes the session (atomically), starting the autosave first if needed.
    pub fn save(&mut self, session: &Session) -> Result<(), SessionError> {
        self.keep_lock()?;
        let id = self.own_id()?;
        let source_file = self.dirs.autosave_source_file(&id);
        let source = self
            .source
            .as_ref()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        save_atomic(&source_file, &source).map_err(|e| io_error(&source_file, e))?;
        let path = self.dirs.autosave_file(&id);
        save_atomic(&path, &session.to_toml()).map_err(|e| io_error(&path, e))
    }

    /// Takes this workbench's lock again when its file is gone or another file stands in its
    /// place (lock files deleted as stale, the state directory removed and made again): a
    /// lock held on a file no longer there guards nothing, and another workbench would take
    /// this live one's autosave for a crashed one's. Where another workbench has meanwhile
    /// claimed the name, this one takes a new name at its next save.
    fn keep_lock(&mut self) -> Result<(), SessionError> {
        let Some(own) = &mut self.own else {
            return Ok(());
        };
        let path = self.dirs.autosave_lock_file(&own.id);
        if lock_in_place(own.lock.as_ref(), &path) {
            return Ok(());
        }
        let state = &self.dirs.state;
        fs::create_dir_all(state).map_err(|e| io_error(state, e))?;
        let (mut lock, state) = open_lock(&path).map_err(|e| io_error(&path, e))?;
        let held = match state {
            LockState::Held => true,
            LockState::Unsupported => false,
            LockState::Busy => {
                self.own = None;
                return Ok(());
            }
        };
        write_pid(&mut lock).map_err(|e| io_error(&path, e))?;
        own.lock = held.then_some(lock);
        Ok(())
    }

    /// Takes over a recovered orphan: its session (as read from it) becomes this
    /// workbench's autosave, with its source, and the orphan's files go.
    pub fn adopt(&mut self, orphan: Orphan, session: &Session) -> Result<(), SessionError> {
        self.source = orphan.source();
        self.save(session)?;
        orphan.remove();
        Ok(())
    }

    /// Records a clean exit: removes this workbench's autosave (and only it), so that the
    /// next start offers nothing of it. Call it after the last [`save`](Autosave::save).
    pub fn clean_exit(self) -> io::Result<()> {
        let Some(own) = self.own else {
            return Ok(());
        };
        let result = remove_files(&self.dirs, &own.id);
        drop(own);
        result
    }
}

/// Removes an autosave's files, the lock last (while the caller still holds it).
fn remove_files(dirs: &Dirs, id: &str) -> io::Result<()> {
    let mut result = Ok(());
    for path in [
        dirs.autosave_file(id),
        dirs.autosave_source_file(id),
        dirs.autosave_lock_file(id),
    ] {
        match fs::remove_file(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => result = Err(e),
        }
    }
    result
}

/// An autosave no live workbench owns, claimed by whoever holds this value.
#[derive(Debug)]
pub struct Orphan {
    dirs: Dirs,
    id: String,
    modified: Option<SystemTime>,
    /// Held while this value lives; `None` where the file system has no locks.
    _lock: Option<File>,
}

impl Orphan {
    /// Its name: the process id of the workbench that left it.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The autosaved session's file.
    pub fn path(&self) -> PathBuf {
        self.dirs.autosave_file(&self.id)
    }

    /// When it was last written.
    pub fn modified(&self) -> Option<SystemTime> {
        self.modified
    }

    /// The file the session was opened from or saved to, if it was recorded.
    pub fn source(&self) -> Option<PathBuf> {
        let text = fs::read_to_string(self.dirs.autosave_source_file(&self.id)).ok()?;
        let line = text.trim_end_matches(['\n', '\r']);
        (!line.is_empty()).then(|| PathBuf::from(line))
    }

    /// Reads the autosaved session.
    pub fn read(&self) -> Result<Session, SessionError> {
        let path = self.path();
        let text = fs::read_to_string(&path).map_err(|e| io_error(&path, e))?;
        Session::from_toml(&text)
    }

    /// Lets it go: its session is kept as [`Dirs::dismissed_autosave_file`] (replacing the
    /// one let go before) and it is offered no more.
    pub fn dismiss(self) -> io::Result<()> {
        fs::rename(self.path(), self.dirs.dismissed_autosave_file())?;
        self.remove();
        Ok(())
    }

    /// Removes its files.
    fn remove(self) {
        let _ = remove_files(&self.dirs, &self.id);
    }
}

/// The autosaves of workbenches that are no longer running, newest first, each claimed for
/// the caller (see the module documentation). None when the state directory cannot be read.
pub fn orphans(dirs: &Dirs) -> Vec<Orphan> {
    let Ok(entries) = fs::read_dir(&dirs.state) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(id) = name
            .to_str()
            .and_then(|n| n.strip_prefix("autosave-"))
            .and_then(|n| n.strip_suffix(".toml"))
            .filter(|id| is_id(id))
        else {
            continue;
        };
        if !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        if let Some(orphan) = claim(dirs, id) {
            found.push(orphan);
        }
    }
    found.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.id.cmp(&b.id)));
    found
}

/// An autosave's name: a process id, maybe with `-N`.
fn is_id(id: &str) -> bool {
    let (pid, n) = id.split_once('-').unwrap_or((id, "0"));
    [pid, n]
        .iter()
        .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// What trying an autosave's lock found.
enum LockState {
    /// Ours now.
    Held,
    /// A live workbench holds it.
    Busy,
    /// The file system has no locks.
    Unsupported,
}

/// Opens (creating, never truncating) the lock file at `path` and tries to lock it without
/// waiting.
fn open_lock(path: &Path) -> io::Result<(File, LockState)> {
    let lock = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    let state = match lock.try_lock() {
        Ok(()) => LockState::Held,
        Err(TryLockError::WouldBlock) => LockState::Busy,
        Err(TryLockError::Error(_)) => LockState::Unsupported,
    };
    Ok((lock, state))
}

/// The autosave `id` as an orphan, if no live workbench holds it (taking its lock).
fn claim(dirs: &Dirs, id: &str) -> Option<Orphan> {
    let (mut lock, state) = open_lock(&dirs.autosave_lock_file(id)).ok()?;
    let held = match state {
        LockState::Held => true,
        LockState::Busy => return None,
        LockState::Unsupported => {
            let mut text = String::new();
            let _ = lock.read_to_string(&mut text);
            if process_alive(text.trim()) {
                return None;
            }
            false
        }
    };
    // Removed (recovered, dismissed, or a clean exit) before the lock was ours.
    let meta = fs::metadata(dirs.autosave_file(id)).ok()?;
    Some(Orphan {
        dirs: dirs.clone(),
        id: id.to_string(),
        modified: meta.modified().ok(),
        _lock: held.then_some(lock),
    })
}

/// Whether the process `pid` runs, where locks are missing: `/proc/PID` on Linux; elsewhere
/// it cannot be told, and the autosave is taken as a live one's (never offered wrongly).
fn process_alive(pid: &str) -> bool {
    if pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return true;
    }
    proc.join(pid).exists()
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
