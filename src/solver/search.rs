//! The search: what the attacker can force (direct, self and reflex play), and every line of
//! help and series play.
//!
//! One `Search` serves one part of a problem (one twin, one side of a duplex). Every position
//! played counts as a node; every 4096 nodes the search looks at its deadline and its
//! cancellation flag, and once stopped it unwinds without storing anything in the table, so a
//! stopped search never leaves a wrong verdict behind.
//!
//! The table is borrowed: every thread of a solve searches with its own `Search` on one shared
//! table (see `parallel`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use super::lines::Lines;
use super::table::{Known, Table};
use super::tree::Cut;
use crate::rules::attack::{in_check, suffocated};
use crate::rules::condition::{Hooks, Undecided};
use crate::rules::movegen::{
    any_legal_move_where, generate_candidates, generate_legal, generate_legal_checking,
    has_legal_move, may_give_check, CheckFilter,
};
use crate::rules::problem::Goal;
use crate::rules::{Move, MoveList, Played, Position, Ruleset, Side, Special, Square};

/// Who must reach the goal, and how, in battle play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Battle {
    /// The attacker reaches the goal (`#n`, `=n`, `~n`).
    Direct,
    /// The defender must be forced to reach it (`s#n`).
    Self_,
    /// Like self play, but whoever can reach the goal in one move must (`r#n`).
    Reflex,
    /// Like reflex play, but only the defender must (`semi-r#n`).
    SemiReflex,
}

impl Battle {
    /// Self play and its reflex forms: the defender is to reach the goal.
    pub fn is_self(self) -> bool {
        self != Battle::Direct
    }

    /// Whether the defender must reach the goal when it can.
    pub fn defender_bound(self) -> bool {
        matches!(self, Battle::Reflex | Battle::SemiReflex)
    }
}

/// How a series ends (RULES: the series side makes its moves alone, giving no check on the
/// way), and how help play ends after its last move (`Direct` for `h#`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeriesEnd {
    /// The series' last move reaches the goal (`ser-#`, `ser-=`).
    Direct,
    /// The other side then reaches the goal in one move (`ser-h#`, `ser-h=`).
    Help,
    /// The other side is then forced to reach it in one move (`ser-s#`, `hs#`).
    Self_,
    /// The side making the last move must not be able to reach the goal itself, and the
    /// other side must then reach it (it can, and each way is a line: `ser-r#`, `hr#`).
    Reflex,
    /// `ser-hs`: the other side then plays a move after which the series side is forced to
    /// reach the goal in one move (each of its moves does: each is a line).
    HelpSelf,
    /// `reci-h`: from the position reached, the side to move reaches the goal given here in
    /// one move, and plays a move after which the other side reaches the stipulation's goal;
    /// the lines are both kinds of continuation. In a series (`ser-reci-h`) the series side
    /// moves again after its last series move and plays that end itself ([`Self::after_series`]).
    Reci(Goal),
}

impl SeriesEnd {
    /// A number for the table's keys.
    pub(super) fn code(self) -> u64 {
        match self {
            SeriesEnd::Direct => 0,
            SeriesEnd::Help => 1,
            SeriesEnd::Self_ => 2,
            SeriesEnd::Reflex => 3,
            SeriesEnd::Reci(_) => 4,
            SeriesEnd::HelpSelf => 5,
        }
    }

    /// Whether the end is played by the series side after its series (`ser-reci-h`: a series
    /// of k moves is k moves followed by the end), not by the other side after the series'
    /// last move.
    pub fn after_series(self) -> bool {
        matches!(self, SeriesEnd::Reci(_))
    }

    /// Whether the other side's move ends the lines (the series side's last move does not).
    pub fn replies(self) -> bool {
        self != SeriesEnd::Direct
    }

    /// The moves of a series line after the series: none (`ser-#`), the other side's
    /// (`ser-h#`, `ser-s#`), or the other side's and the series side's forced one (`ser-hs#`).
    pub fn tail(self) -> usize {
        match self {
            SeriesEnd::Direct => 0,
            SeriesEnd::HelpSelf => 2,
            _ => 1,
        }
    }
}

/// What a search tells each line it keeps (see `Search::stream`).
pub type LineSink<'a> = dyn Fn(&[Move]) + 'a;

/// A cancellation flag shared with whoever started the job: the job runs while the flag holds
/// its generation.
#[derive(Clone, Debug)]
pub struct Cancel {
    pub flag: Arc<AtomicU64>,
    pub generation: u64,
}

impl Cancel {
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed) != self.generation
    }
}

/// When a search must stop.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub deadline: Option<Instant>,
    pub cancel: Option<Cancel>,
    /// Stop after this many solutions (keys or lines).
    pub max_solutions: Option<usize>,
    /// Set once enough solutions are found among all threads.
    pub enough: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Whether the time limit has passed or the job was cancelled (the cancel wins).
    pub fn passed(&self) -> Option<Cut> {
        if self.cancel.as_ref().is_some_and(Cancel::is_cancelled) {
            return Some(Cut::Cancelled);
        }
        self.deadline
            .is_some_and(|d| Instant::now() >= d)
            .then_some(Cut::Timeout)
    }
}

/// Salts that keep the table's questions apart.
const SALT_BATTLE: u64 = 0x243F_6A88_85A3_08D3;
const SALT_DEFENCE: u64 = 0x4528_21E6_38D0_1377;
const SALT_HELP: u64 = 0x1319_8A2E_0370_7344;
const SALT_SERIES: u64 = 0xA409_3822_299F_31D0;
const SALT_END: u64 = 0x082E_FA98_EC4E_6C89;

pub struct Search<'a> {
    pub rs: &'a Ruleset,
    pub goal: Goal,
    pub battle: Battle,
    /// The part's table, shared by every thread that searches it.
    pub table: &'a Table,
    pub nodes: u64,
    /// Moves judged without being played (the guided search turns most away): counted apart
    /// from nodes so that a search that plays few moves still looks at its limits often.
    ticks: u32,
    limits: &'a Limits,
    pub stopped: Option<Cut>,
    /// Called with the node count about every 4096 nodes (progress reports).
    pub on_poll: Option<&'a mut dyn FnMut(u64)>,
    /// Told every line kept the moment it is found (help and series play in the plain move
    /// order: see `parallel`), so that solutions are shown as found and a stop leaves little
    /// to report.
    pub stream: Option<&'a LineSink<'a>>,
    /// Set by another thread when this search's work is done elsewhere: the search then stops
    /// as a cancelled one does (storing nothing more), and its caller knows it was no cancel.
    pub abort: Option<&'a AtomicBool>,
    /// The move order: 0 searches the moves in the order they are generated; a helper thread
    /// (see `parallel`) searches the same tree with each move list rotated by its own amount,
    /// so that it proves other subtrees first than the thread it helps.
    pub order: u32,
    /// `maxsolutions`: the moves are tried in Popeye's order where it is known (see
    /// `popeye_order`), so that the solutions found first are Popeye's first ones. The plain
    /// move order (`order` 0) is then this one.
    pub popeye_order: bool,
    /// Move lists for reuse.
    pool: Vec<MoveList>,
    /// The position the last moves of a line are played into (see [`Search::play_into`]).
    leaf: Option<Box<Position>>,
    /// By depth: the attacker's last winning move (from, to), tried first next time (a key
    /// that wins in one line often wins in its neighbours). Trying the last refutation first
    /// was measured too and made self-mates slower.
    killers: [Option<(Square, Square)>; KILLER_DEPTHS],
    /// Popeye's `option threat N` in battle play: wherever the attacker still has `N` or more
    /// moves and the defender is not in check, the attacker's move must threaten to win in at
    /// most `N` moves, or the defender has defended (a zugzwang move, or a slow threat, fails).
    pub max_threat: Option<u8>,
    /// Popeye's `goalisend`: the side whose move reaching the goal ends the play, and the
    /// line fails (the side the goal is not for; see [`Search::ends_early`]).
    pub goal_is_end: Option<Side>,
    /// How help play ends after its last move (`hs#`, `hr#`, `reci-h`; `Direct` for `h#`).
    pub help_end: SeriesEnd,
    /// Parry series (`pser-`): a checking series move is answered by the other side.
    pub parry: bool,
    /// `phser-`: the parries are help moves (any parry that leads on makes lines), whatever
    /// the end.
    pub parry_help: bool,
    /// Popeye's `quodlibet` (self and reflex play): the attacker reaching the goal itself
    /// wins too.
    pub quodlibet: bool,
    /// Popeye's `maxflightsquares N` (battle play): an attacker's move after which the
    /// defender's king has more than N moves fails, while the attacker has two or more moves
    /// to come.
    pub max_flights: Option<u32>,
    /// Popeye's `keepmatingpiece`: the side that is to reach the goal; any move after which
    /// it has nothing but kings fails (the goal move too).
    pub keep_mating: Option<Side>,
    /// Popeye's `exact-` in battle play: the goal counts at the stipulation's last move only.
    /// The attacker's earlier goal move wins nothing (direct play), and the defender's
    /// earlier one refutes (self and reflex play); `wins(pos, n)` then means in exactly `n`.
    pub exact: bool,
    /// Popeye's `nontrivial m n` (see [`NonTrivial`]), with what the line played so far has
    /// left of `m`.
    pub non_trivial: Option<NonTrivial>,
    /// Above 0 while lines are held aside (see `parries`).
    quiet: u32,
    /// Moves Popeye cannot decide met so far (see [`Ruleset::undecided`]). A position below
    /// which one was met is not marked dead: each way into it shows its lines again, so
    /// what is shown does not depend on the order (or the threads) the search took.
    undecided: u64,
}

/// Popeye's `nontrivial m n` in battle play. A defence is trivial when the attacker answers
/// it by reaching the goal in `n` more moves (self and reflex play: the defender then reaches
/// it within `n + 1`; direct play: the attacker within `n + 1`): what `defence_fails` says of
/// it with `n + 1` moves. Wherever the defender has `n + 2` or more moves to go (as
/// `defence_fails` counts them), the attacker's move fails if it leaves more than one
/// non-trivial defence, and more than one plus what is `left` of the `m` extra ones the whole
/// line may spend; what this defender position spends (one less than its non-trivial
/// defences; one more is granted where it has none) binds everything below it, the threat
/// included. As in Popeye, whether the attacker wins below such a position is asked at the
/// lengths up to `n` and then at the full length only (a win at a length between, where the
/// rule binds other positions, is not looked for), and the table keeps each length and each
/// `left` apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NonTrivial {
    /// Popeye's `n`.
    pub length: u8,
    /// What is left of Popeye's `m` on the line played so far.
    pub left: u32,
}

impl NonTrivial {
    /// Whether a defender position with `n` moves to go (`defence_fails`'s `n`) counts its
    /// non-trivial defences.
    #[inline]
    fn binds(self, n: u8) -> bool {
        n >= self.length.saturating_add(2)
    }
}

const KILLER_DEPTHS: usize = 64;

/// Moves the moves that satisfy `first` to the front of the list.
fn to_front(list: &mut MoveList, first: impl Fn(&Move) -> bool) {
    let mut front = 0;
    for i in 0..list.len() {
        if first(&list[i]) {
            list.swap(front, i);
            front += 1;
        }
    }
}

/// Moves the move matching `killer` (from, to) to the front of the list.
fn killer_first(list: &mut MoveList, killer: Option<(Square, Square)>) {
    if let Some((from, to)) = killer {
        if let Some(i) = list.iter().position(|m| m.from == from && m.to == to) {
            list.swap(0, i);
        }
    }
}

impl<'a> Search<'a> {
    pub fn new(
        rs: &'a Ruleset,
        goal: Goal,
        battle: Battle,
        table: &'a Table,
        limits: &'a Limits,
    ) -> Search<'a> {
        Search {
            rs,
            goal,
            battle,
            table,
            nodes: 0,
            ticks: 0,
            limits,
            stopped: None,
            on_poll: None,
            stream: None,
            abort: None,
            order: 0,
            popeye_order: false,
            pool: Vec::new(),
            leaf: None,
            killers: [None; KILLER_DEPTHS],
            max_threat: None,
            goal_is_end: None,
            help_end: SeriesEnd::Direct,
            parry: false,
            parry_help: false,
            quodlibet: false,
            max_flights: None,
            keep_mating: None,
            exact: false,
            non_trivial: None,
            quiet: 0,
            undecided: 0,
        }
    }

    fn poll(&mut self) {
        if let Some(cut) = self.limits.passed() {
            self.stopped = Some(cut);
        }
        if self
            .limits
            .enough
            .as_ref()
            .is_some_and(|e| e.load(Ordering::Relaxed))
        {
            self.stopped = Some(Cut::MaxSolutions);
        }
        if let Some(f) = self.on_poll.as_mut() {
            f(self.nodes);
        }
    }

    /// Counts a move judged without being played, looking at the limits every 1024.
    #[inline]
    pub fn tick(&mut self) {
        self.ticks = self.ticks.wrapping_add(1);
        if self.ticks & 0x3FF == 0 {
            self.poll();
        }
    }

    /// Whether the search is stopped, or its work is done elsewhere (see `abort`; the
    /// search then stops).
    pub fn halted(&mut self) -> bool {
        if self.abort.is_some_and(|a| a.load(Ordering::Relaxed)) {
            self.stopped = Some(Cut::Cancelled);
        }
        self.stopped.is_some()
    }

    /// Rotates `list` by this search's move order (see `order`; the plain order leaves it).
    pub fn reorder<T>(&self, list: &mut [T]) {
        if self.order != 0 && list.len() > 1 {
            // The fractional part of order × the golden ratio: helpers' starting points
            // spread evenly over the list, however many there are.
            let turn = (self.order as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
            let by = ((turn * list.len() as u64) >> 32) as usize;
            list.rotate_left(by);
        }
    }

    /// Plays a move, counting the node.
    #[inline]
    pub fn play(&mut self, pos: &Position, mv: &Move) -> Played {
        self.count_node();
        pos.played(mv, self.rs)
    }

    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes & 0xFFF == 0 {
            self.poll();
        }
        // A search whose work is done elsewhere stops at once (the threads of a solve wait
        // for each other at its end): one load of a flag that is written once.
        if self.abort.is_some_and(|a| a.load(Ordering::Relaxed)) {
            self.stopped = Some(Cut::Cancelled);
        }
    }

    /// [`Search::play`] into `next` (a position of the search's own, kept from move to move:
    /// only the board's rows are copied).
    pub fn play_into(&mut self, pos: &Position, mv: &Move, next: &mut Position) {
        self.count_node();
        pos.play_into(mv, self.rs, next)
    }

    pub fn moves(&self, pos: &Position) -> MoveList {
        let mut list = MoveList::with_capacity(48);
        generate_legal(pos, self.rs, &mut list);
        self.in_order(pos, &mut list);
        list
    }

    /// Puts the moves of `pos` just generated in the plain move order (see `popeye_order`).
    #[inline]
    fn in_order(&self, pos: &Position, list: &mut MoveList) {
        if self.popeye_order {
            super::popeye_order::sort(pos, self.rs, list);
        }
    }

    /// Whether the side to move in `pos` has a legal move that does not reach the goal.
    fn some_reply_misses(&mut self, pos: &Position) -> bool {
        let mut buf = self.pool.pop().unwrap_or_default();
        let rs = self.rs;
        let checks = (self.goal == Goal::Mate).then(|| CheckFilter::new(pos, rs));
        let found = any_legal_move_where(pos, rs, &mut buf, |r| {
            if checks.as_ref().is_some_and(|c| !c.may(pos, r)) {
                return true;
            }
            let last = self.play(pos, r);
            !self.reached_by(pos, r, &last)
        });
        self.pool.push(buf);
        found
    }

    pub fn has_moves(&mut self, pos: &Position) -> bool {
        // Mate tests run at nearly every leaf: their scratch list comes from the pool.
        let mut buf = self.pool.pop().unwrap_or_default();
        let found = has_legal_move(pos, self.rs, &mut buf);
        self.pool.push(buf);
        found
    }

    /// Whether the move that led to `pos` reached the goal against the side now to move: for
    /// the goals of the position alone (`#`, `=`, `==`, `##`, `!=`, `+`, …; see
    /// [`Goal::of_position`]). [`Search::reached_by`] decides every goal.
    pub fn reached(&mut self, pos: &Position) -> bool {
        match self.goal {
            // The hot cases first, with the pool's list.
            Goal::Mate => {
                in_check(pos, pos.side_to_move(), self.rs)
                    && !self.has_moves(pos)
                    && !suffocated(pos, self.rs)
            }
            Goal::Stalemate => {
                (!in_check(pos, pos.side_to_move(), self.rs) || suffocated(pos, self.rs))
                    && !self.has_moves(pos)
            }
            goal => {
                let mut buf = self.pool.pop().unwrap_or_default();
                let reached = position_goal(goal, self.rs, pos, &mut buf);
                self.pool.push(buf);
                reached
            }
        }
    }

    /// Whether `mv`, played from `before` to `after`, reached the goal.
    #[inline]
    pub fn reached_by(&mut self, before: &Position, mv: &Move, after: &Position) -> bool {
        // (`keepmatingpiece`: a move leaving the goal's side bare reaches nothing.)
        !self.goal_side_bare(after) && self.reached_goal_by(self.goal, before, mv, after)
    }

    fn reached_goal_by(
        &mut self,
        goal: Goal,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> bool {
        if goal == self.goal && matches!(goal, Goal::Mate | Goal::Stalemate) {
            return self.reached(after);
        }
        let mut buf = self.pool.pop().unwrap_or_default();
        let reached = goal_reached(goal, self.rs, before, mv, after, &mut buf);
        self.pool.push(buf);
        reached
    }

    /// With `goalisend`, whether `mv` is the wrong side's and reaches the goal, ending the
    /// play: the line fails.
    /// With `keepmatingpiece`, whether `mv` leaves the side to reach the goal bare: the line
    /// fails too.
    pub(super) fn ends_early(&mut self, before: &Position, mv: &Move, after: &Position) -> bool {
        self.goal_side_bare(after)
            || (self.goal_is_end == Some(before.side_to_move())
                && !self.goal.ends_play()
                && self.reached_by(before, mv, after))
    }

    /// Whether the side to move could reach the goal with one move.
    pub(super) fn can_reach(&mut self, pos: &Position) -> bool {
        let mut list = self.pool.pop().unwrap_or_default();
        list.clear();
        let rs = self.rs;
        // A mate gives check: only the moves that may give check are played and tested (in
        // help-reflex play this test is made at every node, where most moves give none).
        if self.goal == Goal::Mate {
            let checks = CheckFilter::new(pos, rs);
            generate_legal_checking(pos, rs, &mut list, &checks);
        } else {
            generate_legal(pos, rs, &mut list);
        }
        let reached = list.iter().any(|mv| {
            let after = self.play(pos, mv);
            self.reached_by(pos, mv, &after)
        });
        self.pool.push(list);
        reached
    }

    // ----- battle play -----

    /// Whether the side to move (the attacker) wins in at most `n` of its moves (with
    /// `nontrivial`: at the lengths Popeye tries, see [`NonTrivial`]).
    pub fn wins(&mut self, pos: &Position, n: u8) -> bool {
        match self.non_trivial {
            Some(nt) if n > 1 => {
                let short = nt.length.min(n - 1);
                (1..=short).any(|k| self.wins_at(pos, k)) || self.wins_at(pos, n)
            }
            _ => self.wins_at(pos, n),
        }
    }

    /// `wins` at the length `n` alone (which counts shorter wins too, but with `nontrivial`
    /// binds the defender positions as they stand `n` moves from the end).
    fn wins_at(&mut self, pos: &Position, n: u8) -> bool {
        if self.stopped.is_some() || n == 0 {
            return false;
        }
        // (A defender position below binds with `nontrivial` where it has n + 2 or more
        // moves to go: in direct play one less than the attacker's `n`.)
        let below = match self.battle {
            Battle::Direct => n - 1,
            _ => n,
        };
        let key = pos.hash() ^ SALT_BATTLE ^ self.length_salt(n) ^ self.budget_salt(below);
        match self.table.probe(key, n) {
            Known::Win => return true,
            Known::Loss => return false,
            Known::Unknown => {}
        }
        let result = if self.battle == Battle::Reflex && self.can_reach(pos) {
            // The attacker must take the goal himself: the reflex line fails (with
            // `quodlibet` it wins).
            self.quodlibet
        } else {
            let mut won = false;
            let mate_in_one = n == 1 && self.goal == Goal::Mate && self.battle == Battle::Direct;
            let mut moves = self.attack_list(pos);
            if n > 1 || self.battle != Battle::Direct {
                // Checks first: a forced mate usually runs through them (in self and reflex
                // play too: a check leaves the defender fewer moves to force).
                let checks = CheckFilter::new(pos, self.rs);
                to_front(&mut moves, |m| checks.may(pos, m));
            }
            killer_first(&mut moves, self.killers[n as usize % KILLER_DEPTHS]);
            let checks = mate_in_one.then(|| CheckFilter::new(pos, self.rs));
            for mv in moves.iter().copied() {
                if checks.as_ref().is_some_and(|c| !c.may(pos, &mv)) {
                    continue;
                }
                if self.move_wins(pos, &mv, n) {
                    self.killers[n as usize % KILLER_DEPTHS] = Some((mv.from, mv.to));
                    won = true;
                    break;
                }
                if self.stopped.is_some() {
                    break;
                }
            }
            self.give_list(moves);
            won
        };
        if self.stopped.is_none() {
            self.table.store(key, n, result);
        }
        result
    }

    /// Whether the attacker's `mv` wins with `n` moves, itself included.
    pub fn move_wins(&mut self, pos: &Position, mv: &Move, n: u8) -> bool {
        let after = self.play(pos, mv);
        if self.goal_side_bare(&after) {
            return false;
        }
        match self.battle {
            Battle::Direct => {
                // (`exact-`: a goal move before the last is no win, and the play goes on.)
                (self.reached_by(pos, mv, &after) && (n == 1 || !self.exact))
                    || (n > 1 && self.defence_fails(&after, n - 1))
            }
            _ => {
                (self.quodlibet && self.reached_by(pos, mv, &after))
                    || (!self.ends_early(pos, mv, &after) && self.defence_fails(&after, n))
            }
        }
    }

    /// With the defender to move: whether every defence loses, the attacker having `n` more
    /// moves (direct play), or the defender having to reach the goal within `n` moves (self and
    /// reflex play).
    pub fn defence_fails(&mut self, pos: &Position, n: u8) -> bool {
        if self.stopped.is_some() {
            return false;
        }
        // Defender nodes are remembered too (the same bounds hold: a defence that fails
        // against n moves fails against more): building trees asks about them again and again.
        let key = pos.hash() ^ SALT_DEFENCE ^ self.length_salt(n) ^ self.budget_salt(n);
        match self.table.probe(key, n) {
            Known::Win => return true,
            Known::Loss => return false,
            Known::Unknown => {}
        }
        let result = match self.non_trivial {
            Some(nt) if nt.binds(n) => self.bound_defence_fails(pos, n, nt),
            _ => self.defence_fails_here(pos, n),
        };
        if self.stopped.is_none() {
            self.table.store(key, n, result);
        }
        result
    }

    /// `defence_fails` where `nontrivial` binds: the attacker's move fails when the defender
    /// has too many non-trivial defences, else the play goes on with what is left.
    fn bound_defence_fails(&mut self, pos: &Position, n: u8, nt: NonTrivial) -> bool {
        // (A defender bound to reach the goal and able to has no other defence.)
        if self.battle.defender_bound() && self.can_reach(pos) {
            return self.defence_fails_here(pos, n);
        }
        let count = self.non_trivial_defences(pos, nt);
        if count > nt.left + 1 {
            return false;
        }
        self.non_trivial = Some(NonTrivial {
            left: nt.left + 1 - count,
            ..nt
        });
        let result = self.defence_fails_here(pos, n);
        self.non_trivial = Some(nt);
        result
    }

    /// The defender's non-trivial defences from `pos` (see [`NonTrivial`]), counted up to one
    /// more than the attacker may allow.
    pub(super) fn non_trivial_defences(&mut self, pos: &Position, nt: NonTrivial) -> u32 {
        let most = nt.left + 2;
        let n = nt.length + 1;
        let defences = self.defence_list(pos);
        let mut count = 0;
        for d in defences.iter() {
            let after = self.play(pos, d);
            if !self.defence_loses(pos, d, &after, n) {
                count += 1;
                if count >= most || self.stopped.is_some() {
                    break;
                }
            }
        }
        self.give_list(defences);
        count
    }

    /// `defence_fails` without `nontrivial`'s count at `pos`.
    fn defence_fails_here(&mut self, pos: &Position, n: u8) -> bool {
        if self.lacks_threat(pos, n) {
            return false;
        }
        // The forced last move of self play: the defence fails when every reply reaches the
        // goal, and usually the first legal reply already does not (no list, no legality of
        // the other replies).
        if n == 1
            && self.battle == Battle::Self_
            && !matches!(
                self.goal,
                Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate
            )
            && self.some_reply_misses(pos)
        {
            return false;
        }
        let mut defences = self.defence_list(pos);
        // Captures first: a defence that takes an attacking piece refutes most often.
        to_front(&mut defences, |d| d.captured.is_some());
        let result = self.defences_fail(pos, n, &mut defences);
        self.give_list(defences);
        result
    }

    /// With the defender to move and `n` as in `defence_fails`: whether `max_threat` rules the
    /// attacker's last move out, the defender having defended by the lack of a short threat.
    fn lacks_threat(&mut self, pos: &Position, n: u8) -> bool {
        let Some(most) = self.max_threat else {
            return false;
        };
        // The attacker's moves still to come: in self and reflex play the last of the `n`
        // moves is the defender's forced one.
        let left = match self.battle {
            Battle::Direct => n,
            _ => n.saturating_sub(1),
        };
        if left < most || in_check(pos, pos.side_to_move(), self.rs) {
            return false;
        }
        !self.wins(&threat_pass(pos, self.rs), most)
    }

    /// With the defender to move and `n` as in `defence_fails`: whether `max_flights` rules
    /// the attacker's last move out, the defender's king having too many moves (flights; every
    /// move counts when it has no king, as in Popeye).
    pub(super) fn too_many_flights(&mut self, pos: &Position, n: u8) -> bool {
        let Some(most) = self.max_flights else {
            return false;
        };
        // The attacker's moves still to come, as for `threat`: at least two.
        let left = match self.battle {
            Battle::Direct => n,
            _ => n.saturating_sub(1),
        };
        if left < 2 {
            return false;
        }
        let king = pos.king(pos.side_to_move());
        let moves = self.take_list(pos);
        let flights = moves
            .iter()
            .filter(|m| king.is_none_or(|k| m.from == k))
            .count();
        self.give_list(moves);
        flights > most as usize
    }

    /// What sets a table entry of length `n` apart: nothing, as a win in n moves is a win in
    /// more; with `max_flights`, `exact` and `nontrivial` each length has entries of its own,
    /// the rule depending on the moves left (a win in 2 may be none in 3).
    #[inline]
    fn length_salt(&self, n: u8) -> u64 {
        if self.max_flights.is_some() || self.exact || self.non_trivial.is_some() {
            u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        } else {
            0
        }
    }

    /// With `nontrivial`: what sets apart the entries of a question whose defender positions
    /// have up to `n` moves to go, where the rule binds them (what is left of `m` then counts).
    #[inline]
    fn budget_salt(&self, n: u8) -> u64 {
        match self.non_trivial {
            Some(nt) if nt.binds(n) => {
                u64::from(nt.left.wrapping_add(1)).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            }
            _ => 0,
        }
    }

    /// `keepmatingpiece`: whether the side to reach the goal has nothing but kings in `pos`
    /// (the move that led there fails).
    #[inline]
    pub(super) fn goal_side_bare(&self, pos: &Position) -> bool {
        let Some(side) = self.keep_mating else {
            return false;
        };
        !pos.pieces()
            .any(|(_, p)| p.colour().movable_by(side) && !p.is(crate::rules::PieceKind::King))
    }

    fn defences_fail(&mut self, pos: &Position, n: u8, defences: &mut MoveList) -> bool {
        if defences.is_empty() {
            // A defender left with moves Popeye's legality test answers as lost (see
            // `Undecided::forfeits`) loses; without any, it has no defence.
            return self.rs.uses(Hooks::UNDECIDED) && self.rs.undecided(pos, &[]).forfeits;
        }
        // (`exact-`: a goal move of the defender's before the last refutes.)
        let early = self.exact && n > 1;
        if self.battle.defender_bound() {
            for d in defences.iter() {
                let after = self.play(pos, d);
                if self.reached_by(pos, d, &after) {
                    // The defender must take the goal.
                    return !early;
                }
            }
        }
        // (After the reflex obligation: a defender bound to reach the goal has no flight.)
        if self.too_many_flights(pos, n) {
            return false;
        }
        for d in defences.iter() {
            let after = self.play(pos, d);
            if !self.defence_loses(pos, d, &after, n) || self.stopped.is_some() {
                return false;
            }
        }
        true
    }

    /// Whether the defence `d` from `pos`, leaving `after`, loses with `n` moves as
    /// `defence_fails` counts them (the reflex obligation aside).
    fn defence_loses(&mut self, pos: &Position, d: &Move, after: &Position, n: u8) -> bool {
        if self.goal_side_bare(after) {
            return false;
        }
        match self.battle {
            Battle::Direct => !self.ends_early(pos, d, after) && self.wins(after, n),
            _ => {
                if self.reached_by(pos, d, after) {
                    // (`exact-`: a goal move of the defender's before the last refutes.)
                    !(self.exact && n > 1)
                } else {
                    n > 1 && self.wins(after, n - 1)
                }
            }
        }
    }

    /// The defences that beat the attacker's `mv` (played from `pos`) with `n` moves, up to
    /// `most` of them (the search stops there: one more than a try may have), in the order
    /// the moves are generated.
    pub fn refutations(&mut self, pos: &Position, mv: &Move, n: u8, most: usize) -> Vec<Move> {
        let after = self.play(pos, mv);
        if (self.battle == Battle::Direct || self.quodlibet)
            && (n == 1 || !self.exact)
            && self.reached_by(pos, mv, &after)
        {
            return Vec::new();
        }
        let left = if self.battle == Battle::Direct {
            n - 1
        } else {
            n
        };
        // `nontrivial`: a move leaving too many non-trivial defences fails before any
        // defence (no try, as in Popeye); else what it spends binds the refutations.
        let saved = self.non_trivial;
        if let Some(nt) = saved.filter(|nt| nt.binds(left)) {
            if !(self.battle.defender_bound() && self.can_reach(&after)) {
                let count = self.non_trivial_defences(&after, nt);
                if count > nt.left + 1 {
                    return Vec::new();
                }
                self.non_trivial = Some(NonTrivial {
                    left: nt.left + 1 - count,
                    ..nt
                });
            }
        }
        let found = self.refutations_below(&after, n, left, most);
        self.non_trivial = saved;
        found
    }

    /// `refutations` once the attacker's move is played (`left` moves to go for the
    /// defender, as `defence_fails` counts them).
    fn refutations_below(&mut self, after: &Position, n: u8, left: u8, most: usize) -> Vec<Move> {
        let after = *after;
        // A move without a short enough threat fails before any defence: no try.
        if left > 0 && (self.lacks_threat(&after, left) || self.too_many_flights(&after, left)) {
            return Vec::new();
        }
        let defences = self.moves(&after);
        if self.exact && n > 1 && self.battle.defender_bound() {
            // (`exact-` reflex play: a defender that can reach the goal too early must, and
            // refutes with each such move.)
            let early: Vec<Move> = defences
                .iter()
                .filter(|d| {
                    let next = self.play(&after, d);
                    self.reached_by(&after, d, &next)
                })
                .take(most)
                .copied()
                .collect();
            if !early.is_empty() {
                return early;
            }
        }
        // In the order the verdict tried them (captures first): the defences it proved lose,
        // and the refutation it found, are then known before any new one is searched.
        let mut order: Vec<usize> = (0..defences.len()).collect();
        order.sort_by_key(|&i| defences[i].captured.is_none());
        let mut found = Vec::new();
        for i in order {
            let next = self.play(&after, &defences[i]);
            if self.goal_side_bare(&next) {
                found.push(i);
                if found.len() >= most {
                    break;
                }
                continue;
            }
            // Shortest first: most defences that are no refutation lose to a short win,
            // found sooner than a long one (and the tree asks for the shortest anyway).
            let holds = match self.battle {
                Battle::Direct => {
                    n > 1
                        && !self.ends_early(&after, &defences[i], &next)
                        && self.shortest_win(&next, n - 1).is_some()
                }
                _ => {
                    if self.reached_by(&after, &defences[i], &next) {
                        n == 1 || !self.exact
                    } else {
                        n > 1 && self.shortest_win(&next, n - 1).is_some()
                    }
                }
            };
            if !holds {
                found.push(i);
                if found.len() >= most {
                    break;
                }
            }
        }
        found.sort_unstable();
        found.into_iter().map(|i| defences[i]).collect()
    }

    /// The smallest number of moves in `1..=max` the attacker needs from `pos`, if any
    /// (`exact-`: `max` or none).
    pub fn shortest_win(&mut self, pos: &Position, max: u8) -> Option<u8> {
        (self.shortest(max)..=max).find(|&k| self.wins(pos, k))
    }

    /// The fewest moves a win may take where `max` are left: 1, or `max` with `exact-`.
    pub fn shortest(&self, max: u8) -> u8 {
        if self.exact {
            max.max(1)
        } else {
            1
        }
    }

    // ----- help play -----

    /// Collects every line of exactly `plies` plies from `pos` whose last move reaches the goal
    /// (or ends as `help_end` says: `hs#`, `hr#`, `reci-h`). Returns whether any was found.
    pub fn help(
        &mut self,
        pos: &Position,
        plies: u8,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        if self.stopped.is_some() || self.full(out) {
            return false;
        }
        if plies == 0 {
            // `reci-h#1`, `hs#0.5`, `hr#1.5`'s short solution: the end is played from the
            // start.
            return match self.help_end {
                SeriesEnd::Reci(g) => self.reci_end(pos, g, line, out),
                SeriesEnd::Self_ | SeriesEnd::Reflex | SeriesEnd::Help | SeriesEnd::HelpSelf => {
                    self.end_replies(pos, self.help_end, line, out)
                }
                SeriesEnd::Direct => false,
            };
        }
        let key = pos.hash() ^ SALT_HELP;
        if self.table.is_dead(key, plies) {
            return false;
        }
        // Help-reflex play: whoever can reach the goal in one move must, which ends the play
        // too soon (or, for the last help move's side, wrongly).
        if self.help_end == SeriesEnd::Reflex && self.can_reach(pos) {
            self.table.mark_dead(key, plies);
            return false;
        }
        // A move of the side aiming at the goal that reaches it before the last ends the play
        // (goals that leave moves: `x`, `+`, `z`, …).
        let early_end = plies > 1 && self.goal_side_moves(plies) && !self.goal.ends_play();
        let mut found = false;
        let undecided_before = self.undecided;
        let mate_in_one =
            plies == 1 && self.goal == Goal::Mate && self.help_end == SeriesEnd::Direct;
        let moves = if mate_in_one {
            self.take_checking_list(pos)
        } else if plies == 1 && self.help_end == SeriesEnd::Direct {
            self.take_final_list(pos)
        } else {
            self.take_list(pos)
        };
        let undecided = self.rs.undecided(pos, &moves);
        self.remarked(out, line, &undecided, &moves);
        // The checking list holds only the moves that may give check.
        for mv in moves.iter().copied() {
            if undecided.refuted.contains(&mv) {
                self.undecided_line(out, line, mv);
                continue;
            }
            let after = self.play(pos, &mv);
            if early_end && self.reached_by(pos, &mv, &after) {
                continue;
            }
            if self.ends_early(pos, &mv, &after) {
                continue;
            }
            if self.self_end_early(plies, &after) {
                continue;
            }
            line.push(mv);
            if plies == 1 {
                found |= self.series_end(pos, &mv, &after, self.help_end, line, out);
            } else if self.help(&after, plies - 1, line, out) {
                found = true;
            }
            line.pop();
            if self.stopped.is_some() || self.full(out) {
                self.give_list(moves);
                return found;
            }
        }
        self.give_list(moves);
        if !found && self.undecided == undecided_before {
            self.table.mark_dead(key, plies);
        }
        found
    }

    /// The attacker's moves in battle play: in direct play those of `take_final_list` (a
    /// `##` may leave the mover's king in check).
    pub(super) fn attack_list(&mut self, pos: &Position) -> MoveList {
        if self.battle == Battle::Direct {
            self.take_final_list(pos)
        } else {
            self.take_list(pos)
        }
    }

    /// The defender's moves in battle play: in self and reflex play those of
    /// `take_final_list` (the defender's `##` may leave its king in check).
    pub(super) fn defence_list(&mut self, pos: &Position) -> MoveList {
        if self.battle.is_self() {
            self.take_final_list(pos)
        } else {
            self.take_list(pos)
        }
    }

    /// `defence_list` as a list of its own.
    pub fn defences(&mut self, pos: &Position) -> MoveList {
        let list = self.defence_list(pos);
        let out = list.clone();
        self.give_list(list);
        out
    }

    /// `attack_list` as a list of its own.
    pub fn attacks(&mut self, pos: &Position) -> MoveList {
        let list = self.attack_list(pos);
        let out = list.clone();
        self.give_list(list);
        out
    }

    /// Whether in help play with `plies` left the side to move is the one aiming at the goal:
    /// the last mover of `h` play (`hs` and `hr`, whose goal is the other side's, go on: Popeye
    /// lists `1.Rg7-c7 g2-g1=B +   2.Rh4-d4 + Bg1*d4 +` as an `hs+2`).
    fn goal_side_moves(&self, plies: u8) -> bool {
        match self.help_end {
            SeriesEnd::Direct => plies % 2 == 1,
            _ => false,
        }
    }

    /// Help-self play (`hs`): whether a move of the side that makes the last help move,
    /// `plies` before the end and not the last, leaves the other side forced to reach the
    /// goal: the self end holds there, the play ends (a shorter solution) and goes on no
    /// further (`hs~2` lists the lines of `hs~1` only).
    fn self_end_early(&mut self, plies: u8, after: &Position) -> bool {
        self.help_end == SeriesEnd::Self_
            && plies > 1
            && plies % 2 == 1
            && self.end_holds(after, SeriesEnd::Self_)
    }

    /// The legal moves of `pos` in a list from the pool (no allocation once warm), in the
    /// search's move order.
    pub(super) fn take_list(&mut self, pos: &Position) -> MoveList {
        let mut list = self.pool.pop().unwrap_or_default();
        list.clear();
        generate_legal(pos, self.rs, &mut list);
        self.in_order(pos, &mut list);
        self.reorder(&mut list);
        list
    }

    /// The legal moves of `pos` that may give check (the only ones that can mate), in a list
    /// from the pool: legality is judged for those only.
    pub(super) fn take_checking_list(&mut self, pos: &Position) -> MoveList {
        let mut list = self.pool.pop().unwrap_or_default();
        list.clear();
        let rs = self.rs;
        let checks = CheckFilter::new(pos, rs);
        generate_legal_checking(pos, rs, &mut list, &checks);
        self.in_order(pos, &mut list);
        self.reorder(&mut list);
        list
    }

    pub(super) fn give_list(&mut self, list: MoveList) {
        self.pool.push(list);
    }

    /// The legal moves of `pos` for a move that may end the play: with the goals that have the
    /// side that moves stand in check (`##`, `##!`, `!#`), also the moves that leave its king
    /// in check and reach the goal, as Popeye allows them.
    pub(super) fn take_final_list(&mut self, pos: &Position) -> MoveList {
        let mut list = self.take_list(pos);
        if matches!(
            self.goal,
            Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate
        ) {
            let mut candidates = MoveList::new();
            generate_candidates(pos, self.rs, &mut candidates);
            for mv in candidates {
                let after = pos.played(&mv, self.rs);
                if in_check(&after, pos.side_to_move(), self.rs)
                    && self.reached_by(pos, &mv, &after)
                {
                    list.push(mv);
                }
            }
        }
        list
    }

    /// Help play below the first moves `prefix` (one or more, each legal where it is played):
    /// the lines of `plies` plies that start with them. Threads share a problem out by such
    /// prefixes (see `parallel`).
    pub fn help_from(&mut self, pos: &Position, prefix: &[Move], plies: u8, out: &mut Lines) {
        // `hs` from a position where the other side is already forced to reach the goal: the
        // play ends at once (`hs~1.5` lists the lines of `hs~0.5` only).
        if self.help_end == SeriesEnd::Self_
            && plies > 0
            && plies.is_multiple_of(2)
            && self.end_holds(pos, SeriesEnd::Self_)
        {
            return;
        }
        let mut line = Vec::with_capacity(plies as usize + 2);
        self.help_prefix(pos, prefix, plies, &mut line, out);
    }

    fn help_prefix(
        &mut self,
        pos: &Position,
        prefix: &[Move],
        plies: u8,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) {
        let Some((mv, rest)) = prefix.split_first() else {
            self.help(pos, plies, line, out);
            return;
        };
        if plies == 0 {
            // No help move before the end (its first moves are the end's).
            match self.help_end {
                SeriesEnd::Reci(g) => self.reci_end_below(pos, g, mv, line, out),
                SeriesEnd::Direct => {}
                end => {
                    let mut all = Lines::new(usize::MAX);
                    let stream = self.stream.take();
                    self.quiet += 1;
                    self.end_replies(pos, end, line, &mut all);
                    self.quiet -= 1;
                    self.stream = stream;
                    for l in all.iter().filter(|l| l[line.len()] == *mv) {
                        self.found(out, l);
                    }
                }
            }
            return;
        }
        if plies == 1
            && self.goal == Goal::Mate
            && self.help_end == SeriesEnd::Direct
            && !may_give_check(pos, mv, self.rs)
        {
            return;
        }
        if self.help_end == SeriesEnd::Reflex && self.can_reach(pos) {
            return;
        }
        self.remarked_once(pos, mv, line, out);
        if self.undecided_at(pos, mv) {
            self.undecided_line(out, line, *mv);
            return;
        }
        let after = self.play(pos, mv);
        if plies > 1
            && self.goal_side_moves(plies)
            && !self.goal.ends_play()
            && self.reached_by(pos, mv, &after)
        {
            return;
        }
        if self.ends_early(pos, mv, &after) {
            return;
        }
        if self.self_end_early(plies, &after) {
            return;
        }
        line.push(*mv);
        if plies == 1 {
            self.series_end(pos, mv, &after, self.help_end, line, out);
        } else {
            self.help_prefix(&after, rest, plies - 1, line, out);
        }
        line.pop();
    }

    /// Series play below the first moves `prefix` of the series (as `help_from`).
    pub fn series_from(
        &mut self,
        pos: &Position,
        prefix: &[Move],
        k: u8,
        end: SeriesEnd,
        out: &mut Lines,
    ) {
        let mut line = Vec::with_capacity(k as usize + 1);
        self.series_prefix(pos, prefix, k, end, &mut line, out);
    }

    fn series_prefix(
        &mut self,
        pos: &Position,
        prefix: &[Move],
        k: u8,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) {
        let Some((mv, rest)) = prefix.split_first() else {
            self.series(pos, k, end, line, out);
            return;
        };
        if let (SeriesEnd::Reci(g), 0) = (end, k) {
            // (The end's first move: threads share a series of no move out by it.)
            self.reci_end_below(pos, g, mv, line, out);
            return;
        }
        let side = pos.side_to_move();
        self.remarked_once(pos, mv, line, out);
        if self.undecided_at(pos, mv) {
            self.undecided_line(out, line, *mv);
            return;
        }
        let after = self.play(pos, mv);
        if k > 1
            && end == SeriesEnd::Direct
            && !self.goal.ends_play()
            && self.reached_by(pos, mv, &after)
        {
            return;
        }
        if self.ends_early(pos, mv, &after) {
            return;
        }
        line.push(*mv);
        if k == 1 && !end.after_series() {
            self.series_end(pos, mv, &after, end, line, out);
        } else if !in_check(&after, side.opponent(), self.rs) {
            if !self.end_holds(&after, end) {
                let next = pass(&after, side, self.rs);
                self.series_prefix(&next, rest, k - 1, end, line, out);
            }
        } else if self.parry && !self.end_holds(&after, end) {
            // (Parry series are not split beyond their first move: see `first_moves`.)
            self.parries(&after, k, end, line, out);
        }
        line.pop();
    }

    /// Keeps `line` in `out`, and tells `stream` when it is kept.
    pub(super) fn found(&self, out: &mut Lines, line: &[Move]) {
        if out.push(line) {
            if let Some(stream) = self.stream {
                stream(line);
            }
        }
    }

    /// Keeps `line` and `mv` after it, a move Popeye cannot decide (see
    /// [`Ruleset::undecided`]): shown where the solution's lines are (not where lines are
    /// held aside to be judged), never played on.
    fn undecided_line(&mut self, out: &mut Lines, line: &mut Vec<Move>, mv: Move) {
        self.undecided += 1;
        if self.quiet == 0 {
            line.push(mv);
            out.push_undecided(line);
            line.pop();
        }
    }

    /// Keeps the lines of `line` followed by each move of `undecided` that is not among
    /// `legal` (the loop over them meets none): a refuted one with its remark, an unjudged one
    /// with its own.
    fn remarked(
        &mut self,
        out: &mut Lines,
        line: &mut Vec<Move>,
        undecided: &Undecided,
        legal: &[Move],
    ) {
        for mv in undecided.beyond(legal) {
            if undecided.refuted.contains(&mv) {
                self.undecided_line(out, line, mv);
            } else {
                self.undecided += 1;
                if self.quiet == 0 {
                    line.push(mv);
                    out.push_unjudged(line);
                    line.pop();
                }
            }
        }
    }

    /// Below the first move of a line shared out by its first moves (`prefix`es), the lines
    /// of `remarked` at `pos`: kept with the prefix's item whose move `mv` is the first legal
    /// move there, so that they are kept once. (The first moves' are kept by the caller.)
    fn remarked_once(&mut self, pos: &Position, mv: &Move, line: &mut Vec<Move>, out: &mut Lines) {
        if line.is_empty() || !self.rs.uses(Hooks::UNDECIDED) {
            return;
        }
        let legal = self.moves(pos);
        if legal.first() == Some(mv) {
            let undecided = self.rs.undecided(pos, &legal);
            self.remarked(out, line, &undecided, &legal);
        }
    }

    /// Whether `mv`, legal in `pos`, is a move Popeye cannot decide.
    fn undecided_at(&self, pos: &Position, mv: &Move) -> bool {
        self.rs.uses(Hooks::UNDECIDED)
            && self
                .rs
                .undecided(pos, &self.moves(pos))
                .refuted
                .contains(mv)
    }

    pub(super) fn full(&self, out: &Lines) -> bool {
        self.quiet == 0
            && self
                .limits
                .max_solutions
                .is_some_and(|m| out.found() >= m as u64)
    }

    // ----- series play -----

    /// Collects every series of `k` moves of the side to move, ending as `end` says.
    pub fn series(
        &mut self,
        pos: &Position,
        k: u8,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        if self.stopped.is_some() || self.full(out) {
            return false;
        }
        if let (SeriesEnd::Reci(g), 0) = (end, k) {
            // `ser-reci-h`: the series done, the series side to move again plays the end.
            return self.reci_end(pos, g, line, out);
        }
        let key = pos.hash() ^ SALT_SERIES ^ end.code() << 56;
        if self.table.is_dead(key, k) {
            return false;
        }
        // Series reflex play: the series side must reach the goal when it can.
        if end == SeriesEnd::Reflex && self.can_reach(pos) {
            self.table.mark_dead(key, k);
            return false;
        }
        let side = pos.side_to_move();
        let mut found = false;
        let undecided_before = self.undecided;
        let moves = if k == 1 && end == SeriesEnd::Direct {
            self.take_final_list(pos)
        } else {
            self.take_list(pos)
        };
        let early_end = k > 1 && end == SeriesEnd::Direct && !self.goal.ends_play();
        let undecided = self.rs.undecided(pos, &moves);
        self.remarked(out, line, &undecided, &moves);
        for &mv in moves.iter() {
            if undecided.refuted.contains(&mv) {
                self.undecided_line(out, line, mv);
                continue;
            }
            let after = self.play(pos, &mv);
            if early_end && self.reached_by(pos, &mv, &after) {
                // The goal reached before the series' last move ends the play.
                continue;
            }
            if self.ends_early(pos, &mv, &after) {
                continue;
            }
            line.push(mv);
            if k == 1 && !end.after_series() {
                found |= self.series_end(pos, &mv, &after, end, line, out);
            } else if !in_check(&after, side.opponent(), self.rs) {
                if !self.end_holds(&after, end) {
                    let next = pass(&after, side, self.rs);
                    found |= self.series(&next, k - 1, end, line, out);
                }
            } else if self.parry && !self.end_holds(&after, end) {
                found |= self.parries(&after, k, end, line, out);
            }
            line.pop();
            if self.stopped.is_some() || self.full(out) {
                break;
            }
        }
        self.give_list(moves);
        if self.stopped.is_some() || self.full(out) {
            return found;
        }
        if !found && self.undecided == undecided_before {
            self.table.mark_dead(key, k);
        }
        found
    }

    /// Parry series: the other side's moves out of the check the series move (the `k`th from
    /// the end) gave, each followed by the rest of the series. In `pser-h` the other side
    /// helps: any parry that leads on makes lines. Otherwise it defends: every parry must
    /// lead on (it has one at least), and each makes its lines.
    fn parries(
        &mut self,
        after: &Position,
        k: u8,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let parries = self.take_list(after);
        // In self and reflex ends the goal is the parrying side's: a parry that reaches it
        // ends the line there, a shorter solution (Popeye's `pser-s=2` lists
        // `1.Qg6-c6 + Kc7*c6 =`).
        let goal_parry = matches!(end, SeriesEnd::Self_ | SeriesEnd::Reflex);
        if end == SeriesEnd::Help || self.parry_help {
            let mut found = false;
            for &p in parries.iter() {
                let next = self.play(after, &p);
                line.push(p);
                if goal_parry && self.reached_by(after, &p, &next) {
                    self.found(out, line);
                    found = true;
                } else {
                    found |= self.series(&next, k - 1, end, line, out);
                }
                line.pop();
                if self.stopped.is_some() || self.full(out) {
                    break;
                }
            }
            self.give_list(parries);
            return found;
        }
        // Defences: the lines are kept aside until every parry is known to lead on.
        let mut held = Lines::new(usize::MAX);
        let mut all = !parries.is_empty();
        for &p in parries.iter() {
            let next = self.play(after, &p);
            line.push(p);
            let leads = if goal_parry && self.reached_by(after, &p, &next) {
                held.push(line);
                true
            } else {
                self.series_quiet(&next, k - 1, end, line, &mut held)
            };
            line.pop();
            if !leads || self.stopped.is_some() {
                all = false;
                break;
            }
        }
        self.give_list(parries);
        if all {
            for l in held.iter() {
                self.found(out, l);
            }
        }
        all
    }

    /// `series` into `held` without telling `stream` (the lines are not yet known to count).
    fn series_quiet(
        &mut self,
        pos: &Position,
        k: u8,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        held: &mut Lines,
    ) -> bool {
        let stream = self.stream.take();
        // `full` must not stop the search on the held lines' count.
        self.quiet += 1;
        let found = self.series(pos, k, end, line, held);
        self.quiet -= 1;
        self.stream = stream;
        found
    }

    /// The replies of the side forced to reach the goal in `pos` (the end of `ser-s`): its
    /// legal moves, with the goals that have the side that moves stand in check (`##`, `##!`,
    /// `!#`) also the moves that leave its king in check and reach the goal, as in
    /// `take_final_list` (`ser-s##!1`: a mated king's counter-mate).
    fn forced_replies(&mut self, pos: &Position) -> MoveList {
        if !matches!(
            self.goal,
            Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate
        ) {
            return self.moves(pos);
        }
        let list = self.take_final_list(pos);
        let replies = list.clone();
        self.give_list(list);
        replies
    }

    /// Whether, after a series move that leaves `after`, a self or reflex end already holds:
    /// the other side would be forced (`ser-s`) or bound (`ser-r`) to reach the goal, so the
    /// series ends there (a shorter solution) and does not go on.
    fn end_holds(&mut self, after: &Position, end: SeriesEnd) -> bool {
        match end {
            SeriesEnd::Self_ => {
                let replies = self.forced_replies(after);
                !replies.is_empty()
                    && replies.iter().all(|r| {
                        let last = self.play(after, r);
                        self.reached_by(after, r, &last)
                    })
            }
            SeriesEnd::Reflex => self.can_reach(after),
            _ => false,
        }
    }

    /// The end of a series or of help play, after its last move `mv` (already in `line`),
    /// played from `before` to `after`.
    fn series_end(
        &mut self,
        before: &Position,
        mv: &Move,
        after: &Position,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        match end {
            SeriesEnd::Direct => {
                if self.reached_by(before, mv, after) {
                    self.found(out, line);
                    return true;
                }
                false
            }
            SeriesEnd::Reflex if self.can_reach(before) => {
                // The side that made the last move could have reached the goal itself: it
                // had to.
                false
            }
            SeriesEnd::Help | SeriesEnd::Reflex | SeriesEnd::Self_ => {
                self.end_replies(after, end, line, out)
            }
            SeriesEnd::HelpSelf => {
                // The other side's move, then the series side's forced one.
                let mut found = false;
                let replies = self.take_list(after);
                for &r in replies.iter() {
                    let next = self.play(after, &r);
                    if self.ends_early(after, &r, &next) {
                        continue;
                    }
                    line.push(r);
                    found |= self.end_replies(&next, SeriesEnd::Self_, line, out);
                    line.pop();
                    if self.stopped.is_some() || self.full(out) {
                        break;
                    }
                }
                self.give_list(replies);
                found
            }
            SeriesEnd::Reci(g) => self.reci_end(after, g, line, out),
        }
    }

    /// The other side's move that ends a series or help play (its last move already in
    /// `line`, leaving `after`): any move reaching the goal (`Help`, `Reflex`: each is a
    /// line), or, when every move reaches it, each of them (`Self_`).
    fn end_replies(
        &mut self,
        after: &Position,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        // The same position follows many last series moves (a series' last move is made from
        // each position the table keeps apart, and most lead where others do): a position
        // whose end fails is known as such, not tried again (ser-h#13 under Annan chess
        // tried each some 20 times, every reply judged with lent walks).
        let key = after.hash() ^ SALT_END ^ end.code() << 56;
        if self.table.is_dead(key, 1) {
            return false;
        }
        let undecided_before = self.undecided;
        let found = self.end_replies_tried(after, end, line, out);
        if !found && self.undecided == undecided_before && self.stopped.is_none() {
            self.table.mark_dead(key, 1);
        }
        found
    }

    /// `end_replies`, tried.
    fn end_replies_tried(
        &mut self,
        after: &Position,
        end: SeriesEnd,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        if end == SeriesEnd::Self_ {
            // Usually some reply misses the goal, and the first legal one already does: found
            // without judging the legality of every reply (the goals that let the forced reply
            // leave its king in check list their replies whole).
            if !matches!(
                self.goal,
                Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate
            ) && self.some_reply_misses(after)
            {
                return false;
            }
            let replies = self.forced_replies(after);
            if replies.is_empty() {
                return false;
            }
            for r in &replies {
                let last = self.play(after, r);
                if !self.reached_by(after, r, &last) {
                    return false;
                }
            }
            // Every reply is forced to reach the goal; each is a line of its own.
            for r in replies {
                line.push(r);
                self.found(out, line);
                line.pop();
            }
            return true;
        }
        // The series' last move may check: the reply must then parry it. Only a checking
        // reply can mate.
        let mut found = false;
        let replies = if self.goal == Goal::Mate {
            self.take_checking_list(after)
        } else {
            self.take_final_list(after)
        };
        let undecided = self.rs.undecided(after, &replies);
        self.remarked(out, line, &undecided, &replies);
        let mut last = self.leaf.take().unwrap_or_else(|| Box::new(*after));
        for &r in replies.iter() {
            if undecided.refuted.contains(&r) {
                self.undecided_line(out, line, r);
                continue;
            }
            self.play_into(after, &r, &mut last);
            if self.reached_by(after, &r, &last) {
                line.push(r);
                self.found(out, line);
                line.pop();
                found = true;
            }
        }
        self.leaf = Some(last);
        self.give_list(replies);
        found
    }

    /// The moves from `pos` that reach `goal` (the side to move's direct part of `reci-h`),
    /// and the pairs of moves after which the other side reaches the stipulation's goal.
    fn reci_parts(&mut self, pos: &Position, goal: Goal) -> (Vec<Move>, Vec<[Move; 2]>) {
        let moves = self.moves(pos);
        // The direct part first: it is one move deep, and without it there is no end.
        let direct = self.reci_direct_of(pos, goal, &moves);
        let mut helped = Vec::new();
        if direct.is_empty() {
            return (direct, helped);
        }
        for mv in &moves {
            let after = self.play(pos, mv);
            let replies = if self.goal == Goal::Mate {
                self.take_checking_list(&after)
            } else {
                self.take_list(&after)
            };
            for r in &replies {
                let last = self.play(&after, r);
                if self.reached_by(&after, r, &last) {
                    helped.push([*mv, *r]);
                }
            }
            self.give_list(replies);
        }
        (direct, helped)
    }

    /// The moves from `pos` that reach `goal` at once (the direct part of `reci-h`).
    pub(super) fn reci_direct(&mut self, pos: &Position, goal: Goal) -> Vec<Move> {
        let moves = self.moves(pos);
        self.reci_direct_of(pos, goal, &moves)
    }

    fn reci_direct_of(&mut self, pos: &Position, goal: Goal, moves: &[Move]) -> Vec<Move> {
        let mut direct = Vec::new();
        let checks = CheckFilter::new(pos, self.rs);
        for mv in moves {
            if goal == Goal::Mate && !checks.may(pos, mv) {
                continue;
            }
            let after = self.play(pos, mv);
            if self.reached_goal_by(goal, pos, mv, &after) {
                direct.push(*mv);
            }
        }
        direct
    }

    /// `reci-h`'s end from `pos`: both parts must be there; every way of each is a line.
    fn reci_end(
        &mut self,
        pos: &Position,
        goal: Goal,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) -> bool {
        let (direct, helped) = self.reci_parts(pos, goal);
        if direct.is_empty() || helped.is_empty() {
            return false;
        }
        for pair in &helped {
            line.extend_from_slice(pair);
            self.found(out, line);
            line.truncate(line.len() - 2);
        }
        for d in &direct {
            line.push(*d);
            self.found(out, line);
            line.pop();
        }
        true
    }

    /// `reci_end` from `pos`, the lines that start with `first` alone (threads share
    /// `reci-h#1` out by its first moves).
    fn reci_end_below(
        &mut self,
        pos: &Position,
        goal: Goal,
        first: &Move,
        line: &mut Vec<Move>,
        out: &mut Lines,
    ) {
        let (direct, helped) = self.reci_parts(pos, goal);
        if direct.is_empty() || helped.is_empty() {
            return;
        }
        for pair in helped.iter().filter(|p| p[0] == *first) {
            line.extend_from_slice(pair);
            self.found(out, line);
            line.truncate(line.len() - 2);
        }
        if direct.contains(first) {
            line.push(*first);
            self.found(out, line);
            line.pop();
        }
    }
}

/// Whether the move that led to `pos` reached `goal`, for the goals of the position alone
/// (false for the goals of the move: see [`goal_reached`]). `buf` is scratch space.
pub fn position_goal(goal: Goal, rs: &Ruleset, pos: &Position, buf: &mut MoveList) -> bool {
    let side = pos.side_to_move();
    let mut stuck = |p: &Position| !has_legal_move(p, rs, buf);
    match goal {
        Goal::Any => true,
        Goal::Mate => in_check(pos, side, rs) && stuck(pos) && !suffocated(pos, rs),
        Goal::Stalemate => (!in_check(pos, side, rs) || suffocated(pos, rs)) && stuck(pos),
        Goal::MateOrStalemate => stuck(pos),
        Goal::Check => in_check(pos, side, rs),
        // The side to move is stalemated, and the side that moved has no move either.
        Goal::DoubleStalemate => !in_check(pos, side, rs) && stuck(pos) && stuck(&null_move(pos)),
        // Both sides are in check and have no move.
        Goal::DoubleMate | Goal::CounterMate => {
            in_check(pos, side, rs)
                && in_check(pos, side.opponent(), rs)
                && stuck(pos)
                && stuck(&null_move(pos))
        }
        // The side that moved has no move, the side to move not being in check.
        Goal::AutoStalemate => !in_check(pos, side, rs) && stuck(&null_move(pos)),
        // The side that moved is in check and has no move.
        Goal::AutoMate => in_check(pos, side.opponent(), rs) && stuck(&null_move(pos)),
        Goal::Target(_)
        | Goal::Capture
        | Goal::Steingewinn
        | Goal::EnPassant
        | Goal::Castling
        | Goal::Chess81
        | Goal::Circuit
        | Goal::CircuitByRebirth
        | Goal::Exchange
        | Goal::ExchangeByRebirth
        | Goal::Kiss(_) => false,
    }
}

/// Where the piece that stood on `origin` in the diagram stands in `pos`, if it is there
/// (positions record the diagram squares under the goals that follow pieces).
fn square_of(pos: &Position, origin: Square) -> Option<Square> {
    pos.pieces()
        .map(|(sq, _)| sq)
        .find(|&sq| pos.origin(sq) == Some(origin))
}

/// `k<target>`: the piece that moved from `from` (in `before`) stands in `after` next to the
/// piece that stood on `target` in the diagram, which has no other neighbour.
fn kissed(before: &Position, from: Square, after: &Position, target: Square) -> bool {
    let Some(kisser) = before.origin(from).and_then(|o| square_of(after, o)) else {
        return false;
    };
    let size = after.size();
    let neighbours = |sq: Square| {
        (-1..=1)
            .flat_map(move |df| (-1..=1).map(move |dr| (df, dr)))
            .filter(|&d| d != (0, 0))
            .filter_map(move |(df, dr)| sq.offset(df, dr, size))
            .filter(|&n| !after.is_hole(n))
    };
    neighbours(kisser).any(|kissed| {
        after.piece_at(kissed).is_some()
            && after.origin(kissed) == Some(target)
            && neighbours(kissed).all(|n| n == kisser || after.piece_at(n).is_none())
    })
}

/// The rebirth the goals `ctr` and `<>r` look at: the last a move makes (a kamikaze
/// capturer's comes before the captured piece's), where the rules' rebirths reach them.
fn last_rebirth(rs: &Ruleset, mv: &Move) -> Option<crate::rules::moves::Rebirth> {
    if !rs.rebirths_reach_goals() {
        return None;
    }
    mv.second_rebirth.or(mv.rebirth)
}

/// Whether `mv`, played from `before` to `after`, reached `goal`. `buf` is scratch space.
pub fn goal_reached(
    goal: Goal,
    rs: &Ruleset,
    before: &Position,
    mv: &Move,
    after: &Position,
    buf: &mut MoveList,
) -> bool {
    let on_board = !matches!(mv.special, Special::Exit { .. });
    match goal {
        Goal::Capture => mv.captured.is_some(),
        // Material won: under the Circe base a move that puts a piece back wins none, as
        // Popeye filters it (BEISPIEL stip #38, ser-%4: `nDb8*b2[+sTh8]` is no solution).
        Goal::Steingewinn => {
            mv.captured.is_some()
                && !last_rebirth(rs, mv).is_some_and(|r| {
                    matches!(
                        r.of.unburied(),
                        (
                            crate::rules::moves::Reborn::Captured
                                | crate::rules::moves::Reborn::Promoted
                                | crate::rules::moves::Reborn::Capturer
                                | crate::rules::moves::Reborn::Waited
                                | crate::rules::moves::Reborn::WaitedMover,
                            false
                        )
                    )
                })
        }
        Goal::EnPassant => matches!(mv.special, Special::EnPassant { .. }),
        Goal::Castling => mv.is_castling(),
        // The piece that moved, followed through the move's effects (an AntiCirce rebirth).
        // (A kamikaze capturer that leaves the board is not there.)
        Goal::Target(sq) => mv.mover_final_square() == Some(sq) && after.piece_at(sq).is_some(),
        // White's piece on the 8th rank, Black's on the 1st.
        Goal::Chess81 => on_board && mv.to.rank() == before.last_rank(before.side_to_move()),
        // The moving piece (wherever the move's effects left it) on its diagram square.
        Goal::Circuit => before
            .origin(mv.from)
            .is_some_and(|o| after.origin(o) == Some(o)),
        // The moving piece on another piece's diagram square, that piece (of the side that
        // moved) on the moving piece's.
        Goal::Exchange => {
            let mover = before.side_to_move();
            let Some(o) = before.origin(mv.from) else {
                return false;
            };
            let Some(at) = square_of(after, o) else {
                return false;
            };
            at != o
                && after.origin(o) == Some(at)
                && after
                    .piece_at(o)
                    .is_some_and(|p| p.colour().side().is_none_or(|s| s == mover))
        }
        Goal::Kiss(target) => kissed(before, mv.from, after, target),
        // A piece reborn on its diagram square: the move's last rebirth, as Popeye looks at
        // it, under the Circe base alone.
        Goal::CircuitByRebirth => {
            last_rebirth(rs, mv).is_some_and(|r| after.origin(r.square) == Some(r.square))
        }
        // A piece reborn on another piece's diagram square, that piece (of the reborn one's
        // side) on the reborn piece's.
        Goal::ExchangeByRebirth => last_rebirth(rs, mv).is_some_and(|r| {
            let at = r.square;
            after.origin(at).is_some_and(|o| {
                at != o
                    && after.origin(o) == Some(at)
                    && after
                        .piece_at(o)
                        .is_some_and(|p| p.colour() == r.piece.colour())
            })
        }),
        // Both sides mated by the move: the side that moved had a move before (it was not
        // mated already; its move may leave its king in check, see `take_final_list`).
        Goal::DoubleMate => has_legal_move(before, rs, buf) && position_goal(goal, rs, after, buf),
        // Both sides mated, the side that moved having been mated before its move (it answers
        // a mate with a mate).
        Goal::CounterMate => {
            in_check(before, before.side_to_move(), rs)
                && !has_legal_move(before, rs, buf)
                && position_goal(goal, rs, after, buf)
        }
        g => position_goal(g, rs, after, buf),
    }
}

/// The position with the move passed to `side` (who moves again): the other side's e.p.
/// right lapses. Used between the moves of a series. The double step `side` has just made
/// stays recorded, as in Popeye, where the series side's next move follows it with no ply
/// between: no e.p. capture takes it then (the pawn is `side`'s own), but the conditions that
/// read it for observation still see it (Madrasi's e.p. paralysis lasts into the next series
/// move). A neutral pawn's step lapses: `side` could take it.
pub fn pass(pos: &Position, side: Side, _rs: &Ruleset) -> Position {
    let mut p = *pos;
    let own_step = pos.en_passant().is_some_and(|ep| {
        pos.piece_at(ep.victim)
            .is_some_and(|v| v.colour() == side.colour())
    });
    if !own_step {
        p.set_en_passant(None);
    }
    p.set_side_to_move(side);
    p
}

/// The position after the defender's null move of a threat (Popeye's dummy move, which its
/// magic pieces' recolourer follows: see `magic::after_null_move`).
pub fn threat_pass(pos: &Position, rs: &Ruleset) -> Position {
    let mut p = null_move_by(pos, rs);
    crate::rules::magic::after_null_move(&mut p, rs);
    p
}

/// [`null_move`], where a piece awaiting its rebirth goes on waiting if the rules say so
/// (`Rules::pending_survives_null_move`: Circe's WaitCapture, BEISPIEL cirsquar #26, whose
/// threats and post-key play keep the piece taken by the key waiting).
pub fn null_move_by(pos: &Position, rs: &Ruleset) -> Position {
    let mut p = null_move(pos);
    if pos.pending_rebirth().is_some() && rs.rules().iter().any(|r| r.pending_survives_null_move())
    {
        p.set_pending_rebirth(pos.pending_rebirth());
        p.set_pending_standing(pos.pending_standing());
        p.set_pending_origin(pos.pending_origin());
        p.set_pending_marked(pos.pending_marked());
    }
    p
}

/// The position after a null move of the side to move (threats are what the attacker could
/// do if the defender passed). A pending rebirth would need a vector of zero: its
/// capture square is still held by the capturer, so it lapses.
/// Set play's hand-over of the move in the diagram: no move is played (Popeye inverts the
/// sides), so an en passant right of the diagram stays for the other side to take.
pub fn set_play_start(pos: &Position) -> Position {
    let ep = pos.en_passant();
    let mut p = null_move(pos);
    p.set_en_passant(ep);
    p
}

pub fn null_move(pos: &Position) -> Position {
    let mut p = *pos;
    p.set_en_passant(None);
    p.set_pending_rebirth(None);
    p.set_side_to_move(pos.side_to_move().opponent());
    p
}
