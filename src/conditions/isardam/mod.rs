//! Isardam, as Popeye 4.104 defines it (`condition Isardam`, optionally `TypeA` or `TypeB`,
//! then optionally `RexInclusive`).
//!
//! Madrasi turned into a rule of legality: a move is illegal if, once played, two like pieces
//! of opposite sides observe each other — more exactly, if any piece is observed by an enemy
//! piece of its own kind (kings take part only with `RexInclusive`). Observation is capture
//! geometry, e.p. not included. Nothing is paralysed.
//!
//! * Type A (the default): an attack counts only if the capture it threatens would itself be
//!   legal, so a piece whose capture of the king would leave like pieces observing each other
//!   gives no check. The castling king's passage is judged by playing its step there.
//! * Type B: check is orthodox.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_capture;
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

impl crate::rules::condition::Options for IsardamOptions {
    const NAME: &'static str = "isardam";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = String::from("Isardam");
        if self.type_b {
            line.push_str(" TypeB");
        }
        if self.rex_inclusive {
            line.push_str(" RexInclusive");
        }
        vec![line]
    }
}

/// Whether some piece of `pos` is observed by an enemy piece of its own kind.
pub fn illegal_observation(pos: &Position, opts: IsardamOptions) -> bool {
    pos.pieces().any(|(sq, p)| {
        let kind = p.kind();
        if kind == PieceKind::King && !opts.rex_inclusive {
            return false;
        }
        [Side::White, Side::Black].into_iter().any(|side| {
            p.colour().movable_by(side)
                && any_capture(pos, sq, side.opponent(), KindSet(kind.bit()), |_| true)
        })
    })
}

/// Whether `by` attacks `target` under type A: some capture of `target` by `by` leaves no
/// illegal observation once played.
pub fn attacked_a(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    opts: IsardamOptions,
) -> bool {
    any_capture(pos, target, by, rs.attackers(by), |c| {
        let mut after = *pos;
        after.remove(c.from);
        after.remove(target);
        after.put(target, c.piece);
        !illegal_observation(&after, opts)
    })
}

/// Whether `side`'s king is in check under type A.
pub fn in_check_a(pos: &Position, side: Side, rs: &Ruleset, opts: IsardamOptions) -> bool {
    match pos.king(side) {
        Some(k) => attacked_a(pos, k, side.opponent(), rs, opts),
        None => false,
    }
}

/// Whether the king of `side`, castling from `from`, may pass `passage` under type A: its step
/// there, played on its own, leaves it out of check.
pub fn passage_is_safe_a(
    pos: &Position,
    side: Side,
    from: Square,
    passage: Square,
    rs: &Ruleset,
    opts: IsardamOptions,
) -> bool {
    let mut after = *pos;
    let Some(king) = after.remove(from) else {
        return false;
    };
    after.put(passage, king);
    after.set_side_to_move(side.opponent());
    !in_check_a(&after, side, rs, opts)
}
