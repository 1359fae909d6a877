//! The hooks Wormholes gives the rules core: the candidates are filtered and split into one
//! move per transfer (`amend`), the transfer is played after the move (`after_move`), every
//! move is judged by playing it (a transfer may expose or shield a king anywhere), and an
//! observation of a piece on a wormhole counts only where the piece moving there could go on.

use std::sync::Arc;

use super::WormholesOptions;
use crate::rules::attack::Capture;
use crate::rules::bitset::SquareSet;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{is_legal_candidate, retain};
use crate::rules::moves::{
    Move, MoveList, PromoteeAttributes, Promotion, Rebirth, Reborn, Special,
};
use crate::rules::piece::{chameleon_next, Attribute, Attributes, Piece, PieceKind, Side};
use crate::rules::position::{EnPassant, Position};
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Wormholes' rules for one problem: its squares.
#[derive(Debug)]
pub struct Compiled {
    /// The wormholes in Popeye's order (by rank from a1): the transfers' order.
    squares: Vec<Square>,
    set: SquareSet,
}

pub(super) fn compile(options: &WormholesOptions, _diagram: &Position) -> Arc<dyn Rules> {
    let mut set = SquareSet::EMPTY;
    for &sq in &options.squares {
        set.insert(sq);
    }
    Arc::new(Compiled {
        squares: options.squares.clone(),
        set,
    })
}

impl Compiled {
    /// Popeye's filter of moves and observations: from a wormhole anything goes; onto one
    /// only while another wormhole is empty (the mover could go on).
    fn allowed(&self, pos: &Position, from: Square, to: Square) -> bool {
        self.set.contains(from)
            || !self.set.contains(to)
            || self
                .squares
                .iter()
                .any(|&w| w != to && pos.is_empty_square(w))
    }

    /// Whether `mv` is a move of a pawn on its first rank off the wormholes: Popeye's pawns
    /// move from their first rank (one step) only from a wormhole.
    fn stuck_pawn(&self, pos: &Position, mv: &Move) -> bool {
        let Some(side) = mv.piece.colour().side() else {
            return false;
        };
        // (An AntiMarsCirce pawn moves from its rebirth square on its second rank.)
        mv.piece.kind() == PieceKind::Pawn
            && mv.rebirth.is_none_or(|r| r.of != Reborn::Mover)
            && mv.from.rank() == pos.home_rank(side)
            && (!self.set.contains(mv.from) || mv.special == Special::DoubleStep)
    }

    /// The moves `mv` (which ends on a wormhole) becomes: one per wormhole it can be
    /// transferred to, and per promotion where a pawn lands on its promotion rank.
    fn transfers(&self, pos: &Position, rs: &Ruleset, mv: &Move, out: &mut MoveList) {
        let arrived = match mv.promotion {
            Some(Promotion::Piece(k)) => Piece::new(mv.piece.colour(), k),
            _ => mv.piece,
        };
        // Back to the departure square would be a null move, unless it captured or promoted.
        let null_back = mv.captured.is_none() && mv.promotion.is_none();
        let side = mv.piece.colour().side().unwrap_or(pos.side_to_move());
        for &w in &self.squares {
            if w == mv.to || !pos.is_empty_after(mv, w) || (null_back && w == mv.from) {
                continue;
            }
            let mut push = |piece: Piece, promotee: PromoteeAttributes| {
                let mut m = *mv;
                let transfer = Some(Rebirth {
                    square: w,
                    piece,
                    of: Reborn::Capturer,
                });
                // An AntiMarsCirce mover that went to its rebirth square first (`Reborn::Mover`,
                // only told) is transferred after it: `Sd4-g1-f3[wSf3->e4]`.
                if mv.rebirth.is_some_and(|r| r.of == Reborn::Mover) {
                    m.second_rebirth = transfer;
                } else {
                    m.rebirth = transfer;
                }
                m.promotee = promotee;
                out.push(m);
            };
            if arrived.kind() == PieceKind::Pawn && w.rank() == pos.last_rank(side) {
                // A pawn transferred onto its promotion rank promotes there, into a chameleon
                // too where chameleons stand in the diagram (`[wPb4->f8=Q=c]`), as Popeye's
                // promotion after the transfer offers it.
                let chameleon = rs.chameleon_promotions()
                    && !pos.attributes(mv.from).contains(Attribute::Chameleon);
                for k in rs.promotions.iter() {
                    let promoted = Piece::new(arrived.colour(), k);
                    push(promoted, mv.promotee);
                    if chameleon && chameleon_next(k) != k {
                        let with = Attributes::NONE.with(Attribute::Chameleon);
                        push(promoted, mv.promotee.with(with));
                    }
                }
            } else {
                push(arrived, mv.promotee);
            }
        }
    }
}

/// Popeye gives a castling right to a piece put on its castling square (its readdition): a
/// rook transferred to its corner, a king transferred to its square while it is its side's.
fn restore_castling(next: &mut Position, sq: Square, piece: Piece) {
    let Some(side) = piece.colour().side() else {
        return;
    };
    if next.size().width() != 8 || sq.rank() != next.home_rank(side) {
        return;
    }
    let mut c = next.castling();
    match (piece.kind(), sq.file()) {
        (PieceKind::Rook, 0 | 7) => c.set_rook(side, sq.file() == 7, true),
        (PieceKind::King, 4) if next.king(side) == Some(sq) => c.set_king(side, true),
        _ => return,
    }
    next.set_castling(c);
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::LEGALITY | Hooks::CAPTURE_FILTER | Hooks::AFTER_MOVE
    }

    /// Popeye's pawns on their first rank observe, and step from a wormhole (`stuck_pawn`
    /// drops their other moves).
    fn base_rank_pawns_move(&self) -> bool {
        true
    }

    fn base_rank_pawns_observe(&self) -> bool {
        true
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let candidates: Vec<Move> = out.drain(start..).collect();
        for mv in candidates {
            if !self.allowed(pos, mv.from, mv.to) || self.stuck_pawn(pos, &mv) {
                continue;
            }
            if !self.set.contains(mv.to) || mv.promotion == Some(Promotion::Token) {
                out.push(mv);
                continue;
            }
            // (Not followed: an AntiMarsCirce castling that moves another rook to its corner
            // too, `[wKg2->e1][wRb4->a1]0-0`, with its king onto a wormhole: the move has no
            // room for a third displacement.)
            if mv.second_rebirth.is_some() {
                continue;
            }
            // (A move with no wormhole to go to is illegal: it leaves no move here.)
            self.transfers(pos, rs, &mv, out);
        }
    }

    /// Every move is played and the king tested: a transfer takes the mover anywhere.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
        Some(())
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        _by: Side,
        _rs: &Ruleset,
    ) -> bool {
        self.allowed(pos, c.from, target)
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        let Some(r) = mv
            .rebirth
            .into_iter()
            .chain(mv.second_rebirth)
            .find(|r| r.of == Reborn::Capturer)
        else {
            return;
        };
        // The piece keeps its attributes (a royal pawn stays royal, a chameleon a chameleon).
        let attributes = next.attributes(mv.to);
        next.remove(mv.to);
        next.put_with(r.square, r.piece, attributes);
        if let (Special::DoubleStep, Some(ep)) = (mv.special, next.en_passant()) {
            // Popeye follows the pawn: it is taken en passant where it went (`e7-e5[bPe5->f3]
            // d5*e6 ep.` takes it on f3).
            next.set_en_passant(Some(EnPassant {
                victim: r.square,
                arrival: Some(ep.arrival.unwrap_or(ep.victim)),
                ..ep
            }));
        }
        restore_castling(next, r.square, r.piece);
    }
}
