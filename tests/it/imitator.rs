//! Imitator chess: the worked examples IMI-1 … IMI-12 of RULES.md §1.9, and the options.

use crate::common::{moves, moves_marked, play, position, sorted};
use feerie::conditions::ImitatorOptions;
use feerie::notation::move_text::{mark, move_text, Mark};
use feerie::rules::{legal_moves, Condition, Position, Ruleset, Side, Square, TokenColour};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A position with neutral Tokens on `imitators` (listing order kept).
fn with_imitators(pieces: &str, side: Side, imitators: &[&str]) -> Position {
    let mut pos = position(pieces, side);
    for i in imitators {
        pos.add_token(sq(i), TokenColour::Neutral);
    }
    pos
}

fn rules(pos: &Position, promotion: bool, no_hurdle: bool) -> Ruleset {
    Ruleset::new(
        pos,
        &[Condition::new(ImitatorOptions {
            promotion,
            no_hurdle,
            hurdle_at_departure: false,
        })],
    )
}

fn imitator_moves(pieces: &str, side: Side, imitators: &[&str]) -> Vec<String> {
    let pos = with_imitators(pieces, side, imitators);
    moves(&pos, &rules(&pos, false, false))
}

#[test]
fn imi_1_rook_through_the_imitator_square() {
    let got = imitator_moves("white kh1 ra1 black kh8", Side::White, &["a3"]);
    assert_eq!(
        got,
        sorted(&[
            "Ra1-a2[Ia4]",
            "Ra1-a3[Ia5]",
            "Ra1-a4[Ia6]",
            "Ra1-a5[Ia7]",
            "Ra1-a6[Ia8]",
            "Ra1-b1[Ib3]",
            "Ra1-c1[Ic3]",
            "Ra1-d1[Id3]",
            "Ra1-e1[Ie3]",
            "Ra1-f1[If3]",
            "Ra1-g1[Ig3]",
            "Kh1-h2[Ia4]",
        ])
    );
}

#[test]
fn imi_2_a_hopper_needs_a_hurdle_for_the_imitator() {
    let pieces = "white kh1 ga2 pa4 pd2 black kc5";
    let expected = [
        "Kh1-g2[Ib4]",
        "Kh1-g1[Ib3]",
        "Kh1-h2[Ic4]",
        "Ga2-a5[Ic6]",
        "d2-d3[Ic4]",
        "a4-a5[Ic4]",
    ];
    assert_eq!(
        imitator_moves(pieces, Side::White, &["c3"]),
        sorted(&expected)
    );
    // IMI-2b: with "no hurdle for Imitators", Ga2-e2 is added.
    let pos = with_imitators(pieces, Side::White, &["c3"]);
    let mut with_option = expected.to_vec();
    with_option.push("Ga2-e2[Ig3]");
    assert_eq!(moves(&pos, &rules(&pos, false, true)), sorted(&with_option));
}

#[test]
fn imi_3_pins_by_the_imitator_and_castling() {
    let pieces = "white ka5 sd4 black ke8 ra8 rh8";
    let pos = with_imitators(pieces, Side::Black, &["a6"]);
    assert_eq!(
        moves_marked(&pos, &rules(&pos, false, false)),
        sorted(&[
            "Ra8-b8[Ib6]",
            "Ra8-c8[Ic6]",
            "Ra8-d8[Id6]",
            "0-0[Ia6]",
            "Ke8-f8[Ib6] +",
            "Ke8-f7[Ib5] +",
        ])
    );
    assert_eq!(
        imitator_moves(pieces, Side::White, &["a6"]),
        sorted(&[
            "Ka5-b4[Ib5]",
            "Ka5-b6[Ib7]",
            "Ka5-a4[Ia5]",
            "Ka5-a6[Ia7]",
            "Ka5-b5[Ib6]"
        ])
    );
}

#[test]
fn imi_4_no_capture_along_the_imitator_line() {
    let got = imitator_moves("white kh1 ra1 black kh8 sa5", Side::White, &["a3"]);
    assert_eq!(
        got,
        sorted(&[
            "Ra1-a2[Ia4]",
            "Ra1-b1[Ib3]",
            "Ra1-c1[Ic3]",
            "Ra1-d1[Id3]",
            "Ra1-e1[Ie3]",
            "Ra1-f1[If3]",
            "Ra1-g1[Ig3]",
            "Kh1-h2[Ia4]",
        ])
    );
}

#[test]
fn imi_5_en_passant_victim_blocks_the_imitator() {
    let setup = |imitator: &str| {
        let mut pos = with_imitators("white kh1 pe5 black kh8 pd5", Side::White, &[imitator]);
        pos.set_en_passant(Some(feerie::rules::EnPassant::new(sq("d6"), sq("d5"))));
        let rs = rules(&pos, false, false);
        moves(&pos, &rs)
    };
    assert_eq!(setup("e4"), sorted(&["Kh1-g1[Id4]", "e5-e6[Ie5]"]));
    assert_eq!(
        setup("c3"),
        sorted(&[
            "Kh1-g2[Ib4]",
            "Kh1-g1[Ib3]",
            "Kh1-h2[Ic4]",
            "e5-e6[Ic4]",
            "e5*d6 ep.[Ib4]"
        ])
    );
    assert_eq!(
        setup("d4"),
        sorted(&["Kh1-g2[Ic5]", "Kh1-g1[Ic4]", "e5*d6 ep.[Ic5]"])
    );
}

#[test]
fn imi_6_castling_paths() {
    // (Imitator, extra white piece, 0-0 text or None, 0-0-0 text or None)
    let table: &[(&str, &str, Option<&str>, Option<&str>)] = &[
        ("e3", "", Some("0-0[Ie3]"), Some("0-0-0[If3]")),
        ("e3", "pc3", Some("0-0[Ie3]"), None),
        ("e3", "pd3", Some("0-0[Ie3]"), None),
        ("e3", "pf3", None, None),
        ("e3", "pg3", None, Some("0-0-0[If3]")),
        ("e2", "", Some("0-0[Ie2]"), Some("0-0-0[If2]")),
        ("a4", "", Some("0-0[Ia4]"), None),
        ("b4", "", Some("0-0[Ib4]"), None),
        ("h4", "", None, None),
        ("b1", "", Some("0-0[Ib1]"), None),
        ("c1", "", Some("0-0[Ic1]"), None),
        ("d1", "", Some("0-0[Id1]"), None),
        ("f1", "", None, Some("0-0-0[Ig1]")),
        ("g1", "", None, None),
    ];
    for (imitator, extra, short, long) in table {
        // Black's king stands where it gives no check and takes no castling square.
        let black_king =
            if imitator.ends_with('1') || imitator.ends_with('2') || imitator.ends_with('3') {
                "kc7"
            } else {
                "ka8"
            };
        let pieces = format!("white ke1 ra1 rh1 {extra} black {black_king}");
        let got = imitator_moves(&pieces, Side::White, &[imitator]);
        let castlings: Vec<&String> = got.iter().filter(|m| m.starts_with("0-0")).collect();
        let mut expected: Vec<&str> = short.iter().chain(long.iter()).copied().collect();
        expected.sort();
        assert_eq!(castlings, expected, "Imitator {imitator}, extra {extra}");
    }
}

#[test]
fn imi_7_two_imitators_move_as_a_rigid_group() {
    let got = imitator_moves("white kd1 rd4 black kh8 pf5", Side::White, &["b6", "c6"]);
    assert_eq!(
        got,
        sorted(&[
            "Kd1-e2[Ic7,d7]",
            "Kd1-c2[Ia7,b7]",
            "Kd1-c1[Ia6,b6]",
            "Kd1-d2[Ib7,c7]",
            "Kd1-e1[Ic6,d6]",
            "Rd4-d2[Ib4,c4]",
            "Rd4-d3[Ib5,c5]",
            "Rd4-c4[Ia6,b6]",
            "Rd4-d6[Ib8,c8]",
            "Rd4-d5[Ib7,c7]",
            "Rd4-h4[If6,g6]",
            "Rd4-g4[Ie6,f6]",
            "Rd4-f4[Id6,e6]",
            "Rd4-e4[Ic6,d6]",
        ])
    );
}

#[test]
fn imitator_squares_are_printed_in_listing_order() {
    // RULES.md §1.8 / oracle README: `imitator d5e4` prints [Ic5,d4] for a step to the left.
    let pos = with_imitators("white kh1 black kh8", Side::White, &["d5", "e4"]);
    let got = moves(&pos, &rules(&pos, false, false));
    assert!(got.contains(&"Kh1-g1[Ic5,d4]".to_string()), "{got:?}");
}

#[test]
fn imi_8_promotion_with_and_without_promotion_into_an_imitator() {
    let pieces = "white kh1 pb7 black kh3 rc8";
    let pos = with_imitators(pieces, Side::White, &["e4"]);
    let without = sorted(&[
        "Kh1-g1[Id4]",
        "b7-b8[Ie5]=Q",
        "b7-b8[Ie5]=S",
        "b7-b8[Ie5]=R",
        "b7-b8[Ie5]=B",
        "b7*c8[If5]=Q",
        "b7*c8[If5]=S",
        "b7*c8[If5]=R",
        "b7*c8[If5]=B",
    ]);
    assert_eq!(moves(&pos, &rules(&pos, false, false)), without);
    let mut with: Vec<String> = without.clone();
    with.push("b7-b8[Ie5]=I".into());
    with.push("b7*c8[If5]=I".into());
    with.sort();
    assert_eq!(moves(&pos, &rules(&pos, true, false)), with);
}

#[test]
fn promotion_into_an_imitator_adds_one_that_follows_every_later_move() {
    let pos = with_imitators("white kh1 pb7 black ka3", Side::White, &["f6"]);
    let rs = rules(&pos, true, false);
    let after = play(&pos, &rs, "b7-b8[If7]=I");
    assert_eq!(after.tokens().len(), 2);
    assert!(after.piece_at(sq("b8")).is_none());
    // Both Tokens are listed after the next move, the new one last.
    assert!(moves(&after, &rs).contains(&"Ka3-a2[If6,b7]".to_string()));
}

#[test]
fn imi_9_adjacent_kings() {
    let pos = with_imitators("white kd4 black kd5", Side::White, &["h8"]);
    let rs = rules(&pos, false, false);
    // Black is not in check (Kd4*d5 would send the Imitator to h9), so the position is legal;
    // White is (Kd5*d4 sends it to h7) and has two ways out.
    let mut black = pos;
    black.set_side_to_move(Side::Black);
    assert!(!feerie::rules::side_in_check(&black, &rs));
    assert!(feerie::rules::side_in_check(&pos, &rs));
    assert_eq!(moves(&pos, &rs), sorted(&["Kd4-c3[Ig7]", "Kd4-d3[Ih7]"]));
}

#[test]
fn imi_10_double_step_is_two_unit_steps() {
    let got = imitator_moves("white kh1 pd2 pc4 black kh8", Side::White, &["c2"]);
    assert_eq!(
        got,
        sorted(&[
            "Kh1-g2[Ib3]",
            "Kh1-g1[Ib2]",
            "Kh1-h2[Ic3]",
            "d2-d3[Ic3]",
            "c4-c5[Ic3]"
        ])
    );
}

#[test]
fn imi_11_castling_mates() {
    let pos = with_imitators("white ke1 qe5 rh1 black kf3 pg4", Side::White, &["a4"]);
    let rs = rules(&pos, false, false);
    let mates: Vec<String> = legal_moves(&pos, &rs)
        .iter()
        .filter(|m| mark(&pos, m, &rs) == Mark::Mate)
        .map(|m| move_text(&pos, m))
        .collect();
    assert_eq!(mates, vec!["0-0[Ia4]"]);
}

#[test]
fn imi_12_hoppers_and_lame_leapers_without_kings() {
    let got = imitator_moves(
        "white ga3 pf3 black pa2 pb2 pa5 pb4 pc3 pf4 pf7 pg6 ph7 ph5",
        Side::White,
        &["f5"],
    );
    assert_eq!(got, sorted(&["Ga3-a6[If8]"]));
    let got = imitator_moves("white maa3 black pf3 ph3", Side::White, &["f2"]);
    assert_eq!(got, sorted(&["MAa3-c2[Ih1]"]));
}

#[test]
fn monochrome_imitators_follow_only_their_side() {
    // A white Imitator on a3 follows White's moves; a black one on h6 follows Black's and
    // stands as an obstacle for White's.
    let mut pos = position("white kh1 ra1 black ka8", Side::White);
    pos.add_token(sq("a3"), TokenColour::Of(Side::White));
    pos.add_token(sq("c1"), TokenColour::Of(Side::Black));
    let rs = rules(&pos, false, false);
    let got = moves(&pos, &rs);
    // The rook may not cross or stop on c1 (static black Imitator); the white Imitator
    // follows: a3 + rook vector (a3-a8 is blocked by the black king, king steps to the left
    // would send it off the board); the black one stays where it is.
    assert_eq!(
        got,
        sorted(&[
            "Ra1-a2[Ia4,c1]",
            "Ra1-a3[Ia5,c1]",
            "Ra1-a4[Ia6,c1]",
            "Ra1-a5[Ia7,c1]",
            "Ra1-b1[Ib3,c1]",
            "Kh1-h2[Ia4,c1]",
        ])
    );
    // Black's king moves are imitated by the black Imitator only.
    let mut black = pos;
    black.set_side_to_move(Side::Black);
    let got = moves(&black, &rs);
    assert!(got.contains(&"Ka8-b8[Ia3,d1]".to_string()), "{got:?}");
    assert!(
        !got.iter().any(|m| m.starts_with("Ka8-a7")),
        "c1 would go to c0: {got:?}"
    );
}

#[test]
fn monochrome_check_uses_the_attackers_imitators_only() {
    let check = |imitators: &[(&str, TokenColour)]| {
        let mut pos = position("white kh1 ra1 black ka8", Side::Black);
        for (s, c) in imitators {
            pos.add_token(sq(s), *c);
        }
        let rs = rules(&pos, false, false);
        feerie::rules::side_in_check(&pos, &rs)
    };
    let white = TokenColour::Of(Side::White);
    let black = TokenColour::Of(Side::Black);
    // Ra1*a8 sends a white Imitator c3 to c10: no check; from c1 it reaches c8: check.
    assert!(!check(&[("c3", white)]));
    assert!(check(&[("c1", white)]));
    // A black Imitator does not follow White's capture: no restriction, check ...
    assert!(check(&[("c3", black)]));
    // ... unless it stands on the rook's path, as a static obstacle.
    assert!(!check(&[("a4", black)]));
}

#[test]
fn option_i3_the_hoppers_departure_square_as_the_imitators_hurdle() {
    // Oracle record pub-imitator-0099-w: the grasshopper c5 hops over c3 to c2; the Imitator
    // c7 must hop over c5, the square the grasshopper leaves. Popeye allows it.
    let pos = with_imitators(
        "white kb6 qf4 nc3 gc5 pd6 black ke8 ra8 bb5",
        Side::White,
        &["c7"],
    );
    let with = |departure: bool| {
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(ImitatorOptions {
                promotion: false,
                no_hurdle: false,
                hurdle_at_departure: departure,
            })],
        );
        moves(&pos, &rs)
    };
    assert!(!with(false).contains(&"Gc5-c2[Ic4]".to_string()));
    assert!(with(true).contains(&"Gc5-c2[Ic4]".to_string()));
}

#[test]
fn no_hurdle_option_lets_the_imitator_jump_any_square() {
    // The grasshopper a1 hops over b2 to c3; the Imitator e1 would need a hurdle on f2.
    let pieces = "white ga1 black pb2 kh8";
    let pos = with_imitators(pieces, Side::White, &["e1"]);
    assert!(moves(&pos, &rules(&pos, false, false)).is_empty());
    assert_eq!(
        moves(&pos, &rules(&pos, false, true)),
        sorted(&["Ga1-c3[Ig3]"])
    );
    // With the option, an occupied hurdle square is jumped as well (f2 holds a pawn).
    let pos = with_imitators("white ga1 pf2 black pb2 kh8", Side::White, &["e1"]);
    let got = moves(&pos, &rules(&pos, false, true));
    assert!(got.contains(&"Ga1-c3[Ig3]".to_string()), "{got:?}");
}

#[test]
fn three_imitators_must_all_follow() {
    // A rook move is possible only as far as the most hindered Imitator can go.
    let pos = with_imitators(
        "white kh1 ra1 black kh8 pc6",
        Side::White,
        &["a3", "b4", "c2"],
    );
    let got = moves(&pos, &rules(&pos, false, false));
    let up: Vec<&String> = got.iter().filter(|m| m.starts_with("Ra1-a")).collect();
    // c2 goes up the c-file: c3, c4, c5 free, c6 holds a pawn: at most 3 steps.
    assert_eq!(
        up,
        vec![
            "Ra1-a2[Ia4,b5,c3]",
            "Ra1-a3[Ia5,b6,c4]",
            "Ra1-a4[Ia6,b7,c5]"
        ]
    );
}

/// Imitator squares in move text (moved from the notation's unit tests).
mod move_text_read_back {
    use feerie::notation::fen::parse_fen;
    use feerie::notation::move_text::{move_text, move_text_marked, parse_move, MoveTextError};
    use feerie::rules::{legal_moves, Condition, Position, Ruleset};

    /// Every legal move's text, plain and marked, reads back as that move.
    fn assert_round_trips(pos: &Position, rs: &Ruleset) {
        for mv in legal_moves(pos, rs) {
            for text in [move_text(pos, &mv), move_text_marked(pos, &mv, rs)] {
                assert_eq!(parse_move(pos, rs, &text), Ok(mv), "{text}");
            }
        }
    }

    fn error(pos: &Position, rs: &Ruleset, text: &str) -> MoveTextError {
        match parse_move(pos, rs, text) {
            Ok(mv) => panic!("'{text}' was read as {}", move_text(pos, &mv)),
            Err(e) => e,
        }
    }

    fn imitator_rules(pos: &Position) -> Ruleset {
        let options = feerie::conditions::ImitatorOptions {
            promotion: true,
            no_hurdle: false,
            hurdle_at_departure: false,
        };
        Ruleset::new(pos, &[Condition::new(options)])
    }

    #[test]
    fn imitators_as_popeye_prints_them() {
        // pub-imitator-0033-b of the Popeye oracle.
        let pos = parse_fen("4k2r/3q4/8/2P5/3pP3/3p4/8/R3K2R b KQk e3 0 1 imitators=e6").unwrap();
        let rs = imitator_rules(&pos);
        let popeye = [
            "0-0[Ie6]",
            "Ke8-d8[Id6]",
            "Ke8-e7[Ie5]",
            "Ke8-f7[If5]",
            "Ke8-f8[If6]",
            "Qd7-a4[Ib3]",
            "Qd7-a7[Ib6]",
            "Qd7-b5[Ic4]",
            "Qd7-b7[Ic6]",
            "Qd7-c6[Id5]",
            "Qd7-c7[Id6]",
            "Qd7-c8[Id7]",
            "Qd7-d6[Ie5]",
            "Qd7-d8[Ie7]",
            "Qd7-e6[If5]",
            "Qd7-e7[If6]",
            "Qd7-f5[Ig4]",
            "Qd7-f7[Ig6]",
            "Qd7-g4[Ih3]",
            "Qd7-g7[Ih6]",
            "Rh8-f8[Ic6]",
            "Rh8-g8[Id6]",
            "Rh8-h7[Ie5]",
            "d3-d2[Ie5] +",
            "d4*e3 ep.[If5]",
        ];
        for text in popeye {
            let mv = parse_move(&pos, &rs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(move_text_marked(&pos, &mv, &rs), text);
        }
        assert_eq!(legal_moves(&pos, &rs).len(), popeye.len());
        assert_round_trips(&pos, &rs);
        let e = error(&pos, &rs, "Ke8-d8[Ie6]");
        assert_eq!(e.column, 7);
        assert!(e.message.contains("[Id6]"), "{e}");
        assert_eq!(error(&pos, &rs, "Ke8-d8[Id6").column, 11);
    }
}

/// The Imitators follow every square of a move's path; of the custom walks they copy those
/// Popeye copies (issue 22: the leaper-, equi- and counting hoppers, the equistoppers) and
/// refuse the rest, in Popeye's words where Popeye refuses them too.
#[test]
fn imitator_refuses_the_custom_walks_popeye_refuses() {
    let problem = |pieces: &str| {
        feerie::notation::popeye::parse_popeye(&format!(
            "begin\npieces white ke1 {pieces} black ke8\nstip ~1\nend\n"
        ))
        .expect("reads")
        .remove(0)
        .position
    };
    let imitator = Condition::new(ImitatorOptions::default());
    let refusal = imitator
        .refuses(&problem("rod4"))
        .expect("the rose is refused");
    assert!(refusal.contains("rose on d4"), "{refusal}");
    assert!(
        refusal.contains("Popeye: conditions too fairy for imitator"),
        "{refusal}"
    );
    assert!(imitator.refuses(&problem("ld4")).is_some(), "the locust");
    assert_eq!(
        imitator.refuses(&problem("gd4 nd5")),
        None,
        "grasshopper, nightrider"
    );
    assert_eq!(
        imitator.refuses(&problem("khd4 kpd5 eqd6 ord7 nob4 g2b5 g3b6 qeb7 qfb8")),
        None,
        "the hoppers Popeye copies"
    );
    assert_eq!(
        imitator.refuses(&problem("mc4 eac5 swc6 rmc7 reg4 rwg5 bmg6 beg7 bwh4")),
        None,
        "the angle hoppers"
    );
}

/// Imitators with the custom-walk hoppers Popeye lets them copy (the angle hoppers' checks
/// as Popeye tests them): Popeye's move lists, checks marked, for random positions where the
/// first Imitator often finds the hurdles it needs (tests/data/generate-imitator-fairy-moves.py).
#[test]
fn imitated_custom_hoppers_move_as_in_popeye() {
    crate::common::oracle::check_move_records(
        include_str!("../data/imitator-fairy-moves.jsonl"),
        400,
        true,
    );
}

/// Random #2 and h#2 problems with an Imitator and a custom-walk hopper that takes part in
/// the solution (tests/data/imitator-fairy-solutions, generate-imitator-fairy-solutions.py):
/// feerie's solution lines are Popeye's.
#[test]
fn imitated_custom_hoppers_solve_as_in_popeye() {
    use crate::common::oracle::{solution_lines, solved_text};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/imitator-fairy-solutions");
    let names = std::fs::read_to_string(dir.join("list.txt")).expect("list");
    let mut failures = Vec::new();
    let mut seen = 0;
    for name in names.lines().filter(|l| !l.trim().is_empty()) {
        seen += 1;
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).expect("input");
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        let problems = feerie::notation::popeye::parse_popeye(&input).expect("input reads");
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"));
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(seen, 28);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
