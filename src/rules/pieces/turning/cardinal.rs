//! The cardinal: a bishop that, meeting the edge, rebounds once. Where its line would leave
//! the board, it goes on to the square beside the one off the board (the first of right, up,
//! left, down that is on the board), then on along a perpendicular diagonal (the first of
//! the two perpendiculars, unless that one leaves the board at once).

use super::once::Once;
use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{to_square, Board, CustomWalk};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::BISHOP;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

/// The rook steps in the order the cardinal looks for its rebound square.
const REBOUND: [Vec2; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let mut once = Once::new(out);
    let cardinal = Cardinal {
        board,
        side,
        from,
        piece,
    };
    for &dir in BISHOP {
        cardinal.ride(from, dir, true, &mut once);
    }
}

/// The perpendicular diagonals of `dir`, the one the cardinal tries first first.
fn perpendiculars(dir: Vec2) -> [Vec2; 2] {
    match dir {
        (-1, 1) => [(-1, -1), (1, 1)],
        (1, 1) => [(1, -1), (-1, 1)],
        (1, -1) => [(-1, -1), (1, 1)],
        _ => [(1, -1), (-1, 1)],
    }
}

struct Cardinal<'b, B: Board + ?Sized> {
    board: &'b B,
    side: Side,
    from: Square,
    piece: Piece,
}

impl<B: Board + ?Sized> Cardinal<'_, B> {
    fn ride(&self, at: Square, dir: Vec2, rebound: bool, once: &mut Once) {
        let mut last = at;
        loop {
            match self.board.step(last, dir.0 as i32, dir.1 as i32) {
                Some(to) => {
                    if to == self.from {
                        return;
                    }
                    let Some(mv) = to_square(self.board, self.side, self.from, to, self.piece)
                    else {
                        return;
                    };
                    let capture = mv.captured.is_some();
                    once.push(mv);
                    if capture {
                        return;
                    }
                    last = to;
                }
                None => {
                    if rebound {
                        self.rebound(last, dir, once);
                    }
                    return;
                }
            }
        }
    }

    /// The line from `last` along `dir` left the board: the square beside the one off it.
    fn rebound(&self, last: Square, dir: Vec2, once: &mut Once) {
        let beside = REBOUND.iter().find_map(|&(rf, rr)| {
            self.board
                .step(last, (dir.0 + rf) as i32, (dir.1 + rr) as i32)
        });
        let Some(to) = beside else { return };
        if to == self.from {
            return;
        }
        let Some(mv) = to_square(self.board, self.side, self.from, to, self.piece) else {
            return;
        };
        let capture = mv.captured.is_some();
        once.push(mv);
        if capture {
            return;
        }
        let [first, second] = perpendiculars(dir);
        let turned = if self
            .board
            .step(to, first.0 as i32, first.1 as i32)
            .is_some()
        {
            first
        } else {
            second
        };
        self.ride(to, turned, false, once);
    }
}
