//! The position: what stands where, who moves, and the state the rules carry from one move to
//! the next (castling, e.p., tokens, a pending rebirth, Qi castling rights, the kinds of the last moves), with its Zobrist key.
//!
//! Positions are values: moves are applied to a copy (copy-make). A position is under 1 KiB, and
//! copying it is cheaper and safer than undo code for every kind of side effect.

use super::bitset::SquareSet;
use super::moves::{Move, Promotion, Rebirth, Reborn, Special};
use super::piece::{Attribute, Attributes, Colour, Piece, PieceKind, Side};
use super::square::{BoardSize, Square, MAILBOX, MAX_SIDE, STRIDE};
use super::zobrist;

pub use super::en_passant::EnPassant;
pub use super::qi_castling::{QiCastling, QiRook};

/// One mailbox cell: a piece's bits ([`Piece::bits`]), `EMPTY` or `OFF_BOARD`.
pub type Cell = u16;
/// Mailbox cell of squares outside the board.
pub const OFF_BOARD: Cell = u16::MAX;
/// Mailbox cell of empty squares.
pub const EMPTY: Cell = 0;

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

/// Which moves a token follows.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum TokenColour {
    /// Follows every move.
    Neutral,
    /// Follows only that side's moves.
    Of(Side),
}

impl TokenColour {
    pub fn follows(self, side: Side) -> bool {
        match self {
            TokenColour::Neutral => true,
            TokenColour::Of(s) => s == side,
        }
    }
    pub(crate) fn bits(self) -> u8 {
        match self {
            TokenColour::Neutral => 0,
            TokenColour::Of(s) => 1 + s as u8,
        }
    }
}

/// Most tokens a position holds (a promotion into a token adds one).
pub const MAX_TOKENS: usize = 8;

/// The Tokens, in the order they were listed: notation prints them in that order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Tokens {
    len: u8,
    squares: [Option<(Square, TokenColour)>; MAX_TOKENS],
}

impl Tokens {
    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn iter(&self) -> impl Iterator<Item = (Square, TokenColour)> + '_ {
        self.squares[..self.len as usize].iter().flatten().copied()
    }
    /// Adds a token; false when the list is full.
    pub fn push(&mut self, sq: Square, colour: TokenColour) -> bool {
        if self.len() == MAX_TOKENS {
            return false;
        }
        self.squares[self.len()] = Some((sq, colour));
        self.len += 1;
        true
    }
    pub fn contains(&self, sq: Square) -> bool {
        self.iter().any(|(s, _)| s == sq)
    }
    /// Moves every token that follows `side` by (df, dr), except one that would leave the
    /// board (generation never lets that happen).
    pub(crate) fn shift(&mut self, side: Side, df: i8, dr: i8, size: BoardSize) {
        let n = self.len();
        for (sq, c) in self.squares[..n].iter_mut().flatten() {
            if c.follows(side) {
                if let Some(to) = sq.offset(df as i32, dr as i32, size) {
                    *sq = to;
                }
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    cells: [Cell; MAILBOX],
    /// The attributes of the piece on each cell ([`Attributes`] bits; 0 on empty cells). Only
    /// positions with an attributed piece (`State::attributed`) have bits here, and copy-make
    /// copies the plane only for them: orthodox play never reads it.
    attrs: [u32; MAILBOX],
    /// Everything but the mailbox, in one block: copy-make copies it whole, and the mailbox
    /// only as far as the board reaches (see `copy_from`).
    state: State,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct State {
    size: BoardSize,
    /// Squares holding pieces each side may move (index: side). A neutral piece is in both:
    /// one set per side instead of one per colour keeps the block small and makes
    /// `movable_by`, which move generation asks for every position, a plain read.
    movable: [SquareSet; 2],
    kings: [Option<Square>; 2],
    side: Side,
    castling: Castling,
    ep: Option<EnPassant>,
    tokens: Tokens,
    /// A captured piece and its capture square, waiting for the next move to be reborn.
    pending: Option<(Piece, Square)>,
    /// Where the piece whose rebirth the next move decides stands, when it is on the board
    /// and not on the pending capture square (AntiCirce `LastMove`: its capturer, carried on
    /// by its own move's rebirth); see [`Position::pending_standing`].
    pending_at: Option<Square>,
    /// Where the piece awaiting its rebirth stood in the diagram, in a position that records
    /// the pieces' origins (see [`Position::pending_origin`]).
    pending_origin: Option<Square>,
    /// The orthodox kind the last move used (imitating pieces may imitate it, RULES.md
    /// §4.3), when known.
    last_kind: Option<PieceKind>,
    /// The orthodox kind of the move before it (RULES.md §4.7 F-9's alternative reading).
    previous_kind: Option<PieceKind>,
    /// Qi castling rights (RULES.md §4.6).
    qi: QiCastling,
    /// Whether a piece with attributes ever stood on this position's board (the plane of
    /// `Position::attrs` may hold bits).
    attributed: bool,
    /// Whether each piece's square in the diagram is recorded (see [`Position::origin`]).
    tracked: bool,
    /// The two squares whose pieces the last move exchanged (Messigny chess forbids the next
    /// exchange there), when it exchanged some.
    exchanged: Option<(Square, Square)>,
    /// How many pieces the underworld holds (see [`Position::ghosts`]).
    ghosts: u8,
    /// Squares whose pieces a condition has marked (`Position::marked`): state of the pieces
    /// that the condition keeps and moves with them itself (the Volage condition's pieces that
    /// have changed side).
    marked: SquareSet,
    /// Whether a condition has marked the piece awaiting its rebirth
    /// ([`Position::pending_rebirth`]): the mark the piece had where it was captured, kept
    /// while it is off the board (a Volage piece that has changed side stays one).
    pending_marked: bool,
    /// Sides a condition has marked for the rest of the play (bit `Side::index`): Strict SAT's
    /// sides whose king has stood in orthodox check.
    side_marks: u8,
    /// The pieces whose sides the last move's magic pieces changed, kept only where the views
    /// of magic pieces depend on the pieces' sides (`Ruleset::magic_sided`): the next move's
    /// views are compared with those of this position before these changes, as Popeye does.
    magic_turned: SquareSet,
    hash: u64,
}

/// What a problem's conditions allow in a position beyond what the rules core checks for
/// every problem ([`Position::validate_with`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Allowances {
    /// Pawns may stand on their promotion rank (still pawns there).
    pub last_rank_pawns: bool,
    /// A side may have several kings: its king is royal only while it is its only one (see
    /// [`Position::settle_kings`]).
    pub several_kings: bool,
}

impl Allowances {
    pub const NONE: Allowances = Allowances {
        last_rank_pawns: false,
        several_kings: false,
    };
}

/// Why a position cannot be used.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    #[error("{0} is outside the {1} board")]
    OffBoard(Square, BoardSize),
    #[error("{0} has two kings ({1} and {2})")]
    TwoKings(&'static str, Square, Square),
    #[error("a neutral {0} on {1} is not supported: imitating pieces belong to one side")]
    NeutralImitating(&'static str, Square),
    #[error("{0} has a royal piece on {1} besides its king or royal piece on {2}")]
    TwoRoyals(&'static str, Square, Square),
    #[error("a neutral royal piece on {0} is not supported")]
    NeutralRoyal(Square),
    #[error("{0} pawn on {1} stands on its promotion rank")]
    PawnOnLastRank(&'static str, Square),
}

/// The widest board whose positions record each piece's square in the diagram: the origins
/// live in the attribute plane's cells right of the board (columns 10 to 19 of each row), which
/// no square of such a board uses.
pub const MAX_TRACKED_FILES: usize = 10;

/// The attribute plane's cell that holds the origin of the piece on `sq`, if the board is
/// narrow enough (see [`MAX_TRACKED_FILES`]).
fn origin_slot(sq: Square) -> Option<usize> {
    let file = sq.file() as usize;
    (file < MAX_TRACKED_FILES).then(|| sq.rank() as usize * STRIDE + MAX_TRACKED_FILES + file)
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
            attrs: [0; MAILBOX],
            state: State {
                size,
                movable: [SquareSet::EMPTY; 2],
                kings: [None; 2],
                side: Side::White,
                castling: Castling::NONE,
                ep: None,
                tokens: Tokens::default(),
                pending: None,
                pending_at: None,
                pending_origin: None,
                last_kind: None,
                previous_kind: None,
                exchanged: None,
                marked: SquareSet::EMPTY,
                pending_marked: false,
                side_marks: 0,
                magic_turned: SquareSet::EMPTY,
                qi: QiCastling::NONE,
                attributed: false,
                tracked: false,
                ghosts: 0,
                hash: 0,
            },
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
        self.state.size
    }
    #[inline]
    pub fn side_to_move(&self) -> Side {
        self.state.side
    }
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_bits(self.cells[sq.mailbox()])
    }
    /// The mailbox (`EMPTY`, `OFF_BOARD` or a piece's bits per cell).
    #[inline]
    pub(crate) fn cells(&self) -> &[Cell; MAILBOX] {
        &self.cells
    }
    /// The raw mailbox byte at a mailbox index (`EMPTY`, `OFF_BOARD` or a piece's bits).
    #[inline]
    pub(crate) fn cell(&self, mb: usize) -> Cell {
        // Indices of steps off the top or bottom are past the end (negative ones wrap).
        match self.cells.get(mb) {
            Some(&c) => c,
            None => OFF_BOARD,
        }
    }
    /// The attributes of the piece on `sq` (none on an empty square).
    #[inline]
    pub fn attributes(&self, sq: Square) -> Attributes {
        Attributes::from_bits(self.attrs[sq.mailbox()])
    }
    /// Whether a piece with attributes ever stood on the board (pieces with attributes may
    /// still stand there).
    #[inline]
    pub fn has_attributes(&self) -> bool {
        self.state.attributed
    }
    /// The square where the piece on `sq` stood in the diagram (its identity, which Diagram
    /// Circe reads): in a position that does not record it (the diagram itself), the piece's
    /// own square; `None` on an empty square or for a piece that stood nowhere.
    pub fn origin(&self, sq: Square) -> Option<Square> {
        self.piece_at(sq)?;
        if !self.state.tracked {
            return Some(sq);
        }
        let slot = self.attrs[origin_slot(sq)?];
        Some(Square::from_index(slot.checked_sub(1)? as u8))
    }
    /// Whether the position records each piece's square in the diagram.
    #[inline]
    pub fn tracks_origins(&self) -> bool {
        self.state.tracked
    }
    /// Whether positions of this board size can record the pieces' squares in the diagram
    /// (boards of at most [`MAX_TRACKED_FILES`] files).
    pub fn can_track_origins(size: BoardSize) -> bool {
        size.width() as usize <= MAX_TRACKED_FILES
    }
    /// Records these squares in the diagram for the pieces that stand on the board (`origin_of`
    /// maps each occupied square to its piece's), with `src` the position whose origins the
    /// key holds now (the position a move was played from, or this one): the key follows.
    /// False, changing nothing, on a board too wide to record them.
    pub fn set_origins(
        &mut self,
        src: &Position,
        origin_of: impl Fn(Square) -> Option<Square>,
    ) -> bool {
        if !Self::can_track_origins(self.state.size) {
            return false;
        }
        let mut hash = self.state.hash ^ src.origin_keys();
        let squares: Vec<Square> = self.pieces().map(|(sq, _)| sq).collect();
        for sq in squares {
            if let Some(slot) = origin_slot(sq) {
                self.attrs[slot] = origin_of(sq).map_or(0, |o| o.index() as u32 + 1);
            }
        }
        self.state.tracked = true;
        // The plane's padding holds the origins: copy-make copies it with the attributes.
        self.state.attributed = true;
        hash ^= self.origin_keys();
        self.state.hash = hash;
        true
    }
    /// Like [`Position::set_origins`], for a position copied from `src` whose pieces differ
    /// from `src`'s on `squares` only (every other square keeps its piece and its origin):
    /// only those squares' origins and keys are rewritten. Recording starts with
    /// `set_origins` where `src` records none.
    pub fn set_origins_on(
        &mut self,
        src: &Position,
        squares: SquareSet,
        origin_of: impl Fn(Square) -> Option<Square>,
    ) -> bool {
        if !src.state.tracked || self.state.size != src.state.size {
            return self.set_origins(src, origin_of);
        }
        let mut hash = self.state.hash;
        for sq in squares.iter() {
            if let Some(o) = src.origin(sq) {
                hash ^= zobrist::origin(o, sq);
            }
            let Some(slot) = origin_slot(sq) else {
                continue;
            };
            let origin = self.piece_at(sq).and_then(|_| origin_of(sq));
            self.attrs[slot] = origin.map_or(0, |o| o.index() as u32 + 1);
            if let Some(o) = origin {
                hash ^= zobrist::origin(o, sq);
            }
        }
        self.state.hash = hash;
        true
    }

    /// The squares whose contents differ between `before` and this position (of one board
    /// size).
    pub fn changed_from(&self, before: &Position) -> SquareSet {
        let mut changed = SquareSet::EMPTY;
        // A move changes a few rows: whole rows are compared first (padding cells hold no
        // square and never change, so they are left out).
        for rank in 0..before.size().height() as usize {
            let row = rank * STRIDE..rank * STRIDE + MAX_SIDE as usize;
            let (a, b) = (&before.cells[row.clone()], &self.cells[row]);
            if a == b {
                continue;
            }
            for (file, (x, y)) in a.iter().zip(b).enumerate() {
                if x != y {
                    changed.insert(Square::new(file as u8, rank as u8));
                }
            }
        }
        changed
    }

    /// The keys of the recorded origins of the pieces on the board.
    fn origin_keys(&self) -> u64 {
        if !self.state.tracked {
            return 0;
        }
        let mut h = 0;
        for (sq, _) in self.pieces() {
            if let Some(o) = self.origin(sq) {
                h ^= zobrist::origin(o, sq);
            }
        }
        h
    }
    /// The square of `side`'s king: its king, or its royal piece.
    #[inline]
    pub fn king(&self, side: Side) -> Option<Square> {
        self.state.kings[side.index()]
    }
    #[inline]
    pub fn castling(&self) -> Castling {
        self.state.castling
    }
    #[inline]
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.state.ep
    }
    #[inline]
    pub fn tokens(&self) -> &Tokens {
        &self.state.tokens
    }
    /// The captured piece and its capture square awaiting a rebirth.
    #[inline]
    pub fn pending_rebirth(&self) -> Option<(Piece, Square)> {
        self.state.pending
    }
    /// AntiCirce `LastMove`: the square of the capturer awaiting its rebirth, which stays on
    /// the board until the next move decides it: its capture square, unless its own move's
    /// rebirth carried it on (`Kc3*b2[wKb2->a1]`: the king waits on a1, reborn by the next
    /// move's vector from b2). `None` when no capture awaits a rebirth.
    #[inline]
    pub fn pending_standing(&self) -> Option<Square> {
        self.state
            .pending
            .map(|(_, sq)| self.state.pending_at.unwrap_or(sq))
    }
    /// Where the piece awaiting its rebirth (`pending_rebirth`) stood in the diagram, in a
    /// position that records the pieces' origins: a Circé Parrain rebirth brings it back with
    /// its identity (the goal `ctr`).
    #[inline]
    pub fn pending_origin(&self) -> Option<Square> {
        self.state.pending_origin
    }
    /// The orthodox kind the last move used, if known.
    #[inline]
    pub fn last_move_kind(&self) -> Option<PieceKind> {
        self.state.last_kind
    }
    /// The orthodox kind of the move before the last, if known.
    #[inline]
    pub fn previous_move_kind(&self) -> Option<PieceKind> {
        self.state.previous_kind
    }
    /// The squares whose pieces the last move exchanged, if it exchanged two.
    #[inline]
    pub fn exchanged(&self) -> Option<(Square, Square)> {
        self.state.exchanged
    }
    /// Qi castling rights.
    #[inline]
    pub fn qi_castling(&self) -> &QiCastling {
        &self.state.qi
    }
    #[inline]
    pub fn hash(&self) -> u64 {
        self.state.hash
    }
    /// Squares holding pieces of exactly this colour.
    #[inline]
    pub fn occupied_by(&self, colour: Colour) -> SquareSet {
        let [white, black] = self.state.movable;
        match colour {
            Colour::White => white.minus(black),
            Colour::Black => black.minus(white),
            Colour::Neutral => white.intersection(black),
        }
    }
    /// Squares holding pieces of any colour.
    #[inline]
    pub fn occupied(&self) -> SquareSet {
        let [white, black] = self.state.movable;
        white.union(black)
    }
    /// Squares holding pieces `side` may move (its own and the neutral ones).
    #[inline]
    pub fn movable_by(&self, side: Side) -> SquareSet {
        self.state.movable[side.index()]
    }
    /// Every piece with its square, rank by rank from a1.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.state
            .size
            .squares()
            .filter_map(move |sq| self.piece_at(sq).map(|p| (sq, p)))
    }
    pub fn is_empty_square(&self, sq: Square) -> bool {
        self.cells[sq.mailbox()] == EMPTY
    }

    // ----- editing (used by setup, parsers, the editor and move application) -----

    /// Puts a piece with attributes on a square of the board, replacing what stood there.
    pub fn put_with(&mut self, sq: Square, piece: Piece, attributes: Attributes) {
        self.put(sq, piece);
        self.set_attributes(sq, attributes);
    }

    /// Gives the piece on `sq` these attributes (the key follows; a royal piece becomes its
    /// side's king). Nothing happens on an empty square.
    pub fn set_attributes(&mut self, sq: Square, mut attributes: Attributes) {
        let Some(piece) = self.piece_at(sq) else {
            return;
        };
        // A sting or poseidon is royal by its walk (Popeye's `is_king`), whatever is asked.
        if piece.kind().is_royal_fairy() {
            attributes.insert(Attribute::Royal);
        }
        let mb = sq.mailbox();
        let old = Attributes::from_bits(self.attrs[mb]);
        if old == attributes {
            return;
        }
        self.state.hash ^=
            zobrist::attributes(old.bits(), sq) ^ zobrist::attributes(attributes.bits(), sq);
        self.attrs[mb] = attributes.bits();
        if !attributes.is_empty() {
            self.state.attributed = true;
        }
        if let Some(side) = piece.colour().side() {
            let king = &mut self.state.kings[side.index()];
            if attributes.contains(Attribute::Royal) {
                *king = Some(sq);
            } else if old.contains(Attribute::Royal)
                && *king == Some(sq)
                && !piece.is(PieceKind::King)
            {
                *king = None;
            }
        }
    }

    /// Puts a piece on a square of the board, replacing what stood there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.state.size.contains(sq));
        // (A piece put on a hole fills it.)
        self.fill_hole(sq);
        self.remove(sq);
        self.cells[sq.mailbox()] = piece.bits();
        for side in [Side::White, Side::Black] {
            if piece.colour().movable_by(side) {
                self.state.movable[side.index()].insert(sq);
            }
        }
        if piece.kind() == PieceKind::King {
            self.set_king(piece, Some(sq));
            if self.count_kings(piece) > 1 {
                // A second king of its side: neither is royal (only conditions that allow
                // several kings build such positions, `Allowances::several_kings`).
                self.settle_kings();
            }
        }
        self.state.hash ^= zobrist::piece(piece, sq);
        if piece.kind().is_royal_fairy() {
            // Its side's royal piece (the attribute makes it the side's king square).
            self.set_attributes(sq, Attributes::NONE);
        }
    }

    /// `*self = *src`, copying of the mailbox only the rows of the board when `self` already
    /// holds a position of the same size: the cells beyond them are off the board, the same in
    /// every position of that size. (On 8x8, 160 of the mailbox's 320 bytes; copying the
    /// position is most of the cost of playing a move.)
    #[inline]
    pub(crate) fn copy_from(&mut self, src: &Position) {
        if self.state.size != src.state.size {
            *self = *src;
            return;
        }
        let rows = src.state.size.height() as usize * STRIDE;
        self.cells[..rows].copy_from_slice(&src.cells[..rows]);
        if src.state.attributed || self.state.attributed {
            // The underworld's pieces follow the board's rows (see `Position::ghosts`).
            let cells = rows + GHOST_CELLS * src.state.ghosts.max(self.state.ghosts) as usize;
            self.attrs[..cells].copy_from_slice(&src.attrs[..cells]);
        }
        self.state = src.state;
    }

    /// Moves the pieces of `mv` (mover, victim, promotion), flips the side to move and clears
    /// the e.p. right, with `src` the position this one was copied from.
    ///
    /// Everything read comes from `src`, and this copy's fields are only written: reading a
    /// field of a position just copied stalls on the copy's stores, and this runs for every
    /// move played.
    #[inline]
    pub(crate) fn displace(&mut self, src: &Position, mv: &Move) {
        let mut hash = src.state.hash ^ zobrist::SIDE;
        if let Some(e) = src.state.ep {
            hash ^= e.key();
            self.state.ep = None;
        }
        let mover = mv.piece;
        self.cells[mv.from.mailbox()] = EMPTY;
        hash ^= zobrist::piece(mover, mv.from);
        // Colour bits say which sides' sets hold a piece: bit `side` set when `side` moves it.
        let mut victim_sides = 0;
        let mut at = mv.to;
        if let Some(victim) = mv.captured {
            if let Special::EnPassant { victim } | Special::CaptureAt { victim } = mv.special {
                at = victim;
            }
            self.cells[at.mailbox()] = EMPTY;
            victim_sides = victim.colour_bits();
            hash ^= zobrist::piece(victim, at);
            if victim.is(PieceKind::King) {
                self.lose_king(victim);
            }
        }
        let arrives = match mv.promotion {
            None => {
                self.arrive(mover, mv.to, &mut hash);
                true
            }
            Some(Promotion::Piece(kind)) => {
                self.arrive(Piece::new(mover.colour(), kind), mv.to, &mut hash);
                true
            }
            Some(Promotion::Token) => false,
        };
        let mover_sides = mover.colour_bits();
        for i in 0..2 {
            let (dst, src) = (&mut self.state.movable[i], &src.state.movable[i]);
            match (mover_sides >> i & 1 != 0, victim_sides >> i & 1 != 0) {
                (false, false) => {}
                // The usual cases: the mover's departure and arrival, the victim's square.
                (true, false) if arrives => dst.write_toggled(src, &[mv.from, mv.to]),
                (true, false) => dst.write_toggled(src, &[mv.from]),
                (false, true) => dst.write_toggled(src, &[at]),
                // Neutral pieces: mover and victim in the same set. Taking on the arrival
                // square leaves it occupied.
                (true, true) if !arrives => dst.write_toggled(src, &[mv.from, at]),
                (true, true) if at == mv.to => dst.write_toggled(src, &[mv.from]),
                (true, true) => dst.write_toggled(src, &[mv.from, mv.to, at]),
            }
        }
        self.state.hash = hash;
        self.state.side = src.state.side.opponent();
    }

    /// Puts the arriving piece on its square (the cell and the key; occupancy is the caller's).
    #[inline]
    fn arrive(&mut self, p: Piece, to: Square, hash: &mut u64) {
        self.cells[to.mailbox()] = p.bits();
        *hash ^= zobrist::piece(p, to);
        if p.is(PieceKind::King) {
            self.set_king(p, Some(to));
        }
    }

    /// Makes `sq` the king square of each side that moves `king` (both for a neutral king,
    /// which is either side's king).
    #[inline]
    fn set_king(&mut self, king: Piece, sq: Option<Square>) {
        let sides = king.colour_bits();
        for i in 0..2 {
            if sides >> i & 1 != 0 {
                self.state.kings[i] = sq;
            }
        }
    }

    /// A king was taken (only in positions where the rules let kings be captured).
    #[cold]
    fn lose_king(&mut self, king: Piece) {
        self.set_king(king, None);
    }

    /// Takes `piece`, which stands on `sq`, off the board: the cell, the sets and the key, as
    /// `remove` does without reading the cell; a king's square is left to `place` (Échecs
    /// transfers: every piece taken off lands again).
    #[inline]
    pub(crate) fn lift(&mut self, sq: Square, piece: Piece) {
        self.cells[sq.mailbox()] = EMPTY;
        if self.state.attributed {
            self.clear_attributes(sq);
        }
        let sides = piece.colour_bits();
        for i in 0..2 {
            if sides >> i & 1 != 0 {
                self.state.movable[i].remove(sq);
            }
        }
        self.state.hash ^= zobrist::piece(piece, sq);
    }

    /// Puts `piece` on `sq`, empty: `put` without clearing the square first.
    #[inline]
    pub(crate) fn place(&mut self, sq: Square, piece: Piece) {
        self.cells[sq.mailbox()] = piece.bits();
        let sides = piece.colour_bits();
        for i in 0..2 {
            if sides >> i & 1 != 0 {
                self.state.movable[i].insert(sq);
            }
        }
        if piece.is(PieceKind::King) {
            self.set_king(piece, Some(sq));
        }
        self.state.hash ^= zobrist::piece(piece, sq);
    }

    /// Whether `sq`, a square of the board, is a hole: taken off the board during play (the
    /// mailbox holds `OFF_BOARD` there, so that no piece enters, crosses or hops over it).
    #[inline]
    pub fn is_hole(&self, sq: Square) -> bool {
        self.cells[sq.mailbox()] == OFF_BOARD
    }

    /// Makes the empty square `sq` a hole (see [`Position::is_hole`]); nothing happens on an
    /// occupied square or a hole.
    pub fn make_hole(&mut self, sq: Square) {
        let mb = sq.mailbox();
        if self.cells[mb] == EMPTY {
            self.cells[mb] = OFF_BOARD;
            self.state.hash ^= zobrist::hole(sq);
        }
    }

    /// Makes the hole `sq` a square of the board again, empty; nothing happens elsewhere.
    pub fn fill_hole(&mut self, sq: Square) {
        let mb = sq.mailbox();
        if self.state.size.contains(sq) && self.cells[mb] == OFF_BOARD {
            self.cells[mb] = EMPTY;
            self.state.hash ^= zobrist::hole(sq);
        }
    }

    /// The holes of the board (see [`Position::is_hole`]), rank by rank from a1.
    pub fn holes(&self) -> impl Iterator<Item = Square> + '_ {
        self.state
            .size
            .squares()
            .filter(move |&sq| self.is_hole(sq))
    }

    /// Clears a square; returns what stood there.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        if self.state.attributed {
            self.clear_attributes(sq);
        }
        self.cells[sq.mailbox()] = EMPTY;
        for side in [Side::White, Side::Black] {
            if piece.colour().movable_by(side) {
                self.state.movable[side.index()].remove(sq);
            }
        }
        if piece.kind() == PieceKind::King {
            for side in [Side::White, Side::Black] {
                if piece.colour().movable_by(side) && self.state.kings[side.index()] == Some(sq) {
                    self.state.kings[side.index()] = None;
                }
            }
            if self.count_kings(piece) > 0 {
                // A side that had several kings may be left with one, which is royal again.
                self.settle_kings();
            }
        }
        self.state.hash ^= zobrist::piece(piece, sq);
        Some(piece)
    }

    /// How many kings of `king`'s colour stand on the board.
    fn count_kings(&self, king: Piece) -> usize {
        let set = match king.colour().side() {
            Some(side) => self.state.movable[side.index()],
            None => self.occupied_by(Colour::Neutral),
        };
        set.iter()
            .filter(|&s| self.piece_at(s) == Some(king))
            .count()
    }

    /// Makes each side's king square that of its only king, or none where it has several
    /// (positions where a condition allows several kings per side, `Allowances::several_kings`:
    /// a king is royal only while it is its side's only one, as under Popeye's RoyalDynasty).
    /// A side without a king keeps its royal piece, if it has one. Moves leave the king square
    /// to the last king that arrived: the conditions that allow several kings call this once a
    /// move is played.
    pub fn settle_kings(&mut self) {
        for side in [Side::White, Side::Black] {
            let mut only = None;
            let mut count = 0;
            for sq in self.state.movable[side.index()].iter() {
                if self.piece_at(sq).is_some_and(|p| p.is(PieceKind::King)) {
                    only = Some(sq);
                    count += 1;
                }
            }
            let king = self.state.kings[side.index()];
            self.state.kings[side.index()] = match count {
                // (A royal piece of another kind stays its side's king.)
                0 => king.filter(|&k| self.attributes(k).contains(Attribute::Royal)),
                1 => only,
                _ => None,
            };
        }
    }

    /// Clears the attributes of the square's piece (the key, and the king of a royal piece).
    #[cold]
    fn clear_attributes(&mut self, sq: Square) {
        let mb = sq.mailbox();
        let old = Attributes::from_bits(self.attrs[mb]);
        if old.is_empty() {
            return;
        }
        self.state.hash ^= zobrist::attributes(old.bits(), sq);
        self.attrs[mb] = 0;
        if old.contains(Attribute::Royal) {
            for king in &mut self.state.kings {
                if *king == Some(sq) {
                    *king = None;
                }
            }
        }
    }

    /// Moves the attributes of `mv`'s pieces with them, once `displace` has moved the pieces
    /// (`src`: the position before the move): a captured piece's go, the mover's travel to its
    /// arrival (a royal piece takes its side's king square along), and what the attributes do
    /// to the move: a kamikaze piece that captures is removed, a chameleon changes its kind
    /// (along `rs`'s sequence), a pawn promoting into a chameleon becomes one, a
    /// half-neutral piece changes between neutral and the mover's colour.
    pub(crate) fn follow_attributes(
        &mut self,
        src: &Position,
        mv: &Move,
        rs: &super::ruleset::Ruleset,
    ) {
        if let Some(victim) = mv.captured {
            let at = match mv.special {
                Special::EnPassant { victim } => victim,
                _ => mv.to,
            };
            let v = src.attributes(at);
            if !v.is_empty() {
                self.state.hash ^= zobrist::attributes(v.bits(), at);
                self.attrs[at.mailbox()] = 0;
                if v.contains(Attribute::Royal) {
                    if let Some(owner) = victim.colour().side() {
                        if self.state.kings[owner.index()] == Some(at) {
                            self.state.kings[owner.index()] = None;
                        }
                    }
                }
            }
        }
        let a = src.attributes(mv.from);
        if !a.is_empty() {
            self.state.hash ^= zobrist::attributes(a.bits(), mv.from);
            self.attrs[mv.from.mailbox()] = 0;
        }
        if let Some((hurdle, colour)) = src.hurdle_turns(mv) {
            self.turn(hurdle, colour);
        }
        if mv.promotion == Some(Promotion::Token) || mv.is_exit() {
            return;
        }
        let owner = mv.piece.colour().side();
        if a.contains(Attribute::Kamikaze) && mv.captured.is_some() {
            self.remove(mv.to);
            if a.contains(Attribute::Royal) {
                if let Some(side) = owner {
                    self.state.kings[side.index()] = None;
                }
            }
            return;
        }
        let mut arriving = a;
        if a.contains(Attribute::Chameleon) && mv.promotion.is_none() {
            if let Some(p) = self.piece_at(mv.to) {
                let next = rs.chameleon_next(p.kind());
                if next != p.kind() {
                    self.remove(mv.to);
                    self.put(mv.to, Piece::new(p.colour(), next));
                }
            }
        }
        if !promotes_captured_by_rebirth(mv) {
            arriving = arriving.union(mv.promotee.attributes());
        }
        if a.contains(Attribute::HalfNeutral) {
            // A half-neutral piece turns neutral; a neutral one turns the mover's.
            if let Some(p) = self.piece_at(mv.to) {
                let colour = if p.colour() == Colour::Neutral {
                    src.side_to_move().colour()
                } else {
                    Colour::Neutral
                };
                self.remove(mv.to);
                self.put(mv.to, Piece::new(colour, p.kind()));
            }
        }
        if src.volage_turns(mv) {
            // A volage piece that changes the colour of its square changes side, once.
            if let Some(p) = self.piece_at(mv.to) {
                let turned = Piece::new(src.side_to_move().opponent().colour(), p.kind());
                self.remove(mv.to);
                self.put(mv.to, turned);
                arriving.remove(Attribute::Volage);
            }
        }
        if !arriving.is_empty() {
            self.set_attributes(mv.to, arriving);
        }
    }

    /// The piece on `sq` takes `colour`, keeping its attributes (a royal piece is then its
    /// new side's king).
    pub(crate) fn turn(&mut self, sq: Square, colour: Colour) {
        if let Some(p) = self.piece_at(sq) {
            let a = self.attributes(sq);
            self.remove(sq);
            self.put_with(sq, Piece::new(colour, p.kind()), a);
        }
    }

    /// What the move `mv` of a hurdle-colour-changing hopper does to its hurdle (Popeye's
    /// rule): the hurdle changes side, unless it is a king or a neutral piece. The hurdle's
    /// square and the colour it takes; `None` when the move changes none.
    pub fn hurdle_turns(&self, mv: &Move) -> Option<(Square, Colour)> {
        if !self
            .attributes(mv.from)
            .contains(Attribute::HurdleColourChanging)
        {
            return None;
        }
        let sq = mv.hurdle()?;
        let p = self.piece_at(sq)?;
        let side = p.colour().side()?;
        (p.kind() != PieceKind::King).then(|| (sq, side.opponent().colour()))
    }

    /// Whether `mv` turns its piece, a volage one, to the other side (Popeye's rule): the piece
    /// arrives on a square of the other colour than its departure's and is then the mover's
    /// (a neutral piece never changes; a half-neutral one changes once it is the mover's).
    /// Castling leaves it as it is.
    pub fn volage_turns(&self, mv: &Move) -> bool {
        let a = self.attributes(mv.from);
        if !a.contains(Attribute::Volage)
            || mv.is_castling()
            || (a.contains(Attribute::Kamikaze) && mv.captured.is_some())
        {
            return false;
        }
        let light = |sq: Square| (sq.file() + sq.rank()) % 2 == 1;
        let mover = self.side_to_move().colour();
        let colour = if a.contains(Attribute::HalfNeutral) {
            if mv.piece.colour() == Colour::Neutral {
                mover
            } else {
                Colour::Neutral
            }
        } else {
            mv.piece.colour()
        };
        light(mv.from) != light(mv.to) && colour == mover
    }

    /// Gives a piece a rebirth put back on the board the attributes it had (Popeye keeps them):
    /// the captured piece's, or the capturer's when it is the one reborn. Called once the
    /// conditions have played the rebirth (`src`: the position before the move).
    pub(crate) fn follow_rebirth_attributes(&mut self, src: &Position, mv: &Move) {
        for r in mv.rebirth.into_iter().chain(mv.second_rebirth) {
            self.follow_one_rebirth(src, mv, r);
        }
    }

    /// [`Position::follow_rebirth_attributes`] for the rebirth `r` of `mv`.
    fn follow_one_rebirth(&mut self, src: &Position, mv: &Move, r: Rebirth) {
        let had = match r.of {
            Reborn::Captured | Reborn::Promoted => match mv.special {
                Special::EnPassant { victim } => src.attributes(victim),
                _ if mv.captured.is_some() => src.attributes(mv.to),
                _ => return,
            },
            // (With the promotee's, the move's own or its rebirth's: `[wPd7->e8=Q=c]`.)
            Reborn::Capturer => src.attributes(mv.from).union(mv.promotee.attributes()),
            Reborn::CapturerPromotee => src
                .attributes(mv.from)
                .union(mv.promotee.attributes())
                .with(Attribute::Frischauf),
            Reborn::Mover
            | Reborn::Vanished
            | Reborn::Changed
            | Reborn::Removed
            | Reborn::RemovedEarly
            | Reborn::Replaced
            | Reborn::ReplacedEarly
            // (The underworld keeps a buried piece's attributes itself.)
            | Reborn::CapturedBuried
            | Reborn::PromotedBuried
            | Reborn::CapturerBuried
            // (The rules that summon a ghost give it its attributes.)
            | Reborn::Summoned { .. }
            // (AntiMarsCirce's rook reborn for castling keeps its attributes where it goes.)
            | Reborn::Partner
            | Reborn::PartnerAside
            // (AntiCirce's waiting capturer: the family refuses pieces with attributes.)
            | Reborn::Waited
            | Reborn::WaitedMover
            // (A token is no piece.)
            | Reborn::PromotedToken => return,
        };
        let mut had = had;
        if r.of == Reborn::Promoted && promotes_captured_by_rebirth(mv) {
            // The captured pawn promoted into a chameleon by its rebirth (`[+bPf1=Q=c]`).
            had = had.union(mv.promotee.attributes());
        }
        if !had.is_empty() && self.piece_at(r.square) == Some(r.piece) {
            let captured = matches!(r.of, Reborn::Captured | Reborn::Promoted);
            if let Some(turned) = src.volage_rebirth(mv).filter(|_| captured) {
                // A reborn volage piece on a square of the other colour changes side, once.
                self.remove(r.square);
                self.put(r.square, turned);
                had.remove(Attribute::Volage);
            }
            self.set_attributes(r.square, had);
        }
    }

    /// What the piece reborn by `mv` (its captured piece's rebirth) becomes when it is a
    /// volage piece reborn on a square of the other colour than the capture's (Popeye's rule):
    /// the other side's (a neutral one stays neutral but loses the attribute); `None` when the
    /// rebirth changes nothing.
    pub fn volage_rebirth(&self, mv: &Move) -> Option<Piece> {
        let captured = |r: &Rebirth| matches!(r.of, Reborn::Captured | Reborn::Promoted);
        let r = mv
            .rebirth
            .filter(captured)
            .or(mv.second_rebirth.filter(captured))?;
        mv.captured?;
        let capture = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        let light = |sq: Square| (sq.file() + sq.rank()) % 2 == 1;
        if !self.attributes(capture).contains(Attribute::Volage)
            || light(capture) == light(r.square)
        {
            return None;
        }
        let colour = match r.piece.colour().side() {
            Some(side) => side.opponent().colour(),
            None => r.piece.colour(),
        };
        Some(Piece::new(colour, r.piece.kind()))
    }

    pub fn set_side_to_move(&mut self, side: Side) {
        if side != self.state.side {
            self.state.side = side;
            self.state.hash ^= zobrist::SIDE;
        }
    }
    pub fn set_castling(&mut self, c: Castling) {
        self.state.hash ^=
            zobrist::castling(self.state.castling.bits()) ^ zobrist::castling(c.bits());
        self.state.castling = c;
    }
    pub fn set_en_passant(&mut self, ep: Option<EnPassant>) {
        if let Some(e) = self.state.ep {
            self.state.hash ^= e.key();
        }
        if let Some(e) = ep {
            self.state.hash ^= e.key();
        }
        self.state.ep = ep;
    }
    /// States the captured piece and its capture square awaiting a rebirth (the piece
    /// awaiting it standing on the capture square, if on the board: see
    /// [`Position::set_pending_standing`]).
    pub fn set_pending_rebirth(&mut self, pending: Option<(Piece, Square)>) {
        self.set_pending_standing(None);
        self.set_pending_origin(None);
        if let Some((p, s)) = self.state.pending {
            self.state.hash ^= zobrist::pending(p, s);
        }
        if let Some((p, s)) = pending {
            self.state.hash ^= zobrist::pending(p, s);
        }
        self.state.pending = pending;
    }
    /// States where the capturer awaiting its rebirth stands when not on its capture square
    /// (see [`Position::pending_standing`]; `None`: on it). Set after the pending rebirth.
    pub fn set_pending_standing(&mut self, at: Option<Square>) {
        if let Some(s) = self.state.pending_at {
            self.state.hash ^= zobrist::pending_at(s);
        }
        if let Some(s) = at {
            self.state.hash ^= zobrist::pending_at(s);
        }
        self.state.pending_at = at;
    }
    /// States where the piece awaiting its rebirth stood in the diagram (see
    /// [`Position::pending_origin`]). Set after the pending rebirth.
    pub fn set_pending_origin(&mut self, origin: Option<Square>) {
        if let Some(o) = self.state.pending_origin {
            self.state.hash ^= zobrist::pending_origin(o);
        }
        if let Some(o) = origin {
            self.state.hash ^= zobrist::pending_origin(o);
        }
        self.state.pending_origin = origin;
    }
    /// States the orthodox kind of the last move (`None`: unknown).
    pub fn set_last_move_kind(&mut self, kind: Option<PieceKind>) {
        self.state.hash ^=
            zobrist::last_kind(0, self.state.last_kind) ^ zobrist::last_kind(0, kind);
        self.state.last_kind = kind;
    }
    /// States the orthodox kind of the move before the last (`None`: unknown).
    pub fn set_previous_move_kind(&mut self, kind: Option<PieceKind>) {
        self.state.hash ^=
            zobrist::last_kind(1, self.state.previous_kind) ^ zobrist::last_kind(1, kind);
        self.state.previous_kind = kind;
    }
    /// States the squares whose pieces the last move exchanged (`None`: none).
    /// Whether a condition has marked the piece on `sq` (see [`Position::set_marked`]).
    #[inline]
    pub fn marked(&self, sq: Square) -> bool {
        self.state.marked.contains(sq)
    }
    /// Marks (or unmarks) the piece on `sq` for a condition that keeps a state of its pieces;
    /// the key follows. The core never moves marks: the condition that sets them moves them
    /// with its pieces (in `Rules::after_move`).
    pub fn set_marked(&mut self, sq: Square, on: bool) {
        if self.state.marked.contains(sq) != on {
            self.state.hash ^= zobrist::mark(sq);
            if on {
                self.state.marked.insert(sq);
            } else {
                self.state.marked.remove(sq);
            }
        }
    }
    /// Whether the piece awaiting its rebirth is marked (see [`Position::set_pending_marked`]).
    #[inline]
    pub fn pending_marked(&self) -> bool {
        self.state.pending_marked
    }
    /// Marks (or unmarks) the piece awaiting its rebirth, for a condition that keeps a state
    /// of its pieces ([`Position::set_marked`]) through a rebirth that waits; the key follows.
    pub fn set_pending_marked(&mut self, on: bool) {
        if self.state.pending_marked != on {
            self.state.hash ^= zobrist::PENDING_MARK;
            self.state.pending_marked = on;
        }
    }
    /// Whether a condition has marked `side` (see [`Position::set_side_marked`]).
    #[inline]
    pub fn side_marked(&self, side: Side) -> bool {
        self.state.side_marks & (1 << side.index()) != 0
    }
    /// Marks (or unmarks) `side` for a condition that remembers something of each side for
    /// the rest of the play (Strict SAT); the key follows.
    pub fn set_side_marked(&mut self, side: Side, on: bool) {
        if self.side_marked(side) != on {
            self.state.hash ^= zobrist::side_mark(side);
            self.state.side_marks ^= 1 << side.index();
        }
    }
    /// The pieces whose sides the last move's magic pieces changed (see
    /// [`Position::set_magic_turned`]).
    #[inline]
    pub fn magic_turned(&self) -> SquareSet {
        self.state.magic_turned
    }
    /// States the pieces whose sides the last move's magic pieces changed, where the next
    /// move's side changes depend on them (`crate::rules::magic`); the key follows.
    pub fn set_magic_turned(&mut self, turned: SquareSet) {
        for sq in self.state.magic_turned.iter() {
            self.state.hash ^= zobrist::magic_turned(sq);
        }
        for sq in turned.iter() {
            self.state.hash ^= zobrist::magic_turned(sq);
        }
        self.state.magic_turned = turned;
    }
    pub fn set_exchanged(&mut self, squares: Option<(Square, Square)>) {
        self.state.hash ^= exchange_key(self.state.exchanged) ^ exchange_key(squares);
        self.state.exchanged = squares;
    }
    /// A move of kind `kind` was made: the last kind becomes the previous one.
    pub(crate) fn push_move_kind(&mut self, kind: Option<PieceKind>) {
        let last = self.state.last_kind;
        self.set_previous_move_kind(last);
        self.set_last_move_kind(kind);
    }
    pub fn set_qi_castling(&mut self, qi: QiCastling) {
        self.state.hash ^= self.state.qi.key() ^ qi.key();
        self.state.qi = qi;
    }
    /// Adds a token; false if the position already holds the most it can.
    pub fn add_token(&mut self, sq: Square, colour: TokenColour) -> bool {
        if !self.state.tokens.push(sq, colour) {
            return false;
        }
        self.state.hash ^= zobrist::token(sq, colour.bits());
        true
    }
    pub fn clear_tokens(&mut self) {
        for (sq, c) in self.state.tokens.iter() {
            self.state.hash ^= zobrist::token(sq, c.bits());
        }
        self.state.tokens = Tokens::default();
    }
    /// Moves every token of `src` that follows `side` by (df, dr); one that would leave the
    /// board stays (generation never lets that happen). Like `displace`, it reads the list of
    /// `src`, not of this fresh copy.
    #[inline]
    pub(crate) fn shift_tokens(&mut self, src: &Position, side: Side, df: i8, dr: i8) {
        let mut hash = 0;
        let size = src.state.size;
        let list = &src.state.tokens;
        // Each moved slot is written straight into this copy: shifting a local copy of the
        // list and storing it whole read it back with one wide load over the narrow stores
        // just made, a store-forwarding stall on every move played.
        for (i, slot) in list.squares[..list.len()].iter().enumerate() {
            if let Some((sq, c)) = *slot {
                if c.follows(side) {
                    if let Some(to) = sq.offset(df as i32, dr as i32, size) {
                        hash ^= zobrist::token(sq, c.bits()) ^ zobrist::token(to, c.bits());
                        self.state.tokens.squares[i] = Some((to, c));
                    }
                }
            }
        }
        self.state.hash ^= hash;
    }

    /// The castling state Popeye assumes: every king and rook on its game-array square counts
    /// as unmoved (8-file boards only; other sizes have no orthodox castling).
    pub fn castling_from_array(&self) -> Castling {
        let mut c = Castling::NONE;
        if self.state.size.width() != 8 || self.state.size.height() < 2 {
            return c;
        }
        for side in [Side::White, Side::Black] {
            let rank = self.home_rank(side);
            let is = |f: u8, k: PieceKind| {
                self.piece_at(Square::new(f, rank)) == Some(Piece::new(side.colour(), k))
            };
            // Rook bits only beside a king on its square: without one they could never be
            // used, and FEN could not say them.
            // A neutral rook castles too (see `movegen::castling_candidates`).
            let rook = |f: u8| {
                is(f, PieceKind::Rook)
                    || self.piece_at(Square::new(f, rank))
                        == Some(Piece::new(Colour::Neutral, PieceKind::Rook))
            };
            let king = is(4, PieceKind::King);
            c.set_king(side, king);
            c.set_rook(side, true, king && rook(7));
            c.set_rook(side, false, king && rook(0));
        }
        c
    }

    /// The rank of `side`'s back row.
    #[inline]
    pub fn home_rank(&self, side: Side) -> u8 {
        match side {
            Side::White => 0,
            Side::Black => self.state.size.height() - 1,
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
            h ^= zobrist::piece(p, sq) ^ zobrist::attributes(self.attrs[sq.mailbox()], sq);
        }
        if self.state.side == Side::Black {
            h ^= zobrist::SIDE;
        }
        h ^= zobrist::castling(self.state.castling.bits());
        if let Some(e) = self.state.ep {
            h ^= e.key();
        }
        for (sq, c) in self.state.tokens.iter() {
            h ^= zobrist::token(sq, c.bits());
        }
        if let Some((p, s)) = self.state.pending {
            h ^= zobrist::pending(p, s);
        }
        if let Some(s) = self.state.pending_at {
            h ^= zobrist::pending_at(s);
        }
        if let Some(o) = self.state.pending_origin {
            h ^= zobrist::pending_origin(o);
        }
        h ^= zobrist::last_kind(0, self.state.last_kind);
        h ^= zobrist::last_kind(1, self.state.previous_kind);
        h ^= self.state.qi.key();
        h ^= exchange_key(self.state.exchanged);
        for sq in self.state.marked.iter() {
            h ^= zobrist::mark(sq);
        }
        for sq in self.state.magic_turned.iter() {
            h ^= zobrist::magic_turned(sq);
        }
        if self.state.pending_marked {
            h ^= zobrist::PENDING_MARK;
        }
        for side in [Side::White, Side::Black] {
            if self.side_marked(side) {
                h ^= zobrist::side_mark(side);
            }
        }
        for sq in self.holes() {
            h ^= zobrist::hole(sq);
        }
        h ^ self.origin_keys() ^ self.ghost_keys()
    }

    /// Checks what the rules core relies on: one king per side at most (a neutral king is
    /// both sides' one), no pawn on its promotion rank.
    pub fn validate(&self) -> Result<(), PositionError> {
        self.validate_with(Allowances::NONE)
    }

    /// [`Self::validate`], with what the problem's conditions allow besides (see
    /// [`Allowances`]).
    pub fn validate_with(&self, allow: Allowances) -> Result<(), PositionError> {
        let last_rank_pawns = allow.last_rank_pawns;
        let mut kings: [Option<Square>; 2] = [None; 2];
        for (sq, p) in self.pieces() {
            if self.attributes(sq).contains(Attribute::Royal) && !p.is(PieceKind::King) {
                let Some(side) = p.colour().side() else {
                    return Err(PositionError::NeutralRoyal(sq));
                };
                if let Some(other) = kings[side.index()] {
                    return Err(PositionError::TwoRoyals(side.name(), sq, other));
                }
                kings[side.index()] = Some(sq);
                continue;
            }
            match (p.kind(), p.colour().side()) {
                (k, None) if k.is_imitating() => {
                    return Err(PositionError::NeutralImitating(k.name(), sq))
                }
                // (A side may have several kings where a condition makes only a single one
                // royal; Popeye's own conditions that allow them refuse neutral pieces.)
                (PieceKind::King, Some(_)) if allow.several_kings => {}
                // A neutral king is either side's king.
                (PieceKind::King, _) => {
                    for side in [Side::White, Side::Black] {
                        if !p.colour().movable_by(side) {
                            continue;
                        }
                        if let Some(other) = kings[side.index()] {
                            // A royal piece found first is the one too many.
                            if !self.piece_at(other).is_some_and(|p| p.is(PieceKind::King)) {
                                return Err(PositionError::TwoRoyals(side.name(), other, sq));
                            }
                            return Err(PositionError::TwoKings(side.name(), other, sq));
                        }
                        kings[side.index()] = Some(sq);
                    }
                }
                (PieceKind::Pawn, _) if !last_rank_pawns => {
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

/// The key of the squares of an exchange: each square's e.p. key, turned so that it differs
/// from the e.p. right's and from the other square's.
fn exchange_key(squares: Option<(Square, Square)>) -> u64 {
    match squares {
        None => 0,
        Some((a, b)) => {
            zobrist::en_passant(a).rotate_left(17) ^ zobrist::en_passant(b).rotate_left(41)
        }
    }
}

/// A piece kept under a square of the board, out of play, until it comes back (Popeye's
/// underworld: the pieces of Circe Volcanic and Parachute waiting for their square to be free).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ghost {
    /// The square it is kept under.
    pub square: Square,
    pub piece: Piece,
    pub attributes: Attributes,
    /// Which of the ghosts under one square comes back first: the last one buried (Ghost
    /// chess's summons, whose rules bring back and write their own ghosts) or the first one
    /// (Circe's uncovering).
    pub last_first: bool,
    /// Where it stood in the diagram (Diagram Circe's identity, which it keeps in the
    /// underworld and brings back: Popeye keeps it with the piece); `None` where none is
    /// followed.
    pub origin: Option<Square>,
}

/// The bit of a ghost's square cell that holds [`Ghost::last_first`].
const LAST_FIRST: u32 = 1 << 15;

/// The lowest bit of a ghost's square cell that holds [`Ghost::origin`] (its index plus one;
/// none: 0).
const ORIGIN_SHIFT: u32 = 16;

/// Attribute-plane cells per ghost: its square, its piece, its attributes.
const GHOST_CELLS: usize = 3;

/// The underworld: an ordered list of ghosts (the order decides which of two ghosts under one
/// square comes back first). Its entries live in the attribute plane's rows above the board,
/// three cells each (square, piece, attributes), which copy-make copies with the plane: a
/// position with ghosts has its plane copied, and orthodox play never pays for them.
impl Position {
    /// How many ghosts positions of this board size can hold (none on boards of 16 ranks).
    pub fn ghost_capacity(size: BoardSize) -> usize {
        (MAILBOX - size.height() as usize * STRIDE) / GHOST_CELLS
    }

    fn ghost_cell(&self, index: usize) -> usize {
        self.state.size.height() as usize * STRIDE + GHOST_CELLS * index
    }

    /// The number of ghosts.
    #[inline]
    pub fn ghost_count(&self) -> usize {
        self.state.ghosts as usize
    }

    /// The ghost at `index` of the underworld, if there is one.
    pub fn ghost(&self, index: usize) -> Option<Ghost> {
        if index >= self.ghost_count() {
            return None;
        }
        let cell = self.ghost_cell(index);
        let origin = (self.attrs[cell] >> ORIGIN_SHIFT) as usize;
        Some(Ghost {
            square: Square::from_index(self.attrs[cell] as u8),
            piece: Piece::from_bits(self.attrs[cell + 1] as u16)?,
            attributes: Attributes::from_bits(self.attrs[cell + 2]),
            last_first: self.attrs[cell] & LAST_FIRST != 0,
            origin: origin.checked_sub(1).map(|o| Square::from_index(o as u8)),
        })
    }

    /// The ghosts, in the underworld's order.
    pub fn ghosts(&self) -> impl Iterator<Item = Ghost> + '_ {
        (0..self.ghost_count()).filter_map(|i| self.ghost(i))
    }

    fn ghost_keys(&self) -> u64 {
        self.ghosts().enumerate().fold(0, |h, (i, g)| {
            h ^ zobrist::ghost(i, g.square, g.piece, g.attributes.bits())
                ^ u64::from(g.last_first)
                ^ g.origin.map_or(0, |o| {
                    zobrist::origin(o, g.square).rotate_left(1 + i as u32)
                })
        })
    }

    /// Puts `ghost` into the underworld at `index` (0: first, [`Self::ghost_count`]: last).
    /// False, changing nothing, when the underworld is full.
    pub fn bury(&mut self, index: usize, ghost: Ghost) -> bool {
        let count = self.ghost_count();
        if count >= Self::ghost_capacity(self.state.size) || count >= u8::MAX as usize {
            return false;
        }
        let index = index.min(count);
        let keys = self.ghost_keys();
        let at = self.ghost_cell(index);
        let end = self.ghost_cell(count);
        self.attrs.copy_within(at..end, at + GHOST_CELLS);
        self.attrs[at] = ghost.square.index() as u32
            | if ghost.last_first { LAST_FIRST } else { 0 }
            | ghost
                .origin
                .map_or(0, |o| (o.index() as u32 + 1) << ORIGIN_SHIFT);
        self.attrs[at + 1] = u32::from(ghost.piece.bits());
        self.attrs[at + 2] = ghost.attributes.bits();
        self.state.ghosts += 1;
        // The plane (where the ghosts live) is copied from now on.
        self.state.attributed = true;
        self.state.hash ^= keys ^ self.ghost_keys();
        true
    }

    /// Takes the ghost at `index` out of the underworld.
    pub fn unbury(&mut self, index: usize) -> Option<Ghost> {
        let ghost = self.ghost(index)?;
        let keys = self.ghost_keys();
        let count = self.ghost_count();
        let at = self.ghost_cell(index);
        let end = self.ghost_cell(count);
        self.attrs.copy_within(at + GHOST_CELLS..end, at);
        self.attrs[end - 2] = 0;
        self.attrs[end - 1] = 0;
        self.state.ghosts -= 1;
        self.state.hash ^= keys ^ self.ghost_keys();
        Some(ghost)
    }
}

/// Whether `mv`'s promotee attributes are the captured pawn's, promoted by its rebirth
/// (Circe's `[+bPf1=Q=c]`), not the mover's: the move itself promotes nothing.
fn promotes_captured_by_rebirth(mv: &Move) -> bool {
    mv.promotion.is_none()
        && !mv.promotee.is_empty()
        && mv
            .rebirth
            .into_iter()
            .chain(mv.second_rebirth)
            .any(|r| r.of == Reborn::Promoted)
}

#[cfg(test)]
mod underworld_tests {
    use super::*;

    #[test]
    fn ghosts_keep_their_order_and_the_key_follows() {
        let mut pos = Position::empty(BoardSize::STANDARD);
        let ghost = |s: &str, kind| Ghost {
            square: Square::parse(s).unwrap(),
            piece: Piece::new(Colour::White, kind),
            attributes: Attributes::NONE,
            last_first: false,
            origin: None,
        };
        let empty = pos.hash();
        assert!(pos.bury(0, ghost("g1", PieceKind::Knight)));
        assert!(pos.bury(0, ghost("b1", PieceKind::Rook)));
        assert!(pos.bury(2, ghost("g1", PieceKind::Queen)));
        let squares: Vec<String> = pos.ghosts().map(|g| g.square.to_string()).collect();
        assert_eq!(squares, ["b1", "g1", "g1"]);
        assert_eq!(pos.hash(), pos.compute_hash());
        // Copy-make copies them.
        let mut copy = Position::empty(BoardSize::STANDARD);
        copy.copy_from(&pos);
        assert_eq!(copy, pos);
        assert_eq!(
            pos.unbury(1).map(|g| g.piece.kind()),
            Some(PieceKind::Knight)
        );
        assert_eq!(pos.unbury(0).map(|g| g.piece.kind()), Some(PieceKind::Rook));
        assert_eq!(
            pos.unbury(0).map(|g| g.piece.kind()),
            Some(PieceKind::Queen)
        );
        assert_eq!(pos.unbury(0), None);
        assert_eq!(pos.hash(), empty);
        assert_eq!(Position::ghost_capacity(BoardSize::STANDARD), 53);
        assert_eq!(Position::ghost_capacity(BoardSize::new(16, 16).unwrap()), 0);
        let mut full = Position::empty(BoardSize::new(16, 16).unwrap());
        assert!(!full.bury(0, ghost("g1", PieceKind::Knight)));
    }
}
