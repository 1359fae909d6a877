//! The hooks a mummer gives the rules core: of its side's legal moves, only those of the
//! greatest (or least) length stay; under `Ultra` its captures attack only when they are of
//! that length.

use std::cell::Cell;
use std::sync::Arc;

use crate::rules::attack::Capture;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{generate_candidates, retain};
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// A mummer's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    pub side: Side,
    pub shortest: bool,
    pub exact: bool,
    pub ultra: bool,
}

pub(super) fn compile(
    side: Side,
    shortest: bool,
    exact: bool,
    ultra: bool,
    _diagram: &Position,
) -> Arc<dyn Rules> {
    Arc::new(Compiled {
        side,
        shortest,
        exact,
        ultra,
    })
}

thread_local! {
    /// Whether an Ultra measure is under way on this thread: the moves it makes ask whether
    /// castling kings are attacked, which under two Ultra mummers would measure again without
    /// end; inside a measure captures count as they are.
    static MEASURING: Cell<bool> = const { Cell::new(false) };
}

impl Compiled {
    /// Whether every move, those that leave the king in check included, is measured.
    fn measures_all(&self) -> bool {
        self.exact || self.ultra
    }

    /// The length the side plays of `lengths`: the greatest, or the least.
    fn best(&self, lengths: impl Iterator<Item = u32>) -> Option<u32> {
        if self.shortest {
            lengths.min()
        } else {
            lengths.max()
        }
    }

    /// The length the side would play in `pos` if it were to move: the greatest (least) of
    /// all its moves, those that leave its king in check included.
    fn ultra_length(&self, pos: &Position, rs: &Ruleset) -> Option<u32> {
        let mut mover = *pos;
        if pos.side_to_move() != self.side {
            mover.set_side_to_move(self.side);
            mover.set_en_passant(None);
        }
        let mut moves = MoveList::new();
        MEASURING.with(|m| m.set(true));
        generate_candidates(&mover, rs, &mut moves);
        MEASURING.with(|m| m.set(false));
        self.best(moves.iter().map(Move::popeye_length))
    }
}

/// Popeye's length of the capture `c` of `target`: the square of the distance, 6 for a mao's
/// or a moa's.
fn capture_length(c: Capture, target: Square) -> u32 {
    if matches!(c.piece.kind(), PieceKind::Mao | PieceKind::Moa) {
        return 6;
    }
    let df = target.file() as i32 - c.from.file() as i32;
    let dr = target.rank() as i32 - c.from.rank() as i32;
    (df * df + dr * dr) as u32
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        if self.ultra {
            Hooks::RESTRICT | Hooks::CAPTURE_FILTER
        } else {
            Hooks::RESTRICT
        }
    }

    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {
        if pos.side_to_move() != self.side {
            return;
        }
        let mut candidates = MoveList::new();
        if self.measures_all() {
            generate_candidates(pos, rs, &mut candidates);
        }
        let measured = if self.measures_all() {
            &candidates[..]
        } else {
            &out[start..]
        };
        let Some(best) = self.best(measured.iter().map(Move::popeye_length)) else {
            return;
        };
        retain(out, start, |m| m.popeye_length() == best);
    }

    /// The longest (or shortest) moves of a list stay: a legal move stays if there is one.
    fn restrict_keeps_one(&self) -> bool {
        !self.measures_all()
    }

    /// Whether the side's captures may fail to attack: under Ultra, whenever it has any.
    fn filters_captures_in(&self, _pos: &Position) -> bool {
        self.ultra
    }

    /// The length to play changes with every move: a check the orthodox scans refuse may
    /// not count once the move is played.
    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        self.ultra
    }

    /// Under Ultra, the side's capture attacks only if it is of the length the side would
    /// play (Popeye's observation validation for Ultra mummers).
    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        if !self.ultra || by != self.side || MEASURING.with(Cell::get) {
            return true;
        }
        self.ultra_length(pos, rs) == Some(capture_length(c, target))
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let by = pos.side_to_move().opponent();
        if !self.ultra || by != self.side || MEASURING.with(Cell::get) {
            return true;
        }
        self.capture_counts(&pos.played(mv, rs), c, target, by, rs)
    }
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, play, problem};
    use crate::rules::attack::in_check;
    use crate::rules::piece::Side;

    #[test]
    fn under_ultra_only_a_capture_of_the_length_to_play_checks() {
        let pieces = "white ke1 bg7 black kh8";
        let (pos, rs) = problem(pieces, "whitemaximummer");
        assert!(in_check(&pos, Side::Black, &rs));
        let (pos, rs) = problem(pieces, "whitemaximummer ultra");
        // Bg7-a1 is longer than the capture of the king next to the bishop.
        assert!(!in_check(&pos, Side::Black, &rs));
        assert_eq!(moves(&pos, &rs), ["Bg7-a1 +"]);
        let after = play(&pos, &rs, "Bg7-a1 +");
        // On g7 the king stands in the bishop's longest capture; on g8 and h7 it is safe.
        assert_eq!(moves(&after, &rs), ["Kh8-g8", "Kh8-h7"]);
    }

    #[test]
    fn a_minimummers_captures_check_only_when_they_are_its_shortest_moves() {
        // Re5xe1 is longer than the king's steps: no check.
        let (pos, rs) = problem("white ke1 black kh8 re5", "blackminimummer ultra");
        assert!(!in_check(&pos, Side::White, &rs));
        // Re2xe1 is as short as any move of Black's: check.
        let (pos, rs) = problem("white ke1 black kh8 re2", "blackminimummer ultra");
        assert!(in_check(&pos, Side::White, &rs));
    }
}
