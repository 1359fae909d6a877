//! Échecs Miroir (RULES.md §3): every move is an orthodox move of the active piece followed by
//! the transfer of the passive pieces, the opponent's pieces of the active piece's kind (after a
//! promotion, the promoted kind), each to its point reflection through the active piece's
//! arrival square. A move needs at least one transfer. Check is orthodox, so legality is
//! judged on the board after the whole move by the orthodox attack test (`Legality`).
//!
//! Neutral pieces: a neutral piece is the opponent's too, so neutral pieces of the active kind
//! (other than the active piece) are passive.
//!
//! Speed: on the 8x8 board with orthodox pieces, each transfer going as it can (M-1), moves are
//! generated and judged on 64-bit sets (`generate8`). Elsewhere every orthodox candidate asks
//! for its passive pieces, most have none to transfer, and every mirror move is judged. The
//! opponent's pieces are found by kind once per position and reflected with plain arithmetic on
//! files and ranks (`Reflection`); on boards up to 8x8 (`board8`) whether a candidate transfers
//! anything is one bit of a set computed once per passive kind, and legality reads the king's
//! lines as 64-bit sets.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

impl crate::rules::condition::Options for MiroirOptions {
    const NAME: &'static str = "miroir";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        State::NONE
    }

    fn twin_lines(&self, pos: &crate::rules::position::Position) -> Vec<String> {
        let _ = pos;
        let mut lines = vec!["Miroir".to_string()];
        lines.extend(option_words(*self).iter().map(|w| w.to_string()));
        lines
    }
}

use crate::rules::attack;
use crate::rules::bitset::SquareSet;
use crate::rules::movegen::{is_legal_candidate, Follow};
use crate::rules::moves::{Mirror, Move, MoveList, Promotion, Special, MAX_MIRROR_PROMOTIONS};
use crate::rules::piece::KIND_BITS;
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::{Cell as Contents, Position, EMPTY, OFF_BOARD};
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;
use crate::rules::square::{MAILBOX, STRIDE};
use std::cell::Cell;

mod board8;
pub(crate) mod generate8;
use board8::{bit, knight_attacker, After, Board8, Hurdles, KingLines};

/// The words naming each non-default option, as the Popeye reader and writers spell them
/// (feerie's own condition keywords, RULES.md §3.3).
pub fn option_words(opts: MiroirOptions) -> Vec<&'static str> {
    let mut words = Vec::new();
    if opts.transfer == MiroirTransfer::AllOrNothing {
        words.push("MiroirAllOrNothing");
    }
    match opts.castling {
        MiroirCastling::KingActive => {}
        MiroirCastling::Forbidden => words.push("MiroirNoCastling"),
        MiroirCastling::RookActive => words.push("MiroirRookCastling"),
    }
    if opts.pawn_promotion == MiroirPawnPromotion::NoTransfer {
        words.push("MiroirNoPromotion");
    }
    words
}

/// One passive piece moved by a mirror move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Transfer {
    pub from: Square,
    pub to: Square,
    /// The piece as it stood on `from`.
    pub piece: Piece,
    /// The kind a pawn promotes to on arriving on its last rank.
    pub promotion: Option<PieceKind>,
}

impl Transfer {
    /// The piece as it arrives on `to`.
    #[inline]
    fn arriving(&self) -> Piece {
        match self.promotion {
            Some(kind) => Piece::new(self.piece.colour(), kind),
            None => self.piece,
        }
    }
}

/// A passive piece and what the board allows it.
#[derive(Clone, Copy, Debug)]
struct Passive {
    from: Square,
    /// Its reflection, if on the board.
    to: Option<Square>,
    piece: Piece,
    /// The reflection is on the board and empty after the active move, or holds another passive
    /// piece (an exchange of places).
    free: bool,
    /// A pawn whose reflection is its own last rank.
    promotes: bool,
}

/// The hurdle square and the passive kind of the active move `mv`, or `None` when the move has
/// no active piece on the board to reflect through.
#[inline]
fn active(mv: &Move, rook_active: bool) -> Option<(Square, PieceKind)> {
    match (mv.special, mv.promotion) {
        (_, Some(Promotion::Token)) => None,
        (Special::Castling { rook_to, .. }, _) if rook_active => Some((rook_to, PieceKind::Rook)),
        (_, Some(Promotion::Piece(kind))) => Some((mv.to, kind)),
        _ => Some((mv.to, mv.piece.kind())),
    }
}

/// What stands on `sq` once the active move `mv` is played (part 1).
fn after_active(pos: &Position, mv: &Move, sq: Square) -> Option<Piece> {
    if sq == mv.to {
        return match mv.promotion {
            Some(Promotion::Piece(kind)) => Some(Piece::new(mv.piece.colour(), kind)),
            Some(Promotion::Token) => None,
            None => Some(mv.piece),
        };
    }
    match mv.special {
        Special::Castling { rook_from, rook_to } => {
            if sq == rook_to {
                return pos.piece_at(rook_from);
            }
            if sq == rook_from {
                return None;
            }
        }
        Special::EnPassant { victim } if sq == victim => return None,
        _ => {}
    }
    if sq == mv.from {
        return None;
    }
    Piece::from_cell(pos.cell(sq.mailbox()))
}

/// Whether a pawn of `piece`'s colour promotes on `sq`.
fn promotes_on(pos: &Position, piece: Piece, sq: Square) -> bool {
    piece.kind() == PieceKind::Pawn
        && [Side::White, Side::Black]
            .iter()
            .any(|&s| piece.colour().movable_by(s) && sq.rank() == pos.last_rank(s))
}

/// Squares as bits of 256 (bit = `Square::index`): the passive pieces' own sets, read word by
/// word over the words the board uses only (two on 8x8).
type Bits = [u64; 4];

/// Calls `f` with the squares of `bits` but `skip`'s in square order until it returns true;
/// returns whether it did. The words are read one by one and the skipped squares taken out in
/// registers (a copy of the set, patched in memory and read back, stalls).
#[inline(always)]
fn any_square(
    bits: &Bits,
    words: usize,
    skip: [Square; 3],
    mut f: impl FnMut(Square) -> bool,
) -> bool {
    for (w, &word) in bits[..words].iter().enumerate() {
        let mut b = word;
        for sq in skip {
            if sq.index() >> 6 == w {
                b &= !(1 << (sq.index() & 63));
            }
        }
        while b != 0 {
            if f(Square::from_index(
                (w * 64) as u8 | b.trailing_zeros() as u8,
            )) {
                return true;
            }
            b &= b - 1;
        }
    }
    false
}

/// The reflection of the passive pieces of a move other than castling through its hurdle.
///
/// Such a move changes only its departure (emptied), its arrival (the hurdle, never a passive
/// piece nor a reflection: only the hurdle reflects onto itself) and an e.p. victim's square
/// (emptied), none of them a passive piece's: the passive pieces are read as they stand, and a
/// reflection is free when the board has it empty, or the active part empties it, or another
/// passive piece stands there (an exchange of places). All in plain arithmetic on files and
/// ranks: this runs for every passive piece of every candidate.
#[derive(Clone, Copy)]
struct Reflection {
    /// The hurdle.
    a: Square,
    /// Twice the hurdle's file and rank.
    fa: u32,
    ra: u32,
    width: u32,
    height: u32,
    /// The active piece's departure, and the square of an e.p. victim (else the departure).
    from: Square,
    emptied: Square,
    /// The passive kind's number and the opponent's colour bit.
    kind: u8,
    them: u8,
}

impl Reflection {
    /// `None` for castling and for a move without a hurdle.
    #[inline(always)]
    fn new(pos: &Position, mv: &Move) -> Option<Reflection> {
        if mv.is_castling() {
            return None;
        }
        let (a, kind) = active(mv, false)?;
        let size = pos.size();
        Some(Reflection {
            a,
            fa: 2 * a.file() as u32,
            ra: 2 * a.rank() as u32,
            width: size.width() as u32,
            height: size.height() as u32,
            from: mv.from,
            emptied: match mv.special {
                Special::EnPassant { victim } => victim,
                _ => mv.from,
            },
            kind: kind as u8,
            them: 1 << pos.side_to_move().opponent() as u8,
        })
    }

    /// Whether the mailbox cell `c` is one of the opponent's pieces of the passive kind.
    #[inline(always)]
    fn passive_cell(&self, c: Contents) -> bool {
        c as u8 == self.kind && c != OFF_BOARD && (c >> KIND_BITS) as u8 & self.them != 0
    }

    /// The squares of the opponent's pieces of the passive kind (the hurdle, departure and
    /// e.p. victim included), read from the mailbox eight cells at a time (compared at once
    /// where the compiler vectorises), and the words of `Bits` a board of `width` by `height`
    /// uses.
    #[inline(always)]
    fn cells_of_kind(&self, cells: &[Contents; MAILBOX], width: u8, height: u8) -> (Bits, usize) {
        // The opponent's colour, or neutral; off-board cells match neither.
        let own = (self.them as Contents) << KIND_BITS | self.kind as Contents;
        let neutral = 3 << KIND_BITS | self.kind as Contents;
        let mut bits: Bits = [0; 4];
        let halves = if width > 8 { 2 } else { 1 };
        for rank in 0..height as usize {
            for half in 0..halves {
                let at = rank * STRIDE + half * 8;
                let mut files = 0u64;
                for (f, &c) in cells[at..at + 8].iter().enumerate() {
                    files |= (((c == own) | (c == neutral)) as u64) << f;
                }
                bits[rank >> 2] |= files << ((rank & 3) * 16 + half * 8);
            }
        }
        (bits, (height as usize).div_ceil(4))
    }

    /// Whether the opponent's piece on `sq`, whose mailbox byte is `c`, is a passive piece.
    #[inline(always)]
    fn is_source(&self, sq: Square, c: Contents) -> bool {
        self.passive_cell(c) && sq != self.a && sq != self.from && sq != self.emptied
    }

    /// The reflection of `from` if on the board.
    #[inline(always)]
    fn reflect(&self, from: Square) -> Option<Square> {
        // 2a - p, wrapping: leaving the board below the first file or rank gives a large
        // number.
        let file = self.fa.wrapping_sub(from.file() as u32);
        let rank = self.ra.wrapping_sub(from.rank() as u32);
        (file < self.width && rank < self.height).then(|| Square::new(file as u8, rank as u8))
    }

    /// Whether the reflection `to` is free after the active part.
    #[inline(always)]
    fn free(&self, cells: &[Contents; MAILBOX], to: Square) -> bool {
        let c = cells[to.mailbox()];
        c == EMPTY || to == self.from || to == self.emptied || self.passive_cell(c)
    }

    /// The passive piece on `from` (one of the sources) and its reflection.
    #[inline(always)]
    fn passive(&self, cells: &[Contents; MAILBOX], from: Square) -> Option<Passive> {
        let piece = Piece::from_cell(cells[from.mailbox()])?;
        let Some(to) = self.reflect(from) else {
            return Some(Passive {
                from,
                to: None,
                piece,
                free: false,
                promotes: false,
            });
        };
        // A pawn promotes on the last rank of a side that moves it.
        let promotes = piece.is(PieceKind::Pawn) && {
            let bits = piece.colour_bits();
            let rank = to.rank() as u32;
            (bits & 1 != 0 && rank == self.height - 1) || (bits & 2 != 0 && rank == 0)
        };
        Some(Passive {
            from,
            to: Some(to),
            piece,
            free: self.free(cells, to),
            promotes,
        })
    }
}

/// The hurdle square of the active move `mv` (of the side to move) and its passive pieces'
/// squares, found by asking every piece of the opponent.
fn passive_sources(pos: &Position, mv: &Move, rook_active: bool) -> Option<(Square, SquareSet)> {
    let (a, kind) = active(mv, rook_active)?;
    let opponent = pos.side_to_move().opponent();
    let mut sources = SquareSet::EMPTY;
    if let Some(r) = Reflection::new(pos, mv) {
        for from in pos.movable_by(opponent).iter() {
            if r.is_source(from, pos.cell(from.mailbox())) {
                sources.insert(from);
            }
        }
        return Some((a, sources));
    }
    for from in pos.movable_by(opponent).iter() {
        if from == a {
            continue;
        }
        let Some(piece) = after_active(pos, mv, from) else {
            continue;
        };
        if piece.kind() == kind && piece.colour().movable_by(opponent) {
            sources.insert(from);
        }
    }
    Some((a, sources))
}

/// Calls `f` with each passive piece of the active move `mv`, on `sources`, reflected through
/// `a`, in square order.
fn for_each_passive(
    pos: &Position,
    mv: &Move,
    a: Square,
    sources: SquareSet,
    mut f: impl FnMut(Passive),
) {
    if let Some(r) = Reflection::new(pos, mv) {
        for from in sources.iter() {
            if let Some(p) = r.passive(pos.cells(), from) {
                f(p);
            }
        }
        return;
    }
    // Castling brings a piece to a square it did not hold: every square is read through
    // `after_active`.
    for from in sources.iter() {
        let Some(piece) = after_active(pos, mv, from) else {
            continue;
        };
        let to = a.offset(
            a.file() as i32 - from.file() as i32,
            a.rank() as i32 - from.rank() as i32,
            pos.size(),
        );
        // A reflection may hold another passive piece: reflection through one square is its
        // own inverse, so the two exchange places.
        let free = to.is_some_and(|to| after_active(pos, mv, to).is_none() || sources.contains(to));
        f(Passive {
            from,
            to,
            piece,
            free,
            promotes: to.is_some_and(|to| promotes_on(pos, piece, to)),
        });
    }
}

/// The transfer of the passive piece `p` of a move with `mirror`, if it goes; `slot` counts
/// the promotion slots used so far.
#[inline(always)]
fn transfer(p: Passive, mirror: &Mirror, slot: &mut usize) -> Option<Transfer> {
    let (true, Some(to)) = (p.free, p.to) else {
        return None;
    };
    let promotion = if p.promotes {
        let choice = mirror.promotions.get(*slot).copied().flatten();
        *slot += 1;
        Some(choice?)
    } else {
        None
    };
    Some(Transfer {
        from: p.from,
        to,
        piece: p.piece,
        promotion,
    })
}

/// Calls `f` with each transfer of `mv`, a generated mirror move of `pos` with hurdle `a` and
/// passive pieces on `sources`, in the order of their departure squares.
fn for_each_transfer(
    pos: &Position,
    mv: &Move,
    mirror: Mirror,
    (a, sources): (Square, SquareSet),
    mut f: impl FnMut(Transfer),
) {
    let mut slot = 0;
    for_each_passive(pos, mv, a, sources, |p| {
        if let Some(t) = transfer(p, &mirror, &mut slot) {
            f(t);
        }
    });
}

/// The transfers of `mv`, a generated mirror move of `pos`, in the order of their departure
/// squares. Empty for a move without the Miroir part.
pub fn transfers(pos: &Position, mv: &Move) -> Vec<Transfer> {
    let mut out = Vec::new();
    if let Some(mirror) = mv.mirror {
        if let Some(found) = passive_sources(pos, mv, mirror.rook_active) {
            for_each_transfer(pos, mv, mirror, found, |t| out.push(t));
        }
    }
    out
}

/// The opponent's pieces by kind in one position, found once: the passive pieces of a move
/// other than castling are then those of its kind but the ones its active part takes away
/// (the captured piece, a neutral mover), without asking every piece of the opponent for
/// every candidate.
pub(crate) struct Passives {
    /// The kinds the opponent has (bit = kind number).
    kinds: [u64; 4],
    /// The words of `Bits` the board uses.
    words: usize,
    by_kind: [Bits; 256],
}

impl Passives {
    pub(crate) fn new(pos: &Position) -> Passives {
        let mut by_kind = [[0u64; 4]; 256];
        let mut kinds = [0u64; 4];
        for sq in pos.movable_by(pos.side_to_move().opponent()).iter() {
            let k = pos.cell(sq.mailbox()) as u8 as usize;
            kinds[k / 64] |= 1 << (k % 64);
            by_kind[k][sq.index() >> 6] |= 1 << (sq.index() & 63);
        }
        let size = pos.size();
        let last = Square::new(size.width() - 1, size.height() - 1);
        Passives {
            kinds,
            words: (last.index() >> 6) + 1,
            by_kind,
        }
    }

    /// Calls `f` with the passive pieces' squares of the move of `r` (see `any_square`).
    #[inline(always)]
    fn any(&self, r: &Reflection, f: impl FnMut(Square) -> bool) -> bool {
        any_square(
            &self.by_kind[r.kind as usize],
            self.words,
            [r.a, r.from, r.emptied],
            f,
        )
    }
}

/// The opponent's pieces by kind: as 64-bit sets on boards up to 8x8, else as `Passives`.
enum Pieces {
    Small(Board8),
    Wide(Box<Passives>),
}

impl Pieces {
    fn new(pos: &Position) -> Pieces {
        match Board8::new(pos) {
            Some(b) => Pieces::Small(b),
            None => Pieces::Wide(Box::new(Passives::new(pos))),
        }
    }

    /// The reflection of `mv`, a move of the side to move: `None` for castling, and for a move
    /// without a hurdle (promotion into a token) or whose kind the opponent lacks, which
    /// makes no mirror move.
    #[inline(always)]
    fn reflection(&self, pos: &Position, mv: &Move) -> Option<Reflection> {
        let r = Reflection::new(pos, mv)?;
        self.has_kind(r.kind).then_some(r)
    }
}

/// The opponent's pieces by kind, however held.
trait Sources {
    /// Whether the opponent has pieces of kind number `kind`.
    fn has_kind(&self, kind: u8) -> bool;
    /// Calls `f` with the passive pieces' squares of the move of `r`, in square order, until
    /// it returns true; returns whether it did.
    fn any(&self, r: &Reflection, f: impl FnMut(Square) -> bool) -> bool;
    /// The 64-bit sets, on a board of at most 8x8.
    fn small(&self) -> Option<&Board8>;
}

impl Sources for Board8 {
    #[inline(always)]
    fn has_kind(&self, kind: u8) -> bool {
        board8::has_kind(self.kinds, kind as usize)
    }
    #[inline(always)]
    fn any(&self, r: &Reflection, f: impl FnMut(Square) -> bool) -> bool {
        self.any_passive(r, f)
    }
    #[inline(always)]
    fn small(&self) -> Option<&Board8> {
        Some(self)
    }
}

impl Sources for Passives {
    #[inline(always)]
    fn has_kind(&self, kind: u8) -> bool {
        self.kinds[kind as usize / 64] >> (kind % 64) & 1 != 0
    }
    #[inline(always)]
    fn any(&self, r: &Reflection, f: impl FnMut(Square) -> bool) -> bool {
        Passives::any(self, r, f)
    }
    #[inline(always)]
    fn small(&self) -> Option<&Board8> {
        None
    }
}

impl Sources for Pieces {
    #[inline(always)]
    fn has_kind(&self, kind: u8) -> bool {
        match self {
            Pieces::Small(b) => b.has_kind(kind),
            Pieces::Wide(p) => p.has_kind(kind),
        }
    }
    #[inline(always)]
    fn any(&self, r: &Reflection, f: impl FnMut(Square) -> bool) -> bool {
        match self {
            Pieces::Small(b) => b.any_passive(r, f),
            Pieces::Wide(p) => Passives::any(p, r, f),
        }
    }
    #[inline(always)]
    fn small(&self) -> Option<&Board8> {
        match self {
            Pieces::Small(b) => Some(b),
            Pieces::Wide(_) => None,
        }
    }
}

/// Which arrivals of each piece of the side to move transfer something, on a board of at most
/// 8x8 without neutral pieces under the default reading (`Board8::transfers_any`): generation
/// makes only those moves (`movegen::Follow::arrives`), and `make_mirror_moves` takes the sets
/// over.
pub(crate) struct Arrivals {
    board: Board8,
    hurdles: Hurdles,
}

impl Arrivals {
    pub(crate) fn new(pos: &Position, opts: MiroirOptions) -> Option<Arrivals> {
        if opts.transfer != MiroirTransfer::EachPossible
            || !pos.occupied_by(Colour::Neutral).is_empty()
        {
            return None;
        }
        Some(Arrivals {
            board: Board8::new(pos)?,
            hurdles: Hurdles::new(),
        })
    }

    /// The arrivals from `from` of `piece` (of the side to move) that transfer something;
    /// `None` for a pawn (promotions change the passive kind, and its moves are few), whose
    /// moves are all made.
    #[inline]
    pub(crate) fn of_piece(&mut self, from: Square, piece: Piece) -> Option<Arrive> {
        let kind = piece.kind_index() as u8;
        if kind == PieceKind::Pawn as u8 {
            return None;
        }
        let b = &self.board;
        if !b.has_kind(kind) {
            return Some(Arrive { squares: 0 });
        }
        // A passive piece reflects onto a square free as the board stands, or onto `from`:
        // through the midpoint of the two.
        let from = board8::index(from) as u32;
        let squares = self.hurdles.of(b, kind) | board8::midpoints(b.of_kind(kind), from);
        Some(Arrive { squares })
    }
}

/// The arrivals of one piece's moves that transfer something (squares as bits, see `board8`).
pub(crate) struct Arrive {
    squares: u64,
}

impl Arrive {
    /// No move of the piece transfers anything.
    #[inline]
    pub(crate) fn none(&self) -> bool {
        self.squares == 0
    }
}

impl Follow for Arrive {
    #[inline(always)]
    fn clear(&self, _: isize) -> bool {
        true
    }

    #[inline(always)]
    fn arrives(&self, to: Square) -> bool {
        self.squares & bit(to) != 0
    }
}

/// Turns the candidates `out[start..]` (orthodox moves of the side to move) into mirror moves:
/// each is dropped, kept with its transfers, or split into one move per promotion choice of
/// the transferred pawns. `arrivals`: the sets generation used, if any.
pub(crate) fn make_mirror_moves(
    pos: &Position,
    rs: &Ruleset,
    opts: MiroirOptions,
    out: &mut MoveList,
    start: usize,
    arrivals: Option<Arrivals>,
) {
    let (pieces, mut hurdles) = match arrivals {
        Some(a) => (Pieces::Small(a.board), a.hurdles),
        None => (Pieces::new(pos), Hurdles::new()),
    };
    // The shortcut of `Board8::transfers_any`: the default reading, no neutral piece.
    let shortcut = opts.transfer == MiroirTransfer::EachPossible
        && pos.occupied_by(Colour::Neutral).is_empty();
    // The last rank of the passive pawns (the opponent's).
    let last = pos.last_rank(pos.side_to_move().opponent()) as u32;
    let them = 1 << pos.side_to_move().opponent() as u8;
    let choose = opts.pawn_promotion == MiroirPawnPromotion::MoverChooses;
    // Kept moves are written back in place, in order; the promotion choices of a move that
    // splits (rare) go past the end of the candidates, and the gap closes at the end.
    let end = out.len();
    let mut kept = start;
    for i in start..end {
        // The shortcut first: plain moves, double steps and promotions into a piece, by the
        // passive kind alone, reading only the fields it needs (a whole move is many loads).
        if let (Pieces::Small(b), true) = (&pieces, shortcut) {
            let c = &out[i];
            let kind = match (c.special, c.promotion) {
                (Special::Plain | Special::DoubleStep, None) => Some(c.piece.kind_index() as u8),
                (Special::Plain | Special::DoubleStep, Some(Promotion::Piece(k))) => Some(k as u8),
                _ => None,
            };
            if let Some(kind) = kind {
                if !b.has_kind(kind) {
                    continue;
                }
                let (from, to) = (c.from, c.to);
                if kind != PieceKind::Pawn as u8 || !b.pawn_may_promote(to, last) {
                    if b.transfers_any(&mut hurdles, from, to, kind) {
                        out[i].mirror = Some(Mirror::default());
                        out[kept] = out[i];
                        kept += 1;
                    }
                    continue;
                }
                // Passive pawns that may promote: the transfers as sets, those reaching the
                // last rank going only when the mover chooses their promotion (as
                // `mirror_move` counts them).
                let (_, tos) = b.transfers(to, kind, from, from);
                let promoting = tos & board8::promotion_rank(them, b.height());
                let n = if choose {
                    (promoting.count_ones() as usize).min(MAX_MIRROR_PROMOTIONS)
                } else {
                    0
                };
                if tos & !promoting == 0 && n == 0 {
                    continue;
                }
                let base = with_mirror(out[i], false);
                if n == 0 {
                    out[kept] = base;
                    kept += 1;
                } else {
                    push_promotion_choices(base, n, rs, out);
                }
                continue;
            }
        }
        let mv = out[i];
        let made = if mv.is_castling() {
            castling_mirror_move(pos, opts, mv, &pieces)
        } else {
            let Some(r) = pieces.reflection(pos, &mv) else {
                continue;
            };
            mirror_move(pos, opts, mv, &r, &pieces)
        };
        match made {
            None => {}
            Some((base, 0)) => {
                out[kept] = base;
                kept += 1;
            }
            Some((base, n)) => push_promotion_choices(base, n, rs, out),
        }
    }
    out.drain(kept..end);
}

/// The candidate `mv`, not castling, as a mirror move, with the number of its transferred
/// pawns whose promotion the mover chooses; `None` when it makes no mirror move. `r`: its
/// reflection.
#[inline(always)]
fn mirror_move(
    pos: &Position,
    opts: MiroirOptions,
    mv: Move,
    r: &Reflection,
    passives: &impl Sources,
) -> Option<(Move, usize)> {
    let cells = pos.cells();
    let all = opts.transfer == MiroirTransfer::AllOrNothing;
    let base = Some((with_mirror(mv, false), 0));
    if r.kind != PieceKind::Pawn as u8 {
        // No promotions: the first transfer decides (with all or nothing, the first passive
        // piece that stays).
        if !all {
            let goes = |p: Square| r.reflect(p).is_some_and(|to| r.free(cells, to));
            return passives.any(r, goes).then_some(base?);
        }
        let stays = |p: Square| !r.reflect(p).is_some_and(|to| r.free(cells, to));
        let empty = !passives.any(r, |_| true);
        return (!empty && !passives.any(r, stays)).then_some(base?);
    }
    let choose = opts.pawn_promotion == MiroirPawnPromotion::MoverChooses;
    let mut moved = 0;
    let mut promoting = 0;
    let stopped = passives.any(r, |from| {
        let Some(p) = r.passive(cells, from) else {
            return false;
        };
        let goes = p.free && (!p.promotes || choose && promoting < MAX_MIRROR_PROMOTIONS);
        if p.free && p.promotes && choose {
            promoting += 1;
        }
        if goes {
            moved += 1;
        }
        !goes && all
    });
    if stopped || moved == 0 {
        return None;
    }
    Some((with_mirror(mv, false), promoting.min(MAX_MIRROR_PROMOTIONS)))
}

/// `mv` marked as a mirror move, with no promotion chosen yet.
#[inline]
fn with_mirror(mv: Move, rook_active: bool) -> Move {
    Move {
        mirror: Some(Mirror {
            promotions: [None; MAX_MIRROR_PROMOTIONS],
            rook_active,
        }),
        ..mv
    }
}

/// The castling `mv` as a mirror move (see `mirror_move`).
fn castling_mirror_move(
    pos: &Position,
    opts: MiroirOptions,
    mv: Move,
    pieces: &impl Sources,
) -> Option<(Move, usize)> {
    let rook_active = match opts.castling {
        MiroirCastling::KingActive => false,
        MiroirCastling::RookActive => true,
        MiroirCastling::Forbidden => return None,
    };
    let mut promoting = 0;
    let mut moved = 0;
    let mut passives = 0;
    let (a, sources) = match pieces.small() {
        // Castling moves the mover's own king and rook over empty squares: without neutral
        // pieces the opponent's pieces stand as they were.
        Some(b) if pos.occupied_by(Colour::Neutral).is_empty() => {
            let (a, kind) = active(&mv, rook_active)?;
            let mut sources = SquareSet::EMPTY;
            let mut rest = b.of_kind(kind as u8) & !bit(a);
            while rest != 0 {
                sources.insert(board8::square(rest.trailing_zeros()));
                rest &= rest - 1;
            }
            (a, sources)
        }
        _ => passive_sources(pos, &mv, rook_active)?,
    };
    for_each_passive(pos, &mv, a, sources, |p| {
        passives += 1;
        if !p.free {
            return;
        }
        if p.promotes {
            let goes = opts.pawn_promotion == MiroirPawnPromotion::MoverChooses
                && promoting < MAX_MIRROR_PROMOTIONS;
            if opts.pawn_promotion == MiroirPawnPromotion::MoverChooses {
                promoting += 1;
            }
            if !goes {
                return;
            }
        }
        moved += 1;
    });
    let exists = match opts.transfer {
        MiroirTransfer::EachPossible => moved > 0,
        MiroirTransfer::AllOrNothing => moved > 0 && moved == passives,
    };
    if !exists {
        return None;
    }
    Some((
        with_mirror(mv, rook_active),
        promoting.min(MAX_MIRROR_PROMOTIONS),
    ))
}

/// `base` once per way of choosing a promotion for each of its first `n` promotion slots.
fn push_promotion_choices(base: Move, n: usize, rs: &Ruleset, out: &mut MoveList) {
    if n == 0 {
        out.push(base);
        return;
    }
    let mut kinds = [PieceKind::Queen; 64];
    let mut nkinds = 0;
    for k in rs.promotions.iter() {
        kinds[nkinds] = k;
        nkinds += 1;
    }
    if nkinds == 0 {
        return;
    }
    let n = n.min(MAX_MIRROR_PROMOTIONS);
    let mut digits = [0usize; MAX_MIRROR_PROMOTIONS];
    loop {
        let mut mv = base;
        if let Some(m) = &mut mv.mirror {
            for (slot, &d) in m.promotions.iter_mut().zip(&digits[..n]) {
                *slot = Some(kinds[d]);
            }
        }
        out.push(mv);
        // The next choice, counting in base `nkinds`.
        let mut i = 0;
        loop {
            if i == n {
                return;
            }
            digits[i] += 1;
            if digits[i] < nkinds {
                break;
            }
            digits[i] = 0;
            i += 1;
        }
    }
}

/// Plays the transfers of `mv` on `next`, the position after its active part; `src` is the
/// position before the move.
pub(crate) fn play_transfers(next: &mut Position, src: &Position, mv: &Move) {
    let Some(mirror) = mv.mirror else {
        return;
    };
    let Some(r) = Reflection::new(src, mv) else {
        // Castling.
        apply_transfers(next, &transfers(src, mv));
        return;
    };
    let cells = src.cells();
    let size = src.size();
    if size.width() <= 8 && size.height() <= 8 {
        play_transfers_small(next, src, mirror, &r);
        return;
    }
    // The passive pieces straight from the mailbox.
    let (sources, words) = r.cells_of_kind(cells, size.width(), size.height());
    // All leave first, then all arrive: in an exchange of places each arrives where the other
    // stood. The transfers are found again for the second pass (from `src`, which does not
    // change).
    let skip = [r.a, r.from, r.emptied];
    let mut slot = 0;
    let castling = src.castling().bits() != 0;
    any_square(&sources, words, skip, |from| {
        if let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        {
            next.remove(t.from);
            if castling {
                lose_castling(next, t.from, t.piece);
            }
        }
        false
    });
    let mut slot = 0;
    any_square(&sources, words, skip, |from| {
        if let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        {
            next.put(t.to, t.arriving());
        }
        false
    });
}

/// `play_transfers` on a board of at most 8x8 (`r`: the move's reflection).
fn play_transfers_small(next: &mut Position, src: &Position, mirror: Mirror, r: &Reflection) {
    let cells = src.cells();
    let castling = src.castling().bits() != 0;
    if r.width == 8 && r.height == 8 && play_transfers_8x8(next, src, r, castling) {
        return;
    }
    if let (true, Some(piece)) = (
        src.occupied_by(Colour::Neutral).is_empty(),
        Piece::from_cell((r.them as Contents) << KIND_BITS | r.kind as Contents),
    ) {
        // The passive pieces from the mailbox, all of the opponent's colour: each source whose
        // reflection is free goes, a pawn reaching its last rank only with a promotion chosen
        // for its slot (as `transfer` counts them). All leave first: in an exchange of places
        // each arrives where the other stood.
        let passive = board8::kind_squares(cells, r.width, r.height, r.kind, r.them, false);
        let vacated = bit(r.from) | bit(r.emptied);
        let free = passive | vacated;
        // Castling rights go with a transferred king or rook.
        let rights =
            castling && (r.kind == PieceKind::King as u8 || r.kind == PieceKind::Rook as u8);
        let last = match (r.kind == PieceKind::Pawn as u8, r.them) {
            (false, _) => u32::MAX,
            (true, 1) => r.height - 1,
            (true, _) => 0,
        };
        let mut tos = 0u64;
        let mut promoted = [(r.a, piece); MAX_MIRROR_PROMOTIONS];
        let mut n = 0;
        let mut slot = 0;
        let mut rest = passive & !(bit(r.a) | vacated);
        while rest != 0 {
            let from = board8::square(rest.trailing_zeros());
            rest &= rest - 1;
            let Some(to) = r.reflect(from) else {
                continue;
            };
            if cells[to.mailbox()] != EMPTY && free & bit(to) == 0 {
                continue;
            }
            if to.rank() as u32 == last {
                let choice = mirror.promotions.get(slot).copied().flatten();
                slot += 1;
                let Some(kind) = choice else {
                    continue;
                };
                promoted[n] = (to, Piece::new(piece.colour(), kind));
                n += 1;
            } else {
                tos |= bit(to);
            }
            next.lift(from, piece);
            if rights {
                lose_castling(next, from, piece);
            }
        }
        while tos != 0 {
            next.place(board8::square(tos.trailing_zeros()), piece);
            tos &= tos - 1;
        }
        for &(to, p) in &promoted[..n] {
            next.place(to, p);
        }
        return;
    }
    let passive = board8::kind_squares(
        cells,
        r.width,
        r.height,
        r.kind,
        1 << src.side_to_move().opponent() as u8,
        !src.occupied_by(Colour::Neutral).is_empty(),
    ) & !(bit(r.a) | bit(r.from) | bit(r.emptied));
    // The transfers in square order, all leaving first: in an exchange of places each arrives
    // where the other stood.
    let mut to = [Square::from_index(0); 64];
    let mut arriving = [0 as Contents; 64];
    let mut n = 0;
    let mut slot = 0;
    let mut rest = passive;
    while rest != 0 {
        let from = board8::square(rest.trailing_zeros());
        rest &= rest - 1;
        let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        else {
            continue;
        };
        next.remove(from);
        if castling {
            lose_castling(next, from, t.piece);
        }
        to[n] = t.to;
        arriving[n] = t.arriving().bits();
        n += 1;
    }
    for (&sq, &bits) in to[..n].iter().zip(&arriving[..n]) {
        if let Some(piece) = Piece::from_cell(bits) {
            next.put(sq, piece);
        }
    }
}

/// `play_transfers` on the 8x8 board without neutral pieces, as sets: the passive pieces'
/// reflections that are free, and their departures found from them by reflecting back. Returns
/// false, having done nothing, when neutral pieces stand on the board or passive pawns reach
/// their last rank (their promotions follow the move's choices one by one).
#[inline(always)]
fn play_transfers_8x8(next: &mut Position, src: &Position, r: &Reflection, castling: bool) -> bool {
    if !src.occupied_by(Colour::Neutral).is_empty() {
        return false;
    }
    let Some(piece) = Piece::from_cell((r.them as Contents) << KIND_BITS | r.kind as Contents)
    else {
        return false;
    };
    let passive = board8::kind_squares(src.cells(), 8, 8, r.kind, r.them, false);
    let occupied = src
        .movable_by(Side::White)
        .union(src.movable_by(Side::Black))
        .on_8x8();
    let vacated = bit(r.from) | bit(r.emptied);
    let a = board8::index(r.a);
    let sources = passive & !(bit(r.a) | vacated);
    let free = !occupied | passive | vacated;
    let tos = board8::centred_on(sources.reverse_bits(), a) & free;
    if r.kind == PieceKind::Pawn as u8 && tos & board8::promotion_rank(r.them, 8) != 0 {
        return false;
    }
    let mut froms = board8::centred_on(tos.reverse_bits(), a);
    // Castling rights go with a transferred king or rook.
    let rights = castling && (r.kind == PieceKind::King as u8 || r.kind == PieceKind::Rook as u8);
    // All leave first: in an exchange of places each arrives where the other stood.
    while froms != 0 {
        let from = board8::square(froms.trailing_zeros());
        froms &= froms - 1;
        next.lift(from, piece);
        if rights {
            lose_castling(next, from, piece);
        }
    }
    let mut tos = tos;
    while tos != 0 {
        next.place(board8::square(tos.trailing_zeros()), piece);
        tos &= tos - 1;
    }
    true
}

fn apply_transfers(next: &mut Position, list: &[Transfer]) {
    // All leave first: in an exchange of places each arrives where the other stood.
    for t in list {
        next.remove(t.from);
    }
    for t in list {
        next.put(t.to, t.arriving());
    }
    for t in list {
        lose_castling(next, t.from, t.piece);
    }
}

/// A king or rook that was transferred has moved: a piece landing on its square later is not
/// the unmoved piece castling needs.
fn lose_castling(next: &mut Position, from: Square, piece: Piece) {
    let mut c = next.castling();
    if c.bits() == 0 || next.size().width() != 8 {
        return;
    }
    let Some(side) = piece.colour().side() else {
        return;
    };
    if from.rank() != next.home_rank(side) {
        return;
    }
    match (piece.kind(), from.file()) {
        (PieceKind::King, 4) => {
            c.set_king(side, false);
            c.set_rook(side, true, false);
            c.set_rook(side, false, false);
        }
        (PieceKind::Rook, 0) => c.set_rook(side, false, false),
        (PieceKind::Rook, 7) => c.set_rook(side, true, false),
        _ => return,
    }
    next.set_castling(c);
}

/// Legality of the mirror moves of one position. Check is orthodox (RULES.md §3), so a move is
/// judged on the board after it alone (no keys, sets or rights to keep), with attackers whose
/// reach is along the lines and knight's leaps from the king (the scans' combined kinds): on
/// boards up to 8x8 on 64-bit sets, only along the king's lines the move changes unless the
/// king is in check or moves (`safe_small`, `safe_full_small`); on larger boards on a copy of
/// the mailbox patched with the move, by the orthodox attack scan (`safe_patched`), most moves
/// keeping the verdict of the position before them (see `allows`).
pub(crate) struct Legality {
    king: Square,
    by: Side,
    kinds: KindSet,
    checked: bool,
    pieces: Pieces,
    /// On boards up to 8x8.
    lines: Option<KingLines>,
    /// The last move with promotion choices judged (`choice_key`), whether it is safe with its
    /// promoted pawns checking nothing, and per slot the kinds that would check from the
    /// promoted pawn's square (see `allows_choice`).
    choices: Cell<u32>,
    choices_safe: Cell<bool>,
    choices_checking: [Cell<u64>; MAX_MIRROR_PROMOTIONS],
}

impl Legality {
    /// `None` when the patched board cannot judge: fairy attackers outside the combined scans,
    /// neutral pieces, or other conditions, whose moves may do more than the displacements.
    pub(crate) fn new(pos: &Position, rs: &Ruleset, king: Square) -> Option<Legality> {
        let by = pos.side_to_move().opponent();
        let kinds = rs.attackers(by);
        if !attack::reads_cells_only(kinds)
            || rs.rules().len() > 1
            || !pos.occupied_by(Colour::Neutral).is_empty()
        {
            return None;
        }
        let pieces = Pieces::new(pos);
        Some(Legality {
            king,
            by,
            kinds,
            checked: attack::is_attacked(pos, king, by, rs),
            lines: match &pieces {
                Pieces::Small(b) => Some(KingLines::new(king, b, board8::low_kinds(kinds))),
                Pieces::Wide(_) => None,
            },
            pieces,
            choices: Cell::new(u32::MAX),
            choices_safe: Cell::new(false),
            choices_checking: Default::default(),
        })
    }

    /// Whether the mirror move `mv`, generated in `pos`, leaves the mover's king safe.
    ///
    /// When the king stands unchecked and does not move, the move checks it only by opening a
    /// line to it or by bringing an attacker to it: the mover's own piece arrives on a square
    /// that was occupied or empty and only blocks, and the transfers move the opponent's
    /// pieces without capturing. So the board needs the scan only when a square the move
    /// empties (departures, the e.p. victim) lies on a line from the king, or a transferred
    /// piece lands on a line or a knight's leap from it; otherwise the king stays safe. A king
    /// in check, or moving, is always scanned.
    pub(crate) fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let Some(mirror) = mv.mirror else {
            return is_legal_candidate(pos, mv, rs);
        };
        // Another promotion choice of the move judged last (see `allows_choice`).
        if mirror.promotions[0].is_some() && self.choices.get() == choice_key(mv) {
            return self.choices_safe.get()
                && !mirror
                    .promotions
                    .iter()
                    .zip(&self.choices_checking)
                    .any(|(k, c)| k.is_some_and(|k| board8::has_kind(c.get(), k as usize)));
        }
        let Some(r) = self.pieces.reflection(pos, mv) else {
            return is_legal_candidate(pos, mv, rs);
        };
        if let (Pieces::Small(b), Some(lines)) = (&self.pieces, &self.lines) {
            let by = (self.by, board8::low_kinds(self.kinds));
            if !self.checked && mv.from != self.king {
                if mirror.promotions[0].is_some() {
                    return self.allows_choice(b, lines, by, pos, mv, mirror, &r);
                }
                return safe_small(b, lines, by, pos, mv, mirror, &r);
            }
            return safe_full_small(b, pos, mv, mirror, &r, self.king, by);
        }
        let passives = &self.pieces;
        let king = self.king;
        let line = |sq: Square| {
            let df = sq.file() as i8 - king.file() as i8;
            let dr = sq.rank() as i8 - king.rank() as i8;
            df == 0 || dr == 0 || df == dr || df == -dr
        };
        let cells = pos.cells();
        let touched = self.checked || mv.from == king || line(mv.from) || line(r.emptied) || {
            let mut slot = 0;
            passives.any(&r, |from| {
                r.passive(cells, from)
                    .and_then(|p| transfer(p, &mirror, &mut slot))
                    .is_some_and(|t| line(t.from) || attack::near(king, t.to))
            })
        };
        if !touched {
            return true;
        }
        safe_patched(passives, pos, mv, mirror, &r, king, (self.by, self.kinds))
    }
}

impl Legality {
    /// `safe_small` for a move with promotion choices. The choices of one move are generated
    /// one after the other and differ only in the kinds of the promoted pawns, which block
    /// the same whatever their kind: the move is judged once with them as blockers that check
    /// nothing, and each choice then by whether a promoted piece checks from its square (a
    /// knight's leap from the king, or nearest to it on a line), by its kind.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn allows_choice(
        &self,
        b: &Board8,
        king_lines: &KingLines,
        (by, kinds): (Side, u64),
        pos: &Position,
        mv: &Move,
        mirror: Mirror,
        r: &Reflection,
    ) -> bool {
        let (after, blocked) = after_small(b, pos.cells(), mv, mirror, r, true);
        let safe = judge_small(&after, b, king_lines, (by, kinds), mv, r);
        if !blocked {
            return safe;
        }
        let mut checks = false;
        for (j, c) in self.choices_checking.iter().enumerate() {
            let kinds = match after.others().get(j + 1) {
                Some(&(at, _)) => after.checking_kinds(king_lines, at as u32, b.empty, by, kinds),
                None => 0,
            };
            c.set(kinds);
            checks |= mirror.promotions[j].is_some_and(|k| board8::has_kind(kinds, k as usize));
        }
        self.choices.set(choice_key(mv));
        self.choices_safe.set(safe);
        safe && !checks
    }
}

/// What tells a move of one position from the others but its promotion choices: departure,
/// arrival and the active pawn's promotion (castling and e.p. have their own squares).
#[inline(always)]
fn choice_key(mv: &Move) -> u32 {
    let promotion = match mv.promotion {
        None => 0,
        Some(Promotion::Piece(kind)) => 1 + kind as u32,
        Some(Promotion::Token) => 255,
    };
    mv.from.index() as u32 | (mv.to.index() as u32) << 8 | promotion << 16
}

/// `allows` on a board of at most 8x8, for a king that is not in check and does not move:
/// only the king's lines through a square the move empties or a transfer fills can now
/// hold an attacker, and a knight's leap from it only if a transferred piece lands there
/// (see `Legality::allows`). `by`: the opponent, and the kinds it attacks with.
fn safe_small(
    b: &Board8,
    king_lines: &KingLines,
    (by, kinds): (Side, u64),
    pos: &Position,
    mv: &Move,
    mirror: Mirror,
    r: &Reflection,
) -> bool {
    let (after, _) = after_small(b, pos.cells(), mv, mirror, r, false);
    judge_small(&after, b, king_lines, (by, kinds), mv, r)
}

/// `safe_small` on the board after the move.
#[inline(always)]
fn judge_small(
    after: &After,
    b: &Board8,
    king_lines: &KingLines,
    (by, kinds): (Side, u64),
    mv: &Move,
    r: &Reflection,
) -> bool {
    // The transferred pieces on a knight's leap from the king (the active piece is the
    // mover's own).
    let arrived = after.filled & !bit(mv.to);
    let mut rest = king_lines.knights & arrived;
    while rest != 0 {
        if knight_attacker(after.cell(board8::square(rest.trailing_zeros())), by, kinds) {
            return false;
        }
        rest &= rest - 1;
    }
    let dirty = king_lines.checking_lines(
        after.vacated,
        after.uniform,
        r.kind,
        kinds,
        arrived & !after.uniform,
    );
    dirty == 0 || !after.line_attack(king_lines, b.empty, by, kinds, dirty)
}

/// The transfers of a mirror move other than castling on a board of at most 8x8 without
/// neutral pieces, as sets (`board8::transfer_sets`): the departures, the arrivals of passive
/// pieces as they stand, and the passive pawns reaching their last rank, promoted as the move
/// chose (slots in the order of their departure squares, as `transfer` counts them; a pawn
/// without a choice stays).
struct SmallTransfers {
    froms: u64,
    tos: u64,
    /// Arrival and the promoted piece's bits, of the first `n`.
    promoted: [(Square, Contents); MAX_MIRROR_PROMOTIONS],
    n: usize,
}

impl SmallTransfers {
    /// `None` when more pawns reach their last rank than a move has promotion slots.
    #[inline(always)]
    fn new(
        passive: board8::Squares,
        empty: board8::Squares,
        height: u32,
        r: &Reflection,
        mirror: &Mirror,
    ) -> Option<SmallTransfers> {
        let (froms, tos) = board8::transfer_sets(passive, empty, r.a, r.from, r.emptied);
        SmallTransfers::from_sets(froms, tos, height, r, mirror)
    }

    /// The transfers whose departures and arrivals, passive pawns reaching their last rank
    /// included, are `froms` and `tos`.
    #[inline(always)]
    fn from_sets(
        mut froms: u64,
        mut tos: u64,
        height: u32,
        r: &Reflection,
        mirror: &Mirror,
    ) -> Option<SmallTransfers> {
        let mut t = SmallTransfers {
            froms,
            tos,
            promoted: [(r.a, 0); MAX_MIRROR_PROMOTIONS],
            n: 0,
        };
        if r.kind != PieceKind::Pawn as u8 {
            return Some(t);
        }
        let promoting = tos & board8::promotion_rank(r.them, height);
        if promoting == 0 {
            return Some(t);
        }
        if promoting.count_ones() as usize > MAX_MIRROR_PROMOTIONS {
            return None;
        }
        let mut rest = board8::reflect_set(promoting, r.a);
        let mut slot = 0;
        while rest != 0 {
            let from = board8::square(rest.trailing_zeros());
            rest &= rest - 1;
            let to = r.reflect(from)?;
            tos &= !bit(to);
            match mirror.promotions[slot] {
                Some(kind) => {
                    t.promoted[t.n] = (to, (r.them as Contents) << KIND_BITS | kind as Contents);
                    t.n += 1;
                }
                None => froms &= !bit(from),
            }
            slot += 1;
        }
        t.froms = froms;
        t.tos = tos;
        Some(t)
    }
}

/// The board after the mirror move `mv` (not castling; `r` its reflection) of the position of
/// mailbox `cells`, on a board of at most 8x8 (`b`) without neutral pieces. When every passive
/// piece that can goes as it stands (no passive pawn reaching its last rank), the transfers
/// are found as sets (`Board8::transfers`); otherwise one by one, with the move's promotion
/// choices. With `blockers`, the promoted pawns stand on the board as pieces of the mover's
/// that block and do not check, in the order of their slots among the arrivals after the
/// active piece's (`After::others`); the flag returned says whether they do (not when the
/// transfers were found one by one).
#[inline(always)]
fn after_small<'a>(
    b: &Board8,
    cells: &'a [Contents; MAILBOX],
    mv: &Move,
    mirror: Mirror,
    r: &Reflection,
    blockers: bool,
) -> (After<'a>, bool) {
    let arriving = match mv.promotion {
        Some(Promotion::Piece(kind)) => Piece::new(mv.piece.colour(), kind),
        _ => mv.piece,
    };
    let vacated = bit(mv.from) | bit(r.emptied);
    let mut after = After::new(
        cells,
        (r.them as Contents) << KIND_BITS | r.kind as Contents,
    );
    after.vacated = vacated;
    after.arrive(mv.to, arriving.bits());
    let passive = b.squares_of_kind(r.kind);
    if let Some(t) = SmallTransfers::new(passive, b.empty_squares(), b.height(), r, &mirror) {
        after.vacated |= t.froms;
        after.arrive_passive(t.tos);
        for &(to, bits) in &t.promoted[..t.n] {
            // The mover's own piece blocks as the promoted pawn does, and checks nothing.
            after.arrive(to, if blockers { arriving.bits() } else { bits });
        }
        return (after, blockers);
    }
    let mut slot = 0;
    b.any_passive(r, |from| {
        if let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        {
            after.vacated |= bit(t.from);
            after.arrive(t.to, t.arriving().bits());
        }
        false
    });
    (after, false)
}

/// Whether the mirror move `mv` (not castling; `r` its reflection, `pieces` the opponent's
/// pieces) leaves `king` safe, judged on a copy of the mailbox patched with the move by the
/// orthodox attack scan of `by`'s kinds (see `Legality`).
fn safe_patched(
    pieces: &impl Sources,
    pos: &Position,
    mv: &Move,
    mirror: Mirror,
    r: &Reflection,
    king: Square,
    (by, kinds): (Side, KindSet),
) -> bool {
    let cells = pos.cells();
    let arriving = match mv.promotion {
        Some(Promotion::Piece(kind)) => Piece::new(mv.piece.colour(), kind),
        _ => mv.piece,
    };
    // As `play` does: the active part, then the transfers, all leaving first.
    let mut after = *cells;
    after[mv.from.mailbox()] = EMPTY;
    after[r.emptied.mailbox()] = EMPTY;
    after[mv.to.mailbox()] = arriving.bits();
    let mut slot = 0;
    pieces.any(r, |from| {
        if let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        {
            after[t.from.mailbox()] = EMPTY;
        }
        false
    });
    let mut slot = 0;
    pieces.any(r, |from| {
        if let Some(t) = r
            .passive(cells, from)
            .and_then(|p| transfer(p, &mirror, &mut slot))
        {
            after[t.to.mailbox()] = t.arriving().bits();
        }
        false
    });
    let king_after = if mv.from == king { mv.to } else { king };
    // Not Popeye's rule (RULES.md): a pawn on its own first rank observes too.
    !attack::attacked_on(pos, &after, king_after, by, kinds, true)
}

/// Whether the mirror move `mv` (not castling; `r` its reflection) leaves `king` safe, on a
/// board of at most 8x8 (`b`): the whole attack test of the king's square after the move on
/// the 64-bit sets, for a king in check or moving.
fn safe_full_small(
    b: &Board8,
    pos: &Position,
    mv: &Move,
    mirror: Mirror,
    r: &Reflection,
    king: Square,
    (by, kinds): (Side, u64),
) -> bool {
    let (after, _) = after_small(b, pos.cells(), mv, mirror, r, false);
    let king_after = if mv.from == king { mv.to } else { king };
    !after.attacked(king_after, b.board, b.empty, by, kinds)
}
