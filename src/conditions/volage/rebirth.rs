//! Volage and Hypervolage with the Circé family's rebirths, as Popeye 4.104 plays them
//! (`condition Circe Volage`, `AntiCirce Volage`, `Circe AntiCirce Volage`,
//! `Circe Parrain Volage`):
//!
//! * A reborn piece that is still volage changes side when its rebirth square and the square
//!   it was captured on (for e.p. the victim's, under Parrain the awaiting piece's capture
//!   square) differ in colour: `Ba8*b7[+wPb2=b]`, `Rh8-h3=b[+wPb2=b]`.
//! * A capturer reborn by AntiCirce changes side, once, when its rebirth square differs in
//!   colour from its departure square or from its capture square (Popeye's side changer
//!   follows the mover to where the move leaves it, after the rebirth's own recolouring):
//!   `Sd1*c3[wSc3->g1=b]`, `Qb3*b6[wQb6->d1=b]`; the move itself then writes no change.
//! * A mover that Circe Assassin's rebirth takes off its arrival square changes side all the
//!   same, before it goes, as Popeye writes it (`Rd3*d2=w[+wPd2]`): the move says so, and
//!   the piece reborn there is left as the rebirth makes it (`assassinated`).
//! * Under Volage a piece that has changed is an ordinary piece: the marks follow the reborn
//!   pieces, and a captured piece's mark waits with it for a rebirth that waits (Parrain).

use super::{colours_differ, recolour, VolageOptions};
use crate::rules::moves::{Move, Rebirth, Reborn, Special};
use crate::rules::piece::{Attribute, Colour, Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The square the captured piece of `mv` stood on (the victim's for e.p.).
fn victim(mv: &Move) -> Square {
    match mv.special {
        Special::EnPassant { victim } => victim,
        _ => mv.to,
    }
}

/// The piece reborn by `r` (a captured piece's rebirth of `mv` in `pos`), its capture square
/// and whether it has changed side already: the awaiting piece's under Parrain.
fn reborn_source(pos: &Position, mv: &Move) -> Option<(Piece, Square, bool)> {
    match pos.pending_rebirth() {
        Some((p, sq)) => Some((p, sq, pos.pending_marked())),
        None => {
            let sq = victim(mv);
            mv.captured.map(|p| (p, sq, pos.marked(sq)))
        }
    }
}

/// `piece` of the other side (a neutral piece stays one).
fn turned(piece: Piece) -> Piece {
    let colour = match piece.colour() {
        Colour::White => Colour::Black,
        Colour::Black => Colour::White,
        Colour::Neutral => Colour::Neutral,
    };
    Piece::new(colour, piece.kind())
}

/// The side changes of `mv`, a move of `pos` whose rebirths the Circé family has made: the
/// reborn pieces' (in the rebirths) and the mover's (`Move::recolour`).
pub fn mark_changes(o: VolageOptions, pos: &Position, mv: &mut Move) {
    let mut mover_stays = true;
    let source = reborn_source(pos, mv);
    let (from, to, piece) = (mv.from, mv.to, mv.piece);
    for slot in [&mut mv.rebirth, &mut mv.second_rebirth] {
        let Some(r) = slot.as_mut() else { continue };
        let (of, buried) = r.of.unburied();
        if buried {
            continue;
        }
        match of {
            Reborn::Capturer => {
                mover_stays = false;
                let a = pos.attributes(from);
                let volage = piece.kind() != PieceKind::King
                    && !a.contains(Attribute::Royal)
                    && (o.hyper || !pos.marked(from));
                if volage && (colours_differ(from, r.square) || colours_differ(to, r.square)) {
                    r.piece = turned(r.piece);
                }
            }
            Reborn::Captured | Reborn::Promoted => {
                turn_captured(o, pos, from, r, source);
            }
            _ => {}
        }
    }
    mv.recolour = if mover_stays {
        recolour(o, pos, mv)
    } else {
        None
    };
}

/// Whether a captured piece's rebirth of `mv` takes the mover off its arrival square
/// (Assassin): the mover's change of side, written in the move, then changes nothing on the
/// board.
pub fn assassinated(mv: &Move) -> bool {
    mv.rebirth.into_iter().chain(mv.second_rebirth).any(|r| {
        let (of, buried) = r.of.unburied();
        !buried && matches!(of, Reborn::Captured | Reborn::Promoted) && r.square == mv.to
    })
}

/// Turns the captured piece reborn by `r` when it is volage and its rebirth square's colour
/// differs from its capture square's.
fn turn_captured(
    o: VolageOptions,
    pos: &Position,
    from: Square,
    r: &mut Rebirth,
    source: Option<(Piece, Square, bool)>,
) {
    let Some((piece, capture, marked)) = source else {
        return;
    };
    // (A royal piece captured: its attributes stand where it was, unless it awaits.)
    let royal = pos.pending_rebirth().is_none()
        && capture != from
        && pos.attributes(capture).contains(Attribute::Royal);
    if piece.kind() != PieceKind::King
        && !royal
        && (o.hyper || !marked)
        && colours_differ(capture, r.square)
    {
        r.piece = turned(r.piece);
    }
}

/// Moves the marks of the pieces that have changed under Volage (not Hypervolage) with the
/// rebirths of `mv` (played from `src` to `next`), after the mover's own (on its arrival
/// square), and keeps the mark of a captured piece that awaits its rebirth.
pub fn follow_marks(next: &mut Position, src: &Position, mv: &Move) {
    let source = reborn_source(src, mv);
    for r in mv.rebirth.into_iter().chain(mv.second_rebirth) {
        let (of, buried) = r.of.unburied();
        if buried {
            continue;
        }
        match of {
            Reborn::Capturer => {
                next.set_marked(mv.to, false);
                let changed = r.piece.colour() != mv.piece.colour();
                next.set_marked(r.square, src.marked(mv.from) || changed);
            }
            Reborn::Captured | Reborn::Promoted => {
                if let Some((piece, _, marked)) = source {
                    next.set_marked(r.square, marked || r.piece.colour() != piece.colour());
                }
            }
            _ => {}
        }
    }
    let waits = next.pending_rebirth().is_some() && mv.captured.is_some();
    next.set_pending_marked(waits && src.marked(victim(mv)));
}
