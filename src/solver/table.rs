//! The transposition table: what is already proven about a position, by Zobrist key. One table
//! serves every thread of a solve (and the tree built after it): what one thread proves, the
//! others read at once.
//!
//! For battle play (direct, self, reflex) an entry holds two bounds on "the attacker wins in
//! n": the smallest n proven to win, and the largest n proven not to win; both stay true for
//! larger resp. smaller n. For help and series play it holds the set of exact lengths proven to
//! have no solution. Keys are salted by what is asked (who attacks, which goal, which play), so
//! one table serves every question of a solve.
//!
//! # Sharing without locks
//! A slot is two atomic words written without any lock (Relaxed: on x86 plain loads and
//! stores): the key XOR the data, and the data (Hyatt and Mann's lockless hashing, as in
//! Stockfish and Crafty). A read is valid only when the two words XOR back to the key asked
//! for, so a slot torn by two threads writing at once reads as another key's, never as a wrong
//! verdict. Two threads updating one key at once may lose one update: only a proof is lost
//! (every word ever written holds proven facts), never correctness.
//!
//! # Growth
//! Keys scattered over a large table touch a fresh page each, and the page faults and TLB
//! misses cost a problem of a few thousand positions more than its search: the table starts
//! small (256 KiB) and doubles when a quarter full, up to the size asked for. It is made of
//! chunks, each as large as all before it, so that doubling adds one chunk and moves nothing
//! but the keys that now index into it; readers pay one relaxed load of the mask and never
//! wait for the growth (a key read before it moves is a miss).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;

type Slot = [AtomicU64; 2];

pub struct Table {
    /// Chunk 0 holds slots `0..START`; chunk `c >= 1` holds `START << (c - 1) .. START << c`.
    chunks: Box<[OnceLock<Box<[Slot]>>]>,
    /// The slots in use, less one (a power of two, less one).
    mask: AtomicUsize,
    /// The number of slots the table may grow to.
    limit: usize,
    /// What the threads write, on a cache line apart from what every probe reads.
    counters: Counters,
}

#[repr(align(64))]
struct Counters {
    /// Empty slots taken, counted for one key in `SAMPLE` (a shared counter bumped on every
    /// new entry would be the hottest cache line of the solve).
    sampled: AtomicU64,
    /// Set while one thread doubles the table.
    growing: AtomicBool,
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
/// Slots a table starts with (256 KiB), and the size of its first chunk.
const START_BITS: u32 = 14;
const START: usize = 1 << START_BITS;
/// New entries are counted for the keys whose top `SAMPLE_BITS` bits are zero.
const SAMPLE_BITS: u32 = 6;
/// Tables this large (in slots) are freed on a thread of their own: unmapping hundreds of MiB
/// takes milliseconds that a cancelled search should not wait for.
const FREE_APART: usize = 1 << 20;

fn chunk_of(len: usize) -> Box<[Slot]> {
    (0..len)
        .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
        .collect()
}

impl Table {
    /// A table of at most `megabytes` MiB (at least 1024 slots: the largest power of two of
    /// slots that fits).
    pub fn new(megabytes: usize) -> Table {
        let n = (megabytes.saturating_mul(1024 * 1024) / SLOT).max(1024);
        let limit = 1usize << (usize::BITS - 1 - n.leading_zeros());
        let len = limit.min(START);
        let chunks: Box<[OnceLock<Box<[Slot]>>]> =
            (0..=limit.trailing_zeros().saturating_sub(START_BITS))
                .map(|_| OnceLock::new())
                .collect();
        let _ = chunks[0].set(chunk_of(len));
        Table {
            chunks,
            mask: AtomicUsize::new(len - 1),
            limit,
            counters: Counters {
                sampled: AtomicU64::new(0),
                growing: AtomicBool::new(false),
            },
        }
    }

    /// The slot at index `i` (below the current size, or in a chunk being added).
    #[inline]
    fn slot(&self, i: usize) -> Option<&Slot> {
        let high = i >> START_BITS;
        let (chunk, offset) = if high == 0 {
            (0, i)
        } else {
            let c = (usize::BITS - high.leading_zeros()) as usize;
            (c, i ^ (START << (c - 1)))
        };
        self.chunks[chunk].get().map(|slots| &slots[offset])
    }

    /// The key and data in slot `i`, if the slot holds a valid entry ((0, 0) when empty).
    #[inline]
    fn read(slot: &Slot) -> (u64, u64) {
        let check = slot[0].load(Relaxed);
        let data = slot[1].load(Relaxed);
        (check ^ data, data)
    }

    #[inline]
    fn write(slot: &Slot, key: u64, data: u64) {
        slot[0].store(key ^ data, Relaxed);
        slot[1].store(data, Relaxed);
    }

    /// The slot for `key`, with the key and data it holds ((0, 0) when empty).
    #[inline]
    fn find(&self, key: u64) -> Option<(&Slot, u64, u64)> {
        let i = (key as usize) & self.mask.load(Relaxed);
        let slot = self.slot(i)?;
        let (k, data) = Self::read(slot);
        Some((slot, k, data))
    }

    /// The data the table holds for `key` (0: nothing).
    #[inline]
    fn data(&self, key: u64) -> u64 {
        match self.find(key) {
            Some((_, k, data)) if k == key => data,
            _ => 0,
        }
    }

    /// Counts a new entry for `key` (in a slot that was empty), doubling the table when a
    /// quarter of it is in use.
    #[inline]
    fn count_new(&self, key: u64) {
        if key >> (64 - SAMPLE_BITS) != 0 {
            return;
        }
        let used = (self.counters.sampled.fetch_add(1, Relaxed) + 1) << SAMPLE_BITS;
        let len = self.mask.load(Relaxed) + 1;
        if used * 4 > len as u64 && len < self.limit {
            self.grow(len);
        }
    }

    /// Doubles the table from `len` slots (unless another thread is at it): adds a chunk of
    /// `len` slots, lets every thread index the larger table, then moves each key whose index
    /// now lies in the new chunk there (a key not yet moved reads as unknown meanwhile; one
    /// written at its new index meanwhile is kept).
    #[cold]
    fn grow(&self, len: usize) {
        if self.counters.growing.swap(true, Relaxed) {
            return;
        }
        if self.mask.load(Relaxed) + 1 == len {
            let chunk = (len.trailing_zeros() - START_BITS + 1) as usize;
            let _ = self.chunks[chunk].set(chunk_of(len));
            self.mask.store(2 * len - 1, Relaxed);
            for i in 0..len {
                let (Some(old), Some(new)) = (self.slot(i), self.slot(i + len)) else {
                    break;
                };
                let (key, data) = Self::read(old);
                if key as usize & len == 0 || (key | data) == 0 {
                    continue;
                }
                if Self::read(new) == (0, 0) {
                    Self::write(new, key, data);
                }
                if Self::read(old) == (key, data) {
                    Self::write(old, 0, 0);
                }
            }
        }
        self.counters.growing.store(false, Relaxed);
    }

    /// Slots in use (an estimate) and the capacity (the size the table may grow to).
    pub fn usage(&self) -> (u64, u64) {
        let used = self.counters.sampled.load(Relaxed) << SAMPLE_BITS;
        let len = self.mask.load(Relaxed) as u64 + 1;
        (used.min(len), self.limit as u64)
    }

    pub fn probe(&self, key: u64, depth: u8) -> Known {
        let data = self.data(key);
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

    pub fn store(&self, key: u64, depth: u8, win: bool) {
        let Some((slot, k, data)) = self.find(key) else {
            return;
        };
        let data = if k == key {
            data
        } else {
            if k == 0 && data == 0 {
                self.count_new(key);
            }
            0
        };
        let mut w = (data & 0xFF) as u8;
        let mut l = (data >> 8 & 0xFF) as u8;
        if win {
            if w == 0 || depth < w {
                w = depth;
            }
        } else if depth > l {
            l = depth;
        }
        Self::write(slot, key, (l as u64) << 8 | w as u64);
    }

    /// Whether exactly `plies` plies from here are known to have no solution.
    #[inline]
    pub fn is_dead(&self, key: u64, plies: u8) -> bool {
        plies < 64 && self.data(key) & (1 << plies) != 0
    }

    pub fn mark_dead(&self, key: u64, plies: u8) {
        if plies >= 64 {
            return;
        }
        let Some((slot, k, dead)) = self.find(key) else {
            return;
        };
        if k == key {
            Self::write(slot, key, dead | 1 << plies);
            return;
        }
        if k == 0 && dead == 0 {
            self.count_new(key);
        } else if dead >> (plies + 1) != 0 {
            // A short verdict does not push out a longer one: the longer ones save far more
            // work.
            return;
        }
        Self::write(slot, key, 1 << plies);
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        if self.mask.load(Relaxed) >= FREE_APART {
            let chunks = std::mem::take(&mut self.chunks);
            std::thread::spawn(move || drop(chunks));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_extend_in_their_direction() {
        let t = Table::new(1);
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
        t.mark_dead(7, 2);
        assert!(t.is_dead(7, 4) && t.is_dead(7, 2));
    }

    #[test]
    fn a_short_verdict_does_not_push_out_a_longer_one() {
        let t = Table::new(0);
        let (a, b) = (5u64, 5u64 | 1 << 40); // one slot
        t.mark_dead(a, 6);
        t.mark_dead(b, 3);
        assert!(t.is_dead(a, 6));
        assert!(!t.is_dead(b, 3));
        t.mark_dead(b, 7);
        assert!(t.is_dead(b, 7));
        assert!(!t.is_dead(a, 6));
    }

    #[test]
    fn a_torn_slot_reads_as_no_entry() {
        let t = Table::new(0);
        t.store(42, 3, true);
        // Another key's data beside this key's check word, as two racing writes leave it.
        let slot = t.slot(42).unwrap();
        slot[1].store(0x0505, Relaxed);
        assert_eq!(t.probe(42, 3), Known::Unknown);
        assert_eq!(t.probe(42, 200), Known::Unknown);
    }

    #[test]
    fn growing_keeps_every_entry() {
        let t = Table::new(64);
        // Sampled keys (top bits zero) with distinct low bits: no two collide before growth.
        let keys: Vec<u64> = (1..START as u64 * 4).map(|i| i | 0xABCD << 40).collect();
        for (j, &k) in keys.iter().enumerate() {
            t.store(k, (j % 7 + 1) as u8, j % 2 == 0);
        }
        assert!(
            t.mask.load(Relaxed) + 1 >= START * 8,
            "{}",
            t.mask.load(Relaxed)
        );
        for (j, &k) in keys.iter().enumerate() {
            let depth = (j % 7 + 1) as u8;
            let known = if j % 2 == 0 { Known::Win } else { Known::Loss };
            assert_eq!(t.probe(k, depth), known);
        }
        let (used, capacity) = t.usage();
        assert_eq!(capacity, 64 * 1024 * 1024 / SLOT as u64);
        assert!(used >= keys.len() as u64 / 2, "{used}");
    }

    #[test]
    fn threads_share_what_they_prove() {
        // Grown to full size first: a grower preempted mid-growth (CI runs four threads on
        // two cores) leaves the others writing into the small table, and how much they push
        // out of it depends on the scheduler; `growing_keeps_every_entry` covers growth.
        let t = Table::new(64);
        while t.mask.load(Relaxed) + 1 < t.limit {
            t.grow(t.mask.load(Relaxed) + 1);
        }
        std::thread::scope(|s| {
            for w in 0..4u64 {
                let t = &t;
                s.spawn(move || {
                    for i in 0..50_000u64 {
                        let key = crate::rules::zobrist::mix(i * 4 + w) >> 8;
                        t.store(key, 3, true);
                        t.store(key, 2, false);
                    }
                });
            }
        });
        // What one thread stored the others read (but for keys pushed out by another in
        // their slot), and nothing is known wrongly.
        let mut known = 0;
        for i in 0..200_000u64 {
            let key = crate::rules::zobrist::mix(i) >> 8;
            match t.probe(key, 3) {
                Known::Win => known += 1,
                Known::Loss => panic!("a win in 3 read as a loss"),
                Known::Unknown => {}
            }
            assert_ne!(t.probe(key, 1), Known::Win);
        }
        // 200,000 keys in 4M slots: about 2.4% share a slot with another (the later one
        // stays); a torn write loses a few more.
        assert!(known > 190_000, "{known}");
    }
}
