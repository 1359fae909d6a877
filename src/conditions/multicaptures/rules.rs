//! The hooks MultiCaptures gives the rules core: `amend` drops a bound mover's single
//! captures, `attacked` asks two observations of a bound side for one attack, and `legality`
//! leaves every move to be played (a single checker pins nothing, so the orthodox checks and
//! pins computed before a move cannot judge it).

use std::sync::Arc;

use super::{drop_single_captures, observations, MultiCapturesOptions};
use crate::rules::attack::any_capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::kind_set::KindSet;
use crate::rules::movegen::{any_legal, generate_candidates};
use crate::rules::moves::{Move, MoveList, Nature};
use crate::rules::piece::Side;
use crate::rules::piece::{popeye_rank, Piece, PieceKind};
use crate::rules::pieces::observers::as_walk::observes;
use crate::rules::pieces::observers::orphan::{lender_kinds, lends_with_queens};
use crate::rules::pieces::turning::LINE_MOVE_KINDS;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

thread_local! {
    /// Set while the test of immobility generates the moves it filters man by man itself.
    static UNFILTERED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// MultiCaptures' rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: MultiCapturesOptions,
}

pub(super) fn compile(options: &MultiCapturesOptions, _diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::ATTACK | Hooks::LEGALITY | Hooks::PASSAGE
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        if self.options.binds(pos.side_to_move()) && !UNFILTERED.with(|u| u.get()) {
            drop_single_captures(pos, out, start);
        }
    }

    fn legality(
        &self,
        _pos: &Position,
        _rs: &Ruleset,
        _out: &mut MoveList,
        _start: usize,
    ) -> Option<()> {
        None
    }

    /// Whether the side to move has a legal move as Popeye's test of immobility (mate,
    /// stalemate) finds it: it generates the king's moves first and then each other man's, one
    /// man at a time, and its filter counts the captures of the list it is given: a man's
    /// capture is a second one only beside another of its own (a rose's second circle, an
    /// orphan's second walk), never beside another man's.
    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        if !self.options.binds(pos.side_to_move())
            || rs.uses(Hooks::GENERATE_LEGAL)
            || rs.with(Hooks::LEGALITY).nth(1).is_some()
        {
            return None;
        }
        buf.clear();
        // The men's moves unfiltered: each man's list is filtered on its own below.
        UNFILTERED.with(|u| u.set(true));
        generate_candidates(pos, rs, buf);
        UNFILTERED.with(|u| u.set(false));
        let mut men: Vec<Square> = buf.iter().map(|mv| mv.from).collect();
        men.sort_unstable_by_key(|sq| sq.mailbox());
        men.dedup();
        let found = men.into_iter().any(|from| {
            let mut own: MoveList = buf.iter().filter(|mv| mv.from == from).copied().collect();
            drop_single_captures(pos, &mut own, 0);
            any_legal(pos, rs, &own, |_| false)
        });
        Some(found)
    }

    /// The king steps onto the passage square and may not be in check there, as Popeye plays
    /// the step: a friend counts its observations of a man, not of an empty square.
    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        let by = side.opponent();
        if !self.options.binds(by) {
            return None;
        }
        let king = Piece::new(side.colour(), PieceKind::King);
        let step = Move::new(from, passage, king, Nature::Leap);
        self.attacked(&pos.played(&step, rs), passage, by, rs)
            .map(|attacked| !attacked)
    }

    /// A bound side attacks a square two of its observations reach (Popeye counts the valid
    /// observations of the king and needs a second; a rose observing along two circles
    /// observes twice), or one of its orphans reaches (Popeye's test of an orphan's check
    /// validates its observations as those of its chain, which it does not count). Its friends
    /// count in Popeye's order ([`friends_attack`]).
    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        if !self.options.binds(by) {
            return None;
        }
        let kinds = rs.attackers(by);
        if kinds.contains(PieceKind::Friend) {
            return Some(friends_attack(pos, target, by, kinds));
        }
        let mut seen = 0;
        Some(any_capture(pos, target, by, kinds, |c| {
            if c.piece.is(PieceKind::Orphan) {
                return true;
            }
            seen += observations_of(pos, by, c.piece, c.from, target);
            seen > 1
        }))
    }
}

/// The observations of `target` by `by`'s `piece` on `from`, which its capture scan found:
/// one unless its walk is one Popeye observes with line by line.
fn observations_of(pos: &Position, by: Side, piece: Piece, from: Square, target: Square) -> usize {
    if LINE_MOVE_KINDS.has(piece) {
        observations(pos, by, piece, piece.kind(), from, target).max(1)
    } else {
        1
    }
}

/// Whether `by`, which has friends, attacks `target` as Popeye 4.104 finds it. Its check test
/// asks the walks `by` has men of in its order (the king, pawn, knight, rook, bishop and queen,
/// then the fairy walks in the order of its walk table) and counts each observation as it
/// finds it, an observation found when one was counted before being a check. Its friends'
/// test asks, for each walk that `by` has (the king first, then in the order of the walk
/// table) and each friend in the order of the squares (a1, b1, …, h8), whether the friend
/// observes the target as that walk: it counts each such observation, but takes it for a
/// check only where the friend also moves with that walk (observed along a chain). A count
/// that reaches two on a friend without such a chain leaves the counter at two without a
/// check: Popeye's counter then validates the next square any walk's test looks at that holds
/// a man of `by` (whatever its walk), so the check falls to the first later walk that would
/// reach the target from a man of `by` (for a friend's walk, where that friend moves with it;
/// Popeye asks only the walks `by` has men of).
fn friends_attack(pos: &Position, target: Square, by: Side, kinds: KindSet) -> bool {
    let friend_rank = popeye_rank(PieceKind::Friend);
    let (mut before, mut after) = (0, 0);
    let orphan = any_capture(
        pos,
        target,
        by,
        kinds.minus(KindSet::single(PieceKind::Friend)),
        |c| {
            if c.piece.is(PieceKind::Orphan) {
                return true;
            }
            let n = observations_of(pos, by, c.piece, c.from, target);
            if popeye_rank(c.piece.kind()) < friend_rank {
                before += n;
            } else {
                after += n;
            }
            false
        },
    );
    if orphan || before > 1 {
        return true;
    }
    let mut friends: Vec<(Square, Piece)> = pos
        .pieces()
        .filter(|&(_, p)| p.is(PieceKind::Friend) && p.colour().movable_by(by))
        .collect();
    friends.sort_unstable_by_key(|&(sq, _)| (sq.rank(), sq.file()));
    let mut lenders: Vec<PieceKind> = friends
        .first()
        .map_or(KindSet::NONE, |&(_, p)| lender_kinds(pos, by, p))
        .iter()
        .collect();
    lenders.sort_unstable_by_key(|&k| popeye_rank(k));
    let mut counted = before;
    let mut saturated = false;
    for &kind in &lenders {
        let mut probed = None;
        for &(sq, p) in &friends {
            if saturated {
                if *probed.get_or_insert_with(|| reached_as(pos, by, kind, target))
                    && lends_with_queens(pos, by, sq, p, kind)
                {
                    return true;
                }
                continue;
            }
            let n = observations(pos, by, p, kind, sq, target);
            if n == 0 {
                continue;
            }
            counted += n;
            if counted > 1 {
                if lends_with_queens(pos, by, sq, p, kind) {
                    return true;
                }
                saturated = true;
            }
        }
    }
    if saturated {
        // The later walks Popeye's test asks: those of `by`'s men (it skips a walk the side
        // has no man of).
        let mut later = KindSet::NONE;
        for (_, p) in pos.pieces().filter(|(_, p)| p.colour().movable_by(by)) {
            if popeye_rank(p.kind()) > friend_rank {
                later.insert_kind_of(p);
            }
        }
        return later.iter().any(|kind| reached_as(pos, by, kind, target));
    }
    after > 0 && counted + after > 1
}

/// Whether some man of `by` would reach `target` walking as `kind`: where Popeye's test of
/// `kind`'s checks looks for an observer, whatever the walk of the man it finds there.
fn reached_as(pos: &Position, by: Side, kind: PieceKind, target: Square) -> bool {
    pos.pieces().any(|(sq, p)| {
        sq != target && p.colour().movable_by(by) && observes(pos, by, sq, p, kind, target)
    })
}
