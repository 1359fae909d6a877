//! The angle hoppers: moose (45 degrees), eagle (90) and sparrow (135), on queen, rook or
//! bishop lines. Each rides to the first piece on a line (the hurdle) and leaves it by one
//! king step turned by its angle to either side; it lands there, capturing an enemy.

use super::lines::{first_piece, step, turned, Arrivals, BISHOP_DIRS, QUEEN_DIRS, RING, ROOK_DIRS};
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// Moves over the first piece on each line in `dirs` (places in `RING`), turning `eighths`
/// eighths of a turn either way there.
pub fn angle_moves(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    dirs: &[usize],
    eighths: i32,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = Arrivals::new(board, side, from, piece, out);
    angle_arrivals(board, from, dirs, eighths, &mut arrivals);
}

/// The angle hopper's moves, sent to `arrivals` (the marguerite adds its other moves there).
pub fn angle_arrivals(
    board: &dyn Board,
    from: Square,
    dirs: &[usize],
    eighths: i32,
    arrivals: &mut Arrivals,
) {
    for &d in dirs {
        let Some(hurdle) = first_piece(board, from, RING[d]) else {
            continue;
        };
        for turn in [eighths, -eighths] {
            if let Some(to) = step(board, hurdle, turned(d, turn)) {
                arrivals.to(to);
            }
        }
    }
}

macro_rules! angle_walks {
    ($($walk:ident, $f:ident, $dirs:expr, $eighths:literal;)*) => {
        $(
            fn $f(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                angle_moves(board, side, from, piece, $dirs, $eighths, out);
            }
            pub const $walk: CustomWalk = CustomWalk { moves: $f, captures: None };
        )*
    };
}

angle_walks! {
    MOOSE, moose, QUEEN_DIRS, 1;
    EAGLE, eagle, QUEEN_DIRS, 2;
    SPARROW, sparrow, QUEEN_DIRS, 3;
    ROOK_MOOSE, rook_moose, ROOK_DIRS, 1;
    ROOK_EAGLE, rook_eagle, ROOK_DIRS, 2;
    ROOK_SPARROW, rook_sparrow, ROOK_DIRS, 3;
    BISHOP_MOOSE, bishop_moose, BISHOP_DIRS, 1;
    BISHOP_EAGLE, bishop_eagle, BISHOP_DIRS, 2;
    BISHOP_SPARROW, bishop_sparrow, BISHOP_DIRS, 3;
}
