//! Bul and Dob pieces (Popeye's piece attributes `Bul` and `Dob`) against Popeye 4.104: the
//! legal-move lists of random positions with such hoppers (tests/data/{bul,dob}-moves.jsonl)
//! and of hand-made ones for the rule's corners (tests/data/buldob-hand-moves.jsonl: promotion
//! of a displaced pawn with the hurdle attributes' promotions, hurdle colour changing first, a
//! king hurdle that castles alone, an immovable hurdle, check only where the hurdle could move
//! once the king is taken, neutral hurdles, a pawn's double step, chameleon promotions), each
//! generated with Popeye 4.104's `~1` lists; Popeye's TESTS/bul.inp and TESTS/dob.inp problems
//! (tests/data/buldob-corpus); the attributes through the Popeye reader and writer, FEN and
//! sessions; the key; and feerie's refusals.

use crate::common::oracle::{check_corpus_list, check_move_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::move_text;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::piece::Attribute;
use feerie::rules::{legal_moves, Destination, Ruleset, Square};
use feerie::session::format::Session;
use feerie::solver::{solve, SolveOptions};

fn sq(name: &str) -> Square {
    Square::parse(name).expect("square")
}

#[test]
fn bul_moves_equal_popeye() {
    check_move_records(include_str!("../data/bul-moves.jsonl"), 60, true);
}

#[test]
fn dob_moves_equal_popeye() {
    check_move_records(include_str!("../data/dob-moves.jsonl"), 60, true);
}

#[test]
fn the_rules_corners_equal_popeye() {
    check_move_records(include_str!("../data/buldob-hand-moves.jsonl"), 15, true);
}

/// Popeye's TESTS/bul.inp and TESTS/dob.inp (Petkov, ANDA Fairy Planet 2020): direct mates,
/// a helpmate and a help stalemate, with tries, threats and variations.
#[test]
fn popeyes_bul_and_dob_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("buldob-corpus", 12);
}

/// The attributes survive the Popeye writer, the FEN and the session format, and change the
/// key; a hop and its hurdle's displacement keep the key right.
#[test]
fn bul_and_dob_pieces_are_written_back_and_keyed() {
    let input = "begin\npieces white kc3 qd2 pc6 white bul gd5 black kd6 pb7 pc4 pc5 pc7 pe4 \
                 black dob lea8\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    assert!(problem.kept.pieces.is_empty());
    let pos = &problem.position;
    assert!(pos.attributes(sq("d5")).contains(Attribute::Bul));
    assert!(pos.attributes(sq("a8")).contains(Attribute::Dob));
    let written = write_popeye(&problem);
    assert!(written.contains("white bul"), "{written}");
    assert!(written.contains("black dob"), "{written}");
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.position, problem.position, "{written}");
    let fen = to_fen(pos);
    assert!(fen.contains("d5:bul") && fen.contains("a8:dob"), "{fen}");
    assert_eq!(parse_fen(&fen).expect("FEN reads back"), *pos);
    let session = Session::from_problems(vec![problem.clone()]);
    let read = Session::from_toml(&session.to_toml()).expect("session reads back");
    assert_eq!(read.problems()[0].position, problem.position);
    let plain = parse_popeye(&input.replace("white bul gd5", "white gd5"))
        .expect("reads")
        .remove(0);
    assert_ne!(plain.position.hash(), pos.hash());
    // 1.bGd5*b7[wPc6->c8=S]: the pawn hurdle hops on as a grasshopper and promotes.
    let rs = Ruleset::new(pos, &problem.conditions);
    let moves = legal_moves(pos, &rs);
    let hop = moves
        .iter()
        .find(|mv| move_text(pos, mv) == "bGd5*b7[wPc6->c8=S]")
        .expect("the hop with its displacement");
    let p = hop.passive.expect("the hurdle's displacement");
    assert_eq!((p.from, p.to), (sq("c6"), Destination::Square(sq("c8"))));
    let after = pos.play(hop, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert!(after.piece_at(sq("c6")).is_none());
    assert_eq!(
        after.piece_at(sq("c8")).map(|p| p.kind()),
        Some(feerie::rules::PieceKind::Knight)
    );
    // The king hurdle moves with its side's king square: 1.bGd5-d7[bKd6->d1].
    let king = moves
        .iter()
        .find(|mv| move_text(pos, mv) == "bGd5-d7[bKd6->d1]")
        .expect("the king displaced");
    let after = pos.play(king, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert_eq!(after.king(feerie::rules::Side::Black), Some(sq("d1")));
}

/// Feerie plays Bul and Dob pieces without conditions and beside the conditions whose move
/// lists with them it has compared with Popeye's (not Circe, whose rebirth Popeye makes after
/// the hurdle's move), and not beside pieces whose attribute changes what observes (their
/// rules would judge the hurdles' moves too).
#[test]
fn bul_and_dob_pieces_with_conditions_are_refused() {
    for (input, expected) in [
        (
            "begin\npieces white ke1 white bul gd4 black ke8\nstipulation #2\ncondition circe\nend\n",
            "bul pieces with Circe",
        ),
        (
            "begin\npieces white ke1 white dob gd4 white paralysing rh1 black ke8\nstipulation #2\nend\n",
            "dob pieces with paralysing pieces",
        ),
    ] {
        let problem = parse_popeye(input).expect("reads").remove(0);
        let err = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect_err("refused");
        assert!(err.to_string().contains(expected), "{err}");
    }
    let played =
        "begin\npieces white ke1 white bul gd4 black ke8\nstipulation ~1\ncondition lortap\nend\n";
    let problem = parse_popeye(played).expect("reads").remove(0);
    assert!(solve(&problem, &SolveOptions::default(), &mut |_| {}).is_ok());
}

/// Bul and Dob pieces beside the conditions that play them (issue 22): Popeye's move lists
/// (`~1`, one file per condition in tests/data/buldob-conditions, Popeye's output beside
/// each), for two hand-made positions with a Bul or Dob grasshopper, lion or pao a side and
/// random ones with several Bul and Dob hoppers, lions and Chinese pieces and pawns about to
/// promote. (WhiteMaximummer's problems are one a file: Popeye numbers the moves of a
/// problem after the first of a file under it `2.`.)
#[test]
fn bul_and_dob_pieces_with_conditions_move_as_in_popeye() {
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/buldob-conditions");
    let names = crate::common::oracle::inp_names(&dir);
    assert!(names.len() >= 21, "{names:?}");
    let mut total = 0;
    for name in names {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}")));
        let input = read("inp").expect("input");
        let theirs = read("out").expect("Popeye's output");
        let mut ours = String::new();
        let problems = parse_popeye(&input).expect(&name);
        assert!(!problems.is_empty(), "{name}");
        for problem in problems {
            let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            ours.push_str(&feerie::solver::render::text(
                &solution,
                problem.meta.language,
            ));
            ours.push('\n');
        }
        let theirs = crate::common::oracle::solution_lines(&theirs);
        assert!(!theirs.is_empty(), "{name}: Popeye's moves");
        total += theirs.len();
        assert_eq!(
            crate::common::oracle::solution_lines(&ours),
            theirs,
            "{name}"
        );
    }
    assert!(total >= 4000, "{total} moves");
}
