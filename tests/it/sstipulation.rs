//! Popeye's structured stipulations (`sstipulation`, French `senonce`, German `sforderung`):
//! the reader (its tree, Popeye's printed form, errors at their line and column), the plain
//! stipulations they equal, the structured play feerie solves, and what it refuses by name.
//! Popeye 4.104's own problems that use them are solved as it solves them
//! (tests/data/sstip-corpus).

use crate::common::oracle::check_corpus_list;
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::problem::{Problem, Stipulation};
use feerie::rules::Side;
use feerie::solver::{solve, SolveError, SolveOptions};

fn problem(stip: &str) -> Problem {
    let text = format!("begin\npieces white ka1 qb1 black kh8\nsstipulation {stip}\nend\n");
    parse_popeye(&text)
        .unwrap_or_else(|e| panic!("{stip}: {e:?}"))
        .remove(0)
}

/// The error of reading `stip` on line 3: its column and message.
fn error(stip: &str) -> (usize, String) {
    let text = format!("begin\npieces white ka1 black kh8\nsstipulation {stip}\nend\n");
    let e = parse_popeye(&text).expect_err(stip);
    assert_eq!(e.line, 3, "{stip}: {e:?}");
    (e.column, e.message)
}

#[test]
fn the_grammar_reads_into_a_tree_printed_as_popeye_prints_it() {
    for (text, printed) in [
        ("white 3a[#]d | 4hh[#]", "white 3a[#]d|4hh[#]"),
        ("black 4hh[x&=]", "black 4hh[x&=]"),
        ("black 3s[1s[-1s[+]]{x}]", "black 3s[1s[-1s[+]]{x}]"),
        ("black 4hh[1s[1s[#]]{+}]", "black 4hh[1s[1s[#]]{+}]"),
        ("white 1a[!x&#]d", "white 1a[!x&#]d"),
        ("black 10:12hh[#]", "black 10:12hh[#]"),
        // Spaces between elements, `(…)`, the operators grouped to the right as read.
        (
            "white ( 3a[#]d & 4hh[#] ) | 4ad[#]",
            "white (3a[#]d&4hh[#])|4ad[#]",
        ),
        (
            "white 4hh[#] & (4ad[#] | 4hh[=])",
            "white 4hh[#]&4ad[#]|4hh[=]",
        ),
        ("white 3a[1a[#]d]d{!1a[#]d}", "white 3a[1a[#]d]d{!1a[#]d}"),
        ("black - 7h[#]h", "black -7h[#]h"),
        ("white 3h[>1a[x]d]h", "white 3h[>1a[x]d]h"),
        ("black - 5h[/1d[x]a{!+}]h", "black -5h[/1d[x]a{!+}]h"),
        (
            "white 15a[>1a[#]d]?+?d{!1a[#]d}",
            "white 15a[>1a[#]d]?+?d{!1a[#]d}",
        ),
        ("white 4a[#=]d[#=]", "white 4a[#=]d[#=]"),
        ("white 3d[==]a", "white 3d[==]a"),
        ("white 5s[zd4]", "white 5s[zd4]"),
        ("w 5S[00]", "white 5s[00]"),
        // A letter's goals first, then its constraints and nested branches in Popeye's
        // order: constraints first in series play and after help play's letter that does
        // not end it, last elsewhere; a series' forks as read (the order is its meaning).
        ("black 4hh{+}[#]", "black 4hh[#]{+}"),
        ("white 3s{!+}[x]", "white 3s{!+}[x]"),
        ("white 3s[x]{!+}", "white 3s[x]{!+}"),
        ("black 2hh{!+}[1s[1s[#]]]", "black 2hh[1s[1s[#]]]{!+}"),
        ("black 4h{x}[1s[#]]h", "black 4h{x}[1s[#]]h"),
        ("white 4a{+}[1d[#]a]d", "white 4a[1d[#]a]{+}d"),
        ("white 3a{!+}[#]d", "white 3a[#]{!+}d"),
    ] {
        let p = problem(text);
        let s = p.structured.as_ref().unwrap_or_else(|| panic!("{text}"));
        assert_eq!(s.to_string(), printed, "{text}");
        // What it prints reads back as the same play (a branch's constraints and ends in
        // Popeye's order).
        let again = problem(printed).structured.unwrap();
        assert_eq!(again.to_string(), printed, "{printed}");
    }
}

#[test]
fn the_side_word_is_the_files_language() {
    let fr = "debutprobleme\npieces blanc ra1 noir rh8\nsenonce noir 4hh[#]\nfinprobleme\n";
    let p = parse_popeye(fr).unwrap().remove(0);
    assert_eq!(p.structured.unwrap().side, Side::Black);
    let de = "anfangproblem\nsteine weiss ka1 schwarz kh8\nsforderung schwarz 4hh[#]\nende\n";
    let p = parse_popeye(de).unwrap().remove(0);
    assert_eq!(p.structured.unwrap().side, Side::Black);
}

#[test]
fn bad_structured_stipulations_are_errors_at_their_column() {
    // `sstipulation ` takes 13 columns: the side starts at 14.
    let (column, message) = error("purple 3a[#]d");
    assert_eq!(column, 14);
    assert!(message.contains("side"), "{message}");
    let (column, message) = error("white 3q[#]d");
    assert_eq!(column, 21);
    assert!(message.contains("a (attack), d"), "{message}");
    let (column, message) = error("white 3a[#d");
    assert_eq!(column, 24);
    assert!(message.contains("']' expected"), "{message}");
    let (_, message) = error("white 4h[#]");
    assert!(message.contains("second 'h'"), "{message}");
    let (column, message) = error("white 3a[#]d & #");
    assert_eq!(column, 29);
    assert!(message.contains("one group"), "{message}");
    let (_, message) = error("white 3d[#]a | 3d[#]a");
    assert!(message.contains("defending branch"), "{message}");
    let (column, message) = error("white 0a[#]d");
    assert_eq!(column, 20);
    assert!(message.contains("is no goal"), "{message}");
    let (_, message) = error("white 3a[#]d)");
    assert!(message.contains("unexpected ')'"), "{message}");
    let (_, message) = error("white 3d[>1a[#]d]a");
    assert!(message.contains("'>'"), "{message}");
    let (_, message) = error("white");
    assert!(message.contains("needs the play"), "{message}");
}

#[test]
fn structured_stipulations_equal_to_plain_ones_are_played_as_them() {
    for (text, plain, shortest) in [
        ("white 5s[#]", Some("ser-#5"), None),
        ("black 4hh[#]", Some("h#2"), None),
        ("white 5h[=]h", Some("h=2.5"), None),
        ("black -5h[=]h", Some("h=2.5"), None),
        ("white 3a[#]d", Some("#2"), None),
        ("white 1a[#]", Some("#1"), None),
        ("white 4ad[x]", Some("sx2"), None),
        ("black 4:4hh[#]", Some("exact-h#2"), None),
        ("white 3:3a[#]d", Some("exact-#2"), None),
        ("black 10:12hh[#]", Some("h#6"), Some(10)),
        ("white 3:5s[#]", Some("ser-#5"), Some(3)),
        // `?+?` in help play: the parry series the manual names.
        ("white 7h[#]?+?h", Some("phser-#4"), None),
        ("white 7h[1d[#]a]?+?h", Some("phser-s#4"), None),
        ("black 7h[1a[#]d]?+?h", Some("pser-h#4"), None),
        ("black 13h[1h[#]h]?+?h", Some("pser-h#7"), None),
        // The reciprocal help end, its operands in either order, its goals as in
        // `reci-h(goal')goal`.
        ("black 2hh[2hh[#]&1h[#]h]", Some("reci-h#2"), None),
        ("black 2hh[1h[#]h&2hh[#]]", Some("reci-h#2"), None),
        ("black 4hh[2hh[#]&1h[=]h]", Some("reci-h(=)#3"), None),
        ("black 2hh[2hh[#]|1h[#]h]", None, None),
        ("black 2hh[4hh[#]&1h[#]h]", None, None),
        // (In battle play it is played by `structured`, as `pser-#8` is.)
        ("white 15a[#]?+?d", None, None),
        // Not the plain stipulation's side, or more than it says.
        ("white 4hh[#]", None, None),
        ("black 5s[#]", None, None),
        // Battle play's reflex ends and a series' self end, as the manual names them.
        ("white 3a[1a[#]d]d", Some("semi-r#2"), None),
        ("white 3a[>1a[#]d]d", Some("semi-r#2"), None),
        ("white 3a[1a[#]d]d{!1a[#]d}", Some("r#2"), None),
        ("white 3a[>1a[#]d]d{!1a[#]d}", Some("r#2"), None),
        ("white 6s[1d[#]a]", Some("ser-s#6"), None),
        ("white 3a[1a[#]d]d{!1a[=]d}", None, None),
        ("black 4hh[x&=]", None, None),
    ] {
        let p = problem(text);
        let s = p.structured.as_ref().unwrap();
        let expected = plain.map(|t| Stipulation::parse(t).unwrap());
        assert_eq!(s.as_stipulation(), expected, "{text}");
        let min = s.root_branch().and_then(|(_, b)| b.shortest_listed());
        assert_eq!(min, shortest, "{text}");
        assert_eq!(p.position.side_to_move(), s.first_mover(), "{text}");
    }
}

/// Structured stipulations played as a plain one under the options its plain form needs:
/// battle play the defender begins is the plain play's post-key play (numbered from the
/// defender's move where no `-` hands it the first move), goals after both letters of self
/// play its `quodlibet`; and the reflex and help ends of series and help play the manual
/// names.
#[test]
fn structured_stipulations_are_played_as_plain_ones_with_options() {
    for (text, plain, post_key, numbered, quodlibet) in [
        ("black 1d[#]a", "s#1", true, true, false),
        ("white -1d[#]a", "s#1", true, false, false),
        ("white -5d[#]a", "s#3", true, false, false),
        ("white -6da[#]", "#4", true, false, false),
        ("black 6da[#]", "#4", true, true, false),
        ("white 4a[#=]d[#=]", "s#=2", false, false, true),
        ("white 2s[1a[x]d]{!1a[x]d}", "ser-rx2", false, false, false),
        ("white 3h[>1a[x]d]h{!1a[x]d}", "hrx2", false, false, false),
        (
            "black 10:10s[1h[00]h]",
            "exact-ser-h0010",
            false,
            false,
            false,
        ),
    ] {
        let p = problem(text);
        let s = p.structured.as_ref().unwrap();
        let pp = s.as_plain().unwrap_or_else(|| panic!("{text}"));
        assert_eq!(pp.stipulation, Stipulation::parse(plain).unwrap(), "{text}");
        assert_eq!(
            (pp.post_key, pp.defence_numbered, pp.quodlibet),
            (post_key, numbered, quodlibet),
            "{text}"
        );
    }
    // Not the plain play's side, or not its shape.
    for text in [
        "white 1d[#]a",
        "white 4a[#=]d[#]",
        "white 2s[1a[x]d]{!1a[#]d}",
        "white 3h[1a[x]d]h{!1a[x]d}",
        "white 3:5d[#]a",
    ] {
        let p = problem(text);
        assert_eq!(p.structured.as_ref().unwrap().as_plain(), None, "{text}");
    }
}

/// A twin's `sstipulation` replaces the structured stipulation (BEISPIEL undeckbar #7,
/// `2hh[/2da[#]{!+}]` then `4:4hh[/2da[#]{!+}]`; sford #32, `1a[#]d` then `3:3a[#]d`, …),
/// printed over the twin as Popeye prints it (`b) Weiss 3:3a[#]d`), written back to Popeye
/// files in the file's language and to session files.
#[test]
fn a_twin_sets_a_structured_stipulation() {
    use feerie::rules::problem::TwinCommand;
    use feerie::session::open::session_from_text;
    let text = "anfang\nsteine weiss ka1 db1 schwarz kh8\nsforderung weiss 1a[#]d\n\
                zwilling sforderung weiss 3:3a[#]d\nende\n";
    let p = parse_popeye(text).unwrap().remove(0);
    let TwinCommand::Structured(s) = &p.twins[0].commands[0] else {
        panic!("{:?}", p.twins);
    };
    assert_eq!(s.to_string(), "white 3:3a[#]d");
    let written = write_popeye(&p);
    assert!(written.contains("sforderung weiss 3:3a[#]d"), "{written}");
    assert_eq!(parse_popeye(&written).unwrap().remove(0), p);
    let toml = session_from_text(text).unwrap().to_toml();
    assert!(toml.contains("sstipulation = \"white 3:3a[#]d\""), "{toml}");
    let back = session_from_text(&toml).unwrap();
    assert_eq!(back.problems[0].problem.twins, p.twins);
    let twins = feerie::rules::twin_problems(&p).unwrap();
    assert_eq!(twins[1].problem.structured.as_ref(), Some(s));
    assert_eq!(
        twins[1].description.get(feerie::rules::Language::German),
        "Weiss 3:3a[#]d"
    );
}

#[test]
fn a_structured_stipulation_writes_back_as_read() {
    let p = problem("black 3s[1s[-1s[+]]{x}]");
    let written = write_popeye(&p);
    assert!(
        written.contains("sstipulation black 3s[1s[-1s[+]]{x}]"),
        "{written}"
    );
    let again = parse_popeye(&written).unwrap().remove(0);
    assert_eq!(again, p);
}

#[test]
fn structured_play_feerie_does_not_play_is_refused_by_name() {
    for (text, part) in [
        ("white 5a[3a[#]d]d", "battle play"),
        ("white 4hh[!(x|=)&#]", "'!' before '(…)' of goals"),
        // (`-` before a series: Popeye prints its moves without numbers.)
        ("black -3s[#]", "'-' before a series of more than one move"),
        (
            "black -3s[1s[#]]",
            "'-' before a series of more than one move",
        ),
        (
            "white 3a[#]d | -3s[#]",
            "'-' before a series of more than one move",
        ),
        ("white 3h[3a[#]d]h", "battle play (a, d) nested"),
        ("white 7h[#]{+}?+?h", "'?+?' (parry play)"),
        ("white 5a[1d[#]a]?+?d", "'?+?' in battle play other than"),
        (
            "white 5a[>1a[#]d]?+?d{!1a[#]d}",
            "'?+?' in battle play other than",
        ),
        ("white 2:5h[#]h", "m and n of different parity"),
        ("black 3:4hh[#]", "m and n of different parity"),
        ("white 3h[2:5h[#]h]h", "m and n of different parity"),
        (
            "white 3s[#]{!1a[#]d}",
            "a constraint ({…}) of play, not of goals",
        ),
        ("black 4hh{x}{+}[#]", "two constraints after one letter"),
        ("white 5s[ct&x]", "the goal ct"),
        // (`/` is played before a defence end alone: Popeye prints no line of
        // `2s[/1s[x]]`.)
        ("white 3h[/1s[x]]h", "'/' before other play than 1d[goals]a"),
        (
            "black 4hh[/3da[#]]",
            "'/' before other play than 1d[goals]a",
        ),
    ] {
        let p = problem(text);
        match solve(&p, &SolveOptions::default(), &mut |_| {}) {
            Err(SolveError::Unsupported { message, line }) => {
                assert!(message.contains(part), "{text}: {message}");
                assert_eq!(line.0, Some(3), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    // A proof game's goal is kept as written and refused as a whole.
    let p = problem("white 3a[dia]d");
    assert_eq!(p.structured, None);
    assert!(matches!(
        solve(&p, &SolveOptions::default(), &mut |_| {}),
        Err(SolveError::Kept(_))
    ));
}

/// Problems made for structured play (tests/data/sstip-made, with Popeye 4.104's outputs):
/// plays joined by `&` and `|` at the top (`A|B` prints B only where A has no solution, `A&B`
/// nothing unless both have one, then A and B; the second operand's battle play with its
/// variations, no threats, but under `option variation`, where both have theirs); help play
/// numbered from its first move, or from the half-move a
/// `-` leaves out; a leaf's goal avoided (`!x`) printing the line once more, with its check
/// alone; goals joined by `|` (the first that holds shows its mark) and `&` on a key (the
/// markers in turn, no check: `x z`); help and series play ending where a leaf that leaves
/// moves holds early, and going on past a leaf Popeye takes for immobility (`!#&x`);
/// constraints of goals on help and series play (`4h{x}h[#]`, `4hh{+}[#]`, `3s{!+&!x}[=]`),
/// met by each move of their letter but the one the leaf follows; `>` before a nested branch
/// (`3h[>1a[x]d]h`: no line goes on from where the nested play has a solution, help play of
/// no move included) and a nested `1a[goals]d` played as a one-move series; minimal lengths
/// (`2:3s[#]`, `2:4hh[#]`, `3:5h[#]h`: every length from m to n listed); a series'
/// constraint written after its goals tested on the move that reaches them too
/// (`2s[x]{+}`, `1s[#]{!+}`: no solution), written before them not (`2s{+}[x]`); parry
/// series (`?+?`): as battle play (`5a[#]?+?d`, `3a[#]?+?d`: every key, each followed by the
/// shortest continuations alone, every parry answered), as help play (`5h[#]?+?h`
/// phser-#3, `3h[1a[#]d]?+?h` pser-h#2, `3h[1d[#]a]?+?h` phser-s#2); battle play ending in
/// a reflex end (`3a[1a[x]d]d` semi-rx2, `3a[>1a[x]d]d{!1a[x]d}` rx2) and a series in a
/// self end (`2s[1d[x]a]` ser-sx2), played as the plain ones; a constraint of help play met
/// by the move that hands on to a defence end (`6hh{!x}[/2da[#]{!+}]`).
#[test]
fn problems_made_for_structured_play_are_solved_as_popeye_solves_them() {
    use crate::common::oracle::{solution_lines, solved_text};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sstip-made");
    let names = crate::common::oracle::inp_names(&dir);
    assert_eq!(names.len(), 64);
    let mut solved = 0;
    for name in names {
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).expect("input");
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        let problems = parse_popeye(&input).expect(&name);
        // The stipulation over Popeye's diagram: the side, the play without parentheses.
        let header = theirs
            .lines()
            .find_map(|l| {
                let mut words = l.split_whitespace();
                let side = words.next()?;
                let play = words.next()?;
                matches!(side, "White" | "Black").then(|| format!("{side} {play}"))
            })
            .expect(&name);
        let s = problems[0].structured.as_ref().expect(&name);
        let side = if s.side == Side::White {
            "White"
        } else {
            "Black"
        };
        assert_eq!(format!("{side} {}", s.popeye_form()), header, "{name}");
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n{ours}"
        );
        solved += usize::from(!solution_lines(&theirs).is_empty());
    }
    // (Two of them have no solution: `A&B` where one operand has none.)
    assert_eq!(solved, 60);
    // Options feerie does not play with them are refused by name.
    let mut p = problem("white 3a[#]d | 4hh[#]");
    p.options.set_play = true;
    match solve(&p, &SolveOptions::default(), &mut |_| {}) {
        Err(SolveError::Unsupported { message, .. }) => {
            assert!(message.contains("option setplay"), "{message}")
        }
        other => panic!("{other:?}"),
    }
}

/// Popeye's own problems with structured stipulations feerie plays: goal conjunctions in help
/// play (`4hh[x&=]`), a one-move battle (`1a[!x&#]d`), series with nested series, `-` and a
/// goal constraint (`3s[1s[-1s[+]]{x}]`), help play ending in nested series
/// (`4hh[1s[1s[#]]{+}]`) and a minimal length (`10:12hh[#]`).
#[test]
fn popeyes_structured_problems_are_solved_as_popeye_solves_them() {
    check_corpus_list("sstip-corpus", 5);
}

/// Plain parry series of direct play (tests/data/parry-battle, with Popeye 4.104's outputs)
/// are battle play, as their structured form `(2n-1)a[goal]?+?d`: `pser-#3` lists
/// `1.Kb6-a6   2.Rd1-d8 #` but not `1.Kb6-a6   2.Rd1-c1   3.Rc1-c8 #`, which `ser-#3` and
/// `phser-#3` list.
#[test]
fn parry_series_of_direct_play_are_battle_play() {
    use crate::common::oracle::{solution_lines, solved_text};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/parry-battle");
    for name in ["pser-mate", "pser-mate-2", "pser-capture"] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.inp"))).expect("input");
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        let problems = parse_popeye(&input).expect(name);
        assert!(problems[0].stipulation.unwrap().parry, "{name}");
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!solution_lines(&theirs).is_empty(), "{name}");
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n{ours}"
        );
    }
}

#[test]
fn a_session_reads_the_structured_stipulation_it_keeps() {
    use feerie::session::open::session_from_text;
    let text = "begin\npieces white kb5 be7 pb4 black kb8 pb6\nsstipulation black 4hh[x&=]\nend\n";
    let toml = session_from_text(text).unwrap().to_toml();
    let back = session_from_text(&toml).unwrap();
    let p = &back.problems[0].problem;
    assert_eq!(p.structured.as_ref().unwrap().to_string(), "black 4hh[x&=]");
    let solution = solve(p, &SolveOptions::default(), &mut |_| {}).unwrap();
    assert_eq!(solution.parts[0].play.solution_count(), 4);
}

/// Popeye's example problems with structured stipulations beyond its regression files
/// (tests/data/sstip-examples: BEISPIEL sford and undeckbar, EXAMPLES capzug and pseries, each
/// with Popeye 4.104's output):
/// - a suppressed defence end of help and series play, its moves left out of the lines:
///   `6hh[/2da[#]{!+}]` (every move of the side to move, not in check, allows a mate),
///   `5h[/1d[#]a{!+}]h`, `7h[/1d[=]a{!+}]h` (every move of it mates or stalemates itself),
///   `8s[1a[/1d[+]a{!+}]d]` (after the series, the other side's move into it);
/// - set play of such help play (`option setplay`: `1...Ka5-b4   2.Kb7-a6 …`);
/// - the reciprocal help end `2hh[2hh[#]&1h[#]h]` (and its operands swapped), `reci-h#2`;
/// - plays joined by `&` under `option variation`: every operand's battle play with its
///   threats and zugzwangs (`1.e7-e8=L ! Zugzwang.`);
///
/// (EXAMPLES pseries #3, `black 13h[1h[#]h]?+?h`, is read as `pser-h#7`, which it is, and
/// agrees, in about 50 s: too slow for a test run.)
#[test]
fn popeyes_example_problems_with_structured_stipulations_are_solved_as_popeye_solves_them() {
    use crate::common::oracle::{solution_lines, solved_text};
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/sstip-examples");
    let names = crate::common::oracle::inp_names(&dir);
    assert_eq!(names.len(), 24);
    for name in names {
        let input = std::fs::read(dir.join(format!("{name}.inp"))).expect("input");
        let input = String::from_utf8_lossy(&input);
        let theirs = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("output");
        let problems = parse_popeye(&input).expect(&name);
        // The stipulation over Popeye's diagram, in the file's language (a long one runs
        // into the piece count: `3a[#]d&-4hh[#]&4ad[#]&-4hh[=]8 + 10`; `option threat`'s
        // length follows it: `-6da[#]/1`).
        let s = problems[0].structured.as_ref().expect(&name);
        let play = s.popeye_form();
        let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
        assert!(
            theirs
                .lines()
                .any(|l| l.split_whitespace().nth(1).is_some_and(|w| w == play
                    || w.strip_prefix(play.as_str()).is_some_and(
                        |rest| digits(rest) || rest.strip_prefix('/').is_some_and(digits)
                    ))),
            "{name}: {play}"
        );
        let ours = solved_text(&problems).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!solution_lines(&theirs).is_empty(), "{name}");
        assert_eq!(
            solution_lines(&ours),
            solution_lines(&theirs),
            "{name}:\n{ours}"
        );
    }
}
