//! Nothing on screen is cut off without a way to read it (issue 18): solution lines wrap in
//! the solver pane, messages are kept whole in a log (`:messages`), help descriptions wrap,
//! and the status line keeps a column free before `[+]`.

use std::time::Duration;

use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::action::Action;
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
