//! Échecs Miroir on boards of at most 8x8 files and ranks: the position's squares as 64-bit
//! sets (bit = rank * 8 + file), built once per position from the mailbox, so that whether a
//! candidate transfers anything, and whether a mirror move exposes the king, are told with a
//! few bit operations instead of a look at each passive piece and a scan of the whole board.

use crate::rules::attack;
use crate::rules::kind_set::KindSet;
use crate::rules::moves::MAX_MIRROR_PROMOTIONS;
use crate::rules::piece::{PieceKind, Side, KIND_BITS};
use crate::rules::position::{Cell, Position, EMPTY};
use crate::rules::square::{Square, STRIDE};

/// The kinds of numbers below 64 of a set, as one word: the 64-bit kind masks of this module
/// (the kinds it judges are the orthodox ones and the riders and leapers of the combined
/// scans, all numbered below 64).
pub(super) const fn low_kinds(set: KindSet) -> u64 {
    set.0[0]
}

/// `set` as one word, for sets that hold no kind numbered 64 or more (checked at compile time).
const fn word(set: KindSet) -> u64 {
    assert!(set.0[1] == 0 && set.0[2] == 0 && set.0[3] == 0);
    set.0[0]
}

pub(super) const ORTHOGONAL_RIDERS: u64 = word(attack::ORTHOGONAL_RIDERS);
pub(super) const DIAGONAL_RIDERS: u64 = word(attack::DIAGONAL_RIDERS);
pub(super) const KNIGHT_LEAPERS: u64 = word(attack::KNIGHT_LEAPERS);
const KING_AND_PAWN: u64 = word(KindSet::of(&[PieceKind::King, PieceKind::Pawn]));
const KING: u64 = word(KindSet::single(PieceKind::King));
const PAWN: u64 = word(KindSet::single(PieceKind::Pawn));

/// Whether kind number `kind` is in the word `kinds` (numbers of 64 and more never are).
#[inline(always)]
pub(super) fn has_kind(kinds: u64, kind: usize) -> bool {
    kind < 64 && kinds >> kind & 1 != 0
}

const ONES: u64 = 0x0101_0101_0101_0101;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// Multiplying a word whose bytes are 0 or 1 by this gathers them into its top byte (byte i to
/// bit 56 + i: the partial products land on distinct bits, so nothing carries).
const GATHER: u64 = 0x0102_0408_1020_4080;

/// The bit number of `sq` (rank * 8 + file).
#[inline(always)]
pub(super) fn index(sq: Square) -> usize {
    (sq.rank() * 8 + sq.file()) as usize
}

/// The bit of `sq`.
#[inline(always)]
pub(super) fn bit(sq: Square) -> u64 {
    1 << index(sq)
}

/// The square of bit `b`.
#[inline(always)]
pub(super) fn square(b: u32) -> Square {
    Square::new((b & 7) as u8, (b >> 3) as u8)
}

/// Bit i set when byte i of `x` is 1 (every byte 0 or 1).
#[inline(always)]
fn gather(x: u64) -> u64 {
    x.wrapping_mul(GATHER) >> 56
}

/// The mailbox row of `rank` as a word of one byte per cell (file 0 in the low byte): 0 for an
/// empty cell, else the cell's colour bits in bits 6 and 7 (white, black) and bit 0 set.
#[inline(always)]
fn row(cells: &[Cell], rank: usize) -> u64 {
    let mut b = [0u8; 8];
    for (byte, &c) in b.iter_mut().zip(&cells[rank * STRIDE..rank * STRIDE + 8]) {
        *byte = if c == EMPTY {
            0
        } else {
            ((c >> KIND_BITS) as u8 & 3) << 6 | 1
        };
    }
    u64::from_le_bytes(b)
}

/// A 4x4 sub-lattice of `set`, the squares of file parity `px` and rank parity `py`, packed
/// into files 0..4 of ranks 0..4.
#[inline(always)]
fn compress(set: u64, px: u32, py: u32) -> u64 {
    let mut x = (set >> (py * 8 + px)) & 0x0055_0055_0055_0055;
    x = (x | x >> 1) & 0x0033_0033_0033_0033;
    x = (x | x >> 2) & 0x000f_000f_000f_000f;
    x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
    (x | x >> 16) & 0xffff_ffff
}

/// The squares (bits) of a board of at most 8x8 holding a piece of kind number `kind` of a
/// side whose colour bit is `them` (1 White, 2 Black) or neutral, read from the mailbox a row
/// at a time (eight cells compared at once where the compiler vectorises).
#[inline(always)]
pub(super) fn kind_squares(
    cells: &[Cell],
    width: u32,
    height: u32,
    kind: u8,
    them: u8,
    neutrals: bool,
) -> u64 {
    let own = (them as Cell) << KIND_BITS | kind as Cell;
    let neutral = if neutrals {
        3 << KIND_BITS | kind as Cell
    } else {
        own
    };
    let files = (1u64 << width) - 1;
    let mut set = 0;
    for rank in 0..height as usize {
        let row = &cells[rank * STRIDE..rank * STRIDE + 8];
        let mut m = 0u64;
        for (f, &c) in row.iter().enumerate() {
            m |= (((c == own) | (c == neutral)) as u64) << f;
        }
        set |= (m & files) << (rank * 8);
    }
    set
}

/// The bit of `sq` in a reversed set (bit 63 - p for p): p's reflection through the centre of
/// the 8x8 frame, (f, r) to (7 - f, 7 - r).
#[inline(always)]
pub(super) fn rbit(sq: Square) -> u64 {
    (1 << 63) >> index(sq)
}

/// The squares of the reversed set `rev` moved so that the frame's centre goes to `a`, those
/// staying on the frame (the caller keeps those on its board): the squares p whose reflection
/// through `a`, 2a - p, is in the set. (Reflecting through the centre gives (7 - f, 7 - r);
/// the shift is by (2fa - 7, 2ra - 7).)
#[inline(always)]
pub(super) fn centred(rev: u64, a: Square) -> u64 {
    centred_on(rev, index(a))
}

/// `centred` for the square of bit `a`: the squares that stay on the frame, rotated by the
/// shift, which then wraps none of them (no branch on the shift's direction).
#[inline(always)]
pub(super) fn centred_on(rev: u64, a: usize) -> u64 {
    let (mask, rotation) = CENTRING[a];
    (rev & mask).rotate_left(rotation)
}

/// Per square a of the 8x8 frame: the squares p with p + (2fa - 7, 2ra - 7) on the frame, and
/// that shift as a rotation of the 64 bits.
const CENTRING: [(u64, u32); 64] = centring();

const fn centring() -> [(u64, u32); 64] {
    let mut table = [(0u64, 0u32); 64];
    let mut a = 0;
    while a < 64 {
        let dx = 2 * (a % 8) as i32 - 7;
        let dy = 2 * (a / 8) as i32 - 7;
        let mut mask = 0u64;
        let mut p = 0;
        while p < 64 {
            let (f, r) = (p % 8 + dx, p / 8 + dy);
            if f >= 0 && r >= 0 && f < 8 && r < 8 {
                mask |= 1 << p;
            }
            p += 1;
        }
        table[a] = (mask, (dx + 8 * dy).rem_euclid(64) as u32);
        a += 1;
    }
    table
}

/// The squares of `set` reflected through `a` (p to 2a - p), those landing on the 8x8 frame.
#[inline(always)]
pub(super) fn reflect_set(set: u64, a: Square) -> u64 {
    centred(set.reverse_bits(), a)
}

/// A set of squares and the same set reversed (see `rbit`).
#[derive(Clone, Copy)]
pub(super) struct Squares {
    pub(super) set: u64,
    pub(super) rev: u64,
}

/// The transfers of a move with hurdle `a`, departure `from` and e.p. victim's square
/// `emptied` (else `from`), with passive pieces `passive` (the opponent's pieces of its kind,
/// none neutral) on a board whose empty squares are `empty`, as sets, when every passive
/// piece that can goes as it stands: the sources are the passive pieces but those on `a`,
/// `from` and `emptied`, each going when its reflection is on the board and empty after the
/// active part or holds another passive piece (an exchange of places).
/// Returns (departures, arrivals): the sources whose reflection is free, and the free squares
/// that are a source's reflection, each found from the other set reversed.
#[inline(always)]
pub(super) fn transfer_sets(
    passive: Squares,
    empty: Squares,
    a: Square,
    from: Square,
    emptied: Square,
) -> (u64, u64) {
    let vacated = bit(from) | bit(emptied);
    let rev_vacated = rbit(from) | rbit(emptied);
    let sources = passive.set & !(bit(a) | vacated);
    let rev_sources = passive.rev & !(rbit(a) | rev_vacated);
    let free = empty.set | passive.set | vacated;
    let rev_free = empty.rev | passive.rev | rev_vacated;
    (
        sources & centred(rev_free, a),
        centred(rev_sources, a) & free,
    )
}

/// The rank (as bits) on which passive pawns of the side of colour bit `them` (1 White,
/// 2 Black) promote on a board of `height` ranks.
#[inline(always)]
pub(super) fn promotion_rank(them: u8, height: u32) -> u64 {
    if them == 1 {
        0xff << (8 * (height - 1))
    } else {
        0xff
    }
}

/// The squares of one position that mirror moves ask about.
#[derive(Clone)]
pub(super) struct Board8 {
    width: u32,
    height: u32,
    /// Empty squares of the board, and the board's squares.
    pub(super) empty: u64,
    pub(super) board: u64,
    /// `empty` reversed (see `rbit`).
    rev_empty: u64,
    /// The kinds of the opponent's pieces (neutral ones included).
    pub(super) kinds: u64,
    /// The opponent's pieces of each kind present, by slot (slot 0 stays empty): boards with
    /// more kinds go the general way.
    sets: [u64; 8],
    /// The same sets reversed (see `rbit`).
    rev_sets: [u64; 8],
    /// The slot of each kind number.
    slot: [u8; 32],
}

impl Board8 {
    /// `None` on a board wider or higher than 8.
    pub(super) fn new(pos: &Position) -> Option<Board8> {
        let size = pos.size();
        let (width, height) = (size.width() as u32, size.height() as u32);
        if width > 8 || height > 8 {
            return None;
        }
        let cells = pos.cells();
        let files = (1u64 << width) - 1;
        // `row` gives each piece's colour bits as bit 6 white, bit 7 black (both for a
        // neutral piece); off-board cells (beyond the width) are masked out.
        let them = pos.side_to_move().opponent();
        let colour_bit = 6 + them as u32;
        let mut empty = 0;
        let mut theirs = 0;
        for rank in 0..height as usize {
            let r = row(cells, rank);
            let zero = !(((r & LOW7) + LOW7) | r | LOW7) >> 7;
            empty |= (gather(zero) & files) << (rank * 8);
            theirs |= (gather((r >> colour_bit) & ONES) & files) << (rank * 8);
        }
        let mut sets = [0u64; 8];
        let mut slot = [0u8; 32];
        let mut used = 1;
        let mut kinds = 0u64;
        let mut rest = theirs;
        while rest != 0 {
            let b = rest.trailing_zeros();
            rest &= rest - 1;
            let k = cells[square(b).mailbox()] as u8 as usize;
            // Kinds are numbered below 32 (`PieceKind`).
            let s = slot.get_mut(k)?;
            if *s == 0 {
                if used == sets.len() {
                    return None;
                }
                *s = used as u8;
                used += 1;
            }
            sets[*s as usize] |= 1 << b;
            kinds |= 1 << k;
        }
        let mut rev_sets = [0u64; 8];
        for (r, s) in rev_sets.iter_mut().zip(&sets).take(used) {
            *r = s.reverse_bits();
        }
        Some(Board8 {
            width,
            height,
            empty,
            rev_empty: empty.reverse_bits(),
            rev_sets,
            board: (files * (u64::MAX / 0xff)) & (u64::MAX >> (64 - 8 * height)),
            kinds,
            sets,
            slot,
        })
    }

    /// The opponent's pieces of kind number `kind`.
    #[inline(always)]
    pub(super) fn of_kind(&self, kind: u8) -> u64 {
        self.slot
            .get(kind as usize)
            .map_or(0, |&s| self.sets[s as usize])
    }

    /// Calls `f` with the squares of the opponent's pieces of `r`'s kind but those on its
    /// hurdle, departure and e.p. victim's square, in square order, until it returns true;
    /// returns whether it did.
    #[inline(always)]
    pub(super) fn any_passive(
        &self,
        r: &super::Reflection,
        mut f: impl FnMut(Square) -> bool,
    ) -> bool {
        let mut rest = self.of_kind(r.kind) & !(bit(r.a) | bit(r.from) | bit(r.emptied));
        while rest != 0 {
            if f(square(rest.trailing_zeros())) {
                return true;
            }
            rest &= rest - 1;
        }
        false
    }

    /// The opponent's pieces of kind number `kind`, and the same reversed.
    #[inline(always)]
    pub(super) fn squares_of_kind(&self, kind: u8) -> Squares {
        let s = self.slot.get(kind as usize).map_or(0, |&s| s as usize);
        Squares {
            set: self.sets[s],
            rev: self.rev_sets[s],
        }
    }

    /// The empty squares, and the same reversed.
    #[inline(always)]
    pub(super) fn empty_squares(&self) -> Squares {
        Squares {
            set: self.empty,
            rev: self.rev_empty,
        }
    }

    /// `transfer_sets` of a move with hurdle `a`, departure `from`, e.p. victim's square
    /// `emptied` (else `from`) and passive kind `kind`.
    #[inline(always)]
    pub(super) fn transfers(
        &self,
        a: Square,
        kind: u8,
        from: Square,
        emptied: Square,
    ) -> (u64, u64) {
        transfer_sets(
            self.squares_of_kind(kind),
            self.empty_squares(),
            a,
            from,
            emptied,
        )
    }

    #[inline(always)]
    pub(super) fn height(&self) -> u32 {
        self.height
    }

    /// The reflection of `p` through `a`, if on the board.
    #[inline(always)]
    pub(super) fn reflect(&self, a: Square, p: Square) -> Option<Square> {
        let file = (2 * a.file() as u32).wrapping_sub(p.file() as u32);
        let rank = (2 * a.rank() as u32).wrapping_sub(p.rank() as u32);
        (file < self.width && rank < self.height).then(|| Square::new(file as u8, rank as u8))
    }

    /// Whether a move of the side to move from `from` to the hurdle `a`, with passive kind
    /// `kind` (one the opponent has), transfers a passive piece: for moves that take no
    /// passive piece away but one captured on `a` and make no square free but `from` (no e.p.,
    /// no neutral piece), with no passive pawn that could promote. Either a piece reflects
    /// onto a square free on the board as it stands (`Hurdles`), or onto `from`.
    #[inline(always)]
    pub(super) fn transfers_any(
        &self,
        hurdles: &mut Hurdles,
        from: Square,
        a: Square,
        kind: u8,
    ) -> bool {
        if hurdles.of(self, kind) & bit(a) != 0 {
            return true;
        }
        self.reflect(a, from)
            .is_some_and(|p| self.of_kind(kind) & bit(p) != 0)
    }

    /// Whether a passive pawn of the opponent (not neutral) reflects through `a` onto its
    /// last rank (`last`), on the board: such a move asks the mover's promotion choices.
    #[inline(always)]
    pub(super) fn pawn_may_promote(&self, a: Square, last: u32) -> bool {
        // 2a - p on the last rank: p on rank 2a - last, with 0 <= 2a - p < width on files.
        let rank = (2 * a.rank() as u32).wrapping_sub(last);
        if rank >= self.height {
            return false;
        }
        let row = self.of_kind(PieceKind::Pawn as u8) >> (rank * 8) & 0xff;
        let fa = 2 * a.file() as u32;
        // Files fa - width + 1 ..= fa, within the board.
        let high = if fa >= 8 { 0xff } else { (2u64 << fa) - 1 };
        let low = (fa + 1).saturating_sub(self.width);
        row & high >> low << low != 0
    }
}

/// Per kind of the opponent's pieces, once asked: the hurdles through which some passive
/// piece of the kind other than one standing there reflects onto a square empty or held by
/// another passive piece.
pub(super) struct Hurdles {
    known: u64,
    sets: [u64; 32],
}

impl Hurdles {
    pub(super) fn new() -> Hurdles {
        Hurdles {
            known: 0,
            sets: [0; 32],
        }
    }

    #[inline(always)]
    pub(super) fn of(&mut self, b: &Board8, kind: u8) -> u64 {
        let k = (kind & 31) as usize;
        if self.known & 1 << k != 0 {
            return self.sets[k];
        }
        self.find(b, kind)
    }

    #[inline(never)]
    fn find(&mut self, b: &Board8, kind: u8) -> u64 {
        let passive = b.of_kind(kind);
        let set = hurdle_set(passive, b.empty | passive);
        let k = (kind & 31) as usize;
        self.known |= 1 << k;
        self.sets[k] = set;
        set
    }
}

/// The squares A through which some piece P of `passive` other than one on A reflects onto a
/// square Q = 2A - P of `free`. Taking the Q of P's parity class in packed coordinates,
/// A = Q / 2 (rounded down) + P / 2 (rounded up): one shift of the packed class per piece.
#[inline(always)]
pub(super) fn hurdle_set(passive: u64, free: u64) -> u64 {
    let mut classes = [u64::MAX; 4];
    let mut set = 0;
    let mut rest = passive;
    while rest != 0 {
        let p = rest.trailing_zeros();
        rest &= rest - 1;
        let (fp, rp) = (p & 7, p >> 3);
        let class = (fp & 1 | (rp & 1) << 1) as usize;
        if classes[class] == u64::MAX {
            classes[class] = compress(free, fp & 1, rp & 1);
        }
        // Q = P gives A = P: the piece reflects onto itself, no transfer.
        set |= (classes[class] << (rp.div_ceil(2) * 8 + fp.div_ceil(2))) & !(1 << p);
    }
    set
}

/// The midpoints of `from` (a bit number) and each square of `passive` of its parity class:
/// the hurdles through which a passive piece reflects onto `from`.
#[inline(always)]
pub(super) fn midpoints(passive: u64, from: u32) -> u64 {
    let (ff, rf) = (from & 7, from >> 3);
    let mut squares = 0;
    let mut rest = passive;
    while rest != 0 {
        let p = rest.trailing_zeros();
        rest &= rest - 1;
        let (f, r) = (ff + (p & 7), rf + (p >> 3));
        if f % 2 == 0 && r % 2 == 0 {
            squares |= 1 << (r / 2 * 8 + f / 2);
        }
    }
    squares
}

/// Lines from a square: unit steps, orthogonal first.
pub(super) const LINES: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

/// The squares of each line from each square of the 8x8 board (see `LINES`), and of the
/// knight's leaps.
const fn tables() -> ([[u64; 8]; 64], [u64; 64], [u64; 64]) {
    let mut rays = [[0u64; 8]; 64];
    let mut knights = [0u64; 64];
    let mut kings = [0u64; 64];
    let leaps = crate::rules::walk::KNIGHT;
    let mut sq = 0;
    while sq < 64 {
        let (f0, r0) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut i = 0;
        while i < 8 {
            let (df, dr) = LINES[i];
            let (mut f, mut r) = (f0 + df, r0 + dr);
            if f >= 0 && r >= 0 && f < 8 && r < 8 {
                kings[sq] |= 1 << (r * 8 + f);
            }
            while f >= 0 && r >= 0 && f < 8 && r < 8 {
                rays[sq][i] |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (f, r) = (f0 + leaps[i].0 as i32, r0 + leaps[i].1 as i32);
            if f >= 0 && r >= 0 && f < 8 && r < 8 {
                knights[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    (rays, knights, kings)
}

pub(super) const TABLES: ([[u64; 8]; 64], [u64; 64], [u64; 64]) = tables();

/// The king's lines and knight's leaps on the board, for judging mirror moves.
pub(super) struct KingLines {
    /// Per line (see `LINES`): its squares.
    pub(super) masks: [u64; 8],
    /// Every line's squares.
    pub(super) all: u64,
    /// The squares a knight's leap away.
    pub(super) knights: u64,
    king: Square,
    /// On each line holding one of the opponent's riders along it, the squares up to the
    /// nearest one (see `checking_lines`).
    danger: u64,
    /// The line (bit, see `LINES`) through each square, if any.
    pub(super) line_of: [u8; 64],
    /// The squares of the orthogonal lines, and of the diagonal ones.
    straight: u64,
    slanted: u64,
    /// The squares next to the king.
    ring: u64,
}

impl KingLines {
    /// `kinds`: the kinds the opponent attacks with.
    pub(super) fn new(king: Square, b: &Board8, kinds: u64) -> KingLines {
        let k = index(king);
        let board = b.board;
        let mut masks = TABLES.0[k];
        let mut all = 0;
        for m in &mut masks {
            *m &= board;
            all |= *m;
        }
        // The opponent's riders along each kind of line.
        let (mut orthogonal, mut diagonal) = (0, 0);
        let mut rest = b.kinds;
        while rest != 0 {
            let kind = rest.trailing_zeros();
            rest &= rest - 1;
            if (kinds & ORTHOGONAL_RIDERS) >> kind & 1 != 0 {
                orthogonal |= b.of_kind(kind as u8);
            }
            if (kinds & DIAGONAL_RIDERS) >> kind & 1 != 0 {
                diagonal |= b.of_kind(kind as u8);
            }
        }
        // Per line holding a rider along it, the squares up to the nearest one.
        let mut danger = 0;
        let mut line_of = [0u8; 64];
        let (mut straight, mut slanted) = (0, 0);
        for (i, &m) in masks.iter().enumerate() {
            let mut rest = m;
            while rest != 0 {
                line_of[rest.trailing_zeros() as usize] = 1 << i;
                rest &= rest - 1;
            }
            if i < 4 {
                straight |= m;
            } else {
                slanted |= m;
            }
            let riders = m & if i < 4 { orthogonal } else { diagonal };
            if riders == 0 {
                continue;
            }
            // Up the bit order on even lines (see `After::line_attack`).
            danger |= if i.is_multiple_of(2) {
                let nearest = riders & riders.wrapping_neg();
                m & (nearest | (nearest - 1))
            } else {
                let nearest = 1u64 << (63 - riders.leading_zeros());
                m & !(nearest - 1)
            };
        }
        KingLines {
            masks,
            all,
            knights: TABLES.1[k] & board,
            king,
            danger,
            line_of,
            straight,
            slanted,
            ring: TABLES.2[k] & board,
        }
    }

    /// The lines (bits, see `LINES`) along which a mirror move can check the king, unchecked
    /// and not moving, given the squares it empties (`vacated`), the squares passive pieces
    /// arrive on as they stood (`passive`, of kind number `kind`, the opponent attacking with
    /// `kinds`) and
    /// the squares other pieces of the opponent arrive on (`other`, promoted pawns); more
    /// lines may be given, for `After::line_attack` to judge.
    ///
    /// After the move, the nearest piece on a line that attacks the king either stood there
    /// unmoved, or arrived. One that stood there did not attack before: a king or pawn next to
    /// the king would have, so it is a rider of the line, and the move emptied a square
    /// between it and the king, or the square of a rider nearer the king on the line: a
    /// square of `danger`. One that arrived is a passive piece attacking along the line, or a
    /// promoted pawn; the active piece is the mover's own.
    #[inline(always)]
    pub(super) fn checking_lines(
        &self,
        vacated: u64,
        passive: u64,
        kind: u8,
        kinds: u64,
        other: u64,
    ) -> u8 {
        // The squares from which a piece of the passive kind may attack the king.
        let k = if kind < 64 { 1u64 << kind & kinds } else { 0 };
        let mut lines_of = 0;
        if k & ORTHOGONAL_RIDERS != 0 {
            lines_of |= self.straight;
        }
        if k & DIAGONAL_RIDERS != 0 {
            lines_of |= self.slanted;
        }
        if k & KING_AND_PAWN != 0 {
            lines_of |= self.ring;
        }
        let mut rest = (vacated & self.danger) | (passive & lines_of) | (other & self.all);
        let mut lines = 0;
        while rest != 0 {
            lines |= self.line_of[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        lines
    }
}

/// The board after a mirror move, as far as the king's lines ask: squares that arrivals fill
/// and squares the move empties, over the position's mailbox. Most arrivals are passive pieces
/// as they stood (bits `passive`, squares `uniform`); the others (the active piece, promoted
/// pawns) are listed.
pub(super) struct After<'a> {
    pub(super) cells: &'a [Cell],
    pub(super) vacated: u64,
    pub(super) filled: u64,
    /// The filled squares holding a piece of bits `passive`.
    pub(super) uniform: u64,
    passive: Cell,
    /// The other arrivals (bit index, piece bits); arrivals never share a square (reflection
    /// through one square is one to one, and never onto the hurdle).
    others: [(u8, Cell); 1 + MAX_MIRROR_PROMOTIONS],
    n: usize,
}

impl<'a> After<'a> {
    /// `passive`: the bits of the passive pieces of the move.
    #[inline(always)]
    pub(super) fn new(cells: &'a [Cell], passive: Cell) -> After<'a> {
        After {
            cells,
            vacated: 0,
            filled: 0,
            uniform: 0,
            passive,
            others: [(0, 0); 1 + MAX_MIRROR_PROMOTIONS],
            n: 0,
        }
    }

    /// A piece of bits `bits` arrives on `sq`: the active piece, or a passive piece (at most
    /// `MAX_MIRROR_PROMOTIONS` of them promoted).
    #[inline(always)]
    pub(super) fn arrive(&mut self, sq: Square, bits: Cell) {
        let b = index(sq) as u8;
        self.filled |= 1 << b;
        if bits == self.passive {
            self.uniform |= 1 << b;
        } else {
            self.others[self.n] = (b, bits);
            self.n += 1;
        }
    }

    /// The arrivals other than passive pieces as they stood, in the order they came: (bit
    /// index, piece bits).
    #[inline(always)]
    pub(super) fn others(&self) -> &[(u8, Cell)] {
        &self.others[..self.n]
    }

    /// Passive pieces as they stand arrive on `squares`.
    #[inline(always)]
    pub(super) fn arrive_passive(&mut self, squares: u64) {
        self.filled |= squares;
        self.uniform |= squares;
    }

    #[inline(always)]
    pub(super) fn cell(&self, sq: Square) -> Cell {
        let b = index(sq) as u8;
        if self.filled >> b & 1 != 0 {
            if self.uniform >> b & 1 != 0 {
                return self.passive;
            }
            for &(at, bits) in &self.others[..self.n] {
                if at == b {
                    return bits;
                }
            }
        }
        if self.vacated >> b & 1 != 0 {
            return EMPTY;
        }
        self.cells[sq.mailbox()]
    }

    /// The kinds (bits) of `by` that would check the king of `lines` from bit `b`, on a line or
    /// a knight's leap from it, on this board (`empty`: the empty squares before the move),
    /// among `kinds`: on a line only the nearest piece to the king checks.
    #[inline(always)]
    pub(super) fn checking_kinds(
        &self,
        lines: &KingLines,
        b: u32,
        empty: u64,
        by: Side,
        kinds: u64,
    ) -> u64 {
        let mut checking = 0;
        if lines.knights >> b & 1 != 0 {
            checking |= kinds & KNIGHT_LEAPERS;
        }
        let line = lines.line_of[b as usize];
        if line != 0 {
            let i = line.trailing_zeros() as usize;
            let occupied = !((empty | self.vacated) & !self.filled);
            let on = lines.masks[i] & occupied;
            let nearest = if i.is_multiple_of(2) {
                on.trailing_zeros()
            } else {
                63 - on.leading_zeros()
            };
            if nearest == b {
                let king = lines.king.rank() as u32 * 8 + lines.king.file() as u32;
                checking |= kinds & line_reach(i, b, king, by);
            }
        }
        checking
    }

    /// Whether `by`'s pieces of `kinds` attack `king` on this board (a board of the squares
    /// `board`, with `empty` the empty squares before the move): along the lines, and by
    /// knight's leaps.
    pub(super) fn attacked(
        &self,
        king: Square,
        board: u64,
        empty: u64,
        by: Side,
        kinds: u64,
    ) -> bool {
        let k = index(king);
        let mut masks = TABLES.0[k];
        for m in &mut masks {
            *m &= board;
        }
        let lines = KingLines {
            masks,
            all: 0,
            knights: TABLES.1[k] & board,
            king,
            danger: 0,
            line_of: [0; 64],
            straight: 0,
            slanted: 0,
            ring: 0,
        };
        if self.line_attack(&lines, empty, by, kinds, 0xff) {
            return true;
        }
        let occupied = !((empty | self.vacated) & !self.filled);
        let mut rest = lines.knights & occupied;
        while rest != 0 {
            if knight_attacker(self.cell(square(rest.trailing_zeros())), by, kinds) {
                return true;
            }
            rest &= rest - 1;
        }
        false
    }

    /// Whether `by`'s pieces of `kinds` attack the king of `lines` along its lines of `dirty`
    /// (bits, see `LINES`), rider or, next to it, king or pawn; `empty`: the empty squares
    /// before the move. The nearest piece on each line is the lowest or highest bit of the
    /// line's occupied squares, as the line runs up or down the bit order.
    pub(super) fn line_attack(
        &self,
        lines: &KingLines,
        empty: u64,
        by: Side,
        kinds: u64,
        dirty: u8,
    ) -> bool {
        let them = 1u8 << by as u8;
        let occupied = !((empty | self.vacated) & !self.filled);
        let king = lines.king.rank() as u32 * 8 + lines.king.file() as u32;
        let mut rest = dirty;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let on = lines.masks[i] & occupied;
            if on == 0 {
                continue;
            }
            // Up the bit order: files up (0), ranks up (2), and the diagonals (4: +9, 6: +7).
            let b = if i.is_multiple_of(2) {
                on.trailing_zeros()
            } else {
                63 - on.leading_zeros()
            };
            let c = self.cell(square(b));
            if (c >> KIND_BITS) as u8 & them == 0 {
                continue;
            }
            if has_kind(kinds & line_reach(i, b, king, by), c as u8 as usize) {
                return true;
            }
        }
        false
    }
}

/// The kinds (bits) of `by` that check a king on bit `king` from bit `b`, the nearest piece to
/// it on its line `i` (see `LINES`): riders along the line, and next to the king, the king
/// and the pawn (on a diagonal, from its side's direction).
#[inline(always)]
fn line_reach(i: usize, b: u32, king: u32, by: Side) -> u64 {
    let mut reach = if i < 4 {
        ORTHOGONAL_RIDERS
    } else {
        DIAGONAL_RIDERS
    };
    let step = LINES[i];
    if b as i32 == king as i32 + step.1 * 8 + step.0 {
        reach |= KING;
        if i >= 4 && step.1 == -by.forward() as i32 {
            reach |= PAWN;
        }
    }
    reach
}

/// Whether a piece of bits `c`, of `by`, leaps like a knight and is among `kinds`.
#[inline(always)]
pub(super) fn knight_attacker(c: Cell, by: Side, kinds: u64) -> bool {
    c != crate::rules::position::OFF_BOARD
        && (c >> KIND_BITS) as u8 & (1 << by as u8) != 0
        && has_kind(kinds & KNIGHT_LEAPERS, c as u8 as usize)
}
