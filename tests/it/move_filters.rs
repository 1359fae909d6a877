//! The conditions of issue 20 that filter or promote the moves, against Popeye 4.104: SingleBox
//! types 1, 2 and 3 (the oracle's legal-move lists, tests/data/singlebox{1,2,3}-moves.jsonl,
//! with the latent pawns' promotions as Popeye writes them: `Bc1-b2[d1=B]`, `[f1=B]Bf1-a6`),
//! Monochrome, Bichrome and Alphabetic chess (move lists made with Popeye), Disparate chess
//! (#2 keys made with Popeye); their words through the Popeye reader and writer, sessions and
//! the workbench's condition editor.

use crate::common::oracle::{check_move_records, check_solution_records};

#[test]
fn singlebox_type1_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox1-moves.jsonl"), 150, true);
}

#[test]
fn singlebox_type2_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox2-moves.jsonl"), 150, true);
}

#[test]
fn singlebox_type3_moves_equal_popeyes() {
    check_move_records(include_str!("../data/singlebox3-moves.jsonl"), 150, true);
}

/// SingleBox with the mummers (move lists made with Popeye 4.104 on random positions with
/// latent pawns, types 1, 2 and 3, Maximummer and Minimummer of either side, `Exact`): the
/// mummers choose among the moves SingleBox makes legal, a type 3 move (`[h8=B]Bh8-a1`)
/// measured by the promoted man's move.
#[test]
fn singlebox_with_mummers_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/singlebox-mummer-moves.jsonl"),
        112,
        true,
    );
}

// ----- Monochrome and Bichrome chess: fixtures made with Popeye 4.104 (random positions,
// `condition MonochromChess` / `BichromChess`, its `1.MOVE !` lines).

#[test]
fn monochrome_moves_equal_popeyes() {
    check_move_records(include_str!("../data/monochrome-moves.jsonl"), 100, true);
}

#[test]
fn bichrome_moves_equal_popeyes() {
    check_move_records(include_str!("../data/bichrome-moves.jsonl"), 100, true);
}

#[test]
fn the_popeye_reader_writer_sessions_and_editor_keep_the_conditions() {
    use feerie::notation::popeye::{parse_popeye, write_popeye};
    use feerie::session::{Session, SessionProblem};
    use feerie::tui::compose::{conditions_text, set_conditions};
    for (typed, written, table) in [
        (
            "singlebox",
            "singlebox type1",
            "{ name = \"singlebox\", type = 1 }",
        ),
        (
            "SingleBox Type2",
            "singlebox type2",
            "{ name = \"singlebox\", type = 2 }",
        ),
        (
            "singleb type3",
            "singlebox type3",
            "{ name = \"singlebox\", type = 3 }",
        ),
        ("monochr", "monochromchess", "{ name = \"monochrome\" }"),
        ("BichromChess", "bichromchess", "{ name = \"bichrome\" }"),
        ("disparate", "disparate", "{ name = \"disparate\" }"),
        (
            "WhiteAlphabeticChess",
            "whitealphabeticchess",
            "{ name = \"alphabetic\", side = \"white\" }",
        ),
        (
            "alphabeticchess",
            "alphabeticchess",
            "{ name = \"alphabetic\", side = \"both\" }",
        ),
    ] {
        // A latent pawn on h8 stands in the diagram under SingleBox.
        let pieces = if typed.starts_with('s') || typed.starts_with('S') {
            "white ke1 ph8 black ke8"
        } else {
            "white ke1 black ke8"
        };
        let text = format!("begin\npieces {pieces}\nstipulation ~1\ncondition {typed}\nend\n");
        let problem = parse_popeye(&text).expect("reads").remove(0);
        assert_eq!(problem.conditions.len(), 1, "{typed}");
        let out = write_popeye(&problem);
        assert!(out.contains(&format!("condition {written}\n")), "{out}");
        assert_eq!(parse_popeye(&out).expect("reads back")[0], problem);
        let session = Session {
            problems: vec![SessionProblem::new(problem.clone())],
            ..Session::default()
        };
        let toml = session.to_toml();
        assert!(toml.contains(table), "{toml}");
        let back = Session::from_toml(&toml).expect("session reads");
        assert_eq!(back.problems[0].problem, problem);
        let mut edited = parse_popeye("begin\npieces white ke1 black ke8\nstipulation ~1\nend\n")
            .expect("reads")
            .remove(0);
        set_conditions(&mut edited, typed).expect("the editor takes it");
        assert_eq!(conditions_text(&edited), written);
    }
}

#[test]
fn popeyes_french_and_german_words_and_its_faults() {
    use feerie::notation::popeye::parse_popeye;
    use feerie::rules::Condition;
    let read = |text: &str| parse_popeye(text);
    let german = read("anfang\nsteine weiss ke1 bh8 schwarz ke8\nforderung ~1\nbedingung nurpartiesatzsteine typ3\nende\n")
        .expect("German reads")
        .remove(0);
    assert_eq!(
        german.conditions,
        vec![Condition::new(feerie::conditions::SingleBoxOptions {
            kind: feerie::conditions::SingleBoxType::Three
        })]
    );
    let french =
        read("debut\npieces blanc re1 noir re8\nenonce ~1\ncondition monochromatique\nfin\n")
            .expect("French reads")
            .remove(0);
    assert_eq!(french.conditions.len(), 1);
    // Type 1 refuses fairy pieces, as Popeye does; neutral pieces are refused by every type.
    let e =
        read("begin\npieces white ke1 gd4 black ke8\nstipulation ~1\ncondition singlebox\nend\n")
            .unwrap_err()
            .to_string();
    assert!(e.contains("Fairy pieces not allowed in Single box"), "{e}");
    let e = read("begin\npieces white ke1 black ke8 neutral rd4\nstipulation ~1\ncondition singlebox type2\nend\n")
        .unwrap_err()
        .to_string();
    assert!(e.contains("neutral"), "{e}");
    // A proper prefix of the type words names none of them.
    let e =
        read("begin\npieces white ke1 black ke8\nstipulation ~1\ncondition singlebox typ\nend\n")
            .unwrap_err()
            .to_string();
    assert!(e.contains("ambiguous"), "{e}");
    // Without SingleBox, a pawn on its last rank is no piece feerie plays.
    let kept = read("begin\npieces white ke1 ph8 black ke8\nstipulation ~1\nend\n").expect("reads");
    assert!(kept[0]
        .position
        .piece_at(feerie::rules::Square::parse("h8").unwrap())
        .is_none());
}

// ----- Disparate chess: #2 problems made with Popeye 4.104 (random positions where Popeye finds
// one to four keys under the condition, and other keys without it).

#[test]
fn disparate_keys_equal_popeyes() {
    check_solution_records(include_str!("../data/disparate-solutions.jsonl"), 40);
}

// ----- Alphabetic chess: move lists made with Popeye 4.104 (`AlphabeticChess` 60,
// `WhiteAlphabeticChess` 50, `BlackAlphabeticChess` 50; Black to move with `halfduplex`).

#[test]
fn alphabetic_moves_equal_popeyes() {
    check_move_records(include_str!("../data/alphabetic-moves.jsonl"), 160, true);
}
