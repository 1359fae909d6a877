//! Popeye's generalized hunters (`X/Y`: forward as an X, backward as a Y) that the core plays,
//! against Popeye 4.104's move lists: the pawn/bishop hunter `P/B` on random boards
//! (tests/data/pieces/piece-pb-moves.jsonl, made by tests/data/generate-piece-moves.py with
//! seed 20261127) and on hand-made ones with en passant both ways, checks by either part and
//! pawns promoting to it (piece-pb-hand-moves.jsonl, tests/data/generate-hunter-moves.py).

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::kept::KeptKind;
use feerie::rules::{PieceKind, Square};

#[test]
fn pawn_bishop_hunter_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/pieces/piece-pb-moves.jsonl"),
        40,
        true,
    );
}

#[test]
fn pawn_bishop_hunter_en_passant_and_checks_equal_popeyes() {
    check_move_records(
        include_str!("../data/pieces/piece-pb-hand-moves.jsonl"),
        6,
        true,
    );
}

/// The hunter's code in each language (`p/b`, French `p/f`, German `b/l`), in Popeye text and
/// in the FEN (`[HPB]`: a `/` would end the rank); other hunters stay kept.
#[test]
fn hunters_read_and_write_in_every_notation() {
    let french =
        "DebutProbleme\npieces blanc rh1 p/fe5 noir ra8 p/fd7 t/ff5\nenonce ~1\nFinProbleme\n";
    let german = "AnfangProblem\nsteine weiss kh1 b/le5 schwarz ka8 b/ld7 t/lf5\nforderung ~1\nEndeProblem\n";
    let english = "begin\npieces white kh1 p/be5 black ka8 p/bd7 r/bf5\nstipulation ~1\nend\n";
    for input in [english, french, german] {
        let problem = parse_popeye(input).expect("reads").remove(0);
        let at = |s: &str| problem.position.piece_at(Square::parse(s).expect("square"));
        assert_eq!(
            at("e5").map(|p| p.kind()),
            Some(PieceKind::PawnBishopHunter)
        );
        assert_eq!(
            at("d7").map(|p| p.kind()),
            Some(PieceKind::PawnBishopHunter)
        );
        assert_eq!(problem.kept.pieces.len(), 1, "{input}");
        assert_eq!(problem.kept.pieces[0].kind, KeptKind::Code("r/b".into()));
        let again = parse_popeye(&write_popeye(&problem))
            .expect("reads back")
            .remove(0);
        assert_eq!(again.position, problem.position);
        let fen = to_fen(&problem.position);
        assert!(fen.contains("[HPB]") && fen.contains("[hpb]"), "{fen}");
        assert_eq!(parse_fen(&fen).expect("FEN reads back"), problem.position);
    }
}

/// Popeye's corpus problem with hunters capturing and captured en passant
/// (tests/data/hunters-corpus, Popeye 4.104's output beside the list).
#[test]
fn popeyes_hunter_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("hunters-corpus", 1);
}
