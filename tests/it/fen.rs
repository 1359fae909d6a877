//! Extended FEN: standard positions, fairy and neutral pieces, board sizes, the extension
//! fields, and an error for every way a FEN can be wrong, naming its field.

use feerie::notation::fen::{parse_fen, to_fen, FenError};
use feerie::rules::perft::perft;
use feerie::rules::{
    BoardSize, Colour, Piece, PieceKind, Position, Ruleset, Side, Square, TokenColour,
};

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn parse(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Parses `fen`, checks it is written back unchanged and read again to the same position.
fn exact_round_trip(fen: &str) -> Position {
    let pos = parse(fen);
    assert_eq!(to_fen(&pos), fen);
    assert_eq!(parse_fen(&to_fen(&pos)), Ok(pos));
    assert_eq!(pos.hash(), pos.compute_hash(), "{fen}");
    pos
}

fn error(fen: &str) -> FenError {
    match parse_fen(fen) {
        Ok(p) => panic!("'{fen}' was accepted as {}", to_fen(&p)),
        Err(e) => e,
    }
}

/// The error's field and that its message names the field as `FEN field N (name)`.
fn error_field(fen: &str, field: usize, name: &str) -> String {
    let e = error(fen);
    let text = e.to_string();
    assert_eq!(e.field, field, "'{fen}': {text}");
    assert!(
        text.starts_with(&format!("FEN field {field} ({name})")),
        "'{fen}': {text}"
    );
    assert!(!text.contains('\n'), "one line: {text}");
    text
}

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_4_MIRRORED: &str =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POSITION_6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

#[test]
fn the_initial_position_is_standard_fen() {
    let pos = exact_round_trip(INITIAL);
    assert_eq!(pos, Position::initial());
    assert_eq!(to_fen(&Position::initial()), INITIAL);
}

#[test]
fn perft_positions_round_trip() {
    // The perft page's positions, with their published perft(2) (perft(3) for position 3),
    // which shows that castling and e.p. rights were read as meant.
    let cases = [
        (INITIAL, 2, 400),
        (KIWIPETE, 2, 2039),
        (POSITION_3, 3, 2812),
        (POSITION_4, 2, 264),
        (POSITION_4_MIRRORED, 2, 264),
    ];
    for (fen, depth, nodes) in cases {
        let pos = exact_round_trip(fen);
        assert_eq!(perft(&pos, &Ruleset::orthodox(&pos), depth), nodes, "{fen}");
    }
    // Positions 5 and 6 carry move counters; a position does not keep them, so they come back
    // as "0 1" and the rest is unchanged.
    for (fen, nodes) in [(POSITION_5, 1486), (POSITION_6, 2079)] {
        let pos = parse(fen);
        let head: Vec<&str> = fen.split(' ').take(4).collect();
        assert_eq!(to_fen(&pos), format!("{} 0 1", head.join(" ")));
        assert_eq!(parse_fen(&to_fen(&pos)), Ok(pos));
        assert_eq!(perft(&pos, &Ruleset::orthodox(&pos), 2), nodes, "{fen}");
    }
}

#[test]
fn move_counters_and_fields_five_six_are_optional() {
    let short = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    assert_eq!(short, Position::initial());
    let one = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7");
    assert_eq!(one, Position::initial());
    let spaced = parse("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t w  KQkq -  3 40 ");
    assert_eq!(spaced, Position::initial());
}

#[test]
fn every_fairy_kind_in_every_colour() {
    let mut pos = Position::empty(BoardSize::new(16, 16).unwrap());
    let colours = [Colour::White, Colour::Black, Colour::Neutral];
    for (i, kind) in PieceKind::ALL.iter().enumerate() {
        for (j, colour) in colours.iter().enumerate() {
            // No neutral king, no neutral Four Double Acts piece (they belong to one side).
            if (*kind == PieceKind::King || kind.is_imitating()) && *colour == Colour::Neutral {
                continue;
            }
            // A sting or poseidon is its side's king (tests/it/piece_table.rs and
            // royal_walks.rs write them through FEN in the king's place).
            if kind.is_royal_fairy() {
                continue;
            }
            let square = Square::new(i as u8 % 16, 1 + (i as u8 / 16) * 4 + j as u8);
            pos.put(square, Piece::new(*colour, *kind));
        }
    }
    let fen = to_fen(&pos);
    assert_eq!(parse_fen(&fen), Ok(pos), "{fen}");
    for (sq, p) in pos.pieces() {
        let letters = p.kind().fen_letters();
        let bracket = match p.colour() {
            Colour::Black => format!("[{}]", letters.to_ascii_lowercase()),
            _ => format!("[{letters}]"),
        };
        if !p.kind().is_orthodox() {
            assert!(fen.contains(&bracket), "{fen} lacks {bracket} for {sq}");
        }
    }
}

#[test]
fn fairy_and_neutral_pieces_by_their_codes() {
    let pos = exact_round_trip("4k3/[em]7/3*[G]4/[ne]7/2[MA]5/*P7/*N6[pr]/R3K3 b Q - 0 1");
    let at = |s: &str| pos.piece_at(sq(s));
    assert_eq!(
        at("a7"),
        Some(Piece::new(Colour::Black, PieceKind::Empress))
    );
    assert_eq!(
        at("d6"),
        Some(Piece::new(Colour::Neutral, PieceKind::Grasshopper))
    );
    assert_eq!(
        at("a5"),
        Some(Piece::new(Colour::Black, PieceKind::NonstopEquihopper))
    );
    assert_eq!(at("c4"), Some(Piece::new(Colour::White, PieceKind::Mao)));
    assert_eq!(at("a3"), Some(Piece::new(Colour::Neutral, PieceKind::Pawn)));
    assert_eq!(
        at("a2"),
        Some(Piece::new(Colour::Neutral, PieceKind::Knight))
    );
    assert_eq!(
        at("h2"),
        Some(Piece::new(Colour::Black, PieceKind::Princess))
    );
    // In brackets the codes are Popeye's: [N] nightrider, [S] knight. Bare N is a knight.
    let pos = parse("[N][S]N[n][s]n2/8/8/8/8/8/8/8 w - -");
    let kinds: Vec<PieceKind> = pos.pieces().map(|(_, p)| p.kind()).collect();
    assert_eq!(
        kinds,
        [
            PieceKind::Nightrider,
            PieceKind::Knight,
            PieceKind::Knight,
            PieceKind::Nightrider,
            PieceKind::Knight,
            PieceKind::Knight
        ]
    );
    assert_eq!(to_fen(&pos), "[N]NN[n]nn2/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn board_sizes_from_one_to_sixteen() {
    let pos = exact_round_trip("K w - - 0 1");
    assert_eq!(pos.size(), BoardSize::new(1, 1).unwrap());
    assert_eq!(pos.king(Side::White), Some(sq("a1")));
    exact_round_trip("1 b - - 0 1");
    let pos = exact_round_trip("r3k4r/10/10/10/10/10/10/10/PPPPPPPPPP/R3K4R w - - 0 1");
    assert_eq!(pos.size(), BoardSize::new(10, 10).unwrap());
    assert_eq!(
        pos.piece_at(sq("j10")),
        Some(Piece::new(Colour::Black, PieceKind::Rook))
    );
    let mut rows = vec!["16".to_string(); 16];
    rows[0] = "k14[g]".into();
    rows[15] = "[AM]14K".into();
    let fen = format!("{} b - - 0 1", rows.join("/"));
    let pos = exact_round_trip(&fen);
    assert_eq!(pos.size(), BoardSize::new(16, 16).unwrap());
    assert_eq!(
        pos.piece_at(sq("p16")),
        Some(Piece::new(Colour::Black, PieceKind::Grasshopper))
    );
    assert_eq!(pos.king(Side::White), Some(sq("p1")));
    // Wide and flat, narrow and tall.
    assert_eq!(
        exact_round_trip("k14K w - - 0 1").size(),
        BoardSize::new(16, 1).unwrap()
    );
    let tall = exact_round_trip("k/1/1/1/1/1/1/1/1/1/1/1/1/1/1/K w - - 0 1");
    assert_eq!(tall.size(), BoardSize::new(1, 16).unwrap());
}

#[test]
fn castling_rights() {
    let pos = exact_round_trip("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1");
    let c = pos.castling();
    assert!(c.king_unmoved(Side::White) && c.rook_unmoved(Side::White, true));
    assert!(!c.rook_unmoved(Side::White, false));
    assert!(c.king_unmoved(Side::Black) && c.rook_unmoved(Side::Black, false));
    // E: king unmoved, no castling rook (yet).
    let pos = exact_round_trip("4k3/8/8/8/8/8/8/R3K2R w Ee - 0 1");
    assert!(pos.castling().king_unmoved(Side::White));
    assert!(!pos.castling().rook_unmoved(Side::White, true));
    assert!(pos.castling().king_unmoved(Side::Black));
    // Castling on an 8-file board of another height: the home ranks are the edges.
    let pos = exact_round_trip("r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(pos.castling().rook_unmoved(Side::Black, true));
}

#[test]
fn en_passant_squares() {
    let pos = exact_round_trip("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let ep = pos.en_passant().unwrap();
    assert_eq!((ep.target, ep.victim), (sq("d6"), sq("d5")));
    let pos = exact_round_trip("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
    assert_eq!(pos.en_passant().unwrap().victim, sq("d4"));
    // A neutral pawn's double step.
    let pos = exact_round_trip("4k3/8/8/8/3*P4/8/8/4K3 b - d3 0 1");
    assert_eq!(pos.en_passant().unwrap().victim, sq("d4"));
    // On a 10x10 board Black's double step passes over rank 8.
    let pos = exact_round_trip("4k5/10/4p5/3pP5/10/10/10/10/10/4K5 w - d8 0 1");
    assert_eq!(pos.en_passant().unwrap().victim, sq("d7"));
}

#[test]
fn imitators_and_pending_rebirths() {
    let pos = exact_round_trip("4k3/8/8/8/8/8/8/4K3 w - - 0 1 imitators=c5,a3,w:h8,b:b1");
    let list: Vec<(Square, TokenColour)> = pos.tokens().iter().collect();
    assert_eq!(
        list,
        [
            (sq("c5"), TokenColour::Neutral),
            (sq("a3"), TokenColour::Neutral),
            (sq("h8"), TokenColour::Of(Side::White)),
            (sq("b1"), TokenColour::Of(Side::Black)),
        ]
    );
    let pos = exact_round_trip("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1 lastcapture=wPd3");
    assert_eq!(
        pos.pending_rebirth(),
        Some((Piece::new(Colour::White, PieceKind::Pawn), sq("d3")))
    );
    let pos = exact_round_trip("4k3/8/8/8/8/3N4/8/4K3 b - - 0 1 imitators=a1 lastcapture=nMAd3");
    assert_eq!(
        pos.pending_rebirth(),
        Some((Piece::new(Colour::Neutral, PieceKind::Mao), sq("d3")))
    );
    // Extension fields in any order, with or without the move counters.
    let pos = parse("4k3/8/8/8/8/3n4/8/4K3 w - - lastcapture=bSd3 imitators=e5");
    assert_eq!(
        to_fen(&pos),
        "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1 imitators=e5 lastcapture=bSd3"
    );
    let pos = exact_round_trip(
        "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w - - 0 1 imitators=o15,j10",
    );
    assert_eq!(pos.tokens().len(), 2);
}

#[test]
fn truncated_and_garbage() {
    error_field("", 1, "placement");
    error_field("   ", 1, "placement");
    error_field(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        2,
        "side to move",
    );
    error_field(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
        3,
        "castling",
    );
    error_field(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        4,
        "en passant",
    );
    error_field("hello world", 1, "placement");
    error_field(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 garbage",
        7,
        "extension",
    );
    error_field("♔/8 w - -", 1, "placement");
    error_field("8/8/8 w - - zero", 5, "halfmove clock");
    error_field("8/8/8 w - - 0 one", 6, "fullmove number");
}

#[test]
fn bad_placements() {
    let text = error_field(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
        1,
        "placement",
    );
    assert_eq!(
        text,
        "FEN field 1 (placement), rank 1: 7 files, but rank 8 has 8"
    );
    let text = error_field("8/8/3X4/8 w - -", 1, "placement");
    assert_eq!(text, "FEN field 1 (placement), rank 2: unknown piece 'X'");
    assert!(error_field("8/[X]7 w - -", 1, "placement").contains("unknown piece '[X]'"));
    assert!(error_field("8/[]7 w - -", 1, "placement").contains("'[]'"));
    assert!(error_field("8/[G7 w - -", 1, "placement").contains("'['"));
    assert!(error_field("8/[Ma]7 w - -", 1, "placement").contains("mixes"));
    assert!(error_field("8/*8 w - -", 1, "placement").contains("'*'"));
    assert!(error_field("8/7* w - -", 1, "placement").contains("'*'"));
    assert!(error_field("8//8 w - -", 1, "placement").contains("rank 2: empty"));
    assert!(error_field("8/08 w - -", 1, "placement").contains("'08'"));
    assert!(error_field("17 w - -", 1, "placement").contains("16 files"));
    assert!(error_field("16K w - -", 1, "placement").contains("16 files"));
    let tall = vec!["8"; 17].join("/");
    assert!(error_field(&format!("{tall} w - -"), 1, "placement").contains("17 ranks"));
}

#[test]
fn illegal_positions() {
    let text = error_field("4k3/8/8/8/8/8/8/3KK3 w - -", 1, "placement");
    assert!(text.contains("two kings"), "{text}");
    error_field("3kk3/8/8/8/8/8/8/4K3 w - -", 1, "placement");
    let text = error_field("4k2P/8/8/8/8/8/8/4K3 w - -", 1, "placement");
    assert!(text.contains("promotion rank"), "{text}");
    error_field("4k3/8/8/8/8/8/8/p3K3 w - -", 1, "placement");
    error_field("4k3/8/8/8/8/8/8/*P3K3 w - -", 1, "placement");
    // A neutral king is either side's king: beside another king it is a second one.
    let text = error_field("4k3/8/8/8/8/8/8/*K7 w - -", 1, "placement");
    assert!(text.contains("two kings"), "{text}");
}

#[test]
fn bad_side_castling_en_passant() {
    error_field("8/8 W - -", 2, "side to move");
    error_field("8/8 white - -", 2, "side to move");
    let text = error_field("8/8/8/8/8/8/8/R3K2R w KX -", 3, "castling");
    assert!(text.contains("'X'"), "{text}");
    assert!(error_field("8/8/8/8/8/8/8/R3K2R w KK -", 3, "castling").contains("twice"));
    assert!(error_field("8/8/8/8/8/8/8/R3K3 w K -", 3, "castling").contains("h1"));
    assert!(error_field("8/8/8/8/8/8/8/R2K3R w Q -", 3, "castling").contains("e1"));
    assert!(error_field("4k3/8/8/8/8/8/8/R3K2R w q -", 3, "castling").contains("a8"));
    assert!(
        error_field("r3k4r/10/10/10/10/10/10/10/10/R3K4R w K -", 3, "castling").contains("8-file")
    );
    error_field("8/8/8/8/8/8/8/R3K2R w - -K", 4, "en passant");
    error_field("4k3/8/8/8/8/8/8/4K3 w - e9", 4, "en passant");
    error_field("4k3/8/8/8/8/8/8/4K3 w - E6", 4, "en passant");
    error_field("4k3/8/8/8/8/8/8/4K3 w - 6", 4, "en passant");
    // No black pawn on d5 behind d6.
    let text = error_field("4k3/8/8/4P3/8/8/8/4K3 w - d6", 4, "en passant");
    assert!(text.contains("d5"), "{text}");
    // The pawn must be the side's that just moved: a white pawn on d5 does not do.
    error_field("4k3/8/8/3PP3/8/8/8/4K3 w - d6", 4, "en passant");
    // Wrong rank for either side.
    error_field("4k3/8/8/3pP3/8/8/8/4K3 b - d3", 4, "en passant");
    // The side to move's own double step (taken in set play) is read.
    let pos = exact_round_trip("4k3/8/8/3pP3/8/8/8/4K3 b - d6 0 1");
    let ep = pos.en_passant().unwrap();
    assert_eq!((ep.target, ep.victim), (sq("d6"), sq("d5")));
    error_field("4k3/8/8/8/8/8/8/4K3 w - d2", 4, "en passant");
    error_field("k w - a1", 4, "en passant");
}

#[test]
fn bad_extensions() {
    let base = "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1";
    let cases = [
        ("colour=red", "unknown key 'colour'"),
        ("imitators", "key=value"),
        ("imitators=", "empty"),
        ("imitators=z9", "'z9'"),
        ("imitators=a9", "not on the 8x8 board"),
        ("imitators=a1,a1", "two Imitators"),
        ("imitators=d3", "empty square"),
        ("imitators=x:a1", "'x:'"),
        ("imitators=a1,b1,c1,d1,f1,g1,h1,a2,b2", "more than 8"),
        ("lastcapture=", "empty"),
        ("lastcapture=xPd3", "'x'"),
        ("lastcapture=wd3", "letters"),
        ("lastcapture=wXYd3", "unknown piece 'XY'"),
        ("lastcapture=wP", "''"),
        ("lastcapture=wPd9", "not on the 8x8 board"),
    ];
    for (ext, needle) in cases {
        let text = error_field(&format!("{base} {ext}"), 7, "extension");
        assert!(text.contains(needle), "{ext}: {text}");
    }
    let text = error_field(&format!("{base} imitators=a1 imitators=b1"), 8, "extension");
    assert!(text.contains("twice"), "{text}");
    let text = error_field(&format!("{base} imitators=a1 7"), 8, "extension");
    assert!(text.contains("key=value"), "{text}");
}
