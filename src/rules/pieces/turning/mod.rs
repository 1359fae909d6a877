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
    PieceKind::Spiralspringer,
    PieceKind::DiagonalSpiralspringer,
    PieceKind::Spiralspringer11,
    PieceKind::Spiralspringer20,
    PieceKind::Spiralspringer33,
    PieceKind::Spiralspringer40,
    PieceKind::Quintessence,
    PieceKind::Boyscout,
    PieceKind::Girlscout,
    PieceKind::ReflectingBishop,
    PieceKind::Archbishop,
    PieceKind::BouncyKnight,
    PieceKind::BouncyNightrider,
    PieceKind::RadialKnight,
    PieceKind::Saltador,
    PieceKind::Moose,
    PieceKind::RookMoose,
    PieceKind::BishopMoose,
    PieceKind::Eagle,
    PieceKind::RookEagle,
    PieceKind::BishopEagle,
    PieceKind::Sparrow,
    PieceKind::RookSparrow,
    PieceKind::BishopSparrow,
    PieceKind::Marguerite,
    PieceKind::DoubleGrasshopper,
    PieceKind::DoubleRookhopper,
    PieceKind::DoubleBishopper,
    PieceKind::Treehopper,
    PieceKind::GreaterTreehopper,
    PieceKind::Leafhopper,
    PieceKind::GreaterLeafhopper,
]);

/// The walks whose moves Popeye generates one per line, a square two of its lines reach
/// coming twice (its remover of a piece's duplicate moves keeps one later), for a rule that
/// counts the captures before that (MultiCaptures): the rose family's circles, the spiral
/// springers', scouts' and quintessence's zigzags, the reflecting bishop's and archbishop's
/// and the bouncers' paths, the radial knight's, tree- and leafhoppers' and angle hoppers'
/// hurdles, the double hoppers' pairs of hops, the marguerite's hops of each of its walks and
/// the saltador's mao and moa (Popeye removes no duplicates of the rose locust's).
pub fn line_moves(kind: PieceKind) -> Option<MovesFn> {
    use super::hoppers::{angle, double_hopper, marguerite, radial};
    use super::observers::saltador;
    // Closures: a generic walk's copy for one trait object lifetime is no `MovesFn`.
    macro_rules! lines {
        ($f:path) => {
            |b, side, from, p, out| $f(b, side, from, p, out)
        };
    }
    let f: MovesFn = match kind {
        PieceKind::Rose => lines!(rose::lines),
        PieceKind::Rao => lines!(rao::lines),
        PieceKind::RoseLion => lines!(rose_lion::lines),
        PieceKind::RoseHopper => lines!(rose_hopper::lines),
        PieceKind::Spiralspringer => lines!(spiral_springers::spiral_lines),
        PieceKind::DiagonalSpiralspringer => lines!(spiral_springers::diagonal_lines),
        PieceKind::Spiralspringer11 => lines!(spiral_springers::spiral_11_lines),
        PieceKind::Spiralspringer20 => lines!(spiral_springers::spiral_20_lines),
        PieceKind::Spiralspringer33 => lines!(spiral_springers::spiral_33_lines),
        PieceKind::Spiralspringer40 => lines!(spiral_springers::spiral_40_lines),
        PieceKind::Quintessence => lines!(spiral_springers::quintessence_lines),
        PieceKind::Boyscout => lines!(spiral_springers::boyscout_lines),
        PieceKind::Girlscout => lines!(spiral_springers::girlscout_lines),
        PieceKind::ReflectingBishop => lines!(reflecting::reflecting_bishop_lines),
        PieceKind::Archbishop => lines!(reflecting::archbishop_lines),
        PieceKind::BouncyKnight => lines!(bouncy::knight_lines),
        PieceKind::BouncyNightrider => lines!(bouncy::nightrider_lines),
        PieceKind::RadialKnight => lines!(radial_knight::lines),
        PieceKind::Saltador => lines!(saltador::lines),
        PieceKind::Moose => lines!(angle::moose),
        PieceKind::RookMoose => lines!(angle::rook_moose),
        PieceKind::BishopMoose => lines!(angle::bishop_moose),
        PieceKind::Eagle => lines!(angle::eagle),
        PieceKind::RookEagle => lines!(angle::rook_eagle),
        PieceKind::BishopEagle => lines!(angle::bishop_eagle),
        PieceKind::Sparrow => lines!(angle::sparrow),
        PieceKind::RookSparrow => lines!(angle::rook_sparrow),
        PieceKind::BishopSparrow => lines!(angle::bishop_sparrow),
        PieceKind::Marguerite => lines!(marguerite::lines),
        PieceKind::DoubleGrasshopper => lines!(double_hopper::double_grasshopper_lines),
        PieceKind::DoubleRookhopper => lines!(double_hopper::double_rookhopper_lines),
        PieceKind::DoubleBishopper => lines!(double_hopper::double_bishopper_lines),
        PieceKind::Treehopper => lines!(radial::treehopper_lines),
        PieceKind::GreaterTreehopper => lines!(radial::greater_treehopper_lines),
        PieceKind::Leafhopper => lines!(radial::leafhopper_lines),
        PieceKind::GreaterLeafhopper => lines!(radial::greater_leafhopper_lines),
        _ => return None,
    };
    Some(f)
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
