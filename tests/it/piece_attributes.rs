//! Piece attributes against Popeye 4.104: the legal-move lists of the oracle's royal, chameleon
//! and kamikaze families (tests/data/{royal,chameleon,kamikaze}-moves.jsonl, copied from the
//! oracle set), read by the Popeye reader, written as Popeye writes them (`rSc6-a5`,
//! `cBb7-a6=cR`, `c7-c8=B=c`, `kSd4*c2[-wkSc2]`) and read back.

use crate::common::oracle::{check_move_records, check_solution_records};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::piece::Attribute;
use feerie::rules::{legal_moves, PieceKind, Position, Ruleset, Side, Square};
use feerie::session::format::Session;

#[test]
fn royal_moves_equal_popeye() {
    check_move_records(include_str!("../data/royal-moves.jsonl"), 150, true);
}

#[test]
fn chameleon_moves_equal_popeye() {
    check_move_records(include_str!("../data/chameleon-moves.jsonl"), 150, true);
}

/// A pawn promoted by its rebirth where a chameleon stands is offered as a chameleon too, as
/// Popeye's promotion into a chameleon follows every promotion (`cBf1*a6=cR[+bPf1=Q=c]`,
/// AntiCirce `c6*d7[wPd7->e8=Q=c]`, BEISPIEL cham #15 and #16), and the piece reborn so moves
/// as a chameleon (`cRe8-e2=cQ`): Popeye 4.104's keys and help play on random positions
/// (tests/data/generate-chameleon-rebirth-solutions.py).
#[test]
fn rebirth_promotions_into_chameleons_equal_popeye() {
    check_solution_records(
        include_str!("../data/chameleon-rebirth-solutions.jsonl"),
        17,
    );
}

#[test]
fn kamikaze_moves_equal_popeye() {
    check_move_records(include_str!("../data/kamikaze-moves.jsonl"), 150, true);
}

/// Paralysing pieces (generated with Popeye 4.104 from random positions, 40 of them with
/// neutral pieces): `pQg6-b1`, a paralysed piece has no move and gives no check, a paralysing
/// piece never captures nor checks.
#[test]
fn paralysing_moves_equal_popeye() {
    check_move_records(include_str!("../data/paralysing-moves.jsonl"), 150, true);
}

/// Patrol pieces (generated with Popeye 4.104): such a piece captures and checks only while a
/// piece of its side observes it (`pRb5-b1`).
#[test]
fn patrol_moves_equal_popeye() {
    check_move_records(include_str!("../data/patrol-moves.jsonl"), 100, true);
}

/// Paralysing pieces in Patrol chess (generated with Popeye 4.104): a paralysing or paralysed
/// piece supports nothing.
#[test]
fn paralysing_in_patrouille_equals_popeye() {
    check_move_records(
        include_str!("../data/paralysing-patrouille-moves.jsonl"),
        40,
        true,
    );
}

/// Half-neutral pieces (generated with Popeye 4.104, neutral pieces about): after its move a
/// half-neutral piece turns neutral (`hnQc5-a3=nh`), a neutral one the mover's (`Ph2-h4=wh`).
#[test]
fn halfneutral_moves_equal_popeye() {
    check_move_records(include_str!("../data/halfneutral-moves.jsonl"), 100, true);
}

/// Uncapturable pieces (generated with Popeye 4.104): no capture of one, `uSa3-b5`.
#[test]
fn uncapturable_moves_equal_popeye() {
    check_move_records(include_str!("../data/uncapturable-moves.jsonl"), 80, true);
}

/// Volage pieces (generated with Popeye 4.104; neutral pieces about, under Circe and under
/// Madrasi): a volage piece that arrives on a square of the other colour changes side once
/// (`vSb1-d2=b`); reborn on a square of the other colour than the capture's it does too
/// (`Ke1*e2[+bvNe1=w]`); a neutral one never changes.
#[test]
fn volage_moves_equal_popeye() {
    check_move_records(include_str!("../data/volage-moves.jsonl"), 190, true);
}

/// Functionary pieces (Popeye's `Beamtet`, generated with Popeye 4.104; functionary kings,
/// neutral pieces, under Madrasi, Eiffel chess and Circe): such a piece moves and gives check
/// only while an opponent's piece observes it, a paralysed one not counting.
#[test]
fn functionary_moves_equal_popeye() {
    check_move_records(include_str!("../data/functionary-moves.jsonl"), 240, true);
}

/// Functionary chess (`condition FunctionaryChess`, generated with Popeye 4.104): every piece,
/// kings included, is a functionary piece, and the moves carry no `f` of their own.
#[test]
fn functionary_chess_moves_equal_popeye() {
    check_move_records(
        include_str!("../data/functionarychess-moves.jsonl"),
        80,
        true,
    );
}

/// Jigger pieces (generated with Popeye 4.104; jigger kings, neutral pieces, under Circe and
/// Madrasi): a move of one is legal only if it then touches another piece (`jQh3-f1`), and it
/// gives check only so.
#[test]
fn jigger_moves_equal_popeye() {
    check_move_records(include_str!("../data/jigger-moves.jsonl"), 180, true);
}

/// Frischauf pieces (generated with Popeye 4.104): the attribute only marks the piece
/// (`fQd1-d4`); it matters to Circe Frischauf alone.
#[test]
fn frischauf_moves_equal_popeye() {
    check_move_records(include_str!("../data/frischauf-moves.jsonl"), 40, true);
}

/// Hurdle-colour-changing hoppers (generated with Popeye 4.104; neutral pieces about, 40
/// under Circe): the hurdle of such a hopper's move changes side unless it is a king or a
/// neutral piece (`hccEAh6*g3[f4=w]`, a cannon's capture alone has one: `hccVAb8-a7`); an
/// eagle's hops to one square over two hurdles are two moves; where such pieces stand, a
/// pawn promotes into a hopper as the diagram's pieces of its kind are (`=G`, `=G=hcc`,
/// `=nKP=nhcc`; none into a kind with neither).
#[test]
fn hurdle_colour_changing_moves_equal_popeye() {
    check_move_records(
        include_str!("../data/hurdlecolourchanging-moves.jsonl"),
        210,
        true,
    );
}

/// Patrol pieces under Madrasi (generated with Popeye 4.104): a piece Madrasi paralyses
/// supports nothing, and a patrol piece's check is judged by both rules.
#[test]
fn patrol_under_madrasi_equals_popeye() {
    check_move_records(include_str!("../data/patrol-madrasi-moves.jsonl"), 40, true);
}

/// Madrasi's attacks ask the attributes' capture filters, so the solver plays patrol pieces
/// with it (the other conditions that judge attacks their own way refuse them): the keys of
/// `~1` are Popeye's legal moves, marks included.
#[test]
fn patrol_pieces_under_madrasi_are_solved() {
    let text = include_str!("../data/patrol-madrasi-moves.jsonl");
    for line in text.lines().take(5) {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        let input = r["input"].as_str().unwrap();
        let problem = parse_popeye(input).unwrap().remove(0);
        let solution = feerie::solver::solve(
            &problem,
            &feerie::solver::SolveOptions::default(),
            &mut |_| {},
        )
        .unwrap_or_else(|e| panic!("{input}: {e}"));
        let feerie::solver::tree::Play::Battle(b) = &solution.parts[0].play else {
            panic!("~1 is direct play");
        };
        let mut ours: Vec<String> = b
            .keys
            .iter()
            .map(|k| format!("{}{}", k.played.text, k.played.mark.suffix()))
            .collect();
        let mut theirs: Vec<String> = r["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{input}");
    }
}

/// Popeye refuses paralysing pieces under Madrasi, Eiffel chess and Isardam, with its
/// message; the solver and the move lister say so.
#[test]
fn paralysing_pieces_are_refused_with_madrasi_eiffel_isardam() {
    for condition in ["Madrasi", "Eiffel", "Isardam"] {
        let input = format!(
            "begin\npieces white ke1 white paralysing qd1 black ke8\nstipulation #2\ncondition {condition}\nend\n"
        );
        let problem = parse_popeye(&input).expect("reads").remove(0);
        let why = problem
            .conditions
            .iter()
            .find_map(|c| c.refuses(&problem.position))
            .unwrap_or_else(|| panic!("{condition} is refused"));
        assert_eq!(
            why,
            "eiffel, madrasi, isardam, woozles or paralysing pieces incompatible with some fairy conditions"
        );
        // Without the paralysing piece the condition plays.
        let plain = input.replace("white paralysing qd1", "white qd1");
        let problem = parse_popeye(&plain).expect("reads").remove(0);
        assert!(problem
            .conditions
            .iter()
            .all(|c| c.refuses(&problem.position).is_none()));
    }
}

/// A volage king (or royal volage piece) is not played: the problem is refused, not solved
/// wrongly; under AntiCirce and MarsCirce volage and jigger pieces are refused.
#[test]
fn royal_volage_pieces_and_moving_rebirths_are_refused() {
    let problem = parse_popeye("begin\npieces white volage ke1 black ke8\nstipulation #2\nend\n")
        .expect("reads")
        .remove(0);
    assert!(problem
        .position
        .piece_at(Square::parse("e1").unwrap())
        .is_none());
    assert_eq!(problem.kept.pieces.len(), 1);
    for (attr, condition) in [("volage", "AntiCirce"), ("jigger", "MarsCirce")] {
        let input = format!(
            "begin\npieces white ke1 white {attr} qd1 black ke8\nstipulation #2\ncondition {condition}\nend\n"
        );
        let problem = parse_popeye(&input).expect("reads").remove(0);
        assert!(problem
            .conditions
            .iter()
            .any(|c| c.refuses(&problem.position).is_some()));
    }
}

/// Attributes under Circe (generated with Popeye 4.104): the reborn piece keeps its attributes
/// (`Ne2*f4[+wpQd1]`); paralysing, uncapturable, chameleon and patrol pieces.
#[test]
fn attributes_under_circe_equal_popeye() {
    check_move_records(
        include_str!("../data/attributes-circe-moves.jsonl"),
        170,
        true,
    );
}

/// Chameleons going round the cycle `ChameleonSequence` lists (generated with Popeye 4.104 by
/// tests/data/generate-chameleon-sequence-moves.py): walks of the cycle change (`cPAf1-f7=cVA`),
/// others do not, and pawns promote into chameleons of the cycle's walks only (`h2-h1=S=c`).
#[test]
fn chameleon_sequences_equal_popeye() {
    check_move_records(
        include_str!("../data/chameleon-sequence-moves.jsonl"),
        40,
        true,
    );
}

/// PromOnly beside ChameleonSequence with hurdle-colour-changing hoppers (generated with
/// Popeye 4.104 by tests/data/generate-chameleon-sequence-promonly-moves.py): pawns promote
/// into chameleons of the sequence's walks and into hoppers as the diagram's are
/// (`h7-h8=RH=c=chcc`), and a listed walk with no promotion ends the pawn's promotions after it
/// in Popeye's walk table unless chameleons go on past it (corpus 4_69_to_4_71__001).
#[test]
fn chameleon_sequence_with_promonly_equals_popeye() {
    check_move_records(
        include_str!("../data/chameleon-sequence-promonly-moves.jsonl"),
        60,
        true,
    );
}

/// The squares of `side`'s royal piece (its king, or its piece with the royal attribute).
fn royal_square(pos: &Position, side: Side) -> Option<Square> {
    pos.pieces()
        .find(|(sq, p)| {
            p.colour().side() == Some(side)
                && (p.kind() == PieceKind::King || pos.attributes(*sq).contains(Attribute::Royal))
        })
        .map(|(sq, _)| sq)
}

/// Two plies from every oracle position: the incremental key equals the key computed from
/// scratch, the king square follows the royal piece, and no attribute is left on an empty
/// square.
#[test]
fn keys_and_royal_squares_follow_the_attributes() {
    let files = [
        include_str!("../data/royal-moves.jsonl"),
        include_str!("../data/chameleon-moves.jsonl"),
        include_str!("../data/kamikaze-moves.jsonl"),
        include_str!("../data/paralysing-moves.jsonl"),
        include_str!("../data/uncapturable-moves.jsonl"),
        include_str!("../data/attributes-circe-moves.jsonl"),
        include_str!("../data/patrol-moves.jsonl"),
        include_str!("../data/paralysing-patrouille-moves.jsonl"),
        include_str!("../data/halfneutral-moves.jsonl"),
        include_str!("../data/volage-moves.jsonl"),
        include_str!("../data/functionary-moves.jsonl"),
        include_str!("../data/jigger-moves.jsonl"),
        include_str!("../data/hurdlecolourchanging-moves.jsonl"),
        include_str!("../data/chameleon-sequence-moves.jsonl"),
    ];
    let mut positions = 0;
    let mut attributed = 0;
    for line in files.iter().flat_map(|f| f.lines()) {
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let problem = parse_popeye(record["input"].as_str().expect("input"))
            .expect("input reads")
            .remove(0);
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        attributed += usize::from(pos.has_attributes());
        for mv in legal_moves(pos, &rs) {
            let after = pos.play(&mv, &rs);
            for next in std::iter::once(after)
                .chain(legal_moves(&after, &rs).iter().map(|m| after.play(m, &rs)))
            {
                positions += 1;
                assert_eq!(next.hash(), next.compute_hash(), "{}", record["id"]);
                for side in [Side::White, Side::Black] {
                    assert_eq!(
                        next.king(side),
                        royal_square(&next, side),
                        "{}",
                        record["id"]
                    );
                }
                for sq in next.size().squares() {
                    if next.piece_at(sq).is_none() {
                        assert!(next.attributes(sq).is_empty(), "{}", record["id"]);
                    }
                }
            }
        }
    }
    assert!(positions > 10_000, "{positions}");
    assert!(attributed > 300, "{attributed}");
}

/// Attributes change the key: the same men with and without an attribute, or with another
/// one, are different positions.
#[test]
fn attributes_are_part_of_the_key() {
    let read = |text: &str| {
        parse_popeye(&format!("begin\npieces {text}\nstipulation ~1\nend\n"))
            .expect("reads")
            .remove(0)
            .position
    };
    let plain = read("white ke1 sd4 black ke8");
    let kamikaze = read("white ke1 white kamikaze sd4 black ke8");
    let chameleon = read("white ke1 white chameleon sd4 black ke8");
    let both = read("white ke1 white kamikaze chameleon sd4 black ke8");
    let keys = [plain.hash(), kamikaze.hash(), chameleon.hash(), both.hash()];
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            assert_ne!(a, b);
        }
    }
    for p in [&plain, &kamikaze, &chameleon, &both] {
        assert_eq!(p.hash(), p.compute_hash());
    }
    let royal = read("white royal qe1 black ke8");
    assert_eq!(
        royal.king(Side::White),
        Some(Square::parse("e1").expect("square"))
    );
}

/// Attributes survive the Popeye writer, the FEN and the session format.
#[test]
fn attributes_are_written_back() {
    let input = "begin\npieces white kg5 white chameleon rf6 bb7 black rb8 black royal sg2 \
                 black kamikaze chameleon pe7\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let pos = &problem.position;
    let at = |s: &str| pos.attributes(Square::parse(s).expect("square"));
    assert!(at("f6").contains(Attribute::Chameleon) && at("b7").contains(Attribute::Chameleon));
    assert!(at("g2").contains(Attribute::Royal));
    assert!(at("e7").contains(Attribute::Kamikaze) && at("e7").contains(Attribute::Chameleon));
    assert!(at("g5").is_empty() && at("b8").is_empty());
    assert_eq!(pos.king(Side::Black), Square::parse("g2"));
    assert!(problem.kept.pieces.is_empty());

    let written = write_popeye(&problem);
    assert!(written.contains("black royal sg2"), "{written}");
    assert!(
        written.contains("black kamikaze chameleon pe7"),
        "{written}"
    );
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.position, problem.position);

    let fen = to_fen(pos);
    assert!(
        fen.ends_with("attributes=g2:royal,f6:chameleon,b7:chameleon,e7:kamikaze+chameleon"),
        "{fen}"
    );
    assert_eq!(parse_fen(&fen).expect("FEN reads back"), *pos);
    assert!(parse_fen(&fen.replace("g2:royal", "g2:protean")).is_err());
    assert!(parse_fen(&fen.replace("g2:royal", "h1:royal")).is_err());

    let session = Session::from_problems(vec![problem.clone()]);
    let text = session.to_toml();
    let read = Session::from_toml(&text).expect("session reads back");
    assert_eq!(read.problems()[0].position, problem.position);
}

/// Paralysing, patrol and uncapturable pieces survive the Popeye writer, the FEN and the
/// session format, and change the key.
#[test]
fn played_attributes_are_written_back() {
    let input = "begin\npieces white ke1 white paralysing rf6 white patrol bb7 black ke8 pf7 \
                 black uncapturable paralysing sg2\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let pos = &problem.position;
    assert!(problem.kept.pieces.is_empty());
    let at = |s: &str| pos.attributes(Square::parse(s).expect("square"));
    assert!(at("f6").contains(Attribute::Paralysing));
    assert!(at("b7").contains(Attribute::Patrol));
    assert!(at("g2").contains(Attribute::Uncapturable) && at("g2").contains(Attribute::Paralysing));
    let written = write_popeye(&problem);
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.position, problem.position, "{written}");
    let fen = to_fen(pos);
    assert!(fen.contains("g2:paralysing+uncapturable"), "{fen}");
    assert_eq!(parse_fen(&fen).expect("FEN reads back"), *pos);
    let session = Session::from_problems(vec![problem.clone()]);
    let read = Session::from_toml(&session.to_toml()).expect("session reads back");
    assert_eq!(read.problems()[0].position, problem.position);
    let plain = parse_popeye(&input.replace("white patrol bb7", "white bb7"))
        .expect("reads")
        .remove(0);
    assert_ne!(plain.position.hash(), pos.hash());
    // A paralysing piece never captures: the rook f6 leaves the pawn f7 alone.
    let rs = Ruleset::new(pos, &problem.conditions);
    let moves = legal_moves(pos, &rs);
    assert!(moves
        .iter()
        .any(|mv| mv.from == Square::parse("f6").expect("square")));
    assert!(moves
        .iter()
        .all(|mv| mv.to != Square::parse("f7").expect("square")));
}

/// Hurdle-colour-changing pieces survive the Popeye writer, the FEN and the session format,
/// and change the key; the turned hurdle keeps its own attributes and is in the key as the
/// other side's.
#[test]
fn hurdle_colour_changing_pieces_are_written_back() {
    let input = "begin\npieces white ke1 white hurdlecolourchanging ga4 lif8 black ke8 \
                 black kamikaze qa6\nstipulation ~1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let pos = &problem.position;
    assert!(problem.kept.pieces.is_empty());
    let a4 = Square::parse("a4").expect("square");
    assert!(pos.attributes(a4).contains(Attribute::HurdleColourChanging));
    let written = write_popeye(&problem);
    assert!(written.contains("white hurdlecolourchanging"), "{written}");
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.position, problem.position, "{written}");
    let fen = to_fen(pos);
    assert!(fen.contains("a4:hurdlecolourchanging"), "{fen}");
    assert_eq!(parse_fen(&fen).expect("FEN reads back"), *pos);
    let session = Session::from_problems(vec![problem.clone()]);
    let read = Session::from_toml(&session.to_toml()).expect("session reads back");
    assert_eq!(read.problems()[0].position, problem.position);
    let plain = parse_popeye(&input.replace("white hurdlecolourchanging ga4", "white ga4"))
        .expect("reads")
        .remove(0);
    assert_ne!(plain.position.hash(), pos.hash());
    // The grasshopper hops over the queen to a7: the queen turns white, still kamikaze.
    let rs = Ruleset::new(pos, &problem.conditions);
    let a6 = Square::parse("a6").expect("square");
    let hop = legal_moves(pos, &rs)
        .into_iter()
        .find(|mv| mv.from == a4 && mv.to == Square::parse("a7").expect("square"))
        .expect("the grasshopper hops");
    assert_eq!(hop.hurdle(), Some(a6));
    assert_eq!(
        feerie::notation::move_text::move_text(pos, &hop),
        "hccGa4-a7[a6=w]"
    );
    let after = pos.play(&hop, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    let queen = after.piece_at(a6).expect("the hurdle stays");
    assert_eq!(queen.colour().side(), Some(Side::White));
    assert!(after.attributes(a6).contains(Attribute::Kamikaze));
}

/// Popeye's problems with paralysing and uncapturable pieces and a royal marine pawn taken e.p.
/// (tests/data/attributes-corpus, Popeye
/// 4.104's outputs beside the list), paralysing pieces with Patrol chess among them, and
/// chameleons going round a `ChameleonSequence` through a twin: feerie's
/// text output holds the same solution lines.
#[test]
fn popeyes_attribute_problems_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("attributes-corpus", 12);
}

#[test]
fn kamikaze_capturers_are_reborn_under_circe_and_refused_with_other_bases() {
    // Popeye reborns the kamikaze capturer too (`kRb3*b2[wkRb2->a1][+bPb7]`): two rebirths in
    // one move under Circe. With AntiCirce (the capturer reborn by both its attribute and the
    // base) it stays refused, naming both, rather than solved some other way.
    let input = "begin\npieces white ke1 black ke8 pb2 white kamikaze rb3\nstipulation ~1\ncondition circe\nend\n";
    let solved = |text: &str| {
        let problem = feerie::notation::popeye::parse_popeye(text)
            .unwrap()
            .remove(0);
        feerie::solver::solve(
            &problem,
            &feerie::solver::SolveOptions::default(),
            &mut |_| {},
        )
        .map(|s| feerie::solver::render::text(&s, problem.meta.language))
        .map_err(|e| e.to_string())
    };
    let text = solved(input).expect("solved");
    assert!(text.contains("1.kRb3*b2[wkRb2->a1][+bPb7] !"), "{text}");
    let err =
        solved(&input.replace("condition circe", "condition anticirce")).expect_err("refused");
    assert!(err.contains("kamikaze pieces with AntiCirce"), "{err}");
}

#[test]
fn observing_attributes_with_a_condition_that_judges_attacks_its_own_way_are_refused() {
    // Grid chess judges attacks itself (a capture must cross a grid line) and knows no
    // paralysis, and the paralysis test knows no grid: refused, naming both, rather than
    // solved wrongly.
    let input = "begin\npieces white kb8 sb1 white paralysing pc4 black bd6\nstip zc31\ncondition gridchess\noption nobk\nend\n";
    let err = solve(input).expect_err("refused");
    assert!(err.contains("paralysing pieces with GridChess"), "{err}");
    let patrol = input.replace("paralysing", "patrol");
    let err = solve(&patrol).expect_err("refused");
    assert!(err.contains("patrol pieces with GridChess"), "{err}");
    // Either alone is played.
    assert_eq!(solve(&input.replace("condition gridchess\n", "")), Ok(()));
    assert_eq!(solve(&input.replace("white paralysing", "white")), Ok(()));
}

#[test]
fn observing_attributes_observe_with_the_walks_annan_lends() {
    // Popeye's REGRESSIONS 4_63_to_4_65 #81: under Annan the paralysing pawn c4 moves as the
    // knight behind it and so paralyses the checking bishop d6 (Popeye: `1.Sb1-c3 z`); the
    // paralysis test observes with the walks Annan lends.
    let input = "begin\npieces white kb8 sb1 white paralysing pc4 black bd6\nstip zc31\ncondition annan\noption nobk\nend\n";
    assert_eq!(solve(input), Ok(()));
    assert_eq!(solve(&input.replace("paralysing", "patrol")), Ok(()));
}

fn solve(text: &str) -> Result<(), String> {
    let problem = feerie::notation::popeye::parse_popeye(text)
        .unwrap()
        .remove(0);
    feerie::solver::solve(
        &problem,
        &feerie::solver::SolveOptions::default(),
        &mut |_| {},
    )
    .map(|_| ())
    .map_err(|e| e.to_string())
}

/// A twin adds pieces with their attributes as the `pieces` command places them (Popeye's
/// `twin add black royal pd7`): the twin is applied (the pawn is black's royal piece, the
/// description `brPd7`), and the Popeye writer and the session format keep the attributes.
#[test]
fn twins_add_pieces_with_their_attributes() {
    use feerie::rules::problem::TwinCommand;
    use feerie::rules::twin_problems;
    let input = "begin\npieces black pd7f6 white ke1\nstipulation ~1\noption nobk\n\
                 twin add black royal pd7\ntwin add neutral halfneutral kamikaze pf3\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let d7 = Square::parse("d7").expect("square");
    let f3 = Square::parse("f3").expect("square");
    assert!(matches!(
        problem.twins[0].commands[..],
        [TwinCommand::Add(_, sq, a)] if sq == d7 && a.contains(Attribute::Royal)
    ));
    let twins = twin_problems(&problem).expect("twins apply");
    assert_eq!(twins[1].description.english(), "brPd7");
    // (As Popeye 4.104 writes it.)
    assert_eq!(twins[2].description.english(), "+nkhnPf3");
    let b = &twins[1].problem.position;
    assert!(b.attributes(d7).contains(Attribute::Royal));
    assert_eq!(b.king(Side::Black), Some(d7));
    let c = &twins[2].problem.position;
    assert!(c.attributes(f3).contains(Attribute::HalfNeutral));
    assert!(c.attributes(f3).contains(Attribute::Kamikaze));

    let written = write_popeye(&problem);
    assert!(written.contains("add black royal pd7"), "{written}");
    let again = parse_popeye(&written).expect("reads back").remove(0);
    assert_eq!(again.twins, problem.twins, "{written}");

    let session = Session::from_problems(vec![problem.clone()]);
    let text = session.to_toml();
    assert!(text.contains("bPd7:royal"), "{text}");
    let read = Session::from_toml(&text).expect("session reads back");
    assert_eq!(read.problems()[0].twins, problem.twins);
    let bad = text.replace("bPd7:royal", "bPd7:regal");
    assert!(Session::from_toml(&bad).is_err());
}

/// A neutral chameleon's change of walk keeps its colour in the text, as Popeye writes it
/// (`1...ncSf4-d3=ncL`; BEISPIEL cham #5, German). feerie wrote `=cL`.
#[test]
fn a_neutral_chameleons_new_walk_is_written_neutral() {
    use crate::common::oracle::{solution_lines, solved_played};
    let input = include_str!("../data/neutral-chameleon-2.inp");
    let popeye = include_str!("../data/neutral-chameleon-2.out");
    let text = solved_played("neutral-chameleon-2", input);
    assert!(popeye.contains("1...ncSf4-d3=ncL"));
    assert_eq!(solution_lines(&text), solution_lines(popeye), "{text}");
}

/// A half-neutral king that castles turns neutral, and Popeye writes it (`0-0=nh`); a side
/// without a king gets one that way, so the move may mate it: BEISPIEL halbneut #12 (h#2
/// with White beginning, Black has no king; tests/data/half-neutral-king-castles, Popeye
/// 4.104's output). The mate-in-one filter had ruled out every check against a side without a
/// king, and the castling was written `0-0`.
#[test]
fn a_half_neutral_king_castles_into_neutrality_and_mates() {
    use crate::common::oracle::{solution_lines, solved_played};
    use feerie::notation::move_text::{move_text, parse_move};
    let ours = solved_played(
        "half-neutral-king-castles",
        include_str!("../data/half-neutral-king-castles.inp"),
    );
    let popeye = include_str!("../data/half-neutral-king-castles.out");
    assert_eq!(solution_lines(&ours), solution_lines(popeye), "{ours}");
    assert!(ours.contains("2.nSe3-g4 0-0=nh #"), "{ours}");
    // The castling reads back from its text.
    let input =
        "begin\npieces white halfneutral ke1 white rh1 bh3 neutral sg4\nstipulation #1\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let pos = &problem.position;
    let rs = Ruleset::new(pos, &problem.conditions);
    let castling = legal_moves(pos, &rs)
        .into_iter()
        .find(|mv| mv.is_castling())
        .expect("the king castles");
    assert_eq!(move_text(pos, &castling), "0-0=nh");
    assert_eq!(parse_move(pos, &rs, "0-0=nh"), Ok(castling));
}

/// A neutral pawn's chameleon promotee is neutral, and Popeye says so twice: `nBg7-g8=nL=nc`
/// (BEISPIEL cham #6, #2 with a neutral chameleon in the diagram; Popeye 4.104's output in
/// tests/data/neutral-chameleon-promotion). feerie wrote `=nL=c`.
#[test]
fn a_neutral_pawns_chameleon_promotee_is_written_neutral() {
    use crate::common::oracle::{solution_lines, solved_played};
    let ours = solved_played(
        "neutral-chameleon-promotion",
        include_str!("../data/neutral-chameleon-promotion.inp"),
    );
    let popeye = include_str!("../data/neutral-chameleon-promotion.out");
    assert!(ours.contains("nBg7-g8=nL=nc #"), "{ours}");
    assert_eq!(solution_lines(&ours), solution_lines(popeye), "{ours}");
}

/// A move that leaves the other side in check with only paralysed pieces to move stalemates it
/// (suffocation), and its mark says so: `1.pKa7-b7 =` (BEISPIEL paralys #6, Popeye 4.104's
/// output). feerie solved it but marked the move `#`.
#[test]
fn a_suffocating_move_is_marked_stalemate() {
    use crate::common::oracle::{solution_lines, solved_played};
    let ours = solved_played(
        "paralysis-suffocation-mark",
        include_str!("../data/paralysis-suffocation-mark.inp"),
    );
    let popeye = include_str!("../data/paralysis-suffocation-mark.out");
    assert!(ours.contains("1.pKa7-b7 = !"), "{ours}");
    assert_eq!(solution_lines(&ours), solution_lines(popeye), "{ours}");
}
