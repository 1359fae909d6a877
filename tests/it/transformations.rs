//! The conditions that transform moves and pieces against Popeye 4.104: Take&Make, Make&Take,
//! Andernach and Anti-Andernach, Annan, Messigny, KoeKo, Einstein and Grid chess: the
//! legal-move lists of the oracle's families (tests/data/<family>-moves.jsonl, copied from the
//! oracle set), lists made with Popeye for their variants, the problems of the oracle's
//! conditions-solutions.jsonl (tests/data/<family>-solutions.jsonl) and Popeye's own problems
//! with these conditions. Every move text reads back as the same move.

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

/// Einstein, Reversal and Anti-Einstein chess with royal, magic, chameleon, kamikaze and
/// neutral pieces, beside Circe too (move lists made with Popeye 4.104 by hand): the change is
/// written as the walk alone (`mSc3-a2=P`, `rBf1-a6=S`, `nSd4-e2=P`); a chameleon changes
/// first and what it became rises or falls (`cRa1-a2=cQ=R`, castling `0-0-0=B`); a chameleon
/// in the diagram adds no chameleon variant of the change.
#[test]
fn einstein_with_attributes_moves_equal_popeyes() {
    crate::common::oracle::check_played_move_records(
        include_str!("../data/einstein-attributes-moves.jsonl"),
        17,
    );
}

/// Two helpmates under Einstein and Reversal Einstein chess with chameleon, royal, magic and
/// kamikaze pieces (Popeye 4.104's solutions): the solver writes the changes as Popeye does.
#[test]
fn einstein_with_attributes_solutions_equal_popeyes() {
    check_solution_records(
        include_str!("../data/einstein-attributes-solutions.jsonl"),
        2,
    );
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

/// Make&Take with locusts and marine pieces, two to four of one or two kinds a side, so that
/// a piece's takes after different makes land on one square (move lists made with Popeye
/// 4.104 by tests/data/generate-make-take-locust-moves.py 400 23): Popeye keeps the take
/// after the make it generated last (`SIc6*d8-e8`, not `SIc6*e7-e8`), and two takes of men
/// of different kinds landing on one square are two moves (`NDf3*g4-f5`, a rook, beside
/// `NDf3*e4-f5`, a queen).
#[test]
fn make_take_locust_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/make-take-locust-moves.jsonl"),
        400,
        true,
    );
}

#[test]
fn annan_moves_equal_popeyes() {
    check_move_records(include_str!("../data/annan-moves.jsonl"), 150, true);
}

#[test]
fn messigny_moves_equal_popeyes() {
    check_move_records(include_str!("../data/messigny-moves.jsonl"), 150, true);
}

/// Popeye's own test and regression problems that use only what feerie plays and one of these
/// conditions (tests/data/transformations-corpus/list.txt; inputs in tests/data/popeye-corpus,
/// Popeye 4.104's outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_problems_with_these_conditions_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("transformations-corpus", 10);
}

/// The variants the oracle's families do not hold (Annan types B to D, the shifted grids,
/// New-KoeKo and KoeKo's neighbourhood pieces, Reversal and Anti-Einstein, Messigny
/// RexExclusive): lists made with Popeye 4.104 from the families' first positions
/// (tests/data/transformations-variants-moves.jsonl).
#[test]
fn variants_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/transformations-variants-moves.jsonl"),
        240,
        true,
    );
}

/// A ser-h#13 under Annan chess (Popeye's BEISPIEL/annan.inp #9, Caillaud, Torquay QT 2007;
/// tests/data/annan-ser-h13.inp, Popeye 4.104's output beside it) is solved with Popeye's
/// line, and each position after the series' last move is judged once: on one thread the
/// search plays some 1.3 million moves (20.8 million when White's mate in one was tried again
/// wherever Black's last move led to a position already judged, every reply with lent walks).
#[test]
fn annan_series_helpmate_is_solved_as_popeye_solves_it() {
    use crate::common::oracle::{solution_lines, solved_on_one_thread};
    let popeye = include_str!("../data/annan-ser-h13.out");
    let (text, stats) = solved_on_one_thread(include_str!("../data/annan-ser-h13.inp"));
    assert_eq!(solution_lines(&text), solution_lines(popeye), "{text}");
    assert_eq!(solution_lines(popeye).len(), 1);
    assert!(stats.nodes < 2_000_000, "{stats:?}");
}

/// Perft under the conditions whose moves are judged off the squares rather than played
/// (Make&Take's check by each man's walk from the ends of its king's makes, Messigny's
/// exchanges by the men attacking the king before and the one the exchange brings, Annan's
/// attacks by a scan back from the king): the counts every move played gave (feerie before
/// those shortcuts, commit 9c37d74), on Kiwipete and positions 4 and 5 of the perft suite as
/// Popeye inputs, depth 3.
#[test]
fn perft_under_the_transformations_judged_off_the_squares_equals_playing_out() {
    let cases = [
        ("make&take", [29_650, 13_387, 3_405]),
        ("messigny", [825_786, 60_496, 451_206]),
        ("messigny rexexclusive", [825_785, 60_495, 451_197]),
        ("annan", [45_636, 98_631, 126_482]),
        ("annan typeb", [51_368, 91_788, 113_379]),
    ];
    crate::common::assert_perft3_on_suite(&cases);
}
