//! Popeye's royal walks besides the king, the sting (king steps and grasshopper hops on the
//! queen's lines) and the poseidon (the marine king: king steps, captures over the victim to
//! the empty square beyond). A piece of such a walk is its side's royal piece wherever it
//! comes from (Popeye file, FEN, session, the workbench), and no text writes `royal` for it.
//!
//! The move lists (tests/data/royal-walks/{sting,poseidon}-moves.jsonl) are Popeye 4.104's
//! for random positions (tests/data/royal-walks/generate.py: a sting or poseidon as one side's
//! royal piece, the other side's a king, sting or poseidon, enemy men a step away, pawns on
//! their seventh rank, the royal walk on e1/e8 beside rooks on their corners).

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::move_text_marked;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::piece::Attribute;
use feerie::rules::{legal_moves, Colour, Piece, PieceKind, Ruleset, Side, Square};
use feerie::session::format::Session;
use feerie::tui::compose;

fn sq(s: &str) -> Square {
    Square::parse(s).expect("square")
}

#[test]
fn sting_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/royal-walks/sting-moves.jsonl"),
        40,
        true,
    );
}

#[test]
fn poseidon_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/royal-walks/poseidon-moves.jsonl"),
        40,
        true,
    );
}

/// Annan chess types B to D keep a royal piece's walk to itself: a sting or poseidon behind
/// a friend lends it nothing (B, D), and one in front takes no walk from behind (C, D), as a
/// king (Popeye 4.104's move lists, tests/data/royal-walks/annan-moves.jsonl).
#[test]
fn annan_treats_royal_walks_as_royal() {
    check_move_records(
        include_str!("../data/royal-walks/annan-moves.jsonl"),
        16,
        true,
    );
}

/// Andernach and Anti-Andernach chess never change a royal piece's colour: a sting or
/// poseidon that captures (or moves without capturing) stays its side's (Popeye 4.104's move
/// lists, tests/data/royal-walks/andernach-moves.jsonl).
#[test]
fn andernach_never_changes_royal_walks() {
    check_move_records(
        include_str!("../data/royal-walks/andernach-moves.jsonl"),
        8,
        true,
    );
}

/// A sting or poseidon read from a Popeye file is its side's royal piece (the king square
/// follows it), and the Popeye writer, the FEN and the session give it back without `royal`.
#[test]
fn royal_walks_are_royal_and_written_without_the_prefix() {
    let input = "begin\npieces white std4 qh2 black poe6 rd7\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    assert!(problem.kept.pieces.is_empty(), "{:?}", problem.kept);
    let pos = &problem.position;
    assert_eq!(pos.king(Side::White), Some(sq("d4")));
    assert_eq!(pos.king(Side::Black), Some(sq("e6")));
    assert!(pos.attributes(sq("d4")).contains(Attribute::Royal));
    assert!(pos.attributes(sq("e6")).contains(Attribute::Royal));

    let written = write_popeye(&problem);
    assert!(!written.contains("royal"), "{written}");
    assert!(
        written.contains("std4") && written.contains("poe6"),
        "{written}"
    );
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.position, problem.position);
    // `royal` written out is the same piece.
    let explicit = parse_popeye(&input.replace("white std4", "white royal std4"))
        .expect("reads")
        .remove(0);
    assert_eq!(explicit.position, problem.position);

    let fen = to_fen(pos);
    assert!(!fen.contains("attributes"), "{fen}");
    assert!(fen.contains("[ST]") && fen.contains("[po]"), "{fen}");
    let read = parse_fen(&fen).expect("FEN reads back");
    assert_eq!(read, *pos);
    assert_eq!(read.king(Side::White), Some(sq("d4")));

    let session = Session::from_problems(vec![problem.clone()]);
    let back = Session::from_toml(&session.to_toml()).expect("session reads back");
    assert_eq!(back.problems()[0].position, problem.position);
}

/// Pawns promote to the fairy pieces of the diagram but never to a sting or a poseidon
/// (Popeye's promotees leave the royal walks out).
#[test]
fn pawns_never_promote_to_royal_walks() {
    let input = "begin\npieces white sta1 gb1 pc7 black poh8 stipulation ~1\nend\n"
        .replace(" stipulation", "\nstipulation");
    let problem = parse_popeye(&input).expect("reads").remove(0);
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    let promotions: Vec<String> = legal_moves(pos, &rs)
        .iter()
        .filter(|mv| mv.from == sq("c7"))
        .map(|mv| move_text_marked(pos, mv, &rs))
        .collect();
    for kind in ["Q", "R", "B", "S", "G"] {
        assert!(
            promotions.iter().any(|t| t.contains(&format!("={kind}"))),
            "{promotions:?}"
        );
    }
    assert!(
        promotions
            .iter()
            .all(|t| !t.contains("=ST") && !t.contains("=PO")),
        "{promotions:?}"
    );
}

/// A sting on e1 beside its rooks has no castling (Popeye castles the king's walk only).
#[test]
fn royal_walks_do_not_castle() {
    let input = "begin\npieces white ste1 ra1 rh1 black ke8\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    let moves = legal_moves(pos, &rs);
    assert!(moves
        .iter()
        .filter(|mv| mv.from == sq("e1"))
        .all(|mv| mv.to.file().abs_diff(4) <= 1));
}

/// A side has one royal piece: a king and a sting of one side stop the solver (Popeye: "only
/// one king allowed"); the workbench places a royal walk in the place of the side's king.
#[test]
fn a_side_has_one_royal_piece() {
    let input = "begin\npieces white kh1 sta1 black ka8\nstipulation #1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let unsupported = problem.unsupported();
    assert!(
        unsupported.iter().any(|u| u.name == "STa1"),
        "{unsupported:?}"
    );
    let written = write_popeye(&problem);
    assert!(
        written.contains("sta1") && !written.contains("royal"),
        "{written}"
    );

    let mut problem = parse_popeye("begin\npieces white kh1 black ka8\nstipulation #1\nend\n")
        .expect("reads")
        .remove(0);
    let sting = Piece::new(Colour::White, PieceKind::Sting);
    assert_eq!(
        compose::displaced_king(&problem, sq("d4"), sting),
        Some(sq("h1"))
    );
    compose::place(&mut problem, sq("d4"), sting).expect("placed");
    let pos = &problem.position;
    assert_eq!(pos.piece_at(sq("h1")), None);
    assert_eq!(pos.king(Side::White), Some(sq("d4")));
    assert!(pos.attributes(sq("d4")).contains(Attribute::Royal));
    let neutral = Piece::new(Colour::Neutral, PieceKind::Poseidon);
    assert!(compose::place(&mut problem, sq("e4"), neutral).is_err());
}

/// Popeye's corpus problems with a sting or a poseidon (tests/data/royal-walks-corpus, Popeye
/// 4.104's outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_royal_walk_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("royal-walks-corpus", 2);
}
