//! The moves of any kind's walk read through a [`Board`]: what the observing pieces (orphans,
//! friends) move as, and how they find out whether a walk reaches a square. Movegen's own
//! generator reads a `Position`; a custom walk only has the board it is judged on (a patched
//! mailbox in attack detection), so this one walks by coordinates.

use crate::rules::custom_walk::{self, captured_on, to_square, Board, Enemy};
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::square::Square;
use crate::rules::walk::{self, Walk};

/// The moves of `piece` on `from`, moved by `side`, walking as `w` (its own walk or another
/// kind's): quiet moves and captures of pieces `side` may capture, each listed once per way it
/// is reached (callers that mix walks drop repeats). Pawn walks step, double-step from the
/// side's second rank and capture forward; they neither promote nor take en passant.
pub fn walk_moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    w: &Walk,
    out: &mut dyn FnMut(Move),
) {
    if let Some(custom) = w.custom {
        board.walk_moves(custom, side, from, piece, &mut |mut mv| {
            mv.piece = piece;
            out(mv);
        });
        return;
    }
    let mut push = |to: Square| {
        if let Some(mv) = to_square(board, side, from, to, piece) {
            out(mv);
        }
    };
    for &(df, dr) in w.leaps.iter().chain(w.far_leaps) {
        if let Some(to) = board.step(from, df as i32, dr as i32) {
            push(to);
        }
    }
    for &v in w.rides {
        let end = ride(board, from, v, &mut push);
        if let Some(to) = end {
            push(to);
        }
    }
    for &v in w.quiet_rides {
        ride(board, from, v, &mut push);
    }
    for &v in w.cannons {
        let Some(hurdle) = ride(board, from, v, &mut |_| {}) else {
            continue;
        };
        if let Some(to) = ride(board, hurdle, v, &mut |_| {}) {
            if board.is_occupied(to) {
                push(to);
            }
        }
    }
    for &(df, dr) in w.hops {
        let Some(hurdle) = ride(board, from, (df, dr), &mut |_| {}) else {
            continue;
        };
        if board.is_occupied(hurdle) {
            if let Some(to) = board.step(hurdle, df as i32, dr as i32) {
                push(to);
            }
        }
    }
    for l in w.lame {
        let mid = board.step(from, l.mid.0 as i32, l.mid.1 as i32);
        if mid.is_some_and(|m| board.is_empty(m)) {
            if let Some(to) = board.step(from, l.vector.0 as i32, l.vector.1 as i32) {
                push(to);
            }
        }
    }
    for &v in w.lions {
        let Some(hurdle) = ride(board, from, v, &mut |_| {}) else {
            continue;
        };
        if board.is_occupied(hurdle) {
            if let Some(to) = ride(board, hurdle, v, &mut push) {
                push(to);
            }
        }
    }
    if w.nonstop_equihopper {
        for hurdle in board.size().squares() {
            if hurdle == from || !board.is_occupied(hurdle) {
                continue;
            }
            let df = 2 * (hurdle.file() as i32 - from.file() as i32);
            let dr = 2 * (hurdle.rank() as i32 - from.rank() as i32);
            if let Some(to) = board.step(from, df, dr) {
                push(to);
            }
        }
    }
    if w.pawn {
        let fwd = side.forward() as i32;
        if let Some(one) = board.step(from, 0, fwd).filter(|&s| board.is_empty(s)) {
            push(one);
            let second = match side {
                Side::White => 1,
                Side::Black => board.size().height() - 2,
            };
            if from.rank() == second {
                if let Some(two) = board.step(one, 0, fwd).filter(|&s| board.is_empty(s)) {
                    push(two);
                }
            }
        }
        for df in [-1, 1] {
            if let Some(to) = board.step(from, df, fwd).filter(|&s| board.is_occupied(s)) {
                push(to);
            }
        }
    }
}

/// Whether `piece` on `from`, moved by `side` as `kind` walks, captures on `target` (which
/// holds a piece `side` may capture): the custom walk's own test where it has one (see
/// [`custom_walk::captures_on`]), else the walk's geometry and then a look through the moves.
pub fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    target: Square,
) -> bool {
    let w = walk::walk(kind);
    if let Some(custom) = w.custom {
        return custom_walk::captures_on(board, custom, side, from, piece, target);
    }
    // The kind's reach bits cover every capturing part of a data walk but the pawn's: most men
    // are far off the target's lines, and one bit test settles them.
    if !w.pawn {
        let d = (
            target.file() as i8 - from.file() as i8,
            target.rank() as i8 - from.rank() as i8,
        );
        if d == (0, 0) || !walk::may_reach(Piece::new(side.colour(), kind), d) {
            return false;
        }
    }
    let mut hit = false;
    walk_moves(board, side, from, piece, w, &mut |mv| {
        hit |= captured_on(&mv) == Some(target);
    });
    hit
}

/// Rides from `from` by `v`, calling `empty` with each empty square, and returns the square
/// that stops the ride (a piece), if the ride does not leave the board first.
fn ride<B: Board + ?Sized>(
    board: &B,
    from: Square,
    (df, dr): Vec2,
    empty: &mut dyn FnMut(Square),
) -> Option<Square> {
    let mut at = from;
    loop {
        at = board.step(at, df as i32, dr as i32)?;
        if !board.is_empty(at) {
            return Some(at);
        }
        empty(at);
    }
}

/// Whether `piece` on `from`, moved by `side` as `kind` walks, reaches `target` as a capture,
/// whatever stands there: an observation (Popeye's check functions ask whether a walk reaches
/// a square, not whether it may take what is on it). `target` must hold a piece.
pub fn observes<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    target: Square,
) -> bool {
    let view = Enemy {
        board,
        target: target.mailbox(),
        cell: Piece::new(side.opponent().colour(), piece.kind()).bits(),
    };
    captures(&view, side, from, piece, kind, target)
}

/// Whether some piece of `side` of the kind `kind` among `men` (the men of `board`)
/// observes `target` (see [`observes`]).
pub fn observed_by_kind<B: Board + ?Sized>(
    board: &B,
    men: &[(Square, Piece)],
    side: Side,
    kind: PieceKind,
    target: Square,
) -> bool {
    // Which men observe depends on where the men of the kind stand.
    board.read_places_of(kind);
    men.iter().any(|&(from, p)| {
        p.is(kind)
            && p.colour().movable_by(side)
            && from != target
            && observes(board, side, from, p, p.kind(), target)
    })
}
