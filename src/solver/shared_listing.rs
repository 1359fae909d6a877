//! The pattern listings (`mate_patterns`, `stalemate_patterns`) shared out among threads.
//!
//! A listing is a depth-first walk that places one target after another. Every thread walks
//! the same tree on a listing of its own, but below the placements that bring the pattern to
//! `SPLIT_AT` targets only the thread that took that placement goes on: the placements at
//! that depth are numbered in the order every thread meets them (the walk is the same in
//! every thread: it depends only on the material), and each thread, once done with the one
//! it took, takes the next number not yet taken. So the work below a king square that holds
//! most of it (the king staying home) is shared too, and the threads repeat only the few
//! placements above the split. The lists are joined at the end: the same patterns as one
//! thread lists, whatever the thread count (the plan sorts them).
//!
//! A listing abandoned by one thread (too many patterns, a stop) is abandoned by all: the
//! others see it at their next question to `stop` (see `Sharing`).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

/// Targets placed (the king first) at the placements the threads share out. Deeper means
/// more and smaller shares, and more placements every thread repeats: at three, the
/// listings of Popeye's BEISPIEL problems have from hundreds to tens of thousands of shares,
/// most of the work is in them, and what every thread repeats is small.
pub(super) const SPLIT_AT: usize = 3;

/// One thread's part in a shared listing: which of the placements at `SPLIT_AT` it lists
/// below.
pub(super) struct Share<'a> {
    sharing: &'a Sharing,
    /// Placements at the split met so far.
    seen: usize,
    /// The placement this thread took last.
    taken: Option<usize>,
}

impl Share<'_> {
    /// Whether this thread lists the patterns below the placement at the split it has just
    /// made (every thread meets them in the same order).
    #[inline]
    pub(super) fn takes(&mut self) -> bool {
        let here = self.seen;
        self.seen += 1;
        // The one taken last is done: take the next number not yet taken. It is never below
        // `here`: every placement before it was taken by this thread or by another.
        if self.taken.is_none_or(|t| t < here) {
            self.taken = Some(self.sharing.next.fetch_add(1, Relaxed));
        }
        self.taken == Some(here)
    }

    /// Counts a pattern this thread has found for the first time; whether the threads have
    /// now found more than `max` together (then the listing gives up, as one thread's does
    /// past `max` of its own: the threads' lists barely overlap).
    #[inline]
    pub(super) fn found_past(&self, max: usize) -> bool {
        self.sharing.found.fetch_add(1, Relaxed) >= max
    }
}

/// What one thread's listing does: walk the whole tree (placing below the split only what
/// its share takes), say whether it has given up, and hand over what it found.
pub(super) trait SharedListing {
    type Found: Send;
    fn run(&mut self);
    fn given_up(&mut self) -> bool;
    fn found(self) -> Self::Found;
}

/// Runs the listing on up to `threads` threads (the calling thread among them), each
/// thread's listing made by `make` with its share of `sharing` (`None`: alone, it lists
/// everything). A listing that gives up abandons `sharing`, which every listing's `stop` is
/// to ask (`Sharing::abandoned`). `None` where a listing gave up; else every thread's
/// findings, in no particular order.
pub(super) fn list<'s, L, M>(threads: usize, sharing: &'s Sharing, make: M) -> Option<Vec<L::Found>>
where
    L: SharedListing,
    M: Fn(Option<Share<'s>>) -> L + Sync,
{
    let one = |share: Option<Share<'s>>| {
        let mut listing = make(share);
        listing.run();
        if listing.given_up() {
            sharing.abandoned.store(true, Relaxed);
            return None;
        }
        Some(listing.found())
    };
    let share = || {
        Some(Share {
            sharing,
            seen: 0,
            taken: None,
        })
    };
    let found: Vec<Option<L::Found>> = if threads <= 1 {
        vec![one(None)]
    } else {
        std::thread::scope(|scope| {
            let others: Vec<_> = (1..threads).map(|_| scope.spawn(|| one(share()))).collect();
            let mine = one(share());
            let mut all: Vec<_> = others
                .into_iter()
                .map(|h| h.join().unwrap_or(None))
                .collect();
            all.push(mine);
            all
        })
    };
    if sharing.abandoned() {
        return None;
    }
    found.into_iter().collect()
}

/// Joins the threads' lists, each sorted by key with no key twice, into one list sorted by
/// key with no key twice, `join` giving the value of a key that several threads listed.
/// (Every thread lists the patterns complete above the split.)
pub(super) fn join_sorted<K: Ord, V>(
    lists: Vec<Vec<(K, V)>>,
    join: impl Fn(V, V) -> V,
) -> Vec<(K, V)> {
    if lists.len() == 1 {
        return lists.into_iter().flatten().collect();
    }
    let mut out: Vec<(K, V)> = Vec::with_capacity(lists.iter().map(Vec::len).sum());
    let mut rest: Vec<_> = lists.into_iter().map(Vec::into_iter).collect();
    let mut heads: Vec<Option<(K, V)>> = rest.iter_mut().map(Iterator::next).collect();
    loop {
        // Few lists (one per thread): a scan of their heads is as quick as a heap.
        let mut least: Option<usize> = None;
        for (i, head) in heads.iter().enumerate() {
            let Some((k, _)) = head else { continue };
            if least.is_none_or(|j| heads[j].as_ref().is_some_and(|(kj, _)| k < kj)) {
                least = Some(i);
            }
        }
        let Some(i) = least else { break };
        let (k, v) = std::mem::replace(&mut heads[i], rest[i].next()).expect("a head");
        match out.pop() {
            Some((last, old)) if last == k => out.push((k, join(old, v))),
            Some(other) => {
                out.push(other);
                out.push((k, v));
            }
            None => out.push((k, v)),
        }
    }
    out
}

/// What the threads of one listing share: the next placement at the split not yet taken,
/// and whether one of them gave up (the others' `stop` asks it and they give up too).
#[derive(Default)]
pub(super) struct Sharing {
    next: AtomicUsize,
    abandoned: AtomicBool,
    /// Patterns found by all threads together.
    found: AtomicUsize,
}

impl Sharing {
    pub(super) fn abandoned(&self) -> bool {
        self.abandoned.load(Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk over every number below 10,000 by its digits, four levels deep, splitting at
    /// the second level, as a listing places targets: its "patterns" are the numbers.
    struct Digits<'a> {
        share: Option<Share<'a>>,
        found: Vec<u32>,
        max: usize,
        stop: &'a dyn Fn() -> bool,
    }

    impl Digits<'_> {
        fn walk(&mut self, depth: usize, n: u32) {
            if depth == 4 {
                self.found.push(n);
                return;
            }
            for d in 0..10 {
                if depth + 1 == 2 && !self.share.as_mut().is_none_or(Share::takes) {
                    continue;
                }
                self.walk(depth + 1, n * 10 + d);
            }
        }
    }

    impl SharedListing for Digits<'_> {
        type Found = Vec<u32>;
        fn run(&mut self) {
            self.walk(0, 0);
        }
        fn given_up(&mut self) -> bool {
            self.found.len() > self.max || (self.stop)()
        }
        fn found(self) -> Vec<u32> {
            self.found
        }
    }

    fn listed(threads: usize, max: usize, stop: &(dyn Fn() -> bool + Sync)) -> Option<Vec<u32>> {
        let sharing = Sharing::default();
        let stop = || sharing.abandoned() || stop();
        let found = list(threads, &sharing, |share| Digits {
            share,
            found: Vec::new(),
            max,
            stop: &stop,
        })?;
        let mut all: Vec<u32> = found.into_iter().flatten().collect();
        all.sort();
        Some(all)
    }

    #[test]
    fn every_pattern_is_listed_once_whatever_the_threads() {
        let one = listed(1, usize::MAX, &|| false).unwrap();
        assert_eq!(one, (0..10_000).collect::<Vec<_>>());
        for threads in [2, 3, 16, 200] {
            assert_eq!(
                listed(threads, usize::MAX, &|| false).unwrap(),
                one,
                "{threads} threads"
            );
        }
    }

    #[test]
    fn sorted_lists_join_into_one_with_each_key_once() {
        let lists = vec![
            vec![(1, 10), (4, 40), (9, 90)],
            vec![],
            vec![(2, 20), (4, 41), (5, 50)],
            vec![(0, 0), (9, 91)],
        ];
        let joined = join_sorted(lists, |a, b| a.max(b));
        assert_eq!(
            joined,
            [(0, 0), (1, 10), (2, 20), (4, 41), (5, 50), (9, 91)]
        );
        assert_eq!(join_sorted(vec![vec![(3, 1)]], |a, _| a), [(3, 1)]);
        assert!(join_sorted::<u8, u8>(Vec::new(), |a, _| a).is_empty());
    }

    #[test]
    fn one_listing_giving_up_gives_up_all() {
        for threads in [1, 2, 4] {
            assert!(
                listed(threads, 10, &|| false).is_none(),
                "{threads} threads"
            );
            assert!(
                listed(threads, usize::MAX, &|| true).is_none(),
                "{threads} threads"
            );
        }
    }
}
