//! Solving a whole problem: its twins, duplex halves, stipulation and options, into trees.

use std::time::Instant;

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;

use super::guided::{self, Guide};
use super::parallel::{plain_order, split, Report, Setup, Work};
use super::render::line_text;
use super::search::{null_move, Battle as Mode, Limits, Search, SeriesEnd};
use super::table::Table;
use super::tree::{
    Attack, Battle, Cut, Defence, Follow, Line, Part, Play, Played, Solution, Stats, Try,
};
use crate::notation::move_text::{mark, move_text, move_texts};
use crate::rules::attack::in_check;
use crate::rules::problem::{Options, Play as Kind, Problem, Stipulation};
use crate::rules::twin::twin_problems;
use crate::rules::{legal_moves, Move, Position, Ruleset, Texts};

/// How to solve.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Transposition table size.
    pub hash_mb: usize,
    /// Threads searching side by side, on one table (see `parallel`); the command line and
    /// the workbench default to the machine's cores (`parallel::default_threads`).
    pub threads: usize,
    pub limits: Limits,
    /// Steer orthodox help and series mates by their possible mating patterns (see
    /// `mate_patterns`); off only to compare with the plain search.
    pub guided: bool,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            hash_mb: 64,
            threads: 1,
            limits: Limits::default(),
            guided: true,
        }
    }
}

/// What a solve reports while it runs.
#[derive(Clone, Debug)]
pub enum Progress {
    /// Nodes so far in the current part.
    Nodes(u64),
    /// The length (in moves of the side that starts) the search is now working at: battle
    /// play deepens from one move to the stipulation's length; help and series play search
    /// at their length.
    Depth(u8),
    /// A solution (key or line) was proven, in the part with this index: its text in each
    /// language.
    Found { part: usize, text: Texts },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("the problem has no stipulation")]
    NoStipulation,
    #[error("unsupported: {0}")]
    Unsupported(String),
    #[error("{0}")]
    Twin(#[from] crate::rules::twin::TwinError),
    /// The problem states elements feerie keeps but cannot play; each is named with its line.
    #[error("unsupported by the solver: {}", list(.0))]
    Kept(Vec<crate::rules::kept::Unsupported>),
}

fn list(items: &[crate::rules::kept::Unsupported]) -> String {
    let names: Vec<String> = items.iter().map(|u| u.to_string()).collect();
    names.join("; ")
}

/// Solves every twin (and both halves of a duplex) of `problem`.
pub fn solve(
    problem: &Problem,
    options: &SolveOptions,
    report: &mut dyn FnMut(Progress),
) -> Result<Solution, SolveError> {
    let unsupported = problem.unsupported();
    if !unsupported.is_empty() {
        return Err(SolveError::Kept(unsupported));
    }
    let start = Instant::now();
    let mut parts = Vec::new();
    let mut stats = Stats::default();
    for twin in twin_problems(problem)? {
        let p = &twin.problem;
        let stip = p.stipulation.ok_or(SolveError::NoStipulation)?;
        check_supported(&stip, &p.options)?;
        let label = if twin.label.is_empty() {
            Texts::default()
        } else {
            twin.description.map(|_, description| {
                format!("{} {description}", twin.label)
                    .trim_end()
                    .to_string()
            })
        };
        let mut halves = vec![(p.position, false)];
        if p.options.duplex {
            let mut other = p.position;
            other.set_side_to_move(other.side_to_move().opponent());
            halves.push((other, true));
        }
        for (position, duplex) in halves {
            let rs = Ruleset::new(&position, &p.conditions);
            // A duplex half whose side not to move stands in check is an illegal position:
            // Popeye solves nothing there, and neither does feerie.
            if duplex && in_check(&position, position.side_to_move().opponent(), &rs) {
                continue;
            }
            let index = parts.len();
            let (play, cut, part_stats) =
                solve_part(&position, &rs, &stip, &p.options, options, index, report);
            stats.nodes += part_stats.nodes;
            stats.patterns += part_stats.patterns;
            stats.table_entries = stats.table_entries.max(part_stats.table_entries);
            stats.table_capacity = part_stats.table_capacity;
            parts.push(Part {
                twin: if duplex {
                    Texts::default()
                } else {
                    label.clone()
                },
                duplex,
                play,
                cut,
            });
            if matches!(cut, Some(Cut::Cancelled) | Some(Cut::Timeout)) {
                stats.elapsed_ms = start.elapsed().as_millis() as u64;
                return Ok(Solution { parts, stats });
            }
        }
    }
    stats.elapsed_ms = start.elapsed().as_millis() as u64;
    Ok(Solution { parts, stats })
}

fn check_supported(stip: &Stipulation, options: &Options) -> Result<(), SolveError> {
    if stip.moves > 120 {
        return Err(SolveError::Unsupported(format!(
            "stipulation {stip}: more than 120 moves"
        )));
    }
    if stip.series && stip.play == Kind::Reflex {
        return Err(SolveError::Unsupported(format!("stipulation {stip}")));
    }
    if options.white_to_play && stip.play != Kind::Help {
        return Err(SolveError::Unsupported(
            "option whitetoplay outside help play".into(),
        ));
    }
    Ok(())
}

/// Everything one part needs while its tree is built.
struct Builder<'s, 'a, 'b> {
    search: &'s mut Search<'a>,
    rs: &'b Ruleset,
    options: &'b Options,
    /// The part's threads, on the builder of the calling thread: the defences below each key,
    /// try, threat and set play are shared out among them (a thread's own builder has none).
    threads: Option<&'b Setup<'b>>,
}

fn solve_part(
    pos: &Position,
    rs: &Ruleset,
    stip: &Stipulation,
    options: &Options,
    solve_options: &SolveOptions,
    index: usize,
    report: &mut dyn FnMut(Progress),
) -> (Play, Option<Cut>, Stats) {
    let mode = match stip.play {
        Kind::Self_ => Mode::Self_,
        Kind::Reflex => Mode::Reflex,
        _ => Mode::Direct,
    };
    let max = options.max_solutions.map(|m| m as usize);
    let enough = Arc::new(AtomicBool::new(false));
    let mut limits = solve_options.limits.clone();
    limits.max_solutions = max;
    limits.enough = Some(enough.clone());
    // One table for the part: every thread searches on it, and battle trees are built from
    // what the verdicts proved.
    let table = Table::new(solve_options.hash_mb);
    let setup = Setup {
        rs,
        goal: stip.goal,
        battle: mode,
        table: &table,
        limits: &limits,
        threads: solve_options.threads,
    };
    // Reports a solution the moment it is proven (`split` stops every thread at
    // `maxsolutions`).
    let found = |text: Texts, report: &mut dyn FnMut(Progress)| {
        report(Progress::Found { part: index, text });
    };
    let mut patterns = 0u64;
    let (play, settled_nodes, stopped) = if stip.series || stip.play == Kind::Help {
        let (start, plies, half, end) = if stip.series {
            let end = match stip.play {
                Kind::Help => SeriesEnd::Help,
                Kind::Self_ => SeriesEnd::Self_,
                _ => SeriesEnd::Direct,
            };
            (*pos, stip.moves as u8, false, Some(end))
        } else if options.white_to_play {
            // White starts the helpmate: the first half-move is White's (h#n as h#(n-0.5)).
            let plies = (2 * stip.moves as u8 + stip.half as u8).saturating_sub(1);
            (null_move(pos), plies, true, None)
        } else {
            (
                *pos,
                2 * stip.moves as u8 + stip.half as u8,
                stip.half,
                None,
            )
        };
        // Mates in orthodox help and series play are steered by a plan of mating patterns,
        // whose listing a cancel or the time limit stops like any search.
        let stop = || limits.passed().is_some();
        let plan = solve_options
            .guided
            .then(|| guided::plan(&start, rs, stip.goal, plies, end, &stop))
            .flatten();
        patterns += plan.as_ref().map_or(0, |p| p.patterns.len() as u64);
        let entries = plan.as_ref().map(guided::root_entries);
        let lines_of = |search: &mut Search, start: &Position, mv: &Move, plies: u8| {
            let mut out = Vec::new();
            match (&plan, &entries, end) {
                (Some(plan), Some(entries), Some(end)) => {
                    Guide::new(plan, entries).series_from(search, start, mv, plies, end, &mut out)
                }
                (Some(plan), Some(entries), None) => {
                    Guide::new(plan, entries).help_from(search, start, mv, plies, &mut out)
                }
                (_, _, Some(end)) => search.series_from(start, mv, plies, end, &mut out),
                (_, _, None) => search.help_from(start, mv, plies, &mut out),
            }
            out
        };
        let to_line = |start: &Position, l: &[Move], half: bool| {
            let series = end.map(|e| {
                if e == SeriesEnd::Direct {
                    l.len()
                } else {
                    l.len() - 1
                }
            });
            make_line(rs, start, l, half, series)
        };
        let roots = legal_moves(&start, rs);
        report(Progress::Depth(stip.moves as u8));
        let series = end.map(|e| e != SeriesEnd::Direct);
        let work = Work {
            search: |search: &mut Search, mv: &Move| lines_of(search, &start, mv, plies),
            // A helper's lines, in the plain search's order; cut at `maxsolutions`, they may
            // not be the plain search's.
            helped: |_: &Move, mut lines: Vec<Vec<Move>>| {
                if max.is_some_and(|m| lines.len() >= m) {
                    return None;
                }
                lines.sort_by_cached_key(|l| plain_order(rs, &start, l, series));
                Some(lines)
            },
            solutions: |lines: &Vec<Vec<Move>>| lines.len(),
        };
        let settled = split(
            &setup,
            &roots,
            work,
            &mut |r: Report<Vec<Vec<Move>>>| match r {
                Report::Settled(_, lines) => {
                    for l in lines {
                        let line = to_line(&start, l, half);
                        found(Texts::new(|lang| line_text(&line, lang)), report);
                    }
                }
                Report::Nodes(n) => report(Progress::Nodes(n)),
            },
        );
        let mut lines: Vec<Line> = settled
            .results
            .iter()
            .flatten()
            .flatten()
            .map(|l| to_line(&start, l, half))
            .collect();
        if let Some(m) = max {
            lines.truncate(m);
        }
        let mut nodes = settled.nodes;
        let mut set_stopped = None;
        // Set play hands the move to the other side: illegal (and not solved, as in Popeye)
        // when the diagram's side to move stands in check, as it would stand in check with
        // the other side to move.
        let set_legal = !in_check(&start, start.side_to_move(), rs);
        let set_play = if options.set_play && !stip.series && plies > 1 && set_legal {
            let other = null_move(&start);
            // A table of its own: the set play's plan is another plan.
            let set_table = Table::new(solve_options.hash_mb.min(16));
            let mut search = Search::new(rs, stip.goal, mode, &set_table, &limits);
            let mut set = Vec::new();
            let plan = solve_options
                .guided
                .then(|| guided::plan(&other, rs, stip.goal, plies - 1, None, &stop))
                .flatten();
            match plan {
                Some(plan) => {
                    patterns += plan.patterns.len() as u64;
                    let entries = guided::root_entries(&plan);
                    let mut guide = Guide::new(&plan, &entries);
                    for mv in legal_moves(&other, rs) {
                        guide.help_from(&mut search, &other, &mv, plies - 1, &mut set);
                    }
                }
                None => {
                    search.help(&other, plies - 1, &mut Vec::new(), &mut set);
                }
            }
            nodes += search.nodes;
            // A set play cut short by the time limit or a cancel is no complete answer.
            set_stopped = search.stopped;
            set.iter()
                .map(|l| make_line(rs, &other, l, !half, None))
                .collect()
        } else {
            Vec::new()
        };
        (
            Play::Lines { set_play, lines },
            nodes,
            settled.stopped.or(set_stopped),
        )
    } else {
        let n = stip.moves as u8;
        let roots = legal_moves(pos, rs);
        if mode == Mode::Reflex {
            // The reflex obligation binds the attacker too: where it can reach the goal, it
            // must, and no first move is a key.
            let mut search = Search::new(rs, stip.goal, mode, &table, &limits);
            let forced: Vec<Played> = roots
                .iter()
                .filter(|mv| {
                    let after = search.play(pos, mv);
                    search.reached(&after)
                })
                .map(|mv| Played {
                    mv: *mv,
                    text: move_texts(pos, mv),
                    mark: mark(pos, mv, rs),
                })
                .collect();
            if !forced.is_empty() {
                let battle = Battle {
                    forced,
                    ..Battle::default()
                };
                let stats = Stats {
                    nodes: search.nodes,
                    ..Stats::default()
                };
                return (Play::Battle(battle), search.stopped, stats);
            }
        }
        let want_tries = options.try_;
        // A try has at most `defence` refutations: one more shows a move is no try.
        let most_refutations = options.defence.unwrap_or(1).max(1) as usize + 1;
        // Iterative deepening at the root: each first move is tried at lengths 1, 2, … n, so
        // short wins are found first and the deeper searches start from a warm table.
        let depth = AtomicU8::new(0);
        let mut shown = 0u8;
        let settled = split(
            &setup,
            &roots,
            Work {
                search: |search: &mut Search, mv: &Move| {
                    let wins = (1..=n).any(|k| {
                        depth.fetch_max(k, Ordering::Relaxed);
                        search.move_wins(pos, mv, k)
                    });
                    if wins {
                        None
                    } else if want_tries {
                        Some(search.refutations(pos, mv, n, most_refutations))
                    } else {
                        Some(Vec::new())
                    }
                },
                // Verdicts and refutations do not depend on the move order.
                helped: |_: &Move, verdict| Some(verdict),
                solutions: |verdict: &Option<Vec<Move>>| usize::from(verdict.is_none()),
            },
            &mut |r: Report<Option<Vec<Move>>>| match r {
                Report::Settled(i, None) => {
                    let mv = &roots[i];
                    let suffix = mark(pos, mv, rs).suffix();
                    let text = move_texts(pos, mv).map(|_, t| format!("1.{t}{suffix} !"));
                    found(text, report);
                }
                Report::Settled(_, Some(_)) => {}
                Report::Nodes(nodes) => {
                    let d = depth.load(Ordering::Relaxed);
                    if d > shown {
                        shown = d;
                        report(Progress::Depth(d));
                    }
                    report(Progress::Nodes(nodes));
                }
            },
        );
        // The trees are built on this thread, from what the verdicts proved (on the same
        // table), the defences below each attack shared out among the threads. The keys are
        // settled: `maxsolutions` stops no tree (that would cut it wherever the next poll
        // fell).
        let mut poll = |n: u64| report(Progress::Nodes(settled.nodes + n));
        let tree_limits = Limits {
            enough: None,
            max_solutions: None,
            ..limits.clone()
        };
        let tree_setup = Setup {
            limits: &tree_limits,
            ..setup
        };
        let mut search = Search::new(rs, stip.goal, mode, &table, &tree_limits);
        search.on_poll = Some(&mut poll);
        let mut b = Builder {
            search: &mut search,
            rs,
            options,
            threads: Some(&tree_setup),
        };
        let battle = b.battle(pos, n, &roots, &settled.results);
        let nodes = settled.nodes + search.nodes;
        let stopped = settled.stopped.or(search.stopped);
        (Play::Battle(battle), nodes, stopped)
    };
    let cut = stopped.or_else(|| {
        max.filter(|&m| play.solution_count() >= m)
            .map(|_| Cut::MaxSolutions)
    });
    let cut = match cut {
        // Stopped because enough solutions were found.
        Some(Cut::MaxSolutions) | None if enough.load(Ordering::Relaxed) => Some(Cut::MaxSolutions),
        other => other,
    };
    let (table_entries, table_capacity) = table.usage();
    let stats = Stats {
        nodes: settled_nodes,
        elapsed_ms: 0,
        table_entries,
        table_capacity,
        patterns,
    };
    (play, cut, stats)
}

/// A line as played from `start`; `series` gives the number of moves of the series side (it
/// moves again after each of them but its last).
fn make_line(
    rs: &Ruleset,
    start: &Position,
    moves: &[Move],
    half: bool,
    series: Option<usize>,
) -> Line {
    let mut pos = *start;
    let mut played = Vec::new();
    let series_side = start.side_to_move();
    for (i, mv) in moves.iter().enumerate() {
        played.push(Played {
            mv: *mv,
            text: move_texts(&pos, mv),
            mark: mark(&pos, mv, rs),
        });
        pos = pos.play(mv, rs);
        if series.is_some_and(|n| i + 1 < n) {
            pos = super::search::pass(&pos, series_side, rs);
        }
    }
    Line {
        moves: played,
        half_move_start: half,
        series: series.is_some(),
    }
}

impl Builder<'_, '_, '_> {
    fn played(&self, pos: &Position, mv: &Move) -> Played {
        Played {
            mv: *mv,
            text: move_texts(pos, mv),
            mark: mark(pos, mv, self.rs),
        }
    }

    fn max_solutions(&self) -> Option<usize> {
        self.options.max_solutions.map(|m| m as usize)
    }

    /// Keys, tries and set play of a battle problem in `n` moves, from the verdicts on the
    /// first moves (`None`: the move wins; `Some(refutations)`: it fails; missing: not
    /// settled before the search stopped).
    fn battle(
        &mut self,
        pos: &Position,
        n: u8,
        roots: &[Move],
        verdicts: &[Option<Option<Vec<Move>>>],
    ) -> Battle {
        let mut battle = Battle::default();
        let defence_limit = self.options.defence.unwrap_or(1).max(1) as usize;
        let mut order: Vec<usize> = (0..roots.len()).collect();
        order.sort_by_cached_key(|&i| move_text(pos, &roots[i]));
        for i in order {
            let mv = &roots[i];
            if self.search.stopped.is_some() {
                break;
            }
            match &verdicts[i] {
                None => {}
                Some(None) => {
                    if self.max_solutions().is_some_and(|m| battle.keys.len() >= m) {
                        continue;
                    }
                    let key = if self.options.variation {
                        self.attack(pos, mv, n)
                    } else {
                        self.bare(pos, mv)
                    };
                    battle.keys.push(key);
                }
                Some(Some(refutations)) => {
                    if !self.options.try_
                        || refutations.is_empty()
                        || refutations.len() > defence_limit
                    {
                        continue;
                    }
                    let after = pos.play(mv, self.rs);
                    let attack = if self.options.variation {
                        self.attack(pos, mv, n)
                    } else {
                        self.bare(pos, mv)
                    };
                    let refutations = refutations.iter().map(|d| self.played(&after, d)).collect();
                    battle.tries.push(Try {
                        attack,
                        refutations,
                    });
                }
            }
        }
        if self.options.set_play && n > 1 && !in_check(pos, pos.side_to_move(), self.rs) {
            let set = null_move(pos);
            battle.set_play = self.defences(&set, n, None);
        }
        battle
    }

    /// A key without its tree.
    fn bare(&self, pos: &Position, mv: &Move) -> Attack {
        Attack {
            played: self.played(pos, mv),
            follow: Follow::Unexplored,
            defences: Vec::new(),
        }
    }

    /// The tree below the attacker's `mv` from `pos`, with `k` moves in all (itself included).
    fn attack(&mut self, pos: &Position, mv: &Move, k: u8) -> Attack {
        let played = self.played(pos, mv);
        let after = pos.play(mv, self.rs);
        if self.search.battle == Mode::Direct && self.search.reached(&after) {
            return Attack {
                played,
                follow: Follow::Goal,
                defences: Vec::new(),
            };
        }
        let defender = after.side_to_move();
        // Moves left to the attacker after this one (self play: the defender's moves to the goal).
        let rest = match self.search.battle {
            Mode::Direct => k - 1,
            Mode::Self_ | Mode::Reflex => k,
        };
        let mut threat: Option<(u8, Vec<Move>)> = None;
        let follow = if in_check(&after, defender, self.rs) {
            Follow::Check
        } else if self.options.no_threat || rest == 0 || self.search.stopped.is_some() {
            Follow::Unexplored
        } else {
            // Direct play: the attacker's remaining moves; self play: one of the defender's
            // moves is spent passing.
            let room = match self.search.battle {
                Mode::Direct => rest,
                _ => rest - 1,
            };
            let limit = self
                .options
                .threat
                .map(|t| t as u8)
                .unwrap_or(u8::MAX)
                .min(room);
            let null = null_move(&after);
            if limit == 0 {
                // No room for a threat: the defender's next move ends the play.
                Follow::Unexplored
            } else {
                match self.shortest_wins(&null, limit) {
                    Some((t, moves)) => {
                        let mut attacks: Vec<Attack> =
                            moves.iter().map(|m| self.attack(&null, m, t)).collect();
                        attacks.sort_by(|a, b| a.played.text.cmp(&b.played.text));
                        threat = Some((t, moves));
                        Follow::Threat(attacks)
                    }
                    None => Follow::Zugzwang,
                }
            }
        };
        let defences = self.defences(&after, k, threat.as_ref());
        Attack {
            played,
            follow,
            defences,
        }
    }

    /// The defences from `pos` (defender to move) worth showing, with the attacker's shortest
    /// answers; `k` counts the attacker's move just made. A defence the threat still answers
    /// is left out, as Popeye does.
    fn defences(
        &mut self,
        pos: &Position,
        k: u8,
        threat: Option<&(u8, Vec<Move>)>,
    ) -> Vec<Defence> {
        let mut defences = self.search.moves(pos);
        defences.sort_by_cached_key(|m| move_text(pos, m));
        if let Some(setup) = self.threads.filter(|s| s.threads > 1 && defences.len() > 1) {
            return self.shared_defences(setup, pos, &defences, k, threat);
        }
        // A helper (see `parallel`) goes through them in an order of its own; they come out
        // in this order all the same.
        let mut order: Vec<usize> = (0..defences.len()).collect();
        self.search.reorder(&mut order);
        let mut out: Vec<Option<Defence>> = (0..defences.len()).map(|_| None).collect();
        for i in order {
            if self.search.halted() {
                break;
            }
            out[i] = self.defence(pos, &defences[i], k, threat);
        }
        out.into_iter().flatten().collect()
    }

    /// `defences` with the defences shared out among the part's threads, each building the
    /// trees below them on a builder of its own.
    fn shared_defences(
        &mut self,
        setup: &Setup,
        pos: &Position,
        defences: &[Move],
        k: u8,
        threat: Option<&(u8, Vec<Move>)>,
    ) -> Vec<Defence> {
        let (rs, options) = (self.rs, self.options);
        let trees = self.shared(setup, defences, |search, d| {
            let mut b = Builder {
                search,
                rs,
                options,
                threads: None,
            };
            b.defence(pos, d, k, threat)
        });
        trees.into_iter().flatten().flatten().collect()
    }

    /// `work` on each of `moves`, shared out among the part's threads (`None` where the
    /// search stopped first). Its result must not depend on the search's move order: a
    /// helper's counts as the owner's.
    fn shared<T: Send>(
        &mut self,
        setup: &Setup,
        moves: &[Move],
        work: impl Fn(&mut Search, &Move) -> T + Sync,
    ) -> Vec<Option<T>> {
        let work = Work {
            search: work,
            helped: |_: &Move, result| Some(result),
            solutions: |_: &T| 0,
        };
        let search = &mut *self.search;
        let before = search.nodes;
        let settled = split(setup, moves, work, &mut |r| {
            if let (Report::Nodes(n), Some(poll)) = (r, search.on_poll.as_mut()) {
                poll(before + n);
            }
        });
        search.nodes += settled.nodes;
        search.stopped = search.stopped.or(settled.stopped);
        settled.results
    }

    /// The attacker's moves from `pos` that win with `k` moves, in the order generated.
    fn winning(&mut self, pos: &Position, k: u8) -> Vec<Move> {
        let moves = self.search.moves(pos);
        let wins: Vec<bool> = match self.threads.filter(|s| s.threads > 1 && moves.len() > 1) {
            Some(setup) => self
                .shared(setup, &moves, |search, m| search.move_wins(pos, m, k))
                .into_iter()
                .map(|w| w == Some(true))
                .collect(),
            None => {
                // A helper (see `parallel`) tries them in an order of its own.
                let mut order: Vec<usize> = (0..moves.len()).collect();
                self.search.reorder(&mut order);
                let mut wins = vec![false; moves.len()];
                for i in order {
                    if self.search.halted() {
                        break;
                    }
                    wins[i] = self.search.move_wins(pos, &moves[i], k);
                }
                wins
            }
        };
        moves
            .into_iter()
            .zip(wins)
            .filter_map(|(m, w)| w.then_some(m))
            .collect()
    }

    /// The fewest moves in `1..=max` with which the attacker wins from `pos`, and the moves
    /// that win with so many.
    fn shortest_wins(&mut self, pos: &Position, max: u8) -> Option<(u8, Vec<Move>)> {
        if self.threads.is_none_or(|s| s.threads <= 1) {
            let t = self.search.shortest_win(pos, max)?;
            return Some((t, self.winning(pos, t)));
        }
        // Shared out, each length asks every move: a length that does not win must refute
        // them all anyway, and the one that wins must list them.
        for k in 1..=max {
            let wins = self.winning(pos, k);
            if self.search.stopped.is_some() {
                return None;
            }
            if !wins.is_empty() {
                return Some((k, wins));
            }
        }
        None
    }

    /// The defence `d` from `pos` with the attacker's shortest answers, if it is worth
    /// showing (see `defences`).
    fn defence(
        &mut self,
        pos: &Position,
        d: &Move,
        k: u8,
        threat: Option<&(u8, Vec<Move>)>,
    ) -> Option<Defence> {
        let after = pos.play(d, self.rs);
        let played = self.played(pos, d);
        let rest = match self.search.battle {
            Mode::Direct => k - 1,
            Mode::Self_ | Mode::Reflex => k.saturating_sub(1),
        };
        if self.search.battle != Mode::Direct && self.search.reached(&after) {
            // The defender reaches the goal: shown when it is forced (the last move),
            // left out when the defender merely could (Popeye prints only forced ones).
            return (rest == 0).then(|| Defence {
                played,
                answers: Vec::new(),
            });
        }
        if rest == 0 {
            return None;
        }
        if let Some((t, moves)) = threat {
            // A defence is shown when it stops at least one threat.
            let replies = self.search.moves(&after);
            let answered = moves.iter().all(|tm| {
                replies
                    .iter()
                    .find(|r| r.from == tm.from && r.to == tm.to && r.promotion == tm.promotion)
                    .is_some_and(|r| self.search.move_wins(&after, r, *t))
            });
            if answered {
                return None;
            }
        }
        // None: a refutation, shown under "but".
        let (j, wins) = self.shortest_wins(&after, rest)?;
        let mut answers: Vec<Attack> = wins.iter().map(|a| self.attack(&after, a, j)).collect();
        answers.sort_by(|a, b| a.played.text.cmp(&b.played.text));
        Some(Defence { played, answers })
    }
}
