//! Atomic saving: the new contents go to a temporary file beside the target, which is synced
//! and then renamed over the target, and the directory is synced. A reader (or a crash) sees
//! the old file or the new one, never a mixture; when anything fails, the old file is left as
//! it was and the temporary file is removed.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::format::{Session, SessionError};

/// Writes `contents` to `path` atomically (see the module documentation). A symbolic link at
/// `path` is followed: the file it points to is replaced and the link kept. An existing file's
/// permissions are kept.
pub fn save_atomic(path: &Path, contents: &str) -> io::Result<()> {
    let target = resolve_link(path)?;
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{}: not a file name", path.display()),
        )
    })?;
    let (tmp_path, mut file) = create_temp(&dir, &name.to_string_lossy())?;
    let result = (|| {
        file.write_all(contents.as_bytes())?;
        if let Ok(meta) = fs::metadata(&target) {
            file.set_permissions(meta.permissions())?;
        }
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp_path, &target)
    })();
    if let Err(e) = result {
        let _ = fs::remove_file(&tmp_path);
        return Err(e);
    }
    sync_dir(&dir)
}

/// Saves a session file atomically.
pub fn save_session(path: &Path, session: &Session) -> Result<(), SessionError> {
    save_atomic(path, &session.to_toml()).map_err(|source| SessionError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// The file a path names, through symbolic links.
fn resolve_link(path: &Path) -> io::Result<PathBuf> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => match fs::canonicalize(path) {
            Ok(p) => Ok(p),
            // A dangling link: write where it points.
            Err(_) => {
                let link = fs::read_link(path)?;
                Ok(match path.parent() {
                    Some(parent) if link.is_relative() => parent.join(link),
                    _ => link,
                })
            }
        },
        _ => Ok(path.to_path_buf()),
    }
}

/// A new file `.NAME.PID.N.tmp` in `dir`, created exclusively.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let pid = std::process::id();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.{pid}.{n}.tmp"));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Makes the rename durable. Where directories cannot be opened or synced (not Unix), this is
/// skipped.
fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("feerie-save-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn writes_and_replaces_leaving_no_temporary_file() {
        let d = temp_dir("replace");
        let f = d.join("a.toml");
        save_atomic(&f, "one").unwrap();
        save_atomic(&f, "two").unwrap();
        assert_eq!(fs::read_to_string(&f).unwrap(), "two");
        assert_eq!(fs::read_dir(&d).unwrap().count(), 1);
        fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn a_missing_directory_is_an_error() {
        let d = temp_dir("missing");
        assert!(save_atomic(&d.join("no/such/dir/a.toml"), "x").is_err());
        fs::remove_dir_all(&d).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_and_kept() {
        let d = temp_dir("link");
        let real = d.join("real.toml");
        fs::write(&real, "old").unwrap();
        let link = d.join("link.toml");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        save_atomic(&link, "new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        fs::remove_dir_all(&d).unwrap();
    }
}
