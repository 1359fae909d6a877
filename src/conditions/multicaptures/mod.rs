//! MultiCaptures, as Popeye 4.104 defines it (`condition MultiCaptures`, the same in French and
//! German; optionally `White` / `Black` (`Blancs` / `Noirs`, `Weiss` / `Schwarz`): only that
//! side is bound).
//!
//! A bound side may capture a man only where it has two captures of it or more: a capture is
//! generated only beside another capture of the same square (by another piece, or by the same
//! piece from another line, as a rose's two circles onto one man; a pawn's promotions are one
//! capture). Popeye counts its generation elements before it removes a piece's duplicate
//! moves, so each line of the walks it generates line by line counts (`turning::line_moves`:
//! circles, zigzags, reflecting paths, hurdles, hops). Checks follow: a king is in check from a
//! bound side only when two of its men or lines observe it, so a single checker pins nothing
//! and checks nothing, and every move is played to judge it. Moves have no marks of their own.
//!
//! The orphan and the friend move walk by walk of the kinds lending them theirs, and each
//! lending walk counts its capture (`lends_with_queens`: a queen's observation along a rook's
//! line lends the rook's walk too, as Popeye's optimisation of the queen's observations has
//! it). An orphan's check is validated along its chain without being counted, so one suffices;
//! a friend's is counted in Popeye's order, with the quirk of its counter (`rules.rs`,
//! `friends_attack`). The mate test filters each man's moves on its own, as Popeye's test of
//! immobility generates them, and a list of captures only keeps its last.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::kind_set::KindSet;
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::Side;
use crate::rules::piece::{Piece, PieceKind};
use crate::rules::pieces::observers::as_walk::{observes, walk_moves};
use crate::rules::pieces::observers::orphan::{lender_kinds, lends_with_queens};
use crate::rules::pieces::turning::{bouncy, line_moves};
use crate::rules::position::Position;
use crate::rules::square::Square;
use crate::rules::walk;

impl crate::rules::condition::Options for MultiCapturesOptions {
    const NAME: &'static str = "multicaptures";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self, false)]
    }
}

impl MultiCapturesOptions {
    /// Whether `side` is bound.
    pub fn binds(&self, side: Side) -> bool {
        self.only.is_none_or(|s| s == side)
    }
}

/// The square where `mv` takes its victim (`None` for a move that captures nothing).
fn capture_square(mv: &Move) -> Option<Square> {
    mv.captured?;
    Some(match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    })
}

/// Drops from `out[start..]` every capture whose square no other capture of the list takes a
/// man on: Popeye's generation elements are the departure, the arrival and the capture square
/// (a pawn's promotions are one element, so they do not count apart), one per line of the
/// walks it generates line by line (a rose's capture two circles reach counts twice), and one
/// per walk an orphan or a friend moves with (an orphan observed by a rook and a queen takes
/// along a file twice). A list of captures only keeps its last, as Popeye's does.
pub(crate) fn drop_single_captures(pos: &Position, out: &mut MoveList, start: usize) {
    // The captures' (capture square, departure, arrival), each once.
    let mut elements: Vec<(Square, Square, Square)> = out[start..]
        .iter()
        .filter_map(|m| capture_square(m).map(|c| (c, m.from, m.to)))
        .collect();
    if elements.is_empty() {
        return;
    }
    elements.sort_unstable_by_key(|&(c, f, t)| (c.mailbox(), f.mailbox(), t.mailbox()));
    elements.dedup();
    let by = pos.side_to_move();
    let count = |&(c, f, t): &(Square, Square, Square)| {
        pos.piece_at(f).map_or(1, |p| {
            if RELAYS.has(p) {
                relayed_captures(pos, by, p, f, t, c).max(1)
            } else {
                lines_capturing(pos, by, p, p.kind(), f, Some(t), c).max(1)
            }
        })
    };
    let several = |sq: Square| {
        elements
            .iter()
            .filter(|e| e.0 == sq)
            .map(count)
            .sum::<usize>()
            > 1
    };
    // Popeye's filter sorts the list (captures by square, departure and arrival, then the
    // other moves) and never looks at its last element: where every move captures, the last
    // capture stays, single or not.
    let last = out[start..]
        .iter()
        .all(|m| capture_square(m).is_some())
        .then(|| {
            let order = |sq: Square| (sq.rank(), sq.file());
            elements
                .iter()
                .copied()
                .max_by_key(|&(c, f, t)| (order(c), order(f), order(t)))
        })
        .flatten();
    crate::rules::movegen::retain(out, start, |m| {
        capture_square(m).is_none_or(|c| several(c) || last == Some((c, m.from, m.to)))
    });
}

/// The walks that move with the walks of other men (their lenders): the orphan and the friend.
const RELAYS: KindSet = KindSet::of(&[PieceKind::Orphan, PieceKind::Friend]);

/// How many of Popeye's generation elements take the man on `victim` for `by`'s orphan or
/// friend `piece` going from `from` to `to`: Popeye generates its moves walk by walk of the
/// kinds lending it theirs, so each lending walk that makes the capture counts, line by line
/// for a walk it generates so ([`line_moves`]).
fn relayed_captures(
    pos: &Position,
    by: Side,
    piece: Piece,
    from: Square,
    to: Square,
    victim: Square,
) -> usize {
    lender_kinds(pos, by, piece)
        .iter()
        .filter(|&kind| lends_with_queens(pos, by, from, piece, kind))
        .map(|kind| lines_capturing(pos, by, piece, kind, from, Some(to), victim))
        .sum()
}

/// How many observations of `target` Popeye's check test counts for `by`'s `piece` on `from`
/// walking as `kind`: one a line, as its moves ([`lines_capturing`]), but for the leafhoppers,
/// whose test stops at the first hurdle of the line from the target to the observer (one
/// however many hurdles its moves count), and the bouncy nightrider, whose rides the test
/// follows back from the target. 0 where `piece` does not observe `target` as `kind`.
fn observations(
    pos: &Position,
    by: Side,
    piece: Piece,
    kind: PieceKind,
    from: Square,
    target: Square,
) -> usize {
    match kind {
        PieceKind::Leafhopper | PieceKind::GreaterLeafhopper => {
            usize::from(observes(pos, by, from, piece, kind, target))
        }
        PieceKind::BouncyNightrider => bouncy::nightrider_observations(pos, target, from),
        _ => lines_capturing(pos, by, piece, kind, from, None, target),
    }
}

/// How many lines of `by`'s `piece` on `from`, walking as `kind`, capture on `victim`
/// (arriving on `to`, when given): one a line for a walk Popeye generates line by line
/// ([`line_moves`]) and observes with line by line; else, for a move of the piece's own walk,
/// the move itself, and for an orphan's or a friend's lent walk or an observation, 1 or 0 as
/// the walk reaches the victim.
fn lines_capturing(
    pos: &Position,
    by: Side,
    piece: Piece,
    kind: PieceKind,
    from: Square,
    to: Option<Square>,
    victim: Square,
) -> usize {
    let mut n = 0;
    let mut count = |m: Move| {
        if to.is_none_or(|t| m.to == t) && capture_square(&m) == Some(victim) {
            n += 1;
        }
    };
    match (line_moves(kind), to) {
        (Some(lines), _) => lines(pos, by, from, piece, &mut count),
        (None, None) => return usize::from(observes(pos, by, from, piece, kind, victim)),
        (None, Some(_)) if RELAYS.has(piece) => {
            walk_moves(pos, by, from, piece, walk::walk(kind), &mut count);
            return n.min(1);
        }
        (None, Some(_)) => return 1,
    }
    n
}

#[cfg(test)]
mod tests;
