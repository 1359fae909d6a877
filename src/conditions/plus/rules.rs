//! The hooks Plus chess gives the rules core: the pieces on the centre squares capture and
//! observe from the others too, through the core's relocation (`crate::rules::relocation`),
//! which walks the pieces and observes; check is such an observation of the king, so every
//! move is played and its king tested.

use std::sync::Arc;

use super::capture_squares;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList, Nature};
use crate::rules::piece::{Attribute, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::relocation::CaptureSquares;
use crate::rules::ruleset::KindSet;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;
use crate::rules::walk::{DEDUPLICATED_BY_POPEYE, DEDUPLICATED_BY_POPEYE_PLAIN};

/// Plus chess's rules (no options).
#[derive(Debug)]
pub struct Compiled {
    /// Whether a piece's captures from two other centre squares onto one square (the same
    /// victim) are one move: Popeye 4.104 merges a piece's moves with the same departure,
    /// arrival and capture square where the problem holds one of `DEDUPLICATED_BY_POPEYE` (so
    /// `SSd4-d5*f6` stands alone, where `Sd4-d5*c3` and `Sd4-e4*c3` are two moves beside a
    /// knight); the relocation square tells nothing apart there.
    merge: bool,
}

pub(super) fn compile(diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        merge: merges(diagram),
    })
}

/// Whether the diagram holds a walk that makes Popeye merge (`DEDUPLICATED_BY_POPEYE`, and
/// `DEDUPLICATED_BY_POPEYE_PLAIN` where no piece is a Bul, Dob or hurdle-colour changer).
fn merges(diagram: &Position) -> bool {
    let mut kinds = KindSet::NONE;
    let mut plain = true;
    for (sq, p) in diagram.pieces() {
        kinds.insert_kind_of(p);
        let a = diagram.attributes(sq);
        plain &= ![
            Attribute::Bul,
            Attribute::Dob,
            Attribute::HurdleColourChanging,
        ]
        .into_iter()
        .any(|x| a.contains(x));
    }
    kinds.intersects(DEDUPLICATED_BY_POPEYE)
        || (plain && kinds.intersects(DEDUPLICATED_BY_POPEYE_PLAIN))
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::WALK | Hooks::RELOCATE | Hooks::ATTACK | Hooks::PASSAGE
    }

    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        crate::rules::relocation::walk(pos, rs, out, self.merge);
        true
    }

    fn capture_squares(
        &self,
        pos: &Position,
        from: Square,
        _piece: Piece,
        _by: Side,
    ) -> CaptureSquares {
        capture_squares(pos, from)
    }

    /// Attacks are the core's observation from the centre squares, which asks the capture
    /// filters (patrol, functionary…).
    fn attacks_ask_capture_filters(&self) -> bool {
        true
    }

    /// Popeye refuses a diagram whose side not to move stands in check as Plus chess judges
    /// it, from the centre squares too (a root-25 leaper on d4 taking h8 from e4).
    fn diagram_check_is_popeyes(&self) -> bool {
        true
    }

    fn attacked(&self, _pos: &Position, _target: Square, _by: Side, _rs: &Ruleset) -> Option<bool> {
        None
    }

    /// The king's step to the passage square, played, leaves it out of check (a piece may
    /// observe the square from a centre square across the king's own).
    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        let king = Piece::new(side.colour(), PieceKind::King);
        let step = Move::new(from, passage, king, Nature::Leap);
        Some(!crate::rules::attack::in_check(
            &pos.played(&step, rs),
            side,
            rs,
        ))
    }
}
