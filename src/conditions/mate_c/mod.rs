//! #C, as Popeye 4.104 defines it (`condition #C`; no options).
//!
//! When a move mates (the opponent is in check and has no legal move), every piece of the
//! mover that checks the opponent's king (no royal and no neutral piece) changes side, all at
//! once, written after the move square by square from a1 (`[d5=b]`); if the mover's own king
//! would then stand in check, none changes. A piece that changes gives no check any more: a
//! mate under #C stays a mate only where its checkers cannot change (Popeye's
//! `1.Kg2*h2 #`: the queen that checks would check the white king as a black piece).
//!
//! The side changes never change which moves are legal (they are made or undone so that the
//! mover is not in check), so the mate is judged with the opponent's moves played without
//! them, as Popeye judges it without its #C slices; this keeps the test from recursing.
//! Not played with magic pieces: Popeye's magic recolourer comes first, then #C's; but #C's
//! observation filter (`mate_C_enforce_observer`), which lets only the piece being tested
//! observe, keeps the square it last tested after a mate, and magic pieces' views pass
//! through it: in the moves Popeye tries after a mate at the same depth no magic piece views
//! anything (`1...mRb1-b8[c8=w][b8=b]` mates, and the rook's later moves and the queen's
//! change nothing). That depends on Popeye's order of search.

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

use std::cell::Cell;

use crate::rules::attack::{any_observation, capture_counts, in_check};
use crate::rules::movegen::has_legal_move;
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{Attribute, Colour, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for MateCOptions {
    const NAME: &'static str = "mate c";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        diagram
            .pieces()
            .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Magic))
            .then(|| {
                "#C with magic pieces (Popeye's #C leaves its filter of observers set after a \
                 mate: magic pieces then change nothing in the moves it tries next at that depth)"
                    .to_string()
            })
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["#C".to_string()]
    }
}

thread_local! {
    /// Set while the side changes are left out: while a mate is judged, and while the move
    /// text finds which pieces changed.
    static LEFT_OUT: Cell<bool> = const { Cell::new(false) };
}

/// `f`'s answer with the side changes left out.
fn left_out<T>(f: impl FnOnce() -> T) -> T {
    let before = LEFT_OUT.with(|c| c.replace(true));
    let answer = f();
    LEFT_OUT.with(|c| c.set(before));
    answer
}

/// Makes the side changes of a mate `mover`'s move has given in `next` (see the module's
/// text).
pub(crate) fn recolour_checkers(next: &mut Position, mover: Side, rs: &Ruleset) {
    if LEFT_OUT.with(Cell::get) {
        return;
    }
    let opponent = mover.opponent();
    let Some(king) = next.king(opponent) else {
        return;
    };
    // A move that leaves the mover in check is no move; one that gives none mates nobody.
    if !in_check(next, opponent, rs) || in_check(next, mover, rs) {
        return;
    }
    let mated = left_out(|| !has_legal_move(next, rs, &mut MoveList::new()));
    if !mated {
        return;
    }
    let mut checkers: Vec<Square> = Vec::new();
    let pos = &*next;
    any_observation(pos, king, mover, rs.attackers(mover), rs, |c| {
        let royal =
            c.piece.kind() == PieceKind::King || pos.attributes(c.from).contains(Attribute::Royal);
        if c.piece.colour() == mover.colour()
            && !royal
            && capture_counts(pos, c, king, mover, rs)
            && !checkers.contains(&c.from)
        {
            checkers.push(c.from);
        }
        false
    });
    for &sq in &checkers {
        next.turn(sq, opponent.colour());
    }
    if in_check(next, mover, rs) {
        for &sq in &checkers {
            next.turn(sq, mover.colour());
        }
    }
}

/// The squares whose pieces change side by #C when `mv` is played from `pos`, from a1 rank by
/// rank, with the colour each takes.
pub(crate) fn changed_squares(pos: &Position, mv: &Move, rs: &Ruleset) -> Vec<(Square, Colour)> {
    let after = pos.play(mv, rs);
    let without = left_out(|| pos.play(mv, rs));
    pos.size()
        .squares()
        .filter_map(|sq| {
            let now = after.piece_at(sq)?.colour();
            (without.piece_at(sq).map(|p| p.colour()) != Some(now)).then_some((sq, now))
        })
        .collect()
}
