//! Each piece of Popeye's table with each condition feerie plays (issue 22): whether the
//! solver takes the combination is Popeye 4.104's verdict, and where Popeye refuses it the
//! message gives Popeye's reason.
//!
//! `tests/data/piece-conditions/verdicts.txt` holds Popeye's verdicts, found by running
//! Popeye on one small problem per piece and condition: the piece on d4 (White) and e5
//! (Black) beside `wKa1 wPb2 wSc6 bKh8 bPg7 bSf3` (a royal walk, and the king, stand on a1 and
//! h8 instead of the kings, knights on d4 and e5), stipulation `~1`, the condition line as
//! the verdict's line gives it. Each line is `condition | verdict | piece codes`, the verdict
//! `ok` where Popeye solved the problem and Popeye's message where it refused it (where
//! Popeye took more than ten seconds the combination is left out).
//!
//! `tests/data/piece-condition-moves` holds the pieces whose moves under a condition differed
//! from Popeye's (`NAME.inp`, Popeye's `~1` output in `NAME.out`): Take&Make with locusts and
//! marine pieces (the make starts where the piece lands, the move written with the victim's
//! square), Plus chess beside the walks that make Popeye merge a piece's captures from two
//! centre squares onto one victim (and beside others, where it does not), Ghost and Haunted
//! chess with locusts (the victim's square is free at once: its ghost is back), CirceTake&Make
//! reborning a locust or a sirene beyond a man it hops over (the man staying), holes taken
//! for hurdles by the walks Popeye lets find a hole not empty, the protean pawn reborn as a
//! pawn and fairy pawns promoting where SuperCirce reborns them on their last rank, and
//! diagrams Popeye refuses under Plus chess as the side to play can capture the king; Annan
//! chess lending a locust's or a marine piece's walk, which checks over the king; Make&Take
//! checks by locusts and marine pieces (their take over the king after a king's make);
//! MultiCaptures with the rose family, whose two circles onto one man count as two captures, and
//! with a double bishopper whose two pairs of hops onto one man count as two, a bouncy
//! nightrider whose capture Popeye generates again after a bounce, and a leafhopper whose
//! check counts once however many hurdles it has.

use crate::common::oracle::{inp_names, solution_lines, solved_played};
use feerie::notation::popeye::parse_popeye;
use feerie::solver::{solve, SolveOptions};
use std::time::Instant;

const VERDICTS: &str = include_str!("../data/piece-conditions/verdicts.txt");

/// The problem Popeye was given for `code` with `condition`.
fn input(code: &str, condition: &str) -> String {
    let pieces = if matches!(code, "k" | "st" | "po") {
        format!("white {code}a1 pb2 sc6 sd4 black {code}h8 pg7 sf3 se5")
    } else {
        format!("white ka1 pb2 sc6 {code}d4 black kh8 pg7 sf3 {code}e5")
    };
    format!("begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n")
}

/// feerie's refusal of `text`, if it refuses it: the reader's error, or the solver's
/// (the solver is stopped at once where it takes the problem: the refusals come first).
fn refusal(text: &str) -> Option<String> {
    let problems = match parse_popeye(text) {
        Ok(p) => p,
        Err(e) => return Some(e.to_string()),
    };
    let mut options = SolveOptions {
        hash_mb: 1,
        ..SolveOptions::default()
    };
    options.limits.deadline = Some(Instant::now());
    problems
        .iter()
        .find_map(|p| solve(p, &options, &mut |_| {}).err().map(|e| e.to_string()))
}

/// The verdicts' lines: condition, Popeye's verdict (`None`: solved), piece codes.
fn verdicts() -> Vec<(&'static str, Option<&'static str>, Vec<&'static str>)> {
    VERDICTS
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let parts: Vec<&str> = l.split(" | ").collect();
            assert_eq!(parts.len(), 3, "a verdict line: {l}");
            let verdict = (parts[1] != "ok").then_some(parts[1]);
            (parts[0], verdict, parts[2].split_whitespace().collect())
        })
        .collect()
}

/// The combinations Popeye plays and feerie still refuses, with the words of feerie's
/// refusal: each is checked to be refused so (the list shrinks as they are played).
const STILL_REFUSED: &[(&str, &str, &str)] = &[
    (
        "st",
        "Circe WaitCapture",
        "WaitCapture with neutral pieces or pieces with attributes",
    ),
    (
        "po",
        "Circe WaitCapture",
        "WaitCapture with neutral pieces or pieces with attributes",
    ),
];

#[test]
fn every_piece_with_every_condition_is_taken_or_refused_as_popeye_does() {
    let lines = verdicts();
    let combos: usize = lines.iter().map(|(_, _, codes)| codes.len()).sum();
    assert!(combos >= 10_000, "{combos} combinations");
    let mut wrong = Vec::new();
    for (condition, verdict, codes) in &lines {
        for code in codes {
            let got = refusal(&input(code, condition));
            let known = STILL_REFUSED
                .iter()
                .copied()
                .find(|(c, cond, _)| c == code && cond == condition);
            if let Some((_, _, words)) = known {
                if !got.as_deref().is_some_and(|why| why.contains(words)) {
                    wrong.push(format!("{code} with {condition}: {got:?}, not \"{words}\""));
                }
                continue;
            }
            match (verdict, &got) {
                (None, None) => {}
                (None, Some(why)) => {
                    wrong.push(format!("{code} with {condition}: refused ({why})"))
                }
                (Some(popeye), None) => wrong.push(format!(
                    "{code} with {condition}: played, Popeye refuses ({popeye})"
                )),
                (Some(popeye), Some(why)) => {
                    let reason = popeye.trim_end_matches('.').to_lowercase();
                    if !why.to_lowercase().contains(&reason) {
                        wrong.push(format!(
                            "{code} with {condition}: refused without Popeye's reason \
                             ({popeye}): {why}"
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn moves_dir() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/piece-condition-moves")
}

#[test]
fn pieces_move_under_conditions_as_popeye_moves_them() {
    let dir = moves_dir();
    let names = inp_names(&dir);
    assert!(names.len() >= 25, "{names:?}");
    let read = |name: &str| {
        String::from_utf8_lossy(&std::fs::read(dir.join(name)).expect(name)).into_owned()
    };
    let capturable = "the side to play can capture the king";
    let mut failures = Vec::new();
    for name in names {
        let input = read(&format!("{name}.inp"));
        let theirs = read(&format!("{name}.out"));
        let ours = solved_played(&name, &input);
        let refused = theirs.contains(capturable);
        assert!(
            refused || !solution_lines(&theirs).is_empty(),
            "{name}: Popeye solves it"
        );
        if solution_lines(&ours) != solution_lines(&theirs) || ours.contains(capturable) != refused
        {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
