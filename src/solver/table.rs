//! The transposition table: what is already proven about a position, by Zobrist key.
//!
//! For battle play (direct, self, reflex) an entry holds two bounds on "the attacker wins in
//! n": the smallest n proven to win, and the largest n proven not to win; both stay true for
//! larger resp. smaller n. For help and series play it holds the set of exact lengths proven to
//! have no solution. Keys are salted by what is asked (who attacks, which goal, which play), so
//! one table serves every question of a solve.

/// One slot is two words, the key and its data, so that a look-up touches one cache line.
/// The data word holds the battle bounds (low 16 bits) or the help/series set of dead lengths:
/// keys are salted by the kind of question, so one key never needs both. The slots are
/// allocated zeroed by the system. The table starts small and doubles as it fills, up to the
/// size asked for: keys scattered over a large table touch a fresh page each, and the page
/// faults and TLB misses cost a problem of a few thousand positions more than its search.
pub struct Table {
    slots: Vec<[u64; 2]>,
    used: u64,
    /// The number of slots the table may grow to.
    limit: usize,
}

/// What the table knows about "attacker wins in n".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    Win,
    Loss,
    Unknown,
}

/// Bytes per slot.
const SLOT: usize = 16;
/// Slots a table starts with (1 MiB).
const START: usize = 1 << 16;

impl Table {
    /// A table of about `megabytes` MiB (at least 1024 slots).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes * 1024 * 1024 / SLOT).max(1024);
        let limit = n.next_power_of_two() / 2;
        Table {
            slots: vec![[0; 2]; limit.min(START)],
            used: 0,
            limit,
        }
    }

    /// Doubles the table. Each key moves to its index in the larger table: slot `i` goes to
    /// `i` or `i + len`, so no two keys meet and nothing is lost.
    fn grow(&mut self) {
        let len = self.slots.len() * 2;
        let mut slots = vec![[0u64; 2]; len];
        for slot in &self.slots {
            if slot[0] != 0 {
                slots[(slot[0] as usize) & (len - 1)] = *slot;
            }
        }
        self.slots = slots;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    /// Slots in use and the capacity (the size the table may grow to).
    pub fn usage(&self) -> (u64, u64) {
        (self.used, self.limit as u64)
    }

    /// The slot for `key`, taken over (and cleared) if another key held it.
    #[inline]
    fn claim(&mut self, key: u64) -> usize {
        let mut i = self.index(key);
        if self.slots[i][0] != key {
            if self.slots[i][0] == 0 {
                self.used += 1;
                // A quarter full: grow before collisions start pushing out proofs.
                if self.used * 4 > self.slots.len() as u64 && self.slots.len() < self.limit {
                    self.grow();
                    i = self.index(key);
                }
            }
            self.slots[i] = [key, 0];
        }
        i
    }

    pub fn probe(&self, key: u64, depth: u8) -> Known {
        let [k, data] = self.slots[self.index(key)];
        if k != key {
            return Known::Unknown;
        }
        let win = (data & 0xFF) as u8;
        let lose = (data >> 8 & 0xFF) as u8;
        if win != 0 && depth >= win {
            Known::Win
        } else if depth <= lose {
            Known::Loss
        } else {
            Known::Unknown
        }
    }

    pub fn store(&mut self, key: u64, depth: u8, win: bool) {
        let i = self.claim(key);
        let data = self.slots[i][1];
        let mut w = (data & 0xFF) as u8;
        let mut l = (data >> 8 & 0xFF) as u8;
        if win {
            if w == 0 || depth < w {
                w = depth;
            }
        } else if depth > l {
            l = depth;
        }
        self.slots[i][1] = (l as u64) << 8 | w as u64;
    }

    /// Takes in the battle bounds another table proved (a thread's, searching the same
    /// problem): both tables' bounds hold, so each key keeps the tighter of the two.
    pub fn absorb_bounds(&mut self, other: &Table) {
        for &[key, data] in &other.slots {
            if key == 0 {
                continue;
            }
            let (win, lose) = ((data & 0xFF) as u8, (data >> 8 & 0xFF) as u8);
            if win != 0 {
                self.store(key, win, true);
            }
            if lose != 0 {
                self.store(key, lose, false);
            }
        }
    }

    /// Whether exactly `plies` plies from here are known to have no solution.
    #[inline]
    pub fn is_dead(&self, key: u64, plies: u8) -> bool {
        let [k, dead] = self.slots[self.index(key)];
        k == key && plies < 64 && dead & (1 << plies) != 0
    }

    pub fn mark_dead(&mut self, key: u64, plies: u8) {
        if plies >= 64 {
            return;
        }
        // A short verdict does not push out a longer one: the longer ones save far more work.
        let [k, dead] = self.slots[self.index(key)];
        if k != key && k != 0 && dead >> (plies + 1) != 0 {
            return;
        }
        let i = self.claim(key);
        self.slots[i][1] |= 1 << plies;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_extend_in_their_direction() {
        let mut t = Table::new(1);
        t.store(42, 3, true);
        assert_eq!(t.probe(42, 3), Known::Win);
        assert_eq!(t.probe(42, 5), Known::Win);
        assert_eq!(t.probe(42, 2), Known::Unknown);
        t.store(42, 2, false);
        assert_eq!(t.probe(42, 1), Known::Loss);
        assert_eq!(t.probe(43, 5), Known::Unknown);
        t.mark_dead(7, 4);
        assert!(t.is_dead(7, 4));
        assert!(!t.is_dead(7, 3));
    }

    #[test]
    fn absorbing_keeps_the_tighter_bounds() {
        let mut t = Table::new(1);
        t.store(42, 5, true);
        t.store(42, 1, false);
        t.store(7, 3, true);
        let mut u = Table::new(1);
        u.store(42, 4, true);
        u.store(42, 2, false);
        u.store(9, 2, false);
        t.absorb_bounds(&u);
        assert_eq!(t.probe(42, 4), Known::Win);
        assert_eq!(t.probe(42, 2), Known::Loss);
        assert_eq!(t.probe(42, 3), Known::Unknown);
        assert_eq!(t.probe(7, 3), Known::Win);
        assert_eq!(t.probe(9, 2), Known::Loss);
    }

    #[test]
    fn growing_keeps_every_entry() {
        let mut t = Table::new(64);
        // Distinct low bits: no two of these keys collide in the starting table.
        let keys: Vec<u64> = (1..START as u64 / 2).map(|i| i | 0xABCD << 40).collect();
        for (j, &k) in keys.iter().enumerate() {
            t.store(k, (j % 7 + 1) as u8, j % 2 == 0);
        }
        assert!(t.slots.len() > START);
        for (j, &k) in keys.iter().enumerate() {
            let depth = (j % 7 + 1) as u8;
            let known = if j % 2 == 0 { Known::Win } else { Known::Loss };
            assert_eq!(t.probe(k, depth), known);
        }
    }
}
