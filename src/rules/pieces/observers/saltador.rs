//! The saltador (Popeye's `sa`, the Argentinian knight): it captures as a mao or a moa (a
//! knight's leap through an empty orthogonal or diagonal first step) and moves without
//! capturing as a mao- or moa-hopper (the same leap over a man on that first step).

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;
use crate::rules::walk::KNIGHT;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    along(board, side, from, piece, false, out);
}

/// The moves as Popeye generates them, a capture once for the mao and once for the moa where
/// both reach it (see `turning::line_moves`).
pub fn lines<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    along(board, side, from, piece, true, out);
}

fn along<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    per_line: bool,
    out: &mut dyn FnMut(Move),
) {
    for &(df, dr) in KNIGHT {
        let Some(to) = board.step(from, df as i32, dr as i32) else {
            continue;
        };
        // The mao's first step is orthogonal (along the longer leg), the moa's diagonal.
        let mao = if df.abs() == 2 {
            (df / 2, 0)
        } else {
            (0, dr / 2)
        };
        let moa = (df.signum(), dr.signum());
        // Whether each first step is an empty square (a man or a hole is a hurdle).
        let open = [mao, moa].map(|(f, r)| {
            board
                .step(from, f as i32, r as i32)
                .is_some_and(|sq| board.is_empty(sq))
        });
        match board.piece_at(to) {
            None if board.is_empty(to) && open.contains(&false) => {
                out(Move::new(
                    from,
                    to,
                    piece,
                    crate::rules::moves::Nature::Walked,
                ));
            }
            Some(p) if p.colour().capturable_by(side) && open.contains(&true) => {
                let mut mv = Move::new(from, to, piece, crate::rules::moves::Nature::Walked);
                mv.captured = Some(p);
                let times = if per_line {
                    open.iter().filter(|&&o| o).count()
                } else {
                    1
                };
                for _ in 0..times {
                    out(mv);
                }
            }
            _ => {}
        }
    }
}
