//! Sets of piece kinds: one bit per kind number, wide enough for every kind of Popeye's table.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use super::piece::{Piece, PieceKind};

/// Words of a [`KindSet`]: kind numbers go up to 255.
const WORDS: usize = 4;

/// A set of piece kinds as a bitmask (bit = kind number). The constructors are `const`, so that
/// the kind groups move generation tests against are compile-time constants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct KindSet(pub [u64; WORDS]);

impl KindSet {
    pub const NONE: KindSet = KindSet([0; WORDS]);
    pub const ORTHODOX_PROMOTIONS: KindSet = KindSet::of(&[
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
    ]);
    /// The six orthodox kinds.
    pub const ORTHODOX: KindSet = KindSet::of(&[
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ]);

    /// The set of one kind.
    #[inline]
    pub const fn single(k: PieceKind) -> KindSet {
        KindSet::NONE.with(k)
    }
    /// The set of `kinds`.
    pub const fn of(kinds: &[PieceKind]) -> KindSet {
        let mut set = KindSet::NONE;
        let mut i = 0;
        while i < kinds.len() {
            set = set.with(kinds[i]);
            i += 1;
        }
        set
    }
    /// `self` and `k`.
    #[inline]
    pub const fn with(self, k: PieceKind) -> KindSet {
        let mut words = self.0;
        let n = k as usize;
        words[n / 64] |= 1 << (n % 64);
        KindSet(words)
    }
    /// The kinds in either set.
    #[inline]
    pub const fn union(self, other: KindSet) -> KindSet {
        let (a, b) = (self.0, other.0);
        KindSet([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }
    /// The kinds in both sets.
    #[inline]
    pub const fn intersection(self, other: KindSet) -> KindSet {
        let (a, b) = (self.0, other.0);
        KindSet([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }
    /// The kinds of `self` not in `other`.
    #[inline]
    pub const fn minus(self, other: KindSet) -> KindSet {
        let (a, b) = (self.0, other.0);
        KindSet([a[0] & !b[0], a[1] & !b[1], a[2] & !b[2], a[3] & !b[3]])
    }
    #[inline]
    pub const fn contains(self, k: PieceKind) -> bool {
        let n = k as usize;
        self.0[n / 64] >> (n % 64) & 1 != 0
    }
    /// Whether the kind of `piece` is in the set, read from its packed bits without decoding.
    #[inline]
    pub const fn has(self, piece: Piece) -> bool {
        let n = piece.kind_index();
        self.0[n / 64] >> (n % 64) & 1 != 0
    }
    pub fn insert(&mut self, k: PieceKind) {
        *self = self.with(k);
    }
    /// Adds the kind of `piece`, read from its packed bits without decoding (as `has`).
    #[inline]
    pub fn insert_kind_of(&mut self, piece: Piece) {
        let n = piece.kind_index();
        self.0[n / 64] |= 1 << (n % 64);
    }
    pub fn remove(&mut self, k: PieceKind) {
        *self = self.minus(KindSet::single(k));
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        let a = self.0;
        a[0] | a[1] | a[2] | a[3] == 0
    }
    /// Whether the sets share a kind.
    #[inline]
    pub const fn intersects(self, other: KindSet) -> bool {
        !self.intersection(other).is_empty()
    }
    /// How many kinds the set holds.
    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// The kinds in order of their numbers (K Q R B S P first).
    pub fn iter(self) -> impl Iterator<Item = PieceKind> {
        let words = self.0;
        (0..WORDS).flat_map(move |w| {
            let mut bits = words[w];
            std::iter::from_fn(move || {
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if let Some(k) = PieceKind::from_bits((w * 64 + b) as u8) {
                        return Some(k);
                    }
                }
                None
            })
        })
    }
}

impl BitOr for KindSet {
    type Output = KindSet;
    #[inline]
    fn bitor(self, rhs: KindSet) -> KindSet {
        self.union(rhs)
    }
}

impl BitOrAssign for KindSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: KindSet) {
        *self = self.union(rhs);
    }
}

impl BitAnd for KindSet {
    type Output = KindSet;
    #[inline]
    fn bitand(self, rhs: KindSet) -> KindSet {
        self.intersection(rhs)
    }
}

impl BitAndAssign for KindSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: KindSet) {
        *self = self.intersection(rhs);
    }
}

impl Not for KindSet {
    type Output = KindSet;
    #[inline]
    fn not(self) -> KindSet {
        let a = self.0;
        KindSet([!a[0], !a[1], !a[2], !a[3]])
    }
}

impl FromIterator<PieceKind> for KindSet {
    fn from_iter<I: IntoIterator<Item = PieceKind>>(iter: I) -> KindSet {
        iter.into_iter().fold(KindSet::NONE, KindSet::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_every_kind_number() {
        let all: KindSet = PieceKind::ALL.iter().copied().collect();
        assert_eq!(all.len(), PieceKind::ALL.len());
        let mut by_number = PieceKind::ALL.to_vec();
        by_number.sort();
        assert_eq!(all.iter().collect::<Vec<_>>(), by_number);
        let last = *PieceKind::ALL.iter().max().expect("kinds");
        let s = KindSet::single(last);
        assert!(s.contains(last) && !s.contains(PieceKind::King));
        assert!(s.intersects(all) && !s.intersects(KindSet::ORTHODOX));
        assert_eq!(all.minus(s).len(), all.len() - 1);
        assert!((all & !all).is_empty());
    }
}
