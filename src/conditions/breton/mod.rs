//! Breton chess, as Popeye 4.104 defines it (`condition Breton`, the same in French and German,
//! then `Adverse` (German `Advers`), `Chromatic` (French `Chromatique`, German `Chromatisch`) and
//! `PY` in any order).
//!
//! When a move captures a piece, one more piece of the captured piece's kind leaves the board:
//! one of the capturing side's own (the capturer itself too, where it is of that kind), or with
//! `Adverse` one of the captured side's. The mover chooses it: each choice is a move of its own
//! (`Rd1*d5[-wRa4]`, `Rd1*d5[-wRd5]`); a capture with no such piece is played alone. With
//! `Chromatic` the piece changes side instead (`Rd1*d5[a4=b]`). Pieces of both sides (neutral
//! ones) count only with `PY`, under which the piece is also chosen after the capturing pawn's
//! promotion, so that the promoted piece may be it; without it, before (a capturing pawn that
//! goes with a captured pawn then never promotes: `b7*c8[-wPc8]`, and a promotion that
//! follows the Breton piece is written after it: `[-bQe3][d8=Q]`). The mover's king is
//! tested after the piece went.
//!
//! A move carries its piece as a side effect in [`Move::rebirth`]: `Reborn::Removed` (taken
//! off the board) or `Reborn::Replaced` (by the same piece of the other side), their `Early`
//! forms without `PY` (made before the promotion).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, Promotion, Rebirth, Reborn, Special};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for BretonOptions {
    const NAME: &'static str = "breton";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self, false)]
    }
}

/// What a move does to its Breton piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Effect {
    /// The piece on the square leaves the board.
    Removed(Square),
    /// The piece on the square changes side.
    Recoloured(Square),
}

/// The Breton effect `mv` carries, if any.
pub fn effect(mv: &Move) -> Option<Effect> {
    let r = mv.rebirth?;
    match r.of {
        Reborn::Removed | Reborn::RemovedEarly => Some(Effect::Removed(r.square)),
        Reborn::Replaced | Reborn::ReplacedEarly => Some(Effect::Recoloured(r.square)),
        _ => None,
    }
}

/// The side whose piece goes with a capture by `mover`.
fn side_concerned(o: &BretonOptions, mover: Side) -> Side {
    if o.adverse {
        mover.opponent()
    } else {
        mover
    }
}

/// Whether `p` counts as a piece of `side` (neutral pieces only under `PY`).
fn counts(o: &BretonOptions, p: Piece, side: Side) -> bool {
    match p.colour() {
        Colour::Neutral => o.popeye,
        c => c.side() == Some(side),
    }
}

/// The pieces on the board once the capture `mv` of `pos` is played, before the Breton piece
/// goes: what stands on `sq` (None for empty squares and holes).
fn after_capture(pos: &Position, mv: &Move, o: &BretonOptions, sq: Square) -> Option<Piece> {
    if sq == mv.to {
        let mut p = mv.piece;
        if let (true, Some(Promotion::Piece(k))) = (o.popeye, mv.promotion) {
            p = Piece::new(p.colour(), k);
        }
        return Some(p);
    }
    if sq == mv.from {
        return None;
    }
    if let Special::EnPassant { victim } | Special::CaptureAt { victim } = mv.special {
        if sq == victim {
            return None;
        }
    }
    pos.piece_at(sq)
}

/// Appends to `out` the Breton versions of the capture `mv` of `pos`: one per piece that may go
/// with the captured one; none when no piece may (the capture is then played alone). Returns
/// whether some piece may (the capture alone is then no move): a capturing pawn that goes
/// before it promotes makes one move for all its promotions, listed with the queen's.
pub fn versions(pos: &Position, mv: &Move, o: &BretonOptions, out: &mut Vec<Move>) -> bool {
    let Some(captured) = mv.captured else {
        return false;
    };
    let mut any = false;
    let side = side_concerned(o, pos.side_to_move());
    for sq in pos.size().squares() {
        let Some(p) = after_capture(pos, mv, o, sq) else {
            continue;
        };
        if p.kind() != captured.kind() || !counts(o, p, side) {
            continue;
        }
        any = true;
        let mut v = *mv;
        if sq == mv.to && mv.promotion.is_some() && !o.popeye && !o.chromatic {
            // The capturing pawn goes before it promotes: one move, without a promotion.
            if mv.promotion != Some(Promotion::Piece(PieceKind::Queen)) {
                continue;
            }
            v.promotion = None;
        }
        v.rebirth = Some(if o.chromatic {
            Rebirth {
                square: sq,
                piece: Piece::new(other_colour(p.colour()), p.kind()),
                of: if o.popeye {
                    Reborn::Replaced
                } else {
                    Reborn::ReplacedEarly
                },
            }
        } else {
            Rebirth {
                square: sq,
                piece: p,
                of: if o.popeye {
                    Reborn::Removed
                } else {
                    Reborn::RemovedEarly
                },
            }
        });
        out.push(v);
    }
    any
}

/// Plays the Breton part of `mv` on `next`, the position after the rest of the move.
pub fn apply(next: &mut Position, mv: &Move) {
    match effect(mv) {
        Some(Effect::Removed(sq)) => {
            next.remove(sq);
        }
        Some(Effect::Recoloured(sq)) => {
            if let Some(p) = next.piece_at(sq) {
                let attributes = next.attributes(sq);
                next.put_with(
                    sq,
                    Piece::new(other_colour(p.colour()), p.kind()),
                    attributes,
                );
            }
        }
        None => {}
    }
}

/// The colour a Breton piece changes to (a neutral piece stays neutral).
fn other_colour(c: Colour) -> Colour {
    match c {
        Colour::White => Colour::Black,
        Colour::Black => Colour::White,
        Colour::Neutral => Colour::Neutral,
    }
}
