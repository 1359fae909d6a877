//! The pawn/bishop hunter (Popeye's `P/B`): forward as a pawn, backward as a bishop. Its pawn
//! part is a pawn's: nothing from its first rank, the double step from its second (which may
//! be taken en passant), captures one square diagonally forward, en passant included. It never
//! promotes (Popeye promotes the pawn walk's own pieces only), but pawns promote to it. As in
//! Popeye, its pawn part observes (gives check) from its first rank too, where it has no
//! move: Popeye's pawn check skips the squares no pawn could capture on for hunters.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{ride, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::moves::Vec2;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::pawns::{base_rank, steps, FairyPawn};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

/// Its pawn captures take en passant; it promotes to nothing.
pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[(-1, 1), (1, 1)],
    ep_over: false,
    marine: false,
    promotes: false,
    reverse: false,
};

/// The bishop part's lines (backward for `side`).
fn backward(side: Side) -> [Vec2; 2] {
    let back = -side.forward();
    [(-1, back), (1, back)]
}

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    ride(board, side, from, piece, &backward(side), out);
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
    steps(board, side, from, (0, 1), true, piece, out);
}

/// Whether the hunter on `from` observes `target` (which holds a man `side` may capture): a
/// step diagonally forward, from any rank, or the bishop's line backward.
fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    _piece: Piece,
    target: Square,
) -> bool {
    let (df, dr) = (
        target.file() as i32 - from.file() as i32,
        target.rank() as i32 - from.rank() as i32,
    );
    if df.abs() == 1 && dr == side.forward() as i32 {
        return true;
    }
    if df.abs() != dr.abs() || dr.signum() != -(side.forward() as i32) {
        return false;
    }
    let step = (df.signum(), dr.signum());
    let mut at = from;
    while let Some(next) = board.step(at, step.0, step.1) {
        if next == target {
            return true;
        }
        if !board.is_empty(next) {
            return false;
        }
        at = next;
    }
    false
}

/// Whether the hunter on `from` observes `target` where it has no move: a step diagonally
/// forward from its first rank (the one difference between [`WALK`]'s capture test and its
/// moves).
pub fn observes_without_capturing<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    target: Square,
) -> bool {
    from.rank() == base_rank(board, side)
        && [-1, 1]
            .iter()
            .any(|&df| board.step(from, df, side.forward() as i32) == Some(target))
}
