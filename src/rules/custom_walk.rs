//! Walks that are no combination of the data walk's leaps, rides, hops and lions (the rose,
//! spiral springers, locusts, bouncers, reflecting bishops, …): such a kind names functions
//! that list its moves. They read the board through [`Board`], so that attack detection asks
//! the same function on the board it judges (a square taken as empty, a patched mailbox).
//!
//! A kind with a custom walk is judged by playing its enemy's moves and testing the king (it
//! is in `walk::NOT_PINNING`), and kinds without one never pay for it: the walk's `custom`
//! field is `None` for them and move generation looks at it once per piece.

use super::attack::Targeted;
use super::bitset::SquareSet;
use super::kind_set::KindSet;
use super::moves::{Move, Nature, Special};
use super::piece::{Piece, PieceKind, Side};
use super::position::{Cell, Position, EMPTY, OFF_BOARD};
use super::square::{BoardSize, Square};

/// The board as a custom walk reads it.
pub trait Board {
    /// The mailbox cell `mb` (`OFF_BOARD` outside the board).
    fn cell(&self, mb: usize) -> Cell;
    fn size(&self) -> BoardSize;
    /// This board as a trait object, for the walks' copies compiled for any board.
    fn as_dyn(&self) -> &dyn Board;

    /// `walk`'s moves on this board (see [`MovesFn`]). The walks are generic over the board,
    /// and the boards the hot paths read (a `Position` in move generation, attack detection's
    /// view in legality) call the copy compiled for them, whose square reads are inlined.
    #[inline]
    fn walk_moves(
        &self,
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        out: &mut dyn FnMut(Move),
    ) {
        (walk.moves)(self.as_dyn(), side, from, piece, out);
    }

    /// `walk`'s own capture test on this board, if it has one (see [`CapturesFn`] and
    /// `walk_moves`).
    #[inline]
    fn walk_captures(
        &self,
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        walk.captures
            .map(|captures| captures(self.as_dyn(), side, from, piece, target))
    }

    /// `walk_captures` on the view of this board with the man on the mailbox cell `seen`
    /// taken for `as_cell` (see `Enemy`).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn walk_captures_on_enemy(
        &self,
        (seen, as_cell): (usize, Cell),
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        let enemy = Enemy {
            board: self.as_dyn(),
            target: seen,
            cell: as_cell,
        };
        walk.captures
            .map(|captures| captures(&enemy, side, from, piece, target))
    }

    /// A set of squares outside which every square is empty or off the board, where the board
    /// knows one cheaply; `None` where only a scan of every square tells. Walks that look at
    /// every man (the orphans') read the men through it instead of scanning the board per
    /// question.
    #[inline]
    fn occupied_hint(&self) -> Option<SquareSet> {
        None
    }

    /// The kinds of the men on the board, or a superset of them, where the board knows them
    /// without listing its men: legality's view of the board after a move that brought no kind
    /// gives the kinds before the move (an orphan asked again after a move finds its candidate
    /// kinds there; a kind gone lends no walk, as no man of it observes).
    #[inline]
    fn kinds_hint(&self) -> Option<KindSet> {
        None
    }

    /// Calls `f` with every man on the board and its square, rank by rank from a1.
    #[inline]
    fn for_each_man(&self, f: &mut dyn FnMut(Square, Piece)) {
        match self.occupied_hint() {
            Some(set) => {
                for sq in set.iter() {
                    if let Some(p) = self.piece_at(sq) {
                        f(sq, p);
                    }
                }
            }
            None => {
                for sq in self.size().squares() {
                    if let Some(p) = self.piece_at(sq) {
                        f(sq, p);
                    }
                }
            }
        }
    }

    /// Calls `f` with every man on the board, as `for_each_man`, for a walk that uses only the
    /// kinds the men are of, and only so that its answer stays right when men of a kind leave
    /// the board (an orphan moves as the kinds on the board: it finds no capture as one of them
    /// where it finds none as each). A board that writes down the squares read (legality's
    /// remembered verdicts, `walk_checks`) counts none read here and marks the answer as one
    /// that a move bringing a new kind (a promotion) must ask again.
    #[inline]
    fn for_each_man_by_kind(&self, f: &mut dyn FnMut(Square, Piece)) {
        self.for_each_man(f);
    }

    /// The men of `for_each_man_by_kind`, in its order and with its marks, added to `men`:
    /// boards that know where their men stand read them without a call per man (an orphan
    /// lists the men for every question about it).
    #[inline]
    fn men_by_kind(&self, men: &mut Men) {
        self.for_each_man_by_kind(&mut |sq, p| men.push(sq, p));
    }

    /// Says that the walk goes on to use where the men of `kind` among those of
    /// `for_each_man_by_kind` stand: a board that writes down the squares read marks the
    /// answer as one that a move of such a man (or its capture) must ask again. Boards that
    /// write down no reads do nothing; the default counts every square read.
    #[inline]
    fn read_places_of(&self, _kind: PieceKind) {
        for sq in self.size().squares() {
            self.cell(sq.mailbox());
        }
    }

    /// `question`'s answer: a part of a walk's answer that reads the board only through this
    /// board (an orphan's capture as one kind). A board that remembers parts (legality's, see
    /// `walk_checks`) gives it back unasked while no square it read has changed; `key` tells
    /// the parts of one walk's answer apart.
    #[inline]
    fn part(&self, _key: u32, question: &mut dyn FnMut() -> bool) -> bool {
        question()
    }

    /// The piece on `sq`, if any.
    #[inline]
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_cell(self.cell(sq.mailbox()))
    }
    /// Whether `sq` is on the board and empty (a hole, Haaner chess, is not).
    #[inline]
    fn is_empty(&self, sq: Square) -> bool {
        self.cell(sq.mailbox()) == EMPTY
    }
    /// Whether `sq` holds a piece (a hole is no piece).
    #[inline]
    fn is_occupied(&self, sq: Square) -> bool {
        let c = self.cell(sq.mailbox());
        c != EMPTY && c != OFF_BOARD
    }
    /// `sq` moved by (df, dr), if that square is a hole or holds a piece: what Popeye takes
    /// for a hurdle (or the first man on a line) for the walks that ask whether a square is
    /// empty and find a hole not empty (the non-stop orix and equistopper, the mao and moa
    /// hoppers, the Argentinian riders: `AHd4-b3` over a hole on c4).
    #[inline]
    fn not_empty_step(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let to = sq.offset(df, dr, self.size())?;
        (self.cell(to.mailbox()) != EMPTY).then_some(to)
    }
    /// `sq` moved by (df, dr), if that is a square of the board that is no hole.
    #[inline]
    fn step(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        let to = sq.offset(df, dr, self.size())?;
        (self.cell(to.mailbox()) != OFF_BOARD).then_some(to)
    }
}

impl Board for Position {
    #[inline]
    fn cell(&self, mb: usize) -> Cell {
        Position::cell(self, mb)
    }
    #[inline]
    fn size(&self) -> BoardSize {
        Position::size(self)
    }
    fn as_dyn(&self) -> &dyn Board {
        self
    }
    #[inline]
    fn walk_moves(
        &self,
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        out: &mut dyn FnMut(Move),
    ) {
        (walk.moves_on_position)(self, side, from, piece, out);
    }
    #[inline]
    fn walk_captures_on_enemy(
        &self,
        (seen, as_cell): (usize, Cell),
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        let enemy = Enemy {
            board: self,
            target: seen,
            cell: as_cell,
        };
        walk.captures_on_enemy_position
            .map(|captures| captures(&enemy, side, from, piece, target))
    }
    #[inline]
    fn occupied_hint(&self) -> Option<SquareSet> {
        Some(self.occupied())
    }
    #[inline]
    fn read_places_of(&self, _kind: PieceKind) {}
    #[inline]
    fn men_by_kind(&self, men: &mut Men) {
        for sq in self.occupied().iter() {
            if let Some(p) = Piece::from_cell(Position::cell(self, sq.mailbox())) {
                men.push(sq, p);
            }
        }
    }
}

/// The board with `target` holding an enemy of the observer, so that a walk's captures show
/// which squares it observes.
/// An observation's question goes through the board's `walk_captures_on_enemy`, so that the
/// boards the hot paths read call the walk's copy compiled for this view of them.
pub(crate) struct Enemy<'a, B: Board + ?Sized> {
    pub board: &'a B,
    pub target: usize,
    pub cell: Cell,
}

impl<B: Board + ?Sized> Board for Enemy<'_, B> {
    #[inline]
    fn cell(&self, mb: usize) -> Cell {
        let c = self.board.cell(mb);
        if mb == self.target && c != EMPTY && c != OFF_BOARD {
            self.cell
        } else {
            c
        }
    }
    fn size(&self) -> BoardSize {
        self.board.size()
    }
    fn as_dyn(&self) -> &dyn Board {
        self
    }
    #[inline]
    fn walk_captures(
        &self,
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        self.board
            .walk_captures_on_enemy((self.target, self.cell), walk, side, from, piece, target)
    }
    fn occupied_hint(&self) -> Option<SquareSet> {
        self.board.occupied_hint()
    }
    fn for_each_man_by_kind(&self, f: &mut dyn FnMut(Square, Piece)) {
        self.board.for_each_man_by_kind(&mut |sq, p| {
            if sq.mailbox() == self.target {
                f(sq, Piece::from_cell(self.cell).unwrap_or(p));
            } else {
                f(sq, p);
            }
        });
    }
    fn read_places_of(&self, kind: PieceKind) {
        self.board.read_places_of(kind);
    }
}

/// Men with their squares, as `Board::men_by_kind` lists them: up to `Men::INLINE` in place
/// (no allocation for a board of a problem's size), more on the heap (boards up to 16x16).
pub struct Men {
    len: usize,
    inline: [(Square, Piece); Men::INLINE],
    more: Vec<(Square, Piece)>,
}

impl Men {
    const INLINE: usize = 48;

    pub fn new() -> Men {
        let filler = (
            Square::new(0, 0),
            Piece::new(super::piece::Colour::White, PieceKind::Dummy),
        );
        Men {
            len: 0,
            inline: [filler; Men::INLINE],
            more: Vec::new(),
        }
    }

    #[inline]
    pub fn push(&mut self, sq: Square, p: Piece) {
        if self.len < Men::INLINE {
            self.inline[self.len] = (sq, p);
        } else {
            if self.len == Men::INLINE {
                self.more.extend_from_slice(&self.inline);
            }
            self.more.push((sq, p));
        }
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[(Square, Piece)] {
        if self.len <= Men::INLINE {
            &self.inline[..self.len]
        } else {
            &self.more
        }
    }
}

impl Default for Men {
    fn default() -> Men {
        Men::new()
    }
}

/// Lists the moves of `piece` standing on `from`, moved by `side`: calls the sink with each,
/// captures included (a capture's victim must be capturable by `side`). Promotions are the
/// caller's: a custom walk lists the move once.
pub type MovesFn =
    fn(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move));

/// Whether `piece` on `from`, moved by `side`, captures on `target` (which holds a piece
/// `side` may capture): the answer [`captures_on`] would find among the moves, found sooner.
pub type CapturesFn =
    fn(board: &dyn Board, side: Side, from: Square, piece: Piece, target: Square) -> bool;

/// [`MovesFn`] compiled for a `Position` (move generation).
pub(crate) type MovesOnPosition =
    fn(board: &Position, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move));

/// [`CapturesFn`] compiled for the board attack detection asks (legality's questions).
pub(crate) type CapturesOnTargeted =
    fn(board: &Targeted<'_, '_>, side: Side, from: Square, piece: Piece, target: Square) -> bool;

/// [`CapturesFn`] compiled for an observation's view (`Enemy`) of those two boards.
pub(crate) type CapturesOnEnemyPosition =
    fn(board: &Enemy<'_, Position>, side: Side, from: Square, piece: Piece, target: Square) -> bool;
pub(crate) type CapturesOnEnemyTargeted = fn(
    board: &Enemy<'_, Targeted<'_, '_>>,
    side: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool;

/// A custom walk: its moves, and how they are told from other moves. Made with
/// [`custom_walk!`], which fills in the copies of the functions compiled for the boards the hot
/// paths read (see `Board::walk_moves`).
#[derive(Clone, Copy)]
pub struct CustomWalk {
    pub moves: MovesFn,
    /// A quicker test for a capture on one square (attack detection asks it for every man
    /// after every move); without one, the moves are listed and looked through.
    pub captures: Option<CapturesFn>,
    pub(crate) moves_on_position: MovesOnPosition,
    pub(crate) captures_on_targeted: Option<CapturesOnTargeted>,
    pub(crate) captures_on_enemy_position: Option<CapturesOnEnemyPosition>,
    pub(crate) captures_on_enemy_targeted: Option<CapturesOnEnemyTargeted>,
}

/// A [`CustomWalk`] of its moves and its capture test (`None`, or `Some` of a function), each
/// a function generic over the board (or a closure, written once and compiled per board).
/// Each is called through a closure per board type, as a generic function's copy for a board
/// with lifetimes is not general enough to be the table's function over every lifetime.
macro_rules! custom_walk {
    (moves, captures: $($captures:tt)*) => {
        $crate::rules::custom_walk::custom_walk!(moves: moves, captures: $($captures)*)
    };
    (moves: $moves:expr, captures: None $(,)?) => {
        $crate::rules::custom_walk::CustomWalk {
            moves: |board, side, from, piece, out| ($moves)(board, side, from, piece, out),
            captures: None,
            moves_on_position: |board, side, from, piece, out| {
                ($moves)(board, side, from, piece, out)
            },
            captures_on_targeted: None,
            captures_on_enemy_position: None,
            captures_on_enemy_targeted: None,
        }
    };
    (moves: $moves:expr, captures: Some($captures:expr) $(,)?) => {
        $crate::rules::custom_walk::CustomWalk {
            moves: |board, side, from, piece, out| ($moves)(board, side, from, piece, out),
            captures: Some(|board, side, from, piece, target| {
                ($captures)(board, side, from, piece, target)
            }),
            moves_on_position: |board, side, from, piece, out| {
                ($moves)(board, side, from, piece, out)
            },
            captures_on_targeted: Some(|board, side, from, piece, target| {
                ($captures)(board, side, from, piece, target)
            }),
            captures_on_enemy_position: Some(|board, side, from, piece, target| {
                ($captures)(board, side, from, piece, target)
            }),
            captures_on_enemy_targeted: Some(|board, side, from, piece, target| {
                ($captures)(board, side, from, piece, target)
            }),
        }
    };
}
pub(crate) use custom_walk;

impl std::fmt::Debug for CustomWalk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CustomWalk")
    }
}

/// A move of a custom walk from `from` to `to`; a capture when `to` holds a piece `side` may
/// capture, `None` when it holds another piece (the move is not made).
#[inline]
pub fn to_square<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    to: Square,
    piece: Piece,
) -> Option<Move> {
    let mut mv = Move::new(from, to, piece, Nature::Walked);
    if let Some(p) = board.piece_at(to) {
        if !p.colour().capturable_by(side) {
            return None;
        }
        mv.captured = Some(p);
    }
    Some(mv)
}

/// The moves of a rider along `vectors` from `from` (up to the first piece, which it takes if
/// `side` may): the orthodox part of walks such as the gryphon's and the ship's.
pub fn ride<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    vectors: &[(i8, i8)],
    out: &mut dyn FnMut(Move),
) {
    for &(df, dr) in vectors {
        let mut at = from;
        while let Some(to) = board.step(at, df as i32, dr as i32) {
            if let Some(mv) = to_square(board, side, from, to, piece) {
                out(mv);
            }
            if !board.is_empty(to) {
                break;
            }
            at = to;
        }
    }
}

/// The moves of a leaper along `vectors` from `from`.
pub fn leap<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    vectors: &[(i8, i8)],
    out: &mut dyn FnMut(Move),
) {
    for &(df, dr) in vectors {
        if let Some(mv) = board
            .step(from, df as i32, dr as i32)
            .and_then(|to| to_square(board, side, from, to, piece))
        {
            out(mv);
        }
    }
}

/// A capture of the piece on `victim` by a move that ends on `to` (a locust's: `Lb2*c3-d4`);
/// `None` when `victim` holds no piece `side` may capture.
#[inline]
pub fn capture_at<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    victim: Square,
    to: Square,
    piece: Piece,
) -> Option<Move> {
    let p = board.piece_at(victim)?;
    if !p.colour().capturable_by(side) {
        return None;
    }
    let mut mv = Move::new(from, to, piece, Nature::Walked);
    mv.captured = Some(p);
    if victim != to {
        mv.special = Special::CaptureAt { victim };
    }
    Some(mv)
}

/// The square a move captures on, if it captures.
#[inline]
pub fn captured_on(mv: &Move) -> Option<Square> {
    mv.captured?;
    Some(match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    })
}

/// Whether `piece` on `from`, walking `walk` for `by`, captures on `target`.
pub fn captures_on<B: Board + ?Sized>(
    board: &B,
    walk: &CustomWalk,
    by: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool {
    if let Some(hit) = board.walk_captures(walk, by, from, piece, target) {
        return hit;
    }
    let mut hit = false;
    board.walk_moves(walk, by, from, piece, &mut |mv| {
        hit |= captured_on(&mv) == Some(target);
    });
    hit
}
