//! The Chinese pawn (xiangqi's soldier): one step straight forward and, once across the river
//! (in the opponent's half of the board), one step sideways too; it captures as it moves,
//! moves from its first rank, and never promotes (on the last rank it only steps sideways).

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

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
    let half = board.size().height() / 2;
    let across = match side {
        Side::White => from.rank() >= half,
        Side::Black => from.rank() < half,
    };
    let sideways: &[(i32, i32)] = if across { &[(-1, 0), (1, 0)] } else { &[] };
    for &(df, dr) in [(0, side.forward() as i32)].iter().chain(sideways) {
        if let Some(to) = board.step(from, df, dr) {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
        }
    }
}
