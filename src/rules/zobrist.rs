//! Zobrist keys. Piece keys come from a table computed at compile time (move application reads
//! them on every move); the rarer keys are computed by the mixing function on the fly.

use super::piece::{Piece, PieceKind, Side};
use super::square::Square;

/// SplitMix64's finaliser: a bijection with good avalanche.
#[inline]
pub const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const PIECE: u64 = 1 << 40;
const TOKEN: u64 = 2 << 40;
const EP: u64 = 3 << 40;
const CASTLING: u64 = 4 << 40;
const PENDING: u64 = 5 << 40;
const LAST_KIND: u64 = 6 << 40;
const QI_KING: u64 = 7 << 40;
const QI_ROOK: u64 = 8 << 40;
const ATTRIBUTES: u64 = 9 << 40;
const ORIGIN: u64 = 10 << 40;
const HOLE: u64 = 11 << 40;
const GHOST: u64 = 20 << 40;
const MARK: u64 = 12 << 40;
const MAGIC_TURNED: u64 = 13 << 40;

/// Piece cells start at 256 (colour bits 1..=3 above eight kind bits): three colours of 256
/// kind numbers, each with a key per square.
const PIECE_SLOTS: usize = 3 * 256;

static PIECE_KEYS: [u64; PIECE_SLOTS * 256] = {
    let mut keys = [0u64; PIECE_SLOTS * 256];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = mix(PIECE | (i as u64 + 256 * 256));
        i += 1;
    }
    keys
};

#[inline]
pub fn piece(p: Piece, sq: Square) -> u64 {
    PIECE_KEYS[(p.bits() as usize - 256) << 8 | sq.index()]
}
/// Token keys by colour bits (0..3) and square: tokens may move with every move.
static TOKEN_KEYS: [u64; 3 * 256] = {
    let mut keys = [0u64; 3 * 256];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = mix(TOKEN | i as u64);
        i += 1;
    }
    keys
};

/// `colour_bits` distinguishes neutral, white and black tokens.
#[inline]
pub fn token(sq: Square, colour_bits: u8) -> u64 {
    TOKEN_KEYS[(colour_bits as usize) << 8 | sq.index()]
}
/// E.p. and castling keys come from tables too: a double step sets one e.p. key and the next
/// move clears it, and king and rook moves change the castling key.
static EP_KEYS: [u64; 256] = {
    let mut keys = [0u64; 256];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = mix(EP | i as u64);
        i += 1;
    }
    keys
};

/// Castling bits use six bits (three per side).
static CASTLING_KEYS: [u64; 64] = {
    let mut keys = [0u64; 64];
    let mut i = 1;
    while i < keys.len() {
        keys[i] = mix(CASTLING | i as u64);
        i += 1;
    }
    keys
};

#[inline]
pub fn en_passant(target: Square) -> u64 {
    EP_KEYS[target.index()]
}
#[inline]
pub fn castling(bits: u8) -> u64 {
    CASTLING_KEYS[bits as usize & 63]
}
#[inline]
pub fn pending(p: Piece, sq: Square) -> u64 {
    mix(PENDING | (p.bits() as u64) << 8 | sq.index() as u64)
}
/// AntiCirce `LastMove`'s capturer awaiting its rebirth stands on `sq`, off its capture
/// square (`Position::pending_standing`).
#[inline]
pub fn pending_at(sq: Square) -> u64 {
    mix(PENDING | 1 << 36 | sq.index() as u64)
}
/// The piece awaiting its rebirth stood on `origin` in the diagram (positions that record
/// the pieces' origins: `Position::pending_origin`).
#[inline]
pub fn pending_origin(origin: Square) -> u64 {
    mix(PENDING | 2 << 36 | origin.index() as u64)
}
/// The piece on `sq` stood on `origin` in the diagram (positions that record it).
#[inline]
pub fn origin(origin: Square, sq: Square) -> u64 {
    mix(ORIGIN | (origin.index() as u64) << 8 | sq.index() as u64)
}
/// The orthodox kind of the last move (`slot` 0) or the one before (`slot` 1); 0 when unknown.
#[inline]
pub fn last_kind(slot: u8, kind: Option<PieceKind>) -> u64 {
    match kind {
        None => 0,
        Some(k) => LAST_KIND_KEYS[(slot as usize & 1) << 8 | k as usize],
    }
}

/// Last-move kind keys by slot and kind number: every move sets them where positions track them.
static LAST_KIND_KEYS: [u64; 512] = {
    let mut keys = [0u64; 512];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = mix(LAST_KIND | ((i as u64) >> 8) << 8 | (i as u64 & 255));
        i += 1;
    }
    keys
};
/// The attributes (`Attributes` bits) of the piece on `sq`, keyed as one set: 0 for none, so
/// that positions without attributes keep their keys.
#[inline]
pub fn attributes(bits: u32, sq: Square) -> u64 {
    if bits == 0 {
        0
    } else {
        mix(ATTRIBUTES | (bits as u64) << 8 | sq.index() as u64)
    }
}
/// The ghost at `index` of the underworld: `piece` with `attributes`, kept under `sq`.
#[inline]
pub fn ghost(index: usize, sq: Square, piece: Piece, attributes: u32) -> u64 {
    mix(GHOST
        ^ mix((index as u64) << 48
            | (attributes as u64) << 24
            | (piece.bits() as u64) << 8
            | sq.index() as u64))
}
/// A condition's mark on the piece on `sq` (`Position::marked`).
#[inline]
pub fn mark(sq: Square) -> u64 {
    mix(MARK | sq.index() as u64)
}
/// A piece on `sq` that the last move's magic pieces turned (`Position::magic_turned`).
#[inline]
pub fn magic_turned(sq: Square) -> u64 {
    mix(MAGIC_TURNED | sq.index() as u64)
}
/// A hole on `sq` (a square taken off the board during play).
#[inline]
pub fn hole(sq: Square) -> u64 {
    mix(HOLE | sq.index() as u64)
}
/// A king's Qi castling right.
pub fn qi_king(side: Side) -> u64 {
    mix(QI_KING | side as u64)
}
/// A rook's Qi castling right: where it stands and the file it started on.
pub fn qi_rook(side: Side, sq: Square, home_file: u8) -> u64 {
    mix(QI_ROOK | (side as u64) << 16 | (home_file as u64) << 8 | sq.index() as u64)
}
/// A condition's mark on a side (`Position::side_marked`).
pub fn side_mark(side: Side) -> u64 {
    mix(0x3C91_B7E2_5D08_A46F ^ side as u64)
}
/// The mark of the piece awaiting its rebirth (`Position::pending_marked`).
pub const PENDING_MARK: u64 = mix(0x7E4D_1A9C_03B5_F268);
pub const SIDE: u64 = 0x5A17_F00D_D15E_A5E5;
