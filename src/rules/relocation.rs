//! Pieces that capture, and so observe, from other squares than the one they stand on: a
//! condition moves the piece there first and the capture is made from there (Mars Circe: from
//! the piece's rebirth square; PhantomChess: from there too, where it moves as well; Plus
//! chess: a piece on a centre square from the other centre squares). Such a move is written with the square (`Sh3-b1*c3`: a [`Reborn::Mover`]
//! rebirth) and played from the piece's own square, as Popeye plays it.
//!
//! One condition relocates (`Hooks::RELOCATE`, [`Rules::capture_squares`]); the walk of the
//! pieces ([`walk`]) and every observation scan ([`any_observation`]: check, and the support,
//! paralysis and the like that other rules judge by observation) ask it here, so that the
//! conditions judging captures by observation (Patrol, Functionary, Madrasi…) see what Popeye's
//! observation validators see: the observation from the other square, judged of the piece where
//! it stands (Popeye restores the observer to its square before validating it).
//!
//! Where a rule lends pieces walks (`Hooks::LEND`, Annan chess), a piece moves with the walk
//! lent on its own square, from there and from the other squares, which that walk decides
//! (Mars Circe's rebirth square of the walk lent: `d5-b1*a3` for a pawn moving as the knight
//! behind it); but it observes nothing, as in Popeye, whose observation from another square
//! looks for the observer by its own walk, which Annan's validation then refuses (a known
//! inconsistency of Popeye's, its REGRESSIONS knownbugs #2).
//!
//! [`Rules::capture_squares`]: super::condition::Rules::capture_squares

use super::attack::{any_capture, lent_kind, Capture};
use super::bitset::SquareSet;
use super::condition::Hooks;
use super::custom_walk::captured_on;
use super::movegen::{lent_moves, piece_moves};
use super::moves::{Move, MoveList, Rebirth, Reborn};
use super::piece::{Piece, PieceKind, Side};
use super::position::Position;
use super::ruleset::{KindSet, Ruleset};
use super::square::Square;
use super::walk;

/// Where a piece captures from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureSquares {
    /// Whether it captures from the square it stands on.
    pub own: bool,
    /// Whether it also moves without capturing from the other squares (PhantomChess).
    pub moves: bool,
    others: [Square; 3],
    len: u8,
}

impl CaptureSquares {
    /// From its own square only (a piece no condition relocates).
    pub const OWN: CaptureSquares = CaptureSquares {
        own: true,
        moves: false,
        others: [Square::new(0, 0); 3],
        len: 0,
    };

    /// From nowhere: the piece captures nothing.
    pub const NONE: CaptureSquares = CaptureSquares {
        own: false,
        ..CaptureSquares::OWN
    };

    /// Adds `sq`, another square the piece captures from once moved there (empty), if there is
    /// room (three at most).
    pub fn push(&mut self, sq: Square) {
        if (self.len as usize) < self.others.len() {
            self.others[self.len as usize] = sq;
            self.len += 1;
        }
    }

    /// The other squares, in the order the condition gave them.
    pub fn others(&self) -> &[Square] {
        &self.others[..self.len as usize]
    }
}

/// Where `piece` of `by`, standing on `from`, captures from under `rs`.
#[inline]
pub fn capture_squares(
    pos: &Position,
    from: Square,
    piece: Piece,
    by: Side,
    rs: &Ruleset,
) -> CaptureSquares {
    match rs.with(Hooks::RELOCATE).next() {
        Some(r) => r.capture_squares(pos, from, piece, by),
        None => CaptureSquares::OWN,
    }
}

/// `pos` with the piece on `from` moved to `to` (attributes kept).
#[inline]
fn moved(pos: &Position, from: Square, to: Square, piece: Piece) -> Position {
    let mut moved = *pos;
    let attributes = pos.attributes(from);
    moved.remove(from);
    moved.put_with(to, piece, attributes);
    moved
}

/// The walk lent to `piece` of `side` on `from`, where a rule lends walks.
#[inline]
fn lent(pos: &Position, from: Square, piece: Piece, side: Side, rs: &Ruleset) -> Option<PieceKind> {
    if rs.uses(Hooks::LEND) {
        lent_kind(pos, from, piece, side, rs)
    } else {
        None
    }
}

/// The pseudo-legal moves of `piece` on `from`, with the walk `lent` if one is.
#[inline]
fn moves_of(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    lent: Option<PieceKind>,
    rs: &Ruleset,
    out: &mut MoveList,
) {
    match lent {
        Some(kind) => lent_moves(pos, side, from, piece, kind, rs, out),
        None => piece_moves(pos, side, from, piece, rs, out),
    }
}

/// Whether `by` observes `target` with `kinds`, each piece from the squares it captures from;
/// `visit` judges each capture as made by the piece where it stands (`c.from` its own square,
/// on `pos`). A piece with a lent walk observes nothing (see the module's text).
#[inline(never)]
pub fn any_observation<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    rs: &Ruleset,
    visit: F,
) -> bool {
    any_observation_among(pos, target, by, kinds, rs, None, visit)
}

/// The men of `by` that may capture on `target` under the only rule, which relocates
/// captures and says from where each man would capture whatever stands on the board
/// ([`Rules::capture_reach`]): those whose walk reaches `target` from there. `None` where the
/// rule cannot say, or other rules are in force.
///
/// [`Rules::capture_reach`]: super::condition::Rules::capture_reach
pub fn reaching_men(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<SquareSet> {
    let [rule] = rs.rules() else {
        return None;
    };
    if !rs.uses(Hooks::RELOCATE) || rs.uses(Hooks::LEND) || rs.has_attributes() {
        return None;
    }
    let kinds = rs.attackers(by);
    let mut men = SquareSet::EMPTY;
    for from in pos.movable_by(by).iter() {
        let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
            continue;
        };
        if !kinds.has(piece) {
            continue;
        }
        let reach = rule.capture_reach(pos, from, piece, by)?;
        if (reach.own && may_capture_from(piece, from, target))
            || reach
                .others()
                .iter()
                .any(|&r| may_capture_from(piece, r, target))
        {
            men.insert(from);
        }
    }
    Some(men)
}

/// [`any_observation`] by the men on `among` only, where given.
#[inline]
pub fn any_observation_among<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    rs: &Ruleset,
    among: Option<SquareSet>,
    mut visit: F,
) -> bool {
    // With walks lent, the own captures are the scan's, of the pieces without one.
    let lends = rs.uses(Hooks::LEND);
    if lends
        && any_capture(pos, target, by, kinds, |c| {
            capture_squares(pos, c.from, c.piece, by, rs).own
                && lent(pos, c.from, c.piece, by, rs).is_none()
                && visit(c)
        })
    {
        return true;
    }
    let relocator = rs.with(Hooks::RELOCATE).next();
    let keeps_own = relocator.is_none_or(|r| r.keeps_own_captures());
    // Otherwise each man is asked where it captures from, and the board scanned only where
    // its walk's geometry reaches the target from there: a scan from the target for every
    // kind cost more than the men's few lookups.
    let men = match among {
        Some(among) => pos.movable_by(by).intersection(among),
        None => pos.movable_by(by),
    };
    for from in men.iter() {
        if from == target {
            continue;
        }
        // (The board's cells hold nothing but pieces: no decoding.)
        let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
            continue;
        };
        if !kinds.has(piece) || (lends && lent(pos, from, piece, by, rs).is_some()) {
            continue;
        }
        let squares = match relocator {
            Some(r) => r.capture_squares(pos, from, piece, by),
            None => CaptureSquares::OWN,
        };
        if !lends
            && (keeps_own || squares.own)
            && may_capture_from(piece, from, target)
            && any_capture(pos, target, by, KindSet::single(piece.kind()), |c| {
                c.from == from && visit(c)
            })
        {
            return true;
        }
        for &r in squares.others() {
            // Most pieces cannot reach the target from there at all: the walk's geometry
            // answers before the board is copied.
            if !may_capture_from(piece, r, target) {
                continue;
            }
            let board = moved(pos, from, r, piece);
            let single = KindSet::single(piece.kind());
            if any_capture(&board, target, by, single, |c| {
                c.from == r && visit(Capture { from, ..c })
            }) {
                return true;
            }
        }
    }
    false
}

/// Whether `piece` on `from` may capture on `target` as far as its walk's geometry says (an
/// orthodox pawn: one diagonal step either way, whatever its colour).
#[inline]
fn may_capture_from(piece: Piece, from: Square, target: Square) -> bool {
    let d = (
        target.file() as i8 - from.file() as i8,
        target.rank() as i8 - from.rank() as i8,
    );
    if d == (0, 0) {
        return false;
    }
    if walk::of(piece).pawn {
        d.0.abs() == 1 && d.1.abs() == 1
    } else {
        walk::may_reach(piece, d)
    }
}

/// The moves of the pieces of the side to move: from its own square each piece's moves
/// (those that capture nothing where it does not capture from there), and its captures from
/// each other square (its moves there, with `CaptureSquares::moves`), but those arriving on
/// its own square or where a move from its own square arrives (Popeye drops such duplicates);
/// a piece with a lent walk moves with it, and the walk lent decides where it captures from.
/// With `merge`, a capture from another square is dropped too where one from an earlier
/// other square arrives and captures on the same squares (Plus chess beside the walks that
/// make Popeye merge a piece's moves).
pub fn walk(pos: &Position, rs: &Ruleset, out: &mut MoveList, merge: bool) {
    let side = pos.side_to_move();
    let mut buf = MoveList::new();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let lent = lent(pos, from, piece, side, rs);
        let walker = lent.map_or(piece, |kind| Piece::new(piece.colour(), kind));
        let squares = capture_squares(pos, from, walker, side, rs);
        let start = out.len();
        if squares.own {
            moves_of(pos, side, from, piece, lent, rs, out);
        } else {
            buf.clear();
            moves_of(pos, side, from, piece, lent, rs, &mut buf);
            out.extend(buf.iter().filter(|m| m.captured.is_none()));
        }
        let end = out.len();
        for &r in squares.others() {
            let board = moved(pos, from, r, piece);
            buf.clear();
            moves_of(&board, side, r, piece, lent, rs, &mut buf);
            let rebirth = Some(Rebirth {
                square: r,
                piece,
                of: Reborn::Mover,
            });
            for m in buf.iter().filter(|m| squares.moves || m.captured.is_some()) {
                if m.to == from
                    || out[start..end].iter().any(|o| o.to == m.to)
                    || (merge
                        && out[end..]
                            .iter()
                            .any(|o| o.to == m.to && captured_on(o) == captured_on(m)))
                {
                    continue;
                }
                out.push(Move {
                    from,
                    rebirth,
                    ..*m
                });
            }
        }
    }
}
