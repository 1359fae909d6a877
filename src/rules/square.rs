//! Squares and board sizes.
//!
//! A square is a file (0..16) and a rank (0..16) packed in one byte: the file in the low nibble.
//! This keeps `Move` small and lets occupancy sets be 256-bit bitsets. Move generation works on a
//! padded mailbox index instead (see `Board`), derived from the square by [`Square::mailbox`].

use std::fmt;

/// Largest supported board side.
pub const MAX_SIDE: u8 = 16;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// `file` and `rank` must be below 16.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < MAX_SIDE && rank < MAX_SIDE);
        Square(rank << 4 | file)
    }
    #[inline]
    pub const fn from_index(index: u8) -> Square {
        Square(index)
    }
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 15
    }
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }
    /// Index 0..256 (rank * 16 + file), for bitsets and tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Index into the padded mailbox of `Board`.
    #[inline]
    pub const fn mailbox(self) -> usize {
        self.rank() as usize * STRIDE + self.file() as usize
    }
    #[inline]
    pub const fn from_mailbox(mb: usize) -> Square {
        Square::new((mb % STRIDE) as u8, (mb / STRIDE) as u8)
    }
    /// The square `(df, dr)` away, if it lies on a board of `size`.
    pub fn offset(self, df: i32, dr: i32, size: BoardSize) -> Option<Square> {
        let f = self.file() as i32 + df;
        let r = self.rank() as i32 + dr;
        if f >= 0 && r >= 0 && f < size.width as i32 && r < size.height as i32 {
            Some(Square::new(f as u8, r as u8))
        } else {
            None
        }
    }
    /// The square `k` steps of (df, dr) away, which the caller knows to be on the board (move
    /// generation walks the mailbox, which already said so): no bounds check on the hot path.
    #[inline]
    pub fn stepped(self, (df, dr): (i8, i8), k: i8) -> Square {
        Square((self.0 as isize + (dr * k) as isize * 16 + (df * k) as isize) as u8)
    }
    /// Parses a square name at the start of `s` ("a1", "j10", "p16"): the square and the number
    /// of bytes used. Ranks are read greedily (up to two digits) but only as far as they stay
    /// within 16; the caller checks the square against its board.
    pub fn parse_prefix(s: &str) -> Option<(Square, usize)> {
        let b = s.as_bytes();
        let f = *b.first()?;
        let f = f.to_ascii_lowercase();
        if !(b'a'..b'a' + MAX_SIDE).contains(&f) {
            return None;
        }
        let d1 = *b.get(1)?;
        if !d1.is_ascii_digit() || d1 == b'0' {
            return None;
        }
        let mut rank = (d1 - b'0') as u32;
        let mut used = 2;
        if let Some(&d2) = b.get(2) {
            if d2.is_ascii_digit() && rank * 10 + ((d2 - b'0') as u32) <= MAX_SIDE as u32 {
                rank = rank * 10 + (d2 - b'0') as u32;
                used = 3;
            }
        }
        Some((Square::new(f - b'a', (rank - 1) as u8), used))
    }
    /// Parses a whole square name.
    pub fn parse(s: &str) -> Option<Square> {
        match Square::parse_prefix(s) {
            Some((sq, n)) if n == s.len() => Some(sq),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Columns of padding after each row of the mailbox. Four is enough for leaps up to (4,1): a
/// leap off the side of a row lands on padding, of this row or the one before.
pub const PAD: usize = 4;
/// Mailbox row length: 16 files plus padding shared by the right edge of one row and the left
/// edge of the next.
pub const STRIDE: usize = MAX_SIDE as usize + PAD;
/// Mailbox size: 16 rows, with no padding rows above or below. A step off the top or bottom
/// leaves the array, and reading outside the array gives `OFF_BOARD` (one comparison, the same
/// as the bounds check an index needs anyway). Keeping the array small keeps copy-make cheap.
pub const MAILBOX: usize = STRIDE * MAX_SIDE as usize;

/// Mailbox delta of a vector.
#[inline]
pub const fn delta(df: i8, dr: i8) -> isize {
    dr as isize * STRIDE as isize + df as isize
}

/// Board dimensions, each from 1 to 16.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardSize {
    width: u8,
    height: u8,
}

impl BoardSize {
    pub const STANDARD: BoardSize = BoardSize {
        width: 8,
        height: 8,
    };

    pub fn new(width: u8, height: u8) -> Option<BoardSize> {
        if (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height) {
            Some(BoardSize { width, height })
        } else {
            None
        }
    }
    #[inline]
    pub const fn width(self) -> u8 {
        self.width
    }
    #[inline]
    pub const fn height(self) -> u8 {
        self.height
    }
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }
    /// Every square, rank by rank from a1.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |f| Square::new(f, r)))
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for r in 0..16 {
            for f in 0..16 {
                let sq = Square::new(f, r);
                assert_eq!(Square::parse(&sq.to_string()), Some(sq));
                assert_eq!(Square::from_mailbox(sq.mailbox()), sq);
            }
        }
    }

    #[test]
    fn prefix_parsing_keeps_ranks_within_sixteen() {
        assert_eq!(Square::parse_prefix("a10b2"), Some((Square::new(0, 9), 3)));
        assert_eq!(Square::parse_prefix("a17"), Some((Square::new(0, 0), 2)));
        assert_eq!(Square::parse_prefix("a0"), None);
        assert_eq!(Square::parse_prefix("q1"), None);
    }
}
