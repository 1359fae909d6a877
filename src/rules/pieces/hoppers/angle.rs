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
                arrivals.hop(to, hurdle);
            }
        }
    }
}

/// Whether an angle hop takes the piece on `target`: the hurdle must be the square a turned
/// step before it, and the first piece on its line from `from`; only those lines are walked.
pub fn angle_captures(
    board: &dyn Board,
    from: Square,
    target: Square,
    dirs: &[usize],
    eighths: i32,
) -> bool {
    dirs.iter().any(|&d| {
        let before = |turn: i32| {
            let (df, dr) = turned(d, turn);
            board.step(target, -(df as i32), -(dr as i32))
        };
        let on_line = |sq: Option<Square>| sq.filter(|&h| on_ray(from, h, RING[d]));
        let (left, right) = (on_line(before(eighths)), on_line(before(-eighths)));
        if left.is_none() && right.is_none() {
            return false;
        }
        let hurdle = first_piece(board, from, RING[d]);
        hurdle.is_some() && (hurdle == left || hurdle == right)
    })
}

/// Whether `sq` is some steps of `v` from `from`.
fn on_ray(from: Square, sq: Square, (vf, vr): (i8, i8)) -> bool {
    let df = sq.file() as i32 - from.file() as i32;
    let dr = sq.rank() as i32 - from.rank() as i32;
    let (vf, vr) = (vf as i32, vr as i32);
    let k = if vf != 0 { df / vf } else { dr / vr };
    k > 0 && k * vf == df && k * vr == dr
}

macro_rules! angle_walks {
    ($($walk:ident, $f:ident, $captures:ident, $dirs:expr, $eighths:literal;)*) => {
        $(
            fn $f(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                angle_moves(board, side, from, piece, $dirs, $eighths, out);
            }
            fn $captures(board: &dyn Board, _: Side, from: Square, _: Piece, target: Square) -> bool {
                angle_captures(board, from, target, $dirs, $eighths)
            }
            pub const $walk: CustomWalk = CustomWalk { moves: $f, captures: Some($captures) };
        )*
    };
}

angle_walks! {
    MOOSE, moose, moose_captures, QUEEN_DIRS, 1;
    EAGLE, eagle, eagle_captures, QUEEN_DIRS, 2;
    SPARROW, sparrow, sparrow_captures, QUEEN_DIRS, 3;
    ROOK_MOOSE, rook_moose, rook_moose_captures, ROOK_DIRS, 1;
    ROOK_EAGLE, rook_eagle, rook_eagle_captures, ROOK_DIRS, 2;
    ROOK_SPARROW, rook_sparrow, rook_sparrow_captures, ROOK_DIRS, 3;
    BISHOP_MOOSE, bishop_moose, bishop_moose_captures, BISHOP_DIRS, 1;
    BISHOP_EAGLE, bishop_eagle, bishop_eagle_captures, BISHOP_DIRS, 2;
    BISHOP_SPARROW, bishop_sparrow, bishop_sparrow_captures, BISHOP_DIRS, 3;
}
