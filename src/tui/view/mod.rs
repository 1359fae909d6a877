//! Drawing the screen from the app state. Rendering reads the state and never changes it.
//!
//! Layout: the board pane on the left (its cells grow with the terminal), the move list above
//! the solver pane on the right, then the status line and the command/message line. Help, the
//! editors and the file list open over the panes.

mod board;
mod condition_panel;
mod moves;
mod overlay;
mod solver;
mod status;

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Borders};
use ratatui::Frame;

use super::app::{App, Focus, Mode};

pub use board::{cell_size, rim_width};
pub use condition_panel::{panel as condition_panel, Panel};
pub use overlay::{help_lines, info_rows};

/// The board pane's least width (its info lines need it).
const BOARD_MIN: u16 = 34;

/// Draws the whole screen (in ASCII alone on a terminal without UTF-8).
pub fn render(frame: &mut Frame, app: &App) {
    draw(frame, app);
    if app.caps.ascii {
        crate::tui::caps::asciify(frame.buffer_mut(), app.knight);
    }
}

fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let [main, status_row, command_row] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let size = app.shown.position.size();
    // A condition may give the board a rim of cells on each side (where pieces leave it).
    let rim = 2 * board::rim_width(app);
    let (files, ranks) = (size.width() + rim, size.height() + rim);
    let (need_w, need_h) = minimum_size(files, ranks);
    if area.width < need_w || area.height < need_h {
        too_small(frame, app, area, (need_w, need_h));
        return;
    }
    let (cw, ch) = cell_size(main.width, main.height, files, ranks);
    let board_width = (board::board_width(files, cw))
        .max(BOARD_MIN)
        .min(main.width);
    let [left, right] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(0)]).areas(main);
    let moves_height = (right.height * 2 / 5).max(6).min(right.height);
    let [top, bottom] =
        Layout::vertical([Constraint::Length(moves_height), Constraint::Min(0)]).areas(right);
    board::render(frame, app, left, (cw, ch));
    moves::render(frame, app, top);
    solver::render(frame, app, bottom);
    status::render_status(frame, app, status_row);
    status::render_command(frame, app, command_row);
    match app.mode {
        Mode::Help => overlay::help(frame, app, main),
        Mode::Editor => overlay::editor(frame, app, main),
        Mode::Picker => overlay::picker(frame, app, main),
        Mode::Confirm(_) if status::message_cut(app, command_row.width) => {
            overlay::question(frame, app, main)
        }
        _ => {}
    }
}

/// Columns the move list and the solver pane need beside the board to be read at all.
const SIDE_MIN: u16 = 24;

/// The smallest terminal (columns, rows) whose panes show a board of `files` x `ranks` cells:
/// the board at its smallest cells beside `SIDE_MIN` columns, over the status and command
/// lines.
pub fn minimum_size(files: u8, ranks: u8) -> (u16, u16) {
    let (cw, ch) = board::SMALLEST_CELL;
    let width = board::board_width(files, cw).max(BOARD_MIN) + SIDE_MIN;
    let height = board::board_height(ranks, ch) + 2;
    (width, height)
}

/// What a terminal too small for the panes shows instead of crushed ones: its size and the
/// size needed, and the command line (so that `:q` still works).
fn too_small(frame: &mut Frame, app: &App, area: Rect, (w, h): (u16, u16)) {
    let text = [
        format!("terminal {}x{} too small", area.width, area.height),
        format!("feerie needs {w}x{h}"),
        "enlarge it, or :q to quit".to_string(),
    ];
    let command_row = area.height.saturating_sub(1);
    let top = area.y + command_row.saturating_sub(text.len() as u16) / 2;
    let buf = frame.buffer_mut();
    for (i, line) in text.iter().enumerate() {
        let x = area.x + area.width.saturating_sub(line.chars().count() as u16) / 2;
        put(buf, x, top + i as u16, line, area.width, app.theme.title);
    }
    if area.height >= 2 {
        let row = Rect {
            y: area.y + command_row,
            height: 1,
            ..area
        };
        status::render_command(frame, app, row);
    }
}

/// A pane's frame: thick and highlighted when it has the focus.
fn pane<'a>(app: &App, focus: Focus, title: &'a str) -> Block<'a> {
    let focused = app.focus == focus && matches!(app.mode, Mode::Normal | Mode::Place);
    let (border, kind, title_style) = if focused {
        (
            app.theme.border_focus,
            BorderType::Thick,
            app.theme.border_focus,
        )
    } else {
        (app.theme.border, BorderType::Plain, app.theme.title)
    };
    let marker = if focused { "▶ " } else { "" };
    Block::default()
        .borders(Borders::ALL)
        .border_type(kind)
        .border_style(border)
        .title(Line::styled(format!(" {marker}{title} "), title_style))
}

/// A rectangle of at most `w`x`h` centred in `area`.
fn centred(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}

/// Writes `text` at (x, y), cut at `max` columns and at the buffer's edge; nothing if (x, y)
/// is outside the buffer (tiny terminals).
fn put(buf: &mut ratatui::buffer::Buffer, x: u16, y: u16, text: &str, max: u16, style: Style) {
    let area = buf.area;
    if max == 0 || x < area.x || y < area.y || x >= area.right() || y >= area.bottom() {
        return;
    }
    let max = max.min(area.right() - x);
    buf.set_stringn(x, y, text, max as usize, style);
}

/// `text` broken at spaces into rows of at most `width` columns, as Popeye breaks a long
/// line: each row after the first starts with the line's own indent and `indent` columns more.
/// A word longer than a row is cut into pieces; nothing is lost.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(1);
    if text.chars().count() <= width {
        return vec![text.to_string()];
    }
    let lead = text.chars().take_while(|c| *c == ' ').count();
    let prefix_width = (lead + indent).min(width / 2);
    let prefix = " ".repeat(prefix_width);
    let mut rows: Vec<String> = Vec::new();
    let mut row = " ".repeat(lead);
    let mut row_len = lead;
    // The words with the spaces before each (Popeye aligns moves with runs of spaces).
    let mut words: Vec<(usize, String)> = Vec::new();
    let mut gap = 0;
    let mut word = String::new();
    for c in text.chars().skip(lead) {
        if c == ' ' {
            if !word.is_empty() {
                words.push((gap, std::mem::take(&mut word)));
                gap = 0;
            }
            gap += 1;
        } else {
            word.push(c);
        }
    }
    if !word.is_empty() {
        words.push((gap, word));
    }
    for (gap, word) in words {
        let len = word.chars().count();
        let fresh = row_len <= prefix_width.max(lead) && row.trim().is_empty();
        let need = if fresh { len } else { gap + len };
        if !fresh && row_len + need > width {
            rows.push(std::mem::take(&mut row));
            row = prefix.clone();
            row_len = prefix_width;
        } else if !fresh {
            row.push_str(&" ".repeat(gap));
            row_len += gap;
        }
        // A word wider than a row: as much as fits, then the rest on rows of their own.
        let mut rest: Vec<char> = word.chars().collect();
        while row_len + rest.len() > width {
            let room = width.saturating_sub(row_len).max(1);
            let head: String = rest.drain(..room.min(rest.len())).collect();
            row.push_str(&head);
            rows.push(std::mem::take(&mut row));
            row = prefix.clone();
            row_len = prefix_width;
        }
        row_len += rest.len();
        row.extend(rest);
    }
    if !row.trim().is_empty() || rows.is_empty() {
        rows.push(row);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrap_keeps_every_word_and_indents_the_rest() {
        let line = "   1.Rf3-j3 WF(R)j2-i2   2.Rj3-j2 WF(R)i2-i3   3.Kj6-j5 WF(Q)i3-j3 #";
        let rows = wrap(line, 30, 2);
        assert!(rows.len() > 1);
        assert!(rows.iter().all(|r| r.chars().count() <= 30), "{rows:?}");
        assert!(rows[1..].iter().all(|r| r.starts_with("     ")), "{rows:?}");
        let words = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(words(&rows.join(" ")), words(line));
        assert_eq!(wrap("short", 30, 2), vec!["short".to_string()]);
        // A word longer than the row is cut, never dropped.
        let long = wrap("abcdefghijklmnopqrstuvwxyz", 10, 2);
        assert_eq!(long.concat().replace(' ', ""), "abcdefghijklmnopqrstuvwxyz");
        assert!(long.iter().all(|r| r.chars().count() <= 10));
    }
}
