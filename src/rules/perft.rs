//! Perft: the number of leaf nodes of the legal move tree, the standard check of a move
//! generator. Every move is played (no counting of the last ply's list), so the count also
//! exercises move application.

use super::movegen::generate_legal;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::ruleset::Ruleset;

pub fn perft(pos: &Position, rs: &Ruleset, depth: u32) -> u64 {
    let mut lists: Vec<MoveList> = (0..depth).map(|_| MoveList::with_capacity(64)).collect();
    perft_with(pos, rs, depth, &mut lists)
}

fn perft_with(pos: &Position, rs: &Ruleset, depth: u32, lists: &mut [MoveList]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    list.clear();
    generate_legal(pos, rs, list);
    let mut n = 0;
    for mv in list.iter() {
        n += perft_with(&pos.play(mv, rs), rs, depth - 1, rest);
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
