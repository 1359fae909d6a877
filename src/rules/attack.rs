//! Attack detection: which pieces of a side could capture on a square. The scans run backwards
//! from the target square, one per walk component, and hand every capture found to a visitor
//! with its nature, so that conditions which restrict captures can judge each one.

use super::condition::Hooks;
use super::moves::{Nature, Vec2};
use super::piece::{Piece, PieceKind, Side};
use super::position::{Position, EMPTY, OFF_BOARD};
use super::ruleset::{KindSet, Ruleset};
use super::square::{delta, Square, MAILBOX};
use super::walk::{self, walk};

pub const ORTHOGONAL_RIDERS: u64 = PieceKind::Rook.bit()
    | PieceKind::Queen.bit()
    | PieceKind::Amazon.bit()
    | PieceKind::Empress.bit();
pub const DIAGONAL_RIDERS: u64 = PieceKind::Bishop.bit()
    | PieceKind::Queen.bit()
    | PieceKind::Amazon.bit()
    | PieceKind::Princess.bit();
pub(crate) const KNIGHT_LEAPERS: u64 = PieceKind::Knight.bit()
    | PieceKind::Amazon.bit()
    | PieceKind::Empress.bit()
    | PieceKind::Princess.bit();
/// Kinds scanned by the combined scans above (plus king and pawn, scanned on their own).
const COMBINED: u64 = ORTHOGONAL_RIDERS
    | DIAGONAL_RIDERS
    | KNIGHT_LEAPERS
    | PieceKind::King.bit()
    | PieceKind::Pawn.bit();

/// A capture found by the scans.
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    pub from: Square,
    pub piece: Piece,
    pub nature: Nature,
}

/// The piece on mailbox cell `c` if `by` may move it and its kind is in `kinds`.
#[inline]
fn attacker(c: u8, by: Side, kinds: u64) -> Option<Piece> {
    let p = Piece::from_cell(c)?;
    (p.colour_bits() & 1 << by as u8 != 0 && kinds & p.kind_bit() != 0).then_some(p)
}

/// The board as the scans read it: optionally with one square taken as empty (the king's own
/// square when judging where the king may go).
#[derive(Clone, Copy)]
struct View<'a> {
    pos: &'a Position,
    /// The mailbox read: the position's own, or a patched copy of it.
    cells: &'a [u8; MAILBOX],
    vacated: usize,
}

impl View<'_> {
    #[inline]
    fn cell(&self, m: usize) -> u8 {
        if m == self.vacated {
            EMPTY
        } else {
            // Indices of steps off the top or bottom are past the end (negative ones wrap).
            self.cells.get(m).copied().unwrap_or(OFF_BOARD)
        }
    }
}

/// Calls `visit` for captures by `by` on `target` (among kinds `kinds`) until it returns true;
/// returns whether it did.
pub fn any_capture<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    visit: F,
) -> bool {
    scan(
        View {
            pos,
            cells: pos.cells(),
            vacated: usize::MAX,
        },
        target,
        by,
        kinds,
        visit,
    )
}

/// Whether `by` attacks `target` once `vacated` is empty (orthodox capture rules).
pub fn attacked_with_vacated(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    vacated: Square,
) -> bool {
    any_capture_with_vacated(pos, target, by, kinds, vacated, |_| true)
}

/// `any_capture` once `vacated` is empty.
#[inline]
pub fn any_capture_with_vacated<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    vacated: Square,
    visit: F,
) -> bool {
    scan(
        View {
            pos,
            cells: pos.cells(),
            vacated: vacated.mailbox(),
        },
        target,
        by,
        kinds,
        visit,
    )
}

/// Whether the attacks of `kinds` are found from the mailbox alone, along the lines and
/// knight's leaps through the target (the combined scans): `attacked_on` and `near` hold.
pub(crate) fn reads_cells_only(kinds: KindSet) -> bool {
    kinds.0 & !COMBINED == 0
}

/// Whether `by` attacks `target` on `cells`, a patched copy of `pos`'s mailbox (orthodox
/// capture rules). `kinds` must pass `reads_cells_only`.
pub(crate) fn attacked_on(
    pos: &Position,
    cells: &[u8; MAILBOX],
    target: Square,
    by: Side,
    kinds: KindSet,
) -> bool {
    debug_assert!(reads_cells_only(kinds));
    scan(
        View {
            pos,
            cells,
            vacated: usize::MAX,
        },
        target,
        by,
        kinds,
        |_| true,
    )
}

/// Whether `sq` is `target` or on a line or a knight's leap from it: the only squares whose
/// contents decide an attack by the combined kinds (or a push or pull) on `target`.
#[inline]
pub(crate) fn near(target: Square, sq: Square) -> bool {
    let df = (sq.file() as i8 - target.file() as i8).abs();
    let dr = (sq.rank() as i8 - target.rank() as i8).abs();
    df == 0 || dr == 0 || df == dr || df + dr == 3
}

fn scan<F: FnMut(Capture) -> bool>(
    view: View,
    target: Square,
    by: Side,
    kinds: KindSet,
    mut visit: F,
) -> bool {
    let kinds = kinds.0;
    let t = target.mailbox();
    let mut found = |from: Square, piece: Piece, nature: Nature| {
        visit(Capture {
            from,
            piece,
            nature,
        })
    };

    // Pawns: a pawn of `by` captures diagonally forward.
    if kinds & PieceKind::Pawn.bit() != 0 {
        let back = -by.forward();
        for df in [-1i8, 1] {
            let m = (t as isize + delta(df, back)) as usize;
            if let Some(p) = attacker(view.cell(m), by, PieceKind::Pawn.bit()) {
                if found(target.stepped((df, back), 1), p, Nature::Leap) {
                    return true;
                }
            }
        }
    }
    if kinds & KNIGHT_LEAPERS != 0
        && leaps(
            view,
            target,
            by,
            walk::KNIGHT,
            kinds & KNIGHT_LEAPERS,
            &mut found,
        )
    {
        return true;
    }
    if kinds & PieceKind::King.bit() != 0
        && leaps(
            view,
            target,
            by,
            walk::QUEEN,
            PieceKind::King.bit(),
            &mut found,
        )
    {
        return true;
    }
    if kinds & ORTHOGONAL_RIDERS != 0
        && rides(
            view,
            target,
            by,
            walk::ROOK,
            kinds & ORTHOGONAL_RIDERS,
            &mut found,
        )
    {
        return true;
    }
    if kinds & DIAGONAL_RIDERS != 0
        && rides(
            view,
            target,
            by,
            walk::BISHOP,
            kinds & DIAGONAL_RIDERS,
            &mut found,
        )
    {
        return true;
    }
    let mut rest = kinds & !COMBINED;
    while rest != 0 {
        let bit = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        let Some(kind) = PieceKind::ALL.iter().copied().find(|k| *k as u8 == bit) else {
            continue;
        };
        let w = walk(kind);
        let kb = kind.bit();
        if leaps(view, target, by, w.leaps, kb, &mut found)
            || rides(view, target, by, w.rides, kb, &mut found)
            || cannons(view, target, by, w.cannons, kb, &mut found)
            || hops(view, target, by, w.hops, kb, &mut found)
            || over_one_hurdle(view, target, by, w.lions, kb, false, &mut found)
            || far_leaps(view, target, by, w.far_leaps, kb, &mut found)
        {
            return true;
        }
        for l in w.lame {
            let from = (t as isize - delta(l.vector.0, l.vector.1)) as usize;
            if let Some(p) = attacker(view.cell(from), by, kb) {
                let mid = (from as isize + delta(l.mid.0, l.mid.1)) as usize;
                if view.cell(mid) == EMPTY
                    && found(Square::from_mailbox(from), p, Nature::Lame { mid: l.mid })
                {
                    return true;
                }
            }
        }
        if w.nonstop_equihopper {
            for from in view.pos.movable_by(by).iter() {
                let Some(p) = view.pos.piece_at(from) else {
                    continue;
                };
                if p.kind() != kind {
                    continue;
                }
                let df = target.file() as i8 - from.file() as i8;
                let dr = target.rank() as i8 - from.rank() as i8;
                if df % 2 != 0 || dr % 2 != 0 || (df == 0 && dr == 0) {
                    continue;
                }
                let mid = from.stepped((df / 2, dr / 2), 1);
                let hurdle = view.cell(mid.mailbox());
                if hurdle != EMPTY && found(from, p, Nature::NonStop) {
                    return true;
                }
            }
        }
    }
    false
}

fn leaps<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    found: &mut F,
) -> bool {
    let t = target.mailbox() as isize;
    for &(df, dr) in vectors {
        let from = (t - delta(df, dr)) as usize;
        if let Some(p) = attacker(view.cell(from), by, kinds) {
            if found(target.stepped((df, dr), -1), p, Nature::Leap) {
                return true;
            }
        }
    }
    false
}

fn rides<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    found: &mut F,
) -> bool {
    let t = target.mailbox() as isize;
    for &(df, dr) in vectors {
        let d = delta(df, dr);
        let mut m = t - d;
        let mut k = 1;
        loop {
            let c = view.cell(m as usize);
            if c == EMPTY {
                m -= d;
                k += 1;
                continue;
            }
            if let Some(p) = attacker(c, by, kinds) {
                if found(
                    target.stepped((df, dr), -k),
                    p,
                    Nature::Ride { step: (df, dr) },
                ) {
                    return true;
                }
            }
            break;
        }
    }
    false
}

/// Cannon captures (leo, pao, vao): over exactly one hurdle at any distance.
fn cannons<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    found: &mut F,
) -> bool {
    over_one_hurdle(view, target, by, vectors, kinds, true, found)
}

/// Captures over exactly one hurdle at any distance, the other squares between empty: cannons
/// (`cannon`) and lions.
fn over_one_hurdle<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    cannon: bool,
    found: &mut F,
) -> bool {
    let t = target.mailbox() as isize;
    for &(df, dr) in vectors {
        let d = delta(df, dr);
        let mut m = t - d;
        let mut k = 1i8;
        while view.cell(m as usize) == EMPTY {
            m -= d;
            k += 1;
        }
        if view.cell(m as usize) == OFF_BOARD {
            continue;
        }
        let screen = k;
        m -= d;
        k += 1;
        while view.cell(m as usize) == EMPTY {
            m -= d;
            k += 1;
        }
        if let Some(p) = attacker(view.cell(m as usize), by, kinds) {
            let nature = Nature::Hop {
                hurdle: (df * (k - screen), dr * (k - screen)),
                step: (df, dr),
                cannon,
            };
            if found(target.stepped((df, dr), -k), p, nature) {
                return true;
            }
        }
    }
    false
}

/// Grasshopper captures: the hurdle stands just before the target.
fn hops<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    found: &mut F,
) -> bool {
    let t = target.mailbox() as isize;
    for &(df, dr) in vectors {
        let d = delta(df, dr);
        let h = view.cell((t - d) as usize);
        if h == EMPTY || h == OFF_BOARD {
            continue;
        }
        let mut m = t - 2 * d;
        let mut k = 2i8;
        while view.cell(m as usize) == EMPTY {
            m -= d;
            k += 1;
        }
        if let Some(p) = attacker(view.cell(m as usize), by, kinds) {
            let nature = Nature::Hop {
                hurdle: (df * (k - 1), dr * (k - 1)),
                step: (df, dr),
                cannon: false,
            };
            if found(target.stepped((df, dr), -k), p, nature) {
                return true;
            }
        }
    }
    false
}

/// Leaps found by coordinates (see `Walk::far_leaps`).
fn far_leaps<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: u64,
    found: &mut F,
) -> bool {
    let size = view.pos.size();
    for &(df, dr) in vectors {
        let Some(from) = target.offset(-(df as i32), -(dr as i32), size) else {
            continue;
        };
        if let Some(p) = attacker(view.cell(from.mailbox()), by, kinds) {
            if found(from, p, Nature::Leap) {
                return true;
            }
        }
    }
    false
}

/// Whether `by` attacks `target` under the rules in force.
#[inline]
pub fn is_attacked(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    if rs.uses(Hooks::ATTACK | Hooks::CAPTURE_FILTER) {
        return attacked_by_rules(pos, target, by, rs);
    }
    any_capture(pos, target, by, rs.attackers(by), |_| true)
}

/// `is_attacked` when a condition changes what attacks: its own answer, or the orthodox
/// captures it lets count, plus the attacks of pieces only it knows.
#[inline(never)]
fn attacked_by_rules(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    // Attack detection runs for every move tried: the hooks' lists are walked only when some
    // rule uses them.
    let attack = rs.uses(Hooks::ATTACK);
    if attack {
        for r in rs.with(Hooks::ATTACK) {
            if let Some(answer) = r.attacked(pos, target, by, rs) {
                return answer;
            }
        }
    }
    let counts = |c: Capture| capture_counts(pos, c, target, by, rs);
    let found = if rs
        .capture_filters()
        .iter()
        .any(|r| r.filters_captures_in(pos))
    {
        any_capture(pos, target, by, rs.attackers(by), counts)
    } else {
        any_capture(pos, target, by, rs.attackers(by), |_| true)
    };
    found
        || (attack
            && rs
                .with(Hooks::ATTACK)
                .any(|r| r.extra_attack(pos, target, by, rs, &counts)))
}

/// Whether every condition lets the orthodox capture `c` of `target` count as an attack.
#[inline]
pub fn capture_counts(pos: &Position, c: Capture, target: Square, by: Side, rs: &Ruleset) -> bool {
    !rs.uses(Hooks::CAPTURE_FILTER)
        || rs
            .capture_filters()
            .iter()
            .all(|r| r.capture_counts(pos, c, target, by, rs))
}

/// Whether `side`'s king is in check (a side without a king never is).
pub fn in_check(pos: &Position, side: Side, rs: &Ruleset) -> bool {
    if rs.uses(Hooks::ATTACK) {
        for r in rs.with(Hooks::ATTACK) {
            if let Some(answer) = r.in_check(pos, side, rs) {
                return answer;
            }
        }
    }
    let Some(k) = pos.king(side) else {
        return false;
    };
    is_attacked(pos, k, side.opponent(), rs)
}
