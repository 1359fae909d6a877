//! Popeye's generalized hunters (`X/Y`: forward as an X, backward as a Y), every one of two
//! orthodox walks, against Popeye 4.104's move lists: the pawn/bishop hunter `P/B` on random
//! boards (tests/data/pieces/piece-pb-moves.jsonl, made by tests/data/generate-piece-moves.py
//! with seed 20261127) and on hand-made ones with en passant both ways, checks by either part
//! and pawns promoting to it (piece-pb-hand-moves.jsonl, tests/data/generate-hunter-moves.py);
//! the 36 hunters two to four kinds at a time on random boards (piece-hunters-moves.jsonl,
//! generate-hunters-moves.py 300 20261128), on hand-made ones (piece-hunters-hand-moves.jsonl,
//! generate-hunters-hand-moves.py) and under ten conditions (hunters-conditions-moves.jsonl,
//! generate-hunters-conditions-moves.py 200 20261128); BEISPIEL's two hunter problems.

use crate::common::oracle::{check_corpus_list, check_move_records, solution_lines, solved_played};
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
/// in the FEN (`[HPB]`: a `/` would end the rank); hunters with a fairy part stay kept.
#[test]
fn hunters_read_and_write_in_every_notation() {
    let french =
        "DebutProbleme\npieces blanc rh1 p/fe5 noir ra8 p/fd7 s/nf5\nenonce ~1\nFinProbleme\n";
    let german = "AnfangProblem\nsteine weiss kh1 b/le5 schwarz ka8 b/ld7 g/nf5\nforderung ~1\nEndeProblem\n";
    let english = "begin\npieces white kh1 p/be5 black ka8 p/bd7 g/nf5\nstipulation ~1\nend\n";
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
        assert_eq!(problem.kept.pieces[0].kind, KeptKind::Code("g/n".into()));
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

#[test]
fn hunters_on_random_boards_move_as_popeyes() {
    check_move_records(
        include_str!("../data/pieces/piece-hunters-moves.jsonl"),
        300,
        true,
    );
}

#[test]
fn hunters_en_passant_checks_and_promotions_equal_popeyes() {
    check_move_records(
        include_str!("../data/pieces/piece-hunters-hand-moves.jsonl"),
        14,
        true,
    );
}

/// Under Circe, AntiCirce, Circe Parrain (where a pawn part steps from its first rank, as
/// Popeye's pawns there do), Madrasi, Andernach, Patrol, Monochrome, Take&Make, Chameleon
/// chess and Koeko.
#[test]
fn hunters_under_conditions_move_as_popeyes() {
    check_move_records(
        include_str!("../data/hunters-conditions-moves.jsonl"),
        200,
        true,
    );
}

/// Every hunter's codes in each language are Popeye's two codes (`S/B`, French `C/F`, German
/// `S/L`; the king's part `K`, `R`, `K`), read and written back in Popeye text and in the FEN
/// (`[HSB]`).
#[test]
fn every_hunter_reads_and_writes_back() {
    let walks = ["k", "q", "r", "b", "s", "p"];
    for x in walks {
        for y in walks {
            let code = format!("{x}/{y}");
            let kind = PieceKind::from_code(&code, feerie::rules::Language::English)
                .unwrap_or_else(|| panic!("{code} is a kind"));
            assert_eq!(kind.family(), feerie::rules::piece::Family::Hunter);
            let input = format!(
                "begin\npieces white ka1 {code}d4 black kh8 {code}e5\nstipulation ~1\nend\n"
            );
            let problem = parse_popeye(&input).expect("reads").remove(0);
            assert!(problem.kept.pieces.is_empty(), "{code}");
            let d4 = problem
                .position
                .piece_at(Square::parse("d4").expect("square"));
            assert_eq!(d4.map(|p| p.kind()), Some(kind));
            let again = parse_popeye(&write_popeye(&problem))
                .expect("reads back")
                .remove(0);
            assert_eq!(again.position, problem.position);
            let fen = to_fen(&problem.position);
            assert!(
                fen.contains(&format!("[H{}]", code.replace('/', "").to_uppercase())),
                "{fen}"
            );
            assert_eq!(parse_fen(&fen).expect("FEN reads back"), problem.position);
        }
    }
}

/// BEISPIEL's hunter problems, in German, against Popeye 4.104's output: `hunter_1` (#3 with
/// set play, `S/Lb8`, `L/Tc1`, `L/Sg8`) and `hunter_2` (#3 with tries, `B/Sg4`).
#[test]
fn beispiel_hunter_problems_are_solved_as_popeye_solves_them() {
    for (name, input, popeye, lines) in [
        (
            "hunter_1",
            include_str!("../data/hunters-beispiel/hunter_1.inp"),
            include_str!("../data/hunters-beispiel/hunter_1.out"),
            46,
        ),
        (
            "hunter_2",
            include_str!("../data/hunters-beispiel/hunter_2.inp"),
            include_str!("../data/hunters-beispiel/hunter_2.out"),
            28,
        ),
    ] {
        let text = solved_played(name, input);
        assert_eq!(
            solution_lines(popeye).values().sum::<usize>(),
            lines,
            "{name}"
        );
        assert_eq!(
            solution_lines(&text),
            solution_lines(popeye),
            "{name}:\n{text}"
        );
    }
}
