//! The whole piece table, kind by kind: each Popeye code reads in its language and is written
//! back unchanged, each piece moves, keeps its colour and kind through feerie's FEN, has a
//! glyph of its own in every glyph set, and is offered by the workbench's piece picker, in its
//! family's group.

use feerie::notation::fen::{parse_fen, to_fen};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::{legal_moves, Colour, Language, Piece, PieceKind, Ruleset, Square};
use feerie::tui::compose::fairy_choices;
use feerie::tui::glyphs::{piece_glyph, GlyphSet};

/// Popeye's words in each language: begin, pieces, white, black, stipulation, end.
const WORDS: [[&str; 6]; 3] = [
    ["begin", "pieces", "white", "black", "stipulation", "end"],
    ["debut", "pieces", "blanc", "noir", "enonce", "finprobleme"],
    ["anfang", "steine", "weiss", "schwarz", "forderung", "ende"],
];

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn every_code_reads_in_its_language_and_is_written_back_unchanged() {
    for &kind in PieceKind::ALL {
        for (i, lang) in Language::ALL.into_iter().enumerate() {
            let [begin, pieces, white, black, stip, end] = WORDS[i];
            let code = kind.code(lang);
            let king = PieceKind::King.code(lang);
            // The kind on d4 for White and on f6 for Black, beside the kings (a royal walk,
            // sting or poseidon, is its side's king).
            let (wk, bk) = if kind.is_royal_walk() {
                (String::new(), String::new())
            } else {
                (format!("{king}a1 "), format!("{king}h8 "))
            };
            let input = format!(
                "{begin}\n{pieces} {white} {wk}{code}d4 {black} {bk}{code}f6\n\
                 {stip} ~1\n{end}\n"
            );
            let problems =
                parse_popeye(&input).unwrap_or_else(|e| panic!("{kind:?} {lang}: {e}\n{input}"));
            let pos = &problems[0].position;
            assert_eq!(
                pos.piece_at(sq("d4")),
                Some(Piece::new(Colour::White, kind)),
                "{kind:?} {lang}"
            );
            assert_eq!(
                pos.piece_at(sq("f6")),
                Some(Piece::new(Colour::Black, kind)),
                "{kind:?} {lang}"
            );
            let written = write_popeye(&problems[0]);
            assert!(
                written.contains(&format!("{code}d4")) && written.contains(&format!("{code}f6")),
                "{kind:?} {lang}:\n{written}"
            );
            assert_eq!(parse_popeye(&written), Ok(problems), "{kind:?} {lang}");
        }
    }
}

#[test]
fn every_piece_moves() {
    // The kind tried on every free square among a few men (hurdles for the hoppers and lions):
    // it must have a legal move from some square. The imitating pieces move as what they
    // imitate, under Four Double Acts (tests/it/fda.rs). The dummy never moves (its rule).
    // The bob, a lion over four hurdles, gets four more men on the g-file to pass.
    let men = "white kh8 pb2 black ka8 pd5 pe3 pc6 pf5";
    let moving = |k: &&PieceKind| !k.is_imitating() && **k != PieceKind::Dummy;
    for &kind in PieceKind::ALL.iter().filter(moving) {
        let others = if kind == PieceKind::Bob {
            format!("{men} white pg3 pg4 pg5 pg6")
        } else {
            men.to_string()
        };
        let code = kind.code(Language::English);
        let mut moved = 0;
        for f in 0..8u8 {
            for r in 0..8u8 {
                let at = Square::new(f, r);
                let name = at.to_string();
                if others.contains(&name) {
                    continue;
                }
                let piece = if kind.is_royal_walk() {
                    // A third king is no position: the black king stays, the white one (or
                    // royal sting or poseidon) moves.
                    format!("white {code}{name} pb2 black ka8 pd5 pe3 pc6 pf5")
                } else {
                    format!("{others} white {code}{name}")
                };
                let input = format!("begin\npieces {piece}\nstipulation ~1\nend\n");
                let Ok(problems) = parse_popeye(&input) else {
                    continue; // e.g. a pawn on its first rank
                };
                let pos = &problems[0].position;
                let rs = Ruleset::new(pos, &problems[0].conditions);
                moved += legal_moves(pos, &rs)
                    .iter()
                    .filter(|mv| mv.from == at && mv.piece.kind() == kind)
                    .count();
            }
        }
        assert!(moved > 0, "{kind:?} never moves");
    }
}

#[test]
fn every_piece_keeps_its_kind_and_colour_through_fen() {
    for &kind in PieceKind::ALL {
        for colour in [Colour::White, Colour::Black, Colour::Neutral] {
            if kind == PieceKind::King || (kind.is_imitating() && colour == Colour::Neutral) {
                continue;
            }
            // A sting or poseidon is its side's king: it stands in the king's place, and
            // neutral royal pieces are refused.
            let board = match (kind.is_royal_walk(), colour) {
                (false, _) => "k7/8/8/8/8/8/8/7K w - - 0 1",
                (true, Colour::White) => "k7/8/8/8/8/8/8/8 w - - 0 1",
                (true, Colour::Black) => "8/8/8/8/8/8/8/7K w - - 0 1",
                (true, Colour::Neutral) => continue,
            };
            let mut pos = parse_fen(board).unwrap();
            pos.put(sq("d4"), Piece::new(colour, kind));
            let fen = to_fen(&pos);
            let back = parse_fen(&fen).unwrap_or_else(|e| panic!("{kind:?}: {fen}: {e}"));
            assert_eq!(
                back.piece_at(sq("d4")),
                Some(Piece::new(colour, kind)),
                "{fen}"
            );
        }
    }
    let mut pos = parse_fen("k7/8/8/8/8/8/8/7K w - - 0 1").unwrap();
    pos.put(sq("d4"), Piece::new(Colour::Black, PieceKind::Leaper37));
    pos.put(sq("e4"), Piece::new(Colour::White, PieceKind::Leaper15));
    assert_eq!(
        to_fen(&pos).split(' ').next(),
        Some("k7/8/8/8/3[l37][L15]3/8/8/7K")
    );
}

#[test]
fn every_piece_has_a_glyph_of_its_own_in_every_set() {
    for set in GlyphSet::ALL {
        for colour in [Colour::White, Colour::Black, Colour::Neutral] {
            let mut seen: Vec<String> = Vec::new();
            for &kind in PieceKind::ALL {
                for knight in ['N', 'S'] {
                    let g = piece_glyph(set, Piece::new(colour, kind), knight);
                    assert!(
                        !g.is_empty() && g.chars().count() <= 3,
                        "{kind:?} {set:?}: {g}"
                    );
                    if knight == 'S' {
                        assert!(!seen.contains(&g), "{kind:?} {set:?} {colour:?}: {g} twice");
                        seen.push(g);
                    }
                }
            }
        }
    }
}

#[test]
fn the_picker_offers_every_fairy_piece_grouped_by_family() {
    for colour in [Colour::White, Colour::Black] {
        let offered = fairy_choices(colour);
        for &kind in PieceKind::ALL.iter().filter(|k| !k.is_orthodox()) {
            assert!(
                offered.contains(&Piece::new(colour, kind)),
                "{kind:?} is not offered"
            );
        }
        assert!(offered.iter().all(|p| p.colour() == colour));
        let families: Vec<_> = offered.iter().map(|p| p.kind().family()).collect();
        assert!(
            families.windows(2).all(|w| w[0] <= w[1]),
            "not grouped: {families:?}"
        );
    }
}
