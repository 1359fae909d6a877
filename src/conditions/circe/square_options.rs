//! The options MarsCirce, AntiMarsCirce and GenevaChess play beside the rebirth square's
//! definition, as Popeye 4.104 plays them (issue 19): these bases reborn nothing, and take from
//! the options only the square a piece moves or captures from (Mars), moves from (AntiMars) or
//! is barred by (Geneva).
//!
//! * `Frischauf`: a piece marked as a promotee in the diagram (`white frischauf qh1`) has its
//!   promotion square in the file of the square Popeye reckons from, the piece's own
//!   (`fQh1-h8-a8` under AntiMarsCirce, `fQc8*d7` under MarsCirce: the queen captures from c8,
//!   its own square); under GenevaChess the capturer's departure square, so that such a
//!   promotee on its promotion rank never captures. Popeye does not mark the promotees made in
//!   play under these bases (`1.c7-c8=Q 2.Qc8*c4` in `genevachess frischauf`, which the mark
//!   would bar; its check `c7-c8=Q+` likewise), nor adapt the square of a rook AntiMarsCirce
//!   reborns for its king's castling (`[bKc8->e8][bfRf8->h8]0-0`).
//! * GenevaChess `Relaxed`: an occupied rebirth square bars nothing, and only a capture from
//!   the rebirth square itself stays barred (Popeye's "stop capture from rebirth square" comes
//!   after its test of the square, which the departure square, left empty by the move, passes).
//! * GenevaChess `April`: a capturer of a walk April does not name is never barred.
//! * GenevaChess `Super`: the capturer's rebirth square is any square, its choice, barred where
//!   occupied once it has moved or where it is the departure square (Popeye's Strict with a
//!   choice, then "stop capture from rebirth square"): a capture is barred only where no square
//!   is left, and Popeye plays it once per square left, which its move lists and solutions
//!   repeat (`1.Rd1*d5 !` 54 times with ten men on the board).
//! * GenevaChess `Cage` as `Super`: Popeye's cage test looks for the reborn piece's rebirth in
//!   its move journal, finds none (GenevaChess places nothing) and lets every square pass, so
//!   its move lists and solutions are Super's (compared in random positions, RexInclusive too);
//!   a pawn on its first rank observes nothing there, as without Cage.
//! * `Cheylan` (AntiCirce's word) changes nothing under these bases: Popeye's move lists with
//!   and without it agree in random positions (`marscirce-cheylan-moves.jsonl` and its
//!   siblings).
//!
//! MarsCirce and AntiMarsCirce with `Relaxed` or `April` are refused: Popeye 4.104 changes the
//! board as it generates a piece's moves from a rebirth square that another piece holds (or
//! for a walk April spares), [`MARS_RELAXED_REFUSAL`].

use super::{frischauf_square, Adapter, Base, CirceOptions, Definition, Occupied};
use crate::rules::piece::{Attribute, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// Why MarsCirce and AntiMarsCirce are not played with `Relaxed` or `April`, with Popeye's
/// evidence.
pub(super) const MARS_RELAXED_REFUSAL: &str =
    "with Relaxed or April Popeye 4.104 changes the board as it generates moves from a rebirth \
     square another piece holds: pieces lose their walk (`1..a8-a7`, a king on a8 under \
     `marscirce relaxed`) or vanish (`1..c7-c5` and `1.c2-c7-c5` under `antimarscirce \
     relaxed`, the pawn c2 moving from c7 where another stands): no rule to follow";

/// Whether the piece on `at` is a promotee whose square Frischauf adapts.
pub(super) fn frischauf_promotee(pos: &Position, opts: &CirceOptions, at: Square) -> bool {
    opts.adapter == Adapter::Frischauf
        && pos.has_attributes()
        && pos.attributes(at).contains(Attribute::Frischauf)
}

/// Frischauf's square for a promotee of `owner` standing on `at`, where these bases reckon
/// from its own square: its promotion square in `at`'s file.
pub(super) fn promotee_square(
    pos: &Position,
    opts: &CirceOptions,
    at: Square,
    owner: Side,
) -> Option<Square> {
    frischauf_square(opts, pos.size(), at, owner)
}

/// The options by which AntiMarsCirce reborns a rook for its king's castling: Frischauf left
/// out, as Popeye leaves it (`[bKc8->e8][bfRf8->h8]0-0`: the rook marked as a promotee goes to
/// its classic square h8, not to f1).
pub(super) fn castling_rook_options(opts: &CirceOptions) -> CirceOptions {
    CirceOptions {
        adapter: match opts.adapter {
            Adapter::Frischauf => Adapter::None,
            a => a,
        },
        ..*opts
    }
}

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

/// How many times GenevaChess plays a capture by `capturer` it does not bar: once, but under
/// `Super` (and `Cage`) once per square its choice leaves (every square empty once the capturer has moved,
/// its departure square aside: as many as the board has squares beyond the men standing before
/// the move); `None` when none is left. A king without RexInclusive has no rebirth square.
pub(super) fn geneva_copies(pos: &Position, opts: &CirceOptions, capturer: &Piece) -> Option<u8> {
    let chosen = opts.base == Base::Geneva
        && matches!(opts.definition, Definition::Super | Definition::Cage)
        && (opts.rex_inclusive || capturer.kind() != PieceKind::King);
    if !chosen {
        return Some(1);
    }
    let size = pos.size();
    let squares = size.width() as usize * size.height() as usize;
    let left = squares.saturating_sub(pos.pieces().count());
    (left > 0).then(|| left.min(u8::MAX as usize) as u8)
}

/// Why GenevaChess `Super` and `Cage` are not played on the board of `diagram`: Popeye's board is 8x8, and
/// a move counts its copies in a byte.
pub(super) fn board_refusal(opts: &CirceOptions, diagram: &Position) -> Option<&'static str> {
    (opts.base == Base::Geneva
        && matches!(opts.definition, Definition::Super | Definition::Cage)
        && diagram.size() != crate::rules::square::BoardSize::STANDARD)
        .then_some("GenevaChess Super or Cage on a board other than 8x8, where Popeye plays it")
}
