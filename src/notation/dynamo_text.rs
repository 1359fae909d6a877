//! Dynamo move text (RULES.md §5.8), in Popeye's letters: the active piece first, the passive
//! piece in parentheses, always with its letters (`P` for a pawn, since it may be either
//! side's): `Qc6-g6 (Se6-h6)`. An active piece that does not move is written with its square
//! alone (`Qc6 (Se6-f6)`); a piece leaving the board goes `-OUT(dir)`, dir being a compass
//! name N NE E SE S SW W NW for unit steps and the vector otherwise (`Sb1-OUT(-2,1)`). A pawn
//! promoted on arrival as a passive piece carries its promotion inside the parentheses
//! (`(Pe7-e8=Q)`).

use crate::rules::{Colour, Destination, Move, PieceKind, Position, Vec2};

/// The text inside `OUT(…)` for a direction.
pub fn direction_name(v: Vec2) -> String {
    let name = match v {
        (0, 1) => "N",
        (1, 1) => "NE",
        (1, 0) => "E",
        (1, -1) => "SE",
        (0, -1) => "S",
        (-1, -1) => "SW",
        (-1, 0) => "W",
        (-1, 1) => "NW",
        _ => return format!("{},{}", v.0, v.1),
    };
    name.to_string()
}

/// The direction named by the text inside `OUT(…)` (`direction_name`'s inverse).
pub fn parse_direction(s: &str) -> Option<Vec2> {
    Some(match s {
        "N" => (0, 1),
        "NE" => (1, 1),
        "E" => (1, 0),
        "SE" => (1, -1),
        "S" => (0, -1),
        "SW" => (-1, -1),
        "W" => (-1, 0),
        "NW" => (-1, 1),
        _ => {
            let (a, b) = s.split_once(',')?;
            (a.trim().parse().ok()?, b.trim().parse().ok()?)
        }
    })
}

/// `-OUT(dir)` or `-e4`.
pub fn destination(d: Destination) -> String {
    match d {
        Destination::Square(s) => format!("-{s}"),
        Destination::Off(v) => format!("-OUT({})", direction_name(v)),
    }
}

/// The passive part of `mv`, with its leading space (empty when there is none).
pub fn passive_text(pos: &Position, mv: &Move) -> String {
    let Some(p) = mv.passive else {
        return String::new();
    };
    let mut s = String::from(" (");
    if let Some(piece) = pos.piece_at(p.from) {
        if piece.colour() == Colour::Neutral {
            s.push('n');
        }
        s.push_str(piece.kind().letters());
    }
    s.push_str(&p.from.to_string());
    s.push_str(&destination(p.to));
    if let Some(k) = p.promotion {
        s.push('=');
        s.push_str(k.letters());
    }
    s.push(')');
    s
}

/// A passive part as read.
#[derive(Clone, Copy, Debug)]
pub struct PassiveSpec {
    pub neutral: bool,
    pub kind: PieceKind,
    pub from: crate::rules::Square,
    pub to: Destination,
    pub promotion: Option<PieceKind>,
}

impl PassiveSpec {
    /// Whether `mv`'s passive piece is the one written.
    pub fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let Some(p) = mv.passive else {
            return false;
        };
        let piece_fits = pos.piece_at(p.from).is_some_and(|piece| {
            piece.kind() == self.kind && (piece.colour() == Colour::Neutral) == self.neutral
        });
        piece_fits
            && p.from == self.from
            && p.to == self.to
            && (self.promotion.is_none() || p.promotion == self.promotion)
    }
}
