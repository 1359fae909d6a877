//! The tree hoppers and leaf hoppers: radial hoppers, whose leaps come in classes of one
//! length (every leap of length 5: 0:5 and 3:4). The (lesser) pieces use the queen's lines
//! (0:n and n:n leaps, n up to 7, each its own class), the greater ones every leap up to 7:7.
//! A tree hopper leaps to a piece (the hurdle) and on from it by a leap of the same class, in
//! any direction; a leaf hopper, when a leap of a class would land on a piece, makes any other
//! leap of that class from its departure square instead.

use std::sync::OnceLock;

use super::lines::{step, Arrivals};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// The longest leap component of a radial piece.
const LONGEST: i8 = 7;

/// The leaps of each class: the queen's lines alone (`queen_lines`), or every leap.
fn classes(queen_lines: bool) -> Vec<Vec<Vec2>> {
    let mut by_length: Vec<(i32, Vec<Vec2>)> = Vec::new();
    for x in -LONGEST..=LONGEST {
        for y in -LONGEST..=LONGEST {
            let on_queen_line = x == 0 || y == 0 || x.abs() == y.abs();
            if (x, y) == (0, 0) || (queen_lines && !on_queen_line) {
                continue;
            }
            // On queen lines an orthogonal and a diagonal leap are never of one class.
            let key = (x as i32).pow(2) + (y as i32).pow(2);
            let key = if queen_lines && x != 0 && y != 0 {
                -key
            } else {
                key
            };
            match by_length.iter_mut().find(|(k, _)| *k == key) {
                Some((_, leaps)) => leaps.push((x, y)),
                None => by_length.push((key, vec![(x, y)])),
            }
        }
    }
    by_length.into_iter().map(|(_, leaps)| leaps).collect()
}

fn queen_classes() -> &'static [Vec<Vec2>] {
    static CLASSES: OnceLock<Vec<Vec<Vec2>>> = OnceLock::new();
    CLASSES.get_or_init(|| classes(true))
}

fn all_classes() -> &'static [Vec<Vec2>] {
    static CLASSES: OnceLock<Vec<Vec<Vec2>>> = OnceLock::new();
    CLASSES.get_or_init(|| classes(false))
}

fn hurdle<B: Board + ?Sized>(board: &B, from: Square, v: Vec2) -> Option<Square> {
    step(board, from, v).filter(|&sq| board.is_occupied(sq))
}

fn treehopper_moves<B: Board + ?Sized>(
    board: &B,
    from: Square,
    classes: &[Vec<Vec2>],
    arrivals: &mut Arrivals<B>,
) {
    for class in classes {
        for &v in class {
            let Some(h) = hurdle(board, from, v) else {
                continue;
            };
            for &w in class {
                if let Some(to) = step(board, h, w) {
                    arrivals.to(to);
                }
            }
        }
    }
}

fn leafhopper_moves<B: Board + ?Sized>(
    board: &B,
    from: Square,
    classes: &[Vec<Vec2>],
    arrivals: &mut Arrivals<B>,
) {
    for class in classes {
        for &v in class {
            if hurdle(board, from, v).is_none() {
                continue;
            }
            for &w in class {
                if w != v {
                    if let Some(to) = step(board, from, w) {
                        arrivals.to(to);
                    }
                }
            }
        }
    }
}

fn treehopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    treehopper_moves(
        board,
        from,
        queen_classes(),
        &mut Arrivals::new(board, side, from, piece, out),
    );
}

fn greater_treehopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    treehopper_moves(
        board,
        from,
        all_classes(),
        &mut Arrivals::new(board, side, from, piece, out),
    );
}

fn leafhopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leafhopper_moves(
        board,
        from,
        queen_classes(),
        &mut Arrivals::new(board, side, from, piece, out),
    );
}

fn greater_leafhopper<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leafhopper_moves(
        board,
        from,
        all_classes(),
        &mut Arrivals::new(board, side, from, piece, out),
    );
}

pub const TREEHOPPER: CustomWalk = custom_walk! {
    moves: treehopper,
    captures: None,
};
pub const GREATER_TREEHOPPER: CustomWalk = custom_walk! {
    moves: greater_treehopper,
    captures: None,
};
pub const LEAFHOPPER: CustomWalk = custom_walk! {
    moves: leafhopper,
    captures: None,
};
pub const GREATER_LEAFHOPPER: CustomWalk = custom_walk! {
    moves: greater_leafhopper,
    captures: None,
};

// The moves of the tree- and leafhoppers one per hurdle, as Popeye generates them (a square
// two hurdles lead to comes twice; see `turning::line_moves`).

pub fn treehopper_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    treehopper_moves(
        board,
        from,
        queen_classes(),
        &mut Arrivals::every(board, side, from, piece, out),
    );
}

pub fn greater_treehopper_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    treehopper_moves(
        board,
        from,
        all_classes(),
        &mut Arrivals::every(board, side, from, piece, out),
    );
}

pub fn leafhopper_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leafhopper_moves(
        board,
        from,
        queen_classes(),
        &mut Arrivals::every(board, side, from, piece, out),
    );
}

pub fn greater_leafhopper_lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    leafhopper_moves(
        board,
        from,
        all_classes(),
        &mut Arrivals::every(board, side, from, piece, out),
    );
}
