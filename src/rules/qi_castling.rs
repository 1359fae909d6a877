//! Qi castling rights (RULES.md §4.6, Gilman's Wildeurasian Qi rule): castling on any array,
//! read from where kings and rooks stand and whether they have moved.
//!
//! A king may castle while it has never left the middle two files and its two back ranks; a
//! rook while it has never left its starting file and the file beside it towards the centre,
//! nor the back two ranks. These are history flags (F-3): a king that went to d1 and came back
//! has lost its right, so the rights are kept as data rather than read off the board.

use super::moves::{Move, Special};
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::square::{BoardSize, Square};
use super::zobrist;

/// Most rooks with a right a position keeps (the game array has four per side).
pub const MAX_QI_ROOKS: usize = 8;

/// A rook that may still castle: where it stands and the file it started on.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct QiRook {
    pub side: Side,
    pub square: Square,
    pub home_file: u8,
}

impl QiRook {
    /// Side, square and home file in 13 bits, in `QiRook`'s order (so that sorted packed
    /// rights list as sorted rooks): the rights are part of every position copied.
    fn pack(self) -> u16 {
        (self.side as u16) << 12 | (self.square.index() as u16) << 4 | self.home_file as u16
    }
    fn unpack(v: u16) -> QiRook {
        QiRook {
            side: if v >> 12 & 1 == 0 {
                Side::White
            } else {
                Side::Black
            },
            square: Square::from_index((v >> 4) as u8),
            home_file: (v & 15) as u8,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct QiCastling {
    /// Bit `side` set while that side's king may castle.
    kings: u8,
    len: u8,
    /// The rook rights packed (`QiRook::pack`), sorted; unused slots are 0.
    rooks: [u16; MAX_QI_ROOKS],
}

impl QiCastling {
    /// The rights of an array: a king on a middle file of its two back ranks, with each rook
    /// on an edge file of those ranks.
    pub fn from_array(pos: &Position) -> QiCastling {
        let mut qi = QiCastling::NONE;
        let size = pos.size();
        for side in [Side::White, Side::Black] {
            let Some(k) = pos.king(side) else { continue };
            if !king_may_stand(k, side, size) {
                continue;
            }
            qi.set_king(side, true);
            let rook = Piece::new(side.colour(), PieceKind::Rook);
            for sq in pos.movable_by(side).iter() {
                if pos.piece_at(sq) == Some(rook)
                    && on_back_ranks(sq.rank(), side, size)
                    && (sq.file() == 0 || sq.file() + 1 == size.width())
                {
                    qi.push_rook(QiRook {
                        side,
                        square: sq,
                        home_file: sq.file(),
                    });
                }
            }
        }
        qi
    }

    pub const NONE: QiCastling = QiCastling {
        kings: 0,
        len: 0,
        rooks: [0; MAX_QI_ROOKS],
    };

    pub fn is_empty(&self) -> bool {
        self.kings == 0 && self.len == 0
    }
    pub fn king(&self, side: Side) -> bool {
        self.kings & 1 << side as u8 != 0
    }
    pub fn set_king(&mut self, side: Side, on: bool) {
        if on {
            self.kings |= 1 << side as u8;
        } else {
            self.kings &= !(1 << side as u8);
        }
    }
    pub fn rooks(&self) -> impl Iterator<Item = QiRook> + '_ {
        self.rooks[..self.len as usize]
            .iter()
            .map(|&v| QiRook::unpack(v))
    }
    /// Adds a rook's right; false when the list is full or the square already has one.
    pub fn push_rook(&mut self, rook: QiRook) -> bool {
        if self.len as usize == MAX_QI_ROOKS || self.rooks().any(|r| r.square == rook.square) {
            return false;
        }
        self.rooks[self.len as usize] = rook.pack();
        self.len += 1;
        self.sort();
        true
    }
    /// Takes the right of the rook on `sq` away.
    pub fn remove_rook(&mut self, sq: Square) {
        self.retain(|r| r.square != sq);
    }
    /// The right of the rook on `sq`, if any.
    pub fn rook_at(&self, sq: Square) -> Option<QiRook> {
        self.rooks().find(|r| r.square == sq)
    }

    /// Kept in one order so that equal rights compare and hash equal.
    fn sort(&mut self) {
        let n = self.len as usize;
        self.rooks[..n].sort();
    }

    fn retain(&mut self, mut keep: impl FnMut(&mut QiRook) -> bool) {
        let mut kept = [0; MAX_QI_ROOKS];
        let mut n = 0;
        for mut r in self.rooks() {
            if keep(&mut r) {
                kept[n] = r.pack();
                n += 1;
            }
        }
        self.rooks = kept;
        self.len = n as u8;
        self.sort();
    }

    /// The Zobrist key of these rights.
    pub fn key(&self) -> u64 {
        let mut k = 0;
        for side in [Side::White, Side::Black] {
            if self.king(side) {
                k ^= zobrist::qi_king(side);
            }
        }
        for r in self.rooks() {
            k ^= zobrist::qi_rook(r.side, r.square, r.home_file);
        }
        k
    }

    /// The rights after `mv` (played by `side` on a board of `size`): a king or rook that
    /// leaves its allowed squares loses its right for good, castling spends both, and a rook
    /// taken (or any piece landing on a rook's square) takes its right with it.
    pub fn after(&self, mv: &Move, side: Side, size: BoardSize) -> QiCastling {
        let victim = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        let king_moves = mv.piece.kind() == PieceKind::King && self.king(side);
        // Rights live on the back two ranks: a move that neither starts, ends nor takes there
        // (and is no king's) keeps them, without looking at the rooks.
        let h = size.height();
        let inner = |sq: Square| sq.rank() >= 2 && sq.rank() + 2 < h;
        if !king_moves && inner(mv.from) && inner(mv.to) && inner(victim) {
            return *self;
        }
        let touched = |sq: Square| sq == mv.from || sq == mv.to || sq == victim;
        if !(king_moves || mv.is_castling() || self.rooks().any(|r| touched(r.square))) {
            return *self;
        }
        let mut next = *self;
        let kingside_move = mv.piece.kind() == PieceKind::King;
        if kingside_move && next.king(side) {
            let stays = !mv.is_castling() && king_may_stand(mv.to, side, size);
            next.set_king(side, stays);
        }
        let victim_square = match mv.special {
            Special::EnPassant { victim } => Some(victim),
            _ => mv.captured.map(|_| mv.to),
        };
        let castled_rook = match mv.special {
            Special::Castling { rook_from, .. } => Some(rook_from),
            _ => None,
        };
        next.retain(|r| {
            if Some(r.square) == castled_rook || Some(r.square) == victim_square {
                return false;
            }
            if r.square == mv.from && mv.piece.kind() == PieceKind::Rook {
                if !rook_may_stand(mv.to, r.side, r.home_file, size) {
                    return false;
                }
                r.square = mv.to;
                return true;
            }
            r.square != mv.to
        });
        next
    }
}

/// The middle two files of a board `width` wide (e and f on ten files).
pub fn middle_files(width: u8) -> [u8; 2] {
    [(width - 1) / 2, width / 2]
}

/// Whether `rank` is one of `side`'s two back ranks.
pub fn on_back_ranks(rank: u8, side: Side, size: BoardSize) -> bool {
    match side {
        Side::White => rank < 2,
        Side::Black => rank + 2 >= size.height(),
    }
}

/// Whether a king with a right keeps it on `sq`.
pub fn king_may_stand(sq: Square, side: Side, size: BoardSize) -> bool {
    middle_files(size.width()).contains(&sq.file()) && on_back_ranks(sq.rank(), side, size)
}

/// The file beside `home` towards the centre.
pub fn rook_second_file(home: u8, width: u8) -> u8 {
    if (home as u16) * 2 < width as u16 {
        home + 1
    } else {
        home.saturating_sub(1)
    }
}

/// Whether a rook that started on `home_file` keeps its right on `sq`.
pub fn rook_may_stand(sq: Square, side: Side, home_file: u8, size: BoardSize) -> bool {
    on_back_ranks(sq.rank(), side, size)
        && (sq.file() == home_file || sq.file() == rook_second_file(home_file, size.width()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::moves::Nature;
    use crate::rules::piece::{Colour, Piece};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn rights_follow_the_history_flags() {
        let size = BoardSize::new(10, 10).unwrap();
        let mut qi = QiCastling::NONE;
        qi.set_king(Side::White, true);
        assert!(qi.push_rook(QiRook {
            side: Side::White,
            square: sq("a1"),
            home_file: 0
        }));
        let rook = Piece::new(Colour::White, PieceKind::Rook);
        let king = Piece::new(Colour::White, PieceKind::King);
        // a1-b1 keeps the right, b1-c1 loses it.
        let to_b1 = qi.after(
            &Move::new(sq("a1"), sq("b1"), rook, Nature::Leap),
            Side::White,
            size,
        );
        assert_eq!(to_b1.rook_at(sq("b1")).map(|r| r.home_file), Some(0));
        let to_c1 = to_b1.after(
            &Move::new(sq("b1"), sq("c1"), rook, Nature::Leap),
            Side::White,
            size,
        );
        assert!(to_c1.rook_at(sq("c1")).is_none());
        // e1-f2 keeps the king's right, e1-d1 loses it, and coming back does not restore it.
        let f2 = qi.after(
            &Move::new(sq("e1"), sq("f2"), king, Nature::Leap),
            Side::White,
            size,
        );
        assert!(f2.king(Side::White));
        let d1 = qi.after(
            &Move::new(sq("e1"), sq("d1"), king, Nature::Leap),
            Side::White,
            size,
        );
        assert!(!d1.king(Side::White));
        let back = d1.after(
            &Move::new(sq("d1"), sq("e1"), king, Nature::Leap),
            Side::White,
            size,
        );
        assert!(!back.king(Side::White));
        assert_ne!(qi.key(), d1.key());
    }
}
