//! Popeye's structured stipulation (`sstipulation white 3a[#]d`) as data: the side that starts
//! and an expression of branches (`3a…d`, `4hh`, `5s`), goals and the operators `!`, `-`,
//! `&`, `|`. The text is read in `notation::popeye::sstipulation`; what the solver plays of it
//! is either the plain [`Stipulation`] it is equivalent to ([`Sstipulation::as_stipulation`])
//! or the structured play of `solver::structured`.

use std::fmt;

use super::piece::{Language, Side};
use super::problem::{Goal, Play, Stipulation};

/// A whole structured stipulation: who moves first and the play.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Sstipulation {
    pub side: Side,
    pub expr: Expr,
}

/// An expression: a goal (a leaf), a branch of play, or operators on them.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Expr {
    Goal(Goal),
    Branch(Box<Branch>),
    /// `!`: the operand does not hold (a goal not reached, a play without solution).
    Not(Box<Expr>),
    /// `-`: the other side moves first in the operand.
    Invert(Box<Expr>),
    /// `&`: both operands hold. Popeye reads `a & b | c` as `a & (b | c)`.
    And(Box<Expr>, Box<Expr>),
    /// `|`: one operand holds.
    Or(Box<Expr>, Box<Expr>),
}

/// What kind of play a branch is, by its letters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BranchKind {
    /// `a…d`: battle play, the attacker first.
    Attack,
    /// `d…a`: battle play, the defender first (solved when the side to move has no
    /// refutation).
    Defense,
    /// `s`: series moves.
    Series,
    /// `h…h`: help moves.
    Help,
}

impl BranchKind {
    /// The branch's letters: the first, and the second (none for a series).
    pub fn letters(self) -> (char, Option<char>) {
        match self {
            BranchKind::Attack => ('a', Some('d')),
            BranchKind::Defense => ('d', Some('a')),
            BranchKind::Series => ('s', None),
            BranchKind::Help => ('h', Some('h')),
        }
    }
}

/// A branch: its length in half-moves (with a minimum: `10:12hh`), its kind and what follows
/// each of its letters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Branch {
    /// `m` of `m:n`, as written.
    pub min: Option<u32>,
    pub max: u32,
    pub kind: BranchKind,
    /// The forks and constraints after the first letter.
    pub first: Vec<Fork>,
    /// `?+?` before the second letter: that move is granted only to a side in check.
    pub parry: bool,
    /// The forks and constraints after the second letter; `None` where it is not written
    /// (`1a[#]` without its `d`; always `None` for a series).
    pub second: Option<Vec<Fork>>,
}

/// What follows a branch's letter.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Fork {
    /// `[…]`: where the play goes on (a goal to reach, a nested branch).
    End(Nested),
    /// `{…}`: a constraint checked before each of the respective moves.
    Constraint(Expr),
}

/// A structured stipulation played as a plain one under options its plain form would need
/// ([`Sstipulation::as_plain`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlainPlay {
    pub stipulation: Stipulation,
    /// Battle play that starts with the defender (`d…a`): the plain play's post-key play
    /// (Popeye's `option postkeyplay`), the diagram being the position after the key.
    pub post_key: bool,
    /// Where no `-` hands the first move to the defender (`black 5d[#]a`), Popeye numbers
    /// the defender's moves as the first side's (`1.Kf3-g4`, `1...Ld6-h2`).
    pub defence_numbered: bool,
    /// The goal after both letters of battle play (`4a[#=]d[#=]`): self play whose attacker
    /// may reach the goal itself too, Popeye's `option quodlibet`.
    pub quodlibet: bool,
}

/// The inside of `[…]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Nested {
    /// `>`: play in the containing branch ends where the nested one has a solution.
    pub forced: bool,
    /// `/`: the nested branch's moves are not printed.
    pub suppressed: bool,
    pub expr: Expr,
}

/// `&` or `|` between the operands of a play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Junction {
    And,
    Or,
}

impl Branch {
    /// The forks after both letters, in order.
    pub fn forks(&self) -> impl Iterator<Item = &Fork> {
        self.first.iter().chain(self.second.iter().flatten())
    }

    /// The single plain goal this branch ends in after the letter `second` (or the first
    /// one), where that is all its forks say.
    fn only_goal(&self, after_second: bool) -> Option<Goal> {
        let (at, other) = if after_second {
            (self.second.as_deref()?, self.first.as_slice())
        } else {
            (self.first.as_slice(), self.second.as_deref().unwrap_or(&[]))
        };
        match (at, other) {
            (
                [Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr: Expr::Goal(g),
                })],
                [],
            ) => Some(*g),
            _ => None,
        }
    }

    /// The half-moves of the shortest play listed, where the minimum given cuts off
    /// lengths the branch would otherwise try (`10:12hh`: 10); `None` without one.
    pub fn shortest_listed(&self) -> Option<u32> {
        let min = self.min?;
        (min > self.max % 2 && min < self.max).then_some(min)
    }

    /// Whether a help branch's minimum is of the other parity than its length (`2:5h…h`,
    /// `3:4hh`): Popeye lists some of the lines twice and leaves others out there, which
    /// feerie does not reproduce (refused).
    pub fn help_min_off_parity(&self) -> bool {
        self.kind == BranchKind::Help && self.min.is_some_and(|m| m % 2 != self.max % 2)
    }

    /// The parry series a help branch with `?+?` says, as the manual gives them:
    /// `7h[#]?+?h` is `phser-#4`, `7h[1d[#]a]?+?h` `phser-s#4`, `7h[1a[#]d]?+?h` (or
    /// `7h[1h[#]h]?+?h`) `pser-h#4`
    /// (the help move after `?+?` is granted only to a side in check: a parry).
    fn parry_help_series(&self) -> Option<Stipulation> {
        if self.kind != BranchKind::Help
            || self.max.is_multiple_of(2)
            || self.min.is_some()
            || self.second.as_ref().is_none_or(|f| !f.is_empty())
        {
            return None;
        }
        let [Fork::End(Nested {
            forced: false,
            suppressed: false,
            expr,
        })] = &self.first[..]
        else {
            return None;
        };
        // (`1d[goal]a`: the other side forced to reach the goal; `1a[goal]d`: it reaches
        // it in one move.)
        let (play, parry_help, goal) = match expr {
            Expr::Goal(g) => (Play::Direct, true, *g),
            Expr::Branch(nb) => {
                // (`1h[goal]h`, one help move into the goal, is `1a[goal]d`: Popeye's
                // EXAMPLES/pseries #3, `black 13h[1h[#]h]?+?h`, is a `pser-h#7`.)
                let play = match nb.kind {
                    BranchKind::Defense => Play::Self_,
                    BranchKind::Attack => Play::Help,
                    BranchKind::Help if nb.max == 1 => Play::Help,
                    _ => return None,
                };
                if nb.max != 1 || nb.min.is_some() || nb.parry {
                    return None;
                }
                let [Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr: Expr::Goal(g),
                })] = &nb.first[..]
                else {
                    return None;
                };
                if nb.second.as_ref().is_some_and(|f| !f.is_empty()) {
                    return None;
                }
                (play, play == Play::Self_, *g)
            }
            _ => return None,
        };
        Some(Stipulation {
            play,
            series: true,
            parry: true,
            parry_help,
            goal,
            reci_goal: None,
            moves: self.max.div_ceil(2),
            half: false,
            exact: false,
            intro: 0,
        })
    }

    /// The goal of a one-move branch of one goal (`1a[#]d`, `1d[#]a`, `1a[#]`).
    fn one_move_goal(&self) -> Option<Goal> {
        if self.max != 1 || self.min.is_some() || self.parry {
            return None;
        }
        if self.second.as_ref().is_some_and(|f| !f.is_empty()) {
            return None;
        }
        self.only_goal(false)
    }

    /// The goal of a reflex constraint `{!1a[goal]d}`: the side to move must not be able to
    /// reach it in one move.
    fn refused_goal(c: &Expr) -> Option<Goal> {
        match c {
            Expr::Not(inner) => match &**inner {
                Expr::Branch(cb) if cb.kind == BranchKind::Attack => cb.one_move_goal(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The reflex end of battle play, as the manual gives it: `3a[1a[#]d]d` (or
    /// `3a[>1a[#]d]d`, which Popeye solves alike) is `semi-r#2`, `3a[1a[#]d]d{!1a[#]d}` is
    /// `r#2` (the attacker must not be able to reach the goal itself).
    fn reflex_end(&self) -> Option<(Play, Goal)> {
        let [Fork::End(Nested {
            suppressed: false,
            expr: Expr::Branch(nb),
            ..
        })] = &self.first[..]
        else {
            return None;
        };
        if nb.kind != BranchKind::Attack {
            return None;
        }
        let goal = nb.one_move_goal()?;
        match self.second.as_deref()? {
            [] => Some((Play::SemiReflex, goal)),
            [Fork::Constraint(Expr::Not(c))] => match &**c {
                Expr::Branch(cb)
                    if cb.kind == BranchKind::Attack && cb.one_move_goal() == Some(goal) =>
                {
                    Some((Play::Reflex, goal))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The goals of a reciprocal help end, as Popeye's `reci-h` is: help play whose last
    /// move hands on to both `2hh[goal]` (the other side helped into the goal) and
    /// `1h[goal']h` (the side to move reaching its own goal), in either order:
    /// `black 2hh[2hh[#]&1h[#]h]` is `reci-h#2` (BEISPIEL sford #18 and #19). The first goal
    /// is the one helped into, the second the reciprocal one (`reci-h(goal')goal`).
    fn reci_end(&self) -> Option<(Goal, Goal)> {
        if self.kind != BranchKind::Help
            || !self.max.is_multiple_of(2)
            || self.min.is_some()
            || self.parry
            || !self.first.is_empty()
        {
            return None;
        }
        let [Fork::End(Nested {
            forced: false,
            suppressed: false,
            expr: Expr::And(a, b),
        })] = self.second.as_deref()?
        else {
            return None;
        };
        let helped = |e: &Expr| match e {
            Expr::Branch(nb) if nb.kind == BranchKind::Help && nb.max == 2 && nb.min.is_none() => {
                nb.only_goal(true)
            }
            _ => None,
        };
        let own = |e: &Expr| match e {
            Expr::Branch(nb) if nb.kind == BranchKind::Help && nb.max == 1 && nb.min.is_none() => {
                nb.only_goal(false)
            }
            _ => None,
        };
        match (helped(a), own(b), own(a), helped(b)) {
            (Some(g), Some(r), ..) | (.., Some(r), Some(g)) => Some((g, r)),
            _ => None,
        }
    }

    /// Whether the minimum makes the branch play its longest length only (`4:4hh`).
    fn exact(&self) -> bool {
        self.min.is_some_and(|m| m >= self.max)
    }
}

impl Sstipulation {
    /// The play as `&` or `|` between two plays (behind `-` inversions): the junction and each
    /// operand as a structured stipulation of its own, its side the one that starts it.
    pub fn junction(&self) -> Option<(Junction, Sstipulation, Sstipulation)> {
        let mut side = self.side;
        let mut e = &self.expr;
        while let Expr::Invert(inner) = e {
            side = side.opponent();
            e = inner;
        }
        let (junction, a, b) = match e {
            Expr::And(a, b) => (Junction::And, a, b),
            Expr::Or(a, b) => (Junction::Or, a, b),
            _ => return None,
        };
        let operand = |e: &Expr| Sstipulation {
            side,
            expr: e.clone(),
        };
        Some((junction, operand(a), operand(b)))
    }

    /// The side that moves first in the play, and the branch the play is, where the
    /// expression is one branch (behind `-` inversions).
    pub fn root_branch(&self) -> Option<(Side, &Branch)> {
        let mut side = self.side;
        let mut e = &self.expr;
        loop {
            match e {
                Expr::Invert(inner) => {
                    side = side.opponent();
                    e = inner;
                }
                Expr::Branch(b) => return Some((side, b)),
                _ => return None,
            }
        }
    }

    /// The side that makes the first move: the one named, turned round by each `-` before
    /// the play's branch.
    pub fn first_mover(&self) -> Side {
        self.root_branch().map_or(self.side, |(side, _)| side)
    }

    /// The plain stipulation this one is equivalent to, where there is one feerie plays:
    /// `5s[#]` is `ser-#5`, `4hh[#]` `h#2`, `5h[=]h` `h=2.5`, `3a[#]d` `#2`, `4ad[x]` `sx2`,
    /// `4:4hh[#]` `exact-h#2`, each with the side that moves first the one the stipulation
    /// gives. A minimum below the length (`10:12hh[#]`) keeps the plain stipulation and cuts
    /// the shorter lines off ([`Branch::shortest_listed`]).
    pub fn as_stipulation(&self) -> Option<Stipulation> {
        let (side, b) = self.root_branch()?;
        if b.parry {
            return b
                .parry_help_series()
                .filter(|stip| stip.first_mover() == side);
        }
        if b.help_min_off_parity() {
            return None;
        }
        let n = b.max;
        let plain = |play, series, goal, moves, half| Stipulation {
            play,
            series,
            parry: false,
            parry_help: false,
            goal,
            reci_goal: None,
            moves,
            half,
            exact: b.exact(),
            intro: 0,
        };
        let stip = match b.kind {
            BranchKind::Series if b.only_goal(false).is_some() => {
                plain(Play::Direct, true, b.only_goal(false)?, n, false)
            }
            // The goal after the help move that ends the play: the second `h` for an even
            // length, the first for an odd one.
            BranchKind::Help if n.is_multiple_of(2) => match b.reci_end() {
                Some((goal, reci)) => Stipulation {
                    play: Play::ReciHelp,
                    // (`reci-h(#)#2` is `reci-h#2`.)
                    reci_goal: (reci != goal).then_some(reci),
                    ..plain(Play::Help, false, goal, n / 2 + 1, false)
                },
                None => plain(Play::Help, false, b.only_goal(true)?, n / 2, false),
            },
            BranchKind::Help => plain(Play::Help, false, b.only_goal(false)?, n / 2, true),
            // `3a[#]d`: the goal after the attacker's last move; `1a[#]` needs no `d`.
            BranchKind::Attack if n % 2 == 1 && (b.min.is_none() || b.exact()) => {
                if b.second.is_none() && n > 1 {
                    return None;
                }
                let (play, goal) = match b.only_goal(false) {
                    Some(g) => (Play::Direct, g),
                    None => b.reflex_end()?,
                };
                plain(play, false, goal, n.div_ceil(2), false)
            }
            // `6s[1d[#]a]`: the series, then the other side forced into the goal.
            BranchKind::Series => match &b.first[..] {
                [Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr: Expr::Branch(nb),
                })] if nb.kind == BranchKind::Defense && b.min.is_none() => {
                    plain(Play::Self_, true, nb.one_move_goal()?, n, false)
                }
                _ => return None,
            },
            // `4ad[x]`: the defender forced into the goal, a self-play.
            BranchKind::Attack if n.is_multiple_of(2) && b.min.is_none() => {
                plain(Play::Self_, false, b.only_goal(true)?, n / 2, false)
            }
            _ => return None,
        };
        if stip.moves == 0 && !stip.half {
            return None;
        }
        (stip.first_mover() == side).then_some(stip)
    }
}

impl Sstipulation {
    /// The plain stipulation this one is played as, with the options Popeye's plain form
    /// needs where it needs one: defender-first battle play is post-key play
    /// (`black 5d[#]a` is `s#3` after its key, `white -6da[#]` `#4` after its key), the goal
    /// after both letters of self play is `quodlibet` (`white 4a[#=]d[#=]` is `s#=2`
    /// quodlibet, as BEISPIEL sford #39 says).
    pub fn as_plain(&self) -> Option<PlainPlay> {
        let plain = |stipulation| PlainPlay {
            stipulation,
            post_key: false,
            defence_numbered: false,
            quodlibet: false,
        };
        if let Some(stip) = self.as_stipulation() {
            return Some(plain(stip));
        }
        let (side, b) = self.root_branch()?;
        // (`m:n` only as an exact length: a battle's shorter lengths are no part of it.)
        if b.parry || b.min.is_some() && !b.exact() {
            return None;
        }
        let n = b.max;
        let stip = |play, goal, moves| Stipulation {
            play,
            series: b.kind == BranchKind::Series,
            parry: false,
            parry_help: false,
            goal,
            reci_goal: None,
            moves,
            half: false,
            exact: b.exact(),
            intro: 0,
        };
        let play = match b.kind {
            // `2s[1a[x]d]{!1a[x]d}`: the series ends where the other side reaches the goal in
            // one move, which it must not be able to before any series move: `ser-rx2` (BEISPIEL
            // sford #28).
            BranchKind::Series => match &b.first[..] {
                [Fork::End(Nested {
                    suppressed: false,
                    expr: Expr::Branch(nb),
                    ..
                }), Fork::Constraint(c)]
                    if nb.kind == BranchKind::Attack =>
                {
                    let goal = nb.one_move_goal()?;
                    (Branch::refused_goal(c)? == goal).then_some(())?;
                    plain(stip(Play::Reflex, goal, n))
                }
                // `10:10s[1h[00]h]`: the other side's help move into the goal, `exact-ser-h0010`
                // (BEISPIEL sford #34).
                [Fork::End(Nested {
                    forced: false,
                    suppressed: false,
                    expr: Expr::Branch(nb),
                })] if nb.kind == BranchKind::Help && nb.max == 1 && nb.min.is_none() => {
                    if nb.second.as_ref().is_some_and(|f| !f.is_empty()) {
                        return None;
                    }
                    plain(stip(Play::Help, nb.only_goal(false)?, n))
                }
                _ => return None,
            },
            // `3h[>1a[x]d]h{!1a[x]d}`: help play that ends where the other side can reach the
            // goal, which the side to move must not be able to before its own help moves:
            // `hrx2` (BEISPIEL sford #25).
            BranchKind::Help if n % 2 == 1 => match (&b.first[..], b.second.as_deref()?) {
                (
                    [Fork::End(Nested {
                        forced: true,
                        suppressed: false,
                        expr: Expr::Branch(nb),
                    })],
                    [Fork::Constraint(c)],
                ) if nb.kind == BranchKind::Attack => {
                    let goal = nb.one_move_goal()?;
                    (Branch::refused_goal(c)? == goal).then_some(())?;
                    plain(stip(Play::HelpReflex, goal, n.div_ceil(2)))
                }
                _ => return None,
            },
            // `5d[#]a`: the defender forced into the goal after the key of `s#3`.
            BranchKind::Defense if n % 2 == 1 && b.second.as_ref().is_none_or(|f| f.is_empty()) => {
                PlainPlay {
                    post_key: true,
                    ..plain(stip(Play::Self_, b.only_goal(false)?, n.div_ceil(2)))
                }
            }
            // `6da[#]`: the attacker's goal after the key of `#4`.
            BranchKind::Defense if n % 2 == 0 => PlainPlay {
                post_key: true,
                ..plain(stip(Play::Direct, b.only_goal(true)?, n / 2 + 1))
            },
            BranchKind::Attack if n % 2 == 0 => {
                let one = |forks: &[Fork]| match forks {
                    [Fork::End(Nested {
                        forced: false,
                        suppressed: false,
                        expr: Expr::Goal(g),
                    })] => Some(*g),
                    _ => None,
                };
                let goal = one(&b.first)?;
                if one(b.second.as_deref()?)? != goal {
                    return None;
                }
                PlainPlay {
                    quodlibet: true,
                    ..plain(stip(Play::Self_, goal, n / 2))
                }
            }
            _ => return None,
        };
        // The defender moves first in post-key play: the plain play's other side.
        let first = play.stipulation.first_mover();
        if (first == side) == play.post_key {
            return None;
        }
        let inverted = matches!(self.expr, Expr::Invert(_));
        Some(PlainPlay {
            defence_numbered: play.post_key && !inverted,
            ..play
        })
    }

    /// The stipulation as Popeye prints it over the diagram and before a twin: the side in
    /// `lang`, the play without parentheses (`Weiss 3:3a[#]d`).
    pub fn header(&self, lang: Language) -> String {
        let side = match (self.side, lang) {
            (Side::White, Language::English) => "White",
            (Side::White, Language::French) => "Blanc",
            (Side::White, Language::German) => "Weiss",
            (Side::Black, Language::English) => "Black",
            (Side::Black, Language::French) => "Noir",
            (Side::Black, Language::German) => "Schwarz",
        };
        format!("{side} {}", self.popeye_form())
    }
}

impl fmt::Display for Sstipulation {
    /// As written back to a file: `white 3a[#]d` (the side in English, as the keyword's
    /// reader takes it in every language).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::White => "white",
            Side::Black => "black",
        };
        write!(f, "{side} {}", self.expr)
    }
}

/// The expression as written: with the parentheses a reader needs to group it as it is
/// grouped (`grouped`, for files), or as Popeye prints it over the diagram, which writes none
/// (`white (3a[#]d|1a[=]d)&3s[#]` printed `White 3a[#]d|1a[=]d&3s[#]`).
struct Written<'a, T>(&'a T, bool);

/// An operand that is itself `&` or `|` is written in parentheses where the reading would
/// otherwise group it differently.
fn operand(f: &mut fmt::Formatter<'_>, e: &Expr, grouped: bool) -> fmt::Result {
    match e {
        Expr::And(..) | Expr::Or(..) if grouped => write!(f, "({})", Written(e, grouped)),
        _ => write!(f, "{}", Written(e, grouped)),
    }
}

impl fmt::Display for Expr {
    /// Popeye's form, as it prints it over the diagram, but for the parentheses that keep its
    /// grouping: no spaces, a letter's goals first, then its constraints and nested branches
    /// in Popeye's order (`3s[#]{!+}`, `3s[1s{x}[-1s[+]]]`, `4hh[1s[1s[#]]]{+}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Written(self, true))
    }
}

impl fmt::Display for Written<'_, Expr> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Written(e, grouped) = *self;
        match e {
            Expr::Goal(g) => f.write_str(&g.symbol()),
            Expr::Branch(b) => write!(f, "{}", Written(&**b, grouped)),
            Expr::Not(e) => {
                f.write_str("!")?;
                operand(f, e, grouped)
            }
            Expr::Invert(e) => {
                f.write_str("-")?;
                operand(f, e, grouped)
            }
            Expr::And(a, b) | Expr::Or(a, b) => {
                operand(f, a, grouped)?;
                f.write_str(if matches!(e, Expr::And(..)) { "&" } else { "|" })?;
                // (Right operands group to the right as read.)
                write!(f, "{}", Written(&**b, grouped))
            }
        }
    }
}

impl Expr {
    /// Whether the expression is goals alone (a leaf), no branch of play in it.
    pub fn is_goals(&self) -> bool {
        match self {
            Expr::Goal(_) => true,
            Expr::Branch(_) => false,
            Expr::Not(e) | Expr::Invert(e) => e.is_goals(),
            Expr::And(a, b) | Expr::Or(a, b) => a.is_goals() && b.is_goals(),
        }
    }
}

/// A letter's forks in the order Popeye prints them: the goals it ends in (`[#]`), then the
/// constraints and the nested branches, the branches first where `nested_first` (help play's
/// letter that ends it, battle play), as Popeye's outputs show: `3s[#]{!+}`, `3s{x}[1s[#]]`,
/// `4hh[1s[1s[#]]]{+}`, `4h{x}[1s[#]]h`, `4a[1d[#]a]{+}d`; elsewhere a constraint of play
/// after the branches (`2s[1a[x]d]{!1a[x]d}`).
///
/// A series is written for a file with its forks in the order read: whether a constraint
/// stands before or after the goals it ends in changes the play (`3s{!+}[#]`, `3s[#]{!+}`),
/// though Popeye prints both alike.
fn forks(
    f: &mut fmt::Formatter<'_>,
    forks: &[Fork],
    grouped: bool,
    nested_first: bool,
    series: bool,
    attack: bool,
) -> fmt::Result {
    let end = |f: &mut fmt::Formatter<'_>, n: &Nested| -> fmt::Result {
        f.write_str("[")?;
        // (Popeye prints an attacking move's nested attack as forced, which it plays alike:
        // `3a[1a[x]d]d` as `3a[>1a[x]d]d`.)
        let shown_forced = !grouped
            && attack
            && matches!(&n.expr, Expr::Branch(b) if b.kind == BranchKind::Attack);
        if n.forced || shown_forced {
            f.write_str(">")?;
        }
        if n.suppressed {
            f.write_str("/")?;
        }
        write!(f, "{}]", Written(&n.expr, grouped))
    };
    let ends = |f: &mut fmt::Formatter<'_>, goals: bool| -> fmt::Result {
        for fork in forks {
            match fork {
                Fork::End(n) if n.expr.is_goals() == goals => end(f, n)?,
                _ => {}
            }
        }
        Ok(())
    };
    // (`None`: every constraint; `Some(goals)`: those of goals alone, or of play alone.)
    let constraints = |f: &mut fmt::Formatter<'_>, goals: Option<bool>| -> fmt::Result {
        for fork in forks {
            match fork {
                Fork::Constraint(e) if goals.is_none_or(|g| e.is_goals() == g) => {
                    write!(f, "{{{}}}", Written(e, grouped))?
                }
                _ => {}
            }
        }
        Ok(())
    };
    if grouped && series {
        for fork in forks {
            match fork {
                Fork::End(n) => end(f, n)?,
                Fork::Constraint(e) => write!(f, "{{{}}}", Written(e, grouped))?,
            }
        }
        return Ok(());
    }
    ends(f, true)?;
    if nested_first {
        ends(f, false)?;
        constraints(f, None)
    } else {
        // (A constraint of play follows the nested branches: `2s[1a[x]d]{!1a[x]d}`, BEISPIEL
        // sford #28; `2s{x}[1a[x]d]`.)
        constraints(f, Some(true))?;
        ends(f, false)?;
        constraints(f, Some(false))
    }
}

impl fmt::Display for Branch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Written(self, true))
    }
}

impl fmt::Display for Written<'_, Branch> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Written(b, grouped) = *self;
        // Popeye prints the forced ends (`>`) of even help play before the branch
        // (`black 4hh{+}[>1s[+]]`: `[>1s[+]]4hh{+}`).
        // (Only there: it would not read back.)
        let forced_first = !grouped && b.kind == BranchKind::Help && b.max.is_multiple_of(2);
        let is_forced = |fork: &Fork| matches!(fork, Fork::End(n) if n.forced);
        let mut second_forks = b.second.clone();
        if let (true, Some(fs)) = (forced_first, &mut second_forks) {
            let forced: Vec<Fork> = fs.iter().filter(|k| is_forced(k)).cloned().collect();
            forks(f, &forced, grouped, true, false, false)?;
            fs.retain(|k| !is_forced(k));
        }
        if let Some(m) = b.min {
            write!(f, "{m}:")?;
        }
        let (first, second) = b.kind.letters();
        // (Help play ends after the first letter for an odd length, the second for an even
        // one.)
        let nested_first = |second: bool| match b.kind {
            BranchKind::Series => false,
            BranchKind::Help => second == b.max.is_multiple_of(2),
            BranchKind::Attack | BranchKind::Defense => true,
        };
        write!(f, "{}{first}", b.max)?;
        let series = b.kind == BranchKind::Series;
        let attack = b.kind == BranchKind::Attack;
        forks(f, &b.first, grouped, nested_first(false), series, attack)?;
        if b.parry {
            f.write_str("?+?")?;
        }
        if let (Some(letter), Some(fs)) = (second, &second_forks) {
            write!(f, "{letter}")?;
            forks(f, fs, grouped, nested_first(true), series, false)?;
        }
        Ok(())
    }
}

impl Sstipulation {
    /// The play as Popeye prints it over the diagram, after the side's word in the output's
    /// language (`White`, `Blanc`, `Weiss`): without parentheses.
    pub fn popeye_form(&self) -> String {
        Written(&self.expr, false).to_string()
    }
}
