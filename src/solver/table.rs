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
/// allocated zeroed by the system (pages are mapped when first touched): a 256 MiB table
/// costs nothing for a problem that touches a few slots.
pub struct Table {
    slots: Vec<[u64; 2]>,
    /// The slots in use are the first `mask + 1`: the part in use doubles as it fills, so a
    /// small search touches few pages (each first touch of a page costs a fault and zeroing
    /// 4 KiB, which made a 256 MiB table cost a short helpmate a quarter of a second). Entries
    /// left behind by a doubling are simply not found again: the table is a cache.
    mask: usize,
    used: u64,
}

/// Slots in use at first.
const FIRST_SLOTS: usize = 1 << 15;

/// What the table knows about "attacker wins in n".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    Win,
    Loss,
    Unknown,
}

/// Bytes per slot.
const SLOT: usize = 16;

impl Table {
    /// A table of about `megabytes` MiB (at least 1024 slots).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes * 1024 * 1024 / SLOT).max(1024);
        let n = n.next_power_of_two() / 2;
        Table {
            slots: vec![[0; 2]; n],
            mask: n.min(FIRST_SLOTS) - 1,
            used: 0,
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & self.mask
    }

    /// Slots in use and the capacity.
    pub fn usage(&self) -> (u64, u64) {
        (self.used, self.slots.len() as u64)
    }

    /// The slot for `key`, taken over (and cleared) if another key held it.
    #[inline]
    fn claim(&mut self, key: u64) -> usize {
        let i = self.index(key);
        if self.slots[i][0] != key {
            if self.slots[i][0] == 0 {
                self.used += 1;
                if self.used as usize > self.mask / 2 && self.mask + 1 < self.slots.len() {
                    self.grow();
                    let i = self.index(key);
                    self.slots[i] = [key, 0];
                    return i;
                }
            }
            self.slots[i] = [key, 0];
        }
        i
    }

    /// Doubles the part in use. Each entry either stays or moves to the new upper half,
    /// which has never been used: nothing collides. (The caller's slot was empty, so the
    /// entry it is about to write is not lost.)
    fn grow(&mut self) {
        let old = self.mask + 1;
        self.mask = self.mask * 2 + 1;
        for i in 0..old {
            let key = self.slots[i][0];
            if key != 0 && self.index(key) != i {
                let j = self.index(key);
                self.slots[j] = self.slots[i];
                self.slots[i] = [0, 0];
            }
        }
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
}
