//! Popeye's own regression and test problems (tests/data/popeye-corpus: 694 problems of
//! Popeye 4.104's REGRESSIONS and TESTS folders, one per file, with Popeye's manifest): every
//! file opens, except those Popeye itself rejects, whose error names Popeye's fault and its
//! line; and every problem read, written and read again is the same problem, its text
//! written again the same text.

use std::collections::BTreeMap;
use std::path::PathBuf;

use feerie::notation::popeye::{parse_popeye, write_popeye, write_popeye_all};
use feerie::rules::kept::{KeptCondition, SourceLine};
use feerie::rules::problem::{Problem, TwinCommand};

fn corpus() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye-corpus")
}

/// The manifest: each problem's name and Popeye's status.
fn manifest() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(corpus().join("manifest.tsv")).expect("manifest");
    text.lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            (fields[0].to_string(), fields[4].to_string())
        })
        .collect()
}

fn read(name: &str) -> String {
    std::fs::read_to_string(corpus().join(format!("{name}.inp"))).expect("corpus file")
}

/// The problems Popeye rejects, with the line of the fault and words of feerie's message that
/// name what Popeye reports (on stderr, `py -regression`).
const POPEYE_ERRORS: &[(&str, usize, &str)] = &[
    // input-error:cannot recognize the stipulation, offending item: Option
    ("REGRESSIONS__4_61_to_4_63__038", 6, "needs a stipulation"),
    // nonsense combination
    ("REGRESSIONS__4_75_to_4_77__003", 5, "nonsense combination"),
    // input-error:offending item: Xb1
    (
        "REGRESSIONS__4_75_to_4_77__010",
        4,
        "unknown piece code 'X'",
    ),
    // input-error:too many imitators
    ("REGRESSIONS__4_89_to_4_91__009", 5, "too many Imitators"),
    // input-error:no color specified, offending item: ka1
    ("REGRESSIONS__4_89_to_4_91__010", 3, "expected a colour"),
    // Exactly 2 dister reference squares have to be indicated
    (
        "REGRESSIONS__4_89_to_4_91__011",
        5,
        "exactly 2 dister reference squares",
    ),
    (
        "REGRESSIONS__4_89_to_4_91__012",
        5,
        "exactly 2 dister reference squares",
    ),
    // HurdleColourChanging, Bul and Dob only allowed with certain hoppers
    ("TESTS__pieces__002", 3, "only allowed with certain hoppers"),
    // Can't decide whether condition applies to White or Black (a Maximummer without colour
    // and a structured stipulation of alternatives)
    (
        "REGRESSIONS__4_51_to_4_53__013",
        6,
        "Can't decide whether condition applies",
    ),
];

/// Popeye's rejections feerie does not make yet (none now).
const NOT_DETECTED: &[&str] = &[];

/// Problems Popeye reports an input error for and then solves without the faulty words, as
/// feerie does (it keeps them, changing nothing): `option maxflight -1` ("wrong integer").
const REPORTED_AND_SOLVED: &[&str] = &["REGRESSIONS__4_47_to_4_49__003"];

/// Whether Popeye rejects the problem and feerie must too.
fn rejected(name: &str, status: &str) -> bool {
    status == "error" && !NOT_DETECTED.contains(&name) && !REPORTED_AND_SOLVED.contains(&name)
}

fn read_write_read(name: &str, text: &str) -> Vec<Problem> {
    let problems = parse_popeye(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let written = write_popeye_all(&problems);
    let again =
        parse_popeye(&written).unwrap_or_else(|e| panic!("{name}: written text: {e}\n{written}"));
    assert!(again == problems, "{name}: read back differs\n{written}");
    assert_eq!(
        write_popeye_all(&again),
        written,
        "{name}: written twice differs"
    );
    problems
}

#[test]
fn every_file_opens_and_round_trips() {
    let manifest = manifest();
    assert_eq!(manifest.len(), 694);
    let mut opened = 0;
    for (name, status) in &manifest {
        let text = read(name);
        if rejected(name, status) {
            let (_, line, words) = POPEYE_ERRORS
                .iter()
                .find(|(n, _, _)| n == name)
                .unwrap_or_else(|| panic!("{name}: Popeye's error is not listed"));
            let e = parse_popeye(&text).expect_err(name);
            assert_eq!(e.line, *line, "{name}: {e}");
            assert!(e.message.contains(words), "{name}: {e}");
            continue;
        }
        let problems = read_write_read(name, &text);
        assert_eq!(problems.len(), 1, "{name}");
        opened += 1;
    }
    assert_eq!(opened, 694 - POPEYE_ERRORS.len());
    for name in NOT_DETECTED {
        assert!(parse_popeye(&read(name)).is_ok(), "{name} is detected now");
    }
}

/// Every kept element has its line, and what stops the solver is named with it.
#[test]
fn kept_elements_have_their_lines() {
    for (name, status) in manifest() {
        if rejected(&name, &status) {
            continue;
        }
        let Ok(problems) = parse_popeye(&read(&name)) else {
            continue;
        };
        for p in problems {
            for u in p.unsupported() {
                assert!(u.line.is_some(), "{name}: {u} has no line");
            }
            let k = &p.kept;
            let lines = k
                .conditions
                .iter()
                .map(|c| c.line.0)
                .chain(k.options.iter().map(|o| o.line.0))
                .chain(k.pieces.iter().map(|x| x.line.0))
                .chain(k.commands.iter().map(|c| c.line.0))
                .chain(k.stipulation.iter().map(|s| s.line.0));
            for line in lines {
                assert!(
                    line.is_some_and(|l| l > 0),
                    "{name}: a kept element without line"
                );
            }
        }
    }
}

/// The elements that stop the solver over the corpus, by frequency (for the README):
/// `cargo test --release popeye_corpus::unsupported_table -- --ignored --nocapture`.
#[test]
#[ignore]
fn unsupported_table() {
    let mut by_kind: BTreeMap<&str, BTreeMap<String, usize>> = BTreeMap::new();
    let mut problems_blocked = 0;
    let mut opened = 0;
    for (name, _) in manifest() {
        let Ok(problems) = parse_popeye(&read(&name)) else {
            continue;
        };
        for p in problems {
            opened += 1;
            let unsupported = p.unsupported();
            if !unsupported.is_empty() {
                problems_blocked += 1;
            }
            let mut seen = std::collections::BTreeSet::new();
            for u in unsupported {
                let key = match u.what {
                    "piece" => {
                        let mut words: Vec<&str> = u.name.split(' ').collect();
                        let last = words.pop().unwrap_or("");
                        let code = last.trim_end_matches(|c: char| c.is_ascii_digit());
                        let code = &code[..code.len().saturating_sub(1)];
                        words.push(code);
                        words.join(" ")
                    }
                    "twin" => u.name.split(' ').next().unwrap_or("").to_string(),
                    _ => u.name.clone(),
                };
                if seen.insert((u.what, key.clone())) {
                    *by_kind.entry(u.what).or_default().entry(key).or_default() += 1;
                }
            }
        }
    }
    println!("opened {opened}, blocked {problems_blocked}");
    for (what, names) in by_kind {
        let mut rows: Vec<(String, usize)> = names.into_iter().collect();
        rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        println!("== {what} ({} distinct)", rows.len());
        for (name, n) in rows {
            println!("{n}\t{name}");
        }
    }
}

/// Popeye → session TOML → Popeye → TOML gives the same TOML for every file that opens: the
/// session format keeps whatever the Popeye reader keeps.
#[test]
fn every_file_round_trips_through_a_session() {
    use feerie::session::convert::session_to_popeye;
    use feerie::session::open::session_from_text;
    let mut checked = 0;
    for (name, status) in &manifest() {
        if rejected(name, status) {
            continue;
        }
        let text = read(name);
        let toml = session_from_text(&text)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .to_toml();
        let back = session_from_text(&toml)
            .unwrap_or_else(|e| panic!("{name}: the TOML does not read back: {e}\n{toml}"));
        let popeye = session_to_popeye(&back);
        let again = session_from_text(&popeye)
            .unwrap_or_else(|e| panic!("{name}: the Popeye text does not read back: {e}\n{popeye}"))
            .to_toml();
        assert_eq!(again, toml, "{name}\n--- Popeye written ---\n{popeye}");
        checked += 1;
    }
    assert_eq!(checked, 694 - POPEYE_ERRORS.len());
}

// ----- kept conditions and twin commands (they name conditions feerie plays, so they live
// here rather than beside the reader) -----

fn one(text: &str) -> Problem {
    let mut problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(problems.len(), 1);
    problems.remove(0)
}

fn round_trip(text: &str) -> Problem {
    let p = one(text);
    let written = write_popeye(&p);
    let again = one(&written);
    assert_eq!(again, p, "--- written ---\n{written}");
    assert_eq!(write_popeye(&again), written);
    p
}

#[test]
fn conditions_feerie_does_not_play_are_kept_with_their_words() {
    let p = round_trip(
        "begin\npieces white kh1 black ka8\nstip #2\ncondition anticirce turncoats imitator c3 wormholes e5f8\nend\n",
    );
    assert_eq!(p.conditions.len(), 1);
    assert_eq!(
        p.kept.conditions,
        vec![
            KeptCondition {
                name: "AntiCirce".into(),
                words: vec!["turncoats".into()],
                line: SourceLine(None),
            },
            KeptCondition {
                name: "Wormholes".into(),
                words: vec!["e5f8".into()],
                line: SourceLine(None),
            },
        ]
    );
    // A variant feerie does not play keeps its head condition.
    let p =
        round_trip("begin\npieces white kh1 black ka8\nstip #2\ncondition circe lastmove\nend\n");
    assert_eq!(p.kept.conditions[0].name, "Circe");
    assert_eq!(p.kept.conditions[0].words, ["lastmove"]);
    // A name spelled out ends the words before it, even a variant word.
    let p =
        one("begin\npieces white kh1 black ka8\nstip #2\ncondition hole a4a5 contraparrain\nend\n");
    let names: Vec<&str> = p.kept.conditions.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Hole"]);
    assert_eq!(p.conditions.len(), 1, "ContraParrain is played");
    // Piece codes are words too.
    let p = round_trip(
        "begin\npieces white kh1 black ka8\nstip ~1\ncondition Football Q R B S RH Q\nend\n",
    );
    assert_eq!(p.kept.conditions[0].words, ["Q", "R", "B", "S", "RH", "Q"]);
    // In German, written back in German.
    let p = round_trip(
        "anfang\nsteine weiss kh1 schwarz ka8\nforderung #2\nbedingung anticirce platzwechsel\nende\n",
    );
    // (AntiCirce PWC is played: its variant word is written back as one.)
    assert!(p.kept.conditions.is_empty());
    assert_eq!(p.conditions.len(), 1);
    // Conditions the registry says do not combine: the refusing one is kept.
    let p = round_trip("begin\npieces white pd4 black pe5\nstip ~1\ncondition circe rexinclusive imitator d6\noption nowk nobk\nend\n");
    assert_eq!(p.conditions.len(), 1);
    assert_eq!(p.kept.conditions[0].name, "Circe");
}

#[test]
fn twin_commands_feerie_cannot_apply_are_kept() {
    let p = round_trip(
        "begin
pieces white kh1 qd1 black ka8
stip #2
twin polishtype
twin stip dia3
twin cond sentinelles
twin add white anda bc1
twin substitute q g/n
twin move d1 d2
end
",
    );
    let texts: Vec<String> = p
        .twins
        .iter()
        .map(|t| match &t.commands[0] {
            TwinCommand::Kept(k) => k.text.clone(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        texts,
        [
            // (PolishType is played since issue 21.)
            "PolishType",
            "stipulation dia3",
            "condition sentinelles",
            "add white anda bc1",
            "substitute q g/n",
            "Move(Square(3), Square(19))"
        ]
    );
    let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
    assert_eq!(names[0], "twin stipulation dia3 (line 5)");
    // French twin words are written in French again (a played command too).
    let p = round_trip("debut\npieces blanc rh1 noir ra8\nenonce #2\njumeau couleurechange\nfin\n");
    assert!(write_popeye(&p).contains("jumeau couleurechange\n"));
}
