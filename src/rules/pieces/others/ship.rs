//! The ship: a rook that also captures as a pawn (one square diagonally forward, en passant
//! included, but not from its first rank). As in Popeye it never promotes.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{ride, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::pawns::{base_rank, FairyPawn};
use crate::rules::square::Square;
use crate::rules::walk::ROOK;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// Its pawn captures take en passant; it promotes to nothing.
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
    ride(board, side, from, piece, ROOK, out);
    if from.rank() == base_rank(board, side) {
        return;
    }
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
