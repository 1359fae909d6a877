//! The options MarsCirce, AntiMarsCirce and GenevaChess play beside the rebirth square's
//! definition, as Popeye 4.104 plays them (issue 19): these bases reborn nothing, and take from
//! the options only the square a piece moves or captures from (Mars), moves from (AntiMars) or
//! is barred by (Geneva).
//!
//! * GenevaChess `Relaxed`: an occupied rebirth square bars nothing, and only a capture from
//!   the rebirth square itself stays barred (Popeye's "stop capture from rebirth square" comes
//!   after its test of the square, which the departure square, left empty by the move, passes).
//! * GenevaChess `April`: a capturer of a walk April does not name is never barred.
//! * `Cheylan` (AntiCirce's word) changes nothing under these bases: Popeye's move lists with
//!   and without it agree in random positions (`marscirce-cheylan-moves.jsonl` and its
//!   siblings).

use super::{Base, CirceOptions, Occupied};
use crate::rules::piece::PieceKind;
use crate::rules::square::Square;

/// Whether GenevaChess bars a capture whose capturer stood on `at` and whose rebirth square is
/// `square` (`occupied`: whether that square is occupied once the capturer has moved).
pub(super) fn geneva_bars(
    opts: &CirceOptions,
    kind: PieceKind,
    at: Square,
    square: Square,
    occupied: bool,
) -> bool {
    if !opts.april.is_empty() && !opts.april.contains(kind) {
        return false;
    }
    let strict = opts.base != Base::Geneva || opts.occupied != Occupied::Relaxed;
    (opts.base == Base::Geneva && square == at) || (strict && occupied)
}
