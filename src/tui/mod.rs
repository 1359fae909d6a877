//! The workbench: the terminal app composers work in (DESIGN.md §6). This layer owns
//! everything about the screen and the keyboard: the app state, actions and the key map, the
//! pure `update`, rendering, themes and glyphs, the event loop and the terminal itself. It is
//! the only layer that knows about the terminal; it must not implement rules, notation or
//! search (it calls `rules`, `notation` and `solver`), and it reads and writes files only
//! through `files.rs` (which uses `session`).
//!
//! Shape (after gitui and ratatui's examples): keys → [`keymap`] → [`action::Action`] →
//! [`update::update`] changes [`app::App`] and returns effects → [`event_loop::Runtime`]
//! performs them (the solver worker, files) → [`view::render`] draws the state, never
//! changing it.

pub mod action;
pub mod app;
pub mod caps;
pub mod commands;
pub mod complete;
pub mod compose;
pub mod event_loop;
pub mod files;
pub mod glyphs;
pub mod keymap;
pub mod terminal;
pub mod theme;
pub mod update;
pub mod view;

use std::path::PathBuf;
use std::time::Instant;

use app::App;
use event_loop::Runtime;
use theme::Theme;

use crate::session::dirs::Dirs;

/// Opens the workbench on `file` (a session or Popeye input; a new file if it does not exist)
/// and runs it until the user quits, drawing for a terminal with `caps`.
pub fn run(file: Option<PathBuf>, caps: caps::Caps) -> Result<(), String> {
    let mut app = App::new(Vec::new(), Theme::from_env());
    app.set_caps(caps);
    let dirs = Dirs::from_env();
    let mut rt = Runtime::with_dirs(dirs.clone());
    let effects = match file {
        Some(path) if path.exists() => {
            let (session, stamp) = files::open(&path)?;
            let effects = commands::loaded(&mut app, Some(path), session);
            app.disk = stamp;
            effects
        }
        Some(path) => {
            app.info(format!("{}: new file", path.display()));
            app.path = Some(path);
            update::restart_solver(&mut app)
        }
        None => update::restart_solver(&mut app),
    };
    rt.perform(&mut app, effects, Instant::now());
    if let Some(path) = dirs.as_ref().map(|d| d.keys_file()).filter(|p| p.exists()) {
        match files::load_keys(&path) {
            Ok(keys) => app.keys = keys,
            Err(e) => app.error(format!("{}: {e} (default keys in force)", path.display())),
        }
    }
    rt.start(&mut app);
    terminal::install_panic_hook();
    let mut term = terminal::setup().map_err(|e| format!("cannot open the terminal: {e}"))?;
    let guard = terminal::Guard;
    let result = event_loop::run_loop(&mut term, &mut app, &mut rt);
    drop(guard);
    rt.finish(&mut app);
    result.map_err(|e| e.to_string())
}
