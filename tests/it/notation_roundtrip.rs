//! Property tests of the text formats: random positions survive FEN; along random games every
//! legal move's text reads back as that move and every move keeps the Zobrist key right; and no
//! input, however broken, makes a parser panic.

use feerie::conditions::{FdaOptions, ImitatorOptions};
use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::move_text::{move_text, move_text_marked, parse_move};
use feerie::rules::attack::in_check;
use feerie::rules::{
    legal_moves, BoardSize, Castling, Colour, Condition, EnPassant, Piece, PieceKind, Position,
    Ruleset, Side, Square, TokenColour,
};
use proptest::prelude::*;

// ----- (a) random positions through FEN -----

/// The raw material of a random position; `build` turns it into a valid one.
#[derive(Clone, Debug)]
struct Recipe {
    width: u8,
    height: u8,
    black_to_move: bool,
    /// King and rooks on their castling squares, and which bits to set.
    castling: Option<u8>,
    /// File and colour choice of a pawn that just made a double step.
    en_passant: Option<(u8, u8)>,
    /// Square (file, rank, reduced modulo the size), colour choice, kind index.
    pieces: Vec<(u8, u8, u8, usize)>,
    imitators: Vec<(u8, u8, u8)>,
    /// Colour choice, kind index, square.
    pending: Option<(u8, usize, u8, u8)>,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        (1u8..=16, 1u8..=16),
        prop_oneof![Just(8u8), 1u8..=16],
        any::<bool>(),
        proptest::option::of(any::<u8>()),
        proptest::option::of((any::<u8>(), any::<u8>())),
        proptest::collection::vec(
            (any::<u8>(), any::<u8>(), 0u8..3, 0..PieceKind::ALL.len()),
            0..48,
        ),
        proptest::collection::vec((any::<u8>(), any::<u8>(), 0u8..3), 0..10),
        proptest::option::of((0u8..3, 0..PieceKind::ALL.len(), any::<u8>(), any::<u8>())),
    )
        .prop_map(
            |((w, h), eight, black, castling, ep, pieces, imitators, pending)| Recipe {
                // Half the boards are 8 files wide so that castling shows up.
                width: if eight == 8 { 8 } else { w },
                height: h,
                black_to_move: black,
                castling,
                en_passant: ep,
                pieces,
                imitators,
                pending,
            },
        )
}

fn colour_of(choice: u8) -> Colour {
    [Colour::White, Colour::Black, Colour::Neutral][choice as usize % 3]
}

/// Whether `piece` may stand on `sq`: no neutral king or Four Double Acts piece, one king a
/// side, no pawn on a rank where it would promote.
fn may_stand(pos: &Position, sq: Square, piece: Piece) -> bool {
    match piece.kind() {
        k if k.is_imitating() => piece.colour().side().is_some(),
        k if k.is_royal_walk() => piece
            .colour()
            .side()
            .is_some_and(|side| pos.king(side).is_none()),
        PieceKind::Pawn => [Side::White, Side::Black]
            .iter()
            .all(|&s| !piece.colour().movable_by(s) || sq.rank() != pos.last_rank(s)),
        _ => true,
    }
}

fn build(r: &Recipe) -> Position {
    let size = BoardSize::new(r.width, r.height).unwrap();
    let (w, h) = (r.width, r.height);
    let mut pos = Position::empty(size);
    let side = if r.black_to_move {
        Side::Black
    } else {
        Side::White
    };
    pos.set_side_to_move(side);

    let mut castling = Castling::NONE;
    if let (Some(bits), 8, 2..) = (r.castling, w, h) {
        for s in [Side::White, Side::Black] {
            let rank = pos.home_rank(s);
            pos.put(
                Square::new(4, rank),
                Piece::new(s.colour(), PieceKind::King),
            );
            let shift = s as u8 * 3;
            castling.set_king(s, bits >> shift & 1 != 0);
            for (kingside, file, bit) in [(true, 7, 1), (false, 0, 2)] {
                if bits >> (shift + bit) & 1 != 0 || bits & 0x40 != 0 {
                    pos.put(
                        Square::new(file, rank),
                        Piece::new(s.colour(), PieceKind::Rook),
                    );
                    let keep = castling.king_unmoved(s) && bits >> (shift + bit) & 1 != 0;
                    castling.set_rook(s, kingside, keep);
                }
            }
        }
        pos.set_castling(castling);
    }

    if let (Some((file, colour)), 5..) = (r.en_passant, h) {
        let mover = side.opponent();
        let target_rank = match mover {
            Side::White => 2,
            Side::Black => h - 3,
        };
        let target = Square::new(file % w, target_rank);
        let victim = target.offset(0, mover.forward() as i32, size).unwrap();
        let colour = if colour % 2 == 0 {
            mover.colour()
        } else {
            Colour::Neutral
        };
        let pawn = Piece::new(colour, PieceKind::Pawn);
        if pos.is_empty_square(victim) && may_stand(&pos, victim, pawn) {
            pos.put(victim, pawn);
            pos.set_en_passant(Some(EnPassant::new(target, victim)));
        }
    }

    for &(f, rk, c, k) in &r.pieces {
        let sq = Square::new(f % w, rk % h);
        let piece = Piece::new(colour_of(c), PieceKind::ALL[k]);
        if pos.is_empty_square(sq) && may_stand(&pos, sq, piece) {
            pos.put(sq, piece);
        }
    }

    for &(f, rk, c) in &r.imitators {
        let sq = Square::new(f % w, rk % h);
        let colour = match c {
            0 => TokenColour::Neutral,
            1 => TokenColour::Of(Side::White),
            _ => TokenColour::Of(Side::Black),
        };
        if pos.is_empty_square(sq) && !pos.tokens().contains(sq) {
            pos.add_token(sq, colour);
        }
    }

    if let Some((c, k, f, rk)) = r.pending {
        let piece = Piece::new(colour_of(c), PieceKind::ALL[k]);
        pos.set_pending_rebirth(Some((piece, Square::new(f % w, rk % h))));
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_positions_survive_fen(r in recipe()) {
        let pos = build(&r);
        prop_assert_eq!(pos.validate(), Ok(()));
        prop_assert_eq!(pos.hash(), pos.compute_hash());
        let fen = to_fen(&pos);
        let back = parse_fen(&fen);
        prop_assert_eq!(back.as_ref(), Ok(&pos), "{}", fen);
        prop_assert_eq!(to_fen(back.as_ref().unwrap()), fen);
    }
}

// ----- (b) random games: move text and Zobrist keys -----

struct Start {
    name: &'static str,
    fen: &'static str,
    conditions: Vec<Condition>,
}

fn imitator(promotion: bool) -> Condition {
    Condition::new(ImitatorOptions {
        promotion,
        no_hurdle: false,
        hurdle_at_departure: false,
    })
}

fn fda(options: FdaOptions) -> Condition {
    Condition::new(options)
}

fn starts() -> Vec<Start> {
    let parrain = Condition::new(feerie::conditions::ParrainOptions::default());
    let dynamo = Condition::new(feerie::conditions::DynamoOptions::default());
    // Not `castling_kept_when_displaced`: FEN cannot write the right of a king or rook away
    // from its square.
    let dynamo_options = Condition::new(feerie::conditions::DynamoOptions {
        equal_distances: true,
        ep_push_stays: true,
        passive_promotion_queen: true,
        castling_kept_when_displaced: false,
        merge_exits: true,
        no_exit_pull: true,
        ep_plain_double_step_only: true,
    });
    vec![
        Start {
            name: "dynamo, initial",
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            conditions: vec![dynamo.clone()],
        },
        Start {
            name: "dynamo, kiwipete",
            fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            conditions: vec![dynamo.clone()],
        },
        Start {
            name: "dynamo, pawns near promotion and edge pawns",
            fen: "r3k2r/1P4p1/8/1P5p/p7/2N2[N]2/P5P1/R3K2R w KQkq - 0 1",
            conditions: vec![dynamo.clone()],
        },
        Start {
            name: "dynamo with every option",
            fen: "r3k2r/1P4p1/8/1P5p/p7/2N2[G]2/P5P1/R3K2R b KQkq - 0 1",
            conditions: vec![dynamo_options],
        },
        Start {
            name: "initial",
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            conditions: vec![],
        },
        Start {
            name: "kiwipete",
            fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            conditions: vec![],
        },
        Start {
            name: "fairy 10x10",
            fen: "r3k4r/[n]1[mo]1pp1[z]1[we]/2[al]2[le]1[va]1[em]/[ne]4*[G]4/3*B2p3/\
                  2P3*P3/1[MA]3[CA]4/[GI]2[FE]2[DA]3/PP1[PA]2[AM]1PP/R3K[G]1[NE]1R w - - 0 1",
            conditions: vec![],
        },
        Start {
            name: "fairy 8x8 with neutral pawns",
            fen: "r3k2r/p*P1[g][n]1pp/2[ma]5/8/3[PR]4/5[Z]2/P*p2[EM]1PP/R3K2R w KQkq - 0 1",
            conditions: vec![],
        },
        Start {
            name: "imitators",
            fen: "r3k2r/1P4p1/8/3p4/8/2N2[G]2/6P1/R3K2R w KQkq - 0 1 imitators=c4,e5",
            conditions: vec![imitator(true)],
        },
        Start {
            name: "monochrome imitators",
            fen: "4k3/1p3p2/2[g]5/8/8/5N2/1P3P2/4K3 b - - 0 1 imitators=w:d4,b:e5,a6",
            conditions: vec![imitator(true)],
        },
        Start {
            name: "circe parrain",
            fen: "r3k2r/pp3ppp/3n4/8/8/8/PPP2PPP/R3K2R w KQkq - 0 1 lastcapture=wPd6",
            conditions: vec![parrain.clone()],
        },
        Start {
            name: "miroir",
            fen: "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            conditions: vec![Condition::new(feerie::conditions::MiroirOptions::default())],
        },
        Start {
            name: "miroir, pawns near promotion, all or nothing",
            fen: "4k3/1pP2p2/2n5/p1pP4/P2p1N2/5P2/1Pp2P2/4K3 w - - 0 1",
            conditions: vec![Condition::new(feerie::conditions::MiroirOptions {
                transfer: feerie::conditions::MiroirTransfer::AllOrNothing,
                ..Default::default()
            })],
        },
        Start {
            name: "four double acts, a game array on 10x10",
            fen: "rnb[fm]kq[ff]bnr/rbn[wm][cm][cn][wf]nbr/pppppppppp/10/10/10/10/PPPPPPPPPP/\
                  RBN[WM][CM][CN][WF]NBR/RNB[FM]KQ[FF]BNR w - - 0 1 \
                  qi=K,Ra1,Rj1,Ra2,Rj2,k,ra9,rj9,ra10,rj10",
            conditions: vec![fda(FdaOptions::default())],
        },
        Start {
            name: "four double acts, open 10x10 with Qi castling",
            fen: "r3k4r/1p[ff]2[cn]1p1p/2[wm]4n2/3p2[cm]3/10/4[WF]3[FM]1/1P1[CN]3B2/\
                  2N2[FF]2[WM]1/P1P1PP1P1P/R3K4R b - - 0 1 lastmove=S qi=K,Ra1,Rj1,k,ra10,rj10",
            conditions: vec![fda(FdaOptions::default())],
        },
        Start {
            name: "four double acts with options, pawns near promotion",
            fen: "4k4r/1P2[wf]2p1[cm]/3[ff]6/2p4[FM]2/10/1[CN]3P4/2[WM]2[fm]3p/10/P3[ff]2P1P/\
                  R3K5 w - - 0 1 lastmove=P prevmove=R qi=K,Ra1,rj10",
            conditions: vec![fda(FdaOptions {
                merge_kinds: true,
                pawnrider_double_step: true,
                promotion_sets_promoted_kind: true,
                check_by_defenders_kind: true,
                ..FdaOptions::default()
            })],
        },
        Start {
            name: "four double acts, by squares and no chains",
            fen: "r3k4r/pp[cn]3[wf]1pp/10/3[FF]6/4[fm]5/10/2[WM]7/10/PP3[CM]2PP/R3K4R w - - 0 1 \
                  lastmove=Q",
            conditions: vec![fda(FdaOptions {
                castling_by_squares: true,
                no_chains: true,
                king_lends_nothing: true,
                double_step_pawn_rank: true,
                ..FdaOptions::default()
            })],
        },
        Start {
            name: "circe parrain, black to move",
            fen: "r3k2r/ppp1pppp/8/8/2B5/8/PP1P1PPP/R3K2R b KQkq - 0 1 lastcapture=bRc4",
            conditions: vec![parrain.clone()],
        },
    ]
}

#[test]
fn start_positions_are_sound() {
    for s in starts() {
        let pos = parse_fen(s.fen).unwrap_or_else(|e| panic!("{}: {e}", s.name));
        let rs = Ruleset::new(&pos, &s.conditions);
        let waiting = pos.side_to_move().opponent();
        assert!(
            !in_check(&pos, waiting, &rs),
            "{}: the side not to move is in check",
            s.name
        );
        assert!(!legal_moves(&pos, &rs).is_empty(), "{}: no moves", s.name);
    }
}

/// Checks every legal move of `pos`, and returns them.
fn check_ply(
    pos: &Position,
    rs: &Ruleset,
    context: &str,
) -> Result<Vec<feerie::rules::Move>, TestCaseError> {
    let fen = to_fen(pos);
    let back = parse_fen(&fen);
    prop_assert_eq!(back.as_ref(), Ok(pos), "{}: {}", context, fen);
    let moves = legal_moves(pos, rs);
    for mv in &moves {
        let plain = move_text(pos, mv);
        let marked = move_text_marked(pos, mv, rs);
        for text in [&plain, &marked] {
            let back = parse_move(pos, rs, text);
            prop_assert_eq!(back.as_ref(), Ok(mv), "{}: '{}' in {}", context, text, fen);
        }
        let next = pos.play(mv, rs);
        prop_assert_eq!(
            next.hash(),
            next.compute_hash(),
            "{}: Zobrist key after {} in {}",
            context,
            plain,
            fen
        );
    }
    Ok(moves)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn moves_read_back_along_random_games(
        start in 0..starts().len(),
        choices in proptest::collection::vec(any::<u32>(), 0..40),
    ) {
        let s = &starts()[start];
        let mut pos = parse_fen(s.fen).unwrap();
        let rs = Ruleset::new(&pos, &s.conditions);
        let mut line: Vec<String> = Vec::new();
        for choice in choices {
            let context = format!("{} after [{}]", s.name, line.join(" "));
            let moves = check_ply(&pos, &rs, &context)?;
            if moves.is_empty() {
                break;
            }
            let mv = moves[choice as usize % moves.len()];
            line.push(move_text(&pos, &mv));
            pos = pos.play(&mv, &rs);
        }
        let context = format!("{} after [{}]", s.name, line.join(" "));
        check_ply(&pos, &rs, &context)?;
    }
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

/// The random games above, made reproducible, also show that they meet every notation
/// feature: every text seen (of every legal move at every ply) is collected and searched.
#[test]
fn fixed_games_meet_every_notation_feature() {
    let mut seen: Vec<String> = Vec::new();
    let mut rng = Rng(2024);
    for s in starts() {
        for _ in 0..12 {
            let mut pos = parse_fen(s.fen).unwrap();
            let rs = Ruleset::new(&pos, &s.conditions);
            for _ in 0..40 {
                let moves = check_ply(&pos, &rs, s.name).unwrap_or_else(|e| panic!("{e}"));
                if moves.is_empty() {
                    break;
                }
                seen.extend(moves.iter().map(|m| move_text_marked(&pos, m, &rs)));
                let mv = moves[(rng.next() % moves.len() as u64) as usize];
                pos = pos.play(&mv, &rs);
            }
        }
    }
    let features = [
        ("short castling", "0-0"),
        ("long castling", "0-0-0"),
        ("capture", "*"),
        ("e.p.", " ep."),
        ("promotion", "=Q"),
        ("fairy promotion", "=G"),
        ("promotion into an Imitator", "=I"),
        ("Imitator squares", "[I"),
        ("rebirth", "[+"),
        ("reborn pawn promoted", "[+wPd8="),
        ("neutral pawn", "nP"),
        ("neutral piece", "nG"),
        ("fairy piece", "MA"),
        ("check", " +"),
        ("mate", " #"),
    ];
    for (name, needle) in features {
        assert!(
            seen.iter().any(|t| t.contains(needle)),
            "no {name} ({needle}) among {} texts",
            seen.len()
        );
    }
}

// ----- (c) no panics on any input -----

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "4k3/[em]7/3*[G]4/[ne]7/2[MA]5/*P7/*N6[pr]/R3K3 b Q - 0 1 imitators=a8,w:h1 lastcapture=wPd3",
    "k9/10/10/10/10/10/10/10/10/9K w - - 0 1",
    "K w - - 0 1",
    "r3k4r/10/10/10/10/1p[WM]7/3p6/10/10/R3K4R b - c4 0 1 lastmove=P prevmove=S qi=K,Rb1:a,k,ra10",
];

/// Characters FEN and move text are made of, plus a few that they are not.
const ALPHABET: &[char] = &[
    'r', 'n', 'b', 'q', 'k', 'p', 'R', 'N', 'B', 'Q', 'K', 'P', 'S', 'G', 'I', 'M', 'A', 'E', 'a',
    'd', 'e', 'h', 'w', 'x', '0', '1', '2', '6', '8', '9', '/', '[', ']', '*', '-', '=', ',', ':',
    '.', '+', '#', '!', '?', ' ', '\t', 'é', '♔', '\u{0}',
];

#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
    Truncate(usize),
    Duplicate(usize, usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let ch = proptest::sample::select(ALPHABET);
    let edit = prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), any::<usize>()).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ];
    proptest::collection::vec(edit, 1..6)
}

fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len();
        match *e {
            Edit::Delete(i) if n > 0 => {
                chars.remove(i % n);
            }
            Edit::Insert(i, c) => chars.insert(i % (n + 1), c),
            Edit::Replace(i, c) if n > 0 => chars[i % n] = c,
            Edit::Truncate(i) => chars.truncate(i % (n + 1)),
            Edit::Duplicate(i, len) if n > 0 => {
                let i = i % n;
                let piece: Vec<char> = chars[i..(i + len % 8).min(n)].to_vec();
                for (k, c) in piece.into_iter().enumerate() {
                    chars.insert(i + k, c);
                }
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A FEN the parser accepted must survive its own round trip.
fn accepted_fen_is_consistent(text: &str) -> Result<(), TestCaseError> {
    if let Ok(pos) = parse_fen(text) {
        prop_assert_eq!(pos.validate(), Ok(()));
        prop_assert_eq!(pos.hash(), pos.compute_hash());
        prop_assert_eq!(parse_fen(&to_fen(&pos)), Ok(pos), "{}", text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn fen_parser_never_panics_on_random_text(text in any::<String>()) {
        accepted_fen_is_consistent(&text)?;
    }

    #[test]
    fn fen_parser_never_panics_on_fen_like_text(text in "[rnbqkpRNBQKP1-9/*\\[\\]a-hA-Z =,:-]{0,80}") {
        accepted_fen_is_consistent(&text)?;
    }

    #[test]
    fn fen_parser_never_panics_on_mutated_fens(i in 0..FENS.len(), e in edits()) {
        accepted_fen_is_consistent(&mutate(FENS[i], &e))?;
    }

    #[test]
    fn move_parser_never_panics(
        start in 0..starts().len(),
        pick in any::<usize>(),
        marked in any::<bool>(),
        e in edits(),
        noise in any::<String>(),
    ) {
        let s = &starts()[start];
        let pos = parse_fen(s.fen).unwrap();
        let rs = Ruleset::new(&pos, &s.conditions);
        let moves = legal_moves(&pos, &rs);
        let mv = moves[pick % moves.len()];
        let text = if marked { move_text_marked(&pos, &mv, &rs) } else { move_text(&pos, &mv) };
        for attempt in [mutate(&text, &e), noise.clone(), format!("1.{noise}"), format!("{text}{noise}")] {
            // Whatever is accepted is one of the legal moves.
            if let Ok(found) = parse_move(&pos, &rs, &attempt) {
                prop_assert!(moves.contains(&found), "'{}'", attempt);
            }
        }
    }
}

/// A game the random search found (CI, session 25): under Circe Parrain Black's rook is
/// reborn on h8 after its king has moved (`Rb8-c8[+bRh8]`); its castling bit came back with it,
/// which no FEN says, so the position read back from its FEN differed from it.
#[test]
fn a_rook_reborn_beside_a_moved_king_reads_back_from_its_fen() {
    let choices: [u32; 16] = [
        2117435217, 1042171794, 4077576490, 101473348, 1123261040, 1976992143, 1885517903,
        3909056764, 1730550868, 3466724678, 3209010190, 2025349428, 2614772090, 1697008863,
        780059797, 23162395,
    ];
    let s = starts()
        .into_iter()
        .find(|s| s.name == "circe parrain")
        .unwrap();
    let mut pos = parse_fen(s.fen).unwrap();
    let rs = Ruleset::new(&pos, &s.conditions);
    let mut line: Vec<String> = Vec::new();
    for choice in choices {
        let context = format!("{} after [{}]", s.name, line.join(" "));
        let moves = check_ply(&pos, &rs, &context).unwrap_or_else(|e| panic!("{e}"));
        let mv = moves[choice as usize % moves.len()];
        line.push(move_text(&pos, &mv));
        pos = pos.play(&mv, &rs);
    }
    assert_eq!(line.last().map(String::as_str), Some("Rb8-c8[+bRh8]"));
    check_ply(&pos, &rs, &line.join(" ")).unwrap_or_else(|e| panic!("{e}"));
}
