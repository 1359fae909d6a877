//! Problems as one SVG image: each problem's diagram (any board from 1x1 to 16x16) with the
//! author and source above it and the stipulation, conditions, twins and a legend of the fairy
//! pieces under it; several problems stand one under another.
//!
//! Pieces are Unicode chess figurines in `<text>` (white ones hollow, black ones solid,
//! neutral ones solid grey), each in its own `<g class="piece">` with `data-square` and
//! `data-piece` (colour letter and Popeye code: `wG`), so that tools (and the tests) can find
//! them. A fairy piece is its figure turned about the square's centre ([`super::figure`]). A
//! Four Double Acts piece, and a kind feerie keeps but cannot draw, is lettered: its code in a
//! circle. The image needs no font beyond one with the chess symbols (DejaVu Sans has them).

use super::{capitalised, figure, kind_title, units, Exported, Unit};
use crate::notation::popeye::conditions_text;
use crate::rules::kept::KeptKind;
use crate::rules::piece::{Colour, PieceKind};
use crate::rules::problem::Problem;
use crate::rules::twin::twin_problems;

/// Side of a square, in pixels.
const SQUARE: u32 = 40;
/// Room for the coordinates left of and under the board, and the margin around it all.
const MARGIN: u32 = 24;
/// Height of one text line.
const LINE: u32 = 18;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";

/// The image of the problems (see the module documentation).
pub fn image(problems: &[Exported]) -> String {
    let mut body = String::new();
    let mut width = 0;
    let mut y = 0;
    for e in problems {
        let (part, w, h) = diagram(&e.problem.problem, y);
        body.push_str(&part);
        width = width.max(w);
        y += h;
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \
         width=\"{width}\" height=\"{y}\" viewBox=\"0 0 {width} {y}\" \
         font-family=\"DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, sans-serif\">\n\
         <rect class=\"background\" x=\"0\" y=\"0\" width=\"{width}\" height=\"{y}\" fill=\"#ffffff\"/>\n\
         {body}</svg>\n"
    )
}

/// One problem's part, its top at `top`: the SVG, its width and its height.
fn diagram(problem: &Problem, top: u32) -> (String, u32, u32) {
    let size = problem.position.size();
    let (w, h) = (size.width() as u32, size.height() as u32);
    let board_w = w * SQUARE;
    let width = board_w + 2 * MARGIN + MARGIN / 2;
    let columns = (width / 8).max(20) as usize;
    let mut out = format!("<g class=\"problem\" transform=\"translate(0 {top})\">\n");
    let mut y = MARGIN / 2;
    let text_line = |out: &mut String, y: &mut u32, text: &str, class: &str| {
        for line in wrap(text, columns) {
            *y += LINE;
            out.push_str(&format!(
                "<text class=\"{class}\" x=\"{MARGIN}\" y=\"{}\" font-size=\"13\">{}</text>\n",
                *y - 4,
                xml(&line)
            ));
        }
    };
    let meta = &problem.meta;
    for (value, class) in [
        (&meta.author, "author"),
        (&meta.origin, "source"),
        (&meta.award, "award"),
        (&meta.title, "title"),
    ] {
        if let Some(v) = value {
            for l in v.lines() {
                text_line(&mut out, &mut y, l, class);
            }
        }
    }
    y += 4;
    let board_top = y;
    let left = MARGIN + MARGIN / 2;
    out.push_str(&format!(
        "<rect class=\"frame\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" \
         stroke=\"#000000\" stroke-width=\"2\"/>\n",
        left - 1,
        board_top - 1,
        board_w + 2,
        h * SQUARE + 2
    ));
    for rank in 0..h {
        for file in 0..w {
            let fill = if (rank + file) % 2 == 0 { DARK } else { LIGHT };
            out.push_str(&format!(
                "<rect class=\"square\" x=\"{}\" y=\"{}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
                 fill=\"{fill}\"/>\n",
                left + file * SQUARE,
                board_top + (h - 1 - rank) * SQUARE
            ));
        }
    }
    for rank in 0..h {
        out.push_str(&format!(
            "<text class=\"coordinate\" x=\"{}\" y=\"{}\" font-size=\"11\" \
             text-anchor=\"middle\">{}</text>\n",
            left - 10,
            board_top + (h - 1 - rank) * SQUARE + SQUARE / 2 + 4,
            rank + 1
        ));
    }
    for file in 0..w {
        out.push_str(&format!(
            "<text class=\"coordinate\" x=\"{}\" y=\"{}\" font-size=\"11\" \
             text-anchor=\"middle\">{}</text>\n",
            left + file * SQUARE + SQUARE / 2,
            board_top + h * SQUARE + 14,
            char::from(b'a' + file as u8)
        ));
    }
    let all = units(problem);
    for unit in &all {
        let x = left + unit.square.file() as u32 * SQUARE + SQUARE / 2;
        let cy = board_top + (h - 1 - unit.square.rank() as u32) * SQUARE + SQUARE / 2;
        out.push_str(&piece(unit, x, cy));
    }
    y = board_top + h * SQUARE + 18;
    let lang = problem.meta.language;
    let mut under = Vec::new();
    if let Some(s) = &problem.stipulation {
        let star = if problem.options.set_play { "*" } else { "" };
        under.push((format!("{s}{star}"), "stipulation"));
    }
    let conditions = conditions_text(problem, lang);
    if !conditions.is_empty() {
        under.push((capitalised(&conditions), "condition"));
    }
    if let Ok(twins) = twin_problems(problem) {
        for t in twins.iter().filter(|t| !t.description.is_empty()) {
            under.push((format!("{} {}", t.label, t.description.get(lang)), "twin"));
        }
    }
    for line in legend(&all) {
        under.push((line, "legend"));
    }
    for (text, class) in under {
        text_line(&mut out, &mut y, &text, class);
    }
    y += MARGIN / 2;
    out.push_str("</g>\n");
    (out, width, y)
}

/// One piece's element, centred on (`x`, `y`).
fn piece(unit: &Unit, x: u32, y: u32) -> String {
    let code = match &unit.kind {
        KeptKind::Known(k) => k.letters().to_string(),
        KeptKind::Code(c) => c.to_ascii_uppercase(),
    };
    let mut out = format!(
        "<g class=\"piece\" data-square=\"{}\" data-piece=\"{}{}\">",
        unit.square,
        unit.colour.letter(),
        xml(&code)
    );
    let (fill, stroke) = match unit.colour {
        Colour::White => ("#ffffff", "#000000"),
        Colour::Black => ("#000000", "#000000"),
        Colour::Neutral => ("#888888", "#000000"),
    };
    let lettered = match super::drawn(unit) {
        Some((k, _)) => k.is_imitating(),
        None => true,
    };
    if lettered {
        out.push_str(&format!(
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\" \
             stroke-width=\"1.5\"/><text x=\"{x}\" y=\"{}\" font-size=\"13\" \
             font-weight=\"bold\" text-anchor=\"middle\" fill=\"{}\">{}</text>",
            SQUARE / 2 - 4,
            y + 5,
            if unit.colour == Colour::White {
                "#000000"
            } else {
                "#ffffff"
            },
            xml(&code)
        ));
    } else if let Some((_, f)) = super::drawn(unit) {
        // Solid figurines for every colour, white ones outlined on a white fill: the hollow
        // symbols of some fonts show the square through them.
        let symbol = figurine(f.base);
        let rotate = match f.turns {
            0 => String::new(),
            t => format!(" transform=\"rotate({} {x} {y})\"", -(t as i32) * 90),
        };
        out.push_str(&format!(
            "<text x=\"{x}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{fill}\" \
             stroke=\"{stroke}\" stroke-width=\"1\"{rotate}>{symbol}\u{fe0e}</text>",
            y + 11,
            SQUARE - 8
        ));
    }
    out.push_str("</g>\n");
    out
}

/// The solid Unicode figurine of an orthodox kind.
fn figurine(kind: PieceKind) -> char {
    match kind {
        PieceKind::King => '\u{265a}',
        PieceKind::Queen => '\u{265b}',
        PieceKind::Rook => '\u{265c}',
        PieceKind::Bishop => '\u{265d}',
        PieceKind::Knight => '\u{265e}',
        _ => '\u{265f}',
    }
}

/// The fairy pieces named, one line a kind: `Grasshopper (queen turned 180°): white e4, b2`.
fn legend(all: &[Unit]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut kinds: Vec<KeptKind> = Vec::new();
    for u in all {
        let fairy = match u.known() {
            Some(k) => !k.is_orthodox(),
            None => true,
        };
        if (fairy || !u.attributes.is_empty()) && !kinds.contains(&u.kind) {
            kinds.push(u.kind.clone());
        }
    }
    for kind in kinds {
        let (name, drawn) = match &kind {
            KeptKind::Known(k) => match figure(*k) {
                Some(f) if !k.is_imitating() => {
                    let turn = match f.turns {
                        1 => "turned left",
                        2 => "upside down",
                        3 => "turned right",
                        _ => "upright",
                    };
                    (kind_title(*k), format!("{} {turn}", f.base.name()))
                }
                // Drawn as its code in a circle: the imitators and the kinds without a figure.
                _ => (kind_title(*k), k.letters().to_string()),
            },
            KeptKind::Code(c) => (c.to_ascii_uppercase(), c.to_ascii_uppercase()),
        };
        let squares: Vec<String> = [Colour::White, Colour::Black, Colour::Neutral]
            .into_iter()
            .filter_map(|colour| {
                let list: Vec<String> = all
                    .iter()
                    .filter(|u| u.kind == kind && u.colour == colour)
                    .map(|u| {
                        let mut s = u.attributes.join(" ");
                        if !s.is_empty() {
                            s.push(' ');
                        }
                        s.push_str(&u.square.to_string());
                        s
                    })
                    .collect();
                (!list.is_empty()).then(|| format!("{} {}", colour.name(), list.join(", ")))
            })
            .collect();
        lines.push(format!("{name} ({drawn}): {}", squares.join("; ")));
    }
    lines
}

/// A text cut into lines of at most `columns` characters, at spaces where it can.
fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > columns {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Text for XML: `& < > " '` as entities, control characters dropped.
pub fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_text_is_escaped() {
        assert_eq!(
            xml("a<b & \"c\" 'd'>"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
        assert_eq!(xml("x\u{7}y"), "xy");
    }

    #[test]
    fn long_lines_wrap_at_spaces() {
        assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
        assert_eq!(wrap("  ", 5), Vec::<String>::new());
    }
}
