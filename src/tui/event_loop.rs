//! The synchronous event loop: keys from crossterm (polled with a timeout), events from the
//! solver's worker thread, and ticks. Nothing here blocks for long: the worker never makes
//! the loop wait, and a new solve starts only once edits have paused for [`DEBOUNCE`].
//!
//! [`Runtime`] carries out the effects `update` asks for (solving, files) and feeds back what
//! the worker reports. Tests drive it without a terminal.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event as TermEvent, KeyEventKind};

use super::action::Action;
use super::app::{App, Phase};
use super::commands;
use super::files;
use super::terminal::Term;
use super::update::{solver_event, update, Effect};
use super::view;
use crate::session::autosave::{
    add_recent, dismiss_recovery, recent_files, recover, recovery_source, Autosave,
};
use crate::session::dirs::Dirs;
use crate::solver::worker::{Job, Worker};

/// Quiet time after the last edit before a solve starts.
pub const DEBOUNCE: Duration = Duration::from_millis(150);
/// Longest wait for input before the loop looks at the worker again.
pub const TICK: Duration = Duration::from_millis(100);

/// How often unsaved work is autosaved.
pub const AUTOSAVE_EVERY: Duration = Duration::from_secs(5);

/// The solver worker, the pending solve, and the autosave.
pub struct Runtime {
    pub worker: Worker,
    /// When the debounced solve is due.
    pub due: Option<Instant>,
    pub debounce: Duration,
    pub threads: usize,
    pub hash_mb: usize,
    /// feerie's directories (autosave, recent files), if known.
    pub dirs: Option<Dirs>,
    autosave: Option<Autosave>,
    last_autosave: Instant,
    /// The generation last autosaved.
    autosaved: u64,
}

impl Default for Runtime {
    fn default() -> Self {
        Runtime::new()
    }
}

impl Runtime {
    /// A runtime without autosave or recent files (tests).
    pub fn new() -> Runtime {
        Runtime::with_dirs(None)
    }

    /// A runtime that autosaves to, and keeps recent files in, these directories.
    pub fn with_dirs(dirs: Option<Dirs>) -> Runtime {
        let threads = crate::solver::parallel::default_threads();
        Runtime {
            worker: Worker::spawn(),
            due: None,
            debounce: DEBOUNCE,
            threads,
            hash_mb: 32,
            autosave: dirs.clone().map(Autosave::new),
            dirs,
            last_autosave: Instant::now(),
            autosaved: 0,
        }
    }

    /// Runs one action and its effects.
    pub fn dispatch(&mut self, app: &mut App, action: Action) {
        let effects = update(app, action);
        self.perform(app, effects, Instant::now());
    }

    /// Carries out effects. Opening a file may ask for more (a solve), done in turn.
    pub fn perform(&mut self, app: &mut App, effects: Vec<Effect>, now: Instant) {
        let mut queue = std::collections::VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Solve => {
                    // The running job is stale now: stop it at once, start the new one later.
                    self.worker.cancel();
                    self.due = Some(now + self.debounce);
                }
                Effect::Cancel => {
                    self.worker.cancel();
                    self.due = None;
                }
                Effect::Save(path) => {
                    if let Some(path) = save(app, path) {
                        self.remember(&path);
                    }
                }
                Effect::Export(format, path) => commands::export(app, format, path),
                Effect::Open(path) => match files::load(&path) {
                    Ok(session) => {
                        self.remember(&path);
                        queue.extend(commands::loaded(app, Some(path), session));
                    }
                    Err(e) => app.error(e),
                },
                Effect::Recent => {
                    let files = self.dirs.as_ref().map(recent_files).unwrap_or_default();
                    if files.is_empty() {
                        app.info("no recent files");
                    } else {
                        commands::pick(app, "Recent files", files);
                    }
                }
                Effect::Recover => match self.dirs.as_ref().map(|d| (recover(d), d)) {
                    Some((Ok(session), dirs)) => {
                        let source = recovery_source(dirs);
                        queue.extend(commands::loaded(app, source, session));
                        // The recovered work is not saved anywhere but in the autosave.
                        app.dirty = true;
                    }
                    Some((Err(e), _)) => app.error(format!("recovery failed: {e}")),
                    None => {}
                },
                Effect::DismissRecovery => {
                    if let Some(d) = &self.dirs {
                        let _ = dismiss_recovery(d);
                    }
                }
            }
        }
    }

    /// Takes in the worker's events and starts the debounced solve when it is due. Returns
    /// whether anything on screen may have changed.
    pub fn pump(&mut self, app: &mut App, now: Instant) -> bool {
        let mut changed = false;
        while let Some(event) = self.worker.try_event() {
            changed |= solver_event(app, event);
        }
        if self.due.is_some_and(|due| now >= due) {
            self.due = None;
            self.submit(app);
            changed = true;
        }
        if app.dirty
            && app.generation != self.autosaved
            && now.duration_since(self.last_autosave) >= AUTOSAVE_EVERY
        {
            self.autosave_now(app, now);
        }
        changed
    }

    fn autosave_now(&mut self, app: &mut App, now: Instant) {
        self.last_autosave = now;
        self.autosaved = app.generation;
        if let Some(a) = &mut self.autosave {
            a.set_source(app.path.clone());
            if let Err(e) = a.save(&app.session()) {
                app.error(format!("autosave failed: {e}"));
            }
        }
    }

    /// On exit: the last autosave, then the clean-exit mark (no recovery offered next time).
    pub fn finish(mut self, app: &mut App) {
        if app.dirty {
            self.autosave_now(app, Instant::now());
        }
        if let Some(a) = self.autosave.take() {
            let _ = a.clean_exit();
        }
    }

    /// Adds a file to the recent files.
    fn remember(&mut self, path: &std::path::Path) {
        if let Some(d) = &self.dirs {
            let _ = add_recent(d, path);
        }
        if let Some(a) = &mut self.autosave {
            a.set_source(Some(path.to_path_buf()));
        }
    }

    /// Submits the problem on screen with the app's generation.
    pub fn submit(&mut self, app: &mut App) {
        if app.solver.phase != Phase::Waiting {
            return;
        }
        self.worker.submit(Job {
            generation: app.generation,
            problem: app.problem().clone(),
            time_limit: app.solver.time_limit,
            hash_mb: self.hash_mb,
            threads: self.threads,
        });
    }

    /// How long the loop may wait for input.
    pub fn timeout(&self, now: Instant) -> Duration {
        match self.due {
            Some(due) => TICK.min(due.saturating_duration_since(now)),
            None => TICK,
        }
    }
}

/// Saves the session; the file saved to, if the save worked.
fn save(app: &mut App, path: Option<PathBuf>) -> Option<PathBuf> {
    let Some(path) = path.or_else(|| app.path.clone()) else {
        app.error("no file name yet: :w FILE");
        app.quit_after_save = false;
        return None;
    };
    match files::save(&path, &app.session()) {
        Ok(()) => {
            let kind = if files::is_session_file(&path) {
                "session"
            } else {
                "Popeye input"
            };
            app.info(format!("saved {} ({kind})", path.display()));
            app.path = Some(path.clone());
            app.dirty = false;
            if app.quit_after_save {
                app.quit = true;
            }
            Some(path)
        }
        Err(e) => {
            app.error(format!("not saved: {e}"));
            app.quit_after_save = false;
            None
        }
    }
}

/// Runs the workbench on the terminal until the user quits.
pub fn run_loop(term: &mut Term, app: &mut App, rt: &mut Runtime) -> std::io::Result<()> {
    let mut redraw = true;
    loop {
        if redraw {
            term.draw(|f| view::render(f, app))?;
            redraw = false;
        }
        if app.quit {
            return Ok(());
        }
        if event::poll(rt.timeout(Instant::now()))? {
            loop {
                match event::read()? {
                    TermEvent::Key(key) if key.kind != KeyEventKind::Release => {
                        if let Some(action) = app.keys.action(app, key) {
                            rt.dispatch(app, action);
                        }
                        redraw = true;
                    }
                    TermEvent::Resize(..) => redraw = true,
                    _ => {}
                }
                if app.quit || !event::poll(Duration::ZERO)? {
                    break;
                }
            }
        }
        redraw |= rt.pump(app, Instant::now());
    }
}
