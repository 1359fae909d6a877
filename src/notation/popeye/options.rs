//! The `option` command: the options feerie reads into [`Options`], the conditions' options,
//! and the others, kept by name with their words.
//!
//! [`Options`]: crate::rules::problem::Options

use crate::conditions::text::{TextError, Token as Tok};
use crate::rules::kept::{KeptOption, SourceLine};
use crate::rules::problem::{CastlingPair, NonTrivialOption};

use super::conditions::Input;
use super::read::{Ctx, Draft, Item, Parser};
use super::tables::{find_exact, Opt, Solving, Words};
use super::vocabulary::vocabulary;

impl<'a> Parser<'a> {
    pub(super) fn options(&mut self, kw: &Tok, d: &mut Draft) -> Result<(), TextError> {
        let vocabulary = vocabulary();
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            if let Some((word, _)) = find_exact(&vocabulary.in_full, self.lang, tok.text) {
                self.lx.next();
                count += 1;
                let mut input = Input {
                    parser: self,
                    ctx: Ctx::Problem,
                    size: d.size,
                    variants: Vec::new(),
                    head: None,
                };
                d.conds.read(word, &tok, &mut input)?;
                continue;
            }
            let (opt, name) =
                match self.resolve(&vocabulary.options, Ctx::Problem, &tok, "option")? {
                    Item::Own(o, name) => (o, name),
                    Item::Stop if count == 0 && !self.stops(Ctx::Problem, tok.text, false) => {
                        return Err(tok.err(format!("unknown option '{}'", tok.text)))
                    }
                    Item::Stop => break,
                    Item::Unknown => {
                        return Err(tok.err(format!(
                            "unknown option '{}' (not in Popeye's option table)",
                            tok.text
                        )))
                    }
                };
            self.lx.next();
            count += 1;
            let o = &mut d.options;
            match opt {
                Opt::Defence => o.defence = Some(self.number_argument(&tok)?),
                Opt::Threat => o.threat = Some(self.number_argument(&tok)?),
                Opt::MaxSolutions => o.max_solutions = Some(self.number_argument(&tok)?),
                Opt::SetPlay => o.set_play = true,
                Opt::WhiteToPlay => o.white_to_play = true,
                Opt::Variation => o.variation = true,
                Opt::NoThreat => o.no_threat = true,
                Opt::Try => {
                    // Popeye's `try` is `defence 1`, and overrides a `defence N` read before it.
                    o.try_ = true;
                    o.defence = None;
                }
                Opt::NoBoard => o.no_board = true,
                Opt::Duplex | Opt::HalfDuplex => {
                    let (this, other) = if opt == Opt::Duplex {
                        (&mut o.duplex, o.half_duplex)
                    } else {
                        (&mut o.half_duplex, o.duplex)
                    };
                    if other {
                        return Err(tok.err("duplex and halfduplex exclude each other"));
                    }
                    *this = true;
                }
                Opt::Intelligent => {
                    // With a number: at most that many solutions per final position.
                    o.intelligent = true;
                    if let Some(n) = self.lx.peek().filter(|t| t.text.parse::<u32>().is_ok()) {
                        self.lx.next();
                        o.intelligent_limit = n.text.parse().ok();
                    }
                }
                Opt::MaxTime => o.max_time = Some(self.number_argument(&tok)?),
                Opt::StopOnShortSolutions => o.stop_on_short = true,
                Opt::PostKeyPlay => o.post_key = true,
                Opt::GoalIsEnd => o.goal_is_end = true,
                Opt::Quodlibet => o.quodlibet = true,
                Opt::KeepMatingPiece => o.keep_mating = true,
                Opt::TrivialTriesAvoid => o.trivial_tries_avoid = true,
                Opt::NonTrivial => {
                    let extra = self.number_argument(&tok)?;
                    let length = self.number_argument(&tok)?;
                    o.non_trivial = Some(NonTrivialOption { extra, length });
                }
                Opt::NoShortVariations => o.no_short_variations = true,
                Opt::MatesIn1 => o.mates_in_1 = true,
                Opt::CastlingMutuallyExclusive => {
                    // One pair a word, the white rook's corner first (Popeye: `a1h8`); the
                    // option may come again for more pairs.
                    let (squares, _) = self.squares_argument(&tok, d.size, "a1h8")?;
                    let pair = match squares[..] {
                        [w, b] => CastlingPair::of_squares(w, b, d.size),
                        _ => None,
                    };
                    let Some(pair) = pair else {
                        return Err(tok.err(format!(
                            "'{}' needs a white rook's corner and a black one written together \
                             (a1 or h1, then a8 or h8: '{} a1h8')",
                            tok.text, tok.text
                        )));
                    };
                    o.castling_exclusive |= pair.bit();
                }
                Opt::MaxFlightsquares => {
                    // Popeye reads a number from 0 to its board's 64 squares; another number
                    // (`maxflight -1`) is an input error it reports and then solves without
                    // the option: feerie keeps it, as written, as an option that changes
                    // nothing (a word that is no number is an error, as for `threat`).
                    let bound = 64;
                    match self.lx.peek() {
                        Some(arg) if arg.text.parse::<i64>().is_ok() => {
                            self.lx.next();
                            match arg.text.parse::<u32>() {
                                Ok(n) if n <= bound => o.max_flights = Some(n),
                                _ => d.kept.options.push(KeptOption {
                                    name: "MaxFlightsquares".to_string(),
                                    words: vec![arg.text.to_string()],
                                    affects_solving: false,
                                    line: SourceLine::at(tok.at.line as u32),
                                }),
                            }
                        }
                        _ => o.max_flights = Some(self.number_argument(&tok)?),
                    }
                }
                Opt::EnPassant => {
                    let (squares, at) = self.squares_argument(&tok, d.size, "e2e3e4")?;
                    if d.enpassant.is_some() {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    d.enpassant = Some((squares, at, tok.at.line as u32));
                }
                Opt::NoCastling => {
                    let (squares, _) = self.squares_argument(&tok, d.size, "e1a8")?;
                    d.nocastling.extend(squares);
                }
                Opt::Condition(e, w) => {
                    let mut input = Input {
                        parser: self,
                        ctx: Ctx::Problem,
                        size: d.size,
                        variants: Vec::new(),
                        head: None,
                    };
                    d.conds.read((e, w), &tok, &mut input)?;
                }
                Opt::Kept(words, solving) => {
                    let english = vocabulary
                        .options
                        .iter()
                        .find(|(_, s)| s[self.lang] == name)
                        .map_or(name, |(_, s)| s[0]);
                    let mut read = Vec::new();
                    match words {
                        Words::None => {}
                        Words::MoveNumber => {
                            let needs = format!(
                                "a move number (e.g. '{} 3' or '{} 2:8')",
                                tok.text, tok.text
                            );
                            let arg = self.argument(&tok, &needs)?;
                            let ok = arg.text.split(':').all(|n| n.parse::<u32>().is_ok());
                            if !ok {
                                return Err(arg.err(format!(
                                    "wrong number: '{}' needs {needs}, found '{}'",
                                    tok.text, arg.text
                                )));
                            }
                            read.push(arg.text.to_string());
                        }
                        Words::OptionalNumber => {
                            if let Some(n) =
                                self.lx.peek().filter(|t| t.text.parse::<u32>().is_ok())
                            {
                                self.lx.next();
                                read.push(n.text.to_string());
                            }
                        }
                    }
                    d.kept.options.push(KeptOption {
                        name: english.to_string(),
                        words: read,
                        affects_solving: solving == Solving::Affects,
                        line: SourceLine::at(tok.at.line as u32),
                    });
                }
            }
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one option", kw.text)));
        }
        Ok(())
    }
}
