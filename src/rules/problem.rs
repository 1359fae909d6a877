//! The problem as data: diagram, stipulation, conditions, options, twins and the words around
//! them. Every layer above speaks this type; text formats live in `notation`.

use std::fmt;

use super::condition::Condition;
use super::kept::{Kept, KeptTwinCommand, SourceLine, Unsupported};
use super::piece::{Language, Piece, PieceKind, Side};
use super::position::Position;
use super::square::Square;

/// What the play aims at.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    Mate,
    Stalemate,
    /// `~`: any move; used to list lines.
    Any,
}

/// Who plays how.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Play {
    Direct,
    Help,
    Self_,
    Reflex,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Stipulation {
    pub play: Play,
    pub series: bool,
    pub goal: Goal,
    /// Length in half-moves for help play with a `.5`, otherwise in moves, counted as Popeye
    /// does: `h#2.5` is stored as `moves = 2, half = true`.
    pub moves: u32,
    pub half: bool,
    /// Popeye's `exact-`: help and series play are solved at the stated length only, without
    /// the shorter solutions they otherwise list.
    pub exact: bool,
}

impl Stipulation {
    /// The side that makes the first move when the problem says nothing else: Black in help
    /// play (`h#`, `ser-h#`), White otherwise. A `.5` help play starts with White.
    pub fn first_mover(&self) -> Side {
        match (self.play, self.half) {
            (Play::Help, false) => Side::Black,
            _ => Side::White,
        }
    }

    /// Parses Popeye's stipulation syntax: `#2`, `=3`, `h#3`, `h#2.5`, `s#4`, `r#2`, `ser-h#12`,
    /// `ser-s#3`, `ser-=5`, `~1`, and `exact-` before help and series play (`exact-h#3`).
    pub fn parse(text: &str) -> Result<Stipulation, String> {
        let lower = text.to_ascii_lowercase();
        let (exact, lower) = match lower.strip_prefix("exact-") {
            Some(rest) => (true, rest.to_string()),
            None => (false, lower),
        };
        let (series, rest) = match lower.strip_prefix("ser-") {
            Some(r) => (true, r),
            None => (false, lower.as_str()),
        };
        let (play, rest) = match rest.as_bytes().first() {
            Some(b'h') => (Play::Help, &rest[1..]),
            Some(b's') => (Play::Self_, &rest[1..]),
            Some(b'r') => (Play::Reflex, &rest[1..]),
            _ => (Play::Direct, rest),
        };
        let (goal, rest) = match rest.as_bytes().first() {
            Some(b'#') => (Goal::Mate, &rest[1..]),
            Some(b'=') => (Goal::Stalemate, &rest[1..]),
            Some(b'~') => (Goal::Any, &rest[1..]),
            _ => {
                return Err(format!(
                    "unsupported stipulation '{text}' (goal must be #, = or ~)"
                ))
            }
        };
        let (num, half) = match rest.strip_suffix(".5") {
            Some(n) => (n, true),
            None => (rest, false),
        };
        let moves: u32 = num.parse().map_err(|_| {
            format!("unsupported stipulation '{text}' (expected a number of moves after the goal)")
        })?;
        if moves == 0 && !half {
            return Err(format!("stipulation '{text}' has no moves"));
        }
        if half && play != Play::Help {
            return Err(format!(
                "stipulation '{text}': only help play takes a half move"
            ));
        }
        if goal == Goal::Any && (play != Play::Direct || series) {
            return Err(format!(
                "unsupported stipulation '{text}' (~ goes alone: ~n)"
            ));
        }
        if play == Play::Reflex && series {
            return Err(format!(
                "unsupported stipulation '{text}' (no series reflex play)"
            ));
        }
        if exact && !series && play != Play::Help {
            return Err(format!(
                "unsupported stipulation '{text}' (exact- only before help and series play)"
            ));
        }
        Ok(Stipulation {
            play,
            series,
            goal,
            moves,
            half,
            exact,
        })
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exact {
            f.write_str("exact-")?;
        }
        if self.series {
            f.write_str("ser-")?;
        }
        f.write_str(match self.play {
            Play::Direct => "",
            Play::Help => "h",
            Play::Self_ => "s",
            Play::Reflex => "r",
        })?;
        f.write_str(match self.goal {
            Goal::Mate => "#",
            Goal::Stalemate => "=",
            Goal::Any => "~",
        })?;
        write!(f, "{}", self.moves)?;
        if self.half {
            f.write_str(".5")?;
        }
        Ok(())
    }
}

/// Popeye's problem options that feerie reads.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    pub variation: bool,
    pub threat: Option<u32>,
    pub no_threat: bool,
    pub try_: bool,
    pub defence: Option<u32>,
    pub set_play: bool,
    /// Popeye's `maxsolutions N`: stop after N solutions (keys, or lines) in each phase: set
    /// play and the play itself are counted apart, each twin and duplex half anew.
    pub max_solutions: Option<u32>,
    pub white_to_play: bool,
    pub half_duplex: bool,
    pub duplex: bool,
    /// Popeye's display option: accepted and kept for writing back.
    pub no_board: bool,
    /// Popeye's search switch for helpmates: it does not change what is solved.
    pub intelligent: bool,
    /// Popeye's `intelligent N`: in help and series play, at most N solutions of each length
    /// end in one mating (stalemating) position, the position being the final squares of the
    /// units the goal needs (see `solver::solve`).
    pub intelligent_limit: Option<u32>,
    /// Popeye's `maxtime N`: each twin is given up after N seconds.
    pub max_time: Option<u32>,
    /// Popeye's `stoponshortsolutions`: help and series play stop after the shortest length
    /// that has solutions, when it is shorter than the stipulation's.
    pub stop_on_short: bool,
}

/// One twin command (Popeye's `twin`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TwinCommand {
    Move(Square, Square),
    Exchange(Square, Square),
    Remove(Square),
    Add(Piece, Square),
    Substitute(PieceKind, PieceKind),
    /// Quarter turns to the left (counter-clockwise, as Popeye turns): 90, 180 or 270 degrees.
    Rotate(u16),
    Mirror(MirrorAxis),
    Shift(Square, Square),
    Stipulation(Stipulation),
    Condition(Vec<Condition>),
    /// The tokens a condition twin sets, in listing order: it comes right after the
    /// [`TwinCommand::Condition`] with the condition that owns the tokens.
    Tokens(Vec<(Square, super::position::TokenColour)>),
    /// A command feerie keeps but cannot apply; a twin holding one is not solved.
    Kept(KeptTwinCommand),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MirrorAxis {
    /// a1<-->h1: files reversed.
    Files,
    /// a1<-->a8: ranks reversed.
    Ranks,
    /// a1<-->h8.
    Diagonal,
    /// h1<-->a8.
    AntiDiagonal,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Twin {
    /// `continued`: applied to the previous twin instead of the diagram.
    pub continued: bool,
    pub commands: Vec<TwinCommand>,
    /// Where the twin is written (its `twin` keyword, or its first command), for messages.
    pub line: SourceLine,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Meta {
    pub author: Option<String>,
    pub origin: Option<String>,
    pub title: Option<String>,
    pub remarks: Vec<String>,
    /// Popeye's `award` (output only).
    pub award: Option<String>,
    /// The language the problem was written in; solutions are printed in it unless the user
    /// asks for another.
    pub language: Language,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// The diagram. Its side to move is the one the stipulation and options imply.
    pub position: Position,
    pub stipulation: Option<Stipulation>,
    pub conditions: Vec<Condition>,
    pub options: Options,
    pub twins: Vec<Twin>,
    /// Popeye's `zeroposition`: the diagram is not solved, only its twins (the first of them
    /// is labelled `a)`).
    pub zero_position: bool,
    pub meta: Meta,
    /// What the problem states that feerie keeps but does not play.
    pub kept: Kept,
    /// Where the problem starts in its file (Popeye's `begin`, a session's diagram), for
    /// messages; like every [`SourceLine`], it takes no part in comparisons.
    pub line: SourceLine,
    /// The line of its stipulation, for messages.
    pub stipulation_line: SourceLine,
}

impl Problem {
    pub fn new(position: Position) -> Problem {
        Problem {
            position,
            stipulation: None,
            conditions: Vec::new(),
            options: Options::default(),
            twins: Vec::new(),
            zero_position: false,
            meta: Meta::default(),
            kept: Kept::default(),
            line: SourceLine::default(),
            stipulation_line: SourceLine::default(),
        }
    }

    /// What stops the solver: the kept elements ([`Kept::unsupported`]) and the kept twin
    /// commands.
    pub fn unsupported(&self) -> Vec<Unsupported> {
        let mut out = self.kept.unsupported();
        for twin in &self.twins {
            for c in &twin.commands {
                if let TwinCommand::Kept(k) = c {
                    out.push(Unsupported {
                        what: "twin",
                        name: k.text.clone(),
                        line: k.line.0,
                    });
                }
            }
        }
        out
    }

    /// The side that moves first, as Popeye decides it: Black in help play, White otherwise,
    /// and the other one under `halfduplex`.
    pub fn first_mover(&self) -> Side {
        let side = self
            .stipulation
            .map(|s| s.first_mover())
            .unwrap_or(Side::White);
        if self.options.half_duplex {
            side.opponent()
        } else {
            side
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stipulations_round_trip() {
        for s in [
            "#2",
            "=3",
            "h#3",
            "h#2.5",
            "h=2",
            "s#4",
            "s=2",
            "r#2",
            "ser-#3",
            "ser-h#12",
            "ser-s#3",
            "ser-=5",
            "ser-h=4",
            "~1",
            "h#0.5",
            "exact-h#2",
            "exact-ser-#3",
        ] {
            let st = Stipulation::parse(s).unwrap();
            assert_eq!(st.to_string(), s);
        }
    }

    #[test]
    fn first_movers() {
        let fm = |s: &str| Stipulation::parse(s).unwrap().first_mover();
        assert_eq!(fm("#2"), Side::White);
        assert_eq!(fm("h#2"), Side::Black);
        assert_eq!(fm("h#2.5"), Side::White);
        assert_eq!(fm("ser-h#9"), Side::Black);
        assert_eq!(fm("s#3"), Side::White);
    }

    #[test]
    fn bad_stipulations_say_why() {
        assert!(Stipulation::parse("h002").unwrap_err().contains("h002"));
        assert!(Stipulation::parse("#").is_err());
        assert!(Stipulation::parse("s#2.5").is_err());
        assert!(Stipulation::parse("exact-#2")
            .unwrap_err()
            .contains("exact-"));
    }
}
