//! The conditions that restrict which moves are legal or what may capture, against Popeye
//! 4.104: Isardam, Patrouille, UltraPatrol, Lortap, EiffelChess, the mummers, Checkless chess
//! and Exclusive chess.
//!
//! * The oracle's move lists (tests/data/<family>-moves.jsonl, copied from the oracle set, 150
//!   each): isardam, patrouille, whitemaximummer, blackmaximummer, blackminimummer, checkless,
//!   exclusive.
//! * Lists made with Popeye 4.104 on the oracle's positions under the conditions and options
//!   the oracle lacks: lortap, ultrapatrol, eiffel (on the Madrasi positions), isardam-typeb,
//!   isardam-rexinclusive, whiteminimummer, blackmaximummer-exact.
//! * The oracle's Isardam and BlackMaximummer problems (tests/data/restrictions-solutions.jsonl).

use crate::common::oracle::{check_move_records, check_solution_records};
use feerie::conditions::checkless::ChecklessOptions;
use feerie::conditions::eiffel::EiffelOptions;
use feerie::conditions::exclusive::ExclusiveOptions;
use feerie::conditions::isardam::IsardamOptions;
use feerie::conditions::lortap::LortapOptions;
use feerie::conditions::mummer::{BlackMummerOptions, WhiteMummerOptions};
use feerie::conditions::patrouille::PatrouilleOptions;
use feerie::conditions::ultrapatrol::UltraPatrolOptions;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::Condition;
use feerie::session::format::Session;

#[test]
fn isardam_moves_equal_popeyes() {
    check_move_records(include_str!("../data/isardam-moves.jsonl"), 150, true);
    check_move_records(include_str!("../data/isardam-typeb-moves.jsonl"), 100, true);
    check_move_records(
        include_str!("../data/isardam-rexinclusive-moves.jsonl"),
        60,
        true,
    );
}

/// A double step beside an enemy pawn that could take it e.p. is illegal under Isardam, both
/// types, with RexInclusive too: Popeye's pawns observe the e.p. capture the move allows
/// (BEISPIEL isardam, "illegale Beobachtung nach Doppelschritt vermeiden": `d2-d4` beside a
/// black pawn on e4 is no move). feerie played `d2-d4`, `f2-f4` and `g2-g4` here.
#[test]
fn isardam_double_step_observed_by_an_ep_capture_is_illegal() {
    use crate::common::oracle::{solution_lines, solved_played};
    let input = include_str!("../data/isardam-double-step.inp");
    let popeye = include_str!("../data/isardam-double-step.out");
    let text = solved_played("isardam-double-step", input);
    assert_eq!(solution_lines(popeye).values().sum::<usize>(), 36);
    assert!(!popeye.contains("d2-d4"), "{popeye}");
    assert_eq!(solution_lines(&text), solution_lines(popeye), "{text}");
}

#[test]
fn patrol_family_moves_equal_popeyes() {
    check_move_records(include_str!("../data/patrouille-moves.jsonl"), 150, true);
    check_move_records(include_str!("../data/ultrapatrol-moves.jsonl"), 100, true);
    check_move_records(include_str!("../data/lortap-moves.jsonl"), 100, true);
}

#[test]
fn eiffel_moves_equal_popeyes() {
    check_move_records(include_str!("../data/eiffel-moves.jsonl"), 100, true);
}

#[test]
fn mummer_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/whitemaximummer-moves.jsonl"),
        150,
        true,
    );
    check_move_records(
        include_str!("../data/blackmaximummer-moves.jsonl"),
        150,
        true,
    );
    check_move_records(
        include_str!("../data/blackminimummer-moves.jsonl"),
        150,
        true,
    );
    check_move_records(
        include_str!("../data/whiteminimummer-moves.jsonl"),
        100,
        true,
    );
}

/// `Ultra` (lists made with Popeye 4.104 on random positions, 100 of them with orthodox checks
/// in the diagram, which Ultra may make no checks): Maximummer and Minimummer of either side
/// and of both; and the mummers with Monochrome chess (plain, `Exact`, `Ultra`).
#[test]
fn ultra_mummer_moves_equal_popeyes() {
    check_move_records(include_str!("../data/mummer-ultra-moves.jsonl"), 260, true);
    check_move_records(
        include_str!("../data/monochrome-mummer-moves.jsonl"),
        120,
        true,
    );
}

#[test]
fn checkless_moves_equal_popeyes() {
    check_move_records(include_str!("../data/checkless-moves.jsonl"), 150, true);
}

#[test]
fn exclusive_moves_equal_popeyes() {
    check_move_records(include_str!("../data/exclusive-moves.jsonl"), 150, true);
}

/// Exclusive chess counts the mates of Checkless chess: White's three checks that leave Black
/// only checking replies are mates, and so none is legal (BEISPIEL exklohne #1's end).
#[test]
fn checkless_with_exclusive_moves_equal_popeyes() {
    check_move_records(
        include_str!("../data/checkless-exclusive-moves.jsonl"),
        3,
        true,
    );
}

#[test]
fn oracle_solutions_equal_popeyes() {
    check_solution_records(include_str!("../data/restrictions-solutions.jsonl"), 18);
}

fn conditions_of(text: &str) -> Vec<Condition> {
    parse_popeye(&format!(
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition {text}\nend\n"
    ))
    .map(|mut p| p.remove(0).conditions)
    .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn isardam(type_b: bool, rex_inclusive: bool) -> Condition {
    Condition::new(IsardamOptions {
        type_b,
        rex_inclusive,
    })
}

#[test]
fn popeye_reader_knows_the_conditions_in_three_languages() {
    let cases: Vec<(&str, Condition)> = vec![
        ("Isardam", isardam(false, false)),
        ("isardam typea", isardam(false, false)),
        ("Isardam TypeB", isardam(true, false)),
        ("isardam rexinclusive", isardam(false, true)),
        ("isardam typeb rexi", isardam(true, true)),
        ("Patrouille", Condition::new(PatrouilleOptions)),
        ("UltraPatrol", Condition::new(UltraPatrolOptions)),
        ("Lortap", Condition::new(LortapOptions)),
        ("EiffelChess", Condition::new(EiffelOptions)),
        ("ChecklessChess", Condition::new(ChecklessOptions)),
        ("ExclusiveChess", Condition::new(ExclusiveOptions)),
        (
            "WhiteMaximummer",
            Condition::new(WhiteMummerOptions {
                shortest: false,
                exact: false,
                ultra: false,
            }),
        ),
        (
            "whiteminimummer",
            Condition::new(WhiteMummerOptions {
                shortest: true,
                exact: false,
                ultra: false,
            }),
        ),
        (
            "BlackMaximummer",
            Condition::new(BlackMummerOptions {
                shortest: false,
                exact: false,
                ultra: false,
            }),
        ),
        (
            "BlackMinimummer",
            Condition::new(BlackMummerOptions {
                shortest: true,
                exact: false,
                ultra: false,
            }),
        ),
    ];
    for (text, condition) in &cases {
        assert_eq!(conditions_of(text), vec![condition.clone()], "{text}");
    }
    assert_eq!(
        conditions_of("WhiteMaximummer Ultra"),
        vec![Condition::new(WhiteMummerOptions {
            shortest: false,
            exact: false,
            ultra: true,
        })]
    );
    // Both sides' mummers together.
    assert_eq!(
        conditions_of("whitemaximummer blackminimummer"),
        vec![
            Condition::new(WhiteMummerOptions {
                shortest: false,
                exact: false,
                ultra: false
            }),
            Condition::new(BlackMummerOptions {
                shortest: true,
                exact: false,
                ultra: false
            })
        ]
    );
    // French and German.
    for (fr, de, condition) in [
        ("sansechecs", "ohneschach", Condition::new(ChecklessOptions)),
        (
            "echecsexclusif",
            "exklusivschach",
            Condition::new(ExclusiveOptions),
        ),
        ("elliuortap", "elliuortap", Condition::new(LortapOptions)),
        (
            "ultrapatrouille",
            "ultrapatrouille",
            Condition::new(UltraPatrolOptions),
        ),
        (
            "echecseiffel",
            "eiffelschach",
            Condition::new(EiffelOptions),
        ),
        (
            "patrouille",
            "patrouilleschach",
            Condition::new(PatrouilleOptions),
        ),
        (
            "noirminimum",
            "schwarzerkuerzestzueger",
            Condition::new(BlackMummerOptions {
                shortest: true,
                exact: false,
                ultra: false,
            }),
        ),
        (
            "blancmaximum",
            "weisserlaengstzueger",
            Condition::new(WhiteMummerOptions {
                shortest: false,
                exact: false,
                ultra: false,
            }),
        ),
        (
            "isardam typeb rexinclusif",
            "isardam typb rexinklusive",
            isardam(true, true),
        ),
    ] {
        let french = format!(
            "debutprobleme\npieces blanc re1 noir re8\nenonce ~1\ncondition {fr}\nfinprobleme\n"
        );
        let german = format!(
            "anfangproblem\nsteine weiss ke1 schwarz ke8\nforderung ~1\nbedingung {de}\nendeproblem\n"
        );
        for text in [french, german] {
            let problems = parse_popeye(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(problems[0].conditions, vec![condition.clone()], "{text}");
        }
    }
    // One mummer per side.
    assert!(parse_popeye(
        "begin\npieces white ke1 black ke8\nstipulation ~1\ncondition whitemaximummer whiteminimummer\nend\n"
    )
    .is_err());
}

#[test]
fn writer_and_sessions_round_trip() {
    for text in [
        "isardam",
        "isardam typeb rexinclusive",
        "patrouille",
        "ultrapatrol",
        "lortap",
        "eiffelchess",
        "checklesschess",
        "exclusivechess",
        "whitemaximummer blackminimummer",
        "whiteminimummer",
        "blackmaximummer",
        "blackminimummer exact",
        "whitemaximummer ultra",
        "whiteminimummer ultra blackmaximummer ultra",
    ] {
        let problem = parse_popeye(&format!(
            "begin\npieces white ke1 black ke8\nstipulation #2\ncondition {text}\nend\n"
        ))
        .unwrap()
        .remove(0);
        let written = write_popeye(&problem);
        assert!(written.contains(&format!("condition {text}")), "{written}");
        let again = parse_popeye(&written).unwrap().remove(0);
        assert_eq!(again.conditions, problem.conditions, "{text}");
        let toml = Session::from_problems(vec![problem.clone()]).to_toml();
        let read = Session::from_toml(&toml).unwrap_or_else(|e| panic!("{toml}: {e}"));
        assert_eq!(
            read.problems[0].problem.conditions, problem.conditions,
            "{toml}"
        );
    }
    let text = |conditions: &str| {
        format!(
            "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\nconditions = [{conditions}]\n"
        )
    };
    let read = Session::from_toml(&text(
        "{ name = \"isardam\", type_b = true }, { name = \"black mummer\", shortest = true }",
    ))
    .unwrap();
    assert_eq!(
        read.problems[0].problem.conditions,
        vec![
            isardam(true, false),
            Condition::new(BlackMummerOptions {
                shortest: true,
                exact: false,
                ultra: false
            })
        ]
    );
    assert!(Session::from_toml(&text("{ name = \"white mummer\", longest = true }")).is_err());
}

/// Popeye's own test and regression problems with these conditions and nothing feerie cannot
/// play (tests/data/restrictions-corpus/list.txt; inputs in tests/data/popeye-corpus, Popeye
/// 4.104's outputs beside the list): feerie's text output holds the same solution lines.
#[test]
fn popeyes_problems_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("restrictions-corpus", 10);
}

/// Exclusive chess's moves Popeye cannot decide (a sole mate beyond its six-ply horizon, with
/// `circe immunchess rexincl` as in its TESTS/exclusive; tests/data/exclusive-undecided, each
/// input with Popeye 4.104's output beside it): a solution shows such a move with `Can't
/// decide whether this move is refuted` (`Kann nicht entscheiden, …`, `On ne peut pas …`) and
/// its line ends there, in direct, self, help and series play, as the key, a reply or the
/// last move, and in the variations of a try (`direct-3-tries`: `3.Qc5*d4[+bQd8] Can't
/// decide …` answers a defence, which the verdict, judging the move legal, counts as met). Popeye shows such a line only the first time its search meets the position (its
/// hash table, in its move order): where transpositions lead to one (`superset-` files),
/// feerie shows every line into it, each Popeye shows among them. Where such moves and the
/// mates number more than one (`unjudged-`, `forfeit-`), every undecidable move is still shown
/// so, and each other move that gives check and mates or leaves its own king in check is
/// shown with `cannot decide if this move is legal or not` (in a tree after the move, in help
/// play alone); a defender left with such moves alone loses (`forfeit-self-2`: `1.Qb2-b6 + ?`
/// is a try, `1...Qd8-d4 +` no refutation of it). In battle play the first moves are shown
/// in Popeye's order of trying them, its remarks among the keys and tries.
#[test]
fn exclusive_undecided_moves_are_shown_as_popeye_shows_them() {
    use crate::common::oracle::{solution_lines, solved_text};
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/exclusive-undecided");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            Some(name.strip_suffix(".inp")?.to_string())
        })
        .collect();
    names.sort();
    assert_eq!(names.len(), 16, "{names:?}");
    // Popeye's remark on a move whose legality it cannot decide, where it stands alone (help
    // play: no move before it), in the three languages.
    let alone = |text: &str| {
        text.lines()
            .map(str::trim)
            .filter(|l| {
                l.starts_with("cannot decide if this move is legal")
                    || l.starts_with("on ne peut pas determiner si ce coup est legal")
                    || l.starts_with("kann nicht entscheiden, ob dieser Zug legal")
            })
            .count()
    };
    // The lines and remarks in the order shown: in help and series play (`superset-` files
    // aside, where Popeye's hash table hides lines), Popeye's search order, its remarks among
    // the lines.
    let shown = |text: &str| -> Vec<String> {
        text.lines()
            .map(str::trim)
            .filter(|l| {
                l.trim_start_matches(|c: char| c.is_ascii_digit())
                    .starts_with('.')
                    && l.starts_with(|c: char| c.is_ascii_digit())
                    && !l.contains("Time")
                    && !l.contains("Temps")
                    && !l.contains("Zeit")
                    || alone(l) == 1
            })
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let in_order = [
        "help-1",
        "help-1.5",
        "series-2",
        "french-help-1",
        "german-help-1",
        "unjudged-help-1",
        "unjudged-french-help-1",
        "unjudged-german-help-1",
    ];
    // Battle play: the first moves (keys, tries, undecided ones with Popeye's remark) in
    // Popeye's order of trying them, the remarks among the keys and tries.
    let firsts = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("   1.") && !l.starts_with("   1..."))
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let battle = [
        "direct-2",
        "direct-3-tries",
        "self-1",
        "forfeit-self-2",
        "forfeit-self-2-tries",
    ];
    for name in names {
        let read = |ext: &str| std::fs::read_to_string(dir.join(format!("{name}.{ext}")));
        let problems = parse_popeye(&read("inp").expect("input")).expect("input reads");
        let ours_text = solved_text(&problems).expect("solves");
        let theirs_text = read("out").expect("Popeye's output");
        assert_eq!(alone(&ours_text), alone(&theirs_text), "{name}");
        if in_order.contains(&name.as_str()) {
            assert_eq!(shown(&ours_text), shown(&theirs_text), "{name}: order");
        }
        if battle.contains(&name.as_str()) {
            assert_eq!(firsts(&ours_text), firsts(&theirs_text), "{name}: order");
        }
        let ours = solution_lines(&ours_text);
        let theirs = solution_lines(&theirs_text);
        assert!(
            theirs
                .keys()
                .any(|l| l.contains("ecide") || l.contains("entscheiden")),
            "{name}: Popeye shows no undecided move"
        );
        if !name.starts_with("superset-") {
            assert_eq!(ours, theirs, "{name}");
            continue;
        }
        for (line, n) in &theirs {
            assert_eq!(ours.get(line), Some(n), "{name}: {line}");
        }
        for line in ours.keys().filter(|l| !theirs.contains_key(*l)) {
            assert!(
                line.ends_with("Can't decide whether this move is refuted"),
                "{name}: {line}"
            );
        }
    }
}

/// A mate test inside Exclusive chess's count starts a count of its own, so the nesting has
/// no bound of Popeye's; here Popeye 4.104 overflows its stack. feerie counts a checking move
/// beyond its bound of open counts as undecidable and answers (before, it overflowed too).
#[test]
fn exclusive_counts_nest_within_a_bound() {
    use crate::common::oracle::{solution_lines, solved_text};
    let problems = parse_popeye(
        "begin\npieces white ke5 qb2 qa1 rf2 pc2 black ke3 qd8 rf6 pc6g7\n\
         stipulation h#1.5\ncondition circe immunchess rexincl exclusiv\nend\n",
    )
    .expect("input reads");
    let lines = solution_lines(&solved_text(&problems).expect("solves"));
    assert!(lines.keys().any(|l| l.contains("Qb2-c3 #")), "{lines:?}");
}

/// A Checkless helpstalemate (Popeye's BEISPIEL exklohne #84, h=3 with a Berolina pawn) is
/// solved as Popeye solves it. Its stalemate tests ask at every leaf whether Black has a move
/// that gives no check or mates; they stop at the first such move (the king's steps first)
/// instead of judging the whole list, which made it 3.9x faster (2.5 s to 0.65 s, Popeye
/// 0.79 s). The bound on nodes keeps the search itself from growing unseen.
#[test]
fn a_checkless_helpstalemate_is_solved_as_popeye_solves_it() {
    use crate::common::oracle::{solution_lines, solved_on_one_thread};
    let popeye = include_str!("../data/checkless-stalemate-h3.out");
    let (text, stats) = solved_on_one_thread(include_str!("../data/checkless-stalemate-h3.inp"));
    assert_eq!(solution_lines(&text), solution_lines(popeye), "{text}");
    assert_eq!(solution_lines(popeye).len(), 1);
    assert!(stats.nodes < 1_500_000, "{stats:?}");
}

/// The uncoloured Maximummer binds the side the stipulation restricts: in help play Black in
/// `h~1` (an even number of half-moves, Black starting) and in `h~1.5` (odd, White starting).
/// Records made with Popeye 4.104 by tests/data/generate-combo-records.py (`maximummer-help
/// "Maximummer" 20 2007 "h~1"`, `maximummer-help5 … 20 2008 "h~1.5"`); battle play and duplex
/// halves: BEISPIEL maxi #10, #11 and orphan #31 (`everyday_conditions`).
#[test]
fn uncoloured_maximummer_binds_the_helping_side() {
    check_solution_records(include_str!("../data/maximummer-help-solutions.jsonl"), 40);
}

/// Where feerie does not find the side the stipulation restricts as Popeye does (series
/// play), the uncoloured Maximummer is refused, saying why, not played for a guessed side.
#[test]
fn uncoloured_maximummer_is_refused_where_its_side_is_not_found() {
    let input = "begin\npieces white ke1 rh1 black ke8 ra8\nstipulation ser-#3\n\
                 condition maximummer\nend\n";
    let problem = parse_popeye(input).expect("reads").remove(0);
    let options = feerie::solver::SolveOptions::default();
    let err = feerie::solver::solve(&problem, &options, &mut |_| {}).expect_err("refused");
    assert!(
        err.to_string()
            .contains("condition 'maximummer', stated without a side"),
        "{err}"
    );
}
