//! The friend (Popeye's `f`): it moves as each kind of its own side's pieces that observes it,
//! directly or through a chain of friends (a friend reaching it as the kind, itself observed
//! as the kind). As with orphans, each friend passed counts as a dummy for the rest of the
//! chain, which keeps it finite.

use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::square::Square;

use super::orphan::{captures_as, kinds_on, moves_as, observed_chain, Scene};

pub static WALK: CustomWalk = CustomWalk {
    moves,
    captures: Some(captures),
};

fn moves(board: &dyn Board, side: Side, from: Square, piece: Piece, out: &mut dyn FnMut(Move)) {
    let scene = Scene::of(board);
    let kinds = kinds_on(&scene.men, |c| c.movable_by(side));
    moves_as(board, side, from, piece, kinds, out, |kind| {
        observed_chain(
            &scene,
            from,
            side,
            PieceKind::Friend,
            kind,
            false,
            &mut Vec::new(),
        )
    });
}

/// `moves`' captures on `target`, the reach tested before the observation.
fn captures(board: &dyn Board, side: Side, from: Square, piece: Piece, target: Square) -> bool {
    let scene = Scene::of(board);
    let kinds = kinds_on(&scene.men, |c| c.movable_by(side));
    captures_as(board, side, from, piece, kinds, target, |kind| {
        observed_chain(
            &scene,
            from,
            side,
            PieceKind::Friend,
            kind,
            false,
            &mut Vec::new(),
        )
    })
}
