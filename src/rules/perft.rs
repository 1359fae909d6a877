//! Perft: the number of leaf nodes of the legal move tree, the standard check of a move
//! generator. Every move is played (no counting of the last ply's list), so the count also
//! exercises move application.

use super::movegen::generate_legal;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::ruleset::Ruleset;

pub fn perft(pos: &Position, rs: &Ruleset, depth: u32) -> u64 {
    let mut plies: Vec<Ply> = (0..depth)
        .map(|_| Ply {
            moves: MoveList::with_capacity(64),
            child: *pos,
        })
        .collect();
    perft_with(pos, rs, depth, &mut plies)
}

/// A ply's scratch space: its move list and the position each move leads to, played into
/// the same place every time.
struct Ply {
    moves: MoveList,
    child: Position,
}

fn perft_with(pos: &Position, rs: &Ruleset, depth: u32, plies: &mut [Ply]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (ply, rest) = plies
        .split_first_mut()
        .expect("one ply of scratch per depth");
    ply.moves.clear();
    generate_legal(pos, rs, &mut ply.moves);
    let mut n = 0;
    for mv in ply.moves.iter() {
        pos.play_into(mv, rs, &mut ply.child);
        n += perft_with(&ply.child, rs, depth - 1, rest);
    }
    n
}

/// Perft split by first move.
pub fn divide(pos: &Position, rs: &Ruleset, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut list = MoveList::new();
    generate_legal(pos, rs, &mut list);
    list.iter()
        .map(|mv| (*mv, perft(&pos.play(mv, rs), rs, depth - 1)))
        .collect()
}
