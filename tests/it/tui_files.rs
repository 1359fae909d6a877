//! The workbench's files: `:w` never replaces what is no regular file, never overwrites a
//! file another program changed (or deleted, or a read-only one) without asking or `!`, each
//! workbench has its own autosave, an autosave that cannot be written says so and shows that
//! recovery is off, themes are read by name only from the themes directory, and a broken
//! `keys.toml` is named with its line.

use std::fs;
use std::path::{Path, PathBuf};

use feerie::session::Session;
use feerie::tui::action::Action;
use feerie::tui::app::{App, MessageKind, Mode, Question};
use feerie::tui::event_loop::Runtime;
use feerie::tui::theme::Theme;

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("feerie-tui-files-{tag}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn app() -> App {
    App::new(Vec::new(), Theme::builtin("mono").unwrap())
}

/// Runs a `:` command through the runtime, effects and all.
fn command(rt: &mut Runtime, app: &mut App, line: &str) {
    rt.dispatch(app, Action::Command(line.to_string()));
}

fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

fn is_error(app: &App) -> bool {
    app.message
        .as_ref()
        .is_some_and(|m| m.kind == MessageKind::Error)
}

fn session_notes(path: &Path) -> String {
    let session = Session::from_toml(&fs::read_to_string(path).unwrap()).unwrap();
    session.problems[0].notes.clone()
}

#[cfg(unix)]
#[test]
fn w_refuses_what_is_no_regular_file() {
    use std::os::unix::fs::FileTypeExt;
    let dir = temp_dir("special");
    let mut rt = Runtime::new();
    let mut app = app();
    command(&mut rt, &mut app, &format!("w {}", dir.display()));
    assert!(is_error(&app), "{}", message(&app));
    assert!(message(&app).contains("a directory"), "{}", message(&app));
    assert!(dir.is_dir());

    let fifo = dir.join("pipe.toml");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if made {
        for force in ["w", "w!"] {
            command(&mut rt, &mut app, &format!("{force} {}", fifo.display()));
            assert!(is_error(&app), "{force}: {}", message(&app));
            assert!(message(&app).contains("FIFO"), "{}", message(&app));
            assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
        }
    }
    assert_eq!(app.path, None, "nothing was saved");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_changed_on_disk_is_not_overwritten_without_asking() {
    let dir = temp_dir("changed");
    let file = dir.join("s.toml");
    let mut rt = Runtime::new();
    let mut app = app();
    command(&mut rt, &mut app, &format!("w {}", file.display()));
    assert!(!is_error(&app), "{}", message(&app));
    command(&mut rt, &mut app, "notes mine");

    // Another program writes the file.
    let mut theirs = Session::from_toml(&fs::read_to_string(&file).unwrap()).unwrap();
    theirs.problems[0].notes = "theirs".into();
    fs::write(&file, theirs.to_toml()).unwrap();
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Confirm(Question::Overwrite));
    assert!(
        message(&app).contains("changed on disk since it was read"),
        "{}",
        message(&app)
    );
    assert_eq!(
        session_notes(&file),
        "theirs",
        "not written before the answer"
    );
    // No: nothing written, the work still unsaved.
    rt.dispatch(&mut app, Action::Confirm(false));
    assert_eq!(session_notes(&file), "theirs");
    assert!(app.dirty);
    // Asked again, yes: written.
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Confirm(Question::Overwrite));
    rt.dispatch(&mut app, Action::Confirm(true));
    assert_eq!(session_notes(&file), "mine");
    assert!(!app.dirty);
    // Saved: the next :w writes without a question.
    command(&mut rt, &mut app, "notes again");
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert_eq!(session_notes(&file), "again");

    // Only touched (the same contents, a new time): no question.
    let text = fs::read_to_string(&file).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    fs::write(&file, &text).unwrap();
    command(&mut rt, &mut app, "notes touched");
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert_eq!(session_notes(&file), "touched");

    // Changed again: :w! writes without asking.
    fs::write(&file, theirs.to_toml()).unwrap();
    command(&mut rt, &mut app, "notes forced");
    command(&mut rt, &mut app, "w!");
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(session_notes(&file), "forced");

    // A file opened with :e is watched the same way.
    let other = dir.join("other.toml");
    fs::write(&other, theirs.to_toml()).unwrap();
    command(&mut rt, &mut app, &format!("e {}", other.display()));
    assert_eq!(app.path.as_deref(), Some(other.as_path()));
    fs::write(&other, Session::default().to_toml()).unwrap();
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Confirm(Question::Overwrite));
    rt.dispatch(&mut app, Action::Confirm(false));
    assert_eq!(
        fs::read_to_string(&other).unwrap(),
        Session::default().to_toml()
    );

    // Saving to another existing file asks too.
    command(&mut rt, &mut app, &format!("w {}", file.display()));
    assert_eq!(app.mode, Mode::Confirm(Question::Overwrite));
    assert!(message(&app).contains("exists"), "{}", message(&app));
    rt.dispatch(&mut app, Action::Confirm(false));
    assert_eq!(session_notes(&file), "forced");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_deleted_while_open_is_recreated_only_after_saying_so() {
    let dir = temp_dir("deleted");
    let file = dir.join("s.toml");
    let mut rt = Runtime::new();
    let mut app = app();
    command(&mut rt, &mut app, &format!("w {}", file.display()));
    fs::remove_file(&file).unwrap();
    command(&mut rt, &mut app, "notes back");
    // :wq asks first, and quits only once the file is written.
    command(&mut rt, &mut app, "wq");
    assert_eq!(app.mode, Mode::Confirm(Question::Overwrite));
    assert!(message(&app).contains("was deleted"), "{}", message(&app));
    assert!(!file.exists());
    assert!(!app.quit);
    rt.dispatch(&mut app, Action::Confirm(true));
    assert_eq!(session_notes(&file), "back");
    assert!(app.quit);
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_written_only_with_w_bang() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("readonly");
    let file = dir.join("s.toml");
    let mut rt = Runtime::new();
    let mut app = app();
    command(&mut rt, &mut app, &format!("w {}", file.display()));
    fs::set_permissions(&file, fs::Permissions::from_mode(0o444)).unwrap();
    command(&mut rt, &mut app, "notes changed");
    command(&mut rt, &mut app, "w");
    assert!(is_error(&app));
    assert!(message(&app).contains("read-only"), "{}", message(&app));
    assert_eq!(session_notes(&file), "");
    assert!(app.dirty);
    command(&mut rt, &mut app, "w!");
    assert!(!is_error(&app), "{}", message(&app));
    assert_eq!(session_notes(&file), "changed");
    assert_eq!(
        fs::metadata(&file).unwrap().permissions().mode() & 0o777,
        0o444,
        "the mode is kept"
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// A runtime autosaving to `dirs`, started as the workbench starts it.
fn started(dirs: &feerie::session::dirs::Dirs) -> (Runtime, App) {
    let mut rt = Runtime::with_dirs(Some(dirs.clone()));
    let mut app = app();
    rt.start(&mut app);
    (rt, app)
}

/// `:q!` and the end of the workbench: a clean exit that drops the unsaved work.
fn quit(mut rt: Runtime, app: &mut App) {
    command(&mut rt, app, "q!");
    assert!(app.quit);
    rt.finish(app);
}

/// Lets the autosave's time come.
fn autosave_due(rt: &mut Runtime, app: &mut App) {
    rt.pump(
        app,
        std::time::Instant::now() + feerie::tui::event_loop::AUTOSAVE_EVERY * 2,
    );
}

#[test]
fn a_live_workbench_is_never_recovered_and_a_crashed_one_is() {
    let home = temp_dir("two-windows");
    let dirs = feerie::session::dirs::Dirs::under(&home);
    // The first window: unsaved work, autosaved.
    let (mut first, mut first_app) = started(&dirs);
    command(&mut first, &mut first_app, "notes the first window's work");
    autosave_due(&mut first, &mut first_app);
    // A second window on the same home: nothing to recover, the first is alive.
    let (mut second, mut second_app) = started(&dirs);
    assert_eq!(second_app.mode, Mode::Normal, "{}", message(&second_app));
    command(
        &mut second,
        &mut second_app,
        "notes the second window's work",
    );
    autosave_due(&mut second, &mut second_app);
    // The second quits cleanly; the first crashes (its runtime goes without finish).
    quit(second, &mut second_app);
    drop(first);
    drop(crate::common::orphans_once(&dirs, 1));
    // The next start offers the first's work, and recovers it.
    let (mut third, mut third_app) = started(&dirs);
    assert_eq!(third_app.mode, Mode::Confirm(Question::Recover));
    assert!(
        message(&third_app).contains("did not exit cleanly"),
        "{}",
        message(&third_app)
    );
    third.dispatch(&mut third_app, Action::Confirm(true));
    assert_eq!(third_app.entry().notes, "the first window's work");
    assert!(third_app.dirty, "recovered work is unsaved");
    // Taken over: a fourth window is offered nothing while the third runs.
    let (_fourth, fourth_app) = started(&dirs);
    assert_eq!(fourth_app.mode, Mode::Normal, "{}", message(&fourth_app));
    quit(third, &mut third_app);
    let (_fifth, fifth_app) = started(&dirs);
    assert_eq!(fifth_app.mode, Mode::Normal, "{}", message(&fifth_app));
    fs::remove_dir_all(&home).unwrap();
}

#[test]
fn a_workbench_that_ends_without_quitting_leaves_its_work_to_recover() {
    let home = temp_dir("no-quit");
    let dirs = feerie::session::dirs::Dirs::under(&home);
    let (mut rt, mut app) = started(&dirs);
    command(&mut rt, &mut app, "notes not saved yet");
    // The loop ends without a quit (the terminal failed): the work is autosaved and kept.
    rt.finish(&mut app);
    drop(crate::common::orphans_once(&dirs, 1));
    let (mut rt, mut app) = started(&dirs);
    assert_eq!(app.mode, Mode::Confirm(Question::Recover));
    rt.dispatch(&mut app, Action::Confirm(true));
    assert_eq!(app.entry().notes, "not saved yet");
    quit(rt, &mut app);
    fs::remove_dir_all(&home).unwrap();
}

#[test]
fn every_orphan_is_offered_in_turn() {
    let home = temp_dir("orphans");
    let dirs = feerie::session::dirs::Dirs::under(&home);
    for note in ["one", "two"] {
        let (mut rt, mut app) = started(&dirs);
        command(&mut rt, &mut app, &format!("notes {note}"));
        autosave_due(&mut rt, &mut app);
        std::thread::sleep(std::time::Duration::from_millis(20));
        drop(rt); // a crash
    }
    drop(crate::common::orphans_once(&dirs, 2));
    let (mut rt, mut app) = started(&dirs);
    assert!(message(&app).contains("(1 of 2)"), "{}", message(&app));
    // No to the first (the newest): the other is asked about next.
    rt.dispatch(&mut app, Action::Confirm(false));
    assert_eq!(app.mode, Mode::Confirm(Question::Recover));
    rt.dispatch(&mut app, Action::Confirm(true));
    assert_eq!(app.entry().notes, "one");
    quit(rt, &mut app);
    let (_rt, app) = started(&dirs);
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert!(dirs.dismissed_autosave_file().is_file());
    fs::remove_dir_all(&home).unwrap();
}

#[test]
fn an_autosave_that_cannot_write_says_so_once_and_shows_recovery_off() {
    let home = temp_dir("home-a-file");
    let file = home.join("not-a-dir");
    fs::write(&file, "").unwrap();
    // FEERIE_HOME names a file: the state directory cannot be made.
    let dirs = feerie::session::dirs::Dirs::under(&file);
    let (mut rt, mut app) = started(&dirs);
    assert!(is_error(&app));
    assert!(
        message(&app).contains("recovery after a crash is off"),
        "{}",
        message(&app)
    );
    assert!(app.recovery_off.is_some());
    app.message = None;
    for note in ["one", "two"] {
        command(&mut rt, &mut app, &format!("notes {note}"));
        app.message = None;
        autosave_due(&mut rt, &mut app);
        assert_eq!(app.message, None, "said once, not at every autosave");
    }
    let screen = screen(&app);
    assert!(screen.contains("recovery off"), "{screen}");
    fs::remove_dir_all(&home).unwrap();
}

/// An autosave that starts failing in the middle of the work (the state directory replaced by
/// a file), then works again: each change is drawn at once (the loop redraws when `pump`
/// says so), or the next key would clear the message before it was ever on screen.
#[test]
fn an_autosave_that_starts_or_stops_failing_is_drawn_at_once() {
    let home = temp_dir("fails-later");
    let dirs = feerie::session::dirs::Dirs::under(&home);
    let (mut rt, mut app) = started(&dirs);
    let t0 = std::time::Instant::now();
    let every = feerie::tui::event_loop::AUTOSAVE_EVERY;
    command(&mut rt, &mut app, "notes saved");
    app.message = None;
    rt.pump(&mut app, t0 + every * 2);
    assert!(app.recovery_off.is_none());
    assert_eq!(app.message, None, "{}", message(&app));

    fs::remove_dir_all(&dirs.state).unwrap();
    fs::write(&dirs.state, "").unwrap();
    command(&mut rt, &mut app, "notes lost");
    app.message = None;
    assert!(rt.pump(&mut app, t0 + every * 4), "the failure not drawn");
    assert!(is_error(&app));
    assert!(
        message(&app).contains("recovery after a crash is off"),
        "{}",
        message(&app)
    );
    assert!(screen(&app).contains("recovery off"));
    // Failing again: said once, nothing new to draw.
    command(&mut rt, &mut app, "notes lost again");
    app.message = None;
    rt.pump(&mut app, t0 + every * 6);
    assert_eq!(app.message, None, "said once");
    assert!(app.recovery_off.is_some());

    fs::remove_file(&dirs.state).unwrap();
    command(&mut rt, &mut app, "notes back");
    app.message = None;
    assert!(rt.pump(&mut app, t0 + every * 8), "the recovery not drawn");
    assert!(message(&app).contains("works again"), "{}", message(&app));
    assert!(app.recovery_off.is_none());
    assert!(!screen(&app).contains("recovery off"));
    quit(rt, &mut app);
    fs::remove_dir_all(&home).unwrap();
}

/// `keys.toml` as the workbench reads it, from its file: a byte order mark is accepted, a
/// broken line is named (the workbench puts the file's name before it), and a FIFO in its
/// place is refused unread (reading it would wait for a writer forever).
#[test]
fn a_keys_file_with_a_bom_reads_and_a_broken_one_names_its_line() {
    use feerie::tui::files::load_keys;
    let dir = temp_dir("keys");
    let keys = dir.join("keys.toml");
    fs::write(&keys, "\u{feff}# my keys\n[global]\n\"C-z\" = \"undo\"\n").unwrap();
    assert!(load_keys(&keys).is_ok(), "{:?}", load_keys(&keys).err());
    fs::write(
        &keys,
        "\u{feff}# my keys\n[global]\n\"u\" = \"undo\"\n  \"x\" = \"fly\"\n",
    )
    .unwrap();
    let e = load_keys(&keys).err().unwrap_or_default();
    assert_eq!(e, "line 4, column 9: [global] 'x': unknown action 'fly'");
    fs::remove_file(&keys).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(&keys)
        .status()
        .is_ok_and(|s| s.success());
    if made {
        let (tx, rx) = std::sync::mpsc::channel();
        let path = keys.clone();
        std::thread::spawn(move || {
            let _ = tx.send(load_keys(&path).err());
        });
        let e = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("a FIFO keys.toml froze the workbench")
            .unwrap_or_default();
        assert!(e.contains("FIFO"), "{e}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

fn screen(app: &App) -> String {
    let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    term.draw(|f| feerie::tui::view::render(f, app)).unwrap();
    term.backend().to_string()
}

#[test]
fn themes_are_read_by_name_only() {
    let dir = temp_dir("themes");
    // A valid theme file outside the themes folder.
    let outside = dir.join("outside.toml");
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("themes/light.toml"),
        &outside,
    )
    .unwrap();
    let mut app = app();
    let mut rt = Runtime::new();
    let nested = format!(
        "{}/../{}/outside",
        dir.display(),
        dir.file_name().unwrap().to_string_lossy()
    );
    for name in [
        outside.display().to_string(),
        outside.with_extension("").display().to_string(),
        "/etc/passwd".to_string(),
        "../../../../etc/passwd".to_string(),
        "..".to_string(),
        nested,
        "a\\b".to_string(),
    ] {
        command(&mut rt, &mut app, &format!("theme {name}"));
        assert!(is_error(&app), "{name}: {}", message(&app));
        assert!(
            message(&app).contains("never a path"),
            "{name}: {}",
            message(&app)
        );
        assert_eq!(app.theme.name, "mono", "{name}");
    }
    // Names still work.
    command(&mut rt, &mut app, "theme light");
    assert_eq!(app.theme.name, "light");
    command(&mut rt, &mut app, "theme no-such-theme");
    assert!(
        message(&app).contains("no theme no-such-theme"),
        "{}",
        message(&app)
    );
    // A session naming a path as its theme does not read it either.
    let session = format!("version = 1\n[ui]\ntheme = \"{}\"\n", outside.display());
    let file = dir.join("s.toml");
    fs::write(&file, session).unwrap();
    command(&mut rt, &mut app, &format!("e {}", file.display()));
    assert_eq!(app.theme.name, "light");
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 18: a save in a format that cannot hold everything asks first, names what it would
/// lose (whole, in a window over the panes at 80x24), and leaves `[+]` set after it; a save
/// that loses nothing (notes and the intended count travel as remarks) asks nothing.
#[test]
fn a_save_that_would_lose_something_asks_and_keeps_the_unsaved_mark() {
    let dir = temp_dir("lossy");
    let inp = dir.join("p.inp");
    let mut rt = Runtime::new();
    let mut app = app();
    // An empty board has no stipulation: its Popeye file would not open again.
    command(&mut rt, &mut app, &format!("w {}", inp.display()));
    assert_eq!(app.mode, Mode::Confirm(Question::Lossy { force: false }));
    assert!(
        message(&app).contains("cannot hold: everything (without a stipulation"),
        "{}",
        message(&app)
    );
    let shown = screen(&app);
    assert!(shown.contains("Question · y yes · n no"), "{shown}");
    assert!(shown.contains("║ Save anyway? (y/n) "), "{shown}");
    assert!(
        shown.contains("\"Save anyway? (y/n) "),
        "the message line starts with it"
    );
    rt.dispatch(&mut app, Action::Confirm(false));
    assert!(!inp.exists(), "no means nothing written");
    assert_eq!(app.path, None);
    assert_eq!(message(&app), "not saved");

    // With a stipulation, notes and an intended count: all of it fits, no question.
    command(&mut rt, &mut app, "put wK e1");
    command(&mut rt, &mut app, "put bK e8");
    command(&mut rt, &mut app, "put wR h1");
    command(&mut rt, &mut app, "stip #2");
    command(&mut rt, &mut app, "notes kept as remarks");
    command(&mut rt, &mut app, "intended 2");
    command(&mut rt, &mut app, &format!("w {}", inp.display()));
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert!(!app.dirty, "{}", message(&app));
    assert!(fs::read_to_string(&inp)
        .unwrap()
        .contains("feerie: note kept as remarks"));

    // A session whose Black moves first in a #2 (no halfduplex): Popeye input has no side to
    // move. Yes saves, says what was left out, and the edit stays unsaved.
    let toml = dir.join("black.toml");
    fs::write(
        &toml,
        "version = 1\n[[problem]]\nstipulation = \"#2\"\n\
         diagram = \"4k3/8/8/8/8/8/8/4K2R b K - 0 1\"\n",
    )
    .unwrap();
    command(&mut rt, &mut app, &format!("e {}", toml.display()));
    command(&mut rt, &mut app, "notes an edit");
    assert!(app.dirty);
    let black = dir.join("black.inp");
    command(&mut rt, &mut app, &format!("w {}", black.display()));
    assert_eq!(app.mode, Mode::Confirm(Question::Lossy { force: false }));
    assert!(
        message(&app).contains("cannot hold: the side to move (Black)."),
        "{}",
        message(&app)
    );
    rt.dispatch(&mut app, Action::Confirm(true));
    assert!(black.exists());
    assert!(
        message(&app).contains("without: the side to move (Black). [+] stays"),
        "{}",
        message(&app)
    );
    assert!(app.dirty, "[+] stays after a save that left something out");
    assert!(screen(&app).contains("[+]"));
    // The next save there asks again; a session file takes everything and clears the mark.
    command(&mut rt, &mut app, "w");
    assert_eq!(app.mode, Mode::Confirm(Question::Lossy { force: false }));
    rt.dispatch(&mut app, Action::Confirm(false));
    command(
        &mut rt,
        &mut app,
        &format!("w {}", dir.join("all.toml").display()),
    );
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert!(!app.dirty);
    fs::remove_dir_all(&dir).unwrap();
}

/// `:w FILE.fen` writes the diagram as FEN (not Popeye text), after naming what a FEN cannot
/// hold; the file opens again as the same position. A FEN file holds one position: a session
/// of several problems is refused, saying why, and nothing is written.
#[test]
fn w_to_a_fen_file_writes_fen_and_names_what_it_leaves_out() {
    let dir = temp_dir("fen");
    let fen = dir.join("p.fen");
    let mut rt = Runtime::new();
    let mut app = app();
    for line in [
        "put wK e1",
        "put bK e8",
        "put wR h1",
        "stip #2",
        "author A. Composer",
    ] {
        command(&mut rt, &mut app, line);
    }
    command(&mut rt, &mut app, &format!("w {}", fen.display()));
    assert_eq!(app.mode, Mode::Confirm(Question::Lossy { force: false }));
    assert!(
        message(&app).contains("(FEN) cannot hold: stipulation #2; author A. Composer."),
        "{}",
        message(&app)
    );
    rt.dispatch(&mut app, Action::Confirm(true));
    let text = fs::read_to_string(&fen).unwrap();
    assert_eq!(
        text,
        format!(
            "{}\n",
            feerie::notation::fen::to_fen(&app.problem().position)
        )
    );
    assert!(!text.contains("begin") && text.starts_with("4k3/8/8/8/8/8/8/4K2R w"));
    assert!(
        message(&app).contains("(FEN) without: stipulation #2"),
        "{}",
        message(&app)
    );
    assert!(
        app.dirty,
        "[+] stays: the stipulation and the author are not in the file"
    );
    let back = feerie::session::open::open_session(&fen).unwrap();
    assert_eq!(back.problems.len(), 1);
    assert_eq!(back.problems[0].problem.position, app.problem().position);

    // A problem read from a FEN loses nothing to FEN: no question.
    command(&mut rt, &mut app, &format!("e! {}", fen.display()));
    let again = dir.join("again.fen");
    command(&mut rt, &mut app, &format!("w {}", again.display()));
    assert_eq!(app.mode, Mode::Normal, "{}", message(&app));
    assert!(!app.dirty, "{}", message(&app));
    assert_eq!(fs::read_to_string(&again).unwrap(), text);

    // Two problems: refused, with the reason and the ways that work.
    command(&mut rt, &mut app, "new");
    let two = dir.join("two.fen");
    command(&mut rt, &mut app, &format!("w {}", two.display()));
    assert!(is_error(&app), "{}", message(&app));
    assert!(
        message(&app).contains("a FEN file holds one position, and the session has 2 problems"),
        "{}",
        message(&app)
    );
    assert_eq!(app.mode, Mode::Normal);
    assert!(!two.exists());
    fs::remove_dir_all(&dir).unwrap();
}
