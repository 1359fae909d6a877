//! The hooks Haaner chess gives the rules core: after every move its vacated squares become
//! holes (`after_move`), and `legality` judges the candidates. A hole blocks lines as a man
//! does, so a move opens no line: its departure turns into a hole, an e.p. victim's square
//! and a castling rook's too, and its arrival can only block one. Where only riders on the
//! queen's and the knight's lines and leapers attack (no hopper a new man could serve as
//! hurdle, no lame leaper), a king out of check stays out of it after any move but its own:
//! those moves are legal without play (pinned men may leave their lines). The king's moves,
//! and every move while the king stands in check, are played.

use std::sync::Arc;

use super::leave_holes;
use crate::rules::attack::in_check;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::movegen::{as_orthodox, is_legal_candidate, retain, KingSafety};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The condition's rules (it has no options).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::AFTER_MOVE | Hooks::LEGALITY | Hooks::MOVES_OTHERS
    }

    /// Haaner chess alone, attacks checks and pins can judge (`KingSafety::geometric`), the
    /// king out of check: only the king's moves and those that do more than a displacement
    /// are played. Elsewhere the core plays every candidate.
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        let side = pos.side_to_move();
        let king = pos.king(side)?;
        if rs.rules().len() != 1 || !KingSafety::geometric(pos, rs) || in_check(pos, side, rs) {
            return None;
        }
        retain(out, start, |mv| {
            let king_moves = mv.from == king || mv.is_castling();
            !king_moves && as_orthodox(mv) || is_legal_candidate(pos, mv, rs)
        });
        Some(())
    }

    fn after_move(&self, next: &mut Position, _src: &Position, mv: &Move, _rs: &Ruleset) {
        leave_holes(next, mv);
    }
}
