//! Popeye's promotions where hoppers with hurdle attributes (hurdle colour changing, Bul,
//! Dob) stand in the diagram: a pawn then promotes into a piece as the diagram's pieces of
//! that kind are. A promotion into a kind gives a plain piece when the kind is orthodox or a
//! piece of it without those attributes stands in the diagram, and a piece with each set of
//! them that a piece of the kind has there (`=G`, `=G=hcc`); a promotion into a kind with
//! neither is no move, and (Popeye's iteration over the promotions ends there) neither is a
//! promotion of the same pawn's move into a kind after it in Popeye's walk table: with
//! `PromOnly Q N RH` and only a hurdle-colour-changing rookhopper in the diagram, `f2-f1=Q`
//! alone, the nightrider coming before the rookhopper. (Not where chameleons stand and the
//! kind is one of the chameleon sequence's: Popeye's chameleon round goes on past it.)

use super::moves::Move;
use super::moves::{MoveList, Promotion};
use super::piece::{popeye_rank, Attribute, Attributes, PieceKind};
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
pub fn expand(
    table: &[(PieceKind, Attributes)],
    out: &mut MoveList,
    start: usize,
    goes_on: impl Fn(PieceKind) -> bool,
) {
    // Where each pawn move's promotions end: the first kind in Popeye's order with no entry.
    let same = |a: &Move, b: &Move| {
        a.from == b.from && a.to == b.to && a.special == b.special && a.piece == b.piece
    };
    let mut ends: Vec<(Move, usize)> = Vec::new();
    for mv in &out[start..] {
        let Some(Promotion::Piece(kind)) = mv.promotion else {
            continue;
        };
        if table.iter().any(|&(k, _)| k == kind) || goes_on(kind) {
            continue;
        }
        let rank = popeye_rank(kind);
        match ends.iter_mut().find(|(m, _)| same(m, mv)) {
            Some((_, end)) => *end = (*end).min(rank),
            None => ends.push((*mv, rank)),
        }
    }
    let ended = |mv: &Move, kind: PieceKind| {
        ends.iter()
            .any(|(m, end)| same(m, mv) && popeye_rank(kind) > *end)
    };
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
        if ended(&mv, kind) {
            continue;
        }
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
