//! What a problem states that feerie keeps without playing it: a goal, condition, option,
//! piece or twin command the rules core does not implement, and Popeye's output-only commands.
//! Nothing a composer wrote is lost: readers put here what they cannot turn into rules, writers
//! write it back, and the solver refuses a problem whose kept elements change what is solved
//! ([`Kept::unsupported`]), naming each with its line.

use std::fmt;

use super::piece::{Colour, PieceKind};
use super::square::Square;

/// The line (1-based) of the source text an element was read from, for messages. It takes no
/// part in comparisons: the same problem read from two files is the same problem.
#[derive(Clone, Copy, Debug, Default)]
pub struct SourceLine(pub Option<u32>);

impl PartialEq for SourceLine {
    fn eq(&self, _: &SourceLine) -> bool {
        true
    }
}

impl Eq for SourceLine {}

impl std::hash::Hash for SourceLine {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl SourceLine {
    pub fn at(line: u32) -> SourceLine {
        SourceLine(Some(line))
    }
}

/// A stipulation feerie cannot play (`x2`, `dia3.5`, `hs#3`, an `sstipulation`), kept as
/// written.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptStipulation {
    /// `true` for Popeye's structured stipulation (`sstipulation`), `false` for `stipulation`.
    pub structured: bool,
    /// The words after the keyword, as written (several words for `sstipulation white 3a[#]`).
    pub text: String,
    pub line: SourceLine,
}

/// A condition feerie cannot play, by its name and the words that follow it (its options).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptCondition {
    /// The name in English, as Popeye's condition table spells it (`Wormholes`), or as written
    /// when no table knows it.
    pub name: String,
    /// The option words after the name, as written.
    pub words: Vec<String>,
    pub line: SourceLine,
}

/// An option feerie does not read into [`super::problem::Options`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptOption {
    /// The name in English, as Popeye's option table spells it (`Quodlibet`).
    pub name: String,
    /// The words after the name (`MaxTime 30`: `["30"]`).
    pub words: Vec<String>,
    /// Whether the option changes what the solver must find (`NonTrivial`, `Quodlibet`) rather
    /// than only how the output looks (`MoveNumbers`, `Beep`).
    pub affects_solving: bool,
    pub line: SourceLine,
}

/// A piece kind as a problem names it: one the core plays, or Popeye's code for one it does
/// not (`ro` for the Rose), lower case, in English.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum KeptKind {
    Known(PieceKind),
    Code(String),
}

impl fmt::Display for KeptKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptKind::Known(k) => f.write_str(k.letters()),
            KeptKind::Code(c) => f.write_str(&c.to_ascii_uppercase()),
        }
    }
}

/// A piece the core cannot play: a kind it lacks, or any kind with attributes (`royal`,
/// `chameleon`, `kamikaze`, …). It stands on its square beside the board's pieces (no board
/// piece shares its square) and is drawn by its code.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptPiece {
    pub square: Square,
    pub colour: Colour,
    pub kind: KeptKind,
    /// Popeye's attribute words in English, lower case, in the order written.
    pub attributes: Vec<String>,
    pub line: SourceLine,
}

/// A command kept as its words: output-only commands (`protocol`, `latex` and its
/// sub-commands) and anything else a writer must give back as read.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptCommand {
    /// The command's English keyword (`latex`, `protocol`).
    pub keyword: String,
    /// The rest of the command as written.
    pub text: String,
    /// Whether it changes what is solved (no output-only command does).
    pub affects_solving: bool,
    pub line: SourceLine,
}

/// A twin command feerie cannot apply (a stipulation or condition it lacks, a piece it cannot
/// place), kept as written after the `twin` word.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct KeptTwinCommand {
    /// The command in English (`Condition Wormholes`), with its words.
    pub text: String,
    pub line: SourceLine,
}

/// Everything of a problem that is kept but not played.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Kept {
    pub stipulation: Option<KeptStipulation>,
    pub conditions: Vec<KeptCondition>,
    pub options: Vec<KeptOption>,
    pub pieces: Vec<KeptPiece>,
    pub commands: Vec<KeptCommand>,
}

/// One element that stops the solver, for the refusal message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unsupported {
    /// `stipulation`, `condition`, `option`, `piece`, `twin`, `command`.
    pub what: &'static str,
    /// What is named: `x2`, `Wormholes`, `Rose`, `royal Pb7`.
    pub name: String,
    pub line: Option<u32>,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.what, self.name)?;
        if let Some(l) = self.line {
            write!(f, " (line {l})")?;
        }
        Ok(())
    }
}

impl Kept {
    pub fn is_empty(&self) -> bool {
        self == &Kept::default()
    }

    /// The kept piece on `sq`, if any.
    pub fn piece_on(&self, sq: Square) -> Option<&KeptPiece> {
        self.pieces.iter().find(|p| p.square == sq)
    }

    /// The elements that stop the solver, in the order a composer reads a problem:
    /// stipulation, conditions, options, pieces, commands. Output-only options and commands
    /// are left out.
    pub fn unsupported(&self) -> Vec<Unsupported> {
        let mut out = Vec::new();
        if let Some(s) = &self.stipulation {
            out.push(Unsupported {
                what: if s.structured {
                    "sstipulation"
                } else {
                    "stipulation"
                },
                name: s.text.clone(),
                line: s.line.0,
            });
        }
        for c in &self.conditions {
            out.push(Unsupported {
                what: "condition",
                name: c.name.clone(),
                line: c.line.0,
            });
        }
        for o in self.options.iter().filter(|o| o.affects_solving) {
            out.push(Unsupported {
                what: "option",
                name: o.name.clone(),
                line: o.line.0,
            });
        }
        for p in &self.pieces {
            let mut name = String::new();
            for a in &p.attributes {
                name.push_str(a);
                name.push(' ');
            }
            name.push_str(&format!("{}{}", p.kind, p.square));
            out.push(Unsupported {
                what: "piece",
                name,
                line: p.line.0,
            });
        }
        for c in self.commands.iter().filter(|c| c.affects_solving) {
            out.push(Unsupported {
                what: "command",
                name: c.keyword.clone(),
                line: c.line.0,
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_take_no_part_in_equality_but_reach_the_message() {
        let a = KeptCondition {
            name: "Wormholes".into(),
            words: vec![],
            line: SourceLine::at(7),
        };
        let b = KeptCondition {
            line: SourceLine(None),
            ..a.clone()
        };
        assert_eq!(a, b);
        let kept = Kept {
            conditions: vec![a],
            options: vec![KeptOption {
                name: "MoveNumbers".into(),
                words: vec![],
                affects_solving: false,
                line: SourceLine::at(3),
            }],
            ..Kept::default()
        };
        let names: Vec<String> = kept.unsupported().iter().map(|u| u.to_string()).collect();
        assert_eq!(names, ["condition Wormholes (line 7)"]);
    }
}
