//! A set of squares of a board up to 16x16, as 256 bits.

use super::square::Square;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() >> 6] |= 1 << (sq.index() & 63);
    }
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() >> 6] &= !(1 << (sq.index() & 63));
    }
    /// Writes into `self` the words of `src` touched by `toggles`, with those squares flipped.
    ///
    /// Every word written is computed from `src` alone: `self` is a fresh copy whose words are
    /// never read back, which would stall on the copy's stores (move application's hot path).
    #[inline]
    pub fn write_toggled(&mut self, src: &SquareSet, toggles: &[Square]) {
        // The usual cases, departure and arrival, or a single square, without the loops.
        match *toggles {
            [a] => {
                let w = a.index() >> 6;
                self.0[w] = src.0[w] ^ 1 << (a.index() & 63);
                return;
            }
            [a, b] => {
                let (wa, wb) = (a.index() >> 6, b.index() >> 6);
                let (ba, bb) = (1u64 << (a.index() & 63), 1u64 << (b.index() & 63));
                if wa == wb {
                    self.0[wa] = src.0[wa] ^ ba ^ bb;
                } else {
                    self.0[wa] = src.0[wa] ^ ba;
                    self.0[wb] = src.0[wb] ^ bb;
                }
                return;
            }
            _ => {}
        }
        for sq in toggles {
            let w = sq.index() >> 6;
            let mut word = src.0[w];
            for t in toggles {
                if t.index() >> 6 == w {
                    word ^= 1 << (t.index() & 63);
                }
            }
            self.0[w] = word;
        }
    }
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.0[sq.index() >> 6] & (1 << (sq.index() & 63)) != 0
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// The squares of the first eight files and ranks (bit = rank * 8 + file), as on an 8x8
    /// board: each word holds four ranks of sixteen files.
    #[inline]
    pub(crate) fn on_8x8(&self) -> u64 {
        let pack = |w: u64| {
            let x = w & 0x00ff_00ff_00ff_00ff;
            let x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
            (x | x >> 16) & 0xffff_ffff
        };
        pack(self.0[0]) | pack(self.0[1]) << 32
    }
    pub fn union(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
            self.0[3] | other.0[3],
        ])
    }
    #[inline]
    pub fn intersection(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
            self.0[3] & other.0[3],
        ])
    }
    /// The squares of `self` not in `other`.
    #[inline]
    pub fn minus(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & !other.0[0],
            self.0[1] & !other.0[1],
            self.0[2] & !other.0[2],
            self.0[3] & !other.0[3],
        ])
    }
    #[inline]
    pub fn iter(self) -> SquareSetIter {
        SquareSetIter {
            words: self.0,
            word: 0,
        }
    }
}

pub struct SquareSetIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for SquareSetIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(Square::from_index(
                    (self.word * 64 + w.trailing_zeros() as usize) as u8,
                ));
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_index_order() {
        let mut s = SquareSet::EMPTY;
        for i in [255u8, 0, 64, 63, 130] {
            s.insert(Square::from_index(i));
        }
        let v: Vec<u8> = s.iter().map(|q| q.index() as u8).collect();
        assert_eq!(v, vec![0, 63, 64, 130, 255]);
        s.remove(Square::from_index(64));
        assert_eq!(s.len(), 4);
        assert!(!s.contains(Square::from_index(64)));
    }
}
