//! The orphan (Popeye's `o`): it moves as each kind of enemy piece that observes it, and an
//! enemy orphan observes it as a kind when that orphan, moving as the kind, reaches it and is
//! itself observed by a piece of the kind or, in turn, by an orphan of ours, and so on. Popeye
//! keeps the chain finite by taking each orphan it has passed for a dummy (it still stands and
//! blocks, but observes no more): so does this walk, with a list of the orphans passed.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk, Men};
use crate::rules::kind_set::KindSet;
use crate::rules::moves::Move;
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::square::Square;
use crate::rules::walk;

use super::as_walk::{self, observed_by_kind, observes, walk_moves};

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: Some(captures),
};

/// The kinds an orphan or a friend never moves as: themselves, and the dummy (no walk).
pub(super) const NOT_OBSERVERS: KindSet =
    KindSet::of(&[PieceKind::Orphan, PieceKind::Friend, PieceKind::Dummy]);

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    ORPHAN.moves(board, side, from, piece, out);
}

/// `moves`' captures on `target`, the cheap question first: whether the orphan, walking as a
/// kind, reaches `target` at all, and only then whether it is observed as that kind.
fn captures<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    target: Square,
) -> bool {
    ORPHAN.captures(board, side, from, piece, target)
}

/// The key of the part "observed as the kind" (`Board::part`), beside the kind's capture.
const LENDS: u32 = 1 << 16;

/// How orphans and friends come by their walks: a man of this kind moves as each kind that
/// observes it, directly or through a chain of men of this kind.
pub(super) struct Relay {
    pub kind: PieceKind,
    /// Whether each link of the chain is observed by the other side (orphans observe their
    /// enemies) or by the same side (friends their friends).
    pub alternate: bool,
}

const ORPHAN: Relay = Relay {
    kind: PieceKind::Orphan,
    alternate: true,
};

/// The relay `kind` walks as, if it is one (the orphan, the friend).
fn relay(kind: PieceKind) -> Option<Relay> {
    match kind {
        PieceKind::Orphan => Some(ORPHAN),
        PieceKind::Friend => Some(super::friend::FRIEND),
        _ => None,
    }
}

/// The kinds that may lend `side`'s orphan or friend `piece` their walks, as [`lends`] asks
/// them: for a rule that counts what each walk an orphan or a friend moves with generates
/// (Popeye generates its moves walk by walk). Empty for any other piece.
pub fn lender_kinds(board: &dyn Board, side: Side, piece: Piece) -> KindSet {
    relay(piece.kind()).map_or(KindSet::NONE, |r| r.candidates(&Scene::of(board), side))
}

/// Whether `side`'s orphan or friend `piece` on `from` moves as `kind` as Popeye's move
/// generation finds it where it takes a queen's observation along a rook's or a bishop's line
/// for that rook's or bishop's (its optimisation of the queen's observations, which most
/// conditions leave in place): observed as the kind, directly or along a chain of its fellows
/// (false for any other piece). An orphan observed by a queen along a file so moves as a rook
/// as well as a queen, where a rook stands on the board: a rule that counts what each walk
/// generates (a count of captures before duplicates are removed) sees it.
pub fn lends_with_queens(
    board: &dyn Board,
    side: Side,
    from: Square,
    piece: Piece,
    kind: PieceKind,
) -> bool {
    relay(piece.kind()).is_some_and(|r| r.chain(&Scene::of(board), side, from, kind, true))
}

impl Relay {
    /// The side whose men lend their walks to `side`'s man.
    fn lender(&self, side: Side) -> Side {
        if self.alternate {
            side.opponent()
        } else {
            side
        }
    }

    /// The kinds on the board that may lend a walk to `side`'s man: for a friend its own
    /// side's; for an orphan any (an enemy orphan may observe it as one of its own side's
    /// kinds).
    /// An orphan takes the kinds the board knows without listing its men where it knows them
    /// (`Board::kinds_hint`: legality asking again after a move), then lists the men only for
    /// an observation asked again.
    fn candidates<B: Board + ?Sized>(&self, scene: &Scene<B>, side: Side) -> KindSet {
        let alternate = self.alternate;
        if alternate {
            if let Some(kinds) = scene.board.kinds_hint() {
                return kinds.minus(NOT_OBSERVERS);
            }
        }
        kinds_on(scene.men(), |c| alternate || c.movable_by(side))
    }

    /// Whether `side`'s man on `from` is observed as `kind` (see [`observed_chain`]).
    fn lends<B: Board + ?Sized>(
        &self,
        scene: &Scene<B>,
        side: Side,
        from: Square,
        kind: PieceKind,
    ) -> bool {
        // A part of the answer (`Board::part`), as each kind's capture is.
        scene.board.part(LENDS | kind as u32, &mut || {
            self.chain(scene, side, from, kind, false)
        })
    }

    /// [`Relay::lends`], asked afresh; with `queens`, a queen observing along a rook's or a
    /// bishop's line observes as that kind too.
    fn chain<B: Board + ?Sized>(
        &self,
        scene: &Scene<B>,
        side: Side,
        from: Square,
        kind: PieceKind,
        queens: bool,
    ) -> bool {
        let mut passed = PASSED.with(|cell| cell.take());
        passed.clear();
        let link = Link {
            relay: self.kind,
            kind,
            alternate: self.alternate,
            queens: queens && matches!(kind, PieceKind::Rook | PieceKind::Bishop),
        };
        let lends = observed_chain(scene, from, self.lender(side), &link, &mut passed);
        PASSED.with(|cell| cell.set(passed));
        lends
    }

    pub fn moves<B: Board + ?Sized>(
        &self,
        board: &B,
        side: Side,
        from: Square,
        piece: Piece,
        out: &mut dyn FnMut(Move),
    ) {
        let scene = Scene::of(board);
        let kinds = self.candidates(&scene, side);
        moves_as(board, side, from, piece, kinds, out, |kind| {
            self.lends(&scene, side, from, kind)
        });
    }

    /// The moves' captures on `target`, the reach tested before the observation.
    pub fn captures<B: Board + ?Sized>(
        &self,
        board: &B,
        side: Side,
        from: Square,
        piece: Piece,
        target: Square,
    ) -> bool {
        let scene = Scene::of(board);
        let kinds = self.candidates(&scene, side);
        captures_as(board, side, from, piece, kinds, target, |kind| {
            self.lends(&scene, side, from, kind)
        })
    }
}

/// Whether `piece` captures on `target` as one of `kinds` that `moves_as_kind` accepts (see
/// [`moves_as`]); `moves_as_kind` is asked only about the kinds whose walk captures there.
fn captures_as<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    kinds: KindSet,
    target: Square,
    mut moves_as_kind: impl FnMut(PieceKind) -> bool,
) -> bool {
    // Each kind's capture is a part of the answer (`Board::part`): legality, asking again after
    // a move, asks only the kinds whose lines the move touched.
    kinds.iter().any(|kind| {
        board.part(kind as u32, &mut || {
            as_walk::captures(board, side, from, piece, kind, target)
        }) && moves_as_kind(kind)
    })
}

/// A board with its men read once (by kind, see `Board::for_each_man_by_kind`: what goes on to
/// use where men of a kind stand says so, `Board::read_places_of`): a walk's observation chains
/// ask for them again and again
/// (per kind, per link), and a scan of every square through the board view each time took
/// most of an orphan problem's time (BEISPIEL orphan #22: 0.30 s against 0.14 s now). The men
/// come from the board's occupancy where it knows it, into a buffer on the stack: a scene is
/// made for every capture question about an orphan, and listing 64 squares and allocating took
/// half of orphan #10's time; the boards legality reads list them without a call per man
/// (`Board::men_by_kind`), which halved a scene's cost on the custom-walk board of
/// `benches/pieces.rs`.
/// The men are listed when first asked for: an orphan asked again after a move may find
/// every kind's answer remembered, and its candidate kinds known (`Relay::candidates`).
struct Scene<'a, B: Board + ?Sized> {
    pub board: &'a B,
    men: std::cell::OnceCell<Men>,
}

impl<'a, B: Board + ?Sized> Scene<'a, B> {
    pub fn of(board: &'a B) -> Scene<'a, B> {
        Scene {
            board,
            men: std::cell::OnceCell::new(),
        }
    }

    pub fn men(&self) -> &[(Square, Piece)] {
        self.men
            .get_or_init(|| {
                let mut men = Men::new();
                self.board.men_by_kind(&mut men);
                men
            })
            .as_slice()
    }
}

/// The kinds of `men` that `keep` accepts (by colour), less `NOT_OBSERVERS`.
fn kinds_on(men: &[(Square, Piece)], keep: impl Fn(Colour) -> bool) -> KindSet {
    let mut kinds = KindSet::NONE;
    for &(_, p) in men {
        if keep(p.colour()) {
            kinds.insert_kind_of(p);
        }
    }
    kinds.minus(NOT_OBSERVERS)
}

/// The moves of `piece` as every kind of `kinds` that `moves_as_kind` accepts, each move once
/// (a man observed by a queen and a rook rides as both).
fn moves_as<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    kinds: KindSet,
    out: &mut dyn FnMut(Move),
    mut moves_as_kind: impl FnMut(PieceKind) -> bool,
) {
    // The list of moves made is kept from call to call: move generation lists an orphan's
    // moves in every position (a walk within a walk finds it taken and starts its own).
    let mut seen = SEEN.with(|cell| cell.take());
    seen.clear();
    for kind in kinds.iter() {
        if !moves_as_kind(kind) {
            continue;
        }
        walk_moves(board, side, from, piece, walk_of(kind), &mut |mv| {
            if !seen
                .iter()
                .any(|m| m.to == mv.to && m.special == mv.special && m.captured == mv.captured)
            {
                seen.push(mv);
                out(mv);
            }
        });
    }
    SEEN.with(|cell| cell.set(seen));
}

thread_local! {
    /// Kept from call to call (see `moves_as`), as is the chain of relays passed (`lends`).
    static SEEN: std::cell::Cell<Vec<Move>> = const { std::cell::Cell::new(Vec::new()) };
    static PASSED: std::cell::Cell<Vec<Square>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The walk of `kind`.
pub(super) fn walk_of(kind: PieceKind) -> &'static walk::Walk {
    walk::of(Piece::new(Colour::White, kind))
}

/// What a chain of observations is made of: the relay kind whose men pass the observation on,
/// the kind observed as, whether each link is observed by the other side, and whether a
/// queen's observation along a rook's or bishop's line stands for that kind's.
struct Link {
    relay: PieceKind,
    kind: PieceKind,
    alternate: bool,
    queens: bool,
}

/// Whether the man on `target` is observed as `link.kind` by `by`: by a man of the kind, or by
/// a `link.relay` man of `by` (an orphan, a friend) that reaches it as the kind and is observed
/// as the kind in turn, by the other side when `link.alternate` (orphans observe their
/// enemies) or by `by` again (friends their friends). `passed` holds the relays already in the
/// chain, which count as dummies for the rest of it (as in Popeye), so the chain ends.
fn observed_chain<B: Board + ?Sized>(
    scene: &Scene<B>,
    target: Square,
    by: Side,
    link: &Link,
    passed: &mut Vec<Square>,
) -> bool {
    let (board, men) = (scene.board, scene.men());
    let kind = link.kind;
    if observed_by_kind(board, men, by, kind, target) {
        return true;
    }
    if link.queens && observed_by_queen_as(board, men, by, kind, target) {
        return true;
    }
    let next = if link.alternate { by.opponent() } else { by };
    board.read_places_of(link.relay);
    passed.push(target);
    let found = men.iter().any(|&(sq, p)| {
        p.is(link.relay)
            && p.colour().movable_by(by)
            && !passed.contains(&sq)
            && observes(board, by, sq, p, kind, target)
            && observed_chain(scene, sq, next, link, passed)
    });
    passed.pop();
    found
}

/// Whether a queen of `by` among `men` observes `target` walking as `kind` (a rook's or a
/// bishop's lines).
fn observed_by_queen_as<B: Board + ?Sized>(
    board: &B,
    men: &[(Square, Piece)],
    by: Side,
    kind: PieceKind,
    target: Square,
) -> bool {
    board.read_places_of(PieceKind::Queen);
    men.iter().any(|&(from, p)| {
        p.is(PieceKind::Queen)
            && p.colour().movable_by(by)
            && from != target
            && observes(board, by, from, p, kind, target)
    })
}
