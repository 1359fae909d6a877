//! The bouncers: along a line to the first piece or the board's edge, back the other way the
//! same distance (the square reached is empty or a capture, the squares passed empty). The
//! bouncer uses the queen's lines, the rook and bishop bouncers the rook's and the bishop's.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::{BISHOP, QUEEN, ROOK};

pub static BOUNCER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| bounce(QUEEN, board, side, from, piece, out),
    captures: Some(|board, _, from, _, target| bounce_captures(QUEEN, board, from, target)),
};
pub static ROOK_BOUNCER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| bounce(ROOK, board, side, from, piece, out),
    captures: Some(|board, _, from, _, target| bounce_captures(ROOK, board, from, target)),
};
pub static BISHOP_BOUNCER: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| bounce(BISHOP, board, side, from, piece, out),
    captures: Some(|board, _, from, _, target| bounce_captures(BISHOP, board, from, target)),
};

fn bounce<B: Board + ?Sized>(
    lines: &[Vec2],
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for &(df, dr) in lines {
        // Steps to the first piece, hole or square off the board.
        let mut distance = 1;
        let mut at = from;
        while let Some(next) = board.step(at, df as i32, dr as i32) {
            if !board.is_empty(next) {
                break;
            }
            at = next;
            distance += 1;
        }
        // Back the same number of steps, over empty squares.
        let mut to = from;
        let mut clear = true;
        for n in 0..distance {
            match board.step(to, -df as i32, -dr as i32) {
                Some(next) if n + 1 == distance || board.is_empty(next) => to = next,
                _ => {
                    clear = false;
                    break;
                }
            }
        }
        if clear && to != from {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
        }
    }
}

/// Whether a bounce along one of `lines` takes the piece on `target`: only the line pointing
/// away from it is walked, as far as the target is back.
fn bounce_captures<B: Board + ?Sized>(
    lines: &[Vec2],
    board: &B,
    from: Square,
    target: Square,
) -> bool {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    let empty_at = |f: i32, r: i32| board.step(from, f, r).is_some_and(|s| board.is_empty(s));
    lines.iter().any(|&(vf, vr)| {
        // `target` lies k steps back against the line's step.
        let (bf, br) = (-(vf as i32), -(vr as i32));
        let k = if bf != 0 { df / bf } else { dr / br };
        k > 0
            && k * bf == df
            && k * br == dr
            && (1..k).all(|i| empty_at(-i * bf, -i * br) && empty_at(i * bf, i * br))
            && !empty_at(-k * bf, -k * br)
    })
}
