//! How each piece kind moves, as data: leaps, rides, lame leaps, hops, cannon captures. Move
//! generation and attack detection both read this table, so a new kind is one entry here.

use super::moves::Vec2;
use super::piece::{Piece, PieceKind};

pub const ROOK: &[Vec2] = &[(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP: &[Vec2] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];
pub const QUEEN: &[Vec2] = &[
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
pub const KNIGHT: &[Vec2] = &[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
pub const CAMEL: &[Vec2] = &[
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
    (-3, 1),
    (-1, 3),
];
pub const ZEBRA: &[Vec2] = &[
    (2, 3),
    (3, 2),
    (3, -2),
    (2, -3),
    (-2, -3),
    (-3, -2),
    (-3, 2),
    (-2, 3),
];
pub const GIRAFFE: &[Vec2] = &[
    (1, 4),
    (4, 1),
    (4, -1),
    (1, -4),
    (-1, -4),
    (-4, -1),
    (-4, 1),
    (-1, 4),
];
pub const ALFIL: &[Vec2] = &[(2, 2), (2, -2), (-2, 2), (-2, -2)];
pub const DABBABA: &[Vec2] = &[(2, 0), (-2, 0), (0, 2), (0, -2)];

/// A lame leap: the full vector and the square it must pass through.
#[derive(Clone, Copy, Debug)]
pub struct LameLeap {
    pub vector: Vec2,
    pub mid: Vec2,
}

const fn lame(v: Vec2, mid: Vec2) -> LameLeap {
    LameLeap { vector: v, mid }
}

/// Mao: one orthogonal step, then one diagonal step outwards.
pub const MAO: &[LameLeap] = &[
    lame((1, 2), (0, 1)),
    lame((-1, 2), (0, 1)),
    lame((1, -2), (0, -1)),
    lame((-1, -2), (0, -1)),
    lame((2, 1), (1, 0)),
    lame((2, -1), (1, 0)),
    lame((-2, 1), (-1, 0)),
    lame((-2, -1), (-1, 0)),
];
/// Moa: one diagonal step, then one orthogonal step outwards.
pub const MOA: &[LameLeap] = &[
    lame((1, 2), (1, 1)),
    lame((-1, 2), (-1, 1)),
    lame((1, -2), (1, -1)),
    lame((-1, -2), (-1, -1)),
    lame((2, 1), (1, 1)),
    lame((2, -1), (1, -1)),
    lame((-2, 1), (-1, 1)),
    lame((-2, -1), (-1, -1)),
];

/// The components of one kind's walk. Every component is a way to move and to capture, except
/// `quiet_rides` (moves only) and `cannons` (captures only, over one hurdle).
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    pub leaps: &'static [Vec2],
    pub rides: &'static [Vec2],
    pub quiet_rides: &'static [Vec2],
    pub cannons: &'static [Vec2],
    /// Grasshopper-style hops: over the first piece on the line, to the square just beyond.
    pub hops: &'static [Vec2],
    pub lame: &'static [LameLeap],
    pub nonstop_equihopper: bool,
    pub pawn: bool,
}

const NONE: Walk = Walk {
    leaps: &[],
    rides: &[],
    quiet_rides: &[],
    cannons: &[],
    hops: &[],
    lame: &[],
    nonstop_equihopper: false,
    pawn: false,
};

/// A walk of leaps only.
pub const fn leaper(leaps: &'static [Vec2]) -> Walk {
    Walk { leaps, ..NONE }
}

/// A walk of rides only.
pub const fn rider(rides: &'static [Vec2]) -> Walk {
    Walk { rides, ..NONE }
}

pub(crate) const fn describe(kind: PieceKind) -> Walk {
    use PieceKind::*;
    match kind {
        King => Walk {
            leaps: QUEEN,
            ..NONE
        },
        Queen => Walk {
            rides: QUEEN,
            ..NONE
        },
        Rook => Walk {
            rides: ROOK,
            ..NONE
        },
        Bishop => Walk {
            rides: BISHOP,
            ..NONE
        },
        Knight => Walk {
            leaps: KNIGHT,
            ..NONE
        },
        Pawn => Walk { pawn: true, ..NONE },
        Grasshopper => Walk {
            hops: QUEEN,
            ..NONE
        },
        Nightrider => Walk {
            rides: KNIGHT,
            ..NONE
        },
        Mao => Walk { lame: MAO, ..NONE },
        Moa => Walk { lame: MOA, ..NONE },
        Camel => Walk {
            leaps: CAMEL,
            ..NONE
        },
        Zebra => Walk {
            leaps: ZEBRA,
            ..NONE
        },
        Giraffe => Walk {
            leaps: GIRAFFE,
            ..NONE
        },
        Wazir => Walk {
            leaps: ROOK,
            ..NONE
        },
        Fers => Walk {
            leaps: BISHOP,
            ..NONE
        },
        Alfil => Walk {
            leaps: ALFIL,
            ..NONE
        },
        Dabbaba => Walk {
            leaps: DABBABA,
            ..NONE
        },
        Leo => Walk {
            quiet_rides: QUEEN,
            cannons: QUEEN,
            ..NONE
        },
        Pao => Walk {
            quiet_rides: ROOK,
            cannons: ROOK,
            ..NONE
        },
        Vao => Walk {
            quiet_rides: BISHOP,
            cannons: BISHOP,
            ..NONE
        },
        Amazon => Walk {
            rides: QUEEN,
            leaps: KNIGHT,
            ..NONE
        },
        Empress => Walk {
            rides: ROOK,
            leaps: KNIGHT,
            ..NONE
        },
        Princess => Walk {
            rides: BISHOP,
            leaps: KNIGHT,
            ..NONE
        },
        NonstopEquihopper => Walk {
            nonstop_equihopper: true,
            ..NONE
        },
        // They move as what they imitate, which the position decides (their condition's module).
        Comedian | Comedienne | Fiance | Fiancee | Widower | Widow => NONE,
    }
}

/// Kinds whose captures need a hurdle or can be opened by moving a piece onto a line: for
/// them, a move's legality cannot be judged from pins alone. (The lame leapers are added by
/// `NOT_PINNING`: moving a piece off their intermediate square opens them.)
pub const HURDLE_KINDS: u64 = PieceKind::Grasshopper.bit()
    | PieceKind::Leo.bit()
    | PieceKind::Pao.bit()
    | PieceKind::Vao.bit()
    | PieceKind::NonstopEquihopper.bit();

/// Walks by kind number, built at compile time: a lookup instead of a match on every piece.
static WALKS: [Walk; 64] = {
    let mut table = [NONE; 64];
    let mut i = 0;
    while i < 64 {
        if let Some(kind) = PieceKind::from_bits(i as u8) {
            table[i] = describe(kind);
        }
        i += 1;
    }
    table
};

/// How `kind` moves.
#[inline]
pub fn walk(kind: PieceKind) -> &'static Walk {
    &WALKS[kind as usize]
}

/// How `piece` moves (its kind's walk, looked up by the kind bits without decoding them).
#[inline]
pub fn of(piece: Piece) -> &'static Walk {
    &WALKS[(piece.bits() & 63) as usize]
}

/// Kinds whose attacks a move can open or create other than along a rider's line: hurdle
/// pieces, and the lame leapers (mao, moa) whose intermediate square a move can vacate. While
/// the enemy has one of them, legality needs the full test.
pub const NOT_PINNING: u64 = HURDLE_KINDS | PieceKind::Mao.bit() | PieceKind::Moa.bit();
