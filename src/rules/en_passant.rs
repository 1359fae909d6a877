//! The en passant right: the squares a pawn's double (or triple) step skipped, where the pawn
//! stands, and how Popeye's `enpassant` option names them.

use super::piece::{PieceKind, Side};
use super::position::Position;
use super::square::{BoardSize, Square};
use super::walk::walk;
use super::zobrist;

/// The square a pawn skipped with its double step, and where that pawn stands. A triple step
/// skips two squares (Popeye's `enpassant` option with four squares, the pawn's departure, the
/// two squares skipped and its arrival): the pawn is taken on either.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnPassant {
    /// The skipped square next to the pawn.
    pub target: Square,
    pub victim: Square,
    /// A triple step's other skipped square, the one before `target`.
    pub beyond: Option<Square>,
    /// Where the step itself ended, when the pawn stands elsewhere since (a wormhole took it
    /// on: Popeye takes it e.p. where it went, and its `enpassant` option names that square
    /// last, `d7d6h3`).
    pub arrival: Option<Square>,
}

impl EnPassant {
    /// A double step's right: the square skipped and where the pawn stands.
    pub const fn new(target: Square, victim: Square) -> EnPassant {
        EnPassant {
            target,
            victim,
            beyond: None,
            arrival: None,
        }
    }

    /// Whether the pawn skipped `sq` (a pawn taking it e.p. moves there).
    #[inline]
    pub fn skips(self, sq: Square) -> bool {
        self.target == sq || self.beyond == Some(sq)
    }

    /// The squares skipped, `target` first.
    pub fn skipped(self) -> impl Iterator<Item = Square> {
        std::iter::once(self.target).chain(self.beyond)
    }

    /// The step the pawn made, square by square: from `target` to the step's arrival.
    pub fn step(self) -> (i32, i32) {
        let arrival = self.arrival.unwrap_or(self.victim);
        (
            arrival.file() as i32 - self.target.file() as i32,
            arrival.rank() as i32 - self.target.rank() as i32,
        )
    }

    /// Popeye's `enpassant` squares: departure, the squares skipped, arrival (none when the
    /// departure lies off a board of `size`).
    pub fn squares(self, size: BoardSize) -> Option<Vec<Square>> {
        let (df, dr) = self.step();
        let first = self.beyond.unwrap_or(self.target);
        let from = first.offset(-df, -dr, size)?;
        let mut squares = vec![from];
        squares.extend(self.beyond);
        squares.extend([self.target, self.victim]);
        Some(squares)
    }

    /// The right read from Popeye's `enpassant` squares (departure, one or two squares
    /// skipped, arrival) when they are one pawn step repeated: one rank forward for the side
    /// that made it (returned), at most one file aside (a berolina pawn's diagonal step). The
    /// last square may lie off that line, where the pawn went on from the step's end (Popeye
    /// follows it there: `d7d6h3` under Wormholes d5 h3). Who stands where is the caller's to
    /// check ([`EnPassant::fits`]).
    pub fn from_squares(squares: &[Square]) -> Option<(EnPassant, Side)> {
        if !(3..=4).contains(&squares.len()) {
            return None;
        }
        let diff = |a: Square, b: Square| {
            (
                b.file() as i32 - a.file() as i32,
                b.rank() as i32 - a.rank() as i32,
            )
        };
        let n = squares.len();
        let step = diff(squares[0], squares[1]);
        if squares[..n - 1]
            .windows(2)
            .any(|w| diff(w[0], w[1]) != step)
            || step.0.abs() > 1
        {
            return None;
        }
        let mover = match step.1 {
            1 => Side::White,
            -1 => Side::Black,
            _ => return None,
        };
        let target = squares[n - 2];
        let victim = squares[n - 1];
        let arrival = if diff(target, victim) == step {
            None
        } else {
            let (file, rank) = (target.file() as i32 + step.0, target.rank() as i32 + step.1);
            if !(0..16).contains(&file) || !(0..16).contains(&rank) {
                return None;
            }
            Some(Square::new(file as u8, rank as u8))
        };
        let ep = EnPassant {
            target,
            victim,
            beyond: (n == 4).then_some(squares[1]),
            arrival,
        };
        Some((ep, mover))
    }

    /// Whether the step still stands in `pos` as one `mover` made: a pawn of its (one that
    /// takes and is taken e.p. as a pawn: a fairy pawn, an imitating piece) on the arrival
    /// square, the squares skipped and the departure square empty.
    pub fn fits(self, pos: &Position, mover: Side) -> bool {
        let Some(pawn) = pos.piece_at(self.victim) else {
            return false;
        };
        let kind = pawn.kind();
        let pawnlike =
            kind == PieceKind::Pawn || kind.is_imitating() || walk(kind).fairy_pawn.is_some();
        if !pawnlike || !pawn.colour().movable_by(mover) || self.step().1 != mover.forward() as i32
        {
            return false;
        }
        match self.squares(pos.size()) {
            Some(squares) => squares[..squares.len() - 1]
                .iter()
                .all(|&sq| pos.is_empty_square(sq)),
            None => false,
        }
    }

    /// The right's part of the Zobrist key.
    #[inline]
    pub(crate) fn key(self) -> u64 {
        let beyond = match self.beyond {
            Some(sq) => zobrist::en_passant(sq).rotate_left(29),
            None => 0,
        };
        zobrist::en_passant(self.target) ^ beyond
    }
}

/// The e.p. victim that counts as observed by the side to move's pawns: the pawn that has just
/// made its double step, when a pawn of the side to move stands where it could take it e.p.
/// (Popeye's pawn observation includes the e.p. capture: Madrasi paralyses such a pawn, and
/// Isardam finds it observed.)
pub fn observed_victim(pos: &Position) -> Option<Square> {
    let side = pos.side_to_move();
    let ep = pos.en_passant()?;
    let victim = pos.piece_at(ep.victim)?;
    if victim.kind() != PieceKind::Pawn || !victim.colour().movable_by(side.opponent()) {
        return None;
    }
    let back = -side.forward() as i32;
    ep.skipped()
        .flat_map(|over| [-1, 1].map(|df| over.offset(df, back, pos.size())))
        .flatten()
        .filter_map(|sq| pos.piece_at(sq))
        .any(|p| p.kind() == PieceKind::Pawn && p.colour().movable_by(side))
        .then_some(ep.victim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::piece::{Colour, Piece};

    fn squares(text: &str) -> Vec<Square> {
        text.as_bytes()
            .chunks(2)
            .map(|c| Square::parse(std::str::from_utf8(c).unwrap()).unwrap())
            .collect()
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn popeyes_squares_read_as_one_pawn_step_repeated() {
        let (ep, mover) = EnPassant::from_squares(&squares("d2d3d4")).unwrap();
        assert_eq!(
            (ep, mover),
            (EnPassant::new(sq("d3"), sq("d4")), Side::White)
        );
        // A triple step skips two squares, the pawn is taken on either.
        let (ep, mover) = EnPassant::from_squares(&squares("d8d7d6d5")).unwrap();
        assert_eq!(mover, Side::Black);
        assert_eq!(
            (ep.target, ep.victim, ep.beyond),
            (sq("d6"), sq("d5"), Some(sq("d7")))
        );
        assert!(ep.skips(sq("d7")) && ep.skips(sq("d6")) && !ep.skips(sq("d8")));
        assert_eq!(ep.skipped().collect::<Vec<_>>(), [sq("d6"), sq("d7")]);
        // A berolina pawn's diagonal step.
        let (ep, _) = EnPassant::from_squares(&squares("f7e6d5")).unwrap();
        assert_eq!(ep.step(), (-1, -1));
        // Not one step repeated, not a pawn's step, too few or too many squares.
        for text in ["d2d4d5", "a1b1c1", "d2d4d6", "d2d3", "a2a3a4a5a6"] {
            assert_eq!(EnPassant::from_squares(&squares(text)), None, "{text}");
        }
    }

    #[test]
    fn a_pawn_that_went_on_from_its_step_is_named_where_it_stands() {
        // Popeye's REGRESSIONS 4_63_to_4_65 #18: `enpassant d7d6h3` under Wormholes d5 h3.
        let (ep, mover) = EnPassant::from_squares(&squares("d7d6h3")).unwrap();
        assert_eq!(mover, Side::Black);
        assert_eq!(
            (ep.target, ep.victim, ep.arrival),
            (sq("d6"), sq("h3"), Some(sq("d5")))
        );
        assert_eq!(ep.step(), (0, -1));
        let mut pos = Position::empty(BoardSize::STANDARD);
        pos.put(sq("h3"), Piece::new(Colour::Black, PieceKind::Pawn));
        assert!(ep.fits(&pos, mover));
        assert!(!ep.fits(&pos, Side::White));
        // A step whose end would lie off the board names no right.
        assert_eq!(EnPassant::from_squares(&squares("d2d1h5")), None);
    }

    #[test]
    fn the_squares_write_back_as_read() {
        for text in ["d2d3d4", "d8d7d6d5", "f7e6d5", "d7d6h3"] {
            let (ep, _) = EnPassant::from_squares(&squares(text)).unwrap();
            assert_eq!(
                ep.squares(BoardSize::STANDARD),
                Some(squares(text)),
                "{text}"
            );
        }
    }

    #[test]
    fn a_step_fits_while_its_pawn_stands_and_its_squares_are_empty() {
        let (ep, mover) = EnPassant::from_squares(&squares("d8d7d6d5")).unwrap();
        let mut pos = Position::empty(BoardSize::STANDARD);
        pos.put(sq("d5"), Piece::new(Colour::Black, PieceKind::Pawn));
        assert!(ep.fits(&pos, mover));
        // Not White's step, whose pawns go up.
        assert!(!ep.fits(&pos, Side::White));
        pos.put(sq("d7"), Piece::new(Colour::White, PieceKind::Rook));
        assert!(!ep.fits(&pos, mover));
        // A berolina pawn is taken as a pawn; a rook is not.
        let (ep, mover) = EnPassant::from_squares(&squares("f7e6d5")).unwrap();
        let mut pos = Position::empty(BoardSize::STANDARD);
        pos.put(sq("d5"), Piece::new(Colour::Black, PieceKind::BerolinaPawn));
        assert!(ep.fits(&pos, mover));
        pos.put(sq("d5"), Piece::new(Colour::Black, PieceKind::Rook));
        assert!(!ep.fits(&pos, mover));
    }

    #[test]
    fn the_key_tells_a_triple_step_from_a_double_step() {
        let (triple, _) = EnPassant::from_squares(&squares("d8d7d6d5")).unwrap();
        let double = EnPassant::new(triple.target, triple.victim);
        assert_ne!(triple.key(), double.key());
        assert_eq!(double.key(), zobrist::en_passant(sq("d6")));
    }
}
