//! The querquisite (Popeye's `qq`): it moves as the orthodox piece whose file it stands on in
//! the game array: a rook on the a and h files, a knight on b and g, a bishop on c and f, a
//! queen on d, a king (not royal) on e. Files beyond h repeat the array (i as a, …).

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::{Board, CustomWalk};
use crate::rules::moves::Move;
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::square::Square;

use super::as_walk::walk_moves;
use super::orphan::walk_of;

pub static WALK: CustomWalk = custom_walk! {
    moves,
    captures: None,
};

fn moves<B: Board + ?Sized>(
    board: &B,
    side: Side,
    from: Square,
    piece: Piece,
    out: &mut dyn FnMut(Move),
) {
    let kind = match from.file() % 8 {
        0 | 7 => PieceKind::Rook,
        1 | 6 => PieceKind::Knight,
        2 | 5 => PieceKind::Bishop,
        3 => PieceKind::Queen,
        _ => PieceKind::King,
    };
    walk_moves(board, side, from, piece, walk_of(kind), out);
}
