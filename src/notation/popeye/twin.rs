//! The `twin` command (and `zeroposition`): Popeye's twinning commands, applied by
//! [`crate::rules::twin`]; a command feerie cannot apply is kept as written.

use crate::conditions::text::{parse_squares, TextError, Token as Tok};
use crate::rules::kept::{KeptKind, KeptTwinCommand, SourceLine};
use crate::rules::problem::{Twin, TwinCommand};
use crate::rules::square::{BoardSize, Square};

use super::conditions::Drafts;
use super::pieces::{check_on_board, code_alone, Placed};
use super::read::{words_of, Ctx, Item, Parser};
use super::sstipulation;
use super::tables::{find, find_exact, Found, Kw, Tw, KW_PROBLEM, KW_TWIN, MIRRORS, TWIN_COMMANDS};

impl<'a> Parser<'a> {
    fn two_squares(&mut self, kw: &Tok, size: BoardSize) -> Result<(Square, Square), TextError> {
        let needs = format!("two squares (e.g. '{} a4 c2')", kw.text);
        let first = self.argument(kw, &needs)?;
        let mut squares = parse_squares(first.text).ok_or_else(|| {
            first.err(format!(
                "bad square '{}': '{}' needs {needs}",
                first.text, kw.text
            ))
        })?;
        check_on_board(&squares, size).map_err(|m| first.err(m))?;
        if squares.len() == 1 {
            let second = self.argument(kw, &needs)?;
            let more = parse_squares(second.text).ok_or_else(|| {
                second.err(format!(
                    "bad square '{}': '{}' needs {needs}",
                    second.text, kw.text
                ))
            })?;
            check_on_board(&more, size).map_err(|m| second.err(m))?;
            squares.extend(more);
        }
        match squares[..] {
            [a, b] => Ok((a, b)),
            _ => Err(first.err(format!("'{}' needs {needs}", kw.text))),
        }
    }

    fn piece_code_argument(&mut self, kw: &Tok) -> Result<KeptKind, TextError> {
        let tok = self.argument(kw, "two piece codes (e.g. 'q r')")?;
        code_alone(tok.text, self.lang).ok_or_else(|| {
            tok.err(format!(
                "unknown piece code '{}' (not in Popeye's piece table)",
                tok.text
            ))
        })
    }

    /// The twin command `english` kept with the words read since `start`.
    fn kept_twin(&self, english: &str, start: usize, tok: &Tok) -> TwinCommand {
        let words = words_of(self.lx.slice(start, self.lx.offset()));
        let text = if words.is_empty() {
            english.to_string()
        } else {
            format!("{english} {words}")
        };
        TwinCommand::Kept(KeptTwinCommand {
            text,
            line: SourceLine::at(tok.at.line as u32),
        })
    }

    /// The commands of one twin, up to the next `twin`, `end` or `nextproblem`.
    pub(super) fn twin(&mut self, size: BoardSize) -> Result<Twin, TextError> {
        let mut twin = Twin {
            continued: false,
            commands: Vec::new(),
            line: SourceLine::default(),
        };
        while let Some(tok) = self.lx.peek() {
            // As in Popeye, `end`, `nextproblem` and `twin`, even abbreviated, end a twin
            // before its commands are looked at.
            let ends = [KW_PROBLEM, KW_TWIN].iter().any(|group| {
                matches!(
                    find(group, self.lang, tok.text),
                    Found::One(Kw::End | Kw::Next | Kw::Twin | Kw::ZeroPosition, _)
                )
            });
            if ends && find_exact(TWIN_COMMANDS, self.lang, tok.text).is_none() {
                break;
            }
            let (cmd, _name) =
                match self.resolve(TWIN_COMMANDS, Ctx::Problem, &tok, "twin command")? {
                    Item::Own(c, name) => (c, name),
                    Item::Stop => break,
                    Item::Unknown => {
                        let names: Vec<&str> =
                            TWIN_COMMANDS.iter().map(|(_, n)| n[self.lang]).collect();
                        return Err(tok.err(format!(
                            "unknown twin command '{}' (expected one of {})",
                            tok.text,
                            names.join(", ")
                        )));
                    }
                };
            self.lx.next();
            let start = self.lx.offset();
            let commands = &mut twin.commands;
            match cmd {
                Tw::Continued if commands.is_empty() && !twin.continued => twin.continued = true,
                Tw::Continued => {
                    return Err(tok.err(format!("'{}' must come first in a twin", tok.text)));
                }
                Tw::Move => {
                    let (a, b) = self.two_squares(&tok, size)?;
                    commands.push(TwinCommand::Move(a, b));
                }
                Tw::Exchange => {
                    let (a, b) = self.two_squares(&tok, size)?;
                    commands.push(TwinCommand::Exchange(a, b));
                }
                Tw::Shift => {
                    let (a, b) = self.two_squares(&tok, size)?;
                    commands.push(TwinCommand::Shift(a, b));
                }
                Tw::Remove => {
                    let (squares, _) = self.squares_argument(&tok, size, "c2d3")?;
                    commands.extend(squares.into_iter().map(TwinCommand::Remove));
                }
                Tw::Add => {
                    let mut added = Vec::new();
                    self.piece_list(Ctx::Twin, &tok, size, &mut added)?;
                    let plain: Option<Vec<TwinCommand>> = added
                        .iter()
                        .map(|p| match p {
                            // A piece the core plays, with its attributes (as the `pieces`
                            // command places them); a kept piece keeps the twin.
                            Placed::Board(sq, piece, a, _) => {
                                Some(TwinCommand::Add(*piece, *sq, *a))
                            }
                            _ => None,
                        })
                        .collect();
                    match plain {
                        Some(adds) => commands.extend(adds),
                        None => commands.push(self.kept_twin("add", start, &tok)),
                    }
                }
                Tw::Substitute => {
                    let from = self.piece_code_argument(&tok)?;
                    let to = self.piece_code_argument(&tok)?;
                    match (from, to) {
                        (KeptKind::Known(a), KeptKind::Known(b)) => {
                            commands.push(TwinCommand::Substitute(a, b))
                        }
                        _ => commands.push(self.kept_twin("substitute", start, &tok)),
                    }
                }
                Tw::Rotate => {
                    let arg = self.argument(&tok, "90, 180 or 270")?;
                    let degrees = match arg.text {
                        "90" => 90,
                        "180" => 180,
                        "270" => 270,
                        other => {
                            return Err(arg.err(format!(
                                "'{}' needs 90, 180 or 270, found '{other}'",
                                tok.text
                            )))
                        }
                    };
                    commands.push(TwinCommand::Rotate(degrees));
                }
                Tw::Mirror => {
                    let needs = "an axis: a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1";
                    let arg = self.argument(&tok, needs)?;
                    match find(MIRRORS, self.lang, arg.text) {
                        Found::One(axis, _) => commands.push(TwinCommand::Mirror(axis)),
                        _ => {
                            return Err(arg.err(format!(
                                "'{}' needs {needs}, found '{}'",
                                tok.text, arg.text
                            )))
                        }
                    }
                }
                Tw::Stipulation => match self.stipulation_argument(&tok)? {
                    Ok(stipulation) => commands.push(TwinCommand::Stipulation(stipulation)),
                    Err(_) => commands.push(self.kept_twin("stipulation", start, &tok)),
                },
                Tw::StructuredStipulation => {
                    // Played where it reads (a proof game's goal stays kept as written).
                    let words = self.structured_words(&tok, Ctx::Twin)?;
                    let lang = self.lang;
                    match sstipulation::read(&words, |w| sstipulation::side_word(w, lang)) {
                        Ok(s) => commands.push(TwinCommand::Structured(s)),
                        Err(sstipulation::Failure::ProofGame) => {
                            commands.push(self.kept_twin("sstipulation", start, &tok))
                        }
                        Err(sstipulation::Failure::Syntax(e)) => return Err(e),
                    }
                }
                Tw::PolishType => commands.push(TwinCommand::PolishType),
                Tw::Condition => {
                    let mut list = Drafts::new();
                    self.conditions(Ctx::Twin, &tok, size, &mut list)?;
                    self.squares_read = false;
                    let conditions = list.conditions(self.strict)?;
                    if list.kept.is_empty() {
                        commands.push(TwinCommand::Condition(conditions));
                        commands.extend(list.twin_commands()?);
                    } else {
                        list.check_kept(None)?;
                        commands.push(self.kept_twin("condition", start, &tok));
                    }
                }
            }
        }
        Ok(twin)
    }
}
