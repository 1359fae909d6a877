//! Piece attributes against Popeye 4.104: the legal-move lists of the oracle's royal, chameleon
//! and kamikaze families (tests/data/{royal,chameleon,kamikaze}-moves.jsonl, copied from the
//! oracle set), read by the Popeye reader, written as Popeye writes them (`rSc6-a5`,
//! `cBb7-a6=cR`, `c7-c8=B=c`, `kSd4*c2[-wkSc2]`) and read back.

use crate::common::oracle::check_move_records;
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

#[test]
fn kamikaze_moves_equal_popeye() {
    check_move_records(include_str!("../data/kamikaze-moves.jsonl"), 150, true);
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
    assert!(parse_fen(&fen.replace("g2:royal", "g2:magic")).is_err());
    assert!(parse_fen(&fen.replace("g2:royal", "h1:royal")).is_err());

    let session = Session::from_problems(vec![problem.clone()]);
    let text = session.to_toml();
    let read = Session::from_toml(&text).expect("session reads back");
    assert_eq!(read.problems()[0].position, problem.position);
}
