//! The radial knight: a leap of some length to an enemy piece (the hurdle), then a leap of the
//! same kind on from it, in any direction (to an empty square or a capture). The kinds of leap
//! are Popeye's: each (a, b) leap below with its turns and reflections, the root-25 leaper's
//! 0:5 and 3:4 together, the root-50 leaper's 1:7 and 5:5 together.

use super::once::{push_some, Once};
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// The kinds of leap, each one or two (a, b) shapes.
const FAMILIES: &[&[(i32, i32)]] = &[
    &[(0, 1)],
    &[(0, 2)],
    &[(0, 3)],
    &[(0, 4)],
    &[(3, 4), (0, 5)],
    &[(0, 6)],
    &[(0, 7)],
    &[(1, 1)],
    &[(1, 2)],
    &[(1, 3)],
    &[(1, 4)],
    &[(1, 5)],
    &[(1, 6)],
    &[(1, 7), (5, 5)],
    &[(2, 2)],
    &[(2, 3)],
    &[(2, 4)],
    &[(2, 5)],
    &[(2, 6)],
    &[(2, 7)],
    &[(3, 3)],
    &[(3, 5)],
    &[(3, 6)],
    // Popeye's lists take 3:7 as a kind of its own (RKe4-a8 is refused there when a radial
    // knight on d1 would check h5 over a8).
    &[(3, 7)],
    &[(4, 4)],
    &[(4, 5)],
    &[(4, 6)],
    &[(4, 7)],
    &[(5, 6)],
    &[(5, 7)],
    &[(6, 6)],
    &[(6, 7)],
    &[(7, 7)],
];

/// Every leap of the shapes `family`: all turns and reflections, each once.
fn leaps(family: &[(i32, i32)], mut f: impl FnMut(i32, i32)) {
    for &(a, b) in family {
        let mut seen: [(i32, i32); 8] = [(0, 0); 8];
        let mut n = 0;
        for (x, y) in [(a, b), (b, a)] {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let v = (x * sx, y * sy);
                if !seen[..n].contains(&v) {
                    seen[n] = v;
                    n += 1;
                    f(v.0, v.1);
                }
            }
        }
    }
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

/// `moves` hurdle by hurdle: a square two hurdles lead to comes once per hurdle, as Popeye
/// generates it (see [`super::line_moves`]).
pub fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for family in FAMILIES {
        leaps(family, |df, dr| {
            let Some(hurdle) = board.step(from, df, dr) else {
                return;
            };
            let enemy = board
                .piece_at(hurdle)
                .is_some_and(|p| p.colour().capturable_by(side));
            if !enemy {
                return;
            }
            leaps(family, |ef, er| {
                if let Some(to) = board.step(hurdle, ef, er) {
                    if to != from {
                        push_some(out, to_square(board, side, from, to, piece));
                    }
                }
            });
        });
    }
}
