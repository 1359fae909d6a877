//! Grid chess, as Popeye 4.104 defines it (`condition GridChess`, with its shifted grids
//! `VerticalShift`, `HorizontalShift`, `DiagonalShift`).
//!
//! * The board is cut into cells of 2x2 squares (a1-b2, c1-d2, …); a shifted grid moves the
//!   lines by one rank, one file or both, numbered as Popeye 4.104 numbers them (its
//!   `VerticalShift` then gives each rank cells of its own, two files wide). A move is legal only if it crosses a grid line: its
//!   arrival lies in another cell than its departure (castling: the king's move).
//! * Check is a capture of the king that crosses a line too. Grid only takes moves and
//!   attacks away: a move the orthodox verdict allows stays legal (when it crosses a line), one
//!   it refuses is played and tested.
//! * Popeye's `Orthogonal`, `Irregular` and `GridLine` grids are not read.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::position::Position;
use crate::rules::square::Square;

impl crate::rules::condition::Options for GridOptions {
    const NAME: &'static str = "grid";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        match self.shift.keyword() {
            Some(w) => vec![format!("GridChess {w}")],
            None => vec!["GridChess".to_string()],
        }
    }
}

/// The cell of `sq` under the grid `shift`, as Popeye numbers them (`height` ranks).
#[inline]
pub fn cell(sq: Square, shift: GridShift, height: u8) -> u32 {
    let (f, r) = (sq.file() as u32, sq.rank() as u32);
    let h = height as u32;
    match shift {
        GridShift::None => f / 2 + 4 * (r / 2),
        // Popeye's numbers, left to right as it computes them: on 8 ranks its vertical and
        // diagonal shifts give every rank numbers of its own, two files to a cell (`Ra2-a3`
        // crosses a line).
        GridShift::Vertical => f / 2 + (h / 2) * (r + 1) / 2,
        GridShift::Horizontal => f.div_ceil(2) + (h / 2 + 1) * (r / 2),
        GridShift::Diagonal => f.div_ceil(2) + (h / 2 + 1) * (r + 1) / 2,
    }
}

/// Whether a move or capture from `from` to `to` crosses a grid line.
#[inline]
pub fn crosses(from: Square, to: Square, shift: GridShift, height: u8) -> bool {
    cell(from, shift, height) != cell(to, shift, height)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_two_by_two() {
        let sq = |s: &str| Square::parse(s).unwrap();
        assert!(!crosses(sq("a1"), sq("b2"), GridShift::None, 8));
        assert!(crosses(sq("b2"), sq("c3"), GridShift::None, 8));
        assert!(crosses(sq("a1"), sq("a2"), GridShift::Vertical, 8));
        // As Popeye 4.104 numbers the shifted cells: a2-a3 crosses, a2-b2 does not.
        assert!(crosses(sq("a2"), sq("a3"), GridShift::Vertical, 8));
        assert!(!crosses(sq("a2"), sq("b2"), GridShift::Vertical, 8));
        assert!(!crosses(sq("b1"), sq("c2"), GridShift::Horizontal, 8));
        assert!(!crosses(sq("b1"), sq("c1"), GridShift::Diagonal, 8));
        assert!(crosses(sq("b1"), sq("b2"), GridShift::Diagonal, 8));
    }
}
