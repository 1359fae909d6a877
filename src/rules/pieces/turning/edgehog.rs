//! The edgehog: a queen whose every move goes from the board's edge to a square off it or
//! from a square off the edge to the edge.

use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

pub static WALK: CustomWalk = CustomWalk { moves };

fn on_edge(board: &dyn Board, sq: Square) -> bool {
    let size = board.size();
    sq.file() == 0
        || sq.rank() == 0
        || sq.file() + 1 == size.width()
        || sq.rank() + 1 == size.height()
}

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let edge = on_edge(board, from);
    for &(df, dr) in QUEEN {
        let mut at = from;
        while let Some(to) = board.step(at, df as i32, dr as i32) {
            let empty = board.is_empty(to);
            if on_edge(board, to) != edge {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
            }
            if !empty {
                break;
            }
            at = to;
        }
    }
}
