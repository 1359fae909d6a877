//! Export for publication: a session's problems as LaTeX for `diagram.sty` ([`latex`]),
//! YACPDB's xfen with a pieces list ([`xfen`]), and an SVG diagram image ([`svg`]). These
//! formats are written, never read back: `feerie convert --to latex|xfen|svg` and the
//! workbench's `:export` call in here.
//!
//! This module owns what the three share: the format names ([`ExportFormat`]), the figure
//! each piece kind is drawn with ([`figure`]: an orthodox figurine, upright or turned, as
//! problemists draw fairy pieces), and writing a file ([`export_to_file`], atomic like every
//! save).
//!
//! # Figures
//!
//! A fairy piece is drawn as an orthodox figurine turned by quarter turns, as diagram.sty and
//! YACPDB draw them. The grasshopper (upside-down queen), nightrider (upside-down knight),
//! zebra, mao, leo, pao, vao, wazir and equihopper follow the codes Popeye's own LaTeX examples
//! give (`DU`, `SU`, `SL`, `SR`, `DR`, `TL`, `LL`, `TU`, `DL`); the other fairy kinds take the
//! turned figures left, one each. The six Four Double Acts pieces have no figure of their own:
//! they share the turned king and pawn figures with the amazon, empress, princess, moa, camel
//! and giraffe, and the SVG letters them. Every format also names each fairy piece in words
//! (diagram.sty's remark, xfen's pieces list, the SVG's legend), so a shared figure is never
//! ambiguous.

pub mod latex;
pub mod losses;
pub mod svg;
pub mod xfen;

pub use losses::export_losses;

use std::path::Path;

use super::format::SessionProblem;
use super::save::save_atomic;
use crate::rules::kept::KeptKind;
use crate::rules::piece::{Colour, PieceKind};
use crate::rules::problem::Problem;
use crate::rules::square::Square;

/// The formats `convert --to` and `:export` write for publication.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExportFormat {
    Latex,
    Xfen,
    Svg,
}

impl ExportFormat {
    pub const ALL: [ExportFormat; 3] = [ExportFormat::Latex, ExportFormat::Xfen, ExportFormat::Svg];

    pub fn name(self) -> &'static str {
        match self {
            ExportFormat::Latex => "latex",
            ExportFormat::Xfen => "xfen",
            ExportFormat::Svg => "svg",
        }
    }

    /// The format of a name (`latex`, `xfen`, `svg`, any case), or a message listing them.
    pub fn from_name(name: &str) -> Result<ExportFormat, String> {
        let lower = name.to_ascii_lowercase();
        ExportFormat::ALL
            .into_iter()
            .find(|f| f.name() == lower)
            .ok_or_else(|| format!("'{name}' is no export format (latex, xfen or svg)"))
    }
}

/// One problem to export, with its solution text when one is known (Popeye's layout, as
/// `feerie solve` prints it; only LaTeX writes it).
#[derive(Clone, Copy, Debug)]
pub struct Exported<'a> {
    pub problem: &'a SessionProblem,
    pub solution: Option<&'a str>,
}

/// The problems in `format`.
pub fn export(format: ExportFormat, problems: &[Exported]) -> String {
    match format {
        ExportFormat::Latex => latex::document(problems),
        ExportFormat::Xfen => xfen::text(problems),
        ExportFormat::Svg => svg::image(problems),
    }
}

/// Writes the problems in `format` to `path`, atomically; the error names the file and why.
pub fn export_to_file(
    path: &Path,
    format: ExportFormat,
    problems: &[Exported],
) -> Result<(), String> {
    if problems.is_empty() {
        return Err(format!("{}: no problem to export", path.display()));
    }
    save_atomic(path, &export(format, problems)).map_err(|e| {
        format!(
            "{}: cannot write the {} export: {e}",
            path.display(),
            format.name()
        )
    })
}

/// How a piece kind is drawn: an orthodox figurine (`base`), turned `turns` quarter turns to
/// the left (counter-clockwise: 1 is 90°, 2 upside down, 3 is 90° to the right).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Figure {
    pub base: PieceKind,
    pub turns: u8,
}

/// The figure of a kind (see the module documentation), if it has one: the six orthodox
/// figurines turned three ways give 18 fairy figures, taken by the first fairy kinds; the other
/// kinds are drawn as their code (`None`).
pub fn figure(kind: PieceKind) -> Option<Figure> {
    use PieceKind::*;
    let (base, turns) = match kind {
        King | Queen | Rook | Bishop | Knight | Pawn => (kind, 0),
        Grasshopper => (Queen, 2),
        NonstopEquihopper => (Queen, 1),
        Leo => (Queen, 3),
        Wazir => (Rook, 2),
        Pao => (Rook, 1),
        Dabbaba => (Rook, 3),
        Fers => (Bishop, 2),
        Vao => (Bishop, 1),
        Alfil => (Bishop, 3),
        Nightrider => (Knight, 2),
        Zebra => (Knight, 1),
        Mao => (Knight, 3),
        Amazon | Comedian => (King, 2),
        Empress | Comedienne => (King, 1),
        Princess | Fiance => (King, 3),
        Moa | Fiancee => (Pawn, 2),
        Camel | Widower => (Pawn, 1),
        Giraffe | Widow => (Pawn, 3),
        _ => return None,
    };
    Some(Figure { base, turns })
}

/// The kind and figure of a unit that is drawn as a figure.
pub fn drawn(unit: &Unit) -> Option<(PieceKind, Figure)> {
    let kind = unit.known()?;
    Some((kind, figure(kind)?))
}

/// The text with its first letter in upper case (`Imitator c2`).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A kind's English name with a capital (`Grasshopper`), for legends and pieces lists.
pub fn kind_title(kind: PieceKind) -> String {
    capitalised(kind.name())
}

/// A unit of the diagram: a piece on the board, or one the problem keeps beside it (a kind
/// the rules lack, or a piece with Popeye attributes).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unit {
    pub square: Square,
    pub colour: Colour,
    pub kind: KeptKind,
    /// Popeye's attribute words (`royal`, `chameleon`), English, lower case.
    pub attributes: Vec<String>,
}

impl Unit {
    /// The kind, when it is one the rules know.
    pub fn known(&self) -> Option<PieceKind> {
        match self.kind {
            KeptKind::Known(k) => Some(k),
            KeptKind::Code(_) => None,
        }
    }
}

/// Every unit of the diagram, the board's pieces then the kept ones, each group by rank from
/// the top and by file, as a diagram is read.
pub fn units(problem: &Problem) -> Vec<Unit> {
    let reading = |sq: &Square| (std::cmp::Reverse(sq.rank()), sq.file());
    let mut board: Vec<Unit> = problem
        .position
        .pieces()
        .map(|(square, piece)| Unit {
            square,
            colour: piece.colour(),
            kind: KeptKind::Known(piece.kind()),
            attributes: Vec::new(),
        })
        .collect();
    board.sort_by_key(|u| reading(&u.square));
    let mut kept: Vec<Unit> = problem
        .kept
        .pieces
        .iter()
        .map(|k| Unit {
            square: k.square,
            colour: k.colour,
            kind: k.kind.clone(),
            attributes: k.attributes.clone(),
        })
        .collect();
    kept.sort_by_key(|u| reading(&u.square));
    board.extend(kept);
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fairy_figures_are_turned_and_the_shared_ones_are_imitators() {
        let mut seen = std::collections::HashMap::new();
        for &kind in PieceKind::ALL {
            let Some(f) = figure(kind) else {
                assert!(kind > PieceKind::Widow, "{kind:?} has no figure");
                continue;
            };
            assert!(f.base.is_orthodox(), "{kind:?}");
            assert_eq!(f.turns == 0, kind.is_orthodox(), "{kind:?}");
            if let Some(other) = seen.insert(f, kind) {
                // Only a Four Double Acts piece shares a figure (with an ordinary fairy piece).
                assert!(
                    kind.is_imitating() != other.is_imitating(),
                    "{kind:?} {other:?}"
                );
            }
        }
    }

    #[test]
    fn format_names_are_read_back_and_others_refused() {
        for f in ExportFormat::ALL {
            assert_eq!(ExportFormat::from_name(f.name()), Ok(f));
        }
        assert_eq!(ExportFormat::from_name("SVG"), Ok(ExportFormat::Svg));
        let e = ExportFormat::from_name("pdf").unwrap_err();
        assert!(
            e.contains("'pdf'") && e.contains("latex, xfen or svg"),
            "{e}"
        );
    }
}
