//! Dynamo chess (RULES.md §5): nothing is captured; pieces other than kings may leave the
//! board; the active piece may push or pull the one piece it aims at, with or without moving
//! itself, the two travelling independent distances. A king is in check when an enemy piece
//! could take it off the board on the next move.
//!
//! Generation replaces the orthodox one wholesale (captures do not exist, and exits and
//! pushes change what every walk yields), legality plays each move and asks the Dynamo
//! check, and moves are applied here with the position's own editing methods, which keep
//! occupancy, kings and Zobrist keys in step.
//!
//! Fairy pieces: the leaps and rides of a walk aim like a knight's and a rook's; the other
//! components (hops, lame leaps, cannons, the Leo family's quiet rides) make their orthodox
//! non-capturing moves only, with no exit, push or pull ([R], not covered by the sources).

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

impl crate::rules::condition::Options for DynamoOptions {
    const NAME: &'static str = "dynamo";

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
        let mut words = vec!["Dynamo"];
        words.extend(self.keywords());
        vec![words.join(" ")]
    }
}

use crate::rules::movegen::piece_moves;
use crate::rules::moves::{
    Destination, Move, MoveList, Nature, Passive, PromoteeAttributes, Promotion, Special, Vec2,
};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::{Cell, EMPTY, OFF_BOARD};
use crate::rules::position::{EnPassant, Position};
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::delta;
use crate::rules::square::Square;
use crate::rules::walk;

/// Appends the pseudo-legal Dynamo moves of the side to move to `out`: none takes the
/// mover's own king off the board; legality (the king not in check) is the caller's.
pub fn generate(pos: &Position, rs: &Ruleset, o: DynamoOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let start = out.len();
    let mut g = Gen {
        pos,
        rs,
        o,
        side,
        out,
    };
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        g.piece(from, piece);
    }
    g.castling();
    if o.merge_exits {
        merge_exits(out, start);
    }
}

/// D-5: keeps one of the active exits that differ only by direction (same piece, same passive
/// piece and the same passive fate, the passive exit's direction aside).
fn merge_exits(out: &mut MoveList, start: usize) {
    let key = |m: &Move| {
        (
            m.from,
            m.passive.map(|p| {
                (
                    p.from,
                    match p.to {
                        Destination::Square(s) => Some(s),
                        Destination::Off(_) => None,
                    },
                    p.promotion,
                )
            }),
        )
    };
    let mut seen: Vec<_> = Vec::new();
    let mut i = start;
    while i < out.len() {
        if out[i].is_exit() {
            let k = key(&out[i]);
            if seen.contains(&k) {
                out.remove(i);
                continue;
            }
            seen.push(k);
        }
        i += 1;
    }
}

struct Gen<'a> {
    pos: &'a Position,
    rs: &'a Ruleset,
    o: DynamoOptions,
    side: Side,
    out: &'a mut MoveList,
}

/// `sq` moved `k` times by `v`, if still on the board.
#[inline]
fn step(pos: &Position, sq: Square, v: Vec2, k: i32) -> Option<Square> {
    sq.offset(v.0 as i32 * k, v.1 as i32 * k, pos.size())
}

/// Empty squares from `from` (excluded) along `v`, and the piece's square that ends them
/// (`None`: the edge).
fn ray(pos: &Position, from: Square, v: Vec2) -> (i32, Option<Square>) {
    let mut n = 0;
    while let Some(sq) = step(pos, from, v, n + 1) {
        if !pos.is_empty_square(sq) {
            return (n, Some(sq));
        }
        n += 1;
    }
    (n, None)
}

/// Whether a pawn of this colour promotes on `sq`.
fn promotes_on(pos: &Position, piece: Piece, sq: Square) -> bool {
    piece.is(PieceKind::Pawn)
        && [Side::White, Side::Black]
            .iter()
            .any(|&s| piece.colour().movable_by(s) && sq.rank() == pos.last_rank(s))
}

impl Gen<'_> {
    /// Pushes the move, split by the active pawn's and the passive pawn's promotion choices.
    fn emit(
        &mut self,
        from: Square,
        piece: Piece,
        nature: Nature,
        active: Destination,
        passive: Option<(Square, Destination)>,
    ) {
        let mut mv = Move::new(from, from, piece, nature);
        match active {
            Destination::Square(t) => mv.to = t,
            Destination::Off(dir) => mv.special = Special::Exit { dir },
        }
        if piece.is(PieceKind::Pawn)
            && (mv.to.rank() as i32 - from.rank() as i32).abs() == 2
            && mv.to.file() == from.file()
        {
            mv.special = Special::DoubleStep;
        }
        // The promotion choices as kind sets (`None`: no choice to make), walked without
        // building lists: this runs for every move Dynamo generates.
        let promotions = self.rs.promotions;
        let active_kinds = match active {
            Destination::Square(t)
                if piece.is(PieceKind::Pawn) && t.rank() == self.pos.last_rank(self.side) =>
            {
                Some(promotions)
            }
            _ => None,
        };
        let passive_kinds = match passive {
            Some((pf, Destination::Square(s))) => match self.pos.piece_at(pf) {
                Some(p) if promotes_on(self.pos, p, s) => Some(if self.o.passive_promotion_queen {
                    KindSet::single(PieceKind::Queen)
                } else {
                    promotions
                }),
                _ => None,
            },
            _ => None,
        };
        let out = &mut *self.out;
        let mut push_passive = |m: Move, pp: Option<PieceKind>| {
            let mut m = m;
            m.passive = passive.map(|(f, to)| Passive {
                from: f,
                to,
                promotion: pp,
                promotee: PromoteeAttributes::NONE,
            });
            out.push(m);
        };
        let mut push = |m: Move| match passive_kinds {
            None => push_passive(m, None),
            Some(kinds) => kinds.iter().for_each(|k| push_passive(m, Some(k))),
        };
        match active_kinds {
            None => push(mv),
            Some(kinds) => {
                for k in kinds.iter() {
                    let mut m = mv;
                    m.promotion = Some(Promotion::Piece(k));
                    push(m);
                }
            }
        }
    }

    fn piece(&mut self, x: Square, piece: Piece) {
        let w = walk::of(piece);
        if w.pawn {
            self.pawn(x, piece);
            return;
        }
        if w.leaps.is_empty() && w.rides.is_empty() {
            // Pieces that do not aim (hoppers, lame leapers, the Leo family): their orthodox
            // non-captures only.
            let mut buf = MoveList::new();
            piece_moves(self.pos, self.side, x, piece, self.rs, &mut buf);
            self.out.extend(buf.into_iter().filter(|m| !m.is_capture()));
            return;
        }
        let can_exit = !piece.is(PieceKind::King);
        for &v in w.leaps {
            self.leap(x, piece, v, can_exit);
        }
        for &v in w.rides {
            self.ride(x, piece, v, can_exit);
        }
    }

    /// Whether the piece on `y` may be taken off the board by the mover: not a king. The
    /// mover's own may not be taken off (RULES.md §5.6); the opponent's could only be in a
    /// position where the opponent has left its king in check, and taking it off is no move
    /// (as the reference count of DYN-CHECK has it: W Ka1, B Kb2, Black to move, 8 moves).
    fn may_leave(&self, y: Square) -> bool {
        self.pos.piece_at(y).is_some_and(|p| !p.is(PieceKind::King))
    }

    fn leap(&mut self, x: Square, piece: Piece, v: Vec2, can_exit: bool) {
        let pos = self.pos;
        let n = Nature::Leap;
        let back = (-v.0, -v.1);
        match step(pos, x, v, 1) {
            None => {
                if can_exit {
                    self.emit(x, piece, n, Destination::Off(v), None);
                }
            }
            Some(t) if pos.is_empty_square(t) => {
                self.emit(x, piece, n, Destination::Square(t), None);
            }
            Some(t) => {
                // Push: the aimed piece leaps once more; the leaper stays or takes its square.
                let pushed = match step(pos, x, v, 2) {
                    None if self.may_leave(t) => Some(Destination::Off(v)),
                    Some(t2) if pos.is_empty_square(t2) => Some(Destination::Square(t2)),
                    _ => None,
                };
                if let Some(d) = pushed {
                    self.emit(x, piece, n, Destination::Square(x), Some((t, d)));
                    self.emit(x, piece, n, Destination::Square(t), Some((t, d)));
                }
                // Pull: the leaper steps back first, then the aimed piece lands on its square.
                let pull = Some((t, Destination::Square(x)));
                match step(pos, x, back, 1) {
                    Some(b) if pos.is_empty_square(b) => {
                        self.emit(x, piece, n, Destination::Square(b), pull)
                    }
                    None if can_exit && !self.o.no_exit_pull => {
                        self.emit(x, piece, n, Destination::Off(back), pull)
                    }
                    _ => {}
                }
            }
        }
    }

    fn ride(&mut self, x: Square, piece: Piece, v: Vec2, can_exit: bool) {
        let pos = self.pos;
        let n = Nature::Ride { step: v };
        let equal = self.o.equal_distances;
        let sq =
            |from: Square, k: i32| Destination::Square(step(pos, from, v, k).expect("on board"));
        let (a, aimed) = ray(pos, x, v);
        for m in 1..=a {
            self.emit(x, piece, n, sq(x, m), None);
        }
        let Some(y) = aimed else {
            if can_exit {
                self.emit(x, piece, n, Destination::Off(v), None);
            }
            return;
        };
        let k = a + 1;
        let y_may_leave = self.may_leave(y);
        let stay = Destination::Square(x);
        // Pushes: the aimed piece first, then the rider may follow short of it.
        let (nb, beyond) = ray(pos, y, v);
        for j in 1..=nb {
            let yd = sq(y, j);
            self.emit(x, piece, n, stay, Some((y, yd)));
            for m in 1..=(k + j - 1) {
                if !equal || m == j {
                    self.emit(x, piece, n, sq(x, m), Some((y, yd)));
                }
            }
        }
        if beyond.is_none() && y_may_leave {
            let off = Some((y, Destination::Off(v)));
            self.emit(x, piece, n, stay, off);
            if !equal {
                for m in 1..=(k + nb) {
                    self.emit(x, piece, n, sq(x, m), off);
                }
            }
            if can_exit {
                self.emit(x, piece, n, Destination::Off(v), off);
            }
        }
        // Pull with the rider standing still: the aimed piece comes closer.
        let back = (-v.0, -v.1);
        let bsq =
            |from: Square, k: i32| Destination::Square(step(pos, from, back, k).expect("on board"));
        for j in 1..k {
            self.emit(x, piece, n, stay, Some((y, bsq(y, j))));
        }
        // The rider moves away (or leaves), then pulls the aimed piece short of its new square.
        let (c, behind) = ray(pos, x, back);
        let nb = Nature::Ride { step: back };
        for m in 1..=c {
            for j in 1..=(k + m - 1) {
                if !equal || j == k {
                    self.emit(x, piece, nb, bsq(x, m), Some((y, bsq(y, j))));
                }
            }
        }
        if behind.is_none() && can_exit {
            for j in 1..=(k + c) {
                if !equal || j == k {
                    self.emit(x, piece, nb, Destination::Off(back), Some((y, bsq(y, j))));
                }
            }
            if y_may_leave && !equal {
                let off = Some((y, Destination::Off(back)));
                self.emit(x, piece, nb, Destination::Off(back), off);
            }
        }
    }

    fn pawn(&mut self, x: Square, piece: Piece) {
        let pos = self.pos;
        let side = self.side;
        let f = side.forward();
        let fwd = (0, f);
        let second = match side {
            Side::White => 1,
            Side::Black => pos.size().height() as i32 - 2,
        };
        let on_second = x.rank() as i32 == second;
        let reach = if on_second { 2 } else { 1 };
        let n = Nature::Leap;
        // Plain steps.
        let (ahead, first) = ray(pos, x, fwd);
        for m in 1..=ahead.min(reach) {
            let nature = if m == 2 {
                Nature::Ride { step: fwd }
            } else {
                n
            };
            let t = step(pos, x, fwd, m).expect("on board");
            self.emit(x, piece, nature, Destination::Square(t), None);
        }
        // A friendly piece on a square the pawn could reach: pushed 1 (or 2 from the second
        // rank) squares, then the pawn advances 0 up to its reach, short of the pushed piece.
        if let Some(y) = first {
            let k = ahead + 1;
            let friendly = pos.piece_at(y).is_some_and(|p| p.colour().movable_by(side));
            if k <= reach && friendly {
                let (nb, beyond) = ray(pos, y, fwd);
                // At most two pushes of the reach and the push off the board.
                let mut dests = [(0, Destination::Square(y)); 3];
                let mut nd = 0;
                for j in 1..=nb.min(reach) {
                    dests[nd] = (
                        j,
                        Destination::Square(step(pos, y, fwd, j).expect("on board")),
                    );
                    nd += 1;
                }
                if nb < reach && beyond.is_none() && self.may_leave(y) {
                    dests[nd] = (i32::MAX, Destination::Off(fwd));
                    nd += 1;
                }
                for &(j, yd) in &dests[..nd] {
                    for m in 0..=reach {
                        // The pawn's path: the squares before the aimed piece, then its
                        // vacated square and those it was pushed over.
                        if m >= k + j.min(reach) {
                            continue;
                        }
                        let Some(t) = step(pos, x, fwd, m) else {
                            continue;
                        };
                        let nature = if m == 2 {
                            Nature::Ride { step: fwd }
                        } else {
                            n
                        };
                        self.emit(x, piece, nature, Destination::Square(t), Some((y, yd)));
                    }
                }
            }
        }
        // An enemy piece diagonally in front: pushed one square further; the pawn may follow.
        for df in [-1i8, 1] {
            let v = (df, f);
            let Some(t) = step(pos, x, v, 1) else {
                continue;
            };
            let Some(yp) = pos.piece_at(t) else {
                continue;
            };
            if !yp.colour().capturable_by(side) {
                continue;
            }
            let d = match step(pos, t, v, 1) {
                None => Destination::Off(v),
                Some(t2) if pos.is_empty_square(t2) => Destination::Square(t2),
                _ => continue,
            };
            if d == Destination::Off(v) && yp.is(PieceKind::King) {
                continue;
            }
            self.emit(x, piece, n, Destination::Square(x), Some((t, d)));
            self.emit(x, piece, n, Destination::Square(t), Some((t, d)));
        }
        // The edge en-passant push: the enemy pawn that just double-stepped on the edge file
        // beside this one is pushed off as if it stood on the square it skipped.
        if let Some(ep) = pos.en_passant() {
            let df = ep.victim.file() as i8 - x.file() as i8;
            let v = (df, f);
            let victim_ok = pos
                .piece_at(ep.victim)
                .is_some_and(|p| p.is(PieceKind::Pawn) && p.colour().capturable_by(side));
            if df.abs() == 1
                && ep.victim.rank() == x.rank()
                && step(pos, x, v, 1) == Some(ep.target)
                && step(pos, ep.target, v, 1).is_none()
                && pos.is_empty_square(ep.target)
                && victim_ok
            {
                let off = Some((ep.victim, Destination::Off(v)));
                self.emit(x, piece, n, Destination::Square(x), off);
                if !self.o.ep_push_stays {
                    self.emit(x, piece, n, Destination::Square(ep.target), off);
                }
            }
        }
    }

    /// Orthodox castling (RULES.md §5.7): unmoved king and rook, the squares between empty, the
    /// king not in Dynamo check and its step to the passage square legal; the arrival is
    /// judged with the other moves.
    fn castling(&mut self) {
        let (pos, side, rs) = (self.pos, self.side, self.rs);
        let mut checked = None;
        for (mv, passage) in crate::rules::movegen::castling_candidates(pos, side) {
            if *checked.get_or_insert_with(|| in_check(pos, side, rs)) {
                return;
            }
            let step = Move::new(mv.from, passage, mv.piece, Nature::Leap);
            if in_check(&pos.played(&step, rs), side, rs) {
                continue;
            }
            self.out.push(mv);
        }
    }
}

/// Whether a piece of `by` could take the piece on `target` off the board with its next move
/// (RULES.md §5.6). `target` need not be occupied: the question is then asked of a piece
/// standing there.
pub fn removable(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    // Legality asks this of every candidate: with orthodox pieces only, looking out from the
    // target is far cheaper than walking every enemy piece. Neutral pieces and fairy walks
    // take the general scan.
    if orthodox_army(pos, by, rs) {
        removable_orthodox(pos, target, by)
    } else {
        removable_any(pos, target, by)
    }
}

/// `removable` when `by` has only orthodox pieces and no piece is neutral. A piece is pushed
/// off only from within a leap of the edge or with an empty line behind it to the edge, and
/// pulled off only by a rider with an empty line behind it: each is a look along the lines
/// through `target`, most of them ending at once.
fn removable_orthodox(pos: &Position, target: Square, by: Side) -> bool {
    removable_seen(|m| pos.cell(m), target, by)
}

/// `removable_orthodox` on the board `cell` shows (mailbox index to cell byte).
#[inline(always)]
fn removable_seen(board: impl Fn(usize) -> Cell, target: Square, by: Side) -> bool {
    let t = target.mailbox() as isize;
    let cell = |d: isize| board((t + d) as usize);
    let is = |c: Cell, kind: PieceKind| {
        Piece::from_cell(c).is_some_and(|p| p.is(kind) && p.colour().movable_by(by))
    };
    // Leaps: the leaper one leap behind, the edge one leap beyond.
    for &(v, kind) in [
        (walk::KNIGHT, PieceKind::Knight),
        (walk::QUEEN, PieceKind::King),
    ]
    .iter()
    {
        for &(df, dr) in v {
            let d = delta(df, dr);
            if cell(d) == OFF_BOARD && is(cell(-d), kind) {
                return true;
            }
        }
    }
    for df in [-1i8, 1] {
        let d = delta(df, by.forward());
        if cell(d) == OFF_BOARD && is(cell(-d), PieceKind::Pawn) {
            return true;
        }
    }
    // Rides along each line: pushed off by a rider on one side when the other is empty to
    // the edge; pulled off by a rider (not a king) with an empty line behind it.
    for (i, &(df, dr)) in walk::QUEEN.iter().enumerate() {
        let rider = if i < 4 {
            PieceKind::Rook
        } else {
            PieceKind::Bishop
        };
        let rides = |c: Cell| is(c, rider) || is(c, PieceKind::Queen);
        let d = delta(df, dr);
        let mut m = d;
        while cell(m) == EMPTY {
            m += d;
        }
        let c = cell(m);
        if c == OFF_BOARD {
            // Empty to the edge: a rider on the other side pushes.
            let mut b = -d;
            while cell(b) == EMPTY {
                b -= d;
            }
            if rides(cell(b)) {
                return true;
            }
        } else if rides(c) {
            m += d;
            while cell(m) == EMPTY {
                m += d;
            }
            if cell(m) == OFF_BOARD {
                return true;
            }
        }
    }
    false
}

/// `removable` for any walk: every piece of `by` asked in turn.
fn removable_any(pos: &Position, target: Square, by: Side) -> bool {
    for x in pos.movable_by(by).iter() {
        if x == target {
            continue;
        }
        let Some(p) = pos.piece_at(x) else {
            continue;
        };
        let w = walk::of(p);
        if w.pawn {
            let f = by.forward();
            for df in [-1i8, 1] {
                let v = (df, f);
                if step(pos, x, v, 1) == Some(target) && step(pos, target, v, 1).is_none() {
                    return true;
                }
            }
            continue;
        }
        for &v in w.leaps {
            // Pushed: a second leap lands off the board. (A pull lands it on the leaper's square.)
            if step(pos, x, v, 1) == Some(target) && step(pos, x, v, 2).is_none() {
                return true;
            }
        }
        for &v in w.rides {
            if aims_along(pos, x, v, target) {
                // Pushed off: nothing beyond it up to the edge.
                if ray(pos, target, v).1.is_none() {
                    return true;
                }
                // Pulled off: the rider leaves the board backwards, the target following it.
                if !p.is(PieceKind::King) && ray(pos, x, (-v.0, -v.1)).1.is_none() {
                    return true;
                }
            }
        }
    }
    false
}

/// Legality of the candidates of one position. With an orthodox enemy army the removal test
/// reads only the lines through the king and the squares a knight's leap from it; a move that
/// changes none of those squares (and does not move the king) leaves the verdict of the
/// position before it, known once, without being played.
pub(crate) struct Legality {
    king: Option<Square>,
    /// `None`: the enemy army needs the general test, every move is played.
    checked: Option<bool>,
}

impl Legality {
    pub(crate) fn new(pos: &Position, rs: &Ruleset) -> Legality {
        let side = pos.side_to_move();
        let by = side.opponent();
        let king = pos.king(side);
        let checked = match king {
            Some(k) if orthodox_army(pos, by, rs) => Some(removable_orthodox(pos, k, by)),
            _ => None,
        };
        Legality { king, checked }
    }

    #[inline]
    pub(crate) fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let Some(king) = self.king else {
            return true;
        };
        let Some(checked) = self.checked else {
            return is_legal(pos, mv, rs);
        };
        let near = |sq: Square| crate::rules::attack::near(king, sq);
        // The arrival of an exit is its departure square.
        let touched = near(mv.from)
            || near(mv.to)
            || mv.is_castling()
            || mv
                .passive
                .is_some_and(|p| near(p.from) || matches!(p.to, Destination::Square(s) if near(s)));
        if !touched {
            return !checked;
        }
        if mv.is_castling() {
            return is_legal(pos, mv, rs);
        }
        // The move is judged on the board as it stands with the (at most four) squares it
        // changes read through: no copy of the position, no make.
        let arriving = match mv.promotion {
            Some(Promotion::Piece(k)) => Piece::new(mv.piece.colour(), k).bits(),
            _ => mv.piece.bits(),
        };
        let to = if mv.is_exit() {
            usize::MAX
        } else {
            mv.to.mailbox()
        };
        let (pfrom, pto, landing) = match mv.passive {
            Some(ps) => {
                let p = pos.piece_at(ps.from).expect("the passive piece");
                let landing = match ps.promotion {
                    Some(k) => Piece::new(p.colour(), k),
                    None => p,
                };
                let pto = match ps.to {
                    Destination::Square(s) => s.mailbox(),
                    Destination::Off(_) => usize::MAX,
                };
                (ps.from.mailbox(), pto, landing.bits())
            }
            None => (usize::MAX, usize::MAX, 0),
        };
        let from = mv.from.mailbox();
        let king_after = if mv.from == king {
            if mv.is_exit() {
                return true;
            }
            mv.to
        } else if mv.passive.is_some_and(|p| p.from == king) {
            match mv.passive.map(|p| p.to) {
                Some(Destination::Square(s)) => s,
                _ => return true,
            }
        } else {
            king
        };
        // Later writes win, as in `make`: departures first, then the arrivals.
        // A copy of the mailbox alone, patched as `make` would (departures first, then the
        // arrivals): no Zobrist keys, sets or rights to keep.
        let mut cells = *pos.cells();
        for m in [from, pfrom] {
            if let Some(c) = cells.get_mut(m) {
                *c = EMPTY;
            }
        }
        for (m, piece) in [(to, arriving), (pto, landing)] {
            if let Some(c) = cells.get_mut(m) {
                *c = piece;
            }
        }
        let board = |m: usize| cells.get(m).copied().unwrap_or(OFF_BOARD);
        !removable_seen(board, king_after, pos.side_to_move().opponent())
    }
}

fn is_legal(pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    !in_check(&pos.played(mv, rs), pos.side_to_move(), rs)
}

/// Whether `by` has only orthodox pieces, and no piece is neutral: the removal test may then
/// look out from its target.
#[inline]
fn orthodox_army(pos: &Position, by: Side, rs: &Ruleset) -> bool {
    rs.attackers(by).minus(KindSet::ORTHODOX).is_empty()
        && pos.occupied_by(Colour::Neutral).is_empty()
}

/// Whether `target` is the first square with a piece (or the target itself) from `x` along `v`.
fn aims_along(pos: &Position, x: Square, v: Vec2, target: Square) -> bool {
    let mut k = 1;
    while let Some(sq) = step(pos, x, v, k) {
        if sq == target {
            return true;
        }
        if !pos.is_empty_square(sq) {
            return false;
        }
        k += 1;
    }
    false
}

/// Whether `side`'s king could be taken off the board by the opponent (a side without a king
/// never is in check).
pub fn in_check(pos: &Position, side: Side, rs: &Ruleset) -> bool {
    match pos.king(side) {
        Some(k) => removable(pos, k, side.opponent(), rs),
        None => false,
    }
}

/// Turns `next`, a fresh copy of `src`, into the position after `mv`.
pub(crate) fn make(next: &mut Position, src: &Position, mv: &Move, o: DynamoOptions) {
    let side = src.side_to_move();
    next.remove(mv.from);
    let passive = mv
        .passive
        .and_then(|ps| next.remove(ps.from).map(|p| (ps, p)));
    if let Special::Castling { rook_from, rook_to } = mv.special {
        if let Some(rook) = next.remove(rook_from) {
            next.put(rook_to, rook);
        }
    }
    if !mv.is_exit() {
        let arriving = match mv.promotion {
            Some(Promotion::Piece(k)) => Piece::new(mv.piece.colour(), k),
            _ => mv.piece,
        };
        next.put(mv.to, arriving);
    }
    if let Some((ps, p)) = passive {
        if let Destination::Square(s) = ps.to {
            let landing = match ps.promotion {
                Some(k) => Piece::new(p.colour(), k),
                None => p,
            };
            next.put(s, landing);
        }
    }
    next.set_en_passant(edge_double_step(src, mv, o));
    update_castling(next, src, mv, o);
    next.set_side_to_move(side.opponent());
}

/// The e.p. right a double step leaves (D-8): only on an edge file, and only when an enemy
/// pawn stands beside the pawn, since only then can it be used.
fn edge_double_step(src: &Position, mv: &Move, o: DynamoOptions) -> Option<EnPassant> {
    if mv.special != Special::DoubleStep
        || mv.promotion.is_some()
        || (o.ep_plain_double_step_only && mv.passive.is_some())
    {
        return None;
    }
    let width = src.size().width();
    let file = mv.to.file();
    if file != 0 && file != width - 1 {
        return None;
    }
    let side = src.side_to_move();
    let beside = if file == 0 { 1 } else { -1 };
    let enemy_pawn = Piece::new(side.opponent().colour(), PieceKind::Pawn);
    let neighbour = mv.to.offset(beside, 0, src.size())?;
    // The pushed piece may have landed beside it; it is the pawn standing there afterwards
    // that counts, which only the mover's own pieces can change.
    let after_pushed = mv
        .passive
        .is_some_and(|p| p.to == Destination::Square(neighbour));
    if after_pushed || src.piece_at(neighbour) != Some(enemy_pawn) {
        return None;
    }
    let target = Square::new(file, (mv.from.rank() as i8 + side.forward()) as u8);
    Some(EnPassant::new(target, mv.to))
}

/// Castling rights after `mv` (D-4): by default a king or rook no longer on its square has lost
/// its right, however it left; with `castling_kept_when_displaced`, only an active move or a
/// passive exit costs it.
fn update_castling(next: &mut Position, src: &Position, mv: &Move, o: DynamoOptions) {
    let mut c = next.castling();
    if c.bits() == 0 {
        return;
    }
    for side in [Side::White, Side::Black] {
        let rank = next.home_rank(side);
        let squares = [
            (4, PieceKind::King),
            (7, PieceKind::Rook),
            (0, PieceKind::Rook),
        ];
        for (f, kind) in squares {
            let sq = Square::new(f, rank);
            let piece = Piece::new(side.colour(), kind);
            let lost = if o.castling_kept_when_displaced {
                let moved = mv.from == sq
                    && src.piece_at(sq) == Some(piece)
                    && (mv.to != mv.from || mv.is_exit());
                let gone = mv
                    .passive
                    .is_some_and(|p| p.from == sq && matches!(p.to, Destination::Off(_)))
                    && src.piece_at(sq) == Some(piece);
                moved || gone
            } else {
                next.piece_at(sq) != Some(piece)
            };
            if !lost {
                continue;
            }
            if kind == PieceKind::King {
                if c.king_unmoved(side) {
                    c.set_king(side, false);
                    c.set_rook(side, true, false);
                    c.set_rook(side, false, false);
                }
            } else {
                c.set_rook(side, f == 7, false);
            }
        }
    }
    next.set_castling(c);
}

/// The keyword of each option in Popeye input (after `condition dynamo`) and in sessions.
pub const OPTION_KEYWORDS: [&str; 7] = [
    "equal_distances",
    "ep_push_stays",
    "passive_promotion_queen",
    "castling_kept_when_displaced",
    "merge_exits",
    "no_exit_pull",
    "ep_plain_double_step_only",
];

impl DynamoOptions {
    /// The option's flag by its keyword (`OPTION_KEYWORDS`).
    pub fn flag_mut(&mut self, keyword: &str) -> Option<&mut bool> {
        Some(match keyword {
            "equal_distances" => &mut self.equal_distances,
            "ep_push_stays" => &mut self.ep_push_stays,
            "passive_promotion_queen" => &mut self.passive_promotion_queen,
            "castling_kept_when_displaced" => &mut self.castling_kept_when_displaced,
            "merge_exits" => &mut self.merge_exits,
            "no_exit_pull" => &mut self.no_exit_pull,
            "ep_plain_double_step_only" => &mut self.ep_plain_double_step_only,
            _ => return None,
        })
    }

    /// The keywords of the options set, in `OPTION_KEYWORDS` order.
    pub fn keywords(&self) -> Vec<&'static str> {
        let mut copy = *self;
        OPTION_KEYWORDS
            .iter()
            .copied()
            .filter(|k| *copy.flag_mut(k).expect("a known keyword"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use crate::rules::movegen::legal_moves;

    /// The look out from the target and the walk over every enemy piece agree, on every square
    /// of every position two Dynamo plies from the bench positions.
    #[test]
    fn orthodox_removal_test_agrees_with_the_general_one() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "8/8/8/8/8/8/8/k1K5 w - - 0 1",
        ];
        let mut asked = 0;
        for fen in fens {
            let root = parse_fen(fen).expect("valid FEN");
            let rs = Ruleset::new(
                &root,
                &[crate::rules::Condition::new(DynamoOptions::default())],
            );
            let mut positions = vec![root];
            for _ in 0..2 {
                let next: Vec<Position> = positions
                    .iter()
                    .flat_map(|p| legal_moves(p, &rs).into_iter().map(|m| p.play(&m, &rs)))
                    .step_by(7)
                    .collect();
                positions.extend(next);
            }
            for p in &positions {
                for sq in p.size().squares() {
                    for by in [Side::White, Side::Black] {
                        assert_eq!(
                            removable_orthodox(p, sq, by),
                            removable_any(p, sq, by),
                            "{sq} by {by:?}"
                        );
                        asked += 1;
                    }
                }
            }
        }
        assert!(asked > 10_000);
    }
}
