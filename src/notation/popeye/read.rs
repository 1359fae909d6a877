//! The reader: one problem after another, each command of a problem in turn.

use crate::conditions::text::{
    castling_without, parse_squares, squares_text, Place as Loc, TextError, Token as Tok,
};
use crate::rules::condition::Condition;
use crate::rules::kept::{
    Kept, KeptCommand, KeptKind, KeptOption, KeptPiece, KeptStipulation, SourceLine,
};
use crate::rules::position::{EnPassant, Ghost, Position, PositionError};
use crate::rules::problem::{Meta, Options, Problem, Stipulation, Twin};
use crate::rules::square::{BoardSize, Square};
use crate::rules::sstipulation::Sstipulation;

use super::conditions::Drafts;
use super::lexer::Lexer;
use super::pieces::{check_on_board, forsyth, initial_game_array, Placed};
use super::sstipulation;
use super::stipulation::{is_length, shape, Shape};
use super::tables::{
    begin_language, find, find_exact, find_prefix, is_keyword_in, Found, Kw, Row, BEGIN, KW_GROUPS,
    KW_INITIAL, LANGUAGES, TWIN_COMMANDS,
};
use super::PopeyeError;

pub(super) fn error_at(loc: Loc, message: impl Into<String>) -> TextError {
    TextError::new(loc, message)
}

/// Which keywords end a list: the problem's keywords always, a twin's commands inside a twin.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Ctx {
    Problem,
    Twin,
}

/// What a word in a list is.
pub(super) enum Item<T> {
    Own(T, &'static str),
    Stop,
    Unknown,
}

/// One problem as read so far.
pub(super) struct Draft {
    pub begin: Loc,
    pub size: BoardSize,
    pub board_given: bool,
    pub squares_seen: bool,
    pub placed: Vec<Placed>,
    pub pieces_at: Option<Loc>,
    pub stipulation: Option<Stipulation>,
    /// The reading of `sstipulation` (its text is kept as well).
    pub structured: Option<Sstipulation>,
    /// The line of `stipulation` (or `sstipulation`).
    pub stipulation_line: SourceLine,
    pub conds: Drafts,
    pub options: Options,
    pub nocastling: Vec<Square>,
    /// `enpassant`: its squares, where they stand, the option's line.
    pub enpassant: Option<(Vec<Square>, Loc, u32)>,
    pub twins: Vec<Twin>,
    pub zero_position: bool,
    pub meta: Meta,
    pub kept: Kept,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum EndKind {
    End,
    Next,
    Eof,
}

fn append_line(field: &mut Option<String>, value: String) {
    if value.is_empty() {
        return;
    }
    match field {
        Some(text) => {
            text.push('\n');
            text.push_str(&value);
        }
        None => *field = Some(value),
    }
}

/// The words of a raw text, separated by single blanks (Popeye's separators are blanks, `;`
/// and `,`).
pub(super) fn words_of(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == ';' || c == ',')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) struct Parser<'a> {
    pub lx: Lexer<'a>,
    pub lang: usize,
    /// Squares were read by a condition (the `board` keyword must come before).
    pub squares_read: bool,
    /// Conditions that do not combine are an error instead of kept ([`parse_popeye_strict`]).
    pub strict: bool,
}

impl<'a> Parser<'a> {
    pub(super) fn language(&self) -> crate::rules::piece::Language {
        LANGUAGES[self.lang]
    }

    pub(super) fn keyword(&self, tok: &str) -> Found<Kw> {
        for group in KW_GROUPS {
            if let Some((k, name)) = find_exact(group, self.lang, tok) {
                return Found::One(k, name);
            }
        }
        for group in KW_GROUPS {
            match find_prefix(group, self.lang, tok) {
                Found::No => continue,
                found => return found,
            }
        }
        Found::No
    }

    /// Whether `tok` is a keyword of the enclosing context, spelled out (`exact`) or
    /// abbreviated.
    pub(super) fn stops(&self, ctx: Ctx, tok: &str, exact: bool) -> bool {
        let keyword = if exact {
            KW_GROUPS
                .iter()
                .any(|g| find_exact(g, self.lang, tok).is_some())
        } else {
            !matches!(self.keyword(tok), Found::No)
        };
        let twin = ctx == Ctx::Twin
            && if exact {
                find_exact(TWIN_COMMANDS, self.lang, tok).is_some()
            } else {
                !matches!(find(TWIN_COMMANDS, self.lang, tok), Found::No)
            };
        keyword || twin
    }

    /// Resolves a word of a list (conditions, options, twin commands): a word of the list
    /// spelled out, a keyword of the enclosing context spelled out, a unique abbreviation in
    /// the list, an abbreviation of an enclosing keyword.
    pub(super) fn resolve<T: Copy>(
        &self,
        rows: &[Row<T>],
        enclosing: Ctx,
        tok: &Tok,
        what: &str,
    ) -> Result<Item<T>, TextError> {
        if let Some((t, name)) = find_exact(rows, self.lang, tok.text) {
            return Ok(Item::Own(t, name));
        }
        if self.stops(enclosing, tok.text, true) {
            return Ok(Item::Stop);
        }
        match find_prefix(rows, self.lang, tok.text) {
            Found::One(t, name) => Ok(Item::Own(t, name)),
            _ if self.stops(enclosing, tok.text, false) => Ok(Item::Stop),
            Found::Many(names) => Err(tok.err(format!(
                "ambiguous {what} '{}' (could be {})",
                tok.text,
                names.join(", ")
            ))),
            // An unknown word at the start of a line is left to the keyword reader.
            Found::No if tok.line_start => Ok(Item::Stop),
            Found::No => Ok(Item::Unknown),
        }
    }

    /// The next token, or an error at `kw` saying what it needs.
    pub(super) fn argument(&mut self, kw: &Tok, needs: &str) -> Result<Tok<'a>, TextError> {
        self.lx
            .next()
            .ok_or_else(|| kw.err(format!("'{}' needs {needs}", kw.text)))
    }

    pub(super) fn squares_argument(
        &mut self,
        kw: &Tok,
        size: BoardSize,
        example: &str,
    ) -> Result<(Vec<Square>, Loc), TextError> {
        let needs = format!("squares written together (e.g. '{} {example}')", kw.text);
        let tok = self.argument(kw, &needs)?;
        let squares = parse_squares(tok.text).ok_or_else(|| {
            tok.err(format!(
                "bad square list '{}': '{}' needs {needs}",
                tok.text, kw.text
            ))
        })?;
        check_on_board(&squares, size).map_err(|m| tok.err(m))?;
        Ok((squares, tok.at))
    }

    pub(super) fn number_argument(&mut self, kw: &Tok) -> Result<u32, TextError> {
        let needs = format!("a whole number (e.g. '{} 2')", kw.text);
        let tok = self.argument(kw, &needs)?;
        tok.text
            .parse()
            .map_err(|_| tok.err(format!("'{}' needs {needs}, found '{}'", kw.text, tok.text)))
    }

    /// The words of a stipulation after `kw`: one token, and the next one when the first ends
    /// with its goal (`dia 3`). `Ok(Err(text))` for a stipulation Popeye reads and feerie
    /// does not play.
    pub(super) fn stipulation_argument(
        &mut self,
        kw: &Tok,
    ) -> Result<Result<Stipulation, String>, TextError> {
        let needs = "a stipulation (e.g. '#2')";
        let tok = self.argument(kw, needs)?;
        let found_keyword = || {
            tok.err(format!(
                "'{}' needs {needs}, found the command '{}'",
                kw.text, tok.text
            ))
        };
        let mut text = tok.text.to_string();
        match shape(tok.text) {
            Shape::Complete => {}
            Shape::NeedsLength => match self.lx.peek() {
                Some(next) if is_length(next.text) => {
                    self.lx.next();
                    text = format!("{} {}", tok.text, next.text);
                }
                _ => {
                    return Err(tok.err(format!(
                        "stipulation '{}' needs its length (a number of moves, e.g. '{}2')",
                        tok.text, tok.text
                    )))
                }
            },
            Shape::Bad if !matches!(self.keyword(tok.text), Found::No) => {
                return Err(found_keyword())
            }
            Shape::Bad => {
                return Err(tok.err(format!(
                    "cannot recognise the stipulation '{}' (Popeye's syntax: a way of play, a goal and a length, e.g. 'h#2.5', 'ser-s#3', 'dia4.5')",
                    tok.text
                )))
            }
        }
        // (`hze8 1.5`: the length in a token of its own reads as `hze81.5`.)
        Ok(Stipulation::parse(&text.replace(' ', "")).map_err(|_| text))
    }

    /// The words of a structured stipulation after `kw`: the tokens to the end of its line.
    pub(super) fn structured_words(
        &mut self,
        kw: &Tok,
        ctx: Ctx,
    ) -> Result<Vec<Tok<'a>>, TextError> {
        let line = kw.at.line;
        let mut words = Vec::new();
        while let Some(tok) = self.lx.peek() {
            if tok.at.line != line || self.stops(ctx, tok.text, true) {
                break;
            }
            self.lx.next();
            words.push(tok);
        }
        if words.is_empty() {
            return Err(kw.err(format!(
                "'{}' needs a structured stipulation (e.g. '{} white 2a[#]')",
                kw.text, kw.text
            )));
        }
        Ok(words)
    }

    /// The sub-commands of `LaTeX` and `LaTeXPieces`: lines of a piece code, its LaTeX
    /// abbreviation and its full name.
    fn latex_pieces(&mut self, lines: &mut Vec<String>) {
        while let Some(tok) = self.lx.peek() {
            if tok.text.len() >= 3 || super::pieces::code_alone(tok.text, self.lang).is_none() {
                break;
            }
            self.lx.next();
            let mut line = tok.text.to_string();
            if let Some(abbr) = self.lx.next() {
                line.push(' ');
                line.push_str(abbr.text);
                let full = self.lx.rest_of_line();
                if !full.is_empty() {
                    line.push(' ');
                    line.push_str(&full);
                }
            }
            lines.push(line);
        }
    }

    fn kept_command(d: &mut Draft, keyword: &str, text: String, tok: &Tok, affects: bool) {
        d.kept.commands.push(KeptCommand {
            keyword: keyword.to_string(),
            text,
            affects_solving: affects,
            line: SourceLine::at(tok.at.line as u32),
        });
    }

    /// Whether the problem's stipulation is Popeye's a=>b, after which pieces are those of the
    /// target position.
    fn after_atob(d: &Draft) -> bool {
        d.kept
            .stipulation
            .as_ref()
            .is_some_and(|s| s.text.to_ascii_lowercase().contains("a=>b"))
    }

    /// The message for a word that is no command here.
    fn unknown_command(&self, tok: &Tok) -> TextError {
        let names: Vec<&str> = KW_INITIAL.iter().map(|(_, n)| n[self.lang]).collect();
        let mut message = format!(
            "unknown keyword '{}' (expected one of {}, twin, end)",
            tok.text,
            names.join(", ")
        );
        for (other, word) in BEGIN.iter().enumerate() {
            if other != self.lang && is_keyword_in(tok.text, other) {
                let language = ["English", "French", "German"][other];
                message = format!(
                    "unknown keyword '{}': it is a {language} keyword, but the file starts in {} (a {language} file starts with '{word}')",
                    tok.text,
                    ["English", "French", "German"][self.lang]
                );
                break;
            }
        }
        tok.err(message)
    }

    /// Reads one problem up to `end`, `nextproblem` or the end of the text.
    fn problem(&mut self, begin: Loc) -> Result<(Draft, EndKind, Loc), TextError> {
        let mut d = Draft {
            begin,
            size: BoardSize::STANDARD,
            board_given: false,
            squares_seen: false,
            placed: Vec::new(),
            pieces_at: None,
            stipulation: None,
            structured: None,
            stipulation_line: SourceLine::default(),
            conds: Drafts::new(),
            options: Options::default(),
            nocastling: Vec::new(),
            enpassant: None,
            twins: Vec::new(),
            zero_position: false,
            meta: Meta {
                language: self.language(),
                ..Meta::default()
            },
            kept: Kept::default(),
        };
        loop {
            let Some(tok) = self.lx.next() else {
                return Ok((d, EndKind::Eof, self.lx.end_loc()));
            };
            let (kw, _name) = match self.keyword(tok.text) {
                Found::One(k, name) => (k, name),
                Found::Many(names) => {
                    return Err(tok.err(format!(
                        "ambiguous keyword '{}' (could be {})",
                        tok.text,
                        names.join(", ")
                    )))
                }
                Found::No if begin_language(tok.text, 3).is_some() => {
                    return Err(tok.err(format!(
                        "'{}' starts a new problem before this one ended (missing 'end' or 'nextproblem')",
                        tok.text
                    )))
                }
                Found::No => return Err(self.unknown_command(&tok)),
            };
            if !d.twins.is_empty() && !matches!(kw, Kw::Twin | Kw::Remark | Kw::End | Kw::Next) {
                return Err(tok.err(format!(
                    "'{}' cannot follow a twin (only twin, remark, end or nextproblem can)",
                    tok.text
                )));
            }
            let line = tok.at.line as u32;
            match kw {
                Kw::End => return Ok((d, EndKind::End, tok.at)),
                Kw::Next => return Ok((d, EndKind::Next, tok.at)),
                Kw::Remark => {
                    let text = self.lx.rest_of_line();
                    d.meta.remarks.push(text);
                }
                Kw::Author => append_line(&mut d.meta.author, self.lx.rest_of_line()),
                Kw::Origin => append_line(&mut d.meta.origin, self.lx.rest_of_line()),
                Kw::Title => append_line(&mut d.meta.title, self.lx.rest_of_line()),
                Kw::Award => append_line(&mut d.meta.award, self.lx.rest_of_line()),
                Kw::Protocol => {
                    let text = self.lx.rest_of_line();
                    Self::kept_command(&mut d, "Protocol", text, &tok, false);
                }
                Kw::LaTeX => {
                    let file = self.lx.rest_of_line();
                    let mut lines = vec![file.clone()];
                    if !file.is_empty() {
                        self.latex_pieces(&mut lines);
                    }
                    Self::kept_command(&mut d, "LaTeX", lines.join("\n"), &tok, false);
                }
                Kw::LaTeXPieces => {
                    let mut lines = Vec::new();
                    self.latex_pieces(&mut lines);
                    Self::kept_command(&mut d, "LaTeXPieces", lines.join("\n"), &tok, false);
                }
                Kw::Pieces | Kw::Forsyth | Kw::InitialGameArray if Self::after_atob(&d) => {
                    // The target position of a=>b: kept as written.
                    let start = self.lx.offset();
                    let mut scratch = Vec::new();
                    match kw {
                        Kw::Pieces => self.piece_list(Ctx::Problem, &tok, d.size, &mut scratch)?,
                        Kw::Forsyth => {
                            let arg = self.argument(&tok, "a position in Forsyth notation")?;
                            forsyth(&arg, self.lang, d.size, &mut scratch)?;
                        }
                        _ => {}
                    }
                    let text = words_of(self.lx.slice(start, self.lx.offset()));
                    let keyword = match kw {
                        Kw::Pieces => "Pieces",
                        Kw::Forsyth => "Forsyth",
                        _ => "InitialGameArray",
                    };
                    Self::kept_command(&mut d, keyword, text, &tok, true);
                }
                Kw::Pieces => {
                    d.pieces_at.get_or_insert(tok.at);
                    d.squares_seen = true;
                    // As in Popeye, every piece command sets the number of total invisible
                    // pieces anew.
                    d.placed
                        .retain(|p| !matches!(p, Placed::TotalInvisible(..)));
                    self.piece_list(Ctx::Problem, &tok, d.size, &mut d.placed)?;
                }
                Kw::Forsyth => {
                    d.pieces_at.get_or_insert(tok.at);
                    d.squares_seen = true;
                    d.placed
                        .retain(|p| !matches!(p, Placed::TotalInvisible(..)));
                    let arg = self.argument(&tok, "a position in Forsyth notation")?;
                    forsyth(&arg, self.lang, d.size, &mut d.placed)?;
                }
                Kw::InitialGameArray => {
                    if d.size != BoardSize::STANDARD {
                        return Err(tok.err(format!("'{}' needs the 8x8 board", tok.text)));
                    }
                    d.pieces_at.get_or_insert(tok.at);
                    d.squares_seen = true;
                    initial_game_array(line, &mut d.placed);
                }
                Kw::Condition => {
                    self.conditions(Ctx::Problem, &tok, d.size, &mut d.conds)?;
                    d.squares_seen |= std::mem::take(&mut self.squares_read);
                }
                Kw::Option => {
                    self.options(&tok, &mut d)?;
                    let read = std::mem::take(&mut self.squares_read);
                    d.squares_seen |= !d.nocastling.is_empty() || d.enpassant.is_some() || read;
                }
                Kw::Stipulation | Kw::StructuredStipulation => {
                    if d.stipulation.is_some() || d.kept.stipulation.is_some() {
                        return Err(tok.err(format!(
                            "'{}' given twice (a problem has one stipulation)",
                            tok.text
                        )));
                    }
                    d.stipulation_line = SourceLine::at(line);
                    if kw == Kw::Stipulation {
                        match self.stipulation_argument(&tok)? {
                            Ok(s) => d.stipulation = Some(s),
                            Err(text) => {
                                d.kept.stipulation = Some(KeptStipulation {
                                    structured: false,
                                    text,
                                    line: SourceLine::at(line),
                                })
                            }
                        }
                    } else {
                        let words = self.structured_words(&tok, Ctx::Problem)?;
                        // Kept as written (the writers give it back so); played from its
                        // reading where feerie reads it (a proof game's goal it does not).
                        let lang = self.lang;
                        let colour = |w: &str| sstipulation::side_word(w, lang);
                        match sstipulation::read(&words, colour) {
                            Ok(s) => d.structured = Some(s),
                            Err(sstipulation::Failure::ProofGame) => {}
                            Err(sstipulation::Failure::Syntax(e)) => return Err(e),
                        }
                        d.kept.stipulation = Some(KeptStipulation {
                            structured: true,
                            text: words.iter().map(|w| w.text).collect::<Vec<_>>().join(" "),
                            line: SourceLine::at(line),
                        });
                    }
                }
                Kw::Twin => {
                    let mut twin = self.twin(d.size)?;
                    twin.line = SourceLine::at(line);
                    d.twins.push(twin);
                }
                Kw::ZeroPosition => {
                    if d.zero_position {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    // The commands after it make the first twin; the diagram is not solved.
                    d.zero_position = true;
                    let mut twin = self.twin(d.size)?;
                    twin.line = SourceLine::at(line);
                    d.twins.push(twin);
                }
                Kw::Board => {
                    if d.board_given {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    if d.squares_seen {
                        return Err(tok.err(format!(
                            "'{}' must come before 'pieces' and any other square",
                            tok.text
                        )));
                    }
                    let arg = self.argument(&tok, "a size such as 10x10")?;
                    d.size = parse_board_size(arg.text).ok_or_else(|| {
                        arg.err(format!(
                            "bad board size '{}' (expected WxH, each from 1 to 16, e.g. '10x10')",
                            arg.text
                        ))
                    })?;
                    d.board_given = true;
                }
            }
        }
    }
}

fn parse_board_size(text: &str) -> Option<BoardSize> {
    let (w, h) = text.split_once(['x', 'X'])?;
    BoardSize::new(w.parse().ok()?, h.parse().ok()?)
}

impl Draft {
    fn finish(mut self, end: Loc, strict: bool) -> Result<Problem, TextError> {
        if self.stipulation.is_none() && self.kept.stipulation.is_none() {
            return Err(error_at(
                end,
                "missing stipulation: a problem needs 'stipulation' (or 'sstipulation')",
            ));
        }
        let conditions = self.conds.conditions(strict)?;
        let mut kept = self.kept;
        kept.conditions.extend(self.conds.kept.iter().cloned());
        self.conds.check_kept(kept.stipulation.as_ref())?;

        let mut pos = Position::empty(self.size);
        let underworld = self.conds.keep_diagram_underworld();
        let mut lines = std::collections::HashMap::new();
        for placed in &self.placed {
            match placed {
                Placed::Board(sq, piece, attributes, line) => {
                    lines.insert(*sq, *line);
                    kept.pieces.retain(|k| k.square != *sq);
                    // As in Popeye, a piece placed on an occupied square sends the piece there
                    // into the underworld, from where Circe Volcanic or Parachute brings it
                    // back once the square is free (`Sb1-a3[+bRb1]`); other conditions never
                    // bring it back, and the piece is just replaced.
                    if let (true, Some(old)) = (underworld, pos.piece_at(*sq)) {
                        let ghost = Ghost {
                            square: *sq,
                            piece: old,
                            attributes: pos.attributes(*sq),
                            last_first: false,
                            // (Where it stood in the diagram, as Popeye records it.)
                            origin: Some(*sq),
                        };
                        pos.bury(pos.ghost_count(), ghost);
                    }
                    pos.put_with(*sq, *piece, *attributes);
                }
                Placed::Kept(piece) => {
                    pos.remove(piece.square);
                    kept.pieces.retain(|k| k.square != piece.square);
                    kept.pieces.push(piece.clone());
                }
                Placed::TotalInvisible(n, line) => kept.commands.push(KeptCommand {
                    keyword: "TotalInvisible".into(),
                    text: n.to_string(),
                    affects_solving: true,
                    line: SourceLine::at(*line),
                }),
            }
        }
        // Pieces the core cannot play where they stand (a second king, a pawn on its
        // promotion rank) are kept beside the board, and the board is set up anew
        // without them.
        let mut moved = Vec::new();
        let allow = Condition::allowances(&conditions);
        while let Err(e) = pos.validate_with(allow) {
            let sq = match e {
                PositionError::TwoKings(_, _, sq)
                | PositionError::NeutralImitating(_, sq)
                | PositionError::PawnOnLastRank(_, sq)
                | PositionError::TwoRoyals(_, sq, _)
                | PositionError::NeutralRoyal(sq) => sq,
                PositionError::OffBoard(..) => break,
            };
            let attributes = pos.attributes(sq);
            let Some(piece) = pos.remove(sq) else {
                break;
            };
            moved.push(sq);
            let line = lines.get(&sq).copied().unwrap_or(0);
            kept.pieces.push(KeptPiece {
                square: sq,
                colour: piece.colour(),
                kind: KeptKind::Known(piece.kind()),
                attributes: attributes
                    .written_for(piece.kind())
                    .iter()
                    .map(|a| a.name())
                    .collect(),
                line: SourceLine::at(line),
            });
        }
        if !moved.is_empty() {
            let mut fresh = Position::empty(self.size);
            for (sq, piece) in pos.pieces() {
                fresh.put_with(sq, piece, pos.attributes(sq));
            }
            for ghost in pos.ghosts() {
                fresh.bury(fresh.ghost_count(), ghost);
            }
            pos = fresh;
        }
        // The castling rights first: a condition may amend them (Mars Circe's rooks).
        pos.set_castling(castling_without(&pos, &self.nocastling));
        self.conds.position(&mut pos, &self.nocastling)?;

        let mut problem = Problem::new(pos);
        problem.stipulation = self.stipulation;
        problem.structured = self.structured;
        problem.stipulation_line = self.stipulation_line;
        problem.line = SourceLine::at(self.begin.line as u32);
        problem.options = self.options;
        problem.conditions = conditions;
        problem.twins = self.twins;
        problem.zero_position = self.zero_position;
        problem.meta = self.meta;
        problem.kept = kept;
        let side = problem.first_mover();
        problem.position.set_side_to_move(side);
        if let Some((squares, _at, line)) = self.enpassant {
            // The double or triple step of a pawn standing on its arrival square that feerie
            // plays; Popeye's other uses of the option (squares not one pawn step repeated, a
            // step that does not stand on the board) are kept. (A step of the side to move's
            // own is Popeye's too: the other side takes it in set play, which hands it the
            // move in the diagram.)
            let ep = EnPassant::from_squares(&squares)
                .filter(|&(ep, mover)| ep.fits(&problem.position, mover))
                .map(|(ep, _)| ep);
            match ep {
                Some(ep) => problem.position.set_en_passant(Some(ep)),
                None => problem.kept.options.push(KeptOption {
                    name: "EnPassant".into(),
                    words: vec![squares_text(&squares)],
                    affects_solving: true,
                    line: SourceLine::at(line),
                }),
            }
        }
        problem
            .position
            .validate_with(allow)
            .map_err(|e| error_at(self.pieces_at.unwrap_or(self.begin), e.to_string()))?;
        self.conds.check(&problem.position)?;
        Ok(problem)
    }
}

/// Reads every problem of a Popeye input file (English, French or German keywords).
pub fn parse_popeye(text: &str) -> Result<Vec<Problem>, PopeyeError> {
    read_popeye(text, false)
}

/// Reads Popeye input as [`parse_popeye`] does, but refuses what feerie would keep without
/// playing it: for editors that take only what feerie plays. Conditions that do not combine
/// are the registry's error at their place; any other kept element is an error at its line.
pub fn parse_popeye_strict(text: &str) -> Result<Vec<Problem>, PopeyeError> {
    let problems = read_popeye(text, true)?;
    for p in &problems {
        let k = &p.kept;
        let mut found: Vec<(Option<u32>, String)> = Vec::new();
        if let Some(s) = &k.stipulation {
            found.push((s.line.0, format!("unsupported stipulation '{}'", s.text)));
        }
        for c in &k.conditions {
            found.push((c.line.0, format!("unsupported condition '{}'", c.name)));
        }
        for o in &k.options {
            found.push((o.line.0, format!("unsupported option '{}'", o.name)));
        }
        for x in &k.pieces {
            found.push((
                x.line.0,
                format!("unsupported piece {}{}", x.kind, x.square),
            ));
        }
        for c in &k.commands {
            found.push((c.line.0, format!("unsupported command '{}'", c.keyword)));
        }
        for u in p.unsupported().into_iter().filter(|u| u.what == "twin") {
            found.push((u.line, format!("unsupported twin command '{}'", u.name)));
        }
        if let Some((line, message)) = found.into_iter().min_by_key(|(l, _)| *l) {
            return Err(PopeyeError {
                line: line.unwrap_or(1) as usize,
                column: 1,
                message,
            });
        }
    }
    Ok(problems)
}

fn read_popeye(text: &str, strict: bool) -> Result<Vec<Problem>, PopeyeError> {
    let mut lx = Lexer::new(text);
    let first = lx.next().ok_or_else(|| {
        error_at(
            lx.end_loc(),
            "empty input: a Popeye file starts with 'beginproblem' (or 'begin', 'debut', 'anfang')",
        )
    })?;
    let lang = begin_language(first.text, 1).ok_or_else(|| {
        first.err(format!(
            "expected 'beginproblem' (or 'begin', 'debutprobleme', 'anfangproblem'), found '{}'",
            first.text
        ))
    })?;
    let mut parser = Parser {
        lx,
        lang,
        squares_read: false,
        strict,
    };
    let mut begin = first.at;
    let mut problems = Vec::new();
    loop {
        let (draft, end, at) = parser.problem(begin)?;
        problems.push(draft.finish(at, strict)?);
        begin = at;
        match end {
            EndKind::Eof => break,
            EndKind::Next => {
                // Popeye needs no new `begin` here; one is tolerated.
                if let Some(tok) = parser.lx.peek() {
                    if begin_language(tok.text, 5) == Some(parser.lang) {
                        parser.lx.next();
                        begin = tok.at;
                    }
                }
            }
            EndKind::End => match parser.lx.peek() {
                Some(tok) => match begin_language(tok.text, 5) {
                    Some(lang) => {
                        parser.lx.next();
                        parser.lang = lang;
                        begin = tok.at;
                    }
                    // Popeye reads nothing after `end`.
                    None => break,
                },
                None => break,
            },
        }
    }
    Ok(problems)
}
