//! What an export for publication leaves out of a session, named before it is written, as a
//! save in a format that cannot hold everything is ([`crate::session::convert::popeye_losses`]).
//!
//! The three formats say of a problem what a published diagram says: its pieces, its
//! stipulation and its conditions (as Popeye input writes them), and LaTeX and SVG its author,
//! source, award, title and twins too. So an export loses
//!
//! * whatever Popeye input loses (the side to move where the stipulation does not imply it,
//!   say: the formats carry no more of the position's state than Popeye input does);
//! * the options (LaTeX and SVG keep set play, as the `*` after the stipulation), which carry
//!   castling rights and the e.p. square beyond what the diagram implies;
//! * a stipulation feerie keeps unparsed, and the Popeye commands it keeps (`protocol`);
//! * the composer's notes and intended number of solutions, never published;
//! * xfen: the author, source, award, title, remarks and twins; SVG: the remarks, and twins
//!   that cannot be applied (LaTeX writes those as their Popeye commands).

use super::ExportFormat;
use crate::notation::popeye::option_list;
use crate::rules::twin::twin_problems;
use crate::rules::Language;
use crate::session::convert::popeye_losses;
use crate::session::format::{Session, SessionProblem};

/// What exporting `session` in `format` would leave out, one element each (`problem 2: notes`
/// when the session has several problems); empty when the export says everything.
pub fn export_losses(format: ExportFormat, session: &Session) -> Vec<String> {
    let many = session.problems.len() > 1;
    let mut out = Vec::new();
    for (i, sp) in session.problems.iter().enumerate() {
        for what in problem_losses(format, sp) {
            if many {
                out.push(format!("problem {}: {what}", i + 1));
            } else {
                out.push(what);
            }
        }
    }
    out
}

/// What exporting one problem in `format` leaves out.
fn problem_losses(format: ExportFormat, sp: &SessionProblem) -> Vec<String> {
    let alone = Session {
        problems: vec![sp.clone()],
        ..Session::default()
    };
    let mut out = popeye_losses(&alone);
    let p = &sp.problem;
    let mut add = |what: String| {
        if !out.contains(&what) {
            out.push(what);
        }
    };
    if p.stipulation.is_none() {
        if let Some(s) = &p.kept.stipulation {
            add(format!("stipulation {}", s.text));
        }
    }
    // Set play is the `*` after the stipulation in LaTeX and SVG; without a stipulation the
    // stand-in `halfduplex` is nobody's option.
    let mut shown = p.clone();
    if format != ExportFormat::Xfen {
        shown.options.set_play = false;
    }
    if p.stipulation.is_none() {
        shown.options.half_duplex = false;
    }
    let options = option_list(&shown, Language::English);
    if !options.is_empty() {
        add(format!("options ({})", options.join(", ")));
    }
    for c in &p.kept.commands {
        add(format!("command {}", c.keyword));
    }
    let meta = &p.meta;
    if format == ExportFormat::Xfen {
        for (value, name) in [
            (&meta.author, "author"),
            (&meta.origin, "source"),
            (&meta.award, "award"),
            (&meta.title, "title"),
        ] {
            if value.is_some() {
                add(name.to_string());
            }
        }
    }
    if format != ExportFormat::Latex && !meta.remarks.is_empty() {
        add("remarks".to_string());
    }
    if !p.twins.is_empty() {
        let plural = if p.twins.len() == 1 { "" } else { "s" };
        match format {
            ExportFormat::Xfen => add(format!("twins ({} twin{plural})", p.twins.len())),
            ExportFormat::Svg if twin_problems(p).is_err() => add(format!(
                "twins ({} twin{plural} that cannot be applied)",
                p.twins.len()
            )),
            _ => {}
        }
    }
    if sp.intended != 1 {
        add(format!("intended {}", sp.intended));
    }
    if !sp.notes.is_empty() {
        add("notes".to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::popeye::parse_popeye;
    use crate::session::convert::session_from_popeye;

    fn session(text: &str) -> Session {
        session_from_popeye(parse_popeye(text).unwrap())
    }

    #[test]
    fn each_format_names_what_it_does_not_write() {
        let mut s = session(
            "begin\nauthor A. Composer\norigin Somewhere 2026\nremark A fine one\n\
             stipulation #2\noption setplay variation\n\
             pieces white ke1 rh1 black ke8\ntwin move h1 h2\nend\n",
        );
        s.problems[0].notes = "the composer's".into();
        s.problems[0].intended = 2;
        let latex = export_losses(ExportFormat::Latex, &s);
        assert_eq!(
            latex,
            vec!["options (variations)", "intended 2", "notes"],
            "{latex:?}"
        );
        let svg = export_losses(ExportFormat::Svg, &s);
        assert_eq!(
            svg,
            vec!["options (variations)", "remarks", "intended 2", "notes"]
        );
        let xfen = export_losses(ExportFormat::Xfen, &s);
        assert_eq!(
            xfen,
            vec![
                "options (variations, setplay)",
                "author",
                "source",
                "remarks",
                "twins (1 twin)",
                "intended 2",
                "notes"
            ]
        );
    }

    #[test]
    fn a_plain_problem_loses_nothing_to_latex_and_two_are_numbered() {
        let s = session(
            "begin\nauthor A. Composer\nstipulation #2\npieces white ke1 qd1 black ke8\nnext\n\
             stipulation h#2\npieces white ke1 black ke8 qd8\nend\n",
        );
        assert!(export_losses(ExportFormat::Latex, &s).is_empty());
        assert!(export_losses(ExportFormat::Svg, &s).is_empty());
        assert_eq!(
            export_losses(ExportFormat::Xfen, &s),
            vec!["problem 1: author"]
        );
        // The side to move the stipulation does not imply is lost as in Popeye input.
        let mut s = session("begin stipulation #2 pieces white ke1 qd1 black ke8 end");
        s.problems[0]
            .problem
            .position
            .set_side_to_move(crate::rules::Side::Black);
        let lost = export_losses(ExportFormat::Latex, &s);
        assert!(
            lost.iter().any(|l| l.starts_with("the side to move")),
            "{lost:?}"
        );
    }
}
