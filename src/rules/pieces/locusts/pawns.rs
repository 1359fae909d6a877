//! What the fairy pawns (berolina pawn, superpawns, marine pawn) share with the orthodox pawn:
//! no move from their first rank, the double step from their second, promotion on the last
//! rank and, for some, en passant. Their custom walks list steps and captures; move
//! generation reads [`FairyPawn`] for promotion and en passant, which need the position.

use crate::rules::custom_walk::Board;
use crate::rules::moves::{Move, Nature, Special, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::Square;

/// How a fairy pawn promotes and takes en passant.
#[derive(Clone, Copy, Debug)]
pub struct FairyPawn {
    /// Its capturing steps (forward as for White) that may take a pawn en passant on the
    /// square the pawn passed over.
    pub ep_steps: &'static [Vec2],
    /// Takes en passant as it captures, as a locust (Popeye's marine pawn and marine ship):
    /// diagonally forward over the square the pawn passed to the empty square beyond
    /// (`MHd5*f7 ep.` takes the pawn that went from e7 to e5).
    pub ep_over: bool,
    /// Promotes to the marine pieces (sirene, triton, nereide, marine knight) instead of the
    /// orthodox queen, rook, bishop and knight (Popeye's marine promotion chain).
    pub marine: bool,
    /// Promotes on the last rank and is no promotion piece itself (Popeye's pawns; the
    /// dragon, a knight and pawn, does neither).
    pub promotes: bool,
    /// Moves towards its own first rank and promotes on it (Popeye's protean pawn, a pawn of
    /// the other side's walk): its last rank is the other side's.
    pub reverse: bool,
}

/// The rank (0-based) `side`'s pawns start from, where they have no move.
#[inline]
pub fn base_rank<B: Board + ?Sized>(board: &B, side: Side) -> u8 {
    match side {
        Side::White => 0,
        Side::Black => board.size().height() - 1,
    }
}

/// The rank (0-based) `side`'s pawns double-step from.
#[inline]
pub fn double_step_rank<B: Board + ?Sized>(board: &B, side: Side) -> u8 {
    match side {
        Side::White => 1,
        Side::Black => board.size().height() - 2,
    }
}

/// Quiet steps along `v` (forward as for White): one step, and a second one from the second
/// rank (a double step, which may be taken en passant when `ep`).
#[inline]
pub fn steps<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    v: Vec2,
    ep: bool,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let step = (v.0, v.1 * side.forward());
    let Some(one) = board.step(from, step.0 as i32, step.1 as i32) else {
        return;
    };
    if !board.is_empty(one) {
        return;
    }
    out(Move::new(from, one, piece, Nature::Leap));
    if from.rank() != double_step_rank(board, side) {
        return;
    }
    if let Some(two) = board.step(one, step.0 as i32, step.1 as i32) {
        if board.is_empty(two) {
            let mut mv = Move::new(from, two, piece, Nature::Ride { step });
            if ep {
                mv.special = Special::DoubleStep;
            }
            out(mv);
        }
    }
}
