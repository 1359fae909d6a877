//! The gryphon: a bishop that also steps as a pawn without capturing (one square forward, two
//! from its second rank, none from its first). As in Popeye it never promotes, and its double
//! step cannot be taken en passant: it is no pawn.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{ride, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::pawns::{base_rank, steps};
use crate::rules::square::Square;
use crate::rules::walk::BISHOP;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    ride(board, side, from, piece, BISHOP, out);
    if from.rank() != base_rank(board, side) {
        steps(board, side, from, (0, 1), false, piece, out);
    }
}
