//! Every theme gives pieces a contrast ratio of at least 4.5:1 (WCAG AA) on both square
//! colours, with the 256-colour palette and brought down to the 16 ANSI colours, computed from
//! the theme files in themes/ (issue 18).

use feerie::tui::theme::{contrast, rgb, token_key, Colours, Theme};
use ratatui::style::Style;

const AA: f64 = 4.5;

fn themes() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("themes");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort();
    assert!(out.len() >= 4, "{out:?}");
    out
}

/// A colour's red, green and blue.
type Rgb = (u8, u8, u8);

/// The colours a piece's glyph is drawn in on a square: the piece's style over the square's.
fn drawn(square: Style, piece: Style) -> (Option<Rgb>, Option<Rgb>) {
    let s = square.patch(piece);
    (s.fg.and_then(rgb), s.bg.and_then(rgb))
}

#[test]
fn pieces_read_at_wcag_aa_on_both_squares_in_every_theme() {
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for (name, text) in themes() {
        let theme = Theme::parse(&name, &text).unwrap();
        let colours = theme.light_square.bg.is_some() || theme.white_piece.fg.is_some();
        if !colours {
            // A theme without colours leaves the terminal's own foreground and background
            // (whose contrast is the user's): it may set none of them for the board.
            for s in [
                theme.light_square,
                theme.dark_square,
                theme.white_piece,
                theme.black_piece,
                theme.neutral_piece,
                theme.token,
            ] {
                assert_eq!((s.fg, s.bg), (None, None), "{name} sets a colour");
            }
            continue;
        }
        for depth in [Colours::Full, Colours::Ansi16] {
            let t = theme.for_colours(depth);
            for (piece, style) in [
                ("white", t.white_piece),
                ("black", t.black_piece),
                ("neutral", t.neutral_piece),
                (token_key(), t.token),
            ] {
                for (square, sq) in [("light", t.light_square), ("dark", t.dark_square)] {
                    let (fg, bg) = drawn(sq, style);
                    let (Some(fg), Some(bg)) = (fg, bg) else {
                        failures.push(format!(
                            "{name} {}: {piece} on {square}: no colour",
                            depth.name()
                        ));
                        continue;
                    };
                    let ratio = contrast(fg, bg);
                    report.push(format!(
                        "{name:>13} {:>3}: {piece:>8} on {square:>5} {ratio:5.1}:1",
                        depth.name()
                    ));
                    if ratio < AA {
                        failures.push(format!(
                            "{name} {}: {piece} on {square} is {ratio:.2}:1",
                            depth.name()
                        ));
                    }
                }
            }
        }
    }
    println!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The ratios are WCAG's: white on black 21:1, a colour on itself 1:1, and the 256-colour
/// palette's values as xterm's (grey 243 is #767676, the lightest grey with 4.5:1 on white).
#[test]
fn contrast_follows_wcag() {
    let white = (255, 255, 255);
    let black = (0, 0, 0);
    assert!((contrast(white, black) - 21.0).abs() < 1e-9);
    assert!((contrast(black, black) - 1.0).abs() < 1e-9);
    let grey = rgb(ratatui::style::Color::Indexed(243)).unwrap();
    assert_eq!(grey, (0x76, 0x76, 0x76));
    assert!(contrast(grey, white) >= AA);
    let lighter = rgb(ratatui::style::Color::Indexed(244)).unwrap();
    assert!(contrast(lighter, white) < AA);
    // The old default theme's white pieces on its light squares: about 2:1.
    let tan = rgb(ratatui::style::Color::Indexed(180)).unwrap();
    assert!((contrast(white, tan) - 2.0).abs() < 0.15);
}
