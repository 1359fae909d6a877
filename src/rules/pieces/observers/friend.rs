//! The friend (Popeye's `f`): it moves as each kind of its own side's pieces that observes it,
//! directly or through a chain of friends (a friend reaching it as the kind, itself observed
//! as the kind). As with orphans, each friend passed counts as a dummy for the rest of the
//! chain, which keeps it finite.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::square::Square;

use super::orphan::Relay;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

pub(super) const FRIEND: Relay = Relay {
    kind: PieceKind::Friend,
    alternate: false,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    FRIEND.moves(board, side, from, piece, out);
}

fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool {
    FRIEND.captures(board, side, from, piece, target)
}
