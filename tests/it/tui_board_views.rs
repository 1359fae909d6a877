//! Solutions and twins on the board (issue 18): Enter on a line of the solver pane plays it
//! from its diagram, h/l (or the arrows) step through it, Esc goes back to what the board
//! showed; `w` shows the twins' positions. The problem itself never changes. State tests
//! through the real key map, and snapshots at 80x24 and 120x40.

use std::time::Duration;

use feerie::rules::{Colour, Piece, PieceKind, Side, Square};
use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::app::{App, Focus, MessageKind};
use feerie::tui::commands::loaded;
use feerie::tui::keymap::{key_event, Keymap};
use feerie::tui::theme::Theme;
use feerie::tui::update::{solver_event, update};
use feerie::tui::view::render;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn press(app: &mut App, keys: &str) {
    let map = Keymap::default();
    for token in keys.split_whitespace() {
        let event = key_event(token).unwrap_or_else(|| panic!("key {token}"));
        for key in map.keys_of(app, event) {
            if let Some(action) = map.action(app, key) {
                update(app, action);
            }
        }
    }
}

/// The file (relative to the crate), opened and solved as the worker would.
fn solved(file: &str) -> App {
    let mut app = App::new(Vec::new(), Theme::builtin("dark").unwrap());
    let path = std::path::Path::new(file);
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    loaded(
        &mut app,
        Some(path.to_path_buf()),
        open_session(&full).unwrap(),
    );
    let generation = app.generation;
    let result = solve(app.problem(), &SolveOptions::default(), &mut |_| {});
    assert!(solver_event(&mut app, Event::Started { generation }));
    assert!(solver_event(
        &mut app,
        Event::Finished {
            generation,
            result,
            elapsed: Duration::from_millis(42),
        },
    ));
    app.solver.nodes = 12_345;
    app.message = None;
    app
}

/// Puts the solver pane's cursor on the `nth` line (from 0) whose text is `text`, trimmed.
fn select(app: &mut App, text: &str, nth: usize) {
    let lines = app.solver.visible_lines();
    let i = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.0.trim() == text)
        .map(|(i, _)| i)
        .nth(nth)
        .unwrap_or_else(|| panic!("no line {text:?} in {:?}", app.solver.blocks));
    app.focus = Focus::Solver;
    app.solver.cursor = i;
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn at(app: &App, s: &str) -> Option<Piece> {
    app.shown.position.piece_at(sq(s))
}

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    term.backend().to_string()
}

const ARMENI: &str = "samples/armeni-mate-in-2.inp";
const TWINS: &str = "tests/data/tui/twin-helpmate.inp";
const SERIES: &str = "tests/data/tui/series-helpmate.inp";

/// The `Line:` row of the moves pane at 120x40, trimmed.
fn line_row(app: &App) -> String {
    let shown = screen(app, 120, 40);
    let row = shown
        .lines()
        .find(|l| l.contains("Line:"))
        .unwrap_or_else(|| panic!("no line row in\n{shown}"));
    let from = row.find("Line:").unwrap();
    row[from..].trim_end_matches(['│', '"', ' ']).to_string()
}

#[test]
fn help_and_series_lines_on_the_board_are_numbered_as_popeye_numbers_them() {
    // h#1: Black's move and White's answer share the number 1, as in the solver pane.
    let mut app = solved(TWINS);
    select(&mut app, "1.h7-h6 Re2-e8 #", 0);
    press(&mut app, "Enter");
    assert_eq!(line_row(&app), "Line: 1.h7-h6 Re2-e8 #");
    // Set play: the half-move left out before White's mate.
    select(&mut app, "1...Rd1-d8 #", 0);
    press(&mut app, "Enter");
    assert_eq!(line_row(&app), "Line: 1...Rd1-d8 #");
    // Stepping back shows the whole line still, numbered the same.
    select(&mut app, "1.h7-h5 Re2-e8 #", 0);
    press(&mut app, "Enter Left");
    assert_eq!(app.line_pos, 1);
    assert_eq!(line_row(&app), "Line: 1.h7-h5 Re2-e8 #");
    // ser-h#2: the series side's moves one by one, White's mate under the last number.
    let mut app = solved(SERIES);
    select(&mut app, "1.Ka8-a7   2.Ka7-a6 Rd1-a1 #", 0);
    press(&mut app, "Enter");
    assert_eq!(line_row(&app), "Line: 1.Ka8-a7 2.Ka7-a6 Rd1-a1 #");
}

/// The solver pane's line marked `▶` (trimmed), checked against the screen at 120x40: the
/// one row with the marker in its gutter shows that line.
fn marked(app: &App) -> String {
    let i = app.marked_line().expect("a marked line");
    let text = app.solver.visible_lines()[i].0.trim().to_string();
    let shown = screen(app, 120, 40);
    let rows: Vec<&str> = shown
        .lines()
        .filter(|l| l.contains("│▶") || l.contains("┃▶"))
        .collect();
    assert_eq!(rows.len(), 1, "one marked row in\n{shown}");
    assert!(rows[0].contains(&text), "{text} not marked in\n{shown}");
    text
}

/// The `▶` marker shows the board's move in the tree: it follows the steps, and folding (this
/// block, another block, all of them) never moves it to another line.
#[test]
fn the_marker_follows_the_steps_and_stays_on_its_line_when_blocks_fold() {
    let mut app = solved(ARMENI);
    // The second `2.Sc5-b7 #` of the Sg6*f8 try: the mate after 1...Bb5-d7.
    select(&mut app, "2.Sc5-b7 #", 1);
    let line = app.solver.cursor;
    press(&mut app, "Enter");
    assert_eq!(app.marked_line(), Some(line));
    assert_eq!(marked(&app), "2.Sc5-b7 #");
    // Folding the block above: the marker stays on the same line, now higher up.
    select(&mut app, "1.Bh4*g5 ? threat:", 0);
    press(&mut app, "Space");
    let i = app.marked_line().unwrap();
    assert!(i < line);
    assert_eq!(marked(&app), "2.Sc5-b7 #");
    assert_eq!(app.solver.visible_lines()[i - 1].0.trim(), "1...Bb5-d7");
    // Folding its own block: the block's first line carries it; unfolding gives it back.
    app.solver.cursor = i;
    press(&mut app, "Space");
    assert_eq!(marked(&app), "1.Sg6*f8 ? threat:");
    press(&mut app, "Space");
    assert_eq!(app.marked_line(), Some(i));
    // Stepping back: the defence's line, the key's, and on the diagram the line replayed.
    press(&mut app, "h");
    assert_eq!(marked(&app), "1...Bb5-d7");
    press(&mut app, "h");
    assert_eq!(marked(&app), "1.Sg6*f8 ? threat:");
    press(&mut app, "h");
    assert_eq!(app.line_pos, 0);
    assert_eq!(marked(&app), "2.Sc5-b7 #");
    // Steps while blocks fold and unfold: still the line of the move on the board.
    press(&mut app, "l l z");
    assert_eq!(marked(&app), "1.Sg6*f8 ? threat:");
    press(&mut app, "z");
    assert_eq!(marked(&app), "1...Bb5-d7");
    press(&mut app, "Esc");
    assert_eq!(app.marked_line(), None);
}

/// Moves played by hand in help play are numbered as the solver pane numbers it: in whole
/// moves of both sides (`1...` first where a half-move is left out); a battle's by side.
#[test]
fn moves_played_by_hand_are_numbered_as_popeye_numbers_the_play() {
    let play = |app: &mut App, moves: &[&str]| {
        for m in moves {
            feerie::tui::commands::run(app, &format!("move {m}"));
            assert_eq!(app.message.as_ref().map(|m| m.kind), None, "{m}");
        }
    };
    // h#1: Black's move and White's mate share the number.
    let mut app = solved(TWINS);
    play(&mut app, &["h7-h6", "Rd1-d8"]);
    assert_eq!(line_row(&app), "Line: 1.h7-h6 Rd1-d8 #");
    // h#1.5: White's first half-move stands alone after `1...`.
    let mut app = solved(TWINS);
    feerie::tui::commands::run(&mut app, "stip h#1.5");
    app.message = None;
    play(&mut app, &["Rd1-d2", "h7-h6", "Rd2-d8"]);
    assert_eq!(line_row(&app), "Line: 1...Rd1-d2 2.h7-h6 Rd2-d8 #");
    // h#2 with halfduplex: White starts the whole moves.
    let mut app = solved(TWINS);
    feerie::tui::commands::run(&mut app, "stip h#2");
    feerie::tui::commands::run(&mut app, "side white");
    app.message = None;
    play(&mut app, &["Rd1-d2", "h7-h6"]);
    assert_eq!(line_row(&app), "Line: 1.Rd1-d2 h7-h6");
    // #2 (and a series, whose sides the board lets move in turn): by side.
    let mut app = solved(ARMENI);
    play(&mut app, &["Bh4*g5", "Rf8-b8"]);
    assert_eq!(line_row(&app), "Line: 1.Bh4*g5 Rf8-b8 +");
}

#[test]
fn a_variation_plays_on_the_board_steps_and_esc_returns() {
    let mut app = solved(ARMENI);
    let before = app.entries.clone();
    let diagram = app.shown.position;
    select(&mut app, "2.c7*b8=B #", 0);
    press(&mut app, "Enter");
    // Key, defence, mate: the board after the mate, the mate's squares marked.
    assert!(app.replay.is_some());
    assert_eq!(app.line.len(), 3);
    assert_eq!(app.line_pos, 3);
    let last = app.shown.last_move.expect("the last move is marked");
    assert_eq!((last.from, last.to), (sq("c7"), sq("b8")));
    assert_eq!(
        at(&app, "b8"),
        Some(Piece::new(Colour::White, PieceKind::Bishop))
    );
    assert!(app.shown.moves.is_empty(), "mate: no legal move");
    assert_eq!(app.shown.line[1], "Rf8-b8 +");
    // Back one move (h, and the arrow), forward again.
    press(&mut app, "h");
    assert_eq!(app.line_pos, 2);
    assert_eq!(
        at(&app, "b8"),
        Some(Piece::new(Colour::Black, PieceKind::Rook))
    );
    assert_eq!(app.shown.position.side_to_move(), Side::White);
    press(&mut app, "Left Left");
    assert_eq!(app.line_pos, 0);
    assert_eq!(app.shown.position, diagram);
    press(&mut app, "Right l");
    assert_eq!(app.line_pos, 2);
    // Esc: the diagram again, with nothing of the problem changed.
    press(&mut app, "Esc");
    assert!(app.replay.is_none());
    assert!(app.line.is_empty());
    assert_eq!(app.shown.position, diagram);
    assert_eq!(app.entries, before);
    assert!(!app.dirty);
}

#[test]
fn a_threat_follows_its_key_after_a_pass_and_a_try_shows_its_refutation() {
    let mut app = solved(ARMENI);
    // `1.Bh4*g5 ? threat:` then `2.Bg5*e7 #`: Black passes between them.
    select(&mut app, "2.Bg5*e7 #", 0);
    press(&mut app, "Enter");
    assert_eq!(app.line_pos, 2);
    assert_eq!(app.replay.as_ref().unwrap().passes, vec![false, true]);
    assert_eq!(
        at(&app, "e7"),
        Some(Piece::new(Colour::White, PieceKind::Bishop))
    );
    assert!(app.shown.moves.is_empty(), "the threat mates");
    // A try's refutation.
    let but = app
        .solver
        .visible_lines()
        .iter()
        .position(|l| l.0.trim().ends_with(" !") && l.0.contains("1..."))
        .expect("a refutation line");
    app.solver.cursor = but;
    press(&mut app, "Enter");
    assert_eq!(app.line_pos, 2);
    assert_eq!(app.shown.position.side_to_move(), Side::White);
}

#[test]
fn the_board_is_not_edited_under_a_solution_line() {
    let mut app = solved(ARMENI);
    select(&mut app, "2.c7*b8=B #", 0);
    press(&mut app, "Enter");
    press(&mut app, "Left Left Left");
    assert_eq!(app.line_pos, 0);
    // The board pane's clear key is refused while the line is on the board.
    app.focus = Focus::Board;
    app.cursor = sq("b6");
    let before = app.entries.clone();
    press(&mut app, "x");
    assert_eq!(app.entries, before);
    assert_eq!(app.message.as_ref().unwrap().kind, MessageKind::Error);
    press(&mut app, "Esc x");
    assert_eq!(app.problem().position.piece_at(sq("b6")), None);
}

#[test]
fn set_play_and_twins_are_played_from_their_own_diagrams() {
    let mut app = solved(TWINS);
    let diagram = app.shown.position;
    // Set play: White moves first, in the diagram where Black is to move.
    select(&mut app, "1...Rd1-d8 #", 0);
    press(&mut app, "Enter");
    assert_eq!(app.twin, 0);
    assert_eq!(app.replay.as_ref().unwrap().first, Side::White);
    assert_eq!(
        at(&app, "d8"),
        Some(Piece::new(Colour::White, PieceKind::Rook))
    );
    // Twin b)'s solution: its rook starts on e2.
    select(&mut app, "1.h7-h6 Re2-e8 #", 0);
    press(&mut app, "Enter");
    assert_eq!(app.twin, 1);
    assert_eq!(
        at(&app, "e8"),
        Some(Piece::new(Colour::White, PieceKind::Rook))
    );
    assert_eq!(
        at(&app, "h6"),
        Some(Piece::new(Colour::Black, PieceKind::Pawn))
    );
    press(&mut app, "Left Left");
    assert_eq!(
        at(&app, "e2"),
        Some(Piece::new(Colour::White, PieceKind::Rook))
    );
    assert_eq!(at(&app, "d1"), None);
    press(&mut app, "Esc");
    assert_eq!(app.twin, 0);
    assert_eq!(app.shown.position, diagram);
    // Enter on a line without a move (a twin's heading) says so and changes nothing.
    select(&mut app, "b) wRd1-->e2", 0);
    press(&mut app, "Enter");
    assert!(app.replay.is_none() && app.line.is_empty());
    assert_eq!(app.message.as_ref().unwrap().kind, MessageKind::Info);
}

#[test]
fn w_cycles_through_the_twins_positions() {
    let mut app = solved(TWINS);
    let diagram = app.shown.position;
    let before = app.entries.clone();
    press(&mut app, "w");
    assert_eq!(app.twin, 1);
    assert_eq!(
        at(&app, "e2"),
        Some(Piece::new(Colour::White, PieceKind::Rook))
    );
    assert!(app.message.as_ref().unwrap().text.contains("b)"));
    // Moves are played from the twin's position; the diagram is not edited there.
    app.focus = Focus::Board;
    app.cursor = sq("e2");
    press(&mut app, "x");
    assert_eq!(app.entries, before);
    assert_eq!(app.message.as_ref().unwrap().kind, MessageKind::Error);
    press(&mut app, "w");
    assert_eq!(app.twin, 0);
    assert_eq!(app.shown.position, diagram);
    // Without twins, w says so.
    let mut app = solved(ARMENI);
    press(&mut app, "w");
    assert_eq!(app.twin, 0);
    assert!(app.message.as_ref().unwrap().text.contains("no twins"));
}

#[test]
fn snapshots_of_a_solution_line_and_a_twin_on_the_board() {
    let mut app = solved(ARMENI);
    select(&mut app, "2.c7*b8=B #", 0);
    press(&mut app, "Enter h");
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("solution_line_{w}x{h}"), screen(&app, w, h));
    }
    let mut app = solved(TWINS);
    select(&mut app, "1.h7-h5 Re2-e8 #", 0);
    press(&mut app, "Enter");
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("twin_line_{w}x{h}"), screen(&app, w, h));
    }
}
