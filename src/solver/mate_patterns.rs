//! The mating patterns an orthodox helpmate could end in, worked out backwards from the
//! material (the idea behind Popeye's "intelligent mode"). Play under conditions that only
//! choose among the orthodox moves and leave a side with a move whenever it has one (the
//! plain mummers: `Ruleset::plays_orthodox_lines`) ends in the same mates by orthodox lines.
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
//! or step into its line (`check_holds`). A third is about the way there: the mated king was
//! not in check before the last move, so a checker whose check nothing can unmask (a pawn, a
//! knight, a piece next to the king) arrives with that move (`TargetInfo::arrive`).
//!
//! `Plan` serves stalemates too, with the patterns of `stalemate_patterns`. The listing
//! gives up (and the search runs plainly) past `MAX_PATTERNS` patterns, or when `stop` says
//! so (`guided::plan` also stops it once it has cost about what the plain search would).

use std::collections::hash_map::Entry;
use std::rc::Rc;
use std::sync::Arc;

use super::distance::{Distances, COUNTED_PROMOTIONS, NEVER};
use super::fast_hash::FastMap;
use super::shared_listing::{self, Share, SharedListing, Sharing, SPLIT_AT};
use crate::rules::problem::Goal;
use crate::rules::{Colour, PieceKind, Position, Ruleset, Side, Square};

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
    pub dist: Arc<Distances>,
    /// Mate or stalemate.
    pub goal: Goal,
    /// The side to be mated or stalemated.
    pub mated: Side,
    /// Stalemate: the units of the stalemated side (its king aside) that the other side must
    /// capture unless a pattern gives them a target (every unit left must be immobile); none
    /// for mates.
    pub must_go: u64,
    /// Each side's castlings (by side index), as the start allows them.
    pub castles: [Castles; 2],
    pub units: Vec<Unit>,
    pub patterns: Vec<Pattern>,
    /// The targets of every pattern, one after the other (one allocation, read in order).
    pub targets: Vec<Target>,
    /// In step with `targets`.
    info: Vec<TargetInfo>,
    /// Keeps this plan's verdicts apart from other plans' in one table (the introductions of
    /// `m->` share one: each ends where a plan of its own starts, whose units are numbered
    /// from there).
    pub key: u64,
    /// Move counts towards a target from every square (see `Plan::row`), shared by the
    /// targets alike.
    rows: Vec<[u8; 256]>,
}

/// What the search needs of a target besides where it is.
#[derive(Clone, Copy, Debug)]
struct TargetInfo {
    /// Its row in `Plan::rows`.
    row: u32,
    /// The moves its unit still needs when it already stands on the target before its side's
    /// last move: the mating move must be the checker's own when nothing can discover its
    /// check (a pawn or knight, or a piece next to the king): a knight or piece leaves and
    /// comes back, a pawn cannot. Zero for every other target.
    arrive: u8,
}

/// The unit of a stalemate pattern's "checker": none.
pub(super) const NO_CHECKER: u8 = u8::MAX;

/// `TargetInfo::arrive` for a checker of `kind` on `square` against the king on `king`.
fn arrival(kind: PieceKind, square: Square, king: Square) -> u8 {
    match kind {
        PieceKind::Pawn => NEVER,
        PieceKind::Knight => 2,
        _ if steps(square, king) <= 1 => 2,
        _ => 0,
    }
}

/// Beyond this many patterns the plan would cost more than it saves, and hold too much memory
/// (about 0.3 KiB a pattern): plain search then. A mating pattern costs about 1 µs to list,
/// a stalemate pattern (every unit of the stalemated side placed) 5 to 40 µs.
pub(super) const MAX_PATTERNS: usize = 100_000;

/// Not yet worked out (in `Enumeration::reach`).
const UNKNOWN: u8 = u8::MAX;

/// How many steps of the listing pass between two questions to `stop`.
pub(super) const STOP_EVERY: u32 = 4096;

/// Where a side's king may castle to, as the plan's start allows: its home square and the
/// squares castling takes it to.
#[derive(Clone, Copy, Debug, Default)]
pub struct Castles {
    home: Option<Square>,
    to: [Option<Square>; 2],
}

impl Castles {
    fn of(start: &Position, side: Side) -> Castles {
        let c = start.castling();
        let size = start.size();
        let rank = start.home_rank(side);
        let home = Square::new(4, rank);
        let king = crate::rules::Piece::new(side.colour(), PieceKind::King);
        let rook = crate::rules::Piece::new(side.colour(), PieceKind::Rook);
        if size.width() != 8 || !c.king_unmoved(side) || start.piece_at(home) != Some(king) {
            return Castles::default();
        }
        let wing = |kingside: bool, rook_file: u8, king_file: u8| {
            (c.rook_unmoved(side, kingside)
                && start.piece_at(Square::new(rook_file, rank)) == Some(rook))
            .then(|| Square::new(king_file, rank))
        };
        let to = [wing(true, 7, 6), wing(false, 0, 2)];
        Castles {
            home: to.iter().any(Option::is_some).then_some(home),
            to,
        }
    }
}

/// Moves for `side`'s piece, now a `now` on `from`, to stand on `to` as `then`, where a king on
/// its home square may castle as `castles` allows. Castling is counted as a free jump of the
/// king to its castling square: the one move it takes is the rook's (a rook's count drops by at
/// most one with it, as with any move), so no move lowers a side's total by more than one, and
/// the count stays a lower bound whether or not the right still holds.
pub fn unit_moves(
    dist: &Distances,
    castles: &Castles,
    side: Side,
    now: PieceKind,
    from: Square,
    then: PieceKind,
    to: Square,
) -> u8 {
    let plain = dist.moves(side, now, from, then, to);
    if now != PieceKind::King || castles.home != Some(from) {
        return plain;
    }
    castles
        .to
        .iter()
        .flatten()
        .map(|&c| dist.moves(side, now, c, then, to))
        .fold(plain, u8::min)
}

impl Plan {
    /// The plan for play from `start` in which `mated`'s king is to be mated (or `mated` to be
    /// stalemated, as `goal` says), each side making `moves[side]` moves. `None` where the
    /// planner does not apply (other goals, conditions, fairy or neutral pieces, no single
    /// king to mate) or would not pay. Dummies (which never move, capture or check, and block
    /// and may be taken) are followed like any unit, and pawns promote to the kinds the rules
    /// allow (PromOnly) where those are orthodox or the dummy.
    /// `stop` is asked now and then while the patterns are listed (a cancel or the time
    /// limit): when it says so, there is no plan. The listing is shared out among `threads`
    /// (see `shared_listing`); the plan is the same whatever their number.
    pub fn new(
        start: &Position,
        rs: &Ruleset,
        goal: Goal,
        mated: Side,
        moves: [u8; 2],
        threads: usize,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Option<Plan> {
        if !matches!(goal, Goal::Mate | Goal::Stalemate) {
            return None;
        }
        if !rs.plays_orthodox_lines()
            || rs.promotions.is_empty()
            || !rs.promotions.minus(COUNTED_PROMOTIONS).is_empty()
            || !start.tokens().is_empty()
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
            if !piece.kind().is_orthodox() && piece.kind() != PieceKind::Dummy {
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
        let mut holes = crate::rules::SquareSet::EMPTY;
        for sq in start.size().squares().filter(|&sq| start.is_hole(sq)) {
            holes.insert(sq);
        }
        let dist = Distances::shared(start.size(), rs.promotions, holes);
        let castles = [Side::White, Side::Black].map(|s| Castles::of(start, s));
        let king = kings[0] as u8;
        let (found, must_go) = if goal == Goal::Mate {
            let sharing = Sharing::default();
            let stop = || sharing.abandoned() || stop();
            let found = shared_listing::list(threads, &sharing, |share| Mates {
                enumeration: Enumeration::new(&dist, &castles, &units, mated, moves, &stop, share),
                king,
            })?;
            let all =
                shared_listing::join_sorted(found, |a, b| if a == b { a } else { NO_CHECKER });
            if all.len() > MAX_PATTERNS {
                return None;
            }
            (all, 0)
        } else {
            let found = super::stalemate_patterns::list(
                &dist, &castles, &units, king, moves, threads, stop,
            )?;
            let must_go = (0..units.len())
                .filter(|&u| units[u].side == mated && u != king as usize)
                .fold(0u64, |m, u| m | 1 << u);
            (found, must_go)
        };
        // The patterns come sorted: a fixed order keeps the search's work the same from run
        // to run.
        let mut plan = Plan {
            dist,
            goal,
            mated,
            must_go,
            castles,
            units,
            patterns: Vec::with_capacity(found.len()),
            targets: Vec::new(),
            info: Vec::new(),
            rows: Vec::new(),
            key: crate::rules::zobrist::mix(
                start.hash() ^ u64::from(moves[0]) << 8 ^ u64::from(moves[1]),
            ),
        };
        let targets = found.iter().map(|(ts, _)| ts.len()).sum();
        plan.targets.reserve_exact(targets);
        plan.info.reserve_exact(targets);
        // Rows by target and arrival, packed (a plan has tens of thousands of patterns with
        // ten targets each, and a few hundred rows).
        let mut rows: FastMap<u32, u32> = FastMap::default();
        for (ts, checker) in found {
            let king_square = ts.iter().find(|t| t.unit == king).map(|t| t.square);
            plan.patterns.push(Pattern {
                members: ts.iter().fold(0, |m, t| m | 1 << t.unit),
                start: plan.targets.len() as u32,
                len: ts.len() as u32,
            });
            for t in ts {
                let arrive = match king_square {
                    Some(k) if t.unit == checker => arrival(t.kind, t.square, k),
                    _ => 0,
                };
                let key = u32::from(t.unit)
                    | (t.square.index() as u32) << 8
                    | (t.kind as u32) << 16
                    | u32::from(arrive) << 24;
                let row = *rows.entry(key).or_insert_with(|| {
                    plan.rows.push(plan.row(&t, arrive));
                    plan.rows.len() as u32 - 1
                });
                plan.targets.push(t);
                plan.info.push(TargetInfo { row, arrive });
            }
        }
        Some(plan)
    }

    /// The moves `t`'s unit, as the kind it starts as, needs from each square (by square
    /// index) to meet `t`, where it counts `arrive` on `t` itself.
    fn row(&self, t: &Target, arrive: u8) -> [u8; 256] {
        let u = self.units[t.unit as usize];
        let castles = &self.castles[u.side.index()];
        let mut row = [NEVER; 256];
        for sq in self.dist.size().squares() {
            row[sq.index()] = if sq == t.square && u.kind == t.kind {
                arrive
            } else {
                unit_moves(&self.dist, castles, u.side, u.kind, sq, t.kind, t.square)
            };
        }
        row
    }

    /// Where the target of `unit`, a member of `p`, lies in `targets`.
    #[inline]
    pub fn target_index(&self, p: &Pattern, unit: u8) -> usize {
        // Targets are sorted by unit, one per member: the members below `unit` count
        // the targets before it.
        let below = p.members & ((1u64 << unit) - 1);
        p.start as usize + below.count_ones() as usize
    }

    /// Moves the unit of target `i`, now a `kind` on `square`, still needs to meet it (not
    /// counting the move that ends the play: see `TargetInfo::arrive`).
    #[inline]
    pub fn moves_from(&self, i: usize, kind: PieceKind, square: Square) -> u8 {
        let t = &self.targets[i];
        let info = self.info[i];
        let u = &self.units[t.unit as usize];
        if kind == u.kind {
            return self.rows[info.row as usize][square.index()];
        }
        if square == t.square && kind == t.kind {
            return info.arrive;
        }
        unit_moves(
            &self.dist,
            &self.castles[u.side.index()],
            u.side,
            kind,
            square,
            t.kind,
            t.square,
        )
    }

    pub fn targets(&self, p: &Pattern) -> &[Target] {
        &self.targets[p.start as usize..][..p.len as usize]
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

/// A way for a unit to stand on a square at the end: the unit, as what, where, and the
/// moves it needs to get there.
#[derive(Clone, Copy)]
pub(super) struct Way {
    pub unit: u8,
    pub kind: PieceKind,
    pub square: Square,
    pub cost: u8,
}

/// The ways onto (blocks) or next to (guards, checks) each square, cheapest first, worked
/// out the first time a square is asked about.
type Ways = Vec<Option<Rc<[Way]>>>;

struct Enumeration<'a> {
    dist: &'a Distances,
    castles: &'a [Castles; 2],
    units: &'a [Unit],
    mated: Side,
    /// Moves each side may spend on its targets.
    budget: [u8; 2],
    /// The squares next to the mated king's square of the pattern being built.
    flights: Vec<Square>,
    placed: Vec<Target>,
    /// What each placed target costs its side, in step with `placed`.
    costs: Vec<u8>,
    /// Index in `placed` + 1 of the target on each square (0: none).
    on: [u8; 256],
    /// The squares between the checker and the king, which must stay empty.
    line: Vec<Square>,
    used: u64,
    cost: [u8; 2],
    /// File changes the placed pawns need (captures), and units each side may take; both
    /// only get worse as units are placed (see `captures_suffice`).
    needed: [u32; 2],
    takeable: [u32; 2],
    blocks: Ways,
    attacks: Ways,
    /// By unit * 256 + square: `attack_cost`, or `UNKNOWN`.
    reach: Vec<u8>,
    /// The patterns, each with its checker's unit (`NO_CHECKER` when listed with two).
    out: FastMap<Vec<Target>, u8>,
    stop: &'a dyn Fn() -> bool,
    /// Steps until `stop` is asked again, and whether it said so.
    countdown: u32,
    stopped: bool,
    /// This thread's share of a listing on several threads.
    share: Option<Share<'a>>,
}

/// Adds a pattern listed with `checker`: listed again with another, it has none. Whether
/// it is new.
fn add_pattern(out: &mut FastMap<Vec<Target>, u8>, targets: Vec<Target>, checker: u8) -> bool {
    match out.entry(targets) {
        Entry::Occupied(mut e) => {
            if *e.get() != checker {
                *e.get_mut() = NO_CHECKER;
            }
            false
        }
        Entry::Vacant(e) => {
            e.insert(checker);
            true
        }
    }
}

/// One thread's listing of mating patterns (see `shared_listing`).
struct Mates<'a> {
    enumeration: Enumeration<'a>,
    king: u8,
}

impl SharedListing for Mates<'_> {
    /// Sorted, so that the threads' lists are joined in one pass.
    type Found = Vec<(Vec<Target>, u8)>;
    fn run(&mut self) {
        self.enumeration.all(self.king);
    }
    fn given_up(&mut self) -> bool {
        self.enumeration.given_up()
    }
    fn found(self) -> Self::Found {
        let mut found: Vec<_> = self.enumeration.out.into_iter().collect();
        found.sort_unstable();
        found
    }
}

impl<'a> Enumeration<'a> {
    fn new(
        dist: &'a Distances,
        castles: &'a [Castles; 2],
        units: &'a [Unit],
        mated: Side,
        budget: [u8; 2],
        stop: &'a dyn Fn() -> bool,
        share: Option<Share<'a>>,
    ) -> Self {
        let mut takeable = [0u32; 2];
        for u in units.iter().filter(|u| u.kind != PieceKind::King) {
            takeable[u.side.opponent().index()] += 1;
        }
        Enumeration {
            dist,
            castles,
            units,
            mated,
            budget,
            flights: Vec::new(),
            placed: Vec::new(),
            costs: Vec::new(),
            on: [0; 256],
            line: Vec::new(),
            used: 0,
            cost: [0, 0],
            needed: [0, 0],
            takeable,
            blocks: vec![None; 256],
            attacks: vec![None; 256],
            reach: vec![UNKNOWN; units.len() * 256],
            out: FastMap::default(),
            stop,
            countdown: STOP_EVERY,
            stopped: false,
            share,
        }
    }

    /// Moves `unit` needs from its start to stand on `square` as `kind`.
    fn start_moves(&self, unit: u8, kind: PieceKind, square: Square) -> u8 {
        let u = self.units[unit as usize];
        let castles = &self.castles[u.side.index()];
        unit_moves(self.dist, castles, u.side, u.kind, u.square, kind, square)
    }

    /// The fewest moves `unit` needs from its start to attack `king` (as any kind it may
    /// become), remembered by unit and square.
    fn attack_cost(&mut self, unit: usize, king: Square) -> u8 {
        let i = unit * 256 + king.index();
        if self.reach[i] == UNKNOWN {
            let u = self.units[unit];
            let mut best = NEVER;
            for &kind in self.dist.kinds_of(u.kind) {
                for &s in self.dist.attackers(u.side, kind, king) {
                    best = best.min(self.start_moves(unit as u8, kind, s));
                }
            }
            self.reach[i] = best;
        }
        self.reach[i]
    }

    /// Whether `unit`, left out of the pattern, could attack `king` at the end with at most
    /// `spare` moves: from a square no target holds, along a line no target blocks.
    fn may_check(&mut self, unit: usize, king: Square, spare: u8) -> bool {
        if self.attack_cost(unit, king) > spare {
            return false;
        }
        let u = self.units[unit];
        for &kind in self.dist.kinds_of(u.kind) {
            for &s in self.dist.attackers(u.side, kind, king) {
                if self.on[s.index()] == 0
                    && self.start_moves(unit as u8, kind, s) <= spare
                    && between(king, s, kind)
                        .iter()
                        .all(|q| self.on[q.index()] == 0)
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the listing was abandoned: too many patterns, or `stop` said so. Asks `stop`
    /// every `STOP_EVERY` calls.
    fn given_up(&mut self) -> bool {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = STOP_EVERY;
            self.stopped |= (self.stop)();
        }
        self.stopped || self.out.len() > MAX_PATTERNS
    }

    fn all(&mut self, king: u8) {
        let dist = self.dist;
        let mated = self.mated.index();
        for f in dist.squares() {
            let c = self.start_moves(king, PieceKind::King, f);
            if c > self.budget[mated] {
                continue;
            }
            self.flights = (-1..=1)
                .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
                .filter(|&d| d != (0, 0))
                .filter_map(|(df, dr)| dist.offset(f, df, dr))
                .collect();
            if self.place(king, f, PieceKind::King, c) {
                self.checks(f);
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
        if u.kind != PieceKind::King && !self.is_victim(unit, square) {
            self.takeable[u.side.opponent().index()] -= 1;
        }
        self.placed.push(Target { unit, square, kind });
        self.costs.push(cost);
        // The checker keeps its square when its victim is placed there too.
        if self.on[square.index()] == 0 {
            self.on[square.index()] = self.placed.len() as u8;
        }
        self.used |= 1 << unit;
        self.cost[side] += cost;
        if kind == PieceKind::Pawn {
            self.needed[side] += file_change(u.square, square);
        }
        self.cost[side] <= self.budget[side]
            && self.captures_suffice()
            && (self.placed.len() != SPLIT_AT || self.share.as_mut().is_none_or(Share::takes))
    }

    fn unplace(&mut self) {
        let t = self.placed.pop().expect("placed");
        let cost = self.costs.pop().expect("placed");
        let u = self.units[t.unit as usize];
        let side = u.side.index();
        if self.on[t.square.index()] as usize == self.placed.len() + 1 {
            self.on[t.square.index()] = 0;
        }
        self.used &= !(1 << t.unit);
        self.cost[side] -= cost;
        if t.kind == PieceKind::Pawn {
            self.needed[side] -= file_change(u.square, t.square);
        }
        if u.kind != PieceKind::King && !self.is_victim(t.unit, t.square) {
            self.takeable[u.side.opponent().index()] += 1;
        }
    }

    /// Whether `unit`, to be placed on `square` (or just taken off it), is the victim of the
    /// checking capture: a unit of the mated side on the checker's square.
    fn is_victim(&self, unit: u8, square: Square) -> bool {
        self.units[unit as usize].side == self.mated
            && self.placed.len() >= 2
            && square == self.placed[1].square
    }

    fn occupied(&self, sq: Square) -> Option<Target> {
        match self.on[sq.index()] {
            0 => None,
            i => Some(self.placed[i as usize - 1]),
        }
    }

    /// Whether a unit may stand on `sq`: free, and not in the checker's line.
    fn open(&self, sq: Square) -> bool {
        self.on[sq.index()] == 0 && !self.line.contains(&sq)
    }

    /// The ways for the mating side's units to attack `to` (every kind they may end as).
    fn attacks_on(&mut self, to: Square) -> Rc<[Way]> {
        if let Some(ways) = &self.attacks[to.index()] {
            return ways.clone();
        }
        let mating = self.mated.opponent();
        let dist = self.dist;
        let ways = self.ways(mating, true, |kind| dist.attackers(mating, kind, to));
        self.attacks[to.index()] = Some(ways.clone());
        ways
    }

    /// The ways for the mated side's units other than the king to stand on `sq`.
    fn blocks_on(&mut self, sq: Square) -> Rc<[Way]> {
        if let Some(ways) = &self.blocks[sq.index()] {
            return ways.clone();
        }
        let ways = self.ways(self.mated, false, |_| std::slice::from_ref(&sq));
        self.blocks[sq.index()] = Some(ways.clone());
        ways
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

    /// Every way for a unit of the mating side to reach a square from which it attacks `to`,
    /// calling `then` with each placed.
    fn attackers_of(&mut self, to: Square, then: Then) {
        let mating = self.mated.opponent().index();
        let f = self.placed[0].square;
        for w in self.attacks_on(to).iter() {
            if self.cost[mating] + w.cost > self.budget[mating] {
                break;
            }
            // Kings never stand side by side.
            if self.used & 1 << w.unit != 0
                || w.square == f
                || !self.open(w.square)
                || (w.kind == PieceKind::King && steps(w.square, f) <= 1)
            {
                continue;
            }
            if self.place(w.unit, w.square, w.kind, w.cost) {
                match then {
                    Then::Checked => self.checked(),
                    Then::Flight(i) => self.flight(i),
                }
            }
            self.unplace();
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
            match arrival(checker.kind, checker.square, self.placed[0].square) {
                NEVER => return,
                d => detour = d,
            }
        }
        let side = unit.side.index();
        if self.cost[side] + detour > self.budget[side] {
            return;
        }
        // No unit of the pattern stands in the checker's line: nothing is placed there from
        // now on, and only the king was placed before.
        self.line = between(self.placed[0].square, checker.square, checker.kind);
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
        let files = file_change(unit.square, checker.square);
        // (Not where that last capture may be en passant: the pawn taken then stands beside
        // the checking square, which a double step passed over: `1.c7-c5 b5*c6 ep. #`.)
        let height = self.dist.size().height();
        let passed_over = match self.mated {
            Side::White => 2,
            Side::Black => height.saturating_sub(3),
        };
        let en_passant = height >= 4 && checker.square.rank() == passed_over;
        if unit.kind == PieceKind::Pawn
            && checker.kind == PieceKind::Pawn
            && to_go as u32 == files
            && files > 0
            && !en_passant
        {
            self.mated_unit_on(checker.square, 0);
        } else {
            self.flight(0);
        }
        self.cost[side] -= detour;
        self.line.clear();
    }

    /// Flight `i` and the ones after it are blocked or guarded.
    fn flight(&mut self, i: usize) {
        if self.given_up() {
            return;
        }
        let Some(&s) = self.flights.get(i) else {
            if self.check_holds() {
                let mut targets = self.placed.clone();
                targets.sort();
                let checker = self.placed[1].unit;
                if add_pattern(&mut self.out, targets, checker)
                    && self
                        .share
                        .as_ref()
                        .is_some_and(|s| s.found_past(MAX_PATTERNS))
                {
                    self.stopped = true;
                }
            }
            return;
        };
        let mating = self.mated.opponent();
        let occupant = self.occupied(s);
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
        if occupant.is_none() && !self.line.contains(&s) {
            self.mated_unit_on(s, i + 1);
        }
        self.attackers_of(s, Then::Flight(i + 1));
    }

    /// Whether each side has enough units of the other side to take for the captures its
    /// pawns' targets call for. A pawn changes file only by capturing, kings are never
    /// captured, and a unit of the pattern is captured only as the victim of the check (a
    /// unit of the mated side standing on the checker's square): every other member must
    /// stand on its target at the end. Placing more units only adds file changes and
    /// takes units away from those to take, so a shortfall ends the pattern early.
    fn captures_suffice(&self) -> bool {
        self.needed[0] <= self.takeable[0] && self.needed[1] <= self.takeable[1]
    }

    /// Whether the check could still be the mate: no unit of the mated side is sure to parry
    /// it by taking the checker or stepping into its line (no unit stands in that line:
    /// `open`). Only a mate that cannot be a double check is judged (no unit of the mating
    /// side left out of the pattern can reach a square attacking the king's past the pattern's
    /// targets in the moves its side has to spare, and none in it but the checker attacks the king's square), and only moves with no square in between (nothing outside the pattern can
    /// block them) by units that cannot be pinned: off every line through the king, or on
    /// one with no pinner of the pattern beyond them.
    fn check_holds(&mut self) -> bool {
        let king = self.placed[0].square;
        let checker = self.placed[1];
        let mating = self.mated.opponent();
        let spare = self.budget[mating.index()].saturating_sub(self.cost[mating.index()]);
        let second_checker = (0..self.units.len()).any(|u| {
            let unit = self.units[u];
            unit.side == mating
                && unit.kind != PieceKind::King
                && self.used & 1 << u == 0
                && self.may_check(u, king, spare)
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
                || self
                    .line
                    .iter()
                    .any(|&sq| adjacent_reach(self.mated, t.kind, t.square, sq, false))
        };
        !self.placed.iter().any(parried)
    }

    /// A unit of the mated side stands on `sq` (a block, or the victim of a checking capture),
    /// then flight `next` is seen to.
    fn mated_unit_on(&mut self, sq: Square, next: usize) {
        let mated = self.mated.index();
        for w in self.blocks_on(sq).iter() {
            if self.cost[mated] + w.cost > self.budget[mated] {
                break;
            }
            if self.used & 1 << w.unit != 0 {
                continue;
            }
            if self.place(w.unit, sq, w.kind, w.cost) {
                self.flight(next);
            }
            self.unplace();
        }
    }
}

/// Files a pawn crosses from `from` to `to`: one capture each.
pub(super) fn file_change(from: Square, to: Square) -> u32 {
    (to.file() as i32 - from.file() as i32).unsigned_abs()
}

/// The unit step from `from` towards `to` when they share a rank, file or diagonal.
pub(super) fn direction(from: Square, to: Square) -> Option<(i32, i32)> {
    let df = to.file() as i32 - from.file() as i32;
    let dr = to.rank() as i32 - from.rank() as i32;
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    Some((df.signum(), dr.signum()))
}

/// King steps from `from` to `to`.
pub(super) fn steps(from: Square, to: Square) -> i32 {
    let df = (to.file() as i32 - from.file() as i32).abs();
    let dr = (to.rank() as i32 - from.rank() as i32).abs();
    df.max(dr)
}

/// Whether a piece of `kind` moves along unit step `v` (as a pinner must).
pub(super) fn slides_along(kind: PieceKind, v: (i32, i32)) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::popeye::parse_popeye;
    use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

    /// The plan of an h#n (h=n) from Black's move: Black is mated (stalemated), each side
    /// makes n moves, the listing on `threads` threads.
    fn plan_on(
        text: &str,
        goal: Goal,
        n: u8,
        threads: usize,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Option<Plan> {
        let problem = parse_popeye(text).expect("parses").remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        let (pos, moves) = (&problem.position, [n, n]);
        Plan::new(pos, &rs, goal, Side::Black, moves, threads, stop)
    }

    fn plan_of(text: &str, n: u8, stop: &(dyn Fn() -> bool + Sync)) -> Option<Plan> {
        plan_on(text, Goal::Mate, n, 1, stop)
    }

    /// The plan's patterns, each as its targets with what each counts on arrival (which
    /// tells the checker).
    fn patterns(plan: &Plan) -> Vec<Vec<(Target, u8)>> {
        plan.patterns
            .iter()
            .map(|p| {
                let at = p.start as usize..(p.start + p.len) as usize;
                let info = plan.info[at].iter().map(|i| i.arrive);
                plan.targets(p).iter().copied().zip(info).collect()
            })
            .collect()
    }

    #[test]
    fn the_plan_is_the_same_on_any_number_of_threads() {
        let h3 = "begin\nstipulation h=3\npieces white kh7 qf2 sb1 black ke5 rd3 bd5 pc4\nend\n";
        for (text, goal, n) in [(LINSS, Goal::Mate, 6), (h3, Goal::Stalemate, 3)] {
            let one = patterns(&plan_on(text, goal, n, 1, &|| false).unwrap());
            assert!(one.len() > 100, "{goal:?}: {} patterns", one.len());
            for threads in [2, 3, 8] {
                let many = plan_on(text, goal, n, threads, &|| false).unwrap();
                assert_eq!(patterns(&many), one, "{goal:?}, {threads} threads");
            }
        }
    }

    /// Andrew Buchanan's h#6 (Popeye's REGRESSIONS 4_85_to_4_87 #4) with pawns promoting to
    /// `promotions`: a white dummy on f8, and Popeye's solution ends with Black's pawns a
    /// bishop on a2 and a dummy taken on c1 (`1.c2-c1=DU ... 6.Bb3-a2 Bh6-g7 #`).
    fn buchanan(promotions: &str) -> String {
        format!("begin\nstipulation h#6\ncondition promonly {promotions}\npieces white kg1 bg7 pf2 duf8 black ka1 pc2d4\nend\n")
    }

    fn unit_on(plan: &Plan, square: &str) -> u8 {
        let sq = Square::parse(square).unwrap();
        plan.units.iter().position(|u| u.square == sq).unwrap() as u8
    }

    /// Dummies stand where they stand or are taken, never check or guard, and pawns become
    /// them (on the last rank) only where the promotions allow.
    #[test]
    fn mating_patterns_follow_dummies_and_the_promotions_allowed() {
        let plan = plan_of(&buchanan("q r s b du"), 6, &|| false).expect("a plan");
        let (king, d4, bishop) = (
            unit_on(&plan, "a1"),
            unit_on(&plan, "d4"),
            unit_on(&plan, "g7"),
        );
        let dummy = unit_on(&plan, "f8");
        let sq = |s: &str| Square::parse(s).unwrap();
        let mut pawn_dummies = 0;
        for p in &plan.patterns {
            let ts = plan.targets(p);
            for t in ts.iter().filter(|t| t.kind == PieceKind::Dummy) {
                let u = plan.units[t.unit as usize];
                match u.kind {
                    PieceKind::Dummy => assert_eq!(t.square, u.square, "{ts:?}"),
                    _ => {
                        assert_eq!(t.square.rank(), 0, "{ts:?}");
                        pawn_dummies += 1;
                    }
                }
            }
            // The king is in check from a unit that is no dummy.
            let k = ts
                .iter()
                .find(|t| {
                    plan.units[t.unit as usize].kind == PieceKind::King
                        && plan.units[t.unit as usize].side == Side::Black
                })
                .unwrap();
            assert!(
                ts.iter()
                    .any(|t| plan.units[t.unit as usize].side == Side::White
                        && plan.dist.attacks(Side::White, t.kind, t.square, k.square)),
                "{ts:?}"
            );
        }
        assert!(
            pawn_dummies > 0,
            "a flight blocked by a pawn become a dummy"
        );
        // The solution's mate: the king on a1, the pawn from d4 a bishop on a2, the bishop
        // checking from g7; the white dummy takes no part.
        let solution = plan.patterns.iter().any(|p| {
            let ts = plan.targets(p);
            let has = |unit: u8, square: &str, kind: PieceKind| {
                ts.contains(&Target {
                    unit,
                    square: sq(square),
                    kind,
                })
            };
            has(king, "a1", PieceKind::King)
                && has(d4, "a2", PieceKind::Bishop)
                && has(bishop, "g7", PieceKind::Bishop)
                && p.members & 1 << dummy == 0
        });
        assert!(solution);
        // Without the dummy among the promotions, no pawn becomes one; with the queen alone,
        // none becomes a bishop either.
        let plan = plan_of(&buchanan("q"), 6, &|| false).expect("a plan");
        for p in &plan.patterns {
            for t in plan.targets(p) {
                if plan.units[t.unit as usize].kind == PieceKind::Pawn {
                    assert!(
                        matches!(t.kind, PieceKind::Pawn | PieceKind::Queen),
                        "{t:?}"
                    );
                }
            }
        }
    }

    /// Popeye's solution of Jörg Varnholt's ser-h=14 (REGRESSIONS 4_93_to_4_95 #2) ends in a
    /// stalemate where four black dummies stand and one was taken by the last move, which a
    /// pattern of the plan (Black stalemated in 14 moves and White's 1) describes.
    #[test]
    fn stalemate_patterns_follow_dummies() {
        let text = "begin\nstipulation ser-h=14\npieces white ka4 qd8 ba1 due1f6\n black kf8 pf7 bh6 sh7 pf2 duc1d2e3e8g5\nend\n";
        let problem = parse_popeye(text).expect("parses").remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        let plan = Plan::new(
            &problem.position,
            &rs,
            Goal::Stalemate,
            Side::Black,
            [1, 14],
            1,
            &|| false,
        )
        .expect("a plan");
        let sq = |s: &str| Square::parse(s).unwrap();
        let dummies = ["c1", "d2", "e3", "e8", "g5"].map(|s| unit_on(&plan, s));
        for p in &plan.patterns {
            let ts = plan.targets(p);
            for &d in &dummies {
                // A dummy stands where it stood, or is taken (no target).
                if let Some(t) = ts.iter().find(|t| t.unit == d) {
                    assert_eq!(
                        (t.square, t.kind),
                        (plan.units[d as usize].square, PieceKind::Dummy)
                    );
                }
            }
        }
        let wanted = [
            ("f8", "g7", PieceKind::King),
            ("f7", "h7", PieceKind::Rook),
            ("f2", "h8", PieceKind::Bishop),
            ("h7", "f6", PieceKind::Knight),
            ("h6", "h6", PieceKind::Bishop),
            ("c1", "c1", PieceKind::Dummy),
            ("d2", "d2", PieceKind::Dummy),
            ("e3", "e3", PieceKind::Dummy),
            ("g5", "g5", PieceKind::Dummy),
        ];
        let solution = plan.patterns.iter().any(|p| {
            let ts = plan.targets(p);
            wanted.iter().all(|&(from, to, kind)| {
                ts.contains(&Target {
                    unit: unit_on(&plan, from),
                    square: sq(to),
                    kind,
                })
            }) && p.members & 1 << unit_on(&plan, "e8") == 0
        });
        assert!(solution, "{} patterns", plan.patterns.len());
        // The taken dummy must go: White's one move takes it.
        assert_ne!(plan.must_go & 1 << unit_on(&plan, "e8"), 0);
    }

    /// Torsten Linss, harmonie 1988, h#6: a listing long enough to ask `stop` several times.
    const LINSS: &str =
        "begin\nstipulation h#6\npieces white kh7 pf2\n black kc5 qd4 rd3 bd5 pc3c4e3f4g5\nend\n";

    #[test]
    fn the_listing_stops_when_asked() {
        let asked = AtomicUsize::new(0);
        let never = || {
            asked.fetch_add(1, Relaxed);
            false
        };
        assert!(plan_of(LINSS, 6, &never).is_some());
        let n = asked.swap(0, Relaxed);
        assert!(n > 1, "asked {n} times");
        let at_once = || {
            asked.fetch_add(1, Relaxed);
            true
        };
        assert!(plan_of(LINSS, 6, &at_once).is_none());
        assert_eq!(asked.load(Relaxed), 1, "stopped at the first question");
    }

    #[test]
    fn a_listing_with_too_many_patterns_gives_up() {
        let full = "begin\nstipulation h#4\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f2g2h2\n black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\nend\n";
        assert!(plan_of(full, 4, &|| false).is_none());
        // The threads count their patterns together: on four threads the listing stops
        // after about as many steps as on one, not four times as many.
        let steps = AtomicUsize::new(0);
        let count = || {
            steps.fetch_add(1, Relaxed);
            false
        };
        assert!(plan_on(full, Goal::Mate, 4, 1, &count).is_none());
        let alone = steps.swap(0, Relaxed);
        assert!(plan_on(full, Goal::Mate, 4, 4, &count).is_none());
        let shared = steps.load(Relaxed);
        assert!(
            shared < 2 * alone + 8,
            "{alone} questions alone, {shared} on four threads"
        );
    }
}
