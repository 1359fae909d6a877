//! How many moves an orthodox piece needs, at the very least, to get from one square to
//! another: its move count on an empty board. Obstacles can only add moves, so these counts are
//! lower bounds for real play; the helpmate planner (`mate_patterns`, `guided`) prunes with them.
//! A single legal move lowers a piece's count by at most one, castling aside (the planner counts
//! castling as a free jump of the king: `mate_patterns::unit_moves`).
//!
//! Pawns promote to the kinds the rules allow, among the orthodox ones and the dummy (Popeye's
//! `Du`: a piece that never moves, captures or checks, so its count is 0 where it stands and
//! `NEVER` elsewhere; a pawn becomes one with its promotion move, on the last rank).

use std::sync::{Arc, Mutex, OnceLock};

use crate::rules::walk;
use crate::rules::{BoardSize, KindSet, PieceKind, Side, Square, SquareSet, Vec2};

/// No number of moves gets there.
pub const NEVER: u8 = 200;

/// The kinds that have a table; pawns are computed (they depend on the side).
const TABLE_KINDS: [PieceKind; 5] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
];

/// What a pawn may promote to under orthodox rules.
const PROMOTIONS: [PieceKind; 4] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
];

/// The kinds pawns may promote to for the counts to apply: the orthodox ones and the dummy.
pub const COUNTED_PROMOTIONS: KindSet = KindSet::ORTHODOX_PROMOTIONS.with(PieceKind::Dummy);

pub struct Distances {
    size: BoardSize,
    /// The kinds pawns promote to (within `COUNTED_PROMOTIONS`).
    promotions: KindSet,
    /// The kinds a pawn may end as: itself, then its promotions.
    pawn_kinds: Vec<PieceKind>,
    /// Squares on the board (width * height).
    n: usize,
    /// Per slot (see `slot`), from * n + to.
    tables: Vec<Vec<u8>>,
    /// Per slot of a piece that does not promote, and per square: where such a piece attacks
    /// it from on an empty board.
    attackers: Vec<Vec<Vec<Square>>>,
    /// The board's holes (`condition Hole`): no unit stands on one, so no pattern asks for a
    /// flight or a first square there to be blocked or guarded. The counts and attacks above
    /// leave them out of account: a hole only adds moves and takes attacks away, so they
    /// stay lower bounds and supersets.
    holes: SquareSet,
}

/// Tables: the five kinds of `TABLE_KINDS`, then pawns by side (2), then pawns promoting to
/// each of `PROMOTIONS` by side (8).
fn slot(side: Side, now: PieceKind, then: PieceKind) -> Option<usize> {
    let table = |k: PieceKind| TABLE_KINDS.iter().position(|&t| t == k);
    if now == then {
        if now == PieceKind::Pawn {
            Some(5 + side.index())
        } else {
            table(now)
        }
    } else if now == PieceKind::Pawn {
        let p = PROMOTIONS.iter().position(|&k| k == then)?;
        Some(7 + side.index() * 4 + p)
    } else {
        None
    }
}

/// The tables made so far, by board and promotions (see [`Distances::shared`]).
type Made = Vec<((BoardSize, KindSet, SquareSet), Arc<Distances>)>;

impl Distances {
    /// The counts of [`Distances::new`], made once per board and promotions for the whole
    /// run: a plan is made for each position a play starts from (after each introduction of
    /// `m->ser-h#n`, for each twin), and making the tables cost more than the plan itself
    /// (3->ser-h#2 with a lone white king: 128 plans, the tables three quarters of the run).
    pub fn shared(size: BoardSize, promotions: KindSet, holes: SquareSet) -> Arc<Distances> {
        static MADE: OnceLock<Mutex<Made>> = OnceLock::new();
        let mut made = MADE
            .get_or_init(Mutex::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let key = (size, promotions, holes);
        if let Some((_, d)) = made.iter().find(|(k, _)| *k == key) {
            return d.clone();
        }
        let d = Arc::new(Distances {
            holes,
            ..Distances::new(size, promotions)
        });
        made.push((key, d.clone()));
        d
    }

    /// The counts on a board of `size` where pawns promote to `promotions` (its kinds outside
    /// `COUNTED_PROMOTIONS` are left out: the planner refuses such rules).
    pub fn new(size: BoardSize, promotions: KindSet) -> Distances {
        let promotions = promotions.intersection(COUNTED_PROMOTIONS);
        let mut pawn_kinds = vec![PieceKind::Pawn];
        pawn_kinds.extend(
            PROMOTIONS
                .into_iter()
                .chain([PieceKind::Dummy])
                .filter(|&k| promotions.contains(k)),
        );
        let n = size.width() as usize * size.height() as usize;
        let mut tables: Vec<Vec<u8>> = TABLE_KINDS
            .iter()
            .map(|&k| {
                let mut t = vec![NEVER; n * n];
                for from in size.squares() {
                    bfs(size, k, from, &mut t[compact(size, from) * n..][..n]);
                }
                t
            })
            .collect();
        for side in [Side::White, Side::Black] {
            let mut t = vec![NEVER; n * n];
            for from in size.squares() {
                for to in size.squares() {
                    t[compact(size, from) * n + compact(size, to)] =
                        pawn(size, side, from, to, false);
                }
            }
            tables.push(t);
        }
        for side in [Side::White, Side::Black] {
            for kind in PROMOTIONS {
                let officer = &tables[TABLE_KINDS.iter().position(|&k| k == kind).unwrap_or(0)];
                let mut t = vec![NEVER; n * n];
                let last = match side {
                    Side::White => size.height() - 1,
                    Side::Black => 0,
                };
                for from in size.squares() {
                    for f in 0..size.width() {
                        let p = Square::new(f, last);
                        let a = pawn(size, side, from, p, true);
                        if a >= NEVER {
                            continue;
                        }
                        let row = compact(size, p) * n;
                        for to in size.squares() {
                            let c = compact(size, to);
                            let d = (a + officer[row + c]).min(NEVER);
                            let cell = &mut t[compact(size, from) * n + c];
                            *cell = (*cell).min(d);
                        }
                    }
                }
                tables.push(t);
            }
        }
        let mut attackers = Vec::new();
        for (slot, table) in tables.iter().enumerate().take(7) {
            let lists = (0..n)
                .map(|to| {
                    let to_sq = Square::new(
                        (to % size.width() as usize) as u8,
                        (to / size.width() as usize) as u8,
                    );
                    size.squares()
                        .filter(|&from| match slot {
                            5 | 6 => {
                                let side = if slot == 5 { Side::White } else { Side::Black };
                                to_sq.rank() as i32 - from.rank() as i32 == side.forward() as i32
                                    && (to_sq.file() as i32 - from.file() as i32).abs() == 1
                            }
                            _ => from != to_sq && table[compact(size, from) * n + to] == 1,
                        })
                        .collect()
                })
                .collect();
            attackers.push(lists);
        }
        Distances {
            size,
            promotions,
            pawn_kinds,
            n,
            tables,
            attackers,
            holes: SquareSet::EMPTY,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The squares of the board a unit may stand on (its holes left out).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.size.squares().filter(|&s| !self.holes.contains(s))
    }

    /// The square `(df, dr)` away from `sq`, if it is on the board and no hole.
    #[inline]
    pub fn offset(&self, sq: Square, df: i32, dr: i32) -> Option<Square> {
        sq.offset(df, dr, self.size)
            .filter(|&s| !self.holes.contains(s))
    }

    /// The kinds a piece of `kind` may end as (a pawn: itself or a promotion).
    pub fn kinds_of(&self, kind: PieceKind) -> &[PieceKind] {
        match kind {
            PieceKind::Pawn => &self.pawn_kinds,
            PieceKind::King => &[PieceKind::King],
            PieceKind::Queen => &[PieceKind::Queen],
            PieceKind::Rook => &[PieceKind::Rook],
            PieceKind::Bishop => &[PieceKind::Bishop],
            PieceKind::Knight => &[PieceKind::Knight],
            _ => &[PieceKind::Dummy],
        }
    }

    /// Moves for `side`'s piece, now of kind `now` on `from`, to stand on `to` as `then`
    /// (a pawn may promote on the way).
    #[inline]
    pub fn moves(
        &self,
        side: Side,
        now: PieceKind,
        from: Square,
        then: PieceKind,
        to: Square,
    ) -> u8 {
        match slot(side, now, then) {
            Some(_) if now != then && !self.promotions.contains(then) => NEVER,
            Some(s) => self.tables[s][compact(self.size, from) * self.n + compact(self.size, to)],
            None => self.dummy_moves(side, now, from, then, to),
        }
    }

    /// `moves` where a dummy is the piece or what it is to become: it stays where it
    /// stands; a pawn becomes one by promoting on `to`, the last rank.
    #[cold]
    fn dummy_moves(
        &self,
        side: Side,
        now: PieceKind,
        from: Square,
        then: PieceKind,
        to: Square,
    ) -> u8 {
        match (now, then) {
            (PieceKind::Dummy, PieceKind::Dummy) if from == to => 0,
            (PieceKind::Pawn, PieceKind::Dummy) if self.promotions.contains(then) => {
                pawn(self.size, side, from, to, true)
            }
            _ => NEVER,
        }
    }

    /// Whether a piece of `kind` on `from` attacks `to` on an empty board (a dummy
    /// attacks nothing).
    pub fn attacks(&self, side: Side, kind: PieceKind, from: Square, to: Square) -> bool {
        if kind == PieceKind::Pawn {
            to.rank() as i32 - from.rank() as i32 == side.forward() as i32
                && (to.file() as i32 - from.file() as i32).abs() == 1
        } else {
            from != to && self.moves(side, kind, from, kind, to) == 1
        }
    }

    /// The squares from which `side`'s piece of `kind` attacks `to` on an empty board.
    pub fn attackers(&self, side: Side, kind: PieceKind, to: Square) -> &[Square] {
        match slot(side, kind, kind) {
            Some(s) => &self.attackers[s][compact(self.size, to)],
            None => &[],
        }
    }
}

/// A pawn's moves from `from` to `to`, capturing whenever it must change file; `promoting`
/// allows `to` on the last rank (the move there is the promotion).
fn pawn(size: BoardSize, side: Side, from: Square, to: Square, promoting: bool) -> u8 {
    let last = match side {
        Side::White => size.height() - 1,
        Side::Black => 0,
    };
    if from == to {
        return if promoting { NEVER } else { 0 };
    }
    if (to.rank() == last) != promoting {
        return NEVER;
    }
    let r = (to.rank() as i32 - from.rank() as i32) * side.forward() as i32;
    let df = (to.file() as i32 - from.file() as i32).abs();
    if r <= 0 || df > r {
        return NEVER;
    }
    let second = match side {
        Side::White => 1,
        Side::Black => size.height() as i32 - 2,
    };
    // A double step needs two straight ranks besides the captures that change file.
    let double = from.rank() as i32 == second && r >= df + 2;
    (r - double as i32) as u8
}

/// Index of a square among the board's squares.
#[inline]
fn compact(size: BoardSize, sq: Square) -> usize {
    sq.rank() as usize * size.width() as usize + sq.file() as usize
}

/// Where a piece of `kind` on `from` can go in one move on an empty board.
pub fn empty_board_moves(size: BoardSize, kind: PieceKind, from: Square) -> Vec<Square> {
    // The orthodox walks of the rules core; a king steps where a queen rides.
    let (steps, ride): (&[Vec2], bool) = match kind {
        PieceKind::King => (walk::QUEEN, false),
        PieceKind::Knight => (walk::KNIGHT, false),
        PieceKind::Queen => (walk::QUEEN, true),
        PieceKind::Rook => (walk::ROOK, true),
        PieceKind::Bishop => (walk::BISHOP, true),
        _ => (&[], false),
    };
    let mut out = Vec::new();
    for &(df, dr) in steps {
        let mut k = 1;
        while let Some(to) = from.offset(df as i32 * k, dr as i32 * k, size) {
            out.push(to);
            if !ride {
                break;
            }
            k += 1;
        }
    }
    out
}

fn bfs(size: BoardSize, kind: PieceKind, from: Square, row: &mut [u8]) {
    row[compact(size, from)] = 0;
    let mut frontier = vec![from];
    let mut d = 0u8;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for sq in frontier {
            for to in empty_board_moves(size, kind, sq) {
                let c = compact(size, to);
                if row[c] == NEVER {
                    row[c] = d;
                    next.push(to);
                }
            }
        }
        frontier = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn empty_board_counts() {
        let d = Distances::new(BoardSize::STANDARD, KindSet::ORTHODOX_PROMOTIONS);
        let w = Side::White;
        assert_eq!(
            d.moves(w, PieceKind::Knight, sq("a1"), PieceKind::Knight, sq("h8")),
            6
        );
        assert_eq!(
            d.moves(w, PieceKind::Knight, sq("a1"), PieceKind::Knight, sq("b2")),
            4
        );
        assert_eq!(
            d.moves(w, PieceKind::Bishop, sq("a1"), PieceKind::Bishop, sq("a2")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Bishop, sq("a1"), PieceKind::Bishop, sq("a3")),
            2
        );
        assert_eq!(
            d.moves(w, PieceKind::Rook, sq("a1"), PieceKind::Rook, sq("h8")),
            2
        );
        assert_eq!(
            d.moves(w, PieceKind::King, sq("a1"), PieceKind::King, sq("h5")),
            7
        );
        // Pawns: double step, captures to change file, promotion.
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Pawn, sq("e4")),
            1
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Pawn, sq("f3")),
            1
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Pawn, sq("f4")),
            2
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Pawn, sq("g4")),
            2
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e3"), PieceKind::Pawn, sq("e2")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), PieceKind::Pawn, sq("e8")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Queen, sq("e8")),
            5
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), PieceKind::Queen, sq("a4")),
            2
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), PieceKind::Knight, sq("f6")),
            2
        );
        let b = Side::Black;
        assert_eq!(
            d.moves(b, PieceKind::Pawn, sq("d7"), PieceKind::Pawn, sq("d5")),
            1
        );
        assert_eq!(
            d.moves(b, PieceKind::Pawn, sq("d2"), PieceKind::Rook, sq("d1")),
            1
        );
        assert!(d.attacks(b, PieceKind::Pawn, sq("d5"), sq("e4")));
        assert!(!d.attacks(w, PieceKind::Pawn, sq("d5"), sq("e4")));
        assert!(d.attacks(w, PieceKind::Queen, sq("d1"), sq("h5")));
        assert!(!d.attacks(w, PieceKind::Queen, sq("d1"), sq("d1")));
    }

    /// A dummy stays where it stands and attacks nothing; a pawn becomes one (or any other
    /// kind) only where the promotions allow, with its promotion move.
    #[test]
    fn dummies_and_promotion_sets() {
        let dummy = PieceKind::Dummy;
        let w = Side::White;
        let d = Distances::new(BoardSize::STANDARD, COUNTED_PROMOTIONS);
        assert_eq!(d.moves(w, dummy, sq("d4"), dummy, sq("d4")), 0);
        assert_eq!(d.moves(w, dummy, sq("d4"), dummy, sq("d5")), NEVER);
        assert_eq!(
            d.moves(w, dummy, sq("d4"), PieceKind::Queen, sq("d4")),
            NEVER
        );
        assert!(!d.attacks(w, dummy, sq("d4"), sq("d5")));
        assert!(d.attackers(w, dummy, sq("d5")).is_empty());
        assert_eq!(d.moves(w, PieceKind::Pawn, sq("e2"), dummy, sq("e8")), 5);
        assert_eq!(d.moves(w, PieceKind::Pawn, sq("e7"), dummy, sq("f8")), 1);
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), dummy, sq("e7")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), dummy, sq("e7")),
            NEVER
        );
        assert_eq!(
            d.moves(Side::Black, PieceKind::Pawn, sq("c2"), dummy, sq("c1")),
            1
        );
        assert_eq!(d.kinds_of(dummy), [dummy]);
        assert_eq!(d.kinds_of(PieceKind::Pawn).len(), 6);
        // PromOnly Q S: no rook, bishop or dummy from a pawn.
        let only = KindSet::of(&[PieceKind::Queen, PieceKind::Knight]);
        let d = Distances::new(BoardSize::STANDARD, only);
        assert_eq!(
            d.kinds_of(PieceKind::Pawn),
            [PieceKind::Pawn, PieceKind::Queen, PieceKind::Knight]
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), dummy, sq("e8")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), PieceKind::Rook, sq("e8")),
            NEVER
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e7"), PieceKind::Queen, sq("e8")),
            1
        );
        assert_eq!(
            d.moves(w, PieceKind::Pawn, sq("e2"), PieceKind::Pawn, sq("e4")),
            1
        );
    }

    /// One move never lowers a count by more than one: what makes the counts usable as a
    /// budget, move by move.
    #[test]
    fn one_move_lowers_a_count_by_at_most_one() {
        let size = BoardSize::new(6, 7).unwrap();
        let d = Distances::new(size, KindSet::ORTHODOX_PROMOTIONS);
        for kind in TABLE_KINDS {
            for from in size.squares() {
                for to in empty_board_moves(size, kind, from) {
                    for target in size.squares() {
                        let a = d.moves(Side::White, kind, from, kind, target);
                        let b = d.moves(Side::White, kind, to, kind, target);
                        assert!(b + 1 >= a, "{kind:?} {from}-{to} towards {target}");
                    }
                }
            }
        }
    }
}
