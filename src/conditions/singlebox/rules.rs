//! The hooks SingleBox gives the rules core.
//!
//! * Type 1: `amend` drops promotions to full kinds; the capture filter lets a pawn's capture
//!   onto its last rank attack only when its side has a piece to promote to.
//! * Types 2 and 3: `promotions` adds the pawn staying a pawn on its last rank; `amend` adds the
//!   latent pawns' promotions and drops what the box forbids; `make` promotes the latent pawn
//!   before the displacement.
//! * Type 3: latent pawns attack as the pieces their side misses (`extra_attack`), and
//!   `legality` plays the moves when the opponent has latent pawns (checks and pins judge the
//!   others).

use std::sync::Arc;

use super::{
    amend_type1, amend_type2, amend_type3, capture_keeps_box, capture_playable, change, has_latent,
    latent_attack, missing, overfull, pawn_before_last_rank, SingleBoxOptions, SingleBoxType,
};
use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::{Attribute, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// SingleBox's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    kind: SingleBoxType,
    /// A magic piece stands in the diagram.
    magic: bool,
    /// A magic pawn stands in the diagram (type 3 refuses it: see `refuses_magic`).
    magic_pawn: bool,
}

pub(super) fn compile(options: &SingleBoxOptions, diagram: &Position) -> Arc<dyn Rules> {
    let magic_on = |sq| diagram.attributes(sq).contains(Attribute::Magic);
    Arc::new(Compiled {
        kind: options.kind,
        magic: diagram.pieces().any(|(sq, _)| magic_on(sq)),
        magic_pawn: diagram
            .pieces()
            .any(|(sq, p)| magic_on(sq) && p.kind() == crate::rules::PieceKind::Pawn),
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        match self.kind {
            SingleBoxType::One => Hooks::AMEND | Hooks::CAPTURE_FILTER,
            SingleBoxType::Two => Hooks::AMEND | Hooks::PROMOTIONS | Hooks::MAKE,
            SingleBoxType::Three => {
                Hooks::AMEND | Hooks::PROMOTIONS | Hooks::MAKE | Hooks::ATTACK | Hooks::LEGALITY
            }
        }
    }

    /// Types 1 and 2 keep Popeye's order: Type 1 only drops promotions, Type 2 adds the pawn
    /// staying a pawn and the latent pawns' promotions, which Popeye tries after the move's
    /// own promotion (the key orders them). Type 3 generates its promotions with the moves.
    fn keeps_popeye_order(&self, _mv: &Move) -> bool {
        self.kind != SingleBoxType::Three
    }

    fn refuses_magic(&self) -> Option<&'static str> {
        // Types 1 and 3 count the box after the side changes, Type 2 picks its latent pawns
        // before them and counts after (`amend_type2`). A latent pawn observes as the pieces
        // its side misses under Type 3: a magic one's views (Popeye's, as each of them) are
        // not followed; the other latent pawns are only viewed, as any piece.
        (self.kind == SingleBoxType::Three && self.magic_pawn).then_some(
            "a magic pawn, whose latent views as the missing pieces feerie does not follow",
        )
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        match self.kind {
            SingleBoxType::One => amend_type1(pos, rs, out, start),
            SingleBoxType::Two => amend_type2(pos, rs, out, start),
            SingleBoxType::Three => amend_type3(pos, rs, out, start),
        }
    }

    fn promotions(&self, mv: &Move, out: &mut MoveList) {
        out.push(Move {
            promotion: None,
            ..*mv
        });
    }

    fn make(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let Some(c) = change(mv) else {
            return false;
        };
        let mut promoted = *src;
        // The promoted man keeps its attributes (a magic pawn becomes a magic piece).
        promoted.put_with(c.square, c.piece, src.attributes(c.square));
        let plain = Move {
            rebirth: None,
            ..*mv
        };
        // The magic pieces' side changes follow the whole move, the promotion included.
        promoted.play_into_before_magic(&plain, rs, next);
        true
    }

    fn filters_captures_in(&self, pos: &Position) -> bool {
        self.magic
            || [Side::White, Side::Black]
                .into_iter()
                .any(|side| pawn_before_last_rank(pos, side) && missing(pos, side).is_empty())
            || overfull(pos)
    }

    fn refusal_uncertain(&self, pos: &Position) -> bool {
        let by = pos.side_to_move().opponent();
        (pawn_before_last_rank(pos, by) && missing(pos, by).is_empty()) || overfull(pos)
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        if self.magic && self.kind == SingleBoxType::One {
            return capture_keeps_box(pos, c, target, by, rs);
        }
        !overfull(pos) && capture_playable(pos, c.piece.kind(), target, by, || missing(pos, by))
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let by = pos.side_to_move().opponent();
        if overfull(pos) && overfull(&pos.played(mv, rs)) {
            return false;
        }
        capture_playable(pos, c.piece.kind(), target, by, || {
            let mut room = missing(pos, by);
            if let Some(victim) = mv.captured {
                if victim.colour() == by.colour() && victim.kind() != crate::rules::PieceKind::Pawn
                {
                    room.insert(victim.kind());
                }
            }
            room
        })
    }

    fn extra_attack(
        &self,
        pos: &Position,
        target: Square,
        by: Side,
        _rs: &Ruleset,
        _counts: &dyn Fn(Capture) -> bool,
    ) -> bool {
        latent_attack(pos, target, by)
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let side = pos.side_to_move();
        let Some(king) = pos.king(side) else {
            return Some(());
        };
        if has_latent(pos, side.opponent()) || !KingSafety::geometric(pos, rs) {
            retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
        } else {
            // The opponent has no latent pawn and the mover cannot give it one: attacks are
            // orthodox, and checks and pins judge what they cover.
            let safety = KingSafety::new(pos, side, king, rs);
            retain(out, start, |mv| {
                if as_orthodox(mv) && !matches!(mv.special, Special::Castling { .. }) {
                    safety.allows(pos, mv, rs)
                } else {
                    is_legal_candidate(pos, mv, rs)
                }
            });
        }
        Some(())
    }
}
