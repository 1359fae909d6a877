//! Échecs Miroir: the worked examples MIR-1 … MIR-8 of RULES.md §3.5, one test per option of
//! §3.3, notation round trips, a perft count checked by an independent count, and a solution.

use crate::common;
use crate::common::{moves, moves_marked, position, rule_text_mirror_positions, sorted};
use feerie::conditions::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
use feerie::notation::move_text::{mark, move_text, parse_move, Mark};
use feerie::rules::attack::in_check;
use feerie::rules::movegen::generate_candidates;
use feerie::rules::perft::perft;
use feerie::rules::{legal_moves, Condition, MoveList, PieceKind, Position, Ruleset, Side};

fn rules(pos: &Position) -> Ruleset {
    Ruleset::new(pos, &[Condition::new(MiroirOptions::default())])
}

fn rules_with(pos: &Position, opts: MiroirOptions) -> Ruleset {
    Ruleset::new(pos, &[Condition::new(opts)])
}

fn all_or_nothing() -> MiroirOptions {
    MiroirOptions {
        transfer: MiroirTransfer::AllOrNothing,
        ..Default::default()
    }
}

fn with_castling(mut pos: Position) -> Position {
    pos.set_castling(pos.castling_from_array());
    pos
}

/// Every legal move's text, plain and marked, reads back as that move.
fn assert_round_trips(pos: &Position, rs: &Ruleset) {
    for mv in legal_moves(pos, rs) {
        let marked = format!("{}{}", move_text(pos, &mv), mark(pos, &mv, rs).suffix());
        for text in [move_text(pos, &mv), marked] {
            assert_eq!(parse_move(pos, rs, &text), Ok(mv), "{text}");
        }
    }
}

#[test]
fn mir_1_knight_transfer_and_self_check() {
    let pos = position("white kd1 sa4 black kh8 sd4", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["Sa4-c5 (Sd4-b6)"]));
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_2_promotion_transfers_the_promoted_kind() {
    let pos = position("white kg1 pb7 black kf5 bc8", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["b7-b8=B (Bc8-a8)"]));
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_3_exchange_of_places() {
    let pos = position("white kh1 pe4 black ka8 pc4 pg6", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["e4-e5 (c4↔g6)"]));
    assert_round_trips(&pos, &rs);
    // The long form of the exchange and the ASCII arrow name the same move.
    let mv = legal_moves(&pos, &rs)[0];
    for text in [
        "e4-e5 (c4-g6, g6-c4)",
        "e4-e5 (g6-c4,c4-g6)",
        "e4-e5 (c4<->g6)",
    ] {
        assert_eq!(parse_move(&pos, &rs, text), Ok(mv), "{text}");
    }
    // The pawns did swap.
    let after = pos.play(&mv, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert!(parse_move(&pos, &rs, "e4-e5 (c4-g6)").is_err());
}

#[test]
fn mir_4_passive_pieces_that_cannot_go_stay() {
    let pos = position("white kh1 pe4 black ka8 pa7 pc4 pg6", Side::White);
    assert_eq!(moves(&pos, &rules(&pos)), sorted(&["e4-e5 (c4↔g6)"]));
    let rs = rules_with(&pos, all_or_nothing());
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
}

#[test]
fn mir_5_capture_leaves_the_remaining_passive_pieces() {
    let pos = position("white kh1 ra1 black kf8 ra5 rc3", Side::White);
    assert_eq!(moves(&pos, &rules(&pos)), sorted(&["Ra1-a4 (Ra5-a3)"]));
    let rs = rules_with(&pos, all_or_nothing());
    assert!(legal_moves(&pos, &rs).is_empty());
}

#[test]
fn mir_6_stalemate_although_orthodox_moves_exist() {
    let pos = with_castling(position("white ke1 black ke8", Side::White));
    let rs = rules(&pos);
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
    let pos = with_castling(position("white ke1 rh1 black kc5", Side::White));
    assert!(pos.castling().king_unmoved(Side::White));
    let rs = rules(&pos);
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Stalemate));
}

#[test]
fn mir_7_kings_only() {
    let pos = position("white kd3 black kd5", Side::White);
    let rs = rules(&pos);
    assert_eq!(
        moves(&pos, &rs),
        sorted(&["Kd3-e3 (Kd5-f1)", "Kd3-c3 (Kd5-b1)"])
    );
    assert_round_trips(&pos, &rs);
}

#[test]
fn mir_8_orthodox_check_without_mirror_capture_mates() {
    let pos = position("white ke1 ra1 black ka8", Side::Black);
    let rs = rules(&pos);
    assert!(in_check(&pos, Side::Black, &rs));
    assert!(legal_moves(&pos, &rs).is_empty());
    assert_eq!(mate_or_stalemate(&pos, &rs), Some(Mark::Mate));
}

/// `Some(Mate)` or `Some(Stalemate)` when the side to move has no move.
fn mate_or_stalemate(pos: &Position, rs: &Ruleset) -> Option<Mark> {
    if !legal_moves(pos, rs).is_empty() {
        return None;
    }
    Some(if in_check(pos, pos.side_to_move(), rs) {
        Mark::Mate
    } else {
        Mark::Stalemate
    })
}

// ----- the options of §3.3, one test each -----

/// Castling moves after the Miroir part of generation, before legality.
fn castling_candidates(pos: &Position, castling: MiroirCastling) -> Vec<String> {
    let opts = MiroirOptions {
        castling,
        ..Default::default()
    };
    let rs = rules_with(pos, opts);
    let mut list = MoveList::new();
    generate_candidates(pos, &rs, &mut list);
    let mut v: Vec<String> = list
        .iter()
        .filter(|m| m.is_castling())
        .map(|m| move_text(pos, m))
        .collect();
    v.sort();
    v
}

/// M-2. On 8 files no reading ever gives a legal castling: the king and the rook arrive on the
/// first rank, so a passive piece must stand on that rank too to have its reflection on the
/// board, and every such square is one castling needs empty, or holds a piece that checks the
/// king before or after. Only the rook-active reading makes a candidate at all, here
/// 0-0-0 (Rg1-a1); the black rook on a1 then attacks the king on c1.
#[test]
fn option_m2_castling_readings() {
    let pos = with_castling(position("white ke1 ra1 bf1 black kh8 rg1", Side::White));
    assert!(castling_candidates(&pos, MiroirCastling::KingActive).is_empty());
    assert!(castling_candidates(&pos, MiroirCastling::Forbidden).is_empty());
    assert_eq!(
        castling_candidates(&pos, MiroirCastling::RookActive),
        sorted(&["0-0-0 (Rg1-a1)"])
    );
    for castling in [
        MiroirCastling::KingActive,
        MiroirCastling::Forbidden,
        MiroirCastling::RookActive,
    ] {
        let rs = rules_with(
            &pos,
            MiroirOptions {
                castling,
                ..Default::default()
            },
        );
        assert_eq!(
            moves(&pos, &rs),
            sorted(&["Ra1-d1 (Rg1-a1)"]),
            "{castling:?}"
        );
    }
    // The castling candidate of the rook-active reading reads back.
    let rs = rules_with(
        &pos,
        MiroirOptions {
            castling: MiroirCastling::RookActive,
            ..Default::default()
        },
    );
    let mut list = MoveList::new();
    generate_candidates(&pos, &rs, &mut list);
    let castle = list.iter().find(|m| m.is_castling()).unwrap();
    assert!(castle.mirror.is_some_and(|m| m.rook_active));
    let after = pos.play(castle, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert!(in_check(&after, Side::White, &rs));
}

/// M-3. d2-d3 reflects the pawns c5 and f5 through d3 onto e1 and b1, Black's last rank: by
/// default each promotes, White choosing for each (4 × 4 moves), while d2-d4 sends them to e3
/// and b3. With the other reading neither can go to the first rank, and d2-d3 has no transfer.
#[test]
fn option_m3_transferred_pawns_promote_by_the_movers_choice() {
    let pos = position("white ka8 pd2 black kh6 pc5 pf5", Side::White);
    let rs = rules(&pos);
    let got = moves(&pos, &rs);
    assert_eq!(got.len(), 17, "{got:?}");
    assert!(got.contains(&"d2-d4 (c5-e3, f5-b3)".to_string()));
    for a in ["Q", "R", "B", "S"] {
        for b in ["Q", "R", "B", "S"] {
            let text = format!("d2-d3 (c5-e1={a}, f5-b1={b})");
            assert!(got.contains(&text), "{text} missing from {got:?}");
        }
    }
    assert_round_trips(&pos, &rs);
    let mv = parse_move(&pos, &rs, "d2-d3 (c5-e1=S, f5-b1=Q)").unwrap();
    let after = pos.play(&mv, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    assert_eq!(
        after
            .piece_at(feerie::rules::Square::parse("e1").unwrap())
            .map(|p| p.kind()),
        Some(PieceKind::Knight)
    );

    let rs = rules_with(
        &pos,
        MiroirOptions {
            pawn_promotion: MiroirPawnPromotion::NoTransfer,
            ..Default::default()
        },
    );
    assert_eq!(moves(&pos, &rs), sorted(&["d2-d4 (c5-e3, f5-b3)"]));
}

/// M-3, the other half: a pawn transferred to its own first rank may then step once, never
/// twice. d4-d5 reflects the black pawn c2 through d5 onto e8. Then e8-e7 (h7-b7) exists, and
/// e8-e6 would have a transfer too (h7 to b5) but is no pawn move.
#[test]
fn a_pawn_transferred_to_its_first_rank_steps_once() {
    let pos = position("white kh1 pd4 ph7 black ka5 pc2", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves(&pos, &rs), sorted(&["d4-d5 (c2-e8)"]));
    let pos = common::play(&pos, &rs, "d4-d5 (c2-e8)");
    let got = moves(&pos, &rs);
    assert!(got.contains(&"e8-e7 (h7-b7)".to_string()), "{got:?}");
    assert!(!got.iter().any(|m| m.starts_with("e8-e6")), "{got:?}");
}

/// M-1 on its own: Sa4-c3 moves the knight d4 to b2 while b6 stays (its reflection is off the
/// board), so only the default reading has it; Sa4-c5 exchanges both knights and exists under
/// both.
#[test]
fn option_m1_all_or_nothing() {
    let pos = position("white kh1 sa4 black ka8 sd4 sb6", Side::White);
    assert_eq!(
        moves(&pos, &rules(&pos)),
        sorted(&["Sa4-c3 (Sd4-b2)", "Sa4-c5 (Sd4↔b6)"])
    );
    assert_eq!(
        moves(&pos, &rules_with(&pos, all_or_nothing())),
        sorted(&["Sa4-c5 (Sd4↔b6)"])
    );
}

// ----- perft, checked by an independent count -----

/// Counts the Miroir move tree from the rule text (`common::rule_text_mirror_positions`)
/// rather than with the code under test.
fn brute_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    rule_text_mirror_positions(pos)
        .iter()
        .map(|next| brute_perft(next, depth - 1))
        .sum()
}

const PERFT_FEN: &str = "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1";

#[test]
fn perft_under_miroir() {
    let pos = feerie::notation::fen::parse_fen(PERFT_FEN).unwrap();
    let rs = rules(&pos);
    let expected = [22, 462, 7409];
    for (depth, &n) in (1..).zip(expected.iter()) {
        assert_eq!(perft(&pos, &rs, depth), n, "depth {depth}");
        assert_eq!(
            brute_perft(&pos, depth),
            n,
            "independent count, depth {depth}"
        );
    }
    assert_eq!(perft(&pos, &rs, 4), 129_964);
}

// ----- notation, Zobrist keys, solving -----

/// Keys stay equal to a fresh computation and every move text reads back, along every line of
/// the perft position to depth 2 and of the option examples.
#[test]
fn keys_and_texts_along_lines() {
    let pos = feerie::notation::fen::parse_fen(PERFT_FEN).unwrap();
    let rs = rules(&pos);
    for mv in legal_moves(&pos, &rs) {
        let next = pos.play(&mv, &rs);
        assert_eq!(next.hash(), next.compute_hash(), "{}", move_text(&pos, &mv));
        assert_round_trips(&next, &rs);
        for reply in legal_moves(&next, &rs) {
            let last = next.play(&reply, &rs);
            assert_eq!(last.hash(), last.compute_hash());
        }
    }
}

#[test]
fn marks_under_miroir() {
    // MIR-8 reached by a move: Kd3-e3 sends the black king from d5 to f1, where the rook a1
    // checks it and no mirror move answers (see `solves_a_mate_in_one`).
    let pos = position("white kd3 ra1 pc3 black kd5", Side::White);
    let rs = rules(&pos);
    assert_eq!(moves_marked(&pos, &rs), sorted(&["Kd3-e3 (Kd5-f1) #"]));
}

/// A mate in one, checked by hand. White: Kd3 Ra1 Pc3, Black: Kd5.
/// White's moves: a king move must transfer the black king through the king's arrival; Kc2,
/// Kd2, Ke2 send it off the board, Kc4, Kd4, Ke4 stand next to it, Kc3 is blocked by the pawn,
/// so Ke3 (Kd5-f1) is the only one (the rook and the pawn have no black rook or pawn to move).
/// After it Black's king on f1 is in check from a1. Its moves must transfer the white king from
/// e3 through their arrival: through e1, g1 and g2 it leaves the board, through e2 it lands on
/// e1 and through f2 on g1, each next to the black king. Mate.
#[test]
fn solves_a_mate_in_one() {
    let text = "begin\npieces white kd3 ra1 pc3 black kd5\nstipulation #1\ncondition miroir\nend\n";
    let problem = feerie::notation::popeye::parse_popeye(text)
        .unwrap()
        .remove(0);
    let solution = feerie::solver::solve(&problem, &Default::default(), &mut |_| {}).unwrap();
    let out = feerie::solver::render::text(&solution, feerie::rules::Language::English);
    assert!(out.contains("1.Kd3-e3 (Kd5-f1) # !"), "{out}");
    assert_eq!(out.matches('!').count(), 1, "{out}");
}

// ----- Popeye input and session files -----

#[test]
fn popeye_condition_and_its_options() {
    use feerie::notation::popeye::{parse_popeye, write_popeye};
    let read = |conditions: &str| {
        let text = format!(
            "begin\npieces white kd1 sa4 black kh8 sd4\nstipulation ~1\ncondition {conditions}\nend\n"
        );
        parse_popeye(&text).map(|mut p| p.remove(0))
    };
    let p = read("miroir").unwrap();
    assert_eq!(p.conditions, vec![Condition::new(MiroirOptions::default())]);
    let p = read("Miroir MiroirAllOrNothing MiroirRookCastling MiroirNoPromotion").unwrap();
    assert_eq!(
        p.conditions,
        vec![Condition::new(MiroirOptions {
            transfer: MiroirTransfer::AllOrNothing,
            castling: MiroirCastling::RookActive,
            pawn_promotion: MiroirPawnPromotion::NoTransfer,
        })]
    );
    assert_eq!(
        read("miroir miroirnocastling").unwrap().conditions,
        vec![Condition::new(MiroirOptions {
            castling: MiroirCastling::Forbidden,
            ..Default::default()
        })]
    );
    for bad in [
        "miroirallornothing",
        "miroir miroirnocastling miroirrookcastling",
        "miroir miroir",
    ] {
        assert!(read(bad).is_err(), "{bad}");
    }
    // Written back and read again, with every combination of the options.
    for opts in common::every_miroir_option() {
        let mut p = read("miroir").unwrap();
        p.conditions = vec![Condition::new(opts)];
        let text = write_popeye(&p);
        assert_eq!(parse_popeye(&text).unwrap().remove(0), p, "{text}");
    }
}

#[test]
fn session_condition_table() {
    use feerie::session::format::Session;
    let pos = position("white kd1 sa4 black kh8 sd4", Side::White);
    for opts in common::every_miroir_option() {
        let mut problem = feerie::session::open::problem_from_position(pos);
        problem.conditions = vec![Condition::new(opts)];
        let session = Session::from_problems(vec![problem.clone()]);
        let toml = session.to_toml();
        let back = Session::from_toml(&toml).unwrap().problems();
        assert_eq!(back, vec![problem], "{toml}");
    }
    // Absent options are the recommended readings.
    let text = "version = 1\n[[problem]]\ndiagram = \"7k/8/8/8/N2n4/8/8/3K4 w - - 0 1\"\n\
                conditions = [{ name = \"miroir\" }]\n";
    let problems = Session::from_toml(text).unwrap().problems();
    assert_eq!(
        problems[0].conditions,
        vec![Condition::new(MiroirOptions::default())]
    );
    let bad = text.replace("\"miroir\"", "\"miroir\", transfer = \"some\"");
    assert!(Session::from_toml(&bad).is_err());
}

#[test]
fn cli_moves_and_perft() {
    let dir = std::env::temp_dir().join(format!("feerie-miroir-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mir1.inp");
    std::fs::write(
        &file,
        "begin\npieces white kd1 sa4 black kh8 sd4\nstipulation ~1\ncondition miroir\nend\n",
    )
    .unwrap();
    let exe = env!("CARGO_BIN_EXE_feerie");
    let out = std::process::Command::new(exe)
        .args(["moves", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "Sa4-c5 (Sd4-b6)\n");
    let out = std::process::Command::new(exe)
        .args(["perft", file.to_str().unwrap(), "1"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "1");
    std::fs::remove_dir_all(&dir).unwrap();
}
