//! Pieces: `pieces` lists with colours and attributes, Forsyth notation, the initial game
//! array, and the placing of each piece on the board or beside it (a kept piece).

use crate::conditions::text::{parse_squares, TextError, Token as Tok};
use crate::rules::kept::{KeptKind, KeptPiece, SourceLine};
use crate::rules::piece::{Attribute, Attributes, Colour, Piece, PieceKind};
use crate::rules::square::{BoardSize, Square};

use super::codes::{walk_from_code, HURDLE_PIECES};
use super::read::{Ctx, Parser};
use super::tables::{find, ColourWord, Found, ATTRIBUTES};

/// A piece as read, for the board or kept beside it.
#[derive(Clone, Debug)]
pub(super) enum Placed {
    /// A piece on the board with its attributes (those the core plays), with its line.
    Board(Square, Piece, Attributes, u32),
    Kept(KeptPiece),
    /// Popeye's `TotalInvisible N` in a piece list, with its line.
    TotalInvisible(u32, u32),
}

impl Placed {
    /// A piece of `kind` with `attributes`: on the board when the core plays it and every
    /// attribute, kept otherwise.
    fn new(
        sq: Square,
        colour: Colour,
        kind: &KeptKind,
        attributes: &[String],
        line: u32,
    ) -> Placed {
        let played: Option<Attributes> = attributes
            .iter()
            .map(|a| Attribute::from_name(a).filter(|a| a.is_played()))
            .collect();
        // A royal volage piece is not played (Popeye's side changes of royal pieces).
        let played = played.filter(|a| {
            !a.contains(Attribute::Volage)
                || !(a.contains(Attribute::Royal)
                    || matches!(kind, KeptKind::Known(k) if k.is_royal_walk()))
        });
        match (kind, played) {
            (KeptKind::Known(k), Some(a)) => Placed::Board(sq, Piece::new(colour, *k), a, line),
            _ => Placed::Kept(KeptPiece {
                square: sq,
                colour,
                kind: kind.clone(),
                attributes: attributes.to_vec(),
                line: SourceLine::at(line),
            }),
        }
    }
}

pub(super) fn off_board(sq: Square, size: BoardSize) -> String {
    format!("square {sq} is off the {size} board")
}

pub(super) fn check_on_board(squares: &[Square], size: BoardSize) -> Result<(), String> {
    match squares.iter().find(|sq| !size.contains(**sq)) {
        Some(sq) => Err(off_board(*sq, size)),
        None => Ok(()),
    }
}

/// Whether `text` can be a piece code: one or two letters or digits, or a hunter's two codes
/// with a `/` between.
fn code_like(text: &str) -> bool {
    let part = |p: &str| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric());
    match text.split_once('/') {
        Some((a, b)) => part(a) && part(b),
        None => part(text),
    }
}

/// A token that is a piece code alone (`k`, `ma`, `r/b`), in language `lang`.
pub(super) fn code_alone(text: &str, lang: usize) -> Option<KeptKind> {
    if code_like(text) {
        walk_from_code(text, lang)
    } else {
        None
    }
}

/// The ways a token splits into a code and squares: after one character or two (a hunter:
/// after its second code), each with the squares it leaves.
fn splits(text: &str) -> Vec<(&str, Vec<Square>)> {
    let mut out = Vec::new();
    if let Some(slash) = text.find('/') {
        if slash == 0 || slash > 2 {
            return out;
        }
        for k in 1..=2 {
            let end = slash + 1 + k;
            if let (Some(code), Some(rest)) = (text.get(..end), text.get(end..)) {
                if let Some(squares) = parse_squares(rest) {
                    out.push((code, squares));
                }
            }
        }
        return out;
    }
    for k in 1..=2 {
        if let (Some(code), Some(rest)) = (text.get(..k), text.get(k..)) {
            if !rest.is_empty() && code.bytes().all(|b| b.is_ascii_alphanumeric()) {
                if let Some(squares) = parse_squares(rest) {
                    out.push((code, squares));
                }
            }
        }
    }
    out
}

/// Splits a token such as `kh1`, `pb2c3`, `mad4`, `37a1` or `ra10` into a piece code and
/// squares: after one character or after two, whichever leaves a list of squares on the board
/// (on 8x8 this is Popeye's rule of the token's length parity). `Ok(None)` when the token is no
/// piece at all; an error names a code that is no piece code.
pub(super) fn piece_token(
    text: &str,
    lang: usize,
    size: BoardSize,
) -> Result<Option<(KeptKind, Vec<Square>)>, String> {
    let mut found = Vec::new();
    let mut unknown = None;
    for (code, squares) in splits(text) {
        match walk_from_code(code, lang) {
            Some(kind) => found.push((kind, squares)),
            None => unknown = Some(code),
        }
    }
    match found.len() {
        0 => match unknown {
            Some(code) => Err(format!(
                "unknown piece code '{code}' in '{text}' (not in Popeye's piece table)"
            )),
            None => Ok(None),
        },
        1 => {
            let (kind, squares) = found.remove(0);
            check_on_board(&squares, size)?;
            Ok(Some((kind, squares)))
        }
        _ => {
            let fits: Vec<_> = found
                .iter()
                .filter(|(_, squares)| check_on_board(squares, size).is_ok())
                .cloned()
                .collect();
            match fits.len() {
                0 => check_on_board(&found[0].1, size).map(|_| None),
                1 => Ok(fits.into_iter().next()),
                _ => Err(format!(
                    "ambiguous piece '{text}': '{}' or '{}'",
                    &text[..1],
                    &text[..2]
                )),
            }
        }
    }
}

/// Why a token that looks like a piece with squares (a code, then something with a digit) is
/// not one.
pub(super) fn bad_squares(text: &str, lang: usize) -> Option<String> {
    (1..=2).find_map(|k| {
        let code = text.get(..k)?;
        let rest = text.get(k..)?;
        (!rest.is_empty()
            && code.bytes().all(|b| b.is_ascii_alphabetic())
            && walk_from_code(code, lang).is_some()
            && rest.bytes().any(|b| b.is_ascii_digit()))
        .then(|| format!("bad square list '{rest}' in '{text}'"))
    })
}

/// The English attribute `tok` names (lower case), if it is one.
pub(super) fn attribute(tok: &str, lang: usize) -> Option<String> {
    match find(ATTRIBUTES, lang, tok) {
        Found::One((), name) => ATTRIBUTES
            .iter()
            .find(|(_, s)| s[lang] == name)
            .map(|(_, s)| s[0].to_ascii_lowercase()),
        _ => None,
    }
}

/// Popeye's checks of a piece's attributes.
pub(super) fn check_attributes(kind: &KeptKind, attributes: &[String]) -> Result<(), String> {
    let has = |a: &str| attributes.iter().any(|x| x == a);
    let hurdle = ["hurdlecolourchanging", "bul", "dob"];
    if hurdle.iter().any(|a| has(a)) {
        let code = match kind {
            KeptKind::Known(k) => k.code(crate::rules::piece::Language::English).to_string(),
            KeptKind::Code(c) => c.clone(),
        };
        if !HURDLE_PIECES.contains(&code.as_str()) {
            return Err(format!(
                "HurdleColourChanging, Bul and Dob are only allowed with certain hoppers, not with {}",
                code.to_ascii_uppercase()
            ));
        }
    }
    if has("bul") && has("dob") {
        return Err("Bul and Dob exclude each other".to_string());
    }
    Ok(())
}

/// Squares in Forsyth order (from the top rank, left to right) of a board.
fn forsyth_squares(size: BoardSize) -> impl Iterator<Item = Square> {
    (0..size.height())
        .rev()
        .flat_map(move |rank| (0..size.width()).map(move |file| Square::new(file, rank)))
}

/// Reads Popeye's Forsyth notation: piece codes by rank from the top, upper case white and
/// lower case black, numbers (up to two digits) for empty squares, `/` between ranks (optional,
/// as in Popeye the squares simply follow each other), `.` before a two-letter code (`.MA`),
/// and the colour prefixes `+` (white), `-` (black) and `=` (neutral). As in Popeye, what
/// follows the board's last square is ignored.
pub(super) fn forsyth(
    tok: &Tok,
    lang: usize,
    size: BoardSize,
    out: &mut Vec<Placed>,
) -> Result<(), TextError> {
    let line = tok.at.line as u32;
    let squares: Vec<Square> = forsyth_squares(size).collect();
    let mut next = 0;
    let chars: Vec<char> = tok.text.chars().collect();
    let mut i = 0;
    let err = |message: String| tok.err(message);
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let mut n = c.to_digit(10).unwrap_or(0) as usize;
            i += 1;
            if let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                n = n * 10 + d as usize;
                i += 1;
            }
            next += n;
            continue;
        }
        if c == '/' {
            i += 1;
            continue;
        }
        let colour = match c {
            '=' => Some(Colour::Neutral),
            '+' => Some(Colour::White),
            '-' => Some(Colour::Black),
            _ => None,
        };
        if colour.is_some() {
            i += 1;
        }
        let width = if chars.get(i) == Some(&'.') {
            i += 1;
            2
        } else {
            1
        };
        let code: String = chars.iter().skip(i).take(width).collect();
        if code.chars().count() < width || code.is_empty() {
            return Err(err(format!(
                "forsyth '{}': a piece code is missing at its end",
                tok.text
            )));
        }
        i += width;
        let colour = colour.unwrap_or(if code.starts_with(|ch: char| ch.is_lowercase()) {
            Colour::Black
        } else {
            Colour::White
        });
        let kind = walk_from_code(&code, lang).ok_or_else(|| {
            err(format!(
                "forsyth '{}': unknown piece code '{code}' (not in Popeye's piece table)",
                tok.text
            ))
        })?;
        // As in Popeye, what follows the last square of the board is ignored.
        let Some(&sq) = squares.get(next) else {
            break;
        };
        next += 1;
        out.push(Placed::new(sq, colour, &kind, &[], line));
    }
    Ok(())
}

/// The pieces of the game array (Popeye's `InitialGameArray`), on an 8x8 board.
pub(super) fn initial_game_array(line: u32, out: &mut Vec<Placed>) {
    use PieceKind::*;
    let back = [Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook];
    for (file, kind) in back.iter().enumerate() {
        for (colour, home, pawns) in [(Colour::White, 0, 1), (Colour::Black, 7, 6)] {
            let f = file as u8;
            let k = KeptKind::Known(*kind);
            out.push(Placed::new(Square::new(f, home), colour, &k, &[], line));
            let p = KeptKind::Known(Pawn);
            out.push(Placed::new(Square::new(f, pawns), colour, &p, &[], line));
        }
    }
}

impl<'a> Parser<'a> {
    /// The colour word `tok` is, if any.
    pub(super) fn colour_word(&self, tok: &str) -> Option<ColourWord> {
        match find(super::tables::COLOURS, self.lang, tok) {
            Found::One(c, _) => Some(c),
            _ => None,
        }
    }

    pub(super) fn colour_names(&self) -> String {
        let n: Vec<&str> = super::tables::COLOURS
            .iter()
            .map(|(_, names)| names[self.lang])
            .collect();
        format!("{}, {}, {} or {}", n[0], n[1], n[2], n[3])
    }

    /// Pieces after `pieces` or a twin's `add`: groups of a colour, attributes, then piece
    /// codes with squares (`white royal kh1 pb2c3`, or code and squares as two tokens: `p b2c3`).
    /// As in Popeye, `royal` applies to the first piece code of its group only.
    pub(super) fn piece_list(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        out: &mut Vec<Placed>,
    ) -> Result<(), TextError> {
        let lang = self.lang;
        let needs = format!("a colour ({})", self.colour_names());
        let first = self.argument(kw, &needs)?;
        if self.colour_word(first.text).is_none() {
            return Err(first.err(format!(
                "expected a colour ({}) after '{}', found '{}'",
                self.colour_names(),
                kw.text,
                first.text
            )));
        }
        let mut group = Some(first);
        while let Some(colour_tok) = group.take() {
            let line = colour_tok.at.line as u32;
            let colour = match self.colour_word(colour_tok.text) {
                Some(ColourWord::Colour(c)) => c,
                Some(ColourWord::TotalInvisible) => {
                    let n = self.argument(&colour_tok, "a number of pieces")?;
                    let count = n.text.parse::<u32>().map_err(|_| {
                        n.err(format!(
                            "'{}' needs a number of pieces, found '{}'",
                            colour_tok.text, n.text
                        ))
                    })?;
                    out.push(Placed::TotalInvisible(count, line));
                    group = self.next_group(ctx);
                    continue;
                }
                None => unreachable!("a group starts with a colour word"),
            };
            let mut attributes = Vec::new();
            while let Some(tok) = self.lx.peek() {
                // A code followed by its squares (`k h1`) is a piece, not an abbreviated
                // attribute (`k` for kamikaze).
                let piece_follows = code_alone(tok.text, lang).is_some()
                    && self
                        .lx
                        .peek2()
                        .is_some_and(|next| parse_squares(next.text).is_some());
                if piece_follows {
                    break;
                }
                match attribute(tok.text, lang) {
                    Some(a) => {
                        self.lx.next();
                        attributes.push(a);
                    }
                    None => break,
                }
            }
            let mut walks = 0;
            while let Some(tok) = self.lx.peek() {
                if walks > 0 && self.stops(ctx, tok.text, true) {
                    break;
                }
                let piece = match piece_token(tok.text, lang, size) {
                    Ok(Some((kind, squares))) => {
                        self.lx.next();
                        Some((kind, squares, tok))
                    }
                    Ok(None) => match code_alone(tok.text, lang) {
                        Some(kind) => match self.lx.peek2() {
                            Some(next) => match parse_squares(next.text) {
                                Some(squares) => {
                                    check_on_board(&squares, size).map_err(|m| next.err(m))?;
                                    self.lx.next();
                                    self.lx.next();
                                    Some((kind, squares, tok))
                                }
                                None => None,
                            },
                            None => None,
                        },
                        None => None,
                    },
                    Err(m) => return Err(tok.err(m)),
                };
                let Some((kind, squares, tok)) = piece else {
                    break;
                };
                check_attributes(&kind, &attributes).map_err(|m| tok.err(m))?;
                let line = tok.at.line as u32;
                for sq in squares {
                    out.push(Placed::new(sq, colour, &kind, &attributes, line));
                }
                attributes.retain(|a| a != "royal");
                walks += 1;
            }
            if walks == 0 {
                let what = match attributes.last() {
                    Some(_) => "a piece code with squares after the attributes",
                    None => "a piece code with squares",
                };
                return Err(match self.lx.peek() {
                    Some(tok) => tok.err(match bad_squares(tok.text, lang) {
                        Some(m) => m,
                        None if self.colour_word(tok.text).is_some() => format!(
                            "expected {what} after '{}', found the colour '{}'",
                            colour_tok.text, tok.text
                        ),
                        None => format!(
                            "expected {what} (e.g. 'kh1') after '{}', found '{}'",
                            colour_tok.text, tok.text
                        ),
                    }),
                    None => {
                        colour_tok.err(format!("'{}' needs {what} (e.g. 'kh1')", colour_tok.text))
                    }
                });
            }
            group = self.next_group(ctx);
        }
        // What follows must be a command: say what is wrong with a word that is not.
        if let Some(tok) = self.lx.peek() {
            if !tok.line_start && !self.stops(ctx, tok.text, false) {
                if let Some(message) = bad_squares(tok.text, lang) {
                    return Err(tok.err(message));
                }
                return Err(tok.err(format!(
                    "expected a piece (code and squares, e.g. 'kh1'), a colour ({}) or a command, found '{}'",
                    self.colour_names(),
                    tok.text
                )));
            }
        }
        Ok(())
    }

    /// The colour word that starts the next group of a piece list, consumed, if one follows.
    fn next_group(&mut self, ctx: Ctx) -> Option<Tok<'a>> {
        let tok = self.lx.peek()?;
        if self.stops(ctx, tok.text, true) || self.colour_word(tok.text).is_none() {
            return None;
        }
        self.lx.next()
    }
}
