//! The board pane: the diagram (or the position after the played line) with file and rank
//! labels, the cursor, the last move, the chosen piece's targets, what moves do beyond their
//! own squares (the conditions' marks), and below it the side to move, rights, tokens, the
//! conditions' panel about the piece under the cursor (its squares marked on the board) and a
//! legend of the fairy pieces in use.

use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::Frame;

use super::condition_panel::{self, Panel};
use super::{pane, put};
use crate::conditions::registry;
use crate::conditions::view::Marks;
use crate::rules::piece::{Attribute, Language};
use crate::rules::{
    BoardSize, Colour, Move, Piece, PieceKind, Position, Side, Special, Square, Vec2,
};
use crate::tui::app::{App, Focus, Mode};
use crate::tui::compose::castling_text;
use crate::tui::glyphs::{
    kind_letters, kind_name, kind_title, piece_glyph, token_glyph, token_view, GlyphSet,
};
use crate::tui::update::targets;

/// Columns left of the cells: the rank label and a space.
const LABEL: u16 = 3;
/// Lines under the file labels for the side to move, rights and legend.
const INFO: u16 = 3;

/// Cell sizes to try, largest first (columns, rows).
const CELLS: [(u16, u16); 5] = [(11, 5), (9, 4), (7, 3), (5, 2), (3, 1)];

/// The smallest cells the board is drawn with.
pub const SMALLEST_CELL: (u16, u16) = CELLS[CELLS.len() - 1];

/// Height of the board pane for cells `ch` high: frame, cells, file labels, info lines.
pub fn board_height(ranks: u8, ch: u16) -> u16 {
    2 + ranks as u16 * ch + 1 + INFO
}

/// Width of the board pane for cells `cw` wide.
pub fn board_width(files: u8, cw: u16) -> u16 {
    2 + LABEL + files as u16 * cw
}

/// The largest cell that lets the board fit in `height` rows and three fifths of `width`.
pub fn cell_size(width: u16, height: u16, files: u8, ranks: u8) -> (u16, u16) {
    for (cw, ch) in CELLS {
        let w = board_width(files, cw);
        let h = board_height(ranks, ch);
        if w as u32 * 5 <= width as u32 * 3 && h <= height {
            return (cw, ch);
        }
    }
    (3, 1)
}

pub fn render(frame: &mut Frame, app: &App, area: Rect, (cw, ch): (u16, u16)) {
    let mut title = "Board".to_string();
    if app.twin > 0 || app.replay.is_some() {
        // Which twin's position, when the problem has twins.
        if let Some(view) = crate::tui::app::twin_views(app.problem())
            .ok()
            .filter(|v| v.len() > 1)
            .and_then(|v| v.into_iter().nth(app.twin))
        {
            title.push_str(&format!(" · {}", view.label));
        }
    }
    if app.replay.is_some() {
        title.push_str(&format!(
            " · solution: move {} of {}",
            app.line_pos,
            app.line.len()
        ));
    } else if app.line_pos > 0 {
        let plural = if app.line_pos == 1 { "" } else { "s" };
        title.push_str(&format!(" · after {} move{plural}", app.line_pos));
    }
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
    let effects = effects(app);
    let panel = condition_panel::panel(app);
    let lenders: &[Square] = panel.as_ref().map_or(&[], |p| &p.lenders);
    let exit_targets: Vec<((i16, i16), Vec2)> = match app.from {
        Some(from) => app
            .shown
            .moves
            .iter()
            .filter(|m| m.mv.from == from)
            .filter_map(|m| match m.mv.special {
                Special::Exit { dir } => Some((rim_cell(size, from, dir), dir)),
                _ => None,
            })
            .collect(),
        None => Vec::new(),
    };
    let rim = rim_width(app) as i16;
    let (w, h) = (size.width() as i16, size.height() as i16);
    for r in (-rim..h + rim).rev() {
        let top = inner.y + (h - 1 - r + rim) as u16 * ch;
        if top >= bottom {
            break;
        }
        for dy in 0..ch {
            let y = top + dy;
            if y >= bottom {
                break;
            }
            if dy == ch / 2 && (0..h).contains(&r) {
                put(
                    buf,
                    inner.x,
                    y,
                    &format!("{:>2} ", r + 1),
                    inner.width,
                    t.label,
                );
            }
            for f in -rim..w + rim {
                let x = inner.x + LABEL + (f + rim) as u16 * cw;
                if x >= right {
                    break;
                }
                let cell_width = (right - x).min(cw);
                if !(0..w).contains(&f) || !(0..h).contains(&r) {
                    // The rim: pieces that left, the chosen piece's exits.
                    let mut style = t.rim;
                    let mut text = String::new();
                    if let Some((_, dir)) = exit_targets.iter().find(|(c, _)| *c == (f, r)) {
                        style = style.patch(t.target);
                        text = arrow(*dir).to_string();
                    }
                    let gone: Vec<_> = effects.exits.iter().filter(|e| e.0 == (f, r)).collect();
                    let mut text_style = style;
                    if let Some(first) = gone.first() {
                        let glyphs: String = gone
                            .iter()
                            .map(|e| piece_glyph(app.glyphs, e.1, app.knight))
                            .collect();
                        let a = arrow(first.2);
                        text = if first.2 .0 < 0 {
                            format!("{a}{glyphs}")
                        } else {
                            format!("{glyphs}{a}")
                        };
                        text_style = style.patch(t.exit);
                    }
                    let blank = " ".repeat(cell_width as usize);
                    put(buf, x, y, &blank, cell_width, style);
                    if dy == ch / 2 && !text.is_empty() {
                        let n = text.chars().count() as u16;
                        let gx = x + cw.saturating_sub(n) / 2;
                        if gx < right {
                            put(buf, gx, y, &text, (right - gx).min(n), text_style);
                        }
                    }
                    continue;
                }
                let sq = Square::new(f as u8, r as u8);
                let light = (f + r) % 2 == 1;
                // A hole is no square of the board: blank, without the squares' colours or a
                // glyph (Popeye's diagram leaves it blank too).
                let hole = pos.is_hole(sq);
                let mut style = match (hole, light) {
                    (true, _) => Style::default(),
                    (false, true) => t.light_square,
                    (false, false) => t.dark_square,
                };
                if last.is_some_and(|m| m.from == sq || m.to == sq) {
                    style = style.patch(t.last_move);
                }
                if effects.transfer.contains(&sq) {
                    style = style.patch(t.transfer);
                }
                if effects.passive.contains(&sq) {
                    style = style.patch(t.passive);
                }
                if lenders.contains(&sq) {
                    style = style.patch(t.lender);
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
                    (false, Some(c)) if !hole => c,
                    _ => ' ',
                };
                let blank: String = std::iter::repeat_n(fill, cell_width as usize).collect();
                put(buf, x, y, &blank, cell_width, style);
                if dy != ch / 2 || hole {
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
                    // Attributes stand before the glyph as Popeye's prefixes (`rQ`, `kS`).
                    let prefix = pos.attributes(sq).prefix_in(p.kind(), Language::English);
                    (
                        format!("{prefix}{}", piece_glyph(app.glyphs, p, app.knight)),
                        style.patch(s),
                    )
                } else if let Some(k) = app.problem().kept.piece_on(sq) {
                    // A piece feerie keeps but cannot play: its code, marked as fairy.
                    let s = match k.colour {
                        Colour::White => t.white_piece,
                        Colour::Black => t.black_piece,
                        Colour::Neutral => t.neutral_piece,
                    };
                    // As the letters glyph set writes pieces: upper case for White, lower
                    // case for Black, `~` before a neutral one.
                    let code = k.kind.to_string();
                    let glyph = match k.colour {
                        Colour::White => code,
                        Colour::Black => code.to_lowercase(),
                        Colour::Neutral => format!("~{code}"),
                    };
                    (glyph, style.patch(s).patch(t.fairy_piece))
                } else if let Some((_, c)) = pos.tokens().iter().find(|(s, _)| *s == sq) {
                    (token_glyph(c).to_string(), style.patch(t.token))
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
    }
    let mut row = inner.y + (h + 2 * rim) as u16 * ch;
    // File labels.
    if row < bottom {
        for f in 0..size.width() {
            let x = inner.x + LABEL + (f as u16 + rim as u16) * cw + (cw - 1) / 2;
            if x < right {
                let name = ((b'a' + f) as char).to_string();
                put(buf, x, row, &name, 1, t.label);
            }
        }
        row += 1;
    }
    let width = inner.width.saturating_sub(1) as usize;
    let lines = info_lines(app, width, panel.as_ref());
    // What does not fit says where to read it whole (the notes, a long title).
    let room = bottom.saturating_sub(row) as usize;
    let cut = lines.len() > room;
    for (i, line) in lines.iter().take(room).enumerate() {
        let text = if cut && i + 1 == room {
            with_more(&line.0, width)
        } else {
            line.0.clone()
        };
        put(buf, inner.x + 1, row, &text, width as u16, line.1);
        row += 1;
    }
}

/// The mark at the end of the board pane's last info line when more lines did not fit.
pub const MORE: &str = " … :info";

/// `text` cut to leave room for [`MORE`] in `width` columns, then the mark.
fn with_more(text: &str, width: usize) -> String {
    let keep = width.saturating_sub(MORE.chars().count());
    let mut out: String = text.chars().take(keep).collect();
    out.truncate(out.trim_end().len());
    out.push_str(MORE);
    out
}

/// Cells of rim on each side of the board: as many as a condition in force asks for (where
/// pieces that leave the board are shown).
pub fn rim_width(app: &App) -> u8 {
    app.shown
        .rules
        .conditions()
        .iter()
        .map(|c| registry::entry(c).view.rim(c))
        .max()
        .unwrap_or(0)
}

/// What the moves being looked at do beyond the active piece's own squares, as the conditions
/// in force mark it.
struct Effects {
    /// From and to squares of transferred pieces.
    transfer: Vec<Square>,
    /// From and to squares of passive pieces.
    passive: Vec<Square>,
    /// Pieces that left the board: their rim cell, the piece, its direction.
    exits: Vec<((i16, i16), Piece, Vec2)>,
}

/// The marks of the moves being looked at: with a piece chosen, those of its moves ending on
/// the cursor's square (another than its own); with the move list focused, the selected move's;
/// else the last move's.
fn effects(app: &App) -> Effects {
    let mut marks = Marks::default();
    let mut pos = &app.shown.position;
    let mut add = |pos: &Position, mv: &Move| {
        for c in app.shown.rules.conditions() {
            registry::entry(c).view.marks(c, pos, mv, &mut marks);
        }
    };
    if let Some(from) = app.from {
        // On the from-square itself Enter cancels the choice: nothing is previewed there.
        for m in &app.shown.moves {
            if m.mv.from == from && m.mv.to == app.cursor && app.cursor != from && !m.mv.is_exit() {
                add(pos, &m.mv);
            }
        }
    } else if app.focus == Focus::Moves && app.mode == Mode::Normal {
        if let Some(m) = app.shown.moves.get(app.selected) {
            add(pos, &m.mv);
        }
    } else if let (Some(mv), Some(before)) = (app.shown.last_move, &app.shown.before_last) {
        add(before, &mv);
        pos = before;
    }
    let size = pos.size();
    Effects {
        transfer: marks.transfer,
        passive: marks.passive,
        exits: marks
            .exits
            .into_iter()
            .map(|(from, piece, dir)| (rim_cell(size, from, dir), piece, dir))
            .collect(),
    }
}

/// The rim cell (file, rank; -1 and the board's width or height are the rim) where a piece on
/// `from` leaving the board in steps `dir` is shown: next to the last square of its way.
fn rim_cell(size: BoardSize, from: Square, (dx, dy): Vec2) -> (i16, i16) {
    let mut sq = from;
    if (dx, dy) != (0, 0) {
        while let Some(next) = sq.offset(dx as i32, dy as i32, size) {
            sq = next;
        }
    }
    let (w, h) = (size.width() as i16, size.height() as i16);
    (
        (sq.file() as i16 + dx as i16).clamp(-1, w),
        (sq.rank() as i16 + dy as i16).clamp(-1, h),
    )
}

/// An arrow pointing along `dir`.
fn arrow((dx, dy): Vec2) -> char {
    match (dx.signum(), dy.signum()) {
        (0, 1) => '↑',
        (1, 1) => '↗',
        (1, 0) => '→',
        (1, -1) => '↘',
        (0, -1) => '↓',
        (-1, -1) => '↙',
        (-1, 0) => '←',
        (-1, 1) => '↖',
        _ => '·',
    }
}

/// Side to move and rights; the conditions' panel; tokens, rebirth and the last move's kind;
/// the legend.
fn info_lines(app: &App, width: usize, panel: Option<&Panel>) -> Vec<(String, Style)> {
    let t = &app.theme;
    let pos = &app.shown.position;
    let side = match pos.side_to_move() {
        Side::White => "White",
        Side::Black => "Black",
    };
    // Qi castling lists rook squares: a line of its own.
    let qi = !pos.qi_castling().is_empty();
    let mut first = if qi {
        format!("{side} to move")
    } else {
        format!("{side} to move · castling {}", castling_text(pos))
    };
    if let Some(ep) = pos.en_passant() {
        first.push_str(&format!(" · e.p. {}", ep.target));
    }
    // The square under the cursor, so that nobody counts files and ranks on a large board.
    // A no-break space keeps `on e4` on one line when the line wraps.
    first.push_str(&format!(" · on\u{a0}{}", app.cursor));
    let mut second = Vec::new();
    let tokens = token_view();
    if !pos.tokens().is_empty() {
        let squares: Vec<String> = pos
            .tokens()
            .iter()
            .map(|(s, c)| format!("{}{s}", token_glyph(c)))
            .collect();
        let plural = tokens.map_or("Tokens", |t| t.plural);
        second.push(format!("{plural} {}", squares.join(" ")));
    }
    if let Some((p, s)) = pos.pending_rebirth() {
        second.push(format!(
            "last capture {}{}{s}",
            p.colour().letter(),
            p.kind().letters()
        ));
    }
    if app.shown.rules.tracks_last_kind() {
        // The kind some pieces imitate.
        second.push(match pos.last_move_kind() {
            Some(k) => format!("last move: {}", kind_title(k)),
            None => "last move: unknown".into(),
        });
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
        .map(|k| format!("{} {}", kind_letters(k, app.knight), kind_name(k)))
        .collect();
    if pos.pieces().any(|(_, p)| p.colour() == Colour::Neutral) {
        legend.push(match app.glyphs {
            GlyphSet::Popeye => "=X neutral".into(),
            _ => "~X neutral".into(),
        });
    }
    if !pos.tokens().is_empty() {
        let (glyph, name) = tokens.map_or(("T", "token"), |t| (t.glyphs[0], t.name));
        legend.push(format!("{glyph} {name}"));
    }
    // The attributes on the board, by their prefixes.
    let mut attributes: Vec<Attribute> = pos
        .pieces()
        .flat_map(|(sq, _)| pos.attributes(sq).iter())
        .collect();
    attributes.sort();
    attributes.dedup();
    for a in attributes {
        legend.push(format!("{}X {}", a.prefix_in(Language::English), a.name()));
    }
    // Pieces feerie keeps but cannot play, with their attributes.
    for k in &app.problem().kept.pieces {
        let mut item = String::new();
        for a in &k.attributes {
            item.push_str(a);
            item.push(' ');
        }
        item.push_str(&format!(
            "{}{} {} (not played)",
            k.kind,
            k.square,
            k.colour.name()
        ));
        legend.push(item);
    }
    let mut lines: Vec<(String, Style)> = wrap(&first, width)
        .into_iter()
        .map(|l| (l, t.text))
        .collect();
    if qi {
        let text = format!("castling {}", castling_text(pos));
        lines.extend(wrap(&text, width).into_iter().map(|l| (l, t.text)));
    }
    match panel {
        Some(panel) => {
            lines.extend(wrap(&panel.text, width).into_iter().map(|l| (l, t.title)));
            if !second.is_empty() {
                lines.extend(
                    wrap(&second.join(" · "), width)
                        .into_iter()
                        .map(|l| (l, t.text)),
                );
            }
        }
        None if second.is_empty() => {}
        None => lines.extend(
            wrap(&second.join(" · "), width)
                .into_iter()
                .map(|l| (l, t.text)),
        ),
    }
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
    if !current.is_empty() {
        lines.push((current, t.dim));
    }
    // The words around the problem, as far as there is room: no blank line before them, as
    // at 80x24 only two or three lines are left under the board.
    let meta = &app.problem().meta;
    for value in [&meta.title, &meta.author, &meta.origin]
        .into_iter()
        .flatten()
    {
        let value = value.replace('\n', " · ");
        lines.extend(wrap(&value, width).into_iter().map(|l| (l, t.title)));
    }
    let notes = &app.entry().notes;
    if !notes.is_empty() {
        for l in notes.lines() {
            for w in wrap(l, width) {
                lines.push((w, t.dim));
            }
        }
    }
    lines
}

/// Splits `text` into lines of at most `width` columns at spaces, not at no-break spaces (a
/// longer word is cut).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text
        .split(|c: char| c.is_whitespace() && c != '\u{a0}')
        .filter(|w| !w.is_empty())
    {
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
