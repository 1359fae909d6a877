//! The suppressed defence end of help and series play in a structured stipulation:
//! `[/1d[x]a{!+}]` (the other side, not in check, must capture with every move: Popeye's
//! "CapZug" problems) and `[/2da[#]{!+}]` (every move of the other side, not in check,
//! allows a mate in one). `/` leaves the end's moves out of the output: the line stops at
//! the position where it holds, as Popeye prints it.
//!
//! As Popeye plays the nested battle branch: its constraint `{…}` after the `a` is tested
//! before the defence, on the move that led to it; the defender must have a move (a
//! defender without one refutes, as a stalemating key is no mate); each of its moves must
//! reach the goals (`1d[goals]a`) or let the other side reach them in one move
//! (`2da[goals]`).

use super::leaf::Leaf;
use crate::rules::sstipulation::{Branch, BranchKind, Expr, Fork, Nested};
use crate::rules::{legal_moves, Move, Position, Ruleset};

/// What the defender's moves must do.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Reach {
    /// `1d[goals]a`: each reaches the goals.
    Itself(Leaf),
    /// `2da[goals]`: after each, the other side has a move reaching them.
    Allowed(Leaf),
}

/// A nested `1d[goals]a{c}` or `2da[goals]{c}` played as a test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct DefenceEnd {
    constraint: Option<Leaf>,
    reach: Reach,
}

/// A fork's goals, where it is `[goals]` alone (no `>` or `/`).
fn goals_of(nested: &Nested) -> Result<Leaf, String> {
    if nested.forced || nested.suppressed || !nested.expr.is_goals() {
        return Err("a defence end other than 1d[goals]a{…} or 2da[goals]{…}".into());
    }
    Leaf::of(&nested.expr)
}

impl DefenceEnd {
    /// The end `e` says (the inside of `[/…]`), or what of it feerie does not play.
    pub(super) fn of(e: &Expr) -> Result<DefenceEnd, String> {
        let other = || Err("'/' before other play than 1d[goals]a{…} or 2da[goals]{…}".into());
        let Expr::Branch(b) = e else {
            return other();
        };
        let Branch {
            min: None,
            max,
            kind: BranchKind::Defense,
            first,
            parry: false,
            second,
        } = &**b
        else {
            return other();
        };
        let second = second.as_deref().unwrap_or(&[]);
        let mut constraint = None;
        let mut end = None;
        for fork in second {
            match fork {
                Fork::Constraint(c) if constraint.is_none() => {
                    constraint = Some(Leaf::of(c).map_err(|_| {
                        "a constraint ({…}) of play, not of goals, in a defence end".to_string()
                    })?)
                }
                Fork::End(n) if *max == 2 && end.is_none() => end = Some(goals_of(n)?),
                _ => return other(),
            }
        }
        let reach = match (max, &first[..], end) {
            (1, [Fork::End(n)], None) => Reach::Itself(goals_of(n)?),
            (2, [], Some(goals)) => Reach::Allowed(goals),
            _ => return other(),
        };
        Ok(DefenceEnd { constraint, reach })
    }

    /// Whether the end holds after `mv`, played from `before` to `after`.
    pub(super) fn holds(
        &self,
        rs: &Ruleset,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> bool {
        if let Some(c) = &self.constraint {
            if !c.holds(rs, before, mv, after) {
                return false;
            }
        }
        let defences = legal_moves(after, rs);
        !defences.is_empty()
            && defences.iter().all(|d| {
                let next = after.played(d, rs);
                match &self.reach {
                    Reach::Itself(goals) => goals.holds(rs, after, d, &next),
                    Reach::Allowed(goals) => legal_moves(&next, rs)
                        .iter()
                        .any(|m| goals.holds(rs, &next, m, &next.played(m, rs))),
                }
            })
    }
}
