//! The synchronous event loop: keys from crossterm (polled with a timeout), events from the
//! solver's worker thread, and ticks. Nothing here blocks for long: the worker never makes
//! the loop wait, and a new solve starts only once edits have paused for [`DEBOUNCE`].
//!
//! [`Runtime`] carries out the effects `update` asks for (solving, files) and feeds back what
//! the worker reports. Tests drive it without a terminal.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use crossterm::event::{self, Event as TermEvent, KeyEventKind};

use super::action::Action;
use super::app::{App, Mode, Phase, Question};
use super::commands;
use super::files;
use super::terminal::Term;
use super::update::{solver_event, update, Effect};
use super::view;
use crate::session::autosave::{add_recent, orphans, recent_files, Autosave, Orphan};
use crate::session::dirs::Dirs;
use crate::session::save::{is_read_only, same_file, DiskState, Stamp};
use crate::solver::worker::{Job, Worker};

/// Quiet time after the last edit before a solve starts: a burst of keys starts one solve,
/// and a solve started too early is superseded at once anyway (the worker stops a stale job
/// within milliseconds), so the wait is short.
pub const DEBOUNCE: Duration = Duration::from_millis(40);
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
    /// feerie's directories (autosave, recent files), if known.
    pub dirs: Option<Dirs>,
    autosave: Option<Autosave>,
    /// Autosaves of workbenches that crashed, claimed, waiting to be offered (the first is
    /// the one asked about).
    orphans: std::collections::VecDeque<Orphan>,
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
            autosave: dirs.clone().map(Autosave::new),
            orphans: Default::default(),
            dirs,
            last_autosave: Instant::now(),
            autosaved: 0,
        }
    }

    /// Makes the worker wake whoever waits (see `Worker::spawn_waking`): the idle worker is
    /// replaced by one that calls `waker` after each event.
    pub fn wake_with(&mut self, waker: crate::solver::worker::Waker) {
        self.worker = Worker::spawn_waking(Some(waker));
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
                Effect::Save { path, force } => {
                    if let Some(path) = save(app, path, force) {
                        self.remember(&path);
                    }
                }
                Effect::Export(format, path) => commands::export(app, format, path),
                Effect::Open(path) => match files::open(&path) {
                    Ok((session, stamp)) => {
                        self.remember(&path);
                        queue.extend(commands::loaded(app, Some(path), session));
                        app.disk = stamp;
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
                Effect::Recover => {
                    if let Some(orphan) = self.orphans.pop_front() {
                        queue.extend(self.recover(app, orphan));
                    }
                }
                Effect::DismissRecovery => {
                    if let Some(orphan) = self.orphans.pop_front() {
                        let path = orphan.path();
                        if let Err(e) = orphan.dismiss() {
                            app.error(format!("{}: {e}", path.display()));
                        }
                    }
                    self.offer(app);
                }
                Effect::OfferRecovery => {
                    self.orphans.clear();
                    if let Some(d) = &self.dirs {
                        self.orphans.extend(orphans(d));
                    }
                    if self.orphans.is_empty() {
                        app.info("no autosaved session to recover");
                    }
                    self.offer(app);
                }
            }
        }
    }

    /// At the start of the workbench: takes this workbench's autosave (saying so once when it
    /// cannot work: recovery is off, and the status line keeps saying it) and asks about the
    /// first autosave a crashed workbench left.
    pub fn start(&mut self, app: &mut App) {
        match (&mut self.autosave, &self.dirs) {
            (Some(a), Some(dirs)) => {
                if let Err(e) = a.start() {
                    autosave_off(app, &e.to_string());
                }
                self.orphans.extend(orphans(dirs));
            }
            _ => autosave_off(app, "no directory for feerie's state (no home directory)"),
        }
        self.offer(app);
    }

    /// Asks about the first orphan waiting, if any.
    fn offer(&mut self, app: &mut App) {
        let Some(orphan) = self.orphans.front() else {
            return;
        };
        let when = orphan
            .modified()
            .and_then(|t| SystemTime::now().duration_since(t).ok())
            .map(|age| format!(" {} ago", age_text(age)))
            .unwrap_or_default();
        let from = match orphan.source() {
            Some(p) => p.display().to_string(),
            None => "a new session".to_string(),
        };
        let count = if self.orphans.len() > 1 {
            format!(" (1 of {})", self.orphans.len())
        } else {
            String::new()
        };
        app.mode = Mode::Confirm(Question::Recover);
        app.info(format!(
            "recover the work of a workbench that did not exit cleanly? (y/n){count} · {from}, autosaved{when}"
        ));
    }

    /// Reopens an orphan's session as this workbench's (its autosave taken over).
    fn recover(&mut self, app: &mut App, orphan: Orphan) -> Vec<Effect> {
        let session = match orphan.read() {
            Ok(s) => s,
            Err(e) => {
                app.error(format!(
                    "recovery failed (the autosave stays, offered at the next start): {e}"
                ));
                return vec![];
            }
        };
        let source = orphan.source();
        let effects = commands::loaded(app, source.clone(), session.clone());
        // The recovered work is not saved anywhere but in the autosave.
        app.dirty = true;
        app.info(match &source {
            Some(p) => format!("recovered the unsaved work on {}", p.display()),
            None => "recovered the unsaved work (no file yet: :w FILE)".to_string(),
        });
        if let Some(a) = &mut self.autosave {
            if let Err(e) = a.adopt(orphan, &session) {
                app.error(format!("the recovered session is not autosaved: {e}"));
            }
        }
        if !self.orphans.is_empty() {
            let n = self.orphans.len();
            app.info(format!(
                "recovered; {n} more autosaved session{} to recover: :recover offers {}",
                if n == 1 { "" } else { "s" },
                if n == 1 { "it" } else { "them" }
            ));
            // Let them go back to the pool, for :recover or the next start.
            self.orphans.clear();
        }
        effects
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
            // An autosave that starts or stops failing says so (the message line, the status
            // line's `recovery off`): drawn now, or the next key would clear the message
            // before it was ever seen.
            let before = (app.recovery_off.is_some(), app.message.clone());
            self.autosave_now(app, now);
            changed |= before != (app.recovery_off.is_some(), app.message.clone());
        }
        changed
    }

    fn autosave_now(&mut self, app: &mut App, now: Instant) {
        self.last_autosave = now;
        self.autosaved = app.generation;
        if let Some(a) = &mut self.autosave {
            a.set_source(app.path.clone());
            match a.save(&app.session()) {
                Ok(()) => {
                    if app.recovery_off.take().is_some() {
                        app.info("autosave works again: recovery after a crash is on");
                    }
                }
                Err(e) => autosave_off(app, &e.to_string()),
            }
        }
    }

    /// On exit. When the user quit (`q` and yes to dropping unsaved work, `:q!`, `:wq`), a
    /// clean exit: this workbench's autosave is removed (nothing to offer next time; other
    /// workbenches' autosaves stay). When the loop ended otherwise (the terminal failed) with
    /// unsaved work, that work is autosaved and left to be recovered at the next start.
    pub fn finish(mut self, app: &mut App) {
        if app.dirty && !app.quit {
            self.autosave_now(app, Instant::now());
            return;
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
            hash_mb: app.solver.hash_mb,
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

/// Says once that the autosave cannot write, and marks recovery as off (the status line keeps
/// showing it) until a save works.
fn autosave_off(app: &mut App, why: &str) {
    if app.recovery_off.is_none() {
        app.error(format!(
            "recovery after a crash is off: cannot autosave ({why})"
        ));
    }
    app.recovery_off = Some(why.to_string());
}

/// An age in words: "40 s", "12 min", "3 h", "2 days".
fn age_text(age: Duration) -> String {
    let s = age.as_secs();
    match s {
        0..=119 => format!("{s} s"),
        120..=7199 => format!("{} min", s / 60),
        7200..=172_799 => format!("{} h", s / 3600),
        _ => format!("{} days", s / 86_400),
    }
}

/// Saves the session; the file saved to, if the save worked. Unless `force`, first looks at
/// the file on disk: a read-only file is refused (`:w!` writes it), and a file changed since
/// it was read (or deleted since, or never read: another file of that name) is written only
/// after the user says yes ([`Question::Overwrite`]).
fn save(app: &mut App, path: Option<PathBuf>, force: bool) -> Option<PathBuf> {
    let Some(path) = path.or_else(|| app.path.clone()) else {
        app.error("no file name yet: :w FILE");
        app.quit_after_save = false;
        return None;
    };
    let session = app.session();
    if let Some(why) = files::refusal(&path, &session) {
        app.error(format!("not saved: {why}"));
        app.quit_after_save = false;
        return None;
    }
    let format = files::SaveFormat::of(&path);
    let losses = files::losses(&path, &session);
    let accepted = app.loss_accepted.take().is_some_and(|p| p == path);
    if !losses.is_empty() && !accepted {
        app.info(format!(
            "Save anyway? (y/n) {} ({}) cannot hold: {}. A .toml session holds all.",
            path.display(),
            format.name(),
            losses.join("; ")
        ));
        app.pending_save = Some(path);
        app.mode = Mode::Confirm(Question::Lossy { force });
        return None;
    }
    if !force && !may_write(app, &path) {
        return None;
    }
    match files::save(&path, &session) {
        Ok(stamp) => {
            app.disk = Some(stamp);
            let kind = format.name();
            app.path = Some(path.clone());
            if losses.is_empty() {
                app.info(format!("saved {} ({kind})", path.display()));
                app.dirty = false;
            } else {
                // `[+]` stays: what the file cannot hold is not saved by this save.
                let stays = if app.dirty {
                    "[+] stays until a .toml session holds all"
                } else {
                    "a .toml session holds all"
                };
                app.info(format!(
                    "saved {} ({kind}) without: {}. {stays}",
                    path.display(),
                    losses.join("; ")
                ));
            }
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

/// Whether `:w` may write `path` now; if not, says why (an error, or a question whose yes
/// saves with force).
fn may_write(app: &mut App, path: &Path) -> bool {
    let own = app.path.as_deref().is_some_and(|p| same_file(p, path));
    let known = if own { app.disk.as_ref() } else { None };
    let shown = path.display();
    let question = match Stamp::compare(known, path) {
        // The save refuses it with the reason.
        Ok(DiskState::NotRegular(_)) | Err(_) => return true,
        Ok(DiskState::Absent) => return true,
        Ok(_) if is_read_only(path) => {
            app.error(format!(
                "{shown} is read-only: not saved (:w! writes it anyway)"
            ));
            app.quit_after_save = false;
            return false;
        }
        Ok(DiskState::Unchanged) => return true,
        Ok(DiskState::Changed) => {
            format!("{shown} changed on disk since it was read: overwrite it? (y/n)")
        }
        Ok(DiskState::Deleted) => {
            format!("{shown} was deleted since it was read: write it again? (y/n)")
        }
        Ok(DiskState::Unknown) => format!("{shown} exists: overwrite it? (y/n)"),
    };
    app.pending_save = Some(path.to_path_buf());
    app.mode = Mode::Confirm(Question::Overwrite);
    app.info(question);
    false
}

/// What wakes the loop: a terminal event (read by a thread of its own), the worker having
/// sent something, or the terminal failing.
enum Wake {
    Term(TermEvent),
    Solver,
    Failed(std::io::Error),
}

/// Runs the workbench on the terminal until the user quits. The loop sleeps until a key, a
/// resize or the worker wakes it (or the debounced solve or the autosave is due): a verdict
/// is drawn the moment the worker sends it, not at the next tick.
pub fn run_loop(term: &mut Term, app: &mut App, rt: &mut Runtime) -> std::io::Result<()> {
    let (tx, inbox) = std::sync::mpsc::channel::<Wake>();
    let solver_tx = tx.clone();
    rt.wake_with(std::sync::Arc::new(move || {
        let _ = solver_tx.send(Wake::Solver);
    }));
    // The reader ends with the process (it waits in `read` for the next key).
    std::thread::Builder::new()
        .name("feerie-input".into())
        .spawn(move || loop {
            let wake = match event::read() {
                Ok(e) => Wake::Term(e),
                Err(e) => Wake::Failed(e),
            };
            let failed = matches!(wake, Wake::Failed(_));
            if tx.send(wake).is_err() || failed {
                return;
            }
        })?;
    let mut redraw = true;
    loop {
        if redraw {
            term.draw(|f| view::render(f, app))?;
            redraw = false;
        }
        if app.quit {
            return Ok(());
        }
        let mut next = match inbox.recv_timeout(rt.timeout(Instant::now())) {
            Ok(wake) => Some(wake),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => None,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                return Err(std::io::Error::other("the terminal input stopped"))
            }
        };
        // Everything waiting is taken before the next draw.
        while let Some(wake) = next.take() {
            match wake {
                Wake::Term(TermEvent::Key(key)) if key.kind != KeyEventKind::Release => {
                    // Each key is looked up after the one before it has acted (an Escape
                    // read together with the next key may change the mode).
                    for key in app.keys.keys_of(app, key) {
                        if let Some(action) = app.keys.action(app, key) {
                            rt.dispatch(app, action);
                        }
                    }
                    if let Some(text) = app.clipboard.take() {
                        if let Err(e) = super::terminal::copy_to_clipboard(term, &text) {
                            app.error(format!("cannot copy: {e}"));
                        }
                    }
                    if std::mem::take(&mut app.suspend) {
                        if let Err(e) = super::terminal::suspend(term) {
                            app.error(format!("cannot suspend: {e}"));
                        }
                    }
                    redraw = true;
                }
                Wake::Term(TermEvent::Resize(..)) => redraw = true,
                Wake::Term(_) | Wake::Solver => {}
                Wake::Failed(e) => return Err(e),
            }
            if app.quit {
                break;
            }
            next = inbox.try_recv().ok();
        }
        redraw |= rt.pump(app, Instant::now());
    }
}
