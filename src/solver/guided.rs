//! Help and series play steered by a plan of mating or stalemate patterns (`mate_patterns`,
//! `stalemate_patterns`): the same search as `Search::help` and `Search::series`, in the same
//! move order, except that a move is not played when no pattern could still be brought about
//! in the moves left. The lines found are exactly the plain search's: a pattern is only
//! dropped when its lower-bound move counts exceed what is left, and every mate (stalemate)
//! satisfies some pattern.
//!
//! Each node keeps the list of patterns still possible with the move counts they still need
//! per side. A move changes those counts only for the patterns its piece (or its castling
//! rook) has a target in, and ends every pattern whose unit it captures. A stalemate pattern
//! also needs the other side to capture every unit of the stalemated side it leaves out, one
//! move each.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use super::lines::Lines;
use super::mate_patterns::{Plan, STOP_EVERY};
use super::search::{pass, Search, SeriesEnd};
use crate::rules::movegen::may_give_check;
use crate::rules::problem::Goal;
use crate::rules::{Move, Position, Promotion, Side, Special};

/// Keeps the table's guided verdicts apart from plain ones.
const SALT_GUIDED: u64 = 0x0B4A_3C91_58E2_77D5;

/// A pattern still possible, with the moves it still needs from each side.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The pattern's members, copied here so that most moves are judged without reading the
    /// pattern.
    members: u64,
    pattern: u32,
    need: [u8; 2],
}

/// Every pattern of `plan`, with what it needs at the plan's start.
pub fn root_entries(plan: &Plan) -> Vec<Entry> {
    plan.patterns
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut need = [0u8; 2];
            for t in plan.targets(p) {
                let u = plan.units[t.unit as usize];
                let count = plan.moves_from(plan.target_index(p, t.unit), u.kind, u.square);
                need[u.side.index()] = need[u.side.index()].saturating_add(count);
            }
            Entry {
                members: p.members,
                pattern: i as u32,
                need,
            }
        })
        .collect()
}

/// What a move did to the units, to be undone.
struct Undo {
    from: usize,
    to: usize,
    moved: u8,
    captured: Option<(usize, u8)>,
    rook: Option<(usize, usize, u8)>,
}

/// One guided search from one position (one root move's subtree at a time).
pub struct Guide<'p> {
    plan: &'p Plan,
    root: &'p [Entry],
    /// Unit number + 1 standing on each square (0: none).
    unit_on: [u8; 256],
    /// Which unit stands where, hashed: two lines may reach one position with like pieces
    /// swapped, and the patterns follow units, not pieces.
    units_key: u64,
    /// The units still on the board.
    alive: u64,
    /// The patterns still possible, by depth (depth 0 reads `root`).
    stack: Vec<Vec<Entry>>,
    /// `reci-h`: the goal of the direct part. The plan is then the helped part's (the help
    /// play and its last two moves), and where those two moves are left the direct part is
    /// asked first.
    reci: Option<Goal>,
}

/// The key of `unit` on square index `sq` (untagged inputs: no clash with position keys).
fn unit_key(unit: u8, sq: usize) -> u64 {
    crate::rules::zobrist::mix((unit as u64) << 8 | sq as u64)
}

impl<'p> Guide<'p> {
    pub fn new(plan: &'p Plan, root: &'p [Entry]) -> Guide<'p> {
        let mut unit_on = [0u8; 256];
        let mut units_key = plan.key;
        let alive = if plan.units.len() == 64 {
            u64::MAX
        } else {
            (1u64 << plan.units.len()) - 1
        };
        for (i, u) in plan.units.iter().enumerate() {
            unit_on[u.square.index()] = i as u8 + 1;
            units_key ^= unit_key(i as u8, u.square.index());
        }
        Guide {
            plan,
            root,
            unit_on,
            units_key,
            alive,
            stack: Vec::new(),
            reci: None,
        }
    }

    /// This guide for `reci-h` with `direct` the goal of its direct part (see `Guide::reci`).
    pub fn for_reci(mut self, direct: Option<Goal>) -> Guide<'p> {
        self.reci = direct;
        self
    }

    /// Whether `mv`, played from `pos` where `depth` patterns are known, leaves some pattern
    /// possible with `left` moves per side after it; those are kept for depth + 1 when `keep`
    /// (after the last move nothing is searched, and the first pattern met settles it).
    fn admit(
        &mut self,
        depth: usize,
        pos: &Position,
        mv: &Move,
        left: [u8; 2],
        keep: bool,
    ) -> bool {
        while self.stack.len() < depth + 2 {
            self.stack.push(Vec::new());
        }
        let side = pos.side_to_move();
        let limit = left;
        let unit = |sq: crate::rules::Square| self.unit_on[sq.index()].wrapping_sub(1);
        let moved = unit(mv.from);
        let capture = match (mv.captured, mv.special) {
            (Some(_), Special::EnPassant { victim }) => Some(victim),
            (Some(_), _) => Some(mv.to),
            _ => None,
        };
        let victim = capture.map(unit);
        let killed = victim.map_or(0, |v| 1u64 << v);
        let rook = match mv.special {
            Special::Castling { rook_from, rook_to }
            | Special::CastlingMake { rook_from, rook_to } => {
                Some((unit(rook_from), rook_from, rook_to))
            }
            _ => None,
        };
        let rook_bit = rook.map_or(0, |(r, _, _)| 1u64 << r);
        let kind_after = match mv.promotion {
            Some(Promotion::Piece(k)) => k,
            _ => mv.piece.kind(),
        };
        let plan = self.plan;
        // Stalemate: the units of the stalemated side that a pattern leaves out must still be
        // captured, one move of the other side each.
        let must_go = plan.must_go & self.alive & !killed;
        let capturer = plan.mated.opponent().index();
        let mate = plan.goal == Goal::Mate;
        let (below, above) = self.stack.split_at_mut(depth + 1);
        let parent: &[Entry] = if depth == 0 { self.root } else { &below[depth] };
        let child = &mut above[0];
        child.clear();
        let s = side.index();
        for e in parent {
            // A unit captured on its own target was meant to be (the victim of a checking
            // capture); any other member captured ends the pattern.
            if e.members & killed != 0 {
                let p = &plan.patterns[e.pattern as usize];
                let victim = plan.target_index(p, victim.unwrap_or(0));
                if !mate || Some(plan.targets[victim].square) != capture {
                    continue;
                }
            }
            if (must_go & !e.members).count_ones() > limit[capturer] as u32 {
                continue;
            }
            let mut need = e.need;
            if e.members & (1 << moved | rook_bit) != 0 {
                let p = &plan.patterns[e.pattern as usize];
                // The side's last move ends the play: a unit arriving on its target then
                // needs nothing more (a checker's `arrive` counts only before it).
                if p.members & 1 << moved != 0 {
                    let i = plan.target_index(p, moved);
                    let t = &plan.targets[i];
                    let before = plan.moves_from(i, mv.piece.kind(), mv.from);
                    let after = if left[s] == 0 && mv.to == t.square && kind_after == t.kind {
                        0
                    } else {
                        plan.moves_from(i, kind_after, mv.to)
                    };
                    need[s] = (need[s] - before).saturating_add(after);
                }
                if let Some((r, from, to)) = rook {
                    if p.members & 1 << r != 0 {
                        let i = plan.target_index(p, r);
                        let t = &plan.targets[i];
                        let kind = crate::rules::PieceKind::Rook;
                        let before = plan.moves_from(i, kind, from);
                        let after = if left[s] == 0 && to == t.square && kind == t.kind {
                            0
                        } else {
                            plan.moves_from(i, kind, to)
                        };
                        need[s] = (need[s] - before).saturating_add(after);
                    }
                }
            }
            if need[0] <= limit[0] && need[1] <= limit[1] {
                if !keep {
                    return true;
                }
                child.push(Entry { need, ..*e });
            }
        }
        !child.is_empty()
    }

    fn apply(&mut self, mv: &Move) -> Undo {
        let (from, to) = (mv.from.index(), mv.to.index());
        let moved = self.unit_on[from];
        let captured = match (mv.captured, mv.special) {
            (Some(_), Special::EnPassant { victim }) => Some(victim.index()),
            (Some(_), _) => Some(to),
            _ => None,
        }
        .map(|sq| (sq, self.unit_on[sq]));
        if let Some((sq, u)) = captured {
            self.unit_on[sq] = 0;
            self.units_key ^= unit_key(u.wrapping_sub(1), sq);
            self.alive &= !1u64.checked_shl(u.wrapping_sub(1) as u32).unwrap_or(0);
        }
        self.unit_on[from] = 0;
        self.unit_on[to] = moved;
        self.units_key ^= unit_key(moved - 1, from) ^ unit_key(moved - 1, to);
        let rook = match mv.special {
            Special::Castling { rook_from, rook_to }
            | Special::CastlingMake { rook_from, rook_to } => {
                let (rf, rt) = (rook_from.index(), rook_to.index());
                let r = self.unit_on[rf];
                self.unit_on[rf] = 0;
                self.unit_on[rt] = r;
                self.units_key ^= unit_key(r - 1, rf) ^ unit_key(r - 1, rt);
                Some((rf, rt, r))
            }
            _ => None,
        };
        Undo {
            from,
            to,
            moved,
            captured,
            rook,
        }
    }

    fn undo(&mut self, u: Undo) {
        if let Some((rf, rt, r)) = u.rook {
            self.unit_on[rt] = 0;
            self.unit_on[rf] = r;
            self.units_key ^= unit_key(r - 1, rf) ^ unit_key(r - 1, rt);
        }
        self.unit_on[u.to] = 0;
        self.unit_on[u.from] = u.moved;
        self.units_key ^= unit_key(u.moved - 1, u.from) ^ unit_key(u.moved - 1, u.to);
        if let Some((sq, c)) = u.captured {
            self.unit_on[sq] = c;
            self.units_key ^= unit_key(c.wrapping_sub(1), sq);
            self.alive |= 1u64.checked_shl(c.wrapping_sub(1) as u32).unwrap_or(0);
        }
    }

    // ----- help play -----

    /// The lines of `plies` plies from `start` that begin with `mv` and reach the goal.
    pub fn help_from(
        &mut self,
        search: &mut Search,
        start: &Position,
        prefix: &[Move],
        plies: u8,
        out: &mut Lines,
    ) {
        let mut line = Vec::new();
        if let Some((mv, rest)) = prefix.split_first() {
            self.help_move(search, start, mv, rest, plies, 0, &mut line, out);
        }
    }

    /// The patterns still possible after `mv`, the first move of help play of `length` plies
    /// (`end` = `None`) or of a series of `length` moves from `start`; `None` where none is.
    /// Threads that share out the work below one first move (`parallel::first_moves`) judge
    /// it once, not each again over every pattern.
    pub fn after_first(
        plan: &Plan,
        root: &[Entry],
        start: &Position,
        mv: &Move,
        length: u8,
        end: Option<SeriesEnd>,
    ) -> Option<Vec<Entry>> {
        let mut g = Guide::new(plan, root);
        let (left, keep) = Self::limits_after(start, length, end);
        if !g.admit(0, start, mv, left, keep) {
            return None;
        }
        Some(std::mem::take(&mut g.stack[1]))
    }

    /// The lines of `length` (as `after_first`) that begin with `prefix`, whose first move
    /// left the patterns `entries` (from `after_first`): the search below the first move.
    #[allow(clippy::too_many_arguments)]
    pub fn below_first(
        plan: &'p Plan,
        entries: &'p [Entry],
        search: &mut Search,
        start: &Position,
        prefix: &[Move],
        length: u8,
        end: Option<SeriesEnd>,
        reci: Option<Goal>,
        out: &mut Lines,
    ) {
        let Some((first, rest)) = prefix.split_first() else {
            return;
        };
        let mut g = Guide::new(plan, entries).for_reci(reci);
        let after = search.play(start, first);
        let mut line = vec![*first];
        g.apply(first);
        match end {
            None if length == 1 => {
                if search.reached(&after) {
                    search.found(out, &line);
                }
            }
            None => match rest.split_first() {
                Some((mv, rest)) => {
                    g.help_move(search, &after, mv, rest, length - 1, 0, &mut line, out);
                }
                None => {
                    g.help(search, &after, length - 1, 0, &mut line, out);
                }
            },
            Some(end) if length == 1 => {
                g.series_end(search, &after, end, 0, &mut line, out);
            }
            Some(end) => {
                let side = start.side_to_move();
                if crate::rules::attack::in_check(&after, side.opponent(), search.rs) {
                    return;
                }
                let next = pass(&after, side, search.rs);
                match rest.split_first() {
                    Some((mv, rest)) => {
                        g.series_move(search, &next, mv, rest, length - 1, end, 0, &mut line, out);
                    }
                    None => {
                        g.series(search, &next, length - 1, end, 0, &mut line, out);
                    }
                }
            }
        }
    }

    /// What `admit` is told of a move from `pos` that begins help play of `length` plies (`end`
    /// = `None`) or a series of `length` moves: the moves each side has left after it, and
    /// whether play goes on after it (the patterns left are then kept).
    #[inline]
    fn limits_after(pos: &Position, length: u8, end: Option<SeriesEnd>) -> ([u8; 2], bool) {
        match end {
            None => {
                let mut left = Self::help_left(pos, length);
                left[pos.side_to_move().index()] -= 1;
                (left, length > 1)
            }
            Some(end) => (
                Self::series_left(pos.side_to_move(), length - 1, end),
                !(length == 1 && end == SeriesEnd::Direct),
            ),
        }
    }

    /// Moves each side still makes in `plies` plies of help play from `pos`.
    fn help_left(pos: &Position, plies: u8) -> [u8; 2] {
        let mut left = [0u8; 2];
        left[pos.side_to_move().index()] = plies.div_ceil(2);
        left[pos.side_to_move().opponent().index()] = plies / 2;
        left
    }

    /// Plays `mv` (the first of `plies`) if some pattern survives it, and searches on: below
    /// the moves `rest` only, if any (a thread's share, see `parallel`).
    #[allow(clippy::too_many_arguments)]
    fn help_move(
        &mut self,
        search: &mut Search,
        pos: &Position,
        mv: &Move,
        rest: &[Move],
        plies: u8,
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        if plies == 1 && self.plan.goal == Goal::Mate && !may_give_check(pos, mv, search.rs) {
            return false;
        }
        let (left, keep) = Self::limits_after(pos, plies, None);
        search.tick();
        if !self.admit(depth, pos, mv, left, keep) {
            return false;
        }
        let after = search.play(pos, mv);
        line.push(*mv);
        let found = if plies == 1 {
            let mate = search.reached(&after);
            if mate {
                search.found(out, line);
            }
            mate
        } else {
            let undo = self.apply(mv);
            let found = match (self.reci, rest.split_first()) {
                (Some(direct), _) if plies == 3 => {
                    self.reci_end(search, &after, direct, rest, depth + 1, line, out)
                }
                (_, Some((next, rest))) => {
                    self.help_move(search, &after, next, rest, plies - 1, depth + 1, line, out)
                }
                (_, None) => self.help(search, &after, plies - 1, depth + 1, line, out),
            };
            self.undo(undo);
            found
        };
        line.pop();
        found
    }

    /// `reci-h`'s end from `pos`: the direct part (moves reaching `direct` at once) must be
    /// there, and the helped part (the plan's last two moves, below `rest` only if given);
    /// each way of each is a line.
    #[allow(clippy::too_many_arguments)]
    fn reci_end(
        &mut self,
        search: &mut Search,
        pos: &Position,
        direct: Goal,
        rest: &[Move],
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let direct_moves = search.reci_direct(pos, direct);
        if direct_moves.is_empty() {
            return false;
        }
        let helped = match rest.split_first() {
            Some((next, rest)) => self.help_move(search, pos, next, rest, 2, depth, line, out),
            None => self.help(search, pos, 2, depth, line, out),
        };
        if helped {
            for d in direct_moves {
                line.push(d);
                search.found(out, line);
                line.pop();
            }
        }
        helped
    }

    fn help(
        &mut self,
        search: &mut Search,
        pos: &Position,
        plies: u8,
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let key = pos.hash() ^ SALT_GUIDED ^ self.units_key;
        let mating = plies == 1 && self.plan.goal == Goal::Mate;
        self.each_move(
            search,
            pos,
            key,
            plies,
            mating,
            out,
            |g, search, mv, out| g.help_move(search, pos, mv, &[], plies, depth, line, out),
        )
    }

    /// Tries every move of `pos` with `try_move` unless the table knows `key` dead at
    /// `length`, and marks it dead when no move found anything (and the search ran on).
    #[allow(clippy::too_many_arguments)]
    fn each_move(
        &mut self,
        search: &mut Search,
        pos: &Position,
        key: u64,
        length: u8,
        mating: bool,
        out: &mut Lines,
        mut try_move: impl FnMut(&mut Self, &mut Search, &Move, &mut Lines) -> bool,
    ) -> bool {
        if search.stopped.is_some() || search.full(out) || search.table.is_dead(key, length) {
            return false;
        }
        let mut found = false;
        // (A mate's last move: the same list as the plain search's, checks alone.)
        let moves = if mating {
            search.take_checking_list(pos)
        } else {
            search.take_list(pos)
        };
        for mv in moves.iter() {
            found |= try_move(self, search, mv, out);
            if search.stopped.is_some() || search.full(out) {
                search.give_list(moves);
                return found;
            }
        }
        search.give_list(moves);
        if !found {
            search.table.mark_dead(key, length);
        }
        found
    }

    // ----- series play -----

    /// The series of `k` moves from `start` that begin with `mv` and end as `end` says
    /// (`SeriesEnd::Direct` or `SeriesEnd::Help`, the goal being the plan's).
    pub fn series_from(
        &mut self,
        search: &mut Search,
        start: &Position,
        prefix: &[Move],
        k: u8,
        end: SeriesEnd,
        out: &mut Lines,
    ) {
        let mut line = Vec::new();
        if let Some((mv, rest)) = prefix.split_first() {
            self.series_move(search, start, mv, rest, k, end, 0, &mut line, out);
        }
    }

    /// Moves left per side during a series of `k` more moves by `side`.
    fn series_left(side: Side, k: u8, end: SeriesEnd) -> [u8; 2] {
        let mut left = [0u8; 2];
        left[side.index()] = k;
        left[side.opponent().index()] = u8::from(end == SeriesEnd::Help);
        left
    }

    #[allow(clippy::too_many_arguments)]
    fn series_move(
        &mut self,
        search: &mut Search,
        pos: &Position,
        mv: &Move,
        rest: &[Move],
        k: u8,
        end: SeriesEnd,
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let side = pos.side_to_move();
        let (left, keep) = Self::limits_after(pos, k, Some(end));
        search.tick();
        if !self.admit(depth, pos, mv, left, keep) {
            return false;
        }
        let after = search.play(pos, mv);
        line.push(*mv);
        let undo = self.apply(mv);
        let found = if k == 1 {
            self.series_end(search, &after, end, depth + 1, line, out)
        } else if !crate::rules::attack::in_check(&after, side.opponent(), search.rs) {
            let next = pass(&after, side, search.rs);
            match rest.split_first() {
                Some((m, rest)) => {
                    self.series_move(search, &next, m, rest, k - 1, end, depth + 1, line, out)
                }
                None => self.series(search, &next, k - 1, end, depth + 1, line, out),
            }
        } else {
            false
        };
        self.undo(undo);
        line.pop();
        found
    }

    #[allow(clippy::too_many_arguments)]
    fn series(
        &mut self,
        search: &mut Search,
        pos: &Position,
        k: u8,
        end: SeriesEnd,
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let key = pos.hash() ^ SALT_GUIDED ^ self.units_key ^ end.code() << 56;
        self.each_move(search, pos, key, k, false, out, |g, search, mv, out| {
            g.series_move(search, pos, mv, &[], k, end, depth, line, out)
        })
    }

    /// After the series' last move (in `line`): it reached the goal (direct), or the other
    /// side reaches it with one move (help).
    fn series_end(
        &mut self,
        search: &mut Search,
        after: &Position,
        end: SeriesEnd,
        depth: usize,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        if end != SeriesEnd::Help {
            if search.reached(after) {
                search.found(out, line);
                return true;
            }
            return false;
        }
        let mut found = false;
        let replies = if self.plan.goal == Goal::Mate {
            search.take_checking_list(after)
        } else {
            search.take_list(after)
        };
        for r in replies.iter() {
            if !self.admit(depth, after, r, [0, 0], false) {
                continue;
            }
            let last = search.play(after, r);
            if search.reached(&last) {
                line.push(*r);
                search.found(out, line);
                line.pop();
                found = true;
            }
        }
        search.give_list(replies);
        found
    }
}

/// The plan for help play of `plies` plies (`end` = `None`) or a series of `plies` moves from
/// `start`, where the planner applies: the goal is mate or stalemate, the series ends in it by
/// the series side or by the other side's one move, and the rules are orthodox (see
/// `Plan::new`).
pub fn plan(
    start: &Position,
    rs: &crate::rules::Ruleset,
    goal: Goal,
    plies: u8,
    end: Option<SeriesEnd>,
    threads: usize,
    stop: &(dyn Fn() -> bool + Sync),
) -> Option<Plan> {
    let mover = start.side_to_move();
    let (moves, mated) = match end {
        None => {
            let moves = Guide::help_left(start, plies);
            // The side making the last ply mates.
            let last = if plies % 2 == 1 {
                mover
            } else {
                mover.opponent()
            };
            (moves, last.opponent())
        }
        Some(SeriesEnd::Help) => (Guide::series_left(mover, plies, SeriesEnd::Help), mover),
        Some(SeriesEnd::Direct) => (
            Guide::series_left(mover, plies, SeriesEnd::Direct),
            mover.opponent(),
        ),
        Some(SeriesEnd::Self_ | SeriesEnd::Reflex | SeriesEnd::Reci(_) | SeriesEnd::HelpSelf) => {
            return None
        }
    };
    // A start with the side not to move in check is illegal; the plain search alone says
    // what happens there (its king may be taken, and a side with no king left has no move).
    if plies == 0 || crate::rules::attack::in_check(start, mover.opponent(), rs) {
        return None;
    }
    // The listing gives up once it has taken `STEPS_PER_NODE` times as many steps as the
    // plain search is expected to visit nodes: a short problem is then solved plainly.
    let estimate = plain_nodes(start, rs, goal, plies, end);
    // Steps of all the listing's threads together.
    let cap = (estimate * STEPS_PER_NODE).min(u64::MAX as f64) as u64;
    let steps = AtomicU64::new(0);
    let capped = || {
        let taken = steps.fetch_add(u64::from(STOP_EVERY), Relaxed) + u64::from(STOP_EVERY);
        taken > cap || stop()
    };
    Plan::new(start, rs, goal, mated, moves, threads, &capped)
}

/// Listing steps allowed per node the plain search is expected to visit. A step costs about a
/// quarter of a node (60 against 200-300 ns), and `plain_nodes` mostly underestimates, as the
/// moves each side has grow as the play goes on: on Popeye's BEISPIEL problems the listings
/// that paid (the search with the plan 2 to 7 times faster than without it) took 1.2 to 20
/// steps per estimated node (hpint #52, ser-h=8: 32 million steps, 1.9 s in all against 13 s
/// plain), those that did not 200 and more.
const STEPS_PER_NODE: f64 = 32.0;

/// About how many nodes the plain search visits: the product of the moves each side has at
/// the start over every ply but the last (mates try only checks there; stalemates try all).
fn plain_nodes(
    start: &Position,
    rs: &crate::rules::Ruleset,
    goal: Goal,
    plies: u8,
    end: Option<SeriesEnd>,
) -> f64 {
    let mover = crate::rules::legal_moves(start, rs).len().max(1) as f64;
    let other = crate::rules::legal_moves(&super::search::null_move(start), rs)
        .len()
        .max(1) as f64;
    let last = if goal == Goal::Mate { 0.0 } else { 1.0 };
    let (mover_plies, other_plies) = match end {
        None => {
            let n = plies as f64 - 1.0 + last;
            ((n / 2.0).ceil(), (n / 2.0).floor())
        }
        Some(SeriesEnd::Help) => (plies as f64, last),
        Some(_) => (plies as f64 - 1.0 + last, 0.0),
    };
    mover.powf(mover_plies) * other.powf(other_plies)
}
