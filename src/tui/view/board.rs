//! The board pane: the diagram (or the position after the played line) with file and rank
//! labels, the cursor, the last move, the chosen piece's targets, and below it the side to
//! move, rights, Imitators and a legend of the fairy pieces in use.

use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::Frame;

use super::{pane, put};
use crate::rules::{Colour, PieceKind, Side, Square};
use crate::tui::app::{App, Focus, Mode};
use crate::tui::compose::castling_text;
use crate::tui::glyphs::{imitator_glyph, kind_letters, piece_glyph, GlyphSet};
use crate::tui::update::targets;

/// Columns left of the cells: the rank label and a space.
const LABEL: u16 = 3;
/// Lines under the file labels for the side to move, rights and legend.
const INFO: u16 = 3;

/// Cell sizes to try, largest first (columns, rows).
const CELLS: [(u16, u16); 5] = [(11, 5), (9, 4), (7, 3), (5, 2), (3, 1)];

/// Width of the board pane for cells `cw` wide.
pub fn board_width(files: u8, cw: u16) -> u16 {
    2 + LABEL + files as u16 * cw
}

/// The largest cell that lets the board fit in `height` rows and three fifths of `width`.
pub fn cell_size(width: u16, height: u16, files: u8, ranks: u8) -> (u16, u16) {
    for (cw, ch) in CELLS {
        let w = board_width(files, cw);
        let h = 2 + ranks as u16 * ch + 1 + INFO;
        if w as u32 * 5 <= width as u32 * 3 && h <= height {
            return (cw, ch);
        }
    }
    (3, 1)
}

pub fn render(frame: &mut Frame, app: &App, area: Rect, (cw, ch): (u16, u16)) {
    let title = if app.line_pos > 0 {
        format!("Board · after {} moves", app.line_pos)
    } else {
        "Board".to_string()
    };
    let mut block = pane(app, Focus::Board, &title);
    if app.mode == Mode::Place {
        let tag = if app.neutral_next {
            " PLACE ~neutral "
        } else {
            " PLACE "
        };
        block =
            block.title_top(ratatui::text::Line::styled(tag, app.theme.selection).right_aligned());
    }
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let t = &app.theme;
    let pos = &app.shown.position;
    let size = pos.size();
    let buf = frame.buffer_mut();
    let right = inner.x + inner.width;
    let bottom = inner.y + inner.height;
    let targets = targets(app);
    let last = app.shown.last_move;
    let mut row = inner.y;
    for r in (0..size.height()).rev() {
        for dy in 0..ch {
            let y = row + dy;
            if y >= bottom {
                break;
            }
            if dy == ch / 2 {
                put(
                    buf,
                    inner.x,
                    y,
                    &format!("{:>2} ", r + 1),
                    inner.width,
                    t.label,
                );
            }
            for f in 0..size.width() {
                let sq = Square::new(f, r);
                let x = inner.x + LABEL + f as u16 * cw;
                if x >= right {
                    break;
                }
                let light = (f + r) % 2 == 1;
                let mut style = if light { t.light_square } else { t.dark_square };
                if last.is_some_and(|m| m.from == sq || m.to == sq) {
                    style = style.patch(t.last_move);
                }
                if targets.contains(&sq) || app.from == Some(sq) {
                    style = style.patch(t.target);
                }
                let cursor =
                    sq == app.cursor && (app.focus == Focus::Board || app.mode == Mode::Place);
                if cursor {
                    style = style.patch(t.cursor);
                }
                let fill = match (light, t.dark_texture) {
                    (false, Some(c)) => c,
                    _ => ' ',
                };
                let w = (right - x).min(cw);
                let blank: String = std::iter::repeat_n(fill, w as usize).collect();
                put(buf, x, y, &blank, w, style);
                if dy != ch / 2 {
                    continue;
                }
                let (glyph, glyph_style) = if let Some(p) = pos.piece_at(sq) {
                    let mut s = match p.colour() {
                        Colour::White => t.white_piece,
                        Colour::Black => t.black_piece,
                        Colour::Neutral => t.neutral_piece,
                    };
                    if !p.kind().is_orthodox() {
                        s = s.patch(t.fairy_piece);
                    }
                    (piece_glyph(app.glyphs, p, app.knight), style.patch(s))
                } else if let Some((_, c)) = pos.imitators().iter().find(|(s, _)| *s == sq) {
                    (imitator_glyph(c).to_string(), style.patch(t.imitator))
                } else if app.glyphs == GlyphSet::Popeye {
                    (".".to_string(), style)
                } else {
                    continue;
                };
                // Centred; a prefix (`~N`, `-K`) stands left of the centre.
                let n = glyph.chars().count() as u16;
                let gx = x + cw.saturating_sub(n) / 2;
                if gx < right {
                    put(buf, gx, y, &glyph, (right - gx).min(n), glyph_style);
                }
            }
        }
        row += ch;
        if row >= bottom {
            break;
        }
    }
    // File labels.
    if row < bottom {
        for f in 0..size.width() {
            let x = inner.x + LABEL + f as u16 * cw + (cw - 1) / 2;
            if x < right {
                let name = ((b'a' + f) as char).to_string();
                put(buf, x, row, &name, 1, t.label);
            }
        }
        row += 1;
    }
    for line in info_lines(app, inner.width.saturating_sub(1) as usize) {
        if row >= bottom {
            break;
        }
        put(
            buf,
            inner.x + 1,
            row,
            &line.0,
            inner.width.saturating_sub(1),
            line.1,
        );
        row += 1;
    }
}

/// Side to move and rights; Imitators and rebirth; the legend.
fn info_lines(app: &App, width: usize) -> Vec<(String, Style)> {
    let t = &app.theme;
    let pos = &app.shown.position;
    let side = match pos.side_to_move() {
        Side::White => "White",
        Side::Black => "Black",
    };
    let mut first = format!("{side} to move · castling {}", castling_text(pos));
    if let Some(ep) = pos.en_passant() {
        first.push_str(&format!(" · e.p. {}", ep.target));
    }
    let mut second = Vec::new();
    if !pos.imitators().is_empty() {
        let squares: Vec<String> = pos
            .imitators()
            .iter()
            .map(|(s, c)| format!("{}{s}", imitator_glyph(c)))
            .collect();
        second.push(format!("Imitators {}", squares.join(" ")));
    }
    if let Some((p, s)) = pos.pending_rebirth() {
        second.push(format!(
            "last capture {}{}{s}",
            p.colour().letter(),
            p.kind().letters()
        ));
    }
    if let Some(from) = app.from {
        second.push(format!("moving from {from}"));
    }
    // The legend: every kind on the board whose letters are not the orthodox ones.
    let mut kinds: Vec<PieceKind> = pos.pieces().map(|(_, p)| p.kind()).collect();
    kinds.sort();
    kinds.dedup();
    let mut legend: Vec<String> = kinds
        .into_iter()
        .filter(|k| !k.is_orthodox())
        .map(|k| format!("{} {}", kind_letters(k, app.knight), k.name()))
        .collect();
    if pos.pieces().any(|(_, p)| p.colour() == Colour::Neutral) {
        legend.push(match app.glyphs {
            GlyphSet::Popeye => "=X neutral".into(),
            _ => "~X neutral".into(),
        });
    }
    if !pos.imitators().is_empty() {
        legend.push("I Imitator".into());
    }
    let mut lines = vec![(first, t.text), (second.join(" · "), t.text)];
    // The legend wraps over as many lines as it needs.
    let mut current = String::new();
    for item in legend {
        if !current.is_empty() && current.chars().count() + 3 + item.chars().count() > width {
            lines.push((std::mem::take(&mut current), t.dim));
        }
        if !current.is_empty() {
            current.push_str(" · ");
        }
        current.push_str(&item);
    }
    lines.push((current, t.dim));
    // The words around the problem, as far as there is room.
    let meta = &app.problem().meta;
    let mut words: Vec<String> = Vec::new();
    for value in [&meta.title, &meta.author, &meta.origin]
        .into_iter()
        .flatten()
    {
        words.push(value.replace('\n', " · "));
    }
    if !words.is_empty() {
        lines.push((String::new(), t.text));
        for w in words {
            lines.push((w, t.title));
        }
    }
    let notes = &app.entry().notes;
    if !notes.is_empty() {
        lines.push((String::new(), t.text));
        for l in notes.lines() {
            for w in wrap(l, width) {
                lines.push((w, t.dim));
            }
        }
    }
    lines
}

/// Splits `text` into lines of at most `width` columns at spaces (a longer word is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let n = line.chars().count();
        if n > 0 && n + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || out.is_empty() {
        out.push(line);
    }
    out
}
