//! Dynamo chess: the worked examples DYN-* of RULES.md §5.10, one test per option of §5.9,
//! notation round trips, perft and a solving test.

use crate::common;
use crate::common::{moves, position, sorted};
use feerie::conditions::DynamoOptions;
use feerie::notation::move_text::{move_text, parse_move};
use feerie::rules::perft::perft;
use feerie::rules::{
    legal_moves, side_in_check, Condition, EnPassant, Move, Position, Ruleset, Side, Square,
};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn rules(pos: &Position) -> Ruleset {
    rules_with(pos, DynamoOptions::default())
}

fn rules_with(pos: &Position, o: DynamoOptions) -> Ruleset {
    Ruleset::new(pos, &[Condition::new(o)])
}

/// Texts of the legal moves of the piece on `from`.
fn moves_of(pos: &Position, rs: &Ruleset, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .filter(|m| m.from == sq(from))
        .map(|m| move_text(pos, m))
        .collect();
    v.sort();
    v
}

/// Number of different positions the moves lead to.
fn positions(pos: &Position, rs: &Ruleset, list: &[Move]) -> usize {
    let mut keys: Vec<u64> = list.iter().map(|m| pos.play(m, rs).hash()).collect();
    keys.sort();
    keys.dedup();
    keys.len()
}

#[test]
fn dyn_init_counts() {
    let pos = Position::initial();
    let rs = rules(&pos);
    let list = legal_moves(&pos, &rs);
    for (from, n) in [
        ("d1", 48),
        ("c1", 33),
        ("f1", 33),
        ("a1", 20),
        ("h1", 20),
        ("b1", 10),
        ("g1", 10),
        ("e1", 6),
        ("e2", 2),
    ] {
        assert_eq!(
            moves_of(&pos, &rs, from).len(),
            n,
            "{from}: {:?}",
            moves_of(&pos, &rs, from)
        );
    }
    assert_eq!(list.len(), 196);
    assert_eq!(positions(&pos, &rs, &list), 168);
}

fn horizontal(m: &Move) -> bool {
    use feerie::rules::{Destination, Special};
    let active = match m.special {
        Special::Exit { dir } => dir.1 == 0,
        _ => m.to.rank() == m.from.rank(),
    };
    active
        && m.passive.is_none_or(|p| match p.to {
            Destination::Square(s) => s.rank() == p.from.rank(),
            Destination::Off(d) => d.1 == 0,
        })
}

#[test]
fn dyn_l_queen_and_knight_on_the_sixth_rank() {
    let expected = sorted(&[
        // One operation (9).
        "Qc6-d6",
        "Qc6-b6",
        "Qc6-a6",
        "Qc6-OUT(W)",
        "Qc6 (Se6-f6)",
        "Qc6 (Se6-g6)",
        "Qc6 (Se6-h6)",
        "Qc6 (Se6-OUT(E))",
        "Qc6 (Se6-d6)",
        // Push, then the queen follows (15).
        "Qc6-d6 (Se6-f6)",
        "Qc6-e6 (Se6-f6)",
        "Qc6-d6 (Se6-g6)",
        "Qc6-e6 (Se6-g6)",
        "Qc6-f6 (Se6-g6)",
        "Qc6-d6 (Se6-h6)",
        "Qc6-e6 (Se6-h6)",
        "Qc6-f6 (Se6-h6)",
        "Qc6-g6 (Se6-h6)",
        "Qc6-d6 (Se6-OUT(E))",
        "Qc6-e6 (Se6-OUT(E))",
        "Qc6-f6 (Se6-OUT(E))",
        "Qc6-g6 (Se6-OUT(E))",
        "Qc6-h6 (Se6-OUT(E))",
        "Qc6-OUT(E) (Se6-OUT(E))",
        // The queen moves away, then pulls (10).
        "Qc6-b6 (Se6-d6)",
        "Qc6-b6 (Se6-c6)",
        "Qc6-a6 (Se6-d6)",
        "Qc6-a6 (Se6-c6)",
        "Qc6-a6 (Se6-b6)",
        "Qc6-OUT(W) (Se6-d6)",
        "Qc6-OUT(W) (Se6-c6)",
        "Qc6-OUT(W) (Se6-b6)",
        "Qc6-OUT(W) (Se6-a6)",
        "Qc6-OUT(W) (Se6-OUT(W))",
    ]);
    assert_eq!(expected.len(), 34);
    // The seed: a black knight gives the same 34.
    for pieces in ["white qc6 se6", "white qc6 black se6"] {
        let pos = position(pieces, Side::White);
        let rs = rules(&pos);
        let list: Vec<Move> = legal_moves(&pos, &rs)
            .into_iter()
            .filter(|m| m.from == sq("c6") && horizontal(m))
            .collect();
        let mut texts: Vec<String> = list.iter().map(|m| move_text(&pos, m)).collect();
        texts.sort();
        assert_eq!(texts, expected, "{pieces}");
        assert_eq!(positions(&pos, &rs, &list), 33);
    }
}

#[test]
fn dyn_c_to_k_rook_and_knight() {
    let pos = position("white ra4 black sa6", Side::White);
    let rs = rules(&pos);
    let list = legal_moves(&pos, &rs);
    let rook: Vec<Move> = list
        .iter()
        .copied()
        .filter(|m| m.from == sq("a4"))
        .collect();
    let texts = moves_of(&pos, &rs, "a4");
    let expected = sorted(&[
        "Ra4-b4",
        "Ra4-c4",
        "Ra4-d4",
        "Ra4-e4",
        "Ra4-f4",
        "Ra4-g4",
        "Ra4-h4",
        "Ra4-OUT(E)",
        "Ra4-OUT(W)",
        "Ra4-OUT(S)",
        "Ra4-a5",
        "Ra4-a3",
        "Ra4-a2",
        "Ra4-a1",
        // Pushes with the rook standing still [S].
        "Ra4 (Sa6-a7)",
        "Ra4 (Sa6-a8)",
        "Ra4 (Sa6-OUT(N))",
        // Push and follow.
        "Ra4-a5 (Sa6-a7)",
        "Ra4-a6 (Sa6-a7)",
        "Ra4-a5 (Sa6-a8)",
        "Ra4-a6 (Sa6-a8)",
        "Ra4-a7 (Sa6-a8)",
        "Ra4-a5 (Sa6-OUT(N))",
        "Ra4-a6 (Sa6-OUT(N))",
        "Ra4-a7 (Sa6-OUT(N))",
        "Ra4-a8 (Sa6-OUT(N))",
        "Ra4-OUT(N) (Sa6-OUT(N))",
        // Pull with the rook standing still [S].
        "Ra4 (Sa6-a5)",
        // The rook moves away, then pulls.
        "Ra4-a3 (Sa6-a5)",
        "Ra4-a3 (Sa6-a4)",
        "Ra4-a2 (Sa6-a5)",
        "Ra4-a2 (Sa6-a4)",
        "Ra4-a2 (Sa6-a3)",
        "Ra4-a1 (Sa6-a5)",
        "Ra4-a1 (Sa6-a4)",
        "Ra4-a1 (Sa6-a3)",
        "Ra4-a1 (Sa6-a2)",
        "Ra4-OUT(S) (Sa6-a5)",
        "Ra4-OUT(S) (Sa6-a4)",
        "Ra4-OUT(S) (Sa6-a3)",
        "Ra4-OUT(S) (Sa6-a2)",
        "Ra4-OUT(S) (Sa6-a1)",
        "Ra4-OUT(S) (Sa6-OUT(S))",
    ]);
    assert_eq!(expected.len(), 43);
    assert_eq!(texts, expected);
    assert_eq!(positions(&pos, &rs, &rook), 40);
    // Any piece on a7 stops every push [S].
    let blocked = position("white ra4 pa7 black sa6", Side::White);
    let rs = rules(&blocked);
    let pushes: Vec<String> = moves_of(&blocked, &rs, "a4")
        .into_iter()
        .filter(|t| t.starts_with("Ra4 (") && !t.ends_with("a5)"))
        .collect();
    assert!(pushes.is_empty(), "{pushes:?}");
}

#[test]
fn dyn_b_bishop_exits_four_ways() {
    let pos = position("white bd5", Side::White);
    let rs = rules(&pos);
    let list = legal_moves(&pos, &rs);
    assert_eq!(list.len(), 17);
    let exits: Vec<String> = moves(&pos, &rs)
        .into_iter()
        .filter(|t| t.contains("OUT"))
        .collect();
    assert_eq!(
        exits,
        sorted(&["Bd5-OUT(NE)", "Bd5-OUT(NW)", "Bd5-OUT(SE)", "Bd5-OUT(SW)"])
    );
    assert_eq!(positions(&pos, &rs, &list), 14);
    // Four blockers remove the plain exits. (The bishop can still leave the board together
    // with a blocker it pushes off: `Bd5-OUT(NE) (Pe6-OUT(NE))`.)
    let walled = position("white bd5 pc6e6c4e4", Side::White);
    let rs = rules(&walled);
    let exits: Vec<String> = moves_of(&walled, &rs, "d5")
        .into_iter()
        .filter(|t| t.starts_with("Bd5-OUT"))
        .collect();
    assert_eq!(
        exits,
        sorted(&[
            "Bd5-OUT(NE) (Pe6-OUT(NE))",
            "Bd5-OUT(NW) (Pc6-OUT(NW))",
            "Bd5-OUT(SE) (Pe4-OUT(SE))",
            "Bd5-OUT(SW) (Pc4-OUT(SW))",
        ])
    );
}

#[test]
fn dyn_n_pawn_pushes() {
    let pos = position("white pb5 sb6 black rc6", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves_of(&pos, &rs, "b5"),
        sorted(&[
            "b5 (Sb6-b7)",
            "b5-b6 (Sb6-b7)",
            "b5 (Rc6-d7)",
            "b5-c6 (Rc6-d7)"
        ])
    );
    let pos = position("white pb5 sb6 black ra6", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves_of(&pos, &rs, "b5"),
        sorted(&[
            "b5 (Sb6-b7)",
            "b5-b6 (Sb6-b7)",
            "b5 (Ra6-OUT(NW))",
            "b5-a6 (Ra6-OUT(NW))"
        ])
    );
}

#[test]
fn dyn_p_q_r_pawns_with_the_double_step() {
    let pos = position("white pc2 sc4 pg2 sg3", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves_of(&pos, &rs, "c2"),
        sorted(&[
            "c2-c3",
            "c2 (Sc4-c5)",
            "c2-c3 (Sc4-c5)",
            "c2-c4 (Sc4-c5)",
            "c2 (Sc4-c6)",
            "c2-c3 (Sc4-c6)",
            "c2-c4 (Sc4-c6)",
        ])
    );
    assert_eq!(
        moves_of(&pos, &rs, "g2"),
        sorted(&[
            "g2 (Sg3-g4)",
            "g2-g3 (Sg3-g4)",
            "g2 (Sg3-g5)",
            "g2-g3 (Sg3-g5)",
            "g2-g4 (Sg3-g5)",
        ])
    );
    // The other reconstruction of diagram Q: 5 pushes of the knight, 2 of the enemy piece.
    let pos = position("white pc2 sc3 black sb3", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves_of(&pos, &rs, "c2").len(), 7);
}

/// W Kh1 Pb5; B Kh8 Pa7, Black to move: a7-a5 leaves the edge e.p. push.
fn ep_position() -> Position {
    position("white kh1 pb5 black kh8 pa7", Side::Black)
}

#[test]
fn dyn_ep_edge_push() {
    let before = ep_position();
    let rs = rules(&before);
    let pos = common::play(&before, &rs, "a7-a5");
    assert_eq!(pos.en_passant(), Some(EnPassant::new(sq("a6"), sq("a5"))));
    assert_eq!(
        moves_of(&pos, &rs, "b5"),
        sorted(&["b5-b6", "b5 (Pa5-OUT(NW))", "b5-a6 (Pa5-OUT(NW))"])
    );
    // No such push without the double step, nor in mid-board.
    let after_single = common::play(&common::play(&before, &rs, "a7-a6"), &rs, "Kh1-g1");
    let after_single = common::play(&after_single, &rs, "a6-a5");
    assert_eq!(after_single.en_passant(), None);
    let mid = position("white kh1 pd5 black kh8 pc7", Side::Black);
    let mid = common::play(&mid, &rules(&mid), "c7-c5");
    assert_eq!(mid.en_passant(), None);
}

#[test]
fn dyn_check_table() {
    // (pieces, side to move, in check, legal moves)
    let table: &[(&str, Side, bool, usize)] = &[
        ("white kd4 pf4 black ra4 kh8", Side::White, true, 6),
        ("white ke4 black ke5", Side::White, false, 10),
        ("white ka1 black kb2", Side::White, true, 2),
        ("white ka1 black kb2", Side::Black, false, 8),
        ("white ka1 black sc2 kh8", Side::White, true, 3),
        ("white ka1 black sc3 kh8", Side::White, false, 1),
        ("black kh8 white pg7 ke1", Side::Black, true, 4),
        ("black kg8 white pf7 ke1", Side::Black, true, 6),
        ("black ka8 white rh8 rh7 ke1", Side::Black, true, 0),
        ("black kd5 white rd1 ka1", Side::Black, true, 6),
        ("black kd5 pd7 white rd1 ka1", Side::Black, true, 6),
        ("black kd5 pd7 white rd2 pd1 ka1", Side::Black, false, 15),
    ];
    for &(pieces, side, check, n) in table {
        let pos = position(pieces, side);
        let rs = rules(&pos);
        assert_eq!(side_in_check(&pos, &rs), check, "{pieces} {side:?}");
        assert_eq!(
            legal_moves(&pos, &rs).len(),
            n,
            "{pieces} {side:?}: {:?}",
            moves(&pos, &rs)
        );
    }
    // W Ka1, B Kb2: the two answers push the black king away.
    let pos = position("white ka1 black kb2", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves(&pos, &rs),
        sorted(&["Ka1 (Kb2-c3)", "Ka1-b2 (Kb2-c3)"])
    );
}

// ----- the options of RULES.md §5.9, one test each -----

fn with(f: impl Fn(&mut DynamoOptions)) -> DynamoOptions {
    let mut o = DynamoOptions::default();
    f(&mut o);
    o
}

#[test]
fn option_d1_equal_distances() {
    let pos = position("white qc6 se6", Side::White);
    let rs = rules_with(&pos, with(|o| o.equal_distances = true));
    let mut texts: Vec<String> = legal_moves(&pos, &rs)
        .into_iter()
        .filter(|m| m.from == sq("c6") && horizontal(m))
        .map(|m| move_text(&pos, &m))
        .collect();
    texts.sort();
    // The nine moves of one operation, pushes followed as far as the knight went, pulls
    // landing the knight on c6 (the queen's departure).
    assert_eq!(
        texts,
        sorted(&[
            "Qc6-d6",
            "Qc6-b6",
            "Qc6-a6",
            "Qc6-OUT(W)",
            "Qc6 (Se6-f6)",
            "Qc6 (Se6-g6)",
            "Qc6 (Se6-h6)",
            "Qc6 (Se6-OUT(E))",
            "Qc6 (Se6-d6)",
            "Qc6-d6 (Se6-f6)",
            "Qc6-e6 (Se6-g6)",
            "Qc6-f6 (Se6-h6)",
            "Qc6-OUT(E) (Se6-OUT(E))",
            "Qc6-b6 (Se6-c6)",
            "Qc6-a6 (Se6-c6)",
            "Qc6-OUT(W) (Se6-c6)",
        ])
    );
}

#[test]
fn option_d2_ep_push_stays() {
    let before = ep_position();
    let rs = rules_with(&before, with(|o| o.ep_push_stays = true));
    let pos = common::play(&before, &rs, "a7-a5");
    assert_eq!(
        moves_of(&pos, &rs, "b5"),
        sorted(&["b5-b6", "b5 (Pa5-OUT(NW))"])
    );
}

#[test]
fn option_d3_passive_promotion() {
    // A passive pawn reaching its last rank promotes, the mover choosing; a black pawn pushed
    // by White onto rank 1 becomes a black piece.
    let pos = position("white kd4 ra2 rh4 pa7 black ke8 ph2", Side::White);
    let count = |rs: &Ruleset, prefix: &str| {
        let mut v: Vec<String> = legal_moves(&pos, rs)
            .iter()
            .map(|m| move_text(&pos, m))
            .filter(|t| t.starts_with(prefix))
            .collect();
        v.sort();
        v
    };
    let rs = rules(&pos);
    assert_eq!(
        count(&rs, "Ra2 (Pa7-a8"),
        sorted(&[
            "Ra2 (Pa7-a8=Q)",
            "Ra2 (Pa7-a8=R)",
            "Ra2 (Pa7-a8=B)",
            "Ra2 (Pa7-a8=S)"
        ])
    );
    let after = common::play(&pos, &rs, "Rh4 (Ph2-h1=R)");
    assert_eq!(
        after.piece_at(sq("h1")).map(|p| (p.colour(), p.kind())),
        Some((feerie::rules::Colour::Black, feerie::rules::PieceKind::Rook))
    );
    let rs = rules_with(&pos, with(|o| o.passive_promotion_queen = true));
    assert_eq!(count(&rs, "Ra2 (Pa7-a8"), sorted(&["Ra2 (Pa7-a8=Q)"]));
    assert_eq!(count(&rs, "Rh4 (Ph2-h1"), sorted(&["Rh4 (Ph2-h1=Q)"]));
}

#[test]
fn option_d4_castling_after_passive_displacement() {
    // Black pulls the h1 rook to h2 and pushes it back; a2-a3 waits in between.
    let line = ["Rh5 (Rh1-h2)", "a2-a3", "Rh5 (Rh2-h1)"];
    let start = position("white ke1 rh1 pa2 black ka8 rh5", Side::Black);
    for (kept, castles) in [(false, false), (true, true)] {
        let rs = rules_with(&start, with(|o| o.castling_kept_when_displaced = kept));
        let mut pos = start;
        for (i, text) in line.iter().enumerate() {
            pos = common::play(&pos, &rs, text);
            if i == 0 {
                assert_eq!(pos.castling().rook_unmoved(Side::White, true), kept);
            }
        }
        assert_eq!(
            moves(&pos, &rs).contains(&"0-0".to_string()),
            castles,
            "kept {kept}"
        );
    }
    // Being the active piece without moving keeps the right [S].
    let pos = position("white ke1 rh1 ph3 black ka8", Side::White);
    let rs = rules(&pos);
    let after = common::play(&pos, &rs, "Rh1 (Ph3-h4)");
    assert!(after.castling().rook_unmoved(Side::White, true));
    let after = common::play(&pos, &rs, "Rh1-h2 (Ph3-h4)");
    assert!(!after.castling().rook_unmoved(Side::White, true));
}

#[test]
fn option_d5_merge_exits() {
    let o = with(|o| o.merge_exits = true);
    let pos = position("white bd5", Side::White);
    assert_eq!(legal_moves(&pos, &rules_with(&pos, o)).len(), 14);
    // Rook a4, knight a6: 43 moves, 40 positions; merged, one move per position.
    let pos = position("white ra4 black sa6", Side::White);
    assert_eq!(legal_moves(&pos, &rules_with(&pos, o)).len(), 40);
}

#[test]
fn option_d6_no_exit_pull() {
    let pos = Position::initial();
    assert!(moves_of(&pos, &rules(&pos), "b1").contains(&"Sb1-OUT(-2,-1) (Pd2-b1)".to_string()));
    let rs = rules_with(&pos, with(|o| o.no_exit_pull = true));
    assert_eq!(moves_of(&pos, &rs, "b1").len(), 9);
    // Riders still leave and pull (diagram L needs it).
    assert_eq!(moves_of(&pos, &rs, "a1").len(), 20);
}

#[test]
fn option_d8_which_double_steps() {
    // a7 pushes its knight from a6 to a4 and advances two squares itself.
    let start = position("white kh1 pb5 black kh8 pa7 sa6", Side::Black);
    for (plain_only, pushes) in [(false, 2), (true, 0)] {
        let rs = rules_with(&start, with(|o| o.ep_plain_double_step_only = plain_only));
        let pos = common::play(&start, &rs, "a7-a5 (Sa6-a4)");
        let edge: Vec<String> = moves_of(&pos, &rs, "b5")
            .into_iter()
            .filter(|t| t.contains("Pa5-OUT"))
            .collect();
        assert_eq!(edge.len(), pushes, "{edge:?}");
    }
}

// ----- notation, perft, input formats, solving -----

#[test]
fn move_texts_read_back() {
    for pos in [
        Position::initial(),
        position("white qc6 se6", Side::White),
        position("white ka1 ra2 rh4 pa7 black kh8 ph2", Side::White),
    ] {
        let rs = rules(&pos);
        for mv in legal_moves(&pos, &rs) {
            let text = move_text(&pos, &mv);
            assert_eq!(parse_move(&pos, &rs, &text), Ok(mv), "{text}");
        }
    }
    let pos = position("white qc6 se6", Side::White);
    let rs = rules(&pos);
    // RULES.md §5.8's examples, in Popeye's letters.
    for text in [
        "Qc6-OUT(E) (Se6-OUT(E))",
        "Qc6-OUT(W) (Se6-OUT(W))",
        "Qc6 (Se6-f6)",
        "Qc6-g6 (Se6-h6)",
    ] {
        let mv = parse_move(&pos, &rs, text).unwrap();
        assert_eq!(move_text(&pos, &mv), text);
    }
    // Without its parentheses a text names the move without a passive piece.
    let plain = parse_move(&pos, &rs, "Qc6-d6").unwrap();
    assert!(plain.passive.is_none());
    assert!(parse_move(&pos, &rs, "Qc6-OUT(X)").is_err());
    assert!(parse_move(&pos, &rs, "Qc6 (Se6-e8)").is_err());
}

#[test]
fn perft_of_the_initial_position() {
    // perft(3) agrees with an independent reference written from RULES.md §5 alone (a Python
    // script, not kept: it counts 196 / 36903 / 6451142 too).
    let pos = Position::initial();
    let rs = rules(&pos);
    assert_eq!(perft(&pos, &rs, 1), 196);
    assert_eq!(perft(&pos, &rs, 2), 36_903);
    assert_eq!(perft(&pos, &rs, 3), 6_451_142);
}

#[test]
fn popeye_input_and_output() {
    use feerie::notation::popeye::{parse_popeye, write_popeye};
    let text = "begin\npieces white ke1 rg1 rh7 black ka8\nstipulation #1\n\
                condition dynamo MergeExits no_exit_pull\nend\n";
    let problems = parse_popeye(text).unwrap();
    let expected = with(|o| {
        o.merge_exits = true;
        o.no_exit_pull = true;
    });
    assert_eq!(problems[0].conditions, vec![Condition::new(expected)]);
    let written = write_popeye(&problems[0]);
    assert!(
        written.contains("dynamo merge_exits no_exit_pull"),
        "{written}"
    );
    assert_eq!(
        parse_popeye(&written).unwrap()[0].conditions,
        problems[0].conditions
    );
    // Dynamo combines with no other condition: the file opens with Dynamo kept, and the
    // solver names it.
    let kept = "begin\npieces white ke1\nstipulation #1\ncondition dynamo imitator a1\nend\n";
    let p = &parse_popeye(kept).unwrap()[0];
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names, ["condition Dynamo (line 4)"]);
}

fn feerie(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_feerie"))
        .args(args)
        .output()
        .expect("run feerie")
}

/// Mate in one: W Ke1 Rg1 Rh7, B Ka8. After 1.Rg1-g8 the g8 rook can push the king off
/// westwards along the 8th rank (b8-f8 empty, a8 on the edge), so Black is in check; Kb8 is
/// pushed off by Rg8 the same way, Kb7 and Ka7 by Rh7 along the 7th rank, and the king has no
/// piece beside it to push or pull: mate. Nothing else mates: without a rook on the 8th rank
/// Ka8 is not in check (Ra1 and Rb1 check or cover but leave b8 or a8 free).
#[test]
fn solves_a_mate_in_one_and_lists_moves() {
    let file = std::env::temp_dir().join(format!("feerie-dynamo-{}.inp", std::process::id()));
    std::fs::write(
        &file,
        "begin\npieces white ke1 rg1 rh7 black ka8\nstipulation #1\ncondition dynamo\nend\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let o = feerie(&["solve", path]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("1.Rg1-g8 # !"), "{out}");
    assert_eq!(out.matches('!').count(), 1, "{out}");
    let o = feerie(&["moves", path]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(out.lines().any(|l| l == "Rg1-g8 #"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("Rh7-OUT(E)")), "{out}");
    let o = feerie(&["perft", path, "1"]);
    let n = legal_moves(&parse(&file), &rules(&parse(&file))).len();
    assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), n.to_string());
    std::fs::remove_file(&file).ok();
}

fn parse(file: &std::path::Path) -> Position {
    let text = std::fs::read_to_string(file).unwrap();
    feerie::notation::popeye::parse_popeye(&text).unwrap()[0].position
}
