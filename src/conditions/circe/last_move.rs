//! Popeye's `LastMove` option of the rebirth engine: the captured piece does not come back at
//! once but waits for the next move, whoever makes it; that move decides its rebirth and
//! carries it (`Kc7-b6[+wPa2]`). With `Equipollents` this is Circé Parrain (RULES.md §2): the
//! rebirth square is the capture square displaced by the next move's vector; with `Mirror`
//! too, ContraParrain: displaced by the opposite vector. The vector of a castling is the sum of
//! the king's and the rook's (Popeye adds every displacement of the move), or the king's alone
//! with `castling_king_only`. The capture awaiting its rebirth is the position's
//! (`Position::pending_rebirth`): a move that captures leaves its captured piece waiting.
//!
//! The rebirth square must be on the board and empty once the move is made (otherwise the
//! piece vanishes, `Relaxed`); a pawn reborn on its last rank is promoted, one move per kind.
//! Check is orthodox; legality is judged after the rebirth.

use super::{CirceOptions, Definition};
use crate::rules::moves::{Move, MoveList, Rebirth, Reborn, Special, Vec2};
use crate::rules::piece::{Piece, PieceKind};
use crate::rules::position::{Position, TokenColour};
use crate::rules::ruleset::Ruleset;

/// The displacement that decides a rebirth (RULES.md §2.2): the active piece's vector, for
/// castling the sum of the king's and the rook's unless `king_only`.
pub fn vector(mv: &Move, king_only: bool) -> Vec2 {
    let v = mv.vector();
    match mv.special {
        Special::Castling { rook_from, rook_to } if !king_only => (
            v.0 + rook_to.file() as i8 - rook_from.file() as i8,
            v.1 + rook_to.rank() as i8 - rook_from.rank() as i8,
        ),
        _ => v,
    }
}

/// Whether a pawn of `piece`'s colour would stand on its promotion rank on `sq`: a neutral
/// one on the last rank of the side it is reborn for, the side to move (the other side took
/// it), as Popeye has it (`a5*b4 Ba4-d1[+nPe1]`, `Ba4-e8[+nPf8=nQ]`).
fn promotes_on(pos: &Position, piece: Piece, sq: crate::rules::square::Square) -> bool {
    piece.kind() == PieceKind::Pawn
        && match piece.colour().side() {
            Some(side) => sq.rank() == pos.last_rank(side),
            None => sq.rank() == pos.last_rank(pos.side_to_move()),
        }
}

/// Adds to each move of `out[start..]` the rebirth of the piece awaiting it in `pos`; a pawn
/// reborn on its last rank splits the move into one move per promotion choice.
pub fn add_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    out: &mut MoveList,
    start: usize,
) {
    let Some((piece, capture_square)) = pos.pending_rebirth() else {
        return;
    };
    debug_assert_eq!(opts.definition, Definition::Equipollents);
    // ContraParrain (`Mirror` with Equipollents): the opposite vector.
    let sign: i32 = if opts.mirror { -1 } else { 1 };
    let end = out.len();
    for i in start..end {
        let mv = out[i];
        let (df, dr) = vector(&mv, opts.castling_king_only);
        let Some(sq) = capture_square.offset(sign * df as i32, sign * dr as i32, pos.size()) else {
            continue;
        };
        if !pos.is_empty_after(&mv, sq) {
            continue;
        }
        if promotes_on(pos, piece, sq) {
            if super::promotes_into_token(rs, piece, sq) {
                // Into the Imitator too (`[+wPc8=I]`).
                out.push(Move {
                    rebirth: Some(Rebirth {
                        square: sq,
                        piece,
                        of: Reborn::PromotedToken,
                    }),
                    ..mv
                });
            }
            let mut kinds = rs.promotions.iter();
            let first = kinds.next();
            for kind in kinds {
                out.push(Move {
                    rebirth: Some(Rebirth::promoted(sq, Piece::new(piece.colour(), kind))),
                    ..mv
                });
            }
            if let Some(kind) = first {
                out[i].rebirth = Some(Rebirth::promoted(sq, Piece::new(piece.colour(), kind)));
            }
        } else {
            out[i].rebirth = Some(Rebirth::captured(sq, piece));
        }
    }
    // After the move every token must stand on an empty square (RULES.md §1.2).
    if !pos.tokens().is_empty() {
        out.retain(|mv| match mv.rebirth {
            Some(r) => !rs.tokens_after(pos, mv).contains(&r.square),
            None => true,
        });
    }
}

/// Plays the rebirth `mv` carries on `next` (the position after the rest of the move) and
/// leaves the piece `mv` captures awaiting its own.
pub fn play_rebirth(next: &mut Position, mv: &Move, keep_rooks: bool) {
    if let Some(r) = mv.rebirth.filter(|r| r.of == Reborn::PromotedToken) {
        next.add_token(r.square, TokenColour::Neutral);
    } else if let Some(r) = mv.rebirth {
        next.put(r.square, r.piece);
        next.restore_castling_right(r.square, r.piece, keep_rooks);
    }
    let capture_square = match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    };
    next.set_pending_rebirth(mv.captured.map(|p| (p, capture_square)));
}
