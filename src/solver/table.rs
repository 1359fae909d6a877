//! The transposition table: what is already proven about a position, by Zobrist key.
//!
//! For battle play (direct, self, reflex) an entry holds two bounds on "the attacker wins in
//! n": the smallest n proven to win, and the largest n proven not to win; both stay true for
//! larger resp. smaller n. For help and series play it holds the set of exact lengths proven to
//! have no solution. Keys are salted by what is asked (who attacks, which goal, which play), so
//! one table serves every question of a solve.

/// One slot: 24 bytes.
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    /// Smallest depth proven to win, 0 = none.
    win: u8,
    /// Largest depth proven not to win, 0 = none.
    lose: u8,
    /// Help/series: bit k set = no solution of exactly k plies.
    dead: u64,
}

pub struct Table {
    slots: Vec<Slot>,
    used: u64,
}

/// What the table knows about "attacker wins in n".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Known {
    Win,
    Loss,
    Unknown,
}

impl Table {
    /// A table of about `megabytes` MiB (at least one slot).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes * 1024 * 1024 / std::mem::size_of::<Slot>()).max(1024);
        let n = n.next_power_of_two() / 2;
        Table {
            slots: vec![Slot::default(); n.max(1)],
            used: 0,
        }
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    /// Slots in use and the capacity.
    pub fn usage(&self) -> (u64, u64) {
        (self.used, self.slots.len() as u64)
    }

    pub fn probe(&self, key: u64, depth: u8) -> Known {
        let s = &self.slots[self.index(key)];
        if s.key != key {
            return Known::Unknown;
        }
        if s.win != 0 && depth >= s.win {
            Known::Win
        } else if depth <= s.lose {
            Known::Loss
        } else {
            Known::Unknown
        }
    }

    pub fn store(&mut self, key: u64, depth: u8, win: bool) {
        let i = self.index(key);
        let s = &mut self.slots[i];
        if s.key != key {
            if s.key == 0 {
                self.used += 1;
            }
            *s = Slot {
                key,
                ..Slot::default()
            };
        }
        if win {
            if s.win == 0 || depth < s.win {
                s.win = depth;
            }
        } else if depth > s.lose {
            s.lose = depth;
        }
    }

    /// Whether exactly `plies` plies from here are known to have no solution.
    pub fn is_dead(&self, key: u64, plies: u8) -> bool {
        let s = &self.slots[self.index(key)];
        s.key == key && plies < 64 && s.dead & (1 << plies) != 0
    }

    pub fn mark_dead(&mut self, key: u64, plies: u8) {
        if plies >= 64 {
            return;
        }
        let i = self.index(key);
        let s = &mut self.slots[i];
        if s.key != key {
            if s.key == 0 {
                self.used += 1;
            }
            *s = Slot {
                key,
                ..Slot::default()
            };
        }
        s.dead |= 1 << plies;
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
