//! The threads of a solve: one shared transposition table, work shared out as it runs.
//!
//! The work is one item per first move (root move). Threads take root moves in order as they
//! become free; once none is left to take, a free thread joins the unfinished root move with
//! the fewest threads on it as a *helper*: it searches the same subtree in another move order
//! (see `Search::order`), so that it proves other subtrees first and leaves its proofs in the
//! shared table, where the thread it helps finds them (lazy SMP, as chess engines share one
//! table among threads that search the same tree). Whoever finishes a root move first settles
//! it, and the others on it stop (a stopped search stores nothing). So a root move that holds
//! most of the work gets every thread, and no thread idles while work is left.
//!
//! Results never depend on the thread count: a root move's result is computed by the same
//! function whoever settles it, and the move order changes only the order in which a
//! helper finds what it finds (battle verdicts do not depend on it at all; help and series
//! lines are put back in the order the plain search finds them by the caller's `helped`, see
//! `in_plain_order`).
//!
//! Results come back to the calling thread as each root move is settled, in any order, so
//! that solutions can be reported the moment they are proven; callers take them in root order
//! (`maxsolutions` counts the first root moves' solutions, as one thread finds them).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::lines::Lines;
use super::search::{pass, Battle, Limits, LineSink, Search, SeriesEnd};
use super::table::Table;
use super::tree::Cut;
use crate::rules::attack::in_check;
use crate::rules::moves::MoveList;
use crate::rules::problem::Goal;
use crate::rules::{legal_moves, Move, Position, Ruleset, Side};

/// The most threads a solve uses by default.
pub const MAX_DEFAULT_THREADS: usize = 64;

/// The most threads a solve uses at all: `feerie solve --threads` refuses more, and a caller
/// asking more gets this many.
pub const MAX_THREADS: usize = 64;

/// The default thread count: the machine's cores (as the system reports them), at most
/// `MAX_DEFAULT_THREADS`.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_DEFAULT_THREADS)
}

/// How long one thread works alone before the others start (they start sooner once it reports
/// its first 4096 nodes).
const RAMP: Duration = Duration::from_millis(1);

/// What every thread's search is made of.
pub struct Setup<'a> {
    pub rs: &'a Ruleset,
    pub goal: Goal,
    pub battle: Battle,
    /// The part's table, shared by all threads (and by whatever the caller searches after).
    pub table: &'a Table,
    pub limits: &'a Limits,
    pub threads: usize,
    /// A root move's result cut short (time limit, cancel) still counts: help and series
    /// lines are each proven when found. Battle verdicts cut short are no verdicts.
    pub partial: bool,
    /// `Search::max_threat` of every thread's search.
    pub max_threat: Option<u8>,
    /// `Search::goal_is_end` of every thread's search.
    pub goal_is_end: Option<Side>,
    /// `Search::help_end` and `Search::parry` of every thread's search.
    pub help_end: SeriesEnd,
    pub parry: bool,
    pub parry_help: bool,
    /// `Search::quodlibet`.
    pub quodlibet: bool,
    /// `Search::max_flights` and `Search::keep_mating`.
    pub max_flights: Option<u32>,
    pub keep_mating: Option<Side>,
    /// `Search::exact`.
    pub exact: bool,
    /// `Search::non_trivial`, as it stands where the work starts.
    pub non_trivial: Option<super::search::NonTrivial>,
    /// `Search::popeye_order` (`maxsolutions`): the plain move order is Popeye's.
    pub popeye_order: bool,
}

/// Everything the threads did.
pub struct Settled<T> {
    /// One result per root move, `None` where the search stopped before reaching it.
    pub results: Vec<Option<T>>,
    pub nodes: u64,
    pub stopped: Option<Cut>,
}

enum Message<T> {
    Nodes(usize, u64),
    /// A line of help or series play that the plain move order found under root move `i`.
    Line(usize, Vec<Move>),
    Done(usize, T),
    Finished(usize, u64, Option<Cut>),
}

/// What `split` tells its caller while the threads run (on the calling thread).
pub enum Report<'r, T> {
    /// Root move `i` is done (its result may be taken: what is left stays in `results`).
    Settled(usize, &'r mut T),
    /// Nodes searched so far, all threads together.
    Nodes(u64),
    /// A line found under root move `i`, the first one not settled, by the thread that
    /// searches it in the plain move order: its lines come in the order of the result that
    /// settles it, whoever settles it, and those streamed are its first ones (see
    /// `Search::stream`).
    Line(usize, &'r [Move]),
}

/// What one root move's work is: how it is searched, and how a helper's result is made the
/// owner's.
pub struct Work<W, H> {
    /// The result of one root move: a function of the position, whatever the move order of
    /// the search (and the table's content) is.
    pub search: W,
    /// A result found in a helper's move order as the plain order finds it, or `None` where
    /// it cannot be (a helper that stopped at `maxsolutions` may hold other solutions).
    pub helped: H,
}

/// The root moves' state, shared by the threads.
struct Board {
    /// The next root move no thread has taken.
    next: AtomicUsize,
    /// Settled root moves: whoever still searches one stops.
    done: Vec<AtomicBool>,
    /// Threads on each root move.
    workers: Vec<AtomicUsize>,
    /// The first root move not settled: only its lines are streamed (`Search::stream`), so
    /// that the lines in flight are those of one root move, taken as they come.
    front: AtomicUsize,
}

impl Board {
    /// Root move to work on and whether as a helper: the next untaken one, else the unsettled
    /// one with the fewest threads on it that this thread has not given up on.
    fn take(&self, given_up: &[bool]) -> Option<(usize, bool)> {
        let n = self.done.len();
        let i = self.next.fetch_add(1, Relaxed);
        if i < n {
            self.workers[i].fetch_add(1, Relaxed);
            return Some((i, false));
        }
        let i = (0..n)
            .filter(|&i| !self.done[i].load(Relaxed) && !given_up[i])
            .min_by_key(|&i| self.workers[i].load(Relaxed))?;
        self.workers[i].fetch_add(1, Relaxed);
        Some((i, true))
    }
}

/// Runs `work` on every item (a root move, or the first moves of a line: see `prefixes`) with
/// `setup.threads` threads, telling `report` as it goes.
pub fn split<I, T, W, H>(
    setup: &Setup,
    roots: &[I],
    work: Work<W, H>,
    report: &mut dyn FnMut(Report<T>),
) -> Settled<T>
where
    I: Sync,
    T: Send,
    W: Fn(&mut Search, &I) -> T + Sync,
    H: Fn(&I, T) -> Option<T> + Sync,
{
    let n = roots.len();
    let threads = setup.threads.clamp(1, MAX_THREADS);
    let board = Board {
        next: AtomicUsize::new(0),
        done: (0..n).map(|_| AtomicBool::new(false)).collect(),
        workers: (0..n).map(|_| AtomicUsize::new(0)).collect(),
        front: AtomicUsize::new(0),
    };
    let mut results: Vec<Option<T>> = (0..n).map(|_| None).collect();
    let mut out = Settled {
        results: Vec::new(),
        nodes: 0,
        stopped: None,
    };
    if n > 0 {
        std::thread::scope(|scope| {
            let (tx, rx) = mpsc::channel::<Message<T>>();
            let board = &board;
            let (run, helped) = (&work.search, &work.helped);
            let spawn = |t: usize| {
                let tx = tx.clone();
                scope.spawn(move || {
                    let poll_tx = tx.clone();
                    let mut poll = move |nodes: u64| {
                        let _ = poll_tx.send(Message::Nodes(t, nodes));
                    };
                    // The root move searched, and whether a line of it was found while it
                    // was not the front one (its later lines are then not streamed either:
                    // those streamed are the first ones of its result).
                    let current = std::cell::Cell::new(0);
                    let missed = std::cell::Cell::new(false);
                    let line_tx = tx.clone();
                    let stream = |line: &[Move]| {
                        if missed.get() || board.front.load(Relaxed) != current.get() {
                            missed.set(true);
                            return;
                        }
                        let _ = line_tx.send(Message::Line(current.get(), line.to_vec()));
                    };
                    let mut search = Search::new(
                        setup.rs,
                        setup.goal,
                        setup.battle,
                        setup.table,
                        setup.limits,
                    );
                    search.on_poll = Some(&mut poll);
                    search.max_threat = setup.max_threat;
                    search.goal_is_end = setup.goal_is_end;
                    search.help_end = setup.help_end;
                    search.parry = setup.parry;
                    search.parry_help = setup.parry_help;
                    search.quodlibet = setup.quodlibet;
                    search.max_flights = setup.max_flights;
                    search.keep_mating = setup.keep_mating;
                    search.exact = setup.exact;
                    search.non_trivial = setup.non_trivial;
                    search.popeye_order = setup.popeye_order;
                    // Root moves this thread helped with and settled not.
                    let mut given_up = vec![false; n];
                    while let Some((i, helper)) = board.take(&given_up) {
                        search.abort = Some(&board.done[i]);
                        // Each thread helps in a move order of its own.
                        search.order = if helper { t as u32 + 1 } else { 0 };
                        current.set(i);
                        missed.set(false);
                        search.stream = (!helper).then_some(&stream as &LineSink);
                        let r = run(&mut search, &roots[i]);
                        board.workers[i].fetch_sub(1, Relaxed);
                        if search.stopped.is_some() {
                            if board.done[i].load(Relaxed) {
                                // Settled elsewhere: no stop of the whole search.
                                search.stopped = None;
                                continue;
                            }
                            // A result cut short is no result, but for `partial` work (only
                            // the plain order's: a helper's lines are no first ones).
                            if setup.partial && !helper && !board.done[i].swap(true, Relaxed) {
                                let _ = tx.send(Message::Done(i, r));
                            }
                            break;
                        }
                        let r = if helper {
                            given_up[i] = true;
                            match helped(&roots[i], r) {
                                Some(r) => r,
                                None => continue,
                            }
                        } else {
                            r
                        };
                        if !board.done[i].swap(true, Relaxed) {
                            let _ = tx.send(Message::Done(i, r));
                        }
                    }
                    let _ = tx.send(Message::Finished(t, search.nodes, search.stopped));
                });
            };
            // One thread starts; the others join once the work proves more than a moment's
            // (its first node report, or `RAMP`): a problem of many small parts (twins)
            // would otherwise spend more on starting threads than on searching.
            spawn(0);
            let (mut spawned, mut finished) = (1, 0);
            let ramp = Instant::now() + RAMP;
            let mut per_thread = vec![0u64; threads];
            while finished < spawned {
                let message = if spawned < threads {
                    match rx.recv_timeout(ramp.saturating_duration_since(Instant::now())) {
                        Ok(message) => message,
                        Err(_) => {
                            (spawned..threads).for_each(spawn);
                            spawned = threads;
                            continue;
                        }
                    }
                } else {
                    match rx.recv() {
                        Ok(message) => message,
                        Err(_) => break,
                    }
                };
                match message {
                    Message::Nodes(t, nodes) => {
                        if spawned < threads {
                            (spawned..threads).for_each(spawn);
                            spawned = threads;
                        }
                        per_thread[t] = nodes;
                        report(Report::Nodes(per_thread.iter().sum()));
                    }
                    Message::Line(i, line) => report(Report::Line(i, &line)),
                    Message::Done(i, mut r) => {
                        report(Report::Settled(i, &mut r));
                        results[i] = Some(r);
                        let mut front = board.front.load(Relaxed);
                        while results.get(front).is_some_and(Option::is_some) {
                            front += 1;
                        }
                        board.front.store(front, Relaxed);
                    }
                    Message::Finished(t, nodes, stopped) => {
                        finished += 1;
                        per_thread[t] = nodes;
                        out.stopped = out.stopped.or(stopped);
                    }
                }
            }
            out.nodes = per_thread.iter().sum();
        });
    }
    if out.stopped.is_none() && results.iter().any(Option::is_none) {
        // Every thread left (a root move settled elsewhere cleared its stop) while a root
        // move was unsettled: the search was stopped from outside.
        let enough = setup
            .limits
            .enough
            .as_ref()
            .is_some_and(|e| e.load(Relaxed));
        out.stopped = Some(match setup.limits.passed() {
            Some(cut) => cut,
            None if enough => Cut::MaxSolutions,
            None => Cut::Cancelled,
        });
    }
    out.results = results;
    out
}

/// One item of help or series play's work: the lines that begin with `moves`, whose first is
/// the `root`th legal move.
pub struct First {
    pub root: usize,
    pub moves: Vec<Move>,
}

/// How help or series play of `length` (plies of help play, or moves of a series ending as
/// `end` says: `Some`) from `start` is shared out among `threads`: by first move alone on one
/// thread, else by the first two moves (in the order generated, so that the lines of the
/// items, taken in item order, come in the plain search's order). A problem's work often lies
/// under a few first moves; under each of those there are many second ones, so that every
/// thread has work to the end and none searches the same subtree as another.
///
/// With `self_check_ends` (a goal that has the side that moves stand in check: `##`, `##!`,
/// `!#`), a first move that is also the last may leave its king in check: such candidates are
/// first moves too (the goal test below them keeps those that reach it, as `take_final_list`
/// does deeper in the play). `popeye`: the plain move order is Popeye's (see
/// `Search::popeye_order`).
pub fn first_moves(
    rs: &Ruleset,
    start: &Position,
    length: u8,
    end: Option<SeriesEnd>,
    threads: usize,
    self_check_ends: bool,
    popeye: bool,
) -> Vec<First> {
    let mut roots = plain_moves(rs, start, popeye);
    let last = match end {
        None => length == 1,
        Some(e) => length == 1 && e == SeriesEnd::Direct,
    };
    if self_check_ends && last {
        let mut candidates = crate::rules::moves::MoveList::new();
        crate::rules::movegen::generate_candidates(start, rs, &mut candidates);
        let mover = start.side_to_move();
        for mv in candidates {
            if in_check(&start.play(&mv, rs), mover, rs) {
                roots.push(mv);
            }
        }
    }
    if threads <= 1 || length < 3 {
        return roots
            .iter()
            .enumerate()
            .map(|(root, m)| First {
                root,
                moves: vec![*m],
            })
            .collect();
    }
    let side = start.side_to_move();
    let mut items = Vec::new();
    for (root, m) in roots.iter().enumerate() {
        let after = start.play(m, rs);
        let next = match end {
            None => Some(after),
            // The series side moves again, unless its move gave check (the series ends).
            Some(_) => (!in_check(&after, side.opponent(), rs)).then(|| pass(&after, side, rs)),
        };
        let seconds = next
            .map(|p| plain_moves(rs, &p, popeye))
            .unwrap_or_default();
        if seconds.is_empty() {
            items.push(First {
                root,
                moves: vec![*m],
            });
        }
        items.extend(seconds.iter().map(|s| First {
            root,
            moves: vec![*m, *s],
        }));
    }
    items
}

/// A helper's lines as the plain search (moves in the order generated) finds them; `None`
/// where the helper's store dropped some (the lines it kept are then not the plain search's
/// first ones). `series` as in `plain_order`.
pub fn in_plain_order(
    rs: &Ruleset,
    start: &Position,
    lines: Lines,
    series: Option<usize>,
    popeye: bool,
) -> Option<Lines> {
    if lines.found() != lines.kept() as u64 {
        return None;
    }
    Some(lines.sorted_by_cached_key(|l| plain_order(rs, start, l, series, popeye)))
}

/// The legal moves of `pos` in the plain search's order: as generated, or with `popeye` in
/// Popeye's order where it is known (see `Search::popeye_order`).
pub fn plain_moves(rs: &Ruleset, pos: &Position, popeye: bool) -> MoveList {
    let mut moves = legal_moves(pos, rs);
    if popeye {
        super::popeye_order::sort(pos, rs, &mut moves);
    }
    moves
}

/// The position after `mv` in a series line whose series side is `side`: when `more` series
/// moves follow and the series side made it, the series side moves again, unless the move
/// checked (a parry series: the other side's parry comes next).
pub fn series_step(rs: &Ruleset, pos: &Position, mv: &Move, side: Side, more: bool) -> Position {
    let mover = pos.side_to_move();
    let after = pos.play(mv, rs);
    if more && mover == side && !in_check(&after, side.opponent(), rs) {
        pass(&after, side, rs)
    } else {
        after
    }
}

/// Where the plain search (moves in the order they are generated) finds `line` among the
/// lines from `start`: the index of each move among the legal moves where it is played, the
/// series side moving again after each of its moves but the last (`series`: `Some(tail)`
/// for series play, `tail` the moves after the series: see [`SeriesEnd::tail`]). Help and series
/// searches find their lines depth first, so sorting a helper's lines by this key gives them
/// in the plain search's order. `popeye`: that order is Popeye's (see [`plain_moves`]).
pub fn plain_order(
    rs: &Ruleset,
    start: &Position,
    line: &[Move],
    series: Option<usize>,
    popeye: bool,
) -> Vec<u16> {
    let moves = series.map(|tail| line.len() - tail);
    let mut pos = *start;
    let side = start.side_to_move();
    let mut order = Vec::with_capacity(line.len());
    for (i, mv) in line.iter().enumerate() {
        let legal = plain_moves(rs, &pos, popeye);
        order.push(legal.iter().position(|m| m == mv).unwrap_or(legal.len()) as u16);
        pos = series_step(rs, &pos, mv, side, moves.is_some_and(|n| i + 1 < n));
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::notation::popeye::parse_popeye;
    use crate::rules::problem::Goal;
    use crate::solver::search::SeriesEnd;

    /// Every line below each first move of `input` as the plain search finds them, and as
    /// helpers in four other move orders find them, put back in order by `plain_order`
    /// (`popeye`: the plain order is Popeye's).
    fn lines_in_orders(input: &str, plies: u8, end: Option<SeriesEnd>, popeye: bool) -> usize {
        let problem = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        let start = problem.position;
        let (table, limits) = (Table::new(1), Limits::default());
        let mut reordered = 0;
        let mut found = 0;
        for mv in legal_moves(&start, &rs) {
            let lines = |order: u32| {
                let mut search = Search::new(&rs, Goal::Mate, Battle::Direct, &table, &limits);
                search.order = order;
                search.popeye_order = popeye;
                let mut out = Lines::new(1000);
                match end {
                    Some(end) => search.series_from(&start, &[mv], plies, end, &mut out),
                    None => search.help_from(&start, &[mv], plies, &mut out),
                }
                out
            };
            let listed = |lines: &Lines| lines.iter().map(<[Move]>::to_vec).collect::<Vec<_>>();
            let plain = listed(&lines(0));
            found += plain.len();
            let series = end.map(SeriesEnd::tail);
            for order in 1..5 {
                let helped = lines(order);
                reordered += usize::from(listed(&helped) != plain);
                let found = helped.found();
                let back = in_plain_order(&rs, &start, helped, series, popeye).unwrap();
                assert_eq!(listed(&back), plain, "{mv:?}, order {order}");
                assert_eq!(back.found(), found);
            }
            // A store that dropped lines cannot be put back.
            if plain.len() > 1 {
                let mut short = Lines::new(plain[0].len());
                for line in &plain {
                    short.push(line);
                }
                assert!(in_plain_order(&rs, &start, short, series, popeye).is_none());
            }
        }
        assert!(
            found > 1 && reordered > 0,
            "{found} lines, {reordered} reordered"
        );
        found
    }

    #[test]
    fn helpers_lines_come_back_in_the_plain_order() {
        let h2 =
            "begin\nstipulation h#2\npieces white ke1 qd1 rh1 black ke8 pd7 pf7 bf8 sg8\nend\n";
        let serh = h2.replace("h#2", "ser-h#4");
        for popeye in [false, true] {
            assert_eq!(lines_in_orders(h2, 4, None, popeye), 18);
            assert_eq!(lines_in_orders(&serh, 4, Some(SeriesEnd::Help), popeye), 4);
        }
    }

    #[test]
    fn the_default_is_the_cores_at_most_64() {
        let t = default_threads();
        assert!((1..=MAX_DEFAULT_THREADS).contains(&t));
    }
}
