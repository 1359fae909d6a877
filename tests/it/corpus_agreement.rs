//! Every problem of Popeye's corpus (tests/data/popeye-corpus, Popeye 4.104's outputs beside
//! the inputs) that feerie plays is solved with Popeye's solution lines, but for the known
//! differences listed with their reasons in `differences.txt` (which must still differ: a
//! fixed one leaves the list) and the problems listed there as too slow for a test run. The
//! problems feerie refuses are counted by `popeye_corpus::unsupported_table`; here their
//! number is pinned, so that a problem refused anew is seen.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;

use feerie::notation::popeye::parse_popeye;
use feerie::solver::solve::SolveError;

use crate::common::oracle::{solution_lines, solved_text};

/// Problems whose solution lines agree with Popeye's.
const AGREE: usize = 498;
/// Problems feerie refuses (some element it does not play).
const REFUSED: usize = 194;

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye-corpus")
}

fn read(path: PathBuf) -> String {
    String::from_utf8_lossy(&std::fs::read(&path).expect("corpus file")).into_owned()
}

/// `differences.txt`: `differs NAME reason` or `slow NAME reason`, `#` comments.
fn listed() -> BTreeMap<String, (String, String)> {
    let text = read(corpus().join("differences.txt"));
    let mut out = BTreeMap::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.splitn(3, ' ');
        let (Some(kind), Some(name), Some(reason)) = (words.next(), words.next(), words.next())
        else {
            panic!("differences.txt: a line is `differs|slow NAME reason`: {line}");
        };
        assert!(
            matches!(kind, "differs" | "slow"),
            "differences.txt: {line}"
        );
        assert!(
            corpus().join(format!("{name}.inp")).exists(),
            "differences.txt names no corpus problem: {name}"
        );
        out.insert(name.to_string(), (kind.to_string(), reason.to_string()));
    }
    out
}

enum Outcome {
    Agrees,
    Refused,
    Differs(String),
}

fn outcome(name: &str) -> Outcome {
    let input = read(corpus().join(format!("{name}.inp")));
    let theirs = read(corpus().join(format!("{name}.out")));
    let Ok(problems) = parse_popeye(&input) else {
        // Popeye's rejected inputs (`popeye_corpus` checks their errors).
        return Outcome::Refused;
    };
    let ours = match solved_text(&problems) {
        Ok(ours) => ours,
        Err(SolveError::Unsupported { .. } | SolveError::Kept(_)) => return Outcome::Refused,
        Err(e) => return Outcome::Differs(format!("error: {e}")),
    };
    if solution_lines(&ours) == solution_lines(&theirs) {
        Outcome::Agrees
    } else {
        Outcome::Differs(ours)
    }
}

#[test]
fn every_problem_feerie_plays_agrees_with_popeye() {
    let listed = listed();
    let mut names: Vec<String> = std::fs::read_dir(corpus())
        .expect("corpus")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".inp").map(str::to_string)
        })
        .filter(|n| listed.get(n).is_none_or(|(kind, _)| kind != "slow"))
        .collect();
    names.sort();
    // Two workers: the problems are independent, most take milliseconds.
    let queue = Mutex::new(names.iter());
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(name) = queue.lock().unwrap().next() else {
                    break;
                };
                let o = outcome(name);
                results.lock().unwrap().push((name.clone(), o));
            });
        }
    });
    let (mut agree, mut refused) = (0, 0);
    let mut failures = Vec::new();
    for (name, o) in results.into_inner().unwrap() {
        let known = listed.get(&name).map(|(_, reason)| reason);
        match (o, known) {
            (Outcome::Agrees, None) => agree += 1,
            (Outcome::Agrees, Some(reason)) => failures.push(format!(
                "{name} agrees now: take it out of differences.txt ({reason})"
            )),
            (Outcome::Refused, None) => refused += 1,
            (Outcome::Refused, Some(_)) => {
                failures.push(format!("{name} is refused now, listed as differing"))
            }
            (Outcome::Differs(_), Some(_)) => {}
            (Outcome::Differs(ours), None) => failures.push(format!(
                "{name} differs from Popeye:\n{ours}\n--- Popeye\n{}",
                read(corpus().join(format!("{name}.out")))
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert_eq!((agree, refused), (AGREE, REFUSED), "(agree, refused)");
}
