//! The status line (problem n/m, stipulation, conditions, verdict, mode) and the command line
//! below it (the `:` command being typed, a message, or a hint).

use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::Frame;

use super::put;
use crate::tui::app::{App, Focus, MessageKind, Mode, Tone};
use crate::tui::compose::conditions_text;
use crate::tui::glyphs::token_view;

pub fn render_status(frame: &mut Frame, app: &App, area: Rect) {
    let t = &app.theme;
    let buf = frame.buffer_mut();
    let blank = " ".repeat(area.width as usize);
    put(buf, area.x, area.y, &blank, area.width, t.status);
    let p = app.problem();
    let stip = p
        .stipulation
        .map(|s| s.to_string())
        .unwrap_or_else(|| "no stipulation".into());
    let mut left = format!(" {}/{} │ {stip}", app.current + 1, app.entries.len());
    let cond = conditions_text(p);
    if !cond.is_empty() {
        left.push_str(" │ ");
        left.push_str(&cond);
    }
    left.push_str(" │ ");
    let mode = match app.mode {
        Mode::Place => " PLACE ",
        Mode::Command => " COMMAND ",
        Mode::Editor => " EDIT ",
        Mode::Help => " HELP ",
        _ => "",
    };
    // While the autosave cannot write, the status line says so, in the colour of bad news.
    let off = if app.recovery_off.is_some() {
        "recovery off "
    } else {
        ""
    };
    let right = format!(
        "{}{off}{}{mode} ? help ",
        if app.dirty { "[+] " } else { "" },
        if app.solver.paused { "paused " } else { "" }
    );
    let (verdict, tone) = app.verdict();
    let tone_style = match tone {
        Tone::Good => t.good,
        Tone::Warn => t.warn,
        Tone::Bad => t.bad,
        Tone::Plain => Style::default(),
    };
    let rw = right.chars().count() as u16;
    // A column stays free before the right part: the verdict never runs into `[+]`. What
    // does not fit ends in `…` (`:messages` and the solver pane say it whole).
    let room = area.width.saturating_sub(rw + 1) as usize;
    let lw = left.chars().count();
    let (left, verdict) = if lw + verdict.chars().count() <= room {
        (left, verdict)
    } else if lw < room {
        let keep = room - lw - 1;
        (left, verdict.chars().take(keep).collect::<String>() + "…")
    } else {
        let keep = room.saturating_sub(1);
        (
            left.chars().take(keep).collect::<String>() + "…",
            String::new(),
        )
    };
    put(buf, area.x, area.y, &left, room as u16, t.status);
    let lw = left.chars().count() as u16;
    if (lw as usize) < room && !verdict.is_empty() {
        put(
            buf,
            area.x + lw,
            area.y,
            &verdict,
            room as u16 - lw,
            t.status.patch(tone_style),
        );
    }
    if rw <= area.width {
        let x = area.x + area.width - rw;
        put(buf, x, area.y, &right, rw, t.status);
        if !off.is_empty() {
            let dirty = if app.dirty { 4 } else { 0 };
            let w = off.chars().count() as u16 - 1;
            put(
                buf,
                x + dirty,
                area.y,
                &off[..off.len() - 1],
                w,
                t.status.patch(t.bad),
            );
        }
    }
}

pub fn render_command(frame: &mut Frame, app: &App, area: Rect) {
    let t = &app.theme;
    if app.mode == Mode::Command {
        let buf = frame.buffer_mut();
        put(buf, area.x, area.y, ":", 1, t.key);
        let rest = Rect {
            x: area.x + 1,
            width: area.width.saturating_sub(1),
            ..area
        };
        frame.render_widget(&app.command, rest);
        // Tab's candidates after the text, as many as fit.
        if !app.completions.is_empty() {
            let typed = app.command.lines().join(" ").chars().count() as u16 + 3;
            if typed < rest.width {
                let list = format!("[{}]", app.completions.join(" "));
                let width = rest.width - typed;
                let list = if list.chars().count() > width as usize && width > 2 {
                    list.chars().take(width as usize - 2).collect::<String>() + "…]"
                } else {
                    list
                };
                put(
                    frame.buffer_mut(),
                    rest.x + typed,
                    area.y,
                    &list,
                    width,
                    t.dim,
                );
            }
        }
        return;
    }
    let buf = frame.buffer_mut();
    let (text, style) = match &app.message {
        Some(m) => (
            m.text.clone(),
            match m.kind {
                MessageKind::Info => t.text,
                MessageKind::Error => t.bad,
            },
        ),
        None => (
            match app.mode {
                Mode::Place => {
                    let mut keys = "K Q R B N P white · k q r b n p black · ~ neutral · F f fairy · x clear".to_string();
                    if let Some(tokens) = token_view() {
                        keys.push_str(&format!(" · I {}", tokens.name));
                    }
                    keys + " · Esc done"
                }
                // The keys of the focused pane.
                _ => match app.focus {
                    Focus::Board if app.twin > 0 => "w next twin (back to the diagram to edit) · Tab pane · ? help",
                    Focus::Board => "Tab pane · i place · s stipulation · c conditions · : command · ? help · q quit",
                    Focus::Moves => "j k select · Enter play · h l step · Home diagram · Tab pane · ? help",
                    Focus::Solver if app.replay.is_some() => "h l step · Esc diagram · j k Enter another line · Space fold · ? help",
                    Focus::Solver => "j k line · Enter on the board · Space fold · z all · Tab pane · ? help",
                }
                .to_string(),
            },
            t.dim,
        ),
    };
    // A message longer than the line ends with where to read it whole: a question in a
    // window above, any other message in the log.
    let width = area.width as usize;
    let text = if message_cut(app, area.width) {
        let more = if matches!(app.mode, Mode::Confirm(_)) {
            "… (above)"
        } else {
            "… :messages"
        };
        text.chars()
            .take(width - more.chars().count())
            .collect::<String>()
            + more
    } else {
        text
    };
    put(buf, area.x, area.y, &text, area.width, style);
}

/// Whether the message is longer than a message line of `width` columns (and the line wide
/// enough to say where to read it).
pub fn message_cut(app: &App, width: u16) -> bool {
    app.message
        .as_ref()
        .is_some_and(|m| m.text.chars().count() > width as usize && width > 14)
}
