//! The conditions that transform moves and pieces against Popeye 4.104: Andernach and
//! Anti-Andernach, Einstein, KoeKo, Grid chess (and Take&Make, Make&Take, Annan, Messigny,
//! Haaner where built): the legal-move lists of the oracle's families
//! (tests/data/<family>-moves.jsonl, copied from the oracle set) and the problems of its
//! conditions-solutions.jsonl (tests/data/<family>-solutions.jsonl). Every move text reads
//! back as the same move.

use crate::common::oracle::{check_move_records, check_solution_records};

#[test]
fn andernach_moves_equal_popeyes() {
    check_move_records(include_str!("../data/andernach-moves.jsonl"), 150, true);
}

#[test]
fn antiandernach_moves_equal_popeyes() {
    check_move_records(include_str!("../data/antiandernach-moves.jsonl"), 150, true);
}

#[test]
fn andernach_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/andernach-solutions.jsonl"), 9);
}

#[test]
fn einstein_moves_equal_popeyes() {
    check_move_records(include_str!("../data/einstein-moves.jsonl"), 150, true);
}

#[test]
fn einstein_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/einstein-solutions.jsonl"), 9);
}

#[test]
fn koeko_moves_equal_popeyes() {
    check_move_records(include_str!("../data/koeko-moves.jsonl"), 150, true);
}

#[test]
fn koeko_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/koeko-solutions.jsonl"), 9);
}

#[test]
fn grid_moves_equal_popeyes() {
    check_move_records(include_str!("../data/grid-moves.jsonl"), 150, true);
}

#[test]
fn grid_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/grid-solutions.jsonl"), 9);
}

#[test]
fn take_make_moves_equal_popeyes() {
    check_move_records(include_str!("../data/take-make-moves.jsonl"), 150, true);
}

#[test]
fn take_make_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/take-make-solutions.jsonl"), 9);
}

#[test]
fn make_take_moves_equal_popeyes() {
    check_move_records(include_str!("../data/make-take-moves.jsonl"), 150, true);
}

#[test]
fn annan_moves_equal_popeyes() {
    check_move_records(include_str!("../data/annan-moves.jsonl"), 150, true);
}

#[test]
fn messigny_moves_equal_popeyes() {
    check_move_records(include_str!("../data/messigny-moves.jsonl"), 150, true);
}
