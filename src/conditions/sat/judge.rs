//! Legality under SAT without playing most moves. A move is legal when the mover's king has
//! no flight once it is played (one flight makes check); the flights are the king's
//! neighbours, and a plain move of another man can change whether a neighbour is one only by
//! its squares: the neighbour itself, the lines from it up to their first man (the king's
//! square counted empty, as the flights' attack test leaves it) and its knight's leaps, where
//! an arrival blocks a line, a departure opens one and a capture takes an attacker away. The
//! neighbours' verdicts are reckoned once per position: a move that leaves a flight untouched
//! is illegal, one that touches no neighbour's squares and finds no flight is legal, and only
//! the rest is played, its touched neighbours asked again.

use crate::rules::attack::attacked_with_vacated;
use std::cell::Cell;

use crate::rules::bitset::SquareSet;
use crate::rules::movegen::{as_orthodox, is_legal_candidate};
use crate::rules::moves::{Move, Special};
use crate::rules::piece::{Colour, PieceKind, Side};
use crate::rules::position::{Position, EMPTY, OFF_BOARD};
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

const STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

const LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// One neighbour of the king, as it stands before the move.
#[derive(Clone, Copy)]
enum Neighbour {
    /// A man of the king's side stands there: it is a flight only once that man leaves, and
    /// then unless an enemy man attacks it (which a departure from it does not change: the
    /// square is attacked through, as the flights' test sees it, or not at all) and the move's
    /// arrival does not take that attack away. Whether it is attacked, and the squares an
    /// arrival would take an attack away on, are reckoned once a move leaves it.
    Own(Square),
    /// A flight: only the move's arrival there, or a departure that opens an enemy rider's
    /// line to it (`threats`), takes it away.
    Flight(Square),
    /// Attacked: it may become a flight where the move changes one of `touched_by` (the
    /// square, the lines from it up to their first man, its knight's leaps).
    Attacked(Square, SquareSet),
}

/// A departure that would open a line to a flight: the flight, the line's unit step from it,
/// the first man on the line (whose departure opens it) and the enemy rider behind that man.
#[derive(Clone, Copy)]
struct Threat {
    flight: Square,
    step: (i32, i32),
    blocker: Square,
    rider: Square,
}

/// The verdicts of a position's neighbours of the mover's king (see the module's text).
pub(super) struct Flights {
    king: Square,
    side: Side,
    neighbours: [Neighbour; 8],
    count: usize,
    threats: [Threat; 8],
    nthreats: usize,
    /// Whether some neighbour is a flight now.
    any_flight: bool,
    /// For each `Own` neighbour, once a move leaves it: whether it is attacked, and its
    /// squares (as `Attacked` holds them).
    left: [Cell<Option<(bool, SquareSet)>>; 8],
}

impl Flights {
    /// The verdicts for the side to move of `pos`, where the shortcut holds: SAT is the only
    /// rule, one flight makes check (`need_one`), every man is an orthodox one of a side, no
    /// attribute, the king is a king. `None` elsewhere.
    pub(super) fn new(pos: &Position, rs: &Ruleset, need_one: bool) -> Option<Flights> {
        let side = pos.side_to_move();
        let by = side.opponent();
        let king = pos.king(side)?;
        if !need_one
            || rs.rules().len() != 1
            || rs.has_attributes()
            || !pos.occupied_by(Colour::Neutral).is_empty()
            || !rs.attackers(by).minus(KindSet::ORTHODOX).is_empty()
            || !pos.piece_at(king).is_some_and(|p| p.is(PieceKind::King))
        {
            return None;
        }
        let size = pos.size();
        let enemy_king = pos.king(by);
        let mut judge = Flights {
            king,
            side,
            neighbours: [Neighbour::Own(king); 8],
            count: 0,
            threats: [Threat {
                flight: king,
                step: (0, 0),
                blocker: king,
                rider: king,
            }; 8],
            nthreats: 0,
            any_flight: false,
            left: Default::default(),
        };
        for (df, dr) in STEPS {
            let Some(t) = king.offset(df, dr, size) else {
                continue;
            };
            if pos.cell(t.mailbox()) == OFF_BOARD || Some(t) == enemy_king {
                continue;
            }
            let neighbour = if pos.piece_at(t).is_some_and(|p| !p.colour().movable_by(by)) {
                Neighbour::Own(t)
            } else if is_flight(pos, side, king, t, rs) {
                judge.any_flight = true;
                for step in STEPS {
                    let mut ignored = SquareSet::EMPTY;
                    let Some(blocker) = first(pos, king, t, step, &mut ignored) else {
                        continue;
                    };
                    let Some(rider) = first(pos, king, blocker, step, &mut ignored) else {
                        continue;
                    };
                    let line = if step.0 == 0 || step.1 == 0 {
                        PieceKind::Rook
                    } else {
                        PieceKind::Bishop
                    };
                    if pos.piece_at(rider).is_some_and(|p| {
                        p.colour().movable_by(by) && (p.is(PieceKind::Queen) || p.is(line))
                    }) {
                        judge.threats[judge.nthreats] = Threat {
                            flight: t,
                            step,
                            blocker,
                            rider,
                        };
                        judge.nthreats += 1;
                    }
                }
                Neighbour::Flight(t)
            } else {
                Neighbour::Attacked(t, touched_by(pos, king, t))
            };
            judge.neighbours[judge.count] = neighbour;
            judge.count += 1;
        }
        Some(judge)
    }

    /// Whether `mv`, a candidate of the side to move, is legal.
    pub(super) fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let plain = matches!(mv.special, Special::Plain | Special::DoubleStep)
            && as_orthodox(mv)
            && mv.from != self.king
            && mv.piece.kind() != PieceKind::King;
        if !plain {
            return is_legal_candidate(pos, mv, rs);
        }
        let neighbours = &self.neighbours[..self.count];
        if self.any_flight
            && neighbours
                .iter()
                .any(|n| matches!(*n, Neighbour::Flight(t) if self.stays(t, mv)))
        {
            return false;
        }
        // Every flight is gone. A square the move's man leaves is one now unless attacked;
        // an attacked square may be one where the arrival blocks a line to it or takes its
        // attacker (a departure only opens lines).
        let mut unsure = [None; 8];
        let mut nunsure = 0;
        for (i, n) in neighbours.iter().enumerate() {
            let t = match *n {
                Neighbour::Own(t) if t == mv.from => {
                    let (attacked, touched) = self.left[i].get().unwrap_or_else(|| {
                        let known = (
                            !is_flight_vacated(pos, self.side, self.king, t, rs),
                            touched_by(pos, self.king, t),
                        );
                        self.left[i].set(Some(known));
                        known
                    });
                    if !attacked {
                        return false;
                    }
                    if !touched.contains(mv.to) {
                        continue;
                    }
                    t
                }
                Neighbour::Attacked(t, touched) if t != mv.to && touched.contains(mv.to) => t,
                _ => continue,
            };
            unsure[nunsure] = Some(t);
            nunsure += 1;
        }
        if nunsure == 0 {
            return true;
        }
        let after = pos.played(mv, rs);
        !unsure[..nunsure]
            .iter()
            .flatten()
            .any(|&t| is_flight(&after, self.side, self.king, t, rs))
    }

    /// Whether the flight `t` stays one after `mv`, a plain move of a man other than the
    /// king: the move neither lands on it nor opens a rider's line to it (its man leaves the
    /// line's first square and lands neither on the line short of the rider nor on it).
    fn stays(&self, t: Square, mv: &Move) -> bool {
        if mv.to == t {
            return false;
        }
        !self.threats[..self.nthreats].iter().any(|th| {
            th.flight == t && th.blocker == mv.from && !on_segment(t, th.step, th.rider, mv.to)
        })
    }
}

/// Whether `sq` lies on the line from `t` along `step`, beyond `t` and no further than `end`.
fn on_segment(t: Square, step: (i32, i32), end: Square, sq: Square) -> bool {
    let along = |s: Square| {
        let (df, dr) = (
            s.file() as i32 - t.file() as i32,
            s.rank() as i32 - t.rank() as i32,
        );
        let k = if step.0 != 0 {
            df / step.0
        } else {
            dr / step.1
        };
        (k > 0 && (df, dr) == (k * step.0, k * step.1)).then_some(k)
    };
    matches!((along(sq), along(end)), (Some(k), Some(limit)) if k <= limit)
}

/// The squares whose change may change whether `t` is attacked: itself, the lines from it up
/// to their first man (the king's square on `king` counted empty) and its knight's leaps.
fn touched_by(pos: &Position, king: Square, t: Square) -> SquareSet {
    let mut touched = SquareSet::EMPTY;
    touched.insert(t);
    for (ldf, ldr) in LEAPS {
        if let Some(s) = t.offset(ldf, ldr, pos.size()) {
            touched.insert(s);
        }
    }
    for step in STEPS {
        first(pos, king, t, step, &mut touched);
    }
    touched
}

/// The first man from `t` along `step`, the king's square on `king` counted empty; the
/// squares passed and its own are added to `touched`.
fn first(
    pos: &Position,
    king: Square,
    t: Square,
    step: (i32, i32),
    touched: &mut SquareSet,
) -> Option<Square> {
    let mut at = t;
    while let Some(s) = at.offset(step.0, step.1, pos.size()) {
        at = s;
        touched.insert(s);
        let cell = pos.cell(s.mailbox());
        if cell == OFF_BOARD {
            return None;
        }
        if cell != EMPTY && s != king {
            return Some(s);
        }
    }
    None
}

/// Whether `t`, a neighbour of `side`'s king on `king`, is unattacked by the enemy (the king's
/// square counted empty): a flight once the man on it leaves.
fn is_flight_vacated(pos: &Position, side: Side, king: Square, t: Square, rs: &Ruleset) -> bool {
    let by = side.opponent();
    !attacked_with_vacated(
        pos,
        t,
        by,
        rs.attackers(by),
        king,
        rs.base_rank_pawns_observe(),
    )
}

/// Whether `t`, a neighbour of `side`'s king on `king` on the board and not the enemy king's
/// square, is a flight in `pos` (as [`super::flights`] counts them).
fn is_flight(pos: &Position, side: Side, king: Square, t: Square, rs: &Ruleset) -> bool {
    let by = side.opponent();
    if pos.piece_at(t).is_some_and(|p| !p.colour().movable_by(by)) {
        return false;
    }
    !attacked_with_vacated(
        pos,
        t,
        by,
        rs.attackers(by),
        king,
        rs.base_rank_pawns_observe(),
    )
}
