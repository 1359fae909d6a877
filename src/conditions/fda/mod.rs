//! Four Double Acts' imitating pieces (RULES.md §4): what each one imitates in a position, how
//! it moves and attacks as that, and the game's own castling (Gilman's Qi rule).
//!
//! What a piece imitates is the least fixed point of §4.3: Comedians take the kind of the last
//! move; Fiancés and Widows start with the kinds of the orthodox pieces protecting (attacking)
//! them and then borrow, round after round, from imitating pieces that protect (attack) them
//! moving as a kind they already imitate, until nothing changes. Powers that exist only through
//! each other never appear (FDA-5).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::{describe_imitation, View, GAME_FEN};

impl crate::rules::condition::Options for FdaOptions {
    const NAME: &'static str = "four double acts";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        State::QI.union(State::KINDS)
    }

    fn twin_lines(&self, pos: &crate::rules::position::Position) -> Vec<String> {
        let _ = pos;
        let mut words = vec!["FourDoubleActs"];
        words.extend(self.keywords());
        vec![words.join(" ")]
    }
}

use crate::rules::attack::{any_capture_observing, Capture};
use crate::rules::bitset::SquareSet;
use crate::rules::movegen::{pawn_moves, walk_moves, PawnRules, Unfollowed};
use crate::rules::moves::{Move, MoveList, Nature, Special, Vec2};
use crate::rules::piece::{Colour, Piece, PieceKind, Side, IMITATING_KINDS};
use crate::rules::position::{Cell, Position, EMPTY};
use crate::rules::qi_castling::{king_may_stand, on_back_ranks};
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::{delta, BoardSize, Square};
use crate::rules::walk::{self, Walk};

/// The orthodox kinds, in the order moves and explanations list them.
pub const ORTHODOX: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
];

/// Most imitating pieces a position may hold (the game array has twelve); legality keeps a
/// bit per enemy one in a `u64`.
pub const MAX_IMITATING: usize = 48;

/// What every imitating piece of a position imitates.
#[derive(Clone, Debug)]
pub struct Imitations {
    len: usize,
    squares: [Square; MAX_IMITATING],
    pieces: [Option<Piece>; MAX_IMITATING],
    kinds: [KindSet; MAX_IMITATING],
}

/// Which side's pieces lend their powers to an imitating piece of `colour`: allies for
/// Fiancés, enemies for Widows; Comedians borrow from no piece.
fn lenders(piece: Piece) -> Option<Side> {
    let side = piece.colour().side()?;
    match piece.kind() {
        PieceKind::Fiance | PieceKind::Fiancee => Some(side),
        PieceKind::Widower | PieceKind::Widow => Some(side.opponent()),
        _ => None,
    }
}

/// The kinds a piece standing on `sq` may never imitate: a pawn's on its far rank (§4.3, 4).
fn barred(pos: &Position, piece: Piece, sq: Square) -> KindSet {
    match piece.colour().side() {
        Some(side) if sq.rank() == pos.last_rank(side) => KindSet::single(PieceKind::Pawn),
        _ => KindSet::NONE,
    }
}

impl Imitations {
    /// Resolves the position with its last move's kind.
    pub fn resolve(pos: &Position, opts: &FdaOptions) -> Imitations {
        Imitations::resolve_with(pos, opts, pos.last_move_kind())
    }

    /// Resolves the position with `last` as the kind the Comedians imitate.
    pub fn resolve_with(pos: &Position, opts: &FdaOptions, last: Option<PieceKind>) -> Imitations {
        let mut im = Imitations {
            len: 0,
            squares: [Square::new(0, 0); MAX_IMITATING],
            pieces: [None; MAX_IMITATING],
            kinds: [KindSet::NONE; MAX_IMITATING],
        };
        let last = last.filter(|k| k.is_orthodox());
        let fide = if opts.king_lends_nothing {
            KindSet::ORTHODOX.minus(KindSet::single(PieceKind::King))
        } else {
            KindSet::ORTHODOX
        };
        for sq in pos
            .movable_by(Side::White)
            .union(pos.movable_by(Side::Black))
            .iter()
        {
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            if !piece.kind().is_imitating() || im.len == MAX_IMITATING {
                continue;
            }
            let mut kinds = KindSet::NONE;
            match lenders(piece) {
                Some(side) => {
                    any_capture_observing(pos, sq, side, fide, true, |c| {
                        kinds.insert(c.piece.kind());
                        false
                    });
                }
                None => {
                    if let (Some(l), true) = (last, piece.colour().side().is_some()) {
                        kinds.insert(l);
                    }
                }
            }
            im.squares[im.len] = sq;
            im.pieces[im.len] = Some(piece);
            im.kinds[im.len] = kinds.minus(barred(pos, piece, sq));
            im.len += 1;
        }
        if !opts.no_chains {
            im.borrow_through_chains(pos);
        }
        im
    }

    /// Adds, until nothing changes, the kinds imitating pieces lend each other (§4.3, 3).
    fn borrow_through_chains(&mut self, pos: &Position) {
        loop {
            let mut changed = false;
            for i in 0..self.len {
                let Some(x) = self.pieces[i] else { continue };
                let Some(side) = lenders(x) else { continue };
                let bar = barred(pos, x, self.squares[i]);
                for j in 0..self.len {
                    let Some(y) = self.pieces[j] else { continue };
                    if i == j || !y.colour().movable_by(side) {
                        continue;
                    }
                    for kind in self.kinds[j].minus(self.kinds[i]).minus(bar).iter() {
                        if attacks_as(pos, self.squares[j], y, kind, self.squares[i]) {
                            self.kinds[i].insert(kind);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// What the piece on `sq` imitates (nothing if it is no imitating piece).
    pub fn at(&self, sq: Square) -> KindSet {
        (0..self.len)
            .find(|&i| self.squares[i] == sq)
            .map_or(KindSet::NONE, |i| self.kinds[i])
    }

    /// Every imitating piece with what it imitates.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece, KindSet)> + '_ {
        (0..self.len).filter_map(|i| Some((self.squares[i], self.pieces[i]?, self.kinds[i])))
    }
}

/// Why a piece imitates a kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reason {
    /// The last move was made with this kind (Comedians).
    LastMove,
    /// The piece on this square protects (Fiancés) or attacks (Widows) it moving as the kind.
    Lender(Square),
}

/// What the imitating piece on `sq` imitates and why: each kind with every reason for it.
pub fn explain(pos: &Position, opts: &FdaOptions, sq: Square) -> Vec<(PieceKind, Vec<Reason>)> {
    let Some(piece) = pos.piece_at(sq).filter(|p| p.kind().is_imitating()) else {
        return Vec::new();
    };
    let im = Imitations::resolve(pos, opts);
    let kinds = im.at(sq);
    let Some(side) = lenders(piece) else {
        return kinds.iter().map(|k| (k, vec![Reason::LastMove])).collect();
    };
    kinds
        .iter()
        .map(|kind| {
            let mut why = Vec::new();
            for from in pos.movable_by(side).iter() {
                let Some(y) = pos.piece_at(from) else {
                    continue;
                };
                if from == sq {
                    continue;
                }
                let lends = if y.kind().is_imitating() {
                    !opts.no_chains
                        && im.at(from).contains(kind)
                        && attacks_as(pos, from, y, kind, sq)
                } else {
                    y.kind() == kind
                        && !(opts.king_lends_nothing && kind == PieceKind::King)
                        && orthodox_attacks(pos, from, y, sq)
                };
                if lends {
                    why.push(Reason::Lender(from));
                }
            }
            (kind, why)
        })
        .collect()
}

/// Whether the orthodox piece `piece` on `from` attacks `target`.
fn orthodox_attacks(pos: &Position, from: Square, piece: Piece, target: Square) -> bool {
    let Some(side) = piece.colour().side() else {
        return false;
    };
    let mut found = false;
    any_capture_observing(
        pos,
        target,
        side,
        KindSet::single(piece.kind()),
        true,
        |c| {
            found |= c.from == from;
            found
        },
    );
    found
}

/// Whether the imitating `piece` on `from`, moving as `kind` with its own range (§4.2),
/// attacks `target`.
pub fn attacks_as(
    pos: &Position,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    target: Square,
) -> bool {
    attack_nature(pos, from, piece, kind, target).is_some()
}

/// How the imitating `piece` on `from`, moving as `kind`, attacks `target`: a leap for the
/// short-range pieces, a ride for the long-range ones; `None` if it does not.
fn attack_nature(
    pos: &Position,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    target: Square,
) -> Option<Nature> {
    let (kinds, steps, step) = geometry(from, piece, target)?;
    if !kinds.contains(kind) {
        return None;
    }
    way(pos, from, piece, steps, step)
}

/// Whether `by`'s imitating pieces attack `target` in `pos` (resolved with `last` as the last
/// move's kind).
pub fn imitating_pieces_attack(
    pos: &Position,
    target: Square,
    by: Side,
    opts: &FdaOptions,
    last: Option<PieceKind>,
) -> bool {
    any_imitating_capture(pos, target, by, opts, last, |_| true)
}

/// Calls `visit` for the captures on `target` by `by`'s imitating pieces (resolved with `last`
/// as the last move's kind) until it returns true; returns whether it did.
///
/// Geometry first: for each imitating piece, the kinds that would let it capture on `target`
/// from where it stands. Most often there are none, and nothing needs resolving; Comedians
/// need only `last`; a Fiancé or Widow with such a kind needs the whole resolution, made once.
pub fn any_imitating_capture(
    pos: &Position,
    target: Square,
    by: Side,
    opts: &FdaOptions,
    last: Option<PieceKind>,
    mut visit: impl FnMut(Capture) -> bool,
) -> bool {
    let mut imitating = None;
    for from in pos.movable_by(by).iter() {
        let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
            continue;
        };
        if !piece.kind().is_imitating() {
            continue;
        }
        let set = *imitating.get_or_insert_with(|| imitating_squares(pos));
        if captures_by(pos, from, piece, target, opts, last, set, &mut visit) {
            return true;
        }
    }
    false
}

/// The squares of every imitating piece.
fn imitating_squares(pos: &Position) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    for sq in pos
        .movable_by(Side::White)
        .union(pos.movable_by(Side::Black))
        .iter()
    {
        if Piece::from_cell(pos.cell(sq.mailbox())).is_some_and(|p| p.kind().is_imitating()) {
            set.insert(sq);
        }
    }
    set
}

/// `any_imitating_capture` for the one imitating piece `piece` on `from`, `imitating` holding
/// the squares of all of them.
#[allow(clippy::too_many_arguments)]
fn captures_by(
    pos: &Position,
    from: Square,
    piece: Piece,
    target: Square,
    opts: &FdaOptions,
    last: Option<PieceKind>,
    imitating: SquareSet,
    visit: &mut impl FnMut(Capture) -> bool,
) -> bool {
    let Some((kinds, nature)) = threats(pos, from, piece, target) else {
        return false;
    };
    let last = last.filter(|k| k.is_orthodox());
    !imitated_among(pos, opts, last, from, piece, kinds, imitating).is_empty()
        && visit(Capture {
            from,
            piece,
            nature,
        })
}

/// Which of `wanted` the imitating `piece` on `from` imitates: one scan finds the orthodox
/// lenders of all of them, and only a kind none lends is searched for along chains.
fn imitated_among(
    pos: &Position,
    opts: &FdaOptions,
    last: Option<PieceKind>,
    from: Square,
    piece: Piece,
    wanted: KindSet,
    imitating: SquareSet,
) -> KindSet {
    let wanted = wanted.minus(barred(pos, piece, from));
    let Some(side) = lenders(piece) else {
        return match last {
            Some(l) if piece.colour().side().is_some() && wanted.contains(l) => {
                let mut k = KindSet::NONE;
                k.insert(l);
                k
            }
            _ => KindSet::NONE,
        };
    };
    let mut fide = wanted;
    if opts.king_lends_nothing {
        fide.remove(PieceKind::King);
    }
    let mut got = KindSet::NONE;
    if !fide.is_empty() {
        any_capture_observing(pos, from, side, fide, true, |c| {
            got.insert(c.piece.kind());
            got == wanted
        });
    }
    if got == wanted || opts.no_chains {
        return got;
    }
    for kind in wanted.minus(got).iter() {
        let mut seen = SquareSet::EMPTY;
        if imitates(pos, opts, last, from, piece, kind, imitating, &mut seen) {
            got.insert(kind);
        }
    }
    got
}

/// The kinds that would let the imitating `piece` on `from` capture on `target` from where it
/// stands, with how it would (the same for all of them: a leap at short range, a ride at long
/// range, and only pawns and knights differ in direction). Kinds barred on its square are left
/// out.
fn threats(
    pos: &Position,
    from: Square,
    piece: Piece,
    target: Square,
) -> Option<(KindSet, Nature)> {
    let (kinds, steps, step) = geometry(from, piece, target)?;
    let kinds = kinds.minus(barred(pos, piece, from));
    if kinds.is_empty() {
        return None;
    }
    Some((kinds, way(pos, from, piece, steps, step)?))
}

/// How `piece` on `from` gets `steps` unit steps `step` away, given that some kind it could
/// imitate reaches there (`geometry`): a leap at short range, a ride over empty squares at long
/// range.
#[inline]
fn way(pos: &Position, from: Square, piece: Piece, steps: i8, step: Vec2) -> Option<Nature> {
    if !piece.kind().is_long_range() {
        return Some(Nature::Leap);
    }
    (1..steps)
        .all(|k| pos.is_empty_square(from.stepped(step, k)))
        .then_some(Nature::Ride { step })
}

/// The kinds that would let `piece` on `from` reach `target` on an empty board, with the number
/// of steps and the unit step.
#[inline]
fn geometry(from: Square, piece: Piece, target: Square) -> Option<(KindSet, i8, Vec2)> {
    let side = piece.colour().side()?;
    let df = target.file() as i8 - from.file() as i8;
    let dr = target.rank() as i8 - from.rank() as i8;
    let (adf, adr) = (df.abs(), dr.abs());
    let royal = KindSet::of(&[PieceKind::King, PieceKind::Queen]);
    let (kinds, steps) = if (df == 0) != (dr == 0) {
        (royal.with(PieceKind::Rook), adf.max(adr))
    } else if adf == adr && df != 0 {
        let pawn = if dr.signum() == side.forward() {
            KindSet::single(PieceKind::Pawn)
        } else {
            KindSet::NONE
        };
        (royal.with(PieceKind::Bishop) | pawn, adf)
    } else {
        let (small, big) = (adf.min(adr), adf.max(adr));
        if small == 0 || big != 2 * small {
            return None;
        }
        (KindSet::single(PieceKind::Knight), small)
    };
    if steps != 1 && !piece.kind().is_long_range() {
        return None;
    }
    Some((kinds, steps, (df / steps, dr / steps)))
}

/// An enemy imitating piece, with the steps and unit step of its line to the king when it has
/// one.
type Enemy = (Square, Piece, Option<(i8, Vec2)>);

/// What the enemy's imitating pieces do to the legality of a position's candidates. They are
/// listed once per position (the mover can only take them away), each marked when it stands
/// where some imitation would reach the king on an empty board: unless the king moves, that
/// holds for every candidate, and most pieces are not so placed.
pub(crate) struct Legality {
    king: Option<Square>,
    /// Every imitating piece's square, both sides.
    imitating: SquareSet,
    enemies: [Enemy; MAX_IMITATING],
    n: usize,
}

impl Legality {
    pub(crate) fn new(pos: &Position) -> Legality {
        let side = pos.side_to_move();
        let by = side.opponent();
        let king = pos.king(side);
        let mut l = Legality {
            king,
            imitating: imitating_squares(pos),
            enemies: [(
                Square::new(0, 0),
                Piece::new(Colour::White, PieceKind::King),
                None,
            ); MAX_IMITATING],
            n: 0,
        };
        for sq in pos.movable_by(by).iter() {
            let Some(p) = pos.piece_at(sq).filter(|p| p.kind().is_imitating()) else {
                continue;
            };
            let aligned = king
                .and_then(|k| geometry(sq, p, k))
                .map(|(_, steps, step)| (steps, step));
            if l.n < MAX_IMITATING {
                l.enemies[l.n] = (sq, p, aligned);
                l.n += 1;
            }
        }
        l
    }

    /// Whether after `mv` none of the enemy's imitating pieces attacks the mover's king (the
    /// orthodox attackers are the caller's). The move is played only when a piece placed to
    /// reach the king finds its line open once the move is made.
    pub(crate) fn allows(
        &self,
        pos: &Position,
        mv: &Move,
        rs: &Ruleset,
        opts: &FdaOptions,
    ) -> bool {
        let side = pos.side_to_move();
        let king_moves = mv.piece.is(PieceKind::King);
        let king = if king_moves { Some(mv.to) } else { self.king };
        let Some(king) = king else {
            return true;
        };
        let plain = matches!(mv.special, Special::Plain) && mv.promotion.is_none();
        let victim = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        let open_after = |sq: Square| {
            if sq == mv.from {
                return true;
            }
            sq != mv.to && pos.is_empty_square(sq)
        };
        // The enemies whose line to the king is open once the move is made (a bit each).
        let mut threatened = 0u64;
        for (i, &(sq, piece, aligned)) in self.enemies[..self.n].iter().enumerate() {
            if sq == victim && mv.captured.is_some() {
                continue;
            }
            let line = if king_moves {
                geometry(sq, piece, king).map(|(_, steps, step)| (steps, step))
            } else {
                aligned
            };
            let Some((steps, step)) = line else {
                continue;
            };
            if !plain || (1..steps).all(|k| open_after(sq.stepped(step, k))) {
                threatened |= 1 << i;
            }
        }
        if threatened == 0 {
            return true;
        }
        let after = pos.played(mv, rs);
        let Some(king) = after.king(side) else {
            return true;
        };
        let last = after.last_move_kind();
        let mut imitating = self.imitating;
        if mv.captured.is_some() {
            imitating.remove(victim);
        }
        let promoted = matches!(mv.promotion, Some(crate::rules::moves::Promotion::Piece(k)) if k.is_imitating());
        if mv.piece.kind().is_imitating() || promoted {
            imitating.remove(mv.from);
            imitating.insert(mv.to);
        }
        !self.enemies[..self.n]
            .iter()
            .enumerate()
            .any(|(i, &(sq, piece, _))| {
                threatened >> i & 1 != 0
                    && after.cell(sq.mailbox()) == piece.bits()
                    && captures_by(&after, sq, piece, king, opts, last, imitating, &mut |_| {
                        true
                    })
            })
    }
}

/// Whether the imitating `piece` on `from` imitates `kind`: the least fixed point of §4.3 asked
/// for one piece and one kind. Since lending keeps the kind, the piece has it exactly when a
/// chain of pieces, each protecting (attacking) the next as `kind`, leads to it from an
/// orthodox piece of that kind or from a Comedian when `kind` is the last move's. A search
/// through that graph, `seen` holding the pieces already asked.
#[allow(clippy::too_many_arguments)]
fn imitates(
    pos: &Position,
    opts: &FdaOptions,
    last: Option<PieceKind>,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    imitating: SquareSet,
    seen: &mut SquareSet,
) -> bool {
    if barred(pos, piece, from).contains(kind) {
        return false;
    }
    let Some(side) = lenders(piece) else {
        return piece.colour().side().is_some() && last == Some(kind);
    };
    seen.insert(from);
    let lends = !(opts.king_lends_nothing && kind == PieceKind::King);
    if lends && any_capture_observing(pos, from, side, KindSet::single(kind), true, |_| true) {
        return true;
    }
    if opts.no_chains {
        return false;
    }
    pos.movable_by(side)
        .intersection(imitating)
        .iter()
        .any(|z| {
            if seen.contains(z) {
                return false;
            }
            let Some(lender) = Piece::from_cell(pos.cell(z.mailbox())) else {
                return false;
            };
            attack_nature(pos, z, lender, kind, from).is_some()
                && imitates(pos, opts, last, z, lender, kind, imitating, seen)
        })
}

/// The kind a move makes the Comedians imitate next (§4.3, F-4): castling is a king move, a
/// promotion a pawn move (or, by option, the promoted kind's), an imitating piece's move the
/// kind it moved as; a fairy piece's move has no orthodox kind.
pub fn kind_used(mv: &Move, opts: &FdaOptions) -> Option<PieceKind> {
    if let Some(k) = mv.imitated {
        return Some(k);
    }
    if let (Some(crate::rules::moves::Promotion::Piece(k)), true) =
        (mv.promotion, opts.promotion_sets_promoted_kind)
    {
        return k.is_orthodox().then_some(k);
    }
    let k = mv.piece.kind();
    k.is_orthodox().then_some(k)
}

/// The first rank of `side`'s camp counted from its edge, and how many ranks the camp has:
/// three on ten ranks, two on eight (the ranks outside the middle four, halved).
fn camp_depth(size: BoardSize) -> u8 {
    (size.height().saturating_sub(4) / 2).max(1)
}

/// Whether a double step may start from `rank` for `side` (§4.5, F-2).
pub fn double_step_from(rank: u8, side: Side, size: BoardSize, opts: &FdaOptions) -> bool {
    let depth = camp_depth(size);
    let from_edge = match side {
        Side::White => rank,
        Side::Black => size.height() - 1 - rank,
    };
    if opts.double_step_pawn_rank {
        from_edge + 1 == depth
    } else {
        from_edge < depth
    }
}

/// The walk of a kind at a range (§4.2), pawns aside.
fn walk_as(kind: PieceKind, long: bool) -> Walk {
    match (kind, long) {
        (PieceKind::King | PieceKind::Queen, false) => walk::leaper(walk::QUEEN),
        (PieceKind::King | PieceKind::Queen, true) => walk::rider(walk::QUEEN),
        (PieceKind::Rook, false) => walk::leaper(walk::ROOK),
        (PieceKind::Rook, true) => walk::rider(walk::ROOK),
        (PieceKind::Bishop, false) => walk::leaper(walk::BISHOP),
        (PieceKind::Bishop, true) => walk::rider(walk::BISHOP),
        (PieceKind::Knight, false) => walk::leaper(walk::KNIGHT),
        (PieceKind::Knight, true) => walk::rider(walk::KNIGHT),
        _ => walk::leaper(&[]),
    }
}

/// Appends the moves of the side to move's imitating pieces.
pub fn generate(pos: &Position, rs: &Ruleset, opts: &FdaOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let mut any = false;
    for sq in pos.movable_by(side).iter() {
        any |= pos.piece_at(sq).is_some_and(|p| p.kind().is_imitating());
    }
    if !any {
        return;
    }
    let im = Imitations::resolve(pos, opts);
    for (from, piece, kinds) in im.iter() {
        if !piece.colour().movable_by(side) {
            continue;
        }
        let start = out.len();
        let long = piece.kind().is_long_range();
        for kind in kinds.iter() {
            let first = out.len();
            match (kind, long) {
                (PieceKind::Pawn, false) => {
                    // A pawn of its own army, with the camp double step; it never promotes
                    // (§4.5).
                    let rules = PawnRules {
                        double_step: double_step_from(from.rank(), side, pos.size(), opts),
                        promotes: false,
                    };
                    pawn_moves(pos, side, from, piece, rules, rs, out, &Unfollowed)
                }
                (PieceKind::Pawn, true) => pawnrider_moves(pos, side, from, piece, opts, out),
                _ => walk_moves(pos, side, from, piece, &walk_as(kind, long), rs, out),
            }
            for mv in &mut out[first..] {
                mv.imitated = Some(kind);
            }
            if opts.merge_kinds {
                merge(out, start, first);
            }
        }
    }
}

/// Drops from `out[first..]` the moves whose departure and arrival an earlier kind of the same
/// piece (`out[start..first]`) already makes (F-8's option).
fn merge(out: &mut MoveList, start: usize, first: usize) {
    let mut i = first;
    while i < out.len() {
        let (from, to) = (out[i].from, out[i].to);
        if out[start..first]
            .iter()
            .any(|m| m.from == from && m.to == to)
        {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

/// A long-range piece imitating a pawn: a Pawnrider of its own army, over any number of empty
/// squares straight forward, capturing along the forward diagonals (§4.2, F-7).
fn pawnrider_moves(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    opts: &FdaOptions,
    out: &mut MoveList,
) {
    let fwd = side.forward();
    let straight: Vec2 = (0, fwd);
    let mut to = from;
    let mut k = 0;
    loop {
        let next = to.mailbox() as isize + delta(0, fwd);
        if pos.cell(next as usize) != EMPTY {
            break;
        }
        to = to.stepped(straight, 1);
        k += 1;
        let mut mv = Move::new(from, to, piece, Nature::Ride { step: straight });
        if k == 2
            && opts.pawnrider_double_step
            && double_step_from(from.rank(), side, pos.size(), opts)
        {
            mv.special = Special::DoubleStep;
        }
        out.push(mv);
    }
    for df in [-1i8, 1] {
        let step: Vec2 = (df, fwd);
        let d = delta(df, fwd);
        let mut t = from.mailbox() as isize + d;
        let mut to = from.stepped(step, 1);
        while pos.cell(t as usize) == EMPTY {
            t += d;
            to = to.stepped(step, 1);
        }
        if let Some(p) = capturable(pos.cell(t as usize), side) {
            let mut mv = Move::new(from, to, piece, Nature::Ride { step });
            mv.captured = Some(p);
            out.push(mv);
        }
    }
}

/// The piece on cell `c` if `side` may capture it.
fn capturable(c: Cell, side: Side) -> Option<Piece> {
    let p = Piece::from_cell(c)?;
    p.colour().capturable_by(side).then_some(p)
}

/// Whether `side`'s king may castle now, by the history flags or (F-3's option) by where it
/// stands.
fn king_may_castle(pos: &Position, side: Side, king: Square, opts: &FdaOptions) -> bool {
    if opts.castling_by_squares {
        king_may_stand(king, side, pos.size())
    } else {
        pos.qi_castling().king(side)
    }
}

/// The rooks `side` may castle with.
fn castling_rooks(pos: &Position, side: Side, opts: &FdaOptions) -> Vec<Square> {
    let rook = Piece::new(side.colour(), PieceKind::Rook);
    let size = pos.size();
    if opts.castling_by_squares {
        let w = size.width();
        return pos
            .movable_by(side)
            .iter()
            .filter(|&sq| {
                pos.piece_at(sq) == Some(rook)
                    && on_back_ranks(sq.rank(), side, size)
                    && [0, 1, w - 2, w - 1].contains(&sq.file())
            })
            .collect();
    }
    pos.qi_castling()
        .rooks()
        .filter(|r| r.side == side && pos.piece_at(r.square) == Some(rook))
        .map(|r| r.square)
        .collect()
}

/// The Qi castlings of the side to move (§4.6): king and rook on one of the back two ranks with
/// nothing between; the king goes to the bishop's file (c, or the third file from the far
/// edge), the rook to the camel's beside it. The king may not be in check nor pass an attacked
/// square; its arrival is judged with the other moves, by legality.
pub fn castling_moves(pos: &Position, rs: &Ruleset, opts: &FdaOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let Some(king_sq) = pos.king(side) else {
        return;
    };
    // The flags say the king never left its squares; one put elsewhere (by a twin, an edit)
    // cannot castle whatever they say.
    if !king_may_castle(pos, side, king_sq, opts) || !king_may_stand(king_sq, side, pos.size()) {
        return;
    }
    let width = pos.size().width() as i8;
    let king = Piece::new(side.colour(), PieceKind::King);
    let mut checked = None;
    for rook_from in castling_rooks(pos, side, opts) {
        if rook_from.rank() != king_sq.rank() || rook_from == king_sq {
            continue;
        }
        let rank = king_sq.rank();
        let (kf, rf) = (king_sq.file() as i8, rook_from.file() as i8);
        let (king_to, rook_to) = if rf < kf {
            (2, 3)
        } else {
            (width - 3, width - 4)
        };
        // They move towards each other.
        let towards = if rf < kf {
            rf < rook_to && king_to < kf
        } else {
            rf > rook_to && king_to > kf
        };
        if !towards {
            continue;
        }
        let (lo, hi) = (rf.min(kf), rf.max(kf));
        if (lo + 1..hi).any(|f| !pos.is_empty_square(Square::new(f as u8, rank))) {
            continue;
        }
        if *checked.get_or_insert_with(|| crate::rules::attack::in_check(pos, side, rs)) {
            return;
        }
        let dir = (king_to - kf).signum();
        let passage_safe = (1..(king_to - kf).abs()).all(|k| {
            let step = Move::new(
                king_sq,
                Square::new((kf + dir * k) as u8, rank),
                king,
                Nature::Leap,
            );
            crate::rules::movegen::is_legal_candidate(pos, &step, rs)
        });
        if !passage_safe {
            continue;
        }
        let mut mv = Move::new(
            king_sq,
            Square::new(king_to as u8, rank),
            king,
            Nature::Castling,
        );
        mv.special = Special::Castling {
            rook_from,
            rook_to: Square::new(rook_to as u8, rank),
        };
        out.push(mv);
    }
}

/// The Qi rights a diagram has when it states none: every king on a middle file of its back two
/// ranks, and every rook on an edge file of them, counts as never moved.
pub fn rights_from_array(pos: &Position) -> crate::rules::qi_castling::QiCastling {
    crate::rules::qi_castling::QiCastling::from_array(pos)
}

/// Whether `piece` is an imitating piece that belongs to no side, which no position may hold
/// (see `Position::validate`).
pub fn neutral_imitating(piece: Piece) -> bool {
    piece.colour() == Colour::Neutral && IMITATING_KINDS.has(piece)
}
