//! Attack detection: which pieces of a side could capture on a square. The scans run backwards
//! from the target square, one per walk component, and hand every capture found to a visitor
//! with its nature, so that conditions which restrict captures can judge each one.

use super::bitset::SquareSet;
use super::condition::Hooks;
use super::custom_walk::{self, Board, CustomWalk, Enemy, Men};
use super::moves::{Nature, Vec2};
use super::piece::{Piece, PieceKind, Side};
use super::position::{Cell, Position, EMPTY, OFF_BOARD};
use super::ruleset::{KindSet, Ruleset};
use super::square::{delta, Square, MAILBOX, MAX_SIDE, STRIDE};
use super::walk;

pub const ORTHOGONAL_RIDERS: KindSet = KindSet::of(&[
    PieceKind::Rook,
    PieceKind::Queen,
    PieceKind::Amazon,
    PieceKind::Empress,
]);
pub const DIAGONAL_RIDERS: KindSet = KindSet::of(&[
    PieceKind::Bishop,
    PieceKind::Queen,
    PieceKind::Amazon,
    PieceKind::Princess,
]);
pub(crate) const KNIGHT_LEAPERS: KindSet = KindSet::of(&[
    PieceKind::Knight,
    PieceKind::Amazon,
    PieceKind::Empress,
    PieceKind::Princess,
]);
/// Kinds scanned by the combined scans above (plus king and pawn, scanned on their own).
const COMBINED: KindSet = KNIGHT_LEAPERS.union(
    DIAGONAL_RIDERS
        .union(ORTHOGONAL_RIDERS.union(KindSet::of(&[PieceKind::King, PieceKind::Pawn]))),
);

/// A capture found by the scans.
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    pub from: Square,
    pub piece: Piece,
    pub nature: Nature,
}

/// The piece on mailbox cell `c` if `by` may move it and its kind is in `kinds`.
#[inline]
fn attacker(c: Cell, by: Side, kinds: KindSet) -> Option<Piece> {
    let p = Piece::from_cell(c)?;
    (p.colour_bits() & 1 << by as u8 != 0 && kinds.has(p)).then_some(p)
}

/// The board as the scans read it: optionally with one square taken as empty (the king's own
/// square when judging where the king may go).
#[derive(Clone, Copy)]
struct View<'a> {
    pos: &'a Position,
    /// The mailbox read: the position's own, or a patched copy of it.
    cells: &'a [Cell; MAILBOX],
    vacated: usize,
    /// Whether pawns on their own first rank observe (Popeye's do not, but under a few
    /// conditions: `Ruleset::base_rank_pawns_observe`).
    base_pawns: bool,
}

impl Board for View<'_> {
    #[inline]
    fn cell(&self, mb: usize) -> Cell {
        View::cell(self, mb)
    }
    #[inline]
    fn size(&self) -> crate::rules::square::BoardSize {
        self.pos.size()
    }
    fn as_dyn(&self) -> &dyn Board {
        self
    }
    /// The position's men when the view reads its own mailbox (a vacated square only empties
    /// one); a patched copy may hold men elsewhere.
    #[inline]
    fn occupied_hint(&self) -> Option<SquareSet> {
        std::ptr::eq(self.cells, self.pos.cells()).then(|| self.pos.occupied())
    }
    #[inline]
    fn read_places_of(&self, _kind: PieceKind) {}
}

/// `view` with the man `victim` on the mailbox cell `target` (see `walked_attacks`).
pub(crate) struct Targeted<'a, 'b> {
    view: &'a View<'b>,
    target: usize,
    victim: Cell,
    /// A mailbox cell read as holding another man (`NO_ARRIVAL` for none): with the view's
    /// vacated square, the board after a plain move, read without playing it (legality,
    /// `custom_attack_after`).
    arrival: (usize, Cell),
    /// Where the squares read are written down, when someone wants them (see `custom_reads`),
    /// or for the while a part asked again is learned (see `Learning`).
    reads: std::cell::Cell<Option<&'a Reads>>,
    /// Where the walk's parts (`Board::part`) are kept or found.
    memo: Memo<'a>,
    /// Whether a part is being asked: parts within parts are neither kept nor found.
    in_part: std::cell::Cell<bool>,
    /// Where the next part recalled is looked for first: a walk asks its parts in the order
    /// it kept them, as a rule (see `Board::part`).
    next_part: std::cell::Cell<usize>,
}

/// A part of a custom walk's answer (`Board::part`), the squares it read and the kinds whose
/// men's places it read (`Board::read_places_of`).
#[derive(Clone, Copy)]
pub(crate) struct Part {
    pub key: u32,
    pub answer: bool,
    pub reads: SquareSet,
    pub placed: KindSet,
}

/// The most parts kept of one answer; further ones are asked again each time.
pub(crate) const MAX_PARTS: usize = 16;

/// The parts of one answer, as `custom_attack_reads` keeps them (at most `MAX_PARTS`).
pub(crate) struct PartLog {
    pub list: Vec<Part>,
}

impl PartLog {
    pub fn new() -> PartLog {
        PartLog {
            list: Vec::with_capacity(MAX_PARTS),
        }
    }

    pub fn parts(&self) -> &[Part] {
        &self.list
    }
}

/// Parts of the men's answers on a position that legality asked afresh after a plain move of
/// it and that the move could not have changed (they read none of its squares and no place of
/// the kinds it moved or took): their answers are the position's too, and stand for its other
/// moves as the parts kept when it was first judged do. An orphan's capture as a kind that
/// reached the king only after a move has no kept part, and the observation chain it then
/// asks is the same for each move of the man that stood in the way.
#[derive(Default)]
pub(crate) struct Learned {
    /// The man's square, the part, and whether it read the kinds on the board.
    list: std::cell::RefCell<Vec<(Square, Part, bool)>>,
}

impl Learned {
    /// The answer of `man`'s part `key`, where one was learned that `stands` and, where it read
    /// the kinds on the board, the move takes no man (so that the kinds are the position's).
    fn recall(
        &self,
        man: Square,
        key: u32,
        captures: bool,
        stands: impl Fn(&Part) -> bool,
    ) -> Option<bool> {
        self.list
            .borrow()
            .iter()
            .find(|(sq, p, kinds)| *sq == man && p.key == key && !(*kinds && captures) && stands(p))
            .map(|(_, p, _)| p.answer)
    }
}

/// Where a part asked again after a plain move is learned: the man asked, whether the move
/// takes a man, the scratch its reads are written to, and the parts learned.
#[derive(Clone, Copy)]
pub(crate) struct Learning<'a> {
    man: Square,
    captures: bool,
    scratch: &'a Reads,
    learned: &'a Learned,
}

/// What becomes of a walk's parts.
#[derive(Clone, Copy)]
enum Memo<'a> {
    /// Nothing: each is asked.
    None,
    /// Each is asked with its reads written down apart, and kept unless it read the kinds on
    /// the board.
    Keep(&'a std::cell::RefCell<PartLog>),
    /// Asked again after a move that changed these squares, where men of these kinds stood or
    /// stand: a kept part that read none of the squares and no place of the kinds is known.
    /// The last, where known: the kinds on the board before the move, which brought none.
    /// Parts asked again, and not kept, may be learned (plain moves only, see `Learned`).
    Recall(
        &'a [Part],
        SquareSet,
        KindSet,
        Option<KindSet>,
        Option<Learning<'a>>,
    ),
}

/// The board squares a custom walk read: a walk is a function of the cells it reads (it sees
/// the board only through [`Board`]), so its answer holds while none of them changes.
#[derive(Default)]
struct Reads {
    squares: std::cell::Cell<SquareSet>,
    /// Whether the walk read the kinds of the men (`Board::for_each_man_by_kind`).
    kinds: std::cell::Cell<bool>,
    /// The kinds whose men's places it read (`Board::read_places_of`).
    placed: std::cell::Cell<KindSet>,
}

impl Reads {
    #[inline]
    fn note(&self, mb: usize) {
        // Padding cells and those past the mailbox are off the board for good.
        if mb < MAILBOX && mb % STRIDE < MAX_SIDE as usize {
            let mut set = self.squares.get();
            set.insert(Square::from_mailbox(mb));
            self.squares.set(set);
        }
    }
}

/// No cell read as holding another man (see `Targeted::arrival`).
const NO_ARRIVAL: (usize, Cell) = (usize::MAX, EMPTY);

impl Board for Targeted<'_, '_> {
    #[inline]
    fn cell(&self, mb: usize) -> Cell {
        if let Some(reads) = self.reads.get() {
            reads.note(mb);
        }
        self.unread_cell(mb)
    }

    #[inline]
    fn size(&self) -> crate::rules::square::BoardSize {
        self.view.pos.size()
    }
    fn as_dyn(&self) -> &dyn Board {
        self
    }
    #[inline]
    fn walk_captures(
        &self,
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        walk.captures_on_targeted
            .map(|captures| captures(self, side, from, piece, target))
    }
    #[inline]
    fn walk_captures_on_enemy(
        &self,
        (seen, as_cell): (usize, Cell),
        walk: &CustomWalk,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> Option<bool> {
        let enemy = Enemy {
            board: self,
            target: seen,
            cell: as_cell,
        };
        walk.captures_on_enemy_targeted
            .map(|captures| captures(&enemy, side, from, piece, target))
    }
    /// The view's men and the victim; none where the squares read are written down, since a
    /// walk that lists the men depends on every empty square too.
    #[inline]
    fn occupied_hint(&self) -> Option<SquareSet> {
        if self.reads.get().is_some() {
            return None;
        }
        let mut set = self.view.occupied_hint()?;
        for mb in [self.target, self.arrival.0] {
            if mb < MAILBOX && mb % STRIDE < MAX_SIDE as usize {
                set.insert(Square::from_mailbox(mb));
            }
        }
        Some(set)
    }
    /// The men as `for_each_man` lists them, no square counted as read: the answer is marked
    /// as one that depends on the kinds on the board instead.
    fn for_each_man_by_kind(&self, f: &mut dyn FnMut(Square, Piece)) {
        let Some(reads) = self.reads.get() else {
            return self.for_each_man(f);
        };
        reads.kinds.set(true);
        let unread = Targeted {
            view: self.view,
            target: self.target,
            victim: self.victim,
            arrival: self.arrival,
            reads: std::cell::Cell::new(None),
            memo: Memo::None,
            in_part: std::cell::Cell::new(false),
            next_part: std::cell::Cell::new(0),
        };
        unread.for_each_man(f);
    }
    /// The men as `for_each_man_by_kind` lists them, read straight from the view's cells.
    fn men_by_kind(&self, men: &mut Men) {
        if let Some(reads) = self.reads.get() {
            reads.kinds.set(true);
        }
        match self.view.occupied_hint() {
            Some(mut set) => {
                for mb in [self.target, self.arrival.0] {
                    if mb < MAILBOX && mb % STRIDE < MAX_SIDE as usize {
                        set.insert(Square::from_mailbox(mb));
                    }
                }
                for sq in set.iter() {
                    if let Some(p) = Piece::from_cell(self.unread_cell(sq.mailbox())) {
                        men.push(sq, p);
                    }
                }
            }
            None => {
                for sq in self.size().squares() {
                    if let Some(p) = Piece::from_cell(self.unread_cell(sq.mailbox())) {
                        men.push(sq, p);
                    }
                }
            }
        }
    }
    fn read_places_of(&self, kind: PieceKind) {
        if let Some(reads) = self.reads.get() {
            reads.placed.set(reads.placed.get().with(kind));
        }
    }
    /// Asked again after a move, the kinds on the board before it, where legality knows them.
    #[inline]
    fn kinds_hint(&self) -> Option<KindSet> {
        match self.memo {
            Memo::Recall(_, _, _, kinds, _) => kinds,
            _ => None,
        }
    }
    fn part(&self, key: u32, question: &mut dyn FnMut() -> bool) -> bool {
        if self.in_part.get() {
            return question();
        }
        match self.memo {
            Memo::None => question(),
            Memo::Recall(parts, changed, moved, _, learning) => {
                let stands = |p: &Part| {
                    p.reads.intersection(changed).is_empty() && !p.placed.intersects(moved)
                };
                let found = self.recalled(parts, key);
                match (found, learning) {
                    (Some(p), _) if stands(p) => p.answer,
                    // A part the position kept and the move touched is asked again: it read
                    // the move's squares before, and most often does again.
                    (None, Some(learning)) => self.learn(key, question, learning, stands),
                    _ => {
                        self.in_part.set(true);
                        let answer = question();
                        self.in_part.set(false);
                        answer
                    }
                }
            }
            Memo::Keep(log) => {
                let Some(reads) = self.reads.get() else {
                    return question();
                };
                // The part's reads apart from the rest, then added to them.
                let outer = (
                    reads.squares.replace(SquareSet::EMPTY),
                    reads.kinds.replace(false),
                    reads.placed.replace(KindSet::NONE),
                );
                self.in_part.set(true);
                let answer = question();
                self.in_part.set(false);
                let inner = (reads.squares.get(), reads.kinds.get(), reads.placed.get());
                let mut log = log.borrow_mut();
                if !inner.1 && log.list.len() < MAX_PARTS {
                    log.list.push(Part {
                        key,
                        answer,
                        reads: inner.0,
                        placed: inner.2,
                    });
                }
                reads.squares.set(outer.0.union(inner.0));
                reads.kinds.set(outer.1 || inner.1);
                reads.placed.set(outer.2.union(inner.2));
                answer
            }
        }
    }
}

impl<'a> Targeted<'a, '_> {
    /// The answer of the part `key` that the position kept none of, asked after a plain move:
    /// learned before, or asked with its reads written down and learned where the move did not
    /// change what it read (see `Learned`).
    fn learn(
        &self,
        key: u32,
        question: &mut dyn FnMut() -> bool,
        learning: Learning<'a>,
        stands: impl Fn(&Part) -> bool,
    ) -> bool {
        let Learning {
            man,
            captures,
            scratch,
            learned,
        } = learning;
        if let Some(answer) = learned.recall(man, key, captures, &stands) {
            return answer;
        }
        scratch.squares.set(SquareSet::EMPTY);
        scratch.kinds.set(false);
        scratch.placed.set(KindSet::NONE);
        let outer = self.reads.replace(Some(scratch));
        self.in_part.set(true);
        let answer = question();
        self.in_part.set(false);
        self.reads.set(outer);
        let part = Part {
            key,
            answer,
            reads: scratch.squares.get(),
            placed: scratch.placed.get(),
        };
        // A part that read the kinds on the board stands for the position only where the
        // move took no man: then the kinds are the position's.
        let kinds = scratch.kinds.get();
        if stands(&part) && !(kinds && captures) {
            learned.list.borrow_mut().push((man, part, kinds));
        }
        answer
    }

    /// The part `key` among `parts`, looked for from where the last one was found.
    #[inline]
    fn recalled<'p>(&self, parts: &'p [Part], key: u32) -> Option<&'p Part> {
        let start = self.next_part.get().min(parts.len());
        let (after, before) = (&parts[start..], &parts[..start]);
        let i = match after.iter().position(|p| p.key == key) {
            Some(i) => start + i,
            None => before.iter().position(|p| p.key == key)?,
        };
        self.next_part.set(i + 1);
        Some(&parts[i])
    }

    /// The cell `mb` as the walk sees it, not written down as read.
    #[inline]
    fn unread_cell(&self, mb: usize) -> Cell {
        if mb == self.target {
            self.victim
        } else if mb == self.arrival.0 {
            self.arrival.1
        } else {
            self.view.cell(mb)
        }
    }
}

impl View<'_> {
    #[inline]
    fn cell(&self, m: usize) -> Cell {
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
    any_capture_observing(pos, target, by, kinds, false, visit)
}

/// `any_capture`, where `base_pawns` says whether pawns on their own first rank observe
/// (Popeye's do not, but under a few conditions: `Ruleset::base_rank_pawns_observe`).
#[inline]
pub fn any_capture_observing<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    base_pawns: bool,
    visit: F,
) -> bool {
    scan(
        View {
            pos,
            cells: pos.cells(),
            vacated: usize::MAX,
            base_pawns,
        },
        target,
        by,
        kinds,
        visit,
    )
}

/// `any_capture` with the walks pieces have in play: where a rule lends pieces walks
/// (`Hooks::LEND`, Annan chess), a piece observes with the walk lent to it, and `kinds` are
/// the walks observing. The observation scans of the rules that judge pieces by what observes
/// them (paralysis, support, Madrasi, Isardam, Eiffel) use it, so that they combine with such
/// a rule. Where a rule relocates the pieces' captures (`Hooks::RELOCATE`: Mars Circe, Plus
/// chess), a piece observes from the squares it captures from
/// ([`super::relocation::any_observation`]). The target may hold any piece (a piece of `by`
/// too: support).
#[inline]
pub fn any_observation<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    rs: &Ruleset,
    visit: F,
) -> bool {
    if !rs.uses(Hooks::LEND | Hooks::RELOCATE) {
        return any_capture_observing(pos, target, by, kinds, rs.base_rank_pawns_observe(), visit);
    }
    if rs.uses(Hooks::RELOCATE) {
        return super::relocation::any_observation(pos, target, by, kinds, rs, visit);
    }
    observation_with_lent_walks(pos, target, by, kinds, rs, visit)
}

/// The kind whose walk the piece `piece` on `sq` observes with for `by`, when a rule lends it
/// one.
#[inline]
pub fn lent_kind(
    pos: &Position,
    sq: Square,
    piece: Piece,
    by: Side,
    rs: &Ruleset,
) -> Option<PieceKind> {
    rs.with(Hooks::LEND)
        .find_map(|r| r.lent_kind(pos, sq, piece, by))
}

/// [`any_observation`] where walks are lent: the pieces that keep their own walks are found by
/// the scans, those with a lent walk are walked one by one (the lending read from `pos`, the
/// walk made on a board where an enemy piece stands on `target`).
#[inline(never)]
fn observation_with_lent_walks<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    rs: &Ruleset,
    mut visit: F,
) -> bool {
    if any_capture(pos, target, by, kinds, |c| {
        lent_kind(pos, c.from, c.piece, by, rs).is_none() && visit(c)
    }) {
        return true;
    }
    // Something of the other side to take on the target (an empty square, a piece of `by`).
    let filled;
    let board = match pos.piece_at(target) {
        Some(p) if p.colour() == by.opponent().colour() => pos,
        _ => {
            let mut b = *pos;
            b.put(target, Piece::new(by.opponent().colour(), PieceKind::Queen));
            filled = b;
            &filled
        }
    };
    let mut buf = super::moves::MoveList::new();
    for sq in pos.movable_by(by).iter() {
        if sq == target {
            continue;
        }
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        let Some(kind) = lent_kind(pos, sq, piece, by, rs) else {
            continue;
        };
        if !kinds.contains(kind) {
            continue;
        }
        let w = walk::walk(kind);
        let vector = (
            target.file() as i8 - sq.file() as i8,
            target.rank() as i8 - sq.rank() as i8,
        );
        if !w.pawn && !walk::may_reach(Piece::new(piece.colour(), kind), vector) {
            continue;
        }
        buf.clear();
        super::movegen::walk_moves(board, by, sq, piece, w, rs, &mut buf);
        for m in buf.iter() {
            // A locust's or a marine piece's victim stands before its arrival square.
            if super::custom_walk::captured_on(m) == Some(target)
                && visit(Capture {
                    from: sq,
                    piece,
                    nature: m.nature,
                })
            {
                return true;
            }
        }
    }
    false
}

/// Whether `by` attacks `target` once `vacated` is empty (orthodox capture rules).
pub fn attacked_with_vacated(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    vacated: Square,
    base_pawns: bool,
) -> bool {
    any_capture_with_vacated(pos, target, by, kinds, vacated, base_pawns, |_| true)
}

/// `any_capture` once `vacated` is empty.
#[inline]
pub fn any_capture_with_vacated<F: FnMut(Capture) -> bool>(
    pos: &Position,
    target: Square,
    by: Side,
    kinds: KindSet,
    vacated: Square,
    base_pawns: bool,
    visit: F,
) -> bool {
    scan(
        View {
            pos,
            cells: pos.cells(),
            vacated: vacated.mailbox(),
            base_pawns,
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
    kinds.minus(COMBINED).is_empty()
}

/// Whether `by` attacks `target` on `cells`, a patched copy of `pos`'s mailbox (orthodox
/// capture rules). `kinds` must pass `reads_cells_only`.
pub(crate) fn attacked_on(
    pos: &Position,
    cells: &[Cell; MAILBOX],
    target: Square,
    by: Side,
    kinds: KindSet,
    base_pawns: bool,
) -> bool {
    debug_assert!(reads_cells_only(kinds));
    scan(
        View {
            pos,
            cells,
            vacated: usize::MAX,
            base_pawns,
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
    let t = target.mailbox();
    let mut found = |from: Square, piece: Piece, nature: Nature| {
        visit(Capture {
            from,
            piece,
            nature,
        })
    };

    // Pawns: a pawn of `by` captures diagonally forward.
    if kinds.contains(PieceKind::Pawn) {
        let back = -by.forward();
        for df in [-1i8, 1] {
            let m = (t as isize + delta(df, back)) as usize;
            if let Some(p) = attacker(view.cell(m), by, KindSet::single(PieceKind::Pawn)) {
                // Popeye's pawn on its own first rank observes nothing, but where a
                // condition lets it.
                let from = target.stepped((df, back), 1);
                if (view.base_pawns || from.rank() != view.pos.home_rank(by))
                    && found(from, p, Nature::Leap)
                {
                    return true;
                }
            }
        }
    }
    if kinds.intersects(KNIGHT_LEAPERS)
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
    if kinds.contains(PieceKind::King)
        && leaps(
            view,
            target,
            by,
            walk::QUEEN,
            KindSet::single(PieceKind::King),
            &mut found,
        )
    {
        return true;
    }
    if kinds.intersects(ORTHOGONAL_RIDERS)
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
    if kinds.intersects(DIAGONAL_RIDERS)
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
    let rest = kinds.minus(COMBINED);
    !rest.is_empty() && walked_attacks(view, target, by, rest, &mut found)
}

/// The captures on `target` of `by`'s pieces of the kinds `kinds` (those outside the combined
/// scans), found piece by piece: whether each one's walk reaches `target`. Fairy kinds are
/// many and their men few, so a test per man costs less than a scan back along every vector
/// of every kind.
fn walked_attacks<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    kinds: KindSet,
    found: &mut F,
) -> bool {
    let empty = |from: Square, v: Vec2, k: i8| view.cell(from.stepped(v, k).mailbox()) == EMPTY;
    // A hurdle is a piece: a hole (an off-board cell within the board, Haaner chess) blocks the
    // line instead.
    let piece = |from: Square, v: Vec2, k: i8| {
        let c = view.cell(from.stepped(v, k).mailbox());
        c != EMPTY && c != OFF_BOARD
    };
    for from in view.pos.movable_by(by).iter() {
        let Some(p) = attacker(view.cell(from.mailbox()), by, kinds) else {
            continue;
        };
        let w = walk::of(p);
        if let Some(custom) = w.custom {
            if from != target
                && custom_captures(
                    &view,
                    custom,
                    target,
                    by,
                    from,
                    p,
                    None,
                    Memo::None,
                    NO_ARRIVAL,
                )
                && found(from, p, Nature::Walked)
            {
                return true;
            }
            continue;
        }
        let d = (
            target.file() as i8 - from.file() as i8,
            target.rank() as i8 - from.rank() as i8,
        );
        if d == (0, 0) || !walk::may_reach(p, d) {
            continue;
        }
        if (w.leaps.contains(&d) || w.far_leaps.contains(&d)) && found(from, p, Nature::Leap) {
            return true;
        }
        for &v in w.rides {
            if let Some(m) = multiple(d, v) {
                if (1..m).all(|k| empty(from, v, k)) && found(from, p, Nature::Ride { step: v }) {
                    return true;
                }
            }
        }
        for &v in w.hops {
            if let Some(m) = multiple(d, v) {
                if m >= 2
                    && piece(from, v, m - 1)
                    && (1..m - 1).all(|k| empty(from, v, k))
                    && found(from, p, hop(v, m - 1, false))
                {
                    return true;
                }
            }
        }
        for (vectors, cannon) in [(w.cannons, true), (w.lions, false)] {
            for &v in vectors {
                let Some(m) = multiple(d, v) else {
                    continue;
                };
                let mut hurdles = (1..m).filter(|&k| !empty(from, v, k));
                if let (Some(k), None) = (hurdles.next(), hurdles.next()) {
                    if !piece(from, v, k) {
                        continue;
                    }
                    if found(from, p, hop(v, k, cannon)) {
                        return true;
                    }
                }
            }
        }
        for l in w.lame {
            if l.vector == d && empty(from, l.mid, 1) && found(from, p, Nature::Lame { mid: l.mid })
            {
                return true;
            }
        }
        if w.nonstop_equihopper
            && d.0 % 2 == 0
            && d.1 % 2 == 0
            // A hole halfway is a hurdle too, as in Popeye (the midpoint is on the board).
            && !empty(from, (d.0 / 2, d.1 / 2), 1)
            && found(from, p, Nature::NonStop)
        {
            return true;
        }
    }
    false
}

/// Whether the custom walk of `p` on `from` (not `target`) captures on `target`; `reads`, when
/// given, gets every square the walk read.
#[inline]
#[allow(clippy::too_many_arguments)]
fn custom_captures(
    view: &View,
    custom: &CustomWalk,
    target: Square,
    by: Side,
    from: Square,
    p: Piece,
    reads: Option<&Reads>,
    memo: Memo,
    arrival: (usize, Cell),
) -> bool {
    // A custom walk lists captures of men that stand there: ask it with an enemy man on
    // `target`, as a scan back from `target` ignores what stands there (the empty square a
    // king would step to, the defended man it would take).
    // A man `by` may capture already standing there is asked about as he stands (a walk that
    // depends on its observers, the orphan's, sees the board as it is).
    let standing = view.cell(target.mailbox());
    let victim = match Piece::from_cell(standing) {
        Some(p) if p.colour().capturable_by(by) => standing,
        _ => Piece::new(by.opponent().colour(), PieceKind::King).bits(),
    };
    let board = Targeted {
        view,
        target: target.mailbox(),
        victim,
        arrival,
        reads: std::cell::Cell::new(reads),
        memo,
        in_part: std::cell::Cell::new(false),
        next_part: std::cell::Cell::new(0),
    };
    custom_walk::captures_on(&board, custom, by, from, p, target)
}

/// The men of `by` on `pos` with a custom walk among `kinds`, as attack detection asks them
/// (`walked_attacks`).
pub(crate) fn custom_men(
    pos: &Position,
    by: Side,
    kinds: KindSet,
) -> impl Iterator<Item = (Square, Piece, &'static CustomWalk)> + '_ {
    pos.movable_by(by).iter().filter_map(move |from| {
        let p = attacker(pos.cell(from.mailbox()), by, kinds)?;
        Some((from, p, walk::of(p).custom?))
    })
}

/// Whether the custom walk of `p` on `from` (not `target`) captures on `target` of `pos`, as
/// attack detection asks it.
pub(crate) fn custom_attack(
    pos: &Position,
    custom: &CustomWalk,
    target: Square,
    by: Side,
    from: Square,
    p: Piece,
) -> bool {
    let view = View {
        pos,
        cells: pos.cells(),
        vacated: usize::MAX,
        base_pawns: true,
    };
    custom_captures(
        &view,
        custom,
        target,
        by,
        from,
        p,
        None,
        Memo::None,
        NO_ARRIVAL,
    )
}

/// `custom_attack` after a move that changed `changed` (where men of the kinds `moved` stood
/// or stand), for a man whose answer before it kept `parts` (see `custom_attack_reads`): the
/// parts that read none of those squares and no place of those kinds are known.
#[allow(clippy::too_many_arguments)]
pub(crate) fn custom_attack_recalling(
    pos: &Position,
    custom: &CustomWalk,
    target: Square,
    by: Side,
    from: Square,
    p: Piece,
    parts: &[Part],
    changed: SquareSet,
    moved: KindSet,
    kinds: Option<KindSet>,
) -> bool {
    let view = View {
        pos,
        cells: pos.cells(),
        vacated: usize::MAX,
        base_pawns: true,
    };
    let memo = Memo::Recall(parts, changed, moved, kinds, None);
    custom_captures(&view, custom, target, by, from, p, None, memo, NO_ARRIVAL)
}

/// `custom_attack_recalling` on the board `pos` becomes after a plain move of `mover` from
/// `vacated` to `arrival` (taking what stands there), read through a patched view instead of
/// playing the move: legality asks it for every move that touched what a walk read, and
/// playing the move, then finding what it changed, cost more than most walks' answers.
/// A part the position kept none of is learned in `learned` where the move could not change
/// it (see `Learned`); `captures` says whether the move takes a man.
#[allow(clippy::too_many_arguments)]
pub(crate) fn custom_attack_after(
    pos: &Position,
    custom: &CustomWalk,
    target: Square,
    by: Side,
    from: Square,
    p: Piece,
    (vacated, arrival, mover): (Square, Square, Piece),
    parts: &[Part],
    changed: SquareSet,
    moved: KindSet,
    kinds: Option<KindSet>,
    (learned, captures): (&Learned, bool),
) -> bool {
    let view = View {
        pos,
        cells: pos.cells(),
        vacated: vacated.mailbox(),
        base_pawns: true,
    };
    let scratch = Reads::default();
    let learning = Learning {
        man: from,
        captures,
        scratch: &scratch,
        learned,
    };
    let memo = Memo::Recall(parts, changed, moved, kinds, Some(learning));
    let arrival = (arrival.mailbox(), mover.bits());
    custom_captures(&view, custom, target, by, from, p, None, memo, arrival)
}

/// What a custom walk's answer about one square depends on (see `custom_attack_reads`).
#[derive(Clone, Copy)]
pub(crate) struct AttackReads {
    /// The squares of the board whose contents decided it (`from` and `target` among them).
    pub squares: SquareSet,
    /// Whether it also depends on the kinds of the men on the board, so that it may change
    /// when a move brings a kind that was not there (see `Board::for_each_man_by_kind`).
    pub kinds: bool,
    /// The kinds whose men's places it depends on (`Board::read_places_of`): it may change
    /// when a move takes such a man somewhere, takes it off or makes one.
    pub placed: KindSet,
}

/// `custom_attack`, and what decided it: the answer stays while the squares read keep their
/// contents and, where it read the kinds on the board, no new kind comes. `log` gets the
/// answer's parts that read squares only (see `custom_attack_recalling`).
pub(crate) fn custom_attack_reads(
    pos: &Position,
    custom: &CustomWalk,
    target: Square,
    by: Side,
    from: Square,
    p: Piece,
    log: &std::cell::RefCell<PartLog>,
) -> (bool, AttackReads) {
    let view = View {
        pos,
        cells: pos.cells(),
        vacated: usize::MAX,
        base_pawns: true,
    };
    let reads = Reads::default();
    let memo = Memo::Keep(log);
    let hit = custom_captures(
        &view,
        custom,
        target,
        by,
        from,
        p,
        Some(&reads),
        memo,
        NO_ARRIVAL,
    );
    let mut squares = reads.squares.get();
    squares.insert(from);
    squares.insert(target);
    let (kinds, placed) = (reads.kinds.get(), reads.placed.get());
    (
        hit,
        AttackReads {
            squares,
            kinds,
            placed,
        },
    )
}

/// A hop by unit steps `v` over the hurdle `k` steps away.
fn hop(v: Vec2, k: i8, cannon: bool) -> Nature {
    Nature::Hop {
        hurdle: (v.0 * k, v.1 * k),
        step: v,
        cannon,
    }
}

/// `Some(m)` when `d` is m > 0 times `v`.
#[inline]
fn multiple(d: Vec2, v: Vec2) -> Option<i8> {
    let m = if v.0 != 0 { d.0 / v.0 } else { d.1 / v.1 };
    (m > 0 && v.0 * m == d.0 && v.1 * m == d.1).then_some(m)
}

fn leaps<F: FnMut(Square, Piece, Nature) -> bool>(
    view: View,
    target: Square,
    by: Side,
    vectors: &[Vec2],
    kinds: KindSet,
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
    kinds: KindSet,
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

/// Whether `by` attacks `target` under the rules in force.
#[inline]
pub fn is_attacked(pos: &Position, target: Square, by: Side, rs: &Ruleset) -> bool {
    if rs.uses(Hooks::ATTACK | Hooks::CAPTURE_FILTER) {
        return attacked_by_rules(pos, target, by, rs);
    }
    any_capture_observing(
        pos,
        target,
        by,
        rs.attackers(by),
        rs.base_rank_pawns_observe(),
        |_| true,
    )
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
        any_observation(pos, target, by, rs.attackers(by), rs, counts)
    } else {
        any_observation(pos, target, by, rs.attackers(by), rs, |_| true)
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

/// Whether every rule lets an observation from `from` of `target` count by its geometry
/// ([`super::condition::Rules::observation_geometry`]).
#[inline]
pub fn geometry_allows(pos: &Position, from: Square, target: Square, rs: &Ruleset) -> bool {
    !rs.uses(Hooks::GEOMETRY)
        || rs
            .with(Hooks::GEOMETRY)
            .all(|r| r.observation_geometry(pos, from, target))
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
        || (pos.en_passant().is_some_and(|ep| ep.victim == k)
            && royal_taken_en_passant(pos, k, side, rs))
}

/// Whether the royal piece of `side` on `k`, a royal pawn that has just made its double step,
/// can be taken en passant by the side to move: Popeye counts that as check, so the step
/// that allows it is a self-check (`1.rPd7-d5` is no move beside a white pawn on e5).
#[cold]
#[inline(never)]
fn royal_taken_en_passant(pos: &Position, k: Square, side: Side, rs: &Ruleset) -> bool {
    let by = side.opponent();
    if pos.side_to_move() != by {
        return false;
    }
    let mut list = super::moves::MoveList::new();
    pos.pieces()
        .filter(|(_, p)| p.colour().movable_by(by))
        .any(|(sq, p)| {
            list.clear();
            super::movegen::piece_moves(pos, by, sq, p, rs, &mut list);
            list.iter().any(
                |m| matches!(m.special, super::moves::Special::EnPassant { victim } if victim == k),
            )
        })
}

/// Whether the side to move of `pos`, which has no legal move, is suffocated by a rule (see
/// `Rules::suffocated`): its immobility is then a stalemate, never a mate.
#[inline]
pub fn suffocated(pos: &Position, rs: &Ruleset) -> bool {
    rs.uses(Hooks::SUFFOCATION) && rs.with(Hooks::SUFFOCATION).any(|r| r.suffocated(pos, rs))
}
