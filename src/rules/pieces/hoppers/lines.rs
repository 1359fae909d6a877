//! What the hoppers of this group share: the first piece along a line, the queen's
//! directions in turning order (for the angle hoppers), and a sink that lists each arrival
//! square once (a double grasshopper or a marguerite can reach a square along two paths,
//! which are one move), and the lines of the symmetric (equi-) hoppers and stoppers.

use crate::rules::bitset::SquareSet;
use crate::rules::custom_walk::{to_square, Board};
use crate::rules::moves::{Move, Nature, Vec2};
use crate::rules::piece::{Piece, Side};
use crate::rules::square::{BoardSize, Square, MAX_SIDE};

/// The queen's unit steps, turning anticlockwise by 45 degrees from one to the next: the rook's
/// at even places, the bishop's at odd ones.
pub const RING: [Vec2; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The rook's steps, as places in [`RING`].
pub const ROOK_DIRS: &[usize] = &[0, 2, 4, 6];
/// The bishop's steps, as places in [`RING`].
pub const BISHOP_DIRS: &[usize] = &[1, 3, 5, 7];
/// The queen's steps, as places in [`RING`].
pub const QUEEN_DIRS: &[usize] = &[0, 1, 2, 3, 4, 5, 6, 7];

/// The step `eighths` eighths of a turn from the step at place `dir` of [`RING`].
#[inline]
pub fn turned(dir: usize, eighths: i32) -> Vec2 {
    RING[(dir as i32 + eighths).rem_euclid(8) as usize]
}

/// The first square along `v` from `from` (not counting `from`) that is no empty square, when
/// it holds a piece; `None` when the line leaves the board or meets a hole first.
#[inline]
pub fn first_piece<B: Board + ?Sized>(board: &B, from: Square, v: Vec2) -> Option<Square> {
    let mut sq = from;
    loop {
        sq = board.step(sq, v.0 as i32, v.1 as i32)?;
        if !board.is_empty(sq) {
            return Some(sq);
        }
    }
}

/// `sq` moved by `v`, as a square of the board.
#[inline]
pub fn step<B: Board + ?Sized>(board: &B, sq: Square, v: Vec2) -> Option<Square> {
    board.step(sq, v.0 as i32, v.1 as i32)
}

/// Moves of one piece from one square, each arrival square sent on once.
pub struct Arrivals<'a, B: Board + ?Sized> {
    board: &'a B,
    side: Side,
    from: Square,
    piece: Piece,
    seen: SquareSet,
    /// The hurdle of the hop being sent ([`Arrivals::hop`]), told in the move's nature.
    hurdle: Option<Square>,
    /// Whether a square reached again is sent again ([`Arrivals::every`]).
    repeat: bool,
    out: &'a mut dyn FnMut(Move),
}

impl<'a, B: Board + ?Sized> Arrivals<'a, B> {
    pub fn new(
        board: &'a B,
        side: Side,
        from: Square,
        piece: Piece,
        out: &'a mut dyn FnMut(Move),
    ) -> Self {
        Arrivals {
            board,
            side,
            from,
            piece,
            seen: SquareSet::EMPTY,
            hurdle: None,
            repeat: false,
            out,
        }
    }

    /// A sink that sends a square each time it is reached, one move per path as Popeye
    /// generates them before removing a piece's duplicates (for MultiCaptures' count of
    /// captures, see `turning::line_moves`).
    pub fn every(
        board: &'a B,
        side: Side,
        from: Square,
        piece: Piece,
        out: &'a mut dyn FnMut(Move),
    ) -> Self {
        Arrivals {
            repeat: true,
            ..Arrivals::new(board, side, from, piece, out)
        }
    }

    /// A move to `to` (a capture when it holds a piece the side may capture; nothing when it
    /// holds another), unless one to `to` was sent already or `to` is the departure square.
    /// A hop ([`Arrivals::hop`]) is sent even so: hops to one square over two hurdles are two
    /// moves where the hurdle matters (the move generator drops the repeats elsewhere).
    #[inline]
    pub fn to(&mut self, to: Square) {
        if to == self.from || (self.hurdle.is_none() && !self.repeat && self.seen.contains(to)) {
            return;
        }
        if let Some(mut mv) = to_square(self.board, self.side, self.from, to, self.piece) {
            if let Some(h) = self.hurdle {
                mv.nature = Nature::WalkedHop {
                    hurdle: (
                        h.file() as i8 - self.from.file() as i8,
                        h.rank() as i8 - self.from.rank() as i8,
                    ),
                };
            }
            self.seen.insert(to);
            (self.out)(mv);
        }
    }

    /// A hop over `hurdle` to `to`, with its hurdle (see [`Arrivals::to`]).
    #[inline]
    pub fn hop(&mut self, to: Square, hurdle: Square) {
        self.hurdle = Some(hurdle);
        self.to(to);
        self.hurdle = None;
    }

    /// [`Arrivals::ride_from`] after a hop over `hurdle` (a contragrasshopper's).
    pub fn ride_over(&mut self, hurdle: Square, start: Option<Square>, v: Vec2) {
        self.hurdle = Some(hurdle);
        self.ride_from(start, v);
        self.hurdle = None;
    }

    /// Quiet moves along `v` from `start` (included) up to the first piece, which is captured
    /// when it may be (the rest of a lion's or contragrasshopper's move).
    pub fn ride_from(&mut self, start: Option<Square>, v: Vec2) {
        let mut sq = start;
        while let Some(s) = sq {
            self.to(s);
            if !self.board.is_empty(s) {
                return;
            }
            sq = step(self.board, s, v);
        }
    }
}

/// The farthest the nearer square of a symmetric move (an equihopper's hurdle, an equistopper's
/// arrival) can be, in files or ranks: the other one is twice as far.
pub const HALF_REACH: i32 = (MAX_SIDE as i32 - 1) / 2;

pub const fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Calls `each` with every line's step (in lowest terms) along which a symmetric move fits on
/// a board of `size`: a move at least twice the step must stay on the board, so lines of longer
/// steps have no arrival.
pub fn symmetric_lines(size: BoardSize, mut each: impl FnMut(Vec2)) {
    let files = (size.width() as i32 - 1) / 2;
    let ranks = (size.height() as i32 - 1) / 2;
    for a in -files..=files {
        for b in -ranks..=ranks {
            if gcd(a.abs(), b.abs()) == 1 {
                each((a as i8, b as i8));
            }
        }
    }
}
