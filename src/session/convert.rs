//! A session in the other formats: Popeye input that keeps each problem's notes and intended
//! number of solutions, and what a FEN cannot hold.
//!
//! # Notes and the intended count in a Popeye file
//!
//! Popeye input has no place for them, so feerie writes them as remarks that start with
//! `feerie:`, after the problem's own remarks, and reads them back from there:
//!
//! ```text
//! remark feerie: intended 2
//! remark feerie: note The rook's two ways.
//! remark feerie: note "  a line with spaces at its ends  "
//! ```
//!
//! * `feerie: intended N`: the number of solutions the problem intends; written only when it
//!   is not 1.
//! * `feerie: note TEXT`: one line of the notes each, in order. A line that starts or ends
//!   with white space, holds a control character or starts with `"` is written as a quoted
//!   string with JSON's escapes (Popeye trims a remark's ends).
//!
//! The file stays valid Popeye input (Popeye prints the remarks with the problem). Reading it
//! moves these remarks into [`SessionProblem::intended`] and [`SessionProblem::notes`] and
//! leaves every other remark where it was, so they are never duplicated. A remark that starts
//! with `feerie:` but says nothing feerie reads stays a remark.

use super::format::{Session, SessionProblem};
use crate::notation::popeye::write_popeye_all;
use crate::rules::kept::Kept;
use crate::rules::problem::Problem;
use crate::rules::Language;

/// The start of the remarks feerie writes for itself.
pub const REMARK_PREFIX: &str = "feerie:";

/// One line of notes as the text after `note `: as it is when Popeye reads it back unchanged,
/// quoted otherwise.
fn note_line(line: &str) -> String {
    let plain = !line.starts_with('"') && line.trim() == line && !line.contains(char::is_control);
    if plain {
        line.to_string()
    } else {
        serde_json::Value::String(line.to_string()).to_string()
    }
}

/// The remarks that carry a session problem's intended count and notes.
pub fn feerie_remarks(sp: &SessionProblem) -> Vec<String> {
    let mut out = Vec::new();
    if sp.intended != 1 {
        out.push(format!("{REMARK_PREFIX} intended {}", sp.intended));
    }
    if !sp.notes.is_empty() {
        for line in sp.notes.split('\n') {
            let text = note_line(line);
            if text.is_empty() {
                out.push(format!("{REMARK_PREFIX} note"));
            } else {
                out.push(format!("{REMARK_PREFIX} note {text}"));
            }
        }
    }
    out
}

/// What a remark of feerie's says.
enum FeerieRemark {
    Intended(u32),
    Note(String),
}

fn read_remark(remark: &str) -> Option<FeerieRemark> {
    let rest = remark.strip_prefix(REMARK_PREFIX)?.trim_start();
    if let Some(n) = rest.strip_prefix("intended") {
        return n.trim().parse().ok().map(FeerieRemark::Intended);
    }
    let text = rest.strip_prefix("note")?;
    if text.is_empty() {
        return Some(FeerieRemark::Note(String::new()));
    }
    let text = text.strip_prefix(' ')?;
    if text.starts_with('"') {
        serde_json::from_str::<String>(text)
            .ok()
            .map(FeerieRemark::Note)
    } else {
        Some(FeerieRemark::Note(text.to_string()))
    }
}

/// A problem read from Popeye input as a session problem: the remarks [`feerie_remarks`]
/// writes become its intended count and notes (one intending one solution, without notes,
/// when there are none); the other remarks stay.
pub fn session_problem_from_popeye(mut problem: Problem) -> SessionProblem {
    let mut intended = 1;
    let mut notes: Option<String> = None;
    let mut remarks = Vec::with_capacity(problem.meta.remarks.len());
    for remark in std::mem::take(&mut problem.meta.remarks) {
        match read_remark(&remark) {
            Some(FeerieRemark::Intended(n)) => intended = n,
            Some(FeerieRemark::Note(line)) => match &mut notes {
                Some(n) => {
                    n.push('\n');
                    n.push_str(&line);
                }
                None => notes = Some(line),
            },
            None => remarks.push(remark),
        }
    }
    problem.meta.remarks = remarks;
    SessionProblem {
        problem,
        intended,
        notes: notes.unwrap_or_default(),
    }
}

/// A session of the problems of a Popeye file (see [`session_problem_from_popeye`]).
pub fn session_from_popeye(problems: Vec<Problem>) -> Session {
    Session {
        problems: problems
            .into_iter()
            .map(session_problem_from_popeye)
            .collect(),
        ..Session::default()
    }
}

/// The session's problems as Popeye input, each with its intended count and notes as
/// remarks (see the module documentation). The UI state is not written.
pub fn session_to_popeye(session: &Session) -> String {
    let problems: Vec<Problem> = session
        .problems
        .iter()
        .map(|sp| {
            let mut p = sp.problem.clone();
            p.meta.remarks.extend(feerie_remarks(sp));
            p
        })
        .collect();
    write_popeye_all(&problems)
}

/// What saving `session` as Popeye input would lose, one element a line (`problem 2: the
/// side to move (Black)`, `problem 1: twin 2`, …), found by writing the Popeye text and reading
/// it back: empty when the file gives back every problem as it is (its notes and intended
/// count included, see the module documentation). The UI state (the problem shown, the
/// cursor, the theme) is not counted: Popeye input never holds it.
pub fn popeye_losses(session: &Session) -> Vec<String> {
    let mut out = Vec::new();
    let many = session.problems.len() > 1;
    for (i, sp) in session.problems.iter().enumerate() {
        let alone = Session {
            problems: vec![sp.clone()],
            ..Session::default()
        };
        let text = session_to_popeye(&alone);
        let back = crate::notation::popeye::parse_popeye(&text)
            .map(|problems| session_from_popeye(problems).problems);
        let lost = match back.as_deref() {
            Ok([b]) => problem_losses(sp, b),
            Ok(_) => vec!["the problem (it reads back as another count of problems)".into()],
            Err(_) if sp.problem.stipulation.is_none() && sp.problem.kept.stipulation.is_none() => {
                vec!["everything (without a stipulation the file would not open again)".into()]
            }
            Err(e) => vec![format!("everything (the file would not read back: {e})")],
        };
        for what in lost {
            if many {
                out.push(format!("problem {}: {what}", i + 1));
            } else {
                out.push(what);
            }
        }
    }
    out
}

/// What differs between a session problem and what a file gave back for it, named.
fn problem_losses(sp: &SessionProblem, back: &SessionProblem) -> Vec<String> {
    let mut out = Vec::new();
    let (p, b) = (&sp.problem, &back.problem);
    let fen = crate::notation::fen::to_fen(&p.position);
    let fen_back = crate::notation::fen::to_fen(&b.position);
    if fen != fen_back {
        let fields: Vec<&str> = fen.split(' ').collect();
        let fields_back: Vec<&str> = fen_back.split(' ').collect();
        let names = [
            "the pieces",
            "the side to move",
            "the castling rights",
            "the e.p. square",
            "the half-move clock",
            "the move number",
        ];
        let mut named = false;
        for (k, name) in names.iter().enumerate() {
            let (a, z) = (fields.get(k), fields_back.get(k));
            if a != z {
                named = true;
                match (k, a) {
                    (1, Some(&"b")) => out.push(format!("{name} (Black)")),
                    (1, Some(_)) => out.push(format!("{name} (White)")),
                    (2 | 3, Some(v)) => out.push(format!("{name} ({v})")),
                    _ => out.push(name.to_string()),
                }
            }
        }
        if !named || fields.get(6..) != fields_back.get(6..) {
            out.push("the diagram's state (imitators, rebirths)".to_string());
        }
    }
    if p.stipulation != b.stipulation {
        match &p.stipulation {
            Some(s) => out.push(format!("stipulation {s}")),
            None => out.push("the missing stipulation".to_string()),
        }
    }
    if p.conditions != b.conditions {
        out.push("conditions".to_string());
    }
    if p.options != b.options {
        out.push("options".to_string());
    }
    if p.twins != b.twins {
        if p.twins.len() == b.twins.len() {
            out.push("twins".to_string());
        } else {
            out.push(format!(
                "twins ({} written, {} read back)",
                p.twins.len(),
                b.twins.len()
            ));
        }
    }
    if p.zero_position != b.zero_position {
        out.push("zeroposition".to_string());
    }
    let (m, n) = (&p.meta, &b.meta);
    for (same, name) in [
        (m.author == n.author, "author"),
        (m.origin == n.origin, "source"),
        (m.title == n.title, "title"),
        (m.award == n.award, "award"),
        (m.remarks == n.remarks, "remarks"),
        (m.language == n.language, "language"),
    ] {
        if !same {
            out.push(name.to_string());
        }
    }
    if p.kept != b.kept {
        out.push("the kept elements".to_string());
    }
    if sp.intended != back.intended {
        out.push(format!("intended {}", sp.intended));
    }
    if sp.notes != back.notes {
        out.push("notes".to_string());
    }
    if out.is_empty() && sp != back {
        out.push("a detail of the problem".to_string());
    }
    out
}

/// What a FEN of `problem`'s diagram does not hold, one element a line (`stipulation #2`,
/// `condition Wormholes e5f8`, `twin 1`, `author`, …): FEN holds the position (with the state
/// feerie's extended FEN adds) and nothing else. A problem read from a FEN (stipulation `~1`
/// for its side to move, nothing else) loses nothing.
pub fn dropped_by_fen(problem: &Problem) -> Vec<String> {
    let mut out = Vec::new();
    let fen_problem = super::open::problem_from_position(problem.position);
    if problem.stipulation != fen_problem.stipulation {
        match &problem.stipulation {
            Some(s) => out.push(format!("stipulation {s}")),
            None => out.push("the missing stipulation (a FEN reads as ~1)".to_string()),
        }
    }
    for sq in super::format::hidden_rook_rights(&problem.position) {
        out.push(format!(
            "the castling right of the rook on {sq} (its king has lost its own)"
        ));
    }
    for c in &problem.conditions {
        out.push(format!("condition {}", c.name()));
    }
    let o = &problem.options;
    let mut options = Vec::new();
    for (on, name) in [
        (o.variation, "variation"),
        (o.no_threat, "nothreat"),
        (o.try_, "try"),
        (o.set_play, "setplay"),
        (o.white_to_play, "whitetoplay"),
        (
            o.half_duplex != fen_problem.options.half_duplex,
            "halfduplex",
        ),
        (o.duplex, "duplex"),
        (o.no_board, "noboard"),
        (
            o.intelligent && o.intelligent_limit.is_none(),
            "intelligent",
        ),
        (o.stop_on_short, "stoponshortsolutions"),
        (o.post_key, "postkeyplay"),
        (o.goal_is_end, "goalisend"),
        (o.quodlibet, "quodlibet"),
        (o.keep_mating, "keepmatingpiece"),
        (o.trivial_tries_avoid, "trivialtriesavoid"),
        (o.no_short_variations, "noshortvariations"),
        (o.mates_in_1, "matesin1"),
    ] {
        if on {
            options.push(name.to_string());
        }
    }
    for (value, name) in [
        (o.threat, "threat"),
        (o.defence, "defence"),
        (o.max_solutions, "maxsolutions"),
        (o.intelligent_limit, "intelligent"),
        (o.max_time, "maxtime"),
        (o.max_flights, "maxflightsquares"),
    ] {
        if let Some(n) = value {
            options.push(format!("{name} {n}"));
        }
    }
    if let Some(nt) = o.non_trivial {
        options.push(format!("nontrivial {} {}", nt.extra, nt.length));
    }
    for pair in crate::rules::problem::CastlingPair::in_set(o.castling_exclusive) {
        options.push(format!(
            "castlingmutuallyexclusive {}",
            pair.text(problem.position.size())
        ));
    }
    out.extend(options.into_iter().map(|o| format!("option {o}")));
    for (i, twin) in problem.twins.iter().enumerate() {
        out.push(format!(
            "twin {} ({} command{})",
            i + 1,
            twin.commands.len(),
            if twin.commands.len() == 1 { "" } else { "s" }
        ));
    }
    if problem.zero_position {
        out.push("zeroposition".to_string());
    }
    let meta = &problem.meta;
    for (value, name) in [
        (&meta.author, "author"),
        (&meta.origin, "origin"),
        (&meta.title, "title"),
        (&meta.award, "award"),
    ] {
        if let Some(v) = value {
            out.push(format!("{name} {}", first_line(v)));
        }
    }
    for r in &meta.remarks {
        out.push(format!("remark {}", first_line(r)));
    }
    let language = match meta.language {
        Language::English => None,
        Language::French => Some("French"),
        Language::German => Some("German"),
    };
    if let Some(l) = language {
        out.push(format!("language {l}"));
    }
    out.extend(dropped_kept(&problem.kept));
    out
}

/// A session problem's elements a FEN drops: the problem's ([`dropped_by_fen`]), its notes
/// and its intended count.
pub fn dropped_by_fen_session(sp: &SessionProblem) -> Vec<String> {
    let mut out = dropped_by_fen(&sp.problem);
    if sp.intended != 1 {
        out.push(format!("intended {}", sp.intended));
    }
    if !sp.notes.is_empty() {
        out.push(format!("notes {}", first_line(&sp.notes)));
    }
    out
}

fn dropped_kept(kept: &Kept) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(s) = &kept.stipulation {
        let key = if s.structured {
            "sstipulation"
        } else {
            "stipulation"
        };
        out.push(format!("{key} {}", s.text));
    }
    for c in &kept.conditions {
        out.push(with_words("condition", &c.name, &c.words));
    }
    for o in &kept.options {
        out.push(with_words("option", &o.name, &o.words));
    }
    for p in &kept.pieces {
        let mut name = format!("piece {}", p.colour.name());
        for a in &p.attributes {
            name.push(' ');
            name.push_str(a);
        }
        name.push_str(&format!(" {}{}", p.kind, p.square));
        out.push(name);
    }
    for c in &kept.commands {
        out.push(
            with_words(&c.keyword, &first_line(&c.text), &[])
                .trim_end()
                .to_string(),
        );
    }
    out
}

fn with_words(what: &str, name: &str, words: &[String]) -> String {
    let mut s = format!("{what} {name}");
    for w in words {
        s.push(' ');
        s.push_str(w);
    }
    s
}

/// The first line of a text, at most 60 characters, with `…` when there is more.
fn first_line(text: &str) -> String {
    const MOST: usize = 60;
    let mut lines = text.lines();
    let first = lines.next().unwrap_or("");
    let mut out: String = first.chars().take(MOST).collect();
    if out.len() < first.len() || lines.next().is_some() {
        out.push_str(" …");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::problem::Stipulation;

    fn problem() -> Problem {
        let mut p = Problem::new(parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap());
        p.stipulation = Some(Stipulation::parse("#2").unwrap());
        p.meta.remarks = vec!["first".into(), "feerie: unknown words".into()];
        p
    }

    #[test]
    fn notes_and_intended_come_back_from_popeye_without_duplicated_remarks() {
        for notes in [
            "",
            "one line",
            "two\nlines",
            "  spaced  \n\n\"quoted\"\ttab\n",
            "\n",
            "ünïcode — dash",
        ] {
            for intended in [0, 1, 2, u32::MAX] {
                let session = Session {
                    problems: vec![
                        SessionProblem {
                            problem: problem(),
                            intended,
                            notes: notes.to_string(),
                        },
                        SessionProblem::new(problem()),
                    ],
                    ..Session::default()
                };
                let text = session_to_popeye(&session);
                let back = session_from_popeye(parse_popeye(&text).unwrap());
                assert_eq!(back, session, "{text}");
                assert_eq!(session_to_popeye(&back), text);
                assert_eq!(text.matches("remark first").count(), 2, "{text}");
            }
        }
    }

    #[test]
    fn the_remarks_read_as_documented() {
        let text = "begin\nremark feerie: intended 3\nremark feerie: note a\nremark \
                    feerie: note\nremark feerie: note \"  b\"\nremark feerie: intended x\n\
                    pieces white ke1 black ke8\nstipulation #2\nend\n";
        let sp = &session_from_popeye(parse_popeye(text).unwrap()).problems[0];
        assert_eq!(sp.intended, 3);
        assert_eq!(sp.notes, "a\n\n  b");
        assert_eq!(sp.problem.meta.remarks, ["feerie: intended x"]);
    }

    #[test]
    fn a_fen_drops_everything_but_the_diagram() {
        let mut p = problem();
        p.meta.author = Some("A. Composer\nB. Composer".into());
        p.options.try_ = true;
        let mut castling = p.position.castling();
        castling.set_king(crate::rules::Side::White, false);
        p.position.set_castling(castling);
        let dropped = dropped_by_fen(&p);
        assert_eq!(
            dropped,
            [
                "stipulation #2",
                "the castling right of the rook on h1 (its king has lost its own)",
                "option try",
                "author A. Composer …",
                "remark first",
                "remark feerie: unknown words"
            ]
        );
        let fen = super::super::open::problem_from_position(
            parse_fen("4k3/8/8/8/8/8/8/4K2R b K - 0 1").unwrap(),
        );
        assert!(
            dropped_by_fen(&fen).is_empty(),
            "{:?}",
            dropped_by_fen(&fen)
        );
    }

    #[test]
    fn popeye_losses_name_what_a_popeye_file_cannot_give_back() {
        // Notes, intended count, twins and remarks all come back: nothing is lost.
        let mut sp = SessionProblem::new(problem());
        sp.notes = "two\nlines".into();
        sp.intended = 2;
        sp.problem = parse_popeye(
            "begin\npieces white ke1 rh1 black ke8\nstipulation #2\ntwin move e1 e2\nend\n",
        )
        .unwrap()
        .remove(0);
        let session = Session {
            problems: vec![sp.clone()],
            ..Session::default()
        };
        assert_eq!(popeye_losses(&session), Vec::<String>::new());
        // Black to move in a #2: Popeye input has no side to move (its stipulation says
        // White), and no castling right the diagram does not imply.
        let mut black = sp.clone();
        black.problem.position = parse_fen("4k3/8/8/8/8/8/8/4K2R b - - 0 1").unwrap();
        let mut no_stipulation = SessionProblem::new(problem());
        no_stipulation.problem.stipulation = None;
        let session = Session {
            problems: vec![sp, black, no_stipulation],
            ..Session::default()
        };
        let lost = popeye_losses(&session);
        assert!(
            lost.iter()
                .any(|l| l == "problem 2: the side to move (Black)"),
            "{lost:?}"
        );
        assert!(
            lost.iter().all(|l| !l.starts_with("problem 1:")),
            "{lost:?}"
        );
        assert!(
            lost.contains(
                &"problem 3: everything (without a stipulation the file would not open again)"
                    .to_string()
            ),
            "{lost:?}"
        );
    }
}
