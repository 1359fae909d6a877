//! Mars Circe's capture squares, looked up instead of reckoned. Every observation asks where
//! each man of the observing side captures from (its rebirth square), and reckoning that
//! square through the options was most of Mars Circe's cost per position; for every
//! definition but `Diagram` (whose square is the man's diagram square) it depends on the man's
//! owner, kind and square alone, so one table per problem answers it.

use super::{anti_square, owner_of, Adapter, CirceOptions, Definition};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::relocation::CaptureSquares;
use crate::rules::square::{BoardSize, Square};

/// A table entry for "no rebirth square" (off the board). Square index 255 (p16) exists only
/// on a 16x16 board, where no table is built.
const NONE: u8 = u8::MAX;

/// The rebirth squares by owner, kind number and square index.
#[derive(Debug)]
pub(super) struct MarsSquares {
    size: BoardSize,
    /// `(owner << 16) | (kind number << 8) | square index` → the rebirth square's index.
    table: Box<[u8]>,
}

impl MarsSquares {
    /// The table for `opts` on boards of `size`, where one can answer.
    pub(super) fn new(opts: &CirceOptions, size: BoardSize) -> Option<MarsSquares> {
        // (A Frischauf promotee's square follows its mark, which the table does not know.)
        if opts.definition == Definition::Diagram
            || opts.adapter == Adapter::Frischauf
            || (size.width() == 16 && size.height() == 16)
        {
            return None;
        }
        let mut table = vec![NONE; 2 << 16].into_boxed_slice();
        for owner in [Side::White, Side::Black] {
            for bits in 0..=u8::MAX {
                let Some(kind) = PieceKind::from_bits(bits) else {
                    continue;
                };
                for sq in size.squares() {
                    if let Some(r) = anti_square(opts, size, kind, sq, owner, None) {
                        table[index(owner, bits as usize, sq)] = r.index() as u8;
                    }
                }
            }
        }
        Some(MarsSquares { size, table })
    }

    /// Where `piece` of `side` on `from` captures from (see
    /// [`super::mars_capture_squares`], which this answers alike): its rebirth square only
    /// while that is empty. `None` for a position of another size than the table's.
    #[inline]
    pub(super) fn capture_squares(
        &self,
        pos: &Position,
        opts: &CirceOptions,
        piece: Piece,
        from: Square,
        side: Side,
    ) -> Option<CaptureSquares> {
        let reach = self.capture_reach(pos, opts, piece, from, side)?;
        Some(match reach.others() {
            [r] if !pos.is_empty_square(*r) => CaptureSquares::NONE,
            _ => reach,
        })
    }

    /// Where `piece` of `side` on `from` captures from once its rebirth square is empty:
    /// `None` for a position of another size than the table's.
    #[inline]
    pub(super) fn capture_reach(
        &self,
        pos: &Position,
        opts: &CirceOptions,
        piece: Piece,
        from: Square,
        side: Side,
    ) -> Option<CaptureSquares> {
        if pos.size() != self.size {
            return None;
        }
        if !opts.rex_inclusive && piece.is(PieceKind::King) {
            return Some(CaptureSquares::NONE);
        }
        let r = self.table[index(owner_of(piece, side.opponent()), piece.kind_index(), from)];
        Some(if r == NONE {
            CaptureSquares::NONE
        } else if r as usize == from.index() {
            CaptureSquares::OWN
        } else {
            let mut squares = CaptureSquares::NONE;
            squares.push(Square::from_index(r));
            squares
        })
    }
}

#[inline]
fn index(owner: Side, kind: usize, sq: Square) -> usize {
    (owner as usize) << 16 | kind << 8 | sq.index()
}
