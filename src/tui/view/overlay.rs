//! Windows over the panes: help (generated from the key map and the command table), the
//! field editors, and the file list.

use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Borders, Clear};
use ratatui::Frame;

use super::{centred, put, wrap};
use crate::conditions::registry;
use crate::tui::action::Field;
use crate::tui::app::{App, Choices, HelpPage, MessageKind};
use crate::tui::commands::commands;
use crate::tui::keymap::{Context, Keymap};

fn window<'a>(app: &App, title: &'a str) -> Block<'a> {
    Block::default()
        .borders(Borders::ALL)
        .border_type(BorderType::Double)
        .border_style(app.theme.border_focus)
        .title(Line::styled(format!(" {title} "), app.theme.title))
}

/// The help text: key map groups, then the commands.
pub fn help_lines(keymap: &Keymap) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    let mut last = None;
    for (context, keys, help) in keymap.help() {
        if matches!(context, Context::Help | Context::Confirm) {
            continue;
        }
        if last != Some(context) {
            if last.is_some() {
                out.push((String::new(), String::new(), false));
            }
            out.push((context.title().to_string(), String::new(), true));
            last = Some(context);
        }
        out.push((keys, help, false));
    }
    out.push((String::new(), String::new(), false));
    out.push(("Commands (type : first)".into(), String::new(), true));
    for (cmd, help) in commands() {
        out.push((cmd, help, false));
    }
    out
}

pub fn help(frame: &mut Frame, app: &App, area: Rect) {
    match app.help_page {
        HelpPage::Messages => return messages(frame, app, area),
        HelpPage::Problem => return problem_info(frame, app, area),
        HelpPage::Keys => {}
    }
    let rect = centred(area, area.width.saturating_sub(4).min(100), area.height);
    frame.render_widget(Clear, rect);
    let block = window(app, "Help · Esc closes · ↑↓ PgUp PgDn scroll");
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let lines = help_lines(&app.keys);
    // Rows of (entry, keys, description, heading); a heading has no description. Keys longer
    // than the key column get their description on a row of their own; a description longer
    // than its column goes on, on the rows below it.
    let key_width = 22.min(inner.width / 3);
    let text_width = inner.width.saturating_sub(2 + key_width) as usize;
    let t = &app.theme;
    let mut rows: Vec<(usize, &str, String, bool)> = Vec::new();
    for (i, (keys, text, heading)) in lines.iter().enumerate() {
        let mut keys = keys.as_str();
        if !heading && keys.chars().count() as u16 >= key_width {
            rows.push((i, keys, String::new(), false));
            if text.is_empty() {
                continue;
            }
            keys = "";
        }
        if text.is_empty() {
            rows.push((i, keys, String::new(), *heading));
            continue;
        }
        for (j, piece) in wrap(text, text_width, 0).into_iter().enumerate() {
            rows.push((i, if j == 0 { keys } else { "" }, piece, *heading));
        }
    }
    let buf = frame.buffer_mut();
    let right = inner.x + inner.width;
    let first = rows
        .iter()
        .position(|r| r.0 >= app.help_scroll)
        .unwrap_or(rows.len());
    let scroll = first.min(rows.len().saturating_sub(inner.height as usize));
    for (i, (_, keys, text, heading)) in rows
        .iter()
        .skip(scroll)
        .take(inner.height as usize)
        .enumerate()
    {
        let y = inner.y + i as u16;
        if *heading {
            put(
                buf,
                inner.x + 1,
                y,
                keys,
                inner.width.saturating_sub(1),
                t.title,
            );
            continue;
        }
        put(
            buf,
            inner.x + 2,
            y,
            keys,
            right.saturating_sub(inner.x + 2),
            t.key,
        );
        let x = inner.x + 2 + key_width;
        if !text.is_empty() {
            put(buf, x, y, text, right.saturating_sub(x), t.text);
        }
    }
}

/// A question too long for the message line, whole in a window over the panes (the message
/// line keeps its start): what a save would lose, say.
pub fn question(frame: &mut Frame, app: &App, area: Rect) {
    let Some(message) = &app.message else {
        return;
    };
    let width = area.width.saturating_sub(4).min(76);
    let rows = wrap(&message.text, width.saturating_sub(2) as usize, 0);
    let rect = centred(area, width, rows.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    let block = window(app, "Question · y yes · n no");
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let buf = frame.buffer_mut();
    for (i, row) in rows.iter().take(inner.height as usize).enumerate() {
        put(
            buf,
            inner.x + 1,
            inner.y + i as u16,
            row,
            inner.width.saturating_sub(1),
            app.theme.text,
        );
    }
}

/// The message log (`:messages`): every message of this run, newest first, each whole.
fn messages(frame: &mut Frame, app: &App, area: Rect) {
    let rect = centred(area, area.width.saturating_sub(4).min(100), area.height);
    frame.render_widget(Clear, rect);
    let block = window(app, "Messages · newest first · Esc closes · ↑↓ scroll");
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let t = &app.theme;
    let width = inner.width.saturating_sub(2) as usize;
    let mut rows: Vec<(String, Style)> = Vec::new();
    for m in app.messages.iter().rev().skip(app.help_scroll) {
        let style = match m.kind {
            MessageKind::Info => t.text,
            MessageKind::Error => t.bad,
        };
        for (j, piece) in wrap(&m.text, width, 2).into_iter().enumerate() {
            let mark = if j == 0 { "- " } else { "  " };
            rows.push((format!("{mark}{piece}"), style));
        }
    }
    if app.messages.is_empty() {
        rows.push(("(no messages yet)".into(), t.dim));
    }
    let buf = frame.buffer_mut();
    for (i, (text, style)) in rows.iter().take(inner.height as usize).enumerate() {
        put(buf, inner.x, inner.y + i as u16, text, inner.width, *style);
    }
}

/// The rows of `:info` at `width` columns: each of the problem's words under its name (title,
/// author, source, award, remarks, notes), wrapped, a blank row between them; `true` marks a
/// name.
pub fn info_rows(app: &App, width: usize) -> Vec<(String, bool)> {
    let meta = &app.problem().meta;
    let mut fields: Vec<(&str, String)> = Vec::new();
    for (name, value) in [
        ("Title", &meta.title),
        ("Author", &meta.author),
        ("Source", &meta.origin),
        ("Award", &meta.award),
    ] {
        if let Some(v) = value {
            fields.push((name, v.clone()));
        }
    }
    if !meta.remarks.is_empty() {
        fields.push(("Remarks", meta.remarks.join("\n")));
    }
    let notes = &app.entry().notes;
    if !notes.is_empty() {
        fields.push(("Notes", notes.clone()));
    }
    let mut rows = Vec::new();
    for (name, value) in fields {
        if !rows.is_empty() {
            rows.push((String::new(), false));
        }
        rows.push((name.to_string(), true));
        for line in value.lines() {
            for piece in wrap(line, width.saturating_sub(2).max(1), 0) {
                rows.push((format!("  {piece}"), false));
            }
        }
    }
    if rows.is_empty() {
        rows.push((
            "(no title, author, source or notes yet: :title, :author, :source, :notes)".into(),
            false,
        ));
    }
    rows
}

/// `:info`: the problem's words whole, scrolled by rows.
fn problem_info(frame: &mut Frame, app: &App, area: Rect) {
    let rect = centred(area, area.width.saturating_sub(4).min(100), area.height);
    frame.render_widget(Clear, rect);
    let block = window(app, "Problem · Esc closes · ↑↓ PgUp PgDn scroll");
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let t = &app.theme;
    let rows = info_rows(app, inner.width.saturating_sub(2) as usize);
    let height = inner.height as usize;
    let top = app.help_scroll.min(rows.len().saturating_sub(height));
    let buf = frame.buffer_mut();
    for (i, (text, name)) in rows.iter().skip(top).take(height).enumerate() {
        let style = if *name { t.title } else { t.text };
        put(
            buf,
            inner.x + 1,
            inner.y + i as u16,
            text,
            inner.width.saturating_sub(1),
            style,
        );
    }
}

/// What each field takes, shown under its editor.
fn hint(field: Field) -> String {
    match field {
        Field::Conditions => {
            let each: Vec<&str> = registry::listed().iter().map(|e| e.view.hint()).collect();
            format!("Popeye: {}", each.join(" · "))
        }
        other => fixed_hint(other).to_string(),
    }
}

/// What the fields but the conditions take.
fn fixed_hint(field: Field) -> &'static str {
    match field {
        Field::Stipulation => "#2  =3  h#3  h#2.5  s#4  r#2  ser-h#12  ser-s#3  ~1",
        Field::Options => {
            "Popeye syntax: variation try threat 2 setplay defence 1 maxsolutions 2 duplex halfduplex"
        }
        Field::Twins => {
            "one per line: move e1 e2 · exchange a1 b2 · remove c3 · add black pc2 · rotate 90 · continued …"
        }
        _ => "",
    }
}

pub fn editor(frame: &mut Frame, app: &App, area: Rect) {
    let Some(editor) = &app.editor else {
        return;
    };
    let single = editor.field.single_line();
    let height = if single {
        6
    } else {
        (area.height * 2 / 3).max(8)
    };
    let rect = centred(area, area.width.saturating_sub(4).min(90), height);
    frame.render_widget(Clear, rect);
    let title = format!(
        "{} · {} applies · Esc cancels",
        capitalised(editor.field.name()),
        if single { "Enter" } else { "Ctrl-s" }
    );
    let block = window(app, &title);
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    if inner.height < 3 {
        return;
    }
    let text_area = Rect {
        height: inner.height - 2,
        ..inner
    };
    frame.render_widget(&editor.text, text_area);
    let t = &app.theme;
    let buf = frame.buffer_mut();
    let (message, style): (String, Style) = match &editor.error {
        Some(e) => (format!("✗ {e}"), t.bad),
        // Nothing is checked in free text: a tick there would claim a check.
        None if editor.field.free_text() => ("free text".into(), t.dim),
        None => ("✓ valid".into(), t.good),
    };
    put(
        buf,
        inner.x,
        inner.y + inner.height - 2,
        &message,
        inner.width,
        style,
    );
    put(
        buf,
        inner.x,
        inner.y + inner.height - 1,
        &hint(editor.field),
        inner.width,
        t.dim,
    );
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

pub fn picker(frame: &mut Frame, app: &App, area: Rect) {
    let Some(picker) = &app.picker else {
        return;
    };
    let labels = picker.labels(app.knight);
    let height = (labels.len() as u16 + 2).min(area.height);
    let title = match picker.choices {
        Choices::Files(_) | Choices::Samples(_) => {
            format!("{} · Enter opens · Esc closes", picker.title)
        }
        Choices::Pieces(_) => format!("{} · Enter puts · Esc closes", picker.title),
    };
    let width = labels
        .iter()
        .map(|l| l.chars().count() as u16 + 4)
        .max()
        .unwrap_or(20)
        .max(title.chars().count() as u16 + 6);
    let rect = centred(area, width.min(area.width), height);
    frame.render_widget(Clear, rect);
    let block = window(app, &title);
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let t = &app.theme;
    let buf = frame.buffer_mut();
    let rows = inner.height as usize;
    let first = picker.selected.saturating_sub(rows.saturating_sub(1));
    for (i, label) in labels.iter().enumerate().skip(first).take(rows) {
        let style = if i == picker.selected {
            t.selection
        } else {
            t.text
        };
        let w = (inner.width as usize).saturating_sub(1);
        let text = format!(" {label:<w$}");
        put(
            buf,
            inner.x,
            inner.y + (i - first) as u16,
            &text,
            inner.width,
            style,
        );
    }
}
