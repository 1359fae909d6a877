//! The mirror moves of a position on the 8x8 board with orthodox pieces only, each transfer
//! going as it can (RULES.md §3.3 M-1's default), generated and judged on 64-bit sets
//! (bit = rank * 8 + file).
//!
//! The general way (`movegen::candidates`, `make_mirror_moves`, `Legality`) makes orthodox
//! candidates on the mailbox and then asks, candidate by candidate, what they transfer and
//! whether the king survives. Here each piece's arrivals are found along its lines as sets,
//! each arrival's transfers are two reflections of sets (the passive pieces to their images,
//! the images that are free back to their pieces), and the king's safety is one attack test on
//! the board after the move, built from the sets with a few operations; passive pawns sent onto
//! their last rank are promoted choice by choice on the same sets. The moves come out as the
//! general way makes them, in the same order (promotion choices after all others). Castling
//! with a possible transfer, which hardly happens, is handed to the general way whole.
//!
//! `tests/miroir_legality.rs` compares this with the general way on random positions.

use super::board8::{
    bit, centred, hurdle_set, index, midpoints, rbit, reflect_set, square, LINES, TABLES,
};
use super::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
use crate::rules::movegen::{castling_candidates, is_legal_candidate, orthodox_pawn_moves};
use crate::rules::moves::{
    Mirror, Move, MoveList, Nature, Promotion, Special, MAX_MIRROR_PROMOTIONS,
};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::{Square, STRIDE};
use crate::rules::walk;

const KING: usize = PieceKind::King as usize;
const QUEEN: usize = PieceKind::Queen as usize;
const ROOK: usize = PieceKind::Rook as usize;
const BISHOP: usize = PieceKind::Bishop as usize;
const KNIGHT: usize = PieceKind::Knight as usize;
const PAWN: usize = PieceKind::Pawn as usize;

/// Whether kind number `k` is one of the six orthodox kinds.
#[inline(always)]
const fn orthodox(k: usize) -> bool {
    k >= KING && k <= PAWN
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Appends the legal mirror moves of `pos` to `out` and returns true, when this way applies:
/// an 8x8 board, orthodox pieces (and promotions) only, no neutral piece, no condition but
/// Échecs Miroir, whose transfers go each as it can. Otherwise returns false and appends
/// nothing.
pub(crate) fn generate(
    pos: &Position,
    rs: &Ruleset,
    opts: &MiroirOptions,
    out: &mut MoveList,
) -> bool {
    let opts = *opts;
    let size = pos.size();
    let applies = size.width() == 8
        && size.height() == 8
        && opts.transfer == MiroirTransfer::EachPossible
        && rs.rules().len() == 1
        && (rs.attackers(Side::White) | rs.attackers(Side::Black))
            .minus(KindSet::ORTHODOX)
            .is_empty()
        && rs.promotions.minus(KindSet::ORTHODOX_PROMOTIONS).is_empty()
        && pos.tokens().is_empty()
        && pos.occupied_by(Colour::Neutral).is_empty();
    if !applies {
        return false;
    }
    let Some(sets) = Sets::new(pos) else {
        return false;
    };
    Generator {
        pos,
        rs,
        opts,
        sets,
        deferred: Vec::new(),
        known: 0,
        hurdles: [0; 8],
    }
    .run(out);
    true
}

/// Per kind number, the line numbers (see `board8::LINES`) of its rides in its walk's order,
/// and how many.
const RIDES: [([usize; 8], usize); 8] = rides();

/// The walk of the orthodox kind numbered `k`, at compile time.
const fn walk_of(k: usize) -> walk::Walk {
    match PieceKind::from_bits(k as u8) {
        Some(kind) => walk::describe(kind),
        None => panic!("the orthodox kinds are numbered 1 to 6"),
    }
}

const fn rides() -> [([usize; 8], usize); 8] {
    let mut table = [([0; 8], 0); 8];
    let mut k = KING;
    while k <= PAWN {
        let steps = walk_of(k).rides;
        let mut i = 0;
        while i < steps.len() {
            let mut line = 0;
            while LINES[line].0 != steps[i].0 as i32 || LINES[line].1 != steps[i].1 as i32 {
                line += 1;
            }
            table[k].0[i] = line;
            i += 1;
        }
        table[k].1 = steps.len();
        k += 1;
    }
    table
}

/// No square: a leap off the board.
const OFF: u8 = 64;

/// Per kind number and square, the squares (bit numbers) of its leaps in its walk's order,
/// `OFF` for those off the board.
const LEAPS: [[[u8; 8]; 64]; 8] = leaps();

const fn leaps() -> [[[u8; 8]; 64]; 8] {
    let mut table = [[[OFF; 8]; 64]; 8];
    let mut k = KING;
    while k <= PAWN {
        let steps = walk_of(k).leaps;
        let mut sq = 0;
        while sq < 64 {
            let mut i = 0;
            while i < steps.len() {
                let f = (sq % 8) as i32 + steps[i].0 as i32;
                let r = (sq / 8) as i32 + steps[i].1 as i32;
                if f >= 0 && r >= 0 && f < 8 && r < 8 {
                    table[k][sq][i] = (r * 8 + f) as u8;
                }
                i += 1;
            }
            sq += 1;
        }
        k += 1;
    }
    table
}

/// The position's pieces as sets.
struct Sets {
    us: Side,
    occupied: u64,
    /// `occupied` reversed (see `board8::rbit`).
    rev_occupied: u64,
    own: u64,
    /// The opponent's pieces by kind number (0 and 7 unused).
    theirs: [u64; 8],
    /// The same sets reversed.
    rev_theirs: [u64; 8],
    /// The mover's king.
    king: Option<usize>,
    checked: bool,
    /// The squares on lines from the king, and those a knight's leap from it.
    king_lines: u64,
    king_leaps: u64,
}

impl Sets {
    /// `None` when a piece is of a kind that is not orthodox.
    fn new(pos: &Position) -> Option<Sets> {
        let us = pos.side_to_move();
        let cells = pos.cells();
        let kind = |b: u32| cells[(b >> 3) as usize * STRIDE + (b & 7) as usize] as u8 as usize;
        let own = pos.movable_by(us).on_8x8();
        let mut rest = own;
        while rest != 0 {
            if !orthodox(kind(rest.trailing_zeros())) {
                return None;
            }
            rest &= rest - 1;
        }
        let mut theirs = [0u64; 8];
        let mut rest = pos.movable_by(us.opponent()).on_8x8();
        while rest != 0 {
            let b = rest.trailing_zeros();
            rest &= rest - 1;
            let k = kind(b);
            if !orthodox(k) {
                return None;
            }
            theirs[k] |= 1 << b;
        }
        let occupied = own | theirs.iter().fold(0, |a, s| a | s);
        let king = pos.king(us).map(index);
        let mut sets = Sets {
            us,
            occupied,
            rev_occupied: occupied.reverse_bits(),
            own,
            rev_theirs: theirs.map(u64::reverse_bits),
            theirs,
            king,
            checked: false,
            king_lines: king.map_or(0, |k| TABLES.0[k].iter().fold(0, |a, r| a | r)),
            king_leaps: king.map_or(0, |k| TABLES.1[k]),
        };
        sets.checked = king.is_some_and(|k| attacked(k, occupied, &sets.theirs, us));
        Some(sets)
    }
}

/// The squares a pawn of `side` on the squares of `set` attacks.
#[inline(always)]
fn pawn_attacks(side: Side, set: u64) -> u64 {
    match side {
        Side::White => (set & !FILE_A) << 7 | (set & !FILE_H) << 9,
        Side::Black => (set & !FILE_H) >> 7 | (set & !FILE_A) >> 9,
    }
}

/// The first square of `blockers` along line `i` (see `board8::LINES`) from its start, as a
/// bit: lines of even number go up the bit order.
#[inline(always)]
fn nearest(i: usize, blockers: u64) -> u64 {
    if blockers == 0 {
        0
    } else if i.is_multiple_of(2) {
        blockers & blockers.wrapping_neg()
    } else {
        1 << (63 - blockers.leading_zeros())
    }
}

/// Whether a piece of `them` (the opponent of `us`, by kind in `theirs`) attacks square `k`
/// on a board occupied by `occupied`.
#[inline(always)]
fn attacked(k: usize, occupied: u64, theirs: &[u64; 8], us: Side) -> bool {
    if TABLES.1[k] & theirs[KNIGHT] != 0
        || TABLES.2[k] & theirs[KING] != 0
        || pawn_attacks(us, 1 << k) & theirs[PAWN] != 0
    {
        return true;
    }
    let straight = theirs[ROOK] | theirs[QUEEN];
    let slanted = theirs[BISHOP] | theirs[QUEEN];
    let rays = &TABLES.0[k];
    for (i, &ray) in rays.iter().enumerate() {
        let riders = if i < 4 { straight } else { slanted };
        if ray & riders != 0 && nearest(i, ray & occupied) & riders != 0 {
            return true;
        }
    }
    false
}

/// The transfers of one candidate, as sets: departures and arrivals.
#[derive(Clone, Copy)]
struct Transfers {
    froms: u64,
    tos: u64,
}

/// What becomes of one candidate.
enum Verdict {
    Drop,
    Keep,
    /// The general way decides (a promotion into a token, which `generate` rules out
    /// but which the general way would know how to make).
    General,
}

struct Generator<'a> {
    pos: &'a Position,
    rs: &'a Ruleset,
    opts: MiroirOptions,
    sets: Sets,
    /// Moves the general way split into promotion choices: they come after all others, as in
    /// `make_mirror_moves`.
    deferred: MoveList,
    /// Per kind once asked (bit = kind number), `Generator::hurdles`.
    known: u8,
    hurdles: [u64; 8],
}

impl Generator<'_> {
    fn run(mut self, out: &mut MoveList) {
        let pos = self.pos;
        let us = self.sets.us;
        for from in pos.movable_by(us).iter() {
            let c = pos.cell(from.mailbox());
            let Some(piece) = Piece::from_cell(c) else {
                continue;
            };
            let k = piece.kind_index();
            if k == PAWN {
                self.pawn(from, piece, out);
            } else if self.sets.theirs[k] != 0 {
                self.piece(from, piece, k, out);
            }
        }
        self.castling(out);
        out.append(&mut self.deferred);
    }

    /// The moves of a piece other than a pawn, in its walk's order, to the arrivals through
    /// which a passive piece reflects onto a free square (`board8::hurdle_set`: as the board
    /// stands, or onto the departure).
    fn piece(&mut self, from: Square, piece: Piece, k: usize, out: &mut MoveList) {
        let f = index(from);
        let passive = self.sets.theirs[k];
        let arrivals = (self.hurdles(k) | midpoints(passive, f as u32)) & !self.sets.own;
        if arrivals == 0 {
            return;
        }
        let free = !self.sets.occupied | passive | 1 << f;
        let rev_free = !self.sets.rev_occupied | self.sets.rev_theirs[k] | rbit(from);
        // The leapers' squares as sets (`board8::TABLES`), to skip their walks at once.
        let leapt = match k {
            KNIGHT => TABLES.1[f],
            KING => TABLES.2[f],
            _ => 0,
        };
        if leapt & arrivals != 0 {
            for &t in &LEAPS[k][f] {
                if t != OFF && arrivals >> t & 1 != 0 {
                    let t = t as usize;
                    self.arrival(from, piece, k, t, Nature::Leap, (free, rev_free), out);
                }
            }
        }
        let (lines, n) = &RIDES[k];
        for &i in &lines[..*n] {
            let ray = TABLES.0[f][i];
            if ray & arrivals == 0 {
                continue;
            }
            let blocker = nearest(i, ray & self.sets.occupied);
            // The ray up to and with its first piece: blocker's own ray is beyond it.
            let beyond = if blocker == 0 {
                0
            } else {
                TABLES.0[blocker.trailing_zeros() as usize][i]
            };
            let mut reach = ray & !beyond & arrivals;
            let (df, dr) = LINES[i];
            let nature = Nature::Ride {
                step: (df as i8, dr as i8),
            };
            while reach != 0 {
                // In walking order: nearest first.
                let t = nearest(i, reach);
                reach &= !t;
                let t = t.trailing_zeros() as usize;
                self.arrival(from, piece, k, t, nature, (free, rev_free), out);
            }
        }
    }

    /// The hurdles of kind `k`'s passive pieces as the board stands, found once per kind.
    #[inline(always)]
    fn hurdles(&mut self, k: usize) -> u64 {
        if self.known >> k & 1 == 0 {
            let passive = self.sets.theirs[k];
            self.hurdles[k] = hurdle_set(passive, !self.sets.occupied | passive);
            self.known |= 1 << k;
        }
        self.hurdles[k]
    }

    /// The candidate of `piece` from `from` to bit `t`, if a mirror move and legal.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn arrival(
        &mut self,
        from: Square,
        piece: Piece,
        k: usize,
        t: usize,
        nature: Nature,
        (free, rev_free): (u64, u64),
        out: &mut MoveList,
    ) {
        let a = square(t as u32);
        let sources = self.sets.rev_theirs[k] & !rbit(a);
        let tos = centred(sources, a) & free;
        if tos == 0 {
            return;
        }
        let froms = self.sets.theirs[k] & !bit(a) & centred(rev_free, a);
        let f = index(from);
        let king_moves = k == KING;
        if !self.legal(f, t, 0, k, Transfers { froms, tos }, king_moves) {
            return;
        }
        let mut mv = Move::new(from, a, piece, nature);
        if self.sets.occupied >> t & 1 != 0 {
            mv.captured = Piece::from_cell(self.pos.cell(a.mailbox()));
        }
        mv.mirror = Some(Mirror::default());
        out.push(mv);
    }

    /// A pawn's moves: the orthodox ones, each kept as a mirror move or dropped in place.
    fn pawn(&mut self, from: Square, piece: Piece, out: &mut MoveList) {
        let start = out.len();
        orthodox_pawn_moves(self.pos, self.sets.us, from, piece, self.rs, out);
        let end = out.len();
        let mut kept = start;
        for i in start..end {
            let mv = out[i];
            match self.pawn_verdict(&mv) {
                Verdict::Drop => {}
                Verdict::Keep => {
                    out[kept] = Move {
                        mirror: Some(Mirror::default()),
                        ..mv
                    };
                    kept += 1;
                }
                Verdict::General => kept = self.general(mv, out, kept),
            }
        }
        out.truncate(kept);
    }

    fn pawn_verdict(&mut self, mv: &Move) -> Verdict {
        let k = match mv.promotion {
            None => PAWN,
            Some(Promotion::Piece(kind)) => kind as usize,
            Some(Promotion::Token) => return Verdict::General,
        };
        let s = &self.sets;
        let emptied = match mv.special {
            Special::EnPassant { victim } => bit(victim),
            _ => 0,
        };
        let (f, a) = (mv.from, mv.to);
        let vacated = bit(f) | emptied;
        let rev_vacated = if emptied == 0 {
            rbit(f)
        } else {
            rbit(f) | emptied.reverse_bits()
        };
        let sources = s.rev_theirs[k] & !(rbit(a) | rev_vacated);
        let free = !s.occupied | s.theirs[k] | vacated;
        let mut tos = centred(sources, a) & free;
        if tos == 0 {
            return Verdict::Drop;
        }
        let t = index(a);
        let fb = index(f);
        let promoting = if k == PAWN {
            tos & last_rank(s.us.opponent())
        } else {
            0
        };
        if promoting != 0 {
            // Passive pawns reaching their last rank go only promoted, as the mover chooses,
            // or not at all (RULES.md §3.3 M-3).
            tos &= !promoting;
            if self.opts.pawn_promotion == MiroirPawnPromotion::MoverChooses {
                self.promotion_choices(mv, (fb, t, emptied), tos, promoting);
                return Verdict::Drop;
            }
            if tos == 0 {
                return Verdict::Drop;
            }
        }
        let froms = if promoting == 0 {
            let rev_free = !s.rev_occupied | s.rev_theirs[k] | rev_vacated;
            s.theirs[k] & !(bit(a) | vacated) & centred(rev_free, a)
        } else {
            reflect_set(tos, a)
        };
        if self.legal(fb, t, emptied, k, Transfers { froms, tos }, false) {
            Verdict::Keep
        } else {
            Verdict::Drop
        }
    }

    /// The pawn move `mv` (from bit `f` to bit `t`, emptying `emptied` too) once per choice
    /// of promotion for the passive pawns arriving on `promoting`, the other transfers
    /// arriving on `tos`: each legal one deferred, in `make_mirror_moves`'s order (slots in
    /// the order of the promoted pawns' departures, the first slot's kind changing fastest).
    #[cold]
    fn promotion_choices(
        &mut self,
        mv: &Move,
        (f, t, emptied): (usize, usize, u64),
        tos: u64,
        promoting: u64,
    ) {
        let a = mv.to;
        // Slot i: the i-th promoted pawn's arrival, by departure square.
        let mut arrivals = [0u64; MAX_MIRROR_PROMOTIONS];
        let mut n = 0;
        let mut rest = reflect_set(promoting, a);
        while rest != 0 && n < MAX_MIRROR_PROMOTIONS {
            let from = rest & rest.wrapping_neg();
            rest &= rest - 1;
            arrivals[n] = reflect_set(from, a);
            n += 1;
        }
        let promoted: u64 = arrivals[..n].iter().fold(0, |x, b| x | b);
        let froms = reflect_set(tos | promoted, a);
        let (occupied, theirs) = self.after(f, t, emptied, PAWN, Transfers { froms, tos });
        let occupied = occupied | promoted;
        let start = self.deferred.len();
        let base = Move {
            mirror: Some(Mirror::default()),
            ..*mv
        };
        super::push_promotion_choices(base, n, self.rs, &mut self.deferred);
        let Some(king) = self.sets.king else {
            return;
        };
        // The choices that leave the king safe, kept in place.
        let mut kept = start;
        for i in start..self.deferred.len() {
            let m = self.deferred[i];
            let mut after = theirs;
            let chosen = m
                .mirror
                .map_or([None; MAX_MIRROR_PROMOTIONS], |x| x.promotions);
            for (kind, &at) in chosen.iter().zip(&arrivals[..n]) {
                if let Some(kind) = kind {
                    after[*kind as usize] |= at;
                }
            }
            if !attacked(king, occupied, &after, self.sets.us) {
                self.deferred[kept] = m;
                kept += 1;
            }
        }
        self.deferred.truncate(kept);
    }

    /// Castling: a mirror move only if the passive pieces (the opponent's king, or rooks when
    /// the rook is active) have a free reflection through the hurdle, which hardly ever
    /// happens; those few go the general way.
    fn castling(&mut self, out: &mut MoveList) {
        let (passive, rook_active) = match self.opts.castling {
            MiroirCastling::Forbidden => return,
            MiroirCastling::KingActive => (KING, false),
            MiroirCastling::RookActive => (ROOK, true),
        };
        let s = &self.sets;
        if s.theirs[passive] == 0 || s.checked {
            return;
        }
        let mut found = [None; 2];
        for (slot, (mv, passage)) in found.iter_mut().zip(castling_candidates(self.pos, s.us)) {
            let Special::Castling { rook_from, rook_to } = mv.special else {
                continue;
            };
            let a = if rook_active { rook_to } else { mv.to };
            // Free squares as they may be after the active part: more than enough to find
            // that no reflection is free.
            let free = !s.occupied | s.theirs[passive] | bit(mv.from) | bit(rook_from);
            if centred(s.rev_theirs[passive] & !rbit(a), a) & free == 0 {
                continue;
            }
            let p = index(passage);
            if attacked(p, s.occupied, &s.theirs, s.us) {
                continue;
            }
            *slot = Some(mv);
        }
        for mv in found.into_iter().flatten() {
            let at = out.len();
            self.general(mv, out, at);
        }
    }

    /// The candidate `mv` the general way: made a mirror move (or several, one per promotion
    /// choice, which are deferred) and judged by playing it. Kept moves are written at `kept`;
    /// returns where the next goes.
    #[cold]
    fn general(&mut self, mv: Move, out: &mut MoveList, mut kept: usize) -> usize {
        let mut made = vec![mv];
        super::make_mirror_moves(self.pos, self.rs, self.opts, &mut made, 0, None);
        for m in made {
            if !is_legal_candidate(self.pos, &m, self.rs) {
                continue;
            }
            let split = m.mirror.is_some_and(|x| x.promotions[0].is_some());
            if split {
                self.deferred.push(m);
            } else if kept < out.len() {
                out[kept] = m;
                kept += 1;
            } else {
                out.push(m);
                kept += 1;
            }
        }
        kept
    }

    /// Whether the move from bit `f` to bit `t`, emptying `emptied` too (an e.p. victim), with
    /// passive kind `k` and transfers `x`, leaves the mover's king safe. A king unchecked and
    /// not moving can only be exposed along a line through a square the move empties, or by a
    /// transferred piece arriving on a line or a knight's leap from it: otherwise it is safe
    /// without looking further.
    #[inline(always)]
    fn legal(
        &self,
        f: usize,
        t: usize,
        emptied: u64,
        k: usize,
        x: Transfers,
        king_moves: bool,
    ) -> bool {
        let s = &self.sets;
        let Some(king) = s.king else {
            return true;
        };
        let vacated = 1 << f | emptied | x.froms;
        if !s.checked
            && !king_moves
            && vacated & s.king_lines == 0
            && x.tos & (s.king_lines | s.king_leaps) == 0
        {
            return true;
        }
        let (occupied, theirs) = self.after(f, t, emptied, k, x);
        let king = if king_moves { t } else { king };
        !attacked(king, occupied, &theirs, s.us)
    }

    /// The board after the move from bit `f` to bit `t`, emptying `emptied` too (an e.p.
    /// victim), with passive kind `k` and transfers `x`: the occupied squares, and the
    /// opponent's pieces by kind.
    #[inline(always)]
    fn after(&self, f: usize, t: usize, emptied: u64, k: usize, x: Transfers) -> (u64, [u64; 8]) {
        let s = &self.sets;
        let occupied = (s.occupied & !(1 << f | emptied | x.froms)) | 1 << t | x.tos;
        let mut theirs = s.theirs;
        let gone = !(1u64 << t | emptied);
        for set in &mut theirs {
            *set &= gone;
        }
        theirs[k] = (theirs[k] & !x.froms) | x.tos;
        (occupied, theirs)
    }
}

/// The rank on which pawns of `side` promote.
#[inline(always)]
fn last_rank(side: Side) -> u64 {
    match side {
        Side::White => 0xff << 56,
        Side::Black => 0xff,
    }
}
