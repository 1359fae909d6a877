//! The berolina pawn: steps diagonally forward (two steps from its second rank, which may be
//! taken en passant on the square passed over), captures one square straight forward, and
//! promotes as the pawn does. It has no move from its first rank.

use super::pawns::{base_rank, steps, FairyPawn};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[(0, 1)],
    ep_over: false,
    marine: false,
    promotes: true,
    reverse: false,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    if from.rank() == base_rank(board, side) {
        return;
    }
    if let Some(to) = board.step(from, 0, side.forward() as i32) {
        if board.is_occupied(to) {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
        }
    }
    steps(board, side, from, (-1, 1), true, piece, out);
    steps(board, side, from, (1, 1), true, piece, out);
}
