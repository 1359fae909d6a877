//! Circé Parrain: the worked examples PAR-1 … PAR-8 of RULES.md §2.7.

use crate::common::{moves, moves_marked, play, position, sorted};
use feerie::notation::move_text::{mark, move_text, Mark};
use feerie::rules::{
    legal_moves, Colour, Condition, EnPassant, Piece, PieceKind, Position, Ruleset, Side, Square,
};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn rules(pos: &Position) -> Ruleset {
    Ruleset::new(
        pos,
        &[Condition::new(feerie::conditions::ParrainOptions::default())],
    )
}

fn pending(pos: &mut Position, colour: Colour, kind: PieceKind, at: &str) {
    pos.set_pending_rebirth(Some((Piece::new(colour, kind), sq(at))));
}

#[test]
fn par_1_rebirth_by_the_next_move_vector() {
    let mut pos = position("white kc7 black kh1 sb3 pb4", Side::White);
    pending(&mut pos, Colour::White, PieceKind::Pawn, "b3");
    assert_eq!(
        moves(&pos, &rules(&pos)),
        sorted(&[
            "Kc7-b6[+wPa2]",
            "Kc7-d6[+wPc2]",
            "Kc7-d8[+wPc4]",
            "Kc7-b8[+wPa4]",
            "Kc7-c6[+wPb2]",
            "Kc7-b7[+wPa3]",
            "Kc7-d7[+wPc3]",
            "Kc7-c8",
        ])
    );
}

#[test]
fn par_2_en_passant_capture_square_is_the_victims() {
    let pos = position("white ke1 pb2 black ka8 pa4", Side::White);
    let rs = rules(&pos);
    let pos = play(&pos, &rs, "b2-b4");
    let pos = play(&pos, &rs, "a4*b3 ep.");
    let got = moves(&pos, &rs);
    for m in [
        "Ke1-f2[+wPc5]",
        "Ke1-d2[+wPa5]",
        "Ke1-d1[+wPa4]",
        "Ke1-e2[+wPb5]",
        "Ke1-f1[+wPc4]",
    ] {
        assert!(got.contains(&m.to_string()), "{m} missing from {got:?}");
    }
}

#[test]
fn par_3_castling_vectors() {
    let mut pos = position("white ke1 ra1 rh1 black kc8 bd5", Side::White);
    pending(&mut pos, Colour::White, PieceKind::Knight, "d5");
    assert_eq!(
        moves_marked(&pos, &rules(&pos)),
        sorted(&[
            "Ra1-a8 +",
            "Ra1-a7",
            "Ra1-a6",
            "Ra1-a5",
            "Ra1-a4[+wSd8]",
            "Ra1-a3[+wSd7]",
            "Ra1-a2[+wSd6] +",
            "Ra1-d1[+wSg5]",
            "Ra1-c1[+wSf5] +",
            "Ra1-b1[+wSe5]",
            "0-0-0[+wSe5]",
            "0-0",
            "Ke1-f2[+wSe6]",
            "Ke1-d2[+wSc6]",
            "Ke1-d1[+wSc5]",
            "Ke1-e2[+wSd6] +",
            "Ke1-f1[+wSe5]",
            "Rh1-f1[+wSb5]",
            "Rh1-g1[+wSc5]",
            "Rh1-h8 +",
            "Rh1-h7",
            "Rh1-h6",
            "Rh1-h5",
            "Rh1-h4[+wSd8]",
            "Rh1-h3[+wSd7]",
            "Rh1-h2[+wSd6] +",
        ])
    );
}

#[test]
fn par_4_en_passant_then_castling_and_a_promoted_rebirth() {
    let mut pos = position("white ke1 ra1 rh1 pd4 black kc8 pe4", Side::Black);
    pos.set_en_passant(Some(EnPassant::new(sq("d3"), sq("d4"))));
    let rs = rules(&pos);
    let pos = play(&pos, &rs, "e4*d3 ep.");
    let got = moves_marked(&pos, &rs);
    for m in [
        "0-0[+wPd4]",
        "0-0-0[+wPe4]",
        "Ra1-a5[+wPd8=Q] +",
        "Ra1-a5[+wPd8=S]",
        "Ra1-a5[+wPd8=R] +",
        "Ra1-a5[+wPd8=B]",
        "Ke1-f2[+wPe5]",
        "Ke1-d1[+wPc4]",
    ] {
        assert!(got.contains(&m.to_string()), "{m} missing from {got:?}");
    }
    assert!(!got.iter().any(|m| m.starts_with("Ke1-e2")), "{got:?}");
}

#[test]
fn par_5_pawn_reborn_on_its_first_rank() {
    let mut pos = position("white ka1 rg5 black kh8 rd3", Side::White);
    pending(&mut pos, Colour::White, PieceKind::Pawn, "d3");
    let got = moves_marked(&pos, &rules(&pos));
    assert_eq!(got.len(), 17, "{got:?}");
    for m in [
        "Rg5-g3[+wPd1]",
        "Rg5-g4[+wPd2]",
        "Ka1-b1[+wPe3]",
        "Rg5-a5",
        "Rg5-h5[+wPe3] +",
    ] {
        assert!(got.contains(&m.to_string()), "{m} missing from {got:?}");
    }
    // A pawn on its first rank steps and captures one square, no double step.
    let pos = position("white ka1 pd1 black kh8 bc2 pe2", Side::White);
    assert_eq!(
        moves(&pos, &rules(&pos)),
        sorted(&["Ka1-b2", "Ka1-a2", "d1-d2", "d1*e2", "d1*c2"])
    );
}

#[test]
fn par_6_a_capture_that_is_also_a_parrain_move() {
    let mut pos = position("white ka1 rd7 pd4 black kh8 bf6", Side::Black);
    pending(&mut pos, Colour::Black, PieceKind::Rook, "d7");
    let rs = rules(&pos);
    let got = moves_marked(&pos, &rs);
    for m in [
        "Bf6*d4[+bRb5] +",
        "Bf6-e5[+bRc6]",
        "Kh8-g8[+bRc7]",
        "Bf6-d8",
    ] {
        assert!(got.contains(&m.to_string()), "{m} missing from {got:?}");
    }
    let after = play(&pos, &rs, "Bf6*d4[+bRb5]");
    assert_eq!(
        moves(&after, &rs),
        sorted(&["Ka1-a2[+wPd5]", "Rd7*d4[+wPd1]"])
    );
}

#[test]
fn par_7_a_reborn_rook_castles() {
    let pos = position("white ke1 rb2 be5 black bc1", Side::Black);
    let rs = rules(&pos);
    let pos = play(&pos, &rs, "Bc1*b2");
    let pos = play(&pos, &rs, "Be5-d4[+wRa1]");
    let pos = play(&pos, &rs, "Bb2*d4");
    let got = moves(&pos, &rs);
    assert!(got.contains(&"0-0-0[+wBe4]".to_string()), "{got:?}");
}

#[test]
fn par_8_each_promotion_choice_of_a_reborn_pawn() {
    let pos = position("white kd4 pb7 pe7 black kd6 pe6 bh4", Side::Black);
    let rs = rules(&pos);
    let pos = play(&pos, &rs, "Bh4*e7");
    let mut mates: Vec<String> = legal_moves(&pos, &rs)
        .iter()
        .filter(|m| mark(&pos, m, &rs) == Mark::Mate)
        .map(|m| move_text(&pos, m))
        .collect();
    mates.sort();
    assert_eq!(
        mates,
        sorted(&[
            "b7-b8=Q[+wPe8=Q]",
            "b7-b8=Q[+wPe8=B]",
            "b7-b8=S[+wPe8=S]",
            "b7-b8=B[+wPe8=Q]",
            "b7-b8=B[+wPe8=B]",
        ])
    );
}

#[test]
fn no_rebirth_without_a_pending_capture_and_only_for_the_next_move() {
    let pos = position("white ke1 ra1 black ke8 ra8", Side::White);
    let rs = rules(&pos);
    let pos = play(&pos, &rs, "Ra1*a8");
    assert!(pos.pending_rebirth().is_some());
    let pos2 = play(&pos, &rs, "Ke8-e7[+bRa7]");
    assert!(pos2.piece_at(sq("a7")).is_some());
    assert!(pos2.pending_rebirth().is_none());
}

#[test]
fn option_p2_castling_vector_of_the_king_alone() {
    // PAR-3 with WinChloe's reading (P-2): 0-0-0 moves the king two files left, so the
    // knight captured on d5 is reborn on b5; 0-0 on f5.
    let mut pos = position("white ke1 ra1 rh1 black kc8 bd5", Side::White);
    pending(&mut pos, Colour::White, PieceKind::Knight, "d5");
    let rs = Ruleset::new(
        &pos,
        &[Condition::new(feerie::conditions::ParrainOptions {
            castling_king_only: true,
            ..Default::default()
        })],
    );
    let got = moves(&pos, &rs);
    assert!(got.contains(&"0-0-0[+wSb5]".to_string()), "{got:?}");
    assert!(got.contains(&"0-0[+wSf5]".to_string()), "{got:?}");
}

#[test]
fn rebirth_follows_the_next_move_whoever_plays_it() {
    // RULES.md §2.4 (Popeye): in series play Black captured on d4 and moves again; his own
    // 2.Bh3-f1 brings the white pawn back on b2.
    let mut pos = position("white kh8 black ka8 rd4 bh3", Side::Black);
    pending(&mut pos, Colour::White, PieceKind::Pawn, "d4");
    let got = moves(&pos, &rules(&pos));
    assert!(got.contains(&"Bh3-f1[+wPb2]".to_string()), "{got:?}");
}

/// Rebirths in move text (moved from the notation's unit tests).
mod move_text_read_back {
    use feerie::notation::fen::parse_fen;
    use feerie::notation::move_text::{move_text, move_text_marked, parse_move, MoveTextError};
    use feerie::rules::{legal_moves, Colour, Condition, Piece, PieceKind, Position, Ruleset};

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

    #[test]
    fn rebirths_as_popeye_prints_them() {
        // pub-parrain-0001-b of the Popeye oracle.
        let pos = parse_fen("8/8/8/8/K2N4/8/k2pB3/8 b - - 0 1 lastcapture=bQd4").unwrap();
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(feerie::conditions::ParrainOptions::default())],
        );
        let popeye = [
            "Ka2-a1[+bQd3]",
            "Ka2-b1[+bQe3]",
            "Ka2-b2[+bQe4]",
            "d2-d1=B[+bQd3] +",
            "d2-d1=Q[+bQd3] +",
            "d2-d1=R[+bQd3]",
            "d2-d1=S[+bQd3]",
        ];
        for text in popeye {
            let mv = parse_move(&pos, &rs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(move_text_marked(&pos, &mv, &rs), text);
        }
        assert_round_trips(&pos, &rs);
        // A reborn pawn promotes on its last rank: one move per choice.
        let pos = parse_fen("4k3/8/3n4/8/8/8/R7/4K3 w - - 0 1 lastcapture=wPd6").unwrap();
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(feerie::conditions::ParrainOptions::default())],
        );
        assert_round_trips(&pos, &rs);
        let mv = parse_move(&pos, &rs, "Ra2-a4[+wPd8=R]").unwrap();
        assert_eq!(
            mv.rebirth.unwrap().piece,
            Piece::new(Colour::White, PieceKind::Rook)
        );
        assert!(error(&pos, &rs, "Ra2-a4").message.starts_with("ambiguous"));
        assert_eq!(error(&pos, &rs, "Ra2-a4[+wPd7]").column, 7);
        assert_eq!(error(&pos, &rs, "Ra2-a4[+wRd8=Q]").column, 13);
    }
}

/// ContraParrain (`Circe Equipollents LastMove Mirror`): Popeye 4.104's legal-move lists of the
/// Parrain oracle positions with `contraparrain` instead (tests/data/contraparrain-moves.jsonl,
/// made with Popeye from tests/data/parrain-moves.jsonl), check marks included.
#[test]
fn contraparrain_moves_equal_popeyes() {
    crate::common::oracle::check_move_records(
        include_str!("../data/contraparrain-moves.jsonl"),
        300,
        true,
    );
}

/// Parrain is one configuration of the Circé family's rebirth engine: the engine's options.
#[test]
fn parrain_is_circe_equipollents_lastmove() {
    use feerie::conditions::circe::Definition;
    let parrain = feerie::conditions::ParrainOptions::default().circe();
    assert_eq!(parrain.definition, Definition::Equipollents);
    assert!(parrain.last_move && !parrain.mirror);
    let contra = feerie::conditions::ParrainOptions {
        contra: true,
        ..Default::default()
    }
    .circe();
    assert!(contra.last_move && contra.mirror);
    assert_eq!(contra.definition, Definition::Equipollents);
}

/// The words Popeye reads for Parrain and ContraParrain, whatever their spelling.
#[test]
fn parrain_and_contraparrain_words() {
    use feerie::notation::popeye::parse_popeye;
    let read = |condition: &str| {
        let text = format!(
            "begin\npieces white ka4 be2 black ka2 pd2\nstipulation ~1\ncondition {condition}\nend\n"
        );
        let p = parse_popeye(&text).unwrap_or_else(|e| panic!("{condition}: {e}"));
        p[0].conditions[0]
            .options::<feerie::conditions::ParrainOptions>()
            .copied()
            .unwrap_or_else(|| panic!("{condition}: not Parrain"))
    };
    for parrain in [
        "circe parrain",
        "parraincirce",
        "circe equipollents lastmove",
        "circe lastmove equipollents",
    ] {
        assert!(!read(parrain).contra, "{parrain}");
    }
    for contra in [
        "contraparrain",
        "circe contraparrain",
        "circe equipollents lastmove mirror",
    ] {
        assert!(read(contra).contra, "{contra}");
    }
}
