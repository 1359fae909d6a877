//! The hooks SAT gives the rules core: check is its own (`in_check`), and so is the castling
//! king's passage; `amend` drops captures of the enemy king (or royal piece). Strict SAT marks
//! a side once its king stands in orthodox check after a move (`after_move`), as Popeye's
//! updater does after every move; the diagram's sides in orthodox check are marked from the
//! start. Legality is judged by the king's neighbours, reckoned once per position, where one
//! flight makes check (`judge`): only moves that touch a neighbour's squares are played.

use std::sync::Arc;

use super::judge::Flights;
use super::{in_check, in_check_strict, orthodox_check, SatOptions};
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::movegen::{generate_candidates, is_legal_candidate, retain};
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;
use crate::rules::walk;

/// SAT's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: SatOptions,
    /// Strict SAT: whether each side's king stands in orthodox check in the diagram.
    diagram_checked: [bool; 2],
}

pub(super) fn compile(options: &SatOptions, diagram: &Position) -> Arc<dyn Rules> {
    let mut diagram_checked = [false; 2];
    if options.strict {
        // (Orthodox check: the diagram's walks, no condition.)
        let rs = Ruleset::new(diagram, &[]);
        for side in [Side::White, Side::Black] {
            diagram_checked[side.index()] = diagram
                .king(side)
                .is_some_and(|k| orthodox_check(diagram, side, k, &rs));
        }
    }
    Arc::new(Compiled {
        options: *options,
        diagram_checked,
    })
}

impl Compiled {
    /// Strict SAT: whether `side`'s king has stood in orthodox check before `pos`.
    fn ever_checked(&self, pos: &Position, side: Side) -> bool {
        self.diagram_checked[side.index()] || pos.side_marked(side)
    }

    /// The shortcut's verdicts for the side to move of `pos`, where one flight makes its
    /// check: under SAT (not `SAT n`), and under Strict SAT while its king has never stood in
    /// orthodox check (the move that puts it there marks it, and check stays one flight).
    fn judge(&self, pos: &Position, rs: &Ruleset) -> Option<Flights> {
        let side = pos.side_to_move();
        let need_one =
            self.options.flights == 1 && !(self.options.strict && self.ever_checked(pos, side));
        Flights::new(pos, rs, need_one)
    }

    fn check(&self, pos: &Position, side: Side, rs: &Ruleset) -> bool {
        if self.options.strict {
            in_check_strict(&self.options, pos, side, rs, self.ever_checked(pos, side))
        } else {
            in_check(&self.options, pos, side, rs)
        }
    }
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        let hooks = Hooks::ATTACK | Hooks::AMEND | Hooks::PASSAGE | Hooks::LEGALITY;
        if self.options.strict {
            hooks | Hooks::AFTER_MOVE
        } else {
            hooks
        }
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, rs: &Ruleset) {
        for side in [Side::White, Side::Black] {
            if self.ever_checked(next, side) {
                continue;
            }
            let Some(k) = next.king(side) else {
                continue;
            };
            // An unmarked king stood out of orthodox check before the move: what the move
            // changed tells whether it is now.
            if newly_checked(mv, next, side, k, rs)
                .unwrap_or_else(|| orthodox_check(next, side, k, rs))
            {
                next.set_side_marked(side, true);
            }
        }
    }

    /// (Popeye's marks are not matched with the side changes magic pieces make after them.)
    fn refuses_magic(&self) -> Option<&'static str> {
        self.options
            .strict
            .then_some("Strict SAT's marks are not matched with magic side changes")
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        // The enemy king, or the enemy's royal piece of another walk.
        let Some(royal) = pos.king(pos.side_to_move().opponent()) else {
            return;
        };
        retain(out, start, |mv| {
            let victim = match mv.special {
                Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
                _ => mv.to,
            };
            mv.captured.is_none() || victim != royal
        });
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        Some(self.check(pos, side, rs))
    }

    /// The candidates judged by the king's neighbours where the shortcut holds; elsewhere the
    /// core plays each.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let judge = self.judge(pos, rs)?;
        retain(out, start, |mv| judge.allows(pos, mv, rs));
        Some(())
    }

    /// Stops at the first legal candidate (SAT alone: another rule may judge legality).
    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        if rs.rules().len() != 1 {
            return None;
        }
        buf.clear();
        generate_candidates(pos, rs, buf);
        Some(match self.judge(pos, rs) {
            Some(judge) => buf.iter().any(|mv| judge.allows(pos, mv, rs)),
            None => buf.iter().any(|mv| is_legal_candidate(pos, mv, rs)),
        })
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        let mut moved = *pos;
        if let Some(k) = moved.remove(from) {
            moved.put(passage, k);
        }
        Some(!self.check(&moved, side, rs))
    }
}

/// Whether `mv`, which made `next`, puts the king of `side` on `k` in orthodox check, the
/// king having stood out of it before; `None` where the move's squares do not tell (a move
/// that is not plain, a fairy walk, the king moved, an enemy man placed where its walk may
/// reach the king). Otherwise only a line the move opened through a square it vacated can
/// check: the first man along it from the king, an enemy rider of that line's kind.
fn newly_checked(mv: &Move, next: &Position, side: Side, k: Square, rs: &Ruleset) -> Option<bool> {
    let kinds = rs.attackers(Side::White).union(rs.attackers(Side::Black));
    if !kinds.minus(KindSet::ORTHODOX).is_empty()
        || mv.rebirth.is_some()
        || mv.passive.is_some()
        || mv.mirror.is_some()
    {
        return None;
    }
    // (The arrival counts as vacated too: a kamikaze capturer leaves it empty.)
    let (mut placed, mut vacated) = ([Some(mv.to), None], [Some(mv.from), Some(mv.to), None]);
    match mv.special {
        Special::Plain | Special::DoubleStep => {}
        Special::EnPassant { victim } => vacated[2] = Some(victim),
        Special::Castling { rook_from, rook_to } => {
            placed[1] = Some(rook_to);
            vacated[2] = Some(rook_from);
        }
        _ => return None,
    }
    let by = side.opponent();
    let reaches = |sq: Square| {
        let d = (
            k.file() as i8 - sq.file() as i8,
            k.rank() as i8 - sq.rank() as i8,
        );
        next.piece_at(sq).is_some_and(|p| {
            // (A pawn's captures are its diagonal steps.)
            p.colour().movable_by(by)
                && if walk::of(p).pawn {
                    d.0.abs() <= 1 && d.1.abs() <= 1
                } else {
                    walk::may_reach(p, d)
                }
        })
    };
    if placed
        .into_iter()
        .flatten()
        .any(|sq| sq == k || reaches(sq))
    {
        return None;
    }
    let opened = |sq: Square| {
        let (df, dr) = (
            sq.file() as i32 - k.file() as i32,
            sq.rank() as i32 - k.rank() as i32,
        );
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return false;
        }
        let step = (df.signum(), dr.signum());
        let mut at = k;
        while let Some(next_sq) = at.offset(step.0, step.1, next.size()) {
            at = next_sq;
            if let Some(p) = next.piece_at(at) {
                let line = if step.0 == 0 || step.1 == 0 {
                    PieceKind::Rook
                } else {
                    PieceKind::Bishop
                };
                return p.colour().movable_by(by)
                    && (p.kind() == PieceKind::Queen || p.kind() == line);
            }
        }
        false
    };
    Some(vacated.into_iter().flatten().any(opened))
}
