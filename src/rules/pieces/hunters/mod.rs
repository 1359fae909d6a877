//! Popeye's generalized hunters (`X/Y`): a piece that moves away from its side's home rank
//! (forward) as an X and towards it (backward) as a Y, never sideways. Popeye generates the
//! X's moves and keeps those that go up the board (down for Black), then the Y's and keeps
//! those that go the other way; its check test asks each part with the same direction filter.
//! So does one walk here, with the two parts as data ([`parts`]): any kind's walk read through
//! the board (`observers::as_walk`), cut by direction.
//!
//! A pawn part needs the position (first rank, en passant), so it is the one part walked
//! here: forward it is a pawn's (nothing from its first rank, the double step from its second,
//! which is taken en passant, and captures one square diagonally forward, en passant included;
//! it never promotes, as Popeye promotes the pawn walk's own pieces only, but pawns promote to
//! the hunter). As in Popeye, it observes (gives check) from its first rank too, where it has
//! no move: Popeye's pawn check skips, for hunters, its test of squares no pawn could capture
//! on. Backward a pawn part has no move (a pawn never goes back).
//!
//! The absolute rook/bishop hunters (`RR`, `BR`: up and down the board for both sides) are
//! data (`walk::ROOK_BISHOP_HUNTER`).

use crate::rules::custom_walk::{custom_walk, to_square, Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::pieces::locusts::pawns::{base_rank, steps, FairyPawn};
use crate::rules::pieces::observers::as_walk;
use crate::rules::square::Square;
use crate::rules::walk::{self, Walk};

/// A pawn part's captures take en passant; it promotes to nothing.
pub static PAWN: FairyPawn = FairyPawn {
    ep_steps: &[(-1, 1), (1, 1)],
    ep_over: false,
    marine: false,
    promotes: false,
    reverse: false,
};

macro_rules! hunters {
    ($($kind:ident = $forward:ident / $backward:ident;)*) => {
        /// The walks of a generalized hunter `kind`: forward and backward.
        pub const fn parts(kind: PieceKind) -> Option<(PieceKind, PieceKind)> {
            match kind {
                $(PieceKind::$kind => Some((PieceKind::$forward, PieceKind::$backward)),)*
                _ => None,
            }
        }

        /// The walk of a generalized hunter `kind`: a fairy pawn's when its forward part is
        /// the pawn (promotion and en passant read it), its own custom walk else.
        pub const fn walk_of(kind: PieceKind) -> Option<Walk> {
            match kind {
                $(PieceKind::$kind => {
                    const F: u8 = PieceKind::$forward as u8;
                    const B: u8 = PieceKind::$backward as u8;
                    static WALK: CustomWalk = custom_walk! {
                        moves: moves::<_, F, B>,
                        captures: Some(captures::<_, F, B>),
                    };
                    Some(if F == PieceKind::Pawn as u8 {
                        walk::fairy_pawn(&WALK, &PAWN)
                    } else {
                        walk::custom(&WALK)
                    })
                })*
                _ => None,
            }
        }
    };
}

// Every hunter of two orthodox walks (the king's part is a king's step, not royal).
hunters! {
    PawnBishopHunter = Pawn / Bishop;
    KingKingHunter = King / King;
    KingQueenHunter = King / Queen;
    KingRookHunter = King / Rook;
    KingBishopHunter = King / Bishop;
    KingKnightHunter = King / Knight;
    KingPawnHunter = King / Pawn;
    QueenKingHunter = Queen / King;
    RookKingHunter = Rook / King;
    BishopKingHunter = Bishop / King;
    KnightKingHunter = Knight / King;
    PawnKingHunter = Pawn / King;
    QueenQueenHunter = Queen / Queen;
    QueenRookHunter = Queen / Rook;
    QueenBishopHunter = Queen / Bishop;
    QueenKnightHunter = Queen / Knight;
    QueenPawnHunter = Queen / Pawn;
    RookQueenHunter = Rook / Queen;
    RookRookHunter = Rook / Rook;
    RookBishopHunter = Rook / Bishop;
    RookKnightHunter = Rook / Knight;
    RookPawnHunter = Rook / Pawn;
    BishopQueenHunter = Bishop / Queen;
    BishopRookHunter = Bishop / Rook;
    BishopBishopHunter = Bishop / Bishop;
    BishopKnightHunter = Bishop / Knight;
    BishopPawnHunter = Bishop / Pawn;
    KnightQueenHunter = Knight / Queen;
    KnightRookHunter = Knight / Rook;
    KnightBishopHunter = Knight / Bishop;
    KnightKnightHunter = Knight / Knight;
    KnightPawnHunter = Knight / Pawn;
    PawnQueenHunter = Pawn / Queen;
    PawnRookHunter = Pawn / Rook;
    PawnKnightHunter = Pawn / Knight;
    PawnPawnHunter = Pawn / Pawn;
}

/// The kind of a part's number (the parts are kinds of the table).
const fn kind(number: u8) -> PieceKind {
    match PieceKind::from_bits(number) {
        Some(k) => k,
        None => unreachable!(),
    }
}

/// Ranks from `from` to `to`, counted forward for `side`.
#[inline]
fn ahead(side: Side, from: Square, to: Square) -> i32 {
    (to.rank() as i32 - from.rank() as i32) * side.forward() as i32
}

fn moves<B: Board + ?Sized, const F: u8, const K: u8>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let (forward, backward) = (kind(F), kind(K));
    if backward != PieceKind::Pawn {
        as_walk::walk_moves(board, side, from, piece, walk::walk(backward), &mut |mv| {
            if ahead(side, from, mv.to) < 0 {
                out(mv);
            }
        });
    }
    if forward == PieceKind::Pawn {
        pawn_moves(board, side, from, piece, out);
    } else {
        as_walk::walk_moves(board, side, from, piece, walk::walk(forward), &mut |mv| {
            if ahead(side, from, mv.to) > 0 {
                out(mv);
            }
        });
    }
}

/// A pawn part's moves forward: none from the first rank, captures diagonally forward, the
/// step and the double step (which may be taken en passant).
fn pawn_moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    if from.rank() == base_rank(board, side) {
        return;
    }
    pawn_steps_and_captures(board, side, from, piece, out);
}

/// The moves of a hunter `piece` whose forward part is the pawn, standing on its first rank,
/// where a condition lets pawns there move (`Rules::base_rank_pawns_move`: Circe Parrain,
/// Cage Circe, …): Popeye asks its pawn part the pawn's step length there, as for any pawn.
pub fn first_rank_moves(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    if parts(piece.kind()).is_some_and(|(forward, _)| forward == PieceKind::Pawn)
        && from.rank() == base_rank(board, side)
    {
        pawn_steps_and_captures(board, side, from, piece, out);
    }
}

/// A pawn part's captures diagonally forward and its steps.
fn pawn_steps_and_captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    for df in [-1, 1] {
        if let Some(to) = board.step(from, df, side.forward() as i32) {
            if board.is_occupied(to) {
                if let Some(mv) = to_square(board, side, from, to, piece) {
                    out(mv);
                }
            }
        }
    }
    steps(board, side, from, (0, 1), true, piece, out);
}

/// Whether the hunter on `from` observes `target` (which holds a man `side` may capture):
/// the part of the target's direction, a pawn part from any rank.
fn captures<B: Board + ?Sized, const F: u8, const K: u8>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool {
    let (forward, backward) = (kind(F), kind(K));
    let part = match ahead(side, from, target) {
        0 => return false,
        d if d > 0 => forward,
        _ => backward,
    };
    if part == PieceKind::Pawn {
        return ahead(side, from, target) == 1
            && (target.file() as i32 - from.file() as i32).abs() == 1;
    }
    as_walk::captures(board, side, from, piece, part, target)
}

/// Whether the hunter `piece` on `from` observes `target` where it has no move: a pawn
/// part's step diagonally forward from its first rank (the one difference between a hunter's
/// capture test and its moves).
pub fn observes_without_capturing<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool {
    parts(piece.kind()).is_some_and(|(forward, _)| forward == PieceKind::Pawn)
        && from.rank() == base_rank(board, side)
        && [-1, 1]
            .iter()
            .any(|&df| board.step(from, df, side.forward() as i32) == Some(target))
}
