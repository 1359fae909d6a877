//! Problems as LaTeX for `diagram.sty` (CTAN's chess-problem-diagrams, the package Popeye's
//! own LaTeX output is written for): a document with one `diagram` environment per problem.
//!
//! ```text
//! \begin{diagram}%
//!  \author{Kotesovec, Vaclav}%
//!  \source{Rex Multiplex 1986}%
//!  \award{3rd Prize}%
//!  \pieces{wKd1, wDc7, sKa8, wDUe4}%
//!  \remark{\mbox{\wDU =Grasshopper}}%
//!  \stipulation{\#2}%
//!  \condition{Imitator c2}%
//!  \twins{b) wKd1{\ra}e1}%
//!  \solution{...}%
//! \end{diagram}%
//! ```
//!
//! * `\author`: each author line written `Surname, First names`, as diagram.sty expects
//!   (a line that already has a comma stays as it is), several authors joined by `; `.
//! * `\pieces`: colour `w`, `s` (black) or `n` (neutral), diagram.sty's piece letter (German:
//!   `K D T L S B`), for a fairy piece its figure's turn (`U` upside down, `L` a quarter turn
//!   to the left, `R` to the right; see [`super::figure`]), then the square.
//! * `\remark`: each fairy piece named once (`\mbox{\wDU =Grasshopper}`, as Popeye writes it),
//!   the pieces diagram.sty cannot draw or whose attributes it cannot show, a board other than
//!   8x8, and the problem's remarks, parted by `{\newline}`.
//! * `\stipulation` (`*` after it for set play), `\condition` and `\twins` in the problem's
//!   language, as Popeye writes them; `\solution` when a solution is known.
//!
//! Texts are escaped: `\ { } $ & # ^ _ % ~` become LaTeX's commands for them, and Popeye's
//! arrows `-->` and `<-->` become diagram.sty's `{\ra}` and `{\lra}`. The session's notes and
//! intended number of solutions are the composer's and are not published.

use super::{capitalised, figure, kind_title, units, Exported, Unit};
use crate::notation::popeye::{conditions_text, twin_text};
use crate::rules::kept::KeptKind;
use crate::rules::piece::{Colour, PieceKind};
use crate::rules::problem::Problem;
use crate::rules::square::BoardSize;
use crate::rules::twin::twin_problems;

/// A LaTeX document of the problems, one `diagram` each.
pub fn document(problems: &[Exported]) -> String {
    let mut out =
        String::from("\\documentclass{article}%\n\\usepackage{diagram}%\n\n\\begin{document}%\n");
    for (i, e) in problems.iter().enumerate() {
        if i > 0 {
            out.push_str("\\hfill%\n");
        }
        out.push_str(&diagram(&e.problem.problem, e.solution));
    }
    out.push_str("\\end{document}\n");
    out
}

/// One problem's `diagram` environment.
pub fn diagram(problem: &Problem, solution: Option<&str>) -> String {
    let meta = &problem.meta;
    let lang = meta.language;
    let mut out = String::from("\\begin{diagram}%\n");
    let mut element = |name: &str, value: &str| {
        out.push_str(&format!(" \\{name}{{{value}}}%\n"));
    };
    if let Some(author) = &meta.author {
        element("author", &authors(author));
    }
    if let Some(origin) = &meta.origin {
        element("source", &escape_lines(origin));
    }
    if let Some(award) = &meta.award {
        element("award", &escape_lines(award));
    }
    if let Some(title) = &meta.title {
        element("dedication", &escape_lines(title));
    }
    let all = units(problem);
    let drawn: Vec<String> = all.iter().filter_map(piece_code).collect();
    element("pieces", &drawn.join(", "));
    let remark = remark(problem, &all);
    if !remark.is_empty() {
        element("remark", &remark);
    }
    if let Some(s) = &problem.stipulation {
        let star = if problem.options.set_play { "*" } else { "" };
        element("stipulation", &format!("{}{star}", escape(&s.to_string())));
    }
    let conditions = conditions_text(problem, lang);
    if !conditions.is_empty() {
        element("condition", &escape(&capitalised(&conditions)));
    }
    if !problem.twins.is_empty() {
        element("twins", &twins(problem));
    }
    if let Some(text) = solution {
        // Blank lines are kept one at a time (an empty twin's part leaves several).
        let mut lines: Vec<String> = Vec::new();
        for line in text.trim_end().lines().map(escape) {
            let blank = line.trim().is_empty();
            if !(blank && lines.last().is_none_or(|l: &String| l.trim().is_empty())) {
                lines.push(if blank { String::new() } else { line });
            }
        }
        if lines.iter().all(|l| l.trim().is_empty()) {
            element("solution", "");
        } else {
            element("solution", &format!("\n{}\n", lines.join("\n")));
        }
    }
    out.push_str("\\end{diagram}%\n");
    out
}

/// diagram.sty's colour letter.
fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::White => 'w',
        Colour::Black => 's',
        Colour::Neutral => 'n',
    }
}

/// diagram.sty's code of a kind without its colour: `D`, `DU`, `SL`, … (`None` for a kind
/// without a figure).
pub fn kind_code(kind: PieceKind) -> Option<String> {
    let f = figure(kind)?;
    let letter = match f.base {
        PieceKind::King => "K",
        PieceKind::Queen => "D",
        PieceKind::Rook => "T",
        PieceKind::Bishop => "L",
        PieceKind::Knight => "S",
        _ => "B",
    };
    let turn = match f.turns {
        1 => "L",
        2 => "U",
        3 => "R",
        _ => "",
    };
    Some(format!("{letter}{turn}"))
}

/// A unit as `\pieces` lists it (`wKe1`), if diagram.sty can draw it.
fn piece_code(unit: &Unit) -> Option<String> {
    let kind = unit.known()?;
    Some(format!(
        "{}{}{}",
        colour_letter(unit.colour),
        kind_code(kind)?,
        unit.square
    ))
}

/// The remark: the fairy pieces' names, what `\pieces` cannot show, the board size, the
/// problem's remarks.
fn remark(problem: &Problem, all: &[Unit]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for &kind in PieceKind::ALL.iter().filter(|k| !k.is_orthodox()) {
        let Some(code) = kind_code(kind) else {
            continue;
        };
        let mut colours: Vec<Colour> = all
            .iter()
            .filter(|u| u.known() == Some(kind))
            .map(|u| u.colour)
            .collect();
        colours.sort();
        colours.dedup();
        if colours.is_empty() {
            continue;
        }
        let figures: String = colours
            .iter()
            .map(|&c| format!("\\{}{code} ", colour_letter(c)))
            .collect();
        parts.push(format!("\\mbox{{{figures}={}}}", kind_title(kind)));
    }
    for unit in all {
        let name = match &unit.kind {
            KeptKind::Known(k) => kind_title(*k),
            KeptKind::Code(code) => code.to_ascii_uppercase(),
        };
        if super::drawn(unit).is_none() || !unit.attributes.is_empty() {
            let mut text = String::new();
            for a in &unit.attributes {
                text.push_str(a);
                text.push(' ');
            }
            text.push_str(&format!("{} {name} {}", unit.colour.name(), unit.square));
            parts.push(escape(&text));
        }
    }
    let size = problem.position.size();
    if size != BoardSize::STANDARD {
        parts.push(format!("board {}x{}", size.width(), size.height()));
    }
    for r in &problem.meta.remarks {
        parts.push(escape_lines(r));
    }
    parts.join("{\\newline}")
}

/// `\twins`: each twin's label and what it changes (`b) wKd1{\ra}e1`), in the problem's
/// language; a twin that cannot be applied is written as its Popeye command.
fn twins(problem: &Problem) -> String {
    let lang = problem.meta.language;
    match twin_problems(problem) {
        Ok(list) => list
            .iter()
            .filter(|t| !t.description.is_empty())
            .map(|t| format!("{} {}", t.label, escape(t.description.get(lang))))
            .collect::<Vec<_>>()
            .join(" "),
        Err(_) => problem
            .twins
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let index = i + usize::from(!problem.zero_position);
                let label = if index < 26 {
                    format!("{})", (b'a' + index as u8) as char)
                } else {
                    format!("z{})", index - 25)
                };
                format!("{label} {}", escape(&twin_text(t, lang)))
            })
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// Authors as diagram.sty wants them: `Surname, First names`, several joined by `; `.
fn authors(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| {
            if line.contains(',') {
                return escape(line);
            }
            match line.rsplit_once(' ') {
                Some((first, surname)) => format!("{}, {}", escape(surname), escape(first.trim())),
                None => escape(line),
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A text of several lines, escaped, its lines parted by `{\newline}`.
fn escape_lines(text: &str) -> String {
    text.lines()
        .map(escape)
        .collect::<Vec<_>>()
        .join("{\\newline}")
}

/// LaTeX's special characters as commands, Popeye's arrows as diagram.sty's.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(r) = rest.strip_prefix("<-->") {
            out.push_str("{\\lra}");
            rest = r;
            continue;
        }
        if let Some(r) = rest.strip_prefix("-->") {
            out.push_str("{\\ra}");
            rest = r;
            continue;
        }
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_characters_and_arrows_are_escaped() {
        assert_eq!(
            escape(r"50% & #2_a ~b^c {x} $y$ \z"),
            r"50\% \& \#2\_a \~{}b\^{}c \{x\} \$y\$ \textbackslash{}z"
        );
        assert_eq!(escape("bPa4-->c2 a1<-->h8"), r"bPa4{\ra}c2 a1{\lra}h8");
        assert_eq!(escape("Müller"), "Müller");
    }

    #[test]
    fn a_solution_keeps_its_indent_and_one_blank_line_at_a_time() {
        let p = Problem::new(crate::rules::position::Position::initial());
        let d = diagram(&p, Some("\n\na)\n\n\n\nb) x\n   1.e4 #\n\n"));
        assert!(
            d.contains(" \\solution{\na)\n\nb) x\n   1.e4 \\#\n}%\n"),
            "{d}"
        );
        let d = diagram(&p, Some("\n"));
        assert!(d.contains(" \\solution{}%\n"), "{d}");
    }

    #[test]
    fn authors_are_surname_first() {
        assert_eq!(authors("Vaclav Kotesovec"), "Kotesovec, Vaclav");
        assert_eq!(
            authors("Jörg Kuhlmann\nAchim Schöneberg"),
            "Kuhlmann, Jörg; Schöneberg, Achim"
        );
        assert_eq!(authors("Loyd, Samuel"), "Loyd, Samuel");
        assert_eq!(authors("Anonymous"), "Anonymous");
    }

    #[test]
    fn codes_are_diagram_sty_letters_with_turns() {
        assert_eq!(kind_code(PieceKind::Queen).as_deref(), Some("D"));
        assert_eq!(kind_code(PieceKind::Pawn).as_deref(), Some("B"));
        assert_eq!(kind_code(PieceKind::Bishop).as_deref(), Some("L"));
        assert_eq!(kind_code(PieceKind::Grasshopper).as_deref(), Some("DU"));
        assert_eq!(kind_code(PieceKind::Nightrider).as_deref(), Some("SU"));
        assert_eq!(kind_code(PieceKind::Zebra).as_deref(), Some("SL"));
        assert_eq!(kind_code(PieceKind::Mao).as_deref(), Some("SR"));
    }
}
