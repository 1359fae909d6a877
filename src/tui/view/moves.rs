//! The move list pane: the line played from the diagram, then the legal moves of the position
//! on the board in columns, the selected one highlighted.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::Frame;

use super::{pane, put};
use crate::tui::app::{App, Focus};

pub fn render(frame: &mut Frame, app: &App, area: Rect) {
    let t = &app.theme;
    let moves = &app.shown.moves;
    let side = app.shown.position.side_to_move().name();
    let block = pane(app, Focus::Moves, "Moves").title_top(
        Line::styled(format!(" {} legal · {side} ", moves.len()), t.dim).right_aligned(),
    );
    let inner = block.inner(area);
    frame.render_widget(block, area);
    if inner.width == 0 || inner.height == 0 {
        return;
    }
    let buf = frame.buffer_mut();
    let mut y = inner.y;
    let bottom = inner.y + inner.height;
    // The played line, as one wrapped text, the moves after the board's position dimmed.
    if !app.line.is_empty() {
        let mut x = inner.x;
        put(buf, x, y, "Line:", inner.width, t.title);
        x += 6;
        for (i, text) in line_texts(app).into_iter().enumerate() {
            let w = text.chars().count() as u16 + 1;
            if x + w > inner.x + inner.width && x > inner.x {
                y += 1;
                x = inner.x + 2;
                if y >= bottom {
                    return;
                }
            }
            let style = if i < app.line_pos { t.text } else { t.dim };
            put(buf, x, y, &text, inner.x + inner.width - x, style);
            x += w;
        }
        y += 1;
    }
    if y >= bottom {
        return;
    }
    if moves.is_empty() {
        put(buf, inner.x, y, "no legal move", inner.width, t.dim);
        return;
    }
    let rows = (bottom - y) as usize;
    let width = moves
        .iter()
        .map(|m| m.text.chars().count())
        .max()
        .unwrap_or(1)
        + 2;
    let columns = (inner.width as usize / width).max(1);
    let page = rows * columns;
    let first = app.selected / page * page;
    let focused = app.focus == Focus::Moves;
    for (i, row) in moves.iter().enumerate().skip(first).take(page) {
        let k = i - first;
        let (col, r) = (k / rows, k % rows);
        let x = inner.x + (col * width) as u16;
        let style = if i == app.selected && focused {
            t.selection
        } else {
            t.text
        };
        let text = format!(" {:<w$}", row.text, w = width - 2);
        put(
            buf,
            x,
            y + r as u16,
            &text,
            (inner.x + inner.width).saturating_sub(x),
            style,
        );
    }
    if first + page < moves.len() {
        let more = format!(" +{} ", moves.len() - first - page);
        let x = (inner.x + inner.width).saturating_sub(more.len() as u16);
        put(buf, x, bottom - 1, &more, more.len() as u16, t.dim);
    }
}

/// The played line's moves with their numbers (`1.Sc5-e6`, `Kd6-e6`, …).
fn line_texts(app: &App) -> Vec<String> {
    // Texts are computed up to the board's position; the rest shows as plain move squares.
    let white_first = app.problem().position.side_to_move() == crate::rules::Side::White;
    app.line
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let text = app
                .shown
                .line
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("{}-{}", mv.from, mv.to));
            let ply = if white_first { i } else { i + 1 };
            if ply % 2 == 0 {
                format!("{}.{text}", ply / 2 + 1)
            } else if i == 0 {
                format!("1...{text}")
            } else {
                text
            }
        })
        .collect()
}
