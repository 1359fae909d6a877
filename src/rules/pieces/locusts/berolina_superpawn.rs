//! The berolina superpawn: moves any distance diagonally forward, captures any distance
//! straight forward (the first piece on the file), promotes as the pawn does, and moves from
//! its first rank too.

use super::pawns::FairyPawn;
use super::superpawn::{super_captures, super_moves};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[],
    ep_over: false,
    marine: false,
    promotes: true,
    reverse: false,
};

/// `moves`' captures on `target`: up the file, the squares between empty.
fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    _: Piece,
    target: Square,
) -> bool {
    super_captures(board, from, target, &[(0, side.forward())])
}

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let fwd = side.forward();
    super_moves(
        board,
        side,
        from,
        piece,
        &[(-1, fwd), (1, fwd)],
        &[(0, fwd)],
        out,
    );
}
