//! A leaf of a structured stipulation: goals joined by `&` and `|`, negated by `!`
//! (`x&=`, `x|#`, `!x&#`), tested on the move that ends a branch, and the marks Popeye prints
//! on that move.
//!
//! How Popeye prints a move that reaches a leaf, as its outputs show:
//! - in lines (help and series play) each operand of `&` gives a line of its own, the first
//!   operand of `|` that holds gives its lines, a goal its mark (`Rh1*h8 + x`), a goal avoided
//!   (`!x`) the move's check alone (`black 4hh[x&=]`: the line twice, once with `x`, once with
//!   `=`);
//! - on a key (`1a[…]`) one mark: a goal's mark as in plain play, the first operand of `|`
//!   that holds as if alone, `&` the markers of the goals it reaches one after the other and
//!   no check (`Rh1*h8 x #`, `x z`, `+ x` for `+&x`), `!` nothing of its own.

use super::search::goal_reached;
use crate::notation::move_text::{goal_mark, Mark};
use crate::rules::attack::in_check;
use crate::rules::problem::Goal;
use crate::rules::sstipulation::Expr;
use crate::rules::{Move, MoveList, Position, Ruleset};

/// Goals joined by `&`, `|` and `!`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Leaf {
    Goal(Goal),
    Not(Box<Leaf>),
    And(Box<Leaf>, Box<Leaf>),
    Or(Box<Leaf>, Box<Leaf>),
}

/// A line's mark for one of the lines a move reaching a leaf prints: the goal it shows, or
/// `None` for the move's check alone (a goal avoided).
pub(super) type LineGoal = Option<Goal>;

impl Leaf {
    /// The leaf `e` is, where it is goals and operators only; `Err` names what else it holds
    /// (a branch) or a goal not played in a leaf.
    pub(super) fn of(e: &Expr) -> Result<Leaf, String> {
        Ok(match e {
            Expr::Goal(g) if g.follows_pieces() => {
                return Err(format!(
                    "the goal {} in a structured stipulation",
                    g.symbol()
                ))
            }
            Expr::Goal(g) => Leaf::Goal(*g),
            // (Popeye negates one goal tester of `!(x|+)`, not the whole: refused.)
            Expr::Not(inner) if !matches!(**inner, Expr::Goal(_) | Expr::Not(_)) => {
                return Err("'!' before '(…)' of goals (Popeye negates one of its goals)".into())
            }
            Expr::Not(inner) => Leaf::Not(Box::new(Leaf::of(inner)?)),
            Expr::And(a, b) => Leaf::And(Box::new(Leaf::of(a)?), Box::new(Leaf::of(b)?)),
            Expr::Or(a, b) => Leaf::Or(Box::new(Leaf::of(a)?), Box::new(Leaf::of(b)?)),
            Expr::Invert(_) | Expr::Branch(_) => {
                return Err("a leaf mixing goals and branches".into())
            }
        })
    }

    /// Whether Popeye takes the leaf to leave the side to move without moves (`#`, `=`, `==`,
    /// `##`, `##!`, `#=`), as it detects it: `!` looked through (`!#` too), `&` where one
    /// operand does, `|` where both do. Such a leaf is tested before the end of a branch only
    /// where no move is left, so play goes on past a move that makes it hold early
    /// (`black 4hh[!#&x]`: `1.Ka8-b8 Rd2*d5   2.…`); any other leaf ends the line there.
    pub(super) fn implies_immobility(&self) -> bool {
        match self {
            Leaf::Goal(g) => g.ends_play(),
            Leaf::Not(inner) => inner.implies_immobility(),
            Leaf::And(a, b) => a.implies_immobility() || b.implies_immobility(),
            Leaf::Or(a, b) => a.implies_immobility() && b.implies_immobility(),
        }
    }

    /// Whether `mv` from `before` to `after` makes the leaf hold.
    pub(super) fn holds(
        &self,
        rs: &Ruleset,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> bool {
        let mut buf = MoveList::new();
        self.holds_with(rs, before, mv, after, &mut buf)
    }

    fn holds_with(
        &self,
        rs: &Ruleset,
        before: &Position,
        mv: &Move,
        after: &Position,
        buf: &mut MoveList,
    ) -> bool {
        match self {
            Leaf::Goal(g) => goal_reached(*g, rs, before, mv, after, buf),
            Leaf::Not(inner) => !inner.holds_with(rs, before, mv, after, buf),
            Leaf::And(a, b) => {
                a.holds_with(rs, before, mv, after, buf) && b.holds_with(rs, before, mv, after, buf)
            }
            Leaf::Or(a, b) => {
                a.holds_with(rs, before, mv, after, buf) || b.holds_with(rs, before, mv, after, buf)
            }
        }
    }

    /// The lines a move that makes the leaf hold prints, each by its goal (see the module).
    pub(super) fn line_goals(
        &self,
        rs: &Ruleset,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> Vec<LineGoal> {
        match self {
            Leaf::Goal(g) => vec![Some(*g)],
            Leaf::Not(_) => vec![None],
            Leaf::And(a, b) => {
                let mut out = a.line_goals(rs, before, mv, after);
                out.extend(b.line_goals(rs, before, mv, after));
                out
            }
            Leaf::Or(a, b) => {
                if a.holds(rs, before, mv, after) {
                    a.line_goals(rs, before, mv, after)
                } else {
                    b.line_goals(rs, before, mv, after)
                }
            }
        }
    }

    /// The mark of a key that makes the leaf hold (see the module).
    pub(super) fn key_mark(&self, rs: &Ruleset, before: &Position, mv: &Move) -> Mark {
        let after = before.played(mv, rs);
        match self {
            Leaf::Goal(g) => goal_mark(*g, before, mv, rs, true),
            Leaf::Not(_) => {
                if in_check(&after, after.side_to_move(), rs) {
                    Mark::Check
                } else {
                    Mark::None
                }
            }
            Leaf::Or(a, b) => {
                if a.holds(rs, before, mv, &after) {
                    a.key_mark(rs, before, mv)
                } else {
                    b.key_mark(rs, before, mv)
                }
            }
            Leaf::And(..) => {
                let mut goals = Vec::new();
                self.joined(rs, before, mv, &after, &mut goals);
                Mark::joint(&goals, in_check(&after, after.side_to_move(), rs))
            }
        }
    }

    /// The goals whose markers a `&` shows, in order.
    fn joined(
        &self,
        rs: &Ruleset,
        before: &Position,
        mv: &Move,
        after: &Position,
        out: &mut Vec<Goal>,
    ) {
        match self {
            Leaf::Goal(g) => out.push(*g),
            Leaf::Not(_) => {}
            Leaf::And(a, b) => {
                a.joined(rs, before, mv, after, out);
                b.joined(rs, before, mv, after, out);
            }
            Leaf::Or(a, b) => {
                if a.holds(rs, before, mv, after) {
                    a.joined(rs, before, mv, after, out)
                } else {
                    b.joined(rs, before, mv, after, out)
                }
            }
        }
    }
}
