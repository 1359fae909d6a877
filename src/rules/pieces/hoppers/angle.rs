//! The angle hoppers: moose (45 degrees), eagle (90) and sparrow (135), on queen, rook or
//! bishop lines. Each rides to the first piece on a line (the hurdle) and leaves it by one
//! king step turned by its angle to either side; it lands there, capturing an enemy.

use super::lines::{first_piece, step, turned, Arrivals, BISHOP_DIRS, QUEEN_DIRS, RING, ROOK_DIRS};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// Moves over the first piece on each line in `dirs` (places in `RING`), turning `eighths`
/// eighths of a turn either way there.
pub fn angle_moves<B: Board + ?Sized>(
    board: &B,
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
pub fn angle_arrivals<B: Board + ?Sized>(
    board: &B,
    from: Square,
    dirs: &[usize],
    eighths: i32,
    arrivals: &mut Arrivals<B>,
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
/// step before it, on a line of `from`, and the first piece on that line. The geometry is
/// settled before the board is read: legality asks this for every enemy angle hopper after
/// most moves (and an orphan asks it as each kind), and remembers the answer until a square
/// it read changes, so the fewer squares read, the longer it stands.
pub fn angle_captures<B: Board + ?Sized>(
    board: &B,
    from: Square,
    target: Square,
    dirs: &[usize],
    eighths: i32,
) -> bool {
    let dx = target.file() as i32 - from.file() as i32;
    let dy = target.rank() as i32 - from.rank() as i32;
    let turns = [eighths.rem_euclid(8), (-eighths).rem_euclid(8)];
    // The hurdle is a king step `RING[j]` back from the target, on a line of `from`.
    (0..8).any(|j| {
        let (tx, ty) = RING[j];
        let (ax, ay) = (dx - tx as i32, dy - ty as i32);
        if (ax, ay) == (0, 0) || !(ax == 0 || ay == 0 || ax.abs() == ay.abs()) {
            return false;
        }
        let v = (ax.signum() as i8, ay.signum() as i8);
        let d = RING_PLACE[((v.0 + 1) * 3 + v.1 + 1) as usize];
        turns.contains(&(j as i32 - d as i32).rem_euclid(8))
            && dirs.contains(&d)
            && first_piece_at(board, from, v, ax.abs().max(ay.abs()))
    })
}

/// The place in `RING` of each unit step (df, dr), at (df + 1) * 3 + dr + 1.
const RING_PLACE: [usize; 9] = [5, 4, 3, 6, 0, 2, 7, 0, 1];

/// Whether the first piece along `v` from `from` stands `k` steps away (the squares before it
/// empty, none of them a hole or off the board). The far square is read first: most are
/// empty, and an answer that read only it stands until that square changes.
fn first_piece_at<B: Board + ?Sized>(board: &B, from: Square, (vf, vr): (i8, i8), k: i32) -> bool {
    let (vf, vr) = (vf as i32, vr as i32);
    board
        .step(from, k * vf, k * vr)
        .is_some_and(|sq| board.is_occupied(sq))
        && (1..k).all(|i| {
            board
                .step(from, i * vf, i * vr)
                .is_some_and(|sq| board.is_empty(sq))
        })
}

macro_rules! angle_walks {
    ($($walk:ident, $f:ident, $captures:ident, $dirs:expr, $eighths:literal;)*) => {
        $(
            /// One move per hop (each over its hurdle, a square two hops reach coming
            /// twice), as Popeye generates them (see `turning::line_moves`).
            pub fn $f<B: Board + ?Sized>(board: &B, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                angle_moves(board, side, from, piece, $dirs, $eighths, out);
            }
            fn $captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
                angle_captures(board, from, target, $dirs, $eighths)
            }
            pub const $walk: CustomWalk = custom_walk! { moves: $f, captures: Some($captures) };
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
