//! Root splitting: the first move's alternatives are shared out among threads, each with a
//! search and a table of its own (on two cores that beats sharing one table, and nothing needs
//! locking). Results come back to the calling thread as each alternative is settled, so that
//! solutions can be reported the moment they are proven.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::search::{Battle, Limits, Search};
use super::table::Table;
use super::tree::Cut;
use crate::rules::problem::Goal;
use crate::rules::{Move, Ruleset};

/// What every thread's search is made of.
pub struct Setup<'a> {
    pub rs: &'a Ruleset,
    pub goal: Goal,
    pub battle: Battle,
    pub hash_mb: usize,
    pub limits: &'a Limits,
    pub threads: usize,
    /// The caller searches on from the same position (battle trees): every thread's table
    /// comes back, merged into one.
    pub keep_table: bool,
    /// A root move's result cut short (time limit, cancel) still counts: help and series
    /// lines are each proven when found. Battle verdicts cut short are no verdicts.
    pub partial: bool,
    /// `Search::max_threat` of every thread's search.
    pub max_threat: Option<u8>,
}

/// Everything the threads did.
pub struct Settled<T> {
    /// One result per root move, `None` where the search stopped before reaching it.
    pub results: Vec<Option<T>>,
    pub nodes: u64,
    pub stopped: Option<Cut>,
    /// Table slots used and available, summed over the threads.
    pub table: (u64, u64),
    /// With `keep_table`: what every thread proved, in one table.
    pub kept: Option<Table>,
}

enum Message<T> {
    Nodes(usize, u64),
    Done(usize, T),
    Finished(usize, u64, Option<Cut>, (u64, u64), Option<Table>),
}

/// What `split` tells its caller while the threads run (on the calling thread).
pub enum Report<'r, T> {
    /// Root move `i` is done (its result may be taken: what is left stays in `results`).
    Settled(usize, &'r mut T),
    /// Nodes searched so far, all threads together.
    Nodes(u64),
}

/// Runs `work` on every root move, `setup.threads` at a time, telling `report` as it goes.
pub fn split<T, W>(
    setup: &Setup,
    roots: &[Move],
    work: W,
    report: &mut dyn FnMut(Report<T>),
) -> Settled<T>
where
    T: Send,
    W: Fn(&mut Search, &Move) -> T + Sync,
{
    let threads = setup.threads.clamp(1, roots.len().max(1));
    let next = AtomicUsize::new(0);
    let mut results: Vec<Option<T>> = (0..roots.len()).map(|_| None).collect();
    let mut out = Settled {
        results: Vec::new(),
        nodes: 0,
        stopped: None,
        table: (0, 0),
        kept: None,
    };
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<Message<T>>();
        for t in 0..threads {
            let tx = tx.clone();
            let next = &next;
            let work = &work;
            scope.spawn(move || {
                let poll_tx = tx.clone();
                let mut poll = move |nodes: u64| {
                    let _ = poll_tx.send(Message::Nodes(t, nodes));
                };
                let mut search = Search::new(
                    setup.rs,
                    setup.goal,
                    setup.battle,
                    (setup.hash_mb / threads).max(1),
                    setup.limits,
                );
                search.on_poll = Some(&mut poll);
                search.max_threat = setup.max_threat;
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= roots.len() || search.stopped.is_some() {
                        break;
                    }
                    let r = work(&mut search, &roots[i]);
                    if search.stopped.is_some() {
                        if setup.partial {
                            let _ = tx.send(Message::Done(i, r));
                        }
                        break;
                    }
                    let _ = tx.send(Message::Done(i, r));
                }
                let usage = search.table.usage();
                let stopped = search.stopped;
                let nodes = search.nodes;
                // Freeing a large table takes milliseconds: leave it to a thread of its own
                // so that a cancelled search answers at once.
                let table = std::mem::replace(&mut search.table, Table::new(0));
                let kept = if setup.keep_table && stopped.is_none() {
                    Some(table)
                } else {
                    std::thread::spawn(move || drop(table));
                    None
                };
                let _ = tx.send(Message::Finished(t, nodes, stopped, usage, kept));
            });
        }
        drop(tx);
        let mut per_thread = vec![0u64; threads];
        for message in rx {
            match message {
                Message::Nodes(t, n) => {
                    per_thread[t] = n;
                    report(Report::Nodes(per_thread.iter().sum()));
                }
                Message::Done(i, mut r) => {
                    report(Report::Settled(i, &mut r));
                    results[i] = Some(r);
                }
                Message::Finished(t, n, stopped, usage, kept) => {
                    per_thread[t] = n;
                    match (&mut out.kept, kept) {
                        (Some(all), Some(table)) => {
                            all.absorb_bounds(&table);
                            std::thread::spawn(move || drop(table));
                        }
                        (all, table) => *all = all.take().or(table),
                    }
                    out.stopped = out.stopped.or(stopped);
                    out.table.0 += usage.0;
                    out.table.1 += usage.1;
                }
            }
        }
        out.nodes = per_thread.iter().sum();
    });
    out.results = results;
    out
}
