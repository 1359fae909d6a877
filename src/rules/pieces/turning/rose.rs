//! The rose: rides along the circles of knight steps (see [`super::circle`]) over empty
//! squares, and captures the first piece a circle meets.

use super::circle::{walk_empty, Circle, OnCircle, RING};
use super::once::{push_some, Once};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{capture_at, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

/// `moves`' captures on `target`: only the circles that pass through it are walked, each as
/// far as the step that lands there.
fn captures<B: Board + ?Sized>(board: &B, _: Side, from: Square, _: Piece, target: Square) -> bool {
    let df = target.file() as i32 - from.file() as i32;
    let dr = target.rank() as i32 - from.rank() as i32;
    if df.abs() > REACH || dr.abs() > REACH {
        return false;
    }
    let mut landings = LANDINGS[(df + REACH) as usize][(dr + REACH) as usize];
    while landings != 0 {
        let bit = landings.trailing_zeros() as usize;
        landings &= landings - 1;
        let (c, n) = (bit / STEPS, bit % STEPS);
        let circle = Circle {
            start: c / 2,
            turn: if c % 2 == 0 { 1 } else { -1 },
        };
        if reaches(board, circle, from, n + 1, target) {
            return true;
        }
    }
    false
}

/// The steps a walk along a circle can take: the eighth closes the circle on the departure
/// square, where no walk stops.
const STEPS: usize = RING.len() - 1;
/// The farthest a circle's square can be from its departure, in files or ranks.
const REACH: i32 = 8;

/// For each offset from the departure (files, ranks; `REACH` added), the circles that land
/// there: bit `STEPS * c + n` for circle `c` (start `c / 2`, `turn` +1 when `c` is even, -1
/// when odd) after `n + 1` steps.
const LANDINGS: [[u128; 2 * REACH as usize + 1]; 2 * REACH as usize + 1] = {
    let mut table = [[0u128; 2 * REACH as usize + 1]; 2 * REACH as usize + 1];
    let mut c = 0;
    while c < 16 {
        let circle = Circle {
            start: c / 2,
            turn: if c % 2 == 0 { 1 } else { -1 },
        };
        let (mut f, mut r) = (0i32, 0i32);
        let mut n = 0;
        while n < STEPS {
            let (df, dr) =
                RING[(circle.start as i32 + circle.turn * n as i32).rem_euclid(8) as usize];
            f += df as i32;
            r += dr as i32;
            table[(f + REACH) as usize][(r + REACH) as usize] |= 1 << (STEPS * c + n);
            n += 1;
        }
        c += 1;
    }
    table
};

/// Whether `circle` from `from` walks `steps` steps over empty squares to the piece on
/// `target` (see [`walk_empty`]).
fn reaches<B: Board + ?Sized>(
    board: &B,
    circle: Circle,
    from: Square,
    steps: usize,
    target: Square,
) -> bool {
    let start = OnCircle { sq: from, steps: 0 };
    walk_empty(board, circle, start, |_| {})
        .is_some_and(|end| end.steps == steps && end.sq == target)
}

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    lines(board, side, from, piece, &mut |mv| once.push(mv));
}

/// `moves` line by line: a square two circles reach comes once per circle, as Popeye
/// generates it (see [`super::line_moves`]).
pub fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let start = OnCircle { sq: from, steps: 0 };
    for circle in Circle::all() {
        let end = walk_empty(board, circle, start, |to| {
            push_some(out, to_square(board, side, from, to, piece))
        });
        if let Some(end) = end {
            push_some(out, capture_at(board, side, from, end.sq, end.sq, piece));
        }
    }
}
