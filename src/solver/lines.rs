//! The lines help and series play find, kept in a bounded store.
//!
//! A cooked or unfinished problem (a helpmate in 8 with a free rook) can have millions of
//! solutions. Every one is counted, but only the first ones, up to a number of moves, are kept:
//! memory must stay within `--hash` plus a fixed margin whatever the problem, and nobody reads
//! the ten-thousandth line of a cook. The moves of all lines lie in one vector, so a line costs
//! its moves and one index, not an allocation.

use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Arc;

use crate::rules::Move;

/// Moves kept over all the lines of one part (about 5 MB of moves; the solution's lines with
/// their texts take about four times that).
pub const KEPT_MOVES: usize = 100_000;

/// Lines in the order found: every line counted, the first ones kept while they fit in `room`
/// moves (and, for a store drawing on a shared [`Budget`], while the budget has moves left).
#[derive(Debug, Default)]
pub struct Lines {
    moves: Vec<Move>,
    /// Where each kept line ends in `moves`.
    ends: Vec<u32>,
    found: u64,
    room: usize,
    /// The budget this store's kept moves are drawn from, given back when they are dropped.
    budget: Option<Budget>,
    /// Lines ending in a move Popeye cannot decide (`Mark::Undecided`): shown, not counted
    /// as solutions (they are few: one a position at most).
    undecided: Vec<Vec<Move>>,
    /// Lines ending in a move whose legality Popeye cannot decide (`Mark::Unjudged`).
    unjudged: Vec<Vec<Move>>,
}

/// Moves that many stores together may keep: the lines of first moves searched by several
/// threads, which wait for the first moves before them to settle, are held within it whatever
/// the number of first moves or threads, or however far the thread taking them in lags.
#[derive(Clone, Debug)]
pub struct Budget(Arc<AtomicUsize>);

impl Budget {
    pub fn new(moves: usize) -> Budget {
        Budget(Arc::new(AtomicUsize::new(moves)))
    }

    /// Takes `n` moves if they are left.
    fn take(&self, n: usize) -> bool {
        self.0
            .fetch_update(Relaxed, Relaxed, |left| left.checked_sub(n))
            .is_ok()
    }

    fn give_back(&self, n: usize) {
        self.0.fetch_add(n, Relaxed);
    }

    /// Moves left.
    pub fn left(&self) -> usize {
        self.0.load(Relaxed)
    }
}

impl Lines {
    /// An empty store keeping at most `room` moves.
    pub fn new(room: usize) -> Lines {
        Lines {
            moves: Vec::new(),
            ends: Vec::new(),
            found: 0,
            room,
            budget: None,
            undecided: Vec::new(),
            unjudged: Vec::new(),
        }
    }

    /// An empty store keeping at most `room` moves, and no more than `budget` has left.
    pub fn within(room: usize, budget: &Budget) -> Lines {
        let mut lines = Lines::new(room);
        lines.budget = Some(budget.clone());
        lines
    }

    /// Counts `line`, and keeps it if it fits and every line before it was kept (so the kept
    /// lines are always the first ones found); says whether it was kept.
    pub fn push(&mut self, line: &[Move]) -> bool {
        self.found += 1;
        let mut keep =
            self.ends.len() as u64 + 1 == self.found && self.moves.len() + line.len() <= self.room;
        if keep && self.budget.as_ref().is_some_and(|b| !b.take(line.len())) {
            // The budget is spent: no later line may be kept either.
            self.room = self.moves.len();
            keep = false;
        }
        if keep {
            self.moves.extend_from_slice(line);
            self.ends.push(self.moves.len() as u32);
        }
        keep
    }

    /// Keeps `line`, whose last move Popeye cannot decide (no solution: not counted).
    pub fn push_undecided(&mut self, line: &[Move]) {
        self.undecided.push(line.to_vec());
    }

    /// The lines ending in a move Popeye cannot decide, in the order found.
    pub fn undecided(&self) -> &[Vec<Move>] {
        &self.undecided
    }

    /// Keeps `line`, whose last move's legality Popeye cannot decide (not counted).
    pub fn push_unjudged(&mut self, line: &[Move]) {
        self.unjudged.push(line.to_vec());
    }

    /// The lines ending in a move whose legality Popeye cannot decide, in the order found.
    pub fn unjudged(&self) -> &[Vec<Move>] {
        &self.unjudged
    }

    /// Every line found, kept or not.
    pub fn found(&self) -> u64 {
        self.found
    }

    /// The number of lines kept.
    pub fn kept(&self) -> usize {
        self.ends.len()
    }

    /// Moves held by the kept lines.
    pub fn kept_moves(&self) -> usize {
        self.moves.len()
    }

    /// The kept lines, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = &[Move]> + '_ {
        let starts = std::iter::once(0).chain(self.ends.iter().map(|&e| e as usize));
        starts
            .zip(self.ends.iter())
            .map(|(s, &e)| &self.moves[s..e as usize])
    }

    /// The same lines (and count, and budget drawn) in the order of `key`.
    pub fn sorted_by_cached_key<K: Ord>(mut self, mut key: impl FnMut(&[Move]) -> K) -> Lines {
        let mut order: Vec<&[Move]> = self.iter().collect();
        order.sort_by_cached_key(|l| key(l));
        let mut moves = Vec::with_capacity(self.moves.len());
        let mut ends = Vec::with_capacity(self.ends.len());
        for line in order {
            moves.extend_from_slice(line);
            ends.push(moves.len() as u32);
        }
        self.moves = moves;
        self.ends = ends;
        self
    }

    /// Keeps only the first lines that fit in `room` moves (the lines dropped stay counted).
    pub fn trim(&mut self, room: usize) {
        self.room = self.room.min(room);
        let keep = self
            .ends
            .iter()
            .take_while(|&&e| e as usize <= room)
            .count();
        self.ends.truncate(keep);
        let len = self.ends.last().map_or(0, |&e| e as usize);
        if let Some(b) = &self.budget {
            b.give_back(self.moves.len() - len);
        }
        self.moves.truncate(len);
        self.moves.shrink_to_fit();
        self.ends.shrink_to_fit();
    }
}

impl Drop for Lines {
    fn drop(&mut self) {
        if let Some(b) = &self.budget {
            b.give_back(self.moves.len());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{legal_moves, Position, Ruleset};

    fn some_moves() -> Vec<Move> {
        let pos = Position::initial();
        let rs = Ruleset::new(&pos, &[]);
        legal_moves(&pos, &rs).to_vec()
    }

    #[test]
    fn the_lines_taken_early_are_left_out_of_the_result_whatever_its_order() {
        // The plain-order thread streamed the second line first; the result (a helper's, put
        // in the plain order) has it second: the first line is what is left, once.
        let m = some_moves();
        let mut early = Early::new(2);
        assert!(early.take_now(0, 0, &m[2..4]));
        // A line of a first move that is not the front one waits for its result.
        assert!(!early.take_now(1, 0, &m[4..5]));
        let mut result = Lines::new(100);
        result.push(&m[0..2]);
        result.push(&m[2..4]);
        assert_eq!(early.rest(0, &result), vec![&m[0..2]]);
        let mut other = Lines::new(100);
        other.push(&m[4..5]);
        assert_eq!(early.rest(1, &other), vec![&m[4..5]]);
    }

    #[test]
    fn lines_are_counted_all_and_kept_while_they_fit() {
        let m = some_moves();
        let mut lines = Lines::new(5);
        lines.push(&m[0..2]);
        lines.push(&m[2..4]);
        lines.push(&m[4..6]); // 6 moves: no room
        lines.push(&m[6..7]); // would fit, but a line before it was dropped
        assert_eq!(lines.found(), 4);
        assert_eq!(lines.kept(), 2);
        let kept: Vec<&[Move]> = lines.iter().collect();
        assert_eq!(kept, vec![&m[0..2], &m[2..4]]);
    }

    #[test]
    fn stores_on_one_budget_keep_no_more_than_it_and_give_it_back() {
        let m = some_moves();
        let budget = Budget::new(5);
        let mut a = Lines::within(100, &budget);
        let mut b = Lines::within(100, &budget);
        assert!(a.push(&m[0..2]));
        assert!(b.push(&m[2..5]));
        // The budget is spent: the line is counted, and no later one of `a` is kept.
        assert!(!a.push(&m[5..6]));
        assert_eq!(budget.left(), 0);
        b.trim(0);
        assert_eq!(budget.left(), 3);
        assert!(
            !a.push(&m[6..7]),
            "a store that dropped a line keeps no later one"
        );
        assert_eq!((a.found(), a.kept()), (3, 1));
        let sorted = a.sorted_by_cached_key(|l| l.len());
        assert_eq!(budget.left(), 3, "reordering keeps what was drawn");
        drop(sorted);
        assert_eq!(budget.left(), 5);
        drop(b);
        assert_eq!(budget.left(), 5);
    }
}

/// The lines of the first move not settled yet (the front one), taken as the thread searching
/// it in the plain move order finds them (`parallel::Report::Line`), so that solutions are
/// shown as found and a stop leaves little to report. Once a first move is settled, its
/// result less the lines taken early is what is left to take. The lines taken are known by
/// their hashes, not by their count: a helper's result is put in the plain order by
/// `parallel::plain_order`, whose order of the legal moves need not be the one the
/// plain-order thread met them in (a mate's last move comes from the list of checks), so the
/// first lines of the result need not be those taken (a line was then shown twice and
/// another never).
#[derive(Debug)]
pub struct Early {
    /// Hashes of the lines of each first move taken before it was settled.
    taken: Vec<Vec<u64>>,
    /// First moves a line of which was not taken: the rest of theirs wait for the result.
    gap: Vec<bool>,
}

/// The most lines of one first move taken early: the rest wait for its result (the hashes
/// stay within a fixed margin of memory, however cooked the problem).
const EARLY_LINES: usize = 20_000;

/// A line's hash, telling the lines taken early in a result.
fn line_hash(line: &[Move]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    line.hash(&mut h);
    h.finish()
}

impl Early {
    pub fn new(first_moves: usize) -> Early {
        Early {
            taken: vec![Vec::new(); first_moves],
            gap: vec![false; first_moves],
        }
    }

    /// Whether `line`, streamed from first move `i`, not settled, is to be taken now: it is
    /// the front one (`front`) and none of its lines was missed. Remembers it as taken.
    pub fn take_now(&mut self, i: usize, front: usize, line: &[Move]) -> bool {
        if i != front || self.taken[i].len() >= EARLY_LINES {
            self.gap[i] = true;
        }
        if self.gap[i] {
            return false;
        }
        self.taken[i].push(line_hash(line));
        true
    }

    /// First move `i` is settled: the lines of its result not taken before, in order.
    pub fn rest<'l>(&mut self, i: usize, lines: &'l Lines) -> Vec<&'l [Move]> {
        let taken = std::mem::take(&mut self.taken[i]);
        if taken.is_empty() {
            return lines.iter().collect();
        }
        let mut left: std::collections::HashMap<u64, u32> = std::collections::HashMap::new();
        for h in taken {
            *left.entry(h).or_default() += 1;
        }
        lines
            .iter()
            .filter(|l| match left.get_mut(&line_hash(l)) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    false
                }
                _ => true,
            })
            .collect()
    }
}
