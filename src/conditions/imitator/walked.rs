//! The custom walks the Imitators follow, and how (issue 22). Popeye 4.104 plays Imitators
//! with the riders, leapers, the mao and moa, and the "simple hoppers" only; it refuses every
//! other piece ("conditions too fairy for imitator"). Of the simple hoppers with a custom
//! walk here, it makes each Imitator copy the path in one of four ways, by kind:
//!
//! * a leaper-hopper (kinghopper, knighthopper): a hurdle, then the arrival;
//! * a symmetric or counting hopper (equihopper, orix, grasshopper-2 and -3): the approach
//!   to the hurdle empty, a hurdle, then every square after it up to the arrival empty;
//! * the nonstop orix: a hurdle halfway, then the arrival (the squares between do not count);
//! * the equistoppers: only where the Imitator lands (Popeye filters none of their moves and
//!   drops a move after which an Imitator stands on an occupied square or off the board), and
//!   nothing at all for their checks (its check test accepts every equistopper capture).
//!
//! The angle hoppers (moose, eagle, sparrow and their rook and bishop kin) are copied as the
//! leaper-hoppers are, a hurdle found along the first leg; Popeye's check test for them
//! (`imitator.c`, avoid_observing_if_imitator_blocked_angle_hopper) looks elsewhere: for the
//! Imitator's hurdle one step beyond the king along the line back to the hopper, and for its
//! path along a turned step chosen by dividing square numbers. feerie asks what it asks
//! ([`angle_check`]), so that checks, mates and legal moves are Popeye's.

use crate::rules::moves::{Nature, Vec2};
use crate::rules::piece::PieceKind;

/// How the Imitators copy one custom walk's moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Path {
    /// A hurdle, then the arrival (kinghopper, knighthopper).
    LeaperHop,
    /// Approach, hurdle, and the squares after the hurdle up to the arrival; the hurdle is
    /// this far from the arrival (in unit steps; 0: as far as from the departure).
    Counted { after: i8 },
    /// A hurdle halfway and the arrival (nonstop orix).
    Nonstop,
    /// The arrival only; checks are not copied at all (equistoppers).
    Landing,
    /// A hurdle along the first leg, then the arrival; checks as Popeye tests them
    /// ([`angle_check`]). `eighths`: the turn at the hurdle; `dirs`: the first leg's lines
    /// (places in Popeye's `vec`, 1 to 8).
    Angle {
        eighths: usize,
        dirs: (usize, usize),
    },
}

/// How the Imitators copy `kind`'s moves; `None` for a custom walk they do not copy.
pub fn path_of(kind: PieceKind) -> Option<Path> {
    use PieceKind::*;
    Some(match kind {
        Kinghopper | Knighthopper => Path::LeaperHop,
        Equihopper | Orix => Path::Counted { after: 0 },
        Grasshopper2 => Path::Counted { after: 2 },
        Grasshopper3 => Path::Counted { after: 3 },
        NonstopOrix => Path::Nonstop,
        EquiEnglish | EquiFrench => Path::Landing,
        Moose | Eagle | Sparrow => angle(kind, (1, 8)),
        RookMoose | RookEagle | RookSparrow => angle(kind, (1, 4)),
        BishopMoose | BishopEagle | BishopSparrow => angle(kind, (5, 8)),
        _ => return None,
    })
}

/// The angle hopper `kind`'s path, its first leg along `dirs`.
fn angle(kind: PieceKind, dirs: (usize, usize)) -> Path {
    use PieceKind::*;
    let eighths = match kind {
        Moose | RookMoose | BishopMoose => 1,
        Eagle | RookEagle | BishopEagle => 2,
        _ => 3,
    };
    Path::Angle { eighths, dirs }
}

/// Whether `kind` is an angle hopper: Popeye lists its hops to one square over two hurdles
/// once, the Imitators copying either.
pub fn is_angle(kind: PieceKind) -> bool {
    matches!(path_of(kind), Some(Path::Angle { .. }))
}

/// Why Imitators are refused with `kind` (see [`popeye_plays`]): Popeye refuses it too.
pub fn refusal(_kind: PieceKind) -> &'static str {
    "Popeye: conditions too fairy for imitator"
}

/// Whether Popeye plays Imitators beside a piece of `kind`: the orthodox pieces, and the
/// fairy pieces its classification calls riders, leapers, simple hoppers and "simple
/// decomposed leapers" (the mao and moa). Every other one (lions, the leo, pao, vao and nao,
/// the gral, scorpion, zebu, dummy, sting, the custom walks outside those classes, …) makes
/// it refuse the problem ("conditions too fairy for imitator"). The Four Double Acts pieces
/// are feerie's, not Popeye's: their own condition says what they combine with.
pub fn popeye_plays(kind: PieceKind) -> bool {
    use crate::rules::piece::Family;
    use PieceKind::*;
    matches!(kind.family(), Family::Orthodox | Family::Imitator)
        || matches!(
            kind,
            // Riders.
            Nightrider | Amazon | Empress | Princess | Waran | Camelrider | Zebrarider
                | Gnurider | RookHunter | BishopHunter | WazirRider | FersRider | Elephant
                // Leapers.
                | Zebra | Camel | Giraffe | RootFiftyLeaper | Bucephalus | Wazir | Alfil
                | Fers | Dabbaba | Gnu | Antelope | Squirrel | Erlking | Okapi | Bison
                | Leaper15 | Leaper16 | Leaper24 | Leaper25 | Leaper35 | Leaper36 | Leaper37
                // Simple hoppers.
                | Grasshopper | NightriderHopper | CamelriderHopper | ZebrariderHopper
                | GnuriderHopper | RookHopper | BishopHopper | Equihopper | NonstopEquihopper
                | Grasshopper2 | Grasshopper3 | Kinghopper | Orix | NonstopOrix | Moose
                | RookMoose | BishopMoose | Eagle | RookEagle | BishopEagle | Sparrow
                | RookSparrow | BishopSparrow | Knighthopper | EquiEnglish | EquiFrench
                // Simple decomposed leapers.
                | Mao | Moa
        )
}

/// Popeye's `angle_vectors[angle][1..=16]` for the moose (45 degrees), eagle (90) and
/// sparrow (135): the turns after the hurdle, two for each first leg `vec[k]` (places 2k-1
/// and 2k), as the check test reads them.
const TURNS: [[Vec2; 17]; 3] = [
    [
        (0, 0),
        (1, -1),
        (1, 1),
        (-1, 1),
        (1, 1),
        (-1, 1),
        (-1, -1),
        (1, -1),
        (-1, -1),
        (-1, 0),
        (0, 1),
        (1, 0),
        (0, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
        (0, -1),
    ],
    [
        (0, 0),
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (-1, -1),
        (-1, 1),
        (1, -1),
        (1, 1),
        (-1, -1),
        (-1, 1),
        (1, -1),
    ],
    [
        (0, 0),
        (-1, 1),
        (-1, -1),
        (1, -1),
        (-1, -1),
        (1, -1),
        (1, 1),
        (-1, 1),
        (1, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
        (0, -1),
        (-1, 0),
        (0, 1),
        (1, 0),
        (0, 1),
    ],
];

/// A vector as a difference of Popeye's square numbers (24 to a rank).
fn linear(v: Vec2) -> i32 {
    v.0 as i32 + 24 * v.1 as i32
}

/// Whether the capture of the man on `target` by the angle hopper `kind` on `from` counts as
/// a check with the Imitators, as Popeye tests it: for every way the hopper reaches `target`
/// (a hurdle beside `target` by a turn, the hopper the first man beyond it along `vec[k]`),
/// `each` is asked with what each Imitator's copy needs (offsets from the Imitator, `from`
/// taken as empty), and the hopper's own hurdle; any yes is a check. Popeye's test takes the
/// Imitator's hurdle one step beyond `target` along `vec[k]` and walks to it by the turned
/// step that divides the distance in fewer steps (square numbers divided as C does); where
/// that step does not reach the hurdle the copy fails.
/// `occupied` tells the board's men (the hopper on `from` counts).
pub fn angle_check(
    kind: PieceKind,
    size: crate::rules::square::BoardSize,
    occupied: impl Fn(crate::rules::square::Square) -> bool,
    from: crate::rules::square::Square,
    target: crate::rules::square::Square,
    mut each: impl FnMut(&[(Vec2, Square)], Vec2) -> bool,
) -> bool {
    let Some(Path::Angle { eighths, dirs }) = path_of(kind) else {
        return false;
    };
    let turns = &TURNS[eighths - 1];
    let v = (
        target.file() as i8 - from.file() as i8,
        target.rank() as i8 - from.rank() as i8,
    );
    for k in dirs.0..=dirs.1 {
        // Popeye's `vec[k]` (its table counts from 1).
        let w = crate::rules::popeye_vectors::POPEYE_VECTORS[k - 1];
        for a in [turns[2 * k], turns[2 * k - 1]] {
            let Some(h) = target.offset(a.0 as i32, a.1 as i32, size) else {
                continue;
            };
            if !occupied(h) {
                continue;
            }
            // The hopper must be the first man beyond the hurdle along `vec[k]`.
            let mut sq = h;
            let first = loop {
                match sq.offset(w.0 as i32, w.1 as i32, size) {
                    Some(next) if !occupied(next) => sq = next,
                    other => break other,
                }
            };
            if first != Some(from) {
                continue;
            }
            let hurdle = (v.0 + a.0, v.1 + a.1);
            let fake = (v.0 + w.0, v.1 + w.1);
            let (v1, v2) = (turns[2 * k], turns[2 * k - 1]);
            let (v1, v2) = ((-v1.0, -v1.1), (-v2.0, -v2.1));
            let n1 = (linear(fake) / linear(v1)).abs();
            let n2 = (linear(fake) / linear(v2)).abs();
            let step = if n1 == 0 {
                v2
            } else if n2 == 0 || n1 < n2 {
                v1
            } else {
                v2
            };
            let Some(m) = multiple(fake, step) else {
                continue;
            };
            let mut needs: Vec<(Vec2, Square)> = (1..m)
                .map(|j| ((step.0 * j, step.1 * j), Square::Empty))
                .collect();
            needs.push((fake, Square::Hurdle));
            needs.push((v, Square::Empty));
            if each(&needs, hurdle) {
                return true;
            }
        }
    }
    false
}

/// `m` where `v` is `m` times `step` (`m` at least 1).
fn multiple(v: Vec2, step: Vec2) -> Option<i8> {
    let m = if step.0 != 0 {
        v.0 / step.0
    } else {
        v.1 / step.1
    };
    (m >= 1 && (step.0 * m, step.1 * m) == v).then_some(m)
}

/// `v` divided by the greatest common divisor of its coordinates: the unit step of its line.
fn unit(v: Vec2) -> Vec2 {
    let (mut a, mut b) = (v.0.unsigned_abs(), v.1.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = a.max(1) as i8;
    (v.0 / g, v.1 / g)
}

/// The hurdle of a capture by `v` of a walk copied as `path` (a custom walk's capture says
/// none: each of these walks has only one).
fn hurdle_of(path: Path, v: Vec2) -> Vec2 {
    let u = unit(v);
    match path {
        Path::Counted { after } if after > 0 => (v.0 - after * u.0, v.1 - after * u.1),
        _ => (v.0 / 2, v.1 / 2),
    }
}

/// What one square of an Imitator's copy of a custom walk's move must hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Square {
    /// Empty (the mover's departure counts as empty).
    Empty,
    /// A piece (the Imitator's hurdle).
    Hurdle,
    /// Empty, a square passed after the hurdle: Popeye's move generator counts the mover
    /// still standing on its departure there.
    Passed,
}

/// Calls `f` with every square (as an offset from the start) of the copy of a move of
/// `kind` by `v` with nature `nature`, in walking order, and what it must hold; stops at the
/// first false. `None` when the Imitators do not copy the move at all (an equistopper's
/// capture of a king), `Some(false)` where `f` refused a square or the Imitators copy no
/// move of `kind` (refused with the condition).
pub fn each_square(
    kind: PieceKind,
    nature: Nature,
    v: Vec2,
    for_check: bool,
    mut f: impl FnMut(Vec2, Square) -> bool,
) -> Option<bool> {
    let Some(path) = path_of(kind) else {
        return Some(false);
    };
    if path == Path::Landing {
        return if for_check {
            None
        } else {
            Some(f(v, Square::Empty))
        };
    }
    let h = match nature {
        Nature::WalkedHop { hurdle } => hurdle,
        _ => hurdle_of(path, v),
    };
    let ok = match path {
        Path::LeaperHop | Path::Nonstop => f(h, Square::Hurdle) && f(v, Square::Empty),
        // Its checks are asked apart (`angle_check`): a capture tells no hurdle.
        Path::Angle { .. } if !matches!(nature, Nature::WalkedHop { .. }) => false,
        Path::Angle { .. } => {
            let u = unit(h);
            (1..steps(h, u)).all(|k| f((u.0 * k, u.1 * k), Square::Empty))
                && f(h, Square::Hurdle)
                && f(v, Square::Empty)
        }
        Path::Counted { .. } => {
            let u = unit(h);
            let along = |k: i8| (u.0 * k, u.1 * k);
            let (kh, kv) = (steps(h, u), steps(v, u));
            (1..kh).all(|k| f(along(k), Square::Empty))
                && f(h, Square::Hurdle)
                && (kh + 1..=kv).all(|k| f(along(k), Square::Passed))
        }
        Path::Landing => unreachable!("answered above"),
    };
    Some(ok)
}

/// Number of unit steps `u` in `v`.
fn steps(v: Vec2, u: Vec2) -> i8 {
    if u.0 != 0 {
        v.0 / u.0
    } else {
        v.1 / u.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(kind: PieceKind, nature: Nature, v: Vec2) -> Vec<(Vec2, Square)> {
        let mut all = Vec::new();
        each_square(kind, nature, v, false, |off, need| {
            all.push((off, need));
            true
        });
        all
    }

    #[test]
    fn an_orix_copy_approaches_hops_and_passes_to_its_arrival() {
        let got = squares(
            PieceKind::Orix,
            Nature::WalkedHop { hurdle: (0, 2) },
            (0, 4),
        );
        use Square::*;
        assert_eq!(
            got,
            [
                ((0, 1), Empty),
                ((0, 2), Hurdle),
                ((0, 3), Passed),
                ((0, 4), Passed)
            ]
        );
    }

    #[test]
    fn a_grasshopper_3_capture_finds_its_hurdle_three_squares_before_the_king() {
        let got = squares(PieceKind::Grasshopper3, Nature::Walked, (-5, -5));
        assert_eq!(got[0], ((-1, -1), Square::Empty));
        assert_eq!(got[1], ((-2, -2), Square::Hurdle));
        assert_eq!(got.len(), 5);
    }

    #[test]
    fn an_equihopper_off_the_queen_lines_needs_a_hurdle_and_its_arrival() {
        let got = squares(
            PieceKind::Equihopper,
            Nature::WalkedHop { hurdle: (1, 2) },
            (2, 4),
        );
        assert_eq!(got, [((1, 2), Square::Hurdle), ((2, 4), Square::Passed)]);
    }

    #[test]
    fn equistopper_checks_are_not_copied_and_rose_moves_not_at_all() {
        let none = each_square(
            PieceKind::EquiEnglish,
            Nature::Walked,
            (2, 0),
            true,
            |_, _| false,
        );
        assert_eq!(none, None);
        assert_eq!(path_of(PieceKind::Rose), None);
        assert!(refusal(PieceKind::Rose).contains("too fairy"));
        assert!(is_angle(PieceKind::RookSparrow));
    }
}
