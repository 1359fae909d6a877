//! Twins as Popeye applies them: labels, descriptions, each command's effect on the board, the
//! geometry of rotations, mirrors and shifts, continued twins, and errors.

use feerie::conditions::ImitatorOptions;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::problem::{Twin, TwinCommand};
use feerie::rules::twin::{twin_problems, TwinProblem};
use feerie::rules::{Colour, Condition, Piece, PieceKind, Position, Side, Square, TokenColour};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn twins(text: &str) -> Vec<TwinProblem> {
    let problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(problems.len(), 1);
    twin_problems(&problems[0]).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn twin_error(text: &str) -> String {
    let problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    match twin_problems(&problems[0]) {
        Ok(_) => panic!("expected a twin error\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// The pieces as Popeye writes them in twin lines (`wKe1`), sorted.
fn board(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos
        .pieces()
        .map(|(s, p)| format!("{}{}{s}", p.colour().letter(), p.kind().letters()))
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A small orthodox #2 used by most tests, with the given twin lines.
fn with_twins(twin_lines: &str) -> String {
    format!(
        "begin\nstipulation #2\npieces white ke1 ra1 sb1 pd2\n       black ke8 qd8 pc3\n{twin_lines}\nend\n"
    )
}

fn check_hash(t: &TwinProblem) {
    let pos = &t.problem.position;
    assert_eq!(pos.hash(), pos.compute_hash(), "{}", t.label);
    assert!(t.problem.twins.is_empty());
}

#[test]
fn bench_h3_lins_twin_move() {
    // ../shared/bench/h3_lins.inp
    let text = "begin
author Torsten Linss
origin 6409, Thema Danicum 79, 7/1995
stipulation h#3
pieces white kf5 re6 bf3
       black kb3 rf1 bc1c8 sf6g4 pa4b2b4b6d6
twin move a4 c2
end
";
    let all = twins(text);
    assert_eq!(all.len(), 2);
    assert_eq!(
        (all[0].label.as_str(), all[0].description.english()),
        ("a)", "")
    );
    assert_eq!(all[1].label, "b)");
    assert_eq!(all[1].description.english(), "bPa4-->c2");
    let b = &all[1].problem;
    assert_eq!(b.position.piece_at(sq("a4")), None);
    assert_eq!(
        b.position.piece_at(sq("c2")),
        Some(Piece::new(Colour::Black, PieceKind::Pawn))
    );
    assert_eq!(b.position.pieces().count(), 14);
    assert_eq!(b.position.side_to_move(), Side::Black);
    assert_eq!(b.stipulation.unwrap().to_string(), "h#3");
    let original = &parse_popeye(text).unwrap()[0];
    assert_eq!(all[0].problem.position, original.position);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn bench_h4_grubert_twin_add_on_an_occupied_square() {
    // ../shared/bench/h4_grubert.inp
    let text = "begin
author Harald Grubert, Dieter Mueller, Torsten Linss
origin 10, harmonie 29, 30.6.1990
stipulation h#4
pieces white kf3 sc6 pd4f2
       black kf5 qd6 bc2
twin add black pc2
end
";
    let all = twins(text);
    assert_eq!(all.len(), 2);
    // The pawn replaces the bishop; Popeye then writes the new piece without '+'.
    assert_eq!(all[1].description.english(), "bPc2");
    assert_eq!(
        board(&all[1].problem.position),
        sorted(&["wKf3", "wSc6", "wPd4", "wPf2", "bKf5", "bQd6", "bPc2"])
    );
    assert_eq!(
        all[0].problem.position.piece_at(sq("c2")),
        Some(Piece::new(Colour::Black, PieceKind::Bishop))
    );
    assert_eq!(all[1].problem.position.side_to_move(), Side::Black);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn no_twins_means_one_unlabelled_problem() {
    let text = with_twins("");
    let all = twins(&text);
    assert_eq!(all.len(), 1);
    assert_eq!(all[0].label, "");
    assert_eq!(all[0].description.english(), "");
    assert_eq!(all[0].problem, parse_popeye(&text).unwrap()[0]);
}

#[test]
fn each_command_and_its_description() {
    let all = twins(&with_twins(
        "twin remove a1
twin add black pc2
twin add white qc3
twin move b1 d8
twin exchange e1 e8
twin substitute p s
twin stipulation h#2",
    ));
    let labels: Vec<&str> = all.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["a)", "b)", "c)", "d)", "e)", "f)", "g)", "h)"]);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(
        descriptions,
        [
            "",
            "-wRa1",
            "+bPc2",
            "wQc3",
            "-bQd8  wSb1-->d8",
            "wKe1<-->bKe8",
            "P ==> S",
            "h#2",
        ]
    );
    let b = |i: usize| board(&all[i].problem.position);
    assert_eq!(
        b(1),
        sorted(&["wKe1", "wSb1", "wPd2", "bKe8", "bQd8", "bPc3"])
    );
    assert_eq!(
        b(2),
        sorted(&["wKe1", "wRa1", "wSb1", "wPd2", "bKe8", "bQd8", "bPc3", "bPc2"])
    );
    assert_eq!(
        b(3),
        sorted(&["wKe1", "wRa1", "wSb1", "wPd2", "bKe8", "bQd8", "wQc3"])
    );
    assert_eq!(
        b(4),
        sorted(&["wKe1", "wRa1", "wSd8", "wPd2", "bKe8", "bPc3"])
    );
    assert_eq!(
        b(5),
        sorted(&["bKe1", "wRa1", "wSb1", "wPd2", "wKe8", "bQd8", "bPc3"])
    );
    // Substitution changes both colours.
    assert_eq!(
        b(6),
        sorted(&["wKe1", "wRa1", "wSb1", "wSd2", "bKe8", "bQd8", "bSc3"])
    );
    // The stipulation twin changes the side to move.
    assert_eq!(all[7].problem.stipulation.unwrap().to_string(), "h#2");
    assert_eq!(all[7].problem.position.side_to_move(), Side::Black);
    assert_eq!(all[6].problem.position.side_to_move(), Side::White);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn several_commands_in_one_twin() {
    let all = twins(&with_twins("twin remove a1 add white rh1 move d2 d4"));
    assert_eq!(all[1].description.english(), "-wRa1  +wRh1  wPd2-->d4");
    assert_eq!(
        board(&all[1].problem.position),
        sorted(&["wKe1", "wRh1", "wSb1", "wPd4", "bKe8", "bQd8", "bPc3"])
    );
    // The rook on h1 is on its game-array square: castling rights are recomputed.
    let castling = all[1].problem.position.castling();
    assert!(castling.king_unmoved(Side::White));
    assert!(castling.rook_unmoved(Side::White, true));
    assert!(!castling.rook_unmoved(Side::White, false));
}

#[test]
fn continued_twins_build_on_the_previous_one() {
    let all = twins(&with_twins(
        "twin move a1 a2
twin continued move a2 a3
twin move b1 c3
twin cont remove c3",
    ));
    let labels: Vec<&str> = all.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["a)", "b)", "+c)", "d)", "+e)"]);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(
        descriptions,
        ["", "wRa1-->a2", "wRa2-->a3", "-bPc3  wSb1-->c3", "-wSc3"]
    );
    let pos = |i: usize| &all[i].problem.position;
    assert!(pos(1).piece_at(sq("a2")).is_some());
    assert!(pos(2).piece_at(sq("a3")).is_some() && pos(2).piece_at(sq("a2")).is_none());
    // d) starts again from the diagram: the rook is back on a1.
    assert!(pos(3).piece_at(sq("a1")).is_some() && pos(3).piece_at(sq("a3")).is_none());
    assert_eq!(
        board(pos(4)),
        sorted(&["wKe1", "wRa1", "wPd2", "bKe8", "bQd8"])
    );
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn twenty_seven_twins_are_labelled_to_z1() {
    let lines: Vec<String> = (0..27)
        .map(|i| {
            if i % 2 == 0 {
                "twin move a1 a2".to_string()
            } else {
                "twin move a1 b2".to_string()
            }
        })
        .collect();
    let all = twins(&with_twins(&lines.join("\n")));
    assert_eq!(all.len(), 28);
    assert_eq!(all[25].label, "z)");
    assert_eq!(all[26].label, "z1)");
    assert_eq!(all[27].label, "z2)");
}

#[test]
fn rotations_turn_the_board_to_the_left_as_popeye() {
    let text = "begin
stipulation #2
pieces white ka1 rb3 black kh4
condition imitator c5
twin rotate 90
twin rotate 180
twin rotate 270
end
";
    let all = twins(text);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(descriptions, ["", "rotate 90", "rotate 180", "rotate 270"]);
    // Popeye's rot90 takes a1 to h1, h1 to h8, h8 to a8 (a left turn).
    assert_eq!(
        board(&all[1].problem.position),
        sorted(&["wKh1", "wRf2", "bKe8"])
    );
    assert_eq!(
        board(&all[2].problem.position),
        sorted(&["wKh8", "wRg6", "bKa5"])
    );
    assert_eq!(
        board(&all[3].problem.position),
        sorted(&["wKa8", "wRc7", "bKd1"])
    );
    let imitators = |i: usize| -> Vec<Square> {
        all[i]
            .problem
            .position
            .tokens()
            .iter()
            .map(|(s, _)| s)
            .collect()
    };
    assert_eq!(imitators(1), [sq("d3")]);
    assert_eq!(imitators(2), [sq("f4")]);
    assert_eq!(imitators(3), [sq("e6")]);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn mirrors_name_where_a1_goes() {
    let text = "begin
stipulation #2
pieces white ka1 rb3 black kh5
twin mirror a1<-->h1
twin mirror a1<-->a8
twin mirror a1<-->h8
twin mirror a8<-->h1
end
";
    let all = twins(text);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(
        descriptions,
        [
            "",
            "mirror a1<-->h1",
            "mirror a1<-->a8",
            "mirror a1<-->h8",
            "mirror a8<-->h1"
        ]
    );
    let b = |i: usize| board(&all[i].problem.position);
    assert_eq!(b(1), sorted(&["wKh1", "wRg3", "bKa5"]));
    assert_eq!(b(2), sorted(&["wKa8", "wRb6", "bKh4"]));
    assert_eq!(b(3), sorted(&["wKh8", "wRf7", "bKd1"]));
    assert_eq!(b(4), sorted(&["wKa1", "wRc2", "bKe8"]));
}

#[test]
fn shift_moves_everything_by_one_vector() {
    let text = "begin
stipulation #2
pieces white ka1 rb3 black kg6
condition imitator d4
twin shift a1 b2
end
";
    let all = twins(text);
    assert_eq!(all[1].description.english(), "shift a1 ==> b2");
    assert_eq!(
        board(&all[1].problem.position),
        sorted(&["wKb2", "wRc4", "bKh7"])
    );
    assert_eq!(
        all[1].problem.position.tokens().iter().next().unwrap().0,
        sq("e5")
    );
    // Shifting one file to the left would take the king on a1 off the board.
    let e =
        twin_error("begin\nstipulation #2\npieces white ka1 black kg6\ntwin shift c3 b3\nend\n");
    assert!(e.starts_with("twin b): shift c3 ==> b3"), "{e}");
    assert!(e.contains("wKa1"), "{e}");
    // An Imitator leaving the board is an error too.
    let e = twin_error(
        "begin\nstipulation #2\npieces white kb1 black kg6\ncondition imitator a5\ntwin shift c3 b3\nend\n",
    );
    assert!(e.contains("Imitator on a5"), "{e}");
}

#[test]
fn quarter_turns_need_a_square_board() {
    let text = "begin
board 8x6
stipulation #2
pieces white ka1 black kh6
twin rotate 180
twin rotate 90
end
";
    let problems = parse_popeye(text).unwrap();
    let e = twin_problems(&problems[0]).unwrap_err();
    assert_eq!(e.label, "c)");
    assert!(e.message.contains("square board"), "{e}");
    let mut only_half_turn = problems[0].clone();
    only_half_turn.twins.truncate(1);
    let all = twin_problems(&only_half_turn).unwrap();
    assert_eq!(board(&all[1].problem.position), sorted(&["wKh6", "bKa1"]));
}

#[test]
fn condition_and_stipulation_twins() {
    let text = "begin
stipulation #2
pieces white ke1 rh1 black ke8
condition imitator c4d5
twin condition imitator noiprom
twin condition circe parrain
twin stipulation h#2 condition imitator
end
";
    let all = twins(text);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(
        descriptions,
        [
            "",
            "Imitator c4 d5  NoIProm",
            "Circe Parrain",
            "h#2  Imitator c4 d5"
        ]
    );
    assert_eq!(all[1].problem.position.tokens().len(), 2);
    assert!(matches!(
        all[1].problem.conditions[..],
        [ref c] if c.options::<ImitatorOptions>().is_some_and(|o| !o.promotion)
    ));
    assert!(all[2].problem.position.tokens().is_empty());
    assert!(
        matches!(&all[2].problem.conditions[..], [c] if c.is::<feerie::conditions::ParrainOptions>())
    );
    assert_eq!(all[3].problem.position.side_to_move(), Side::Black);
    // Conditions and stipulations leave castling alone.
    assert!(all[2]
        .problem
        .position
        .castling()
        .rook_unmoved(Side::White, true));
    for t in &all {
        check_hash(t);
    }
}

/// The Tokens of a twin, in their order.
fn imitators(t: &TwinProblem) -> Vec<(Square, TokenColour)> {
    t.problem.position.tokens().iter().collect()
}

#[test]
fn published_maeder_condition_twins_set_new_imitators() {
    // tests/data/published/36_maeder_imitator_hstale2.inp
    let text = "begin
author Thomas Maeder
origin feenschach 1987, Wenigsteiner des Jahres 1987
pieces white kf5 pb7 black kb6
stipulation h=2
condition imitator e5
twin move f5 g5
twin condition imitator c5
twin condition imitator a7
end
";
    let all = twins(text);
    let labels: Vec<&str> = all.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["a)", "b)", "c)", "d)"]);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    // As Popeye prints them (36_maeder_imitator_hstale2.sol).
    assert_eq!(
        descriptions,
        ["", "wKf5-->g5", "Imitator c5", "Imitator a7"]
    );
    let neutral = |s: &str| vec![(sq(s), TokenColour::Neutral)];
    assert_eq!(imitators(&all[0]), neutral("e5"));
    assert_eq!(imitators(&all[1]), neutral("e5"));
    assert_eq!(imitators(&all[2]), neutral("c5"));
    assert_eq!(imitators(&all[3]), neutral("a7"));
    // No twin is continued: c) and d) start from the diagram, so the king stands on f5 again.
    assert_eq!(
        board(&all[1].problem.position),
        sorted(&["wKg5", "wPb7", "bKb6"])
    );
    for t in [&all[0], &all[2], &all[3]] {
        assert_eq!(
            board(&t.problem.position),
            sorted(&["wKf5", "wPb7", "bKb6"]),
            "{}",
            t.label
        );
    }
    for t in &all {
        assert!(
            matches!(
                t.problem.conditions[..],
                [ref c] if c.options::<ImitatorOptions>().is_some_and(|o| o.promotion && !o.no_hurdle)
            ),
            "{}",
            t.label
        );
        assert_eq!(t.problem.position.side_to_move(), Side::Black);
        check_hash(t);
    }
}

#[test]
fn condition_twins_with_squares_replace_keep_or_bring_imitators() {
    let text = "begin
stipulation #2
pieces white ke1 rh1 black ke8
condition imitator c4d5
twin move h1 h2
twin continued condition imitator white c5 black f6 a3 noiprom
twin continued condition circe parrain
twin continued condition imitator
twin continued condition imitator h1 rotate 90
end
";
    let all = twins(text);
    let descriptions: Vec<&str> = all.iter().map(|t| t.description.english()).collect();
    assert_eq!(
        descriptions,
        [
            "",
            "wRh1-->h2",
            "Imitator c5 f6 a3  NoIProm",
            "Circe Parrain",
            "Imitator c4 d5",
            "Imitator h8  rotate 90"
        ]
    );
    // A continued twin builds on the moved rook and replaces the Tokens, with colours.
    assert_eq!(
        imitators(&all[2]),
        [
            (sq("c5"), TokenColour::Of(Side::White)),
            (sq("f6"), TokenColour::Of(Side::Black)),
            (sq("a3"), TokenColour::Neutral),
        ]
    );
    assert_eq!(
        all[2].problem.position.piece_at(sq("h2")).map(|p| p.kind()),
        Some(PieceKind::Rook)
    );
    assert!(matches!(
        all[2].problem.conditions[..],
        [ref c] if c.options::<ImitatorOptions>().is_some_and(|o| !o.promotion)
    ));
    // Dropped by the next condition twin, and `condition imitator` alone then brings back the
    // diagram's squares, as before.
    assert!(imitators(&all[3]).is_empty());
    assert_eq!(
        imitators(&all[4]),
        [
            (sq("c4"), TokenColour::Neutral),
            (sq("d5"), TokenColour::Neutral)
        ]
    );
    // Squares set by a twin turn with the board like the others: h1 (emptied by the rook's
    // move in b)) goes to h8, and the description lists the Imitator where it ends.
    assert_eq!(imitators(&all[5]), [(sq("h8"), TokenColour::Neutral)]);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn a_condition_twin_may_bring_imitators_to_a_diagram_without_them() {
    let all = twins(&with_twins("twin condition imitator d4e4 nohurdle"));
    assert_eq!(all[1].description.english(), "Imitator d4 e4  NoHurdle");
    assert_eq!(
        imitators(&all[1]),
        [
            (sq("d4"), TokenColour::Neutral),
            (sq("e4"), TokenColour::Neutral)
        ]
    );
    assert!(all[0].problem.position.tokens().is_empty());
    assert!(all[0].problem.conditions.is_empty());
    check_hash(&all[1]);
}

#[test]
fn imitator_squares_of_a_twin_must_be_usable() {
    // On a piece, when set or after the twin's later commands.
    let e = twin_error(&with_twins("twin condition imitator d4 e1"));
    assert!(e.starts_with("twin b): condition imitator d4 e1: "), "{e}");
    assert!(e.contains("Imitator on e1") && e.contains("wKe1"), "{e}");
    let e = twin_error(&with_twins("twin condition imitator d4 move d2 d4"));
    assert!(e.starts_with("twin b): "), "{e}");
    assert!(e.contains("Imitator on d4"), "{e}");
    // Commands the reader never gives, built directly.
    let mut problem = parse_popeye(&with_twins("")).unwrap().remove(0);
    let imitator = Condition::new(ImitatorOptions {
        promotion: true,
        no_hurdle: false,
        hurdle_at_departure: true,
    });
    let neutral = |names: &[&str]| -> Vec<(Square, TokenColour)> {
        names
            .iter()
            .map(|n| (sq(n), TokenColour::Neutral))
            .collect()
    };
    let cases: Vec<(Vec<TwinCommand>, &str)> = vec![
        (
            vec![TwinCommand::Tokens(neutral(&["d4"]))],
            "squares in a twin must follow the condition that owns them",
        ),
        (
            vec![
                TwinCommand::Condition(vec![imitator.clone()]),
                TwinCommand::Tokens(neutral(&["d4"])),
                TwinCommand::Move(sq("b1"), sq("b2")),
                TwinCommand::Tokens(neutral(&["e4"])),
            ],
            "squares in a twin must follow the condition that owns them",
        ),
        (
            vec![
                TwinCommand::Condition(Vec::new()),
                TwinCommand::Tokens(neutral(&["d4"])),
            ],
            "squares in a twin must follow the condition that owns them",
        ),
        (
            vec![
                TwinCommand::Condition(vec![imitator.clone()]),
                TwinCommand::Tokens(Vec::new()),
            ],
            "no Imitator squares",
        ),
        (
            vec![
                TwinCommand::Condition(vec![imitator.clone()]),
                TwinCommand::Tokens(neutral(&["d4", "e4", "d4"])),
            ],
            "two Imitators on d4",
        ),
        (
            vec![
                TwinCommand::Condition(vec![imitator.clone()]),
                TwinCommand::Tokens(vec![(Square::new(8, 3), TokenColour::Neutral)]),
            ],
            "i4 is outside the 8x8 board",
        ),
        (
            vec![
                TwinCommand::Condition(vec![imitator.clone()]),
                TwinCommand::Tokens(neutral(&[
                    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4",
                ])),
            ],
            "too many Imitators (at most 8)",
        ),
    ];
    for (commands, expected) in cases {
        problem.twins = vec![Twin {
            line: Default::default(),
            continued: false,
            commands: commands.clone(),
        }];
        let e = twin_problems(&problem).expect_err(expected);
        assert_eq!(e.label, "b)");
        assert!(e.message.contains(expected), "{commands:?}: {e}");
    }
    // Eight are allowed.
    problem.twins = vec![Twin {
        line: Default::default(),
        continued: false,
        commands: vec![
            TwinCommand::Condition(vec![imitator.clone()]),
            TwinCommand::Tokens(neutral(&["a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"])),
        ],
    }];
    let all = twin_problems(&problem).unwrap();
    assert_eq!(all[1].problem.position.tokens().len(), 8);
}

#[test]
fn errors_name_the_twin_and_the_cause() {
    let cases = [
        (
            "twin move a5 a6",
            "twin b): move a5 a6: nothing stands on a5",
        ),
        ("twin remove h8", "twin b): remove h8: nothing stands on h8"),
        (
            "twin exchange e1 e4",
            "twin b): exchange e1 e4: nothing stands on e4",
        ),
        (
            "twin move a1 a1",
            "twin b): move a1 a1: the two squares are the same",
        ),
        ("twin add white kh5", "twin b): white has two kings"),
        ("twin move d2 d8", "twin b): white pawn on d8"),
        (
            "twin remove a1\ntwin cont remove a1",
            "twin +c): remove a1: nothing stands on a1",
        ),
    ];
    for (lines, expected) in cases {
        let e = twin_error(&with_twins(lines));
        assert!(e.starts_with(expected), "{lines}: {e}");
    }
    // An Imitator may not end up under a piece.
    let e = twin_error(
        "begin\nstipulation #2\npieces white ke1 rh1 black ke8\ncondition imitator c4\ntwin move h1 c4\nend\n",
    );
    assert!(e.contains("Imitator on c4"), "{e}");
    // A twin cannot bring Tokens from nowhere.
    let e = twin_error(&with_twins("twin condition imitator"));
    assert!(e.starts_with("twin b): "), "{e}");
}

#[test]
fn castling_follows_the_array_and_nocastling_stays_in_force() {
    let lines = "twin move a1 a2\ntwin cont move a2 a1";
    let plain = twins(&with_twins(lines));
    let queenside = |t: &TwinProblem| {
        t.problem
            .position
            .castling()
            .rook_unmoved(Side::White, false)
    };
    assert!(queenside(&plain[0]));
    assert!(!queenside(&plain[1]));
    assert!(queenside(&plain[2]));
    let text = format!(
        "begin\nstipulation #2\npieces white ke1 ra1 rh1 black ke8\noption nocastling a1\n{lines}\nend\n"
    );
    let restricted = twins(&text);
    assert!(!queenside(&restricted[0]));
    assert!(!queenside(&restricted[2]));
    let kingside = restricted[2]
        .problem
        .position
        .castling()
        .rook_unmoved(Side::White, true);
    assert!(kingside);
}

#[test]
fn en_passant_follows_a_files_mirror_and_is_dropped_otherwise() {
    let text = "begin
stipulation #2
pieces white ke1 pe5 black ke8 pd5
option enpassant d7d6d5
twin mirror a1<-->h1
twin rotate 180
end
";
    let all = twins(text);
    let ep = |i: usize| {
        all[i]
            .problem
            .position
            .en_passant()
            .map(|e| (e.target, e.victim))
    };
    assert_eq!(ep(0), Some((sq("d6"), sq("d5"))));
    assert_eq!(ep(1), Some((sq("e6"), sq("e5"))));
    assert_eq!(ep(2), None);
    for t in &all {
        check_hash(t);
    }
}

#[test]
fn a_moved_piece_shows_its_attributes() {
    // Popeye (BEISPIEL/pieces #32): `b) whnGh8-->h1` for a half-neutral grasshopper.
    let all = twins(
        "begin\npieces white ke1 white halfneutral gh8 black ke8\nstipulation #2\ntwin move h8 h1\nend\n",
    );
    assert_eq!(all[1].description.english(), "whnGh8-->h1");
}
