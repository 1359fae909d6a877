//! `update`: carries out one action on the app state and says what the outside world must do
//! (solve, save, open). Pure logic: no terminal, no clock, no disk, no threads. The event loop
//! performs the effects and feeds the solver's events back through [`solver_event`].

use std::path::PathBuf;

use tui_textarea::TextArea;

use super::action::{Action, Dir, Field};
use super::app::{
    command_line, App, Choices, Editor, Entry, Focus, HelpPage, Mode, Phase, Picker, Question,
    Snapshot, UNDO_STEPS,
};
use super::commands;
use super::compose;
use crate::rules::{Colour, Move, Piece, Square};
use crate::solver::worker::Event;

/// What the event loop must do after an update.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Solve the problem on screen (generation `App::generation`) after the debounce; stop the
    /// job running now.
    Solve,
    /// Stop the job running now.
    Cancel,
    /// Save the session to this file (or to `App::path`). Unless `force` (`:w!`), a file
    /// changed on disk since it was read, deleted since, or never read is not written before
    /// the user says yes, and a read-only one not at all.
    Save { path: Option<PathBuf>, force: bool },
    /// Export the session's problems for publication to this file (`:export`; xfen without a
    /// file is shown in the message line).
    Export(crate::session::export::ExportFormat, Option<PathBuf>),
    /// Open this file, replacing the session.
    Open(PathBuf),
    /// Show the recent files to choose from.
    Recent,
    /// Reopen the session autosaved before a crash.
    Recover,
    /// Let the crash's autosave go (the next one waiting is asked about).
    DismissRecovery,
    /// Look for autosaves of crashed workbenches again and offer them (`:recover`).
    OfferRecovery,
}

/// Lines a page key scrolls.
const PAGE: usize = 10;

/// The text width and height of the `:info` window on the smallest terminal the panes are
/// drawn on (58x16): scrolling stops where its last row is at the window's foot there.
const INFO_WIDTH_LEAST: usize = 50;
const INFO_HEIGHT_LEAST: usize = 12;

pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    // Any key clears a message, except in the modes that show one.
    if !matches!(app.mode, Mode::Confirm(_)) && !matches!(action, Action::Text(_)) {
        app.message = None;
    }
    match action {
        Action::Quit => {
            if app.dirty {
                app.mode = Mode::Confirm(Question::Quit);
                app.info("There are unsaved changes. Quit anyway? (y/n)");
            } else {
                app.quit = true;
            }
            vec![]
        }
        Action::Suspend => {
            app.suspend = true;
            vec![]
        }
        Action::Confirm(yes) => {
            let question = app.mode;
            app.mode = Mode::Normal;
            app.message = None;
            match (question, yes) {
                (Mode::Confirm(Question::Quit), true) => {
                    app.quit = true;
                    vec![]
                }
                (Mode::Confirm(Question::Recover), true) => vec![Effect::Recover],
                (Mode::Confirm(Question::Recover), false) => vec![Effect::DismissRecovery],
                (Mode::Confirm(Question::Overwrite), true) => match app.pending_save.take() {
                    Some(path) => vec![Effect::Save {
                        path: Some(path),
                        force: true,
                    }],
                    None => vec![],
                },
                (Mode::Confirm(Question::Lossy { force }), true) => match app.pending_save.take() {
                    Some(path) => {
                        app.loss_accepted = Some(path.clone());
                        vec![Effect::Save {
                            path: Some(path),
                            force,
                        }]
                    }
                    None => vec![],
                },
                (Mode::Confirm(Question::LossyExport(format)), true) => {
                    match app.pending_save.take() {
                        Some(path) => {
                            app.loss_accepted = Some(path.clone());
                            vec![Effect::Export(format, Some(path))]
                        }
                        None => vec![],
                    }
                }
                (Mode::Confirm(Question::LossyExport(_)), false) => {
                    app.pending_save = None;
                    app.info("not exported");
                    vec![]
                }
                (Mode::Confirm(Question::Overwrite | Question::Lossy { .. }), false) => {
                    app.pending_save = None;
                    app.quit_after_save = false;
                    app.info("not saved");
                    vec![]
                }
                _ => vec![],
            }
        }
        Action::FocusNext => {
            app.focus = app.focus.next();
            app.from = None;
            vec![]
        }
        Action::FocusPrev => {
            app.focus = app.focus.prev();
            app.from = None;
            vec![]
        }
        Action::ToggleHelp => {
            app.mode = if app.mode == Mode::Help {
                Mode::Normal
            } else {
                app.help_scroll = 0;
                app.help_page = HelpPage::Keys;
                Mode::Help
            };
            vec![]
        }
        Action::CommandLine => {
            app.mode = Mode::Command;
            app.command = command_line();
            app.completions.clear();
            vec![]
        }
        Action::Undo => undo(app),
        Action::Redo => redo(app),
        Action::TogglePause => toggle_pause(app),
        Action::CycleGlyphs => {
            app.glyphs = super::glyphs::next_set(app.glyphs);
            app.info(format!("glyphs: {}", app.glyphs.name()));
            vec![]
        }
        Action::OpenEditor(field) => {
            open_editor(app, field);
            vec![]
        }
        Action::Move(dir) => {
            move_in(app, dir);
            vec![]
        }
        Action::PageUp => {
            page(app, false);
            vec![]
        }
        Action::PageDown => {
            page(app, true);
            vec![]
        }
        Action::Home if app.mode == Mode::Help => {
            app.help_scroll = 0;
            vec![]
        }
        Action::Home => {
            app.solver.cursor = 0;
            vec![]
        }
        Action::End => {
            app.solver.cursor = app.solver.visible_lines().len().saturating_sub(1);
            vec![]
        }
        Action::PlaceMode => {
            app.mode = Mode::Place;
            app.focus = Focus::Board;
            app.neutral_next = false;
            vec![]
        }
        Action::Escape => {
            let normal = app.mode == Mode::Normal;
            app.mode = Mode::Normal;
            app.from = None;
            app.neutral_next = false;
            if normal {
                leave_replay(app);
            }
            vec![]
        }
        Action::ShowLine => {
            show_line(app);
            vec![]
        }
        Action::NextTwin => {
            next_twin(app);
            vec![]
        }
        Action::FairyPicker(colour) => {
            let colour = if app.neutral_next {
                Colour::Neutral
            } else {
                colour
            };
            app.neutral_next = false;
            app.picker = Some(Picker {
                title: format!("Fairy pieces ({})", colour.name()),
                choices: Choices::Pieces(compose::fairy_choices(colour)),
                selected: 0,
                back: app.mode,
                query: String::new(),
            });
            app.mode = Mode::Picker;
            vec![]
        }
        Action::NeutralPrefix => {
            app.neutral_next = true;
            app.info("neutral: now type the piece");
            vec![]
        }
        Action::Place(piece) => {
            let piece = if app.neutral_next {
                Piece::new(Colour::Neutral, piece.kind())
            } else {
                piece
            };
            app.neutral_next = false;
            let sq = app.cursor;
            place_piece(app, sq, piece)
        }
        Action::ClearSquare => {
            let sq = app.cursor;
            edit_board(app, |e| compose::clear(&mut e.problem, sq))
        }
        Action::ToggleToken => {
            let sq = app.cursor;
            edit_board(app, |e| compose::toggle_token(&mut e.problem, sq))
        }
        Action::SelectSquare => {
            select_square(app);
            vec![]
        }
        Action::PlaySelected => {
            if let Some(row) = app.shown.moves.get(app.selected) {
                let mv = row.mv;
                play(app, mv);
            }
            vec![]
        }
        Action::StepBack => {
            if app.line_pos > 0 {
                app.line_pos -= 1;
                app.refresh();
            }
            vec![]
        }
        Action::StepForward => {
            if app.line_pos < app.line.len() {
                app.line_pos += 1;
                app.refresh();
            }
            vec![]
        }
        Action::ToDiagram => {
            app.line_pos = 0;
            app.from = None;
            app.refresh();
            vec![]
        }
        Action::NextProblem => commands::run(app, "n"),
        Action::PrevProblem => commands::run(app, "N"),
        Action::ToggleFold => {
            let s = &mut app.solver;
            let b = s.cursor_block();
            if let Some(f) = s.folded.get_mut(b) {
                *f = !*f;
            }
            s.cursor = s.block_start(b);
            vec![]
        }
        Action::FoldAll => {
            let s = &mut app.solver;
            let b = s.cursor_block();
            let fold = !s.folded.iter().all(|f| *f);
            s.folded.iter_mut().for_each(|f| *f = fold);
            s.cursor = s.block_start(b);
            vec![]
        }
        Action::Complete => {
            let line = app.command.lines().join(" ");
            match super::complete::complete(&line, app.knight) {
                Some(c) => {
                    app.command = TextArea::new(vec![c.line]);
                    app.command.set_cursor_line_style(Default::default());
                    app.command.move_cursor(tui_textarea::CursorMove::End);
                    app.completions = c.candidates;
                }
                None => app.completions.clear(),
            }
            vec![]
        }
        Action::Text(key) => {
            app.completions.clear();
            match app.mode {
                Mode::Command => text_input(&mut app.command, key),
                Mode::Editor => {
                    if let Some(editor) = &mut app.editor {
                        text_input(&mut editor.text, key);
                    }
                    validate_editor(app);
                }
                Mode::Picker => {
                    let knight = app.knight;
                    if let Some(picker) = &mut app.picker {
                        picker.search(key, knight);
                    }
                }
                _ => {}
            }
            vec![]
        }
        Action::Submit => match app.mode {
            Mode::Command => {
                let text = app.command.lines().join(" ").trim().to_string();
                app.mode = Mode::Normal;
                app.command = command_line();
                if text.is_empty() {
                    return vec![];
                }
                if app.history.last() != Some(&text) {
                    app.history.push(text.clone());
                }
                commands::run(app, &text)
            }
            Mode::Editor => apply_editor(app),
            Mode::Picker => {
                let Some(picker) = app.picker.take() else {
                    app.mode = Mode::Normal;
                    return vec![];
                };
                app.mode = picker.back;
                match picker.choices {
                    Choices::Files(files) => match files.get(picker.selected) {
                        Some(path) => commands::open(app, path.clone(), false),
                        None => vec![],
                    },
                    Choices::Samples(names) => match names.get(picker.selected) {
                        Some(name) => commands::open_sample(app, name),
                        None => vec![],
                    },
                    Choices::Pieces(pieces) => match pieces.get(picker.selected) {
                        Some(&piece) => {
                            let sq = app.cursor;
                            place_piece(app, sq, piece)
                        }
                        None => vec![],
                    },
                }
            }
            _ => vec![],
        },
        Action::Cancel => {
            app.mode = app.picker.take().map_or(Mode::Normal, |p| p.back);
            app.editor = None;
            app.command = command_line();
            vec![]
        }
        Action::Command(text) => commands::run(app, &text),
    }
}

// ----- editing -----

/// Makes one undoable edit of the problem on screen: `f` changes a copy, which replaces the
/// problem if `f` succeeds and changed it. An edit bumps the generation and asks for a solve.
pub fn edit(app: &mut App, f: impl FnOnce(&mut Entry) -> Result<(), String>) -> Vec<Effect> {
    let before = app.entries[app.current].clone();
    let mut after = before.clone();
    if let Err(message) = f(&mut after) {
        app.error(message);
        return vec![];
    }
    if after == before {
        return vec![];
    }
    app.undo.push_back(Snapshot {
        index: app.current,
        entry: before,
    });
    if app.undo.len() > UNDO_STEPS {
        app.undo.pop_front();
    }
    app.redo.clear();
    app.entries[app.current] = after;
    changed(app)
}

/// An edit of the diagram, refused while a played line is on the board.
fn edit_board(app: &mut App, f: impl FnOnce(&mut Entry) -> Result<(), String>) -> Vec<Effect> {
    if app.replay.is_some() {
        app.error("a solution line is on the board: Esc returns to the diagram to edit it");
        return vec![];
    }
    if app.twin > 0 {
        app.error("a twin's position is on the board: w until the diagram, to edit it");
        return vec![];
    }
    if app.line_pos > 0 {
        app.error("a played line is on the board: 0 returns to the diagram to edit it");
        return vec![];
    }
    edit(app, f)
}

/// After the problem on screen changed: unsaved, line dropped, new generation, new solve.
fn changed(app: &mut App) -> Vec<Effect> {
    app.dirty = true;
    app.line.clear();
    app.line_pos = 0;
    app.replay = None;
    app.from = None;
    app.refresh();
    restart_solver(app)
}

/// A new generation for the problem on screen, and a solve of it unless there is nothing to
/// solve or solving is paused.
pub fn restart_solver(app: &mut App) -> Vec<Effect> {
    app.bump_generation();
    let s = &mut app.solver;
    s.nodes = 0;
    s.elapsed = Default::default();
    s.found.clear();
    // The last result stays on screen (dimmed) until the new one comes: an edit does not
    // blank the pane. Another problem's result is dropped by whoever shows that problem.
    let problem = &app.entries[app.current].problem;
    if s.paused {
        s.phase = Phase::Paused;
        return vec![Effect::Cancel];
    }
    let unsupported = problem.unsupported();
    if !unsupported.is_empty() {
        // The solver's own refusal, so the pane and `feerie solve` say the same.
        s.phase = Phase::Failed(crate::solver::SolveError::Kept(unsupported).to_string());
        return vec![Effect::Cancel];
    }
    if problem.stipulation.is_none() {
        s.phase = Phase::Idle("no stipulation: press s to set one".into());
        return vec![Effect::Cancel];
    }
    let allow = crate::rules::condition::Condition::allowances(&problem.conditions);
    if let Err(e) = problem.position.validate_with(allow) {
        s.phase = Phase::Idle(format!("illegal diagram: {e}"));
        return vec![Effect::Cancel];
    }
    s.phase = Phase::Waiting;
    vec![Effect::Solve]
}

fn undo(app: &mut App) -> Vec<Effect> {
    let Some(snap) = app.undo.pop_back() else {
        app.info("nothing to undo");
        return vec![];
    };
    let now = std::mem::replace(&mut app.entries[snap.index], snap.entry);
    app.redo.push(Snapshot {
        index: snap.index,
        entry: now,
    });
    app.current = snap.index;
    changed(app)
}

fn redo(app: &mut App) -> Vec<Effect> {
    let Some(snap) = app.redo.pop() else {
        app.info("nothing to redo");
        return vec![];
    };
    let now = std::mem::replace(&mut app.entries[snap.index], snap.entry);
    app.undo.push_back(Snapshot {
        index: snap.index,
        entry: now,
    });
    app.current = snap.index;
    changed(app)
}

fn toggle_pause(app: &mut App) -> Vec<Effect> {
    app.solver.paused = !app.solver.paused;
    if app.solver.paused {
        app.info("live solving paused (p resumes)");
        app.solver.phase = Phase::Paused;
        vec![Effect::Cancel]
    } else {
        app.info("live solving resumed");
        restart_solver(app)
    }
}

// ----- moving around -----

fn move_in(app: &mut App, dir: Dir) {
    match app.mode {
        Mode::Help => {
            app.help_scroll = match dir {
                Dir::Up => app.help_scroll.saturating_sub(1),
                _ => (app.help_scroll + 1).min(help_entries(app).saturating_sub(1)),
            };
            return;
        }
        Mode::Picker => {
            if let Some(p) = &mut app.picker {
                p.selected = match dir {
                    Dir::Up => p.selected.saturating_sub(1),
                    _ => (p.selected + 1).min(p.len().saturating_sub(1)),
                };
            }
            return;
        }
        Mode::Command => {
            history(app, dir == Dir::Up);
            return;
        }
        _ => {}
    }
    if app.mode == Mode::Place {
        move_cursor(app, dir);
        return;
    }
    match app.focus {
        Focus::Board => move_cursor(app, dir),
        Focus::Moves => match dir {
            Dir::Up => app.selected = app.selected.saturating_sub(1),
            Dir::Down => {
                app.selected = (app.selected + 1).min(app.shown.moves.len().saturating_sub(1))
            }
            _ => {}
        },
        Focus::Solver => {
            let s = &mut app.solver;
            let lines = s.visible_lines();
            let blank = |i: usize| lines.get(i).is_some_and(|l| l.0.is_empty());
            let last = lines.len().saturating_sub(1);
            // The blank line between blocks is stepped over.
            let next = match dir {
                Dir::Up if s.cursor > 0 => {
                    let n = s.cursor - 1;
                    if blank(n) && n > 0 {
                        n - 1
                    } else {
                        n
                    }
                }
                Dir::Down if s.cursor < last => {
                    let n = s.cursor + 1;
                    if blank(n) && n < last {
                        n + 1
                    } else {
                        n
                    }
                }
                _ => s.cursor,
            };
            s.cursor = next;
        }
    }
}

/// The entries of the help page shown: help lines, or messages.
fn help_entries(app: &App) -> usize {
    match app.help_page {
        HelpPage::Keys => crate::tui::view::help_lines(&app.keys).len(),
        HelpPage::Messages => app.messages.len(),
        // Rows at the narrowest window's width, so that every row can be scrolled to.
        HelpPage::Problem => crate::tui::view::info_rows(app, INFO_WIDTH_LEAST)
            .len()
            .saturating_sub(INFO_HEIGHT_LEAST - 1),
    }
}

fn move_cursor(app: &mut App, dir: Dir) {
    let size = app.shown.position.size();
    let (df, dr) = match dir {
        Dir::Up => (0, 1),
        Dir::Down => (0, -1),
        Dir::Left => (-1, 0),
        Dir::Right => (1, 0),
    };
    if let Some(sq) = app.cursor.offset(df, dr, size) {
        app.cursor = sq;
    }
}

fn page(app: &mut App, down: bool) {
    let step = |v: usize| {
        if down {
            v + PAGE
        } else {
            v.saturating_sub(PAGE)
        }
    };
    match (app.mode, app.focus) {
        (Mode::Help, _) => {
            app.help_scroll = step(app.help_scroll).min(help_entries(app).saturating_sub(1))
        }
        (_, Focus::Moves) => {
            app.selected = step(app.selected).min(app.shown.moves.len().saturating_sub(1))
        }
        _ => {
            let max = app.solver.visible_lines().len().saturating_sub(1);
            app.solver.cursor = step(app.solver.cursor).min(max);
        }
    }
}

fn history(app: &mut App, back: bool) {
    let current = app.command.lines().join(" ");
    let pos = app.history.iter().rposition(|h| *h == current);
    let next = match (pos, back) {
        (None, true) => app.history.len().checked_sub(1),
        (Some(i), true) => Some(i.saturating_sub(1)),
        (Some(i), false) if i + 1 < app.history.len() => Some(i + 1),
        _ => None,
    };
    let text = next.map(|i| app.history[i].clone()).unwrap_or_default();
    app.command = TextArea::new(vec![text]);
    app.command.set_cursor_line_style(Default::default());
    app.command.move_cursor(tui_textarea::CursorMove::End);
}

// ----- playing moves -----

/// Plays `mv` from the position on the board, dropping the moves after it in the line.
pub fn play(app: &mut App, mv: Move) {
    app.line.truncate(app.line_pos);
    if let Some(r) = &mut app.replay {
        r.passes.truncate(app.line_pos);
    }
    app.line.push(mv);
    app.line_pos += 1;
    app.from = None;
    app.selected = 0;
    app.refresh();
}

/// Enter in the solver pane: the selected line's moves, from its twin's diagram up to the
/// line's last move, go on the board; what the board showed before comes back with Esc.
fn show_line(app: &mut App) {
    let row = app.solver.cursor;
    let Some(path) = app.solver.path_at(row).cloned() else {
        app.info("this line shows no move (Enter on a move plays its line on the board)");
        return;
    };
    let text = app
        .solver
        .visible_lines()
        .get(row)
        .map(|l| l.0.trim().to_string())
        .unwrap_or_default();
    let Some(solution) = &app.solver.solution else {
        return;
    };
    // The part's twin: the twins come in order, a duplex's second half after its twin.
    let problem = app.problem();
    let twins_before = solution
        .parts
        .iter()
        .take(path.part + 1)
        .filter(|p| !p.duplex)
        .count();
    let twin = twins_before.saturating_sub(1) + usize::from(problem.zero_position);
    let views = match super::app::twin_views(problem) {
        Ok(v) => v,
        Err(e) => {
            app.error(e);
            return;
        }
    };
    let Some(view) = views.get(twin) else {
        app.error("the solution's twin is not in the problem any more");
        return;
    };
    let rules = crate::rules::Ruleset::new(&view.problem.position, &view.problem.conditions)
        .with_castling_exclusive(view.problem.options.castling_exclusive);
    // Each move is played where it is legal: the diagram's side, or the other one where the
    // line begins with the defender (set play, post-key play, a duplex's second half) or
    // where the defender passes before a threat.
    let mut position = view.problem.position;
    let mut first = position.side_to_move();
    let mut passes = Vec::new();
    for (i, mv) in path.moves.iter().enumerate() {
        let legal = |p: &crate::rules::Position| crate::rules::legal_moves(p, &rules).contains(mv);
        let flipped = !legal(&position);
        if flipped {
            let mut other = position;
            other.set_side_to_move(position.side_to_move().opponent());
            if !legal(&other) {
                app.error(format!(
                    "move {} of the line cannot be played on the board",
                    i + 1
                ));
                return;
            }
            if i == 0 {
                first = other.side_to_move();
            }
            position = other;
        }
        passes.push(i > 0 && flipped);
        position = position.play(mv, &rules);
    }
    let (saved_line, saved_pos, saved_twin) = match app.replay.take() {
        Some(r) => (r.saved_line, r.saved_pos, r.saved_twin),
        None => (std::mem::take(&mut app.line), app.line_pos, app.twin),
    };
    let n = path.moves.len();
    app.replay = Some(super::app::Replay {
        part: path.part,
        text: text.clone(),
        saved_line,
        saved_pos,
        saved_twin,
        first,
        passes,
        numbering: path.numbering,
    });
    app.twin = twin;
    app.line = path.moves;
    app.line_pos = n;
    app.from = None;
    app.selected = 0;
    app.refresh();
    app.info(format!(
        "on the board: {text} (←/→ step, Esc returns to the diagram)"
    ));
}

/// Esc with a solution line on the board: the board shows again what it showed before.
fn leave_replay(app: &mut App) {
    let Some(r) = app.replay.take() else {
        return;
    };
    app.line = r.saved_line;
    app.line_pos = r.saved_pos;
    app.twin = r.saved_twin;
    app.refresh();
    app.info("back to the diagram");
}

/// `w`: the next twin's position on the board (after the last, the diagram again).
fn next_twin(app: &mut App) {
    let views = match super::app::twin_views(app.problem()) {
        Ok(v) => v,
        Err(e) => {
            app.error(e);
            return;
        }
    };
    if views.len() < 2 {
        app.info("this problem has no twins");
        return;
    }
    app.replay = None;
    app.line.clear();
    app.line_pos = 0;
    app.from = None;
    app.twin = (app.twin + 1) % views.len();
    app.refresh();
    let view = &views[app.twin];
    if app.twin == 0 {
        app.info(format!("{}: the diagram", view.label));
    } else {
        app.info(format!(
            "twin {} {}: its position on the board (w: next)",
            view.label, view.description
        ));
    }
}

/// Enter on the board: the first press picks the piece to move, the second its target.
fn select_square(app: &mut App) {
    let sq = app.cursor;
    match app.from {
        None => {
            if app.shown.moves.iter().any(|m| m.mv.from == sq) {
                app.from = Some(sq);
                app.info(format!("{sq}: to which square? (Enter there, Esc cancels)"));
            } else {
                app.error(format!("no legal move from {sq}"));
            }
        }
        Some(from) if from == sq => app.from = None,
        Some(from) => {
            let fits: Vec<usize> = app
                .shown
                .moves
                .iter()
                .enumerate()
                .filter(|(_, m)| m.mv.from == from && m.mv.to == sq)
                .map(|(i, _)| i)
                .collect();
            match fits.as_slice() {
                [] => app.error(format!("no legal move {from}-{sq}")),
                [i] => {
                    let mv = app.shown.moves[*i].mv;
                    play(app, mv);
                }
                [first, ..] => {
                    app.selected = *first;
                    app.focus = Focus::Moves;
                    app.from = None;
                    app.info("several moves fit: choose one in the list (Enter plays it)");
                }
            }
        }
    }
}

/// The from-square's targets, for the board to show.
pub fn targets(app: &App) -> Vec<Square> {
    match app.from {
        Some(from) => app
            .shown
            .moves
            .iter()
            .filter(|m| m.mv.from == from && !m.mv.is_exit())
            .map(|m| m.mv.to)
            .collect(),
        None => vec![],
    }
}

// ----- editors -----

/// The text a field holds now.
pub fn field_text(entry: &Entry, field: Field) -> String {
    let p = &entry.problem;
    match field {
        Field::Stipulation => p.stipulation.map(|s| s.to_string()).unwrap_or_default(),
        Field::Conditions => compose::conditions_text(p),
        Field::Options => compose::options_text(p),
        Field::Twins => compose::twins_text(p),
        Field::Author => p.meta.author.clone().unwrap_or_default(),
        Field::Source => p.meta.origin.clone().unwrap_or_default(),
        Field::Title => p.meta.title.clone().unwrap_or_default(),
        Field::Notes => entry.notes.clone(),
    }
}

/// Sets a field from an editor's text.
pub fn set_field(entry: &mut Entry, field: Field, text: &str) -> Result<(), String> {
    let p = &mut entry.problem;
    let opt = |t: &str| {
        let t = t.trim();
        (!t.is_empty()).then(|| t.to_string())
    };
    match field {
        Field::Stipulation => compose::set_stipulation(p, text),
        Field::Conditions => compose::set_conditions(p, text),
        Field::Options => compose::set_options(p, text),
        Field::Twins => compose::set_twins(p, text),
        Field::Author => {
            p.meta.author = opt(text);
            Ok(())
        }
        Field::Source => {
            p.meta.origin = opt(text);
            Ok(())
        }
        Field::Title => {
            p.meta.title = opt(text);
            Ok(())
        }
        Field::Notes => {
            entry.notes = text.trim_end().to_string();
            Ok(())
        }
    }
}

pub fn open_editor(app: &mut App, field: Field) {
    let text = field_text(app.entry(), field);
    let mut area = TextArea::new(text.lines().map(str::to_string).collect());
    area.set_cursor_line_style(Default::default());
    area.move_cursor(tui_textarea::CursorMove::Bottom);
    area.move_cursor(tui_textarea::CursorMove::End);
    app.editor = Some(Editor {
        field,
        text: area,
        error: None,
    });
    app.mode = Mode::Editor;
    validate_editor(app);
}

/// Checks the editor's text against a copy of the problem, as typed.
fn validate_editor(app: &mut App) {
    let Some(editor) = &app.editor else {
        return;
    };
    let text = editor.text.lines().join("\n");
    let mut copy = app.entries[app.current].clone();
    let error = set_field(&mut copy, editor.field, &text).err();
    if let Some(editor) = &mut app.editor {
        editor.error = error;
    }
}

fn apply_editor(app: &mut App) -> Vec<Effect> {
    let Some(editor) = &app.editor else {
        app.mode = Mode::Normal;
        return vec![];
    };
    let field = editor.field;
    let text = editor.text.lines().join("\n");
    let mut copy = app.entries[app.current].clone();
    if let Err(e) = set_field(&mut copy, field, &text) {
        if let Some(editor) = &mut app.editor {
            editor.error = Some(e.clone());
        }
        app.error(format!("{}: {e}", field.name()));
        return vec![];
    }
    app.editor = None;
    app.mode = Mode::Normal;
    edit(app, |entry| set_field(entry, field, &text))
}

// ----- what the solver says -----

/// Takes in one event of the worker. Events of an older generation than the problem on
/// screen are dropped; returns whether the event was taken.
pub fn solver_event(app: &mut App, event: Event) -> bool {
    if event.generation() != app.generation || app.solver.paused {
        return false;
    }
    let s = &mut app.solver;
    match event {
        Event::Started { .. } => {
            s.phase = Phase::Running;
            s.found.clear();
            s.nodes = 0;
            s.depth = 0;
        }
        Event::Progress {
            nodes,
            elapsed,
            depth,
            ..
        } => {
            s.nodes = nodes;
            s.elapsed = elapsed;
            s.depth = depth;
        }
        Event::Solution { text, .. } => s.found.push(text),
        Event::Finished {
            result, elapsed, ..
        } => {
            s.elapsed = elapsed;
            match result {
                Ok(solution) => {
                    s.nodes = solution.stats.nodes.max(s.nodes);
                    let lang = app.language();
                    let s = &mut app.solver;
                    s.show(solution, lang);
                    s.phase = Phase::Done;
                }
                Err(e) => s.phase = Phase::Failed(e.to_string()),
            }
        }
        Event::Panicked { message, .. } => {
            s.phase = Phase::Failed(format!("the solver failed: {message}"))
        }
    }
    true
}

/// A key typed into a text field: Ctrl-U deletes up to the start of the line, as in a shell
/// (the text area would undo), every other key goes to the text area.
fn text_input(text: &mut tui_textarea::TextArea<'static>, key: crossterm::event::KeyEvent) {
    use crossterm::event::{KeyCode, KeyModifiers};
    if key.code == KeyCode::Char('u') && key.modifiers == KeyModifiers::CONTROL {
        text.delete_line_by_head();
    } else {
        text.input(key);
    }
}

/// Places `piece` on `sq`; a king taken from its square to stand there (one king a side) is
/// said, never moved silently.
pub fn place_piece(app: &mut App, sq: Square, piece: Piece) -> Vec<Effect> {
    let old = compose::displaced_king(app.problem(), sq, piece);
    let effects = edit_board(app, |e| compose::place(&mut e.problem, sq, piece));
    if let Some(old) = old {
        if app.problem().position.piece_at(sq) == Some(piece) {
            app.info(format!(
                "the {} king moved from {old} to {sq} (one king a side; u undoes)",
                piece.colour().name()
            ));
        }
    }
    effects
}
