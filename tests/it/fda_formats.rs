//! Four Double Acts in every text format (RULES.md §4): move text with the kind an imitating
//! piece moves as (`FF(R)e5-e8`) and Qi castling (`0-0`, `0-0-0`), FEN's `lastmove=`,
//! `prevmove=`, `qi=` and camp e.p. squares, Popeye input's `condition fourdoubleacts` with
//! `option lastmove` / `prevmove` / `qirights`, and session files.

use feerie::conditions::fda;
use feerie::conditions::FdaOptions;
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::{move_text, move_text_marked, parse_move};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::qi_castling::{rook_second_file, QiCastling, QiRook};
use feerie::rules::{
    legal_moves, BoardSize, Colour, Condition, Language, Piece, PieceKind, Position, Problem,
    Ruleset, Side, Square,
};
use feerie::session::format::Session;
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn fda_rules(pos: &Position) -> Ruleset {
    Ruleset::new(pos, &[Condition::new(FdaOptions::default())])
}

fn fen(text: &str) -> Position {
    parse_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Every legal move's text, plain and marked, reads back as that move; returns the texts.
fn assert_round_trips(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut texts = Vec::new();
    for mv in legal_moves(pos, rs) {
        for text in [move_text(pos, &mv), move_text_marked(pos, &mv, rs)] {
            assert_eq!(
                parse_move(pos, rs, &text),
                Ok(mv),
                "{text} in {}",
                to_fen(pos)
            );
        }
        texts.push(move_text(pos, &mv));
    }
    texts.sort();
    texts
}

fn move_error(pos: &Position, rs: &Ruleset, text: &str) -> String {
    match parse_move(pos, rs, text) {
        Ok(mv) => panic!("'{text}' was read as {}", move_text(pos, &mv)),
        Err(e) => e.to_string(),
    }
}

// ----- move text -----

#[test]
fn imitating_pieces_write_the_kind_they_move_as() {
    // FDA-1: the Fiancée protected by the rook moves as a rook.
    let pos = fen("9k/10/10/10/10/4[FF]5/10/10/10/K3R5 w - - 0 1");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    let fiancee: Vec<&String> = texts.iter().filter(|t| t.starts_with("FF")).collect();
    assert_eq!(fiancee.len(), 17);
    assert!(
        fiancee.iter().all(|t| t.starts_with("FF(R)e5-")),
        "{fiancee:?}"
    );
    // The kind may be left out when only one kind reaches the square.
    let mv = parse_move(&pos, &rs, "FFe5-e8").unwrap();
    assert_eq!(mv.imitated, Some(PieceKind::Rook));
    assert_eq!(move_text(&pos, &mv), "FF(R)e5-e8");

    // FDA-2: the Widow attacked by a knight is a nightrider, and captures it.
    let pos = fen("9k/10/10/5n4/10/4[WF]5/10/10/10/K9 w - - 0 1");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    assert!(texts.contains(&"WF(S)e5*f7".to_string()), "{texts:?}");
    assert!(texts.contains(&"WF(S)e5-a3".to_string()), "{texts:?}");

    // FDA-4: the Comedienne imitates Black's knight move.
    let pos = fen("9k/10/10/10/5[CN]4/9n/4[CM]5/10/10/K9 w - - 0 1 lastmove=S");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    assert!(texts.contains(&"CN(S)f6-h10".to_string()), "{texts:?}");
    assert!(texts.contains(&"CM(S)e4-c5".to_string()), "{texts:?}");

    // FDA-6: the Widower attacked by a black pawn moves as a white pawn, with the double step.
    let pos = fen("9k/10/10/10/10/10/3p6/2[WM]7/10/K9 w - - 0 1");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    for t in ["WM(P)c3-c4", "WM(P)c3-c5", "WM(P)c3*d4"] {
        assert!(texts.contains(&t.to_string()), "{t} not in {texts:?}");
    }
}

#[test]
fn the_same_squares_as_two_kinds_are_two_moves() {
    // The Fiancée on e6 is protected by the rook on e1 (Rook) and by the king on d5 (King).
    let pos = fen("9k/10/10/10/4[FF]5/3K6/10/10/10/4R5 w - - 0 1");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    assert!(texts.contains(&"FF(R)e6-e8".to_string()));
    assert!(texts.contains(&"FF(K)e6-e8".to_string()));
    let rook = parse_move(&pos, &rs, "FF(R)e6-e8").unwrap();
    let king = parse_move(&pos, &rs, "FF(K)e6-e8").unwrap();
    assert_ne!(rook, king);
    assert_eq!(king.imitated, Some(PieceKind::King));
    // Without the kind the text is ambiguous and names both.
    let e = move_error(&pos, &rs, "FFe6-e8");
    assert!(
        e.contains("ambiguous") && e.contains("FF(K)e6-e8") && e.contains("FF(R)e6-e8"),
        "{e}"
    );
    // Only one kind reaches f7.
    assert_eq!(
        parse_move(&pos, &rs, "FFe6-f7").map(|m| move_text(&pos, &m)),
        Ok("FF(K)e6-f7".to_string())
    );
    let e = move_error(&pos, &rs, "FF(B)e6-f7");
    assert!(e.contains("column 3") && e.contains("only as K"), "{e}");
    let e = move_error(&pos, &rs, "R(R)e1-e2");
    assert!(e.contains("no imitating piece"), "{e}");
    for (text, column, needle) in [
        ("FF(G)e6-e8", 4, "not an orthodox kind"),
        ("FF(R e6-e8", 5, "')'"),
        ("FF()e6-e8", 4, "K, Q, R, B, S or P"),
        ("FF(RR)e6-e8", 4, "'RR'"),
    ] {
        let e = parse_move(&pos, &rs, text).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e}");
        assert!(e.message.contains(needle), "{text}: {e}");
    }
    // F-8's option merges them into one move, the first kind in K Q R B S P order.
    let merged = Ruleset::new(
        &pos,
        &[Condition::new(FdaOptions {
            merge_kinds: true,
            ..FdaOptions::default()
        })],
    );
    assert_round_trips(&pos, &merged);
    assert_eq!(
        parse_move(&pos, &merged, "FFe6-e8").map(|m| move_text(&pos, &m)),
        Ok("FF(K)e6-e8".to_string())
    );
}

#[test]
fn qi_castling_reads_and_writes_as_castling() {
    let pos =
        fen("r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - 0 1 lastmove=S qi=K,Ra1,Rj1,k,ra10,rj10");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    assert!(texts.contains(&"0-0".to_string()) && texts.contains(&"0-0-0".to_string()));
    let long = parse_move(&pos, &rs, "0-0-0").unwrap();
    assert_eq!((long.from, long.to), (sq("e1"), sq("c1")));
    assert_eq!(parse_move(&pos, &rs, "O-O-O"), Ok(long));
    assert_eq!(parse_move(&pos, &rs, "Ke1-c1"), Ok(long));
    let short = parse_move(&pos, &rs, "0-0").unwrap();
    assert_eq!(
        short.to,
        sq("h1"),
        "the king goes to the third file from the right"
    );
    assert_eq!(parse_move(&pos, &rs, "Ke1-h1"), Ok(short));
    let after = pos.play(&short, &rs);
    assert_eq!(
        to_fen(&after),
        "r3k4r/10/10/10/10/10/10/10/10/R5RK2 b - - 0 1 lastmove=K prevmove=S qi=Ra1,k,ra10,rj10"
    );
    // A king on its second rank castles with a rook there (RULES.md §4.6: Kf2+Rb2).
    let pos = fen("4k5/10/10/10/10/10/10/10/1R3K4/10 w - - 0 1 qi=K,Rb2:a");
    let rs = fda_rules(&pos);
    let texts = assert_round_trips(&pos, &rs);
    assert!(texts.contains(&"0-0-0".to_string()), "{texts:?}");
    let mv = parse_move(&pos, &rs, "0-0-0").unwrap();
    assert_eq!((mv.from, mv.to), (sq("f2"), sq("c2")));
    let e = move_error(&pos, &rs, "0-0");
    assert!(e.contains("0-0 is not legal"), "{e}");
    // 8x8 orthodox castling is unchanged.
    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let rs = Ruleset::orthodox(&pos);
    assert_eq!(
        parse_move(&pos, &rs, "0-0").map(|m| m.to),
        Ok(sq("g1")),
        "orthodox short castling"
    );
}

/// SplitMix64, for games that are the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

const GAME_ARRAY: &str = "rnb[fm]kq[ff]bnr/rbn[wm][cm][cn][wf]nbr/pppppppppp/10/10/10/10/\
                          PPPPPPPPPP/RBN[WM][CM][CN][WF]NBR/RNB[FM]KQ[FF]BNR w - - 0 1";

/// Random games from the game array (Qi rights from the array): every position survives FEN,
/// every move's text reads back, and the texts meet the imitated kinds and Qi castling.
#[test]
fn random_games_from_the_game_array() {
    let mut start = fen(GAME_ARRAY);
    start.set_qi_castling(fda::rights_from_array(&start));
    assert_eq!(
        to_fen(&start),
        format!("{GAME_ARRAY} qi=K,Ra1,Rj1,Ra2,Rj2,k,ra9,rj9,ra10,rj10")
    );
    let rs = fda_rules(&start);
    let mut seen: Vec<String> = Vec::new();
    let mut rng = Rng(4);
    for _ in 0..16 {
        let mut pos = start;
        for _ in 0..60 {
            assert_eq!(parse_fen(&to_fen(&pos)), Ok(pos), "{}", to_fen(&pos));
            let moves = legal_moves(&pos, &rs);
            if moves.is_empty() {
                break;
            }
            seen.extend(assert_round_trips(&pos, &rs));
            // Prefer castling and moves of imitating pieces, so that games reach them.
            let pick = moves
                .iter()
                .filter(|m| m.is_castling() || m.imitated.is_some())
                .copied()
                .collect::<Vec<_>>();
            let list = if !pick.is_empty() && rng.next().is_multiple_of(3) {
                pick
            } else {
                moves
            };
            let mv = list[(rng.next() % list.len() as u64) as usize];
            pos = pos.play(&mv, &rs);
        }
    }
    for needle in [
        "(K)", "(Q)", "(R)", "(B)", "(S)", "(P)", "0-0", "0-0-0", "*",
    ] {
        assert!(
            seen.iter().any(|t| t.contains(needle)),
            "no {needle} among {} texts",
            seen.len()
        );
    }
}

// ----- FEN -----

#[test]
fn fen_fields_of_four_double_acts() {
    let text = "r3k4r/10/10/10/4[FF]5/10/10/10/10/R3K4R w - - 0 1 lastmove=S prevmove=P \
                qi=K,Ra1,Rb2:a,k,ra10";
    let pos = fen(text);
    assert_eq!(to_fen(&pos), text);
    assert_eq!(pos.last_move_kind(), Some(PieceKind::Knight));
    assert_eq!(pos.previous_move_kind(), Some(PieceKind::Pawn));
    let qi = pos.qi_castling();
    assert!(qi.king(Side::White) && qi.king(Side::Black));
    assert_eq!(
        qi.rook_at(sq("b2")),
        Some(QiRook {
            side: Side::White,
            square: sq("b2"),
            home_file: 0
        })
    );
    assert_eq!(qi.rooks().count(), 3);
    assert_eq!(pos.hash(), pos.compute_hash());
    // Any order on input; output is canonical.
    let pos = fen("r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - qi=ra10,k,Rj1,K lastmove=B");
    assert_eq!(
        to_fen(&pos),
        "r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - 0 1 lastmove=B qi=K,Rj1,k,ra10"
    );
}

#[test]
fn fen_en_passant_after_a_camp_double_step() {
    // FDA-6 continued: the Widower's double step c3-c5 leaves an e.p. right on c4.
    let pos = fen("9k/10/10/10/10/1p8/3p6/2[WM]7/10/K9 w - - 0 1");
    let rs = fda_rules(&pos);
    let mv = parse_move(&pos, &rs, "WM(P)c3-c5").unwrap();
    let after = pos.play(&mv, &rs);
    let text = to_fen(&after);
    assert_eq!(
        text,
        "9k/10/10/10/10/1p[WM]7/3p6/10/10/K9 b - c4 0 1 lastmove=P"
    );
    assert_eq!(parse_fen(&text), Ok(after));
    let texts = assert_round_trips(&after, &rs);
    assert!(texts.contains(&"b5*c4 ep.".to_string()), "{texts:?}");
    // A pawn's double step from its third rank, Black's from its eighth.
    let pos = fen("4k5/10/10/10/10/4P5/10/10/10/4K5 b - e4 0 1");
    assert_eq!(pos.en_passant().map(|e| e.victim), Some(sq("e5")));
    let pos = fen("4k5/10/10/10/4p5/10/10/10/10/4K5 w - e7 0 1");
    assert_eq!(pos.en_passant().map(|e| e.victim), Some(sq("e6")));
    // Beyond the camp it is still refused.
    let e = parse_fen("4k5/10/10/10/4P5/10/10/10/10/4K5 b - e5 0 1").unwrap_err();
    assert_eq!(e.field, 4, "{e}");
}

#[test]
fn fen_errors_name_the_field_and_the_text() {
    let base = "r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - 0 1";
    let cases = [
        ("lastmove=", "lastmove: empty"),
        ("lastmove=X", "'X' is not an orthodox kind"),
        ("lastmove=N", "S is the knight"),
        ("lastmove=G", "'G'"),
        ("prevmove=k", "prevmove: 'k'"),
        ("qi=", "qi: empty"),
        ("qi=K,K", "'K' is given twice"),
        ("qi=Q", "unknown item 'Q'"),
        ("qi=K,,k", "unknown item ''"),
        ("qi=Rz9", "'Rz9': 'z9' is not a square"),
        ("qi=Rk1", "not on the 10x10 board"),
        (
            "qi=Ra5",
            "'Ra5': a5 is not on one of white's two back ranks",
        ),
        ("qi=ra1", "black's two back ranks"),
        (
            "qi=Rc1:a",
            "a rook from the a-file cannot keep its right on c1",
        ),
        ("qi=Rb1:z", "'z' is not a file"),
        ("qi=Rb1:ab", "'ab' is not a file"),
        ("qi=Ra1,Ra1", "two rook rights on a1"),
        (
            "qi=Ra1,Rb1,Ri1,Rj1,Ra2,Rb2,Ri2,Rj2,Rb1:a",
            "two rook rights on b1",
        ),
    ];
    for (ext, needle) in cases {
        let e = parse_fen(&format!("{base} {ext}")).unwrap_err();
        assert_eq!(e.field, 7, "{ext}: {e}");
        assert!(e.to_string().contains(needle), "{ext}: {e}");
    }
    let e = parse_fen(&format!("{base} lastmove=R lastmove=R")).unwrap_err();
    assert!(e.to_string().contains("twice"), "{e}");
    let nine = "qi=Ra1,Rb1:a,Ri1:j,Rj1,Ra2,Rb2:a,Ri2:j,Rj2,Rc1";
    let e = parse_fen(&format!("{base} {nine}")).unwrap_err();
    assert!(e.to_string().contains("more than 8 rook rights"), "{e}");
}

/// A random 10x10 (or other size) position with imitating pieces, move kinds and Qi rights.
fn arb_fda_position() -> impl Strategy<Value = Position> {
    (
        (3u8..=16, 2u8..=16),
        prop::collection::vec((any::<u8>(), any::<u8>(), any::<bool>(), 0..12usize), 0..30),
        prop::option::of(0..6usize),
        prop::option::of(0..6usize),
        (any::<bool>(), any::<bool>()),
        prop::collection::vec(
            (any::<bool>(), any::<u8>(), any::<bool>(), any::<bool>()),
            0..10,
        ),
    )
        .prop_map(|((w, h), pieces, last, prev, kings, rooks)| {
            let size = BoardSize::new(w, h).unwrap();
            let mut pos = Position::empty(size);
            let kinds = [
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Comedian,
                PieceKind::Comedienne,
                PieceKind::Fiance,
                PieceKind::Fiancee,
                PieceKind::Widower,
                PieceKind::Widow,
                PieceKind::Pawn,
                PieceKind::King,
            ];
            for (f, r, white, k) in pieces {
                let s = Square::new(f % w, r % h);
                let colour = if white { Colour::White } else { Colour::Black };
                let kind = kinds[k];
                let side = colour.side().unwrap();
                let ok = pos.is_empty_square(s)
                    && match kind {
                        PieceKind::King => pos.king(side).is_none(),
                        PieceKind::Pawn => s.rank() != pos.last_rank(side),
                        _ => true,
                    };
                if ok {
                    pos.put(s, Piece::new(colour, kind));
                }
            }
            pos.set_last_move_kind(last.map(|i| fda::ORTHODOX[i]));
            pos.set_previous_move_kind(prev.map(|i| fda::ORTHODOX[i]));
            let mut qi = QiCastling::NONE;
            qi.set_king(Side::White, kings.0);
            qi.set_king(Side::Black, kings.1);
            for (white, file, second_rank, beside) in rooks {
                let side = if white { Side::White } else { Side::Black };
                let rank = match (side, second_rank && h > 1) {
                    (Side::White, false) => 0,
                    (Side::White, true) => 1,
                    (Side::Black, false) => h - 1,
                    (Side::Black, true) => h - 2,
                };
                let file = file % w;
                // A home file whose neighbour towards the centre is `file`, if asked and any.
                let home = (0..w)
                    .find(|&home| beside && home != file && rook_second_file(home, w) == file)
                    .unwrap_or(file);
                qi.push_rook(QiRook {
                    side,
                    square: Square::new(file, rank),
                    home_file: home,
                });
            }
            pos.set_qi_castling(qi);
            pos
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_fda_positions_survive_fen(pos in arb_fda_position()) {
        prop_assert_eq!(pos.validate(), Ok(()));
        prop_assert_eq!(pos.hash(), pos.compute_hash());
        let text = to_fen(&pos);
        prop_assert_eq!(parse_fen(&text), Ok(pos), "{}", text);
    }

    #[test]
    fn random_fda_positions_survive_sessions(pos in arb_fda_position()) {
        let mut problem = Problem::new(pos);
        problem.conditions = vec![Condition::new(FdaOptions::default())];
        let session = Session::from_problems(vec![problem]);
        let text = session.to_toml();
        let back = Session::from_toml(&text).map_err(|e| e.to_string());
        prop_assert_eq!(back, Ok(session), "{}", text);
    }
}

// ----- Popeye input -----

fn popeye_one(text: &str) -> Problem {
    let mut problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(problems.len(), 1);
    problems.remove(0)
}

fn popeye_round_trip(problem: &Problem) {
    let text = write_popeye(problem);
    assert_eq!(
        parse_popeye(&text),
        Ok(vec![problem.clone()]),
        "--- written ---\n{text}"
    );
}

#[test]
fn popeye_reads_the_condition_pieces_and_options_in_three_languages() {
    let english = "begin\nboard 10x10\npieces white ke1 ra1j1 cmd2 cne2 fmf2 ffg2 wmh2 wfi2 \
                   black ke10 ra10 cmd9\nstipulation #2\ncondition fourdoubleacts merge_kinds \
                   NoChains\noption lastmove knight prevmove queen\nend\n";
    // Popeye's French `cm` is the marine knight, `cn` the camelrider, its German `wf` the
    // root-50 leaper.
    let french = "debut\nboard 10x10\npieces blanc re1 ta1j1 cod2 cee2 fmf2 ffg2 wmh2 wfi2 \
                  noir re10 ta10 cod9\nenonce #2\ncondition fourdoubleacts merge_kinds \
                  NoChains\noption lastmove c prevmove d\nfinprobleme\n";
    let german = "anfang\nboard 10x10\nsteine weiss ke1 ta1j1 cmd2 cne2 fmf2 ffg2 wmh2 wwi2 \
                  schwarz ke10 ta10 cmd9\nforderung #2\nbedingung 4da merge_kinds NoChains\n\
                  option lastmove s prevmove d\nende\n";
    let p = popeye_one(english);
    assert_eq!(
        crate::common::read_in(popeye_one(french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(popeye_one(german), Language::German),
        p
    );
    assert_eq!(
        p.conditions,
        vec![Condition::new(FdaOptions {
            merge_kinds: true,
            no_chains: true,
            ..FdaOptions::default()
        })]
    );
    let at = |s: &str| p.position.piece_at(sq(s)).unwrap();
    for (s, kind) in [
        ("d2", PieceKind::Comedian),
        ("e2", PieceKind::Comedienne),
        ("f2", PieceKind::Fiance),
        ("g2", PieceKind::Fiancee),
        ("h2", PieceKind::Widower),
        ("i2", PieceKind::Widow),
    ] {
        assert_eq!(at(s), Piece::new(Colour::White, kind));
    }
    assert_eq!(p.position.last_move_kind(), Some(PieceKind::Knight));
    assert_eq!(p.position.previous_move_kind(), Some(PieceKind::Queen));
    // The Qi rights come from the array.
    assert_eq!(
        *p.position.qi_castling(),
        fda::rights_from_array(&p.position)
    );
    assert_eq!(
        to_fen(&p.position).split(" qi=").nth(1),
        Some("K,Ra1,Rj1,k,ra10")
    );
    let text = write_popeye(&p);
    assert!(
        text.contains("condition fourdoubleacts no_chains merge_kinds\n"),
        "{text}"
    );
    assert!(text.contains("lastmove knight prevmove queen"), "{text}");
    assert!(text.contains("cmd2 cne2 fmf2 ffg2 wmh2 wfi2"), "{text}");
    popeye_round_trip(&p);
}

#[test]
fn popeye_nocastling_and_qirights() {
    let base = "begin\nboard 10x10\npieces white ke1 ra1j1 black ke10 ra10j10\nstipulation #2\n\
                condition fourdoubleacts\n";
    let p = popeye_one(&format!("{base}option nocastling e1j10\nend"));
    assert_eq!(
        to_fen(&p.position).split(" qi=").nth(1),
        Some("Ra1,Rj1,k,ra10")
    );
    assert!(
        write_popeye(&p).contains("nocastling e1j10"),
        "{}",
        write_popeye(&p)
    );
    popeye_round_trip(&p);
    let p = popeye_one(&format!("{base}option qirights K Rb1:a k\nend"));
    assert_eq!(to_fen(&p.position).split(" qi=").nth(1), Some("K,Rb1:a,k"));
    assert!(
        write_popeye(&p).contains("qirights K Rb1:a k"),
        "{}",
        write_popeye(&p)
    );
    popeye_round_trip(&p);
    let p = popeye_one(&format!("{base}option qirights - variation\nend"));
    assert!(p.position.qi_castling().is_empty());
    assert!(p.options.variation);
    popeye_round_trip(&p);
    // Without the condition there are no Qi rights unless stated.
    let p = popeye_one("begin\nboard 10x10\npieces white ke1 ra1 black ke10\nstipulation #2\nend");
    assert!(p.position.qi_castling().is_empty());
}

#[test]
fn popeye_errors_name_the_line_and_the_token() {
    let base = "begin\npieces white ke1 black ke8\nstipulation #2\n";
    let cases = [
        ("option lastmove\n", (5, 1), "'end' is none of"),
        (
            "option lastmove grasshopper\n",
            (4, 17),
            "'grasshopper' is none of",
        ),
        ("option lastmove g\n", (4, 17), "'g' is none of"),
        (
            "option lastmove rook lastmove pawn\n",
            (4, 22),
            "given twice",
        ),
        ("option prevmove x\n", (4, 17), "'x'"),
        ("option qirights Q\n", (4, 17), "found 'Q'"),
        ("option qirights Ra5\n", (4, 17), "qirights: 'Ra5'"),
        ("option qirights K K\n", (4, 17), "given twice"),
        (
            "condition fourdoubleacts merge_kind\n",
            (4, 26),
            "unknown condition 'merge_kind'",
        ),
        (
            "condition fourdoubleacts fourdoubleacts\n",
            (4, 26),
            "given twice",
        ),
        (
            "option lastmovex rook\n",
            (4, 8),
            "unknown option 'lastmovex'",
        ),
    ];
    for (line, (l, c), needle) in cases {
        let text = format!("{base}{line}end");
        let e = parse_popeye(&text).unwrap_err();
        assert_eq!((e.line, e.column), (l, c), "{line}: {e}");
        assert!(e.message.contains(needle), "{line}: {e}");
    }
}

// ----- sessions -----

#[test]
fn sessions_read_the_condition_table() {
    let head = "version = 1\n[[problem]]\ndiagram = \"r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - \
                0 1 lastmove=R qi=K,Ra1,k\"\n";
    let text =
        format!("{head}conditions = [ {{ name = \"four double acts\", merge_kinds = true }} ]\n");
    let s = Session::from_toml(&text).unwrap_or_else(|e| panic!("{e}"));
    let p = &s.problems[0].problem;
    assert_eq!(
        p.conditions,
        vec![Condition::new(FdaOptions {
            merge_kinds: true,
            ..FdaOptions::default()
        })]
    );
    assert_eq!(p.position.last_move_kind(), Some(PieceKind::Rook));
    assert_eq!(p.position.qi_castling().rooks().count(), 1);
    let written = s.to_toml();
    assert!(
        written.contains("{ name = \"four double acts\", double_step_pawn_rank = false"),
        "{written}"
    );
    assert!(written.contains("lastmove=R qi=K,Ra1,k"), "{written}");
    assert_eq!(
        Session::from_toml(&written).map_err(|e| e.to_string()),
        Ok(s)
    );
    // Every option may be left out.
    let text = format!("{head}conditions = [ {{ name = \"four double acts\" }} ]\n");
    let s = Session::from_toml(&text).unwrap();
    assert_eq!(
        s.problems[0].problem.conditions,
        vec![Condition::new(FdaOptions::default())]
    );
    // An unknown option is an error.
    let text =
        format!("{head}conditions = [ {{ name = \"four double acts\", merge_kind = true }} ]\n");
    let e = Session::from_toml(&text).unwrap_err().to_string();
    assert!(e.contains("merge_kind"), "{e}");
    // A bad FEN field in the diagram names it.
    let text = "version = 1\n[[problem]]\ndiagram = \"4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 \
                qi=Ra5\"\n";
    let e = Session::from_toml(text).unwrap_err().to_string();
    assert!(e.contains("qi: 'Ra5'"), "{e}");
}
