//! The transposition table: what is already proven about a position, by Zobrist key.
//!
//! For battle play (direct, self, reflex) an entry holds two bounds on "the attacker wins in
//! n": the smallest n proven to win, and the largest n proven not to win; both stay true for
//! larger resp. smaller n. For help and series play it holds the set of exact lengths proven to
//! have no solution. Keys are salted by what is asked (who attacks, which goal, which play), so
//! one table serves every question of a solve.

/// The slots are kept as three arrays of plain integers so that a new table is allocated
/// zeroed by the system (pages are only mapped when touched): a 256 MiB table then costs
/// nothing for a problem that touches a few slots.
pub struct Table {
    keys: Vec<u64>,
    /// Smallest depth proven to win (low byte, 0 = none) and largest depth proven not to win
    /// (high byte, 0 = none).
    bounds: Vec<u16>,
    /// Help/series: bit k set = no solution of exactly k plies.
    dead: Vec<u64>,
    used: u64,
}

/// What the table knows about "attacker wins in n".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    Win,
    Loss,
    Unknown,
}

/// Bytes per slot.
const SLOT: usize = 8 + 2 + 8;

impl Table {
    /// A table of about `megabytes` MiB (at least 1024 slots).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes * 1024 * 1024 / SLOT).max(1024);
        let n = n.next_power_of_two() / 2;
        Table {
            keys: vec![0; n],
            bounds: vec![0; n],
            dead: vec![0; n],
            used: 0,
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.keys.len() - 1)
    }

    /// Slots in use and the capacity.
    pub fn usage(&self) -> (u64, u64) {
        (self.used, self.keys.len() as u64)
    }

    /// The slot for `key`, taken over (and cleared) if another key held it.
    fn claim(&mut self, key: u64) -> usize {
        let i = self.index(key);
        if self.keys[i] != key {
            if self.keys[i] == 0 {
                self.used += 1;
            }
            self.keys[i] = key;
            self.bounds[i] = 0;
            self.dead[i] = 0;
        }
        i
    }

    pub fn probe(&self, key: u64, depth: u8) -> Known {
        let i = self.index(key);
        if self.keys[i] != key {
            return Known::Unknown;
        }
        let win = (self.bounds[i] & 0xFF) as u8;
        let lose = (self.bounds[i] >> 8) as u8;
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
        let mut w = (self.bounds[i] & 0xFF) as u8;
        let mut l = (self.bounds[i] >> 8) as u8;
        if win {
            if w == 0 || depth < w {
                w = depth;
            }
        } else if depth > l {
            l = depth;
        }
        self.bounds[i] = (l as u16) << 8 | w as u16;
    }

    /// Whether exactly `plies` plies from here are known to have no solution.
    pub fn is_dead(&self, key: u64, plies: u8) -> bool {
        let i = self.index(key);
        self.keys[i] == key && plies < 64 && self.dead[i] & (1 << plies) != 0
    }

    pub fn mark_dead(&mut self, key: u64, plies: u8) {
        if plies >= 64 {
            return;
        }
        // A short verdict does not push out a longer one: the longer ones save far more work.
        let i = self.index(key);
        if self.keys[i] != key && self.keys[i] != 0 && self.dead[i] >> (plies + 1) != 0 {
            return;
        }
        let i = self.claim(key);
        self.dead[i] |= 1 << plies;
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
