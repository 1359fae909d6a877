//! Published problems with their published solutions (tests/data/published: Popeye inputs and
//! Popeye's printed solutions, see INDEX.md there). Every stipulation kind the solver knows is
//! covered; #2 problems are compared with their complete trees (threats, variations, tries).
//!
//! Solutions are compared as sets of paths: each printed line together with the lines above
//! it that it hangs from (by indentation), so that the order in which moves are printed does
//! not matter but the shape of the tree does.

use std::path::Path;
use std::time::{Duration, Instant};

use feerie::notation::popeye::parse_popeye;
use feerie::solver::render;
use feerie::solver::{solve, SolveOptions};

/// Paths of a printed solution, per part (twin).
fn paths(text: &str) -> Vec<Vec<String>> {
    let mut parts: Vec<Vec<String>> = vec![Vec::new()];
    let mut stack: Vec<(usize, String)> = Vec::new();
    for raw in text.lines() {
        if raw.trim().is_empty() {
            continue;
        }
        let indent = raw.len() - raw.trim_start().len();
        let line = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        let is_twin = indent == 0
            && line
                .split(' ')
                .next()
                .is_some_and(|w| w.ends_with(')') && w.len() <= 4);
        if is_twin {
            if !parts.last().is_some_and(|p| p.is_empty()) {
                parts.push(Vec::new());
            }
            stack.clear();
            continue;
        }
        while stack.last().is_some_and(|(i, _)| *i >= indent) {
            stack.pop();
        }
        let mut path: Vec<&str> = stack.iter().map(|(_, l)| l.as_str()).collect();
        path.push(&line);
        if let Some(p) = parts.last_mut() {
            p.push(path.join(" > "));
        }
        stack.push((indent, line));
    }
    for p in &mut parts {
        p.sort();
    }
    parts.retain(|p| !p.is_empty());
    parts
}

#[test]
fn published_solutions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/published");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/published")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "only {} problems", files.len());
    let mut failures = Vec::new();
    let mut kinds = std::collections::BTreeSet::new();
    for inp in &files {
        let name = inp
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(inp).expect("input");
        let expected = std::fs::read_to_string(inp.with_extension("sol")).expect("solution file");
        let problem = match parse_popeye(&text) {
            Ok(mut p) => p.remove(0),
            Err(e) => {
                failures.push(format!("{name}: input rejected: {e}"));
                continue;
            }
        };
        if let Some(s) = problem.stipulation {
            kinds.insert(
                s.to_string()
                    .trim_end_matches(|c: char| c.is_ascii_digit() || c == '.')
                    .to_string(),
            );
        }
        let mut options = SolveOptions {
            hash_mb: 64,
            ..SolveOptions::default()
        };
        options.limits.deadline = Some(Instant::now() + Duration::from_secs(30));
        let solution = match solve(&problem, &options, &mut |_| {}) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if solution.parts.iter().any(|p| p.cut.is_some()) {
            failures.push(format!("{name}: not finished in 30 s"));
            continue;
        }
        let ours = render::text(&solution);
        if paths(&ours) != paths(&expected) {
            failures.push(format!(
                "{name}:\n--- ours\n{ours}\n--- published\n{expected}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}\nkinds: {kinds:?}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn paths_ignore_order_but_keep_shape() {
    let a = "   1.Ka1-b1 ! threat:\n          2.Qa2-a8 #\n      1...Kh8-g8\n          2.Qa2-g8 #\n";
    let b = "   1.Ka1-b1 ! threat:\n          2.Qa2-a8 #\n      1...Kh8-g8\n          2.Qa2-g8 #\n";
    assert_eq!(paths(a), paths(b));
    let c = "   1.Ka1-b1 ! threat:\n          2.Qa2-a8 #\n          2.Qa2-g8 #\n      1...Kh8-g8\n";
    assert_ne!(paths(a), paths(c));
    assert_eq!(paths("a)\n\n  1.x y\n\nb) +bPc2\n\n  1.z w\n").len(), 2);
}
