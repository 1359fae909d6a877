//! Popeye's promotions where hoppers with hurdle attributes (hurdle colour changing, Bul,
//! Dob) stand in the diagram: a pawn then promotes into a piece as the diagram's pieces of
//! that kind are. A promotion into a kind gives a plain piece when the kind is orthodox or a
//! piece of it without those attributes stands in the diagram, and a piece with each set of
//! them that a piece of the kind has there (`=G`, `=G=hcc`); a promotion into a kind with
//! neither is no move.

use super::moves::{MoveList, Promotion};
use super::piece::{Attribute, Attributes, PieceKind};
use super::position::Position;

/// The attributes that make a hopper's promotions its own.
const HURDLE_ATTRIBUTES: [Attribute; 3] = [
    Attribute::HurdleColourChanging,
    Attribute::Bul,
    Attribute::Dob,
];

/// The kinds a pawn promotes into plainly whatever stands in the diagram.
const PLAIN: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Pawn,
    PieceKind::Queen,
    PieceKind::Knight,
    PieceKind::Rook,
    PieceKind::Bishop,
];

/// The hurdle attributes of a set.
fn hurdle_part(a: Attributes) -> Attributes {
    HURDLE_ATTRIBUTES
        .into_iter()
        .filter(|&h| a.contains(h))
        .collect()
}

/// Each kind of the diagram's pieces with the hurdle attributes its pieces have (a plain
/// piece gives the empty set), once each; empty when no piece has hurdle attributes (the
/// promotions are then the usual ones).
pub fn table(diagram: &Position) -> Vec<(PieceKind, Attributes)> {
    let any = diagram
        .pieces()
        .any(|(sq, _)| !hurdle_part(diagram.attributes(sq)).is_empty());
    if !any {
        return Vec::new();
    }
    let mut out: Vec<(PieceKind, Attributes)> =
        PLAIN.iter().map(|&k| (k, Attributes::NONE)).collect();
    for (sq, p) in diagram.pieces() {
        let entry = (p.kind(), hurdle_part(diagram.attributes(sq)));
        if !out.contains(&entry) {
            out.push(entry);
        }
    }
    out
}

/// Replaces each promotion of `out[start..]` by the promotions `table` allows into its kind
/// (see the module's text).
pub fn expand(table: &[(PieceKind, Attributes)], out: &mut MoveList, start: usize) {
    let mut i = start;
    let end = out.len();
    let mut kept = start;
    let mut added = Vec::new();
    while i < end {
        let mv = out[i];
        i += 1;
        let Some(Promotion::Piece(kind)) = mv.promotion else {
            out[kept] = mv;
            kept += 1;
            continue;
        };
        for &(k, a) in table {
            if k != kind {
                continue;
            }
            let promoted = crate::rules::moves::Move {
                promotee: mv.promotee.with(a),
                ..mv
            };
            if a.is_empty() {
                out[kept] = promoted;
                kept += 1;
            } else {
                added.push(promoted);
            }
        }
    }
    out.truncate(kept);
    out.extend(added);
}
