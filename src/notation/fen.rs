//! Extended FEN: feerie's one-line form of a position, read by [`parse_fen`] and written by
//! [`to_fen`]. It is ordinary FEN for orthodox positions and adds what fairy problems need.
//!
//! # Format
//!
//! Fields are separated by whitespace:
//!
//! ```text
//! PLACEMENT SIDE CASTLING EP [HALFMOVE [FULLMOVE]] [key=value ...]
//! rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! 4k3/8/3*[G]4/8/2[ma]5/8/8/R3K3 b Q - 0 1 lastcapture=wPd3
//! r3k4r/10/10/10/4[FF]5/10/10/10/10/R3K4R w - - 0 1 lastmove=S qi=K,Ra1,Rj1,k,ra10,rj10
//! ```
//!
//! 1. **Placement**: the ranks from the top one down to rank 1, separated by `/`. A number
//!    (one or more digits, `10` is ten squares) is a run of empty squares. `K Q R B N P` are
//!    the orthodox pieces, upper case for White and lower case for Black (`N` is the knight, as
//!    in every FEN). Any other piece is its Popeye English code in brackets, the code of
//!    [`PieceKind::letters`] in upper case for White and lower case for Black: `[G]`, `[g]`,
//!    `[MA]`, `[N]`. Because bracketed codes are Popeye's, `[N]` is a *nightrider*, and `[S]`
//!    is read as a knight. Popeye's m:n leapers, whose codes are digits, take an `L` before
//!    them so that the case tells the colour: `[L15]` a white 1:5 leaper, `[l37]` a black 3:7
//!    leaper, and a hunter `H` and its two codes, `[HPB]` for Popeye's `P/B`, `[hsb]` for a
//!    black `S/B`
//!    ([`PieceKind::fen_letters`]). A `*` before a piece makes it neutral (`*Q`, `*[G]`; written with
//!    upper case letters, lower case is accepted on input). The board size is the placement's
//!    own: as many ranks as given, and every rank must have the same number of files (1 to 16).
//! 2. **Side to move**: `w` or `b`.
//! 3. **Castling**: `-` or letters among `K Q E k q e` (upper case White, lower case Black).
//!    `K` sets the king's bit and the h-rook's bit, `Q` the king's bit and the a-rook's bit, and
//!    `E` the king's bit alone: the king has not moved but has no castling rook left (a rook
//!    reborn on its corner may castle again). Output writes `KQ`, `K`, `Q` or `E` for White,
//!    then Black's. Every letter needs an 8-file board with the king on its e-square and, for
//!    `K`/`Q`, the rook on its corner of the home rank.
//! 4. **En passant**: `-` or the square the last double step passed over. The pawn that made it
//!    (white or neutral after a White move, black or neutral after a Black move) must stand on
//!    the next square in its direction, and the square must lie on the rank such a double step
//!    passes over (the 3rd rank for White, the 3rd from the top for Black), or a rank a double
//!    step a condition allows passes over
//!    ([`crate::conditions::text::ConditionText::fen_double_step`]). The unit behind it may also
//!    be an imitating piece (`[WM]`, `[FF]`, …). A double step of the side to move's own is
//!    read too (Popeye's `enpassant` allows it: the other side takes it in set play). A step
//!    one square cannot name, a triple step or a berolina pawn's diagonal one, is written as
//!    Popeye's `enpassant` squares: departure, the squares skipped, arrival (`d8d7d6d5`,
//!    `f7e6d5`), its pawn standing on the last one.
//! 5. **Halfmove clock** and 6. **fullmove number**: optional numbers, read and dropped (a
//!    position does not keep them); always written as `0 1`.
//! 7. **Extension fields**, `key=value`, any order, each key at most once. They are numbered
//!    7, 8, … in error messages, whether or not fields 5 and 6 are written. The keys are those
//!    of the position state the conditions own (each condition's `text` module in
//!    `crate::conditions` documents its keys and their values). FEN has no condition list: every
//!    condition reads its keys ([`crate::conditions::text::ConditionText::read_fen`]), in force
//!    or not. The core's own key `attributes` gives the pieces' attributes
//!    (`attributes=f8:royal,d4:kamikaze+chameleon`: square, `:`, the attributes' English names
//!    joined by `+`; pieces by square from a1). Any other key is an error. Output writes the fields in the alphabetical order of their
//!    keys and omits a field whose value is empty.
//!
//! [`to_fen`] writes exactly what [`parse_fen`] reads: `parse_fen(&to_fen(&p)) == Ok(p)` for
//! every valid position. Parsing never panics; a bad FEN gives a [`FenError`] naming the field
//! (and the rank where useful), and the result is checked with [`Position::validate`].

use crate::conditions::registry::REGISTRY;
use crate::conditions::text::word_list;
use crate::rules::piece::{Attribute, Attributes};
use crate::rules::position::Allowances;
use crate::rules::{
    BoardSize, Castling, Colour, EnPassant, Piece, PieceKind, Position, Side, Square,
};

/// Why a FEN could not be read. `field` counts from 1 (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("FEN field {field} ({name}), {message}", name = field_name(*.field))]
pub struct FenError {
    pub field: usize,
    pub message: String,
}

const PLACEMENT: usize = 1;
const SIDE: usize = 2;
const CASTLING: usize = 3;
const EN_PASSANT: usize = 4;
const HALFMOVE: usize = 5;
const FULLMOVE: usize = 6;
/// The first extension field.
const EXTENSION: usize = 7;

/// The name of field `n` in messages.
fn field_name(n: usize) -> &'static str {
    match n {
        PLACEMENT => "placement",
        SIDE => "side to move",
        CASTLING => "castling",
        EN_PASSANT => "en passant",
        HALFMOVE => "halfmove clock",
        FULLMOVE => "fullmove number",
        _ => "extension",
    }
}

fn err(field: usize, message: impl Into<String>) -> FenError {
    FenError {
        field,
        message: message.into(),
    }
}

/// Reads an extended FEN (see the module documentation).
pub fn parse_fen(text: &str) -> Result<Position, FenError> {
    parse_fen_allowing(text, Allowances::NONE)
}

/// [`parse_fen`], with what the problem's conditions allow besides (pawns on their promotion
/// rank, several kings per side: `Condition::allowances`).
pub fn parse_fen_allowing(text: &str, allow: Allowances) -> Result<Position, FenError> {
    let mut fields = text.split_whitespace();
    let placement = fields
        .next()
        .ok_or_else(|| err(PLACEMENT, "missing: the text is empty"))?;
    let mut pos = parse_placement(placement)?;

    let side = fields
        .next()
        .ok_or_else(|| err(SIDE, "missing: the FEN ends after the placement"))?;
    let side = match side {
        "w" => Side::White,
        "b" => Side::Black,
        other => return Err(err(SIDE, format!("expected 'w' or 'b', found '{other}'"))),
    };
    pos.set_side_to_move(side);

    let castling = fields
        .next()
        .ok_or_else(|| err(CASTLING, "missing: the FEN ends after the side to move"))?;
    let castling = parse_castling(&pos, castling).map_err(|m| err(CASTLING, m))?;
    pos.set_castling(castling);

    let ep = fields
        .next()
        .ok_or_else(|| err(EN_PASSANT, "missing: the FEN ends after the castling field"))?;
    let ep = parse_en_passant(&pos, ep).map_err(|m| err(EN_PASSANT, m))?;
    pos.set_en_passant(ep);

    let rest: Vec<&str> = fields.collect();
    let mut used = 0;
    for (field, what) in [(HALFMOVE, "halfmove clock"), (FULLMOVE, "fullmove number")] {
        match rest.get(used) {
            Some(tok) if !tok.contains('=') => {
                if tok.parse::<u32>().is_err() {
                    return Err(err(
                        field,
                        format!(
                            "expected the {what} (a number) or a key=value field, found '{tok}'"
                        ),
                    ));
                }
                used += 1;
            }
            _ => break,
        }
    }

    let mut seen: Vec<&str> = Vec::new();
    for (k, tok) in rest[used..].iter().enumerate() {
        let field = EXTENSION + k;
        let Some((key, value)) = tok.split_once('=') else {
            return Err(err(field, format!("expected key=value, found '{tok}'")));
        };
        if seen.contains(&key) {
            return Err(err(field, format!("'{key}' is given twice")));
        }
        seen.push(key);
        match REGISTRY.iter().find(|e| e.text.fen_keys().contains(&key)) {
            Some(entry) => entry.text.read_fen(key, value, &mut pos),
            None if key == ATTRIBUTES_KEY => read_attributes(value, &mut pos),
            None => Err(format!(
                "unknown key '{key}' (expected {})",
                word_list(&keys(), "or")
            )),
        }
        .map_err(|m| err(field, format!("{key}: {m}")))?;
    }

    pos.validate_with(allow)
        .map_err(|e| err(PLACEMENT, e.to_string()))?;
    Ok(pos)
}

/// The key of the pieces' attributes (the core's own extension field).
const ATTRIBUTES_KEY: &str = "attributes";

/// `attributes=f8:royal,d4:kamikaze+chameleon`: each attributed piece's square and its
/// attributes' English names (lower case, `+` between).
fn read_attributes(value: &str, pos: &mut Position) -> Result<(), String> {
    for item in value.split(',') {
        let Some((square, names)) = item.split_once(':') else {
            return Err(format!("expected square:attribute, found '{item}'"));
        };
        let sq = Square::parse(square)
            .filter(|sq| pos.size().contains(*sq))
            .ok_or_else(|| format!("'{square}' is no square of the board"))?;
        if pos.piece_at(sq).is_none() {
            return Err(format!("{sq} is empty"));
        }
        let mut set = Attributes::NONE;
        for name in names.split('+') {
            let a = Attribute::from_name(name)
                .filter(|a| a.is_played())
                .ok_or_else(|| {
                    let played: Vec<String> = Attribute::ALL
                        .iter()
                        .filter(|a| a.is_played())
                        .map(|a| a.name())
                        .collect();
                    format!(
                        "unknown attribute '{name}' on {sq} (expected {})",
                        word_list(&played, "or")
                    )
                })?;
            set.insert(a);
        }
        pos.set_attributes(sq, pos.attributes(sq).union(set));
    }
    Ok(())
}

/// The attributes field's value (empty without attributed pieces).
fn attributes_text(pos: &Position) -> String {
    pos.pieces()
        .map(|(sq, p)| (sq, pos.attributes(sq).written_for(p.kind())))
        .filter(|(_, a)| !a.is_empty())
        .map(|(sq, a)| {
            let names: Vec<String> = a.iter().map(|a| a.name()).collect();
            format!("{sq}:{}", names.join("+"))
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The keys of the extension fields, in alphabetical order.
fn keys() -> Vec<String> {
    let mut keys: Vec<String> = REGISTRY
        .iter()
        .flat_map(|e| e.text.fen_keys())
        .map(|k| k.to_string())
        .chain(std::iter::once(ATTRIBUTES_KEY.to_string()))
        .collect();
    keys.sort();
    keys
}

/// Field 1: the board and its pieces.
fn parse_placement(text: &str) -> Result<Position, FenError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() > 16 {
        return Err(err(
            PLACEMENT,
            format!("{} ranks, but a board has at most 16", rows.len()),
        ));
    }
    let height = rows.len();
    let mut board: Vec<Vec<Option<Piece>>> = Vec::with_capacity(height);
    for (i, row) in rows.iter().enumerate() {
        let rank = height - i;
        let cells = parse_rank(row).map_err(|m| err(PLACEMENT, format!("rank {rank}: {m}")))?;
        if let Some(first) = board.first() {
            if first.len() != cells.len() {
                return Err(err(
                    PLACEMENT,
                    format!(
                        "rank {rank}: {} files, but rank {height} has {}",
                        cells.len(),
                        first.len()
                    ),
                ));
            }
        }
        board.push(cells);
    }
    let width = board.first().map_or(0, Vec::len);
    // Both are within 1..=16 here: rows are non-empty and checked against 16 above and in
    // `parse_rank`.
    let size = BoardSize::new(width as u8, height as u8)
        .ok_or_else(|| err(PLACEMENT, format!("no board of {width}x{height} squares")))?;
    let mut pos = Position::empty(size);
    for (i, cells) in board.iter().enumerate() {
        let rank = (height - 1 - i) as u8;
        for (file, cell) in cells.iter().enumerate() {
            if let Some(p) = cell {
                pos.put(Square::new(file as u8, rank), *p);
            }
        }
    }
    Ok(pos)
}

/// One rank of the placement, from file a on.
fn parse_rank(text: &str) -> Result<Vec<Option<Piece>>, String> {
    const MAX: usize = 16;
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err("empty (a rank needs at least one square)".into());
    }
    let mut cells: Vec<Option<Piece>> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            if digits.starts_with('0') {
                return Err(format!("'{digits}' is not a run of empty squares"));
            }
            let run = digits.parse::<usize>().unwrap_or(usize::MAX);
            if run > MAX - cells.len() {
                return Err(format!("more than {MAX} files"));
            }
            cells.extend(std::iter::repeat_n(None, run));
            continue;
        }
        let neutral = c == '*';
        if neutral {
            i += 1;
        }
        let c = match chars.get(i) {
            Some(&c) if !neutral || c == '[' || c.is_ascii_alphabetic() => c,
            Some(&c) => return Err(format!("'*' must be followed by a piece, found '{c}'")),
            None => return Err("'*' must be followed by a piece".into()),
        };
        let piece = if c == '[' {
            let Some(len) = chars[i + 1..].iter().position(|&ch| ch == ']') else {
                return Err("'[' without its ']'".into());
            };
            let code: String = chars[i + 1..i + 1 + len].iter().collect();
            i += len + 2;
            bracketed_piece(&code, neutral)?
        } else {
            i += 1;
            let colour = if neutral {
                Colour::Neutral
            } else if c.is_ascii_uppercase() {
                Colour::White
            } else {
                Colour::Black
            };
            let kind = match c.to_ascii_uppercase() {
                'K' => PieceKind::King,
                'Q' => PieceKind::Queen,
                'R' => PieceKind::Rook,
                'B' => PieceKind::Bishop,
                'N' => PieceKind::Knight,
                'P' => PieceKind::Pawn,
                _ => return Err(format!("unknown piece '{c}'")),
            };
            Piece::new(colour, kind)
        };
        if cells.len() == MAX {
            return Err(format!("more than {MAX} files"));
        }
        cells.push(Some(piece));
    }
    Ok(cells)
}

/// A bracketed Popeye code (without its brackets).
fn bracketed_piece(code: &str, neutral: bool) -> Result<Piece, String> {
    if code.is_empty() {
        return Err("empty brackets '[]'".into());
    }
    let unknown = || format!("unknown piece '[{code}]'");
    if !code.chars().all(|c| c.is_ascii_alphanumeric())
        || !code.starts_with(|c: char| c.is_ascii_alphabetic())
    {
        return Err(unknown());
    }
    let letters = || code.chars().filter(char::is_ascii_alphabetic);
    let upper = letters().all(|c| c.is_ascii_uppercase());
    let lower = letters().all(|c| c.is_ascii_lowercase());
    if !upper && !lower {
        return Err(format!(
            "'[{code}]' mixes upper and lower case (upper is White, lower is Black)"
        ));
    }
    let kind = PieceKind::from_fen_letters(&code.to_ascii_uppercase()).ok_or_else(unknown)?;
    let colour = match (neutral, upper) {
        (true, _) => Colour::Neutral,
        (false, true) => Colour::White,
        (false, false) => Colour::Black,
    };
    Ok(Piece::new(colour, kind))
}

/// Field 3.
fn parse_castling(pos: &Position, text: &str) -> Result<Castling, String> {
    let mut c = Castling::NONE;
    if text == "-" {
        return Ok(c);
    }
    let mut seen = String::new();
    for letter in text.chars() {
        if seen.contains(letter) {
            return Err(format!("'{letter}' is given twice"));
        }
        seen.push(letter);
        let side = if letter.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let rook = match letter.to_ascii_uppercase() {
            'K' => Some(true),
            'Q' => Some(false),
            'E' => None,
            _ => {
                return Err(format!(
                    "unknown letter '{letter}' (expected '-' or letters among K, Q, E, k, q, e)"
                ))
            }
        };
        let size = pos.size();
        if size.width() != 8 {
            return Err(format!(
                "'{letter}' needs an 8-file board, this one has {} files",
                size.width()
            ));
        }
        let rank = pos.home_rank(side);
        let king_sq = Square::new(4, rank);
        if pos.piece_at(king_sq) != Some(Piece::new(side.colour(), PieceKind::King)) {
            return Err(format!(
                "'{letter}' needs the {} king on {king_sq}",
                side.name()
            ));
        }
        c.set_king(side, true);
        if let Some(kingside) = rook {
            let rook_sq = Square::new(if kingside { 7 } else { 0 }, rank);
            // (A neutral rook castles with either king.)
            let rook_there = [side.colour(), Colour::Neutral]
                .iter()
                .any(|&c| pos.piece_at(rook_sq) == Some(Piece::new(c, PieceKind::Rook)));
            if !rook_there {
                return Err(format!(
                    "'{letter}' needs a {} or neutral rook on {rook_sq}",
                    side.name()
                ));
            }
            c.set_rook(side, kingside, true);
        }
    }
    Ok(c)
}

/// Field 4: the square skipped, or the squares of a step it cannot name.
fn en_passant_text(pos: &Position, ep: EnPassant) -> String {
    let target = ep.target.to_string();
    let one_square = ep.beyond.is_none()
        && ep.step().0 == 0
        && parse_en_passant(pos, &target).is_ok_and(|read| read == Some(ep));
    match ep.squares(pos.size()) {
        Some(squares) if !one_square => squares.iter().map(|s| s.to_string()).collect(),
        _ => target,
    }
}

/// Field 4 as Popeye's `enpassant` squares (departure, the squares skipped, arrival).
fn parse_en_passant_squares(pos: &Position, text: &str) -> Result<EnPassant, String> {
    let mut squares = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, used) = Square::parse_prefix(rest)
            .filter(|(sq, _)| pos.size().contains(*sq))
            .ok_or_else(|| format!("'{text}' is neither '-' nor squares of the board"))?;
        squares.push(sq);
        rest = &rest[used..];
    }
    let (ep, mover) = EnPassant::from_squares(&squares)
        .ok_or_else(|| format!("'{text}' is not one pawn step repeated"))?;
    if !ep.fits(pos, mover) {
        return Err(format!(
            "'{text}' needs the {} pawn that made the step on its last square, the others empty",
            mover.name()
        ));
    }
    Ok(ep)
}

/// Field 4. The side to move is already set.
fn parse_en_passant(pos: &Position, text: &str) -> Result<Option<EnPassant>, String> {
    if text == "-" {
        return Ok(None);
    }
    if text.len() > 3 && text.starts_with(|c: char| c.is_ascii_lowercase()) {
        if let Some((_, used)) = Square::parse_prefix(text) {
            if used < text.len() {
                return parse_en_passant_squares(pos, text).map(Some);
            }
        }
    }
    let size = pos.size();
    let target = Square::parse(text)
        .filter(|_| text.starts_with(|c: char| c.is_ascii_lowercase()))
        .ok_or_else(|| format!("'{text}' is neither '-' nor a square"))?;
    if !size.contains(target) {
        return Err(format!("{target} is not on the {size} board"));
    }
    // The other side's double step; else the side to move's own (Popeye's `enpassant` allows
    // it: the other side takes it in set play).
    let side = pos.side_to_move();
    match double_step(pos, target, side.opponent()) {
        Ok(ep) => Ok(Some(ep)),
        Err(e) => double_step(pos, target, side).map(Some).map_err(|_| e),
    }
}

/// The double step of `mover`'s that passed over `target`.
fn double_step(pos: &Position, target: Square, mover: Side) -> Result<EnPassant, String> {
    let size = pos.size();
    // The square a double step from the mover's second rank passes over.
    let passed = match mover {
        Side::White => 2,
        Side::Black => size.height() as i32 - 3,
    };
    // A double step a condition allows from another rank.
    let departure = target.rank() as i32 - mover.forward() as i32;
    let by_condition = (0..size.height() as i32).contains(&departure)
        && REGISTRY
            .iter()
            .any(|e| e.text.fen_double_step(departure as u8, mover, size));
    if target.rank() as i32 != passed && !by_condition {
        return Err(if passed < 0 || passed >= size.height() as i32 {
            format!(
                "no double step is possible on a board of {} ranks",
                size.height()
            )
        } else {
            format!(
                "{target} is not on rank {}, where a {} double step passes",
                passed + 1,
                mover.name()
            )
        });
    }
    let victim = target
        .offset(0, mover.forward() as i32, size)
        .filter(|sq| {
            pos.piece_at(*sq).is_some_and(|p| {
                (p.kind() == PieceKind::Pawn || p.kind().is_imitating())
                    && p.colour().movable_by(mover)
            })
        })
        .ok_or_else(|| {
            let beyond = target.offset(0, mover.forward() as i32, size);
            match beyond {
                Some(sq) => format!(
                    "e.p. square {target} needs the {} pawn that passed over it on {sq}",
                    mover.name()
                ),
                None => format!("e.p. square {target} has no square beyond it"),
            }
        })?;
    Ok(EnPassant::new(target, victim))
}

/// Writes the position as an extended FEN (see the module documentation).
pub fn to_fen(pos: &Position) -> String {
    let size = pos.size();
    let mut s = String::new();
    for rank in (0..size.height()).rev() {
        let mut run = 0;
        for file in 0..size.width() {
            match pos.piece_at(Square::new(file, rank)) {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    push_piece(&mut s, p);
                }
            }
        }
        if run > 0 {
            s.push_str(&run.to_string());
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(match pos.side_to_move() {
        Side::White => 'w',
        Side::Black => 'b',
    });
    s.push(' ');
    let castling = castling_text(pos.castling());
    s.push_str(if castling.is_empty() { "-" } else { &castling });
    s.push(' ');
    match pos.en_passant() {
        Some(ep) => s.push_str(&en_passant_text(pos, ep)),
        None => s.push('-'),
    }
    s.push_str(" 0 1");
    let mut fields: Vec<(&str, String)> = REGISTRY
        .iter()
        .flat_map(|e| e.text.write_fen(pos))
        .collect();
    let attributes = attributes_text(pos);
    if !attributes.is_empty() {
        fields.push((ATTRIBUTES_KEY, attributes));
    }
    fields.sort_by_key(|&(key, _)| key);
    for (key, value) in fields {
        s.push_str(&format!(" {key}={value}"));
    }
    s
}

fn push_piece(s: &mut String, p: Piece) {
    let letter = match p.kind() {
        PieceKind::King => Some('K'),
        PieceKind::Queen => Some('Q'),
        PieceKind::Rook => Some('R'),
        PieceKind::Bishop => Some('B'),
        PieceKind::Knight => Some('N'),
        PieceKind::Pawn => Some('P'),
        _ => None,
    };
    let black = p.colour() == Colour::Black;
    if p.colour() == Colour::Neutral {
        s.push('*');
    }
    match letter {
        Some(l) if black => s.push(l.to_ascii_lowercase()),
        Some(l) => s.push(l),
        None => {
            s.push('[');
            if black {
                s.push_str(&p.kind().fen_letters().to_ascii_lowercase());
            } else {
                s.push_str(&p.kind().fen_letters());
            }
            s.push(']');
        }
    }
}

/// `KQkq`, `E`, … (empty when no bit is set). Rook bits without their king's bit are dropped:
/// FEN cannot say them (a MarsCirce problem read from Popeye's text has them, its king away).
fn castling_text(c: Castling) -> String {
    let mut s = String::new();
    for side in [Side::White, Side::Black] {
        if !c.king_unmoved(side) {
            continue;
        }
        let mut letters = String::new();
        if c.rook_unmoved(side, true) {
            letters.push('K');
        }
        if c.rook_unmoved(side, false) {
            letters.push('Q');
        }
        if letters.is_empty() {
            letters.push('E');
        }
        if side == Side::Black {
            letters = letters.to_ascii_lowercase();
        }
        s.push_str(&letters);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn round_trip(fen: &str) -> Position {
        let pos = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(to_fen(&pos), fen);
        assert_eq!(parse_fen(&to_fen(&pos)).as_ref(), Ok(&pos));
        assert_eq!(pos.hash(), pos.compute_hash());
        pos
    }

    fn error(fen: &str) -> FenError {
        match parse_fen(fen) {
            Ok(p) => panic!("{fen} was accepted: {}", to_fen(&p)),
            Err(e) => e,
        }
    }

    #[test]
    fn the_initial_array_is_standard_fen() {
        assert_eq!(to_fen(&Position::initial()), START);
        assert_eq!(round_trip(START), Position::initial());
    }

    #[test]
    fn the_documented_examples_read() {
        round_trip(START);
        round_trip("4k3/8/3*[G]4/8/2[ma]5/8/8/R3K3 b Q - 0 1 lastcapture=wPd3");
        round_trip(
            "r3k4r/10/10/10/4[FF]5/10/10/10/10/R3K4R w - - 0 1 lastmove=S qi=K,Ra1,Rj1,k,ra10,rj10",
        );
    }

    #[test]
    fn fairy_and_neutral_pieces() {
        let pos = round_trip("4k3/8/3*[G]4/[ne]7/2[ma]5/*P7/*N7/R3K3 b Q - 0 1");
        let at = |s: &str| pos.piece_at(Square::parse(s).unwrap());
        assert_eq!(
            at("d6"),
            Some(Piece::new(Colour::Neutral, PieceKind::Grasshopper))
        );
        assert_eq!(
            at("a5"),
            Some(Piece::new(Colour::Black, PieceKind::NonstopEquihopper))
        );
        assert_eq!(at("c4"), Some(Piece::new(Colour::Black, PieceKind::Mao)));
        assert_eq!(at("a3"), Some(Piece::new(Colour::Neutral, PieceKind::Pawn)));
        assert_eq!(
            at("a2"),
            Some(Piece::new(Colour::Neutral, PieceKind::Knight))
        );
        // [N] is Popeye's nightrider, [S] a knight written the Popeye way.
        let pos = parse_fen("[N][S][n][s]4/8/8/8/8/8/8/8 w - -").unwrap();
        assert_eq!(to_fen(&pos), "[N]N[n]n4/8/8/8/8/8/8/8 w - - 0 1");
        // Lower-case letters after '*' are accepted and written upper case.
        let pos = parse_fen("*q*[g]6/8/8/8/8/8/8/8 w - -").unwrap();
        assert_eq!(to_fen(&pos), "*Q*[G]6/8/8/8/8/8/8/8 w - - 0 1");
    }

    #[test]
    fn board_sizes() {
        let pos = round_trip("K w - - 0 1");
        assert_eq!(pos.size(), BoardSize::new(1, 1).unwrap());
        round_trip("1 b - - 0 1");
        let pos = round_trip("k9/10/10/10/10/10/10/10/10/9K w - - 0 1");
        assert_eq!(pos.size(), BoardSize::new(10, 10).unwrap());
        let sixteen = ["16"; 16].join("/");
        let pos = round_trip(&format!("{sixteen} w - - 0 1"));
        assert_eq!(pos.size(), BoardSize::new(16, 16).unwrap());
        let pos = round_trip("15k/16/K15 w - - 0 1");
        assert_eq!(pos.king(Side::Black), Some(Square::new(15, 2)));
    }

    #[test]
    fn castling_letters() {
        let pos = round_trip("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
        let c = pos.castling();
        assert!(c.king_unmoved(Side::White) && c.rook_unmoved(Side::White, true));
        assert!(!c.rook_unmoved(Side::White, false));
        assert!(c.rook_unmoved(Side::Black, false));
        let pos = round_trip("4k3/8/8/8/8/8/8/4K3 w Ee - 0 1");
        assert!(pos.castling().king_unmoved(Side::Black));
        assert!(!pos.castling().rook_unmoved(Side::Black, true));
        // Any order is read; output is canonical.
        let pos = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w qkQK -").unwrap();
        assert_eq!(to_fen(&pos), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    }

    #[test]
    fn en_passant_and_extensions() {
        let pos = round_trip("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        let ep = pos.en_passant().unwrap();
        assert_eq!(
            (ep.target.to_string(), ep.victim.to_string()),
            ("d6".into(), "d5".into())
        );
        // A triple step and a berolina pawn's diagonal double step: Popeye's squares.
        let pos = round_trip("8/8/2P5/3pP3/8/8/8/8 w - d8d7d6d5 0 1");
        assert_eq!(pos.en_passant().unwrap().beyond, Square::parse("d7"));
        round_trip("8/8/8/3[bp][BP]3/8/8/8/8 w - f7e6d5 0 1");
        assert!(parse_fen("8/8/8/3pP3/8/8/8/8 w - d8d6d5 0 1").is_err());
        assert!(parse_fen("8/3p4/8/3pP3/8/8/8/8 w - d8d7d6d5 0 1").is_err());
        let pos = round_trip("4k3/8/8/8/3*P4/8/8/4K3 b - d3 0 1");
        assert_eq!(
            pos.en_passant().unwrap().victim,
            Square::parse("d4").unwrap()
        );
        let pos = round_trip("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1 lastcapture=wPd3");
        assert_eq!(
            pos.pending_rebirth(),
            Some((
                Piece::new(Colour::White, PieceKind::Pawn),
                Square::parse("d3").unwrap()
            ))
        );
        round_trip("4k3/8/8/8/8/3n4/8/4K3 b - - 0 1 lastcapture=nMAd3 lastmove=R");
        // Any order on input, numbers optional; output in the order of the keys.
        let pos = parse_fen("4k3/8/8/8/8/3n4/8/4K3 w - - lastmove=Q lastcapture=wPd3").unwrap();
        assert_eq!(
            to_fen(&pos),
            "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1 lastcapture=wPd3 lastmove=Q"
        );
        assert!(parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 12").is_ok());
    }

    #[test]
    fn errors_name_their_field() {
        let e = error("8/8/3X4/8/8/8/8/8 w - -");
        assert_eq!(
            e.to_string(),
            "FEN field 1 (placement), rank 6: unknown piece 'X'"
        );
        assert_eq!(error("").field, 1);
        assert_eq!(error("8/8").field, 2);
        assert_eq!(error("8/8 x - -").field, 2);
        assert_eq!(
            error("8/7 w - -").to_string(),
            "FEN field 1 (placement), rank 1: 7 files, but rank 2 has 8"
        );
        assert_eq!(error("8/8 w KQ -").field, 3);
        assert_eq!(error("8/8/8/8/8/8/8/8 w - e3").field, 4);
        assert_eq!(error("8/8 w - - x").field, 5);
        assert_eq!(error("8/8 w - - 0 x").field, 6);
        let e = error("8/8 w - - 0 1 colour=red");
        assert_eq!(e.field, 7);
        assert!(e.to_string().contains("unknown key 'colour'"), "{e}");
        let e = error("8/8 w - - lastmove=K lastmove=Q");
        assert_eq!(e.field, 8);
        assert_eq!(error("KK w - -").field, 1);
        assert_eq!(error("P/8 w - -").field, 1);
        assert_eq!(error("17/8 w - -").field, 1);
        assert_eq!(error(&format!("{} w - -", ["8"; 17].join("/"))).field, 1);
        assert!(error("8/[G w - -").to_string().contains("'['"));
        assert!(error("8/[Gm]7 w - -").to_string().contains("mixes"));
        assert!(error("8/*7 w - -").to_string().contains("'*'"));
        assert!(error("8/08 w - -").to_string().contains("'08'"));
        assert!(error("8/99999999999999999999999 w - -")
            .to_string()
            .contains("16 files"));
    }
}
