//! Poor terminals (issue 18): under a C locale or `TERM=vt100`/`linux` the workbench writes
//! ASCII alone, and 16 colours or none; `:ascii` and `:colours` force either way.

use std::time::Duration;

use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::action::{Action, Field};
use feerie::tui::app::App;
use feerie::tui::caps::Caps;
use feerie::tui::commands::loaded;
use feerie::tui::theme::{Colours, Theme, ANSI16};
use feerie::tui::update::{solver_event, update};
use feerie::tui::view::render;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;
use ratatui::Terminal;

fn buffer(app: &App, w: u16, h: u16) -> Buffer {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    term.backend().buffer().clone()
}

fn text(buf: &Buffer) -> String {
    buf.content.iter().map(|c| c.symbol()).collect()
}

fn sample(name: &str) -> App {
    let mut app = App::new(Vec::new(), Theme::builtin("dark").unwrap());
    let path = std::path::Path::new("samples").join(name);
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&path);
    loaded(&mut app, Some(path), open_session(&full).unwrap());
    let result = solve(app.problem(), &SolveOptions::default(), &mut |_| {});
    let generation = app.generation;
    solver_event(&mut app, Event::Started { generation });
    solver_event(
        &mut app,
        Event::Finished {
            generation,
            result,
            elapsed: Duration::from_millis(42),
        },
    );
    app
}

/// The screens a user of a vt100 sees: the board in each glyph set (figurines too), the solver
/// pane's folds, help, the message log, an editor, the French move texts.
fn screens(app: &mut App) -> Vec<Buffer> {
    let mut out = Vec::new();
    for _ in 0..3 {
        update(app, Action::CycleGlyphs);
        update(app, Action::FocusNext);
        for (w, h) in [(80, 24), (120, 40)] {
            out.push(buffer(app, w, h));
        }
    }
    update(app, Action::ToggleHelp);
    out.push(buffer(app, 80, 24));
    update(app, Action::ToggleHelp);
    update(app, Action::Command("messages".into()));
    out.push(buffer(app, 80, 24));
    update(app, Action::ToggleHelp);
    update(app, Action::OpenEditor(Field::Stipulation));
    out.push(buffer(app, 80, 24));
    update(app, Action::Cancel);
    update(app, Action::Command("lang fr".into()));
    update(app, Action::Command("author Fiancé Circé «—»".into()));
    out.push(buffer(app, 80, 24));
    out
}

#[test]
fn ascii_terminals_get_no_byte_above_127() {
    // The screens hold UTF-8 when the terminal can show it.
    let unicode = screens(&mut sample("kotesovec-imitator-mate-in-2.inp"));
    assert!(unicode.iter().any(|b| !text(b).is_ascii()));
    let mut app = sample("kotesovec-imitator-mate-in-2.inp");
    app.set_caps(Caps {
        ascii: true,
        colours: Colours::None,
    });
    for buf in screens(&mut app) {
        let t = text(&buf);
        assert!(t.is_ascii(), "{t}");
        for cell in &buf.content {
            assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{t}");
        }
    }
    // The box lines and marks became ASCII ones, the figurines letters.
    let board = buffer(&app, 80, 24);
    let t = text(&board);
    assert!(t.starts_with("+ ") && t.contains("Board ---"), "{t}");
    assert!(t.contains('|'));
}

#[test]
fn sixteen_colour_terminals_get_ansi_colours_only() {
    let mut app = sample("armeni-mate-in-2.inp");
    app.set_caps(Caps {
        ascii: false,
        colours: Colours::Ansi16,
    });
    let ansi: Vec<Color> = ANSI16.iter().map(|(c, _)| *c).collect();
    let mut coloured = 0;
    for buf in screens(&mut app) {
        for cell in &buf.content {
            for c in [cell.fg, cell.bg] {
                assert!(c == Color::Reset || ansi.contains(&c), "{c:?}");
                coloured += usize::from(c != Color::Reset);
            }
        }
    }
    assert!(coloured > 0);
    // `:theme` keeps to the terminal's colours; `:colours 256` goes back to the palette.
    update(&mut app, Action::Command("theme light".into()));
    assert!(ansi.contains(&app.theme.light_square.bg.unwrap()));
    update(&mut app, Action::Command("colours 256".into()));
    assert_eq!(app.theme.light_square.bg, Some(Color::Indexed(223)));
}

#[test]
fn commands_force_ascii_and_colours_either_way() {
    let mut app = sample("armeni-mate-in-2.inp");
    update(&mut app, Action::Command("ascii on".into()));
    assert!(app.caps.ascii);
    assert!(text(&buffer(&app, 80, 24)).is_ascii());
    update(&mut app, Action::Command("ascii off".into()));
    assert!(!app.caps.ascii);
    assert!(!text(&buffer(&app, 80, 24)).is_ascii());
    update(&mut app, Action::Command("colours none".into()));
    assert_eq!(app.caps.colours, Colours::None);
    assert_eq!(app.theme.light_square.bg, None);
    assert_eq!(app.theme.name, "dark");
    update(&mut app, Action::Command("colours 7".into()));
    assert!(app.message.unwrap().text.contains("256, 16 or none"));
}
