//! Échecs Miroir (RULES.md §3): every move is an orthodox move of the active piece followed by
//! the transfer of the passive pieces, the opponent's pieces of the active piece's kind (after a
//! promotion, the promoted kind), each to its point reflection through the active piece's
//! arrival square. A move needs at least one transfer. Check is orthodox, so legality is
//! judged on the board after the whole move by the orthodox attack test (`Legality`).
//!
//! Neutral pieces: a neutral piece is the opponent's too, so neutral pieces of the active kind
//! (other than the active piece) are passive.

use super::attack;
use super::bitset::SquareSet;
use super::condition::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
use super::movegen::is_legal_candidate;
use super::moves::{Mirror, Move, MoveList, Promotion, Special, MAX_MIRROR_PROMOTIONS};
use super::piece::{Colour, Piece, PieceKind, Side};
use super::position::{Position, EMPTY};
use super::ruleset::{KindSet, Ruleset};
use super::square::Square;

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
fn active(mv: &Move, rook_active: bool) -> Option<(Square, PieceKind)> {
    match (mv.special, mv.promotion) {
        (_, Some(Promotion::Imitator)) => None,
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
            Some(Promotion::Imitator) => None,
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
    // The mailbox holds nothing but pieces: read without `piece_at`'s validation, as this is
    // asked of every passive piece of every mirror move played.
    Piece::from_cell(pos.cell(sq.mailbox()))
}

/// Whether a pawn of `piece`'s colour promotes on `sq`.
fn promotes_on(pos: &Position, piece: Piece, sq: Square) -> bool {
    piece.kind() == PieceKind::Pawn
        && [Side::White, Side::Black]
            .iter()
            .any(|&s| piece.colour().movable_by(s) && sq.rank() == pos.last_rank(s))
}

/// The hurdle square of the active move `mv` (of the side to move) and its passive pieces'
/// squares, found by asking every piece of the opponent.
fn passive_sources(pos: &Position, mv: &Move, rook_active: bool) -> Option<(Square, SquareSet)> {
    let (a, kind) = active(mv, rook_active)?;
    let opponent = pos.side_to_move().opponent();
    let mut sources = SquareSet::EMPTY;
    if !mv.is_castling() {
        // Only the squares the active part empties or fills differ from the board: the other
        // pieces are read as they stand (every mirror move is played, legality included).
        let victim = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => a,
        };
        for from in pos.movable_by(opponent).iter() {
            if pos.cell(from.mailbox()) & 63 == kind as u8
                && from != a
                && from != mv.from
                && from != victim
            {
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
/// `a`, in square order. Nothing is allocated: this runs for every orthodox candidate.
fn for_each_passive(
    pos: &Position,
    mv: &Move,
    a: Square,
    sources: SquareSet,
    mut f: impl FnMut(Passive),
) {
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
        let (true, Some(to)) = (p.free, p.to) else {
            return;
        };
        let promotion = if p.promotes {
            let choice = mirror.promotions.get(slot).copied().flatten();
            slot += 1;
            match choice {
                Some(kind) => Some(kind),
                None => return,
            }
        } else {
            None
        };
        f(Transfer {
            from: p.from,
            to,
            piece: p.piece,
            promotion,
        });
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

/// Turns the candidates `out[start..]` (orthodox moves of the side to move) into mirror moves:
/// each is dropped, kept with its transfers, or split into one move per promotion choice of
/// the transferred pawns.
pub fn make_mirror_moves(
    pos: &Position,
    rs: &Ruleset,
    opts: MiroirOptions,
    out: &mut MoveList,
    start: usize,
) {
    // The opponent's pieces by kind, found once: the passive pieces of a move are then those
    // of its kind but the ones its active part takes away (the captured piece, a neutral
    // mover), without asking every piece of the opponent for every candidate. Castling, which
    // brings a piece to a square it did not hold, asks them all.
    let mut by_kind = [SquareSet::EMPTY; 64];
    for sq in pos.movable_by(pos.side_to_move().opponent()).iter() {
        if let Some(p) = pos.piece_at(sq) {
            by_kind[p.kind() as usize].insert(sq);
        }
    }
    let sources = |mv: &Move| -> Option<(Square, SquareSet)> {
        if mv.is_castling() {
            return None;
        }
        let (a, kind) = active(mv, false)?;
        let mut set = by_kind[kind as usize];
        set.remove(a);
        set.remove(mv.from);
        if let Special::EnPassant { victim } = mv.special {
            set.remove(victim);
        }
        Some((a, set))
    };
    // Kept moves are written back in place, in order; a move that splits into promotion
    // choices (rare) sends the rest through a copy.
    let end = out.len();
    let mut kept = start;
    for i in start..end {
        let mv = out[i];
        let found = if mv.is_castling() {
            None
        } else {
            match sources(&mv) {
                Some((_, set)) if set.is_empty() => continue,
                None => continue,
                found => found,
            }
        };
        match mirror_move(pos, opts, mv, found) {
            None => {}
            Some((base, 0)) => {
                out[kept] = base;
                kept += 1;
            }
            Some((base, n)) => {
                let rest: Vec<Move> = out.drain(i + 1..).collect();
                out.truncate(kept);
                push_promotion_choices(base, n, rs, out);
                for mv in rest {
                    if let Some((base, n)) = mirror_move(pos, opts, mv, sources(&mv)) {
                        push_promotion_choices(base, n, rs, out);
                    }
                }
                return;
            }
        }
    }
    out.truncate(kept);
}

/// The orthodox candidate `mv` as a mirror move, with the number of its transferred pawns
/// whose promotion the mover chooses; `None` when it makes no mirror move. `found`: its hurdle
/// and passive pieces if known (castling's are looked for here).
fn mirror_move(
    pos: &Position,
    opts: MiroirOptions,
    mv: Move,
    found: Option<(Square, SquareSet)>,
) -> Option<(Move, usize)> {
    let rook_active = if mv.is_castling() {
        match opts.castling {
            MiroirCastling::KingActive => false,
            MiroirCastling::RookActive => true,
            MiroirCastling::Forbidden => return None,
        }
    } else {
        false
    };
    let mut promoting = 0;
    let mut moved = 0;
    let mut passives = 0;
    let (a, sources) = match found {
        Some(found) => found,
        None => passive_sources(pos, &mv, rook_active)?,
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
    let base = Move {
        mirror: Some(Mirror {
            promotions: [None; MAX_MIRROR_PROMOTIONS],
            rook_active,
        }),
        ..mv
    };
    Some((base, promoting.min(MAX_MIRROR_PROMOTIONS)))
}

/// `base` once per way of choosing a promotion for each of its first `n` promotion slots.
fn push_promotion_choices(base: Move, n: usize, rs: &Ruleset, out: &mut MoveList) {
    if n == 0 {
        out.push(base);
        return;
    }
    let kinds: Vec<PieceKind> = rs.promotions.iter().collect();
    let mut digits = vec![0usize; n];
    loop {
        let mut mv = base;
        if let Some(m) = &mut mv.mirror {
            for (slot, &d) in m.promotions.iter_mut().zip(&digits) {
                *slot = Some(kinds[d]);
            }
        }
        out.push(mv);
        // The next choice, counting in base `kinds.len()`.
        let mut i = 0;
        loop {
            if i == n {
                return;
            }
            digits[i] += 1;
            if digits[i] < kinds.len() {
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
    let Some(found) = passive_sources(src, mv, mirror.rook_active) else {
        return;
    };
    // Every mirror move is played (legality included): the transfers are found once into a
    // buffer on the stack, which only boards with more passive pieces than it holds outgrow.
    let mut buf = [Transfer {
        from: mv.from,
        to: mv.from,
        piece: mv.piece,
        promotion: None,
    }; 32];
    let mut n = 0;
    for_each_transfer(src, mv, mirror, found, |t| {
        if let Some(slot) = buf.get_mut(n) {
            *slot = t;
        }
        n += 1;
    });
    if n <= buf.len() {
        apply_transfers(next, &buf[..n]);
    } else {
        apply_transfers(next, &transfers(src, mv));
    }
}

fn apply_transfers(next: &mut Position, list: &[Transfer]) {
    // All leave first: in an exchange of places each arrives where the other stood.
    for t in list {
        next.remove(t.from);
    }
    for t in list {
        let piece = match t.promotion {
            Some(kind) => Piece::new(t.piece.colour(), kind),
            None => t.piece,
        };
        next.put(t.to, piece);
    }
    // A king or rook that was transferred has moved: a piece landing on its square later is
    // not the unmoved piece castling needs.
    let mut c = next.castling();
    if c.bits() == 0 || next.size().width() != 8 {
        return;
    }
    for t in list {
        let Some(side) = t.piece.colour().side() else {
            continue;
        };
        if t.from.rank() != next.home_rank(side) {
            continue;
        }
        match (t.piece.kind(), t.from.file()) {
            (PieceKind::King, 4) => {
                c.set_king(side, false);
                c.set_rook(side, true, false);
                c.set_rook(side, false, false);
            }
            (PieceKind::Rook, 0) => c.set_rook(side, false, false),
            (PieceKind::Rook, 7) => c.set_rook(side, true, false),
            _ => {}
        }
    }
    next.set_castling(c);
}

/// Legality of the mirror moves of one position. Check is orthodox (RULES.md §3), so a move is
/// judged on a copy of the mailbox alone, patched with its active part and its transfers (no
/// keys, sets or rights to keep), by the orthodox attack scan. With attackers whose reach is
/// along the lines and knight's leaps from the king (the scans' combined kinds), a move that
/// changes none of those squares, nor moves the king, keeps the verdict of the position
/// before it: the transfers move only the opponent's pieces and never capture, so they
/// expose the king only by leaving or reaching such a square.
pub(crate) struct Legality {
    king: Square,
    by: Side,
    kinds: KindSet,
    checked: bool,
}

impl Legality {
    /// `None` when the patched board cannot judge: fairy attackers outside the combined scans,
    /// neutral pieces, or Imitator and Parrain, whose moves do more than the displacements.
    pub(crate) fn new(pos: &Position, rs: &Ruleset, king: Square) -> Option<Legality> {
        let by = pos.side_to_move().opponent();
        let kinds = rs.attackers(by);
        if !attack::reads_cells_only(kinds)
            || rs.imitator.is_some()
            || rs.parrain.is_some()
            || !pos.occupied_by(Colour::Neutral).is_empty()
        {
            return None;
        }
        Some(Legality {
            king,
            by,
            kinds,
            checked: attack::is_attacked(pos, king, by, rs),
        })
    }

    pub(crate) fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let (Some(mirror), false) = (mv.mirror, mv.is_castling()) else {
            return is_legal_candidate(pos, mv, rs);
        };
        let Some(found) = passive_sources(pos, mv, mirror.rook_active) else {
            return is_legal_candidate(pos, mv, rs);
        };
        let king = self.king;
        let near = |sq: Square| attack::near(king, sq);
        let victim = match mv.special {
            Special::EnPassant { victim } => Some(victim),
            _ => None,
        };
        let mut touched = near(mv.from) || near(mv.to) || victim.is_some_and(near);
        // The transfers into a buffer on the stack, as in `play_transfers`.
        let mut buf = [(0usize, 0usize, 0u8); 32];
        let mut n = 0;
        for_each_transfer(pos, mv, mirror, found, |t| {
            touched = touched || near(t.from) || near(t.to);
            let piece = match t.promotion {
                Some(kind) => Piece::new(t.piece.colour(), kind),
                None => t.piece,
            };
            if let Some(slot) = buf.get_mut(n) {
                *slot = (t.from.mailbox(), t.to.mailbox(), piece.bits());
            }
            n += 1;
        });
        if n > buf.len() {
            return is_legal_candidate(pos, mv, rs);
        }
        if !touched {
            return !self.checked;
        }
        let arriving = match mv.promotion {
            Some(Promotion::Piece(kind)) => Piece::new(mv.piece.colour(), kind),
            _ => mv.piece,
        };
        // As `play` does: the active part, then the transfers, all leaving first.
        let mut cells = *pos.cells();
        cells[mv.from.mailbox()] = EMPTY;
        if let Some(v) = victim {
            cells[v.mailbox()] = EMPTY;
        }
        cells[mv.to.mailbox()] = arriving.bits();
        for &(from, _, _) in &buf[..n] {
            cells[from] = EMPTY;
        }
        for &(_, to, bits) in &buf[..n] {
            cells[to] = bits;
        }
        let king_after = if mv.from == king { mv.to } else { king };
        !attack::attacked_on(pos, &cells, king_after, self.by, self.kinds)
    }
}
