//! Unit tests of the reader and writer.

use super::lexer::Lexer;
use super::pieces::piece_token;
use super::read::Parser;
use super::tables::{begin_language, find, find_exact, Found, Kw, Opt, OPTIONS};
use super::vocabulary::{phrase, registered_words, vocabulary, Cond};
use super::*;
use crate::conditions::text::Role;
use crate::rules::kept::{KeptCommand, KeptKind, KeptOption, SourceLine};
use crate::rules::piece::{Attribute, Colour, Language, Piece, PieceKind, Side};
use crate::rules::problem::{Problem, TwinCommand};
use crate::rules::square::{BoardSize, Square};

fn one(text: &str) -> Problem {
    let mut problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(problems.len(), 1);
    problems.remove(0)
}

fn error(text: &str) -> PopeyeError {
    parse_popeye(text).expect_err(text)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// Reads, writes, reads again: the same problem, and the same text written again.
fn round_trip(text: &str) -> Problem {
    let p = one(text);
    let written = write_popeye(&p);
    let again = one(&written);
    assert_eq!(again, p, "--- written ---\n{written}");
    assert_eq!(write_popeye(&again), written);
    p
}

#[test]
fn lookups_follow_popeyes_abbreviation_rule() {
    let en = 0;
    assert_eq!(
        find(OPTIONS, en, "variation"),
        Found::One(Opt::Variation, "Variations")
    );
    assert!(matches!(find(OPTIONS, en, "t"), Found::Many(_)));
    assert_eq!(find(OPTIONS, en, "th"), Found::One(Opt::Threat, "Threat"));
    // A word spelled out wins over the longer words it begins.
    assert_eq!(
        find(OPTIONS, 1, "apparent"),
        Found::One(Opt::SetPlay, "Apparent")
    );
    let v = vocabulary();
    // KoeKo is a registered condition's word (its first), found whole.
    assert!(matches!(
        find(&v.conditions, en, "koeko"),
        Found::One(Cond::Word(_, 0), "KoeKo")
    ));
    // `KoeKo` spelled out is not the longer `KoeKoNouveaux`.
    assert!(matches!(
        find(&v.conditions, 1, "koeko"),
        Found::One(Cond::Word(_, 0), "Koeko")
    ));
    assert!(matches!(find(&v.conditions, en, "anti"), Found::Many(_)));
    assert!(matches!(find(&v.variants, en, "rex"), Found::Many(_)));
    assert_eq!(begin_language("begin", 1), Some(0));
    assert_eq!(begin_language("Debut", 1), Some(1));
    assert_eq!(begin_language("anfang", 1), Some(2));
    assert_eq!(begin_language("beginx", 1), None);
}

#[test]
fn keywords_are_looked_up_in_popeyes_order() {
    let p = Parser {
        lx: Lexer::new(""),
        lang: 0,
        squares_read: false,
        strict: false,
    };
    assert!(matches!(p.keyword("t"), Found::One(Kw::Title, _)));
    assert!(matches!(p.keyword("tw"), Found::One(Kw::Twin, _)));
    assert!(matches!(p.keyword("e"), Found::One(Kw::End, _)));
    assert!(matches!(p.keyword("stip"), Found::One(Kw::Stipulation, _)));
    assert!(matches!(p.keyword("s"), Found::Many(_)));
    assert!(matches!(p.keyword("bo"), Found::One(Kw::Board, _)));
    assert!(matches!(p.keyword("z"), Found::One(Kw::ZeroPosition, _)));
    assert!(matches!(p.keyword("fors"), Found::One(Kw::Forsyth, _)));
    assert!(matches!(p.keyword("aw"), Found::One(Kw::Award, _)));
}

#[test]
fn piece_tokens_split_by_what_follows() {
    let std = BoardSize::STANDARD;
    let big = BoardSize::new(12, 12).unwrap();
    let known = KeptKind::Known;
    assert_eq!(
        piece_token("kh1", 0, std),
        Ok(Some((known(PieceKind::King), vec![sq("h1")])))
    );
    assert_eq!(
        piece_token("pb2c3", 0, std),
        Ok(Some((known(PieceKind::Pawn), vec![sq("b2"), sq("c3")])))
    );
    assert_eq!(
        piece_token("mad4", 0, std),
        Ok(Some((known(PieceKind::Mao), vec![sq("d4")])))
    );
    assert_eq!(
        piece_token("ra10b11", 0, big),
        Ok(Some((known(PieceKind::Rook), vec![sq("a10"), sq("b11")])))
    );
    assert!(piece_token("ra10", 0, std)
        .unwrap_err()
        .contains("off the 8x8 board"));
    assert!(piece_token("xh1", 0, std)
        .unwrap_err()
        .contains("unknown piece code 'x'"));
    assert_eq!(piece_token("black", 0, std), Ok(None));
    assert_eq!(
        piece_token("ba4", 2, std),
        Ok(Some((known(PieceKind::Pawn), vec![sq("a4")])))
    );
    // A two-character code with a digit: the grasshopper-2 on d3 and f1.
    assert_eq!(
        piece_token("g2d3f1", 0, std),
        Ok(Some((
            known(PieceKind::Grasshopper2),
            vec![sq("d3"), sq("f1")]
        )))
    );
    assert_eq!(
        piece_token("37a1", 0, std),
        Ok(Some((known(PieceKind::Leaper37), vec![sq("a1")])))
    );
    assert_eq!(
        piece_token("36a1", 0, std),
        Ok(Some((known(PieceKind::Leaper36), vec![sq("a1")])))
    );
    assert_eq!(
        piece_token("g/nd4", 0, std),
        Ok(Some((KeptKind::Code("g/n".into()), vec![sq("d4")])))
    );
    assert!(piece_token("xyd3f1", 0, std)
        .unwrap_err()
        .contains("unknown piece code 'xy'"));
}

#[test]
fn a_small_problem_reads_and_writes_back() {
    let p = one("begin\npieces white ke1 ra1 pb7 black ke8 ga3\nstipulation ~1\noption noboard halfduplex nocastling a1\nend\n");
    assert_eq!(p.position.side_to_move(), Side::Black);
    assert!(!p.position.castling().rook_unmoved(Side::White, false));
    assert!(p.position.castling().king_unmoved(Side::White));
    assert!(p.conditions.is_empty());
    assert!(p.kept.is_empty());
    let text = write_popeye(&p);
    assert_eq!(parse_popeye(&text), Ok(vec![p]), "{text}");
}

/// Every word a registered condition declares is read as that word, spelled out in every
/// language, and no two words of the condition table are spelled alike.
#[test]
fn every_registered_word_reads_as_itself() {
    let v = vocabulary();
    for (e, w, word) in registered_words() {
        for lang in 0..3 {
            let spelled = word.spellings[lang];
            let found = match word.role {
                Role::NamesAny(_)
                    if v.heads
                        .iter()
                        .any(|h| h.eq_ignore_ascii_case(word.spellings[0])) =>
                {
                    let head = v
                        .conditions
                        .iter()
                        .find_map(|(c, s)| match c {
                            Cond::Head(h) if s[lang] == spelled => Some(*h),
                            _ => None,
                        })
                        .expect("a name Popeye reads variants after");
                    phrase(v.heads[head], &[])
                }
                Role::Names(variants)
                    if v.heads
                        .iter()
                        .any(|h| h.eq_ignore_ascii_case(word.spellings[0])) =>
                {
                    let head = v
                        .conditions
                        .iter()
                        .find_map(|(c, s)| match c {
                            Cond::Head(h) if s[lang] == spelled => Some(*h),
                            _ => None,
                        })
                        .expect("a name Popeye reads variants after");
                    let english: Vec<&str> = variants.iter().map(|v| v[0]).collect();
                    phrase(v.heads[head], &english)
                }
                Role::Names(_) | Role::NamesAny(_) | Role::Condition => {
                    match find_exact(&v.conditions, lang, spelled) {
                        Some((Cond::Word(fe, fw), _)) => Some((fe, fw)),
                        _ => None,
                    }
                }
                Role::Option => match find_exact(&v.options, lang, spelled) {
                    Some((Opt::Condition(fe, fw), _)) => Some((fe, fw)),
                    _ => None,
                },
                Role::OptionInFull => find_exact(&v.in_full, lang, spelled).map(|(x, _)| x),
            };
            assert_eq!(found, Some((e, w)), "{spelled}");
        }
    }
    for lang in 0..3 {
        // Popeye's own table spells AnnanChess and NannaChess alike in French.
        let mut names: Vec<String> = v
            .conditions
            .iter()
            .filter(|(_, s)| s[0] != "NannaChess")
            .map(|(_, s)| s[lang].to_lowercase())
            .collect();
        let all = names.len();
        names.sort();
        names.dedup();
        assert_eq!(
            names.len(),
            all,
            "two names spelled alike in language {lang}"
        );
    }
}

// ----- forsyth -----

#[test]
fn forsyth_reads_colours_dotted_codes_and_empty_runs() {
    let p = round_trip("begin\nstip #1\nfors 7k/8/6Q1/R7/16/K7/r7/\nend\n");
    let at = |s: &str| p.position.piece_at(sq(s));
    assert_eq!(at("h8"), Some(Piece::new(Colour::Black, PieceKind::King)));
    assert_eq!(at("g6"), Some(Piece::new(Colour::White, PieceKind::Queen)));
    assert_eq!(at("a5"), Some(Piece::new(Colour::White, PieceKind::Rook)));
    // `16` skips two ranks.
    assert_eq!(at("a2"), Some(Piece::new(Colour::White, PieceKind::King)));
    assert_eq!(at("a1"), Some(Piece::new(Colour::Black, PieceKind::Rook)));
    assert_eq!(p.position.pieces().count(), 5);

    let p = one("begin\nstip ~1\nfors .MA\nopt nowk nobk\nend\n");
    assert_eq!(
        p.position.piece_at(sq("a8")),
        Some(Piece::new(Colour::White, PieceKind::Mao))
    );
    // Colour prefixes, and a two-letter code.
    let p = one("begin\nstip ~1\nfors =q-R+b.sc60\nend\n");
    let at = |s: &str| p.position.piece_at(sq(s));
    assert_eq!(
        at("a8"),
        Some(Piece::new(Colour::Neutral, PieceKind::Queen))
    );
    assert_eq!(at("b8"), Some(Piece::new(Colour::Black, PieceKind::Rook)));
    assert_eq!(at("c8"), Some(Piece::new(Colour::White, PieceKind::Bishop)));
    assert_eq!(
        at("d8"),
        Some(Piece::new(Colour::Black, PieceKind::Scarabeus))
    );
    assert!(p.kept.pieces.is_empty());
    // A German file's codes.
    let p = one("anfang\nforderung ~1\nforsyth 4k3/8/8/8/8/8/B7/4K3\nende\n");
    assert_eq!(
        p.position.piece_at(sq("a2")),
        Some(Piece::new(Colour::White, PieceKind::Pawn))
    );
    let e = error("begin\nstip ~1\nfors 4x3\nend\n");
    assert_eq!(e.line, 3);
    assert!(e.message.contains("unknown piece code 'x'"), "{e}");
    // What follows the last square is ignored, as Popeye does.
    let p = one("begin\nstip ~1\nfors 8/5p2/5P1R/3P1ks1/3Ppsp2/8/4p3/2K1Q3/\nend\n");
    assert_eq!(p.position.piece_at(sq("b1")), None);
    assert_eq!(
        p.position.piece_at(sq("d1")),
        Some(Piece::new(Colour::White, PieceKind::King))
    );
    assert_eq!(
        one("begin\nstip ~1\nfors 64k\nend\n")
            .position
            .pieces()
            .count(),
        0
    );
}

#[test]
fn initial_game_array_sets_up_the_game() {
    let p = round_trip("begin\nstip dia4\ninitialgamearray\nend\n");
    assert_eq!(p.position.pieces().count(), 32);
    assert_eq!(
        p.position.piece_at(sq("d8")),
        Some(Piece::new(Colour::Black, PieceKind::Queen))
    );
}

// ----- attributes and kept pieces -----

#[test]
fn attributes_keep_the_piece_beside_the_board() {
    let p = round_trip(
        "begin\npieces white kh1 white protean paralysing pb2c3 black ka8 neutral protean sd4\nstipulation #2\nend\n",
    );
    // Attributes the core does not play keep their pieces beside the board.
    let kept: Vec<(Square, Vec<&str>)> = p
        .kept
        .pieces
        .iter()
        .map(|k| (k.square, k.attributes.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        kept,
        vec![
            (sq("b2"), vec!["protean", "paralysing"]),
            (sq("c3"), vec!["protean", "paralysing"]),
            (sq("d4"), vec!["protean"]),
        ]
    );
    assert_eq!(p.position.piece_at(sq("b2")), None);
    assert_eq!(p.kept.pieces[2].colour, Colour::Neutral);
    // `royal` applies to the first code after it only.
    let p = one("begin\npieces white royal protean kh1 pb2 black ka8\nstipulation #2\nend\n");
    let kept: Vec<(Square, Vec<&str>)> = p
        .kept
        .pieces
        .iter()
        .map(|k| (k.square, k.attributes.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        kept,
        vec![
            (sq("h1"), vec!["royal", "protean"]),
            (sq("b2"), vec!["protean"])
        ]
    );
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(
        names,
        [
            "piece royal protean Kh1 (line 2)",
            "piece protean Pb2 (line 2)"
        ]
    );
    // Played attributes put their pieces on the board.
    let p = one("begin\npieces white royal sh1 pb2 black ka8\nstipulation #2\nend\n");
    assert!(p.kept.pieces.is_empty());
    assert_eq!(p.position.king(crate::rules::Side::White), Some(sq("h1")));
    assert!(p.position.attributes(sq("b2")).is_empty());
    // In French and German, written back in the file's language.
    let french =
        round_trip("debutprobleme\npieces blanc protee rh1 noir ra8\nenonce #2\nfinprobleme\n");
    assert_eq!(french.kept.pieces[0].attributes, vec!["protean"]);
    assert_eq!(french.meta.language, Language::French);
    assert!(write_popeye(&french).contains("blanc protee rh1"));
    let german = round_trip(
        "anfangproblem\nsteine weiss proteisch kh1 schwarz ka8\nforderung #2\nendeproblem\n",
    );
    assert_eq!(german.kept.pieces, french.kept.pieces);
}

#[test]
fn attribute_checks_follow_popeye() {
    let e = error("begin\npieces white HurdleColourChanging rpd1 black pb2\nstip ~1\nend\n");
    assert_eq!((e.line, e.column), (2, 35));
    assert!(
        e.message.contains("only allowed with certain hoppers"),
        "{e}"
    );
    let p = one("begin\npieces white kh1 black ka8 white hurdlecolourchanging gd1\nstip ~1\nend\n");
    assert!(p.kept.pieces.is_empty());
    assert!(p
        .position
        .attributes(sq("d1"))
        .contains(Attribute::HurdleColourChanging));
    let p = one("begin\npieces white kh1 black ka8 white bul gd1 black dob lef8\nstip ~1\nend\n");
    assert!(p.kept.pieces.is_empty());
    assert!(p.position.attributes(sq("d1")).contains(Attribute::Bul));
    assert!(p.position.attributes(sq("f8")).contains(Attribute::Dob));
    let e = error("begin\npieces white bul dob gd1\nstip ~1\nend\n");
    assert!(e.message.contains("Bul and Dob"), "{e}");
}

#[test]
fn unknown_kinds_and_misplaced_pieces_are_kept() {
    let p = round_trip("begin\npieces white kh1 scd4 g/nf5 black ka8 neutral ka5\nstip #2\nend\n");
    let kinds: Vec<String> = p.kept.pieces.iter().map(|k| k.kind.to_string()).collect();
    assert_eq!(kinds, ["G/N", "K"]);
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names, ["piece G/Nf5 (line 2)", "piece Ka5 (line 2)"]);
    // A second king and a pawn on its promotion rank are kept too.
    let p = round_trip("begin\npieces white ke1 kh1 ph8 black ka8\nstip ~1\nend\n");
    let squares: Vec<Square> = p.kept.pieces.iter().map(|k| k.square).collect();
    assert_eq!(squares, [sq("h1"), sq("h8")]);
    // A later piece on a square replaces the earlier one, kept or not.
    let p = one("begin\npieces white kh1 rod4 qd4 black ka8 black protean ka8\nstip #2\nend\n");
    assert_eq!(p.kept.pieces.len(), 1);
    assert_eq!(p.kept.pieces[0].square, sq("a8"));
    assert_eq!(
        p.position.piece_at(sq("d4")),
        Some(Piece::new(Colour::White, PieceKind::Queen))
    );
    assert_eq!(p.position.piece_at(sq("a8")), None);
}

#[test]
fn total_invisible_is_kept_and_reset_by_every_piece_command() {
    let p = round_trip("begin\npieces white kg1 black kh3 total 4\nstip h#2.5\nend\n");
    assert_eq!(
        p.kept.commands,
        vec![KeptCommand {
            keyword: "TotalInvisible".into(),
            text: "4".into(),
            affects_solving: true,
            line: SourceLine(None),
        }]
    );
    let p = one("begin\npieces white kg1 totalinvisible 2\npieces black kh3\nstip h#2\nend\n");
    assert!(p.kept.commands.is_empty());
}

// ----- stipulations, conditions, options -----

#[test]
fn stipulations_feerie_does_not_play_are_kept() {
    // (`ser-reci-h#3` was kept before issue 21; it is played now.)
    let p = round_trip("begin\npieces white kh1 black ka8\nstip ser-reci-h#3\nend\n");
    assert!(p.kept.stipulation.is_none());
    assert_eq!(p.stipulation.unwrap().to_string(), "ser-reci-h#3");
    let p = round_trip("begin\npieces white kh1 black ka8\nstip dia 3\nend\n");
    assert_eq!(p.kept.stipulation.unwrap().text, "dia 3");
    let p = round_trip("begin\npieces white ka1 black ka8\nsstip white 3a[#]d | 4hh[#]\nend\n");
    let k = p.kept.stipulation.unwrap();
    assert_eq!(
        (k.text.as_str(), k.structured),
        ("white 3a[#]d | 4hh[#]", true)
    );
    let names: Vec<String> = one("begin\npieces white kh1 black ka8\nstip dia3\nend\n")
        .unsupported()
        .iter()
        .map(|u| u.to_string())
        .collect();
    assert_eq!(names, ["stipulation dia3 (line 3)"]);
    let e = error("begin\nStipulation\nOption Variation\nend\n");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(e.message.contains("needs a stipulation"), "{e}");
    let e = error("begin\nstip 2#\nend\n");
    assert!(
        e.message.contains("cannot recognise the stipulation '2#'"),
        "{e}"
    );
}

#[test]
fn a_to_b_keeps_its_target_position() {
    let p = round_trip("BeginProblem\nPieces\nWhite Ka2\nBlack Rh8 Pa4\nStipulation ser-a=>b2\nPieces\nWhite Ka4\nBlack Rh8\nOption NoBk\nend\n");
    assert_eq!(
        p.position.piece_at(sq("a2")),
        Some(Piece::new(Colour::White, PieceKind::King))
    );
    assert_eq!(p.kept.commands[0].keyword, "Pieces");
    assert_eq!(p.kept.commands[0].text, "White Ka4 Black Rh8");
}

#[test]
fn popeyes_faults_in_kept_conditions_are_errors() {
    let e = error("begin\npieces white ka1\nstip s#3\ncondition blackmindister e5b8a1\nend\n");
    assert_eq!((e.line, e.column), (4, 11));
    assert!(
        e.message.contains("exactly 2 dister reference squares"),
        "{e}"
    );
    let e = error("begin\nstip #1\ncondition Maximummer WhiteMaximummer\nend\n");
    assert_eq!((e.line, e.column), (3, 22));
    assert!(e.message.contains("nonsense combination"), "{e}");
}

#[test]
fn options_feerie_does_not_read_are_kept_with_their_words() {
    let p = round_trip(
        "begin\npieces white kh1 black ka8\nstip #2\noption movenumbers quodlibet maxtime 30 start 2:8 nontrivial 1 2 nullmoves beep intelligent 5 nowk\nend\n",
    );
    let kept: Vec<(&str, Vec<&str>, bool)> = p
        .kept
        .options
        .iter()
        .map(|o: &KeptOption| {
            (
                o.name.as_str(),
                o.words.iter().map(String::as_str).collect(),
                o.affects_solving,
            )
        })
        .collect();
    assert_eq!(
        kept,
        vec![
            ("MoveNumbers", vec![], false),
            ("StartMoveNumber", vec!["2:8"], false),
            ("NullMoves", vec![], true),
            ("Beep", vec![], false),
            ("NoWk", vec![], false),
        ]
    );
    // `maxtime N` and `intelligent N` are read into the options.
    assert_eq!(p.options.max_time, Some(30));
    assert!(p.options.intelligent);
    assert_eq!(p.options.intelligent_limit, Some(5));
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names, ["option NullMoves (line 4)"]);
    // The move numbers are kept as read: the solver reads them (`solver::move_numbers`).
    for option in ["start 1", "start 1:1", "start 22", "upto 5"] {
        let p = round_trip(&format!("begin\nstip h#2\noption {option}\nend\n"));
        assert!(p.unsupported().is_empty(), "{option}");
    }
    assert!(p.options.quodlibet);
    // `nontrivial m n` is read into the options (and written back, as `round_trip` checks).
    assert_eq!(
        p.options.non_trivial,
        Some(crate::rules::problem::NonTrivialOption {
            extra: 1,
            length: 2
        })
    );
    let e = error("begin\nstip s#3\noption nontrivial 1\nend\n");
    assert!(e.message.contains("whole number"), "{e}");
    // `maxflight -1`: Popeye reports a wrong number and solves without the option; feerie
    // keeps the words, changing nothing. A number in range is read; a word is an error.
    let p = round_trip("begin\nstip ct4\noption maxflight -1\nend\n");
    assert_eq!(p.options.max_flights, None);
    assert_eq!(p.kept.options[0].name, "MaxFlightsquares");
    assert_eq!(p.kept.options[0].words, ["-1"]);
    assert!(!p.kept.options[0].affects_solving);
    assert!(p.unsupported().is_empty());
    assert!(round_trip("begin\nstip #3\noption maxflight 65\nend\n")
        .options
        .max_flights
        .is_none());
    let p = round_trip("begin\nstip #3\noption maxflight 2 keepmating trivialtries\nend\n");
    assert_eq!(p.options.max_flights, Some(2));
    assert!(p.options.keep_mating && p.options.trivial_tries_avoid);
    let e = error("begin\nstip #3\noption maxflight two\nend\n");
    assert_eq!((e.line, e.column), (3, 18));
    assert!(e.message.contains("whole number"), "{e}");
    // An e.p. square list feerie does not play (not one pawn step repeated) is kept.
    let p = round_trip(
        "begin\npieces white kh1 pd5 black ka8\nstip ~1\noption enpassant d2d4d5\nend\n",
    );
    assert_eq!(p.kept.options[0].name, "EnPassant");
    assert_eq!(p.kept.options[0].words, ["d2d4d5"]);
    // A triple step is played: both squares skipped.
    let p = round_trip(
        "begin\npieces white kh1 pd5 black ka8\nstip ~1\noption enpassant d2d3d4d5\nend\n",
    );
    assert!(p.kept.options.is_empty());
    let ep = p.position.en_passant().unwrap();
    assert_eq!(
        ep.skipped().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["d4", "d3"]
    );
    // A double step of the side to move's own is played (the other side takes it in set
    // play).
    let p = round_trip(
        "begin\npieces white kh1 pd4 black ka8\nstip ~1\noption enpassant d2d3d4\nend\n",
    );
    assert!(p.kept.options.is_empty());
    assert_eq!(
        p.position
            .en_passant()
            .map(|e| (e.target.to_string(), e.victim.to_string())),
        Some(("d3".to_string(), "d4".to_string()))
    );
}

#[test]
fn output_only_commands_are_kept() {
    let p = round_trip(
        "begin\nprotocol out.txt\nlatex 4_69.tex\nq D Dame\ntitle T\naward 1st Prize\npieces white kh1 black ka8\nstip #2\nend\n",
    );
    let commands: Vec<(&str, &str, bool)> = p
        .kept
        .commands
        .iter()
        .map(|c| (c.keyword.as_str(), c.text.as_str(), c.affects_solving))
        .collect();
    assert_eq!(
        commands,
        vec![
            ("Protocol", "out.txt", false),
            ("LaTeX", "4_69.tex\nq D Dame", false),
        ]
    );
    assert_eq!(p.meta.award.as_deref(), Some("1st Prize"));
    assert!(p.unsupported().is_empty());
}

// ----- twins -----

#[test]
fn zeroposition_makes_the_first_twin() {
    let p = round_trip(
        "begin\nstip ~1\npie wh pa7\npie bl qa2\nzero subst q g\ntwin subst q ca\nend\n",
    );
    assert!(p.zero_position);
    assert_eq!(p.twins.len(), 2);
    assert_eq!(
        p.twins[0].commands,
        vec![TwinCommand::Substitute(
            PieceKind::Queen,
            PieceKind::Grasshopper
        )]
    );
    assert_eq!(
        p.twins[1].commands,
        vec![TwinCommand::Substitute(PieceKind::Queen, PieceKind::Camel)]
    );
    assert!(write_popeye(&p).contains("zeroposition substitute q g\ntwin substitute q ca\n"));
    let e = error("begin\nstip ~1\ntwin move a1 a2\nzeroposition\nend\n");
    assert!(e.message.contains("cannot follow a twin"), "{e}");
}

// ----- messages -----

#[test]
fn messages_say_what_is_wrong() {
    let e = error("begin\nstipulation #2\ncondition gibberish\nend");
    assert_eq!((e.line, e.column), (3, 11));
    assert!(e.message.contains("unknown condition 'gibberish'"), "{e}");
    let e = error("begin\npieces white kh1\nend");
    assert_eq!(e.line, 3);
    assert!(e.message.contains("missing stipulation"), "{e}");
    let e = error("");
    assert_eq!((e.line, e.column), (1, 1));
    // An unknown piece code says it is one.
    let e = error("begin\npieces white xyd3f1\nstip #2\nend");
    assert_eq!((e.line, e.column), (2, 14));
    assert!(
        e.message.contains("unknown piece code 'xy' in 'xyd3f1'"),
        "{e}"
    );
    // A word of another language names it and the begin word that language takes.
    let e = error("beginproblem\nsteine weiss kh1\nforderung #2\nende");
    assert_eq!((e.line, e.column), (2, 1));
    assert!(
        e.message.contains("German") && e.message.contains("'anfangproblem'"),
        "{e}"
    );
    let e = error("anfang\npieces white kh1\nende");
    assert!(
        e.message.contains("English") && e.message.contains("'beginproblem'"),
        "{e}"
    );
    // A misplaced word names the expected ones.
    let e = error("begin\nfoo bar\nend");
    assert!(e.message.contains("expected one of remark"), "{e}");
    let e = error("begin\nstip #2\ntwin jump a1 a2\nend");
    assert!(e.message.contains("expected one of move, exchange"), "{e}");
    let e = error("begin\npieces white kh1 foo\nstip #2\nend");
    assert!(
        e.message.contains("expected a piece (code and squares"),
        "{e}"
    );
}
