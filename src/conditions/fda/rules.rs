//! The hooks Four Double Acts gives the rules core: the imitating pieces' moves and attacks
//! (what each imitates is resolved per position), their legality, the kind the last move was
//! made as, and for the game itself Qi castling, the camp double step and promotion to the
//! ten kinds.

use std::sync::Arc;

use super::{
    any_imitating_capture, castling_moves, double_step_from, generate, imitating_pieces_attack,
    kind_used, FdaOptions, Legality,
};
use crate::rules::attack::{any_capture_observing, Capture};
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{generate_candidates, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{PieceKind, Side, IMITATING_KINDS};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// The rules for one problem: the imitating pieces' with `options`, and with `game` the
/// game's own.
#[derive(Debug)]
pub struct Compiled {
    options: FdaOptions,
    game: bool,
}

pub(super) fn compile(options: &FdaOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        options: *options,
        game: true,
    })
}

/// The imitating pieces' rules (recommended options) for a diagram that has such pieces
/// without the game stated: they need them wherever they stand.
pub fn implied(diagram: &Position) -> Option<Arc<dyn Rules>> {
    let pending = diagram.pending_rebirth().map(|(p, sq)| (sq, p));
    let any = diagram
        .pieces()
        .chain(pending)
        .any(|(_, p)| p.kind().is_imitating());
    any.then(|| {
        Arc::new(Compiled {
            options: FdaOptions::default(),
            game: false,
        }) as Arc<dyn Rules>
    })
}

/// The imitating pieces' options in force under `rs`: stated, or implied by its pieces.
pub fn options_in_force(rs: &Ruleset) -> Option<FdaOptions> {
    rs.rules()
        .iter()
        .find_map(|r| r.as_any().downcast_ref::<Compiled>())
        .map(|c| c.options)
}

/// How a position's candidates are judged (see `legality`).
// One lives on the stack per position judged: boxing the large variant would allocate there.
#[allow(clippy::large_enum_variant)]
enum Judge {
    AllLegal,
    Full,
    /// Checks and pins for the orthodox attackers, the imitating ones listed once.
    Split {
        safety: KingSafety,
        imitating: Legality,
    },
}

impl Compiled {
    fn judge(&self, pos: &Position, rs: &Ruleset) -> Judge {
        let side = pos.side_to_move();
        let Some(king) = pos.king(side) else {
            return Judge::AllLegal;
        };
        // A condition that filters captures needs the full test.
        if rs.uses(Hooks::CAPTURE_FILTER) {
            return Judge::Full;
        }
        // Checks and pins judge the orthodox attackers (the imitating kinds have no walk of
        // their own), where they can.
        let geometric = KingSafety::geometric(pos, rs) && !rs.uses(Hooks::MOVES_OTHERS);
        if !geometric {
            return Judge::Full;
        }
        Judge::Split {
            safety: KingSafety::new(pos, side, king, rs),
            imitating: Legality::new(pos),
        }
    }

    fn allows(&self, judge: &Judge, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        match judge {
            Judge::AllLegal => true,
            Judge::Full => is_legal_candidate(pos, mv, rs),
            Judge::Split { safety, imitating } => {
                safety.allows(pos, mv, rs) && imitating.allows(pos, mv, rs, &self.options)
            }
        }
    }
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    /// Not Popeye's condition, so not Popeye's rule for diagrams either: a diagram whose
    /// side not to move stands in check is solved.
    fn diagram_check_is_popeyes(&self) -> bool {
        false
    }

    /// Not Popeye's rule (RULES.md): on its own first rank its pawns and the pieces moving as pawns steps and
    /// observes like any pawn.
    fn base_rank_pawns_move(&self) -> bool {
        true
    }

    fn base_rank_pawns_observe(&self) -> bool {
        true
    }

    fn hooks(&self) -> Hooks {
        let hooks = Hooks::EXTRA | Hooks::ATTACK | Hooks::LEGALITY | Hooks::AFTER_MOVE;
        if self.game {
            hooks | Hooks::CASTLING | Hooks::DOUBLE_STEP
        } else {
            hooks
        }
    }

    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        if !self.game {
            return;
        }
        // Pawns promote to every capturable kind of the game (RULES.md §4.5).
        *promotions |= IMITATING_KINDS;
        for a in attackers {
            if a.contains(PieceKind::Pawn) {
                *a |= IMITATING_KINDS;
            }
        }
    }

    /// Only the Comedians read the kind of the last move.
    fn tracks_kinds(&self, rs: &Ruleset) -> bool {
        rs.promotions
            .intersects(KindSet::of(&[PieceKind::Comedian, PieceKind::Comedienne]))
    }

    fn extra_candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        generate(pos, rs, &self.options, out);
    }

    fn castling(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        castling_moves(pos, rs, &self.options, out);
    }

    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let judge = self.judge(pos, rs);
        retain(out, start, |mv| self.allows(&judge, pos, mv, rs));
        Some(())
    }

    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        buf.clear();
        generate_candidates(pos, rs, buf);
        if buf.is_empty() {
            return Some(false);
        }
        let judge = self.judge(pos, rs);
        Some(buf.iter().any(|mv| self.allows(&judge, pos, mv, rs)))
    }

    fn extra_attack(
        &self,
        pos: &Position,
        target: Square,
        by: Side,
        rs: &Ruleset,
        counts: &dyn Fn(Capture) -> bool,
    ) -> bool {
        let last = pos.last_move_kind();
        if rs.uses(Hooks::CAPTURE_FILTER) {
            any_imitating_capture(pos, target, by, &self.options, last, counts)
        } else {
            imitating_pieces_attack(pos, target, by, &self.options, last)
        }
    }

    /// F-9's option: the side to move asks with the kind of its own previous move.
    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        if !self.options.check_by_defenders_kind || side != pos.side_to_move() {
            return None;
        }
        let Some(k) = pos.king(side) else {
            return Some(false);
        };
        let by = side.opponent();
        let prev = pos.previous_move_kind();
        Some(
            any_capture_observing(pos, k, by, rs.attackers(by), true, |_| true)
                || imitating_pieces_attack(pos, k, by, &self.options, prev),
        )
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) {
        if rs.tracks_last_kind() {
            next.push_move_kind(kind_used(mv, &self.options));
        }
        if self.game && !src.qi_castling().is_empty() {
            let qi = src.qi_castling().after(mv, src.side_to_move(), src.size());
            // Most moves keep the rights: their key is not worth recomputing.
            if qi != *src.qi_castling() {
                next.set_qi_castling(qi);
            }
        }
    }

    fn double_step(&self, pos: &Position, side: Side, from: Square) -> Option<bool> {
        Some(double_step_from(
            from.rank(),
            side,
            pos.size(),
            &self.options,
        ))
    }
}
