//! The poseidon, the marine king: steps as a king to empty squares, and captures as a locust
//! does, over the piece a king's step away to the empty square one more step beyond. It is
//! its side's royal piece (`PieceKind::is_royal_walk`).

use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::lines::leap;
use crate::rules::square::Square;
use crate::rules::walk::QUEEN;

pub static WALK: CustomWalk = CustomWalk { moves };

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    for &v in QUEEN {
        leap(board, side, from, v, true, piece, out);
    }
}
