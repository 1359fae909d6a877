//! The mating patterns an orthodox helpmate could end in, worked out backwards from the
//! material (the idea behind Popeye's "intelligent mode").
//!
//! A pattern names a few units (pieces of the starting position, followed through promotion)
//! and where each must stand at the end: the mated king on its square, one unit of the mating
//! side checking it, and for every square next to the king a unit of the mated side blocking it
//! or a unit of the mating side guarding it. Every mate position satisfies at least one pattern
//! of the list, because the list is built from the mate position's own checker, blocks and
//! guards, with "attacks" read on an empty board (which only widens it) and move counts that
//! are lower bounds (`distance`). So a line that can no longer bring any pattern about in the
//! moves left cannot end in mate, and the guided search (`guided`) drops it.
//!
//! Two facts about the finished mate drop more patterns (each says what no mate can look
//! like, so none is lost): a pawn's file changes are captures, and there are only so many
//! units to take (`captures_suffice`); and the check must hold, so no unit of the pattern
//! stands in the checker's line and no unit of the mated side can surely take the checker
//! or step into its line (`check_holds`).

use std::collections::HashSet;

use super::distance::{Distances, NEVER, PROMOTIONS};
use crate::rules::{Colour, KindSet, PieceKind, Position, Ruleset, Side, Square};

/// A piece of the starting position.
#[derive(Clone, Copy, Debug)]
pub struct Unit {
    pub side: Side,
    pub square: Square,
    pub kind: PieceKind,
}

/// Where a unit must stand, and as what, at the end.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Target {
    pub unit: u8,
    pub square: Square,
    pub kind: PieceKind,
}

#[derive(Clone, Copy, Debug)]
pub struct Pattern {
    /// Bit `u` for every unit with a target.
    pub members: u64,
    /// Where its targets lie in `Plan::targets`.
    start: u32,
    len: u32,
}

/// The patterns of one helpmate, with what the guided search needs to follow them.
pub struct Plan {
    pub dist: Distances,
    pub units: Vec<Unit>,
    pub patterns: Vec<Pattern>,
    /// The targets of every pattern, one after the other (one allocation, read in order).
    targets: Vec<Target>,
}

/// Beyond this many patterns the plan would cost more than it saves: plain search then.
const MAX_PATTERNS: usize = 250_000;

/// The extra moves castling can save a side that may still castle: the king crosses two
/// squares in one move, and the rook moves for free.
pub fn castling_slack(pos: &Position, side: Side) -> u8 {
    let c = pos.castling();
    if c.king_unmoved(side) && (c.rook_unmoved(side, true) || c.rook_unmoved(side, false)) {
        2
    } else {
        0
    }
}

impl Plan {
    /// The plan for play from `start` in which `mated`'s king is to be mated, each side
    /// making `moves[side]` moves. `None` where the planner does not apply (conditions, fairy
    /// or neutral pieces, no single king to mate) or would not pay.
    pub fn new(start: &Position, rs: &Ruleset, mated: Side, moves: [u8; 2]) -> Option<Plan> {
        if !rs.is_orthodox()
            || rs.promotions != KindSet::ORTHODOX_PROMOTIONS
            || !start.imitators().is_empty()
            || start.pending_rebirth().is_some()
        {
            return None;
        }
        let mut units = Vec::new();
        for (square, piece) in start.pieces() {
            let side = match piece.colour() {
                Colour::White => Side::White,
                Colour::Black => Side::Black,
                Colour::Neutral => return None,
            };
            if !piece.kind().is_orthodox() {
                return None;
            }
            units.push(Unit {
                side,
                square,
                kind: piece.kind(),
            });
        }
        let kings: Vec<usize> = (0..units.len())
            .filter(|&u| units[u].side == mated && units[u].kind == PieceKind::King)
            .collect();
        if units.len() > 64 || kings.len() != 1 {
            return None;
        }
        let dist = Distances::new(start.size());
        let budget = [Side::White, Side::Black]
            .map(|s| moves[s.index()].saturating_add(castling_slack(start, s)));
        let mut e = Enumeration {
            dist: &dist,
            units: &units,
            mated,
            budget,
            flights: Vec::new(),
            king_square: units[kings[0]].square,
            placed: Vec::new(),
            used: 0,
            cost: [0, 0],
            out: HashSet::new(),
        };
        e.all(kings[0] as u8);
        if e.out.len() > MAX_PATTERNS {
            return None;
        }
        let mut found: Vec<Vec<Target>> = e.out.into_iter().collect();
        // A fixed order keeps the search's work the same from run to run.
        found.sort();
        let mut targets = Vec::new();
        let patterns = found
            .into_iter()
            .map(|ts| {
                let p = Pattern {
                    members: ts.iter().fold(0, |m, t| m | 1 << t.unit),
                    start: targets.len() as u32,
                    len: ts.len() as u32,
                };
                targets.extend(ts);
                p
            })
            .collect();
        Some(Plan {
            dist,
            units,
            patterns,
            targets,
        })
    }

    pub fn targets(&self, p: &Pattern) -> &[Target] {
        &self.targets[p.start as usize..][..p.len as usize]
    }

    /// The target of `unit`, a member of `p`.
    #[inline]
    pub fn target_of(&self, p: &Pattern, unit: u8) -> &Target {
        // Targets are sorted by unit, one per member: the members below `unit` count
        // the targets before it.
        let below = p.members & ((1u64 << unit) - 1);
        &self.targets[p.start as usize + below.count_ones() as usize]
    }

    /// Moves `unit`, now a `kind` on `square`, still needs to meet `target`.
    #[inline]
    pub fn moves_to(&self, unit: u8, kind: PieceKind, square: Square, target: &Target) -> u8 {
        let side = self.units[unit as usize].side;
        self.dist
            .moves(side, kind, square, target.kind, target.square)
    }
}

/// The kinds a unit may end as.
fn kinds_of(kind: PieceKind) -> &'static [PieceKind] {
    const PAWN: [PieceKind; 5] = [
        PieceKind::Pawn,
        PROMOTIONS[0],
        PROMOTIONS[1],
        PROMOTIONS[2],
        PROMOTIONS[3],
    ];
    match kind {
        PieceKind::Pawn => &PAWN,
        PieceKind::King => &[PieceKind::King],
        PieceKind::Queen => &[PieceKind::Queen],
        PieceKind::Rook => &[PieceKind::Rook],
        PieceKind::Bishop => &[PieceKind::Bishop],
        _ => &[PieceKind::Knight],
    }
}

/// What follows a placement by `attackers_of`.
#[derive(Clone, Copy)]
enum Then {
    /// The checker was placed.
    Checked,
    /// A guard was placed: see to flight `i` next.
    Flight(usize),
}

struct Enumeration<'a> {
    dist: &'a Distances,
    units: &'a [Unit],
    mated: Side,
    /// Moves each side may spend on its targets.
    budget: [u8; 2],
    /// The squares next to the mated king's square of the pattern being built.
    flights: Vec<Square>,
    king_square: Square,
    placed: Vec<Target>,
    used: u64,
    cost: [u8; 2],
    out: HashSet<Vec<Target>>,
}

impl Enumeration<'_> {
    fn all(&mut self, king: u8) {
        let size = self.dist.size();
        let mated = self.mated.index();
        for f in size.squares() {
            let c = self.dist.moves(
                self.mated,
                PieceKind::King,
                self.king_square,
                PieceKind::King,
                f,
            );
            if c > self.budget[mated] {
                continue;
            }
            self.flights = (-1..=1)
                .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
                .filter(|&d| d != (0, 0))
                .filter_map(|(df, dr)| f.offset(df, dr, size))
                .collect();
            self.place(king, f, PieceKind::King, c);
            self.checks(f);
            self.unplace();
            if self.out.len() > MAX_PATTERNS {
                return;
            }
        }
    }

    fn place(&mut self, unit: u8, square: Square, kind: PieceKind, cost: u8) {
        self.placed.push(Target { unit, square, kind });
        self.used |= 1 << unit;
        self.cost[self.units[unit as usize].side.index()] += cost;
    }

    fn unplace(&mut self) {
        let t = self.placed.pop().expect("placed");
        self.used &= !(1 << t.unit);
        let u = self.units[t.unit as usize];
        let cost = self.dist.moves(u.side, u.kind, u.square, t.kind, t.square);
        self.cost[u.side.index()] -= cost;
    }

    fn occupied(&self, sq: Square) -> Option<&Target> {
        self.placed.iter().find(|t| t.square == sq)
    }

    /// Every way for a unit of the mating side to reach a square from which it attacks `to`,
    /// calling `then` with each placed.
    fn attackers_of(&mut self, to: Square, then: Then) {
        let mating = self.mated.opponent();
        let f = self.placed[0].square;
        for u in 0..self.units.len() as u8 {
            let unit = self.units[u as usize];
            if unit.side != mating || self.used & 1 << u != 0 {
                continue;
            }
            for &kind in kinds_of(unit.kind) {
                let dist = self.dist;
                for &q in dist.attackers(mating, kind, to) {
                    if q == f || self.occupied(q).is_some() {
                        continue;
                    }
                    // Kings never stand side by side.
                    if kind == PieceKind::King
                        && (q.file() as i32 - f.file() as i32).abs() <= 1
                        && (q.rank() as i32 - f.rank() as i32).abs() <= 1
                    {
                        continue;
                    }
                    let c = self.dist.moves(mating, unit.kind, unit.square, kind, q);
                    if c >= NEVER || self.cost[mating.index()] + c > self.budget[mating.index()] {
                        continue;
                    }
                    self.place(u, q, kind, c);
                    match then {
                        Then::Checked => self.checked(),
                        Then::Flight(i) => self.flight(i),
                    }
                    self.unplace();
                }
            }
        }
    }

    /// The mated king stands on `f`: some unit of the mating side checks it.
    fn checks(&mut self, f: Square) {
        // Kings do not give check; `attackers_of` skips their squares next to `f` anyway.
        self.attackers_of(f, Then::Checked);
    }

    /// The checker is placed (second after the king).
    fn checked(&mut self) {
        // The check comes with the last move: before it the mated side had just moved (or
        // had not moved at all, the series side giving no check on the way), so its king
        // was not in check. A checker that does not ride gave it by moving there last:
        // a pawn cannot already stand there, a knight must have left and come back.
        let checker = self.placed[1];
        let unit = self.units[checker.unit as usize];
        let mut detour = 0;
        if checker.square == unit.square && checker.kind == unit.kind {
            match checker.kind {
                PieceKind::Pawn => return,
                PieceKind::Knight => detour = 2,
                _ => {}
            }
        }
        let side = unit.side.index();
        if self.cost[side] + detour > self.budget[side] {
            return;
        }
        self.cost[side] += detour;
        // A pawn that must capture on every move it has left captures last: a unit of
        // the mated side stands on the checking square until then.
        let to_go = self.dist.moves(
            unit.side,
            unit.kind,
            unit.square,
            checker.kind,
            checker.square,
        );
        let files = (checker.square.file() as i32 - unit.square.file() as i32).unsigned_abs();
        if unit.kind == PieceKind::Pawn
            && checker.kind == PieceKind::Pawn
            && to_go as u32 == files
            && files > 0
        {
            self.mated_unit_on(checker.square, 0);
        } else {
            self.flight(0);
        }
        self.cost[side] -= detour;
    }

    /// Flight `i` and the ones after it are blocked or guarded.
    fn flight(&mut self, i: usize) {
        if self.out.len() > MAX_PATTERNS {
            return;
        }
        let Some(&s) = self.flights.get(i) else {
            if !self.captures_suffice() || !self.check_holds() {
                return;
            }
            let mut targets = self.placed.clone();
            targets.sort();
            self.out.insert(targets);
            return;
        };
        let mating = self.mated.opponent();
        let occupant = self.occupied(s).copied();
        if let Some(t) = occupant {
            if self.units[t.unit as usize].side == self.mated {
                return self.flight(i + 1);
            }
        }
        let guarded = self.placed.iter().any(|t| {
            self.units[t.unit as usize].side == mating
                && self.dist.attacks(mating, t.kind, t.square, s)
        });
        if guarded {
            return self.flight(i + 1);
        }
        if occupant.is_none() {
            self.mated_unit_on(s, i + 1);
        }
        self.attackers_of(s, Then::Flight(i + 1));
    }

    /// Whether each side has enough units of the other side to take for the captures its
    /// pawns' targets call for. A pawn changes file only by capturing, kings are never
    /// captured, and a unit of the pattern is captured only as the victim of the check (a
    /// unit of the mated side standing on the checker's square): every other member must
    /// stand on its target at the end.
    fn captures_suffice(&self) -> bool {
        let checker = self.placed[1].square;
        let mut needed = [0u32; 2];
        let mut takeable = [0u32; 2];
        for (u, unit) in self.units.iter().enumerate() {
            let target = self.placed.iter().find(|t| t.unit as usize == u);
            match target {
                Some(t) => {
                    if t.kind == PieceKind::Pawn {
                        needed[unit.side.index()] +=
                            (t.square.file() as i32 - unit.square.file() as i32).unsigned_abs();
                    }
                    if unit.side == self.mated && t.square == checker {
                        takeable[unit.side.opponent().index()] += 1;
                    }
                }
                None if unit.kind != PieceKind::King => {
                    takeable[unit.side.opponent().index()] += 1;
                }
                None => {}
            }
        }
        needed[0] <= takeable[0] && needed[1] <= takeable[1]
    }

    /// Whether the check could still be the mate: no unit of the pattern stands between the
    /// checker and the king, and no unit of the mated side is sure to parry it by taking the
    /// checker or stepping into its line. Only a mate that cannot be a double check is judged
    /// (no unit of the mating side is left out of the pattern, and none in it but the checker
    /// attacks the king's square), and only moves with no square in between (nothing outside
    /// the pattern can block them) by units that cannot be pinned: off every line through the
    /// king, or on one with no pinner of the pattern beyond them.
    fn check_holds(&self) -> bool {
        let king = self.placed[0].square;
        let checker = self.placed[1];
        let line = between(king, checker.square, checker.kind);
        if self.placed.iter().any(|t| line.contains(&t.square)) {
            return false;
        }
        let mating = self.mated.opponent();
        let second_checker = self.units.iter().enumerate().any(|(u, unit)| {
            unit.side == mating && unit.kind != PieceKind::King && self.used & 1 << u == 0
        }) || self.placed[2..].iter().any(|t| {
            self.units[t.unit as usize].side == mating
                && self.dist.attacks(mating, t.kind, t.square, king)
        });
        if second_checker {
            return true;
        }
        let parried = |t: &Target| {
            let unit = self.units[t.unit as usize];
            if unit.side != self.mated || t.kind == PieceKind::King || t.square == checker.square {
                return false;
            }
            if let Some(v) = direction(king, t.square) {
                let pinner_on_line = |q: &Target| {
                    self.units[q.unit as usize].side == mating
                        && slides_along(q.kind, v)
                        && direction(king, q.square) == Some(v)
                        && steps(king, q.square) > steps(king, t.square)
                };
                if self.placed.iter().any(pinner_on_line) {
                    return false;
                }
            }
            let takes = adjacent_reach(self.mated, t.kind, t.square, checker.square, true);
            takes
                || line
                    .iter()
                    .any(|&sq| adjacent_reach(self.mated, t.kind, t.square, sq, false))
        };
        !self.placed.iter().any(parried)
    }

    /// A unit of the mated side stands on `sq` (a block, or the victim of a checking capture),
    /// then flight `next` is seen to.
    fn mated_unit_on(&mut self, sq: Square, next: usize) {
        let mated = self.mated;
        for u in 0..self.units.len() as u8 {
            let unit = self.units[u as usize];
            if unit.side != mated || unit.kind == PieceKind::King || self.used & 1 << u != 0 {
                continue;
            }
            for &kind in kinds_of(unit.kind) {
                let c = self.dist.moves(mated, unit.kind, unit.square, kind, sq);
                if c >= NEVER || self.cost[mated.index()] + c > self.budget[mated.index()] {
                    continue;
                }
                self.place(u, sq, kind, c);
                self.flight(next);
                self.unplace();
            }
        }
    }
}

/// The unit step from `from` towards `to` when they share a rank, file or diagonal.
fn direction(from: Square, to: Square) -> Option<(i32, i32)> {
    let df = to.file() as i32 - from.file() as i32;
    let dr = to.rank() as i32 - from.rank() as i32;
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    Some((df.signum(), dr.signum()))
}

/// King steps from `from` to `to`.
fn steps(from: Square, to: Square) -> i32 {
    let df = (to.file() as i32 - from.file() as i32).abs();
    let dr = (to.rank() as i32 - from.rank() as i32).abs();
    df.max(dr)
}

/// Whether a piece of `kind` moves along unit step `v` (as a pinner must).
fn slides_along(kind: PieceKind, v: (i32, i32)) -> bool {
    let straight = v.0 == 0 || v.1 == 0;
    match kind {
        PieceKind::Queen => true,
        PieceKind::Rook => straight,
        PieceKind::Bishop => !straight,
        _ => false,
    }
}

/// The squares strictly between a checker of `kind` on `from` and the king on `to`.
fn between(to: Square, from: Square, kind: PieceKind) -> Vec<Square> {
    let mut out = Vec::new();
    if !matches!(kind, PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop) {
        return out;
    }
    if let Some(v) = direction(from, to) {
        let n = steps(from, to);
        for k in 1..n {
            let f = from.file() as i32 + v.0 * k;
            let r = from.rank() as i32 + v.1 * k;
            out.push(Square::new(f as u8, r as u8));
        }
    }
    out
}

/// Whether `side`'s piece of `kind` on `from` reaches `to` in one move that crosses no
/// square (a capture when `capture`, otherwise a move to an empty square).
fn adjacent_reach(side: Side, kind: PieceKind, from: Square, to: Square, capture: bool) -> bool {
    let df = to.file() as i32 - from.file() as i32;
    let dr = to.rank() as i32 - from.rank() as i32;
    let near = df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0);
    let straight = df == 0 || dr == 0;
    match kind {
        PieceKind::Queen => near,
        PieceKind::Rook => near && straight,
        PieceKind::Bishop => near && !straight,
        PieceKind::Knight => df.abs() * dr.abs() == 2,
        PieceKind::Pawn => {
            dr == side.forward() as i32 && if capture { df.abs() == 1 } else { df == 0 }
        }
        _ => false,
    }
}
