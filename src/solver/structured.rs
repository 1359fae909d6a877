//! Structured stipulations that no plain stipulation says (`black 4hh[x&=]`,
//! `black 3s[1s[-1s[+]]{x}]`, `white 1a[!x&#]d`): a chain of help and series branches, each
//! handing the move on to the next (`-` handing it back), constrained by goals after their
//! letters (`4hh{+}[#]`), ending in a leaf of goals joined by
//! `&` and `|` and negated by `!` (`solver::leaf`) or in a suppressed defence end
//! (`6hh[/2da[#]{!+}]`, `solver::defence_end`); or one attacking move reaching such a leaf.
//! Plays joined by `&` or
//! `|` at the top are `solver::junction`'s. Everything else of the grammar is refused here by
//! name; a structured stipulation equal to a plain one is solved as
//! that one (`Sstipulation::as_stipulation`).
//!
//! The search is a plain enumeration, move by move, as the lines are short.

use std::collections::{HashMap, HashSet};

use super::defence_end::DefenceEnd;
use super::leaf::Leaf;
use super::parry_battle::ParryBattle;
use super::search::{pass, set_play_start};
use super::tree::{Attack, Battle, Cut, Follow, Line, Play, Played, Stats};
use crate::notation::move_text::{goal_mark, played_texts, Mark};
use crate::rules::attack::in_check;
use crate::rules::problem::{Goal, Options, Stipulation};
use crate::rules::sstipulation::{Branch, BranchKind, Expr, Fork, Nested, Sstipulation};
use crate::rules::{legal_moves, Move, Position, Ruleset, Side};

use super::search::Limits;

/// One branch of the chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Step {
    /// `-` before it: the side that moved last moves again.
    inverted: bool,
    series: bool,
    /// The lengths it may have: half-moves of help play, moves of a series.
    lengths: Vec<u32>,
    /// The lengths it could have but for a minimum (`m:n`): where `>` ends it (Popeye ends
    /// `3:3h[>1a[x]d]h` after `1.g3-g4`, where the other side can capture, though no line of
    /// one half-move is listed).
    ends: Vec<u32>,
    /// The constraints of goals after each letter (a series has its first alone): each
    /// move of that letter reaches them, but the move the leaf follows (Popeye tests a goal
    /// leaf first: `3s{!+}[#]` mates with check, `4hh{!+}[#]` too). A move that hands on to
    /// a nested branch is tested (`1s{x}[-1s[+]]`, `2hh{!+}[1s[1s[#]]]`).
    constraints: [Option<Leaf>; 2],
    /// The letter whose fork ends the branch: 0 (`s`, odd help play), 1 (even help play).
    end_letter: usize,
    /// `>` before the nested branch: the step goes on from no position after its letter
    /// that ends it (a length it may have) where the branches after it have a solution.
    forced: bool,
    /// A series' constraint written after the goals it ends in (`3s[#]{!+}`, not
    /// `3s{!+}[#]`): Popeye then tests it on the move the leaf follows too, so that
    /// `3s[#]{!+}` has no solution (the mate checks). (Help play tests it there in either
    /// order.)
    leaf_constrained: bool,
    /// Goals after the letter that does not end the branch (`4h[=]h[#]`): the lengths of the
    /// other parity end in them (`1.a2-a1=D Tg7-g1   2.Da1*g1 =`). Only in a chain of this
    /// one branch.
    other_end: Option<Finish>,
}

impl Step {
    /// What ends the step after `count` of its moves: the end of the letter of its last
    /// move (the first letter's after an odd count).
    fn end_after<'f>(&'f self, finish: &'f Finish, count: u32) -> &'f Finish {
        match &self.other_end {
            Some(other) if (count % 2 == 1) != (self.end_letter == 0) => other,
            _ => finish,
        }
    }

    /// The constraint on a move made with `left` moves of the step to go, that one included:
    /// the move is of the letter that ends the branch where an odd number are left.
    fn constraint(&self, left: u32) -> Option<&Leaf> {
        let letter = if self.series || left % 2 == 1 {
            self.end_letter
        } else {
            1 - self.end_letter
        };
        self.constraints[letter].as_ref()
    }
}

/// What the structured stipulation asks, in the shape this module plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Plan {
    /// Lines: the branches in turn, then the leaf; `series` numbers them as a series.
    Lines {
        steps: Vec<Step>,
        finish: Finish,
        series: bool,
        /// Half-moves left out before the first move (`1...`): one where a `-` hands the
        /// first move of help play to the other side (see [`root_skipped`]).
        skipped: u8,
        /// `option setplay` of help play: the lines with the other side to move, the first
        /// half-move left out (`1...Ka5-b4   2.Kb7-a6 …`, EXAMPLES capzug #2).
        set_play: bool,
    },
    /// `1a[…]`: the attacker's moves reaching the leaf, as keys.
    Key(Leaf),
    /// `(2n-1)a[…]?+?d`: a parry series as battle play (`solver::parry_battle`), its length
    /// in the attacker's moves.
    ParryBattle { leaf: Leaf, moves: u32 },
}

/// What the last branch of a chain ends in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Finish {
    /// Goals reached by its last move.
    Leaf(Leaf),
    /// `[/1d[goals]a{…}]`, `[/2da[goals]{…}]`: a defence end tested after its last move,
    /// its moves left out of the line.
    Defence(DefenceEnd),
}

impl Finish {
    fn holds(&self, rs: &Ruleset, before: &Position, mv: &Move, after: &Position) -> bool {
        match self {
            Finish::Leaf(leaf) => leaf.holds(rs, before, mv, after),
            Finish::Defence(end) => end.holds(rs, before, mv, after),
        }
    }

    /// The leaf that ends a line early where it holds before the last move of the branch
    /// (see `Walk::length`): not one Popeye takes for immobility, nor a defence end.
    fn early_leaf(&self) -> Option<&Leaf> {
        match self {
            Finish::Leaf(leaf) if !leaf.implies_immobility() => Some(leaf),
            _ => None,
        }
    }
}

fn refuse<T>(s: &Sstipulation, what: &str) -> Result<T, String> {
    Err(format!("sstipulation {s}: {what}"))
}

/// The leaf an expression of goals is, or the refusal of what else it holds.
fn leaf(s: &Sstipulation, e: &Expr) -> Result<Leaf, String> {
    Leaf::of(e).or_else(|what| refuse(s, &what))
}

/// Whether `e` holds a branch of play (not goals alone).
fn has_branch(e: &Expr) -> bool {
    match e {
        Expr::Goal(_) => false,
        Expr::Branch(_) => true,
        Expr::Not(e) | Expr::Invert(e) => has_branch(e),
        Expr::And(a, b) | Expr::Or(a, b) => has_branch(a) || has_branch(b),
    }
}

/// What a branch's forks say, as [`end_of`] reads them.
struct End {
    /// The nested end after the letter that ends its longest play.
    next: Expr,
    /// The constraints of goals after each letter (see [`Step::constraints`]).
    constraints: [Option<Leaf>; 2],
    /// The index of the letter `next` follows.
    end_letter: usize,
    forced: bool,
    leaf_constrained: bool,
    suppressed: bool,
    /// Goals after the other letter of help play (`4h[=]h[#]`, BEISPIEL sford #37): they end
    /// the lengths of the other parity.
    other: Option<Expr>,
}

/// The one nested end of a branch (and goals after its other letter); refused where the
/// forks say anything else this module does not play.
fn end_of(s: &Sstipulation, b: &Branch) -> Result<End, String> {
    if b.parry {
        return refuse(s, "'?+?' (parry play)");
    }
    if b.help_min_off_parity() {
        return refuse(
            s,
            "a minimal length (m:n) of help play with m and n of different parity",
        );
    }
    // The fork that ends the play: after the second `h` of an even help length, the first of
    // an odd one; after `s`.
    let end_letter = match b.kind {
        BranchKind::Series => 0,
        BranchKind::Help if b.max.is_multiple_of(2) => 1,
        BranchKind::Help => 0,
        _ => return refuse(s, "battle play (a, d) nested in other play"),
    };
    let letters: [&[Fork]; 2] = [&b.first, b.second.as_deref().unwrap_or(&[])];
    let mut end = None;
    let mut forced = false;
    let mut constraints = [None, None];
    let mut leaf_constrained = false;
    let mut suppressed = false;
    let mut other = None;
    for (letter, forks) in letters.iter().enumerate() {
        for fork in forks.iter() {
            match fork {
                Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr,
                }) if letter != end_letter && other.is_none() && expr.is_goals() => {
                    other = Some(expr.clone());
                }
                Fork::End(_) if letter != end_letter => {
                    return refuse(
                        s,
                        "forks after both letters of a help branch other than goals after each",
                    )
                }
                Fork::End(Nested {
                    forced: f,
                    suppressed: sup,
                    expr,
                }) if end.is_none() && (!*f || !*sup && !expr.is_goals()) => {
                    end = Some(expr.clone());
                    forced = *f;
                    suppressed = *sup;
                }
                Fork::End(Nested {
                    forced: true,
                    suppressed: true,
                    ..
                }) => return refuse(s, "'>/' (a forced end left out of the output)"),
                Fork::End(Nested { forced: true, .. }) => {
                    return refuse(s, "'>' (forced end) before goals")
                }
                Fork::End(_) => return refuse(s, "a branch with more than one end"),
                Fork::Constraint(c) if constraints[letter].is_none() => {
                    if has_branch(c) {
                        return refuse(
                            s,
                            "a constraint ({…}) of play, not of goals, in help or series play",
                        );
                    }
                    let goals = leaf(s, c)?;
                    constraints[letter] = Some(goals);
                    leaf_constrained =
                        b.kind == BranchKind::Series && end.as_ref().is_some_and(Expr::is_goals);
                }
                Fork::Constraint(_) => return refuse(s, "two constraints after one letter"),
            }
        }
    }
    if other.is_some() && (b.min.is_some() || !end.as_ref().is_some_and(Expr::is_goals)) {
        return refuse(
            s,
            "goals after both letters of help play with a minimal length (m:n) or a nested \
             branch",
        );
    }
    match end {
        Some(next) => Ok(End {
            next,
            constraints,
            end_letter,
            forced,
            leaf_constrained,
            suppressed,
            other,
        }),
        None => refuse(s, "a branch without an end ([…])"),
    }
}

/// The lengths a branch may have, as Popeye counts them: help play every length of the
/// longest one's parity down to the minimum (`max % 2` unless given), a series every number
/// of moves down to the minimum (1 unless given).
fn lengths(b: &Branch) -> Vec<u32> {
    match b.kind {
        BranchKind::Series => (b.min.unwrap_or(1).clamp(1, b.max)..=b.max).collect(),
        _ => {
            let min = b.min.unwrap_or(b.max % 2).min(b.max);
            (min..=b.max).filter(|l| l % 2 == b.max % 2).collect()
        }
    }
}

/// The plan of a plain parry series of direct play (`pser-#3`: the `(2n-1)a[#]?+?d` of a
/// structured stipulation), where no option asks for more than its lines.
pub(super) fn parry_battle_of(stip: &Stipulation, options: &Options) -> Option<Plan> {
    let plain = stip.parry
        && !stip.parry_help
        && stip.play == crate::rules::problem::Play::Direct
        && !stip.exact
        && !stip.half
        && stip.intro == 0
        && stip.reci_goal.is_none()
        && options.non_trivial.is_none()
        && options_set(options).is_none();
    plain.then(|| {
        Some(Plan::ParryBattle {
            leaf: Leaf::of(&Expr::Goal(stip.goal)).ok()?,
            moves: stip.moves,
        })
    })?
}

/// The first option set of those feerie does not play with a structured stipulation that no
/// plain one says.
fn options_set(options: &Options) -> Option<&'static str> {
    [
        (options.set_play, "setplay"),
        (options.duplex, "duplex"),
        (options.half_duplex, "halfduplex"),
        (options.white_to_play, "whitetoplay"),
        (options.max_solutions.is_some(), "maxsolutions"),
        (options.intelligent_limit.is_some(), "intelligent N"),
        (options.stop_on_short, "stoponshortsolutions"),
        (options.post_key, "postkeyplay"),
        (options.goal_is_end, "goalisend"),
        (options.quodlibet, "quodlibet"),
        (options.max_flights.is_some(), "maxflightsquares"),
        (options.keep_mating, "keepmatingpiece"),
        (options.try_, "try"),
        (options.threat.is_some(), "threat"),
        (options.defence.is_some(), "defence"),
    ]
    .into_iter()
    .find_map(|(on, name)| on.then_some(name))
}

/// The options feerie does not play with a structured stipulation that no plain one says
/// (played here or as a junction of plays, `solver::junction`).
pub(super) fn options_refused(s: &Sstipulation, options: &Options) -> Result<(), String> {
    if let Some(name) = options_set(options) {
        return refuse(
            s,
            &format!("option {name} with this structured stipulation"),
        );
    }
    Ok(())
}

/// How Popeye numbers the lines of `s`'s play: from its first move (`1.`, help play of an odd
/// length too), or, where an odd number of `-` hands that move to the other side, with the
/// stated side's half-move left out (`1...a5-a4   2.Rh1-a1 …`): 0 or 1. Its series then
/// print their moves without numbers (`1...Qb4-f8 Qf8-f1 #`), which feerie does not.
pub(super) fn root_skipped(s: &Sstipulation) -> Result<u8, String> {
    let mut inverted = false;
    let mut e = &s.expr;
    while let Expr::Invert(inner) = e {
        inverted = !inverted;
        e = inner;
    }
    match e {
        Expr::Branch(b) if inverted && b.kind == BranchKind::Series && b.max > 1 => refuse(
            s,
            "'-' before a series of more than one move (Popeye numbers its moves its own way)",
        ),
        _ => Ok(inverted as u8),
    }
}

/// Compiles `s`, or says which part of it feerie does not play.
pub(super) fn plan(s: &Sstipulation, options: &Options) -> Result<Plan, String> {
    // (Set play is played for a chain of help play, below.)
    options_refused(
        s,
        &Options {
            set_play: false,
            ..options.clone()
        },
    )?;
    let mut plan = compile(s)?;
    if options.set_play {
        match &mut plan {
            Plan::Lines {
                series: false,
                skipped: 0,
                set_play,
                steps,
                ..
            } if steps.iter().all(|st| st.other_end.is_none()) => *set_play = true,
            _ => return refuse(s, "option setplay with this structured stipulation"),
        }
    }
    Ok(plan)
}

/// Compiles `s` without its options.
fn compile(s: &Sstipulation) -> Result<Plan, String> {
    // (A `-` before the whole play changes who starts, which the position says already, and
    // how the lines are numbered.)
    let skipped = root_skipped(s)?;
    let mut e = &s.expr;
    while let Expr::Invert(inner) = e {
        e = inner;
    }
    if let Expr::Branch(b) = e {
        if b.kind == BranchKind::Attack && b.parry {
            return parry_battle(s, b, skipped);
        }
        if b.kind == BranchKind::Attack && b.max == 1 && b.min.is_none() {
            // `1a[…]` (or `1a[…]d`): the key reaches the leaf.
            if b.parry || b.second.as_ref().is_some_and(|f| !f.is_empty()) {
                return refuse(s, "forks after the 'd' of a one-move battle");
            }
            let goal = match &b.first[..] {
                [Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr,
                })] => expr,
                _ => return refuse(s, "a one-move battle other than 1a[goals]d"),
            };
            return Ok(Plan::Key(leaf(s, goal)?));
        }
    }
    chain(s, e.clone(), skipped)
}

/// `(2n-1)a[goals]?+?d` (Popeye's `pser-` of direct play), or the refusal of the rest.
fn parry_battle(s: &Sstipulation, b: &Branch, skipped: u8) -> Result<Plan, String> {
    let simple = b.max % 2 == 1
        && b.min.is_none()
        && skipped == 0
        && b.second.as_ref().is_some_and(|f| f.is_empty());
    match &b.first[..] {
        [Fork::End(Nested {
            forced: false,
            suppressed: false,
            expr,
        })] if simple && expr.is_goals() => Ok(Plan::ParryBattle {
            leaf: leaf(s, expr)?,
            moves: b.max.div_ceil(2),
        }),
        _ => refuse(
            s,
            "'?+?' in battle play other than (2n-1)a[goals]?+?d (pser-s, pser-r, pser-semi-r)",
        ),
    }
}

/// The chain of help and series branches from `e`, the play's branch, to its leaf.
fn chain(s: &Sstipulation, mut e: Expr, skipped: u8) -> Result<Plan, String> {
    let mut steps: Vec<Step> = Vec::new();
    let mut root: Option<BranchKind> = None;
    let mut inverted = false;
    loop {
        match e {
            Expr::Invert(inner) => {
                inverted = !inverted;
                e = *inner;
            }
            // A nested `1a[goals]d`: one move of the side to move reaching the goals, as a
            // one-move series (Popeye prints the same lines: `3h[1a[x]d]h`, `3h[1s[x]]h`);
            // so is `1a[/1d[+]a{!+}]d`, one move into a defence end (`8s[1a[/…]d]`).
            Expr::Branch(b)
                if !steps.is_empty()
                    && b.kind == BranchKind::Attack
                    && b.max == 1
                    && b.min.is_none()
                    && !b.parry
                    && b.second.as_ref().is_none_or(|f| f.is_empty())
                    && matches!(&b.first[..], [Fork::End(n)] if n.expr.is_goals() || n.suppressed) =>
            {
                e = Expr::Branch(Box::new(Branch {
                    kind: BranchKind::Series,
                    second: None,
                    ..*b
                }));
            }
            Expr::Branch(b) if matches!(b.kind, BranchKind::Help | BranchKind::Series) => {
                let kind = *root.get_or_insert(b.kind);
                let End {
                    next,
                    constraints,
                    end_letter,
                    forced,
                    leaf_constrained,
                    suppressed,
                    other,
                } = end_of(s, &b)?;
                let mut step = Step {
                    inverted: std::mem::take(&mut inverted),
                    series: b.kind == BranchKind::Series,
                    lengths: lengths(&b),
                    ends: lengths(&Branch {
                        min: None,
                        ..(*b).clone()
                    }),
                    constraints,
                    end_letter,
                    forced,
                    leaf_constrained,
                    other_end: None,
                };
                if let Some(o) = other {
                    // (Numbered by the moves of the one branch: the only one.)
                    if !steps.is_empty() {
                        return refuse(s, "goals after both letters of nested help play");
                    }
                    step.other_end = Some(Finish::Leaf(leaf(s, &o)?));
                    step.lengths = (1..=b.max).collect();
                }
                steps.push(step);
                let finish = if suppressed {
                    Some(Finish::Defence(
                        DefenceEnd::of(&next).or_else(|what| refuse(s, &what))?,
                    ))
                } else if matches!(
                    next,
                    Expr::Goal(_) | Expr::Not(_) | Expr::And(..) | Expr::Or(..)
                ) {
                    Some(Finish::Leaf(leaf(s, &next)?))
                } else {
                    None
                };
                if let Some(finish) = finish {
                    check_numbering(s, kind, &steps)?;
                    return Ok(Plan::Lines {
                        steps,
                        finish,
                        series: kind == BranchKind::Series,
                        skipped,
                        set_play: false,
                    });
                }
                e = next;
            }
            Expr::Branch(_) if steps.is_empty() => {
                return refuse(s, "battle play (a, d) beyond 1a[goals]d")
            }
            Expr::Branch(_) => return refuse(s, "battle play (a, d) nested in other play"),
            Expr::Not(_) => return refuse(s, "'!' before a branch"),
            Expr::And(..) | Expr::Or(..) => {
                return refuse(s, "'&' or '|' between branches inside other play")
            }
            Expr::Goal(_) => return refuse(s, "a goal without a branch to reach it"),
        }
    }
}

/// The lines must number as Popeye numbers them: help play alternating throughout (nested
/// series of one move, no `-`), or a series whose side does not move again after it.
fn check_numbering(s: &Sstipulation, root: BranchKind, steps: &[Step]) -> Result<(), String> {
    let single = |st: &Step| st.lengths == [1];
    if root == BranchKind::Help {
        if steps[1..]
            .iter()
            .all(|st| !st.inverted && (!st.series || single(st)))
        {
            return Ok(());
        }
        return refuse(
            s,
            "help play continued by a series of more than one move or by '-'",
        );
    }
    // After the root series the other side moves, one branch of single moves after another;
    // the series side never again.
    let mut series_side = false;
    for st in &steps[1..] {
        series_side ^= st.inverted;
        if series_side || !single(st) {
            return refuse(
                s,
                "play after a series in which the series side moves again (numbering)",
            );
        }
        // The other side moved: the next branch is the series side's unless `-` turns it.
        series_side = true;
    }
    Ok(())
}

/// The enumeration of lines.
struct Walk<'a> {
    rs: &'a Ruleset,
    steps: &'a [Step],
    finish: &'a Finish,
    limits: &'a Limits,
    /// The moves so far, each with its side (the side moves again after a series move).
    path: Vec<(Move, Side)>,
    found: Vec<Vec<(Move, Side)>>,
    /// Where the play was searched and came to nothing: (position, step, moves left, the
    /// step's length). The same position reached by another order of moves is not searched
    /// again.
    dead: HashSet<(u64, usize, u32, u32)>,
    /// The length of each step being searched: the line ends where the leaf holds after
    /// fewer of the last step's moves, a length it may have (Popeye ends help and series play
    /// where a goal that leaves moves is reached early, `2s[x]`: `1.Rd2*d5 x`, not
    /// continued), and a step before `>` where the steps after it have a solution.
    length: Vec<u32>,
    /// Whether the steps after step `i` have a solution from a position (`>`), by (position,
    /// `i`).
    nested: HashMap<(u64, usize), bool>,
    /// A walk that asks whether there is a solution: it stops at the first.
    probe: bool,
    nodes: u64,
    cut: Option<Cut>,
}

impl Walk<'_> {
    /// Plays step `i` from `pos` (its mover to move), with `left` moves of it to make.
    fn step(&mut self, i: usize, pos: &Position, left: u32) {
        if self.cut.is_some() {
            return;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) {
            self.cut = self.limits.passed();
        }
        let key = (pos.hash(), i, left, self.length[i]);
        if self.dead.contains(&key) {
            return;
        }
        let before = self.found.len();
        self.moves(i, pos, left);
        if self.found.len() == before && self.cut.is_none() {
            self.dead.insert(key);
        }
    }

    fn moves(&mut self, i: usize, pos: &Position, left: u32) {
        let st = &self.steps[i];
        if left == 0 {
            self.next_step(i + 1, pos);
            return;
        }
        let mover = pos.side_to_move();
        let last = i + 1 == self.steps.len();
        // Whether the leaf ends the line early after this move.
        let count = self.length[i] + 1 - left;
        let early = (last && left > 1 && st.lengths.contains(&count))
            .then(|| st.end_after(self.finish, count).early_leaf())
            .flatten();
        let finish = st.end_after(self.finish, self.length[i]);
        // Whether the branches after this step could follow this move (`>`).
        let forced = st.forced && left > 1 && st.ends.contains(&(self.length[i] + 1 - left));
        for mv in legal_moves(pos, self.rs).iter() {
            if self.probe && !self.found.is_empty() {
                return;
            }
            let after = pos.played(mv, self.rs);
            // (The move the leaf follows is free of the constraint, but where a series writes
            // it after its goals; one that hands on to a defence end is not: `black
            // 6hh{!x}[/2da[#]{!+}]` has no line ending in White's capture.)
            let leaf_move =
                left == 1 && last && !st.leaf_constrained && matches!(finish, Finish::Leaf(_));
            if let Some(c) = st.constraint(left).filter(|_| !leaf_move) {
                if !c.holds(self.rs, pos, mv, &after) {
                    continue;
                }
            }
            if early.is_some_and(|leaf| leaf.holds(self.rs, pos, mv, &after)) {
                continue;
            }
            self.path.push((*mv, mover));
            if forced && self.nested_solves(i, &after) {
                // Play ends here: the line of this length goes no further.
                self.path.pop();
                continue;
            }
            if left == 1 && last {
                // The leaf follows this move.
                if finish.holds(self.rs, pos, mv, &after) {
                    self.found.push(self.path.clone());
                }
            } else if st.series && left > 1 {
                // The series side moves again: the other side may not stand in check.
                if !in_check(&after, mover.opponent(), self.rs) {
                    let next = pass(&after, mover, self.rs);
                    self.step(i, &next, left - 1);
                }
            } else {
                self.step(i, &after, left - 1);
            }
            self.path.pop();
        }
    }

    /// Whether the steps after step `i` have a solution from `pos`, reached by the path.
    fn nested_solves(&mut self, i: usize, pos: &Position) -> bool {
        let key = (pos.hash(), i);
        if let Some(&known) = self.nested.get(&key) {
            return known;
        }
        let mut probe = Walk {
            rs: self.rs,
            steps: self.steps,
            finish: self.finish,
            limits: self.limits,
            path: self.path.clone(),
            found: Vec::new(),
            dead: HashSet::new(),
            length: vec![0; self.steps.len()],
            nested: HashMap::new(),
            probe: true,
            nodes: 0,
            cut: None,
        };
        probe.next_step(i + 1, pos);
        self.nodes += probe.nodes;
        if probe.cut.is_some() {
            self.cut = probe.cut;
        }
        let solves = !probe.found.is_empty();
        self.nested.insert(key, solves);
        solves
    }

    /// Enters step `i` (or the leaf) from `pos`, the side to move the next one.
    fn next_step(&mut self, i: usize, pos: &Position) {
        // (The leaf is tested in `step`, after the last branch's last move.)
        let Some(st) = self.steps.get(i) else {
            return;
        };
        let start = if st.inverted {
            // The side that moved last moves again.
            let Some(&(_, last)) = self.path.last() else {
                return;
            };
            if in_check(pos, last.opponent(), self.rs) {
                return;
            }
            pass(pos, last, self.rs)
        } else {
            *pos
        };
        let leaf_next = i + 1 == self.steps.len();
        // `>` where the step may make no move: it makes none where the steps after it have
        // a solution from here (`black 4hh[>1s[1s[x]]]`: `1.h4-h3 Rh1*h3 x` alone).
        let stop = st.forced && st.ends.first() == Some(&0) && self.nested_solves(i, &start);
        for &length in &st.lengths {
            if stop && length > 0 {
                break;
            }
            // (The leaf is tested on the last branch's last move: it makes one.)
            if length == 0 && leaf_next {
                continue;
            }
            self.length[i] = length;
            self.step(i, &start, length);
        }
    }
}

/// The lines of `steps` from `start`, searched.
fn walk<'a>(
    rs: &'a Ruleset,
    steps: &'a [Step],
    finish: &'a Finish,
    limits: &'a Limits,
    start: &Position,
) -> Walk<'a> {
    let mut walk = Walk {
        rs,
        steps,
        finish,
        limits,
        path: Vec::new(),
        found: Vec::new(),
        dead: HashSet::new(),
        length: vec![0; steps.len()],
        nested: HashMap::new(),
        probe: false,
        nodes: 0,
        cut: None,
    };
    walk.next_step(0, start);
    walk
}

/// The positions each move of a line is played from, from `root`.
fn replay(root: &Position, rs: &Ruleset, path: &[(Move, Side)]) -> Vec<(Position, Move)> {
    let mut pos = *root;
    let mut out = Vec::with_capacity(path.len());
    for (mv, side) in path {
        if pos.side_to_move() != *side {
            pos = pass(&pos, *side, rs);
        }
        let after = pos.play(mv, rs);
        out.push((pos, *mv));
        pos = after;
    }
    out
}

/// The marks of a line: checks along it, the goal's marker on the last move.
/// Without a goal (a line printed for a goal avoided) the last move's mark is its check
/// alone, as Popeye prints it.
fn played(rs: &Ruleset, path: &[(Position, Move)], goal: Option<Goal>) -> Vec<Played> {
    path.iter()
        .enumerate()
        .map(|(k, (before, mv))| {
            let mark = if let (true, Some(goal)) = (k + 1 == path.len(), goal) {
                goal_mark(goal, before, mv, rs, true)
            } else {
                let after = before.played(mv, rs);
                if in_check(&after, after.side_to_move(), rs) {
                    Mark::Check
                } else {
                    Mark::None
                }
            };
            Played {
                mv: *mv,
                text: played_texts(before, mv, rs),
                mark,
            }
        })
        .collect()
}

/// Solves a compiled plan from `pos` (its first mover to move).
pub(super) fn solve_plan(
    pos: &Position,
    rs: &Ruleset,
    plan: &Plan,
    limits: &Limits,
) -> (Play, Option<Cut>, Stats) {
    match plan {
        Plan::Key(leaf) => {
            let mut keys = Vec::new();
            for mv in legal_moves(pos, rs).iter() {
                let after = pos.played(mv, rs);
                if leaf.holds(rs, pos, mv, &after) {
                    let mut key = played(rs, &[(*pos, *mv)], None).pop().expect("one move");
                    key.mark = leaf.key_mark(rs, pos, mv);
                    keys.push(Attack {
                        played: key,
                        follow: Follow::Goal,
                        defences: Vec::new(),
                    });
                }
            }
            let stats = Stats {
                nodes: keys.len() as u64,
                ..Stats::default()
            };
            let battle = Battle {
                keys,
                ..Battle::default()
            };
            (Play::Battle(battle), None, stats)
        }
        Plan::ParryBattle { leaf, moves } => {
            let mut search = ParryBattle::new(rs, leaf, limits);
            let found = search.solve(pos, *moves);
            let play = Play::Lines {
                set_play: Vec::new(),
                lines: lines_of(pos, rs, (&[], &Finish::Leaf(leaf.clone())), &found, 0, true),
                unkept: 0,
                forced: Vec::new(),
            };
            let stats = Stats {
                nodes: search.nodes,
                ..Stats::default()
            };
            (play, search.cut, stats)
        }
        Plan::Lines {
            steps,
            finish,
            series,
            skipped,
            set_play,
        } => {
            // Set play: the other side moves first, the first help move left out (and not
            // played where the side to move stands in check, as in plain help play).
            let set = (*set_play && !in_check(pos, pos.side_to_move(), rs)).then(|| {
                let mut shorter = steps.to_vec();
                let less = |ls: &[u32]| ls.iter().filter(|&&l| l > 0).map(|l| l - 1).collect();
                shorter[0].lengths = less(&shorter[0].lengths);
                shorter[0].ends = less(&shorter[0].ends);
                let other = set_play_start(pos);
                let found = walk(rs, &shorter, finish, limits, &other);
                let lines = lines_of(
                    &other,
                    rs,
                    (&shorter, finish),
                    &found.found,
                    skipped + 1,
                    *series,
                );
                (lines, found.nodes, found.cut)
            });
            let (set_lines, set_nodes, set_cut) = set.unwrap_or_default();
            let (lines, nodes, cut) = if set_cut.is_some() {
                (Vec::new(), 0, set_cut)
            } else {
                let found = walk(rs, steps, finish, limits, pos);
                let lines = lines_of(pos, rs, (steps, finish), &found.found, *skipped, *series);
                (lines, found.nodes, found.cut)
            };
            let stats = Stats {
                nodes: nodes + set_nodes,
                ..Stats::default()
            };
            let play = Play::Lines {
                set_play: set_lines,
                lines,
                unkept: 0,
                forced: Vec::new(),
            };
            (play, cut, stats)
        }
    }
}

/// The lines printed for the paths found: Popeye prints a line once for each goal the leaf
/// shows on its last move (`x&=`: once with `x`, once with `=`; `!x&#`: `… Qd6-b8 +` and
/// `… Qd6-b8 #`).
fn lines_of(
    pos: &Position,
    rs: &Ruleset,
    (steps, finish): (&[Step], &Finish),
    found: &[Vec<(Move, Side)>],
    skipped: u8,
    series: bool,
) -> Vec<Line> {
    let mut lines = Vec::new();
    for path in found {
        let path = replay(pos, rs, path);
        // (Goals after both letters: the chain is that one branch.)
        let finish = match steps {
            [step] => step.end_after(finish, path.len() as u32),
            _ => finish,
        };
        let goals = match (path.last(), finish) {
            (Some((before, mv)), Finish::Leaf(leaf)) => {
                leaf.line_goals(rs, before, mv, &before.played(mv, rs))
            }
            // (The defence end's moves are left out: the line ends with its check alone.)
            (Some(_), Finish::Defence(_)) => vec![None],
            (None, _) => Vec::new(),
        };
        for goal in goals {
            let first = path.first().map(|(p, _)| p.side_to_move());
            let replies = path
                .iter()
                .take(64)
                .enumerate()
                .filter(|(_, (p, _))| Some(p.side_to_move()) != first)
                .fold(0u64, |bits, (i, _)| bits | 1 << i);
            lines.push(Line {
                moves: played(rs, &path, goal),
                skipped,
                series,
                intro: 0,
                replies,
                order: Vec::new(),
            });
        }
    }
    lines
}
