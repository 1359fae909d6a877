//! The double grasshopper and its rook and bishop kin: two grasshopper hops in one move, on
//! any two of its lines. The square between the hops must be empty; the second hop may use
//! the mover's own departure square as its hurdle, and may not end there (no null move).

use super::lines::{first_piece, step, Arrivals, BISHOP_DIRS, QUEEN_DIRS, RING, ROOK_DIRS};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

fn double_hops<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    dirs: &[usize],
    repeat: bool,
    out: &mut dyn FnMut(Move),
) {
    let mut arrivals = if repeat {
        Arrivals::every(board, side, from, piece, out)
    } else {
        Arrivals::new(board, side, from, piece, out)
    };
    for &d1 in dirs {
        let Some(hurdle1) = first_piece(board, from, RING[d1]) else {
            continue;
        };
        let Some(between) = step(board, hurdle1, RING[d1]) else {
            continue;
        };
        if !board.is_empty(between) {
            continue;
        }
        for &d2 in dirs {
            let Some(hurdle2) = first_piece(board, between, RING[d2]) else {
                continue;
            };
            if let Some(to) = step(board, hurdle2, RING[d2]) {
                arrivals.to(to);
            }
        }
    }
}

macro_rules! double_walks {
    ($($walk:ident, $f:ident, $lines:ident, $dirs:expr;)*) => {
        $(
            fn $f<B: Board + ?Sized>(board: &B, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                double_hops(board, side, from, piece, $dirs, false, out);
            }
            /// The moves one per pair of lines, as Popeye generates them (see
            /// `turning::line_moves`).
            pub fn $lines<B: Board + ?Sized>(board: &B, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                double_hops(board, side, from, piece, $dirs, true, out);
            }
            pub const $walk: CustomWalk = custom_walk! { moves: $f, captures: None };
        )*
    };
}

double_walks! {
    DOUBLE_GRASSHOPPER, double_grasshopper, double_grasshopper_lines, QUEEN_DIRS;
    DOUBLE_ROOKHOPPER, double_rookhopper, double_rookhopper_lines, ROOK_DIRS;
    DOUBLE_BISHOPPER, double_bishopper, double_bishopper_lines, BISHOP_DIRS;
}
