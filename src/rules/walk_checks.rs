//! Legality against custom walks without asking every enemy walk after every move.
//!
//! A man with a custom walk can check from anywhere, so no pin tells which moves expose the
//! king: each move is played and the king tested. But a walk reads the board only through
//! [`Board`](super::custom_walk::Board), so its verdict on the king's square is a function of
//! the squares it read: asked once per position with those squares written down, it is asked
//! again after a move only when the move changed one of them (or moved the king). Enemy men of
//! the other walks are scanned as before, on the position after the move.

use std::cell::RefCell;

use super::attack::{
    any_capture, custom_attack, custom_attack_after, custom_attack_reads, custom_attack_recalling,
    custom_men, Learned, Part, PartLog,
};
use super::bitset::SquareSet;
use super::movegen::{as_orthodox, exposed_squares};
use super::moves::{Move, Special};
use super::piece::{Piece, Side};
use super::position::{Cell, Position};
use super::ruleset::{KindSet, Ruleset};
use super::square::Square;
use super::walk::CUSTOM_KINDS;

thread_local! {
    /// The position a judged move is played into: `play_into` copies only the rows of the
    /// board where `play` copies the whole mailbox, and every move judged is played.
    static SCRATCH: RefCell<Option<Position>> = const { RefCell::new(None) };
}

/// The most enemy custom-walk men remembered; a position with more is judged move by move.
const MAX_MEN: usize = 24;

/// The most parts of the men's verdicts remembered (`Board::part`: an orphan's capture as each
/// kind); the others are asked again.
const MAX_PARTS: usize = 32;

/// An enemy man with a custom walk, and what it said about the king's square.
#[derive(Clone, Copy)]
struct Man {
    from: Square,
    cell: Cell,
    checks: bool,
    /// The squares the verdict depends on (its own and the king's among them).
    reads: SquareSet,
    /// Whether it also depends on the kinds on the board (an orphan's: it stands while no
    /// move brings a kind that was not there)…
    kinds: bool,
    /// …and on where the men of these kinds stand (the orphan's observers).
    placed: KindSet,
    /// Its verdict's parts, in `WalkChecks::parts` (start and end).
    parts: (u8, u8),
}

/// The verdicts of the enemy's custom-walk men on the king of the side to move, for judging
/// that position's moves (no condition in force: attacks are the walks' own).
pub(crate) struct WalkChecks {
    king: Square,
    by: Side,
    /// The enemy's kinds found by the scans (every kind but the custom walks).
    scanned: KindSet,
    /// The enemy's custom-walk kinds.
    custom: KindSet,
    /// Held in vectors: arrays of this size, made for every position, cost more to fill than
    /// most of the verdicts.
    men: Vec<Man>,
    /// Whether the king is in check.
    pub checked: bool,
    /// Whether one of the enemy's custom-walk men checks it (then a move that changes nothing
    /// that man read leaves the king in check)…
    custom_checked: bool,
    /// …and whether one of the scanned men does.
    scanned_checked: bool,
    /// When no scanned man checks: the squares a plain move of another man must leave
    /// alone for the scanned walks' verdict to stand (those between an enemy man and the
    /// king on its lines)…
    exposed: SquareSet,
    /// …and for the custom walks' verdicts to stand (every square one of them read).
    read: SquareSet,
    /// The kinds on the board, where a verdict depends on them (else none).
    kinds: KindSet,
    /// Whether a verdict depends on the kinds on the board…
    kinds_read: bool,
    /// …and the kinds whose men's places one depends on.
    placed: KindSet,
    /// The parts of the verdicts that read squares only: a verdict asked again after a move
    /// asks only those whose squares the move changed.
    parts: Vec<Part>,
    /// Parts asked again after a plain move that stand for this position's other moves.
    learned: Learned,
    /// For each square (by index), the men (bit `i`: `men[i]`) whose verdict read it, so that
    /// a plain move finds the men it touched with two reads instead of a test of every man…
    readers: [u32; 256],
    /// …the men whose verdict read where the men of some kinds stand…
    placing: u32,
    /// …and the men that check the king.
    checkers: u32,
}

/// What is known of a man's verdict after a move.
enum Known<'a> {
    Verdict(bool),
    /// Its parts before the move (some may stand), and the kinds on the board before it where
    /// the move brought none (see `WalkChecks::kinds_known`).
    Parts(&'a [Part], Option<KindSet>),
    Nothing,
}

impl WalkChecks {
    /// The verdicts on `king` of the side to move of `pos`, when the rules are orthodox and the
    /// enemy has at most `MAX_MEN` custom-walk men.
    pub fn new(pos: &Position, king: Square, rs: &Ruleset) -> Option<WalkChecks> {
        debug_assert!(rs.is_orthodox());
        let by = pos.side_to_move().opponent();
        let attackers = rs.attackers(by);
        let custom = attackers & CUSTOM_KINDS;
        let mut checks = WalkChecks {
            king,
            by,
            scanned: attackers.minus(CUSTOM_KINDS),
            custom,
            men: Vec::with_capacity(MAX_MEN),
            checked: false,
            custom_checked: false,
            scanned_checked: false,
            exposed: SquareSet::EMPTY,
            read: SquareSet::EMPTY,
            kinds: KindSet::NONE,
            kinds_read: false,
            placed: KindSet::NONE,
            parts: Vec::with_capacity(MAX_PARTS),
            learned: Learned::default(),
            readers: [0; 256],
            placing: 0,
            checkers: 0,
        };
        let log = std::cell::RefCell::new(PartLog::new());
        for (from, p, walk) in custom_men(pos, by, custom) {
            if from == king {
                continue;
            }
            if checks.men.len() == MAX_MEN {
                return None;
            }
            log.borrow_mut().list.clear();
            let (hit, reads) = custom_attack_reads(pos, walk, king, by, from, p, &log);
            let start = checks.parts.len();
            for part in log.borrow().parts() {
                if checks.parts.len() < MAX_PARTS {
                    checks.parts.push(*part);
                }
            }
            checks.men.push(Man {
                from,
                cell: p.bits(),
                checks: hit,
                reads: reads.squares,
                kinds: reads.kinds,
                placed: reads.placed,
                parts: (start as u8, checks.parts.len() as u8),
            });
            checks.checked |= hit;
            checks.kinds_read |= reads.kinds;
            checks.placed = checks.placed.union(reads.placed);
        }
        if checks.kinds_read {
            for (_, p) in pos.pieces() {
                checks.kinds.insert_kind_of(p);
            }
        }
        // The scanned walks' verdict is asked even when a custom walk checks: where it is no
        // check, a plain move is judged on the custom walks' verdicts alone, check or not.
        checks.custom_checked = checks.checked;
        checks.scanned_checked = any_capture(pos, king, by, checks.scanned, |_| true);
        checks.checked = checks.custom_checked || checks.scanned_checked;
        if !checks.scanned_checked {
            checks.exposed = exposed_squares(pos, king, by);
            let mut read = SquareSet::EMPTY;
            for (i, man) in checks.men.iter().enumerate() {
                read = read.union(man.reads);
                for sq in man.reads.iter() {
                    checks.readers[sq.index()] |= 1 << i;
                }
                if !man.placed.is_empty() {
                    checks.placing |= 1 << i;
                }
                if man.checks {
                    checks.checkers |= 1 << i;
                }
            }
            checks.read = read;
        }
        Some(checks)
    }

    /// Whether `mv` of `pos` (the position these verdicts are about) leaves the king
    /// unattacked.
    pub fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        // A plain move of another man that changes no square an attack on the king depends
        // on leaves every verdict as it was (the rules are orthodox, so a move changes its
        // departure and arrival squares only): legal unless a custom walk checked.
        // The scanned walks' verdict (no check) also stands when the move leaves the lines to
        // the king alone; then only the custom walks whose reads it touched are asked again.
        let scanned_stand = !self.scanned_checked
            && mv.from != self.king
            && matches!(mv.special, Special::Plain | Special::DoubleStep)
            && as_orthodox(mv)
            && !self.exposed.contains(mv.from)
            && !self.exposed.contains(mv.to);
        // A promotion may bring a kind an orphan then moves as, or an observer; a move of an
        // observer may make or unmake an observation.
        if scanned_stand
            && !self.read.contains(mv.from)
            && !self.read.contains(mv.to)
            && (mv.promotion.is_none() || (!self.kinds_read && self.placed.is_empty()))
            && !self.placed.has(mv.piece)
            && !mv.captured.is_some_and(|p| self.placed.has(p))
        {
            return !self.custom_checked;
        }
        // A plain move that leaves the scanned walks' verdict standing changes two squares:
        // the men whose reads it touched are asked on the board after it, read through a
        // patched view, and the move is not played.
        if scanned_stand && mv.promotion.is_none() {
            return self.unattacked_after_plain(pos, mv);
        }
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut slot) => {
                let after = match slot.as_mut() {
                    Some(after) => {
                        pos.play_into(mv, rs, after);
                        after
                    }
                    None => slot.insert(pos.play(mv, rs)),
                };
                self.unattacked(pos, after, !scanned_stand)
            }
            Err(_) => self.unattacked(pos, &pos.play(mv, rs), !scanned_stand),
        })
    }

    /// The kinds on the board, where a verdict read them: a man whose parts are recalled
    /// after a move that brought no kind finds them here instead of listing the men (a
    /// superset of the kinds after the move: a kind taken off lends no walk).
    fn kinds_known(&self) -> Option<KindSet> {
        self.kinds_read.then_some(self.kinds)
    }

    /// `unattacked` after `mv`, a plain move (no promotion) of a man other than the king that
    /// changes no square the scanned walks' verdict depends on, when no scanned man checks
    /// the king: only the remembered men whose verdict the move may change are asked (the
    /// others keep theirs), on the board after the move as a patched view of `pos`. A move
    /// brings no kind, so a verdict that read the kinds on the board stands as well.
    fn unattacked_after_plain(&self, pos: &Position, mv: &Move) -> bool {
        let mut changed = SquareSet::EMPTY;
        changed.insert(mv.from);
        changed.insert(mv.to);
        // The kinds of the men that stood or stand on those squares: asked of the kept parts
        // and of those learned (which may read places where no kept part did).
        let mut moved = KindSet::NONE;
        moved.insert_kind_of(mv.piece);
        if let Some(victim) = mv.captured {
            moved.insert_kind_of(victim);
        }
        let patch = (mv.from, mv.to, mv.piece);
        // The men whose verdict the move may have changed: those that read its squares, and
        // those that read where men of the kinds it moved or took stand.
        let mut touched = self.readers[mv.from.index()] | self.readers[mv.to.index()];
        let mut placing = self.placing & !touched;
        while placing != 0 {
            let i = placing.trailing_zeros() as usize;
            placing &= placing - 1;
            let placed = self.men[i].placed;
            if placed.has(mv.piece) || mv.captured.is_some_and(|p| placed.has(p)) {
                touched |= 1 << i;
            }
        }
        // The others keep their verdict (a man taken read its own square: it is touched).
        if self.checkers & !touched != 0 {
            return false;
        }
        !self.men.iter().enumerate().any(|(i, man)| {
            // A man taken checks no more; the others are asked again.
            if touched & 1 << i == 0 || man.from == mv.to {
                return false;
            }
            let Some(p) = Piece::from_cell(man.cell) else {
                return false;
            };
            let Some(walk) = super::walk::of(p).custom else {
                return false;
            };
            let parts = &self.parts[man.parts.0 as usize..man.parts.1 as usize];
            custom_attack_after(
                pos,
                walk,
                self.king,
                self.by,
                man.from,
                p,
                patch,
                parts,
                changed,
                moved,
                self.kinds_known(),
                (&self.learned, mv.captured.is_some()),
            )
        })
    }

    /// Whether the king of `pos`'s side to move stands unattacked in `after`, the position
    /// after one of its moves; the enemy's scanned walks are asked only when `scan`.
    fn unattacked(&self, pos: &Position, after: &Position, scan: bool) -> bool {
        let Some(king) = after.king(pos.side_to_move()) else {
            return true;
        };
        if scan && any_capture(after, king, self.by, self.scanned, |_| true) {
            return false;
        }
        let changed = if king == self.king {
            after.changed_from(pos)
        } else {
            SquareSet::EMPTY
        };
        // The kinds of the men that stood or stand on those squares.
        let mut moved = KindSet::NONE;
        if !self.placed.is_empty() {
            for sq in changed.iter() {
                for p in [pos.piece_at(sq), after.piece_at(sq)].into_iter().flatten() {
                    moved.insert_kind_of(p);
                }
            }
        }
        // Whether the move brought a kind that was not on the board (asked once, where a
        // verdict depends on the kinds).
        let new_kind = std::cell::OnceCell::new();
        let brings_kind = || {
            *new_kind.get_or_init(|| {
                changed
                    .iter()
                    .any(|sq| after.piece_at(sq).is_some_and(|p| !self.kinds.has(p)))
            })
        };
        // The men are remembered in the order `custom_men` lists them (by square): one pass
        // finds each.
        let mut remembered = self.men.iter().peekable();
        let mut known = |from: Square, cell: Cell| {
            if king != self.king {
                return Known::Nothing;
            }
            while remembered
                .next_if(|m| m.from.index() < from.index())
                .is_some()
            {}
            let Some(man) = remembered.next_if(|m| m.from == from && m.cell == cell) else {
                return Known::Nothing;
            };
            if man.reads.intersection(changed).is_empty()
                && !(man.kinds && brings_kind())
                && !man.placed.intersects(moved)
            {
                return Known::Verdict(man.checks);
            }
            let kinds = self.kinds_known().filter(|_| !brings_kind());
            Known::Parts(
                &self.parts[man.parts.0 as usize..man.parts.1 as usize],
                kinds,
            )
        };
        let checked = custom_men(after, self.by, self.custom).any(|(from, p, walk)| {
            from != king
                && match known(from, p.bits()) {
                    Known::Verdict(checks) => checks,
                    Known::Parts(parts, kinds) => custom_attack_recalling(
                        after, walk, king, self.by, from, p, parts, changed, moved, kinds,
                    ),
                    Known::Nothing => custom_attack(after, walk, king, self.by, from, p),
                }
        });
        !checked
    }
}
