//! Saving without clobbering: the new contents never replace something that is not a regular
//! file, and reach the file in a way a crash cannot damage.
//!
//! - **What is replaced.** A symbolic link is followed to the file it names (the link stays a
//!   link; a dangling link creates the file it points to). Whatever is not a regular file (a
//!   FIFO, a device such as `/dev/full`, a socket, a directory) is refused with an error
//!   naming what it is, and left as it was.
//! - **How (one link).** The new contents go to a temporary file beside the target, which gets
//!   the old file's permissions (and owner and group, where the process may set them), is
//!   synced, and is renamed over the target; then the directory is synced. A reader, or a
//!   crash, sees the old file or the new one, never a mixture; when anything fails the old file
//!   is left as it was and the temporary file is removed.
//! - **How (several hard links).** A rename would give the target a new inode and cut it off
//!   from its other names, which would keep the old contents. So a file with more than one
//!   link is written in place, after a verified copy: the new contents are written to the
//!   temporary file beside it, synced and read back, and only then is the file itself
//!   overwritten (and synced). The inode, its links, owner and permissions stay. This is not
//!   atomic for a reader, but it is crash-safe: until the file holds the new contents whole,
//!   the temporary copy does, and if the write in place fails the copy is kept and the error
//!   names it.
//!
//! [`Stamp`] records what a file looked like when it was read or written, so that the
//! workbench can tell whether another program (or another feerie) changed it since.

use std::fs::{self, File, Metadata, OpenOptions};
use std::hash::{DefaultHasher, Hasher};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use super::format::{Session, SessionError};

/// Writes `contents` to `path` without clobbering (see the module documentation).
pub fn save_atomic(path: &Path, contents: &str) -> io::Result<()> {
    save_stamped(path, contents).map(|_| ())
}

/// [`save_atomic`], returning the stamp of the file written.
pub fn save_stamped(path: &Path, contents: &str) -> io::Result<Stamp> {
    let target = resolve_link(path)?;
    let existing = match fs::metadata(&target) {
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    if let Some(meta) = &existing {
        if !meta.is_file() {
            return Err(not_regular(meta));
        }
    }
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
    let name = name.to_string_lossy();
    match &existing {
        Some(meta) if links(meta) > 1 => write_in_place(&target, &dir, &name, contents)?,
        _ => replace(&target, &dir, &name, contents, existing.as_ref())?,
    }
    let meta = fs::metadata(&target)?;
    Ok(Stamp::new(&meta, Some(hash_bytes(contents.as_bytes()))))
}

/// The rename: a temporary file with the old file's mode (and owner), synced, renamed over.
fn replace(
    target: &Path,
    dir: &Path,
    name: &str,
    contents: &str,
    existing: Option<&Metadata>,
) -> io::Result<()> {
    let (tmp_path, mut file) = create_temp(dir, name)?;
    let result = (|| {
        file.write_all(contents.as_bytes())?;
        if let Some(meta) = existing {
            keep_owner(&file, meta);
            file.set_permissions(meta.permissions())?;
        }
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp_path, target)
    })();
    if let Err(e) = result {
        let _ = fs::remove_file(&tmp_path);
        return Err(e);
    }
    sync_dir(dir)
}

/// Writing over a file in place, after a verified copy of the new contents beside it.
fn write_in_place(target: &Path, dir: &Path, name: &str, contents: &str) -> io::Result<()> {
    let bytes = contents.as_bytes();
    let (tmp_path, mut copy) = create_temp(dir, name)?;
    let copied = (|| {
        copy.write_all(bytes)?;
        copy.sync_all()?;
        drop(copy);
        if fs::read(&tmp_path)? != bytes {
            return Err(io::Error::other(
                "the copy read back differs from what was written",
            ));
        }
        sync_dir(dir)
    })();
    if let Err(e) = copied {
        let _ = fs::remove_file(&tmp_path);
        return Err(e);
    }
    let written = (|| {
        let mut file = OpenOptions::new().write(true).open(target)?;
        file.write_all(bytes)?;
        file.set_len(bytes.len() as u64)?;
        file.sync_all()
    })();
    match written {
        Ok(()) => {
            let _ = fs::remove_file(&tmp_path);
            sync_dir(dir)
        }
        Err(e) => Err(io::Error::new(
            e.kind(),
            format!(
                "{e} (writing in place, to keep its hard links; the new contents are whole in {})",
                tmp_path.display()
            ),
        )),
    }
}

/// The number of hard links of a file (1 where the platform does not say).
fn links(meta: &Metadata) -> u64 {
    #[cfg(unix)]
    {
        std::os::unix::fs::MetadataExt::nlink(meta)
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        1
    }
}

/// Gives the new file the old one's owner and group where the process may (root may; anyone
/// may keep their own uid and pick one of their groups); quietly nothing otherwise.
fn keep_owner(file: &File, old: &Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Ok(new) = file.metadata() {
            if (new.uid(), new.gid()) != (old.uid(), old.gid()) {
                let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (file, old);
    }
}

/// The error for a path that is there but is no regular file.
fn not_regular(meta: &Metadata) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "not a regular file but {}: feerie replaces only regular files",
            file_kind(meta)
        ),
    )
}

/// What a file system object is, in words: "a directory", "a FIFO", …
pub fn file_kind(meta: &Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_file() {
        return "a regular file";
    }
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "something"
}

/// Saves a session file (see [`save_atomic`]).
pub fn save_session(path: &Path, session: &Session) -> Result<(), SessionError> {
    save_atomic(path, &session.to_toml()).map_err(|source| SessionError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// What a file looked like when it was read or written: its modification time, length and
/// identity (device and inode), and a hash of its contents. Another program's write changes
/// the time or the identity (a rename over it); the hash tells a file only touched, or
/// written back as it was, from one really changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    modified: Option<SystemTime>,
    len: u64,
    id: Option<(u64, u64)>,
    /// `None` for a file too long to hash ([`HASH_LIMIT`]).
    hash: Option<u64>,
}

/// Files longer than this are not hashed: any change of time or identity counts as a change.
pub const HASH_LIMIT: u64 = 64 << 20;

/// How a file on disk compares with what was known of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiskState {
    /// No file there, and none was known: saving creates it.
    Absent,
    /// The file as it was read or last written (or only touched since).
    Unchanged,
    /// A file there that nothing is known of (another name saved to, or a file created
    /// since).
    Unknown,
    /// Another program changed it since it was read or written.
    Changed,
    /// It was there, and is gone.
    Deleted,
    /// Something that is no regular file: saving refuses it. The words say what it is.
    NotRegular(&'static str),
}

impl Stamp {
    fn new(meta: &Metadata, hash: Option<u64>) -> Stamp {
        Stamp {
            modified: meta.modified().ok(),
            len: meta.len(),
            id: identity(meta),
            hash,
        }
    }

    /// The stamp of the regular file at `path` (through links) now; `None` when there is no
    /// such file (or it is no regular file, which is never read here).
    pub fn of(path: &Path) -> io::Result<Option<Stamp>> {
        let meta = match fs::metadata(path) {
            Ok(m) => m,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        if !meta.is_file() {
            return Ok(None);
        }
        let hash = if meta.len() <= HASH_LIMIT {
            Some(hash_file(path)?)
        } else {
            None
        };
        Ok(Some(Stamp::new(&meta, hash)))
    }

    /// How the file at `path` compares with this stamp (`None`: nothing known of it).
    pub fn compare(known: Option<&Stamp>, path: &Path) -> io::Result<DiskState> {
        let meta = match fs::metadata(path) {
            Ok(m) => m,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Ok(match known {
                    Some(_) => DiskState::Deleted,
                    None => DiskState::Absent,
                })
            }
            Err(e) => return Err(e),
        };
        if !meta.is_file() {
            return Ok(DiskState::NotRegular(file_kind(&meta)));
        }
        let Some(known) = known else {
            return Ok(DiskState::Unknown);
        };
        let now = Stamp::new(&meta, None);
        if now.modified == known.modified && now.len == known.len && now.id == known.id {
            return Ok(DiskState::Unchanged);
        }
        // Touched, or rewritten with the same bytes: the contents decide.
        if now.len == known.len && known.hash.is_some() && known.hash == Some(hash_file(path)?) {
            return Ok(DiskState::Unchanged);
        }
        Ok(DiskState::Changed)
    }
}

/// Whether the file at `path` may not be written: its permissions say read-only (for
/// everyone: root writes anyway, but is asked as everyone else), or opening it for writing
/// is refused. Opening changes nothing; a path that is no regular file is not opened.
pub fn is_read_only(path: &Path) -> bool {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            meta.permissions().readonly()
                || matches!(
                    OpenOptions::new().write(true).open(path),
                    Err(e) if e.kind() == io::ErrorKind::PermissionDenied
                )
        }
        _ => false,
    }
}

/// Whether two paths name the same file (through links): the same device and inode where
/// the platform says, else the same canonical path.
pub fn same_file(a: &Path, b: &Path) -> bool {
    if a == b {
        return true;
    }
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(ma), Ok(mb)) => match (identity(&ma), identity(&mb)) {
            (Some(ia), Some(ib)) => ia == ib,
            _ => matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y),
        },
        _ => false,
    }
}

fn identity(meta: &Metadata) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((meta.dev(), meta.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        None
    }
}

fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    h.write(bytes);
    h.finish()
}

fn hash_file(path: &Path) -> io::Result<u64> {
    let mut bytes = Vec::new();
    File::open(path)?
        .take(HASH_LIMIT + 1)
        .read_to_end(&mut bytes)?;
    Ok(hash_bytes(&bytes))
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
    #[cfg(unix)]
    #[test]
    fn what_is_no_regular_file_is_refused_and_left_as_it_was() {
        use std::os::unix::fs::FileTypeExt;
        let d = temp_dir("special");
        // A directory.
        let sub = d.join("dir.toml");
        fs::create_dir(&sub).unwrap();
        let e = save_atomic(&sub, "x").unwrap_err();
        assert!(e.to_string().contains("a directory"), "{e}");
        assert!(sub.is_dir());
        // A socket, and a link to it.
        let sock = d.join("sock.toml");
        let _listener = std::os::unix::net::UnixListener::bind(&sock).unwrap();
        let e = save_atomic(&sock, "x").unwrap_err();
        assert!(e.to_string().contains("socket"), "{e}");
        let link = d.join("link.toml");
        std::os::unix::fs::symlink(&sock, &link).unwrap();
        assert!(save_atomic(&link, "x").is_err());
        assert!(fs::metadata(&sock).unwrap().file_type().is_socket());
        // A FIFO (made by mkfifo, where it is installed).
        let fifo = d.join("fifo.toml");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success());
        if made {
            let e = save_atomic(&fifo, "x").unwrap_err();
            assert!(e.to_string().contains("FIFO"), "{e}");
            assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
            assert_eq!(
                Stamp::compare(None, &fifo).unwrap(),
                DiskState::NotRegular("a FIFO (named pipe)")
            );
        }
        // Nothing was left behind.
        let names: Vec<_> = fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        assert!(names.is_empty(), "{names:?}");
        fs::remove_dir_all(&d).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn hard_links_and_permissions_are_kept() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let d = temp_dir("links");
        let a = d.join("a.toml");
        let b = d.join("b.toml");
        fs::write(&a, "old contents, longer than the new").unwrap();
        fs::hard_link(&a, &b).unwrap();
        fs::set_permissions(&a, fs::Permissions::from_mode(0o640)).unwrap();
        let inode = fs::metadata(&a).unwrap().ino();
        save_atomic(&a, "new").unwrap();
        let meta = fs::metadata(&a).unwrap();
        assert_eq!(meta.ino(), inode, "written in place");
        assert_eq!(meta.nlink(), 2);
        assert_eq!(meta.permissions().mode() & 0o777, 0o640);
        assert_eq!(
            fs::read_to_string(&b).unwrap(),
            "new",
            "the other name sees it"
        );
        assert_eq!(fs::read_dir(&d).unwrap().count(), 2, "no copy left");
        // One link: replaced by a rename, the mode kept.
        let c = d.join("c.toml");
        fs::write(&c, "old").unwrap();
        fs::set_permissions(&c, fs::Permissions::from_mode(0o604)).unwrap();
        save_atomic(&c, "new").unwrap();
        assert_eq!(
            fs::metadata(&c).unwrap().permissions().mode() & 0o777,
            0o604
        );
        fs::remove_dir_all(&d).unwrap();
    }

    #[test]
    fn stamps_tell_changed_files_from_touched_ones() {
        let d = temp_dir("stamp");
        let f = d.join("s.toml");
        assert_eq!(Stamp::compare(None, &f).unwrap(), DiskState::Absent);
        let stamp = save_stamped(&f, "one").unwrap();
        assert_eq!(Stamp::of(&f).unwrap().as_ref(), Some(&stamp));
        assert_eq!(
            Stamp::compare(Some(&stamp), &f).unwrap(),
            DiskState::Unchanged
        );
        assert_eq!(Stamp::compare(None, &f).unwrap(), DiskState::Unknown);
        // Written again with the same bytes (a new inode, a new time): unchanged.
        std::thread::sleep(std::time::Duration::from_millis(20));
        fs::remove_file(&f).unwrap();
        fs::write(&f, "one").unwrap();
        assert_eq!(
            Stamp::compare(Some(&stamp), &f).unwrap(),
            DiskState::Unchanged
        );
        // Another program's write.
        fs::write(&f, "two").unwrap();
        assert_eq!(
            Stamp::compare(Some(&stamp), &f).unwrap(),
            DiskState::Changed
        );
        fs::write(&f, "three").unwrap();
        assert_eq!(
            Stamp::compare(Some(&stamp), &f).unwrap(),
            DiskState::Changed
        );
        fs::remove_file(&f).unwrap();
        assert_eq!(
            Stamp::compare(Some(&stamp), &f).unwrap(),
            DiskState::Deleted
        );
        fs::remove_dir_all(&d).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn read_only_files_are_told() {
        use std::os::unix::fs::PermissionsExt;
        let d = temp_dir("readonly");
        let f = d.join("r.toml");
        fs::write(&f, "x").unwrap();
        assert!(!is_read_only(&f));
        fs::set_permissions(&f, fs::Permissions::from_mode(0o444)).unwrap();
        assert!(is_read_only(&f));
        assert!(!is_read_only(&d.join("none.toml")));
        fs::remove_dir_all(&d).unwrap();
    }
}
