//! Popeye's `WaitCapture` option of the rebirth engine: a captured piece does not come back at
//! once but waits for the next capture, whoever makes it; that capture carries its rebirth
//! (`c6*d7[+bPc6]`), and leaves its own captured piece waiting in turn. Moves that capture
//! nothing leave the waiting piece waiting. The rebirth square is the one the waiting piece's
//! own capture gave it (Popeye reads the earlier capture for it: the piece, its capture square,
//! the side that took it); it must be empty once the capture carrying it is made, or the piece
//! vanishes (`Relaxed`). The capture awaiting its rebirth is the position's
//! (`Position::pending_rebirth`), as Circé Parrain's.
//!
//! Played with the definitions and adapters that need nothing but that capture (classic, File,
//! the symmetries, Antipodes, CaptureSquare; Diametral, VerticalMirror; Mirror): see
//! [`supported`].

use super::{
    circe_square, promoted_if, reborn_forms, Adapter, Base, CirceOptions, Occupied, RebornWalk,
    Relevant,
};
use crate::rules::moves::{Move, MoveList, Rebirth, Reborn, Special};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// Whether the rest of `opts` is played with WaitCapture; otherwise why not.
pub fn supported(opts: &CirceOptions) -> Result<(), &'static str> {
    let definition_ok = opts.definition.from_capture_square();
    if opts.base != Base::Circe || opts.last_move {
        Err("WaitCapture with another base than Circe")
    } else if !definition_ok
        || !matches!(
            opts.adapter,
            Adapter::None | Adapter::Diametral | Adapter::VerticalMirror
        )
    {
        Err("WaitCapture with a rebirth square the waiting capture alone does not decide")
    } else if opts.rex_inclusive
        || opts.relevant != Relevant::Reborn
        || opts.reborn != RebornWalk::Same
        || !opts.april.is_empty()
        || opts.occupied != Occupied::Relaxed
    {
        Err(
            "WaitCapture with RexInclusive, another relevant piece or walk, April or another \
             behaviour on an occupied rebirth square",
        )
    } else {
        Ok(())
    }
}

/// Adds to each capture of `out[start..]` the rebirth of the piece awaiting it in `pos`, when
/// its square is empty once the capture is made; a pawn promoted there splits the capture
/// into one move per promotion choice.
pub fn add_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    out: &mut MoveList,
    start: usize,
) {
    let Some((piece, capture)) = pos.pending_rebirth() else {
        return;
    };
    // (Neutral pieces are refused: the side that took the piece is its opponent.)
    let Some(owner) = piece.colour().side() else {
        return;
    };
    let Some(square) = circe_square(
        opts,
        pos.size(),
        piece.kind(),
        capture,
        capture,
        (0, 0),
        owner,
        None,
    ) else {
        return;
    };
    let end = out.len();
    let mut forms = Vec::new();
    for i in start..end {
        let mv = out[i];
        if mv.captured.is_none() || !pos.is_empty_after(&mv, square) {
            continue;
        }
        forms.clear();
        if opts.definition.promotes() {
            reborn_forms(pos, rs, piece, square, owner, &mut forms);
        } else {
            forms.push(piece);
        }
        let mut rebirths = forms.iter().map(|&p| Rebirth {
            square,
            piece: p,
            of: promoted_if(Reborn::Captured, p != piece),
        });
        out[i].rebirth = rebirths.next();
        for r in rebirths {
            out.push(Move {
                rebirth: Some(r),
                ..mv
            });
        }
    }
}

/// Plays the rebirth `mv` carries on `next` (the position after the rest of the move) and,
/// when `mv` captures, leaves its captured piece awaiting its own.
pub fn play_rebirth(next: &mut Position, mv: &Move, keep_rooks: bool) {
    if let Some(r) = mv.rebirth {
        next.put(r.square, r.piece);
        next.restore_castling_right(r.square, r.piece, keep_rooks);
    }
    if let Some(captured) = mv.captured {
        let capture_square = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        next.set_pending_rebirth(Some((captured, capture_square)));
    }
}
