//! Text encodings of the files feerie reads and writes. Every path that reads a problem file
//! (and the workbench's themes and key map) goes through [`decode`]: UTF-8, UTF-8 with a byte
//! order mark, and Latin-1 (ISO-8859-1, common in old Popeye files) are read without asking —
//! valid UTF-8 is UTF-8, anything else Latin-1 — and UTF-16 and UTF-32 are refused with a
//! message naming the encoding (found by their byte order mark or, for UTF-16 without one, by
//! the NUL bytes beside each ASCII character). Files are written in UTF-8; Popeye input may be
//! written in Latin-1 on request ([`encode`]), and a character Latin-1 lacks is an error that
//! names it and its place.

use std::fmt;
use std::path::Path;

/// An encoding feerie reads or writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Encoding {
    Utf8,
    /// UTF-8 starting with the byte order mark EF BB BF (read only: feerie writes no mark).
    Utf8Bom,
    /// ISO-8859-1: each byte is the character of that code point.
    Latin1,
}

impl Encoding {
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Utf8Bom => "UTF-8 with a byte order mark",
            Encoding::Latin1 => "Latin-1",
        }
    }
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why bytes could not be read as text.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DecodeError {
    /// An encoding feerie does not read: `UTF-16 LE`, `UTF-16 BE`, `UTF-32 LE`, `UTF-32 BE`.
    #[error(
        "the file is encoded in {0}, which feerie does not read: save it as UTF-8 (or Latin-1)"
    )]
    Unsupported(&'static str),
    /// A NUL byte where no text has one.
    #[error("line {line}, column {column}: a NUL byte (0x00): this is not a text file")]
    Nul { line: usize, column: usize },
}

/// A character that cannot be written in the encoding asked for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EncodeError {
    pub ch: char,
    pub line: usize,
    pub column: usize,
    pub encoding: Encoding,
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: '{}' (U+{:04X}) cannot be written in {}",
            self.line,
            self.column,
            self.ch,
            u32::from(self.ch),
            self.encoding
        )
    }
}

impl std::error::Error for EncodeError {}

const BOMS: [(&[u8], Option<&str>); 5] = [
    // UTF-32's marks first: UTF-16 LE's is the start of UTF-32 LE's.
    (&[0x00, 0x00, 0xFE, 0xFF], Some("UTF-32 BE")),
    (&[0xFF, 0xFE, 0x00, 0x00], Some("UTF-32 LE")),
    (&[0xFF, 0xFE], Some("UTF-16 LE")),
    (&[0xFE, 0xFF], Some("UTF-16 BE")),
    (&[0xEF, 0xBB, 0xBF], None),
];

/// UTF-16 without a byte order mark: NUL bytes in at least a quarter of the code units of the
/// start of the file, nearly all of them on one side of each unit (the high byte of ASCII
/// characters).
fn utf16_without_mark(bytes: &[u8]) -> Option<&'static str> {
    let sample = &bytes[..bytes.len().min(4096)];
    let units = sample.len() / 2;
    if units == 0 {
        return None;
    }
    let (mut even, mut odd) = (0usize, 0usize);
    for (i, b) in sample.iter().enumerate() {
        if *b == 0 {
            if i % 2 == 0 {
                even += 1;
            } else {
                odd += 1;
            }
        }
    }
    if odd * 4 >= units && even * 10 <= odd {
        Some("UTF-16 LE")
    } else if even * 4 >= units && odd * 10 <= even {
        Some("UTF-16 BE")
    } else {
        None
    }
}

/// 1-based line and column (in characters) of a byte offset of a Latin-1 or UTF-8 text.
fn place(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = &bytes[..offset.min(bytes.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    // Count characters, not bytes, where the line is UTF-8 (continuation bytes do not count).
    let line_bytes = &before[start..];
    let column = match std::str::from_utf8(line_bytes) {
        Ok(s) => s.chars().count(),
        Err(_) => line_bytes.len(),
    };
    (line, column + 1)
}

/// Reads bytes as text, finding the encoding (see the module documentation).
pub fn decode(bytes: &[u8]) -> Result<(String, Encoding), DecodeError> {
    for (mark, refused) in BOMS {
        if bytes.starts_with(mark) {
            match refused {
                Some(name) => return Err(DecodeError::Unsupported(name)),
                None => {
                    let rest = &bytes[mark.len()..];
                    return match std::str::from_utf8(rest) {
                        Ok(s) => {
                            check_nul(s.as_bytes()).map(|()| (s.to_string(), Encoding::Utf8Bom))
                        }
                        // A mark that lies: the rest is Latin-1 after all.
                        Err(_) => decode_plain(rest),
                    };
                }
            }
        }
    }
    decode_plain(bytes)
}

fn decode_plain(bytes: &[u8]) -> Result<(String, Encoding), DecodeError> {
    if let Some(name) = utf16_without_mark(bytes) {
        return Err(DecodeError::Unsupported(name));
    }
    check_nul(bytes)?;
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok((s.to_string(), Encoding::Utf8)),
        Err(_) => Ok((
            bytes.iter().map(|b| char::from(*b)).collect(),
            Encoding::Latin1,
        )),
    }
}

fn check_nul(bytes: &[u8]) -> Result<(), DecodeError> {
    match bytes.iter().position(|b| *b == 0) {
        Some(i) => {
            let (line, column) = place(bytes, i);
            Err(DecodeError::Nul { line, column })
        }
        None => Ok(()),
    }
}

/// Writes text in `encoding` (UTF-8 without a byte order mark for both UTF-8 encodings).
pub fn encode(text: &str, encoding: Encoding) -> Result<Vec<u8>, EncodeError> {
    match encoding {
        Encoding::Utf8 | Encoding::Utf8Bom => Ok(text.as_bytes().to_vec()),
        Encoding::Latin1 => {
            let mut out = Vec::with_capacity(text.len());
            let (mut line, mut column) = (1, 1);
            for ch in text.chars() {
                match u8::try_from(u32::from(ch)) {
                    Ok(b) => out.push(b),
                    Err(_) => {
                        return Err(EncodeError {
                            ch,
                            line,
                            column,
                            encoding,
                        })
                    }
                }
                if ch == '\n' {
                    line += 1;
                    column = 1;
                } else {
                    column += 1;
                }
            }
            Ok(out)
        }
    }
}

/// The largest file feerie reads (16 MiB): a problem file is a few kilobytes, the largest
/// collections a few megabytes. A larger file is refused before it is read, so that a wrong
/// file name (a disk image, a log) cannot fill the memory.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why a file could not be read as text.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{}: {source}", path.display())]
    Io {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", path.display())]
    Decode {
        path: std::path::PathBuf,
        source: DecodeError,
    },
    /// Not a file feerie reads: a directory, a device, a pipe, or a file over
    /// [`MAX_FILE_BYTES`]. Nothing of it was read.
    #[error("{}: {reason}", path.display())]
    Refused {
        path: std::path::PathBuf,
        reason: String,
    },
}

/// Refuses what is not a regular file of at most [`MAX_FILE_BYTES`].
fn check_readable(metadata: &std::fs::Metadata) -> Result<(), String> {
    if !metadata.is_file() {
        let kind = super::save::file_kind(metadata);
        return Err(format!("{kind}, not a file of problems: not read"));
    }
    if metadata.len() > MAX_FILE_BYTES {
        return Err(too_large(metadata.len()));
    }
    Ok(())
}

fn too_large(len: u64) -> String {
    format!(
        "{:.1} MiB is more than feerie reads ({} MiB at most): not read",
        len as f64 / (1024.0 * 1024.0),
        MAX_FILE_BYTES / (1024 * 1024)
    )
}

/// The bytes of a regular file of at most [`MAX_FILE_BYTES`]; anything else (a directory, a
/// device such as `/dev/zero`, a FIFO, a larger file) is refused before a byte is read. Every
/// file feerie reads as text (problem files, sessions, themes, the key map) comes through here.
///
/// The kind is looked at before the file is opened (opening a FIFO would wait for a writer),
/// and again on the opened file; the read stops one byte past the limit, so that a file that
/// grows meanwhile is refused too.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    let io = |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let refused = |reason| ReadError::Refused {
        path: path.to_path_buf(),
        reason,
    };
    check_readable(&std::fs::metadata(path).map_err(io)?).map_err(refused)?;
    let file = std::fs::File::open(path).map_err(io)?;
    let metadata = file.metadata().map_err(io)?;
    check_readable(&metadata).map_err(refused)?;
    let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).unwrap_or(0));
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(refused(too_large(bytes.len() as u64)));
    }
    Ok(bytes)
}

/// Reads a file as text in whichever encoding [`decode`] finds ([`read_bytes`] says which
/// files are read at all).
pub fn read_text(path: &Path) -> Result<(String, Encoding), ReadError> {
    let bytes = read_bytes(path)?;
    decode(&bytes).map_err(|source| ReadError::Decode {
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_latin1_and_the_mark_are_read() {
        assert_eq!(
            decode("Müller".as_bytes()).unwrap(),
            ("Müller".to_string(), Encoding::Utf8)
        );
        assert_eq!(
            decode(b"M\xfcller").unwrap(),
            ("Müller".to_string(), Encoding::Latin1)
        );
        assert_eq!(
            decode(b"\xef\xbb\xbfbegin").unwrap(),
            ("begin".to_string(), Encoding::Utf8Bom)
        );
        assert_eq!(decode(b"").unwrap(), (String::new(), Encoding::Utf8));
        // Every byte is a Latin-1 character, and comes back.
        let all: Vec<u8> = (1..=255).collect();
        let (text, enc) = decode(&all).unwrap();
        assert_eq!(enc, Encoding::Latin1);
        assert_eq!(encode(&text, Encoding::Latin1).unwrap(), all);
    }

    #[test]
    fn utf16_and_utf32_are_named() {
        let utf16le: Vec<u8> = "begin\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let utf16be: Vec<u8> = "begin\n"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        let mut marked = vec![0xFF, 0xFE];
        marked.extend(&utf16le);
        for (bytes, name) in [
            (marked, "UTF-16 LE"),
            (utf16le, "UTF-16 LE"),
            (utf16be.clone(), "UTF-16 BE"),
            ([vec![0xFE, 0xFF], utf16be].concat(), "UTF-16 BE"),
            (vec![0xFF, 0xFE, 0, 0, b'b', 0, 0, 0], "UTF-32 LE"),
            (vec![0, 0, 0xFE, 0xFF, 0, 0, 0, b'b'], "UTF-32 BE"),
        ] {
            let e = decode(&bytes).unwrap_err();
            assert_eq!(e, DecodeError::Unsupported(name));
            assert!(e.to_string().contains(name), "{e}");
        }
    }

    #[test]
    fn a_nul_byte_is_placed() {
        let e = decode(b"begin\nab\0c\nend\n").unwrap_err();
        assert_eq!(e, DecodeError::Nul { line: 2, column: 3 });
    }

    #[test]
    fn latin1_names_what_it_cannot_write() {
        assert_eq!(encode("Müller", Encoding::Latin1).unwrap(), b"M\xfcller");
        let e = encode("a\nb – c", Encoding::Latin1).unwrap_err();
        assert_eq!((e.ch, e.line, e.column), ('–', 2, 3));
        assert_eq!(
            e.to_string(),
            "line 2, column 3: '–' (U+2013) cannot be written in Latin-1"
        );
    }
}
