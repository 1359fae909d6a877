//! A pawn promoted by its rebirth where chameleons stand in the diagram: Popeye's promotion
//! into a chameleon (its `STChameleonChangePromoteeInto`) follows every promotion, a rebirth's
//! too, so each such rebirth is offered a second time, into a chameleon of the same kind
//! (`cLf1*a6=cT[+sBf1=D=c]`, AntiCirce `c6*d7[wBd7->e8=D=c]`; BEISPIEL cham #15 and #16).

use crate::rules::moves::{Move, MoveList, Reborn, Special};
use crate::rules::piece::{Attribute, Attributes, PieceKind};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Adds, after each move of `out[start..]` whose rebirth promotes a pawn into a kind of the
/// chameleon sequence, the same move promoting it into a chameleon. The move's own promotee
/// attributes carry it ([`Move::promotee`], read for the rebirth where the move itself does
/// not promote, as for a wormhole's transfer); a move that promotes itself keeps its own.
pub(super) fn add(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    if !rs.chameleon_promotions() {
        return;
    }
    let chameleon = Attributes::NONE.with(Attribute::Chameleon);
    let mut i = start;
    while i < out.len() {
        let mv = out[i];
        i += 1;
        if promotes_by_rebirth(pos, rs, &mv) {
            out.insert(
                i,
                Move {
                    promotee: mv.promotee.with(chameleon),
                    ..mv
                },
            );
            i += 1;
        }
    }
}

/// Whether `mv`'s rebirth promotes a pawn that is not a chameleon yet into a kind the
/// chameleon sequence changes (Popeye's test: the promotee's walk is in the sequence).
fn promotes_by_rebirth(pos: &Position, rs: &Ruleset, mv: &Move) -> bool {
    if mv.promotion.is_some() || mv.promotee.contains(Attribute::Chameleon) {
        return false;
    }
    let Some(r) = mv
        .rebirth
        .into_iter()
        .chain(mv.second_rebirth)
        .find(|r| matches!(r.of.unburied().0, Reborn::Promoted | Reborn::Capturer))
    else {
        return false;
    };
    let (of, _) = r.of.unburied();
    let was = if of == Reborn::Promoted {
        mv.captured
    } else {
        Some(mv.piece)
    };
    let Some(was) = was else {
        return false;
    };
    // (A capturer whose walk the options change, Chameleon or Einstein, is no pawn promoted.)
    let pawn = was.kind() == PieceKind::Pawn
        || crate::rules::walk::of(was)
            .fairy_pawn
            .is_some_and(|f| f.promotes);
    let promoted = of == Reborn::Promoted || (pawn && r.piece.kind() != was.kind());
    let at = if of == Reborn::Promoted {
        match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        }
    } else {
        mv.from
    };
    promoted
        && !pos.attributes(at).contains(Attribute::Chameleon)
        && rs.chameleon_next(r.piece.kind()) != r.piece.kind()
}
