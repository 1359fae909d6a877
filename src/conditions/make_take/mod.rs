//! Make&Take chess, as Popeye 4.104 defines it (`condition Make&TakeChess`).
//!
//! * A piece captures only after a make: it first moves, without capturing, with the walk of
//!   the piece it is going to take (as that piece's side would move it), then from there takes
//!   a piece of that kind with its own walk. The move goes from the departure square to the
//!   capture square (`Qf1*a6`); several makes reaching the same capture are one move.
//!   Captures in one step do not exist; moves without capture are orthodox.
//! * Check: the king is in check when an enemy piece could take it so, its make a king's step
//!   (Popeye asks only the king's walk then). Castling's passage is judged with the king on the
//!   passage square. Orthodox men's checks are read off the squares (from the king's side:
//!   its lines' empty squares, its leaps and steps, with a man of that walk beside one), other
//!   men's makes are played; out of check, a man's displacement is judged by the one square
//!   it empties, the other moves are played.
//! * A pawn on its own first rank has no move, as in Popeye (neither as a make nor a take).
//! * With Disparate, a piece whose kind the opponent has just moved gives no check after its
//!   make either (checks ask the conditions' capture filters).
//! * Popeye's castling as a make: a piece standing on the taken side's king square of the
//!   game array (e1 or e8) makes that side's castling (to g1/c1, g8/c8) when the castling
//!   rook stands on its corner and the squares between are empty, then takes from there. It
//!   counts in the check test (Popeye's `black is in check from se8!`: Se8, the make 0-0-0 to
//!   c8, takes Ka7 beside Ra8). Popeye's rook right lasts while its corner square is not
//!   touched; feerie reads it from the rook on its corner (its castling state keeps no rook
//!   right without the king), so a rook that left its corner and came back makes it too.
//! * Where a rule before Make&Take judges check so that a king may be taken (Circe
//!   RexInclusive), kings are taken as the other pieces, and by castling makes too: a move of
//!   its own shape (`Special::CastlingMake`, written `0-0*e6`), the taken side's rook moving
//!   with it, never a duplicate of the piece's other captures (Popeye keeps both). Such a rule
//!   asks this condition's captures of the king (`Rules::captures_of`) for its check.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{capture_counts, Capture};
use crate::rules::bitset::SquareSet;
use crate::rules::movegen::piece_moves;
use crate::rules::moves::{Move, MoveList, Special};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;
use crate::rules::walk;

impl crate::rules::condition::Options for MakeTakeOptions {
    const NAME: &'static str = "make&take";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["Make&TakeChess".to_string()]
    }
}

/// The squares a piece of kind `kind` of `side` standing on `from` of `t` reaches without
/// capturing (`t` holds that piece on `from`: the piece there counts as moved away).
fn makes(
    t: &Position,
    rs: &Ruleset,
    from: Square,
    kind: PieceKind,
    side: Side,
    buf: &mut MoveList,
) -> Vec<Square> {
    // A pawn on its own first rank has no move (Popeye's pawns move from their second rank
    // on).
    if kind == PieceKind::Pawn && from.rank() == t.home_rank(side) {
        return Vec::new();
    }
    let piece = Piece::new(side.colour(), kind);
    buf.clear();
    piece_moves(t, side, from, piece, rs, buf);
    let mut squares: Vec<Square> = Vec::new();
    for m in buf.iter() {
        if !m.is_capture() && !m.is_exit() && !squares.contains(&m.to) {
            squares.push(m.to);
        }
    }
    squares
}

/// `pos` with `from` vacated, written into `scratch` (a copy-make's copy, not a fresh one).
/// Putting a man on an empty square and taking it off again leaves it as it was, so one copy
/// serves every make of the man on `from` (each used to copy the whole position).
fn vacated(scratch: &mut Position, pos: &Position, from: Square) {
    scratch.copy_from(pos);
    scratch.remove(from);
}

/// Popeye's castling makes of a piece standing on `from`: when `from` is the game array's
/// king square of `victim` (e1 or e8), the castlings `victim`'s king would make from there,
/// each when its rook stands on its corner and the squares between are empty: the square the
/// piece goes to (g or c file), the rook's corner and the rook's arrival (f or d file).
/// (Popeye takes from there with the rook still on its corner; the rook moves once the move
/// is played.)
fn castling_makes(
    pos: &Position,
    from: Square,
    victim: Side,
) -> impl Iterator<Item = (Square, Special)> + '_ {
    let rank = pos.home_rank(victim);
    let here = pos.size().width() == 8 && from == Square::new(4, rank);
    let rook = Piece::new(victim.colour(), PieceKind::Rook);
    [(7u8, 5u8..7u8, 6u8, 5u8), (0, 1..4, 2, 3)]
        .into_iter()
        .filter(move |(corner, between, _, _)| {
            here && pos.piece_at(Square::new(*corner, rank)) == Some(rook)
                && between
                    .clone()
                    .all(|f| pos.is_empty_square(Square::new(f, rank)))
        })
        .map(move |(corner, _, to, rook_to)| {
            (
                Square::new(to, rank),
                Special::CastlingMake {
                    rook_from: Square::new(corner, rank),
                    rook_to: Square::new(rook_to, rank),
                },
            )
        })
}

/// The square of the piece `m` captures (before the arrival for a locust or a marine piece).
fn victim_square(m: &Move) -> Square {
    match m.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => m.to,
    }
}

/// The moves of the side to move: every piece's non-captures, then its Make&Take captures.
/// Kings are taken only where the rules let a move take them (Circe RexInclusive: Make&Take's
/// check finds the king attacked in a position the rules call legal), with castling makes
/// too.
pub fn walk(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    let side = pos.side_to_move();
    let victim_side = side.opponent();
    // Each kind of victim, with the squares of its men (a make of a kind is only worth walking
    // where the taker could reach one of them from its end).
    let mut kinds: Vec<(PieceKind, Vec<Square>)> = Vec::with_capacity(8);
    for sq in pos.movable_by(victim_side).iter() {
        if let Some(p) = pos.piece_at(sq) {
            if p.kind() == PieceKind::King {
                continue;
            }
            match kinds.iter_mut().find(|(k, _)| *k == p.kind()) {
                Some((_, men)) => men.push(sq),
                None => {
                    let mut men = Vec::with_capacity(16);
                    men.push(sq);
                    kinds.push((p.kind(), men));
                }
            }
        }
    }
    // Where Make&Take judges check, a king it finds attacked makes the position illegal: no
    // move takes a king there. Where a rule before it judges check (Circe RexInclusive), a
    // king Make&Take's check finds attacked may be taken.
    let king = pos
        .king(victim_side)
        .filter(|_| another_judges_check(rs))
        .filter(|&k| attacked(pos, k, side, rs));
    let mut buf = MoveList::new();
    let mut ends: Vec<Square> = Vec::new();
    let mut takes = MoveList::new();
    let mut scratch = *pos;
    // The squares each orthodox walk takes a man of each kind from, asked once a node.
    let mut reaches: Vec<[Option<Option<SquareSet>>; 6]> = vec![[None; 6]; kinds.len()];
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let start = out.len();
        piece_moves(pos, side, from, piece, rs, out);
        crate::rules::movegen::retain(out, start, |m| !m.is_capture());
        if king.is_some() {
            castling_takes(pos, rs, side, from, piece, None, &mut takes, out);
        }
        if king.is_none() && kinds.is_empty() {
            continue;
        }
        // (The copy with the man's square vacated is made when a make needs it.)
        let mut ready = false;
        let mover = Mover {
            pos,
            by: side,
            from,
            piece,
        };
        // Popeye removes duplicate takes kind by kind of victim: a take of a knight and one
        // of a bishop landing on one square are two moves.
        if let Some(k) = king {
            let kind = pos.piece_at(k).map_or(PieceKind::King, |p| p.kind());
            let dedup_from = out.len();
            make_takes(
                &mut scratch,
                &mut ready,
                &mover,
                rs,
                kind,
                &[k],
                None,
                None,
                &mut buf,
                &mut ends,
                &mut takes,
                out,
                dedup_from,
            );
        }
        for (j, (kind, men)) in kinds.iter().enumerate() {
            // (A pawn's makes are one or two: asked directly, they cost less than the squares
            // its eight men are taken from.)
            let reach = orthodox_index(piece.kind())
                .filter(|_| *kind != PieceKind::Pawn)
                .and_then(|o| *reaches[j][o].get_or_insert_with(|| reach(pos, piece.kind(), men)));
            let dedup_from = out.len();
            make_takes(
                &mut scratch,
                &mut ready,
                &mover,
                rs,
                *kind,
                men,
                None,
                reach.as_ref(),
                &mut buf,
                &mut ends,
                &mut takes,
                out,
                dedup_from,
            );
        }
    }
}

/// Whether a rule other than Make&Take's answers first for check (the first with
/// `Hooks::ATTACK`).
fn another_judges_check(rs: &Ruleset) -> bool {
    rs.with(crate::rules::condition::Hooks::ATTACK)
        .next()
        .is_some_and(|r| r.as_any().downcast_ref::<rules::Compiled>().is_none())
}

/// The captures of `by`'s piece `piece` on `from` whose make is the castling of the side it
/// takes (`0-0*e6`), of a king (of the piece on `target` only, when given), pushed onto `out`
/// (Popeye keeps them beside the captures made after other makes, none a duplicate).
#[allow(clippy::too_many_arguments)]
fn castling_takes(
    pos: &Position,
    rs: &Ruleset,
    by: Side,
    from: Square,
    piece: Piece,
    target: Option<Square>,
    takes: &mut MoveList,
    out: &mut MoveList,
) {
    for (s, special) in castling_makes(pos, from, by.opponent()) {
        let mut t = *pos;
        t.remove(from);
        t.put(s, piece);
        takes.clear();
        piece_moves(&t, by, s, piece, rs, takes);
        for m in takes.iter() {
            let Some(v) = m.captured else { continue };
            if v.kind() != PieceKind::King
                || !v.colour().movable_by(by.opponent())
                || m.special != Special::Plain
                || m.promotion.is_some()
                || target.is_some_and(|t| t != m.to)
            {
                continue;
            }
            out.push(Move {
                from,
                special,
                rebirth: None,
                ..*m
            });
        }
    }
}

/// The place of an orthodox kind among a node's cached reaches (see [`reach`]).
fn orthodox_index(kind: PieceKind) -> Option<usize> {
    Some(match kind {
        PieceKind::King => 0,
        PieceKind::Queen => 1,
        PieceKind::Rook => 2,
        PieceKind::Bishop => 3,
        PieceKind::Knight => 4,
        PieceKind::Pawn => 5,
        _ => return None,
    })
}

/// The empty squares from which a man of the orthodox kind `kind` of `by` might take one of
/// `men`, as [`may_take`] asks it (a pawn: beside one; a leaper: a leap away; a rider: on its
/// line with the squares between empty, but for one man of that kind, which may be the one
/// moving): `None` for another kind. The makes ending elsewhere need no other look.
/// (Each make's end was asked of every man of the kind: a node walks about two hundred.)
fn reach(pos: &Position, kind: PieceKind, men: &[Square]) -> Option<SquareSet> {
    use crate::rules::popeye_vectors::{KNIGHT_LEAPS, QUEEN_LINES};
    use crate::rules::position::OFF_BOARD;
    let mut set = SquareSet::EMPTY;
    // (Read on the mailbox: a step off the board lands on a cell marked so.)
    let mut leaps = |steps: &[(i8, i8)]| {
        for &v in men {
            let m = v.mailbox() as isize;
            for &(df, dr) in steps {
                let i = m + delta(df, dr);
                if pos.cell(i as usize) == EMPTY {
                    set.insert(Square::from_mailbox(i as usize));
                }
            }
        }
    };
    match kind {
        PieceKind::Pawn | PieceKind::King => leaps(QUEEN_LINES),
        PieceKind::Knight => leaps(KNIGHT_LEAPS),
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => {
            for &v in men {
                for &(df, dr) in QUEEN_LINES {
                    let line = df == 0 || dr == 0;
                    if kind == PieceKind::Rook && !line || kind == PieceKind::Bishop && line {
                        continue;
                    }
                    let d = delta(df, dr);
                    let mut i = v.mailbox() as isize + d;
                    let mut passed = false;
                    loop {
                        let c = pos.cell(i as usize);
                        if c == EMPTY {
                            set.insert(Square::from_mailbox(i as usize));
                        } else if c == OFF_BOARD
                            || passed
                            || Piece::from_cell(c).is_none_or(|p| p.kind() != kind)
                        {
                            break;
                        } else {
                            passed = true;
                        }
                        i += d;
                    }
                }
            }
        }
        _ => return None,
    }
    Some(set)
}

/// The man whose Make&Take captures are being made: the position, its side, its square and
/// itself.
struct Mover<'a> {
    pos: &'a Position,
    by: Side,
    from: Square,
    piece: Piece,
}

/// Puts `piece` on the empty square `sq` of `scratch` (the mover's position with its square
/// vacated) for `probe`, then takes it off again; where that does not leave `scratch` as it
/// was (a royal walk's attributes, kings counted otherwise), vacates it afresh.
fn with_man<R>(
    scratch: &mut Position,
    mover: &Mover,
    sq: Square,
    piece: Piece,
    probe: impl FnOnce(&Position) -> R,
) -> R {
    let kings = (scratch.king(Side::White), scratch.king(Side::Black));
    scratch.put(sq, piece);
    let answer = probe(scratch);
    scratch.remove(sq);
    if piece.kind().is_royal_fairy()
        || kings != (scratch.king(Side::White), scratch.king(Side::Black))
    {
        vacated(scratch, mover.pos, mover.from);
    }
    answer
}

/// Whether the mover, standing on `s`, might take a man on one of `men` as far as the squares
/// say: an orthodox man's walk read off them (with its own square vacated), an orthodox
/// pawn's takes (e.p. included) of a man beside it, another walk's geometry.
fn may_take(mover: &Mover, s: Square, men: &[Square]) -> bool {
    let Mover {
        pos,
        by,
        from,
        piece,
    } = *mover;
    let kind = piece.kind();
    let pawn = kind == PieceKind::Pawn;
    if walk::of(piece).pawn && !pawn {
        return true;
    }
    men.iter().any(|&v| {
        let d = (
            v.file() as i8 - s.file() as i8,
            v.rank() as i8 - s.rank() as i8,
        );
        if pawn {
            d.0.abs() <= 1 && d.1.abs() <= 1
        } else {
            orthodox_takes(pos, kind, by, s, v, from).unwrap_or_else(|| walk::may_reach(piece, d))
        }
    })
}

/// The captures of the mover after a make of a `kind` of the side it takes, taking a piece of
/// that kind (one of `men`; the one on `target` only, when given), pushed onto `out` unless
/// one of `out[dedup_from..]` lands on the same square (promoting alike). `scratch` holds the
/// position with the mover's square vacated, and is left so.
#[allow(clippy::too_many_arguments)]
fn make_takes(
    scratch: &mut Position,
    ready: &mut bool,
    mover: &Mover,
    rs: &Ruleset,
    kind: PieceKind,
    men: &[Square],
    target: Option<Square>,
    reach: Option<&SquareSet>,
    buf: &mut MoveList,
    ends: &mut Vec<Square>,
    takes: &mut MoveList,
    out: &mut MoveList,
    dedup_from: usize,
) {
    let Mover {
        pos,
        by,
        from,
        piece,
    } = *mover;
    let victim_side = by.opponent();
    if kind == PieceKind::Pawn && from.rank() == pos.home_rank(victim_side) {
        // (A pawn on its own first rank has no move.)
        return;
    }
    // (The ends' list is kept from one make to the next: allocating it was a tenth of the
    // cost.)
    let mut squares = std::mem::take(ends);
    // Where the squares the man takes from are known (`reach`), only the makes ending there
    // are kept; the orthodox kinds' makes all lie on the lines and leaps of Popeye's table,
    // so their order below is the table's whichever are kept.
    let reach = reach.filter(|_| {
        matches!(
            kind,
            PieceKind::Queen
                | PieceKind::Rook
                | PieceKind::Bishop
                | PieceKind::Knight
                | PieceKind::Pawn
        )
    });
    let keep = |s: Square| reach.is_none_or(|r| r.contains(s));
    let plain = plain_makes_where(pos, rs, from, kind, victim_side, &mut squares, keep);
    let mut ensure = |scratch: &mut Position| {
        if !*ready {
            vacated(scratch, pos, from);
            *ready = true;
        }
    };
    if !plain {
        ensure(scratch);
        squares = with_man(
            scratch,
            mover,
            from,
            Piece::new(victim_side.colour(), kind),
            |t| makes(t, rs, from, kind, victim_side, buf),
        );
    }
    // Popeye takes after the make it generated last first, and of two takes landing on one
    // square keeps the first: so the take after the later make stands (`TRh2*f6-f7` after
    // the make to f2, not `TRh2*g7-f7` after the one to h7). Its makes come in the order of
    // its table of steps, each line outward ([`popeye_order`]); where a make's step is not
    // in that part of the table, feerie's order stands in for it (a square made to twice
    // counting where it came last; the makes read off the squares come once each, in the
    // order of generation).
    // (Whether every make is in the table is asked of them all; the order is then asked only
    // of the ends the man takes from, the key being the square's own: the same order as
    // sorting them all first, which was a third of the run.)
    let ordered =
        reach.is_some() && plain || squares.iter().all(|&s| popeye_order(from, s).is_some());
    squares.retain(|&s| {
        !(piece.kind() == PieceKind::Pawn && s.rank() == pos.home_rank(by))
            && may_take(mover, s, men)
    });
    if ordered {
        squares.sort_unstable_by_key(|&s| std::cmp::Reverse(popeye_order(from, s)));
    } else if plain {
        squares.reverse();
    } else {
        let last = |s: Square| {
            buf.iter()
                .rposition(|m| m.to == s && !m.is_capture() && !m.is_exit())
        };
        squares.sort_by_key(|&s| std::cmp::Reverse(last(s)));
    }
    if !squares.is_empty() {
        ensure(scratch);
    }
    for &s in &squares {
        takes.clear();
        with_man(scratch, mover, s, piece, |t| {
            piece_moves(t, by, s, piece, rs, takes)
        });
        for m in takes.iter() {
            let Some(v) = m.captured else { continue };
            if v.kind() != kind || !v.colour().movable_by(victim_side) {
                continue;
            }
            let mv = Move {
                from,
                rebirth: None,
                ..*m
            };
            if target.is_some_and(|t| t != victim_square(&mv)) {
                continue;
            }
            // Popeye's remover of a piece's duplicate takes keys them by arrival alone: a
            // locust's takes of two men landing on one square are one move, the first made.
            let dup = out[dedup_from..]
                .iter()
                .any(|o| o.to == mv.to && o.promotion == mv.promotion);
            if !dup {
                out.push(mv);
            }
        }
    }
    *ends = squares;
}

/// Where Popeye generates the move from `from` to `to` among a rider's or leaper's moves on
/// the rook's, bishop's or knight's lines: the place of its step in Popeye's table, then its
/// distance (`None` for another step).
fn popeye_order(from: Square, to: Square) -> Option<(usize, i32)> {
    let dx = to.file() as i32 - from.file() as i32;
    let dy = to.rank() as i32 - from.rank() as i32;
    match POPEYE_ORDER[((dx + 15) * 31 + dy + 15) as usize] {
        0 => None,
        key => Some((usize::from(key >> 4), i32::from(key & 15))),
    }
}

/// [`popeye_order`] of each offset (files then ranks, each -15..=15), the place in the table
/// times 16 plus the distance (0: none); read on every make, it was computed each time.
const POPEYE_ORDER: [u8; 31 * 31] = {
    let mut table = [0u8; 31 * 31];
    let mut dx = -15i32;
    while dx <= 15 {
        let mut dy = -15i32;
        while dy <= 15 {
            let n = gcd(dx.abs(), dy.abs());
            if n != 0 {
                let step = ((dx / n) as i8, (dy / n) as i8);
                let vectors = crate::rules::popeye_vectors::POPEYE_VECTORS;
                let mut place = 0;
                while place < vectors.len() {
                    if vectors[place].0 == step.0 && vectors[place].1 == step.1 {
                        table[((dx + 15) * 31 + dy + 15) as usize] = (place * 16) as u8 + n as u8;
                        break;
                    }
                    place += 1;
                }
            }
            dy += 1;
        }
        dx += 1;
    }
    table
};

const fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The Make&Take captures by `by` of the piece on `target` (its kind's makes, and a king's
/// castling makes), each piece's without duplicates.
pub fn captures_of(pos: &Position, target: Square, by: Side, rs: &Ruleset, out: &mut MoveList) {
    let Some(victim) = pos.piece_at(target) else {
        return;
    };
    let mut buf = MoveList::new();
    let mut ends: Vec<Square> = Vec::new();
    let mut takes = MoveList::new();
    let mut scratch = *pos;
    for from in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if victim.kind() == PieceKind::King {
            castling_takes(pos, rs, by, from, piece, Some(target), &mut takes, out);
        }
        let dedup_from = out.len();
        vacated(&mut scratch, pos, from);
        make_takes(
            &mut scratch,
            &mut true,
            &Mover {
                pos,
                by,
                from,
                piece,
            },
            rs,
            victim.kind(),
            &[target],
            Some(target),
            None,
            &mut buf,
            &mut ends,
            &mut takes,
            out,
            dedup_from,
        );
    }
}
/// Whether an orthodox man of kind `kind` of `by` on `s` takes on `target` (another square),
/// the squares between read with `vacated` empty; `None` for a walk other than the orthodox
/// ones. (A pawn's e.p. takes are not asked: its victim is no king.)
fn orthodox_takes(
    pos: &Position,
    kind: PieceKind,
    by: Side,
    s: Square,
    target: Square,
    vacated: Square,
) -> Option<bool> {
    let df = target.file() as i8 - s.file() as i8;
    let dr = target.rank() as i8 - s.rank() as i8;
    let (af, ar) = (df.abs(), dr.abs());
    let open = || {
        let step = (df.signum(), dr.signum());
        (1..af.max(ar)).all(|k| {
            let q = s.stepped(step, k);
            q == vacated || pos.is_empty_square(q)
        })
    };
    Some(match kind {
        PieceKind::Pawn => dr == by.forward() && af == 1,
        PieceKind::Knight => (af == 1 && ar == 2) || (af == 2 && ar == 1),
        PieceKind::King => af <= 1 && ar <= 1,
        PieceKind::Bishop => af == ar && open(),
        PieceKind::Rook => (af == 0 || ar == 0) && open(),
        PieceKind::Queen => (af == ar || af == 0 || ar == 0) && open(),
        _ => return None,
    })
}

/// The makes of a `kind` of `side` from `from`, read off the squares in the order its walk
/// makes them, written into `squares` (cleared first), where its walk is leaps and rides
/// only, or an orthodox pawn's steps; false for the other walks (their moves are generated
/// on the board with the piece put there).
#[cfg(test)]
fn plain_makes(
    pos: &Position,
    rs: &Ruleset,
    from: Square,
    kind: PieceKind,
    side: Side,
    squares: &mut Vec<Square>,
) -> bool {
    plain_makes_where(pos, rs, from, kind, side, squares, |_| true)
}

/// [`plain_makes`], keeping only the ends `keep` takes.
fn plain_makes_where(
    pos: &Position,
    rs: &Ruleset,
    from: Square,
    kind: PieceKind,
    side: Side,
    squares: &mut Vec<Square>,
    keep: impl Fn(Square) -> bool,
) -> bool {
    let size = pos.size();
    let empty = |v: (i8, i8), k: i8| {
        from.offset(
            i32::from(v.0) * i32::from(k),
            i32::from(v.1) * i32::from(k),
            size,
        )
        .filter(|&to| pos.is_empty_square(to))
    };
    squares.clear();
    if kind == PieceKind::Pawn {
        if rs.uses(crate::rules::condition::Hooks::DOUBLE_STEP) {
            return false;
        }
        let second = match side {
            Side::White => 1,
            Side::Black => size.height() - 2,
        };
        if let Some(one) = empty((0, side.forward()), 1) {
            if keep(one) {
                squares.push(one);
            }
            if from.rank() == second {
                squares.extend(empty((0, side.forward()), 2).filter(|&s| keep(s)));
            }
        }
        return true;
    }
    let w = walk::walk(kind);
    if w.pawn
        || w.custom.is_some()
        || w.fairy_pawn.is_some()
        || !w.far_leaps.is_empty()
        || !w.quiet_rides.is_empty()
        || !w.cannons.is_empty()
        || !w.hops.is_empty()
        || !w.lame.is_empty()
        || !w.lions.is_empty()
        || w.nonstop_equihopper
    {
        return false;
    }
    for &v in w.leaps {
        if let Some(to) = empty(v, 1) {
            if keep(to) && !squares.contains(&to) {
                squares.push(to);
            }
        }
    }
    for &v in w.rides {
        let mut k = 1;
        while let Some(to) = empty(v, k) {
            if keep(to) && !squares.contains(&to) {
                squares.push(to);
            }
            k += 1;
        }
    }
    true
}

/// Whether `by` could take the piece on `target` (a king's make first).
pub fn attacked(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    let squares = by_squares(pos, target, by, rs);
    if squares && rs.attackers(by).minus(KindSet::ORTHODOX).is_empty() {
        return checked_from_squares(pos, target, by);
    }
    let mut buf = MoveList::new();
    let mut takes = MoveList::new();
    let mut scratch = None;
    for from in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let answer = if squares {
            takes_after_king_make(pos, from, piece, target, by)
        } else {
            None
        };
        let hit = match answer {
            Some(hit) => hit,
            None => {
                let scratch = scratch.get_or_insert(*pos);
                vacated(scratch, pos, from);
                let mover = Mover {
                    pos,
                    by,
                    from,
                    piece,
                };
                played_takes_after_king_make(scratch, &mover, target, rs, &mut buf, &mut takes)
            }
        };
        if hit {
            return true;
        }
    }
    false
}

/// [`takes_after_king_make`] of every man of `by`, all orthodox, asked from the target's side:
/// the squares from which each walk takes on `target` are its lines' empty squares up to the
/// first man, its knight's leaps, its king's steps and its pawn's (not on `by`'s first rank),
/// and a man of that walk beside one of them makes the king's step there and takes (the
/// squares between are empty, so the man's own square is not among them). A line's first man
/// of that walk also takes from the square beyond it when empty (its own square vacated), and
/// a man on the king's square of the game array may castle as the taken king would. (Each
/// move's check asked every man of `by` in turn: a third of the run.)
fn checked_from_squares(pos: &Position, target: Square, by: Side) -> bool {
    use crate::rules::popeye_vectors::{KNIGHT_LEAPS, QUEEN_LINES};
    let cell = |i: isize| pos.cell(i as usize);
    let men = Men::of(by);
    let t = target.mailbox() as isize;
    if QUEEN_LINES.iter().any(|&v| line_checks(&cell, &men, t, v)) {
        return true;
    }
    if KNIGHT_LEAPS
        .iter()
        .any(|&(df, dr)| leap_checks(&cell, t + delta(df, dr), men.knight))
    {
        return true;
    }
    if QUEEN_LINES
        .iter()
        .any(|&(df, dr)| leap_checks(&cell, t + delta(df, dr), men.king))
    {
        return true;
    }
    if [-1i8, 1]
        .into_iter()
        .any(|df| pawn_checks(pos, &cell, &men, by, t + delta(df, -by.forward())))
    {
        return true;
    }
    // Popeye's castling makes, from the king's square of the game array of the side taken.
    let e = Square::new(4, pos.home_rank(by.opponent()));
    pos.size().width() == 8
        && pos.movable_by(by).contains(e)
        && pos
            .piece_at(e)
            .and_then(|piece| takes_after_king_make(pos, e, piece, target, by))
            == Some(true)
}

use crate::rules::position::EMPTY;
use crate::rules::square::delta;

/// The cells of `by`'s orthodox men, to compare with the board's.
struct Men {
    king: u16,
    queen: u16,
    rook: u16,
    bishop: u16,
    knight: u16,
    pawn: u16,
}

impl Men {
    fn of(by: Side) -> Men {
        let man = |kind| Piece::new(by.colour(), kind).bits();
        Men {
            king: man(PieceKind::King),
            queen: man(PieceKind::Queen),
            rook: man(PieceKind::Rook),
            bishop: man(PieceKind::Bishop),
            knight: man(PieceKind::Knight),
            pawn: man(PieceKind::Pawn),
        }
    }
}

/// Whether a man whose cell is `a` or `b` stands beside the cell `i`.
fn beside(cell: &impl Fn(isize) -> u16, i: isize, a: u16, b: u16) -> bool {
    crate::rules::popeye_vectors::QUEEN_LINES
        .iter()
        .any(|&(df, dr)| {
            let c = cell(i + delta(df, dr));
            c == a || c == b
        })
}

/// Whether a man of the walk of the line `(df, dr)` from the target (mailbox `t`) takes it
/// after a king's step (see [`checked_from_squares`]).
fn line_checks(cell: &impl Fn(isize) -> u16, men: &Men, t: isize, (df, dr): (i8, i8)) -> bool {
    let (a, b) = if df == 0 || dr == 0 {
        (men.rook, men.queen)
    } else {
        (men.bishop, men.queen)
    };
    let d = delta(df, dr);
    let mut i = t + d;
    loop {
        let c = cell(i);
        if c != EMPTY {
            return (c == a || c == b) && cell(i + d) == EMPTY;
        }
        if beside(cell, i, a, b) {
            return true;
        }
        i += d;
    }
}

/// Whether the cell `i` is empty with a man of cell `man` beside it (a leaper's or king's
/// square to take from).
fn leap_checks(cell: &impl Fn(isize) -> u16, i: isize, man: u16) -> bool {
    cell(i) == EMPTY && beside(cell, i, man, man)
}

/// [`leap_checks`] for a pawn of `by`, which takes from no square of its own first rank.
fn pawn_checks(
    pos: &Position,
    cell: &impl Fn(isize) -> u16,
    men: &Men,
    by: Side,
    i: isize,
) -> bool {
    cell(i) == EMPTY
        && Square::from_mailbox(i as usize).rank() != pos.home_rank(by)
        && beside(cell, i, men.pawn, men.pawn)
}

/// Whether the move `mv` of the side to move, a man's displacement (from `mv.from` to `mv.to`,
/// taking there if anything), leaves its king on `king` in check, the king not being in check
/// before (with every man of `by`, the other side, orthodox and none on the king's square of
/// the game array of the side to move). A check needs an empty square to take from and the
/// squares between it and the king empty; the displacement fills `mv.to` and empties only
/// `mv.from`, so a check it gives is one where `mv.from` is that square or one between: read
/// off the line from the king through `mv.from`, or `mv.from` as a leaper's, king's or pawn's
/// square to take from.
fn displacement_checks(pos: &Position, mv: &Move, king: Square, by: Side) -> bool {
    let (from, to) = (mv.from.mailbox() as isize, mv.to.mailbox() as isize);
    let mover = mv.piece.bits();
    let cell = |i: isize| {
        if i == from {
            EMPTY
        } else if i == to {
            mover
        } else {
            pos.cell(i as usize)
        }
    };
    let men = Men::of(by);
    let t = king.mailbox() as isize;
    let df = mv.from.file() as i8 - king.file() as i8;
    let dr = mv.from.rank() as i8 - king.rank() as i8;
    let (af, ar) = (df.abs(), dr.abs());
    if af == ar || af == 0 || ar == 0 {
        if line_checks(&cell, &men, t, (df.signum(), dr.signum())) {
            return true;
        }
        if af.max(ar) == 1 {
            return leap_checks(&cell, from, men.king)
                || (af == 1 && dr == -by.forward() && pawn_checks(pos, &cell, &men, by, from));
        }
        return false;
    }
    (af == 1 && ar == 2 || af == 2 && ar == 1) && leap_checks(&cell, from, men.knight)
}

/// Make&Take's legality where the squares tell the check (Make&Take alone, every man of the
/// opponent orthodox, see [`by_squares`]) and the side to move is not in check, no man of the
/// opponent standing on its king's square of the game array (whose castling makes ask its
/// rook and the squares between): a man's displacement other than the king's is judged by
/// [`displacement_checks`] without playing it, the other moves are played. `None` elsewhere
/// (the core plays every move).
fn legality(pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) -> Option<()> {
    let side = pos.side_to_move();
    let by = side.opponent();
    let king = pos.king(side)?;
    let e = Square::new(4, pos.home_rank(side));
    if rs.several_kings()
        || !by_squares(pos, king, by, rs)
        || !rs.attackers(by).minus(KindSet::ORTHODOX).is_empty()
        || (pos.size().width() == 8 && pos.movable_by(by).contains(e))
        || checked_from_squares(pos, king, by)
    {
        return None;
    }
    crate::rules::movegen::retain(out, start, |mv| {
        let displacement = matches!(mv.special, Special::Plain | Special::DoubleStep)
            && mv.rebirth.is_none()
            && mv.from != king
            && KindSet::ORTHODOX.has(mv.piece)
            && !mv.captured.is_some_and(|v| v.is(PieceKind::King));
        if displacement {
            !displacement_checks(pos, mv, king, by)
        } else {
            crate::rules::movegen::is_legal_candidate(pos, mv, rs)
        }
    });
    Some(())
}

/// Whether the squares alone can tell Make&Take's check on `target` for orthodox men (see
/// [`takes_after_king_make`]): Make&Take in force alone (no capture filter, no other rule
/// walking the men), no attributes, no neutral man, and a man of the other side to take on
/// the target.
fn by_squares(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    rs.rules().len() == 1
        && !rs.has_attributes()
        && pos.occupied_by(Colour::Neutral).is_empty()
        && pos
            .piece_at(target)
            .is_some_and(|p| p.colour().movable_by(by.opponent()) && !p.colour().movable_by(by))
}

/// Whether the orthodox man `piece` of `by` on `from` takes on `target` after a make as the
/// other side's king (a step to an empty square, or Popeye's castling make), read off the
/// squares: the man's walk from the make's end to the target, with `from` vacated. `None` for
/// a man without an orthodox walk. (Each make used to be played on a copy of the position
/// and the man's moves generated there: 129 times orthodox's cost a node at perft(4).)
fn takes_after_king_make(
    pos: &Position,
    from: Square,
    piece: Piece,
    target: Square,
    by: Side,
) -> Option<bool> {
    let kind = piece.kind();
    if !matches!(
        kind,
        PieceKind::Pawn
            | PieceKind::Knight
            | PieceKind::Bishop
            | PieceKind::Rook
            | PieceKind::Queen
            | PieceKind::King
    ) {
        return None;
    }
    let home = pos.home_rank(by);
    let takes_from = |s: Square| {
        (kind != PieceKind::Pawn || s.rank() != home)
            && orthodox_takes(pos, kind, by, s, target, from) == Some(true)
    };
    // A make ends beside `from` but for a castling make (from the king's square of the
    // game array): a man that could not reach the target from any square beside it is done.
    let (df, dr) = (
        target.file() as i8 - from.file() as i8,
        target.rank() as i8 - from.rank() as i8,
    );
    let (af, ar) = (df.abs(), dr.abs());
    let far = match kind {
        PieceKind::Knight => af.max(ar) > 3,
        PieceKind::Pawn | PieceKind::King => af.max(ar) > 2,
        PieceKind::Bishop => (af - ar).abs() > 2,
        PieceKind::Rook => af > 1 && ar > 1,
        _ => (af - ar).abs() > 2 && af > 1 && ar > 1,
    };
    let castling_square = from.file() == 4 && from.rank() == pos.home_rank(by.opponent());
    if far && !castling_square {
        return Some(false);
    }
    // The king's steps from `from` (to empty squares: the target is not one).
    for (df, dr) in walk::QUEEN {
        let Some(s) = from.offset(i32::from(*df), i32::from(*dr), pos.size()) else {
            continue;
        };
        if pos.is_empty_square(s) && takes_from(s) {
            return Some(true);
        }
    }
    Some(castling_makes(pos, from, by.opponent()).any(|(s, _)| takes_from(s)))
}

/// [`takes_after_king_make`] for any man and rules, each make played on `scratch` (the
/// position with the mover's square vacated, left so) and the man's moves generated there.
fn played_takes_after_king_make(
    scratch: &mut Position,
    mover: &Mover,
    target: Square,
    rs: &Ruleset,
    buf: &mut MoveList,
    takes: &mut MoveList,
) -> bool {
    let Mover {
        pos,
        by,
        from,
        piece,
    } = *mover;
    let king = Piece::new(by.opponent().colour(), PieceKind::King);
    let mut squares = with_man(scratch, mover, from, king, |t| {
        makes(t, rs, from, PieceKind::King, by.opponent(), buf)
    });
    for (s, _) in castling_makes(pos, from, by.opponent()) {
        if !squares.contains(&s) {
            squares.push(s);
        }
    }
    for s in squares {
        if piece.kind() == PieceKind::Pawn && s.rank() == pos.home_rank(by) {
            continue;
        }
        let w = walk::of(piece);
        let d = (
            target.file() as i8 - s.file() as i8,
            target.rank() as i8 - s.rank() as i8,
        );
        if !w.pawn && !walk::may_reach(piece, d) {
            continue;
        }
        let mut t = *scratch;
        t.put(s, piece);
        if t.is_empty_square(target) {
            // Something to take on an empty square (castling's passage).
            t.put(target, Piece::new(by.opponent().colour(), PieceKind::Queen));
        }
        takes.clear();
        piece_moves(&t, by, s, piece, rs, takes);
        // The conditions that filter observations (Disparate) judge the piece that takes.
        if takes.iter().any(|m| {
            m.is_capture()
                && victim_square(m) == target
                && capture_counts(
                    pos,
                    Capture {
                        from,
                        piece,
                        nature: m.nature,
                    },
                    target,
                    by,
                    rs,
                )
        }) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    #[test]
    fn captures_come_after_a_make() {
        let p = parse_popeye(
            "begin pieces white ka1 rd1 re1 black kh8 sf3 pe6 stipulation ~1 condition make&takechess end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text(&p.position, m))
            .collect();
        // A knight's make from d1 to e3 or f2, then the rook's take of f3.
        assert!(list.contains(&"Rd1*f3".to_string()), "{list:?}");
        // A black pawn's make from e1 goes nowhere: the rook cannot take e6.
        assert!(!list.contains(&"Re1*e6".to_string()), "{list:?}");
        assert!(list.contains(&"Re1-e5".to_string()), "{list:?}");
    }

    /// Popeye 4.104 (TESTS maketake #6): beside Circe RexInclusive, Qe8 takes Ke6 after the
    /// castling makes 0-0 (to g8, Rh8 to f8) and 0-0-0 (to c8, Ra8 to d8) too, the king reborn
    /// on e8 the queen left; the rook moves with the move, its right gone.
    #[test]
    fn castling_makes_take_the_king_beside_rex_inclusive_circe() {
        use crate::rules::moves::Special;
        use crate::rules::piece::{PieceKind, Side};
        use crate::rules::square::Square;
        let p = parse_popeye(
            "begin pieces white kh1 qe8 black ke6 ra8 rh8 stipulation ~1 condition make&take circe rexincl end",
        )
        .unwrap()
        .remove(0);
        let pos = p.position;
        let rs = Ruleset::new(&pos, &p.conditions);
        let moves = legal_moves(&pos, &rs);
        let text = |m| move_text(&pos, m);
        let short = moves
            .iter()
            .find(|m| text(m) == "0-0*e6[+bKe8]")
            .expect("0-0*e6");
        assert!(moves.iter().any(|m| text(m) == "0-0-0*e6[+bKe8]"));
        assert!(moves.iter().any(|m| text(m) == "Qe8*e6[+bKe8]"));
        assert_eq!(
            short.special,
            Special::CastlingMake {
                rook_from: Square::new(7, 7),
                rook_to: Square::new(5, 7)
            }
        );
        assert_eq!(short.castling_make_square(), Some(Square::new(6, 7)));
        let after = pos.play(short, &rs);
        let at = |f, r| after.piece_at(Square::new(f, r)).map(|p| p.kind());
        assert_eq!(at(5, 7), Some(PieceKind::Rook));
        assert_eq!(at(7, 7), None);
        assert_eq!(at(4, 5), Some(PieceKind::Queen));
        assert_eq!(after.king(Side::Black), Some(Square::new(4, 7)));
        assert!(!after.castling().rook_unmoved(Side::Black, true));
        assert_eq!(after.hash(), after.compute_hash());
        // The text reads back as the castling make, the piece's own capture as its own.
        let read = crate::notation::move_text::parse_move(&pos, &rs, "0-0*e6").unwrap();
        assert_eq!(&read, short);
        let own = crate::notation::move_text::parse_move(&pos, &rs, "Qe8*e6").unwrap();
        assert_eq!(own.special, Special::Plain);
        // Alone, Make&Take takes no king (a position with the king attacked is illegal).
        let alone = parse_popeye(
            "begin pieces white kh1 qe8 black ke6 ra8 rh8 stipulation ~1 condition make&take end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&alone.position, &alone.conditions);
        let mut list = crate::rules::moves::MoveList::new();
        crate::rules::movegen::generate_candidates(&alone.position, &rs, &mut list);
        assert!(!list
            .iter()
            .any(|m| m.captured.is_some_and(|v| v.kind() == PieceKind::King)));
    }

    /// The check read off the squares (`takes_after_king_make`) answers as the makes played
    /// out and the men's moves generated (`played_takes_after_king_make`), for every man of
    /// either side on every man of the other, on positions drawn from a fixed seed (men on
    /// the kings' and rooks' squares of the array often, for the castling makes).
    #[test]
    fn squares_tell_the_check_as_the_played_makes() {
        use super::*;
        let mut rng = crate::conditions::test_support::Rng::new(0x2545_f491_4f6c_dd1d);
        let mut told = 0;
        let mut checks = 0;
        let mut judged = 0;
        let favoured = ["e1", "e8", "a1", "h1", "a8", "h8"];
        for _ in 0..400 {
            let text = crate::conditions::test_support::random_men(
                &mut rng,
                8,
                &['q', 'r', 'b', 's', 'p', 'p', 'r'],
                |rng, kind| {
                    if kind != 'p' && rng.below(4) == 0 {
                        favoured[rng.below(6) as usize].to_string()
                    } else {
                        let low = if kind == 'p' { 1 } else { 0 };
                        let rank = low + rng.below(if kind == 'p' { 6 } else { 8 });
                        format!("{}{}", (b'a' + rng.below(8) as u8) as char, rank + 1)
                    }
                },
            );
            let p = parse_popeye(&format!(
                "begin pieces {text} stipulation ~1 condition make&take end"
            ))
            .unwrap()
            .remove(0);
            let pos = &p.position;
            let rs = Ruleset::new(pos, &p.conditions);
            for by in [Side::White, Side::Black] {
                for target in pos.movable_by(by.opponent()).iter() {
                    assert!(by_squares(pos, target, by, &rs), "{text}");
                    let mut any = false;
                    for from in pos.movable_by(by).iter() {
                        let piece = pos.piece_at(from).unwrap();
                        let read =
                            takes_after_king_make(pos, from, piece, target, by).expect("orthodox");
                        let mut scratch = *pos;
                        vacated(&mut scratch, pos, from);
                        let mover = Mover {
                            pos,
                            by,
                            from,
                            piece,
                        };
                        let played = played_takes_after_king_make(
                            &mut scratch,
                            &mover,
                            target,
                            &rs,
                            &mut MoveList::new(),
                            &mut MoveList::new(),
                        );
                        assert_eq!(read, played, "{text}: {from:?} on {target:?}");
                        told += 1;
                        checks += usize::from(read);
                        any |= read;
                    }
                    // Asked from the target's side, the squares answer as the men asked in turn.
                    assert_eq!(
                        checked_from_squares(pos, target, by),
                        any,
                        "{text}: {target:?} by {by:?}"
                    );
                }
            }
            // Out of check, the displacements judged by the square they empty are the moves
            // the played verdict allows, for either side to move.
            for side in [Side::White, Side::Black] {
                let mut pos = *pos;
                pos.set_side_to_move(side);
                let mut list = MoveList::new();
                crate::rules::movegen::generate_candidates(&pos, &rs, &mut list);
                // (The core's `retain` keeps the moves in its own order.)
                let mut played = list.clone();
                crate::rules::movegen::retain(&mut played, 0, |m| {
                    crate::rules::movegen::is_legal_candidate(&pos, m, &rs)
                });
                if legality(&pos, &rs, &mut list, 0).is_some() {
                    judged += 1;
                    assert_eq!(list, played, "{text}: {side:?} to move");
                }
            }
            // The makes read off the squares are the ones generated with the piece put there,
            // in their order, for every man's square and a few walks beside the orthodox.
            let kinds = [
                PieceKind::King,
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Pawn,
                PieceKind::Nightrider,
                PieceKind::Camel,
                PieceKind::Zebra,
                PieceKind::Amazon,
                PieceKind::Leaper15,
                PieceKind::Grasshopper,
            ];
            let mut buf = MoveList::new();
            for (from, _) in pos.pieces() {
                for side in [Side::White, Side::Black] {
                    for kind in kinds {
                        if kind == PieceKind::Pawn && from.rank() == pos.home_rank(side) {
                            continue;
                        }
                        let mut read = Vec::new();
                        if !plain_makes(pos, &rs, from, kind, side, &mut read) {
                            assert!(
                                matches!(kind, PieceKind::Grasshopper | PieceKind::Leaper15),
                                "{kind:?}"
                            );
                            continue;
                        }
                        let mut t = *pos;
                        t.put(from, Piece::new(side.colour(), kind));
                        assert_eq!(
                            read,
                            makes(&t, &rs, from, kind, side, &mut buf),
                            "{text}: {kind:?} of {side:?} on {from:?}"
                        );
                    }
                }
            }
        }
        // The draw holds both answers in numbers.
        assert!(
            told > 20_000 && checks > 1_000 && judged > 100,
            "{told} {checks} {judged}"
        );
    }

    /// Popeye 4.104 (TESTS maketake #2 and variants): Se8's castling make 0-0-0 to c8 checks
    /// Ka7 when Ra8 stands on its corner with b8-d8 empty; not beside a queen, nor from d8's
    /// neighbour f8.
    #[test]
    fn castling_make_checks() {
        let black_in_check = |pieces: &str| {
            let p = parse_popeye(&format!(
                "begin pieces {pieces} stipulation zg71 condition make&take option nowk end"
            ))
            .unwrap()
            .remove(0);
            let rs = Ruleset::new(&p.position, &p.conditions);
            crate::rules::attack::in_check(&p.position, crate::rules::piece::Side::Black, &rs)
        };
        assert!(black_in_check("black ka7 ra8 white se8"));
        assert!(!black_in_check("black ka7 white se8"));
        assert!(!black_in_check("black ka7 qa8 white se8"));
        assert!(!black_in_check("black ka7 ra8 white sf8"));
        assert!(!black_in_check("black ka7 ra8 bb8 white se8"));
        // 0-0 to g8, then Sxe7.
        assert!(black_in_check("black ke7 rh8 white se8"));
        assert!(!black_in_check("black ke7 white se8"));
        assert!(!black_in_check("black ke7 rh8 bg8 white se8"));
    }
}
