//! Imitator chess (RULES.md §1): every move must be copied, step by step, by every Imitator.
//!
//! The shadow model (§1.2): on the board before the move, with the mover's square taken as
//! empty, each following Imitator walks the move's own path translated to its square, needing
//! empty squares where the piece needs empty squares and a real hurdle where it hops. Tokens
//! are invisible to real pieces; monochrome Tokens that do not follow a move are static
//! obstacles for it (§1.6, I-4).

mod options;
mod rules;
mod session;
mod text;
mod view;
mod walked;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;
pub(crate) use walked::is_angle;

impl crate::rules::condition::Options for ImitatorOptions {
    const NAME: &'static str = "imitator";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        State::TOKENS
    }

    fn token_name(&self) -> Option<&'static str> {
        Some("Imitator")
    }

    fn refuses(&self, diagram: &crate::rules::position::Position) -> Option<String> {
        // Popeye plays Imitators with some classes of pieces only (`walked::popeye_plays`).
        // The Imitators follow each square of a move's path, and a custom walk's path is its
        // own: they follow those Popeye makes them follow (`walked`).
        let custom = crate::rules::walk::CUSTOM_KINDS;
        diagram
            .pieces()
            .find(|(_, p)| {
                !walked::popeye_plays(p.kind())
                    || (custom.contains(p.kind()) && walked::path_of(p.kind()).is_none())
            })
            .map(|(sq, p)| {
                format!(
                    "Imitators with the {} on {sq} ({})",
                    p.kind().name(),
                    walked::refusal(p.kind())
                )
            })
    }

    fn twin_lines(&self, pos: &crate::rules::position::Position) -> Vec<String> {
        let mut line = String::from("Imitator");
        for (sq, _) in pos.tokens().iter() {
            line.push(' ');
            line.push_str(&sq.to_string());
        }
        let mut lines = vec![line];
        if !self.promotion {
            lines.push("NoIProm".to_string());
        }
        if self.no_hurdle {
            lines.push("NoHurdle".to_string());
        }
        lines
    }
}

use crate::rules::attack::Capture;
use crate::rules::condition::TokenShift;
use crate::rules::movegen::Follow;
use crate::rules::moves::{Move, MoveList, Nature, Special, Vec2};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::{Position, Tokens, EMPTY, MAX_TOKENS};
use crate::rules::ruleset::Ruleset;
use crate::rules::square::{delta, Square};

/// What one square of a path must hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Need {
    Empty,
    Hurdle,
    /// Empty, after a custom walk's hurdle: Popeye's move generator counts the mover still
    /// on its departure there (`walked::Square::Passed`).
    Passed,
}

impl From<walked::Square> for Need {
    fn from(square: walked::Square) -> Need {
        match square {
            walked::Square::Empty => Need::Empty,
            walked::Square::Hurdle => Need::Hurdle,
            walked::Square::Passed => Need::Passed,
        }
    }
}

fn sign(x: i8) -> i8 {
    x.signum()
}

/// Number of unit steps `u` in `v`.
fn steps(v: Vec2, u: Vec2) -> i8 {
    if u.0 != 0 {
        v.0 / u.0
    } else {
        v.1 / u.1
    }
}

/// Calls `f` with every square of a move's path (as an offset from its start) and what it
/// needs, in walking order; stops early when `f` returns false. Castling is handled apart.
/// A custom walk's path depends on its `kind` (`walked`); `for_check`: the move is a capture
/// of a king, judged for check.
fn for_each_need(
    kind: PieceKind,
    nature: Nature,
    v: Vec2,
    for_check: bool,
    mut f: impl FnMut(Vec2, Need) -> bool,
) -> bool {
    match nature {
        Nature::Leap => f(v, Need::Empty),
        Nature::Ride { step } => {
            (1..=steps(v, step)).all(|j| f((step.0 * j, step.1 * j), Need::Empty))
        }
        Nature::Lame { mid } => f(mid, Need::Empty) && f(v, Need::Empty),
        Nature::Hop { hurdle, step, .. } => {
            let kh = steps(hurdle, step);
            let kv = steps(v, step);
            (1..kh).all(|j| f((step.0 * j, step.1 * j), Need::Empty))
                && f(hurdle, Need::Hurdle)
                && (kh + 1..=kv).all(|j| f((step.0 * j, step.1 * j), Need::Empty))
        }
        Nature::NonStop => f((v.0 / 2, v.1 / 2), Need::Hurdle) && f(v, Need::Empty),
        Nature::Castling => true,
        Nature::Walked | Nature::WalkedHop { .. } => {
            walked::each_square(kind, nature, v, for_check, |off, square| {
                f(off, square.into())
            })
            .unwrap_or(true)
        }
    }
}

/// The board as the Tokens see it during one move.
struct Shadow<'a> {
    pos: &'a Position,
    /// Where the Tokens stand (the position's, or where a move puts them).
    imitators: &'a Tokens,
    /// Squares counted as empty although a piece stands there (the mover's start).
    vacated: [Option<Square>; 2],
    /// A square counted as occupied although empty (the king's arrival, for castling's rook part).
    filled: Option<Square>,
    /// Monochrome Tokens that do not follow this move.
    side: Side,
    /// Whether any Imitator does not follow `side` (usually none: every square's question
    /// about them is then skipped).
    statics: bool,
    no_hurdle: bool,
    /// A square that serves as a hurdle although counted empty (I-3: the hopper's departure).
    /// Set only where Popeye's move generator is followed: there a custom walk's squares
    /// passed after its hurdle count that square as occupied too.
    hurdle: Option<Square>,
    /// Whether the move judged is a capture of a king, for check.
    for_check: bool,
}

impl Shadow<'_> {
    fn is_static_imitator(&self, sq: Square) -> bool {
        self.statics
            && self
                .imitators
                .iter()
                .any(|(s, c)| s == sq && !c.follows(self.side))
    }
    fn occupied(&self, sq: Square) -> bool {
        if Some(sq) == self.filled {
            return true;
        }
        if self.vacated.contains(&Some(sq)) {
            return false;
        }
        self.pos.cell(sq.mailbox()) != EMPTY
    }
    fn at(&self, start: Square, off: Vec2) -> Option<Square> {
        start.offset(off.0 as i32, off.1 as i32, self.pos.size())
    }
    /// Whether an Imitator on `start` can walk the path of `kind`'s move.
    fn follows(&self, start: Square, kind: PieceKind, nature: Nature, v: Vec2) -> bool {
        for_each_need(kind, nature, v, self.for_check, |off, need| {
            self.holds(self.at(start, off), need)
        })
    }
    /// Whether the square `sq` of an Imitator's path (`None`: off the board) holds what it
    /// needs.
    fn holds(&self, sq: Option<Square>, need: Need) -> bool {
        match sq {
            None => false,
            Some(sq) => match need {
                Need::Empty => !self.occupied(sq) && !self.is_static_imitator(sq),
                Need::Passed => {
                    Some(sq) != self.hurdle && !self.occupied(sq) && !self.is_static_imitator(sq)
                }
                Need::Hurdle => self.no_hurdle || self.occupied(sq) || Some(sq) == self.hurdle,
            },
        }
    }
    /// Whether the angle hopper `kind` on `from` checks the king `v` away with the
    /// Imitators, as Popeye tests it (`walked::angle_check`).
    fn angle_checks(&self, from: Square, kind: PieceKind, v: Vec2) -> bool {
        let Some(target) = self.at(from, v) else {
            return false;
        };
        let men = |sq: Square| sq == from || self.occupied(sq);
        walked::angle_check(kind, self.pos.size(), men, from, target, |needs, hurdle| {
            let hop = Nature::WalkedHop { hurdle };
            (!self.statics || self.clear_for_piece(from, kind, hop, v))
                && self
                    .imitators
                    .iter()
                    .filter(|(_, c)| c.follows(self.side))
                    .all(|(i, _)| {
                        needs
                            .iter()
                            .all(|&(off, square)| self.holds(self.at(i, off), square.into()))
                    })
        })
    }
    /// Whether the real piece's own path avoids static Imitators.
    fn clear_for_piece(&self, from: Square, kind: PieceKind, nature: Nature, v: Vec2) -> bool {
        for_each_need(kind, nature, v, self.for_check, |off, need| {
            need == Need::Hurdle
                || self
                    .at(from, off)
                    .is_some_and(|sq| !self.is_static_imitator(sq))
        })
    }
    /// Whether every following Imitator can walk `steps` unit steps `u` from where it stands
    /// after `already` (the offset walked in an earlier part of the move).
    fn all_walk(&self, already: Vec2, u: Vec2, n: i8) -> bool {
        self.imitators
            .iter()
            .filter(|(_, c)| c.follows(self.side))
            .all(|(i, _)| {
                let Some(start) = self.at(i, already) else {
                    return false;
                };
                (1..=n).all(|j| match self.at(start, (u.0 * j, u.1 * j)) {
                    Some(sq) => !self.occupied(sq) && !self.is_static_imitator(sq),
                    None => false,
                })
            })
    }
}

fn has_static(imitators: &Tokens, side: Side) -> bool {
    imitators.iter().any(|(_, c)| !c.follows(side))
}

/// Whether every Imitator that follows `side` can imitate `mv`, and the piece's own path is
/// not blocked by a static Imitator.
pub fn admits(pos: &Position, mv: &Move, side: Side, rs: &Ruleset) -> bool {
    admits_as(pos, mv, side, rs, false)
}

/// `admits`, for a move (`for_check` false) or for a capture of the king that decides check:
/// the two differ only under option I-3.
fn admits_as(pos: &Position, mv: &Move, side: Side, rs: &Ruleset, for_check: bool) -> bool {
    let no_hurdle = rs.options::<ImitatorOptions>().is_some_and(|o| o.no_hurdle);
    let departure_hurdle = !for_check
        && rs
            .options::<ImitatorOptions>()
            .is_some_and(|o| o.hurdle_at_departure);
    if let Special::Castling { rook_from, rook_to } = mv.special {
        return castling_admitted(pos, mv, rook_from, rook_to, side, no_hurdle);
    }
    let shadow = Shadow {
        pos,
        imitators: pos.tokens(),
        vacated: [Some(mv.from), None],
        filled: None,
        side,
        statics: has_static(pos.tokens(), side),
        no_hurdle,
        hurdle: departure_hurdle.then_some(mv.from),
        for_check,
    };
    shadow.admits(mv.from, mv.piece.kind(), mv.nature, mv.vector())
}

impl Shadow<'_> {
    /// Whether a move of `kind` from `from` by `v` of nature `nature`, by `self.side`, is
    /// imitable and not blocked by a static Imitator.
    fn admits(&self, from: Square, kind: PieceKind, nature: Nature, v: Vec2) -> bool {
        if self.for_check && nature == Nature::Walked && walked::is_angle(kind) {
            return self.angle_checks(from, kind, v);
        }
        if self.statics && !self.clear_for_piece(from, kind, nature, v) {
            return false;
        }
        self.imitators
            .iter()
            .filter(|(_, c)| c.follows(self.side))
            .all(|(i, _)| self.follows(i, kind, nature, v))
    }
}

/// Castling is imitated as the king's move, then the rook's (RULES.md §1.4).
fn castling_admitted(
    pos: &Position,
    mv: &Move,
    rook_from: Square,
    rook_to: Square,
    side: Side,
    no_hurdle: bool,
) -> bool {
    let kv = mv.vector();
    let ku = (sign(kv.0), sign(kv.1));
    let king_part = Shadow {
        pos,
        imitators: pos.tokens(),
        vacated: [Some(mv.from), None],
        filled: None,
        side,
        statics: has_static(pos.tokens(), side),
        no_hurdle,
        hurdle: None,
        for_check: false,
    };
    let rv = (
        rook_to.file() as i8 - rook_from.file() as i8,
        rook_to.rank() as i8 - rook_from.rank() as i8,
    );
    let ru = (sign(rv.0), sign(rv.1));
    if !king_part.statics {
        // Every Imitator follows: the walks read the mailbox, as generation's do (the
        // shadow's square-by-square questions cost several times more).
        let (king_from, king_to, rook_from) = (
            mv.from.mailbox() as isize,
            mv.to.mailbox() as isize,
            rook_from.mailbox() as isize,
        );
        let (dk, dr) = (delta(ku.0, ku.1), delta(ru.0, ru.1));
        let (nk, nr) = (steps(kv, ku) as isize, steps(rv, ru) as isize);
        let empty = |m: isize| pos.cell(m as usize) == EMPTY;
        return pos.tokens().iter().all(|(sq, _)| {
            let a = sq.mailbox() as isize;
            (1..=nk).all(|j| a + j * dk == king_from || empty(a + j * dk))
                && (1..=nr).all(|j| {
                    let m = a + nk * dk + j * dr;
                    m != king_to && (m == king_from || m == rook_from || empty(m))
                })
        });
    }
    // Neither the king nor the rook may cross or stop on a static Imitator.
    let path_clear = |from: Square, u: Vec2, n: i8| {
        (1..=n).all(|j| {
            from.offset((u.0 * j) as i32, (u.1 * j) as i32, pos.size())
                .is_some_and(|sq| !king_part.is_static_imitator(sq))
        })
    };
    if !path_clear(mv.from, ku, steps(kv, ku)) || !path_clear(rook_from, ru, steps(rv, ru)) {
        return false;
    }
    if !king_part.all_walk((0, 0), ku, steps(kv, ku)) {
        return false;
    }
    let rook_part = Shadow {
        pos,
        imitators: pos.tokens(),
        vacated: [Some(mv.from), Some(rook_from)],
        filled: Some(mv.to),
        side,
        statics: has_static(pos.tokens(), side),
        no_hurdle,
        hurdle: None,
        for_check: false,
    };
    rook_part.all_walk(kv, ru, steps(rv, ru))
}

/// Keeps, among `out[start..]`, the moves every following Imitator can imitate. Castling was
/// judged where it was generated; with `prefiltered`, generation already kept only imitable
/// leaps and rides (see `Followed`).
pub fn retain_imitable(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    start: usize,
    prefiltered: bool,
) {
    let side = pos.side_to_move();
    let mut i = start;
    while i < out.len() {
        let mv = &out[i];
        // Four Double Acts pieces' moves are made without the Imitators' walk: asked here.
        let done = mv.is_castling()
            || prefiltered
                && mv.imitated.is_none()
                && matches!(mv.nature, Nature::Leap | Nature::Ride { .. });
        if done || admits(pos, mv, side, rs) {
            i += 1;
        } else {
            out.swap_remove(i);
        }
    }
}

/// Keeps, among `out[start..]`, the first of an angle hopper's hops to one square (the
/// Imitators admitted each over its own hurdle): one move, as Popeye lists it.
pub fn merge_angle_hops(out: &mut MoveList, start: usize) {
    let mut i = start;
    while i < out.len() {
        let mv = &out[i];
        let repeated = matches!(mv.nature, Nature::WalkedHop { .. })
            && walked::is_angle(mv.piece.kind())
            && out[start..i].iter().any(|m| {
                m.from == mv.from && m.to == mv.to && matches!(m.nature, Nature::WalkedHop { .. })
            });
        if repeated {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}

/// Whether every Imitator follows `side`'s moves (none stands still as an obstacle).
pub fn all_follow(pos: &Position, side: Side) -> bool {
    !has_static(pos.tokens(), side)
}

/// The Imitators' mailbox indices, gathered once per position for all its pieces' moves.
pub struct Imitating {
    at: [isize; MAX_TOKENS],
    n: usize,
}

impl Imitating {
    pub fn new(pos: &Position) -> Imitating {
        let mut at = [0; MAX_TOKENS];
        let mut n = 0;
        for (sq, _) in pos.tokens().iter() {
            at[n] = sq.mailbox() as isize;
            n += 1;
        }
        Imitating { at, n }
    }
}

/// The Tokens as move generation asks them, for one moving piece when all follow.
pub struct Followed<'a> {
    pos: &'a Position,
    /// The moving piece's mailbox index: its square counts as free.
    from: usize,
    imitators: &'a [isize],
}

impl<'a> Followed<'a> {
    pub fn new(pos: &'a Position, imitating: &'a Imitating, from: Square) -> Followed<'a> {
        Followed {
            pos,
            from: from.mailbox(),
            imitators: &imitating.at[..imitating.n],
        }
    }
    #[inline]
    fn free(&self, m: isize) -> bool {
        m as usize == self.from || self.pos.cell(m as usize) == EMPTY
    }
}

// The question reads the mailbox, as move generation does: its padding answers "off the
// board" for every step and leap generation makes, without a bounds check per square.
impl Follow for Followed<'_> {
    #[inline]
    fn clear(&self, d: isize) -> bool {
        self.imitators.iter().all(|&a| self.free(a + d))
    }
}

/// An Imitator check: the capture of the king must be imitable (RULES.md §1.3).
pub fn capture_is_imitable(
    pos: &Position,
    c: Capture,
    target: Square,
    by: Side,
    rs: &Ruleset,
) -> bool {
    let mv = Move {
        captured: pos.piece_at(target),
        ..Move::new(c.from, target, c.piece, c.nature)
    };
    admits_as(pos, &mv, by, rs, true)
}

/// The position after a move, as its checks are judged from the position before: the move's
/// departure taken as empty, its arrival as occupied, the Tokens where it puts them. Only
/// for moves that change nothing else on the board (no castling, e.p., rebirth or promotion
/// into an Imitator): legality then needs no move played.
pub struct After<'a> {
    pos: &'a Position,
    imitators: Tokens,
    from: Square,
    to: Square,
    no_hurdle: bool,
}

impl<'a> After<'a> {
    pub fn new(pos: &'a Position, mv: &Move, no_hurdle: bool) -> After<'a> {
        let mut imitators = *pos.tokens();
        let (df, dr) = shift(mv);
        imitators.shift(pos.side_to_move(), df, dr, pos.size());
        After {
            pos,
            imitators,
            from: mv.from,
            to: mv.to,
            no_hurdle,
        }
    }

    /// Whether the capture `c` of the king on `target` by the side not moving checks after
    /// the move (RULES.md §1.3): `c` must be a capture the board after the move allows.
    pub fn checks(&self, c: Capture, target: Square) -> bool {
        let by = self.pos.side_to_move().opponent();
        let statics = has_static(&self.imitators, by);
        let v = (
            target.file() as i8 - c.from.file() as i8,
            target.rank() as i8 - c.from.rank() as i8,
        );
        // Leaps and rides, when every Imitator follows, read the mailbox as generation does
        // (the shadow's square-by-square questions cost several times more).
        if !statics {
            let d = match c.nature {
                Nature::Leap => Some((delta(v.0, v.1), 1)),
                Nature::Ride { step } => Some((delta(step.0, step.1), steps(v, step) as isize)),
                _ => None,
            };
            if let Some((d, n)) = d {
                let (from, to, capturer) = (
                    self.from.mailbox() as isize,
                    self.to.mailbox() as isize,
                    c.from.mailbox() as isize,
                );
                return self.imitators.iter().all(|(sq, _)| {
                    let a = sq.mailbox() as isize;
                    (1..=n).all(|j| {
                        let m = a + j * d;
                        m != to
                            && (m == from || m == capturer || self.pos.cell(m as usize) == EMPTY)
                    })
                });
            }
        }
        let shadow = Shadow {
            pos: self.pos,
            imitators: &self.imitators,
            vacated: [Some(c.from), Some(self.from)],
            filled: Some(self.to),
            side: by,
            statics,
            no_hurdle: self.no_hurdle,
            hurdle: None,
            for_check: true,
        };
        shadow.admits(c.from, c.piece.kind(), c.nature, v)
    }
}

/// How the Imitators follow the moves: by the active piece's vector, except for castling
/// (RULES.md §1.4: 0 for the short side, one file towards h for the long side).
pub const SHIFT: TokenShift = TokenShift {
    short_castling: (0, 0),
    long_castling: (1, 0),
};

/// The displacement every Imitator makes with `mv`.
pub fn shift(mv: &Move) -> Vec2 {
    SHIFT.of(mv)
}

/// The Imitators' squares after `mv`, in listing order (for notation).
pub fn squares_after(pos: &Position, mv: &Move) -> Vec<Square> {
    let side = pos.side_to_move();
    let (df, dr) = shift(mv);
    pos.tokens()
        .iter()
        .map(|(sq, c)| {
            if c.follows(side) {
                sq.offset(df as i32, dr as i32, pos.size()).unwrap_or(sq)
            } else {
                sq
            }
        })
        .collect()
}
