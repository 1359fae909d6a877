//! Themes: the styles of every part of the screen, read from `themes/*.toml` (embedded in the
//! binary) or a file the user names.
//!
//! A theme file holds `key = "STYLE"` lines (a flat TOML table; `#` starts a comment). A style
//! is a list of words: `fg=COLOUR`, `bg=COLOUR`, `bold`, `dim`, `italic`, `underlined`,
//! `reversed`. Colours are ratatui's names (`red`, `lightblue`, `darkgray`, …), an index of
//! the 256-colour palette (`fg=137`) or `#rrggbb`. Keys a file leaves out keep the mono theme's
//! style. `dark_texture` is no style but the character that fills dark squares (the mono
//! theme shows square colours by texture).

use ratatui::style::{Color, Modifier, Style};

/// The embedded themes, by name.
pub const BUILTIN: [(&str, &str); 4] = [
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
    ("mono", include_str!("../../themes/mono.toml")),
];

#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    pub name: String,
    pub light_square: Style,
    pub dark_square: Style,
    /// Fills the empty part of dark squares (mono), or `None`.
    pub dark_texture: Option<char>,
    pub white_piece: Style,
    pub black_piece: Style,
    pub neutral_piece: Style,
    /// Added to the style of fairy pieces.
    pub fairy_piece: Style,
    /// The position's tokens (their key in files is the word their condition gives them,
    /// [`token_key`]).
    pub token: Style,
    /// Added to the cursor's square.
    pub cursor: Style,
    /// Added to the squares of the last move.
    pub last_move: Style,
    /// Added to the squares a chosen piece may move to.
    pub target: Style,
    /// Added to the from and to squares of the pieces a move transfers (a condition's marks).
    pub transfer: Style,
    /// Added to the from and to squares of a move's passive piece (a condition's marks).
    pub passive: Style,
    /// Added to the squares a condition's panel speaks of with the piece under the cursor
    /// (the pieces that lend it what it imitates).
    pub lender: Style,
    /// The ring of cells around the board that some conditions give it, where pieces leave.
    pub rim: Style,
    /// A piece shown on the rim after leaving the board.
    pub exit: Style,
    pub label: Style,
    pub text: Style,
    pub dim: Style,
    pub border: Style,
    pub border_focus: Style,
    pub title: Style,
    pub selection: Style,
    pub good: Style,
    pub warn: Style,
    pub bad: Style,
    pub status: Style,
    pub key: Style,
}

impl Theme {
    /// The mono theme: no colour at all.
    fn base() -> Theme {
        let plain = Style::default();
        Theme {
            name: "mono".into(),
            light_square: plain,
            dark_square: plain,
            dark_texture: None,
            white_piece: plain.add_modifier(Modifier::BOLD),
            black_piece: plain,
            neutral_piece: plain.add_modifier(Modifier::ITALIC),
            fairy_piece: plain,
            token: plain.add_modifier(Modifier::BOLD),
            cursor: plain.add_modifier(Modifier::REVERSED),
            last_move: plain.add_modifier(Modifier::UNDERLINED),
            target: plain.add_modifier(Modifier::UNDERLINED),
            transfer: plain.add_modifier(Modifier::UNDERLINED),
            passive: plain.add_modifier(Modifier::UNDERLINED),
            lender: plain.add_modifier(Modifier::ITALIC | Modifier::UNDERLINED),
            rim: plain.add_modifier(Modifier::DIM),
            exit: plain.add_modifier(Modifier::BOLD),
            label: plain,
            text: plain,
            dim: plain.add_modifier(Modifier::DIM),
            border: plain,
            border_focus: plain.add_modifier(Modifier::BOLD),
            title: plain.add_modifier(Modifier::BOLD),
            selection: plain.add_modifier(Modifier::REVERSED),
            good: plain.add_modifier(Modifier::BOLD),
            warn: plain.add_modifier(Modifier::BOLD),
            bad: plain.add_modifier(Modifier::BOLD),
            status: plain.add_modifier(Modifier::REVERSED),
            key: plain.add_modifier(Modifier::BOLD),
        }
    }

    /// Reads a theme file's text; errors name the line.
    pub fn parse(name: &str, text: &str) -> Result<Theme, String> {
        let mut t = Theme::base();
        t.name = name.to_string();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') || line.starts_with('[') {
                continue;
            }
            let err = |m: String| format!("theme {name}, line {}: {m}", n + 1);
            let (key, value) = line
                .split_once('=')
                .ok_or_else(|| err("expected key = \"value\"".into()))?;
            let key = key.trim();
            let value = value.trim();
            let value = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| err(format!("the value of {key} must be quoted")))?;
            if key == "dark_texture" {
                t.dark_texture = value.chars().next();
                continue;
            }
            if key == "name" {
                t.name = value.to_string();
                continue;
            }
            let style = parse_style(value).map_err(err)?;
            if key == token_key() {
                t.token = style;
                continue;
            }
            let slot = match key {
                "light_square" => &mut t.light_square,
                "dark_square" => &mut t.dark_square,
                "white_piece" => &mut t.white_piece,
                "black_piece" => &mut t.black_piece,
                "neutral_piece" => &mut t.neutral_piece,
                "fairy_piece" => &mut t.fairy_piece,
                "cursor" => &mut t.cursor,
                "last_move" => &mut t.last_move,
                "target" => &mut t.target,
                "transfer" => &mut t.transfer,
                "passive" => &mut t.passive,
                "lender" => &mut t.lender,
                "rim" => &mut t.rim,
                "exit" => &mut t.exit,
                "label" => &mut t.label,
                "text" => &mut t.text,
                "dim" => &mut t.dim,
                "border" => &mut t.border,
                "border_focus" => &mut t.border_focus,
                "title" => &mut t.title,
                "selection" => &mut t.selection,
                "good" => &mut t.good,
                "warn" => &mut t.warn,
                "bad" => &mut t.bad,
                "status" => &mut t.status,
                "key" => &mut t.key,
                _ => return Err(err(format!("unknown key {key}"))),
            };
            *slot = style;
        }
        Ok(t)
    }

    /// An embedded theme by name.
    pub fn builtin(name: &str) -> Option<Theme> {
        BUILTIN
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| Theme::parse(n, text).expect("embedded themes parse"))
    }

    /// The theme to start with: mono when `NO_COLOR` is set (to anything but ""), else dark.
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme::builtin(if no_color { "mono" } else { "dark" }).expect("builtin")
    }

    pub fn names() -> Vec<&'static str> {
        BUILTIN.iter().map(|(n, _)| *n).collect()
    }
}

/// How many colours the terminal shows: themes are written for the 256-colour palette and
/// brought down to what the terminal has ([`Theme::for_colours`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Colours {
    /// 256 colours or more (`TERM=*-256color`, `COLORTERM=truecolor`).
    Full,
    /// The 16 ANSI colours (`TERM=linux`, `xterm`, `screen`).
    Ansi16,
    /// None (`TERM=vt100`, `dumb`, `NO_COLOR`): the mono theme's reverse video and texture.
    None,
}

impl Colours {
    pub fn name(self) -> &'static str {
        match self {
            Colours::Full => "256",
            Colours::Ansi16 => "16",
            Colours::None => "none",
        }
    }

    pub fn from_name(name: &str) -> Option<Colours> {
        match name {
            "256" | "full" | "truecolor" => Some(Colours::Full),
            "16" | "ansi" => Some(Colours::Ansi16),
            "none" | "0" | "2" | "mono" => Some(Colours::None),
            _ => None,
        }
    }
}

/// The 16 ANSI colours as ratatui names them, with xterm's default values (the palette the
/// contrast of the themes is computed for).
pub const ANSI16: [(Color, (u8, u8, u8)); 16] = [
    (Color::Black, (0x00, 0x00, 0x00)),
    (Color::Red, (0xcd, 0x00, 0x00)),
    (Color::Green, (0x00, 0xcd, 0x00)),
    (Color::Yellow, (0xcd, 0xcd, 0x00)),
    (Color::Blue, (0x00, 0x00, 0xee)),
    (Color::Magenta, (0xcd, 0x00, 0xcd)),
    (Color::Cyan, (0x00, 0xcd, 0xcd)),
    (Color::Gray, (0xe5, 0xe5, 0xe5)),
    (Color::DarkGray, (0x7f, 0x7f, 0x7f)),
    (Color::LightRed, (0xff, 0x00, 0x00)),
    (Color::LightGreen, (0x00, 0xff, 0x00)),
    (Color::LightYellow, (0xff, 0xff, 0x00)),
    (Color::LightBlue, (0x5c, 0x5c, 0xff)),
    (Color::LightMagenta, (0xff, 0x00, 0xff)),
    (Color::LightCyan, (0x00, 0xff, 0xff)),
    (Color::White, (0xff, 0xff, 0xff)),
];

/// The red, green and blue of a colour as xterm shows it; `None` for the terminal's own
/// (`Reset`).
pub fn rgb(colour: Color) -> Option<(u8, u8, u8)> {
    match colour {
        Color::Reset => None,
        Color::Rgb(r, g, b) => Some((r, g, b)),
        Color::Indexed(i) if i < 16 => Some(ANSI16[i as usize].1),
        Color::Indexed(i) if i < 232 => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let i = i - 16;
            Some((level(i / 36), level(i / 6 % 6), level(i % 6)))
        }
        Color::Indexed(i) => {
            let v = 8 + 10 * (i - 232);
            Some((v, v, v))
        }
        named => ANSI16.iter().find(|(c, _)| *c == named).map(|(_, v)| *v),
    }
}

/// The relative luminance of a colour (WCAG 2).
pub fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let lin = |v: u8| {
        let c = v as f64 / 255.0;
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// The contrast ratio of two colours (WCAG 2: 1 to 21; AA asks 4.5 of text).
pub fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The ANSI colour nearest to `colour` (the 16 themselves stay).
pub fn nearest_ansi16(colour: Color) -> Color {
    let Some((r, g, b)) = rgb(colour) else {
        return colour;
    };
    if ANSI16.iter().any(|(c, _)| *c == colour) {
        return colour;
    }
    let d = |(x, y, z): (u8, u8, u8)| {
        let sq = |a: u8, b: u8| (a as i32 - b as i32).pow(2);
        sq(x, r) + sq(y, g) + sq(z, b)
    };
    ANSI16
        .iter()
        .min_by_key(|(_, v)| d(*v))
        .map(|(c, _)| *c)
        .expect("16 colours")
}

impl Theme {
    /// The theme as a terminal with `colours` shows it: every colour brought to the nearest
    /// ANSI one, or the mono theme (keeping the name) when there are none.
    pub fn for_colours(&self, colours: Colours) -> Theme {
        match colours {
            Colours::Full => self.clone(),
            Colours::None => Theme {
                name: self.name.clone(),
                ..Theme::base()
            }
            .with_texture(),
            Colours::Ansi16 => {
                let mut t = self.clone();
                for style in t.styles_mut() {
                    style.fg = style.fg.map(nearest_ansi16);
                    style.bg = style.bg.map(nearest_ansi16);
                }
                t
            }
        }
    }

    /// Mono's texture of dark squares.
    fn with_texture(mut self) -> Theme {
        self.dark_texture = Theme::builtin("mono").and_then(|m| m.dark_texture);
        self
    }

    /// Every style of the theme.
    fn styles_mut(&mut self) -> [&mut Style; 27] {
        [
            &mut self.light_square,
            &mut self.dark_square,
            &mut self.white_piece,
            &mut self.black_piece,
            &mut self.neutral_piece,
            &mut self.fairy_piece,
            &mut self.token,
            &mut self.cursor,
            &mut self.last_move,
            &mut self.target,
            &mut self.transfer,
            &mut self.passive,
            &mut self.lender,
            &mut self.rim,
            &mut self.exit,
            &mut self.label,
            &mut self.text,
            &mut self.dim,
            &mut self.border,
            &mut self.border_focus,
            &mut self.title,
            &mut self.selection,
            &mut self.good,
            &mut self.warn,
            &mut self.bad,
            &mut self.status,
            &mut self.key,
        ]
    }
}

/// The key of the tokens' style in theme files: the word their condition gives them (`token`
/// if none does).
pub fn token_key() -> &'static str {
    crate::tui::glyphs::token_view().map_or("token", |t| t.word)
}

/// Parses `fg=red bg=#102030 bold`.
pub fn parse_style(text: &str) -> Result<Style, String> {
    let mut style = Style::default();
    for word in text.split_whitespace() {
        let colour = |c: &str| -> Result<Color, String> {
            c.parse::<Color>()
                .map_err(|_| format!("unknown colour '{c}'"))
        };
        style = match word {
            "bold" => style.add_modifier(Modifier::BOLD),
            "dim" => style.add_modifier(Modifier::DIM),
            "italic" => style.add_modifier(Modifier::ITALIC),
            "underlined" => style.add_modifier(Modifier::UNDERLINED),
            "reversed" => style.add_modifier(Modifier::REVERSED),
            w => {
                if let Some(c) = w.strip_prefix("fg=") {
                    style.fg(colour(c)?)
                } else if let Some(c) = w.strip_prefix("bg=") {
                    style.bg(colour(c)?)
                } else {
                    return Err(format!("unknown style word '{w}'"));
                }
            }
        };
    }
    Ok(style)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_theme_parses() {
        for (name, text) in BUILTIN {
            Theme::parse(name, text).unwrap();
        }
    }

    #[test]
    fn every_builtin_theme_names_every_key() {
        // Keys a file leaves out silently fall back to mono: the embedded themes name them all.
        let keys = [
            "light_square",
            "dark_square",
            "white_piece",
            "black_piece",
            "neutral_piece",
            "fairy_piece",
            token_key(),
            "cursor",
            "last_move",
            "target",
            "transfer",
            "passive",
            "lender",
            "rim",
            "exit",
            "label",
            "text",
            "dim",
            "border",
            "border_focus",
            "title",
            "selection",
            "good",
            "warn",
            "bad",
            "status",
            "key",
        ];
        for (name, text) in BUILTIN {
            for key in keys {
                assert!(
                    text.lines()
                        .any(|l| l.split('=').next().map(str::trim) == Some(key)),
                    "theme {name} lacks {key}"
                );
            }
        }
    }

    #[test]
    fn styles_read_colours_and_modifiers() {
        let s = parse_style("fg=red bg=#102030 bold").unwrap();
        assert_eq!(s.fg, Some(Color::Red));
        assert_eq!(s.bg, Some(Color::Rgb(0x10, 0x20, 0x30)));
        assert!(s.add_modifier.contains(Modifier::BOLD));
        assert_eq!(parse_style("fg=137").unwrap().fg, Some(Color::Indexed(137)));
        assert!(parse_style("blink").is_err());
    }
}
