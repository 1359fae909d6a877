//! The position: what stands where, who moves, and the state the rules carry from one move to
//! the next (castling, e.p., Imitators, a pending Circé Parrain rebirth), with its Zobrist key.
//!
//! Positions are values: moves are applied to a copy (copy-make). A position is under 1 KiB, and
//! copying it is cheaper and safer than undo code for every kind of side effect.

use super::bitset::SquareSet;
use super::moves::{Move, Promotion, Special};
use super::piece::{Colour, Piece, PieceKind, Side};
use super::square::{BoardSize, Square, MAILBOX};
use super::zobrist;

/// Mailbox byte of squares outside the board.
pub const OFF_BOARD: u8 = 0xFF;
/// Mailbox byte of empty squares.
pub const EMPTY: u8 = 0;

/// Castling state: one bit per king and per castling rook that has not moved. A right exists
/// when the king's and the rook's bits are both set and both stand on their squares. Keeping
/// the rook bits apart from the king's lets a reborn rook regain its right (RULES.md §2.3).
/// Move application keeps rook bits only while their king's bit is set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    pub const NONE: Castling = Castling(0);

    const fn king_bit(side: Side) -> u8 {
        1 << (side as u8 * 3)
    }
    /// `kingside` chooses the rook on the h-file (true) or the a-file (false).
    const fn rook_bit(side: Side, kingside: bool) -> u8 {
        1 << (side as u8 * 3 + if kingside { 1 } else { 2 })
    }
    pub fn king_unmoved(self, side: Side) -> bool {
        self.0 & Castling::king_bit(side) != 0
    }
    pub fn rook_unmoved(self, side: Side, kingside: bool) -> bool {
        self.0 & Castling::rook_bit(side, kingside) != 0
    }
    pub fn set_king(&mut self, side: Side, unmoved: bool) {
        self.set(Castling::king_bit(side), unmoved)
    }
    pub fn set_rook(&mut self, side: Side, kingside: bool, unmoved: bool) {
        self.set(Castling::rook_bit(side, kingside), unmoved)
    }
    fn set(&mut self, bit: u8, on: bool) {
        if on {
            self.0 |= bit
        } else {
            self.0 &= !bit
        }
    }
    pub fn bits(self) -> u8 {
        self.0
    }
}

/// The square a pawn skipped with its double step, and where that pawn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EnPassant {
    pub target: Square,
    pub victim: Square,
}

/// Which moves an Imitator follows (RULES.md §1.6).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ImitatorColour {
    /// Follows every move (the usual Imitator).
    Neutral,
    /// Follows only that side's moves.
    Of(Side),
}

impl ImitatorColour {
    pub fn follows(self, side: Side) -> bool {
        match self {
            ImitatorColour::Neutral => true,
            ImitatorColour::Of(s) => s == side,
        }
    }
    pub(crate) fn bits(self) -> u8 {
        match self {
            ImitatorColour::Neutral => 0,
            ImitatorColour::Of(s) => 1 + s as u8,
        }
    }
}

/// Most Imitators a position holds (promotion into an Imitator adds one each time).
pub const MAX_IMITATORS: usize = 8;

/// The Imitators, in the order they were listed: notation prints them in that order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Imitators {
    len: u8,
    squares: [Option<(Square, ImitatorColour)>; MAX_IMITATORS],
}

impl Imitators {
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn iter(&self) -> impl Iterator<Item = (Square, ImitatorColour)> + '_ {
        self.squares[..self.len as usize].iter().flatten().copied()
    }
    /// Adds an Imitator; false when the list is full.
    pub fn push(&mut self, sq: Square, colour: ImitatorColour) -> bool {
        if self.len() == MAX_IMITATORS {
            return false;
        }
        self.squares[self.len()] = Some((sq, colour));
        self.len += 1;
        true
    }
    pub fn contains(&self, sq: Square) -> bool {
        self.iter().any(|(s, _)| s == sq)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    cells: [u8; MAILBOX],
    size: BoardSize,
    /// Occupied squares by colour (index: colour bits - 1).
    occupied: [SquareSet; 3],
    kings: [Option<Square>; 2],
    side: Side,
    castling: Castling,
    ep: Option<EnPassant>,
    imitators: Imitators,
    /// A captured piece and its capture square, waiting for the next move (Circé Parrain).
    pending: Option<(Piece, Square)>,
    hash: u64,
}

/// Why a position cannot be used.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    #[error("{0} is outside the {1} board")]
    OffBoard(Square, BoardSize),
    #[error("{0} has two kings ({1} and {2})")]
    TwoKings(&'static str, Square, Square),
    #[error("a neutral king on {0} is not supported")]
    NeutralKing(Square),
    #[error("{0} pawn on {1} stands on its promotion rank")]
    PawnOnLastRank(&'static str, Square),
}

impl Position {
    /// An empty board of the given size, White to move.
    pub fn empty(size: BoardSize) -> Position {
        let mut cells = [OFF_BOARD; MAILBOX];
        for sq in size.squares() {
            cells[sq.mailbox()] = EMPTY;
        }
        Position {
            cells,
            size,
            occupied: [SquareSet::EMPTY; 3],
            kings: [None; 2],
            side: Side::White,
            castling: Castling::NONE,
            ep: None,
            imitators: Imitators::default(),
            pending: None,
            hash: 0,
        }
    }

    /// The orthodox initial array.
    pub fn initial() -> Position {
        let mut p = Position::empty(BoardSize::STANDARD);
        let back = [
            PieceKind::Rook,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Queen,
            PieceKind::King,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Rook,
        ];
        for (f, k) in back.iter().enumerate() {
            let f = f as u8;
            p.put(Square::new(f, 0), Piece::new(Colour::White, *k));
            p.put(
                Square::new(f, 1),
                Piece::new(Colour::White, PieceKind::Pawn),
            );
            p.put(
                Square::new(f, 6),
                Piece::new(Colour::Black, PieceKind::Pawn),
            );
            p.put(Square::new(f, 7), Piece::new(Colour::Black, *k));
        }
        p.set_castling(p.castling_from_array());
        p
    }

    // ----- reading -----

    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.side
    }
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_bits(self.cells[sq.mailbox()])
    }
    /// The raw mailbox byte at a mailbox index (`EMPTY`, `OFF_BOARD` or a piece's bits).
    #[inline]
    pub(crate) fn cell(&self, mb: usize) -> u8 {
        // Indices of steps off the top or bottom are past the end (negative ones wrap).
        match self.cells.get(mb) {
            Some(&c) => c,
            None => OFF_BOARD,
        }
    }
    #[inline]
    pub fn king(&self, side: Side) -> Option<Square> {
        self.kings[side.index()]
    }
    #[inline]
    pub fn castling(&self) -> Castling {
        self.castling
    }
    #[inline]
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.ep
    }
    #[inline]
    pub fn imitators(&self) -> &Imitators {
        &self.imitators
    }
    /// The captured piece and its capture square awaiting a Circé Parrain rebirth.
    #[inline]
    pub fn pending_rebirth(&self) -> Option<(Piece, Square)> {
        self.pending
    }
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Squares holding pieces of exactly this colour.
    #[inline]
    pub fn occupied_by(&self, colour: Colour) -> SquareSet {
        self.occupied[colour as usize - 1]
    }
    /// Squares holding pieces `side` may move (its own and the neutral ones).
    #[inline]
    pub fn movable_by(&self, side: Side) -> SquareSet {
        self.occupied[side.colour() as usize - 1].union(self.occupied[Colour::Neutral as usize - 1])
    }
    /// Every piece with its square, rank by rank from a1.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.size
            .squares()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
    pub fn is_empty_square(&self, sq: Square) -> bool {
        self.cells[sq.mailbox()] == EMPTY
    }

    // ----- editing (used by setup, parsers, the editor and move application) -----

    /// Puts a piece on a square of the board, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.size.contains(sq));
        self.remove(sq);
        self.cells[sq.mailbox()] = piece.bits();
        self.occupied[piece.colour() as usize - 1].insert(sq);
        if piece.kind() == PieceKind::King {
            if let Some(side) = piece.colour().side() {
                self.kings[side.index()] = Some(sq);
            }
        }
        self.hash ^= zobrist::piece(piece, sq);
    }

    /// Moves the pieces of `mv` (mover, victim, promotion), flips the side to move and clears
    /// the e.p. right, with `src` the position this one was copied from.
    ///
    /// Everything read comes from `src`, and this copy's fields are only written: reading a
    /// field of a position just copied stalls on the copy's stores, and this runs for every
    /// move played.
    pub(crate) fn displace(&mut self, src: &Position, mv: &Move) {
        let mut hash = src.hash ^ zobrist::SIDE;
        if let Some(e) = src.ep {
            hash ^= zobrist::en_passant(e.target);
            self.ep = None;
        }
        let mover = mv.piece;
        let mc = mover.colour() as usize - 1;
        // Squares whose occupancy changes for the mover's colour: at most departure, arrival
        // and a victim of the same (neutral) colour.
        let mut toggles = [mv.from; 3];
        let mut n = 1;
        self.cells[mv.from.mailbox()] = EMPTY;
        hash ^= zobrist::piece(mover, mv.from);
        if let Some(victim) = mv.captured {
            let at = match mv.special {
                Special::EnPassant { victim } => victim,
                _ => mv.to,
            };
            self.cells[at.mailbox()] = EMPTY;
            let vc = victim.colour() as usize - 1;
            if vc == mc {
                toggles[n] = at;
                n += 1;
            } else {
                self.occupied[vc].write_toggled(&src.occupied[vc], &[at]);
            }
            hash ^= zobrist::piece(victim, at);
            if victim.kind() == PieceKind::King {
                if let Some(owner) = victim.colour().side() {
                    self.kings[owner.index()] = None;
                }
            }
        }
        let arriving = match mv.promotion {
            None => Some(mover),
            Some(Promotion::Piece(kind)) => Some(Piece::new(mover.colour(), kind)),
            Some(Promotion::Imitator) => None,
        };
        if let Some(p) = arriving {
            self.cells[mv.to.mailbox()] = p.bits();
            toggles[n] = mv.to;
            n += 1;
            hash ^= zobrist::piece(p, mv.to);
            if p.kind() == PieceKind::King {
                if let Some(owner) = p.colour().side() {
                    self.kings[owner.index()] = Some(mv.to);
                }
            }
        }
        self.occupied[mc].write_toggled(&src.occupied[mc], &toggles[..n]);
        self.hash = hash;
        self.side = src.side.opponent();
    }

    /// Clears a square; returns what stood there.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.cells[sq.mailbox()] = EMPTY;
        self.occupied[piece.colour() as usize - 1].remove(sq);
        if piece.kind() == PieceKind::King {
            if let Some(side) = piece.colour().side() {
                if self.kings[side.index()] == Some(sq) {
                    self.kings[side.index()] = None;
                }
            }
        }
        self.hash ^= zobrist::piece(piece, sq);
        Some(piece)
    }

    pub fn set_side_to_move(&mut self, side: Side) {
        if side != self.side {
            self.side = side;
            self.hash ^= zobrist::SIDE;
        }
    }
    pub fn set_castling(&mut self, c: Castling) {
        self.hash ^= zobrist::castling(self.castling.bits()) ^ zobrist::castling(c.bits());
        self.castling = c;
    }
    pub fn set_en_passant(&mut self, ep: Option<EnPassant>) {
        if let Some(e) = self.ep {
            self.hash ^= zobrist::en_passant(e.target);
        }
        if let Some(e) = ep {
            self.hash ^= zobrist::en_passant(e.target);
        }
        self.ep = ep;
    }
    pub fn set_pending_rebirth(&mut self, pending: Option<(Piece, Square)>) {
        if let Some((p, s)) = self.pending {
            self.hash ^= zobrist::pending(p, s);
        }
        if let Some((p, s)) = pending {
            self.hash ^= zobrist::pending(p, s);
        }
        self.pending = pending;
    }
    /// Adds an Imitator; false if the position already holds the most it can.
    pub fn add_imitator(&mut self, sq: Square, colour: ImitatorColour) -> bool {
        if !self.imitators.push(sq, colour) {
            return false;
        }
        self.hash ^= zobrist::imitator(sq, colour.bits());
        true
    }
    pub fn clear_imitators(&mut self) {
        for (sq, c) in self.imitators.iter() {
            self.hash ^= zobrist::imitator(sq, c.bits());
        }
        self.imitators = Imitators::default();
    }
    /// Moves every Imitator that follows `side` by (df, dr); one that would leave the board
    /// stays (generation never lets that happen).
    pub(crate) fn shift_imitators(&mut self, side: Side, df: i8, dr: i8) {
        for i in 0..self.imitators.len() {
            if let Some((sq, c)) = self.imitators.squares[i] {
                if c.follows(side) {
                    if let Some(to) = sq.offset(df as i32, dr as i32, self.size) {
                        self.hash ^=
                            zobrist::imitator(sq, c.bits()) ^ zobrist::imitator(to, c.bits());
                        self.imitators.squares[i] = Some((to, c));
                    }
                }
            }
        }
    }

    /// The castling state Popeye assumes: every king and rook on its game-array square counts
    /// as unmoved (8-file boards only; other sizes have no orthodox castling).
    pub fn castling_from_array(&self) -> Castling {
        let mut c = Castling::NONE;
        if self.size.width() != 8 || self.size.height() < 2 {
            return c;
        }
        for side in [Side::White, Side::Black] {
            let rank = self.home_rank(side);
            let is = |f: u8, k: PieceKind| {
                self.piece_at(Square::new(f, rank)) == Some(Piece::new(side.colour(), k))
            };
            // Rook bits only beside a king on its square: without one they could never be
            // used, and FEN could not say them.
            let king = is(4, PieceKind::King);
            c.set_king(side, king);
            c.set_rook(side, true, king && is(7, PieceKind::Rook));
            c.set_rook(side, false, king && is(0, PieceKind::Rook));
        }
        c
    }

    /// The rank of `side`'s back row.
    #[inline]
    pub fn home_rank(&self, side: Side) -> u8 {
        match side {
            Side::White => 0,
            Side::Black => self.size.height() - 1,
        }
    }
    /// The rank where `side`'s pawns promote.
    #[inline]
    pub fn last_rank(&self, side: Side) -> u8 {
        self.home_rank(side.opponent())
    }

    /// The key computed from scratch; always equal to [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, p) in self.pieces() {
            h ^= zobrist::piece(p, sq);
        }
        if self.side == Side::Black {
            h ^= zobrist::SIDE;
        }
        h ^= zobrist::castling(self.castling.bits());
        if let Some(e) = self.ep {
            h ^= zobrist::en_passant(e.target);
        }
        for (sq, c) in self.imitators.iter() {
            h ^= zobrist::imitator(sq, c.bits());
        }
        if let Some((p, s)) = self.pending {
            h ^= zobrist::pending(p, s);
        }
        h
    }

    /// Checks what the rules core relies on: one king per side at most, no neutral king, no
    /// pawn on its promotion rank.
    pub fn validate(&self) -> Result<(), PositionError> {
        let mut kings: [Option<Square>; 2] = [None; 2];
        for (sq, p) in self.pieces() {
            match (p.kind(), p.colour().side()) {
                (PieceKind::King, None) => return Err(PositionError::NeutralKing(sq)),
                (PieceKind::King, Some(side)) => {
                    if let Some(other) = kings[side.index()] {
                        return Err(PositionError::TwoKings(side.name(), other, sq));
                    }
                    kings[side.index()] = Some(sq);
                }
                (PieceKind::Pawn, _) => {
                    for side in [Side::White, Side::Black] {
                        if p.colour().movable_by(side) && sq.rank() == self.last_rank(side) {
                            return Err(PositionError::PawnOnLastRank(p.colour().name(), sq));
                        }
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}
