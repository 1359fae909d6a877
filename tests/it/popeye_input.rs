//! Popeye input files: reading (three languages, abbreviations, twins, several problems,
//! feerie's extensions), errors with their places, and writing back.

use crate::common::mutate::{apply_edits, arb_edit, token_soup};

use crate::common::problems::{arb_parts, build, Format};
use feerie::conditions::{ImitatorOptions, ParrainOptions};
use feerie::notation::popeye::{parse_popeye, write_popeye, write_popeye_all, PopeyeError};
use feerie::rules::condition::Condition;
use feerie::rules::piece::Attributes;
use feerie::rules::position::{EnPassant, TokenColour};
use feerie::rules::problem::{MirrorAxis, Options, Problem, Stipulation, Twin, TwinCommand};
use feerie::rules::{BoardSize, Colour, Language, Piece, PieceKind, Side, Square};
use proptest::prelude::*;
use proptest::sample::Index;

// ----- texts copied from ../shared (tests never read that folder) -----

const BENCH: &[(&str, &str)] = &[
    ("h3_lins", "begin\nauthor Torsten Linss\norigin 6409, Thema Danicum 79, 7/1995\nstipulation h#3\npieces white kf5 re6 bf3\n       black kb3 rf1 bc1c8 sf6g4 pa4b2b4b6d6\ntwin move a4 c2\nend\n"),
    ("h4_grubert", "begin\nauthor Harald Grubert, Dieter Mueller, Torsten Linss\norigin 10, harmonie 29, 30.6.1990\nstipulation h#4\npieces white kf3 sc6 pd4f2\n       black kf5 qd6 bc2\ntwin add black pc2\nend\n"),
    ("h5_abdurahmanovic", "begin\nauthor Fadil Abdurahmanovic\norigin 9487, Die Schwalbe 163, 2/1997\nstipulation h#5\npieces white kg7 sa7\n       black ka3 qf3 ra4 bb8g8 se3 pd2e5\nend\n"),
    ("h6_lins", "begin\nauthor Torsten Linss\norigin harmonie 23, 31.12.1988\nstipulation h#6\npieces white kh7 pf2\n       black kc5 qd4 rd3 bd5 pc3c4e3f4g5\nend\n"),
    ("imit2_kotesovec", "begin\nauthor Vaclav Kotesovec\norigin 3rd Prize, Rex Multiplex 1986\nstipulation #2\ncondition imitator c2\noption try variation setplay\npieces white kd1 qc7 bf1h8 sa5c6 pb6c4d4e2e5f3g5\n       black ka8 rh1 be1g1 pa6d2e3e6f4h2\nend\n"),
    ("imit4_kahl", "begin\nauthor Peter Kahl\norigin 6323, feenschach 1963 (cooked - really #6)\nstipulation #4\ncondition imitator a8\npieces white pc7d7e7f7g7 rf1 kg2\n       black rb7 bh7c6g6f5e4d3c2b1 sg1 kh1\nend\n"),
    ("imit_serh26_verdejo", "begin\nauthor J. A. Verdejo\norigin 4606, feenschach 74, 9-10/1985\nstipulation ser-h#26\ncondition imitator a7\npieces white kh7 ra6 bb3b8 pb6\n       black kc2 pb7g7\nend\n"),
    ("orth2_armeni", "begin\nauthor Alberto Armeni\norigin 3530, Freie Presse, 29.7.1994\nstipulation #2\noption variation try\npieces white kb6 rh1 bh3h4 sc5g6 pc4c7e4f2g3\n       black kd6 rf1f8 bb5 pe5e7g4g5\nend\n"),
    ("orth3_karge", "begin\nauthor Fritz Karge\norigin STERN 46/79, 8.11.1979\nstipulation #3\noption variation\npieces white ke1 qf8 ra1h1 se2 pc6e4f6\n       black ke5 pe6\nend\n"),
    ("orth4_johandl", "begin\nauthor Alois Johandl\norigin 2nd FIDE Tourney, 1959, 1st Prize\nstipulation #4\noption variation try\npieces white ke1 qa4 ra1 ba8f6\n       black ke8 rh8 sb5 pb6c5c7d7e5f7h5h7\nend\n"),
    ("parrain2_tauber_avner", "begin\nauthor Theodor Tauber & Uri Avner\norigin 1st-2nd Prize, Bonn 1992\nstipulation #2\noption variation\ncondition circe parrain\npieces white re7e3 sa6f1 pb5e5b3 bb4 qf3 kh3\n       black rb8c7 pc8d8e6f4a3f2 bb7 qd7 kd4 sd3\nend\n"),
    ("parrain_h4_wedekind", "begin\nauthor Claus Wedekind\norigin 217, harmonie 44, 31.12.1994\nstipulation h#4\ncondition circe parrain\npieces white gd4e5f3 pe2\n       black kc5 pd7\noption nowk\nend\n"),
    ("s3_avner", "begin\nauthor Uri Avner\norigin 1st Prize, IRT 1981\nstipulation s#3\noption variation setplay\npieces white ra7d5 pf7h7a5b5f4g3 sg5f1 ka4 bh4h1 qb3\n       black pg7g6b4d2 kf6 ba3d1 ra2b2 sa1b1\nend\n"),
    ("s4_petkov", "begin\nauthor Petko Petkov\norigin Die Schwalbe, 1980, 2nd Prize\nstipulation s#4\noption variation\npieces white kg4 qb4 rd2d6 be7 sb3c5 pf3h3h5\n       black ke5 bd5 sh4 pc4e6f4g5h6\nend\n"),
    ("serh9_lins", "begin\nauthor Torsten Linss\norigin 784v, IMR 11, 9-10/1984; corr. IMR 60, 11-12/1995\nstipulation ser-h#9\npieces white kd3 pb3\n       black ka6 qc5 ra4c4 bb4c6 sa5b6 pb5\nend\n"),
];

/// The move-list and solution examples of the oracle README, and some oracle records.
const ORACLE: &[(&str, Side)] = &[
    ("begin\npieces white ka4 be2 sd4 black ka2 pd2\nstipulation ~1\ncondition circe parrain lastcapture black qd4\noption noboard halfduplex\nend\n", Side::Black),
    ("begin\npieces white ka4 qe3 bf1 black ka1 bf6 pe7\nstipulation h#2\ncondition imitator b7\noption noboard\nend\n", Side::Black),
    ("begin\npieces white ke1 ra1 pd4 black ke8 ra8 pe4\nstipulation ~1\noption noboard halfduplex enpassant d2d3d4\nend\n", Side::Black),
    ("begin\npieces white ke1 ra1 rh1 pc4 black kg6 rd7 sg2 pa4\nstipulation ~1\noption noboard nocastling e1\nend\n", Side::White),
    ("begin\npieces white ke3 re8 gh7 black kh8 rh5 ph3\nstipulation ~1\ncondition imitator a2\noption noboard halfduplex\nend\n", Side::Black),
    ("begin\npieces white ka5 bc7 sd6 se7 black kb3 re6 bc5 pa3 pe2 ph2\nstipulation ~1\ncondition imitator f5 noiprom\noption noboard halfduplex\nend\n", Side::Black),
    ("begin\npieces white ka3 rc5 rh2 sc6 black kd8 pa7\nstipulation h#2\ncondition imitator g8\noption noboard\nend\n", Side::Black),
    ("begin\npieces white kh1 qb6 rf6 black kh3 pg4 ph2\nstipulation s#2\ncondition imitator b8\noption noboard\nend\n", Side::White),
];

/// The README's illustration of the input subset: its `enpassant` has no pawn on e4, which
/// Popeye refuses too ("Inconsistent retro information").
const README_SUBSET: &str = "begin\npieces white ke1 ra1 pb7 black ke8 ga3\nstipulation ~1\ncondition imitator c4d5 noiprom\noption noboard halfduplex enpassant e2e3e4 nocastling a1\nend\n";

// ----- helpers -----

fn parse_one(text: &str) -> Problem {
    let mut problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n--- input ---\n{text}"));
    assert_eq!(problems.len(), 1, "{text}");
    problems.remove(0)
}

fn parse_err(text: &str) -> PopeyeError {
    match parse_popeye(text) {
        Ok(p) => panic!("expected an error, got {p:?}\n--- input ---\n{text}"),
        Err(e) => e,
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn stip(text: &str) -> Stipulation {
    Stipulation::parse(text).unwrap()
}

fn piece(colour: Colour, kind: PieceKind) -> Piece {
    Piece::new(colour, kind)
}

fn assert_round_trip(problem: &Problem) {
    let text = write_popeye(problem);
    assert_eq!(
        parse_popeye(&text),
        Ok(vec![problem.clone()]),
        "--- written ---\n{text}"
    );
}

fn count(p: &Problem, colour: Colour) -> usize {
    p.position
        .pieces()
        .filter(|(_, pc)| pc.colour() == colour)
        .count()
}

// ----- real files -----

#[test]
fn every_bench_file_reads_and_writes_back() {
    for (name, text) in BENCH {
        let p = parse_one(text);
        assert!(p.stipulation.is_some(), "{name}");
        assert_eq!(p.position.side_to_move(), p.first_mover(), "{name}");
        assert!(p.meta.author.is_some() && p.meta.origin.is_some(), "{name}");
        assert_round_trip(&p);
    }
}

#[test]
fn bench_details_are_read() {
    let h3 = parse_one(BENCH[0].1);
    assert_eq!(h3.stipulation, Some(stip("h#3")));
    assert_eq!(h3.position.side_to_move(), Side::Black);
    assert_eq!(h3.meta.author.as_deref(), Some("Torsten Linss"));
    assert_eq!(
        h3.meta.origin.as_deref(),
        Some("6409, Thema Danicum 79, 7/1995")
    );
    // The continuation line of `pieces` belongs to it.
    assert_eq!(
        (count(&h3, Colour::White), count(&h3, Colour::Black)),
        (3, 11)
    );
    assert_eq!(
        h3.position.piece_at(sq("d6")),
        Some(piece(Colour::Black, PieceKind::Pawn))
    );
    assert_eq!(
        h3.twins,
        vec![Twin {
            line: Default::default(),
            continued: false,
            commands: vec![TwinCommand::Move(sq("a4"), sq("c2"))]
        }]
    );

    let h4 = parse_one(BENCH[1].1);
    assert_eq!(
        h4.twins[0].commands,
        vec![TwinCommand::Add(
            piece(Colour::Black, PieceKind::Pawn),
            sq("c2"),
            Attributes::NONE
        )]
    );

    let imit = parse_one(BENCH[4].1);
    assert_eq!(
        imit.conditions,
        vec![Condition::new(ImitatorOptions {
            promotion: true,
            no_hurdle: false,
            hurdle_at_departure: true,
        })]
    );
    assert_eq!(
        imit.position.tokens().iter().collect::<Vec<_>>(),
        vec![(sq("c2"), TokenColour::Neutral)]
    );
    assert!(imit.options.try_ && imit.options.variation && imit.options.set_play);

    let serh = parse_one(BENCH[6].1);
    assert_eq!(serh.stipulation, Some(stip("ser-h#26")));
    assert_eq!(serh.position.side_to_move(), Side::Black);

    let parrain = parse_one(BENCH[10].1);
    assert_eq!(
        parrain.conditions,
        vec![Condition::new(ParrainOptions::default())]
    );
    assert_eq!(parrain.position.pending_rebirth(), None);

    // `option nowk`: no white king, which feerie accepts anyway.
    let wedekind = parse_one(BENCH[11].1);
    assert_eq!(wedekind.position.king(Side::White), None);
    assert_eq!(count(&wedekind, Colour::White), 4);

    // Castling rights come from the game array.
    let karge = parse_one(BENCH[8].1);
    let c = karge.position.castling();
    assert!(
        c.king_unmoved(Side::White)
            && c.rook_unmoved(Side::White, true)
            && c.rook_unmoved(Side::White, false)
    );
    assert!(!c.king_unmoved(Side::Black));
}

#[test]
fn oracle_examples_read_with_their_side_to_move() {
    for (text, side) in ORACLE {
        let p = parse_one(text);
        assert_eq!(p.position.side_to_move(), *side, "{text}");
        assert_round_trip(&p);
    }
    let parrain = parse_one(ORACLE[0].0);
    assert_eq!(
        parrain.position.pending_rebirth(),
        Some((piece(Colour::Black, PieceKind::Queen), sq("d4")))
    );
    let ep = parse_one(ORACLE[2].0);
    assert_eq!(
        ep.position.en_passant(),
        Some(EnPassant::new(sq("d3"), sq("d4")))
    );
    let nocastle = parse_one(ORACLE[3].0);
    let c = nocastle.position.castling();
    assert!(!c.king_unmoved(Side::White));
    assert!(c.rook_unmoved(Side::White, true) && c.rook_unmoved(Side::White, false));
    let noiprom = parse_one(ORACLE[5].0);
    assert_eq!(
        noiprom.conditions,
        vec![Condition::new(ImitatorOptions {
            promotion: false,
            no_hurdle: false,
            hurdle_at_departure: true,
        })]
    );
}

#[test]
fn the_readme_subset_example_keeps_its_en_passant_and_reads_with_the_pawn() {
    // Without a pawn on e4 the double step is no position feerie plays: the option is kept
    // (Popeye reads it), and the solver names it.
    let p = parse_one(README_SUBSET);
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names, ["option EnPassant (line 5)"]);
    assert_eq!(p.kept.options[0].words, ["e2e3e4"]);
    assert_round_trip(&p);

    let fixed = README_SUBSET.replace("pb7 black", "pb7 pe4 black");
    let p = parse_one(&fixed);
    assert_eq!(p.position.side_to_move(), Side::Black);
    assert_eq!(
        p.position.en_passant(),
        Some(EnPassant::new(sq("e3"), sq("e4")))
    );
    let c = p.position.castling();
    assert!(c.king_unmoved(Side::White) && !c.rook_unmoved(Side::White, false));
    assert_eq!(
        p.position
            .tokens()
            .iter()
            .map(|(s, _)| s)
            .collect::<Vec<_>>(),
        vec![sq("c4"), sq("d5")]
    );
    assert!(p.options.no_board && p.options.half_duplex);
    assert_round_trip(&p);
}

// ----- languages and abbreviations -----

#[test]
fn english_french_and_german_give_the_same_problem() {
    let english = "begin\nauthor Torsten Linss\norigin 6409, Thema Danicum 79, 7/1995\nstipulation h#3\npieces white kf5 re6 bf3\n       black kb3 rf1 bc1c8 sf6g4 pa4b2b4b6d6\ntwin move a4 c2\nend\n";
    let french = "DebutProbleme\nauteur Torsten Linss\nsource 6409, Thema Danicum 79, 7/1995\nenonce h#3\npieces blanc rf5 te6 ff3\n       noir rb3 tf1 fc1c8 cf6g4 pa4b2b4b6d6\njumeau deplacement a4 c2\nfinprobleme\n";
    let german = "AnfangProblem\nautor Torsten Linss\nquelle 6409, Thema Danicum 79, 7/1995\nforderung h#3\nsteine weiss kf5 te6 lf3\n       schwarz kb3 tf1 lc1c8 sf6g4 ba4b2b4b6d6\nzwilling versetze a4 c2\nendeproblem\n";
    let p = parse_one(english);
    assert_eq!(
        crate::common::read_in(parse_one(french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(parse_one(german), Language::German),
        p
    );
}

#[test]
fn conditions_and_options_in_three_languages() {
    let english = "begin\ntitle Test\nremark first\nremark second\npieces white ke1 ra1 rh1 pd5 black ke8 pe5 bf6 neutral gd4\nstipulation h#2\ncondition imitator c3 noiprom circe parrain lastcapture white sf6\noption variation try threat 2 defence 1 setplay maxsolutions 3 nocastling h1 enpassant e7e6e5 halfduplex noboard intelligent\nend\n";
    let french = "debut\ntitre Test\nremarque first\nremarque second\npieces blanc re1 ta1 th1 pd5 noir re8 pe5 ff6 neutre sd4\nenonce h#2\ncondition imitator c3 sansiprom circe parrain dernierePrise blanc cf6\noption variantes essais menace 2 defense 1 apparent maxsolutions 3 sansroquer h1 enpassant e7e6e5 demiduplex sansechiquier intelligent\nfinprobleme\n";
    let german = "anfang\ntitel Test\nbemerkung first\nbemerkung second\nsteine weiss ke1 ta1 th1 bd5 schwarz ke8 be5 lf6 neutral gd4\nforderung h#2\nbedingung imitator c3 ohneiuw circeparrain letzterschlag weiss sf6\noption varianten verfuehrung drohung 2 widerlegung 1 satzspiel maxloesungen 3 keinerochade h1 enpassant e7e6e5 halbduplex ohnebrett intelligent\nende\n";
    let p = parse_one(english);
    assert_eq!(
        crate::common::read_in(parse_one(french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(parse_one(german), Language::German),
        p
    );

    assert_eq!(p.meta.title.as_deref(), Some("Test"));
    assert_eq!(
        p.meta.remarks,
        vec!["first".to_string(), "second".to_string()]
    );
    assert_eq!(
        p.conditions,
        vec![
            Condition::new(ImitatorOptions {
                promotion: false,
                no_hurdle: false,
                hurdle_at_departure: true,
            }),
            Condition::new(ParrainOptions::default()),
        ]
    );
    assert_eq!(
        p.options,
        Options {
            variation: true,
            threat: Some(2),
            no_threat: false,
            try_: true,
            defence: Some(1),
            set_play: true,
            max_solutions: Some(3),
            white_to_play: false,
            half_duplex: true,
            duplex: false,
            no_board: true,
            intelligent: true,
            ..Options::default()
        }
    );
    // h#2 starts with Black; halfduplex turns it to White, who may take e.p.
    assert_eq!(p.position.side_to_move(), Side::White);
    assert_eq!(
        p.position.en_passant(),
        Some(EnPassant::new(sq("e6"), sq("e5")))
    );
    assert_eq!(
        p.position.pending_rebirth(),
        Some((piece(Colour::White, PieceKind::Knight), sq("f6")))
    );
    assert_eq!(
        p.position.piece_at(sq("d4")),
        Some(piece(Colour::Neutral, PieceKind::Grasshopper))
    );
    let c = p.position.castling();
    assert!(
        c.king_unmoved(Side::White)
            && c.rook_unmoved(Side::White, false)
            && !c.rook_unmoved(Side::White, true)
    );
    assert_round_trip(&p);
}

#[test]
fn twins_in_three_languages() {
    let body = "pieces white ke1 qd1 pd5 black ke8 pc7\nstipulation h#2\ncondition imitator a4\n";
    let english = format!("begin\n{body}twin move a4 c2 exchange e1 e8\ntwin continued remove d5 add black pc2d3 substitute q r\ntwin rotate 90 mirror a1<-->h1 shift a1 b2 stipulation h#3 condition imitator nohurdle\ntwin mirror a8<-->h1 condition circe parrain\nend\n");
    let french = format!("debut\n{}jumeau deplacement a4 c2 echange e1 e8\njumeau enplus ote d5 ajoute noir pc2d3 remplace d t\njumeau rotation 90 miroir a1<-->h1 translation a1 b2 enonce h#3 condition imitator nohurdle\njumeau miroir a8<-->h1 condition circeparrain\nfin\n",
        "pieces blanc re1 dd1 pd5 noir re8 pc7\nenonce h#2\ncondition imitator a4\n");
    let german = format!("anfang\n{}zwilling versetze a4 c2 tausche e1 e8\nzwilling ferner entferne d5 hinzufuegen schwarz bc2d3 ersetze d t\nzwilling drehung 90 spiegelung a1<-->h1 verschiebung a1 b2 forderung h#3 bedingung imitator nohurdle\nzwilling spiegelung a8<-->h1 bedingung circe parrain\nende\n",
        "steine weiss ke1 dd1 bd5 schwarz ke8 bc7\nforderung h#2\nbedingung imitator a4\n");
    let p = parse_one(&english);
    let black_pawn = piece(Colour::Black, PieceKind::Pawn);
    assert_eq!(
        p.twins,
        vec![
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![
                    TwinCommand::Move(sq("a4"), sq("c2")),
                    TwinCommand::Exchange(sq("e1"), sq("e8"))
                ],
            },
            Twin {
                line: Default::default(),
                continued: true,
                commands: vec![
                    TwinCommand::Remove(sq("d5")),
                    TwinCommand::Add(black_pawn, sq("c2"), Attributes::NONE),
                    TwinCommand::Add(black_pawn, sq("d3"), Attributes::NONE),
                    TwinCommand::Substitute(PieceKind::Queen, PieceKind::Rook),
                ],
            },
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![
                    TwinCommand::Rotate(90),
                    TwinCommand::Mirror(MirrorAxis::Files),
                    TwinCommand::Shift(sq("a1"), sq("b2")),
                    TwinCommand::Stipulation(stip("h#3")),
                    TwinCommand::Condition(vec![Condition::new(ImitatorOptions {
                        promotion: true,
                        no_hurdle: true,
                        hurdle_at_departure: true,
                    })]),
                ],
            },
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![
                    TwinCommand::Mirror(MirrorAxis::AntiDiagonal),
                    TwinCommand::Condition(vec![Condition::new(ParrainOptions::default())]),
                ],
            },
        ]
    );
    assert_eq!(
        crate::common::read_in(parse_one(&french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(parse_one(&german), Language::German),
        p
    );
    assert_round_trip(&p);
}

/// Thomas Maeder, feenschach 1987 (tests/data/published/36_maeder_imitator_hstale2.inp): twins
/// that set new Imitator squares.
const MAEDER_IMITATOR_TWINS: &str = "begin\nauthor Thomas Maeder\norigin feenschach 1987, Wenigsteiner des Jahres 1987\npieces white kf5 pb7 black kb6\nstipulation h=2\ncondition imitator e5\ntwin move f5 g5\ntwin condition imitator c5\ntwin condition imitator a7\nend\n";

#[test]
fn twin_condition_imitator_with_squares_sets_the_imitators() {
    let p = parse_one(MAEDER_IMITATOR_TWINS);
    let imitator = Condition::new(ImitatorOptions {
        promotion: true,
        no_hurdle: false,
        hurdle_at_departure: true,
    });
    let set_imitator = |square: &str| Twin {
        line: Default::default(),
        continued: false,
        commands: vec![
            TwinCommand::Condition(vec![imitator.clone()]),
            TwinCommand::Tokens(vec![(sq(square), TokenColour::Neutral)]),
        ],
    };
    assert_eq!(
        p.twins,
        vec![
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![TwinCommand::Move(sq("f5"), sq("g5"))],
            },
            set_imitator("c5"),
            set_imitator("a7"),
        ]
    );
    // The diagram keeps its own Imitator.
    assert_eq!(
        p.position.tokens().iter().collect::<Vec<_>>(),
        vec![(sq("e5"), TokenColour::Neutral)]
    );
    assert_eq!(p.conditions, vec![imitator]);
    let french = "debut\nauteur Thomas Maeder\nsource feenschach 1987, Wenigsteiner des Jahres 1987\npieces blanc rf5 pb7 noir rb6\nenonce h=2\ncondition imitator e5\njumeau deplacement f5 g5\njumeau condition imitator c5\njumeau condition imitator a7\nfin\n";
    let german = "anfang\nautor Thomas Maeder\nquelle feenschach 1987, Wenigsteiner des Jahres 1987\nsteine weiss kf5 bb7 schwarz kb6\nforderung h=2\nbedingung imitator e5\nzwilling versetze f5 g5\nzwilling bedingung imitator c5\nzwilling bedingung imitator a7\nende\n";
    assert_eq!(
        crate::common::read_in(parse_one(french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(parse_one(german), Language::German),
        p
    );
    let text = write_popeye(&p);
    assert!(
        text.contains("twin condition imitator c5\ntwin condition imitator a7\n"),
        "{text}"
    );
    assert_round_trip(&p);
}

#[test]
fn twin_imitator_squares_take_colours_and_options_in_three_languages() {
    let english = "begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator e5\ntwin continued condition imitator a3 white c5d6 black f6 noiprom nohurdle circe parrain\ntwin condition imitator noiprom\nend\n";
    let french = "debut\npieces blanc rh1 noir ra8\nenonce #2\ncondition imitator e5\njumeau enplus condition imitator a3 blanc c5d6 noir f6 sansiprom nohurdle circeparrain\njumeau condition imitator sansiprom\nfin\n";
    let german = "anfang\nsteine weiss kh1 schwarz ka8\nforderung #2\nbedingung imitator e5\nzwilling ferner bedingung imitator a3 weiss c5d6 schwarz f6 ohneiuw nohurdle circe parrain\nzwilling bedingung imitator ohneiuw\nende\n";
    let p = parse_one(english);
    let options = ImitatorOptions {
        promotion: false,
        no_hurdle: true,
        hurdle_at_departure: true,
    };
    assert_eq!(
        p.twins,
        vec![
            Twin {
                line: Default::default(),
                continued: true,
                commands: vec![
                    TwinCommand::Condition(vec![
                        Condition::new(options),
                        Condition::new(ParrainOptions::default()),
                    ]),
                    TwinCommand::Tokens(vec![
                        (sq("a3"), TokenColour::Neutral),
                        (sq("c5"), TokenColour::Of(Side::White)),
                        (sq("d6"), TokenColour::Of(Side::White)),
                        (sq("f6"), TokenColour::Of(Side::Black)),
                    ]),
                ],
            },
            // Without squares, as before: the condition alone.
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![TwinCommand::Condition(vec![Condition::new(
                    ImitatorOptions {
                        no_hurdle: false,
                        ..options
                    }
                )])],
            },
        ]
    );
    assert_eq!(
        crate::common::read_in(parse_one(french), Language::French),
        p
    );
    assert_eq!(
        crate::common::read_in(parse_one(german), Language::German),
        p
    );
    let text = write_popeye(&p);
    assert!(
        text.contains("twin continued condition imitator a3 white c5d6 black f6 noiprom nohurdle circe parrain\n"),
        "{text}"
    );
    assert!(text.contains("twin condition imitator noiprom\n"), "{text}");
    assert_round_trip(&p);
    // Squares spread over tokens and lines, and abbreviated keywords, read the same.
    let spread = parse_one("begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator e5\ntwin cont cond imit a3\n  white c5d6 black f6 noip nohu circe parr\ntwin cond imit noip\nend\n");
    assert_eq!(spread, p);
}

#[test]
fn keywords_may_be_abbreviated_and_change_case() {
    let full = "beginproblem\nauthor A. Composer\norigin Somewhere\npieces white kh1 rb2 black ka8\nstipulation #2\ncondition imitator c4d5 noiprom\noption variation threat 2 noboard\ntwin continued move b2 b3\nendproblem\n";
    let short = "BEG\nauth A. Composer\nori Somewhere\nPIE w kh1 rb2 bl ka8\nstip #2\ncond imi c4d5 noi\nopt var th 2 nobo\ntw cont mo b2 b3\ne\n";
    assert_eq!(parse_one(short), parse_one(full));
    // `s` is `sstipulation` or `stipulation`; `t` is `title` (Popeye looks at those first).
    let e = parse_err("begin\ns #2\nend");
    assert_eq!((e.line, e.column), (2, 1));
    assert!(e.message.contains("ambiguous keyword 's'"), "{e}");
    let p = parse_one("begin\nt A title\nstipulation #2\nend");
    assert_eq!(p.meta.title.as_deref(), Some("A title"));
}

#[test]
fn pieces_may_spread_over_lines_and_split_code_and_squares() {
    let a =
        parse_one("begin\npieces white kh1 pb2c3\n black ka8\n neutral gd4\nstipulation #2\nend");
    let b = parse_one(
        "begin\npieces\nwhite\nk h1\np b2c3 black\nka8 neutral g d4\nstipulation #2\nend",
    );
    assert_eq!(a, b);
    assert_eq!(
        a.position.piece_at(sq("c3")),
        Some(piece(Colour::White, PieceKind::Pawn))
    );
    assert_eq!(
        a.position.piece_at(sq("d4")),
        Some(piece(Colour::Neutral, PieceKind::Grasshopper))
    );
}

#[test]
fn french_keywords_are_not_taken_for_conditions() {
    // `pieces` also begins the French condition `PiecesPerdues`: spelled out, it is the keyword.
    let p = parse_one("debut\ncondition imitator c3\npieces blanc rh1 noir ra8\nenonce #2\nfin\n");
    assert_eq!(p.position.king(Side::White), Some(sq("h1")));
}

// ----- several problems -----

#[test]
fn several_problems_in_one_file() {
    let text = "begin\npieces white kh1 black ka8\nstipulation #2\nnextproblem\npieces white ke1 black ke8\nstipulation h#2\ntwin move e1 e2\nnextproblem\nbegin\npieces white kd1 black kd8\nstipulation s#3\nend\nthis text after end is ignored, as Popeye does\n";
    let problems = parse_popeye(text).unwrap();
    assert_eq!(problems.len(), 3);
    assert_eq!(problems[0].stipulation, Some(stip("#2")));
    assert_eq!(problems[1].position.side_to_move(), Side::Black);
    assert_eq!(problems[1].twins.len(), 1);
    assert_eq!(problems[2].stipulation, Some(stip("s#3")));

    let written = write_popeye_all(&problems);
    assert_eq!(written.matches("nextproblem").count(), 2);
    assert_eq!(parse_popeye(&written), Ok(problems));

    // Whole files one after the other.
    let two = format!("{}{}", BENCH[0].1, BENCH[2].1);
    let problems = parse_popeye(&two).unwrap();
    assert_eq!(problems, vec![parse_one(BENCH[0].1), parse_one(BENCH[2].1)]);
}

#[test]
fn a_missing_end_is_accepted() {
    let p = parse_one("begin\npieces white kh1 black ka8\nstipulation #2");
    assert_eq!(p.stipulation, Some(stip("#2")));
    let p = parse_one("begin\npieces white kh1 black ka8\nstipulation #2\ntwin move h1 g1");
    assert_eq!(p.twins.len(), 1);
}

// ----- feerie's extensions -----

#[test]
fn board_10x10_reads_ranks_above_nine() {
    let p = parse_one(
        "begin\nboard 10x10\npieces white ka10 rj1 pa9b2 black kj10 sd10\nstipulation #2\nend",
    );
    assert_eq!(p.position.size(), BoardSize::new(10, 10).unwrap());
    assert_eq!(
        p.position.piece_at(sq("a10")),
        Some(piece(Colour::White, PieceKind::King))
    );
    assert_eq!(
        p.position.piece_at(sq("j1")),
        Some(piece(Colour::White, PieceKind::Rook))
    );
    assert_eq!(
        p.position.piece_at(sq("a9")),
        Some(piece(Colour::White, PieceKind::Pawn))
    );
    assert_eq!(
        p.position.piece_at(sq("d10")),
        Some(piece(Colour::Black, PieceKind::Knight))
    );
    let text = write_popeye(&p);
    assert!(text.contains("board 10x10\n"), "{text}");
    assert_round_trip(&p);

    let e = parse_err("begin\nboard 10x10\npieces white kk1\nstipulation #2\nend");
    assert_eq!(e.line, 3);
    assert!(
        e.message.contains("square k1 is off the 10x10 board"),
        "{e}"
    );

    let e = parse_err("begin\npieces white kh1\nboard 10x10\nstipulation #2\nend");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(e.message.contains("must come before 'pieces'"), "{e}");

    for bad in ["0x8", "17x8", "8x", "8*8", "tenxten"] {
        let e = parse_err(&format!("begin\nboard {bad}\nstipulation #2\nend"));
        assert_eq!((e.line, e.column), (2, 7), "{bad}");
        assert!(e.message.contains("bad board size"), "{e}");
    }
    let tiny = parse_one("begin\nboard 1x1\nstipulation ~1\nend");
    assert_eq!(tiny.position.size(), BoardSize::new(1, 1).unwrap());
    let huge = parse_one("begin\nboard 16x16\npieces white kp16 black ka1\nstipulation #2\nend");
    assert_eq!(huge.position.king(Side::White), Some(sq("p16")));
}

#[test]
fn monochrome_imitators_and_no_hurdle() {
    let p = parse_one("begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator a3 white c5d6 black f6 b4 nohurdle\nend");
    assert_eq!(
        p.position.tokens().iter().collect::<Vec<_>>(),
        vec![
            (sq("a3"), TokenColour::Neutral),
            (sq("c5"), TokenColour::Of(Side::White)),
            (sq("d6"), TokenColour::Of(Side::White)),
            (sq("f6"), TokenColour::Of(Side::Black)),
            (sq("b4"), TokenColour::Neutral),
        ]
    );
    assert_eq!(
        p.conditions,
        vec![Condition::new(ImitatorOptions {
            promotion: true,
            no_hurdle: true,
            hurdle_at_departure: true,
        })]
    );
    assert_round_trip(&p);
    // Squares with spaces between them are accepted too.
    let spaced = parse_one(
        "begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator c4 d5\nend",
    );
    let joined = parse_one(
        "begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator c4d5\nend",
    );
    assert_eq!(spaced, joined);
}

#[test]
fn circe_parrain_spellings_and_last_capture_as_option() {
    let base = "begin\npieces white ka4 be2 sd4 black ka2 pd2\nstipulation ~1\n";
    let want = parse_one(&format!(
        "{base}condition circe parrain lastcapture black qd4\nend"
    ));
    for variant in [
        "condition parraincirce lastcapture black qd4",
        "condition circeparrain\ncondition lastcapture black q d4",
        "condition circe parrain\noption lastcapture black qd4",
        "condition lastcapture b qd4 circe parrain",
    ] {
        assert_eq!(
            parse_one(&format!("{base}{variant}\nend")),
            want,
            "{variant}"
        );
    }
}

// ----- errors, one per kind, with their places -----

#[test]
fn unknown_keyword() {
    let e = parse_err("begin\npieces white kh1 black ka8\nfoo bar\nstipulation #2\nend");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(
        e.message
            .starts_with("unknown keyword 'foo' (expected one of remark"),
        "{e}"
    );
    assert!(e
        .to_string()
        .starts_with("line 3, column 1: unknown keyword 'foo'"));
}

#[test]
fn unknown_piece_code() {
    let e = parse_err("begin\npieces white kh1\n       black xa8\nstipulation #2\nend");
    assert_eq!((e.line, e.column), (3, 14));
    assert!(e.message.contains("unknown piece code 'x'"), "{e}");
}

#[test]
fn bad_square() {
    let e = parse_err("begin\npieces white kz9\nstipulation #2\nend");
    assert_eq!((e.line, e.column), (2, 14));
    assert!(e.message.contains("bad square list 'z9'"), "{e}");
    let e = parse_err("begin\npieces white kh1\nstipulation #2\ncondition imitator q9\nend");
    assert_eq!((e.line, e.column), (4, 11));
    assert!(e.message.contains("needs its squares"), "{e}");
    let e = parse_err("begin\nstipulation #2\ntwin move a4 z\nend");
    assert_eq!((e.line, e.column), (3, 14));
    assert!(e.message.contains("bad square 'z'"), "{e}");
}

#[test]
fn square_off_the_board() {
    let e = parse_err("begin\npieces white ka9\nstipulation #2\nend");
    assert_eq!((e.line, e.column), (2, 14));
    assert_eq!(e.message, "square a9 is off the 8x8 board");
    let e = parse_err("begin\nstipulation #2\ncondition imitator i1\nend");
    assert_eq!(e.line, 3);
    assert!(e.message.contains("off the 8x8 board"), "{e}");
}

#[test]
fn conditions_feerie_does_not_play_are_kept() {
    let p =
        parse_one("begin\npieces white kh1 black ka8\nstipulation #2\ncondition sentinelles\nend");
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names, ["condition Sentinelles (line 4)"]);
    let p = parse_one("begin\nstipulation #2\ncondition imitator a1 antimarsmirrorcirce\nend");
    assert_eq!(p.conditions.len(), 1);
    assert_eq!(p.kept.conditions[0].name, "AntiMarsMirrorCirce");
    assert_round_trip(&p);
    // Mars and AntiMars Circe's Mirror is written in the name, as Popeye spells it.
    for line in [
        "marscirce mirror",
        "antimarscirce mirror",
        "marsmirrorcirce",
    ] {
        let p = parse_one(&format!("begin\nstipulation #2\ncondition {line}\nend"));
        assert_round_trip(&p);
    }
    // (MarsCirce Mirror is played: read as the condition.)
    let p = parse_one("begin\nstipulation #2\ncondition marscirce mirror\nend");
    assert!(p.kept.conditions.is_empty());
    assert_eq!(p.conditions.len(), 1);
    let p = parse_one("begin\nstipulation #2\ncondition sentin\nend");
    assert_eq!(p.kept.conditions[0].name, "Sentinelles");
    assert_round_trip(&p);
    let e = parse_err("begin\nstipulation #2\ncondition gibberish\nend");
    assert_eq!((e.line, e.column), (3, 11));
    assert!(
        e.message.starts_with("unknown condition 'gibberish'"),
        "{e}"
    );
}

#[test]
fn options_feerie_does_not_read_are_kept() {
    let p = parse_one(
        "begin\npieces white kh1 black ka8\nstipulation #2\noption variation beep 3 maxtime 10\nend",
    );
    assert!(p.options.variation);
    assert_eq!(p.kept.options[0].name, "Beep");
    assert_eq!(p.kept.options[0].words, ["3"]);
    // `maxtime` is read: each twin gets that many seconds.
    assert_eq!(p.options.max_time, Some(10));
    assert!(p.unsupported().is_empty());
    assert_round_trip(&p);
    let e = parse_err("begin\nstipulation #2\noption threat x\nend");
    assert_eq!((e.line, e.column), (3, 15));
    assert!(e.message.contains("needs a whole number"), "{e}");
    let e = parse_err("begin\nstipulation #2\noption duplex halfduplex\nend");
    assert_eq!((e.line, e.column), (3, 15));
}

#[test]
fn pieces_and_double_steps_feerie_does_not_play_are_kept() {
    for (text, unsupported) in [
        (
            "begin\npieces white kh1 kg1\nstipulation #2\nend",
            "piece Kh1 (line 2)",
        ),
        (
            "begin\npieces white kh1 pa8\nstipulation #2\nend",
            "piece Pa8 (line 2)",
        ),
        (
            "begin\npieces white kh1 white royal qd1\nstipulation #2\nend",
            "piece royal Qd1 (line 2)",
        ),
        (
            "begin\nstipulation #2\noption enpassant e2e4\nend",
            "option EnPassant (line 3)",
        ),
        (
            // (Not one pawn step repeated; the side to move's own double or triple step is
            // played: taken in set play.)
            "begin\npieces white pe5\nstipulation #2\noption enpassant e2e4e5\nend",
            "option EnPassant (line 4)",
        ),
        (
            // (PolishType, kept here before issue 21, is played now.)
            "begin\nstipulation #2\ntwin condition sentinelles\nend",
            "twin condition sentinelles (line 3)",
        ),
    ] {
        let p = parse_one(text);
        let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
        assert_eq!(names, [unsupported], "{text}");
        assert_round_trip(&p);
    }
}

#[test]
fn award_and_zeroposition_are_read() {
    let p = parse_one("begin\naward 1st Prize\nstipulation #2\nend");
    assert_eq!(p.meta.award.as_deref(), Some("1st Prize"));
    assert_round_trip(&p);
    let p = parse_one("begin\npieces white kh1 black ka8\nstipulation #2\nzero move h1 g1\nend");
    assert!(p.zero_position);
    assert_eq!(p.twins.len(), 1);
    assert_round_trip(&p);
}

#[test]
fn missing_stipulation() {
    let e = parse_err("begin\npieces white kh1 black ka8\ncondition imitator a2\nend\n");
    assert_eq!((e.line, e.column), (4, 1));
    assert!(e.message.starts_with("missing stipulation"), "{e}");
    let e = parse_err("begin\npieces white kh1 black ka8\n");
    assert_eq!(e.line, 3);
    assert!(e.message.starts_with("missing stipulation"), "{e}");
    let e = parse_err("begin\nstipulation #2\nnextproblem\npieces white kh1\nend");
    assert_eq!((e.line, e.column), (5, 1));
}

#[test]
fn truncated_files() {
    // A missing `end` is fine; a keyword cut from its value is not.
    assert!(parse_popeye("begin\npieces white kh1\nstipulation #2\n").is_ok());
    let e = parse_err("begin\npieces white kh1\nstipulation");
    assert_eq!((e.line, e.column), (3, 1));
    assert!(e.message.contains("needs a stipulation"), "{e}");
    let e = parse_err("begin\npieces");
    assert_eq!((e.line, e.column), (2, 1));
    assert!(e.message.contains("needs a colour"), "{e}");
    let e = parse_err("begin\nstipulation #2\ncondition imitator");
    assert_eq!((e.line, e.column), (3, 11));
    let e = parse_err("begin\nstipulation #2\noption enpassant");
    assert_eq!((e.line, e.column), (3, 8));
    let e = parse_err("");
    assert_eq!((e.line, e.column), (1, 1));
    let e = parse_err("\n\n   ");
    assert_eq!((e.line, e.column), (3, 4));
}

#[test]
fn other_errors_say_what_and_where() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        ("pieces white kh1\nend", (1, 1), "expected 'beginproblem'"),
        ("begin\nstipulation 2h#\nend", (2, 13), "2h#"),
        (
            "begin\nstipulation #2\nstipulation #3\nend",
            (3, 1),
            "given twice",
        ),
        (
            "begin\npieces kh1\nstipulation #2\nend",
            (2, 8),
            "expected a colour",
        ),
        (
            "begin\npieces white kh1 pc3\nstipulation #2\ncondition imitator c3\nend",
            (4, 20),
            "occupied square",
        ),
        (
            "begin\nstipulation #2\ncondition imitator c3c3\nend",
            (3, 20),
            "two Imitators on c3",
        ),
        (
            "begin\nstipulation #2\ncondition imitator a1b1c1d1e1f1g1h1a2\nend",
            (3, 20),
            "at most 8",
        ),
        (
            "begin\nstipulation #2\ncondition imitator a1 imitator b1\nend",
            (3, 23),
            "given twice",
        ),
        (
            "begin\nstipulation #2\ncondition noiprom\nend",
            (3, 11),
            "needs the condition imitator",
        ),
        (
            "begin\nstipulation #2\ncondition nohurdle\nend",
            (3, 11),
            "needs the condition imitator",
        ),
        (
            "begin\nstipulation #2\ncondition lastcapture white pd3\nend",
            (3, 11),
            "needs the condition circe parrain",
        ),
        (
            "begin\nstipulation #2\ncondition circe parrain lastcapture white kd3\nend",
            (3, 43),
            "king cannot",
        ),
        (
            "begin\nstipulation #2\ncondition circe parrain lastcapture red pd3\nend",
            (3, 37),
            "expected a colour",
        ),
        (
            "begin\nstipulation #2\ncondition\nend",
            (3, 1),
            "at least one condition",
        ),
        (
            "begin\nstipulation #2\noption\nend",
            (3, 1),
            "at least one option",
        ),
        (
            "begin\nstipulation #2\ntwin move a1 a2\npieces white kh1\nend",
            (4, 1),
            "cannot follow a twin",
        ),
        (
            "begin\nstipulation #2\ntwin rotate 45\nend",
            (3, 13),
            "90, 180 or 270",
        ),
        (
            "begin\nstipulation #2\ntwin mirror a1<-->b2\nend",
            (3, 13),
            "an axis",
        ),
        (
            "begin\nstipulation #2\ntwin move a1 a2 continued\nend",
            (3, 17),
            "must come first",
        ),
        (
            "begin\nstipulation #2\ntwin frobnicate\nend",
            (3, 6),
            "unknown twin command 'frobnicate'",
        ),
        (
            "begin\nstipulation #2\ntwin condition imitator a1a1\nend",
            (3, 25),
            "two Imitators on a1",
        ),
        (
            "begin\nstipulation #2\ntwin condition imitator a1 white b1 black a1\nend",
            (3, 43),
            "two Imitators on a1",
        ),
        (
            "begin\nstipulation #2\ntwin condition imitator a1b1c1d1e1f1g1h1a2\nend",
            (3, 25),
            "at most 8",
        ),
        (
            "begin\nstipulation #2\ntwin condition imitator c5 i1\nend",
            (3, 28),
            "off the 8x8 board",
        ),
        (
            "begin\nstipulation #2\ntwin substitute q x\nend",
            (3, 19),
            "unknown piece code 'x'",
        ),
        (
            "begin\nstipulation #2\nbegin\nend",
            (3, 1),
            "starts a new problem",
        ),
        (
            "begin\nstipulation #2\nboard 8x8\nboard 9x9\nend",
            (4, 1),
            "given twice",
        ),
    ];
    for (text, (line, column), part) in cases {
        let e = parse_err(text);
        assert_eq!((e.line, e.column), (*line, *column), "{text}\n{e}");
        assert!(e.message.contains(part), "{text}\n{e}");
    }
}

// ----- random problems round trip (generator in tests/it/common/problems.rs) -----

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_problems_round_trip(parts in arb_parts(Format::Popeye)) {
        let problem = build(parts);
        let text = write_popeye(&problem);
        let back = parse_popeye(&text);
        prop_assert_eq!(back, Ok(vec![problem]), "--- written ---\n{}", text);
    }

    #[test]
    fn random_problem_lists_round_trip(parts in prop::collection::vec(arb_parts(Format::Popeye), 1..4)) {
        let problems: Vec<Problem> = parts.into_iter().map(build).collect();
        let text = write_popeye_all(&problems);
        prop_assert_eq!(parse_popeye(&text), Ok(problems), "--- written ---\n{}", text);
    }
}

// ----- never a panic -----

fn check_error_place(text: &str) {
    if let Err(e) = parse_popeye(text) {
        let lines = text.split('\n').count();
        assert!(e.line >= 1 && e.line <= lines, "{e} for {text:?}");
        assert!(e.column >= 1, "{e} for {text:?}");
        assert!(!e.message.is_empty());
    }
}

const WORDS: &[&str] = &[
    "begin",
    "end",
    "nextproblem",
    "pieces",
    "white",
    "black",
    "neutral",
    "kh1",
    "ka8",
    "pb2c3",
    "ra10",
    "ma",
    "stipulation",
    "#2",
    "h#2.5",
    "ser-h#3",
    "condition",
    "imitator",
    "c4d5",
    "noiprom",
    "nohurdle",
    "circe",
    "parrain",
    "lastcapture",
    "pd3",
    "option",
    "enpassant",
    "e2e3e4",
    "nocastling",
    "a1e1",
    "halfduplex",
    "threat",
    "2",
    "twin",
    "continued",
    "move",
    "add",
    "remove",
    "rotate",
    "90",
    "mirror",
    "a1<-->h1",
    "shift",
    "substitute",
    "q",
    "board",
    "10x10",
    "author",
    "remark",
    "title",
    "origin",
    "stip",
    "cond",
    "opt",
    "b",
    "é",
    "\n",
    ";",
    "debut",
    "anfang",
    "steine",
    "weiss",
    "jumeau",
    "0",
    "99999999999",
    "x",
];

fn arb_token_soup() -> impl Strategy<Value = String> {
    token_soup("begin\n", WORDS, 60)
}

fn sample_texts() -> Vec<String> {
    let mut texts: Vec<String> = BENCH.iter().map(|(_, t)| t.to_string()).collect();
    texts.extend(ORACLE.iter().map(|(t, _)| t.to_string()));
    texts.push(README_SUBSET.to_string());
    texts.push("begin\nboard 10x10\npieces white ka10 rj1 black kj10\nstipulation #2\ncondition imitator a3 white c5 black f6 nohurdle circe parrain lastcapture white pd3\ntwin continued rotate 90 condition imitator noiprom add neutral ge4\nend\n".to_string());
    texts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        check_error_place(&text);
        check_error_place(&format!("begin\n{text}"));
    }

    #[test]
    fn token_soup_never_panics(text in arb_token_soup()) {
        check_error_place(&text);
    }

    #[test]
    fn mutated_files_never_panic(which in any::<Index>(), edits in prop::collection::vec(arb_edit(WORDS), 1..6)) {
        let texts = sample_texts();
        let text = apply_edits(&texts[which.index(texts.len())], edits);
        check_error_place(&text);
    }
}
