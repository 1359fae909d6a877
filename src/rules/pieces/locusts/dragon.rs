//! The dragon: a knight and a pawn in one. It leaps as a knight and steps and captures as the
//! pawn (the double step from its second rank, no pawn move from its first), but it never
//! promotes and its double step cannot be taken en passant (as in Popeye); it may itself
//! take en passant with its pawn captures.

use super::pawns::{base_rank, steps, FairyPawn};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{leap, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::KNIGHT;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[(-1, 1), (1, 1)],
    ep_over: false,
    marine: false,
    promotes: false,
    reverse: false,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leap(board, side, from, piece, KNIGHT, out);
    if from.rank() == base_rank(board, side) {
        return;
    }
    steps(board, side, from, (0, 1), false, piece, out);
    for df in [-1, 1] {
        if let Some(to) = board.step(from, df, side.forward() as i32) {
            if board.is_occupied(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
            }
        }
    }
}
