//! Riders whose lines turn: the rose family (rose, rao, rose lion, rose hopper, rose locust),
//! spiral springers, reflecting bishops and their kin, bouncers.

pub mod bouncer;
pub mod bouncy;
pub mod cardinal;
pub mod cat;
pub mod circle;
pub mod dolphin;
pub mod hurdle_lions;
pub mod mao_riders;
pub mod once;
pub mod radial_knight;
pub mod rao;
pub mod reflecting;
pub mod rose;
pub mod rose_hopper;
pub mod rose_lion;
pub mod rose_locust;
pub mod spiral_springers;
pub mod ubiubi;
pub mod zigzag;

use crate::rules::custom_walk::MovesFn;
use crate::rules::kind_set::KindSet;
use crate::rules::piece::PieceKind;

/// The kinds [`line_moves`] generates line by line.
pub const LINE_MOVE_KINDS: KindSet = KindSet::of(&[
    PieceKind::Rose,
    PieceKind::Rao,
    PieceKind::RoseLion,
    PieceKind::RoseHopper,
]);

/// The walks whose moves Popeye generates one per line, a square two of its lines reach
/// coming twice (its remover of a piece's duplicate moves keeps one later), for a rule that
/// counts the captures before that (MultiCaptures): the rose, the rao, the rose lion and the
/// rose hopper (Popeye removes no duplicates of the rose locust's).
pub fn line_moves(kind: PieceKind) -> Option<MovesFn> {
    match kind {
        PieceKind::Rose => Some(rose::lines),
        PieceKind::Rao => Some(rao::lines),
        PieceKind::RoseLion => Some(rose_lion::lines),
        PieceKind::RoseHopper => Some(rose_hopper::lines),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_move_kinds_are_those_line_moves_knows() {
        for bits in 1..=u8::MAX {
            if let Some(kind) = PieceKind::from_bits(bits) {
                assert_eq!(
                    LINE_MOVE_KINDS.contains(kind),
                    line_moves(kind).is_some(),
                    "{kind:?}"
                );
            }
        }
    }
}
