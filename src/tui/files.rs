//! The workbench's files: opening and saving sessions, and the samples. Every read and write
//! of the workbench goes through here, so that the format behind it can change in one place.
//!
//! Reading takes Popeye input and FEN (through `session::open`). Writing is Popeye input,
//! atomically: a temporary file beside the target, flushed to disk, then renamed over it.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::app::Entry;
use crate::notation::popeye::write_popeye_all;
use crate::session::open::open_problems;

/// The problems of a file.
pub fn load(path: &Path) -> Result<Vec<Entry>, String> {
    let problems = open_problems(path).map_err(|e| e.to_string())?;
    Ok(problems.into_iter().map(Entry::new).collect())
}

/// Writes the session to `path`.
pub fn save(path: &Path, entries: &[Entry]) -> Result<(), String> {
    let problems: Vec<_> = entries.iter().map(|e| e.problem.clone()).collect();
    let text = write_popeye_all(&problems);
    write_atomically(path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes a temporary file beside `path`, syncs it and renames it over `path`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "session".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The sample files: `samples/` of the working directory, or of the source tree.
pub fn samples() -> Vec<PathBuf> {
    let mut dirs = vec![PathBuf::from("samples")];
    dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("samples"));
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
