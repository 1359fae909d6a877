//! The solver pane: the verdict or progress (time, nodes, speed, solutions so far), then the
//! tree in Popeye's layout, in blocks (a key or try with its play) that fold.

use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::Frame;

use super::{pane, put};
use crate::tui::app::{App, Focus, Phase, Tone};

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
    // A refusal (what is not supported, an illegal diagram) wraps: every word of it counts.
    let wraps = matches!(s.phase, Phase::Failed(_) | Phase::Idle(_));
    let mut lines = vec![String::new()];
    for word in verdict.split(' ') {
        let last = lines.last_mut().expect("a line");
        if wraps && !last.is_empty() && last.chars().count() + 1 + word.chars().count() > w as usize
        {
            lines.push(word.to_string());
        } else {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
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
            let lines = s.visible_lines();
            let top = s.top((bottom.saturating_sub(y)) as usize);
            for (text, _, _) in lines.into_iter().skip(top) {
                if y >= bottom {
                    break;
                }
                put(buf, inner.x + 1, y, text, w.saturating_sub(1), t.dim);
                y += 1;
            }
        }
        Phase::Running | Phase::Waiting => {
            let lang = app.language();
            for line in &s.found {
                if y >= bottom {
                    break;
                }
                put(buf, inner.x, y, line.get(lang), w, t.text);
                y += 1;
            }
        }
        Phase::Done => {
            let focused = app.focus == Focus::Solver;
            let lines = s.visible_lines();
            let top = s.top((bottom - y) as usize);
            for (i, (text, block, first)) in lines.into_iter().enumerate().skip(top) {
                if y >= bottom {
                    break;
                }
                let folded = s.folded.get(block).copied().unwrap_or(false);
                let foldable = s.blocks.get(block).is_some_and(|b| b.len() > 1);
                let gutter = match (first, foldable, folded) {
                    (true, true, true) => "▸",
                    (true, true, false) => "▾",
                    _ => " ",
                };
                let selected = i == s.cursor && focused;
                let style = if selected { t.selection } else { t.text };
                put(buf, inner.x, y, gutter, 1, t.dim);
                put(buf, inner.x + 1, y, text, w.saturating_sub(1), style);
                y += 1;
            }
            if s.blocks.is_empty() && y < bottom {
                put(buf, inner.x, y, "(nothing to show)", w, t.dim);
            }
        }
        _ => {}
    }
}
