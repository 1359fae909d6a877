//! The hooks Imitator gives the rules core: the Imitators (the position's tokens) must be able
//! to copy every move, which filters the moves and the captures that make check, and every
//! move shifts them.

use std::sync::Arc;

use super::{
    admits, all_follow, capture_is_imitable, is_angle, merge_angle_hops, retain_imitable,
    squares_after, After, Followed, Imitating, ImitatorOptions, SHIFT,
};
use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules, TokenShift};
use crate::rules::movegen::piece_moves_followed;
use crate::rules::moves::{Move, MoveList, Promotion};
use crate::rules::piece::Side;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Imitator's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: ImitatorOptions,
    /// Whether an angle hopper stands in the diagram: its hops to one square over two
    /// hurdles are generated apart, judged each, and one admitted is kept (Popeye lists it
    /// where the Imitators can copy either).
    angle_hoppers: bool,
}

pub(super) fn compile(options: &ImitatorOptions, diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        options: *options,
        angle_hoppers: diagram.pieces().any(|(_, p)| is_angle(p.kind())),
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        let hooks = Hooks::WALK | Hooks::AMEND | Hooks::ADMITS_CASTLING | Hooks::CAPTURE_FILTER;
        if self.options.promotion {
            hooks | Hooks::PROMOTIONS
        } else {
            hooks
        }
    }

    /// With every Imitator following the mover, leaps and rides are only made where the
    /// Imitators can follow; other natures are judged afterwards (`amend`).
    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        let side = pos.side_to_move();
        if pos.tokens().is_empty() || !all_follow(pos, side) {
            return false;
        }
        let imitating = Imitating::new(pos);
        for from in pos.movable_by(side).iter() {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            let follow = Followed::new(pos, &imitating, from);
            piece_moves_followed(pos, side, from, piece, rs, out, &follow);
        }
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
        if !pos.tokens().is_empty() {
            let prefiltered = all_follow(pos, pos.side_to_move());
            retain_imitable(pos, rs, out, start, prefiltered);
        }
        if self.angle_hoppers && rs.hopper_promotions().is_empty() {
            merge_angle_hops(out, start);
        }
    }

    fn keeps_hop_duplicates(&self) -> bool {
        self.angle_hoppers
    }

    fn admits_castling(
        &self,
        pos: &Position,
        rs: &Ruleset,
        mv: &Move,
        _passage: Square,
    ) -> Option<bool> {
        (!pos.tokens().is_empty()).then(|| admits(pos, mv, pos.side_to_move(), rs))
    }

    fn refusal_uncertain(&self, pos: &Position) -> bool {
        !pos.tokens().is_empty()
    }

    /// Without Imitators on the board every capture is imitable.
    fn filters_captures_in(&self, pos: &Position) -> bool {
        !pos.tokens().is_empty()
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        pos.tokens().is_empty() || capture_is_imitable(pos, c, target, by, rs)
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        _rs: &Ruleset,
    ) -> bool {
        pos.tokens().is_empty() || After::new(pos, mv, self.options.no_hurdle).checks(c, target)
    }

    /// The Imitators follow every move; the core shifts them (and adds the one a promotion
    /// makes).
    fn token_shift(&self) -> Option<TokenShift> {
        Some(SHIFT)
    }

    fn promotions(&self, mv: &Move, out: &mut MoveList) {
        out.push(Move {
            promotion: Some(Promotion::Token),
            ..*mv
        });
    }

    fn tokens_after(&self, pos: &Position, mv: &Move) -> Option<Vec<Square>> {
        Some(squares_after(pos, mv))
    }
}
