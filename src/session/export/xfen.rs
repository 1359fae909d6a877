//! Problems as YACPDB's xfen, with what xfen cannot say written beside it.
//!
//! xfen is FEN's piece placement with glyphs instead of kinds: ranks from the top, parted by
//! `/`, a run of empty squares as its length (`10` on a wide board), an orthodox glyph as its
//! letter (`K Q R B S P`, S the knight; lower case black), and any other glyph in parentheses:
//! `!` before the letter for a neutral piece, and the figure's quarter turns to the left after
//! it (`(Q2)` an upside-down white queen, `(!s1)` a neutral knight turned to the left). A
//! glyph says how a piece is drawn, not what it is: a grasshopper is `(Q2)`. So each problem
//! is written as lines:
//!
//! ```text
//! xfen: 4k3/8/8/8/4(Q2)3/8/8/4K3
//! pieces: white Ke1 Ge4; black Ke8
//! stipulation: #2
//! condition: imitator c2
//! ```
//!
//! `pieces` lists every unit in Popeye's codes (with its attributes) whenever the xfen alone
//! does not say every kind: a fairy piece, a piece with attributes, a kind feerie keeps but
//! cannot draw (its square is left empty in the xfen). `stipulation` and `condition` follow
//! when the problem has them (the conditions as Popeye writes them). Problems are parted by a
//! blank line.

use super::{figure, units, Exported, Unit};
use crate::notation::popeye::conditions_text;
use crate::rules::kept::KeptKind;
use crate::rules::piece::{Colour, PieceKind};
use crate::rules::problem::Problem;
use crate::rules::Language;

/// The problems' xfen lines (see the module documentation).
pub fn text(problems: &[Exported]) -> String {
    problems
        .iter()
        .map(|e| lines(&e.problem.problem))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One problem's lines.
pub fn lines(problem: &Problem) -> String {
    let all = units(problem);
    let mut out = format!("xfen: {}\n", xfen(problem, &all));
    let exact = all
        .iter()
        .all(|u| u.attributes.is_empty() && u.known().is_some_and(|k| k.is_orthodox()));
    if !exact {
        out.push_str(&format!("pieces: {}\n", pieces_list(&all)));
    }
    if let Some(s) = &problem.stipulation {
        out.push_str(&format!("stipulation: {s}\n"));
    }
    let conditions = conditions_text(problem, Language::English);
    if !conditions.is_empty() {
        out.push_str(&format!("condition: {conditions}\n"));
    }
    out
}

/// The glyph of a piece of `kind` and `colour` (`K`, `s`, `(Q2)`, `(!p)`).
/// `None` for a kind without a figure (listed under `pieces`, its square left empty).
pub fn glyph(kind: PieceKind, colour: Colour) -> Option<String> {
    let f = figure(kind)?;
    let letter = match f.base {
        PieceKind::King => 'k',
        PieceKind::Queen => 'q',
        PieceKind::Rook => 'r',
        PieceKind::Bishop => 'b',
        PieceKind::Knight => 's',
        _ => 'p',
    };
    let letter = match colour {
        Colour::White => letter.to_ascii_uppercase(),
        _ => letter,
    };
    let neutral = colour == Colour::Neutral;
    if !neutral && f.turns == 0 {
        return Some(letter.to_string());
    }
    let mut g = String::from("(");
    if neutral {
        g.push('!');
    }
    g.push(letter);
    if f.turns > 0 {
        g.push(char::from(b'0' + f.turns));
    }
    g.push(')');
    Some(g)
}

/// The placement: ranks from the top, glyphs and runs of empty squares.
fn xfen(problem: &Problem, all: &[Unit]) -> String {
    let size = problem.position.size();
    let mut ranks = Vec::with_capacity(size.height() as usize);
    for rank in (0..size.height()).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..size.width() {
            let unit = all.iter().find(|u| {
                u.square.rank() == rank && u.square.file() == file && u.known().is_some()
            });
            match unit.and_then(|u| u.known().and_then(|k| glyph(k, u.colour))) {
                Some(g) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(&g);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    ranks.join("/")
}

/// `white Ke1 Ge4; black Ke8; neutral royal Kd4`: every unit by colour, in Popeye's codes.
fn pieces_list(all: &[Unit]) -> String {
    [Colour::White, Colour::Black, Colour::Neutral]
        .into_iter()
        .filter_map(|colour| {
            let list: Vec<String> = all
                .iter()
                .filter(|u| u.colour == colour)
                .map(|u| {
                    let mut t = String::new();
                    for a in &u.attributes {
                        t.push_str(a);
                        t.push(' ');
                    }
                    let code = match &u.kind {
                        KeptKind::Known(k) => k.letters().to_string(),
                        KeptKind::Code(c) => c.to_ascii_uppercase(),
                    };
                    t.push_str(&format!("{code}{}", u.square));
                    t
                })
                .collect();
            (!list.is_empty()).then(|| format!("{} {}", colour.name(), list.join(" ")))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_bracket_what_is_not_an_upright_piece() {
        assert_eq!(
            glyph(PieceKind::Knight, Colour::White).as_deref(),
            Some("S")
        );
        assert_eq!(glyph(PieceKind::Pawn, Colour::Black).as_deref(), Some("p"));
        assert_eq!(
            glyph(PieceKind::Grasshopper, Colour::White).as_deref(),
            Some("(Q2)")
        );
        assert_eq!(
            glyph(PieceKind::Nightrider, Colour::Black).as_deref(),
            Some("(s2)")
        );
        assert_eq!(
            glyph(PieceKind::Zebra, Colour::White).as_deref(),
            Some("(S1)")
        );
        assert_eq!(
            glyph(PieceKind::Rook, Colour::Neutral).as_deref(),
            Some("(!r)")
        );
        assert_eq!(
            glyph(PieceKind::Grasshopper, Colour::Neutral).as_deref(),
            Some("(!q2)")
        );
    }
}
