//! Problems that showed a solver bug (issue 16), each with Popeye's output beside it in
//! `tests/data/solver-cases/`.
//!
//! Reflex play binds the attacker too: where it can reach the goal it must (Popeye's
//! TESTS/battle_play.inp #32, #38 and #41: r#1, r#2, r#3 in one position where White can mate
//! at once). An illegal set-play or duplex half is not solved (REGRESSIONS/4_79_to_4_81 #3).
//! Set play in series problems (REGRESSIONS/4_55_to_4_57 #16, ser-s#2; BEISPIEL/hpint #2,
//! ser-h=5), short solutions in help and series play, `maxsolutions`, `intelligent N`, and a
//! time limit over the twins of a problem (`series_set_play`, `short_solutions`,
//! `maxsolutions`, `intelligent`: small problems with Popeye 4.104's output).

use std::time::{Duration, Instant};

use feerie::notation::popeye::parse_popeye;
use feerie::rules::problem::Problem;
use feerie::rules::Language;
use feerie::solver::tree::{Cut, Play, Solution};
use feerie::solver::{render, solve, SolveOptions};

/// The solution lines of a Popeye output: what follows the diagram, up to `solution
/// finished.`.
fn popeye_solution(out: &str) -> String {
    let after = crate::common::oracle::after_diagram(out);
    let end = after.find("solution finished").unwrap_or(after.len());
    after[..end].trim().to_string()
}

#[test]
fn the_attacker_must_mate_when_it_can() {
    for n in ["032", "038", "041"] {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver-cases/");
        let input = std::fs::read_to_string(format!("{dir}battle_play_{n}.inp")).unwrap();
        let out = std::fs::read_to_string(format!("{dir}battle_play_{n}.out")).unwrap();
        let problem = parse_popeye(&input).unwrap().remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
        let Play::Battle(b) = &solution.parts[0].play else {
            panic!("battle play")
        };
        assert!(b.keys.is_empty(), "#{n}: no key");
        assert_eq!(b.forced.len(), 1, "#{n}");
        assert_eq!(
            render::text(&solution, Language::English).trim(),
            popeye_solution(&out),
            "problem {n}"
        );
    }
}

#[test]
fn a_reflex_problem_without_a_mate_at_hand_still_has_keys() {
    // The same position with the bishop where it cannot mate at once (h1): every bishop move
    // is a key, as Popeye 4.104 finds (1.Bh1-a8 ! … 1.Bh1-g2 !; 1...b2 # then follows).
    // as far as the obligation goes (the search decides the rest), and nothing is forced.
    let input = "begin pieces white ka1 bh1 black ka3 pa2a4b3 stip r#2 end";
    let problem = parse_popeye(input).unwrap().remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    let Play::Battle(b) = &solution.parts[0].play else {
        panic!("battle play")
    };
    assert!(b.forced.is_empty());
    let keys: Vec<&str> = b.keys.iter().map(|k| k.played.text.english()).collect();
    assert_eq!(
        keys,
        ["Bh1-a8", "Bh1-b7", "Bh1-c6", "Bh1-d5", "Bh1-e4", "Bh1-f3", "Bh1-g2"]
    );
}

#[test]
fn an_illegal_set_play_or_duplex_half_is_not_solved() {
    // h=1 with set play and duplex, Black (to move) in check from the pawn a2: with White to
    // move (set play, and the duplex half) Black would stand in check, an illegal position.
    // Popeye prints no solution at all; feerie printed `1...a2*b3 =`, the king taken.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver-cases/");
    let input = std::fs::read_to_string(format!("{dir}duplex_illegal_half.inp")).unwrap();
    let out = std::fs::read_to_string(format!("{dir}duplex_illegal_half.out")).unwrap();
    let problem = parse_popeye(&input).unwrap().remove(0);
    for guided in [false, true] {
        let options = SolveOptions {
            guided,
            ..SolveOptions::default()
        };
        let solution = solve(&problem, &options, &mut |_| {}).unwrap();
        // The duplex half is not searched, and says why, in Popeye's words (on its stderr).
        assert_eq!(solution.parts.len(), 2);
        assert_eq!(solution.parts[0].play.solution_count(), 0);
        assert_eq!(solution.parts[0].cut, None);
        assert_eq!(solution.parts[1].play.solution_count(), 0);
        assert_eq!(solution.parts[1].cut, Some(Cut::KingCapturable));
        assert_eq!(
            render::text(&solution, Language::English).trim(),
            "the side to play can capture the king"
        );
        assert_eq!(popeye_solution(&out), "");
    }
}

#[test]
fn a_diagram_whose_side_not_to_move_is_in_check_is_not_solved() {
    // White to play can take the king h8 with the rook h2: Popeye solves nothing and says
    // `the side to play can capture the king`; feerie listed five keys. (With conditions,
    // and with set play, feerie still solves such diagrams: see `solve`.)
    // The same in help play, where Black begins: White's king b6 stands in the pawn a7's
    // capture.
    for input in [
        "begin\npieces white kg1 qc1 rh2 black kh8 pg7\nstip #2\nend\n",
        "begin\npieces white kb6 rd1 bc1 black ka8 pa7\nstip h#3\nend\n",
    ] {
        let problem = parse_popeye(input).unwrap().remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
        assert_eq!(solution.parts.len(), 1, "{input}");
        assert_eq!(solution.parts[0].play.solution_count(), 0, "{input}");
        assert_eq!(solution.parts[0].cut, Some(Cut::KingCapturable), "{input}");
        for (lang, words) in [
            (Language::English, "the side to play can capture the king"),
            (
                Language::German,
                "Die am Zug befindliche Partei kann den Koenig schlagen",
            ),
        ] {
            assert_eq!(render::text(&solution, lang).trim(), words);
        }
    }
    // Without the rook the diagram is legal and solved.
    let problem = parse_popeye("begin\npieces white kg1 qc1 black kh8 pg7\nstip #2\nend\n")
        .unwrap()
        .remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(solution.parts[0].cut, None);
}

fn data(name: &str) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver-cases/");
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

/// Popeye's output problem by problem: what follows each diagram, up to the line that closes
/// the problem.
fn popeye_problems(out: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut current = String::new();
    for line in out.lines() {
        let closes = [
            "solution finished",
            "Partial solution",
            "Loesung beendet",
            "Partielle Loesung",
            "solving interrupted",
        ]
        .iter()
        .any(|m| line.starts_with(m));
        if closes {
            problems.push(crate::common::oracle::after_diagram(&current));
            current.clear();
        } else {
            current.push_str(line);
            current.push('\n');
        }
    }
    problems
}

/// The moves of a solution line (move numbers, `...` and marks left out).
fn moves_in(line: &str) -> usize {
    line.split_whitespace()
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !matches!(*t, "" | "+" | "#" | "=" | "!" | "?"))
        .count()
}

/// The solution lines of a text in blocks (a blank line or any other line, such as a twin's
/// label or one of Popeye's notes, ends a block), whitespace collapsed, each block in the
/// order Popeye prints the lengths: shorter first; lines of one length by their text (Popeye
/// prints them in the order it generates the moves).
fn blocks(text: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut block: Vec<String> = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        if line.starts_with("  ") && t.starts_with(|c: char| c.is_ascii_digit()) {
            block.push(t.split_whitespace().collect::<Vec<_>>().join(" "));
        } else if !block.is_empty() {
            out.push(std::mem::take(&mut block));
        }
    }
    if !block.is_empty() {
        out.push(block);
    }
    for b in &mut out {
        b.sort_by_cached_key(|l| (moves_in(l), l.clone()));
    }
    out
}

/// The problems of a file of this folder with Popeye's output for each.
fn cases(name: &str) -> Vec<(Problem, String)> {
    let problems = parse_popeye(&data(&format!("{name}.inp"))).unwrap();
    let outputs = popeye_problems(&data(&format!("{name}.out")));
    assert_eq!(problems.len(), outputs.len(), "{name}");
    problems.into_iter().zip(outputs).collect()
}

fn solved(problem: &Problem, threads: usize, guided: bool) -> Solution {
    let options = SolveOptions {
        threads,
        guided,
        ..SolveOptions::default()
    };
    solve(problem, &options, &mut |_| {}).unwrap()
}

fn text_of(problem: &Problem, solution: &Solution) -> String {
    render::text(solution, problem.meta.language)
}

/// Feerie prints what Popeye prints, line for line (lines of one length in either order),
/// with the intelligent mode and without, on one thread and on three.
fn same_as_popeye(name: &str) {
    for (i, (problem, popeye)) in cases(name).iter().enumerate() {
        let expected = blocks(popeye);
        for (threads, guided) in [(1, true), (3, true), (2, false)] {
            let solution = solved(problem, threads, guided);
            let text = text_of(problem, &solution);
            assert_eq!(
                blocks(&text),
                expected,
                "{name} #{} ({threads} threads, guided {guided}):\n{text}",
                i + 1
            );
            // Feerie prints the shorter lines first too.
            for b in blocks(&text) {
                let lengths: Vec<usize> = b.iter().map(|l| moves_in(l)).collect();
                assert!(lengths.is_sorted(), "{name} #{}", i + 1);
            }
        }
    }
}

#[test]
fn series_set_play_is_the_other_sides_last_move() {
    // ser-s#2: Black's forced mate in the diagram (REGRESSIONS 4_55_to_4_57 #16), and
    // ser-h=5 with `satz` (BEISPIEL/hpint #2, German: `1...Kd1-e2 =`).
    for name in ["REGRESSIONS__4_55_to_4_57__016", "BEISPIEL__hpint__002"] {
        same_as_popeye(name);
        let (problem, popeye) = &cases(name)[0];
        let solution = solved(problem, 2, true);
        let Play::Lines { set_play, .. } = &solution.parts[0].play else {
            panic!("lines")
        };
        assert_eq!(set_play.len(), 1, "{name}");
        assert_eq!(blocks(popeye)[0].len(), 1, "{name}");
    }
    // ser-h#, ser-h=, ser-s# (with its short solution), none for ser-# and ser-= (Popeye:
    // "SetPlay not applicable"), none with the series side in check, and the set play of
    // h#n.5 and of `whitetoplay` (`1...  ...  2.a5-a4 Rb6-b8 #`).
    same_as_popeye("series_set_play");
}

#[test]
fn short_solutions_come_first_as_in_popeye() {
    // h#2 lists the h#1 solutions first, h#1.5 the h#0.5, ser-#3 the ser-#1 and ser-#2,
    // ser-h#3, ser-=2 and h=2 likewise; `exact-` lists the stated length only, and
    // `stoponshortsolutions` stops after the shortest length that has solutions.
    same_as_popeye("short_solutions");
    let cases = cases("short_solutions");
    for (problem, _) in &cases {
        let title = problem.meta.title.clone().unwrap_or_default();
        let solution = solved(problem, 2, true);
        let cut = solution.parts[0].cut;
        if title.contains("stoponshortsolutions") {
            assert_eq!(cut, Some(Cut::ShortSolutions), "{title}");
        } else {
            assert_eq!(cut, None, "{title}");
        }
    }
}

/// The lines of every block of a solution.
fn all_lines(text: &str) -> Vec<String> {
    blocks(text).concat()
}

#[test]
fn maxsolutions_counts_as_popeye_does() {
    // Keys in battle play; lines in help and series play, short ones included; the set play
    // and the play apart; each twin and each duplex half anew. The solutions shown are
    // Popeye's: the first ones in its order of search (see `maxsolutions_keeps_popeyes_first`).
    for (i, (problem, popeye)) in cases("maxsolutions").iter().enumerate() {
        let solution = solved(problem, 1, true);
        let text = text_of(problem, &solution);
        assert_eq!(
            sorted_blocks(&text),
            sorted_blocks(popeye),
            "#{}:\n{text}",
            i + 1
        );
        assert!(
            solution
                .parts
                .iter()
                .all(|p| p.cut == Some(Cut::MaxSolutions)),
            "#{}",
            i + 1
        );
        // The same solutions whatever the threads, each a solution of the problem.
        for threads in [2, 4] {
            assert_eq!(
                text_of(problem, &solved(problem, threads, true)),
                text,
                "#{}",
                i + 1
            );
        }
        let mut all = problem.clone();
        all.options.max_solutions = None;
        let every = all_lines(&text_of(&all, &solved(&all, 2, true)));
        for line in all_lines(&text) {
            assert!(every.contains(&line), "#{}: {line}", i + 1);
        }
    }
}

#[test]
fn maxsolutions_keeps_popeyes_first() {
    // Popeye tries the moves in its order at every ply (squares from a1 up, each piece's
    // moves from its last vector back, Cage Circé's rebirths from a1 up) and keeps the first
    // `maxsolutions` solutions it finds: series, help play with set play, help-self and
    // help-reflex play, keys of direct play, under Circe, AntiCirce and Cage Circe (whose
    // choices of cage count as moves of their own). feerie searches in that order where
    // `maxsolutions` is given and keeps the same ones, whatever the threads.
    for (i, (problem, popeye)) in cases("maxsolutions_order").iter().enumerate() {
        for (threads, guided) in [(1, true), (3, true), (2, false)] {
            let text = text_of(problem, &solved(problem, threads, guided));
            assert_eq!(
                sorted_blocks(&text),
                sorted_blocks(popeye),
                "#{} ({threads} threads, guided {guided}):\n{text}",
                i + 1
            );
        }
    }
}

/// The blocks of a solution in an order of their own (Popeye prints the keys of battle
/// play in its order of search, feerie in the order of their texts).
fn sorted_blocks(text: &str) -> Vec<Vec<String>> {
    let mut b = blocks(text);
    b.sort();
    b
}

#[test]
fn intelligent_n_keeps_n_solutions_per_final_position() {
    // Popeye's `intelligent N`: at most N solutions of each length end in one target position
    // of its intelligent mode (the units the mate uses, on their squares): as many lines as
    // Popeye prints, each a solution.
    for (i, (problem, popeye)) in cases("intelligent").iter().enumerate() {
        let solution = solved(problem, 1, true);
        let text = text_of(problem, &solution);
        let sizes = |b: Vec<Vec<String>>| b.iter().map(Vec::len).collect::<Vec<_>>();
        assert_eq!(
            sizes(blocks(&text)),
            sizes(blocks(popeye)),
            "#{}:\n{text}",
            i + 1
        );
        for (threads, guided) in [(3, true), (2, false)] {
            assert_eq!(
                text_of(problem, &solved(problem, threads, guided)),
                text,
                "#{}",
                i + 1
            );
        }
        let mut all = problem.clone();
        all.options.intelligent_limit = None;
        let every = all_lines(&text_of(&all, &solved(&all, 2, true)));
        for line in all_lines(&text) {
            assert!(every.contains(&line), "#{}: {line}", i + 1);
        }
        // Lines were left out, and the part says so.
        let left_out = every.len() > all_lines(&text).len();
        assert_eq!(
            solution.parts[0].cut == Some(Cut::PerPosition),
            left_out,
            "#{}",
            i + 1
        );
    }
}

/// An h#6 with many pieces: far more than a second to solve.
const LONG: &str = "pieces white kh2 qd1 rb1 bd2 sb3 black ke5 qa8 rf8 bc8 sg8 pa7b7\nstip h#6\n";

#[test]
fn a_time_limit_holds_for_the_whole_problem() {
    let mut input = format!("begin\n{LONG}");
    for _ in 0..299 {
        input.push_str("twin stipulation h#6\n");
    }
    input.push_str("end\n");
    let problem = parse_popeye(&input).unwrap().remove(0);
    let mut options = SolveOptions::default();
    options.limits.deadline = Some(Instant::now() + Duration::from_millis(300));
    let solution = solve(&problem, &options, &mut |_| {}).unwrap();
    // The first twin is cut short and says so; the 299 others are named as not solved.
    assert_eq!(solution.parts.len(), 1);
    assert_eq!(solution.parts[0].cut, Some(Cut::Timeout));
    assert_eq!(solution.unsolved.len(), 299);
    assert_eq!(solution.unsolved[0], "b)");
    let text = render::text(&solution, Language::English);
    let last = text.lines().last().unwrap();
    assert_eq!(
        last,
        format!(
            "time limit reached: twins b) to {} not solved",
            solution.unsolved[298]
        )
    );
    assert!(text.contains("incomplete: time limit reached"), "{text}");
    let german = render::text(&solution, Language::German);
    assert!(
        german.contains("Zeitlimit erreicht: Zwillinge b) bis"),
        "{german}"
    );
    let json = render::json(&solution);
    assert_eq!(json["unsolved"].as_array().unwrap().len(), 299);
    assert_eq!(json["parts"][0]["cut"], "timeout");
    // A limit already passed solves nothing and names every twin.
    options.limits.deadline = Some(Instant::now());
    let solution = solve(&problem, &options, &mut |_| {}).unwrap();
    assert!(solution.parts.is_empty());
    assert_eq!(solution.unsolved.len(), 300);
    assert_eq!(solution.unsolved[0], "a)");
    // Without twins there is no name to say it with: the problem is begun, and cut short.
    let single = parse_popeye(&format!("begin\n{LONG}end\n"))
        .unwrap()
        .remove(0);
    let solution = solve(&single, &options, &mut |_| {}).unwrap();
    assert_eq!(solution.parts.len(), 1);
    assert_eq!(solution.parts[0].cut, Some(Cut::Timeout));
    assert!(render::text(&solution, Language::English).contains("incomplete: time limit reached"));
}

#[test]
fn maxtime_limits_each_twin() {
    // Popeye's `maxtime N` gives each twin N seconds: both twins are cut short, none is left
    // unsolved.
    let input = format!("begin\n{LONG}option maxtime 1\ntwin move d1 d3\nend\n");
    let problem = parse_popeye(&input).unwrap().remove(0);
    assert_eq!(problem.options.max_time, Some(1));
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(solution.parts.len(), 2);
    assert!(solution.parts.iter().all(|p| p.cut == Some(Cut::Timeout)));
    assert!(solution.unsolved.is_empty());
}

#[test]
fn a_defenders_forced_goal_is_its_set_play() {
    // s#3, r#3 and semi-r#3 whose Black has one move, a mate: Popeye shows it as set play
    // (and leaves it out after the key); with a second move at hand it shows none. Then
    // BEISPIEL/exklohne #48 (s#19, Checkless chess and Black Maximummer: `1...Rc1-c8 #`).
    same_as_popeye("battle_set_play");
}

#[test]
fn reci_help_play_is_steered_by_its_helped_part() {
    // reci-h#7 (BEISPIEL/intell #110) takes the plain search a minute; the plan of its
    // helped part (h#7, the direct part asked where two moves are left) finds Popeye's
    // lines at once, on one thread and on three. reci-h#3 with twins (intell #109) too.
    for (i, (problem, popeye)) in cases("reci_guided").iter().enumerate() {
        for threads in [1, 3] {
            let text = text_of(problem, &solved(problem, threads, true));
            assert_eq!(
                blocks(&text),
                blocks(popeye),
                "#{} ({threads} threads)",
                i + 1
            );
        }
    }
}

#[test]
fn a_series_reply_by_a_neutral_piece_shares_the_last_number() {
    // ser-h#3 duplex with neutral pieces (BEISPIEL/duplex #4, Mirror Circe): the mate is the
    // other side's reply, `3.nDh1-h5 nBe7-e8=nS #`, though a neutral piece's colour does not
    // say whose move it is.
    same_as_popeye("series_neutral_reply");
    let (problem, _) = &cases("series_neutral_reply")[0];
    let text = text_of(problem, &solved(problem, 1, true));
    assert!(text.contains("3.nDh1-h5 nBe7-e8=nS #"), "{text}");
}

/// A chameleon arrives as another piece: the mate-in-one filter that skips moves which cannot
/// check must judge the arriving piece (BEISPIEL cham #4 a): `2...cSb4-d3=cL #`, a knight that
/// checks as the bishop it becomes).
#[test]
fn mate_in_one_filter_judges_the_piece_that_arrives() {
    same_as_popeye("chameleon_help_mate");
    same_as_popeye("BEISPIEL__cham__004");
}

/// Checkless with Exclusive chess: a check that leaves the opponent only checking replies
/// mates, so the mates Exclusive chess counts are Checkless chess's (BEISPIEL exklohne #1:
/// after `6.g2-g1=T` White has three mates and so none; #73 likewise).
#[test]
fn exclusive_counts_checkless_mates() {
    same_as_popeye("BEISPIEL__exklohne__001");
    same_as_popeye("BEISPIEL__exklohne__073");
}

/// A defence after which the attacker wins sooner than the threat is not shown, whether or
/// not it stops the threat (Popeye's threat enforcer): BEISPIEL castling #12 leaves out
/// `2...0-0 3.Dc6-g2 #`, selfref #5 (s#4) `1...Ld5-c6`.
#[test]
fn variations_shorter_than_the_threat_are_left_out() {
    // (Battle-play trees: the lines compared as counted sets, as the corpus test does; the
    // order of defences is feerie's.)
    for name in ["BEISPIEL__castling__012", "BEISPIEL__selfref__005"] {
        same_lines_as_popeye(name);
    }
}

/// A battle-play tree's lines compared as counted sets with Popeye's, as the corpus test does
/// (the order of defences is feerie's).
fn same_lines_as_popeye(name: &str) {
    for (problem, popeye) in cases(name) {
        let text = text_of(&problem, &solved(&problem, 1, true));
        assert_eq!(
            crate::common::oracle::solution_lines(&text),
            crate::common::oracle::solution_lines(&popeye),
            "{name}:\n{text}"
        );
    }
}

/// A king's step that blocks a paralysing queen's line frees a knight to mate (BEISPIEL
/// cirsquar #7, Diagram Circe: `1.pBf7-f8=pD ?` threatens `2.Kb5-b6 #`): while the filter of
/// a condition refuses an attack on the king, every move may give check.
#[test]
fn a_move_that_frees_a_paralysed_checker_may_mate() {
    same_lines_as_popeye("BEISPIEL__cirsquar__007");
}

/// Circe CaptureSquare WaitCapture: the piece taken by the key waits over the defender's null
/// move of a threat (a null move captures nothing), and the next capture brings it back
/// (BEISPIEL cirsquar #26, #4: `1.Sa8*c7 !` threatens `2.Sc7-e6` with `3.e3-e4 +
/// 3...Kf5*e5[+sBc7] 4.La7-d4 #`; Popeye 4.104's output, 98 lines). The null move dropped
/// the waiting pawn, and feerie missed those threats.
#[test]
fn a_piece_awaiting_its_rebirth_waits_over_a_threats_null_move() {
    same_lines_as_popeye("BEISPIEL__cirsquar__026");
}

/// RoyalDynasty: a king left alone on its square after the capture of its side's second king
/// has no castling right (Popeye's test problem of castling's initialisation: `1.Sh2*f1`
/// and no `0-0-0`).
#[test]
fn a_king_alone_again_under_royal_dynasty_does_not_castle() {
    same_lines_as_popeye("BEISPIEL__dynasty__004");
}

/// `whitetoplay` hands the move over in the diagram, as set play does: an en passant right the
/// diagram gives (`option weiss enpassant f7f6f5`) stays for White to take in the first
/// half-move: BEISPIEL ep #8 (h#3 under KoeKo and Circe), `1...e5*f6 ep.[+sBf7]`, Popeye
/// 4.104's output in tests/data/whitetoplay-en-passant. The hand-over dropped the right, and
/// feerie found no solution.
#[test]
fn whitetoplay_keeps_the_diagrams_en_passant_right() {
    use crate::common::oracle::{solution_lines, solved_played};
    let ours = solved_played(
        "whitetoplay-en-passant",
        include_str!("../data/whitetoplay-en-passant.inp"),
    );
    let popeye = include_str!("../data/whitetoplay-en-passant.out");
    assert_eq!(solution_lines(popeye).len(), 1);
    assert_eq!(solution_lines(&ours), solution_lines(popeye), "{ours}");
}
