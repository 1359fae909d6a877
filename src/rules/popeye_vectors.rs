//! Popeye's vectors (`vec[]` in its pieces/walks/vectors.c) in its own order, as (files,
//! ranks): the king's and queen's lines 0 to 7 (the rook's 0 to 3, the bishop's 4 to 7), then
//! the knight's leaps 8 to 15. Where feerie must reproduce Popeye's order of generation (its
//! first solutions, a hurdle's displacement) it reads the vectors from here.

pub const POPEYE_VECTORS: [(i8, i8); 16] = [
    (1, 0),
    (0, 1),
    (-1, 0),
    (0, -1),
    (-1, 1),
    (1, 1),
    (1, -1),
    (-1, -1),
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// The king's and queen's lines (the rook's the first four, the bishop's the last four).
pub const QUEEN_LINES: &[(i8, i8)] = POPEYE_VECTORS.split_at(8).0;
/// The knight's leaps.
pub const KNIGHT_LEAPS: &[(i8, i8)] = POPEYE_VECTORS.split_at(8).1;
