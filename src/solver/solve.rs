//! Solving a whole problem: its twins, duplex halves, stipulation and options, into trees.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::time::Instant;

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use super::fast_hash::{FastMap, FastSet};
use super::guided::{self, Guide};
use super::junction;
use super::lines::{Budget, Early, Lines, KEPT_MOVES};
use super::move_numbers::MoveNumbers;
use super::parallel::series_step;
use super::parallel::{first_moves, in_plain_order, split, First, Report, Setup, Work};
use super::render::line_text;
use super::restricted;
use super::search::{
    goal_reached, null_move_by, set_play_start, Battle as Mode, Limits, NonTrivial, Search,
    SeriesEnd,
};
use super::structured;
use super::table::Table;
use super::tree::{
    Attack, Battle, Cut, Defence, Follow, Line, Note, Part, Play, Played, PostKey, Solution, Stats,
    Try,
};
use crate::notation::move_text::{goal_mark, mark, move_text, played_texts, Mark};
use crate::rules::attack::{in_check, suffocated};
use crate::rules::condition::{Hooks, Undecided};
use crate::rules::kept::SourceLine;
use crate::rules::problem::{Goal, Options, Play as Kind, Problem, Stipulation};
use crate::rules::twin::twin_problems;
use crate::rules::{
    legal_moves, Condition, Move, MoveList, Piece, PieceKind, Position, Ruleset, Side, Special,
    Square, Texts,
};

/// How to solve.
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Transposition table size.
    pub hash_mb: usize,
    /// Threads searching side by side, on one table (see `parallel`); the command line and
    /// the workbench default to the machine's cores (`parallel::default_threads`).
    pub threads: usize,
    pub limits: Limits,
    /// Steer orthodox help and series mates and stalemates by their possible final patterns
    /// (see `mate_patterns`, `stalemate_patterns`); off only to compare with the plain search.
    pub guided: bool,
}

/// The transposition table's size in MiB unless told otherwise: `feerie solve`'s `--hash`
/// default and the workbench's (`:hash` changes it there). The solve keeps within it plus a
/// fixed margin (the bounded line store, `lines::KEPT_MOVES`).
pub const DEFAULT_HASH_MB: usize = 128;

/// The largest table the workbench's `:hash` accepts, in MiB.
pub const MAX_HASH_MB: usize = 1 << 16;

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

/// Why a problem is not solved. [`SolveError::line`] places it in the problem's file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// `line`: where the problem starts.
    #[error("the problem has no stipulation")]
    NoStipulation { line: SourceLine },
    /// `line`: the stipulation's (or the twin's that set it), or where the problem starts for
    /// an option.
    #[error("unsupported: {message}")]
    Unsupported { message: String, line: SourceLine },
    #[error("{0}")]
    Twin(#[from] crate::rules::twin::TwinError),
    /// The problem states elements feerie keeps but cannot play; each is named with its line.
    #[error("unsupported by the solver: {}", list(.0))]
    Kept(Vec<crate::rules::kept::Unsupported>),
}

impl SolveError {
    /// The line of the problem's file the error is about, where it is known. A refusal of kept
    /// elements names each element's line in its message instead.
    pub fn line(&self) -> Option<u32> {
        match self {
            SolveError::NoStipulation { line } | SolveError::Unsupported { line, .. } => line.0,
            SolveError::Twin(e) => e.line.0,
            SolveError::Kept(_) => None,
        }
    }
}

fn list(items: &[crate::rules::kept::Unsupported]) -> String {
    let names: Vec<String> = items.iter().map(|u| u.to_string()).collect();
    names.join("; ")
}

/// Solves every twin (and both halves of a duplex) of `problem`.
///
/// The time limit (`options.limits.deadline`) holds for the whole problem: when it has passed,
/// the twins not yet begun are left unsolved and named in [`Solution::unsolved`]. Popeye's
/// `maxtime N` gives each twin N seconds besides.
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
    let mut solution = Solution::default();
    let twins = twin_problems(problem)?;
    let numbers = MoveNumbers::of(problem);
    if let Some(numbers) = &numbers {
        numbers_supported(problem, twins.len(), numbers)?;
    }
    for (t, twin) in twins.iter().enumerate() {
        let p = &twin.problem;
        // The stipulation is the diagram's unless the twin set its own.
        let stip_line = match twin.line.0 {
            Some(_)
                if p.stipulation != problem.stipulation || p.structured != problem.structured =>
            {
                twin.line
            }
            _ => problem.stipulation_line,
        };
        // A structured stipulation is played as the plain one it equals (the lines shorter
        // than its minimum left out), or by `structured` where none does.
        let mut shortest = None;
        // (Help play's numbering where the stipulation is a structured one.)
        let mut structured_skipped = None;
        let mut plan = None;
        let mut junction = None;
        // The options the plain play of a structured stipulation needs (post-key play of
        // defender-first battle play, `quodlibet`).
        let mut played_as = None;
        let stip = match (p.stipulation, &p.structured) {
            (Some(s), _) => s,
            (None, Some(ss)) if ss.junction().is_some() => {
                structured::options_refused(ss, &p.options).map_err(|message| {
                    SolveError::Unsupported {
                        message,
                        line: stip_line,
                    }
                })?;
                // Every operand is checked before any is solved: one solved only where
                // another has no solution is refused all the same.
                junction::check(ss, &p.options, stip_line, problem.line)?;
                junction = ss.junction();
                // (Unused: the operands are solved instead.)
                Stipulation::parse("~1").expect("a stipulation")
            }
            (None, Some(ss)) => match ss.as_plain() {
                Some(pp) => {
                    let s = pp.stipulation;
                    played_as = Some(pp);
                    shortest = ss.root_branch().and_then(|(_, b)| b.shortest_listed());
                    let skipped = structured::root_skipped(ss).map_err(|message| {
                        SolveError::Unsupported {
                            message,
                            line: stip_line,
                        }
                    })?;
                    if s.is_help() {
                        structured_skipped = Some(skipped);
                    }
                    s
                }
                None => {
                    let compiled = structured::plan(ss, &p.options).map_err(|message| {
                        SolveError::Unsupported {
                            message,
                            line: stip_line,
                        }
                    })?;
                    plan = Some(compiled);
                    // (Unused: the plan is played instead.)
                    Stipulation::parse("~1").expect("a stipulation")
                }
            },
            (None, None) => return Err(SolveError::NoStipulation { line: problem.line }),
        };
        let adjusted;
        let p = match played_as.filter(|pp| pp.post_key || pp.quodlibet) {
            Some(pp) => {
                let mut q = p.clone();
                q.options.post_key |= pp.post_key;
                q.options.quodlibet |= pp.quodlibet;
                if pp.post_key {
                    // Post-key play's diagram has the attacker to move, whose key is not
                    // shown: the defender moves first.
                    let attacker = q.position.side_to_move().opponent();
                    q.position.set_side_to_move(attacker);
                }
                adjusted = q;
                &adjusted
            }
            None => p,
        };
        if shortest.is_some() && (p.options.stop_on_short || p.options.max_solutions.is_some()) {
            return Err(SolveError::Unsupported {
                message: "option stoponshortsolutions or maxsolutions with a minimal length \
                          (m:n) in a structured stipulation"
                    .into(),
                line: stip_line,
            });
        }
        if plan.is_none() && junction.is_none() {
            check_supported(&stip, &p.options, stip_line, problem.line)?;
            // A parry series of direct play is battle play, which the series search does
            // not play: `structured` does (where no option asks for more).
            // (Move numbers to start from are the series search's.)
            if p.structured.is_none() && numbers.is_none() {
                plan = structured::parry_battle_of(&stip, &p.options);
            }
        }
        // A condition stated without a side (Popeye's `Maximummer`) binds the side the
        // stipulation restricts, found for each half of a duplex from the side that starts it.
        let unsided = restricted::unsided(&p.conditions);
        if let (Some(name), true) = (unsided, plan.is_some() || junction.is_some()) {
            return Err(SolveError::Unsupported {
                message: format!(
                    "condition '{name}', stated without a side, with a structured stipulation \
                     feerie does not play as a plain one"
                ),
                line: stip_line,
            });
        }
        let conditions_for = |starter: Side| -> Result<Vec<Condition>, SolveError> {
            let Some(name) = unsided else {
                return Ok(p.conditions.clone());
            };
            let side = restricted::restricted_side(&stip, starter, name).map_err(|message| {
                SolveError::Unsupported {
                    message,
                    line: stip_line,
                }
            })?;
            Ok(restricted::bind(&p.conditions, side))
        };
        let conditions = conditions_for(p.position.side_to_move())?;
        if let Some(message) = conditions
            .iter()
            .find_map(|c| c.refuses(&p.position))
            .or_else(|| crate::rules::bul_dob::refusal(&p.position, &conditions))
            .or_else(|| crate::conditions::registry::implied_refusal(&p.position, &conditions))
        {
            return Err(SolveError::Unsupported {
                message,
                line: problem.line,
            });
        }
        if let Some(message) = crate::rules::magic::refusal(&p.position, &conditions) {
            return Err(SolveError::Unsupported {
                message,
                line: problem.line,
            });
        }
        // The time ran out (or the job was cancelled) before this twin: it is named as not
        // solved. A problem without twins has no name to say that with, and would read as
        // solved, without a solution: when only the time ran out, it is begun all the same,
        // its search stops at its first look at the clock and says it was cut short.
        if let Some(cut) = options.limits.passed() {
            if t > 0 || cut == Cut::Cancelled || !twin.label.is_empty() {
                solution.unsolved = unsolved_labels(&twins[t..], &options.limits);
                break;
            }
        }
        let label = if twin.label.is_empty() {
            Texts::default()
        } else {
            twin.description.map(|_, description| {
                format!("{} {description}", twin.label)
                    .trim_end()
                    .to_string()
            })
        };
        // Popeye's `maxtime` limits each twin; the caller's deadline the whole problem.
        let mut twin_options = options.clone();
        if let Some(secs) = p.options.max_time {
            let own = Instant::now() + std::time::Duration::from_secs(secs as u64);
            let deadline = options.limits.deadline.map_or(own, |d| d.min(own));
            twin_options.limits.deadline = Some(deadline);
        }
        if let Some((j, a, b)) = junction {
            let index = solution.parts.len();
            let joined = junction::solve_junction(p, j, a, b, &twin_options, index, report)?;
            let stats = &mut solution.stats;
            stats.nodes += joined.stats.nodes;
            stats.patterns += joined.stats.patterns;
            stats.table_entries = stats.table_entries.max(joined.stats.table_entries);
            stats.table_capacity = joined.stats.table_capacity;
            let cut = joined.parts.iter().find_map(|part| part.cut);
            for (k, mut part) in joined.parts.into_iter().enumerate() {
                if k == 0 {
                    part.twin = label.clone();
                }
                solution.parts.push(part);
            }
            if matches!(cut, Some(Cut::Cancelled) | Some(Cut::Timeout))
                && options.limits.passed().is_some()
            {
                solution.unsolved = unsolved_labels(&twins[t + 1..], &options.limits);
                solution.stats.elapsed_ms = start.elapsed().as_millis() as u64;
                return Ok(solution);
            }
            continue;
        }
        if let Some(plan) = &plan {
            let position = p.position;
            let rs = Ruleset::new(&position, &conditions)
                .with_castling_exclusive(p.options.castling_exclusive);
            // (The diagram's legality as below.)
            let illegal = conditions.is_empty()
                && in_check(&position, position.side_to_move().opponent(), &rs);
            let (play, cut, part_stats) = if illegal {
                let play = match plan {
                    structured::Plan::Key(_) => Play::Battle(Battle::default()),
                    structured::Plan::Lines { .. } | structured::Plan::ParryBattle { .. } => {
                        Play::Lines {
                            set_play: Vec::new(),
                            lines: Vec::new(),
                            unkept: 0,
                            forced: Vec::new(),
                        }
                    }
                };
                (play, Some(Cut::KingCapturable), Stats::default())
            } else {
                structured::solve_plan(&position, &rs, plan, &twin_options.limits)
            };
            solution.stats.nodes += part_stats.nodes;
            solution.parts.push(Part {
                twin: label.clone(),
                duplex: false,
                play,
                cut,
                notes: Vec::new(),
            });
            if matches!(cut, Some(Cut::Cancelled) | Some(Cut::Timeout))
                && options.limits.passed().is_some()
            {
                solution.unsolved = unsolved_labels(&twins[t + 1..], &options.limits);
                solution.stats.elapsed_ms = start.elapsed().as_millis() as u64;
                return Ok(solution);
            }
            continue;
        }
        let mut halves = vec![(p.position, false)];
        if p.options.duplex {
            let mut other = p.position;
            other.set_side_to_move(other.side_to_move().opponent());
            halves.push((other, true));
        }
        for (mut position, duplex) in halves {
            let half_conditions = conditions_for(position.side_to_move())?;
            let rs = Ruleset::new(&position, &half_conditions)
                .with_castling_exclusive(p.options.castling_exclusive);
            if stip.goal.follows_pieces() {
                // `ct`, `<>`, `k`: each position records where its pieces stood in the
                // diagram. A condition that plays moves its own way would not carry them.
                let diagram = position;
                if rs.uses(Hooks::MAKE) || !position.set_origins(&diagram, Some) {
                    return Err(SolveError::Unsupported {
                        message: format!(
                            "stipulation {stip}: the goal follows pieces, which feerie cannot \
                             do with these conditions or on this board"
                        ),
                        line: stip_line,
                    });
                }
            }
            // A position whose side not to move stands in check is illegal: Popeye solves
            // nothing there and says so (`the side to play can capture the king`), for the
            // diagram as for a duplex half; so does feerie.
            // (`whitetoplay` lets White begin a helpmate the diagram gives Black.) Only
            // without conditions, or with conditions whose check is Popeye's there
            // (`Rules::diagram_check_is_popeyes`): a condition may let kings stand where the
            // orthodox test sees a check (Miroir's reflecting kings). And
            // not with set play, which Popeye still solves there (TESTS/battle_play #46:
            // `1...Ka3-b2 ##!`, then the message), and which a part here cannot split off.
            let mut mover = position.side_to_move();
            if p.options.white_to_play && stip.play == Kind::Help && !stip.half && !stip.series {
                mover = mover.opponent();
            }
            // (`postkeyplay`: the diagram is the position after the key, the other side's
            // move, as Popeye judges it.)
            if p.options.post_key && !(stip.series || stip.is_help()) {
                mover = mover.opponent();
            }
            let illegal = if duplex {
                in_check(&position, mover.opponent(), &rs)
            } else {
                (half_conditions.is_empty() || rs.diagram_check_is_popeyes())
                    && !set_play_applies(&stip, &p.options)
                    && in_check(&position, mover.opponent(), &rs)
            };
            let notes = notes(&stip, &p.options, twin.sets_stipulation && !duplex);
            if illegal {
                let play = if !(stip.series || stip.is_help()) {
                    Play::Battle(Battle::default())
                } else {
                    Play::Lines {
                        set_play: Vec::new(),
                        lines: Vec::new(),
                        unkept: 0,
                        forced: Vec::new(),
                    }
                };
                solution.parts.push(Part {
                    twin: if duplex {
                        Texts::default()
                    } else {
                        label.clone()
                    },
                    duplex,
                    play,
                    cut: Some(Cut::KingCapturable),
                    // (Said where the stipulation is read, whatever the diagram.)
                    notes: notes
                        .into_iter()
                        .filter(|n| *n == Note::PostKeyNotApplicable)
                        .collect(),
                });
                continue;
            }
            let twin = if duplex {
                Texts::default()
            } else {
                label.clone()
            };
            let index = solution.parts.len();
            let (mut play, cut, part_stats) = solve_part(
                &position,
                &rs,
                &stip,
                &p.options,
                &twin_options,
                PartAt {
                    index,
                    numbers: numbers.as_ref(),
                },
                report,
            )
            .map_err(|message| SolveError::Unsupported {
                message,
                line: numbers.as_ref().map_or(problem.line, |n| n.line),
            })?;
            if let (Some(true), Play::Battle(b)) =
                (played_as.map(|pp| pp.defence_numbered), &mut play)
            {
                if let Some(pk) = &mut b.post_key {
                    pk.defence_numbered = true;
                }
            }
            // `10:12hh[#]`: the lines shorter than the minimum are not the stipulation's.
            if let (Some(min), Play::Lines { lines, .. }) = (shortest, &mut play) {
                lines.retain(|l| l.moves.len() as u32 >= min);
            }
            // Popeye numbers a structured stipulation's help play from its first move
            // (`white 3h[#]h`: `1.Rh1-a1 a5-a4   2.Ra1*a4 #`, where `h#1.5` leaves a
            // half-move out, `1...`), or from the half-move a `-` before it leaves out.
            if let (Some(skipped), Play::Lines { lines, .. }) = (structured_skipped, &mut play) {
                for l in lines.iter_mut() {
                    l.skipped = skipped;
                }
            }
            let stats = &mut solution.stats;
            stats.nodes += part_stats.nodes;
            stats.patterns += part_stats.patterns;
            stats.table_entries = stats.table_entries.max(part_stats.table_entries);
            stats.table_capacity = part_stats.table_capacity;
            solution.parts.push(Part {
                twin,
                duplex,
                play,
                cut,
                notes,
            });
            if matches!(cut, Some(Cut::Cancelled) | Some(Cut::Timeout)) {
                if options.limits.passed().is_some() {
                    // The problem's own limit (or a cancel): nothing more is solved.
                    solution.unsolved = unsolved_labels(&twins[t + 1..], &options.limits);
                    solution.stats.elapsed_ms = start.elapsed().as_millis() as u64;
                    return Ok(solution);
                }
                // `maxtime` ended this twin: the next one has its own.
                break;
            }
        }
    }
    solution.stats.elapsed_ms = start.elapsed().as_millis() as u64;
    Ok(solution)
}

/// Where a part stands: its index among the solution's parts, and the first moves
/// `StartMoveNumber` and `UpToMoveNumber` number.
#[derive(Clone, Copy)]
struct PartAt<'a> {
    index: usize,
    numbers: Option<&'a MoveNumbers>,
}

/// Why `StartMoveNumber` or `UpToMoveNumber` cannot be solved as Popeye solves it.
fn numbers_refused(why: &str) -> String {
    format!("option StartMoveNumber or UpToMoveNumber {why} (feerie numbers the first moves as Popeye does only for orthodox pieces on 8x8, under conditions that keep its order)")
}

/// The plays where feerie numbers the first moves as Popeye does: one part (Popeye numbers on
/// through twins, duplex halves and set play), numbers of later moves (`2:8`) only where
/// Popeye has no nested play to apply them to (help play, series ending in help or direct
/// play, without introduction), and in intelligent mode, whose numbers are lengths,
/// orthodox mates and stalemates of help and series play.
fn numbers_supported(
    problem: &Problem,
    twins: usize,
    numbers: &MoveNumbers,
) -> Result<(), SolveError> {
    let o = &problem.options;
    let refuse = |what: &str| {
        Err(SolveError::Unsupported {
            message: format!("option StartMoveNumber or UpToMoveNumber {what}"),
            line: numbers.line,
        })
    };
    // A structured stipulation played as a plain one is numbered as that one, but help play,
    // which Popeye numbers its own way there (from its first move), and battle play begun
    // by the defender.
    let plain = problem.structured.as_ref().and_then(|s| {
        let pp = s.as_plain()?;
        let root = s.root_branch()?.1;
        let numbered_alike = !pp.post_key
            && !pp.stipulation.is_help()
            && root.shortest_listed().is_none()
            && !matches!(s.expr, crate::rules::sstipulation::Expr::Invert(_));
        numbered_alike.then_some(pp.stipulation)
    });
    let Some(stip) = problem.stipulation.or(plain) else {
        return refuse("with a structured stipulation that no plain one says, or with help play");
    };
    let other = [
        (twins > 1, "with twins"),
        (o.duplex || o.half_duplex, "with duplex"),
        (o.set_play, "with setplay"),
        (o.post_key, "with postkeyplay"),
        (o.white_to_play, "with whitetoplay"),
        (stip.parry, "in parry series"),
        (
            matches!(stip.play, Kind::Reflex | Kind::SemiReflex) && !stip.series,
            "in reflex play",
        ),
        (
            numbers.deep() && !o.intelligent && !deep_numbered(problem, &stip, numbers),
            "with numbers of moves after the first (n:m) here",
        ),
    ];
    if let Some((_, what)) = other.iter().find(|(on, _)| *on) {
        return refuse(what);
    }
    if o.intelligent && (stip.series || stip.is_help()) {
        let plain = matches!(stip.play, Kind::Help) || (stip.series && stip.play == Kind::Direct);
        let orthodox = problem.conditions.is_empty()
            && problem
                .position
                .pieces()
                .all(|(_, p)| p.kind().is_orthodox());
        if !plain
            || stip.intro > 0
            || !matches!(stip.goal, Goal::Mate | Goal::Stalemate)
            || !orthodox
        {
            return refuse(
                "with option intelligent outside orthodox help and series mates and stalemates",
            );
        }
    }
    Ok(())
}

/// Where feerie solves as Popeye does under numbers of moves after the first (`2:8`). In
/// battle play Popeye then solves nothing. In help and series play it skips the moves whose
/// numbers fall outside their level's bounds, and a position below a skipped move it takes
/// for lost in its hash table, so that a line reaching it again later is not solved either:
/// feerie does not follow that table, and solves only where the numbers after the first
/// leave every move. They do where each level's bounds take in every number its side may
/// reach: at most what the side's pieces of the diagram move (orthodox pieces, no
/// condition: a pawn may become a queen), below the introduction where there is one (the
/// play after it is tried at each length, numbered on).
fn deep_numbered(problem: &Problem, stip: &Stipulation, numbers: &MoveNumbers) -> bool {
    if !(stip.series || stip.is_help()) {
        return true;
    }
    let pos = &problem.position;
    let orthodox =
        problem.conditions.is_empty() && pos.pieces().all(|(_, p)| p.kind().is_orthodox());
    if !orthodox || (stip.intro > 0 && numbers.levels() > usize::from(stip.intro)) {
        return false;
    }
    // The most moves a side's pieces may have in any position.
    let most = |side: Side| -> u32 {
        pos.pieces()
            .filter(|(_, p)| p.colour().side() == Some(side))
            .map(|(_, p)| match p.kind() {
                PieceKind::King => 10,
                PieceKind::Knight => 8,
                PieceKind::Bishop => 13,
                PieceKind::Rook => 14,
                _ => 27,
            })
            .sum()
    };
    let first = pos.side_to_move();
    // The side whose move a level numbers: an introduction's or a series' side while it
    // moves on (a series' last moves are the other side's), else the sides in turn.
    let side = |level: usize| {
        let series_side = stip.intro > 0 || (stip.series && level < stip.moves as usize);
        if series_side || level.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        }
    };
    (1..numbers.levels()).all(|level| numbers.leaves_all(level, most(side(level))))
}

/// The labels of the twins the time limit leaves unsolved (none after a cancel, and none
/// for a problem without twins).
fn unsolved_labels(twins: &[crate::rules::twin::TwinProblem], limits: &Limits) -> Vec<String> {
    if limits.passed() != Some(Cut::Timeout) {
        return Vec::new();
    }
    twins
        .iter()
        .filter(|t| !t.label.is_empty())
        .map(|t| t.label.clone())
        .collect()
}

/// Refuses what the solver cannot do; `stip_line` places a refused stipulation, `problem_line`
/// a refused option.
pub(super) fn check_supported(
    stip: &Stipulation,
    options: &Options,
    stip_line: SourceLine,
    problem_line: SourceLine,
) -> Result<(), SolveError> {
    let refuse = |message: String, line| Err(SolveError::Unsupported { message, line });
    if stip.moves > 120 {
        return refuse(
            format!("stipulation {stip}: more than 120 moves"),
            stip_line,
        );
    }
    if options.white_to_play && stip.play != Kind::Help {
        return refuse("option whitetoplay outside help play".into(), problem_line);
    }
    // Popeye too applies these to help and series play only (it says so and solves without
    // them); feerie never reads a number it does not apply.
    let lines = stip.series || stip.is_help();
    if options.intelligent_limit.is_some() && !lines {
        return refuse(
            "option intelligent N outside help and series play".into(),
            problem_line,
        );
    }
    let self_play = !lines && matches!(stip.play, Kind::Self_ | Kind::Reflex | Kind::SemiReflex);
    if options.quodlibet && !self_play {
        return refuse(
            "option quodlibet outside self and reflex play".into(),
            problem_line,
        );
    }
    // (`m->` is matched to Popeye without these.)
    if stip.intro > 0 && (options.set_play || options.intelligent_limit.is_some()) {
        let other = if options.set_play {
            "setplay"
        } else {
            "intelligent N"
        };
        return refuse(
            format!("option {other} with introductory moves ({stip})"),
            problem_line,
        );
    }
    // (`exact-` battle play is matched to Popeye without these.)
    if stip.exact && !lines && (options.quodlibet || options.threat.is_some()) {
        let other = if options.quodlibet {
            "quodlibet"
        } else {
            "threat"
        };
        return refuse(
            format!("option {other} with exact- battle play"),
            problem_line,
        );
    }
    // `nontrivial` is matched to Popeye in the solution's tree (its verdicts, threats and
    // variations), tries, set play, `threat N` and the play after the key (`postkeyplay`)
    // of direct and self play.
    if let Some(nt) = options.non_trivial.filter(|_| !lines) {
        // (Popeye 4.104 solves reflex play of 2 and 3 moves as without it, and bounds it
        // from 4 moves on, not where it bounds self play: not matched yet.)
        if matches!(stip.play, Kind::Reflex | Kind::SemiReflex) {
            return refuse(
                format!(
                    "option nontrivial {} {} in reflex play ({stip})",
                    nt.extra, nt.length
                ),
                problem_line,
            );
        }
        let other = [
            (options.max_flights.is_some(), "maxflightsquares"),
            (stip.exact, "exact-"),
        ]
        .into_iter()
        .find_map(|(on, name)| on.then_some(name));
        if let Some(other) = other {
            return refuse(
                format!("option nontrivial {} {} with {other}", nt.extra, nt.length),
                problem_line,
            );
        }
    }
    Ok(())
}

/// Whether set play is solved: not in battle play with `postkeyplay`, where the key is
/// already played (Popeye says `SetPlay not applicable - ignored` and solves the play after
/// the key).
fn set_play_applies(stip: &Stipulation, options: &Options) -> bool {
    options.set_play && !(options.post_key && !(stip.series || stip.is_help()))
}

/// What Popeye says about options it does not apply to a part of `stip`, in its order: in
/// battle play `setplay` with `postkeyplay` (the key is already played: solved without set
/// play); in help and series play `postkeyplay` (solved without it), where the part's
/// stipulation is read (`read`: the diagram's, or a twin's own); in battle play `try` with
/// `postkeyplay` (solved without tries), and `stoponshortsolutions` (Popeye solves nothing
/// then).
fn notes(stip: &Stipulation, options: &Options, read: bool) -> Vec<Note> {
    let lines = stip.series || stip.is_help();
    let mut out = Vec::new();
    if options.set_play && !set_play_applies(stip, options) {
        out.push(Note::SetPlayNotApplicable);
    }
    if options.post_key && lines && read {
        out.push(Note::PostKeyNotApplicable);
    }
    if options.post_key && options.shows_tries() && !lines {
        out.push(Note::TryNotApplicable);
    }
    if options.stop_on_short && !lines {
        out.push(Note::StopOnShortInBattle);
    }
    out
}

/// Everything one part needs while its tree is built.
struct Builder<'s, 'a, 'b> {
    search: &'s mut Search<'a>,
    rs: &'b Ruleset,
    options: &'b Options,
    /// The keys `maxsolutions` lets through: root indices (every key when `None`).
    shown: Option<Vec<usize>>,
    /// The part's threads, on the builder of the calling thread: the defences below each key,
    /// try, threat and set play are shared out among them (a thread's own builder has none).
    threads: Option<&'b Setup<'b>>,
    /// The side that plays the key.
    attacker: Side,
    /// Defences the attacker cannot answer are shown (`refutes.`), as in post-key play, where
    /// the diagram need not be won; else they are left out (a try's are listed under `but`).
    refutations_shown: bool,
}

fn solve_part(
    pos: &Position,
    rs: &Ruleset,
    stip: &Stipulation,
    options: &Options,
    solve_options: &SolveOptions,
    at: PartAt,
    report: &mut dyn FnMut(Progress),
) -> Result<(Play, Option<Cut>, Stats), String> {
    let PartAt { index, numbers } = at;
    if stip.series || stip.is_help() {
        return solve_lines(pos, rs, stip, options, solve_options, at, report);
    }
    let mode = match stip.play {
        Kind::Self_ => Mode::Self_,
        Kind::Reflex => Mode::Reflex,
        Kind::SemiReflex => Mode::SemiReflex,
        _ => Mode::Direct,
    };
    let max = options.max_solutions.map(|m| m as usize);
    let enough = Arc::new(AtomicBool::new(false));
    let mut limits = solve_options.limits.clone();
    limits.enough = Some(enough.clone());
    // Popeye's `threat N` binds battle play when the stipulation is longer than N moves (it
    // says "not applicable" otherwise, and solves without it).
    let max_threat = options.threat.filter(|&t| t < stip.moves).map(|t| t as u8);
    // `quodlibet` binds self and semi-reflex play; in reflex play Popeye 4.104 solves as
    // without it (the attacker's own goal move is no win there).
    let quodlibet = options.quodlibet && mode != Mode::Reflex;
    // `goalisend`: the goal is the attacker's in direct play, the defender's in self and
    // reflex play; the other side reaching it ends the play.
    let goal_is_end = options.goal_is_end.then(|| match mode {
        Mode::Direct => pos.side_to_move().opponent(),
        _ => pos.side_to_move(),
    });
    // `keepmatingpiece`: the side the goal is for keeps a piece besides its king.
    let keep_mating = options.keep_mating.then(|| match mode {
        Mode::Direct => pos.side_to_move(),
        _ => pos.side_to_move().opponent(),
    });
    let max_flights = options.max_flights;
    let exact = stip.exact;
    let non_trivial = options.non_trivial.map(|nt| NonTrivial {
        // (A length past the longest stipulation binds nothing.)
        length: nt.length.min(u32::from(u8::MAX) - 2) as u8,
        left: nt.extra,
    });
    // One table for the part: every thread searches on it, and the trees are built from what
    // the verdicts proved.
    let table = Table::new(solve_options.hash_mb);
    let setup = Setup {
        rs,
        goal: stip.goal,
        battle: mode,
        table: &table,
        limits: &limits,
        threads: solve_options.threads,
        // A verdict cut short is no verdict.
        partial: false,
        max_threat,
        goal_is_end,
        help_end: SeriesEnd::Direct,
        parry: false,
        parry_help: false,
        quodlibet,
        max_flights,
        keep_mating,
        exact,
        non_trivial,
        // `maxsolutions` takes the first keys in Popeye's order.
        popeye_order: max.is_some(),
    };
    let n = stip.moves as u8;
    if options.post_key {
        let mut poll = |nodes: u64| report(Progress::Nodes(nodes));
        let mut search = Search::new(rs, stip.goal, mode, &table, &limits);
        search.max_threat = max_threat;
        search.goal_is_end = goal_is_end;
        search.quodlibet = quodlibet;
        search.max_flights = max_flights;
        search.keep_mating = keep_mating;
        search.exact = exact;
        search.non_trivial = non_trivial;
        search.on_poll = Some(&mut poll);
        let mut b = Builder {
            search: &mut search,
            rs,
            options,
            shown: None,
            threads: Some(&setup),
            attacker: pos.side_to_move(),
            refutations_shown: true,
        };
        let post_key = b.post_key(pos, n);
        let battle = Battle {
            post_key,
            ..Battle::default()
        };
        let stats = Stats {
            nodes: search.nodes,
            table_entries: table.usage().0,
            table_capacity: table.usage().1,
            ..Stats::default()
        };
        return Ok((Play::Battle(battle), search.stopped, stats));
    }
    let mut roots = {
        let mut search = Search::new(rs, stip.goal, mode, &table, &limits);
        search.keep_mating = keep_mating;
        search.popeye_order = setup.popeye_order;
        search.attacks(pos)
    };
    // `StartMoveNumber`, `UpToMoveNumber`: the first moves Popeye numbers within them.
    if let Some(numbers) = numbers {
        if numbers.deep() {
            // Popeye numbers no move after the first in battle play, and under such numbers
            // it skips every first move: nothing is solved.
            roots.clear();
        } else {
            let allowed = numbers
                .allowed(pos, rs)
                .map_err(|why| numbers_refused(&why))?;
            roots.retain(|mv| allowed.contains(mv));
        }
    }
    // The first moves Popeye cannot decide: shown with its remark, neither keys nor tries.
    let undecided = rs.undecided(pos, &roots);
    roots.retain(|mv| !undecided.refuted.contains(mv));
    if mode == Mode::Reflex {
        // The reflex obligation binds the attacker too: where it can reach the goal, it
        // must, and no first move is a key.
        let mut search = Search::new(rs, stip.goal, mode, &table, &limits);
        let forced: Vec<Played> = roots
            .iter()
            .filter(|mv| {
                let after = search.play(pos, mv);
                search.reached_by(pos, mv, &after)
            })
            .map(|mv| Played {
                mv: *mv,
                text: played_texts(pos, mv, rs),
                mark: goal_mark(stip.goal, pos, mv, rs, false),
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
            return Ok((Play::Battle(battle), search.stopped, stats));
        }
    }
    let want_tries = options.shows_tries();
    // A try has at most `defence` refutations: one more shows a move is no try.
    let most_refutations = options.defence.unwrap_or(1).max(1) as usize + 1;
    // Iterative deepening at the root: each first move is tried at lengths 1, 2, … n, so
    // short wins are found first and the deeper searches start from a warm table.
    let depth = AtomicU8::new(0);
    let mut shown = 0u8;
    // `maxsolutions` takes the first keys in Popeye's order (where it is known; else in the
    // order the moves were generated), whatever the threads: verdicts are read in that order as they come, and the threads stop once the
    // first `max` keys are known.
    let mut verdicts: Vec<Option<bool>> = vec![None; roots.len()];
    let mut next = 0usize;
    let mut keys: Vec<usize> = Vec::new();
    let settled = split(
        &setup,
        &roots,
        Work {
            search: |search: &mut Search, mv: &Move| {
                // (`maxflightsquares` binds the stipulation's length: Popeye tries no shorter
                // one at the root, where the rule may not yet bind; nor does `exact-`.)
                let shortest = if max_flights.is_some() || exact { n } else { 1 };
                let wins = (shortest..=n).any(|k| {
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
        },
        &mut |r: Report<Option<Vec<Move>>>| match r {
            Report::Settled(i, verdict) => {
                verdicts[i] = Some(verdict.is_none());
                while next < roots.len() && max.is_none_or(|m| keys.len() < m) {
                    let Some(wins) = verdicts[next] else { break };
                    if wins {
                        keys.push(next);
                        let mv = &roots[next];
                        let reaches = mode == Mode::Direct && reaches(rs, stip.goal, pos, mv);
                        let suffix = goal_mark(stip.goal, pos, mv, rs, reaches).suffix();
                        let text = played_texts(pos, mv, rs).map(|_, t| format!("1.{t}{suffix} !"));
                        report(Progress::Found { part: index, text });
                        if max.is_some_and(|m| keys.len() >= m) {
                            enough.store(true, Ordering::Relaxed);
                        }
                    }
                    next += 1;
                }
            }
            Report::Nodes(nodes) => {
                let d = depth.load(Ordering::Relaxed);
                if d > shown {
                    shown = d;
                    report(Progress::Depth(d));
                }
                report(Progress::Nodes(nodes));
            }
            // Battle play keeps no lines.
            Report::Line(..) => {}
        },
    );
    // The keys `maxsolutions` lets through, and the moves settled before the last of them
    // (tries among them are shown).
    let reached_max = max.is_some_and(|m| keys.len() >= m);
    let shown_keys = reached_max.then(|| keys.clone());
    let stopped = match settled.stopped {
        Some(Cut::MaxSolutions) => None,
        other => other,
    };
    // The trees are built on this thread, from what the verdicts proved (on the same table),
    // the defences below each attack shared out among the threads; `maxsolutions` stops no
    // tree.
    let mut tree_limits = solve_options.limits.clone();
    tree_limits.max_solutions = None;
    tree_limits.enough = None;
    let tree_setup = Setup {
        limits: &tree_limits,
        ..setup
    };
    let mut poll = |n: u64| report(Progress::Nodes(settled.nodes + n));
    let mut search = Search::new(rs, stip.goal, mode, &table, &tree_limits);
    search.max_threat = max_threat;
    search.goal_is_end = goal_is_end;
    search.quodlibet = quodlibet;
    search.max_flights = max_flights;
    search.keep_mating = keep_mating;
    search.exact = exact;
    search.non_trivial = non_trivial;
    search.on_poll = Some(&mut poll);
    let mut b = Builder {
        search: &mut search,
        rs,
        options,
        shown: shown_keys,
        threads: Some(&tree_setup),
        attacker: pos.side_to_move(),
        refutations_shown: false,
    };
    let mut results = settled.results;
    if let Some(last) = b.shown.as_ref().and_then(|k| k.last()) {
        // Past the last key shown, nothing is shown (as if unsolved).
        for r in results.iter_mut().skip(last + 1) {
            *r = None;
        }
    }
    let mut battle = b.battle(pos, n, &roots, &results);
    battle.undecided = remarked(pos, rs, &undecided);
    if rs.uses(crate::rules::condition::Hooks::UNDECIDED) {
        let firsts = (battle.keys.iter().map(|a| a.played.mv))
            .chain(battle.tries.iter().map(|t| t.attack.played.mv))
            .chain(battle.undecided.iter().map(|p| p.mv));
        let order: Option<Vec<_>> = firsts
            .map(|mv| super::popeye_order::packed(pos, &mv, rs).map(|k| (mv, k)))
            .collect();
        battle.order = order.unwrap_or_default();
    }
    let nodes = settled.nodes + search.nodes;
    let stopped = stopped.or(search.stopped);
    let cut = stopped.or(reached_max.then_some(Cut::MaxSolutions));
    let stats = Stats {
        nodes,
        elapsed_ms: 0,
        table_entries: table.usage().0,
        table_capacity: table.usage().1,
        patterns: 0,
    };
    Ok((Play::Battle(battle), cut, stats))
}

/// Help and series play: the set play first (its own phase for `maxsolutions`, as in
/// Popeye), then the play, each length from the shortest up unless the stipulation is
/// `exact-`.
fn solve_lines(
    pos: &Position,
    rs: &Ruleset,
    stip: &Stipulation,
    options: &Options,
    solve_options: &SolveOptions,
    at: PartAt,
    report: &mut dyn FnMut(Progress),
) -> Result<(Play, Option<Cut>, Stats), String> {
    let PartAt { index, numbers } = at;
    let end = stip.series.then_some(match stip.play {
        Kind::Help => SeriesEnd::Help,
        Kind::HelpSelf => SeriesEnd::HelpSelf,
        Kind::Self_ => SeriesEnd::Self_,
        Kind::Reflex => SeriesEnd::Reflex,
        Kind::ReciHelp => SeriesEnd::Reci(stip.reci_goal()),
        _ => SeriesEnd::Direct,
    });
    // How help play ends after its last move.
    let help_end = match stip.play {
        Kind::HelpSelf => SeriesEnd::Self_,
        Kind::HelpReflex => SeriesEnd::Reflex,
        Kind::ReciHelp => SeriesEnd::Reci(stip.reci_goal()),
        _ => SeriesEnd::Direct,
    };
    // The help moves before the end: `h#n` 2n, `hs#n` and `hr#n` 2n-1 (the end is the other
    // side's move), `reci-h#n` 2n-2 (the end is two moves or one).
    let help_plies = match stip.play {
        Kind::HelpSelf | Kind::HelpReflex => 2 * stip.moves as u8 - 1,
        Kind::ReciHelp => 2 * stip.moves as u8 - 2,
        _ => 2 * stip.moves as u8,
    };
    // The play's start, its longest length (plies of help play, moves of a series) and the
    // half-moves left out before its first move.
    let (start, longest, skipped) = if stip.series {
        // (`ser-reci-h#n`: n-1 series moves, then the end's move or moves.)
        let end_moves = u8::from(end.is_some_and(SeriesEnd::after_series));
        (*pos, stip.moves as u8 - end_moves, 0)
    } else if options.white_to_play && !stip.half {
        // (Popeye ignores `whitetoplay` with `h#n.5`, where White begins anyway.)
        // White starts the helpmate: the first half-move is White's (h#n as h#(n-0.5)). The
        // move is handed over in the diagram as for set play: an en passant right the diagram
        // gives stays for White to take (BEISPIEL ep #8, `option weiss enpassant f7f6f5`:
        // `1...e5*f6 ep.`).
        let plies = (help_plies + stip.half as u8).saturating_sub(1);
        (set_play_start(pos), plies, 1)
    } else {
        (*pos, help_plies + stip.half as u8, stip.half as u8)
    };
    // `reci-h#1` has no help move before its end.
    let shortest = u8::from(!matches!(
        stip.play,
        Kind::ReciHelp | Kind::HelpSelf | Kind::HelpReflex
    ));
    // In intelligent mode Popeye reads `StartMoveNumber` and `UpToMoveNumber` as the lengths
    // to try (half-moves as it counts them: a series of n moves is 2n-1); elsewhere they
    // number the first moves.
    let intelligent_numbers = numbers.filter(|_| options.intelligent);
    let first_numbers = match (numbers, intelligent_numbers) {
        (Some(n), None) => Some(Restart {
            position: start,
            allowed: n.allowed(&start, rs).map_err(|why| numbers_refused(&why))?,
        }),
        _ => None,
    };
    let lengths = |longest: u8| -> Vec<u8> {
        let all: Vec<u8> = if stip.exact {
            vec![longest]
        } else if stip.series {
            // (`ser-reci-h`: from a series of no move, `reci-h#1`.)
            let first = u8::from(!end.is_some_and(SeriesEnd::after_series));
            (first..=longest).collect()
        } else {
            // Help play: every length of the same parity (whole moves of both sides).
            (shortest..=longest)
                .filter(|k| k % 2 == longest % 2)
                .collect()
        };
        match intelligent_numbers {
            Some(n) => all
                .into_iter()
                .filter(|&k| {
                    let plies = if stip.series {
                        2 * u32::from(k) - 1
                    } else {
                        u32::from(k)
                    };
                    n.allows_length(plies)
                })
                .collect(),
            None => all,
        }
    };
    let mut stats = Stats::default();
    // `goalisend`: the goal is for the side whose move ends the play (help play's last
    // mover, or the other side where an end follows; the series side, or the other side
    // where an end follows); the other side reaching it ends the play too soon.
    // (`m->`: the play proper is the other side's, after the introductory moves.)
    let play_side = if stip.intro > 0 {
        start.side_to_move().opponent()
    } else {
        start.side_to_move()
    };
    let last_mover = if end.is_some() || longest % 2 == 1 {
        play_side
    } else {
        play_side.opponent()
    };
    let ended = match end {
        Some(e) => e != SeriesEnd::Direct,
        None => help_end != SeriesEnd::Direct,
    };
    let goal_is_end = options.goal_is_end.then(|| {
        if ended {
            last_mover
        } else {
            last_mover.opponent()
        }
    });
    // `keepmatingpiece`: the side the goal is for (none in `reci-h`, whose two goals are
    // for both sides, as in Popeye).
    let keep_mating = (options.keep_mating && stip.play != Kind::ReciHelp).then(|| {
        if ended {
            last_mover.opponent()
        } else {
            last_mover
        }
    });
    let mut phase = Phase {
        rs,
        stip,
        options,
        solve_options,
        index,
        help_end,
        goal_is_end,
        keep_mating,
        numbers: first_numbers,
        stats: &mut stats,
        intro_table: None,
    };
    if stip.intro > 0 {
        let play = phase.intro_lines(&start, stip.intro, &lengths(longest), end, report);
        let play_lines = Play::Lines {
            set_play: Vec::new(),
            lines: play.lines,
            unkept: play.unkept,
            forced: Vec::new(),
        };
        return Ok((play_lines, play.cut, stats));
    }
    // Set play hands the move to the other side: illegal (and not solved, as in Popeye)
    // when the diagram's side to move stands in check, as it would stand in check with
    // the other side to move. A series then plays no move at all (the other side's last
    // move alone, `1...Kd1-e2 =`); Popeye has no set play for ser-# and ser-=.
    let set_legal = !in_check(&start, start.side_to_move(), rs);
    let set = if !options.set_play || !set_legal {
        Collected::default()
    } else if let Some(end) = end {
        if end == SeriesEnd::Direct {
            Collected::default()
        } else {
            phase.series_set(&start, end, report)
        }
    } else if longest > 1 {
        let other = set_play_start(&start);
        phase.lines(&other, &lengths(longest - 1), None, skipped + 1, report)
    } else {
        Collected::default()
    };
    // Reflex play: where the side to move can reach the goal at once, it must, and nothing
    // is solved (Popeye prints those moves with `?!?`).
    // (In `hr#n.5` the side to move is the one whose move ends the play: its goal moves are
    // the solutions of `hr#0.5`.)
    let reflex = end == Some(SeriesEnd::Reflex) || (help_end == SeriesEnd::Reflex && !stip.half);
    let forced: Vec<Played> = if reflex {
        legal_moves(&start, rs)
            .iter()
            .filter(|mv| reaches(rs, stip.goal, &start, mv))
            .map(|mv| Played {
                mv: *mv,
                text: played_texts(&start, mv, rs),
                mark: goal_mark(stip.goal, &start, mv, rs, true),
            })
            .collect()
    } else {
        Vec::new()
    };
    // Under `StartMoveNumber` or `UpToMoveNumber` Popeye solves the play at its full length
    // alone (no shorter solution), unless in intelligent mode.
    let root_lengths = if phase.numbers.is_some() {
        vec![longest]
    } else {
        lengths(longest)
    };
    let play = if matches!(set.cut, Some(Cut::Timeout) | Some(Cut::Cancelled)) || !forced.is_empty()
    {
        Collected::default()
    } else {
        phase.lines(&start, &root_lengths, end, skipped, report)
    };
    let cut = most_telling(play.cut, set.cut);
    let play = Play::Lines {
        set_play: set.lines,
        lines: play.lines,
        unkept: set.unkept + play.unkept,
        forced,
    };
    Ok((play, cut, stats))
}

/// What one phase of help or series play found.
#[derive(Default)]
struct Collected {
    lines: Vec<Line>,
    /// Lines found beyond those kept (see `lines::KEPT_MOVES`): counted, not listed.
    unkept: u64,
    cut: Option<Cut>,
}

/// Of two reasons a part is incomplete, the one to tell: an illegal position (never searched)
/// before the time limit or a cancel before
/// `maxsolutions`, before `stoponshortsolutions`, before `intelligent N`.
fn most_telling(a: Option<Cut>, b: Option<Cut>) -> Option<Cut> {
    let rank = |c: &Option<Cut>| match c {
        Some(Cut::KingCapturable) => 5,
        Some(Cut::Timeout) | Some(Cut::Cancelled) => 4,
        Some(Cut::MaxSolutions) => 3,
        Some(Cut::ShortSolutions) => 2,
        Some(Cut::PerPosition) => 1,
        None => 0,
    };
    if rank(&b) > rank(&a) {
        b
    } else {
        a
    }
}

/// What the phases of one part of help or series play share.
struct Phase<'p> {
    rs: &'p Ruleset,
    stip: &'p Stipulation,
    options: &'p Options,
    solve_options: &'p SolveOptions,
    index: usize,
    /// How help play ends (see `Search::help_end`).
    help_end: SeriesEnd,
    /// `goalisend`: the side the goal is not for (see `Search::goal_is_end`).
    goal_is_end: Option<Side>,
    /// `keepmatingpiece`: the side the goal is for (see `Search::keep_mating`).
    keep_mating: Option<Side>,
    /// `StartMoveNumber`, `UpToMoveNumber`: the first moves left to solve.
    numbers: Option<Restart>,
    stats: &'p mut Stats,
    /// `m->`: the table the play proper shares after every introduction (each
    /// introduction's own would start empty: the many that end in positions a few moves
    /// apart would then search the same positions again).
    intro_table: Option<Arc<Table>>,
}

/// The first moves `StartMoveNumber` and `UpToMoveNumber` leave to solve from `position` (the
/// play's start, or the introduction's).
struct Restart {
    position: Position,
    allowed: Vec<Move>,
}

impl<'p> Phase<'p> {
    /// The limits of one phase: `maxsolutions` counts its lines alone.
    fn limits(&self, enough: &Arc<AtomicBool>) -> Limits {
        let mut limits = self.solve_options.limits.clone();
        // A search may stop below a first move once it has `maxsolutions` lines, unless
        // `intelligent N` may leave some of them out.
        limits.max_solutions = match self.options.intelligent_limit {
            None => self.options.max_solutions.map(|m| m as usize),
            Some(_) => None,
        };
        limits.enough = Some(enough.clone());
        limits
    }

    fn collector(&self, enough: &Arc<AtomicBool>, by_play: bool) -> Collector<'p> {
        Collector {
            by_play,
            play: Vec::new(),
            rs: self.rs,
            goal: self.stip.goal,
            help_end: self.help_end,
            index: self.index,
            max: self.options.max_solutions.map(|m| m as usize),
            per_position: self.options.intelligent_limit.map(|n| n as usize),
            held: Lines::new(KEPT_MOVES),
            lines: Vec::new(),
            undecided: Vec::new(),
            kept_moves: 0,
            unkept: 0,
            left_out: false,
            enough: enough.clone(),
            phase: 0,
        }
    }

    /// The lines from `start` of each of `lengths` (plies of help play, or moves of a series
    /// ending as `end` says), shortest first, and why they may be incomplete.
    fn lines(
        &mut self,
        start: &Position,
        lengths: &[u8],
        end: Option<SeriesEnd>,
        skipped: u8,
        report: &mut dyn FnMut(Progress),
    ) -> Collected {
        let rs = self.rs;
        let enough = Arc::new(AtomicBool::new(false));
        let limits = self.limits(&enough);
        // Where the last move is the other side's forced or reflex reply, `maxsolutions` lets
        // a play's replies all through (see `Collector::by_play`).
        let by_play = match end {
            Some(e) => matches!(
                e,
                SeriesEnd::Self_ | SeriesEnd::Reflex | SeriesEnd::HelpSelf
            ),
            None => matches!(self.help_end, SeriesEnd::Self_ | SeriesEnd::Reflex),
        };
        let mut collector = self.collector(&enough, by_play);
        let longest = lengths.last().copied().unwrap_or(0);
        // Mates in orthodox help and series play are steered by a plan of mating patterns,
        // whose listing a cancel or the time limit stops like any search. The plan for the
        // longest length serves the shorter ones: a pattern within reach in fewer moves is
        // within reach in more, and each move is judged by the moves then left.
        let stop = || limits.passed().is_some();
        // (Help play ending otherwise than by the goal move, and parry series, are searched
        // plainly.)
        let plain_end = self.help_end == SeriesEnd::Direct && !self.stip.parry;
        // `reci-h` is steered by the plan of its helped part (its help play and the two moves
        // after it), the direct part asked where those two are left.
        let reci = match self.help_end {
            SeriesEnd::Reci(direct) if end.is_none() && skipped == 0 && longest >= 4 => {
                Some(direct)
            }
            _ => None,
        };
        let extra = if reci.is_some() { 2 } else { 0 };
        let plan = (self.solve_options.guided && (plain_end || reci.is_some()))
            .then(|| {
                let threads = self.solve_options.threads;
                guided::plan(
                    start,
                    rs,
                    self.stip.goal,
                    longest + extra,
                    end,
                    threads,
                    &stop,
                )
            })
            .flatten();
        self.stats.patterns += plan.as_ref().map_or(0, |p| p.patterns.len() as u64);
        let entries = plan.as_ref().map(guided::root_entries);
        // What the plan leaves after each first move (`after_first`, by root move), judged
        // once for the threads that share out the work below it.
        type AfterFirst = [OnceLock<Option<Vec<guided::Entry>>>];
        let lines_of = |search: &mut Search,
                        first: &First,
                        length: u8,
                        after_first: &AfterFirst,
                        mut out: Lines| {
            let moves = &first.moves[..];
            // (A reci-h length without help moves is searched plainly.)
            let guided = reci.is_none() || length > 0;
            let length = length + extra;
            match (&plan, &entries, end) {
                (Some(plan), Some(entries), _) if guided && moves.len() > 1 => {
                    let left = after_first[first.root].get_or_init(|| {
                        Guide::after_first(plan, entries, start, &moves[0], length, end)
                    });
                    if let Some(left) = left {
                        Guide::below_first(
                            plan, left, search, start, moves, length, end, reci, &mut out,
                        );
                    }
                }
                (Some(plan), Some(entries), Some(end)) => Guide::new(plan, entries)
                    .series_from(search, start, moves, length, end, &mut out),
                (Some(plan), Some(entries), None) if guided => Guide::new(plan, entries)
                    .for_reci(reci)
                    .help_from(search, start, moves, length, &mut out),
                (_, _, None) if reci.is_some() => {
                    search.help_from(start, moves, length - extra, &mut out)
                }
                (_, _, Some(end)) => search.series_from(start, moves, length, end, &mut out),
                (_, _, None) => search.help_from(start, moves, length, &mut out),
            }
            out
        };
        // One table for the phase's threads and lengths (a shorter length's dead ends are
        // facts for the longer ones too).
        let table = match &self.intro_table {
            Some(shared) => Arc::clone(shared),
            None => Arc::new(Table::new(self.solve_options.hash_mb)),
        };
        let setup = Setup {
            rs,
            goal: self.stip.goal,
            battle: Mode::Direct,
            table: &table,
            limits: &limits,
            threads: self.solve_options.threads,
            // Each line is proven when found: those of a first move cut short still count.
            partial: true,
            max_threat: None,
            goal_is_end: self.goal_is_end,
            help_end: self.help_end,
            parry: self.stip.parry,
            parry_help: self.stip.parry_help,
            quodlibet: false,
            max_flights: None,
            keep_mating: self.keep_mating,
            // (Help and series play take `exact-` as the lengths they try.)
            exact: false,
            // (Help and series play have no defender to count: Popeye solves them alike.)
            non_trivial: None,
            // `maxsolutions` keeps the lines Popeye finds first: they are searched in its
            // order.
            popeye_order: self.options.max_solutions.is_some(),
        };
        let series = end.map(SeriesEnd::tail);
        let max = limits.max_solutions;
        let mut cut = None;
        for &length in lengths {
            collector.phase = u64::from(length);
            // A parry series is shared out by its first moves alone.
            let threads = if self.stip.parry {
                1
            } else {
                self.solve_options.threads
            };
            let self_check_ends = self.help_end == SeriesEnd::Direct
                && matches!(
                    self.stip.goal,
                    Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate
                );
            let mut roots = first_moves(
                rs,
                start,
                length,
                end,
                threads,
                self_check_ends,
                setup.popeye_order,
            );
            if let Some(r) = self.numbers.as_ref().filter(|r| r.position == *start) {
                roots.retain(|f| r.allowed.contains(&f.moves[0]));
            }
            let after_first: Vec<_> = (0..roots.last().map_or(0, |f| f.root + 1))
                .map(|_| OnceLock::new())
                .collect();
            report(Progress::Depth(if end.is_some() {
                length
            } else {
                length.div_ceil(2)
            }));
            // Each first move's lines are taken in the order the moves were generated,
            // whatever thread settles them first; those waiting for the moves before them
            // keep no more than the room left before them. The lines of the first move not
            // settled are taken as its plain-order thread finds them (see `Early`).
            //
            // Every store but the plain-order search of the first move not yet settled (whose
            // lines are taken first) draws on one budget, however many first moves settle
            // ahead of their turn or wait to be taken in: memory stays bounded whatever the
            // threads and first moves. A store the budget stints keeps fewer lines, never
            // other ones: the lines kept are still the first ones found.
            // The first moves Popeye shows with a remark that are no legal moves: no item
            // begins with them.
            if rs.uses(Hooks::UNDECIDED) {
                let legal = crate::rules::movegen::legal_moves(start, rs);
                let undecided = rs.undecided(start, &legal);
                let mut remarked = Lines::new(0);
                for mv in undecided.beyond(&legal) {
                    if undecided.refuted.contains(&mv) {
                        remarked.push_undecided(&[mv]);
                    } else {
                        remarked.push_unjudged(&[mv]);
                    }
                }
                collector.offer_all(start, &remarked, Vec::new(), skipped, end, report);
            }
            let mut pending: Vec<Option<Lines>> = (0..roots.len()).map(|_| None).collect();
            let mut early = Early::new(roots.len());
            let mut next = 0usize;
            let front = AtomicUsize::new(0);
            let budget = Budget::new(KEPT_MOVES);
            let before = self.stats.nodes;
            let work = Work {
                search: |search: &mut Search, first: &First| {
                    let out = if search.order == 0
                        && roots
                            .get(front.load(Ordering::Relaxed))
                            .is_some_and(|f| std::ptr::eq(f, first))
                    {
                        Lines::new(KEPT_MOVES)
                    } else {
                        Lines::within(KEPT_MOVES, &budget)
                    };
                    lines_of(search, first, length, &after_first, out)
                },
                // A helper's lines, in the plain search's order; stopped at `maxsolutions`,
                // they may not be the plain search's first ones.
                helped: |_: &First, lines: Lines| {
                    if max.is_some_and(|m| lines.found() >= m as u64) {
                        return None;
                    }
                    in_plain_order(rs, start, lines, series, setup.popeye_order)
                },
            };
            let settled = split(&setup, &roots, work, &mut |r: Report<Lines>| match r {
                Report::Settled(i, lines) => {
                    pending[i] = Some(std::mem::take(lines));
                    while let Some(lines) = pending.get_mut(next).and_then(Option::take) {
                        let rest = early.rest(next, &lines);
                        collector.offer_all(start, &lines, rest, skipped, end, report);
                        next += 1;
                    }
                    front.store(next, Ordering::Relaxed);
                    let mut used = collector.room_used();
                    for lines in pending.iter_mut().skip(next).flatten() {
                        lines.trim(KEPT_MOVES.saturating_sub(used));
                        used += lines.kept_moves();
                    }
                }
                Report::Line(i, line) if i >= next && pending[i].is_none() => {
                    if early.take_now(i, next, line) {
                        collector.offer(start, line, skipped, end, report);
                    }
                }
                // A line of a first move already settled (by a helper) is in its result.
                Report::Line(..) => {}
                Report::Nodes(n) => report(Progress::Nodes(before + n)),
            });
            // After a stop, the moves settled beyond the first one left unsettled.
            for (i, lines) in pending.iter_mut().enumerate().skip(next) {
                if let Some(lines) = lines.take() {
                    let rest = early.rest(i, &lines);
                    collector.offer_all(start, &lines, rest, skipped, end, report);
                }
            }
            collector.finish_length(start, skipped, end, report);
            self.stats.nodes += settled.nodes;
            let (entries, capacity) = table.usage();
            self.stats.table_entries = self.stats.table_entries.max(entries);
            self.stats.table_capacity = capacity;
            match settled.stopped {
                Some(c @ (Cut::Timeout | Cut::Cancelled)) => {
                    cut = Some(c);
                    break;
                }
                _ if collector.done() => break,
                _ => {}
            }
            if self.options.stop_on_short && length < longest && collector.count() > 0 {
                cut = Some(Cut::ShortSolutions);
                break;
            }
        }
        collector.collected(cut)
    }

    /// `m->`: every introductory series of the side to move from `start` (1 to `m` moves,
    /// giving no check before its last one), each followed by the lines of the play proper
    /// (`lines`) from where it ends: shorter introductions first, as Popeye tries them.
    /// `maxsolutions` counts the lines of all of them; `stoponshortsolutions` stops after a
    /// short play proper, or after a short introduction that has lines.
    fn intro_lines(
        &mut self,
        start: &Position,
        m: u8,
        lengths: &[u8],
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) -> Collected {
        self.intro_table = Some(Arc::new(Table::new(self.solve_options.hash_mb)));
        let out = self.introductions(start, m, lengths, end, report);
        self.intro_table = None;
        out
    }

    /// `intro_lines` with the shared table in place.
    fn introductions(
        &mut self,
        start: &Position,
        m: u8,
        lengths: &[u8],
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) -> Collected {
        let rs = self.rs;
        let max = self.options.max_solutions.map(u64::from);
        let mut out = Collected::default();
        let mut count = 0u64;
        // Under `StartMoveNumber` or `UpToMoveNumber` Popeye solves the introduction at its
        // full length alone.
        let shortest = if self.numbers.is_some() { m } else { 1 };
        let mut memo = IntroMemo::default();
        for k in shortest..=m {
            let mut firsts: Vec<Move> = legal_moves(start, rs).to_vec();
            // `StartMoveNumber`, `UpToMoveNumber`: the introductions whose first move Popeye
            // numbers within them, in its order (where `stoponshortsolutions` stops tells).
            if let Some(r) = self.numbers.as_ref().filter(|r| r.position == *start) {
                firsts.retain(|mv| r.allowed.contains(mv));
                firsts.sort_by_key(|mv| r.allowed.iter().position(|m| m == mv));
            }
            let before = count;
            let mut walk = IntroWalk {
                k,
                max,
                count: &mut count,
                out: &mut out,
                memo: &mut memo,
                path: Vec::with_capacity(k as usize),
            };
            let walked = self.intro_walk(start, k, Some(&firsts), &mut walk, lengths, end, report);
            if walked.is_break() {
                return out;
            }
            if self.options.stop_on_short && k < m && count > before {
                out.cut = Some(Cut::ShortSolutions);
                return out;
            }
        }
        out
    }

    /// The introductions of `left` more moves from `pos`, depth first in the order the moves
    /// are generated (`firsts`: the first moves, in their order), each followed by the lines
    /// of the play proper where it ends (`intro_leaf`). Whether some line was found below;
    /// `Break` once the part is cut (the time limit, `maxsolutions`, …). A position that
    /// led to no line with as many moves left leads to none again: the introductions reach
    /// the same positions in many orders, and each is walked once.
    #[allow(clippy::too_many_arguments)]
    fn intro_walk(
        &mut self,
        pos: &Position,
        left: u8,
        firsts: Option<&[Move]>,
        walk: &mut IntroWalk,
        lengths: &[u8],
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) -> ControlFlow<(), bool> {
        let rs = self.rs;
        let side = pos.side_to_move();
        if walk.memo.dead.contains(&(pos.hash(), left)) {
            return ControlFlow::Continue(false);
        }
        // The plays proper after most introductions are searched in too few nodes to look
        // at the clock: the walk looks at it itself.
        if let Some(cut) = self.solve_options.limits.passed() {
            walk.out.cut = Some(cut);
            return ControlFlow::Break(());
        }
        let moves: Vec<Move> = match firsts {
            Some(f) => f.to_vec(),
            None => legal_moves(pos, rs).to_vec(),
        };
        let mut any = false;
        for mv in &moves {
            let last = left == 1;
            let after = series_step(rs, pos, mv, side, !last);
            // (A check only on the introduction's last move.)
            if !last && after.side_to_move() != side {
                continue;
            }
            walk.path.push((*pos, *mv));
            let found = if last {
                self.intro_leaf(&after, walk, lengths, end, report)
            } else {
                self.intro_walk(&after, left - 1, None, walk, lengths, end, report)
            };
            walk.path.pop();
            any |= found?;
        }
        if !any {
            walk.memo.mark_dead(pos.hash(), left);
        }
        ControlFlow::Continue(any)
    }

    /// The lines of the play proper from `pos`, where an introduction (`walk.path`) ends,
    /// each told and kept with the introduction before it. Whether there were any.
    fn intro_leaf(
        &mut self,
        pos: &Position,
        walk: &mut IntroWalk,
        lengths: &[u8],
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) -> ControlFlow<(), bool> {
        let got = match walk.memo.leaves.get(&pos.hash()) {
            Some(lines) => Collected {
                lines: lines.clone(),
                unkept: 0,
                cut: None,
            },
            None => {
                // (The play proper's lines are told once they carry the introduction.)
                let mut inner = |p: Progress| {
                    if !matches!(p, Progress::Found { .. }) {
                        report(p)
                    }
                };
                let got = self.lines(pos, lengths, end, 0, &mut inner);
                if got.cut.is_none() && got.unkept == 0 && !got.lines.is_empty() {
                    walk.memo.leaves.insert(pos.hash(), got.lines.clone());
                }
                got
            }
        };
        let k = walk.k;
        let room = walk.max.map_or(u64::MAX, |m| m.saturating_sub(*walk.count));
        let found = got.lines.len() as u64 + got.unkept;
        // The introduction as shown (a check only on its last move), written only where it
        // leads to lines: most introductions do not.
        let played: Vec<Played> = if got.lines.is_empty() {
            Vec::new()
        } else {
            walk.path
                .iter()
                .map(|(before, mv)| Played {
                    mv: *mv,
                    text: played_texts(before, mv, self.rs),
                    mark: match mark(before, mv, self.rs) {
                        Mark::Mate | Mark::Check => Mark::Check,
                        _ => Mark::None,
                    },
                })
                .collect()
        };
        for mut line in got
            .lines
            .into_iter()
            .take(room.min(usize::MAX as u64) as usize)
        {
            let mut moves = played.clone();
            moves.append(&mut line.moves);
            line.moves = moves;
            line.intro = k;
            line.replies <<= k.min(63);
            report(Progress::Found {
                part: self.index,
                text: Texts::new(|lang| line_text(&line, lang)),
            });
            walk.out.lines.push(line);
        }
        walk.out.unkept += got
            .unkept
            .min(room.saturating_sub(walk.out.lines.len() as u64));
        *walk.count += found;
        match got.cut {
            Some(c @ (Cut::Timeout | Cut::Cancelled | Cut::ShortSolutions)) => {
                walk.out.cut = Some(c);
                return ControlFlow::Break(());
            }
            _ if walk.max.is_some_and(|m| *walk.count >= m) => {
                walk.out.cut = Some(Cut::MaxSolutions);
                return ControlFlow::Break(());
            }
            _ => {}
        }
        ControlFlow::Continue(found > 0)
    }

    /// The set play of `ser-h#`, `ser-h=` and `ser-s#`: the series side plays no move, the
    /// other side its last one (any that reaches the goal; in `ser-s#` every move it has,
    /// when each does).
    fn series_set(
        &mut self,
        start: &Position,
        end: SeriesEnd,
        report: &mut dyn FnMut(Progress),
    ) -> Collected {
        let enough = Arc::new(AtomicBool::new(false));
        let limits = self.limits(&enough);
        let mut collector = self.collector(&enough, false);
        let table = Table::new(0);
        let mut search = Search::new(self.rs, self.stip.goal, Mode::Direct, &table, &limits);
        search.keep_mating = self.keep_mating;
        search.popeye_order = self.options.max_solutions.is_some();
        let other = set_play_start(start);
        let mut found = Vec::new();
        let replies = search.moves(&other);
        let mut reach = Vec::with_capacity(replies.len());
        for r in replies.iter() {
            let after = search.play(&other, r);
            reach.push(search.reached_by(&other, r, &after));
        }
        match end {
            SeriesEnd::Help | SeriesEnd::Reflex => {
                found.extend(
                    replies
                        .iter()
                        .zip(&reach)
                        .filter(|(_, &g)| g)
                        .map(|(r, _)| *r),
                );
            }
            SeriesEnd::Self_ if !replies.is_empty() && reach.iter().all(|&g| g) => {
                found.extend(replies.iter().copied());
            }
            _ => {}
        }
        for r in found {
            collector.offer(&other, &[r], 1, None, report);
        }
        collector.finish_length(&other, 1, None, report);
        self.stats.nodes += search.nodes;
        let cut = search
            .stopped
            .filter(|c| matches!(c, Cut::Timeout | Cut::Cancelled));
        collector.collected(cut)
    }
}

/// One length's walk of the introductions (`Phase::intro_walk`).
struct IntroWalk<'w> {
    /// The introductions' length.
    k: u8,
    /// `maxsolutions`.
    max: Option<u64>,
    /// Lines found in all the introductions so far (kept or not).
    count: &'w mut u64,
    out: &'w mut Collected,
    memo: &'w mut IntroMemo,
    /// The introduction so far: each move with the position it was played from.
    path: Vec<(Position, Move)>,
}

/// What the walk of the introductions learnt: the positions (with the moves left of the
/// introduction) that led to no line, and the lines of the play proper from where an
/// introduction ended. Bounded: the dead positions are forgotten all at once past
/// `IntroMemo::MAX_DEAD` (about 50 MB), which only costs walking them again.
#[derive(Default)]
struct IntroMemo {
    dead: FastSet<(u64, u8)>,
    leaves: FastMap<u64, Vec<Line>>,
}

impl IntroMemo {
    const MAX_DEAD: usize = 1 << 21;

    fn mark_dead(&mut self, key: u64, left: u8) {
        if self.dead.len() >= Self::MAX_DEAD {
            self.dead.clear();
        }
        self.dead.insert((key, left));
    }
}

/// One phase's lines in a fixed order (shorter first, then by first move in the order the
/// moves were generated, then in search order), with `maxsolutions` and `intelligent N`
/// applied in that order. Every line is counted; the first ones are kept while they fit in
/// `KEPT_MOVES` moves.
struct Collector<'a> {
    rs: &'a Ruleset,
    goal: Goal,
    /// How help play ends (the goal of `reci-h`'s direct lines).
    help_end: SeriesEnd,
    index: usize,
    max: Option<usize>,
    /// `intelligent N`.
    per_position: Option<usize>,
    /// With `intelligent N`: the lines of the length being searched, chosen from when it is
    /// done.
    held: Lines,
    lines: Vec<Line>,
    /// The lines ending in a move Popeye cannot decide (no solutions: not counted).
    undecided: Vec<Line>,
    /// Moves of the lines kept.
    kept_moves: usize,
    /// Lines counted beyond those kept. With `intelligent N` this counts the lines found
    /// beyond the room, whether or not it would have taken them.
    unkept: u64,
    /// `intelligent N` left a line out.
    left_out: bool,
    /// Set once `maxsolutions` lines are counted: the searches stop.
    enough: Arc<AtomicBool>,
    /// Whether the last move of a line is the other side's forced or reflex reply (`hs`,
    /// `hr`, `ser-s`, `ser-r`, `ser-hs`). Popeye counts lines, but it asks whether
    /// `maxsolutions` are reached only before a help or series move, never between the
    /// replies that end a play: once a play is found, every reply ending it is shown
    /// (an `hr#1` with three mating replies and `maxsolutions 1` shows three lines, and an
    /// `hr#2` under Cage Circe with `maxsolutions 4` shows 81, 78 of them after one play).
    by_play: bool,
    /// The play (every move but the last) of the last line kept, where `by_play`.
    play: Vec<Move>,
    /// The length being searched: it leads each line's `order` (Popeye searches the shorter
    /// lengths first and shows their lines first).
    phase: u64,
}

impl Collector<'_> {
    fn count(&self) -> u64 {
        self.lines.len() as u64 + self.unkept
    }

    /// Whether `moves` ends the play the last line kept ended (see `by_play`).
    fn ends_last_play(&self, moves: &[Move]) -> bool {
        self.by_play
            && !self.lines.is_empty()
            && self.play[..] == moves[..moves.len().saturating_sub(1)]
    }

    fn done(&self) -> bool {
        self.max.is_some_and(|m| self.count() >= m as u64)
    }

    /// The number of the series side's moves in a series line of this phase (`series_moves`;
    /// `ser-reci-h`: the series' and the end's own, as many in both parts).
    fn series_moves(&self, moves: &[Move], end: Option<SeriesEnd>) -> Option<usize> {
        match end {
            Some(e) if e.after_series() => Some(self.phase as usize + 1),
            _ => series_moves(moves, end),
        }
    }

    /// Moves held: kept, and waiting for `intelligent N`'s choice.
    fn room_used(&self) -> usize {
        self.kept_moves + self.held.kept_moves()
    }

    /// Takes a first move's lines, kept ones and counted ones.
    /// Takes the lines of one first move but the first `taken` (taken as they were found).
    fn offer_all(
        &mut self,
        start: &Position,
        lines: &Lines,
        rest: Vec<&[Move]>,
        skipped: u8,
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) {
        for l in rest {
            self.offer(start, l, skipped, end, report);
        }
        self.count_unkept(lines.found() - lines.kept() as u64);
        let remarked = (lines.undecided().iter().map(|l| (l, Mark::Undecided)))
            .chain(lines.unjudged().iter().map(|l| (l, Mark::Unjudged)));
        for (l, mark) in remarked {
            let series = self.series_moves(l, end);
            let mut line = make_line(self.rs, start, l, skipped, series, self.goal);
            if let Some(last) = line.moves.last_mut() {
                last.mark = mark;
            }
            self.lead_order(&mut line);
            self.undecided.push(line);
        }
    }

    /// Takes the line `moves` from `start`: kept and reported at once, or with `intelligent
    /// N` held until its length is done.
    fn offer(
        &mut self,
        start: &Position,
        moves: &[Move],
        skipped: u8,
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) {
        if self.per_position.is_none() {
            self.keep(start, moves, skipped, end, report);
        } else {
            // The store keeps what fits in the room left and counts the rest.
            self.held.push(moves);
        }
    }

    /// Puts the length being searched before the line's moves' places in Popeye's order.
    fn lead_order(&self, line: &mut Line) {
        if line.order.len() == line.moves.len() && !line.order.is_empty() {
            line.order.insert(0, self.phase);
        } else {
            line.order.clear();
        }
    }

    /// Counts `n` lines found but not kept, up to `maxsolutions`.
    fn count_unkept(&mut self, n: u64) {
        if n == 0 || self.done() {
            return;
        }
        let room = self.max.map_or(u64::MAX, |m| m as u64 - self.count());
        self.unkept += n.min(room);
        if self.done() {
            self.enough.store(true, Ordering::Relaxed);
        }
    }

    /// Keeps and reports a line, or counts it when there is no room left, unless
    /// `maxsolutions` lines are counted.
    fn keep(
        &mut self,
        start: &Position,
        moves: &[Move],
        skipped: u8,
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) {
        if self.done() && !self.ends_last_play(moves) {
            return;
        }
        if self.unkept > 0 || self.kept_moves + moves.len() > KEPT_MOVES {
            self.count_unkept(1);
            return;
        }
        let series = self.series_moves(moves, end);
        let goal = match end {
            // (`ser-reci-h`: a line of the direct part ends with the series side's move.)
            Some(SeriesEnd::Reci(direct)) if series == Some(moves.len()) => direct,
            Some(_) => self.goal,
            None => last_goal(self.goal, self.help_end, moves, skipped),
        };
        let mut line = make_line(self.rs, start, moves, skipped, series, goal);
        self.lead_order(&mut line);
        report(Progress::Found {
            part: self.index,
            text: Texts::new(|lang| line_text(&line, lang)),
        });
        self.lines.push(line);
        if self.by_play {
            self.play.clear();
            self.play
                .extend_from_slice(&moves[..moves.len().saturating_sub(1)]);
        }
        self.kept_moves += moves.len();
        if self.done() {
            self.enough.store(true, Ordering::Relaxed);
        }
    }

    /// The end of a length: with `intelligent N`, its lines are chosen as Popeye's
    /// intelligent mode chooses them, target position after target position (see
    /// [`final_positions`]; smallest first), each taking up to N lines that end in it and
    /// were not taken before.
    fn finish_length(
        &mut self,
        start: &Position,
        skipped: u8,
        end: Option<SeriesEnd>,
        report: &mut dyn FnMut(Progress),
    ) {
        let Some(n) = self.per_position else {
            return;
        };
        let held = std::mem::take(&mut self.held);
        let held_lines: Vec<&[Move]> = held.iter().collect();
        let mut by_target: HashMap<Vec<Unit>, Vec<usize>> = HashMap::new();
        for (i, moves) in held_lines.iter().enumerate() {
            let series = self.series_moves(moves, end);
            for t in final_positions(self.rs, self.goal, start, moves, series) {
                by_target.entry(t).or_default().push(i);
            }
        }
        let mut targets: Vec<(Vec<Unit>, Vec<usize>)> = by_target.into_iter().collect();
        targets.sort_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)));
        let mut taken = vec![false; held_lines.len()];
        for (_, lines) in &targets {
            for &i in lines
                .iter()
                .filter(|&&i| !taken[i])
                .take(n)
                .collect::<Vec<_>>()
            {
                taken[i] = true;
            }
        }
        for (moves, taken) in held_lines.iter().zip(taken) {
            if taken {
                self.keep(start, moves, skipped, end, report);
            } else {
                self.left_out = true;
            }
        }
        self.count_unkept(held.found() - held.kept() as u64);
        self.held = Lines::new(KEPT_MOVES.saturating_sub(self.kept_moves));
    }

    /// The phase's lines, and why they may be incomplete (`cut`: the time limit or a cancel
    /// or `stoponshortsolutions`, else `maxsolutions` or `intelligent N`).
    fn collected(self, cut: Option<Cut>) -> Collected {
        let cut = cut
            .or(self.done().then_some(Cut::MaxSolutions))
            .or(self.left_out.then_some(Cut::PerPosition));
        let mut lines = self.lines;
        lines.extend(self.undecided);
        Collected {
            lines,
            unkept: self.unkept,
            cut,
        }
    }
}

/// The number of the series side's moves in a series line (the other side's last move,
/// ser-h# and ser-s#, not counted); `None` in help play.
/// Defences in the order of their texts, as `Builder::defences` lists them.
fn sorted_defences(mut defences: Vec<Defence>) -> Vec<Defence> {
    defences.sort_by(|a, b| a.played.text.cmp(&b.played.text));
    defences
}

fn series_moves(moves: &[Move], end: Option<SeriesEnd>) -> Option<usize> {
    end.map(|e| moves.len() - e.tail())
}

/// The goal the last move of a line reaches: the stipulation's, or in `reci-h` the direct
/// part's for the lines that end with it (one move after the help play, whose length is even).
fn last_goal(goal: Goal, help_end: SeriesEnd, moves: &[Move], skipped: u8) -> Goal {
    match help_end {
        SeriesEnd::Reci(direct) if (moves.len() + skipped as usize) % 2 == 1 => direct,
        _ => goal,
    }
}

/// A unit of a final position: where it started (`None`: it came onto the board on the way,
/// as a reborn piece does), where it stands, and what it is.
type Unit = (Option<Square>, Square, Piece);

/// Popeye's "final positions" for `intelligent N`: the target positions of its intelligent
/// mode that the line ends in, each a set of units on their final squares (followed from the
/// start: a promoted pawn is the unit it was), smallest first. A target holds the king the goal
/// is reached against, every unit the goal needs (without which it no longer holds), the
/// checking units, and for each square next to the king that a unit of the other side attacks,
/// one such unit (one target for each way of choosing: a square guarded twice gives two). The
/// units the goal does not use (a pawn that only spent a tempo, a king standing aside, a unit
/// of the king's side on a square guarded anyway) are in none, as Popeye leaves them out of
/// its targets.
fn final_positions(
    rs: &Ruleset,
    goal: Goal,
    start: &Position,
    moves: &[Move],
    series: Option<usize>,
) -> Vec<Vec<Unit>> {
    let mut pos = *start;
    let mut origin: HashMap<Square, Square> = pos.pieces().map(|(sq, _)| (sq, sq)).collect();
    let series_side = start.side_to_move();
    for (i, mv) in moves.iter().enumerate() {
        let after = pos.play(mv, rs);
        let mut moved = HashMap::new();
        for (sq, piece) in after.pieces() {
            let from = if sq == mv.to {
                Some(mv.from)
            } else if let Special::Castling { rook_from, rook_to }
            | Special::CastlingMake { rook_from, rook_to } = mv.special
            {
                (sq == rook_to).then_some(rook_from)
            } else {
                None
            };
            let from = from.or((pos.piece_at(sq) == Some(piece)).then_some(sq));
            if let Some(o) = from.and_then(|f| origin.get(&f)) {
                moved.insert(sq, *o);
            }
        }
        origin = moved;
        let by_series = pos.side_to_move() == series_side;
        pos = after;
        if series.is_some_and(|n| i + 1 < n)
            && by_series
            && !in_check(&pos, series_side.opponent(), rs)
        {
            pos = super::search::pass(&pos, series_side, rs);
        }
    }
    let side = pos.side_to_move();
    let holds = |p: &Position| {
        let mut buf = crate::rules::MoveList::new();
        let stuck = !crate::rules::movegen::has_legal_move(p, rs, &mut buf);
        match goal {
            Goal::Mate => stuck && in_check(p, side, rs) && !suffocated(p, rs),
            Goal::Stalemate => stuck && (!in_check(p, side, rs) || suffocated(p, rs)),
            _ => true,
        }
    };
    let king = pos.king(side);
    let mut core: Vec<Square> = pos
        .pieces()
        .map(|(sq, _)| sq)
        .filter(|&sq| {
            let mut without = pos;
            without.remove(sq);
            Some(sq) == king || !holds(&without)
        })
        .collect();
    let mut targets: Vec<Vec<Square>> = Vec::new();
    if let Some(k) = king {
        let other = side.opponent();
        let kinds = rs.attackers(other);
        let attackers = |q: Square, out: &mut Vec<Square>| {
            crate::rules::attack::any_capture_with_vacated(
                &pos,
                q,
                other,
                kinds,
                k,
                rs.base_rank_pawns_observe(),
                |c| {
                    out.push(c.from);
                    false
                },
            );
        };
        let mut checkers = Vec::new();
        attackers(k, &mut checkers);
        core.extend(checkers);
        core.sort();
        core.dedup();
        targets.push(core);
        for (df, dr) in [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ] {
            let Some(q) = k.offset(df, dr, pos.size()) else {
                continue;
            };
            let mut options = Vec::new();
            attackers(q, &mut options);
            if options.is_empty() {
                continue;
            }
            let mut next: Vec<Vec<Square>> = Vec::new();
            for t in &targets {
                for &o in &options {
                    let mut u = t.clone();
                    if let Err(at) = u.binary_search(&o) {
                        u.insert(at, o);
                    }
                    if !next.contains(&u) {
                        next.push(u);
                    }
                }
            }
            targets = next;
        }
    } else {
        targets.push(core);
    }
    let mut out: Vec<Vec<Unit>> = targets
        .into_iter()
        .map(|t| {
            t.into_iter()
                .filter_map(|sq| {
                    pos.piece_at(sq)
                        .map(|piece| (origin.get(&sq).copied(), sq, piece))
                })
                .collect()
        })
        .collect();
    out.sort_by(|a: &Vec<Unit>, b| (a.len(), a).cmp(&(b.len(), b)));
    out
}

/// Whether `mv` played from `pos` reaches `goal`.
fn reaches(rs: &Ruleset, goal: Goal, pos: &Position, mv: &Move) -> bool {
    let after = pos.played(mv, rs);
    goal_reached(goal, rs, pos, mv, &after, &mut MoveList::new())
}

/// A line as played from `start`, its last move reaching `goal`; `series` gives the number
/// of moves of the series line before the other side's last move (the series side moves
/// again after each of its moves but the last, unless the move checked: a parry follows).
fn make_line(
    rs: &Ruleset,
    start: &Position,
    moves: &[Move],
    skipped: u8,
    series: Option<usize>,
    goal: Goal,
) -> Line {
    let mut pos = *start;
    let mut played = Vec::new();
    let mut order = Vec::new();
    let mut replies = 0u64;
    let series_side = start.side_to_move();
    for (i, mv) in moves.iter().enumerate() {
        if pos.side_to_move() != series_side && i < 64 {
            replies |= 1 << i;
        }
        // Before the last move only a check is marked, as Popeye marks it: a series move
        // that leaves the other side without a move stalemates nobody (the series goes on).
        let last = i + 1 == moves.len();
        let mark = match mark(&pos, mv, rs) {
            _ if last => goal_mark(goal, &pos, mv, rs, true),
            Mark::Stalemate => Mark::None,
            Mark::Mate => Mark::Check,
            m => m,
        };
        played.push(Played {
            mv: *mv,
            text: played_texts(&pos, mv, rs),
            mark,
        });
        if rs.uses(crate::rules::condition::Hooks::UNDECIDED) {
            if let Some(k) = super::popeye_order::packed(&pos, mv, rs) {
                order.push(k);
            }
        }
        let more = series.is_some_and(|n| i + 1 < n);
        pos = series_step(rs, &pos, mv, series_side, more);
    }
    Line {
        moves: played,
        skipped,
        series: series.is_some(),
        intro: 0,
        replies,
        order,
    }
}

impl Builder<'_, '_, '_> {
    fn played(&self, pos: &Position, mv: &Move) -> Played {
        let goal = self.search.goal;
        let reaches = self.reaches_goal(pos, mv);
        Played {
            mv: *mv,
            text: played_texts(pos, mv, self.rs),
            mark: goal_mark(goal, pos, mv, self.rs, reaches),
        }
    }

    /// Whether `mv` reaches the goal for its side.
    fn reaches_goal(&self, pos: &Position, mv: &Move) -> bool {
        // The goal is the attacker's in direct play, the defender's in self and reflex play.
        let goal_side = if self.search.battle == Mode::Direct {
            self.attacker
        } else {
            self.attacker.opponent()
        };
        // (`quodlibet`: the attacker's own goal moves too.)
        let aims = pos.side_to_move() == goal_side
            || (self.search.quodlibet && pos.side_to_move() == self.attacker);
        aims && reaches(self.rs, self.search.goal, pos, mv)
    }

    /// A try's refutation: Popeye marks the defender's goal where it reaches it (`exact-s#2`
    /// refuted by `1...b3-b2 # !`), else its check alone (` +`), never a mate or stalemate of
    /// the attacker (`1...Rg8*d8 !`, `1...Rf8-f1 + !`).
    fn refutation(&self, pos: &Position, mv: &Move) -> Played {
        if self.reaches_goal(pos, mv) {
            return self.played(pos, mv);
        }
        let after = pos.play(mv, self.rs);
        let check = in_check(&after, after.side_to_move(), self.rs);
        Played {
            mv: *mv,
            text: played_texts(pos, mv, self.rs),
            mark: if check { Mark::Check } else { Mark::None },
        }
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
                    if self.shown.as_ref().is_some_and(|keys| !keys.contains(&i)) {
                        continue;
                    }
                    let key = if self.options.variation {
                        // The tree of the key's shortest win (a self-mate key forcing the
                        // mate at once shows the forced moves, as Popeye does).
                        let k = (self.search.shortest(n)..n)
                            .find(|&k| self.search.move_wins(pos, mv, k))
                            .unwrap_or(n);
                        self.attack(pos, mv, k)
                    } else {
                        self.bare(pos, mv)
                    };
                    battle.keys.push(key);
                }
                Some(Some(refutations)) => {
                    if !self.options.shows_tries()
                        || refutations.is_empty()
                        || refutations.len() > defence_limit
                    {
                        continue;
                    }
                    let after = pos.played(mv, self.rs);
                    // `trivialtriesavoid`: a checking try refuted once is trivial (Popeye
                    // leaves out the tries with one refutation after which the defender
                    // stands in check).
                    if self.options.trivial_tries_avoid
                        && refutations.len() == 1
                        && in_check(&after, after.side_to_move(), self.rs)
                    {
                        continue;
                    }
                    let attack = if self.options.variation {
                        self.attack(pos, mv, n)
                    } else {
                        self.bare(pos, mv)
                    };
                    let forced = refutations
                        .iter()
                        .map(|d| self.reflex_forced(&after, d, n))
                        .collect();
                    let refutations = refutations
                        .iter()
                        .map(|d| self.refutation(&after, d))
                        .collect();
                    battle.tries.push(Try {
                        attack,
                        refutations,
                        forced,
                    });
                }
            }
        }
        // (Self and reflex play have set play in one move too: the defender's forced goal
        // moves.)
        let set_length = n > 1 || self.search.battle != Mode::Direct;
        if self.options.set_play && set_length && !in_check(pos, pos.side_to_move(), self.rs) {
            let set = set_play_start(pos);
            battle.set_play = self.set_play(&set, n);
        }
        battle
    }

    /// Reflex play: after the defence `d` from `pos` (the attacker's move of `n` moves in all
    /// just played), the attacker's moves that reach the goal, which the reflex obligation
    /// forces on it (Popeye's `2.Sd2-f3 # ?!?` under a try's refutation).
    fn reflex_forced(&mut self, pos: &Position, d: &Move, n: u8) -> Vec<Played> {
        if self.search.battle != Mode::Reflex || n < 2 {
            return Vec::new();
        }
        let after = pos.played(d, self.rs);
        let mut forced = Vec::new();
        for m in self.search.attacks(&after).iter() {
            let last = after.played(m, self.rs);
            if self.search.reached_by(&after, m, &last) {
                forced.push(Played {
                    mv: *m,
                    text: played_texts(&after, m, self.rs),
                    mark: goal_mark(self.search.goal, &after, m, self.rs, true),
                });
            }
        }
        forced.sort_by(|a, b| a.text.cmp(&b.text));
        forced
    }

    /// The defender's moves in `set`, the diagram with the defender to move, with the
    /// attacker's `n - 1` moves to follow. Where the defender is bound to reach the goal
    /// (reflex play) and can, its moves that reach it are its only ones. In self play of two
    /// moves they are set play beside the others (Popeye's short set play `1...b3-b2 #` of an
    /// s#2, which post-key play leaves out; an s#3's set play leaves them out too).
    fn set_play(&mut self, set: &Position, n: u8) -> Vec<Defence> {
        if self.search.battle == Mode::Direct || n < 2 {
            // (In one move the defences are the forced goal moves already.)
            return self.defences(set, n, None);
        }
        let mut short = Vec::new();
        let defences = self.search.defences(set);
        for d in defences.iter() {
            let after = set.played(d, self.rs);
            if self.search.reached_by(set, d, &after) {
                short.push(Defence {
                    played: self.played(set, d),
                    answers: Vec::new(),
                    refutes: false,
                });
            }
        }
        if !short.is_empty() && self.search.battle.defender_bound() {
            return sorted_defences(short);
        }
        let mut all = self.defences(set, n, None);
        // (`MatesIn1`: `defences` shows them already.)
        if !self.options.mates_in_1 && (n == 2 || (all.is_empty() && short.len() == defences.len()))
        {
            // (Longer self play shows them only where every move of the defender reaches
            // the goal: `1...Tc1-c8 #` in a s#19 whose Black has that move alone.)
            all.extend(short);
        }
        sorted_defences(all)
    }

    /// A key without its tree.
    fn bare(&self, pos: &Position, mv: &Move) -> Attack {
        Attack {
            played: self.played(pos, mv),
            follow: Follow::Unexplored,
            defences: Vec::new(),
        }
    }

    /// `mv` from `pos` as shown when Popeye cannot decide it (see [`Ruleset::undecided`]):
    /// with its remark, nothing below it; `None` for the other moves.
    fn undecided(&self, pos: &Position, mv: &Move) -> Option<Played> {
        (self.rs.uses(Hooks::UNDECIDED)
            && self
                .rs
                .undecided(pos, &self.search.moves(pos))
                .refuted
                .contains(mv))
        .then(|| Played {
            mv: *mv,
            text: played_texts(pos, mv, self.rs),
            mark: Mark::Undecided,
        })
    }

    /// The moves from `pos` Popeye shows with a remark (`legal`: the legal moves there) that
    /// are not among `met` (the moves the tree shows anyway), each with its remark.
    fn remarked_beyond(&self, pos: &Position, legal: &[Move], met: &[Move]) -> Vec<Played> {
        if !self.rs.uses(Hooks::UNDECIDED) {
            return Vec::new();
        }
        let undecided = self.rs.undecided(pos, legal);
        remarked(pos, self.rs, &undecided)
            .into_iter()
            .filter(|p| !met.contains(&p.mv))
            .collect()
    }

    /// The tree below the attacker's `mv` from `pos`, with `k` moves in all (itself included).
    fn attack(&mut self, pos: &Position, mv: &Move, k: u8) -> Attack {
        if let Some(played) = self.undecided(pos, mv) {
            return Attack {
                played,
                follow: Follow::Unexplored,
                defences: Vec::new(),
            };
        }
        let played = self.played(pos, mv);
        let after = pos.played(mv, self.rs);
        if (self.search.battle == Mode::Direct || self.search.quodlibet)
            && (k == 1 || !self.search.exact)
            && self.search.reached_by(pos, mv, &after)
        {
            return Attack {
                played,
                follow: Follow::Goal,
                defences: Vec::new(),
            };
        }
        let (follow, defences) = self.below(&after, k);
        Attack {
            played,
            follow,
            defences,
        }
    }

    /// Post-key play of a problem in `n` moves: the diagram `pos` is the position after the
    /// key (the attacker to move in it passes), and the tree below that key is built at the
    /// shortest length that wins, else at `n` with the defences that refute it shown.
    fn post_key(&mut self, pos: &Position, n: u8) -> Option<PostKey> {
        let after = null_move_by(pos, self.rs);
        let direct = self.search.battle == Mode::Direct;
        let rest = |k: u8| if direct { k - 1 } else { k };
        // `nontrivial`: Popeye counts the defences of the position after the key first; too
        // many non-trivial ones and it solves nothing (it prints no play at all).
        if let Some(nt) = self.search.non_trivial {
            let reflex_bound = self.search.battle.defender_bound() && self.search.can_reach(&after);
            if rest(n) >= nt.length.saturating_add(2)
                && !reflex_bound
                && self.search.non_trivial_defences(&after, nt) > nt.left + 1
            {
                return None;
            }
        }
        let first = if self.search.exact {
            n
        } else {
            u8::from(direct) + 1
        };
        let shortest = (first..=n).find(|&k| self.search.defence_fails(&after, rest(k)));
        let (follow, defences) = self.below(&after, shortest.unwrap_or(n));
        Some(PostKey {
            follow,
            defences,
            defence_numbered: false,
        })
    }

    /// What follows an attacker's move that leaves `after` (its threat, or zugzwang, or the
    /// check it gives) and the defences shown, `k` moves in all with the attacker's move.
    fn below(&mut self, after: &Position, k: u8) -> (Follow, Vec<Defence>) {
        // Moves left to the attacker after this one (self play: the defender's moves to the goal).
        let rest = match self.search.battle {
            Mode::Direct => k - 1,
            _ => k,
        };
        self.bound(after, rest, |b| b.below_here(after, k, rest))
    }

    /// `work` with `nontrivial`'s count made at the defender position `pos` (`rest` moves to
    /// go, as `Search::defence_fails` counts them): what it spends binds the tree below,
    /// threat included, as it binds the verdicts.
    fn bound<T>(&mut self, pos: &Position, rest: u8, work: impl FnOnce(&mut Self) -> T) -> T {
        let Some(nt) = self.search.non_trivial else {
            return work(self);
        };
        let reflex_bound = self.search.battle.defender_bound() && self.search.can_reach(pos);
        if rest < nt.length.saturating_add(2) || reflex_bound {
            return work(self);
        }
        // (A position where the defender has too many is the refutation of the move that
        // led there: what is left may run below zero only where no tree is asked for.)
        let count = self.search.non_trivial_defences(pos, nt);
        self.search.non_trivial = Some(NonTrivial {
            left: (nt.left + 1).saturating_sub(count),
            ..nt
        });
        let result = work(self);
        self.search.non_trivial = Some(nt);
        result
    }

    /// `below` once `nontrivial` has counted.
    fn below_here(&mut self, after: &Position, k: u8, rest: u8) -> (Follow, Vec<Defence>) {
        let after = *after;
        let defender = after.side_to_move();
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
            let null = super::search::threat_pass(&after, self.rs);
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
        (follow, defences)
    }

    /// The defences from `pos` (defender to move) worth showing, with the attacker's shortest
    /// answers; `k` counts the attacker's move just made. A defence the threat still answers
    /// is left out, as Popeye does, and so is one the attacker answers sooner than the threat.
    fn defences(
        &mut self,
        pos: &Position,
        k: u8,
        threat: Option<&(u8, Vec<Move>)>,
    ) -> Vec<Defence> {
        let mut defences = self.search.defences(pos);
        defences.sort_by_cached_key(|m| move_text(pos, m));
        let beyond = self.remarked_beyond(pos, &defences, &defences);
        let beyond = beyond.into_iter().map(|played| Defence {
            played,
            answers: Vec::new(),
            refutes: false,
        });
        if let Some(setup) = self.threads.filter(|s| s.threads > 1 && defences.len() > 1) {
            let mut out = self.shared_defences(setup, pos, &defences, k, threat);
            out.extend(beyond);
            return out;
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
        out.into_iter().flatten().chain(beyond).collect()
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
        let (rs, options, attacker) = (self.rs, self.options, self.attacker);
        let refutations_shown = self.refutations_shown;
        let trees = self.shared(setup, defences, |search, d| {
            let mut b = Builder {
                search,
                rs,
                options,
                shown: None,
                threads: None,
                attacker,
                refutations_shown,
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
        };
        let search = &mut *self.search;
        // (Each thread's search starts where this one stands: what `nontrivial` has left.)
        let setup = Setup {
            non_trivial: search.non_trivial,
            ..*setup
        };
        let before = search.nodes;
        let settled = split(&setup, moves, work, &mut |r| {
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
        // The reflex obligation binds the attacker too (as in `Search::wins`): where it can
        // reach the goal, it must, and no move wins (Popeye: "no threat, because White at
        // the move would have to deliver mate").
        if self.search.battle == Mode::Reflex && self.search.can_reach(pos) {
            return Vec::new();
        }
        let moves = self.search.attacks(pos);
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
        for k in self.search.shortest(max)..=max {
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
        if let Some(played) = self.undecided(pos, d) {
            return Some(Defence {
                played,
                answers: Vec::new(),
                refutes: false,
            });
        }
        let after = pos.played(d, self.rs);
        let played = self.played(pos, d);
        let rest = match self.search.battle {
            Mode::Direct => k - 1,
            _ => k.saturating_sub(1),
        };
        if self.search.battle != Mode::Direct && self.search.reached_by(pos, d, &after) {
            // The defender reaches the goal: shown when it is forced (the last move),
            // left out when the defender merely could (Popeye prints only forced ones);
            // with `exact-` before the last move it refutes.
            if rest > 0 && self.search.exact {
                return self.refutations_shown.then_some(Defence {
                    played,
                    answers: Vec::new(),
                    refutes: true,
                });
            }
            // (`MatesIn1`: also where it merely could, as Popeye then shows such trivial ends.)
            return (rest == 0 || self.options.mates_in_1).then(|| Defence {
                played,
                answers: Vec::new(),
                refutes: false,
            });
        }
        if rest == 0 {
            return None;
        }
        if self.search.battle == Mode::Direct && self.search.ends_early(pos, d, &after) {
            // (`goalisend`: the defender reaching the goal ends the play: a refutation.)
            return self.refutations_shown.then_some(Defence {
                played,
                answers: Vec::new(),
                refutes: true,
            });
        }
        if let Some((t, moves)) = threat {
            // A defence is shown when it stops at least one threat.
            let replies = self.search.moves(&after);
            let departure = |m: &Move| m.went().unwrap_or(m.from);
            let answered = if moves
                .iter()
                .any(|tm| crate::rules::bul_dob::displaces_hurdle(&after, tm))
            {
                crate::rules::bul_dob::threats_still_win(moves, &replies, |r| {
                    self.search.move_wins(&after, r, *t)
                })
            } else {
                moves.iter().all(|tm| {
                    replies
                        .iter()
                        .find(|r| {
                            // A move that starts from its rebirth square (Mars Circe's
                            // `Sc1-g1*e2` after `1...e3-e2`) is not the threat's `2.Sc1-e2`:
                            // Popeye compares where the moves start.
                            departure(r) == departure(tm)
                                && r.to == tm.to
                                && r.promotion == tm.promotion
                        })
                        .is_some_and(|r| self.search.move_wins(&after, r, *t))
                })
            };
            if answered {
                return None;
            }
        }
        let Some((j, wins)) = self.shortest_wins(&after, rest) else {
            // A refutation: shown under "but" after a try, here only where asked.
            return self.refutations_shown.then_some(Defence {
                played,
                answers: Vec::new(),
                refutes: true,
            });
        };
        if self.options.no_short_variations && rest > 1 && j < rest {
            // `NoShortVariations`: Popeye's filter after the defence counts it answered and
            // writes nothing (the threat, no defence's answer, is still shown whole).
            return None;
        }
        if threat.is_some_and(|(t, _)| j < *t) {
            // A variation shorter than the threat is not shown, whether or not it stops the
            // threat (Popeye's threat enforcer: BEISPIEL castling #12 leaves out
            // `2...0-0 3.Dc6-g2 #` under the threat `3.Dc6-a8 +`).
            return None;
        }
        let mut answers: Vec<Attack> = wins.iter().map(|a| self.attack(&after, a, j)).collect();
        // Popeye's writer shows the moves it cannot decide among all the answers it tries.
        let legal = self.search.attacks(&after);
        answers.extend(
            self.remarked_beyond(&after, &legal, &wins)
                .into_iter()
                .map(|played| Attack {
                    played,
                    follow: Follow::Unexplored,
                    defences: Vec::new(),
                }),
        );
        answers.sort_by(|a, b| a.played.text.cmp(&b.played.text));
        Some(Defence {
            played,
            answers,
            refutes: false,
        })
    }
}

/// The moves of `undecided` (from `pos`) as shown, each with its remark: the refuted ones,
/// then the unjudged ones.
fn remarked(pos: &Position, rs: &Ruleset, undecided: &Undecided) -> Vec<Played> {
    let refuted = undecided.refuted.iter().map(|mv| (mv, Mark::Undecided));
    let unjudged = undecided.unjudged.iter().map(|mv| (mv, Mark::Unjudged));
    refuted
        .chain(unjudged)
        .map(|(mv, mark)| Played {
            mv: *mv,
            text: played_texts(pos, mv, rs),
            mark,
        })
        .collect()
}
