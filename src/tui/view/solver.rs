//! The solver pane: the verdict or progress (time, nodes, speed, solutions so far), then the
//! tree in Popeye's layout, in blocks (a key or try with its play) that fold.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::Frame;

use super::{pane, put, wrap};
use crate::tui::app::{App, Focus, Phase, SolverView, Tone};

/// `1234567` as `1.23M`, `45678` as `45.7k`.
pub fn compact(n: u64) -> String {
    match n {
        0..=9_999 => n.to_string(),
        10_000..=999_999 => format!("{:.1}k", n as f64 / 1e3),
        1_000_000..=999_999_999 => format!("{:.2}M", n as f64 / 1e6),
        _ => format!("{:.2}G", n as f64 / 1e9),
    }
}

/// `1234567` as `1,234,567`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn rate(nodes: u64, secs: f64) -> String {
    if secs <= 0.0 {
        return String::new();
    }
    let r = nodes as f64 / secs;
    if r >= 1e6 {
        format!(" · {:.1} Mn/s", r / 1e6)
    } else {
        format!(" · {:.0} kn/s", r / 1e3)
    }
}

pub fn render(frame: &mut Frame, app: &App, area: Rect) {
    let t = &app.theme;
    let s = &app.solver;
    let limit = match s.time_limit {
        Some(l) => format!(" limit {} s ", l.as_secs_f64()),
        None => " no limit ".into(),
    };
    let block =
        pane(app, Focus::Solver, "Solver").title_top(Line::styled(limit, t.dim).right_aligned());
    let inner = block.inner(area);
    frame.render_widget(block, area);
    if inner.width == 0 || inner.height == 0 {
        return;
    }
    let buf = frame.buffer_mut();
    let (verdict, tone) = app.verdict();
    let tone_style = match tone {
        Tone::Good => t.good,
        Tone::Warn => t.warn,
        Tone::Bad => t.bad,
        Tone::Plain => t.text,
    };
    let w = inner.width;
    let mut y = inner.y;
    let bottom = inner.y + inner.height;
    // The verdict wraps: every word of it counts (a refusal's reason, a cook's count).
    let lines = wrap(&verdict, w as usize, 0);
    for line in lines {
        if y >= bottom {
            break;
        }
        put(buf, inner.x, y, &line, w, tone_style);
        y += 1;
    }
    let secs = s.elapsed.as_secs_f64();
    let stats = match s.phase {
        Phase::Running | Phase::Done => {
            // While running, the length the search has reached comes first.
            let depth = match (&s.phase, s.depth) {
                (Phase::Running, d) if d > 0 => format!("depth {d} · "),
                _ => String::new(),
            };
            let long = format!(
                "{depth}{secs:.2} s · {} nodes{}",
                grouped(s.nodes),
                rate(s.nodes, secs)
            );
            let short = format!(
                "{depth}{secs:.2} s · {} nodes{}",
                compact(s.nodes),
                rate(s.nodes, secs)
            );
            let shortest = format!("{depth}{secs:.2} s · {} nodes", compact(s.nodes));
            [long, short, shortest]
                .into_iter()
                .find(|t| t.chars().count() <= w as usize)
                .unwrap_or_else(|| format!("{depth}{secs:.2} s"))
        }
        Phase::Waiting => "waiting for the edits to settle".into(),
        Phase::Paused => "p resumes live solving".into(),
        _ => String::new(),
    };
    if y < bottom {
        put(buf, inner.x, y, &stats, w, t.dim);
        y += 1;
    }
    if y < bottom {
        y += 1;
    }
    match s.phase {
        // Until the new solve finds something, the last result stays, dimmed and marked as
        // being re-solved, rather than a blank pane at every edit.
        Phase::Running | Phase::Waiting if s.found.is_empty() && !s.blocks.is_empty() => {
            put(buf, inner.x, y, "(the last result, re-solving…)", w, t.dim);
            y += 1;
            let height = bottom.saturating_sub(y) as usize;
            let (rows, top) = rows(s, w.saturating_sub(1) as usize, height);
            for row in rows.into_iter().skip(top) {
                if y >= bottom {
                    break;
                }
                put(buf, inner.x + 1, y, &row.text, w.saturating_sub(1), t.dim);
                y += 1;
            }
        }
        Phase::Running | Phase::Waiting => {
            let lang = app.language();
            let rows: Vec<String> = s
                .found
                .iter()
                .flat_map(|line| wrap(line.get(lang), w as usize, 2))
                .collect();
            // The newest lines stay in view.
            let room = bottom.saturating_sub(y) as usize;
            for row in rows.iter().skip(rows.len().saturating_sub(room)) {
                if y >= bottom {
                    break;
                }
                put(buf, inner.x, y, row, w, t.text);
                y += 1;
            }
        }
        Phase::Done => {
            let focused = app.focus == Focus::Solver;
            let marked = app.marked_line();
            let height = bottom.saturating_sub(y) as usize;
            let (rows, top) = rows(s, w.saturating_sub(1) as usize, height);
            for row in rows.into_iter().skip(top) {
                if y >= bottom {
                    break;
                }
                let folded = s.folded.get(row.block).copied().unwrap_or(false);
                let foldable = s.blocks.get(row.block).is_some_and(|b| b.len() > 1);
                // The line on the board is marked; else a block's first line says its fold.
                let on_board = marked == Some(row.line);
                let gutter = match (row.first && row.head, foldable, folded) {
                    _ if on_board && row.head => "▶",
                    (true, true, true) => "▸",
                    (true, true, false) => "▾",
                    _ => " ",
                };
                let selected = row.line == s.cursor && focused;
                let style = if selected { t.selection } else { t.text };
                put(buf, inner.x, y, gutter, 1, t.dim);
                put(buf, inner.x + 1, y, &row.text, w.saturating_sub(1), style);
                y += 1;
            }
            if s.blocks.is_empty() && y < bottom {
                put(buf, inner.x, y, "(nothing to show)", w, t.dim);
            }
        }
        _ => {}
    }
}

/// A row of the solver pane: a piece of one of the tree's lines, wrapped to the pane.
pub struct Row {
    pub text: String,
    /// The line (in [`SolverView::visible_lines`]) it belongs to, and its block.
    pub line: usize,
    pub block: usize,
    /// The line is its block's first; the row is the line's first.
    pub first: bool,
    pub head: bool,
}

/// The tree's lines wrapped to `width` columns (long lines go on, indented, as Popeye's
/// do), and the first row to show in `height` rows: the cursor's line stays in view, a third
/// of the way down.
pub fn rows(s: &SolverView, width: usize, height: usize) -> (Vec<Row>, usize) {
    let mut rows = Vec::new();
    let mut cursor_row = 0;
    for (i, (text, block, first)) in s.visible_lines().into_iter().enumerate() {
        if i == s.cursor {
            cursor_row = rows.len();
        }
        for (j, piece) in wrap(text, width, 2).into_iter().enumerate() {
            rows.push(Row {
                text: piece,
                line: i,
                block,
                first,
                head: j == 0,
            });
        }
    }
    let top = cursor_row
        .saturating_sub(height / 3)
        .min(rows.len().saturating_sub(height));
    (rows, top)
}
