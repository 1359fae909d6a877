//! The friend (Popeye's `f`): it moves as each kind of its own side's pieces that observes it,
//! directly or through a chain of friends (a friend reaching it as the kind, itself observed
//! as the kind). As with orphans, each friend passed counts as a dummy for the rest of the
//! chain, which keeps it finite.

use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::square::Square;

use super::as_walk::{observed_by_kind, observes};
use super::orphan::{kinds_on, moves_as, walk_of};

pub static WALK: CustomWalk = CustomWalk { moves };

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let kinds = kinds_on(board, |c| c.movable_by(side));
    moves_as(board, side, from, piece, kinds, out, |kind| {
        observed_chain(board, from, side, kind, &mut Vec::new())
    });
}

/// Whether the friend on `target` is observed as `kind` by its own `side`: by a man of the
/// kind, or by another friend that reaches it as the kind and is observed in turn. `passed`
/// holds the friends already in the chain.
fn observed_chain(
    board: &dyn Board,
    target: Square,
    side: Side,
    kind: PieceKind,
    passed: &mut Vec<Square>,
) -> bool {
    if observed_by_kind(board, side, kind, target) {
        return true;
    }
    passed.push(target);
    let found = board.size().squares().any(|sq| {
        board.piece_at(sq).is_some_and(|p| {
            p.is(PieceKind::Friend)
                && p.colour().movable_by(side)
                && !passed.contains(&sq)
                && observes(board, side, sq, p, walk_of(kind), target)
                && observed_chain(board, sq, side, kind, passed)
        })
    });
    passed.pop();
    found
}
