//! Nothing on screen is cut off without a way to read it (issue 18): solution lines wrap in
//! the solver pane, messages are kept whole in a log (`:messages`), help descriptions wrap,
//! and the status line keeps a column free before `[+]`.

use std::time::Duration;

use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::action::{Action, Dir};
use feerie::tui::app::{App, HelpPage, MessageKind, Mode, Phase};
use feerie::tui::commands::loaded;
use feerie::tui::theme::Theme;
use feerie::tui::update::{solver_event, update};
use feerie::tui::view::{help_lines, render};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    term.backend().to_string()
}

fn sample(name: &str) -> App {
    let mut app = App::new(Vec::new(), Theme::builtin("dark").unwrap());
    let path = std::path::Path::new("samples").join(name);
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&path);
    loaded(&mut app, Some(path), open_session(&full).unwrap());
    app.message = None;
    app
}

fn finish(app: &mut App) {
    let result = solve(app.problem(), &SolveOptions::default(), &mut |_| {});
    let generation = app.generation;
    assert!(solver_event(app, Event::Started { generation }));
    assert!(solver_event(
        app,
        Event::Finished {
            generation,
            result,
            elapsed: Duration::from_millis(42),
        },
    ));
    app.solver.nodes = 12_345;
}

/// The words of a text, wherever its lines break.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// Every word of the helpmate's solution line reaches the 80x24 screen, the mate included,
/// in the solver pane (the line wraps, indented, as Popeye's long lines do).
#[test]
fn long_solution_lines_wrap_in_the_solver_pane() {
    let mut app = sample("four-double-acts-helpmate-in-2.inp");
    finish(&mut app);
    let line = app.solver.blocks[0]
        .iter()
        .find(|l| l.contains('#'))
        .expect("a line with the mate")
        .clone();
    assert!(line.trim().chars().count() > 42, "the line fits: {line}");
    let text = screen(&app, 80, 24);
    let shown = words(&text.replace(['│', '┃', '"'], " "));
    for w in words(&line) {
        assert!(shown.contains(&w), "{w} of {line} missing:\n{text}");
    }
    insta::assert_snapshot!("wrapped_solution_80x24", text);
    insta::assert_snapshot!("wrapped_solution_120x40", screen(&app, 120, 40));
}

/// Every message is kept; `:messages` shows them whole, newest first; a message longer than
/// the message line says where to read it.
#[test]
fn messages_are_kept_and_shown_whole() {
    let mut app = sample("armeni-mate-in-2.inp");
    let before = app.messages.len();
    let long = "put wXyz9 e4 with so many words after it that no message line of eighty columns holds the error";
    update(&mut app, Action::Command("frobnicate".into()));
    update(&mut app, Action::Command(long.into()));
    let error = app.message.clone().expect("an error");
    assert_eq!(error.kind, MessageKind::Error);
    assert!(error.text.chars().count() > 80);
    let text = screen(&app, 80, 24);
    let last = text.lines().last().unwrap().trim_matches('"').trim_end();
    assert!(last.ends_with("… :messages"), "{last}");
    assert_eq!(app.messages.len(), before + 2);
    assert!(app.messages[before].text.contains(":frobnicate"));
    update(&mut app, Action::Command("messages".into()));
    assert_eq!((app.mode, app.help_page), (Mode::Help, HelpPage::Messages));
    let text = screen(&app, 80, 24);
    let log = words(&text.replace(['│', '║', '"'], " "));
    let newest = log.iter().position(|w| w == "'wXyz9");
    let oldest = log.iter().position(|w| w == ":frobnicate");
    assert!(newest.is_some() && oldest.is_some(), "{text}");
    assert!(newest < oldest, "newest first:\n{text}");
    for w in words(&error.text) {
        assert!(log.contains(&w), "{w} missing from the log:\n{text}");
    }
    insta::assert_snapshot!("messages_80x24", text);
    // Esc (the help's close key) closes the log.
    update(&mut app, Action::ToggleHelp);
    assert_eq!(app.mode, Mode::Normal);
}

/// `:help` opens at the commands, `:help put` at `put`'s line; an unknown command is refused.
#[test]
fn help_opens_at_the_commands_or_at_one() {
    let mut app = sample("armeni-mate-in-2.inp");
    let lines = help_lines(&app.keys);
    update(&mut app, Action::Command("help".into()));
    assert_eq!(app.mode, Mode::Help);
    assert!(lines[app.help_scroll].0.starts_with("Commands"));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Commands (type : first)"), "{text}");
    update(&mut app, Action::ToggleHelp);
    update(&mut app, Action::Command("help put".into()));
    assert!(lines[app.help_scroll].0.starts_with("put "));
    let text = screen(&app, 80, 24);
    // The long description wraps: its last words are on screen.
    assert!(
        text.contains("letters them (N, NR; S, N after knight S)"),
        "{text}"
    );
    insta::assert_snapshot!("help_put_80x24", text);
    update(&mut app, Action::ToggleHelp);
    update(&mut app, Action::Command("help notes".into()));
    assert!(lines[app.help_scroll].0.contains("notes"));
    update(&mut app, Action::ToggleHelp);
    update(&mut app, Action::Command("help frob".into()));
    assert_eq!(app.mode, Mode::Normal);
    assert!(app.message.unwrap().text.contains("no command :frob"));
}

/// The verdict never runs into `[+]`: a column stays free, and a cut verdict ends in `…`.
#[test]
fn the_status_line_keeps_clear_of_the_dirty_mark() {
    let mut app = sample("four-double-acts-helpmate-in-2.inp");
    let why = "a reason far too long for the status line, which the solver pane shows whole";
    app.solver.phase = Phase::Idle(why.into());
    app.dirty = true;
    let text = screen(&app, 80, 24);
    let status = text.lines().nth(22).unwrap().trim_matches('"');
    let at = status.find("[+]").expect("the dirty mark");
    assert!(status[..at].ends_with("… "), "{status}");
    // The solver pane has the reason whole.
    let shown = words(&text.replace(['│', '┃', '"'], " "));
    for w in words(why) {
        assert!(shown.contains(&w.to_string()), "{w}:\n{text}");
    }
}

/// The problem's title, author, source and notes at 80x24: under the board as far as there
/// is room, the last row ending in `… :info` when more did not fit; `:info` shows them all,
/// whole, wrapped, scrolled with the page keys (every word of the notes is read on one of
/// its pages).
#[test]
fn long_notes_are_marked_under_the_board_and_read_whole_with_info() {
    let mut app = sample("four-double-acts-helpmate-in-2.toml");
    let notes = app.entry().notes.clone();
    let title = app.problem().meta.title.clone().unwrap();
    assert!(notes.chars().count() > 200, "long notes: {notes}");
    let text = screen(&app, 80, 24);
    assert!(text.contains("… :info"), "{text}");
    // The title's first words are there, under the board.
    let first: Vec<String> = words(&title).into_iter().take(3).collect();
    assert!(text.contains(&first.join(" ")), "{text}");
    insta::assert_snapshot!("problem_words_80x24", text);

    update(&mut app, Action::Command("info".into()));
    assert_eq!((app.mode, app.help_page), (Mode::Help, HelpPage::Problem));
    insta::assert_snapshot!("problem_info_80x24", screen(&app, 80, 24));
    insta::assert_snapshot!("problem_info_120x40", screen(&app, 120, 40));
    let mut seen: Vec<String> = Vec::new();
    for _ in 0..6 {
        let text = screen(&app, 80, 24).replace(['│', '║', '"'], " ");
        seen.extend(words(&text));
        update(&mut app, Action::PageDown);
    }
    let expected = [
        title,
        app.problem().meta.author.clone().unwrap(),
        app.problem().meta.origin.clone().unwrap(),
        notes,
    ];
    for w in expected.iter().flat_map(|t| words(t)) {
        assert!(seen.contains(&w), "{w} never shown by :info");
    }
    // The smallest terminal for its 10x10 board: the window still shows every row, scrolled.
    let (w, h) = feerie::tui::view::minimum_size(10, 10);
    let mut small: Vec<String> = Vec::new();
    update(&mut app, Action::Home);
    assert_eq!(app.help_scroll, 0);
    for _ in 0..30 {
        small.extend(words(&screen(&app, w, h).replace(['│', '║', '"'], " ")));
        update(&mut app, Action::Move(Dir::Down));
    }
    for word in words(&app.entry().notes) {
        assert!(small.contains(&word), "{word} never shown at {w}x{h}");
    }
    update(&mut app, Action::ToggleHelp);
    assert_eq!(app.mode, Mode::Normal);
}

/// Where the user is, said on screen at 80x24 and 120x40: the board's info line names the
/// cursor's square, the board's title counts the moves played (`after 1 move`, `after 2
/// moves`), and the line under the status line shows the focused pane's keys.
#[test]
fn the_cursor_square_the_moves_played_and_the_panes_keys_are_shown() {
    let mut app = sample("armeni-mate-in-2.inp");
    app.cursor = feerie::rules::Square::parse("e4").unwrap();
    for (w, h) in [(80, 24), (120, 40)] {
        let text = screen(&app, w, h).replace('\u{a0}', " ");
        assert!(text.contains("· on e4"), "{text}");
        let keys = text.lines().last().unwrap();
        assert!(keys.contains("i place"), "board keys: {keys}");
    }
    update(&mut app, Action::Command("move Bh4*g5".into()));
    let text = screen(&app, 80, 24);
    assert!(text.contains("Board · after 1 move "), "{text}");
    update(&mut app, Action::Command("move Rf8-b8".into()));
    assert!(screen(&app, 120, 40).contains("Board · after 2 moves "));
    update(&mut app, Action::FocusNext);
    let text = screen(&app, 80, 24);
    assert!(
        text.lines().last().unwrap().contains("Enter play"),
        "{text}"
    );
    update(&mut app, Action::FocusNext);
    let text = screen(&app, 120, 40);
    assert!(
        text.lines().last().unwrap().contains("Space fold"),
        "{text}"
    );
}
