//! Piece attributes combined with conditions that feerie refused before (issue 20), against
//! Popeye 4.104, all from tests/data/attribute-condition-combos:
//!
//! * whole problems (`NAME.inp`, Popeye's output beside it in `NAME.out`), compared by their
//!   solution lines: patrol pieces under Madrasi (`patrol-madrasi-*`: checks, captures,
//!   castling, promotions); magic pieces under Isardam type B, whose legality is judged once
//!   the side changes are made (`isardam-b-*`: `Rc2-c1` is illegal, the rook turned black
//!   facing the magic rook); royal pieces under RoyalDynasty, ordinary pieces there as Popeye
//!   clears their royalty (`dynasty-royal-*`, twins adding royal pieces among them); volage
//!   pieces under Volage and Hypervolage, like every other piece there (`*volage-attr-*`);
//!   royal kamikaze pieces, whose captures that would leave their side without a king are no
//!   moves (`royal-kamikaze-*`), and kamikaze kings reborn under Circe on e1/e8, a capture
//!   illegal where that square is taken or attacked (`circe-kamikaze-king-*`); pieces with
//!   attributes under Andernach chess (royal pieces, half-neutral ones and kamikaze capturers
//!   keep their colour, a recoloured piece its attributes: `andernach-*`), Take&Make chess
//!   (an uncapturable piece is not taken before the make: `takemake-uncapturable*`),
//!   Patrouille (a patrol piece is an ordinary one: `patrouille-patrol*`), AntiCirce (a
//!   half-neutral capturer reborn neutral: `anticirce-halfneutral`; a chameleon capturer
//!   reborn with its new walk, `cRc4*c6=cQ[wcQc6->d1]`, and a chameleon pawn's promotee
//!   reborn elsewhere written bare, `cPb7*a8=Q[wcQa8->d1]`: `anticirce-chameleon*`),
//!   Messigny (an exchange written without attributes: `messigny-*`) and KoeKo, New-KoeKo
//!   and both with Circe (a kamikaze capturer's contact tested where it stands once the move
//!   is made: nowhere once it has left the board, on its rebirth square under Circe; its
//!   captures of the king checks likewise: `koeko-kamikaze-*`);
//! * the combinations still refused, each with the words its refusal must say, in
//!   `refused.txt` (`PIECES | CONDITION | REASON`).

use crate::common::oracle::{inp_names, solution_lines, solved_played};
use feerie::notation::popeye::parse_popeye;
use feerie::rules::piece::Attribute;
use feerie::rules::{twin_problems, Square};
use feerie::solver::{solve, SolveOptions};

fn dir() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/attribute-condition-combos")
}

fn read(name: &str) -> String {
    String::from_utf8_lossy(&std::fs::read(dir().join(name)).expect(name)).into_owned()
}

#[test]
fn attribute_condition_problems_are_solved_as_popeye_solves_them() {
    let names = inp_names(&dir());
    assert!(names.len() >= 20, "{names:?}");
    let mut failures = Vec::new();
    for name in names {
        let input = read(&format!("{name}.inp"));
        let theirs = read(&format!("{name}.out"));
        let ours = solved_played(&name, &input);
        assert!(
            !solution_lines(&theirs).is_empty(),
            "{name}: Popeye solves it"
        );
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Popeye plays a royal piece under RoyalDynasty, and a volage piece under Volage, as one
/// without the attribute (its output names no `Royal d1` or `Volage d1` either): the
/// problems feerie solves hold none, twins' added pieces included.
#[test]
fn conditions_absorb_the_attributes_popeye_takes_from_the_pieces() {
    let d1 = Square::parse("d1").unwrap();
    for (condition, attribute) in [
        ("RoyalDynasty", Attribute::Royal),
        ("Volage", Attribute::Volage),
        ("Hypervolage", Attribute::Volage),
    ] {
        let input = format!(
            "begin\ncondition {condition}\npieces white kh1 white {} qd1 black kh8 pa5\n\
             stipulation ~1\ntwin add white {} bd2\nend\n",
            attribute.name(),
            attribute.name()
        );
        let problem = parse_popeye(&input).unwrap().remove(0);
        assert!(
            problem.position.attributes(d1).contains(attribute),
            "{condition}: as read"
        );
        let twins = twin_problems(&problem).unwrap();
        assert_eq!(twins.len(), 2);
        for t in &twins {
            let pos = &t.problem.position;
            assert!(
                pos.pieces()
                    .all(|(sq, _)| !pos.attributes(sq).contains(attribute)),
                "{condition}"
            );
        }
        // The white king is its side's royal piece again under RoyalDynasty.
        assert_eq!(
            twins[0].problem.position.king(feerie::rules::Side::White),
            Square::parse("h1")
        );
    }
}

/// `refused.txt`: `PIECES | CONDITION | REASON`: the combination is refused, and says why.
#[test]
fn attribute_condition_combinations_popeye_plays_otherwise_stay_refused() {
    let listed: Vec<String> = read("refused.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    assert!(listed.len() >= 6);
    for line in listed {
        let mut parts = line.split('|').map(str::trim);
        let (pieces, condition, why) = (
            parts.next().expect("PIECES"),
            parts.next().expect("CONDITION"),
            parts.next().expect("REASON"),
        );
        let input = format!("begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n");
        let problem = parse_popeye(&input).expect(&line).remove(0);
        let refused = match solve(&problem, &SolveOptions::default(), &mut |_| {}) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{line}: played"),
        };
        assert!(refused.contains(why), "{line}: {refused}");
    }
}
