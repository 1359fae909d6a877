//! The sample problems (`samples/`): each Popeye file solves with exactly the number of
//! solutions its session file intends, the two files hold the same problem, and both give the
//! same solution text.

use std::path::Path;

use feerie::notation::popeye::parse_popeye;
use feerie::rules::Problem;
use feerie::session::format::Session;
use feerie::solver::{render, solve, SolveOptions};

fn solved(problem: &Problem) -> (usize, String) {
    let solution = solve(problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
    assert!(solution.parts.iter().all(|p| p.cut.is_none()), "finished");
    let count = solution.parts.iter().map(|p| p.play.solution_count()).sum();
    (
        count,
        render::text(&solution, feerie::rules::Language::English),
    )
}

#[test]
fn every_sample_solves_as_intended_in_both_formats() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("samples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 7, "{inputs:?}");
    let mut conditions = std::collections::BTreeSet::new();
    // Board sizes of the solved samples with Four Double Acts pieces.
    let mut imitating_boards = std::collections::BTreeSet::new();
    for inp in &inputs {
        let text = std::fs::read_to_string(inp).expect("input");
        let problem = parse_popeye(&text).expect("parses").remove(0);
        let toml = std::fs::read_to_string(inp.with_extension("toml")).expect("session twin");
        let session = Session::from_toml(&toml).expect("session parses");
        let from_session = session.problems().remove(0);
        assert_eq!(from_session.position, problem.position, "{inp:?}");
        assert_eq!(from_session.conditions, problem.conditions, "{inp:?}");
        let intended = session
            .problems
            .first()
            .map(|p| p.intended)
            .expect("a problem");
        let (count, text) = solved(&problem);
        if problem
            .position
            .pieces()
            .any(|(_, p)| p.kind().is_imitating())
        {
            imitating_boards.insert(problem.position.size().to_string());
        }
        assert_eq!(count as u32, intended as u32, "{inp:?}:\n{text}");
        assert_eq!(solved(&from_session).1, text, "{inp:?}");
        let stipulation = problem
            .stipulation
            .map(|s| s.to_string())
            .unwrap_or_default();
        let play = if stipulation.starts_with('h') {
            "help"
        } else {
            "direct"
        };
        for c in &problem.conditions {
            conditions.insert((c.name(), play));
        }
    }
    // Issue 6: a direct mate and a helpmate for each of Échecs Miroir and Dynamo.
    for name in ["miroir", "dynamo"] {
        for play in ["direct", "help"] {
            assert!(
                conditions.contains(&(name, play)),
                "no {play} sample under {name}"
            );
        }
    }
    // Issue 7: problems with imitating pieces on 8x8 and on 10x10.
    for size in ["8x8", "10x10"] {
        assert!(
            imitating_boards.contains(size),
            "no sample with Four Double Acts pieces on {size}: {imitating_boards:?}"
        );
    }
    for name in ["imitator", "circe parrain"] {
        assert!(
            conditions.iter().any(|(n, _)| *n == name),
            "no sample under {name}"
        );
    }
}
