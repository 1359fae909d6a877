//! The UbiUbi: any number of knight leaps over empty squares, to every empty square it so
//! reaches, capturing any enemy piece a leap from one of them.

use super::circle::RING;
use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = CustomWalk {
    moves,
    captures: Some(captures),
};

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let mut seen = SquareSet::EMPTY;
    seen.insert(from);
    let mut todo = vec![from];
    while let Some(at) = todo.pop() {
        for (df, dr) in RING {
            let Some(to) = board.step(at, df as i32, dr as i32) else {
                continue;
            };
            if seen.contains(to) {
                continue;
            }
            seen.insert(to);
            if board.is_empty(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
                todo.push(to);
            } else if let Some(mv) = capture_at(board, side, from, to, to, piece) {
                out(mv);
            }
        }
    }
}

/// Whether the UbiUbi on `from` captures on `target`: the knight leaps are followed over
/// empty squares until one lands on `target` (attack detection asks this for every position:
/// most answers come before the whole board is reached, and no move is made).
fn captures(board: &dyn Board, side: Side, from: Square, _: Piece, target: Square) -> bool {
    if !board
        .piece_at(target)
        .is_some_and(|p| p.colour().capturable_by(side))
    {
        return false;
    }
    let mut seen = SquareSet::EMPTY;
    seen.insert(from);
    let mut todo = vec![from];
    while let Some(at) = todo.pop() {
        for (df, dr) in RING {
            let Some(to) = board.step(at, df as i32, dr as i32) else {
                continue;
            };
            if to == target {
                return true;
            }
            if !seen.contains(to) && board.is_empty(to) {
                seen.insert(to);
                todo.push(to);
            }
        }
    }
    false
}
