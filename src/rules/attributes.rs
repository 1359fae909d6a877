//! The rules of piece attributes that change which moves exist and what observes (paralysing,
//! patrol, uncapturable), compiled as [`Rules`] behind the hooks like a condition's, so that a diagram
//! without such pieces pays nothing. The ruleset adds them when the diagram holds such a piece
//! (see [`rules_for`]); attributes that only follow a move up (royal, kamikaze, chameleon) live
//! in `Position::follow_attributes`; Bul and Dob pieces, which move their hurdles, in
//! `bul_dob`.
//!
//! As Popeye 4.104 plays them:
//! - **Paralysing**: a piece observed by a paralysing piece of the other side is paralysed: it
//!   has no move and observes nothing (gives no check). A paralysing piece never captures and
//!   never gives check; it paralyses even when paralysed itself. A mate where every move the
//!   mated side would have without paralysis is a paralysed piece's (it is "suffocated") is no
//!   mate.
//! - **Patrol**: the piece captures, and gives check, only while a piece of its side observes
//!   it (a valid observer: no paralysing or paralysed piece).
//! - **Uncapturable**: no move captures the piece; it is still observed (a royal uncapturable
//!   piece can be in check).
//! - **Functionary** (Popeye's `Beamtet`): the piece moves, and observes (gives check), only
//!   while a piece of the other side observes it (a valid observer: no paralysing or paralysed
//!   piece; an unobserved functionary piece observes for this purpose).
//! - **Jigger**: a move of the piece is legal only if the piece then touches another piece (an
//!   occupied square a king's step away), every effect of the move played; its captures of a
//!   king count (give check) under the same rule, the king's square taken.

use std::sync::Arc;

use super::attack::{any_observation, Capture};
use super::condition::{Generation, Hooks, Rules};
use super::movegen::retain;
use super::moves::{Move, MoveList, Reborn, Special};
use super::piece::{Attribute, Attributes, Side};
use super::position::Position;
use super::ruleset::Ruleset;
use super::square::Square;
use super::support_filter::SupportFilter;

/// The rules of the attributes that stand in `diagram` and need rules of their own.
pub(crate) fn rules_for(diagram: &Position) -> Vec<Arc<dyn Rules>> {
    let mut present = super::piece::Attributes::NONE;
    for (sq, _) in diagram.pieces() {
        present = present.union(diagram.attributes(sq));
    }
    let mut rules: Vec<Arc<dyn Rules>> = Vec::new();
    if present.contains(Attribute::Paralysing) {
        rules.push(Arc::new(Paralysis));
    }
    if present.contains(Attribute::Patrol) {
        rules.push(SupportFilter::rules(patrol_may_capture, true));
    }
    if present.contains(Attribute::Uncapturable) {
        rules.push(Arc::new(Uncapturable));
    }
    if present.contains(Attribute::Functionary) {
        rules.push(SupportFilter::rules(functionary_may_act, false));
    }
    if present.contains(Attribute::Jigger) {
        rules.push(Arc::new(Jigger));
    }
    if present.contains(Attribute::Bul) || present.contains(Attribute::Dob) {
        rules.push(Arc::new(super::bul_dob::BulDob));
    }
    rules
}

/// An attribute of the diagram's pieces that changes what observes (paralysing, patrol,
/// functionary, jigger), if a piece has one.
pub fn observation_attribute(diagram: &Position) -> Option<Attribute> {
    diagram.pieces().find_map(|(sq, _)| {
        let a = diagram.attributes(sq);
        [
            Attribute::Paralysing,
            Attribute::Patrol,
            Attribute::Functionary,
            Attribute::Jigger,
        ]
        .into_iter()
        .find(|&x| a.contains(x))
    })
}

/// The square of the piece `mv` captures.
fn victim_square(mv: &Move) -> Square {
    match mv.special {
        // (A capture made elsewhere than on the arrival: Take&Make's take before its make,
        // a locust's.)
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    }
}

/// Whether the piece on `sq` (of `side`) is paralysed: a paralysing piece of the other side
/// observes it.
pub fn is_paralysed(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    let by = side.opponent();
    any_observation(pos, sq, by, rs.attackers(by), rs, |c| {
        pos.attributes(c.from).contains(Attribute::Paralysing)
    })
}

/// Whether the capture `c` by `by` is an observation Popeye validates: a paralysing piece, or
/// one paralysed, observes nothing (where paralysing pieces stand), nor one a condition
/// paralyses (`Hooks::OBSERVER`: Madrasi, Eiffel chess).
#[inline]
pub fn observer_valid(pos: &Position, c: Capture, by: Side, rs: &Ruleset) -> bool {
    (!rs.uses(Hooks::SUFFOCATION)
        || (!pos.attributes(c.from).contains(Attribute::Paralysing)
            && !is_paralysed(pos, c.from, by, rs)))
        && (!rs.uses(Hooks::OBSERVER)
            || rs
                .with(Hooks::OBSERVER)
                .all(|r| r.observer_counts(pos, c, by, rs)))
}

/// Whether a piece of `side` observes `sq` (where a piece of `side` stands): supports it, in
/// Patrol chess's sense.
#[inline]
pub fn supported(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    any_observation(pos, sq, side, rs.attackers(side), rs, |c| {
        observer_valid(pos, c, side, rs)
    })
}

/// Paralysing pieces (see the module's text).
#[derive(Debug)]
pub struct Paralysis;

impl Rules for Paralysis {
    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER | Hooks::SUFFOCATION
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let side = pos.side_to_move();
        // One answer per departure square: the moves of a piece lie together.
        let mut last: Option<(Square, bool)> = None;
        retain(out, start, |mv| {
            if mv.captured.is_some() && pos.attributes(mv.from).contains(Attribute::Paralysing) {
                return false;
            }
            let paralysed = match last {
                Some((sq, p)) if sq == mv.from => p,
                _ => {
                    let p = is_paralysed(pos, mv.from, side, rs);
                    last = Some((mv.from, p));
                    p
                }
            };
            !paralysed
        });
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        _target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        !pos.attributes(c.from).contains(Attribute::Paralysing)
            && !is_paralysed(pos, c.from, by, rs)
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let after = pos.played(mv, rs);
        self.capture_counts(&after, c, target, pos.side_to_move().opponent(), rs)
    }

    fn suffocated(&self, pos: &Position, rs: &Ruleset) -> bool {
        // The moves without paralysis: the same men, none of them paralysing.
        let mut free = *pos;
        for (sq, _) in pos.pieces() {
            let a = pos.attributes(sq);
            if a.contains(Attribute::Paralysing) {
                let mut b = a;
                b.remove(Attribute::Paralysing);
                free.set_attributes(sq, b);
            }
        }
        let mut moves = MoveList::new();
        super::movegen::generate_candidates(&free, rs, &mut moves);
        let side = pos.side_to_move();
        !moves.is_empty() && moves.iter().all(|mv| is_paralysed(pos, mv.from, side, rs))
    }
}

/// Whether the piece on `sq` (of `side`) may capture: no patrol piece, or a supported one.
fn patrol_may_capture(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    !pos.attributes(sq).contains(Attribute::Patrol) || supported(pos, sq, side, rs)
}

/// Uncapturable pieces (see the module's text).
#[derive(Debug)]
pub struct Uncapturable;

impl Rules for Uncapturable {
    fn hooks(&self) -> Hooks {
        Hooks::AMEND
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn amend(
        &self,
        pos: &Position,
        _rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        retain(out, start, |mv| {
            mv.captured.is_none()
                || !pos
                    .attributes(victim_square(mv))
                    .contains(Attribute::Uncapturable)
        });
    }
}

/// Whether the piece on `sq` (of `side`) is observed by a valid observer of the other side.
fn observed(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    let by = side.opponent();
    any_observation(pos, sq, by, rs.attackers(by), rs, |c| {
        observer_valid(pos, c, by, rs)
    })
}

/// Whether the piece on `sq` (of `side`) may act: no functionary piece, or an observed one
/// (the functionary attribute's test).
fn functionary_may_act(pos: &Position, sq: Square, side: Side, rs: &Ruleset) -> bool {
    !pos.attributes(sq).contains(Attribute::Functionary) || observed(pos, sq, side, rs)
}

/// The rules of Functionary chess: every piece, kings included, is functionary (moves, and
/// gives check, only while an enemy piece observes it).
pub fn every_piece_functionary() -> Arc<dyn Rules> {
    SupportFilter::rules(observed, false)
}

/// Whether the square `sq` touches an occupied square (a king's step away) other than
/// `vacated`.
fn touches(pos: &Position, sq: Square, vacated: Square) -> bool {
    let size = pos.size();
    (-1..=1)
        .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
        .filter(|&d| d != (0, 0))
        .any(|(df, dr)| {
            sq.offset(df, dr, size)
                .is_some_and(|n| n != vacated && !pos.is_empty_square(n))
        })
}

/// Jigger pieces (see the module's text).
#[derive(Debug)]
pub struct Jigger;

impl Rules for Jigger {
    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        retain(out, start, |mv| {
            if !pos.attributes(mv.from).contains(Attribute::Jigger) {
                return true;
            }
            let after = pos.played(mv, rs);
            // Where the piece stands once every effect is played.
            let at = match mv.rebirth {
                Some(r) if r.of.unburied() == (Reborn::Capturer, false) => r.square,
                _ => mv.to,
            };
            after.piece_at(at).is_none() || touches(&after, at, at)
        });
    }

    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        true
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        _by: Side,
        _rs: &Ruleset,
    ) -> bool {
        !pos.attributes(c.from).contains(Attribute::Jigger) || touches(pos, target, c.from)
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let after = pos.played(mv, rs);
        self.capture_counts(&after, c, target, pos.side_to_move().opponent(), rs)
    }
}

/// Popeye's refusal of paralysing pieces under the conditions that change observation itself
/// (Madrasi, Eiffel chess, Isardam): its message when `diagram` holds a paralysing piece.
pub fn paralysing_refused(diagram: &Position) -> Option<String> {
    let paralysing = diagram.has_attributes()
        && diagram
            .pieces()
            .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Paralysing));
    paralysing.then(|| {
        "eiffel, madrasi, isardam, woozles or paralysing pieces incompatible with some fairy \
         conditions"
            .to_string()
    })
}

/// Takes from the pieces of `pos` the attributes `conditions` absorb
/// ([`super::condition::Options::absorbed_attributes`]), as Popeye does before it solves: a
/// volage piece under the Volage condition is one like every other, a royal piece under
/// RoyalDynasty an ordinary one (the kings are then settled again).
pub fn absorb(pos: &mut Position, conditions: &[super::condition::Condition]) {
    let absorbed = conditions.iter().fold(Attributes::NONE, |all, c| {
        all.union(c.absorbed_attributes())
    });
    if absorbed.is_empty() {
        return;
    }
    let mut royalty = false;
    let squares: Vec<Square> = pos.pieces().map(|(sq, _)| sq).collect();
    for sq in squares {
        let a = pos.attributes(sq);
        let kept = Attributes::from_bits(a.bits() & !absorbed.bits());
        if kept != a {
            royalty |= a.contains(Attribute::Royal) && !kept.contains(Attribute::Royal);
            pos.set_attributes(sq, kept);
        }
    }
    if royalty {
        pos.settle_kings();
    }
}
