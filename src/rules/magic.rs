//! Magic pieces (Popeye's piece attribute `Magic`), as Popeye 4.104 plays them.
//!
//! A magic piece changes the side of the pieces it newly observes. After every move (all of
//! its effects played: rebirths, promotions, the other attributes' changes), each piece that
//! is not a king, a royal, a neutral or a magic piece is looked at: a *view* is an
//! observation of it by a magic piece of either side (its own side's pieces are observed too)
//! along a *line*. A view is new when the same magic piece did not observe the same piece
//! along the same line before the move (pieces are followed through the move: the mover, a
//! castling rook, a reborn piece are the pieces they were). A piece with an odd number of new
//! views changes side; Popeye writes it after the move, `[f6=b]`, square by square from a1.
//!
//! Lines, as Popeye identifies them: a rider's or hopper's is the whole board line through
//! both pieces, with the side the magic piece stands on (a rook moving along the file it
//! observes along keeps its view); a leaper's (king, knight, pawn, mao, non-stop hoppers) is
//! the pair of squares (any move of either ends it); a rose's is its whole circle and the
//! sense it turns; a double hopper's is its first hop's line from the magic piece and the
//! square between its hops.
//!
//! Where a rule validates observers (Madrasi's paralysis, paralysing pieces) views depend on
//! the pieces' sides, and Popeye compares a move's views with those it found after the
//! previous move *before* its side changes: positions then keep those changes
//! ([`Position::magic_turned`]). A threat's null move is followed by side changes as a move
//! is ([`after_null_move`]); the pause between a series' moves is not (Popeye 4.104).
//!
//! What is refused ([`refusal`]): magic pieces whose walk has no line feerie identifies as
//! Popeye does (the custom walks other than the rose and the double hoppers), neutral magic
//! pieces (Popeye counts their views twice), and conditions or attributes that change what
//! observes or judge the move before its side changes in ways not followed
//! ([`super::condition::Rules::refuses_magic`]).

use std::cell::RefCell;

use super::attack::{any_capture, Capture};
use super::attributes::observer_valid;
use super::bitset::SquareSet;
use super::condition::Condition;
use super::kind_set::KindSet;
use super::moves::{Destination, Move, Nature, Reborn, Special, Vec2};
use super::piece::{Attribute, Colour, Piece, PieceKind, Side};
use super::pieces::hoppers::lines::{first_piece, step, BISHOP_DIRS, QUEEN_DIRS, RING, ROOK_DIRS};
use super::pieces::turning::circle::{self, walk_empty, Circle, OnCircle};
use super::position::Position;
use super::ruleset::Ruleset;
use super::square::Square;
use super::walk;

/// A line along which a magic piece observes (see the module's text).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Line {
    /// A leap: the magic piece's square and the observed piece's.
    Leap { from: Square, to: Square },
    /// The board line of the unit step `step` (from the magic piece towards the observed
    /// one) through both, told by its last square on the magic piece's side.
    Straight { step: Vec2, anchor: Square },
    /// A rose's circle, told by its lowest point (rank, then file; it may lie off the board)
    /// and the point after it in the sense the rose turns.
    Circle { low: (i16, i16), next: (i16, i16) },
    /// A double hop: the first hop's direction and the square between the hops.
    Double { first: Vec2, between: Square },
}

/// One observation of a piece by a magic piece.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct View {
    magic: Square,
    viewed: Square,
    line: Line,
}

/// Whether the attribute makes the piece on `sq` magic.
#[inline]
fn is_magic(pos: &Position, sq: Square) -> bool {
    pos.attributes(sq).contains(Attribute::Magic)
}

/// Whether a magic piece may change the side of `p` on `sq`: no king, royal, neutral or magic
/// piece changes.
fn recolourable(pos: &Position, sq: Square, p: Piece) -> bool {
    let a = pos.attributes(sq);
    p.colour() != Colour::Neutral
        && p.kind() != PieceKind::King
        && !a.contains(Attribute::Royal)
        && !a.contains(Attribute::Magic)
        && !p.kind().is_royal_fairy()
}

/// Every view of `pos`: the observations Popeye validates (a magic piece Madrasi or a
/// paralysing piece paralyses views nothing).
fn views(pos: &Position, rs: &Ruleset) -> Vec<View> {
    let mut out = Vec::new();
    let mut kinds = [KindSet::default(); 2];
    let mut men: [Vec<(Square, Piece)>; 2] = [Vec::new(), Vec::new()];
    for (sq, p) in pos.pieces() {
        if is_magic(pos, sq) {
            for side in [Side::White, Side::Black] {
                if p.colour().movable_by(side) {
                    kinds[side.index()].insert(p.kind());
                    men[side.index()].push((sq, p));
                }
            }
        }
    }
    if kinds.iter().all(|k| k.is_empty()) {
        return out;
    }
    for (target, p) in pos.pieces() {
        if !recolourable(pos, target, p) {
            continue;
        }
        for side in [Side::White, Side::Black] {
            // Only where a magic man's walk may reach the piece is it scanned for.
            let near = men[side.index()].iter().any(|&(m, q)| {
                let w = walk::of(q);
                let d = (
                    target.file() as i8 - m.file() as i8,
                    target.rank() as i8 - m.rank() as i8,
                );
                m != target && (w.pawn || w.custom.is_some() || walk::may_reach(q, d))
            });
            if !near {
                continue;
            }
            any_capture(pos, target, side, kinds[side.index()], |c| {
                if is_magic(pos, c.from) && observer_valid(pos, c, side, rs) {
                    lines(pos, c, target, &mut |line| {
                        out.push(View {
                            magic: c.from,
                            viewed: target,
                            line,
                        })
                    });
                }
                // Every view counts: the scan goes on.
                false
            });
        }
    }
    out
}

thread_local! {
    /// The views of the last position a move was played from, with it and its rules: every
    /// move of a position asks for them.
    static BEFORE: RefCell<Option<(Position, Ruleset, Vec<View>)>> = const { RefCell::new(None) };
}

/// `pos` before the side changes of the move that reached it, where they are kept
/// ([`Position::magic_turned`]): where Popeye found the views the next move's are compared
/// with.
fn before_turns(pos: &Position) -> Position {
    let mut p = *pos;
    for sq in pos.magic_turned().iter() {
        if let Some(side) = p.piece_at(sq).and_then(|q| q.colour().side()) {
            p.turn(sq, side.opponent().colour());
        }
    }
    p
}

/// `f` of the views the moves of `src` are compared with (those of `src` before the side
/// changes that reached it), computed once for the moves of one position.
fn with_views_before<T>(src: &Position, rs: &Ruleset, f: impl FnOnce(&[View]) -> T) -> T {
    BEFORE.with(|cell| {
        let mut cache = cell.borrow_mut();
        if !matches!(&*cache, Some((p, r, _)) if p == src && (std::ptr::eq(r, rs) || r == rs)) {
            let views = views(&before_turns(src), rs);
            *cache = Some((*src, rs.clone(), views));
        }
        f(&cache.as_ref().expect("just filled").2)
    })
}

/// The lines of the observation `c` of `target` (a rose or double hopper may observe along
/// several).
fn lines(pos: &Position, c: Capture, target: Square, out: &mut dyn FnMut(Line)) {
    match c.nature {
        Nature::Ride { step } | Nature::Hop { step, .. } => {
            // The line's last square on the magic piece's side.
            let mut anchor = c.from;
            while let Some(sq) = anchor.offset(-step.0 as i32, -step.1 as i32, pos.size()) {
                anchor = sq;
            }
            out(Line::Straight { step, anchor });
        }
        Nature::Walked => match c.piece.kind() {
            PieceKind::Rose => rose_lines(pos, c.from, target, out),
            PieceKind::DoubleGrasshopper => double_lines(pos, c.from, target, QUEEN_DIRS, out),
            PieceKind::DoubleRookhopper => double_lines(pos, c.from, target, ROOK_DIRS, out),
            PieceKind::DoubleBishopper => double_lines(pos, c.from, target, BISHOP_DIRS, out),
            // (Refused: see `supported_kind`.)
            _ => out(Line::Leap {
                from: c.from,
                to: target,
            }),
        },
        Nature::Leap
        | Nature::Lame { .. }
        | Nature::NonStop
        | Nature::Castling
        | Nature::WalkedHop { .. } => out(Line::Leap {
            from: c.from,
            to: target,
        }),
    }
}

/// The circles along which the rose on `from` observes `target`.
fn rose_lines(pos: &Position, from: Square, target: Square, out: &mut dyn FnMut(Line)) {
    for c in Circle::all() {
        let start = OnCircle { sq: from, steps: 0 };
        let Some(end) = walk_empty(pos, c, start, |_| {}) else {
            continue;
        };
        if end.sq != target {
            continue;
        }
        // The circle's eight points, from the rose on.
        let mut points = [(0i16, 0i16); circle::RING.len()];
        let (mut f, mut r) = (from.file() as i16, from.rank() as i16);
        for (n, point) in points.iter_mut().enumerate() {
            *point = (r, f);
            let (df, dr) = c.step(n);
            f += df as i16;
            r += dr as i16;
        }
        let low = (0..points.len())
            .min_by_key(|&i| points[i])
            .expect("eight points");
        out(Line::Circle {
            low: points[low],
            next: points[(low + 1) % points.len()],
        });
    }
}

/// The double hops by which the double hopper on `from` (hopping along `dirs` of [`RING`])
/// observes `target`.
fn double_lines(
    pos: &Position,
    from: Square,
    target: Square,
    dirs: &[usize],
    out: &mut dyn FnMut(Line),
) {
    for &d1 in dirs {
        let Some(hurdle1) = first_piece(pos, from, RING[d1]) else {
            continue;
        };
        let Some(between) = step(pos, hurdle1, RING[d1]) else {
            continue;
        };
        if !pos.is_empty_square(between) {
            continue;
        }
        for &d2 in dirs {
            let Some(hurdle2) = first_piece(pos, between, RING[d2]) else {
                continue;
            };
            if step(pos, hurdle2, RING[d2]) == Some(target) {
                out(Line::Double {
                    first: RING[d1],
                    between,
                });
            }
        }
    }
}

/// Where the piece standing on `sq` once `mv` is played stood before it (the same piece);
/// `None` for a piece the move put on the board.
fn whence(mv: &Move, sq: Square) -> Option<Square> {
    let captured_on = match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    };
    if let Some(r) = mv.rebirth {
        let (of, buried) = r.of.unburied();
        if r.square == sq && !buried {
            match of {
                Reborn::Captured | Reborn::Promoted => return Some(captured_on),
                Reborn::Capturer => return Some(mv.from),
                // The piece that stood on `from` after the move: the mover if it took there.
                Reborn::WaitedMover => return Some(mv.from),
                // (Not followed: the family refuses pieces with attributes with it.)
                Reborn::Waited => return None,
                Reborn::Summoned { .. } => return None,
                // (The square is the rook's before the move.)
                Reborn::Partner | Reborn::PartnerAside => return None,
                _ => {}
            }
        }
    }
    match mv.special {
        Special::Castling { rook_from, rook_to } | Special::CastlingMake { rook_from, rook_to }
            if sq == rook_to =>
        {
            return Some(rook_from)
        }
        Special::Exchange if sq == mv.from => return Some(mv.to),
        _ => {}
    }
    if let Some(p) = mv.passive {
        if p.to == Destination::Square(sq) {
            return Some(p.from);
        }
    }
    if sq == mv.to {
        Some(mv.from)
    } else if sq == mv.from {
        None
    } else {
        Some(sq)
    }
}

/// The squares of the pieces that change side once `mv`, played from `src`, has reached
/// `after` (every other effect played, no side change yet).
pub(crate) fn turned(src: &Position, after: &Position, mv: &Move, rs: &Ruleset) -> SquareSet {
    let now = views(after, rs);
    if now.is_empty() {
        return SquareSet::EMPTY;
    }
    with_views_before(src, rs, |before| {
        odd_new_views(&now, before, |sq| whence(mv, sq))
    })
}

/// The viewed pieces of `now` with an odd number of views not in `before`, the pieces of
/// `now` standing where `whence` says they stood for `before`.
fn odd_new_views(
    now: &[View],
    before: &[View],
    whence: impl Fn(Square) -> Option<Square>,
) -> SquareSet {
    let mut odd = SquareSet::EMPTY;
    for v in now {
        let old = match (whence(v.magic), whence(v.viewed)) {
            (Some(magic), Some(viewed)) => before.contains(&View {
                magic,
                viewed,
                line: v.line,
            }),
            _ => false,
        };
        if !old {
            if odd.contains(v.viewed) {
                odd.remove(v.viewed);
            } else {
                odd.insert(v.viewed);
            }
        }
    }
    odd
}

/// The side changes after a null move (a threat's pass, the pause between a series' moves),
/// played on `pos`, the position after it: Popeye's recolourer follows null moves too, and
/// where views depend on the sides those of the position now may differ from those before
/// the last move's side changes. The changes made are kept for the next move.
pub fn after_null_move(pos: &mut Position, rs: &Ruleset) {
    if !rs.magic_sided() || pos.magic_turned().is_empty() {
        return;
    }
    let now = views(pos, rs);
    let before = views(&before_turns(pos), rs);
    let turned = odd_new_views(&now, &before, Some);
    for sq in turned.iter() {
        if let Some(side) = pos.piece_at(sq).and_then(|p| p.colour().side()) {
            pos.turn(sq, side.opponent().colour());
        }
    }
    pos.set_magic_turned(turned);
}

/// The side changes `mv` makes by magic pieces, played from `pos`: each square, from a1 rank
/// by rank, with the colour its piece takes (Popeye's `[f6=b]`).
pub fn turns(pos: &Position, mv: &Move, rs: &Ruleset) -> Vec<(Square, Colour)> {
    if !rs.magic() {
        return Vec::new();
    }
    let after = pos.played_before_magic(mv, rs);
    let mut out: Vec<(Square, Colour)> = turned(pos, &after, mv, rs)
        .iter()
        .filter_map(|sq| {
            let side = after.piece_at(sq)?.colour().side()?;
            Some((sq, side.opponent().colour()))
        })
        .collect();
    out.sort_by_key(|(sq, _)| (sq.rank(), sq.file()));
    out
}

/// Whether a magic piece of `kind` has lines feerie identifies as Popeye does.
fn supported_kind(kind: PieceKind) -> bool {
    walk::walk(kind).custom.is_none()
        || matches!(
            kind,
            PieceKind::Rose
                | PieceKind::DoubleGrasshopper
                | PieceKind::DoubleRookhopper
                | PieceKind::DoubleBishopper
        )
}

/// Why the solver does not play the magic pieces of `diagram` under `conditions` (see the
/// module's text), in words for a message; `None` when it does or none stands there.
pub fn refusal(diagram: &Position, conditions: &[Condition]) -> Option<String> {
    let magic: Vec<(Square, Piece)> = diagram
        .pieces()
        .filter(|&(sq, _)| is_magic(diagram, sq))
        .collect();
    if magic.is_empty() {
        return None;
    }
    if let Some((sq, _)) = magic.iter().find(|(sq, p)| {
        p.colour() == Colour::Neutral || diagram.attributes(*sq).contains(Attribute::HalfNeutral)
    }) {
        return Some(format!(
            "neutral magic pieces ({sq}; Popeye: too much fairy chess for neutral pieces)"
        ));
    }
    let rs = Ruleset::new(diagram, conditions);
    let mut kinds: Vec<PieceKind> = magic.iter().map(|(_, p)| p.kind()).collect();
    if magic.iter().any(|(_, p)| walk::walk(p.kind()).pawn) {
        // A magic pawn promotes into a magic piece.
        kinds.extend(rs.promotions.iter());
    }
    if let Some(kind) = kinds.into_iter().find(|&k| !supported_kind(k)) {
        return Some(format!("magic pieces of walk {}", kind.letters()));
    }
    // (Paralysing pieces are played: a paralysing or paralysed magic piece views nothing, as
    // `views` validates them.)
    if let Some(a) = diagram.pieces().find_map(|(sq, _)| {
        let a = diagram.attributes(sq);
        [Attribute::Patrol, Attribute::Functionary, Attribute::Jigger]
            .into_iter()
            .find(|&x| a.contains(x))
    }) {
        return Some(format!("magic pieces with {} pieces", a.name()));
    }
    // A Bul or Dob hurdle moves after the hop: whose observations count then is not matched
    // with Popeye yet.
    if let Some(a) = diagram.pieces().find_map(|(sq, _)| {
        let a = diagram.attributes(sq);
        [Attribute::Bul, Attribute::Dob]
            .into_iter()
            .find(|&x| a.contains(x))
    }) {
        return Some(format!("magic pieces with {} pieces", a.name()));
    }
    conditions.iter().find_map(|c| {
        c.rules(diagram).refuses_magic().map(|why| {
            let lines = c.twin_lines(diagram);
            let name = lines.first().map_or(c.name(), String::as_str);
            format!("magic pieces with {name} ({why})")
        })
    })
}
