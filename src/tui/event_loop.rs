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
use super::keymap::Keymap;
use super::terminal::Term;
use super::update::{solver_event, update, Effect};
use super::view;
use crate::solver::worker::{Job, Worker};

/// Quiet time after the last edit before a solve starts.
pub const DEBOUNCE: Duration = Duration::from_millis(150);
/// Longest wait for input before the loop looks at the worker again.
pub const TICK: Duration = Duration::from_millis(100);

/// The solver worker and the pending solve.
pub struct Runtime {
    pub worker: Worker,
    /// When the debounced solve is due.
    pub due: Option<Instant>,
    pub debounce: Duration,
    pub threads: usize,
    pub hash_mb: usize,
}

impl Default for Runtime {
    fn default() -> Self {
        Runtime::new()
    }
}

impl Runtime {
    pub fn new() -> Runtime {
        let threads = std::thread::available_parallelism()
            .map(|n| n.get().min(4))
            .unwrap_or(1);
        Runtime {
            worker: Worker::spawn(),
            due: None,
            debounce: DEBOUNCE,
            threads,
            hash_mb: 32,
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
                Effect::Save(path) => save(app, path),
                Effect::Open(path) => match files::load(&path) {
                    Ok(entries) => queue.extend(commands::loaded(app, path, entries)),
                    Err(e) => app.error(e),
                },
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
        changed
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

fn save(app: &mut App, path: Option<PathBuf>) {
    let Some(path) = path.or_else(|| app.path.clone()) else {
        app.error("no file name yet: :w FILE");
        app.quit_after_save = false;
        return;
    };
    match files::save(&path, &app.entries) {
        Ok(()) => {
            app.info(format!("saved {}", path.display()));
            app.path = Some(path);
            app.dirty = false;
            if app.quit_after_save {
                app.quit = true;
            }
        }
        Err(e) => {
            app.error(format!("not saved: {e}"));
            app.quit_after_save = false;
        }
    }
}

/// Runs the workbench on the terminal until the user quits.
pub fn run_loop(
    term: &mut Term,
    app: &mut App,
    rt: &mut Runtime,
    keymap: &Keymap,
) -> std::io::Result<()> {
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
                        if let Some(action) = keymap.action(app, key) {
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
