//! Screens of the workbench, drawn into ratatui's `TestBackend` at 80x24 and 120x40, kept as
//! insta snapshots (tests/it/snapshots/). The solver's numbers are set by the test, so the
//! screens do not depend on the machine.

use std::time::Duration;

use feerie::session::open::open_session;
use feerie::solver::worker::Event;
use feerie::solver::{solve, SolveOptions};
use feerie::tui::action::{Action, Field};
use feerie::tui::app::App;
use feerie::tui::commands::loaded;
use feerie::tui::theme::Theme;
use feerie::tui::update::{solver_event, update};
use feerie::tui::view::render;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    term.backend().to_string()
}

fn check(name: &str, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(app, w, h));
    }
}

fn app(theme: &str) -> App {
    App::new(Vec::new(), Theme::builtin(theme).unwrap())
}

fn sample(name: &str, theme: &str) -> App {
    let mut app = app(theme);
    let path = std::path::Path::new("samples").join(name);
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(&path);
    let session = open_session(&full).unwrap();
    loaded(&mut app, Some(path), session);
    app.message = None;
    app
}

/// Solves the problem on screen here and hands the result to the app as the worker would.
fn finish(app: &mut App) {
    let options = SolveOptions::default();
    let result = solve(app.problem(), &options, &mut |_| {});
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

#[test]
fn empty_board() {
    check("empty", &app("dark"));
}

#[test]
fn sample_loaded() {
    let mut app = sample("armeni-mate-in-2.inp", "dark");
    app.cursor = feerie::rules::Square::parse("e4").unwrap();
    check("sample", &app);
}

#[test]
fn solve_in_progress() {
    let mut app = sample("kotesovec-imitator-mate-in-2.inp", "dark");
    let generation = app.generation;
    solver_event(&mut app, Event::Started { generation });
    solver_event(
        &mut app,
        Event::Progress {
            generation,
            depth: 2,
            nodes: 1_234_567,
            elapsed: Duration::from_millis(1500),
            solutions: 1,
        },
    );
    solver_event(
        &mut app,
        Event::Solution {
            generation,
            part: 0,
            text: feerie::rules::Texts::same("1.Bf1-g2[Id3] !"),
        },
    );
    check("progress", &app);
}

#[test]
fn finished_tree() {
    let mut app = sample("tauber-avner-parrain-mate-in-2.inp", "dark");
    finish(&mut app);
    check("tree", &app);
    // Tries and key in blocks: the first folded, the second selected.
    let mut app = sample("armeni-mate-in-2.inp", "dark");
    finish(&mut app);
    update(&mut app, Action::FocusPrev);
    update(&mut app, Action::ToggleFold);
    update(&mut app, Action::Move(feerie::tui::action::Dir::Down));
    check("tree_folded", &app);
}

#[test]
fn help() {
    let mut app = app("dark");
    update(&mut app, Action::ToggleHelp);
    check("help", &app);
}

#[test]
fn editor_open() {
    let mut app = sample("kotesovec-imitator-mate-in-2.inp", "dark");
    update(&mut app, Action::OpenEditor(Field::Conditions));
    for c in " madrasi".chars() {
        update(
            &mut app,
            Action::Text(feerie::tui::keymap::key_event(&c.to_string()).unwrap()),
        );
    }
    check("editor", &app);
}

#[test]
fn mono_theme() {
    let mut app = sample("kotesovec-imitator-mate-in-2.inp", "mono");
    finish(&mut app);
    check("mono", &app);
}

#[test]
fn figurines_and_fairy_pieces() {
    let mut app = app("mono");
    for cmd in [
        "put wK e1",
        "put bK e8",
        "put wG d4",
        "put bNE c6",
        "put nS f3",
        "put nMA b2",
        "put wQ h5",
        "stip h#2",
    ] {
        update(&mut app, Action::Command(cmd.into()));
    }
    update(&mut app, Action::Command("put bP a2".into()));
    app.cursor = feerie::rules::Square::parse("g7").unwrap();
    update(&mut app, Action::ToggleToken);
    update(&mut app, Action::Command("glyphs figurines".into()));
    app.message = None;
    check("figurines", &app);
}

#[test]
fn any_terminal_size_draws_without_panicking() {
    let mut app = sample("armeni-mate-in-2.inp", "dark");
    finish(&mut app);
    for (w, h) in [(1, 1), (10, 3), (20, 5), (40, 12), (79, 23), (200, 60)] {
        screen(&app, w, h);
        update(&mut app, Action::ToggleHelp);
        screen(&app, w, h);
        update(&mut app, Action::ToggleHelp);
        update(&mut app, Action::OpenEditor(Field::Notes));
        screen(&app, w, h);
        update(&mut app, Action::Cancel);
    }
    update(&mut app, Action::Command("board 16x16".into()));
    update(&mut app, Action::Command("samples".into()));
    for (w, h) in [(5, 5), (30, 10), (80, 24)] {
        screen(&app, w, h);
    }
}

/// A problem given as Popeye input, shown under the file name `name`.
fn popeye(name: &str, text: &str, theme: &str) -> App {
    let mut app = app(theme);
    let file = std::env::temp_dir().join(format!("feerie-snap-{}-{name}", std::process::id()));
    std::fs::write(&file, text).unwrap();
    let session = open_session(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    loaded(&mut app, Some(name.into()), session);
    app.message = None;
    app
}

/// Cells of the screen at `w`x`h` whose background is `bg`.
fn cells_with_bg(app: &App, w: u16, h: u16, bg: ratatui::style::Color) -> usize {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    term.backend()
        .buffer()
        .content()
        .iter()
        .filter(|c| c.bg == bg)
        .count()
}

#[test]
fn miroir_transfer() {
    let text = "begin\npieces white kh1 sa4 black ka8 sd4\nstipulation #2\ncondition miroir\nend\n";
    let mut app = popeye("miroir.inp", text, "dark");
    let transfer = app.theme.transfer.bg.unwrap();
    assert_eq!(cells_with_bg(&app, 120, 40, transfer), 0);
    update(&mut app, Action::Command("move Sa4-c5 (Sd4-b6)".into()));
    assert_eq!(app.line_pos, 1);
    app.message = None;
    check("miroir_transfer", &app);
    // The transferred knight's squares d4 and b6, in full cells but for the knight's glyph
    // on b6 (pieces stand on chips of their own colour).
    for (w, h) in SIZES {
        let size = app.shown.position.size();
        let (cw, ch) = feerie::tui::view::cell_size(w, h - 2, size.width(), size.height());
        let expected = 2 * (cw * ch) as usize - 1;
        assert_eq!(cells_with_bg(&app, w, h, transfer), expected, "{w}x{h}");
    }
}

#[test]
fn dynamo_push_off_the_board() {
    let text =
        "begin\npieces white kh1 qc6 se6 black ka1 pb2\nstipulation #2\ncondition dynamo\nend\n";
    let mut app = popeye("dynamo.inp", text, "dark");
    update(&mut app, Action::Command("move Qc6 (Se6-OUT(E))".into()));
    assert_eq!(app.line_pos, 1);
    app.message = None;
    check("dynamo_push_off", &app);
    let rim = app.theme.rim.bg.unwrap();
    let passive = app.theme.passive.bg.unwrap();
    for (w, h) in SIZES {
        let screen = screen(&app, w, h);
        // The knight that left eastwards stands on the rim beside h6.
        assert!(screen.contains("N→"), "{w}x{h}\n{screen}");
        assert!(cells_with_bg(&app, w, h, rim) > 0);
        // Its last square e6 is the passive piece's square.
        assert!(cells_with_bg(&app, w, h, passive) > 0);
    }
    // The chosen queen's exits are marked on the rim, the cursor stays on the board.
    let mut app = popeye("dynamo.inp", text, "dark");
    app.cursor = feerie::rules::Square::parse("c6").unwrap();
    update(&mut app, Action::SelectSquare);
    assert_eq!(app.from, app.cursor.into());
    let screen = screen(&app, 120, 40);
    for arrow in ["↑", "↗", "↖", "↓", "↙", "←", "→"] {
        assert!(screen.contains(arrow), "{arrow}\n{screen}");
    }
}

/// The Four Double Acts game array (`:initial fda`), with the cursor on `cursor`.
fn fda_game(cursor: &str) -> App {
    let mut app = app("dark");
    update(&mut app, Action::Command("initial fda".into()));
    app.cursor = feerie::rules::Square::parse(cursor).unwrap();
    app.message = None;
    app
}

#[test]
fn fda_game_with_the_imitation_panel() {
    // The Fiancée g2 borrows from the king, the bishop and the knight beside it.
    let app = fda_game("g2");
    check("fda_game", &app);
    let lender = app.theme.lender.bg.unwrap();
    for (w, h) in SIZES {
        let screen = screen(&app, w, h);
        assert!(
            screen.contains("Fiancée g2 imitates King"),
            "{w}x{h}\n{screen}"
        );
        // Every rank and file: rank 10 and the files up to j, with the ten black pawns.
        assert!(screen.contains("┃10 "), "rank 10 shown\n{screen}");
        assert!(
            screen.contains(" i    j ") || screen.contains(" i  j "),
            "{screen}"
        );
        let pawns = screen.lines().find(|l| l.contains(" 8 ")).unwrap();
        assert_eq!(pawns.matches(" p").count(), 10, "{screen}");
        // Kf2, Bh1 and Si1, in full cells but for the pieces' glyphs (on chips of their own).
        let size = app.shown.position.size();
        let (cw, ch) = feerie::tui::view::cell_size(w, h - 2, size.width(), size.height());
        let expected = 3 * (cw * ch) as usize - 3;
        assert_eq!(cells_with_bg(&app, w, h, lender), expected, "{w}x{h}");
    }
    // Elsewhere no panel and no lender.
    let app = fda_game("a1");
    for (w, h) in SIZES {
        assert_eq!(cells_with_bg(&app, w, h, lender), 0);
        assert!(!screen(&app, w, h).contains("imitates"));
    }
}

#[test]
fn fda_line_played_with_a_comedian_under_the_cursor() {
    let mut app = fda_game("d1");
    update(&mut app, Action::Command("move FF(S)g2-f4".into()));
    update(&mut app, Action::Command("move Si9-h7".into()));
    assert_eq!(app.line_pos, 2, "{:?}", app.message);
    app.message = None;
    check("fda_line", &app);
    for (w, h) in SIZES {
        let screen = screen(&app, w, h);
        assert!(screen.contains("1.FF(S)g2-f4 Si9-h7"), "{screen}");
        assert!(screen.contains("Comedian d1 imitates Knight"), "{screen}");
    }
}

/// A terminal too small for the panes says so, with the size it needs, instead of drawing
/// crushed panes; from that size on the panes are drawn.
#[test]
fn a_terminal_too_small_says_so() {
    let app = sample("armeni-mate-in-2.inp", "dark");
    let size = app.shown.position.size();
    let (w, h) = feerie::tui::view::minimum_size(size.width(), size.height());
    assert_eq!((w, h), (58, 16));
    let small = screen(&app, 40, 10);
    assert!(small.contains("terminal 40x10 too small"), "{small}");
    assert!(small.contains("feerie needs 58x16"), "{small}");
    assert!(!small.contains("Board"), "{small}");
    let enough = screen(&app, w, h);
    assert!(!enough.contains("too small"), "{enough}");
    assert!(enough.contains("Board"), "{enough}");
    let narrow = screen(&app, w - 1, h);
    assert!(narrow.contains("too small"), "{narrow}");
}

/// An edit keeps the last result on screen, dimmed and marked as being re-solved, until the
/// new one comes.
#[test]
fn re_solving_keeps_the_last_result() {
    let mut app = sample("armeni-mate-in-2.inp", "dark");
    finish(&mut app);
    update(&mut app, Action::Command("put wP a3".into()));
    app.message = None;
    check("re_solving", &app);
}

/// Free-text editors (author, source, title, notes) check nothing, so they claim nothing.
#[test]
fn free_text_editors_say_free_text_not_valid() {
    let mut app = sample("armeni-mate-in-2.inp", "dark");
    update(&mut app, Action::OpenEditor(Field::Author));
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("free text") && !text.contains("✓ valid"),
        "{text}"
    );
    update(&mut app, Action::Cancel);
    update(&mut app, Action::OpenEditor(Field::Stipulation));
    assert!(screen(&app, 80, 24).contains("✓ valid"));
}
