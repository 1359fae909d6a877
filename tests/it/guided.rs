//! The intelligent mode (help and series mates and stalemates steered by final patterns) finds
//! exactly what the plain search finds, in the same order: random orthodox positions, every
//! stipulation it serves, solved both ways.

use feerie::notation::popeye::parse_popeye;
use feerie::solver::{render, solve, SolveOptions};
use std::time::{Duration, Instant};

use proptest::prelude::*;

const MEN: [&str; 5] = ["q", "r", "b", "s", "p"];
const STIPULATIONS: [&str; 6] = ["h#2", "h#1.5", "h#2.5", "ser-h#3", "ser-#3", "ser-h#2"];
/// Half the cases have no option (the empty string twice).
const OPTIONS: [&str; 4] = ["", "option setplay", "option whitetoplay", ""];

fn name(i: usize) -> String {
    let (f, r) = (i % 8, i / 8);
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// A Popeye input with both kings and a few men on distinct squares (pawns off the first and
/// last ranks), or the orthodox castling array's kings and rooks when `castling` is set.
fn problem_text(
    squares: &[usize],
    kinds: &[(bool, usize)],
    stipulation: &str,
    option: &str,
    castling: bool,
    codes: &[&str],
) -> Option<String> {
    let mut white = String::new();
    let mut black = String::new();
    let mut used: Vec<usize> = Vec::new();
    let (wk, bk) = if castling {
        white.push_str(" ra1 rh1");
        black.push_str(" ra8 rh8");
        used.extend([0, 7, 56, 63]);
        (4, 60)
    } else {
        (squares[0], squares[1])
    };
    if used.contains(&wk) || used.contains(&bk) || wk == bk {
        return None;
    }
    used.extend([wk, bk]);
    white.push_str(&format!(" k{}", name(wk)));
    black.push_str(&format!(" k{}", name(bk)));
    for (&sq, &(is_white, k)) in squares[2..].iter().zip(kinds) {
        let code = codes[k];
        if used.contains(&sq) || (code == "p" && !(8..56).contains(&sq)) {
            continue;
        }
        used.push(sq);
        let s = format!(" {code}{}", name(sq));
        if is_white {
            white.push_str(&s)
        } else {
            black.push_str(&s)
        }
    }
    Some(format!(
        "begin\nstipulation {stipulation}\n{option}\npieces white{white}\n black{black}\nend\n"
    ))
}

fn solved(text: &str, guided: bool) -> Option<String> {
    solved_within(text, guided, 20)
}

/// As `solved`, stopped after `seconds` (a published problem must be solved whole: the plain
/// search of an h#3 takes seconds, more on a loaded machine).
fn solved_within(text: &str, guided: bool, seconds: u64) -> Option<String> {
    let problem = parse_popeye(text).ok()?.remove(0);
    let mut options = SolveOptions {
        hash_mb: 4,
        guided,
        ..SolveOptions::default()
    };
    options.limits.deadline = Some(Instant::now() + Duration::from_secs(seconds));
    // Illegal positions (the side not to move in check) are refused alike both ways.
    let solution = solve(&problem, &options, &mut |_| {}).ok()?;
    // A search stopped by the deadline proves nothing either way.
    if solution.parts.iter().any(|p| p.cut.is_some()) {
        return None;
    }
    Some(render::text(&solution, feerie::rules::Language::English))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn guided_search_finds_what_plain_search_finds(
        squares in proptest::collection::vec(0usize..64, 11),
        kinds in proptest::collection::vec((any::<bool>(), 0usize..5), 9),
        stip in 0usize..STIPULATIONS.len(),
        option in 0usize..OPTIONS.len(),
        castling in proptest::bool::weighted(0.2),
    ) {
        let stipulation = STIPULATIONS[stip];
        // Options that only make sense in help play.
        let option = if stipulation.starts_with("ser") { "" } else { OPTIONS[option] };
        let Some(text) = problem_text(&squares, &kinds, stipulation, option, castling, &MEN) else {
            return Ok(());
        };
        if let (Some(plain), Some(guided)) = (solved(&text, false), solved(&text, true)) {
            prop_assert_eq!(plain, guided, "{}", text);
        }
    }
}

/// Stalemate stipulations: the planner's stalemate patterns.
const STALEMATES: [&str; 7] = [
    "h=2", "h=1.5", "h=2.5", "h=3", "ser-h=3", "ser-=3", "ser-h=2",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Stalemates need few units on the stalemated side: the positions here have up to six
    /// men besides the kings.
    #[test]
    fn guided_stalemates_are_the_plain_searchs(
        squares in proptest::collection::vec(0usize..64, 8),
        kinds in proptest::collection::vec((any::<bool>(), 0usize..5), 0..6),
        stip in 0usize..STALEMATES.len(),
        option in 0usize..OPTIONS.len(),
        castling in proptest::bool::weighted(0.2),
    ) {
        let stipulation = STALEMATES[stip];
        let option = if stipulation.starts_with("ser") { "" } else { OPTIONS[option] };
        let Some(text) = problem_text(&squares, &kinds, stipulation, option, castling, &MEN) else {
            return Ok(());
        };
        if let (Some(plain), Some(guided)) = (solved(&text, false), solved(&text, true)) {
            prop_assert_eq!(plain, guided, "{}", text);
        }
    }
}

/// Men with dummies, and the promotions allowed (PromOnly), for the planner's dummies.
const WITH_DUMMIES: [&str; 6] = ["q", "r", "b", "s", "p", "du"];
const PROMOTIONS: [&str; 4] = [
    "",
    "condition promonly q du",
    "condition promonly s b du",
    "condition promonly r",
];
const DUMMY_STIPULATIONS: [&str; 6] = ["h#2", "h#2.5", "ser-h#3", "h=2", "ser-h=3", "ser-=3"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Dummies (which block and may be taken, but never move, take or check) and pawns
    /// promoting to the kinds PromOnly lists, the dummy among them.
    #[test]
    fn guided_search_with_dummies_is_the_plain_searchs(
        squares in proptest::collection::vec(0usize..64, 10),
        kinds in proptest::collection::vec((any::<bool>(), 0usize..6), 8),
        stip in 0usize..DUMMY_STIPULATIONS.len(),
        promotions in 0usize..PROMOTIONS.len(),
    ) {
        let stipulation = DUMMY_STIPULATIONS[stip];
        let option = PROMOTIONS[promotions];
        let Some(text) =
            problem_text(&squares, &kinds, stipulation, option, false, &WITH_DUMMIES)
        else {
            return Ok(());
        };
        if let (Some(plain), Some(guided)) = (solved(&text, false), solved(&text, true)) {
            prop_assert_eq!(plain, guided, "{}", text);
        }
    }
}

/// A published helpmate (Torsten Linss, Thema Danicum 1995, h#3 with a twin), both ways.
#[test]
fn published_helpmate_agrees() {
    let text = include_str!("../data/guided/h3_lins.inp");
    let plain = solved_within(text, false, 300).expect("solves");
    let guided = solved_within(text, true, 300).expect("solves");
    assert_eq!(plain, guided, "{text}");
    assert!(guided.contains('#'), "{guided}");
}

/// Both ways, and the line `expected` is among the solutions.
fn agrees_and_finds(text: &str, expected: &str) {
    let plain = solved(text, false).expect("solves");
    let guided = solved(text, true).expect("solves");
    assert_eq!(plain, guided, "{text}");
    assert!(guided.contains(expected), "{guided}");
}

/// The planner drops a pattern whose check a unit of the mated side is sure to parry; a pinned
/// unit is not sure to (here the knight on b7, pinned by the bishop on g2, could take a5).
#[test]
fn a_pinned_unit_does_not_parry_the_check() {
    let text = "begin\nstipulation h#1\npieces white kf1 bg2 rh5\n black ka8 rb8 sb7 ph7\nend\n";
    agrees_and_finds(text, "1.h7-h6 Rh5-a5 #");
}

/// Nor does a capture of one checker of a double check: the rook on b7 takes the knight, the
/// rook on a1 still checks. (Without the double-check exception this mate is lost.)
#[test]
fn taking_one_checker_of_a_double_check_does_not_parry_it() {
    let text = "begin\nstipulation h#1\npieces white kh1 ra1 sa4\n black ka8 rb7 rb8 ph7\nend\n";
    agrees_and_finds(text, "1.h7-h6 Sa4-b6 #");
}

/// A published series helpmate keeps its only solution (Linss, IMR 1984): every plan where a
/// black pawn changes file (no white unit is left to take) or a black knight takes the
/// checking pawn is dropped. The plain search takes minutes here, so only the guided one runs.
#[test]
fn published_series_helpmate_keeps_its_only_solution() {
    let text = "begin\nstipulation ser-h#9\npieces white kd3 pb3\n black ka6 qc5 ra4c4 bb4c6 sa5b6 pb5\nend\n";
    let guided = solved(text, true).expect("solves");
    let lines: Vec<&str> = guided
        .lines()
        .filter(|l| l.contains('#') && l.contains("1."))
        .collect();
    assert_eq!(
        lines,
        ["  1.Bc6-b7   2.Sa5-c6   3.Ra4-a5   4.Sb6-a4   5.Qc5-b6   6.Bb4-c5   7.b5-b4   8.Ka6-b5   9.Bb7-a6 b3*c4 #"],
        "{guided}"
    );
}

/// A stalemate with a pinned unit: the knight on g7 stands pinned by the bishop on c3 once the
/// white king leaves f6 (the stalemate pattern's pin, with the line kept empty).
#[test]
fn a_stalemate_by_pin_agrees() {
    let text = "begin\nstipulation h=2\npieces white kf6 pg5 bc3\n black kh8 sd4\nend\n";
    agrees_and_finds(text, "1.Sd4-f5 g5-g6   2.Sf5-g7 Kf6-f7 =");
}

/// The solution lines (those with the goal's sign) of a guided solve of `text`.
fn guided_lines(text: &str, goal: char) -> Vec<String> {
    let guided = solved(text, true).expect("solves");
    guided
        .lines()
        .filter(|l| l.contains("1.") && l.contains(goal))
        .map(|l| l.trim().to_string())
        .collect()
}

/// Published helpstalemates keep their solutions (Popeye's) under the stalemate planner, which
/// captures the units it cannot immobilise. The plain search takes half a minute and more
/// here, so only the guided one runs.
#[test]
fn published_helpstalemates_keep_their_solutions() {
    // Luigi Vitale, Problemkiste 1997, h=4 with a twin.
    assert_eq!(
        guided_lines(include_str!("../data/guided/hs4_vitale.inp"), '='),
        [
            "1.Kf7-g6 Sg3-e4   2.Bh4-g3 Kh3*g3   3.Kg6-h5 Kg3-f4   4.Kh5-h4 Se4*f6 =",
            "1.Kf7-g6 Sg3*h1   2.Bh4-g3 Kh3*g3   3.Kg6-h5 Kg3-f4   4.Kh5-h4 Sh1-g3 =",
        ]
    );
    // Heinz Winterberg, Problemkiste 1993, h=5: a promoted knight immobilised by its own pawns.
    assert_eq!(
        guided_lines(include_str!("../data/guided/hs5_winterberg.inp"), '='),
        ["1.a7-a5 e2-e4   2.a5-a4 e4-e5   3.a4-a3 e5-e6   4.a3-a2 e6-e7   5.a2-a1=S e7*f8=B ="]
    );
}

/// Popeye's problems solved in intelligent mode agree with its solutions, dummies and PromOnly
/// included (REGRESSIONS 4_85_to_4_87 #4: h#6 with `PromOnly Q R S B DU` and a dummy, which
/// the planner now steers: 0.05 s where the plain search took minutes).
#[test]
fn popeye_intelligent_problems_agree() {
    crate::common::oracle::check_corpus_list("intelligent-corpus", 9);
}

/// Conditions under which every line is an orthodox line and every mate an orthodox mate:
/// the plain mummers only choose among the legal moves and leave one whenever there is one.
const MUMMERS: [&str; 5] = [
    "condition blackmaximummer",
    "condition whitemaximummer",
    "condition blackminimummer",
    "condition whiteminimummer blackmaximummer",
    "condition whitemaximummer blackmaximummer",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The planner steers play under the mummers: the same lines as the plain search.
    #[test]
    fn guided_search_under_mummers_is_the_plain_searchs(
        squares in proptest::collection::vec(0usize..64, 10),
        kinds in proptest::collection::vec((any::<bool>(), 0usize..5), 8),
        stip in 0usize..STIPULATIONS.len(),
        mummer in 0usize..MUMMERS.len(),
        stalemate in any::<bool>(),
    ) {
        let stipulation = STIPULATIONS[stip];
        let stipulation = if stalemate { stipulation.replace('#', "=") } else { stipulation.to_string() };
        let Some(text) =
            problem_text(&squares, &kinds, &stipulation, MUMMERS[mummer], false, &MEN)
        else {
            return Ok(());
        };
        if let (Some(plain), Some(guided)) = (solved(&text, false), solved(&text, true)) {
            prop_assert_eq!(plain, guided, "{}", text);
        }
    }
}

/// The number of patterns the planner listed for `text` (0: no plan).
fn patterns_listed(text: &str) -> u64 {
    let problem = parse_popeye(text).expect("reads").remove(0);
    let options = SolveOptions {
        hash_mb: 4,
        threads: 1,
        ..SolveOptions::default()
    };
    solve(&problem, &options, &mut |_| {})
        .expect("solves")
        .stats
        .patterns
}

/// A published h#10 under both maximummers (Uwe Mehlhorn and Torsten Linss, Europa-Rochade
/// 1995; Popeye's BEISPIEL intell #38, its set play included): the planner serves it (about
/// 125,000 nodes and 0.06 s CPU where the plain search visited 15 million in 4.4 s), with
/// Popeye 4.104's two solutions; an Ultra mummer, whose captures check only at the length to
/// play, gets no plan.
#[test]
fn maximummers_helpmate_is_planned_and_agrees_with_popeye() {
    let text = include_str!("../data/guided/maximummers_h10_mehlhorn_lins.inp");
    let ours = solved_within(text, true, 300).expect("solves");
    for line in [
        "1...  ...  2.Sg4-f6 + Kd5-c4   3.Sf6-e8 Se7-d5   4.Se8-c7 Sd5-c3 +   5.Ka4-a3 Sc3-b1 +   \
         6.Ka3-b2 Sb1-c3   7.Sc7-b5 Sc3-d1 +   8.Kb2-a1 Sd1-e3   9.Sb5-a3 + Kc4-b3  \
         10.Sa3-b1 Se3-c2 #",
        "1...Se7-c8   2.Sg4-e3 + Kd5-e4   3.Se3-d1 Sc8-b6 +   4.Ka4-b3 Sb6-d7   5.Sd1-c3 + \
         Ke4-d3   6.Sc3-a2 Sd7-c5 +   7.Kb3-b2 Sc5-a4 +   8.Kb2-a1 Sa4-c5   9.Sa2-c1 + \
         Kd3-c2  10.Sc1-a2 Sc5-b3 #",
    ] {
        let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(squeeze(&ours).contains(&squeeze(line)), "{ours}");
    }
    let mates = ours.lines().filter(|l| l.trim_end().ends_with('#')).count();
    assert_eq!(mates, 2, "{ours}");
    assert!(patterns_listed(text) > 0);
    let ultra = "begin\nstipulation h#2.5\ncondition blackmaximummer ultra\n\
                 pieces white kc3 sd3\n black ka1 sb1 pa2\nend\n";
    assert_eq!(patterns_listed(ultra), 0);
    let plain = ultra.replace(" ultra", "");
    assert!(patterns_listed(&plain) > 0);
}

/// Hole sets: scattered squares, or a file or rank cut off (a smaller board, as composers
/// make one).
const HOLES: [&str; 4] = ["", "h1h2h3h4h5h6h7h8", "a1b1c1d1e1f1g1h1", "d4e5"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The planner steers play on a board with holes (no pattern asks for a hole to be
    /// blocked or guarded): the same lines as the plain search, mates and stalemates.
    #[test]
    fn guided_search_with_holes_is_the_plain_searchs(
        squares in proptest::collection::vec(0usize..64, 10),
        kinds in proptest::collection::vec((any::<bool>(), 0usize..5), 8),
        stip in 0usize..STIPULATIONS.len(),
        holes in 0usize..HOLES.len(),
        scattered in proptest::collection::vec(0usize..64, 3),
        stalemate in any::<bool>(),
    ) {
        let stipulation = STIPULATIONS[stip];
        let stipulation = if stalemate { stipulation.replace('#', "=") } else { stipulation.to_string() };
        let mut hole_list: String = HOLES[holes].to_string();
        if holes == 0 {
            for &h in &scattered {
                hole_list.push_str(&name(h));
            }
        }
        let Some(text) = problem_text(&squares, &kinds, &stipulation, "", false, &MEN) else {
            return Ok(());
        };
        // Holes only on empty squares (Popeye refuses a piece on a hole).
        let occupied = |h: &str| text.contains(&format!("{h} ")) || text.contains(&format!("{h}\n"));
        let holes: Vec<String> = (0..hole_list.len() / 2)
            .map(|i| hole_list[2 * i..2 * i + 2].to_string())
            .filter(|h| !occupied(h))
            .collect();
        if holes.is_empty() {
            return Ok(());
        }
        let text = text.replace("\npieces", &format!("\ncondition hole {}\npieces", holes.join("")));
        if let (Some(plain), Some(guided)) = (solved(&text, false), solved(&text, true)) {
            prop_assert_eq!(plain, guided, "{}", text);
        }
    }
}
