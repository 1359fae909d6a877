//! What the terminal can show: UTF-8 or ASCII only, and how many colours. Read from the
//! environment a plain SSH session carries (the locale, `TERM`, `COLORTERM`, `NO_COLOR`) and
//! forced by `--ascii` / `--unicode` and `--colours 256|16|none` (or `:ascii`, `:colours`).
//!
//! Under ASCII the screen is drawn as always, then every cell that is no ASCII character is
//! replaced ([`asciify`]): box lines by `+ - |`, marks by `> v . ~`, figurines by letters,
//! accented letters by their base letter, anything else by `?`. So no byte above 127 reaches
//! such a terminal, whatever a pane writes.

use ratatui::buffer::Buffer;

use super::theme::Colours;

/// The terminal's abilities.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Caps {
    /// Only ASCII may be written (a C/POSIX locale, `TERM=vt100`, `linux`, `dumb`).
    pub ascii: bool,
    pub colours: Colours,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            ascii: false,
            colours: Colours::Full,
        }
    }
}

/// Terminals that show no UTF-8 (or too few of its glyphs for box lines and figurines).
const ASCII_TERMS: [&str; 7] = ["vt100", "vt102", "vt220", "vt52", "linux", "dumb", "ansi"];
/// Terminals that show no colours.
const MONO_TERMS: [&str; 6] = ["vt100", "vt102", "vt220", "vt52", "dumb", "ansi-mono"];

impl Caps {
    /// The abilities the environment `var` describes.
    pub fn detect(var: impl Fn(&str) -> Option<String>) -> Caps {
        let set = |name: &str| var(name).filter(|v| !v.is_empty());
        // The locale's character set: LC_ALL, else LC_CTYPE, else LANG (POSIX's order); none
        // set is the C locale.
        let locale = set("LC_ALL")
            .or_else(|| set("LC_CTYPE"))
            .or_else(|| set("LANG"))
            .unwrap_or_else(|| "C".into())
            .to_ascii_lowercase();
        let utf8 = locale.contains("utf-8") || locale.contains("utf8");
        let term = set("TERM").unwrap_or_default().to_ascii_lowercase();
        let base = term.split('-').next().unwrap_or("").to_string();
        let ascii = !utf8 || ASCII_TERMS.contains(&term.as_str());
        let colorterm = set("COLORTERM").unwrap_or_default().to_ascii_lowercase();
        let colours = if set("NO_COLOR").is_some()
            || term.is_empty()
            || MONO_TERMS.contains(&term.as_str())
        {
            Colours::None
        } else if colorterm == "truecolor"
            || colorterm == "24bit"
            || term.contains("256color")
            || term.contains("direct")
        {
            Colours::Full
        } else if base == "vt100" || term.ends_with("-m") || term.ends_with("-mono") {
            Colours::None
        } else {
            Colours::Ansi16
        };
        Caps { ascii, colours }
    }

    /// The abilities of the terminal this process runs in.
    pub fn from_env() -> Caps {
        Caps::detect(|name| std::env::var(name).ok())
    }
}

/// The ASCII a character is shown as on a terminal without UTF-8 (`knight`: the board's
/// knight letter, for the knight's figurine).
pub fn ascii_of(c: char, knight: char) -> char {
    if c.is_ascii() {
        return c;
    }
    match c {
        // Box lines: horizontal, vertical, and the rest (corners, tees, crosses).
        '─' | '━' | '═' | '╌' | '╍' | '┄' | '┅' | '╴' | '╶' | '╸' | '╺' => {
            '-'
        }
        '│' | '┃' | '║' | '╎' | '╏' | '┆' | '┇' | '╵' | '╷' | '╹' | '╻' => {
            '|'
        }
        '\u{2500}'..='\u{257f}' => '+',
        '▶' | '▸' | '►' | '→' | '⟶' | '»' => '>',
        '◀' | '◂' | '←' | '«' => '<',
        '▾' | '▼' | '↓' => 'v',
        '▴' | '▲' | '↑' => '^',
        '·' | '•' | '∙' => '.',
        '…' => '~',
        '✓' | '✔' => '+',
        '✗' | '✘' | '×' => 'x',
        '░' | '▒' | '▓' => ':',
        '█' => '#',
        '\u{a0}' | '\u{2002}'..='\u{200b}' => ' ',
        '–' | '—' | '−' => '-',
        '‘' | '’' | '′' => '\'',
        '“' | '”' | '″' => '"',
        '♔' => 'K',
        '♕' => 'Q',
        '♖' => 'R',
        '♗' => 'B',
        '♘' => knight,
        '♙' => 'P',
        '♚' => 'k',
        '♛' => 'q',
        '♜' => 'r',
        '♝' => 'b',
        '♞' => knight.to_ascii_lowercase(),
        '♟' => 'p',
        'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => 'a',
        'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'A',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'È' | 'É' | 'Ê' | 'Ë' => 'E',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'Ì' | 'Í' | 'Î' | 'Ï' => 'I',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'ø' => 'o',
        'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' | 'Ø' => 'O',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'Ù' | 'Ú' | 'Û' | 'Ü' => 'U',
        'ç' | 'č' | 'ć' => 'c',
        'Ç' | 'Č' | 'Ć' => 'C',
        'ñ' | 'ň' => 'n',
        'š' | 'ś' | 'ß' => 's',
        'Š' | 'Ś' => 'S',
        'ž' | 'ź' | 'ż' => 'z',
        'Ž' | 'Ź' | 'Ż' => 'Z',
        'ý' | 'ÿ' => 'y',
        'ř' => 'r',
        'ě' => 'e',
        'ů' => 'u',
        _ => '?',
    }
}

/// Replaces every cell that is no ASCII character by its ASCII stand-in.
pub fn asciify(buf: &mut Buffer, knight: char) {
    for cell in buf.content.iter_mut() {
        let symbol = cell.symbol();
        if symbol.is_ascii() {
            continue;
        }
        // A wide character's second cell holds nothing: a space keeps the columns.
        let text: String = match symbol.chars().next() {
            Some(c) => ascii_of(c, knight).to_string(),
            None => " ".to_string(),
        };
        cell.set_symbol(&text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_locale_and_term_decide_ascii_and_colours() {
        let modern = Caps::detect(env(&[("LANG", "en_GB.UTF-8"), ("TERM", "xterm-256color")]));
        assert_eq!(
            modern,
            Caps {
                ascii: false,
                colours: Colours::Full
            }
        );
        let c = Caps::detect(env(&[
            ("LC_ALL", "C"),
            ("LANG", "en_GB.UTF-8"),
            ("TERM", "xterm-256color"),
        ]));
        assert!(c.ascii, "LC_ALL wins over LANG");
        let lang_c = Caps::detect(env(&[("LANG", "C"), ("TERM", "xterm")]));
        assert_eq!(
            lang_c,
            Caps {
                ascii: true,
                colours: Colours::Ansi16
            }
        );
        let vt100 = Caps::detect(env(&[("LANG", "en_US.UTF-8"), ("TERM", "vt100")]));
        assert_eq!(
            vt100,
            Caps {
                ascii: true,
                colours: Colours::None
            }
        );
        let linux = Caps::detect(env(&[("LANG", "en_US.UTF-8"), ("TERM", "linux")]));
        assert_eq!(
            linux,
            Caps {
                ascii: true,
                colours: Colours::Ansi16
            }
        );
        let truecolor = Caps::detect(env(&[
            ("LANG", "de_DE.utf8"),
            ("TERM", "xterm"),
            ("COLORTERM", "truecolor"),
        ]));
        assert_eq!(
            truecolor,
            Caps {
                ascii: false,
                colours: Colours::Full
            }
        );
        let none = Caps::detect(env(&[]));
        assert_eq!(
            none,
            Caps {
                ascii: true,
                colours: Colours::None
            }
        );
        let no_color = Caps::detect(env(&[
            ("LANG", "C.UTF-8"),
            ("TERM", "xterm-256color"),
            ("NO_COLOR", "1"),
        ]));
        assert_eq!(no_color.colours, Colours::None);
    }

    #[test]
    fn every_mark_has_an_ascii_stand_in() {
        for (c, a) in [
            ('┏', '+'),
            ('━', '-'),
            ('┃', '|'),
            ('║', '|'),
            ('▶', '>'),
            ('▾', 'v'),
            ('·', '.'),
            ('…', '~'),
            ('♘', 'N'),
            ('♞', 'n'),
            ('é', 'e'),
            ('░', ':'),
            ('✓', '+'),
            ('✗', 'x'),
        ] {
            assert_eq!(ascii_of(c, 'N'), a, "{c}");
        }
        assert_eq!(ascii_of('♘', 'S'), 'S');
        assert_eq!(ascii_of('漢', 'N'), '?');
    }
}
