//! Popeye's `option goalisend`: the side the goal is not for (help play: the side that does
//! not make the last move, or that does where a self or reflex end follows; series play: the
//! other side, or the series side before such an end; direct play: the defender; self and
//! reflex play: the attacker) ends the play by reaching the goal, and the line fails. It
//! matters for goals that leave moves (`x`, `+`, `z`, `c81`, …). Popeye 4.104's solutions are
//! the expected ones.

use crate::common::oracle::{check_corpus_list, solution_lines};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::session::format::Session;
use feerie::solver::render::text;
use feerie::solver::{solve, SolveOptions};

#[test]
fn popeyes_goal_is_end_problems_agree() {
    // hc815, sc815 (with variations) and post-key c813.
    check_corpus_list("goalisend-corpus", 3);
}

#[test]
fn generated_problems_agree_with_popeye() {
    let text_of = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/goalisend-solutions.jsonl"
    );
    let data = std::fs::read_to_string(text_of).unwrap();
    let (mut seen, mut mattered) = (0, 0);
    for line in data.lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        let input = record["input"].as_str().unwrap();
        let problem = parse_popeye(input).unwrap().remove(0);
        assert!(problem.options.goal_is_end, "{input}");
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).unwrap();
        let ours = text(&solution, problem.meta.language);
        let theirs = record["popeye"].as_str().unwrap();
        assert_eq!(
            solution_lines(&ours),
            solution_lines(theirs),
            "{input}\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
        );
        seen += 1;
        mattered += usize::from(record["mattered"] == true);
    }
    // (Records where the option changes Popeye's solutions.)
    assert_eq!((seen, mattered), (40, 13));
}

#[test]
fn the_option_is_kept_in_popeye_files_and_sessions() {
    let input =
        "begin\npieces white ph2 black pa7\nstipulation hc815\noption nowk nobk goalisend\nend\n";
    let problem = parse_popeye(input).unwrap().remove(0);
    let written = write_popeye(&problem);
    assert!(written.to_lowercase().contains("goalisend"), "{written}");
    assert!(parse_popeye(&written).unwrap()[0].options.goal_is_end);
    let toml = Session::from_problems(vec![problem.clone()]).to_toml();
    assert!(toml.contains("goal_is_end = true"), "{toml}");
    assert_eq!(Session::from_toml(&toml).unwrap().problems()[0], problem);
    let fr =
        "debut\npieces blanc ph2 noir pa7\nenonce hc815\noption sansrb sansrn butestfin\nfin\n";
    assert!(parse_popeye(fr).unwrap()[0].options.goal_is_end);
    let de = "anfang\nsteine weiss bh2 schwarz ba7\nforderung hc815\noption ohnewk ohnesk zielistende\nende\n";
    assert!(parse_popeye(de).unwrap()[0].options.goal_is_end);
}
