//! Comparison with the Popeye oracle's records (tests/data/*-moves.jsonl and the solutions
//! files): each input read by the Popeye reader, feerie's answer normalised as the oracle
//! README says, compared as a multiset.

use feerie::notation::move_text::{move_text_marked, parse_move};
use feerie::notation::popeye::parse_popeye;
use feerie::rules::{legal_moves, Language, Ruleset};
use feerie::solver::render::line_text;
use feerie::solver::tree::Play;
use feerie::solver::{solve, SolveOptions};

/// The oracle README's normalisation of a move: no whitespace, `#` counted as `+`, no
/// stalemate mark, Imitator squares sorted.
pub fn normalise_move(m: &str) -> String {
    let mut s: String = m.chars().filter(|c| !c.is_whitespace()).collect();
    if s.ends_with('#') {
        s.pop();
        s.push('+');
    } else if s.ends_with('=') && !s.ends_with("==") {
        // A trailing '=' is a stalemate mark, never a promotion (which names its piece).
        s.pop();
    }
    if let (Some(a), Some(b)) = (s.find("[I"), s[s.find("[I").unwrap_or(0)..].find(']')) {
        let end = a + b;
        let mut squares: Vec<&str> = s[a + 2..end].split(',').collect();
        squares.sort();
        s = format!("{}[I{}{}", &s[..a], squares.join(","), &s[end..]);
    }
    s
}

/// Asserts that every record's legal moves equal Popeye's (check marks included), that there
/// are at least `at_least` records, and with `read_back` that each move's text reads back as
/// the same move.
pub fn check_move_records(data: &str, at_least: usize, read_back: bool) {
    check_records(data, at_least, read_back, false);
}

/// As [`check_move_records`], with each move written as the solver writes it, side changes
/// of magic pieces included (`mSc3-e4=P[d5=w]`).
pub fn check_played_move_records(data: &str, at_least: usize) {
    check_records(data, at_least, true, true);
}

fn check_records(data: &str, at_least: usize, read_back: bool, played: bool) {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let record: serde_json::Value = serde_json::from_str(line).expect("valid JSON line");
        let id = record["id"].as_str().unwrap_or("?");
        let input = record["input"].as_str().expect("input");
        let problems = match parse_popeye(input) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{id}: input rejected: {e}\n{input}"));
                continue;
            }
        };
        let problem = &problems[0];
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let mut ours: Vec<String> = Vec::new();
        for mv in legal_moves(pos, &rs) {
            let text = if played {
                let marked = move_text_marked(pos, &mv, &rs);
                let plain =
                    feerie::notation::move_text::move_text_under(pos, &mv, &rs, Language::English);
                format!(
                    "{}{}",
                    feerie::notation::move_text::played_texts(pos, &mv, &rs).english(),
                    &marked[plain.len()..]
                )
            } else {
                move_text_marked(pos, &mv, &rs)
            };
            if read_back {
                // (The magic pieces' side changes are read as the move's consequences.)
                match parse_move(pos, &rs, &move_text_marked(pos, &mv, &rs)) {
                    // (Or a move that plays the same: Popeye lists an angle hopper's hops to
                    // one square over two hurdles twice where hurdle attributes stand.)
                    Ok(read) if read == mv || pos.play(&read, &rs) == pos.play(&mv, &rs) => {}
                    other => failures.push(format!("{id}: '{text}' reads back as {other:?}")),
                }
            }
            ours.push(normalise_move(&text));
        }
        ours.sort();
        let mut theirs: Vec<String> = record["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| normalise_move(m.as_str().expect("move text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            let missing: Vec<&String> = theirs.iter().filter(|m| !ours.contains(m)).collect();
            let extra: Vec<&String> = ours.iter().filter(|m| !theirs.contains(m)).collect();
            failures.push(format!(
                "{id}: missing {missing:?}, extra {extra:?}\n{input}"
            ));
        }
    }
    assert!(records >= at_least, "only {records} records");
    assert!(
        failures.is_empty(),
        "{} of {records} records differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// A solution line or key as compared: move numbers, check and mate marks and `!`/`?` dropped.
pub fn normalise_line(s: &str) -> String {
    s.split_whitespace()
        .filter(|t| !matches!(*t, "+" | "#" | "=" | "!" | "?"))
        .map(|t| {
            let digits = t.bytes().take_while(|b| b.is_ascii_digit()).count();
            let dots = t[digits..].bytes().take_while(|&b| b == b'.').count();
            if digits > 0 && dots > 0 {
                &t[digits + dots..]
            } else {
                t
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Asserts that every record's keys (battle play) or lines (help and series play) equal
/// Popeye's, and that there are at least `at_least` records.
pub fn check_solution_records(data: &str, at_least: usize) {
    let mut failures = Vec::new();
    let mut records = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let r: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let id = r["id"].as_str().unwrap_or("?");
        let input = r["input"].as_str().expect("input");
        let problem = parse_popeye(input).expect("input reads").remove(0);
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
        let (mut ours, field) = match &solution.parts[0].play {
            Play::Battle(b) => (
                b.keys
                    .iter()
                    .map(|k| normalise_line(k.played.text.english()))
                    .collect::<Vec<_>>(),
                "keys",
            ),
            Play::Lines { lines, .. } => (
                lines
                    .iter()
                    .map(|l| normalise_line(&line_text(l, Language::English)))
                    .collect(),
                "lines",
            ),
        };
        ours.sort();
        let mut theirs: Vec<String> = r[field]
            .as_array()
            .expect("array")
            .iter()
            .map(|v| normalise_line(v.as_str().expect("text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!("{id}: ours {ours:?}\n theirs {theirs:?}\n{input}"));
        }
    }
    assert!(records >= at_least, "only {records} records");
    assert!(
        failures.is_empty(),
        "{} of {records} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Paths of a printed solution, per part (twin): each line (whitespace collapsed) with the
/// lines above it that it hangs from by indentation, sorted, so that the order in which moves
/// are printed does not matter but the shape of the tree does. A twin's heading (`b) +bPc2`)
/// starts a new part.
pub fn solution_paths(text: &str) -> Vec<Vec<String>> {
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

/// Popeye's output after the board diagram: from the line after the diagram's heading (the
/// stipulation and piece count, the conditions and options under it, up to the first blank
/// line) to the end.
pub fn after_diagram(out: &str) -> String {
    let lines: Vec<&str> = out.lines().collect();
    let frames: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("+---a"))
        .collect();
    let Some(&bottom) = frames.get(1) else {
        return out.to_string();
    };
    let body = (bottom + 1..lines.len())
        .find(|&i| lines[i].trim().is_empty())
        .unwrap_or(lines.len());
    lines[body..].join("\n")
}

/// feerie's text output for `problems` (one file's), solved one after the other with the
/// default options, as `feerie solve` prints it.
pub fn solved_text(
    problems: &[feerie::rules::Problem],
) -> Result<String, feerie::solver::solve::SolveError> {
    let mut ours = String::new();
    for problem in problems {
        let solution = solve(problem, &SolveOptions::default(), &mut |_| {})?;
        ours.push_str(&feerie::solver::render::text(
            &solution,
            problem.meta.language,
        ));
    }
    Ok(ours)
}

/// Popeye's corpus problems named in `tests/data/{list}/list.txt` (inputs in
/// tests/data/popeye-corpus with Popeye 4.104's outputs, `count` of them): feerie's
/// text output holds the same solution lines.
pub fn check_corpus_list(list: &str, count: usize) {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let names = std::fs::read_to_string(dir.join(format!("{list}/list.txt"))).expect("list");
    let mut failures = Vec::new();
    let mut seen = 0;
    for name in names.lines().filter(|l| !l.trim().is_empty()) {
        seen += 1;
        let input = std::fs::read(dir.join(format!("popeye-corpus/{name}.inp"))).expect("input");
        let input = String::from_utf8_lossy(&input);
        let theirs =
            std::fs::read(dir.join(format!("popeye-corpus/{name}.out"))).expect("Popeye's output");
        let theirs = String::from_utf8_lossy(&theirs);
        let problems = parse_popeye(&input).expect("input reads");
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"));
        if solution_lines(&ours) != solution_lines(&theirs) {
            failures.push(format!("{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"));
        }
    }
    assert_eq!(seen, count);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The solution lines of a Popeye output (moves, `but`, `refutes.`, a threat or zugzwang on a
/// line of its own), whitespace squeezed, counted.
pub fn solution_lines(text: &str) -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    for line in text.lines() {
        let t = line.trim_start();
        // A move number, not a version number in a title Popeye echoes (`4.63 ...`).
        let numbered = t.split_once('.').is_some_and(|(n, rest)| {
            !n.is_empty()
                && n.bytes().all(|b| b.is_ascii_digit())
                && line.starts_with(' ')
                && (!rest.starts_with(|c: char| c.is_ascii_digit()) || rest.starts_with("0-0"))
        });
        // (`refutes.`, and a threat or zugzwang on a line of its own: post-key play.)
        let word = matches!(t, "but" | "refutes." | "threat:" | "zugzwang.");
        if numbered || word {
            let squeezed = t.split_whitespace().collect::<Vec<_>>().join(" ");
            *out.entry(squeezed).or_default() += 1;
        }
    }
    out
}

/// The names (without `.inp`) of the Popeye inputs in `dir`, sorted.
pub fn inp_names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("fixtures")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".inp").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// The first problem of the Popeye input `input` solved on one thread (its node count then
/// does not depend on the machine): feerie's text output and the search's statistics.
pub fn solved_on_one_thread(input: &str) -> (String, feerie::solver::tree::Stats) {
    let problems = parse_popeye(input).expect("input reads");
    let options = SolveOptions {
        threads: 1,
        ..SolveOptions::default()
    };
    let solution = solve(&problems[0], &options, &mut |_| {}).expect("solved");
    let text = feerie::solver::render::text(&solution, problems[0].meta.language);
    (text, solution.stats)
}

/// feerie's text output for the Popeye input `input` (the file `name`), each of its problems
/// read without an element feerie keeps unplayed.
pub fn solved_played(name: &str, input: &str) -> String {
    let problems = parse_popeye(input).expect(name);
    for problem in &problems {
        assert!(problem.unsupported().is_empty(), "{name}: played");
    }
    solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"))
}
