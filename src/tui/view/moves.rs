//! The move list pane: the line played from the diagram, then the legal moves of the position
//! on the board in columns, the selected one highlighted.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::Frame;

use super::{pane, put};
use crate::rules::problem::Stipulation;
use crate::solver::render::Numbering;
use crate::tui::app::{App, Focus};

pub fn render(frame: &mut Frame, app: &App, area: Rect) {
    let t = &app.theme;
    let moves = &app.shown.moves;
    let side = app.shown.position.side_to_move().name();
    let inner = pane(app, Focus::Moves, "Moves").inner(area);
    // Rows left for the list under the played line.
    let line_rows = if app.line.is_empty() {
        0
    } else {
        line_layout(app, inner.width).last().map_or(0, |l| l.0 + 1)
    };
    let rows = (inner.height as usize).saturating_sub(line_rows).max(1);
    let lengths: Vec<usize> = moves.iter().map(|m| m.text.chars().count()).collect();
    let pages = pages(&lengths, rows, inner.width as usize);
    let page_index = pages
        .iter()
        .rposition(|p| p.start <= app.selected)
        .unwrap_or(0);
    let page = &pages[page_index];
    let first = page.start;
    let paging = if pages.len() > 1 {
        format!(" · {}/{}", page_index + 1, pages.len())
    } else {
        String::new()
    };
    let mut title = format!(" {} legal · {side}{paging} ", moves.len());
    if title.chars().count() + 12 > area.width as usize {
        title = format!(" {} · {side}{paging} ", moves.len());
    }
    let block =
        pane(app, Focus::Moves, "Moves").title_top(Line::styled(title, t.dim).right_aligned());
    frame.render_widget(block, area);
    if inner.width == 0 || inner.height == 0 {
        return;
    }
    let buf = frame.buffer_mut();
    let mut y = inner.y;
    let bottom = inner.y + inner.height;
    // The played line, wrapped, the moves after the board's position dimmed.
    let line = if app.line.is_empty() {
        Vec::new()
    } else {
        line_layout(app, inner.width)
    };
    for (row, x, text, i) in line {
        let yy = y + row as u16;
        if yy >= bottom {
            return;
        }
        let style = match i {
            None => t.title,
            Some(i) if i < app.line_pos => t.text,
            Some(_) => t.dim,
        };
        put(
            buf,
            inner.x + x,
            yy,
            &text,
            inner.width.saturating_sub(x),
            style,
        );
    }
    y += line_rows as u16;
    if y >= bottom {
        return;
    }
    if moves.is_empty() {
        put(buf, inner.x, y, "no legal move", inner.width, t.dim);
        return;
    }
    let focused = app.focus == Focus::Moves;
    let right = inner.x + inner.width;
    let mut x = inner.x;
    for (col, &width) in page.widths.iter().enumerate() {
        let start = first + col * rows;
        for (r, row) in moves.iter().enumerate().skip(start).take(rows) {
            let style = if r == app.selected && focused {
                t.selection
            } else {
                t.text
            };
            let room = right.saturating_sub(x) as usize;
            let mut text = format!(" {:<w$}", row.text, w = width - 2);
            if row.text.chars().count() + 1 > room {
                // Wider than the pane: cut, with an ellipsis.
                text = text.chars().take(room.saturating_sub(1)).collect();
                text.push('…');
            }
            put(
                buf,
                x,
                y + (r - start) as u16,
                &text,
                right.saturating_sub(x),
                style,
            );
        }
        x += width as u16;
    }
}

/// One page of the move list: its first move and the widths of its columns.
struct Page {
    start: usize,
    widths: Vec<usize>,
}

/// Splits texts of `lengths` into pages of columns `rows` high that fit in `width` columns.
/// Columns are even, each as wide as the longest text plus two, unless columns sized each to
/// its own texts need fewer pages (some conditions' long texts beside short ones).
fn pages(lengths: &[usize], rows: usize, width: usize) -> Vec<Page> {
    let widest = lengths.iter().copied().max().unwrap_or(1) + 2;
    let even = (width / widest).max(1);
    let fitted = fitted_pages(lengths, rows, width);
    let count = lengths.len().div_ceil(rows * even).max(1);
    if count <= fitted.len() {
        return (0..count)
            .map(|i| Page {
                start: i * rows * even,
                widths: (0..even)
                    .take_while(|c| i * rows * even + c * rows < lengths.len().max(1))
                    .map(|_| widest)
                    .collect(),
            })
            .collect();
    }
    fitted
}

/// Pages whose columns are each as wide as their longest text plus two, as many columns as
/// fit (at least one).
fn fitted_pages(lengths: &[usize], rows: usize, width: usize) -> Vec<Page> {
    let mut out = Vec::new();
    let mut start = 0;
    loop {
        let mut widths = Vec::new();
        let mut used = 0;
        let mut next = start;
        while next < lengths.len() {
            let w = lengths[next..(next + rows).min(lengths.len())]
                .iter()
                .copied()
                .max()
                .unwrap_or(0)
                + 2;
            if !widths.is_empty() && used + w > width {
                break;
            }
            widths.push(w);
            used += w;
            next = (next + rows).min(lengths.len());
        }
        if widths.is_empty() {
            widths.push(2);
        }
        out.push(Page { start, widths });
        if next >= lengths.len() {
            return out;
        }
        start = next;
    }
}

/// Where the played line's words go: (row, column, text, index of the move or `None` for
/// the heading).
fn line_layout(app: &App, width: u16) -> Vec<(usize, u16, String, Option<usize>)> {
    let mut out = vec![(0, 0, "Line:".to_string(), None)];
    let (mut row, mut x) = (0usize, 6u16);
    for (i, text) in line_texts(app).into_iter().enumerate() {
        let w = text.chars().count() as u16 + 1;
        if x + w > width && x > 2 {
            row += 1;
            x = 2;
        }
        out.push((row, x, text, Some(i)));
        x += w;
    }
    out
}

/// How moves played by hand from the diagram are numbered in help play, as Popeye numbers its
/// lines (`None`: by side, as in a battle or a series, whose sides the board lets move in
/// turn): in whole moves of both sides from the side that starts them (Black in
/// `h#`, White in `hs#` and `hr#`), with the half-move before them left out (`1...`) where
/// the other side moves first (`h#2.5`).
fn hand_numbering(app: &App) -> Option<Numbering> {
    let problem = app.problem();
    let stip = problem.stipulation?;
    // (The board lets the sides move in turn, a series too: by side there.)
    if !stip.is_help() {
        return None;
    }
    // The side that starts the whole moves (`halfduplex` turns it round, as in the solver).
    let whole = Stipulation {
        half: false,
        ..stip
    }
    .first_mover();
    let whole = if problem.options.half_duplex {
        whole.opponent()
    } else {
        whole
    };
    let skipped = u8::from(problem.position.side_to_move() != whole);
    Some(Numbering {
        skipped,
        series: false,
        // An introduction (`m->`) goes only before series play.
        intro: 0,
        replies: 0,
    })
}

/// The played line's moves with their numbers (`1.Sc5-e6`, `Kd6-e6`, …); a threat replayed
/// from the solver pane follows its key after `...`, the defender's pass. A line of help or
/// series play replayed from the solver pane, and help play played by hand, is numbered as
/// the pane (and Popeye) numbers it: `1.h7-h6 Rd1-d8 #`, `1...Kc6-b6 2.Ka8-b8 …`.
fn line_texts(app: &App) -> Vec<String> {
    // Texts are computed up to the board's position; the rest shows as plain move squares.
    let text = |i: usize, mv: &crate::rules::Move| {
        app.shown
            .line
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("{}-{}", mv.from, mv.to))
    };
    let numbering = match &app.replay {
        Some(r) => r.numbering,
        None => hand_numbering(app),
    };
    if let Some(numbering) = numbering {
        let numbers = numbering.numbers(&app.line);
        return app
            .line
            .iter()
            .zip(numbers)
            .enumerate()
            .map(|(i, (mv, n))| {
                let opening = if i == 0 && numbering.skipped > 0 {
                    numbering.opening()
                } else {
                    ""
                };
                let sep = if opening.is_empty() { "" } else { " " };
                match n {
                    Some(n) => format!("{opening}{sep}{n}.{}", text(i, mv)),
                    None => format!("{opening}{}", text(i, mv)),
                }
            })
            .collect();
    }
    let (first, passes) = match &app.replay {
        Some(r) => (r.first, r.passes.as_slice()),
        None => (app.problem().position.side_to_move(), &[][..]),
    };
    let mut ply = usize::from(first != crate::rules::Side::White);
    app.line
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let text = text(i, mv);
            let pass = passes.get(i) == Some(&true);
            if pass {
                ply += 1;
            }
            let n = ply / 2 + 1;
            let out = match (ply % 2 == 0, pass) {
                (true, true) => format!("... {n}.{text}"),
                (true, false) => format!("{n}.{text}"),
                (false, _) if i == 0 || pass => format!("{n}...{text}"),
                (false, _) => text,
            };
            ply += 1;
            out
        })
        .collect()
}
