//! The protean pawn (Popeye's reverse pawn): a pawn that walks as the other side's pawn. It
//! steps and captures towards its own first rank, double-steps from the other side's second
//! rank (a step that may be taken en passant), has no move from the other side's first rank,
//! takes en passant backwards and promotes on its own first rank.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::pawns::{base_rank, steps, FairyPawn};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[(-1, -1), (1, -1)],
    ep_over: false,
    marine: false,
    promotes: true,
    reverse: true,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    // Its geometry is the other side's pawn's; what it may capture stays its own side's.
    let walks_as = side.opponent();
    if from.rank() == base_rank(board, walks_as) {
        return;
    }
    for df in [-1, 1] {
        if let Some(to) = board.step(from, df, walks_as.forward() as i32) {
            if board.is_occupied(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
            }
        }
    }
    steps(board, walks_as, from, (0, 1), true, piece, out);
}
