//! The spiral springers, the quintessence and the scouts: zigzag riders (see
//! [`super::zigzag`]), each a list of (zig, zag) vector pairs. A pair (a, b) of knight steps
//! is given by their places in [`RING`] (the knight steps in angular order): b = a + 1 turns
//! by 45 degrees, b = a + 4 reverses.

use super::circle::RING;
use super::once::Once;
use super::zigzag::{zigzag, zigzag_captures};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The knight step at place `i` (taken modulo 8) of the ring.
const fn knight(i: usize) -> Vec2 {
    RING[i % 8]
}

/// The rook steps and the bishop steps in angular order.
const ROOKS: [Vec2; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOPS: [Vec2; 4] = [(-1, 1), (1, 1), (1, -1), (-1, -1)];

/// Pairs (a, a + d) and (a + d, a) of knight steps, for a = 0, 2, 4, 6: the four spiral
/// springers of fixed shape, whose two steps differ by d places.
const fn knight_pairs(d: usize) -> [(Vec2, Vec2); 8] {
    let mut pairs = [((0, 0), (0, 0)); 8];
    let mut i = 0;
    while i < 4 {
        let a = 2 * i;
        pairs[2 * i] = (knight(a), knight(a + d));
        pairs[2 * i + 1] = (knight(a + d), knight(a));
        i += 1;
    }
    pairs
}

/// The spiral springer: each knight step with its mirror image in the rank axis and in the
/// file axis (zigzags that advance along a file or a rank).
const SPIRALSPRINGER: [(Vec2, Vec2); 16] = {
    let mut pairs = [((0, 0), (0, 0)); 16];
    let mut a = 0;
    while a < 8 {
        pairs[2 * a] = (knight(a), knight(7 - a));
        pairs[2 * a + 1] = (knight(a), knight(7 - a + 4));
        a += 1;
    }
    pairs
};

/// The diagonal spiral springer: each knight step with its neighbour on the ring (a 45-degree
/// turn) and the neighbour reversed, both ways round.
const DIAGONAL_SPIRALSPRINGER: [(Vec2, Vec2); 16] = {
    let mut pairs = [((0, 0), (0, 0)); 16];
    let mut i = 0;
    while i < 4 {
        let a = 2 * i;
        pairs[4 * i] = (knight(a), knight(a + 1));
        pairs[4 * i + 1] = (knight(a), knight(a + 1 + 4));
        pairs[4 * i + 2] = (knight(a + 1), knight(a));
        pairs[4 * i + 3] = (knight(a + 1), knight(a + 4));
        i += 1;
    }
    pairs
};

/// The quintessence: each knight step with the one two places on (a right angle), both ways.
const QUINTESSENCE: [(Vec2, Vec2); 16] = {
    let mut pairs = [((0, 0), (0, 0)); 16];
    let mut a = 0;
    while a < 8 {
        pairs[2 * a] = (knight(a), knight(a + 2));
        pairs[2 * a + 1] = (knight(a + 2), knight(a));
        a += 1;
    }
    pairs
};

/// The scouts: each step of four with its mirror image and the mirror image reversed.
const fn scout(steps: [Vec2; 4]) -> [(Vec2, Vec2); 8] {
    let mut pairs = [((0, 0), (0, 0)); 8];
    let mut a = 0;
    while a < 4 {
        pairs[2 * a] = (steps[a], steps[3 - a]);
        pairs[2 * a + 1] = (steps[a], steps[(3 - a + 2) % 4]);
        a += 1;
    }
    pairs
}

const SPIRALSPRINGER_11: [(Vec2, Vec2); 8] = knight_pairs(5);
const SPIRALSPRINGER_20: [(Vec2, Vec2); 8] = knight_pairs(3);
const SPIRALSPRINGER_33: [(Vec2, Vec2); 8] = knight_pairs(1);
const SPIRALSPRINGER_40: [(Vec2, Vec2); 8] = knight_pairs(7);
const BOYSCOUT: [(Vec2, Vec2); 8] = scout(BISHOPS);
const GIRLSCOUT: [(Vec2, Vec2); 8] = scout(ROOKS);

fn along<B: Board + ?Sized>(
    pairs: &[(Vec2, Vec2)],
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    for &pair in pairs {
        zigzag(board, side, from, piece, pair, &mut |mv| once.push(mv));
    }
}

/// `along` zigzag by zigzag: a square two zigzags reach comes once per zigzag, as Popeye
/// generates it (see [`super::line_moves`]).
fn along_lines<B: Board + ?Sized>(
    pairs: &[(Vec2, Vec2)],
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for &pair in pairs {
        zigzag(board, side, from, piece, pair, out);
    }
}

macro_rules! walks {
    ($($name:ident, $lines:ident: $pairs:ident,)*) => {
        $(
            pub fn $lines<B: Board + ?Sized>(board: &B, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
                along_lines(&$pairs, board, side, from, piece, out)
            }
            pub static $name: CustomWalk = custom_walk! {
                moves: |board, side, from, piece, out| along(&$pairs, board, side, from, piece, out),
                captures: Some(|board, _, from, _, target| {
                    $pairs.iter().any(|&pair| zigzag_captures(board, from, target, pair))
                }),
            };
        )*
    };
}

walks! {
    SPIRAL, spiral_lines: SPIRALSPRINGER,
    DIAGONAL, diagonal_lines: DIAGONAL_SPIRALSPRINGER,
    SPIRAL_11, spiral_11_lines: SPIRALSPRINGER_11,
    SPIRAL_20, spiral_20_lines: SPIRALSPRINGER_20,
    SPIRAL_33, spiral_33_lines: SPIRALSPRINGER_33,
    SPIRAL_40, spiral_40_lines: SPIRALSPRINGER_40,
    QUINTESSENCE_WALK, quintessence_lines: QUINTESSENCE,
    BOYSCOUT_WALK, boyscout_lines: BOYSCOUT,
    GIRLSCOUT_WALK, girlscout_lines: GIRLSCOUT,
}
