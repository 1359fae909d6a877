//! Text from a file as feerie shows it on a terminal: in error messages and in the command
//! line's text output. A problem file is anybody's text; what it says must not drive the
//! terminal (an author `ESC[2J` would clear the screen, `ESC]0;…BEL` retitle the window) nor
//! bury a message under a 10 MB word.
//!
//! [`escape`] writes control characters visibly:
//! * ESC (U+001B) as `\e`;
//! * the other C0 controls, and DEL, as `\xNN` (`\x07` for BEL, `\x0d` for a carriage
//!   return, `\x0a` for a line feed where lines are not kept);
//! * the C1 controls (U+0080 to U+009F, which some terminals take as ESC sequences) and the
//!   bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069, which reorder
//!   what is shown) as `\u{NNNN}`;
//! * a line feed is kept where a text of several lines is printed as lines
//!   ([`Lines::Keep`]: a solution, a list); a tab is kept (it moves the cursor, nothing more);
//! * a backslash is written as it is: the output is for reading, not for reading back.
//!
//! [`message`] also shortens every word (a run without spaces) longer than [`WORD_CHARS`]
//! characters to its first [`WORD_CHARS`] and `…`: an error echoes at most that much of a bad
//! token. Paths are not words of a message: callers prefix them after.
//!
//! The workbench draws through ratatui, which writes no control character at all.

use std::borrow::Cow;

/// The most characters of one word an error message echoes.
pub const WORD_CHARS: usize = 40;

/// Whether line feeds are kept.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lines {
    /// A text of several lines, printed as lines.
    Keep,
    /// One line: a line feed is escaped too.
    Escape,
}

/// Whether `c` is written escaped (see the module documentation).
fn escaped(c: char, lines: Lines) -> bool {
    match c {
        '\t' => false,
        '\n' => lines == Lines::Escape,
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => true,
        c => c.is_control(),
    }
}

/// `text` with its control characters written visibly (see the module documentation);
/// borrowed when there is none.
pub fn escape(text: &str, lines: Lines) -> Cow<'_, str> {
    if !text.chars().any(|c| escaped(c, lines)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            c if !escaped(c, lines) => out.push(c),
            '\u{1b}' => out.push_str("\\e"),
            c if u32::from(c) < 0x80 => out.push_str(&format!("\\x{:02x}", u32::from(c))),
            c => out.push_str(&format!("\\u{{{:04x}}}", u32::from(c))),
        }
    }
    Cow::Owned(out)
}

/// A word as an error echoes it: escaped, and at most [`WORD_CHARS`] characters then `…`.
pub fn token(word: &str) -> String {
    escape(&shorten(word), Lines::Escape).into_owned()
}

/// The closing marks kept after a shortened word (`'…'`, `(…)`, `…:`).
const CLOSERS: &[char] = &['\'', '"', '`', ')', ']', '}', ',', ';', ':', '.'];

fn shorten(word: &str) -> Cow<'_, str> {
    let Some((cut, _)) = word.char_indices().nth(WORD_CHARS) else {
        return Cow::Borrowed(word);
    };
    // Keep the marks that close the word, as the message quotes it: `'abc…'`.
    let body = word.trim_end_matches(CLOSERS);
    let closers = &word[body.len()..];
    let closers = if closers.chars().count() <= 3 && body.len() > cut {
        closers
    } else {
        ""
    };
    Cow::Owned(format!("{}…{closers}", &word[..cut]))
}

/// An error message about a file's text for a terminal: every word longer than
/// [`WORD_CHARS`] characters shortened, control characters escaped (line feeds kept: a
/// message may list one item a line).
pub fn message(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(&shorten(word));
        word.clear();
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    escape(&out, Lines::Keep).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_written_visibly() {
        assert_eq!(escape("plain text", Lines::Keep), "plain text");
        assert!(matches!(escape("Müller", Lines::Keep), Cow::Borrowed(_)));
        assert_eq!(
            escape("Evil\u{1b}[2J\u{7}x\u{0}\u{7f}", Lines::Keep),
            "Evil\\e[2J\\x07x\\x00\\x7f"
        );
        assert_eq!(escape("a\nb\tc\rd", Lines::Keep), "a\nb\tc\\x0dd");
        assert_eq!(escape("a\nb", Lines::Escape), "a\\x0ab");
        assert_eq!(
            escape("\u{9b}2J \u{202e}abc", Lines::Keep),
            "\\u{009b}2J \\u{202e}abc"
        );
    }

    #[test]
    fn long_words_are_shortened() {
        let long = "x".repeat(10_000);
        let m = message(&format!("line 2: found '{long}' here"));
        assert_eq!(m, format!("line 2: found '{}…' here", "x".repeat(39)));
        assert!(m.chars().count() < 80, "{m}");
        // Exactly the limit is kept whole.
        let word = "y".repeat(WORD_CHARS);
        assert_eq!(message(&word), word);
        assert_eq!(token(&"z".repeat(41)), format!("{}…", "z".repeat(40)));
        assert_eq!(token("a\u{1b}b"), "a\\eb");
        // Cut inside a multi-byte character's word: counted in characters.
        let ü = "ü".repeat(50);
        assert_eq!(token(&ü), format!("{}…", "ü".repeat(40)));
        assert_eq!(message("one\ntwo"), "one\ntwo");
    }
}
