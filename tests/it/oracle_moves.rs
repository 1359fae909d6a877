//! `feerie moves` against Popeye's own legal-move lists (tests/data/*-moves.jsonl, copied from
//! the oracle set; see its README): orthodox, Imitator, Circé Parrain, Circé (plain and
//! RexInclusive) and Madrasi positions. Each input is read by the Popeye-input reader, so this
//! also tests the reader.

use crate::common::oracle::{check_move_records as check_records, normalise_move as normalise};

fn check_file(data: &str) {
    check_records(data, 300, false);
}

#[test]
fn orthodox_moves_equal_popeyes() {
    check_file(include_str!("../data/orthodox-moves.jsonl"));
}

#[test]
fn imitator_moves_equal_popeyes() {
    check_file(include_str!("../data/imitator-moves.jsonl"));
}

#[test]
fn parrain_moves_equal_popeyes() {
    check_file(include_str!("../data/parrain-moves.jsonl"));
}

#[test]
fn circe_moves_equal_popeyes() {
    check_records(include_str!("../data/circe-moves.jsonl"), 150, true);
}

#[test]
fn circe_rex_inclusive_moves_equal_popeyes() {
    check_records(
        include_str!("../data/circe-rexinclusive-moves.jsonl"),
        150,
        true,
    );
}

#[test]
fn madrasi_moves_equal_popeyes() {
    check_records(include_str!("../data/madrasi-moves.jsonl"), 150, true);
}

#[test]
fn normalisation_follows_the_oracle_readme() {
    assert_eq!(normalise("Rg5-g8[+wPd6] +"), "Rg5-g8[+wPd6]+");
    assert_eq!(normalise("Qh5-f7 #"), "Qh5-f7+");
    assert_eq!(normalise("Kd1-e2[Ie3,c4]"), "Kd1-e2[Ic4,e3]");
    assert_eq!(normalise("b7-b8=Q ="), "b7-b8=Q");
}
