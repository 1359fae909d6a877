//! The Circé family with the conditions that change the pieces it reborns or judge its
//! rebirths (issues 19/20): Volage and Hypervolage with Circe's, AntiCirce's and Circé
//! Parrain's rebirths, EinsteinChess with Circe and Volage, GenevaChess with Madrasi, against move lists and help-play solutions made with Popeye 4.104 on
//! positions of our own (tests/data/generate-combo-records.py; both sides, read back).

use crate::common::oracle::{check_move_records, check_solution_records};

/// Circe, AntiCirce, both, Assassin, Equipollents and Parrain with Volage or Hypervolage:
/// the reborn piece changes side by its rebirth square's colour (tests/data/circe-volage-moves.jsonl).
#[test]
fn circe_volage_moves_equal_popeyes() {
    check_move_records(include_str!("../data/circe-volage-moves.jsonl"), 175, true);
}

/// Circe beside AntiCirce with Volage: the capturer and the captured piece each change by
/// their rebirth squares (tests/data/circe-anticirce-volage-moves.jsonl), each move read back
/// from its two rebirth brackets.
#[test]
fn circe_anticirce_volage_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/circe-anticirce-volage-moves.jsonl"),
        25,
        true,
    );
}

/// Help play (`hx2`) with Circe, AntiCirce and Circé Parrain beside Volage or Hypervolage: a
/// piece that has changed is reborn unchanged, under Parrain too when it waits for its
/// rebirth (tests/data/circe-volage-solutions.jsonl).
#[test]
fn circe_volage_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/circe-volage-solutions.jsonl"), 49);
}

/// Circe RexInclusive with KoeKo (New-KoeKo, a knight's neighbourhood): a move needs contact
/// once made, the reborn king's too (`CAa6*d7[+bKe8]`), and check is a capture of the king
/// that leaves it off the board with the capturer in contact
/// (tests/data/circe-koeko-moves.jsonl, helpmates in circe-koeko-solutions.jsonl).
#[test]
fn circe_rexinclusive_koeko_equals_popeyes() {
    check_move_records(include_str!("../data/circe-koeko-moves.jsonl"), 80, true);
    check_solution_records(include_str!("../data/circe-koeko-solutions.jsonl"), 9);
}

/// Kobul kings beside Circe (RexInclusive, Diagram, PWC): the captured piece's rebirth, then
/// its king's change, written in that order (`Bh1*g2[e4=K]`); the king keeps its own
/// diagram square (tests/data/circe-kobul-moves.jsonl).
#[test]
fn circe_kobul_moves_equal_popeyes() {
    check_move_records(include_str!("../data/circe-kobul-moves.jsonl"), 90, true);
}

/// GenevaChess with Madrasi: paralysis is observation alone (Geneva's bar on the capture does
/// not lift it, Popeye's TESTS genf #1), and check is a capture of the king that Geneva allows,
/// by a piece not paralysed (tests/data/geneva-madrasi-moves.jsonl, helpmates in
/// geneva-madrasi-solutions.jsonl; generate-combo-records.py geneva-madrasi "geneva madrasi"
/// 80 41, and 20 42 hx2).
#[test]
fn geneva_madrasi_equals_popeyes() {
    check_move_records(include_str!("../data/geneva-madrasi-moves.jsonl"), 80, true);
    check_solution_records(include_str!("../data/geneva-madrasi-solutions.jsonl"), 20);
}

/// SingleBox type 1 beside Circe and Circe Double Agents (`circedoubleagent`: Mirror
/// Turncoats): the box is counted once the whole move is made, the reborn piece turned or
/// promoted included (tests/data/circe-singlebox-moves.jsonl, by generate-combo-records.py
/// circe-singlebox "circedoubleagent singlebox" 50 52, and "circe singlebox" 30 53).
#[test]
fn circe_singlebox_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/circe-singlebox-moves.jsonl"),
        80,
        true,
    );
}

/// Circe Assassin with Volage or Hypervolage: a mover that the rebirth takes off its arrival
/// square changes side before it goes, written `=w`/`=b` before the rebirth
/// (`Rd3*d2=w[+wPd2]`), and the piece reborn there is left as the rebirth makes it
/// (tests/data/circe-assassin-volage-moves.jsonl).
#[test]
fn circe_assassin_volage_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/circe-assassin-volage-moves.jsonl"),
        200,
        true,
    );
}

/// EinsteinChess (Reversal, Anti) beside Circe (Assassin, Strict, RexInclusive, File,
/// Mirror), MarsCirce and Volage or Hypervolage: the capturer changes before the rebirth
/// (`d5*e6=S[+bPe7=w]`), pawns on their first rank observe for Assassin's and RexInclusive's
/// check too (tests/data/einstein-circe-moves.jsonl).
#[test]
fn einstein_circe_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/einstein-circe-moves.jsonl"),
        275,
        true,
    );
}

/// Help play (`hx2`) with Einstein, alone and beside Circe (Assassin, Volage): a pawn's
/// three-square step from its first rank is taken e.p. on either square skipped
/// (`d8-d5 c5*d6 ep.=S[+bPd7]`), as Popeye leaves both rights
/// (tests/data/einstein-circe-solutions.jsonl).
#[test]
fn einstein_circe_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/einstein-circe-solutions.jsonl"), 37);
}

/// Circe with EiffelChess (plain, Diagram, Equipollents, Mirror, PWC): paralysis judged by
/// observation before the move, the position it leaves with the reborn piece in place
/// (tests/data/circe-eiffel-moves.jsonl, by generate-combo-records.py circe-eiffel "Circe
/// EiffelChess" 100 19 and the variants 40 7, 20 of each kept).
#[test]
fn circe_eiffel_moves_equal_popeyes() {
    check_move_records(include_str!("../data/circe-eiffel-moves.jsonl"), 180, true);
}

/// Circe with AndernachChess: the capturer changes side, the captured piece is reborn by its
/// own kind (`Sc8*a7=w[+wBa2]`), with RexInclusive, Assassin, Clone, Diagram, Equipollents,
/// Super, Take&Make, WaitCapture and AntiCirce beside Circe too
/// (tests/data/circe-andernach-moves.jsonl).
#[test]
fn circe_andernach_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/circe-andernach-moves.jsonl"),
        280,
        true,
    );
}

/// Circe with SAT (StrictSAT and `SAT 2` too; Cage, Diagram, Equipollents, Mirror, Super): the
/// kings' flights judged on the position the whole move leaves
/// (tests/data/circe-sat-moves.jsonl).
#[test]
fn circe_sat_moves_equal_popeyes() {
    check_move_records(include_str!("../data/circe-sat-moves.jsonl"), 240, true);
}

/// Helpmates in two under Circe with EiffelChess and with AndernachChess, every line Popeye
/// 4.104 finds (tests/data/circe-eiffel-andernach-solutions.jsonl, generate-combo-records.py
/// with `h#2`, records of at most 100 lines kept).
#[test]
fn circe_eiffel_and_andernach_helpmates_equal_popeyes() {
    check_solution_records(
        include_str!("../data/circe-eiffel-andernach-solutions.jsonl"),
        18,
    );
}
