//! The edgehog: a queen whose every move goes from an edge square of the board to a square
//! off the edge, or from a square off the edge to an edge square. It rides over squares of
//! either kind; only the departure and the arrival are compared.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// Whether `sq` lies on the border of the board (its first or last file or rank).
#[inline]
fn on_edge<B: Board + ?Sized>(board: &B, sq: Square) -> bool {
    let size = board.size();
    sq.file() == 0
        || sq.rank() == 0
        || sq.file() + 1 == size.width()
        || sq.rank() + 1 == size.height()
}

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let from_edge = on_edge(board, from);
    for &(df, dr) in QUEEN {
        let mut at = from;
        while let Some(to) = board.step(at, df as i32, dr as i32) {
            if on_edge(board, to) != from_edge {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
            }
            if !board.is_empty(to) {
                break;
            }
            at = to;
        }
    }
}
