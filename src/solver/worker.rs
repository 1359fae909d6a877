//! The solver's worker thread: the workbench hands it jobs and reads its events without ever
//! blocking.
//!
//! Every job carries a generation, and generations only grow (the workbench bumps one per
//! edit; 0 means "no job" and is never run). One shared `AtomicU64` holds the newest
//! generation submitted, with [`CANCELLED`] set once [`Worker::cancel`] was called for it. The
//! running search holds a [`Cancel`] on that flag with its own generation, so it stops (within
//! 4096 nodes) as soon as a newer job is submitted or the job is cancelled.
//!
//! What the receiver sees, per generation `g`:
//!
//! - A job is run only if it is still the newest and not cancelled when the thread takes it:
//!   the thread drains its queue and runs the newest job only. Superseded jobs and jobs
//!   cancelled before they started produce no events at all.
//! - A job that runs sends `Started`, then `Progress` (at most 10 a second) and `Solution`
//!   events, then exactly one `Finished` (or `Panicked`), unless it is superseded first.
//! - Once a newer generation was submitted, the worker sends nothing more for `g`. The check
//!   happens just before each send, so a submit racing with that send can still let one stale
//!   event through; it always arrives before the newer job's `Started` (one thread sends
//!   them all, in order). Receivers should drop events whose generation is not the newest
//!   they submitted.
//! - [`Worker::cancel`] does not supersede: the job stays the newest, so its `Finished` is
//!   sent, carrying a solution whose last part has `Cut::Cancelled` (or a complete solution,
//!   if the search ended before it noticed).

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::search::{Cancel, Limits};
use super::solve::{solve, Progress, SolveError, SolveOptions};
use super::tree::Solution;
use crate::rules::{Problem, Texts};

/// Set in the shared flag when the newest job was cancelled. Generations stay below it.
pub const CANCELLED: u64 = 1 << 63;

/// The shortest time between two `Progress` events of one job.
pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(100);

/// A problem to solve.
#[derive(Clone, Debug)]
pub struct Job {
    /// Greater than every generation submitted before (and not 0, below [`CANCELLED`]).
    pub generation: u64,
    pub problem: Problem,
    /// Give up (with `Cut::Timeout`) this long after the job starts.
    pub time_limit: Option<Duration>,
    pub hash_mb: usize,
    pub threads: usize,
}

/// What the worker reports. Every event names the generation of its job.
#[derive(Debug)]
pub enum Event {
    /// The job started solving.
    Started { generation: u64 },
    /// Nodes searched so far (all parts of the job), time since `Started`, and the solutions
    /// reported so far. At most 10 a second.
    Progress {
        generation: u64,
        /// The length the search works at (see `solve::Progress::Depth`), 0 before it says.
        depth: u8,
        nodes: u64,
        elapsed: Duration,
        solutions: usize,
    },
    /// A key or line, as soon as `solve` reports it, in the part with this index.
    Solution {
        generation: u64,
        part: usize,
        /// The key or line in each language.
        text: Texts,
    },
    /// The job ended: complete, timed out, cancelled, or rejected by `solve`.
    Finished {
        generation: u64,
        result: Result<Solution, SolveError>,
        elapsed: Duration,
    },
    /// `solve` panicked on this job (a solver bug). The worker goes on with the next job.
    Panicked { generation: u64, message: String },
}

impl Event {
    pub fn generation(&self) -> u64 {
        match self {
            Event::Started { generation }
            | Event::Progress { generation, .. }
            | Event::Solution { generation, .. }
            | Event::Finished { generation, .. }
            | Event::Panicked { generation, .. } => *generation,
        }
    }
}

/// Owns the background thread that solves jobs one at a time.
pub struct Worker {
    flag: Arc<AtomicU64>,
    jobs: Option<Sender<Job>>,
    events: Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

/// Called after each event the worker sends, so that a loop waiting for input as well wakes
/// at once (the workbench's loop waits on one channel for keys and for this).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

impl Worker {
    /// Starts the thread, idle.
    pub fn spawn() -> Worker {
        Worker::spawn_waking(None)
    }

    /// Starts the thread, idle, calling `waker` after every event it sends.
    pub fn spawn_waking(waker: Option<Waker>) -> Worker {
        let flag = Arc::new(AtomicU64::new(0));
        let (jobs, job_rx) = mpsc::channel();
        let (event_tx, events) = mpsc::channel();
        let thread_flag = Arc::clone(&flag);
        let thread = thread::Builder::new()
            .name("feerie-solver".into())
            .spawn(move || run(job_rx, event_tx, thread_flag, waker))
            .expect("cannot start the solver thread");
        Worker {
            flag,
            jobs: Some(jobs),
            events,
            thread: Some(thread),
        }
    }

    /// Queues `job`, superseding (and so stopping) every job with a lower generation, running
    /// or queued. A job whose generation is not above the newest one submitted is ignored.
    /// Never blocks.
    pub fn submit(&self, job: Job) {
        let generation = job.generation;
        if generation == 0 || generation >= CANCELLED {
            return;
        }
        // The flag first, so the running search sees it is stale before the job is queued.
        let newer = self
            .flag
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |cur| {
                (generation > cur & !CANCELLED).then_some(generation)
            })
            .is_ok();
        if newer {
            if let Some(jobs) = &self.jobs {
                let _ = jobs.send(job);
            }
        }
    }

    /// Stops the newest job, running or queued. A running job still sends its `Finished`,
    /// with a `Cut::Cancelled` part; a queued one never starts and sends nothing.
    pub fn cancel(&self) {
        self.flag.fetch_or(CANCELLED, Ordering::SeqCst);
    }

    /// The newest generation submitted (0 before the first).
    pub fn generation(&self) -> u64 {
        self.flag.load(Ordering::SeqCst) & !CANCELLED
    }

    /// The events, to read with `try_recv` (or `recv_timeout` in tests).
    pub fn events(&self) -> &Receiver<Event> {
        &self.events
    }

    /// The next event if one is waiting.
    pub fn try_event(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }
}

impl Drop for Worker {
    /// Cancels the running job and waits for the thread to end.
    fn drop(&mut self) {
        self.flag.fetch_or(CANCELLED, Ordering::SeqCst);
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread: waits for jobs and runs the newest of those waiting.
fn run(jobs: Receiver<Job>, events: Sender<Event>, flag: Arc<AtomicU64>, waker: Option<Waker>) {
    while let Ok(mut job) = jobs.recv() {
        for next in jobs.try_iter() {
            if next.generation > job.generation {
                job = next;
            }
        }
        if flag.load(Ordering::SeqCst) != job.generation {
            continue; // superseded or cancelled before it started
        }
        run_job(job, &events, &flag, waker.as_ref());
    }
}

/// Sends events of one job while it is the newest one submitted.
struct Outbox<'a> {
    events: &'a Sender<Event>,
    flag: &'a AtomicU64,
    generation: u64,
    waker: Option<&'a Waker>,
}

impl Outbox<'_> {
    fn send(&self, event: Event) {
        if self.flag.load(Ordering::SeqCst) & !CANCELLED == self.generation {
            let _ = self.events.send(event);
            if let Some(wake) = self.waker {
                wake();
            }
        }
    }
}

fn run_job(job: Job, events: &Sender<Event>, flag: &Arc<AtomicU64>, waker: Option<&Waker>) {
    let generation = job.generation;
    let out = Outbox {
        events,
        flag,
        generation,
        waker,
    };
    let start = Instant::now();
    out.send(Event::Started { generation });
    let options = SolveOptions {
        hash_mb: job.hash_mb,
        threads: job.threads,
        limits: Limits {
            deadline: job.time_limit.map(|t| start + t),
            cancel: Some(Cancel {
                flag: Arc::clone(flag),
                generation,
            }),
            max_solutions: None,
            enough: None,
        },
        guided: true,
    };
    // Node counts restart with every part; `done` sums the parts before the current one.
    let mut done = 0u64;
    let mut current = 0u64;
    let mut solutions = 0usize;
    let mut depth = 0u8;
    let mut last_progress = start;
    let mut report = |p: Progress| match p {
        Progress::Nodes(n) => {
            if n < current {
                done += current;
            }
            current = n;
            let now = Instant::now();
            if now.duration_since(last_progress) >= PROGRESS_INTERVAL {
                last_progress = now;
                out.send(Event::Progress {
                    generation,
                    depth,
                    nodes: done + current,
                    elapsed: now - start,
                    solutions,
                });
            }
        }
        Progress::Depth(d) => depth = d,
        Progress::Found { part, text } => {
            solutions += 1;
            out.send(Event::Solution {
                generation,
                part,
                text,
            });
        }
    };
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
        solve(&job.problem, &options, &mut report)
    }));
    match outcome {
        Ok(result) => out.send(Event::Finished {
            generation,
            result,
            elapsed: start.elapsed(),
        }),
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "the solver panicked".into());
            out.send(Event::Panicked {
                generation,
                message,
            });
        }
    }
}
