//! SingleBox, as Popeye 4.104 defines it (`condition SingleBox [Type1|Type2|Type3]`).
//!
//! Each side's men come out of one box holding a game array: one king, one queen, two rooks,
//! two bishops, two knights and eight pawns. No move may leave a side with more men of a kind
//! than that (Popeye's `game_array`, the initial array, whatever the diagram holds), so a pawn
//! promotes only to a piece its side has lost.
//!
//! * Type 1: a promotion to a piece whose count is full is illegal; a pawn with no piece to
//!   promote to does not move to its last rank, and gives no check there (Popeye validates a
//!   check by playing the capture of the king). Fairy pieces are refused, as Popeye refuses them.
//! * Type 2: a pawn may also reach its last rank and stay a pawn there (a latent pawn, written
//!   `a2-a1`). The opponent's next move promotes it (`Bc1-b2[d1=B]`), into a piece its own side
//!   is missing, after the move: one move per latent pawn and piece. A move is illegal that
//!   leaves a latent pawn of either side while that side misses a piece.
//! * Type 3: the side to move promotes one of its own latent pawns before its move (one move
//!   per latent pawn, piece and move, `[f1=B]Bf1-a6`, the promoted man may be the one moving),
//!   and the move is illegal if the mover keeps a latent pawn while it misses a piece. A latent
//!   pawn observes and checks as every piece its side misses.
//!
//! The counts are Popeye's: neutral pieces are refused (Popeye counts them for both sides), and
//! SingleBox combines with the mummers only (they choose among the moves it makes legal). The
//! board is 8x8, as Popeye's.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{any_capture, Capture};
use crate::rules::moves::{Move, MoveList, Promotion, Rebirth, Reborn};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

impl crate::rules::condition::Options for SingleBoxOptions {
    const NAME: &'static str = "singlebox";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![format!("SingleBox    Type{}", self.kind.number())]
    }

    fn last_rank_pawns(&self) -> bool {
        true
    }
}

/// The kinds a box holds, with how many of each.
const BOX: [(PieceKind, u8); 6] = [
    (PieceKind::King, 1),
    (PieceKind::Queen, 1),
    (PieceKind::Rook, 2),
    (PieceKind::Bishop, 2),
    (PieceKind::Knight, 2),
    (PieceKind::Pawn, 8),
];

/// The pieces a pawn may come out of the box as, in Popeye's order.
const PROMOTEES: [PieceKind; 4] = [
    PieceKind::Queen,
    PieceKind::Knight,
    PieceKind::Rook,
    PieceKind::Bishop,
];

/// How many of `kind` the box holds (none of a fairy kind).
fn in_box(kind: PieceKind) -> u8 {
    BOX.iter().find(|(k, _)| *k == kind).map_or(0, |(_, n)| *n)
}

/// Each side's men of the box's kinds, and its latent pawns.
#[derive(Clone, Debug, Default)]
pub struct Census {
    counts: [[u8; 6]; 2],
    latent: [Vec<Square>; 2],
}

impl Census {
    pub fn of(pos: &Position) -> Census {
        let mut c = Census::default();
        for (sq, p) in pos.pieces() {
            let Some(side) = p.colour().side() else {
                continue;
            };
            if let Some(i) = BOX.iter().position(|(k, _)| *k == p.kind()) {
                c.counts[side.index()][i] += 1;
            }
            if p.kind() == PieceKind::Pawn && sq.rank() == pos.last_rank(side) {
                c.latent[side.index()].push(sq);
            }
        }
        c
    }

    fn count(&self, side: Side, kind: PieceKind) -> u8 {
        BOX.iter()
            .position(|(k, _)| *k == kind)
            .map_or(0, |i| self.counts[side.index()][i])
    }

    /// The pieces `side` misses: those a pawn of its may promote to.
    pub fn missing(&self, side: Side) -> KindSet {
        let mut set = KindSet::NONE;
        for k in PROMOTEES {
            if self.count(side, k) < in_box(k) {
                set.insert(k);
            }
        }
        set
    }

    /// `side`'s pawns on their last rank.
    pub fn latent(&self, side: Side) -> &[Square] {
        &self.latent[side.index()]
    }

    /// Whether some side has more men of a kind than the box holds.
    fn overfull(&self) -> bool {
        self.counts
            .iter()
            .any(|c| c.iter().zip(BOX).any(|(n, (_, max))| *n > max))
    }

    /// Whether `side` keeps a latent pawn while it misses a piece.
    fn latent_waits(&self, side: Side) -> bool {
        !self.latent(side).is_empty() && !self.missing(side).is_empty()
    }
}

/// The pieces a pawn of `side` may promote to in `pos` (cheap: only the pieces are counted).
pub fn missing(pos: &Position, side: Side) -> KindSet {
    let mut counts = [0u8; 4];
    for sq in pos.occupied_by(side.colour()).iter() {
        if let Some(p) = pos.piece_at(sq) {
            if let Some(i) = PROMOTEES.iter().position(|k| *k == p.kind()) {
                counts[i] += 1;
            }
        }
    }
    let mut set = KindSet::NONE;
    for (i, k) in PROMOTEES.into_iter().enumerate() {
        if counts[i] < in_box(k) {
            set.insert(k);
        }
    }
    set
}

/// Whether a pawn of `side` stands on the rank before its last (one that may capture onto it).
pub fn pawn_before_last_rank(pos: &Position, side: Side) -> bool {
    let last = pos.last_rank(side) as i8;
    let rank = last - side.forward();
    if rank < 0 || rank >= pos.size().height() as i8 {
        return false;
    }
    (0..pos.size().width()).any(|f| {
        pos.piece_at(Square::new(f, rank as u8)) == Some(Piece::new(side.colour(), PieceKind::Pawn))
    })
}

/// Whether `side` has a pawn on its last rank.
pub fn has_latent(pos: &Position, side: Side) -> bool {
    let rank = pos.last_rank(side);
    (0..pos.size().width()).any(|f| {
        pos.piece_at(Square::new(f, rank)) == Some(Piece::new(side.colour(), PieceKind::Pawn))
    })
}

/// Whether `mv` takes a pawn to its last rank (promoted or staying a pawn there).
fn promotes(pos: &Position, mv: &Move) -> bool {
    mv.promotion.is_some()
        || (mv.piece.kind() == PieceKind::Pawn && mv.to.rank() == pos.last_rank(pos.side_to_move()))
}

/// The latent pawn promoted by `mv`, and what it becomes.
pub fn change(mv: &Move) -> Option<Rebirth> {
    mv.rebirth.filter(|r| r.of == Reborn::Changed)
}

/// `mv` with the latent pawn on `sq` promoted to `piece`.
fn with_change(mv: &Move, sq: Square, piece: Piece) -> Move {
    Move {
        rebirth: Some(Rebirth {
            square: sq,
            piece,
            of: Reborn::Changed,
        }),
        ..*mv
    }
}

/// Whether some side has more men of a kind than the box holds (a diagram may: then only a
/// move that takes the surplus away is legal, and nothing checks in Type 1).
pub fn overfull(pos: &Position) -> bool {
    let mut counts = [[0u8; 6]; 2];
    for (_, p) in pos.pieces() {
        if let (Some(side), Some(i)) = (
            p.colour().side(),
            BOX.iter().position(|(k, _)| *k == p.kind()),
        ) {
            counts[side.index()][i] += 1;
        }
    }
    counts
        .iter()
        .any(|c| c.iter().zip(BOX).any(|(n, (_, max))| *n > max))
}

/// Type 1: the promotions of `out[start..]` to pieces the mover has all of are dropped, and
/// so are the moves whose rebirth leaves a side with a surplus (and in a position with a
/// surplus, the moves that keep it). With magic pieces, every move whose
/// side changes leave a side with a surplus is dropped: Popeye counts the box once the whole
/// move is played, side changes included (`b7-b8=B[h1=b]` with two white bishops already).
pub fn amend_type1(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    if overfull(pos) || rs.magic() {
        crate::rules::movegen::retain(out, start, |m| !overfull(&pos.played(m, rs)));
        return;
    }
    // A rebirth may give a side a man the box lacks room for (Circe's Turncoats, a pawn
    // reborn promoted): Popeye counts the box once the whole move is made.
    if out[start..].iter().any(|m| m.rebirth.is_some()) {
        crate::rules::movegen::retain(out, start, |m| {
            m.rebirth.is_none() || !overfull(&pos.played(m, rs))
        });
    }
    if !out[start..].iter().any(|m| m.promotion.is_some()) {
        return;
    }
    let room = missing(pos, pos.side_to_move());
    crate::rules::movegen::retain(out, start, |m| match m.promotion {
        Some(Promotion::Piece(k)) => room.contains(k),
        _ => true,
    });
}

/// Type 1 with magic pieces: whether the capture `c` of `target` by `by` is a move that
/// leaves no side with a surplus once played, side changes included (Popeye validates a check
/// by playing the capture): one of the piece's captures of `target`, a pawn's with any
/// promotion, that does.
pub fn capture_keeps_box(
    pos: &Position,
    c: Capture,
    target: Square,
    by: Side,
    rs: &Ruleset,
) -> bool {
    let mut from = *pos;
    from.set_side_to_move(by);
    from.set_en_passant(None);
    let mut list = MoveList::new();
    crate::rules::movegen::piece_moves(&from, by, c.from, c.piece, rs, &mut list);
    list.iter()
        .filter(|m| m.captured.is_some() && m.to == target)
        .any(|m| !overfull(&from.played(m, rs)))
}

/// Type 2: each candidate followed by the promotions of the opponent's latent pawns it calls
/// for, the moves that leave a pawn latent that could promote (or overfill the box) dropped.
pub fn amend_type2(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    if rs.magic() {
        amend_type2_magic(pos, rs, out, start);
        return;
    }
    let mover = pos.side_to_move();
    let opponent = mover.opponent();
    let quiet = !has_latent(pos, Side::White) && !has_latent(pos, Side::Black) && !overfull(pos);
    let moves: Vec<Move> = out.drain(start..).collect();
    for mv in moves {
        if quiet && !promotes(pos, &mv) {
            out.push(mv);
            continue;
        }
        let after = pos.played(&mv, rs);
        let census = Census::of(&after);
        let legal = |c: &Census| {
            !c.overfull() && !c.latent_waits(Side::White) && !c.latent_waits(Side::Black)
        };
        let room = census.missing(opponent);
        let latent = census.latent(opponent);
        if room.is_empty() || latent.is_empty() {
            if legal(&census) {
                out.push(mv);
            }
            continue;
        }
        for &sq in latent {
            for k in room.iter() {
                let mut c = census.clone();
                c.promote(opponent, sq, k);
                if legal(&c) {
                    out.push(with_change(&mv, sq, Piece::new(opponent.colour(), k)));
                }
            }
        }
    }
}

/// Type 2 with magic pieces, as Popeye 4.104 plays it. Popeye promotes the opponent's latent
/// pawn before its magic recolourer and judges the box after it (its legality tester follows
/// the side changes, which may leave a side a latent pawn, a missing piece or a surplus: no
/// move is quiet). Its choices are made one after the other while the move is tried again
/// and again: the first latent pawn (White's from h8, Black's from a1) and the first piece it
/// may become are those of the position after the move before its side changes; each next
/// piece, and then each next latent pawn, is looked for in the position the previous try
/// left, its side changes included.
fn amend_type2_magic(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    let opponent = pos.side_to_move().opponent();
    let pawn = Piece::new(opponent.colour(), PieceKind::Pawn);
    let rank = pos.last_rank(opponent);
    // Popeye's scan of the opponent's last rank: White's from the h-file, Black's from a.
    let scan: Vec<Square> = (0..8u8)
        .map(|f| Square::new(if opponent == Side::White { 7 - f } else { f }, rank))
        .collect();
    let next_latent = |p: &Position, after: Option<Square>| {
        let skip = after.map_or(0, |sq| {
            scan.iter().position(|&s| s == sq).map_or(8, |i| i + 1)
        });
        scan[skip..]
            .iter()
            .copied()
            .find(|&s| p.piece_at(s) == Some(pawn))
    };
    // The first piece after `after` (in Popeye's order) that the opponent misses in `p`.
    let next_piece = |p: &Position, after: Option<PieceKind>| {
        let c = Census::of(p);
        let skip = after.map_or(0, |k| {
            PROMOTEES.iter().position(|&x| x == k).map_or(4, |i| i + 1)
        });
        PROMOTEES[skip..]
            .iter()
            .copied()
            .find(|&k| c.count(opponent, k) < in_box(k))
    };
    let try_move = |m: &Move, out: &mut MoveList| {
        let after = pos.played(m, rs);
        let c = Census::of(&after);
        if !c.overfull() && !c.latent_waits(Side::White) && !c.latent_waits(Side::Black) {
            out.push(*m);
        }
        after
    };
    let moves: Vec<Move> = out.drain(start..).collect();
    for mv in moves {
        let before = pos.played_before_magic(&mv, rs);
        let mut latent = next_latent(&before, None);
        // Without a latent pawn, or with one that has no piece to become, the move is tried
        // once as it is.
        let mut plain = latent.is_none();
        while let Some(sq) = latent {
            // (A latent pawn found after a side change may stand there as no pawn of the
            // opponent before it.)
            let first = (before.piece_at(sq) == Some(pawn))
                .then(|| next_piece(&before, None))
                .flatten();
            let Some(mut kind) = first else {
                plain = true;
                break;
            };
            loop {
                let changed = with_change(&mv, sq, Piece::new(opponent.colour(), kind));
                let after = try_move(&changed, out);
                if let Some(k) = next_piece(&after, Some(kind)) {
                    kind = k;
                } else {
                    latent = next_latent(&after, Some(sq));
                    break;
                }
            }
        }
        if plain {
            try_move(&mv, out);
        }
    }
}

impl Census {
    /// The census after the latent pawn of `side` on `sq` became a `kind`.
    fn promote(&mut self, side: Side, sq: Square, kind: PieceKind) {
        let s = side.index();
        self.latent[s].retain(|&l| l != sq);
        if let Some(i) = BOX.iter().position(|(k, _)| *k == PieceKind::Pawn) {
            self.counts[s][i] -= 1;
        }
        if let Some(i) = BOX.iter().position(|(k, _)| *k == kind) {
            self.counts[s][i] += 1;
        }
    }
}

/// Type 3: with latent pawns of the mover and pieces it misses, every candidate once per
/// latent pawn and piece, the promoted man moving as what it became; then the moves that leave
/// the mover a latent pawn that could promote (or overfill the box) dropped.
pub fn amend_type3(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
    let mover = pos.side_to_move();
    let census = Census::of(pos);
    let room = census.missing(mover);
    if !census.latent(mover).is_empty() && !room.is_empty() {
        let base: Vec<Move> = out.drain(start..).collect();
        let mut own = MoveList::new();
        for &sq in census.latent(mover) {
            for k in room.iter() {
                let piece = Piece::new(mover.colour(), k);
                out.extend(
                    base.iter()
                        .filter(|m| m.from != sq)
                        .map(|m| with_change(m, sq, piece)),
                );
                let mut promoted = *pos;
                promoted.put_with(sq, piece, pos.attributes(sq));
                own.clear();
                crate::rules::movegen::piece_moves(&promoted, mover, sq, piece, rs, &mut own);
                out.extend(own.iter().map(|m| with_change(m, sq, piece)));
            }
        }
    }
    // (A magic piece's side changes may overfill the box or leave the mover a latent pawn:
    // with magic pieces no move is plain.)
    let plain = census.latent(mover).is_empty() && !census.overfull() && !rs.magic();
    if plain && !out[start..].iter().any(|m| promotes(pos, m)) {
        return;
    }
    crate::rules::movegen::retain(out, start, |m| {
        if plain && !promotes(pos, m) {
            return true;
        }
        let c = Census::of(&pos.played(m, rs));
        !c.overfull() && !c.latent_waits(mover)
    });
}

/// Type 3: whether a latent pawn of `by` attacks `target` as a piece its side misses.
pub fn latent_attack(pos: &Position, target: Square, by: Side) -> bool {
    if !has_latent(pos, by) {
        return false;
    }
    let room = missing(pos, by);
    if room.is_empty() {
        return false;
    }
    let rank = pos.last_rank(by);
    let pawn = Piece::new(by.colour(), PieceKind::Pawn);
    for f in 0..pos.size().width() {
        let sq = Square::new(f, rank);
        if pos.piece_at(sq) != Some(pawn) {
            continue;
        }
        for k in room.iter() {
            let mut promoted = *pos;
            promoted.put(sq, Piece::new(by.colour(), k));
            if any_capture(&promoted, target, by, KindSet::single(k), |c| c.from == sq) {
                return true;
            }
        }
    }
    false
}

/// Type 1: whether the capture of `target` by a man of `by` on `from` (a `kind`) is one `by`
/// could play: a pawn capturing onto its last rank needs a piece to promote to, among
/// `room`.
fn capture_playable(
    pos: &Position,
    kind: PieceKind,
    target: Square,
    by: Side,
    room: impl FnOnce() -> KindSet,
) -> bool {
    kind != PieceKind::Pawn || target.rank() != pos.last_rank(by) || !room().is_empty()
}
