//! The superpawn: moves any distance straight forward, captures any distance diagonally
//! forward (the first piece on the line), and promotes as the pawn does. Unlike the pawn it
//! moves from its first rank too, and its long moves are no double steps (no en passant).

use super::lines::steps_to;
use super::pawns::FairyPawn;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[],
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
    let fwd = side.forward();
    super_moves(
        board,
        side,
        from,
        piece,
        &[(0, fwd)],
        &[(-1, fwd), (1, fwd)],
        out,
    );
}

/// `moves`' captures on `target`: along the diagonal through it, the squares between empty.
fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    _: Piece,
    target: Square,
) -> bool {
    let fwd = side.forward();
    super_captures(board, from, target, &[(-1, fwd), (1, fwd)])
}

/// Whether a capturing ride of [`super_moves`] along one of `captures` takes the man on
/// `target` (one the mover may capture): the squares between it and `from` empty.
pub fn super_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    captures: &[Vec2],
) -> bool {
    captures.iter().any(|&v| {
        steps_to(from, target, v).is_some_and(|k| {
            (1..k).all(|i| {
                board
                    .step(from, i * v.0 as i32, i * v.1 as i32)
                    .is_some_and(|sq| board.is_empty(sq))
            })
        })
    })
}

/// Quiet rides along `quiet`, and captures of the first piece along `captures` (the
/// superpawn's and the berolina superpawn's walks).
pub fn super_moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    quiet: &[Vec2],
    captures: &[Vec2],
    out: &mut dyn FnMut(Move),
) {
    for &v in quiet {
        let mut at = from;
        while let Some(to) = board.step(at, v.0 as i32, v.1 as i32) {
            if !board.is_empty(to) {
                break;
            }
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            at = to;
        }
    }
    for &v in captures {
        let mut at = from;
        while let Some(to) = board.step(at, v.0 as i32, v.1 as i32) {
            if board.is_occupied(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
                break;
            }
            at = to;
        }
    }
}
