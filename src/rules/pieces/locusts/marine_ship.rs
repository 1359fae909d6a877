//! The marine ship: a triton (rook moves, rook-line locust captures) that also captures as a
//! marine pawn does, over a piece diagonally forward to the empty square beyond (en passant
//! too, as Popeye's marine ship takes it: `MHd5*f7 ep.`). It never promotes.

use super::lines::{locust_capture, ride};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::pieces::locusts::pawns::FairyPawn;
use crate::rules::square::Square;
use crate::rules::walk::ROOK;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// Its marine pawn's captures take en passant; it promotes to nothing.
pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[],
    ep_over: true,
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
    for &v in ROOK {
        ride(board, side, from, v, true, piece, out);
    }
    let fwd = side.forward();
    for df in [1, -1] {
        if let Some(victim) = board.step(from, df as i32, fwd as i32) {
            if board.is_occupied(victim) {
                locust_capture(board, side, from, victim, (df, fwd), piece, out);
            }
        }
    }
}
