//! Move text in Popeye's English notation with feerie's fairy suffixes (DESIGN.md §3):
//! `Sb1-c3`, `Qa1*b2`, `e7-e8=Q`, `e5*d6 ep.`, `0-0`, Tokens `Ra1-a5[Ia7]`, promotion into an
//! Imitator `b7-b8[If7]=I`, Circé Parrain rebirths `Ke1-e2[+wPb5]`, `Ra1-a5[+wPd8=Q]`.
//! Neutral pieces carry an `n` before their letters (`nSb1-c3`, `nPb2-b3`). Échecs Miroir
//! transfers follow in parentheses (RULES.md §3.4): `Sa4-c5 (Sd4-b6)`, `b7-b8=B (Bc8-a8)`,
//! exchanges of places `e4-e5 (c4↔g6)`, a transferred pawn's promotion `e3-e4 (c7-g1=Q)`.
//! Four Double Acts' imitating pieces write the orthodox kind they move as in parentheses after
//! their letters (RULES.md §4.2, F-8): `FF(R)e5-e8`, `CN(S)f6*d7`, `WM(P)c3-c5`; Qi castling
//! is `0-0-0` when the rook stands on the king's left (towards file a) and `0-0` when on its
//! right, on every board, as orthodox castling is.

use super::dynamo_text::{self, PassiveSpec};
use crate::conditions::imitator;
use crate::conditions::miroir::{self, Transfer};
use crate::rules::attack::in_check;
use crate::rules::movegen::generate_legal;
use crate::rules::{
    Colour, Destination, Move, MoveList, Piece, PieceKind, Position, Promotion, Ruleset, Special,
    Square,
};

/// What the move does to the opponent, for the mark after the move text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    None,
    Check,
    Mate,
    Stalemate,
}

impl Mark {
    pub fn suffix(self) -> &'static str {
        match self {
            Mark::None => "",
            Mark::Check => " +",
            Mark::Mate => " #",
            Mark::Stalemate => " =",
        }
    }
}

/// The piece's letters as move text writes them: nothing for a white or black pawn.
pub fn piece_letters(p: Piece) -> String {
    let mut s = String::new();
    if p.colour() == Colour::Neutral {
        s.push('n');
        s.push_str(p.kind().letters());
    } else if p.kind() != PieceKind::Pawn {
        s.push_str(p.kind().letters());
    }
    s
}

/// The move's text without a mark. `pos` is the position the move is played from.
pub fn move_text(pos: &Position, mv: &Move) -> String {
    let mut s = String::new();
    match mv.special {
        Special::Castling { rook_from, .. } => {
            s.push_str(if rook_from.file() > mv.from.file() {
                "0-0"
            } else {
                "0-0-0"
            });
        }
        _ => {
            s.push_str(&piece_letters(mv.piece));
            if let Some(kind) = mv.imitated {
                s.push('(');
                s.push_str(kind.letters());
                s.push(')');
            }
            s.push_str(&mv.from.to_string());
            if let Special::Exit { dir } = mv.special {
                s.push_str(&dynamo_text::destination(Destination::Off(dir)));
            } else if mv.to != mv.from {
                s.push(if mv.is_capture() { '*' } else { '-' });
                s.push_str(&mv.to.to_string());
            }
            if matches!(mv.special, Special::EnPassant { .. }) {
                s.push_str(" ep.");
            }
        }
    }
    if !pos.tokens().is_empty() {
        let squares: Vec<String> = imitator::squares_after(pos, mv)
            .iter()
            .map(|sq| sq.to_string())
            .collect();
        s.push_str("[I");
        s.push_str(&squares.join(","));
        s.push(']');
    }
    match mv.promotion {
        Some(Promotion::Piece(k)) => {
            s.push('=');
            s.push_str(k.letters());
        }
        Some(Promotion::Token) => s.push_str("=I"),
        None => {}
    }
    if let Some(r) = mv.rebirth {
        s.push_str("[+");
        s.push(r.piece.colour().letter());
        let reborn_pawn_promoted = r.piece.kind() != PieceKind::Pawn
            && pos
                .pending_rebirth()
                .is_some_and(|(p, _)| p.kind() == PieceKind::Pawn);
        if reborn_pawn_promoted {
            s.push_str(&format!("P{}={}", r.square, r.piece.kind().letters()));
        } else {
            s.push_str(&format!("{}{}", r.piece.kind().letters(), r.square));
        }
        s.push(']');
    }
    if mv.mirror.is_some() {
        s.push_str(&transfers_text(&miroir::transfers(pos, mv)));
    }
    s.push_str(&dynamo_text::passive_text(pos, mv));
    s
}

/// ` (Sd4-b6)`, ` (c4↔g6)`, ` (Ra5-a3, Rh8-h2)`: the transfers in the order of their
/// departure squares, an exchange of places once.
fn transfers_text(list: &[Transfer]) -> String {
    let mut items = Vec::new();
    for t in list {
        let partner = list.iter().find(|u| u.from == t.to && u.to == t.from);
        let exchange = partner.is_some_and(|u| t.promotion.is_none() && u.promotion.is_none());
        if exchange && t.to < t.from {
            continue;
        }
        let mut item = piece_letters(t.piece);
        item.push_str(&t.from.to_string());
        item.push(if exchange { '↔' } else { '-' });
        item.push_str(&t.to.to_string());
        if let Some(k) = t.promotion {
            item.push('=');
            item.push_str(k.letters());
        }
        items.push(item);
    }
    format!(" ({})", items.join(", "))
}

/// Check, mate or stalemate given by `mv`.
pub fn mark(pos: &Position, mv: &Move, rs: &Ruleset) -> Mark {
    let after = pos.play(mv, rs);
    let opponent = after.side_to_move();
    let check = in_check(&after, opponent, rs);
    let mut replies = MoveList::new();
    generate_legal(&after, rs, &mut replies);
    match (check, replies.is_empty()) {
        (true, true) => Mark::Mate,
        (true, false) => Mark::Check,
        (false, true) => Mark::Stalemate,
        (false, false) => Mark::None,
    }
}

/// The move's text with its mark (` +`, ` #`, ` =`).
pub fn move_text_marked(pos: &Position, mv: &Move, rs: &Ruleset) -> String {
    let mut s = move_text(pos, mv);
    s.push_str(mark(pos, mv, rs).suffix());
    s
}

// ----- reading move text -----

/// Why a move text could not be read, or matches no legal move or more than one.
/// `column` counts characters from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct MoveTextError {
    pub column: usize,
    pub message: String,
}

/// Reads one move in the notation [`move_text`] and [`move_text_marked`] write, and returns the
/// legal move of `pos` it names.
///
/// The text may start with a move number (`1.`, `1...`) and end with marks (` +`, ` #`, ` =`) and
/// annotations (`!`, `?`). The parts are, in Popeye's order: an optional `n` (neutral piece), the
/// piece letters (none for a pawn; `S` knight, `N` nightrider, `MA` mao, …), for an imitating piece
/// of Four Double Acts the kind it moves as in parentheses (`FF(R)`, one of `K Q R B S P`), the
/// departure square, `-` or `*` (`x` is read as `*`), the arrival square, or `0-0` / `0-0-0` (`O-O`
/// too); then ` ep.`, the Imitator squares after the move `[Ia7]` / `[Ic6,d6]`, the promotion `=Q`
/// / `=I`, the Circé Parrain rebirth `[+wPb5]` / `[+wPd8=Q]` and the Miroir transfers `(Sd4-b6)`,
/// `(c4↔g6)` (also `c4<->g6` or `c4-g6, g6-c4`). The suffixes are read in any order. Whitespace may
/// stand where Popeye puts it (before ` ep.` and the marks) and also after the move number, before
/// any suffix and inside the Imitator bracket, but not inside the move itself (`Ra1-a5`,
/// `[+wPd8=Q]`).
///
/// Every part given must fit the move; parts left out (the Imitator squares, a promotion, a
/// rebirth, a mark, an imitating piece's kind) leave it open, and the text is ambiguous if more
/// than one move fits. A mark is checked: `+` needs a check (or a mate, since Popeye marks mates
/// `+` in move lists), `#` a mate, `=` a stalemate.
pub fn parse_move(pos: &Position, rs: &Ruleset, text: &str) -> Result<Move, MoveTextError> {
    let spec = MoveSpec::parse(text)?;
    select(pos, rs, text.trim(), &spec)
}

/// A part of the text and the column it starts at.
#[derive(Clone, Copy, Debug)]
struct At<T> {
    value: T,
    column: usize,
}

#[derive(Clone, Debug)]
enum Body {
    Castling {
        long: bool,
    },
    Displacement {
        neutral: bool,
        /// The piece letters; none for a pawn.
        kind: Option<At<PieceKind>>,
        /// Four Double Acts: the orthodox kind an imitating piece moves as, `FF(R)e5-e8`.
        imitated: Option<At<PieceKind>>,
        from: At<Square>,
        capture: At<bool>,
        to: At<Target>,
    },
}

/// Where the text sends the active piece.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Target {
    Square(Square),
    /// Dynamo: the piece pushes or pulls without moving (`Qc6 (Se6-f6)`).
    Stays,
    /// Dynamo: the piece leaves the board (`Qc6-OUT(W)`).
    Off(crate::rules::Vec2),
}

/// A rebirth as written: colour, the letters of the captured piece, square, promotion.
#[derive(Clone, Copy, Debug)]
struct RebirthSpec {
    colour: Colour,
    kind: PieceKind,
    square: Square,
    promotion: Option<PieceKind>,
}

impl RebirthSpec {
    /// The piece that reappears.
    fn piece(&self) -> Piece {
        Piece::new(self.colour, self.promotion.unwrap_or(self.kind))
    }
}

/// Everything a move text says, with where it says it.
#[derive(Clone, Debug)]
struct MoveSpec {
    body: At<Body>,
    ep: Option<At<()>>,
    imitators: Option<At<Vec<Square>>>,
    promotion: Option<At<Promotion>>,
    rebirth: Option<At<RebirthSpec>>,
    /// Échecs Miroir: the transfers, `(Sd4-b6, c4↔g6)`.
    transfers: Option<At<Vec<TransferSpec>>>,
    /// Dynamo: the piece pushed or pulled, `(Se6-f6)`.
    passive: Option<At<PassiveSpec>>,
    mark: Option<At<Mark>>,
}

/// One Miroir transfer as written (an exchange of places gives two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct TransferSpec {
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
    /// The letters, when given: neutral, kind (`None` for a pawn).
    piece: Option<(bool, Option<PieceKind>)>,
}

/// The lexer: a cursor over the characters of the text, with the primitive readers the parser
/// is built from (squares, piece letters, single symbols).
struct Lexer {
    chars: Vec<char>,
    i: usize,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.chars().collect(),
            i: 0,
        }
    }
    fn column(&self) -> usize {
        self.i + 1
    }
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }
    fn at_end(&self) -> bool {
        self.i >= self.chars.len()
    }
    fn bump(&mut self) {
        self.i += 1;
    }
    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }
    /// Consumes `c` if it comes next.
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    /// Consumes `s` if it comes next.
    fn eat_str(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        if self.chars.len() >= self.i + n
            && s.chars().eq(self.chars[self.i..self.i + n].iter().copied())
        {
            self.i += n;
            true
        } else {
            false
        }
    }
    fn error(&self, column: usize, message: impl Into<String>) -> MoveTextError {
        MoveTextError {
            column,
            message: message.into(),
        }
    }
    /// What comes next, for messages.
    fn found(&self) -> String {
        match self.peek() {
            Some(c) => format!("'{c}'"),
            None => "the end of the text".into(),
        }
    }
    fn expected(&self, what: &str) -> MoveTextError {
        self.error(
            self.column(),
            format!("expected {what}, found {}", self.found()),
        )
    }
    /// A square name in lower case: file a..p, rank 1..16.
    fn square(&mut self, what: &str) -> Result<At<Square>, MoveTextError> {
        let column = self.column();
        let head: String = self.chars[self.i..].iter().take(3).collect();
        match Square::parse_prefix(&head) {
            Some((sq, used)) if head.starts_with(|c: char| c.is_ascii_lowercase()) => {
                self.i += used;
                Ok(At { value: sq, column })
            }
            _ => Err(self.expected(what)),
        }
    }
    /// Upper-case piece letters (possibly none).
    fn letters(&mut self) -> At<String> {
        let column = self.column();
        let mut s = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_uppercase) {
            s.push(c);
            self.i += 1;
        }
        At { value: s, column }
    }
    /// Upper-case letters naming a piece kind.
    fn piece_kind(&mut self, what: &str) -> Result<At<PieceKind>, MoveTextError> {
        let letters = self.letters();
        if letters.value.is_empty() {
            return Err(self.expected(what));
        }
        match PieceKind::from_letters(&letters.value) {
            Some(kind) => Ok(At {
                value: kind,
                column: letters.column,
            }),
            None => Err(self.error(
                letters.column,
                format!("unknown piece letters '{}'", letters.value),
            )),
        }
    }
}

impl MoveSpec {
    fn parse(text: &str) -> Result<MoveSpec, MoveTextError> {
        let mut lx = Lexer::new(text);
        lx.skip_spaces();
        Self::move_number(&mut lx)?;
        lx.skip_spaces();
        if lx.at_end() {
            return Err(lx.expected("a move"));
        }
        let body = Self::body(&mut lx)?;
        let mut spec = MoveSpec {
            body,
            ep: None,
            imitators: None,
            promotion: None,
            rebirth: None,
            transfers: None,
            passive: None,
            mark: None,
        };
        spec.suffixes(&mut lx)?;
        spec.marks(&mut lx)?;
        Ok(spec)
    }

    /// `12.`, `12...`, `12.…` (digits followed by a dot or an ellipsis); nothing otherwise.
    fn move_number(lx: &mut Lexer) -> Result<(), MoveTextError> {
        let mut k = 0;
        while lx.peek_at(k).is_some_and(|c| c.is_ascii_digit()) {
            k += 1;
        }
        if k == 0 || !matches!(lx.peek_at(k), Some('.') | Some('…')) {
            return Ok(());
        }
        lx.i += k;
        if lx.eat('…') {
            return Ok(());
        }
        lx.eat('.');
        if lx.eat('…') || lx.eat_str("..") {
            return Ok(());
        }
        if lx.peek() == Some('.') {
            return Err(lx.error(lx.column(), "a move number ends with '.' or '...'"));
        }
        Ok(())
    }

    fn body(lx: &mut Lexer) -> Result<At<Body>, MoveTextError> {
        let column = lx.column();
        if let Some(zero @ ('0' | 'O')) = lx.peek() {
            let long: String = [zero, '-', zero, '-', zero].iter().collect();
            let short: String = [zero, '-', zero].iter().collect();
            let long = if lx.eat_str(&long) {
                true
            } else if lx.eat_str(&short) {
                false
            } else {
                return Err(lx.error(column, format!("expected {short} or {long}")));
            };
            return Ok(At {
                value: Body::Castling { long },
                column,
            });
        }
        let neutral =
            lx.peek() == Some('n') && lx.peek_at(1).is_some_and(|c| c.is_ascii_uppercase());
        if neutral {
            lx.bump();
        }
        let kind = if lx.peek().is_some_and(|c| c.is_ascii_uppercase()) {
            Some(lx.piece_kind("piece letters")?)
        } else {
            None
        };
        let imitated = if kind.is_some() && lx.peek() == Some('(') {
            Some(Self::imitated_kind(lx)?)
        } else {
            None
        };
        let from = lx.square("the departure square (like e2)")?;
        let capture_column = lx.column();
        let capture = match lx.peek() {
            Some('-') => false,
            Some('*') | Some('x') => true,
            // Dynamo: a piece that pushes or pulls without moving.
            None | Some(' ') | Some('(') => {
                return Ok(At {
                    value: Body::Displacement {
                        neutral,
                        kind,
                        imitated,
                        from,
                        capture: At {
                            value: false,
                            column: capture_column,
                        },
                        to: At {
                            value: Target::Stays,
                            column: capture_column,
                        },
                    },
                    column,
                })
            }
            _ => return Err(lx.expected("'-' or '*' after the departure square")),
        };
        lx.bump();
        let to = if lx.peek() == Some('O') {
            let column = lx.column();
            At {
                value: Target::Off(Self::out(lx)?),
                column,
            }
        } else {
            let to = lx.square("the arrival square")?;
            At {
                value: Target::Square(to.value),
                column: to.column,
            }
        };
        Ok(At {
            value: Body::Displacement {
                neutral,
                kind,
                imitated,
                from,
                capture: At {
                    value: capture,
                    column: capture_column,
                },
                to,
            },
            column,
        })
    }

    /// Four Double Acts: `(R)` after an imitating piece's letters, the orthodox kind it moves
    /// as (`K Q R B S P`).
    fn imitated_kind(lx: &mut Lexer) -> Result<At<PieceKind>, MoveTextError> {
        let column = lx.column();
        lx.bump();
        let kind = lx.piece_kind("the kind the piece moves as (K, Q, R, B, S or P)")?;
        if !kind.value.is_orthodox() {
            return Err(lx.error(
                kind.column,
                format!(
                    "'{}' is not an orthodox kind (expected K, Q, R, B, S or P)",
                    kind.value.letters()
                ),
            ));
        }
        if !lx.eat(')') {
            return Err(lx.expected("')' after the kind the piece moves as"));
        }
        Ok(At {
            value: kind.value,
            column,
        })
    }

    /// Dynamo's `OUT(dir)` after the `-`: the direction.
    fn out(lx: &mut Lexer) -> Result<crate::rules::Vec2, MoveTextError> {
        if !lx.eat_str("OUT(") {
            return Err(lx.expected("'OUT(' or a square"));
        }
        let column = lx.column();
        let mut inner = String::new();
        while let Some(c) = lx.peek().filter(|&c| c != ')') {
            inner.push(c);
            lx.bump();
        }
        if !lx.eat(')') {
            return Err(lx.expected("')' closing the direction"));
        }
        dynamo_text::parse_direction(&inner)
            .ok_or_else(|| lx.error(column, format!("unknown direction '{inner}'")))
    }

    /// Dynamo's passive piece after the `(`: `nSe6-f6)`, `Pe7-OUT(N))`, `Pd7-d8=Q)`.
    fn passive(lx: &mut Lexer) -> Result<PassiveSpec, MoveTextError> {
        let neutral =
            lx.peek() == Some('n') && lx.peek_at(1).is_some_and(|c| c.is_ascii_uppercase());
        if neutral {
            lx.bump();
        }
        let kind = lx.piece_kind("the passive piece's letters")?.value;
        let from = lx.square("the passive piece's square")?.value;
        if !lx.eat('-') {
            return Err(lx.expected("'-'"));
        }
        let to = if lx.peek() == Some('O') {
            Destination::Off(Self::out(lx)?)
        } else {
            Destination::Square(lx.square("the passive piece's arrival")?.value)
        };
        let promotion = if lx.eat('=') {
            Some(lx.piece_kind("the promotion piece's letters")?.value)
        } else {
            None
        };
        if !lx.eat(')') {
            return Err(lx.expected("')' closing the passive piece"));
        }
        Ok(PassiveSpec {
            neutral,
            kind,
            from,
            to,
            promotion,
        })
    }

    /// ` ep.`, `[I…]`, `=X`, `[+…]`, `(…)`, each at most once, in any order.
    fn suffixes(&mut self, lx: &mut Lexer) -> Result<(), MoveTextError> {
        fn once<T>(
            lx: &Lexer,
            slot: &Option<At<T>>,
            column: usize,
            what: &str,
        ) -> Result<(), MoveTextError> {
            match slot {
                Some(_) => Err(lx.error(column, format!("{what} is given twice"))),
                None => Ok(()),
            }
        }
        loop {
            let save = lx.i;
            lx.skip_spaces();
            let column = lx.column();
            if lx.eat_str("ep.") || lx.eat_str("e.p.") {
                once(lx, &self.ep, column, "'ep.'")?;
                self.ep = Some(At { value: (), column });
            } else if lx.eat_str("[I") {
                once(lx, &self.imitators, column, "the Imitator bracket")?;
                let mut squares = Vec::new();
                loop {
                    lx.skip_spaces();
                    squares.push(lx.square("an Imitator square")?.value);
                    lx.skip_spaces();
                    if lx.eat(']') {
                        break;
                    }
                    if !lx.eat(',') {
                        return Err(lx.expected("',' or ']'"));
                    }
                }
                self.imitators = Some(At {
                    value: squares,
                    column,
                });
            } else if lx.eat_str("[+") {
                once(lx, &self.rebirth, column, "the rebirth bracket")?;
                let colour = match lx.peek() {
                    Some('w') => Colour::White,
                    Some('b') => Colour::Black,
                    Some('n') => Colour::Neutral,
                    _ => return Err(lx.expected("the reborn piece's colour w, b or n")),
                };
                lx.bump();
                let kind = lx.piece_kind("the reborn piece's letters")?;
                let square = lx.square("the rebirth square")?.value;
                let promotion = if lx.peek() == Some('=') {
                    let eq = lx.column();
                    lx.bump();
                    if kind.value != PieceKind::Pawn {
                        return Err(lx.error(eq, "only a reborn pawn can promote"));
                    }
                    Some(lx.piece_kind("the promotion piece's letters")?.value)
                } else {
                    None
                };
                if !lx.eat(']') {
                    return Err(lx.expected("']' closing the rebirth"));
                }
                self.rebirth = Some(At {
                    value: RebirthSpec {
                        colour,
                        kind: kind.value,
                        square,
                        promotion,
                    },
                    column,
                });
            } else if lx.eat('(') {
                once(lx, &self.transfers, column, "the parenthesis")?;
                once(lx, &self.passive, column, "the parenthesis")?;
                // Échecs Miroir's transfers and Dynamo's passive piece share the parentheses:
                // each reading the text allows is kept, and the legal move found decides.
                let start = lx.i;
                let transfers = Self::transfer_list(lx).map(|t| (t, lx.i));
                lx.i = start;
                let passive = Self::passive(lx).map(|p| (p, lx.i));
                lx.i = match (&transfers, &passive) {
                    (Ok((_, end)), _) | (Err(_), Ok((_, end))) => *end,
                    (Err(a), Err(b)) => {
                        return Err(if a.column >= b.column { a } else { b }.clone());
                    }
                };
                if let Ok((value, _)) = transfers {
                    self.transfers = Some(At { value, column });
                }
                if let Ok((value, _)) = passive {
                    self.passive = Some(At { value, column });
                }
            } else if lx.peek() == Some('[') {
                return Err(lx.expected("'[I' (Imitators) or '[+' (rebirth)"));
            } else if lx.peek() == Some('=') && Self::promotion_follows(lx) {
                once(lx, &self.promotion, column, "the promotion")?;
                lx.bump();
                lx.skip_spaces();
                let promotion = if lx.peek() == Some('I')
                    && !lx.peek_at(1).is_some_and(|c| c.is_ascii_uppercase())
                {
                    lx.bump();
                    Promotion::Token
                } else {
                    Promotion::Piece(lx.piece_kind("the promotion piece's letters")?.value)
                };
                self.promotion = Some(At {
                    value: promotion,
                    column,
                });
            } else {
                lx.i = save;
                return Ok(());
            }
        }
    }

    /// Transfers up to the closing parenthesis: `Sd4-b6, c4↔g6)`.
    fn transfer_list(lx: &mut Lexer) -> Result<Vec<TransferSpec>, MoveTextError> {
        let mut list = Vec::new();
        loop {
            lx.skip_spaces();
            Self::transfer(lx, &mut list)?;
            lx.skip_spaces();
            if lx.eat(')') {
                return Ok(list);
            }
            if !lx.eat(',') {
                return Err(lx.expected("',' or ')'"));
            }
        }
    }

    /// One transfer: `Sd4-b6`, `c7-g1=Q`, `c4↔g6` (or `c4<->g6`), added to `list`.
    fn transfer(lx: &mut Lexer, list: &mut Vec<TransferSpec>) -> Result<(), MoveTextError> {
        let neutral =
            lx.peek() == Some('n') && lx.peek_at(1).is_some_and(|c| c.is_ascii_uppercase());
        if neutral {
            lx.bump();
        }
        let kind = if lx.peek().is_some_and(|c| c.is_ascii_uppercase()) {
            Some(lx.piece_kind("the transferred piece's letters")?.value)
        } else {
            None
        };
        // Letters are optional for a black or white piece, and none means a pawn only when
        // none is written for the other pieces either: the move's own pieces settle it.
        let piece = (neutral || kind.is_some()).then_some((neutral, kind));
        let from = lx.square("the transferred piece's square")?.value;
        let exchange = if lx.eat('↔') || lx.eat_str("<->") {
            true
        } else if lx.eat('-') {
            false
        } else {
            return Err(lx.expected("'-' or '↔' in a transfer"));
        };
        let to = lx.square("the transfer's arrival square")?.value;
        let promotion = if !exchange && lx.peek() == Some('=') && Self::promotion_follows(lx) {
            lx.bump();
            Some(lx.piece_kind("the promotion piece's letters")?.value)
        } else {
            None
        };
        list.push(TransferSpec {
            from,
            to,
            promotion,
            piece,
        });
        if exchange {
            list.push(TransferSpec {
                from: to,
                to: from,
                promotion: None,
                piece,
            });
        }
        Ok(())
    }

    /// Whether the `=` under the cursor starts a promotion (letters follow) rather than being
    /// the stalemate mark.
    fn promotion_follows(lx: &Lexer) -> bool {
        let mut k = 1;
        while lx.peek_at(k).is_some_and(char::is_whitespace) {
            k += 1;
        }
        lx.peek_at(k).is_some_and(|c| c.is_ascii_uppercase())
    }

    /// ` +`, ` #`, ` =`, then any `!` and `?`, then the end.
    fn marks(&mut self, lx: &mut Lexer) -> Result<(), MoveTextError> {
        lx.skip_spaces();
        let column = lx.column();
        let mark = match lx.peek() {
            Some('+') => Some(Mark::Check),
            Some('#') => Some(Mark::Mate),
            Some('=') => Some(Mark::Stalemate),
            _ => None,
        };
        if let Some(value) = mark {
            lx.bump();
            self.mark = Some(At { value, column });
        }
        loop {
            lx.skip_spaces();
            if !(lx.eat('!') || lx.eat('?')) {
                break;
            }
        }
        if !lx.at_end() {
            return Err(lx.error(
                lx.column(),
                format!("unexpected {} after the move", lx.found()),
            ));
        }
        Ok(())
    }
}

/// Narrows the legal moves down to the one `spec` names.
fn select(
    pos: &Position,
    rs: &Ruleset,
    text: &str,
    spec: &MoveSpec,
) -> Result<Move, MoveTextError> {
    let mut moves = crate::rules::legal_moves(pos, rs);
    moves.sort();
    moves.dedup();
    let size = pos.size();
    let fail = |column: usize, why: String| MoveTextError {
        column,
        message: format!("no legal move matches '{text}': {why}"),
    };
    let keep = |moves: &mut MoveList, f: &dyn Fn(&Move) -> bool| {
        moves.retain(|m| f(m));
        !moves.is_empty()
    };

    match &spec.body.value {
        Body::Castling { long } => {
            let long = *long;
            if !keep(
                &mut moves,
                &|m| matches!(m.special, Special::Castling { rook_from, .. } if (rook_from.file() < m.from.file()) == long),
            ) {
                let name = if long { "0-0-0" } else { "0-0" };
                return Err(fail(spec.body.column, format!("{name} is not legal here")));
            }
        }
        Body::Displacement {
            neutral,
            kind,
            imitated,
            from,
            capture,
            to,
        } => {
            let arrival = match to.value {
                Target::Square(s) => Some(At {
                    value: s,
                    column: to.column,
                }),
                _ => None,
            };
            for sq in [Some(*from), arrival].into_iter().flatten() {
                if !size.contains(sq.value) {
                    return Err(fail(
                        sq.column,
                        format!("{} is not on the {size} board", sq.value),
                    ));
                }
            }
            if !keep(&mut moves, &|m| m.from == from.value) {
                return Err(fail(
                    from.column,
                    format!("no legal move starts on {}", from.value),
                ));
            }
            let written = match kind {
                Some(k) => format!("{}{}", if *neutral { "n" } else { "" }, k.value.letters()),
                None => "a pawn".into(),
            };
            let (neutral, kind_value) = (*neutral, kind.map(|k| k.value));
            if !keep(&mut moves, &|m| match kind_value {
                Some(k) => m.piece.kind() == k && (m.piece.colour() == Colour::Neutral) == neutral,
                None => m.piece.kind() == PieceKind::Pawn && m.piece.colour() != Colour::Neutral,
            }) {
                let column = kind.map_or(from.column, |k| k.column);
                let what = pos
                    .piece_at(from.value)
                    .map(piece_letters)
                    .unwrap_or_default();
                let what = if what.is_empty() {
                    "a pawn".to_string()
                } else {
                    what
                };
                return Err(fail(
                    column,
                    format!("{} stands on {}, not {written}", what, from.value),
                ));
            }
            if !keep(&mut moves, &|m| match to.value {
                Target::Square(s) => m.to == s && !m.is_exit(),
                Target::Stays => m.to == m.from && !m.is_exit(),
                Target::Off(dir) => m.special == Special::Exit { dir },
            }) {
                let arrival = match to.value {
                    Target::Square(s) => s.to_string(),
                    Target::Stays => "nowhere".to_string(),
                    Target::Off(d) => format!("OUT({})", dynamo_text::direction_name(d)),
                };
                return Err(fail(
                    to.column,
                    format!("no legal move from {} to {arrival}", from.value),
                ));
            }
            if let Some(im) = imitated {
                let mut kinds: Vec<PieceKind> = moves.iter().filter_map(|m| m.imitated).collect();
                kinds.sort();
                kinds.dedup();
                if !keep(&mut moves, &|m| m.imitated == Some(im.value)) {
                    let why = if kinds.is_empty() {
                        format!("{written} is no imitating piece: write no kind in parentheses")
                    } else {
                        let names: Vec<&str> = kinds.iter().map(|k| k.letters()).collect();
                        format!(
                            "{written} does not make this move as {} (only as {})",
                            im.value.letters(),
                            names.join(", ")
                        )
                    };
                    return Err(fail(im.column, why));
                }
            }
            if !keep(&mut moves, &|m| m.is_capture() == capture.value) {
                let why = if capture.value {
                    "is not a capture (write '-')"
                } else {
                    "is a capture (write '*')"
                };
                let arrival = match to.value {
                    Target::Square(s) => format!("-{s}"),
                    _ => String::new(),
                };
                return Err(fail(
                    capture.column,
                    format!("{}{arrival} {why}", from.value),
                ));
            }
        }
    }
    if let Some(ep) = &spec.ep {
        if !keep(&mut moves, &|m| {
            matches!(m.special, Special::EnPassant { .. })
        }) {
            return Err(fail(ep.column, "the move is not an e.p. capture".into()));
        }
    }
    if let Some(im) = &spec.imitators {
        let mut given = im.value.clone();
        given.sort();
        let sorted_after = |m: &Move| {
            let mut after = imitator::squares_after(pos, m);
            after.sort();
            after
        };
        let expected = moves.first().map(|m| imitator::squares_after(pos, m));
        if !keep(&mut moves, &|m| sorted_after(m) == given) {
            let why = match expected {
                Some(after) if after.is_empty() => "there are no Imitators".to_string(),
                Some(after) => {
                    let names: Vec<String> = after.iter().map(|s| s.to_string()).collect();
                    format!("the Tokens would stand on [I{}]", names.join(","))
                }
                None => "no move left".to_string(),
            };
            return Err(fail(im.column, why));
        }
    }
    if let Some(pr) = &spec.promotion {
        if !keep(&mut moves, &|m| m.promotion == Some(pr.value)) {
            let name = match pr.value {
                Promotion::Piece(k) => k.letters(),
                Promotion::Token => "I",
            };
            return Err(fail(pr.column, format!("no promotion to {name} here")));
        }
    }
    if let Some(rb) = &spec.rebirth {
        let r = rb.value;
        if !keep(&mut moves, &|m| {
            m.rebirth
                .is_some_and(|got| got.square == r.square && got.piece == r.piece())
        }) {
            return Err(fail(
                rb.column,
                "the move brings about no such rebirth".into(),
            ));
        }
    }
    let transfers_fit = |tr: &At<Vec<TransferSpec>>, m: &Move| {
        if m.mirror.is_none() {
            return false;
        }
        let mut given: Vec<(Square, Square, Option<PieceKind>)> = tr
            .value
            .iter()
            .map(|t| (t.from, t.to, t.promotion))
            .collect();
        given.sort();
        let list = miroir::transfers(pos, m);
        let mut got: Vec<(Square, Square, Option<PieceKind>)> =
            list.iter().map(|t| (t.from, t.to, t.promotion)).collect();
        got.sort();
        got == given
            && tr.value.iter().all(|w| {
                let Some((neutral, kind)) = w.piece else {
                    return true;
                };
                list.iter().any(|t| {
                    t.from == w.from
                        && (t.piece.colour() == Colour::Neutral) == neutral
                        && kind.unwrap_or(PieceKind::Pawn) == t.piece.kind()
                })
            })
    };
    match (&spec.transfers, &spec.passive) {
        (None, None) => {
            // A move text without a passive part names a move without a passive piece: under
            // Dynamo `Qc6-d6` and `Qc6-d6 (Se6-f6)` are different moves. (A Miroir move may
            // leave its transfers unwritten.)
            if !keep(&mut moves, &|m| m.passive.is_none()) {
                return Err(fail(
                    spec.body.column,
                    "the move needs its passive piece in parentheses".into(),
                ));
            }
        }
        (tr, ps) => {
            let column = tr
                .as_ref()
                .map_or_else(|| ps.as_ref().map_or(0, |p| p.column), |t| t.column);
            let fits = |m: &Move| {
                tr.as_ref().is_some_and(|t| transfers_fit(t, m))
                    || ps.as_ref().is_some_and(|p| p.value.fits(pos, m))
            };
            if !keep(&mut moves, &fits) {
                let why = match (tr, ps) {
                    (Some(_), None) => "the move makes no such transfers",
                    (None, Some(_)) => "the move pushes or pulls no such piece",
                    _ => "the move makes no such transfers and pushes or pulls no such piece",
                };
                return Err(fail(column, why.into()));
            }
        }
    }
    if let Some(mk) = &spec.mark {
        let wanted = mk.value;
        if !keep(&mut moves, &|m| {
            let got = mark(pos, m, rs);
            match wanted {
                Mark::Check => matches!(got, Mark::Check | Mark::Mate),
                other => got == other,
            }
        }) {
            let why = match wanted {
                Mark::Check => "the move gives no check",
                Mark::Mate => "the move does not mate",
                _ => "the move does not stalemate",
            };
            return Err(fail(mk.column, why.into()));
        }
    }
    match moves.as_slice() {
        [mv] => Ok(*mv),
        _ => {
            let texts: Vec<String> = moves.iter().map(|m| move_text(pos, m)).collect();
            Err(MoveTextError {
                column: spec.body.column,
                message: format!("ambiguous '{text}': it fits {}", texts.join(", ")),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::ImitatorOptions;
    use crate::notation::fen::parse_fen;
    use crate::rules::{legal_moves, Condition};

    fn imitator_rules(pos: &Position) -> Ruleset {
        let options = ImitatorOptions {
            promotion: true,
            no_hurdle: false,
            hurdle_at_departure: false,
        };
        Ruleset::new(pos, &[Condition::new(options)])
    }

    /// Every legal move's text, plain and marked, reads back as that move.
    fn assert_round_trips(pos: &Position, rs: &Ruleset) {
        for mv in legal_moves(pos, rs) {
            for text in [move_text(pos, &mv), move_text_marked(pos, &mv, rs)] {
                assert_eq!(parse_move(pos, rs, &text), Ok(mv), "{text}");
            }
        }
    }

    fn error(pos: &Position, rs: &Ruleset, text: &str) -> MoveTextError {
        match parse_move(pos, rs, text) {
            Ok(mv) => panic!("'{text}' was read as {}", move_text(pos, &mv)),
            Err(e) => e,
        }
    }

    #[test]
    fn orthodox_moves_and_decorations() {
        let pos = Position::initial();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let e4 = parse_move(&pos, &rs, "e2-e4").unwrap();
        assert_eq!(e4.special, Special::DoubleStep);
        for text in [
            "1.e2-e4",
            "1...e2-e4",
            "  12. e2-e4 ",
            "e2-e4 !",
            "e2-e4!?",
            "1.…e2-e4",
        ] {
            assert_eq!(parse_move(&pos, &rs, text), Ok(e4), "{text}");
        }
        let sf3 = parse_move(&pos, &rs, "Sg1-f3").unwrap();
        assert_eq!(sf3.piece.kind(), PieceKind::Knight);
        // A king on e1 with castling written as its king move.
        let pos = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let short = parse_move(&pos, &rs, "0-0").unwrap();
        assert!(short.is_castling());
        assert_eq!(parse_move(&pos, &rs, "O-O"), Ok(short));
        assert_eq!(parse_move(&pos, &rs, "Ke1-g1"), Ok(short));
        let long = parse_move(&pos, &rs, "O-O-O").unwrap();
        assert_eq!(long.to, Square::parse("c1").unwrap());
    }

    #[test]
    fn promotions_captures_en_passant() {
        let pos = parse_fen("1n2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let ep = parse_move(&pos, &rs, "e5*d6 ep.").unwrap();
        assert_eq!(parse_move(&pos, &rs, "e5*d6"), Ok(ep));
        assert_eq!(parse_move(&pos, &rs, "e5xd6"), Ok(ep));
        let q = parse_move(&pos, &rs, "a7*b8=Q +").unwrap();
        assert_eq!(q.promotion, Some(Promotion::Piece(PieceKind::Queen)));
        let s = parse_move(&pos, &rs, "a7*b8=S").unwrap();
        assert_eq!(s.promotion, Some(Promotion::Piece(PieceKind::Knight)));
        let e = error(&pos, &rs, "a7-a8");
        assert!(e.message.starts_with("ambiguous"), "{e}");
        assert_eq!(e.column, 1);
        assert_eq!(error(&pos, &rs, "a7-b8=Q").column, 3);
        assert_eq!(error(&pos, &rs, "a7*b8=G").column, 6);
        assert_eq!(error(&pos, &rs, "e5-e6 ep.").column, 7);
    }

    #[test]
    fn imitators_as_popeye_prints_them() {
        // pub-imitator-0033-b of the Popeye oracle.
        let pos = parse_fen("4k2r/3q4/8/2P5/3pP3/3p4/8/R3K2R b KQk e3 0 1 imitators=e6").unwrap();
        let rs = imitator_rules(&pos);
        let popeye = [
            "0-0[Ie6]",
            "Ke8-d8[Id6]",
            "Ke8-e7[Ie5]",
            "Ke8-f7[If5]",
            "Ke8-f8[If6]",
            "Qd7-a4[Ib3]",
            "Qd7-a7[Ib6]",
            "Qd7-b5[Ic4]",
            "Qd7-b7[Ic6]",
            "Qd7-c6[Id5]",
            "Qd7-c7[Id6]",
            "Qd7-c8[Id7]",
            "Qd7-d6[Ie5]",
            "Qd7-d8[Ie7]",
            "Qd7-e6[If5]",
            "Qd7-e7[If6]",
            "Qd7-f5[Ig4]",
            "Qd7-f7[Ig6]",
            "Qd7-g4[Ih3]",
            "Qd7-g7[Ih6]",
            "Rh8-f8[Ic6]",
            "Rh8-g8[Id6]",
            "Rh8-h7[Ie5]",
            "d3-d2[Ie5] +",
            "d4*e3 ep.[If5]",
        ];
        for text in popeye {
            let mv = parse_move(&pos, &rs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(move_text_marked(&pos, &mv, &rs), text);
        }
        assert_eq!(legal_moves(&pos, &rs).len(), popeye.len());
        assert_round_trips(&pos, &rs);
        let e = error(&pos, &rs, "Ke8-d8[Ie6]");
        assert_eq!(e.column, 7);
        assert!(e.message.contains("[Id6]"), "{e}");
        assert_eq!(error(&pos, &rs, "Ke8-d8[Id6").column, 11);
    }

    #[test]
    fn rebirths_as_popeye_prints_them() {
        // pub-parrain-0001-b of the Popeye oracle.
        let pos = parse_fen("8/8/8/8/K2N4/8/k2pB3/8 b - - 0 1 lastcapture=bQd4").unwrap();
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(crate::conditions::ParrainOptions::default())],
        );
        let popeye = [
            "Ka2-a1[+bQd3]",
            "Ka2-b1[+bQe3]",
            "Ka2-b2[+bQe4]",
            "d2-d1=B[+bQd3] +",
            "d2-d1=Q[+bQd3] +",
            "d2-d1=R[+bQd3]",
            "d2-d1=S[+bQd3]",
        ];
        for text in popeye {
            let mv = parse_move(&pos, &rs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(move_text_marked(&pos, &mv, &rs), text);
        }
        assert_round_trips(&pos, &rs);
        // A reborn pawn promotes on its last rank: one move per choice.
        let pos = parse_fen("4k3/8/3n4/8/8/8/R7/4K3 w - - 0 1 lastcapture=wPd6").unwrap();
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(crate::conditions::ParrainOptions::default())],
        );
        assert_round_trips(&pos, &rs);
        let mv = parse_move(&pos, &rs, "Ra2-a4[+wPd8=R]").unwrap();
        assert_eq!(
            mv.rebirth.unwrap().piece,
            Piece::new(Colour::White, PieceKind::Rook)
        );
        assert!(error(&pos, &rs, "Ra2-a4").message.starts_with("ambiguous"));
        assert_eq!(error(&pos, &rs, "Ra2-a4[+wPd7]").column, 7);
        assert_eq!(error(&pos, &rs, "Ra2-a4[+wRd8=Q]").column, 13);
    }

    #[test]
    fn fairy_and_neutral_pieces() {
        let pos = parse_fen("4k3/2p5/2*[G]5/8/1[N]6/8/*P7/4K3 w - - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let mv = parse_move(&pos, &rs, "nGc6-c8").unwrap();
        assert_eq!(
            mv.piece,
            Piece::new(Colour::Neutral, PieceKind::Grasshopper)
        );
        let mv = parse_move(&pos, &rs, "nPa2-a4").unwrap();
        assert_eq!(mv.special, Special::DoubleStep);
        assert!(parse_move(&pos, &rs, "Nb4-d5").is_ok());
        // "Gc6-c8" names a white grasshopper, not the neutral one.
        assert_eq!(error(&pos, &rs, "Gc6-c8").column, 1);
        assert_eq!(error(&pos, &rs, "a2-a4").column, 1);
    }

    #[test]
    fn syntax_errors_give_their_column() {
        let pos = Position::initial();
        let rs = Ruleset::orthodox(&pos);
        let cases = [
            ("", 1),
            ("   ", 4),
            ("XYe2-e4", 1),
            ("Zz1-e4", 2),
            ("e2e4", 3),
            ("e2-", 4),
            ("e2-e4 x", 7),
            ("e2-e4[Q]", 6),
            ("e2-e4[+wP]", 10),
            ("e2-e4 ep. ep.", 11),
            ("0-0-", 4),
            ("1..e2-e4", 3),
            ("e2-e4 + +", 9),
            ("e2-e4 +", 7),
            ("e2-e5", 4),
            ("Qd1-h5", 2),
            ("Ke2-e3", 1),
            ("Se2-e4", 1),
            ("e2*e3", 3),
            ("e2-i9", 4),
            ("0-0", 1),
        ];
        for (text, column) in cases {
            let e = error(&pos, &rs, text);
            assert_eq!(e.column, column, "'{text}': {e}");
            assert_eq!(e.to_string(), format!("column {column}: {}", e.message));
        }
    }
}
