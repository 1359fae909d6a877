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
//! The orphan and the friend are refused: Popeye generates their moves walk by walk of the
//! men observing them and finds their checks along chains, which feerie does not count.

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
use crate::rules::pieces::turning::{bouncy, line_moves, LINE_MOVE_KINDS};
use crate::rules::position::Position;
use crate::rules::square::Square;
use crate::rules::walk::{DEDUPLICATED_BY_POPEYE, DEDUPLICATED_BY_POPEYE_PLAIN};

impl crate::rules::condition::Options for MultiCapturesOptions {
    const NAME: &'static str = "multicaptures";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self, false)]
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        let (_, p) = diagram
            .pieces()
            .find(|(_, p)| COUNTED_BY_LINE.contains(p.kind()))?;
        Some(format!(
            "the {} under MultiCaptures (Popeye counts each walk of the men observing it that \
             captures a man, and its checks along chains of observations; feerie does not)",
            p.kind().name()
        ))
    }
}

/// The walks Popeye generates line by line, a square two lines reach coming twice before its
/// remover of duplicates keeps one, whose lines feerie does not count: the orphan and the
/// friend, which move with the walks of the men observing them (one generation a walk).
/// MultiCaptures counts each line as a capture (`SSd4*f3`, a spiral springer's two spirals
/// meeting on f3, counts twice), so it refuses these.
const COUNTED_BY_LINE: KindSet = DEDUPLICATED_BY_POPEYE
    .union(DEDUPLICATED_BY_POPEYE_PLAIN)
    .minus(LINE_MOVE_KINDS);

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
/// walks it generates line by line (a rose's capture two circles reach counts twice).
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
    let count = |&(c, f, t): &(Square, Square, Square)| {
        pos.piece_at(f).map_or(1, |p| {
            lines_capturing(pos, pos.side_to_move(), p, f, Some(t), c)
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
    crate::rules::movegen::retain(out, start, |m| capture_square(m).is_none_or(several));
}

/// How many observations of `target` Popeye's check test counts for `by`'s `piece` on
/// `from`: one a line, as its moves ([`lines_capturing`]), but for the leafhoppers, whose
/// test stops at the first hurdle of the line from the target to the observer (one however
/// many hurdles its moves count), and the bouncy nightrider, whose rides the test follows
/// back from the target.
fn observations(pos: &Position, by: Side, piece: Piece, from: Square, target: Square) -> usize {
    match piece.kind() {
        PieceKind::Leafhopper | PieceKind::GreaterLeafhopper => 1,
        PieceKind::BouncyNightrider => bouncy::nightrider_observations(pos, target, from),
        _ => lines_capturing(pos, by, piece, from, None, target),
    }
}

/// How many lines of `by`'s `piece` on `from` capture on `victim` (arriving on `to`, when
/// given), for a walk Popeye generates line by line ([`line_moves`]) and observes with line
/// by line; 1 for any other (and where none does: the victim a man of `by`).
fn lines_capturing(
    pos: &Position,
    by: Side,
    piece: Piece,
    from: Square,
    to: Option<Square>,
    victim: Square,
) -> usize {
    let Some(lines) = line_moves(piece.kind()) else {
        return 1;
    };
    let mut n = 0;
    lines(pos, by, from, piece, &mut |m| {
        if to.is_none_or(|t| m.to == t) && capture_square(&m) == Some(victim) {
            n += 1;
        }
    });
    n.max(1)
}

#[cfg(test)]
mod tests;
