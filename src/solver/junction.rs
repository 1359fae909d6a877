//! Plays joined by `&` or `|` at the top of a structured stipulation (`white 3a[#]d|4hh[#]`),
//! as Popeye solves them: each operand is a play of its own from the diagram, solved as a
//! structured stipulation by itself (and so joined again where it is one).
//!
//! - `A|B`: A's solutions; B's only where A has none.
//! - `A&B`: nothing unless B has a solution (Popeye tests it first, silently); then A's
//!   solutions, and where A has one, B's after them.
//!
//! Each operand's output is a part of the solution, the second one without the twin's label;
//! the second operand's battle play is printed with its variations (no threats, unless
//! `option variation` asks for them).

use super::solve::{check_supported, solve, Progress, SolveError, SolveOptions};
use super::structured;
use super::tree::{Cut, Part, Solution};
use crate::rules::kept::SourceLine;
use crate::rules::problem::Options;
use crate::rules::sstipulation::{Junction, Sstipulation};
use crate::rules::Problem;

/// Whether feerie plays every operand of `s` (and `s` itself where it is no junction), as
/// `solve` would refuse it: the structured play it refuses, the options.
pub(super) fn check(
    s: &Sstipulation,
    options: &Options,
    stip_line: SourceLine,
    problem_line: SourceLine,
) -> Result<(), SolveError> {
    let unsupported = |message| SolveError::Unsupported {
        message,
        line: stip_line,
    };
    if let Some((_, a, b)) = s.junction() {
        check(&a, options, stip_line, problem_line)?;
        return check(&b, options, stip_line, problem_line);
    }
    structured::options_refused(s, options).map_err(unsupported)?;
    match s.as_stipulation() {
        Some(stip) => {
            structured::root_skipped(s).map_err(unsupported)?;
            check_supported(&stip, options, stip_line, problem_line)
        }
        None => structured::plan(s, options)
            .map(|_| ())
            .map_err(unsupported),
    }
}

/// The problem `p` (one twin, its twins applied) with the operand `s` as its stipulation.
fn operand(p: &Problem, s: Sstipulation) -> Problem {
    let mut q = p.clone();
    q.twins.clear();
    q.zero_position = false;
    q.stipulation = None;
    q.structured = Some(s);
    let side = q.first_mover();
    q.position.set_side_to_move(side);
    q
}

/// Whether a solved operand has a solution (a key, a line); one cut short by the time or an
/// illegal diagram has none it could show.
fn solved(s: &Solution) -> bool {
    s.parts.iter().any(|p| p.play.solution_count() > 0)
}

/// Whether the operand stopped the whole solve: an illegal diagram (Popeye says so once and
/// solves nothing), the time or a cancel.
fn stopped(s: &Solution) -> bool {
    s.parts.iter().any(|p| {
        matches!(
            p.cut,
            Some(Cut::KingCapturable | Cut::Timeout | Cut::Cancelled)
        )
    })
}

/// Solves the twin `p`, whose structured stipulation joins `a` and `b` by `junction`: the
/// parts it prints, the first one with the twin's `label` (the others have none).
pub(super) fn solve_junction(
    p: &Problem,
    junction: Junction,
    a: Sstipulation,
    b: Sstipulation,
    options: &SolveOptions,
    first_part: usize,
    report: &mut dyn FnMut(Progress),
) -> Result<Solution, SolveError> {
    let a = operand(p, a);
    // Popeye prints the second operand's battle play with its tree but without threats, as
    // under `option variation nothreat` (the first one's keys alone, as without them);
    // under `option variation` both with their threats and zugzwangs (BEISPIEL sford #15:
    // `4ad[#]`, the third operand, `1.e7-e8=L ! Zugzwang.`).
    let mut b = operand(p, b);
    if !b.options.variation {
        b.options.variation = true;
        b.options.no_threat = true;
    }
    let mut out = Solution::default();
    // The solutions found are reported with the index of the part they are printed in.
    let mut solve_at = |q: &Problem, at: usize, quiet: bool| {
        solve(q, options, &mut |progress| match progress {
            Progress::Found { .. } if quiet => {}
            Progress::Found { part, text } => report(Progress::Found {
                part: part + at,
                text,
            }),
            other => report(other),
        })
    };
    let parts = match junction {
        Junction::Or => {
            let first = solve_at(&a, first_part, false)?;
            add_stats(&mut out, &first);
            if solved(&first) || stopped(&first) {
                first.parts
            } else {
                let second = solve_at(&b, first_part, false)?;
                add_stats(&mut out, &second);
                second.parts
            }
        }
        Junction::And => {
            let test = solve_at(&b, first_part, true)?;
            add_stats(&mut out, &test);
            if !solved(&test) || stopped(&test) {
                test.parts
            } else {
                let first = solve_at(&a, first_part, false)?;
                add_stats(&mut out, &first);
                let both = solved(&first) && !stopped(&first);
                let mut parts = first.parts;
                if both {
                    parts.extend(test.parts);
                }
                parts
            }
        }
    };
    out.parts = parts
        .into_iter()
        .map(|part| Part {
            twin: Default::default(),
            ..part
        })
        .collect();
    Ok(out)
}

fn add_stats(out: &mut Solution, s: &Solution) {
    let stats = &mut out.stats;
    stats.nodes += s.stats.nodes;
    stats.patterns += s.stats.patterns;
    stats.table_entries = stats.table_entries.max(s.stats.table_entries);
    stats.table_capacity = s.stats.table_capacity;
}
