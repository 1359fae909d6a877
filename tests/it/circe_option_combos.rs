//! Combinations of the Circé family's options, and of the family with Einstein chess and
//! Take&Make chess, that feerie refused before and Popeye 4.104 plays (issue 19), against
//! Popeye, all from tests/data/circe-option-combos:
//!
//! * whole problems (`NAME.inp`, Popeye's output beside it in `NAME.out`), compared by their
//!   solution lines: AntiCirce Relaxed, whose capturer leaves the board when its rebirth
//!   square is occupied (Popeye takes it off before testing the square: `Rg7*g2`, the rook
//!   gone), Strict and Assassin beside it; AntiCirce with Einstein chess (the capturer reborn
//!   as what it became, `Rd1*d3=Q[wQd3->d1]`, and so judged for check); Super Circe with
//!   an option after April's list of walks (`circe super april q r volcanic`); a piece lifted
//!   by Diagram Circe Parachute keeping its diagram square in the underworld
//!   (`Rc8*c3[+wSc3] Sc3-a2[+bRc3] 2.Rc3-h3 Bf1*h3[+bRc8]`); a turncoat pawn promoted as its
//!   own side's, then turned (`Rb5*b3[+bPb1=Q=w]`); Equipollents rebirth squares beyond the
//!   board, occupied as Popeye's border is (Strict: the capture illegal; AntiCirce Relaxed:
//!   the capturer vanishes);
//! * move lists (`~1`) and help-play solutions of random positions (`*.jsonl`, made by
//!   tests/data/generate-combo-records.py), listed with their least counts in `records.txt`;
//! * the combinations still refused, each with the words its refusal must say, in
//!   `refused.txt` and `square-bases-refused.txt` (`condition text | reason`).

use crate::common::oracle::{
    check_move_records, check_solution_records, inp_names, solution_lines, solved_played,
};
use feerie::notation::popeye::parse_popeye;

fn dir() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/circe-option-combos")
}

fn read(name: &str) -> String {
    String::from_utf8_lossy(&std::fs::read(dir().join(name)).expect(name)).into_owned()
}

/// The data lines of a list file: `#` comments and blank lines left out.
fn lines(name: &str) -> Vec<String> {
    read(name)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn circe_option_problems_are_solved_as_popeye_solves_them() {
    let names = inp_names(&dir());
    assert!(names.len() >= 13, "{names:?}");
    for name in names {
        let input = read(&format!("{name}.inp"));
        let theirs = read(&format!("{name}.out"));
        let ours = solved_played(&name, &input);
        assert!(
            !solution_lines(&theirs).is_empty(),
            "{name}: Popeye solves it"
        );
        assert_eq!(solution_lines(&ours), solution_lines(&theirs), "{name}");
    }
}

/// `records.txt`: `FILE.jsonl COUNT`, each file's records (moves or solutions) compared.
#[test]
fn circe_option_records_equal_popeyes() {
    check_listed_records("records.txt");
}

/// `square-bases-records.txt`: the options MarsCirce, AntiMarsCirce and GenevaChess play
/// beside their square (`Frischauf`, `Cheylan`, GenevaChess's `Relaxed` and `April`), likewise.
#[test]
fn square_base_option_records_equal_popeyes() {
    check_listed_records("square-bases-records.txt");
}

fn check_listed_records(list: &str) {
    let listed = lines(list);
    assert!(listed.len() >= 3, "{listed:?}");
    for line in listed {
        let (file, count) = line.split_once(' ').expect("FILE COUNT");
        let count: usize = count.trim().parse().expect("a count");
        let data = read(file);
        let solutions = data.lines().next().is_some_and(|l| l.contains("\"lines\""));
        if solutions {
            check_solution_records(&data, count);
        } else {
            check_move_records(&data, count, true);
        }
    }
}

/// `refused.txt`: `CONDITION | REASON`: the combination is refused, and says why.
#[test]
fn circe_option_combinations_popeye_does_not_play_alike_stay_refused() {
    let listed = lines("refused.txt");
    assert!(!listed.is_empty());
    // (The bases that take a square from the options: `square-bases-refused.txt`.)
    let square_bases = lines("square-bases-refused.txt");
    assert!(!square_bases.is_empty());
    for line in listed.into_iter().chain(square_bases) {
        let (condition, why) = line.split_once('|').expect("CONDITION | REASON");
        let (condition, why) = (condition.trim(), why.trim());
        let input = format!(
            "begin\npieces white kh1 rd1 sa1 pb7 black ke8 pd7 sd3\nstipulation ~1\ncondition \
             {condition}\nend\n"
        );
        let refused = match parse_popeye(&input) {
            Err(e) => e.to_string(),
            Ok(problems) => {
                let p = &problems[0];
                p.conditions
                    .iter()
                    .find_map(|c| c.refuses(&p.position))
                    .or_else(|| {
                        (!p.unsupported().is_empty()).then(|| format!("{:?}", p.unsupported()))
                    })
                    .unwrap_or_else(|| panic!("{condition}: played"))
            }
        };
        assert!(refused.contains(why), "{condition}: {refused}");
    }
}
