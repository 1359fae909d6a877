//! The stalemate patterns an orthodox helpstalemate (or series stalemate) could end in, worked
//! out backwards from the material, as `mate_patterns` does for mates (and as Popeye's
//! intelligent mode does for both).
//!
//! In a stalemate the stalemated side has no legal move, so every one of its units still on
//! the board is immobile: its king's flights are each blocked by one of its own units or
//! guarded, and each other unit has every move blocked, or is pinned across its lines. So a
//! pattern here gives a target to *every* unit of the stalemated side: its king, and each
//! other unit either a square where it stands immobile or none, in which case the other side
//! must capture it (one move of its own per unit; the guided search counts those moves, see
//! `Plan::must_go`). Units of the other side enter a pattern as guards of flights, as pinners,
//! and as blocks in front of pawns. Every stalemate position satisfies some pattern of the
//! list, because each condition is read off the position itself, with "attacks" and "moves"
//! read on an empty board (which only widens the list) and move counts that are lower bounds:
//!
//! - a flight is blocked by a unit of the stalemated side or attacked by a unit of the other;
//! - a knight, bishop, rook or queen has every square it could step to first occupied by a
//!   unit of its own side, or it stands pinned on a line its moves do not follow (a pinner of
//!   the other side beyond it on a line through its king, nothing in between);
//! - a pawn has a unit of either side in front of it, or is pinned across its file.

use std::rc::Rc;

use super::distance::{Distances, NEVER};
use super::fast_hash::FastSet;
use super::mate_patterns::{
    direction, file_change, slides_along, steps, unit_moves, Castles, Target, Unit, Way,
    MAX_PATTERNS, NO_CHECKER, STOP_EVERY,
};
use super::shared_listing::{self, Share, SharedListing, Sharing, SPLIT_AT};
use crate::rules::{walk, PieceKind, Side, Square};

/// The squares a unit could move to first (`Listing::first_squares`).
struct FirstSquares {
    squares: [(Square, bool); 8],
    len: usize,
}

impl FirstSquares {
    fn all(&self) -> &[(Square, bool)] {
        &self.squares[..self.len]
    }
}

/// What is still to be seen to while a pattern is built.
#[derive(Clone, Copy)]
enum Task {
    /// A square next to the stalemated king: blocked by one of its units, or guarded.
    Flight(Square),
    /// The placed target with this index (a unit of the stalemated side) has no move.
    Immobile(usize),
    /// Some unit stands on the square: one of the stalemated side's, or either side's when
    /// the flag is set (in front of a pawn).
    Occupy(Square, bool),
}

/// Every stalemate pattern for `units[king]`'s side when the sides make at most `budget`
/// moves (by side index), sorted, each with `NO_CHECKER`; `None` when there are too many or
/// `stop` said so. The listing is shared out among `threads` (see `shared_listing`).
pub fn list(
    dist: &Distances,
    castles: &[Castles; 2],
    units: &[Unit],
    king: u8,
    budget: [u8; 2],
    threads: usize,
    stop: &(dyn Fn() -> bool + Sync),
) -> Option<Vec<(Vec<Target>, u8)>> {
    let sharing = Sharing::default();
    let stop = || sharing.abandoned() || stop();
    let found = shared_listing::list(threads, &sharing, |share| {
        Listing::new(dist, castles, units, king, budget, &stop, share)
    })?;
    let all = shared_listing::join_sorted(found, |a, _| a);
    (all.len() <= MAX_PATTERNS).then_some(all)
}

impl SharedListing for Listing<'_> {
    /// Sorted, so that the threads' lists are joined in one pass.
    type Found = Vec<(Vec<Target>, u8)>;
    fn run(&mut self) {
        self.all();
    }
    fn given_up(&mut self) -> bool {
        Listing::given_up(self)
    }
    fn found(self) -> Self::Found {
        let mut found: Vec<_> = self.out.into_iter().map(|t| (t, NO_CHECKER)).collect();
        found.sort_unstable();
        found
    }
}

type Ways = Vec<Option<Rc<[Way]>>>;

struct Listing<'a> {
    dist: &'a Distances,
    castles: &'a [Castles; 2],
    units: &'a [Unit],
    /// The stalemated side.
    side: Side,
    /// Every unit, and the stalemated side's, by bit.
    all: u64,
    own: u64,
    king: u8,
    budget: [u8; 2],
    placed: Vec<Target>,
    /// What each placed target costs its side, in step with `placed`.
    costs: Vec<u8>,
    /// Index in `placed` + 1 of the target on each square (0: none).
    on: [u8; 256],
    /// How many pins need each square empty (the squares between king, pinned unit and
    /// pinner).
    empty: [u8; 256],
    used: u64,
    /// Units of the stalemated side left to be captured.
    captured: u64,
    cost: [u8; 2],
    /// File changes the placed pawns need (captures), and units each side may take.
    needed: [u32; 2],
    takeable: [u32; 2],
    tasks: Vec<Task>,
    /// By square: how many placed units of the other side attack it (on an empty board).
    guarded: [u8; 256],
    /// By kind and square (`attack_slot`): the squares a unit of the other side attacks
    /// from there, worked out when first asked.
    attacked: Vec<Option<Rc<[Square]>>>,
    /// By square: the ways for the other side's units to attack it, and for each side's
    /// units (the stalemated king aside) to stand on it.
    guards: Ways,
    onto: [Ways; 2],
    /// By unit: every way for it to end anywhere.
    anywhere: Ways,
    out: FastSet<Vec<Target>>,
    stop: &'a dyn Fn() -> bool,
    countdown: u32,
    stopped: bool,
    /// This thread's share of a listing on several threads.
    share: Option<Share<'a>>,
}

impl<'a> Listing<'a> {
    fn new(
        dist: &'a Distances,
        castles: &'a [Castles; 2],
        units: &'a [Unit],
        king: u8,
        budget: [u8; 2],
        stop: &'a dyn Fn() -> bool,
        share: Option<Share<'a>>,
    ) -> Self {
        let mut takeable = [0u32; 2];
        for u in units.iter().filter(|u| u.kind != PieceKind::King) {
            takeable[u.side.opponent().index()] += 1;
        }
        Listing {
            dist,
            castles,
            units,
            side: units[king as usize].side,
            all: (0..units.len()).fold(0, |m, u| m | 1 << u),
            own: (0..units.len())
                .filter(|&u| units[u].side == units[king as usize].side)
                .fold(0, |m, u| m | 1 << u),
            king,
            budget,
            placed: Vec::new(),
            costs: Vec::new(),
            on: [0; 256],
            empty: [0; 256],
            used: 0,
            captured: 0,
            cost: [0, 0],
            needed: [0, 0],
            takeable,
            tasks: Vec::new(),
            guarded: [0; 256],
            attacked: vec![None; 7 * 256],
            guards: vec![None; 256],
            onto: [vec![None; 256], vec![None; 256]],
            anywhere: vec![None; units.len()],
            out: FastSet::default(),
            stop,
            countdown: STOP_EVERY,
            stopped: false,
            share,
        }
    }

    fn given_up(&mut self) -> bool {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = STOP_EVERY;
            self.stopped |= (self.stop)();
        }
        self.stopped || self.out.len() > MAX_PATTERNS
    }

    fn start_moves(&self, unit: u8, kind: PieceKind, square: Square) -> u8 {
        let u = self.units[unit as usize];
        let castles = &self.castles[u.side.index()];
        unit_moves(self.dist, castles, u.side, u.kind, u.square, kind, square)
    }

    fn king_square(&self) -> Square {
        self.placed[0].square
    }

    fn all(&mut self) {
        let dist = self.dist;
        let s = self.side.index();
        for f in dist.squares() {
            let c = self.start_moves(self.king, PieceKind::King, f);
            if c > self.budget[s] {
                continue;
            }
            if self.place(self.king, f, PieceKind::King, c) {
                for (df, dr) in walk::QUEEN {
                    if let Some(flight) = dist.offset(f, *df as i32, *dr as i32) {
                        self.tasks.push(Task::Flight(flight));
                    }
                }
                self.step(0);
                self.tasks.clear();
            }
            self.unplace();
            if self.given_up() {
                return;
            }
        }
    }

    /// Places a target; false when the pattern can no longer be completed (then `unplace`
    /// all the same).
    fn place(&mut self, unit: u8, square: Square, kind: PieceKind, cost: u8) -> bool {
        let u = self.units[unit as usize];
        let side = u.side.index();
        if u.kind != PieceKind::King {
            self.takeable[u.side.opponent().index()] -= 1;
        }
        self.placed.push(Target { unit, square, kind });
        self.costs.push(cost);
        self.on[square.index()] = self.placed.len() as u8;
        if u.side != self.side {
            self.guard_count(kind, square, 1);
        }
        self.used |= 1 << unit;
        self.cost[side] += cost;
        if kind == PieceKind::Pawn {
            self.needed[side] += file_change(u.square, square);
        }
        self.cost[side] <= self.budget[side]
            && self.needed[0] <= self.takeable[0]
            && self.needed[1] <= self.takeable[1]
            && (self.placed.len() != SPLIT_AT || self.share.as_mut().is_none_or(Share::takes))
    }

    fn unplace(&mut self) {
        let t = self.placed.pop().expect("placed");
        let cost = self.costs.pop().expect("placed");
        let u = self.units[t.unit as usize];
        let side = u.side.index();
        self.on[t.square.index()] = 0;
        if u.side != self.side {
            self.guard_count(t.kind, t.square, -1);
        }
        self.used &= !(1 << t.unit);
        self.cost[side] -= cost;
        if t.kind == PieceKind::Pawn {
            self.needed[side] -= file_change(u.square, t.square);
        }
        if u.kind != PieceKind::King {
            self.takeable[u.side.opponent().index()] += 1;
        }
    }

    /// Adds `by` to the count of every square a unit of the other side attacks as a `kind`
    /// on `from`.
    fn guard_count(&mut self, kind: PieceKind, from: Square, by: i8) {
        let slot = attack_slot(kind) * 256 + from.index();
        let squares = match &self.attacked[slot] {
            Some(squares) => squares.clone(),
            None => {
                let other = self.side.opponent();
                let squares: Rc<[Square]> = self
                    .dist
                    .squares()
                    .filter(|&to| self.dist.attacks(other, kind, from, to))
                    .collect();
                self.attacked[slot] = Some(squares.clone());
                squares
            }
        };
        for sq in squares.iter() {
            let g = &mut self.guarded[sq.index()];
            *g = g.wrapping_add_signed(by);
        }
    }

    fn occupant(&self, sq: Square) -> Option<Target> {
        match self.on[sq.index()] {
            0 => None,
            i => Some(self.placed[i as usize - 1]),
        }
    }

    /// Whether a unit may still be placed on `sq`: free, and on no pin's line.
    fn open(&self, sq: Square) -> bool {
        self.on[sq.index()] == 0 && self.empty[sq.index()] == 0
    }

    fn is_own(&self, t: &Target) -> bool {
        self.units[t.unit as usize].side == self.side
    }

    /// Whether `unit` is still free to be given a target.
    fn free(&self, unit: u8) -> bool {
        (self.used | self.captured) & 1 << unit == 0
    }

    /// The ways for `side`'s units (its king too when `king`) to end on one of the squares
    /// `squares` gives for each kind they may end as, cheapest first.
    fn ways<'q>(
        &self,
        side: Side,
        king: bool,
        squares: impl Fn(PieceKind) -> &'q [Square],
    ) -> Rc<[Way]> {
        let mut ways = Vec::new();
        for (u, unit) in self.units.iter().enumerate() {
            if unit.side != side || (!king && unit.kind == PieceKind::King) {
                continue;
            }
            for &kind in self.dist.kinds_of(unit.kind) {
                for &square in squares(kind) {
                    let cost = self.start_moves(u as u8, kind, square);
                    if cost < NEVER {
                        ways.push(Way {
                            unit: u as u8,
                            kind,
                            square,
                            cost,
                        });
                    }
                }
            }
        }
        ways.sort_by_key(|w| w.cost);
        ways.into()
    }

    /// The ways for the other side's units to attack `to`.
    fn guards_on(&mut self, to: Square) -> Rc<[Way]> {
        if let Some(ways) = &self.guards[to.index()] {
            return ways.clone();
        }
        let other = self.side.opponent();
        let dist = self.dist;
        let ways = self.ways(other, true, |kind| dist.attackers(other, kind, to));
        self.guards[to.index()] = Some(ways.clone());
        ways
    }

    /// The ways for `side`'s units to stand on `sq` (the stalemated king aside).
    fn onto(&mut self, side: Side, sq: Square) -> Rc<[Way]> {
        if let Some(ways) = &self.onto[side.index()][sq.index()] {
            return ways.clone();
        }
        let ways = self.ways(side, side != self.side, |_| std::slice::from_ref(&sq));
        self.onto[side.index()][sq.index()] = Some(ways.clone());
        ways
    }

    /// Whether a unit of the other side could stand on `sq` as a `kind` (kings never stand
    /// side by side).
    fn other_may_stand(&self, kind: PieceKind, sq: Square) -> bool {
        kind != PieceKind::King || steps(sq, self.king_square()) > 1
    }

    /// Sees to the tasks from `i` on, then to the units not yet given a target.
    fn step(&mut self, i: usize) {
        if self.given_up() {
            return;
        }
        let Some(&task) = self.tasks.get(i) else {
            return self.rest();
        };
        match task {
            Task::Flight(s) => {
                if let Some(t) = self.occupant(s) {
                    if self.is_own(&t) {
                        return self.step(i + 1);
                    }
                }
                if self.guarded[s.index()] > 0 {
                    return self.step(i + 1);
                }
                if self.open(s) {
                    self.unit_on(self.side, s, i + 1);
                }
                self.guard(s, i + 1);
            }
            Task::Immobile(p) => {
                let t = self.placed[p];
                self.blocked(t, i + 1);
                self.pinned(t, i + 1);
            }
            Task::Occupy(sq, any) => match self.occupant(sq) {
                Some(t) => {
                    if any || self.is_own(&t) {
                        self.step(i + 1);
                    }
                }
                None => {
                    if self.open(sq) {
                        self.unit_on(self.side, sq, i + 1);
                        if any {
                            self.unit_on(self.side.opponent(), sq, i + 1);
                        }
                    }
                }
            },
        }
    }

    /// A free unit of `side` stands on `sq`, then task `next` is seen to; one of the
    /// stalemated side's must then be immobile too.
    fn unit_on(&mut self, side: Side, sq: Square, next: usize) {
        let s = side.index();
        for w in self.onto(side, sq).iter() {
            if self.cost[s] + w.cost > self.budget[s] {
                break;
            }
            if !self.free(w.unit) || (side != self.side && !self.other_may_stand(w.kind, sq)) {
                continue;
            }
            if self.place(w.unit, sq, w.kind, w.cost) {
                self.then_immobile(side, next);
            }
            self.unplace();
        }
    }

    /// After a unit of `side` was placed last: task `next` is seen to, with the placed unit's
    /// immobility to come when it is the stalemated side's.
    fn then_immobile(&mut self, side: Side, next: usize) {
        if side == self.side {
            self.tasks.push(Task::Immobile(self.placed.len() - 1));
            self.step(next);
            self.tasks.pop();
        } else {
            self.step(next);
        }
    }

    /// A unit of the other side guards flight `s`, then task `next` is seen to.
    fn guard(&mut self, s: Square, next: usize) {
        let other = self.side.opponent().index();
        for w in self.guards_on(s).iter() {
            if self.cost[other] + w.cost > self.budget[other] {
                break;
            }
            if !self.free(w.unit) || !self.open(w.square) || !self.other_may_stand(w.kind, w.square)
            {
                continue;
            }
            if self.place(w.unit, w.square, w.kind, w.cost) {
                self.step(next);
            }
            self.unplace();
        }
    }

    /// The squares `t` could move to first, on an empty board, and whether a unit of either
    /// side blocks there (a pawn's step) or only one of its own (a piece could take).
    fn first_squares(&self, t: Target) -> FirstSquares {
        let mut out = FirstSquares {
            squares: [(t.square, false); 8],
            len: 0,
        };
        let dirs: &[(i8, i8)] = match t.kind {
            PieceKind::Knight => walk::KNIGHT,
            PieceKind::Bishop => walk::BISHOP,
            PieceKind::Rook => walk::ROOK,
            PieceKind::Queen => walk::QUEEN,
            PieceKind::Pawn => {
                if let Some(front) = self.dist.offset(t.square, 0, self.side.forward() as i32) {
                    out.squares[0] = (front, true);
                    out.len = 1;
                }
                return out;
            }
            _ => &[],
        };
        for &(df, dr) in dirs {
            if let Some(sq) = self.dist.offset(t.square, df as i32, dr as i32) {
                out.squares[out.len] = (sq, false);
                out.len += 1;
            }
        }
        out
    }

    /// `t` (placed) is immobile because every square it could move to first is occupied,
    /// then task `next` is seen to.
    fn blocked(&mut self, t: Target, next: usize) {
        let first = self.first_squares(t);
        let squares = first.all();
        // Squares held by the other side, or to stay empty, cannot all be blocked; nor can
        // more squares than there are free units.
        let mut missing = 0;
        for &(sq, any) in squares {
            match self.occupant(sq) {
                Some(o) if !any && !self.is_own(&o) => return,
                Some(_) => {}
                None if self.empty[sq.index()] > 0 => return,
                None => missing += 1,
            }
        }
        let either = squares.iter().any(|s| s.1);
        let candidates = if either { self.all } else { self.own };
        let free = (candidates & !(self.used | self.captured)).count_ones();
        if missing > free {
            return;
        }
        let n = self.tasks.len();
        for &(sq, any) in squares {
            if self.occupant(sq).is_none() {
                self.tasks.push(Task::Occupy(sq, any));
            }
        }
        self.step(next);
        self.tasks.truncate(n);
    }

    /// `t` (placed) is immobile because it is pinned across the lines it moves on, then task
    /// `next` is seen to.
    fn pinned(&mut self, t: Target, next: usize) {
        let king = self.king_square();
        let Some(v) = direction(king, t.square) else {
            return;
        };
        let straight = v.0 == 0 || v.1 == 0;
        let pawn_on_file = t.kind == PieceKind::Pawn && v.0 == 0;
        let pinnable = match t.kind {
            PieceKind::Knight | PieceKind::Pawn => true,
            PieceKind::Bishop => straight,
            PieceKind::Rook => !straight,
            _ => false,
        };
        if !pinnable {
            return;
        }
        let size = self.dist.size();
        let along = |sq: Square, k: i32| sq.offset(v.0 * k, v.1 * k, size);
        let inner: Vec<Square> = (1..steps(king, t.square))
            .filter_map(|k| along(king, k))
            .collect();
        if inner.iter().any(|&sq| self.on[sq.index()] != 0) {
            return;
        }
        let n = self.tasks.len();
        if pawn_on_file {
            // Pinned along its file, a pawn still steps forward unless blocked.
            if let Some(&(front, any)) = self.first_squares(t).all().first() {
                if self.occupant(front).is_none() {
                    self.tasks.push(Task::Occupy(front, any));
                }
            }
        }
        let other = self.side.opponent();
        let o = other.index();
        let mut outer = Vec::new();
        let mut k = 1;
        while let Some(p) = along(t.square, k) {
            k += 1;
            if let Some(occupant) = self.occupant(p) {
                // The first unit beyond: a pinner of the other side already, or nothing pins.
                if !self.is_own(&occupant) && slides_along(occupant.kind, v) {
                    self.reserve(&inner, &outer, 1);
                    self.step(next);
                    self.reserve(&inner, &outer, -1);
                }
                break;
            }
            if self.empty[p.index()] == 0 {
                for w in self.onto(other, p).iter() {
                    if self.cost[o] + w.cost > self.budget[o] {
                        break;
                    }
                    if !self.free(w.unit) || !slides_along(w.kind, v) {
                        continue;
                    }
                    if self.place(w.unit, p, w.kind, w.cost) {
                        self.reserve(&inner, &outer, 1);
                        self.step(next);
                        self.reserve(&inner, &outer, -1);
                    }
                    self.unplace();
                }
            }
            outer.push(p);
        }
        self.tasks.truncate(n);
    }

    fn reserve(&mut self, inner: &[Square], outer: &[Square], by: i8) {
        for sq in inner.iter().chain(outer) {
            let e = &mut self.empty[sq.index()];
            *e = e.wrapping_add_signed(by);
        }
    }

    /// Every task is seen to: the next unit of the stalemated side without a target is
    /// captured or stands immobile somewhere; with none left, the pattern is complete.
    fn rest(&mut self) {
        let next = (0..self.units.len() as u8)
            .find(|&u| self.units[u as usize].side == self.side && u != self.king && self.free(u));
        let Some(u) = next else {
            let mut targets = self.placed.clone();
            targets.sort();
            if self.out.insert(targets)
                && self
                    .share
                    .as_ref()
                    .is_some_and(|s| s.found_past(MAX_PATTERNS))
            {
                self.stopped = true;
            }
            return;
        };
        let s = self.side.index();
        let other = self.side.opponent().index();
        self.captured |= 1 << u;
        if self.captured.count_ones() <= self.budget[other] as u32 {
            self.rest();
        }
        self.captured &= !(1 << u);
        for w in self.anywhere(u).iter() {
            if self.cost[s] + w.cost > self.budget[s] || self.given_up() {
                break;
            }
            if !self.open(w.square) {
                continue;
            }
            if self.place(u, w.square, w.kind, w.cost) {
                let i = self.tasks.len();
                self.tasks.push(Task::Immobile(self.placed.len() - 1));
                self.step(i);
                self.tasks.pop();
            }
            self.unplace();
        }
    }

    /// Every way for `unit` to end anywhere, cheapest first.
    fn anywhere(&mut self, unit: u8) -> Rc<[Way]> {
        if let Some(ways) = &self.anywhere[unit as usize] {
            return ways.clone();
        }
        let u = self.units[unit as usize];
        let mut ways = Vec::new();
        for &kind in self.dist.kinds_of(u.kind) {
            for square in self.dist.squares() {
                let cost = self.start_moves(unit, kind, square);
                if cost < NEVER {
                    ways.push(Way {
                        unit,
                        kind,
                        square,
                        cost,
                    });
                }
            }
        }
        ways.sort_by_key(|w| w.cost);
        let ways: Rc<[Way]> = ways.into();
        self.anywhere[unit as usize] = Some(ways.clone());
        ways
    }
}

/// The row of `kind` (orthodox, or the dummy) in `Listing::attacked`.
fn attack_slot(kind: PieceKind) -> usize {
    match kind {
        PieceKind::King => 0,
        PieceKind::Queen => 1,
        PieceKind::Rook => 2,
        PieceKind::Bishop => 3,
        PieceKind::Knight => 4,
        PieceKind::Pawn => 5,
        _ => 6,
    }
}
