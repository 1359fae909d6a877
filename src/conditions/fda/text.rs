//! Four Double Acts in the text formats.
//!
//! * Popeye input (feerie's words, the same in every language): `condition fourdoubleacts` (or
//!   `4da`), followed by any of its options [`FDA_OPTION_KEYWORDS`] `double_step_pawn_rank`,
//!   `castling_by_squares`, `promotion_sets_promoted_kind`, `no_chains`, `king_lends_nothing`,
//!   `pawnrider_double_step`, `merge_kinds`, `check_by_defenders_kind` (RULES.md §4.7 F-2 …
//!   F-9; case and underscores do not matter). The six imitating pieces have the codes `cm`
//!   (Comedian), `cn` (Comedienne), `fm` (Fiancé), `ff` (Fiancée), `wm` (Widower), `wf` (Widow)
//!   in every language. With the condition, the Qi castling rights are those of the game array
//!   ([`rights_from_array`]: a king on a middle file of its two back ranks, with the rooks on
//!   the edge files of those ranks) minus the kings and rooks standing on a `nocastling` square.
//!
//!   Options spelled out in full (never abbreviated, so that they make no Popeye abbreviation
//!   ambiguous), read with or without the condition: `lastmove KIND` and `prevmove KIND`, the
//!   orthodox kind of the last move and of the one before (the Comedians imitate it, RULES.md
//!   §4.3, §4.7 F-9), as an English name (`king`, `queen`, `rook`, `bishop`, `knight`, `pawn`)
//!   or a piece code of the file's language (`lastmove r`, French `lastmove t`); `qirights
//!   ITEMS`, the Qi rights stated outright, as FEN's `qi=` field with the items as separate words
//!   (`qirights K Ra1 Rj1 k ra10 rj10`, a rook beside its home file `Rb1:a`, `-` for none); it
//!   overrides the game array's rights and `nocastling`. The writer writes `lastmove` /
//!   `prevmove` when the position has them, and `qirights` only when `nocastling` cannot say the
//!   rights.
//! * FEN: `lastmove=R`, the orthodox kind the last move was made as, one of `K Q R B S P`
//!   (move-text letters, `S` the knight), which the Comedians imitate (left out: unknown, the
//!   Comedians cannot move); `prevmove=S`, the kind of the move before the last (read by F-9's
//!   option); `qi=K,Ra1,Rb2:a,k,ra10`, the Qi castling rights (RULES.md §4.6), comma-separated in
//!   any order: `K` / `k` the White / Black king may still castle; `R` / `r` and a square: the
//!   White / Black rook on that square may, followed by `:` and the file it started on when it
//!   now stands on the file beside it (`Rb2:a`). A rook right must be on one of its side's two
//!   back ranks, on its home file or the one beside it towards the centre; at most eight rook
//!   rights. Output writes White's king, White's rooks, Black's king, Black's rooks, each side's
//!   rooks in square order. The e.p. square may follow a double step from any rank of the
//!   mover's camp (RULES.md §4.5: the ranks 1 to 3 on ten ranks, 1 and 2 on eight), by a pawn
//!   or an imitating piece.
//! * Move text: an imitating piece writes the orthodox kind it moves as in parentheses after
//!   its letters (RULES.md §4.2, F-8): `FF(R)e5-e8`, `CN(S)f6*d7`, `WM(P)c3-c5`; a text may
//!   leave it out. Qi castling is `0-0-0` when the rook stands on the king's left (towards file
//!   a) and `0-0` when on its right, on every board, as orthodox castling is.

use super::{double_step_from, rights_from_array, FdaOptions, FDA_OPTION_KEYWORDS};
use crate::conditions::text::{
    castling_without, fen_square, ConditionState, ConditionText, Cursor, MovePart, MovePartSpec,
    MoveSlot, MoveTextError, Narrowing, Place, PopeyeContext, PopeyeDraft, PopeyeInput, PopeyeWord,
    TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::{Language, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::qi_castling::{self, QiCastling, QiRook, MAX_QI_ROOKS};
use crate::rules::square::{BoardSize, Square};

/// The condition's value for the registry.
pub struct Text;

const LAST_MOVE: usize = 2;
const PREV_MOVE: usize = 3;
const QI_RIGHTS: usize = 4;

static WORDS: [PopeyeWord; 5] = [
    PopeyeWord::names(PopeyeWord::everywhere("FourDoubleActs")),
    PopeyeWord::names(PopeyeWord::everywhere("4DA")),
    PopeyeWord::option_in_full(PopeyeWord::everywhere("LastMove")),
    PopeyeWord::option_in_full(PopeyeWord::everywhere("PrevMove")),
    PopeyeWord::option_in_full(PopeyeWord::everywhere("QiRights")),
];

static PARTS: [MovePartSpec; 1] = [MovePartSpec {
    slot: MoveSlot::Letters,
    opener: "(",
    name: "the kind in parentheses",
    what: "the kind the piece moves as",
}];

/// The English names of the orthodox kinds, read after `lastmove` and `prevmove` in every
/// language (besides the piece codes of the file's language).
const ORTHODOX_NAMES: [(PieceKind, &str); 6] = [
    (PieceKind::King, "king"),
    (PieceKind::Queen, "queen"),
    (PieceKind::Rook, "rook"),
    (PieceKind::Bishop, "bishop"),
    (PieceKind::Knight, "knight"),
    (PieceKind::Pawn, "pawn"),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        let Some(opts) = condition.options::<FdaOptions>() else {
            return Vec::new();
        };
        let mut words = vec!["fourdoubleacts".to_string()];
        words.extend(opts.keywords().iter().map(|k| k.to_string()));
        words
    }

    /// The Qi rights: the game array's minus `nocastling` when that says them (and says
    /// nothing more about orthodox castling), else stated with `qirights`.
    fn popeye_castling_words(
        &self,
        conditions: &[Condition],
        pos: &Position,
        nocastling: &mut Vec<Square>,
    ) -> Vec<String> {
        let fda_game = conditions.iter().any(|c| c.is::<FdaOptions>());
        let read_back = |cleared: &[Square]| {
            if fda_game {
                qi_without(&rights_from_array(pos), pos, cleared)
            } else {
                QiCastling::NONE
            }
        };
        if fda_game && read_back(nocastling) != *pos.qi_castling() {
            let mut more = nocastling.clone();
            for sq in qi_cleared_squares(pos) {
                if !more.contains(&sq) {
                    more.push(sq);
                }
            }
            if castling_without(pos, &more) == pos.castling()
                && read_back(&more) == *pos.qi_castling()
            {
                *nocastling = more;
            }
        }
        if read_back(nocastling) == *pos.qi_castling() {
            return Vec::new();
        }
        let text = qi_text(pos.qi_castling());
        let items = if text.is_empty() {
            "-".to_string()
        } else {
            text.replace(',', " ")
        };
        vec![format!("qirights {items}")]
    }

    fn popeye_option_words(&self, pos: &Position) -> Vec<String> {
        let mut words = Vec::new();
        if let Some(k) = pos.last_move_kind() {
            words.push(format!("lastmove {}", k.name()));
        }
        if let Some(k) = pos.previous_move_kind() {
            words.push(format!("prevmove {}", k.name()));
        }
        words
    }

    fn fen_keys(&self) -> &'static [&'static str] {
        &["lastmove", "prevmove", "qi"]
    }

    fn read_fen(&self, key: &str, value: &str, pos: &mut Position) -> Result<(), String> {
        match key {
            "lastmove" => parse_move_kind(value).map(|k| pos.set_last_move_kind(Some(k))),
            "prevmove" => parse_move_kind(value).map(|k| pos.set_previous_move_kind(Some(k))),
            _ => parse_qi(pos, value).map(|qi| pos.set_qi_castling(qi)),
        }
    }

    fn write_fen(&self, pos: &Position) -> Vec<(&'static str, String)> {
        let mut fields = Vec::new();
        if let Some(k) = pos.last_move_kind() {
            fields.push(("lastmove", k.letters().to_string()));
        }
        if let Some(k) = pos.previous_move_kind() {
            fields.push(("prevmove", k.letters().to_string()));
        }
        let qi = qi_text(pos.qi_castling());
        if !qi.is_empty() {
            fields.push(("qi", qi));
        }
        fields
    }

    /// A double step from any rank of the mover's camp (RULES.md §4.5).
    fn fen_double_step(&self, rank: u8, mover: Side, size: BoardSize) -> bool {
        double_step_from(rank, mover, size, &FdaOptions::default())
    }

    fn move_parts(&self) -> &'static [MovePartSpec] {
        &PARTS
    }

    /// `(R)` after an imitating piece's letters, the orthodox kind it moves as.
    fn read_move_part(
        &self,
        part: usize,
        cursor: &mut Cursor,
    ) -> Result<Box<dyn MovePart>, MoveTextError> {
        let _ = part;
        if !cursor.eat('(') {
            return Err(cursor.expected("'('"));
        }
        let (kind, column) =
            cursor.piece_kind("the kind the piece moves as (K, Q, R, B, S or P)")?;
        if !kind.is_orthodox() {
            return Err(cursor.error(
                column,
                format!(
                    "'{}' is not an orthodox kind (expected K, Q, R, B, S or P)",
                    kind.letters()
                ),
            ));
        }
        if !cursor.eat(')') {
            return Err(cursor.expected("')' after the kind the piece moves as"));
        }
        Ok(Box::new(Imitated(kind)))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        let _ = pos;
        if let (MoveSlot::Letters, Some(kind)) = (slot, mv.imitated) {
            out.push('(');
            out.push_str(kind.letters_in(lang));
            out.push(')');
        }
    }
}

/// The kind an imitating piece moves as, as written.
#[derive(Debug)]
struct Imitated(PieceKind);

impl MovePart for Imitated {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let _ = pos;
        mv.imitated == Some(self.0)
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let written = n.piece.unwrap_or_default();
        let mut kinds: Vec<PieceKind> = n.left.iter().filter_map(|m| m.imitated).collect();
        kinds.sort();
        kinds.dedup();
        if kinds.is_empty() {
            format!("{written} is no imitating piece: write no kind in parentheses")
        } else {
            let names: Vec<&str> = kinds.iter().map(|k| k.letters()).collect();
            format!(
                "{written} does not make this move as {} (only as {})",
                self.0.letters(),
                names.join(", ")
            )
        }
    }
}

/// `lastmove=R`, `prevmove=S`: an orthodox kind in move-text letters.
fn parse_move_kind(value: &str) -> Result<PieceKind, String> {
    match PieceKind::from_letters(value) {
        Some(k) if k.is_orthodox() => Ok(k),
        _ if value.is_empty() => {
            Err("empty (expected one of K, Q, R, B, S, P; leave the field out when unknown)".into())
        }
        _ => Err(format!(
            "'{value}' is not an orthodox kind (expected one of K, Q, R, B, S, P; S is the knight)"
        )),
    }
}

/// The letter of file `f` (`a` for 0).
fn file_letter(f: u8) -> char {
    (b'a' + f) as char
}

/// `qi=K,Ra1,Rb1:a,k,ra10`: the Qi castling rights (RULES.md §4.6). `K`/`k` is White's/Black's
/// king right; `R`/`r` and a square a White/Black rook's right on that square, followed by `:`
/// and its home file when the rook stands on the file beside it.
fn parse_qi(pos: &Position, value: &str) -> Result<QiCastling, String> {
    if value.is_empty() {
        return Err("empty list (leave the field out when there are no rights)".into());
    }
    let size = pos.size();
    let mut qi = QiCastling::NONE;
    for item in value.split(',') {
        let side = if item.starts_with(|c: char| c.is_ascii_uppercase()) {
            Side::White
        } else {
            Side::Black
        };
        match item {
            "K" | "k" => {
                if qi.king(side) {
                    return Err(format!("'{item}' is given twice"));
                }
                qi.set_king(side, true);
                continue;
            }
            _ => {}
        }
        let Some(rest) = item.strip_prefix(['R', 'r']) else {
            return Err(format!(
                "unknown item '{item}' (expected K, k, or R/r with a square, like Ra1 or rb10:a)"
            ));
        };
        let (name, home) = match rest.split_once(':') {
            None => (rest, None),
            Some((name, home)) => (name, Some(home)),
        };
        let square = fen_square(pos, name).map_err(|m| format!("'{item}': {m}"))?;
        let home_file = match home {
            None => square.file(),
            Some(h) => match h.as_bytes() {
                [c @ b'a'..=b'p'] if c - b'a' < size.width() => c - b'a',
                _ => return Err(format!("'{item}': '{h}' is not a file of the {size} board")),
            },
        };
        if !qi_castling::on_back_ranks(square.rank(), side, size) {
            return Err(format!(
                "'{item}': {square} is not on one of {}'s two back ranks",
                side.name()
            ));
        }
        if !qi_castling::rook_may_stand(square, side, home_file, size) {
            return Err(format!(
                "'{item}': a rook from the {}-file cannot keep its right on {square}",
                file_letter(home_file)
            ));
        }
        if qi.rook_at(square).is_some() {
            return Err(format!("two rook rights on {square}"));
        }
        if !qi.push_rook(QiRook {
            side,
            square,
            home_file,
        }) {
            return Err(format!("more than {MAX_QI_ROOKS} rook rights"));
        }
    }
    Ok(qi)
}

/// The `qi=` value (empty when there are no rights): White's king and rooks, then Black's.
fn qi_text(qi: &QiCastling) -> String {
    let mut items = Vec::new();
    for side in [Side::White, Side::Black] {
        let white = side == Side::White;
        if qi.king(side) {
            items.push(if white { "K" } else { "k" }.to_string());
        }
        for r in qi.rooks().filter(|r| r.side == side) {
            let mut item = format!("{}{}", if white { 'R' } else { 'r' }, r.square);
            if r.home_file != r.square.file() {
                item.push(':');
                item.push(file_letter(r.home_file));
            }
            items.push(item);
        }
    }
    items.join(",")
}

/// The Qi rights `qi` minus those `nocastling` takes away: a king's standing on one of the
/// squares, a rook's right on one of them.
fn qi_without(qi: &QiCastling, pos: &Position, nocastling: &[Square]) -> QiCastling {
    let mut out = QiCastling::NONE;
    for side in [Side::White, Side::Black] {
        let king_cleared = pos.king(side).is_some_and(|k| nocastling.contains(&k));
        out.set_king(side, qi.king(side) && !king_cleared);
    }
    for rook in qi.rooks().filter(|r| !nocastling.contains(&r.square)) {
        out.push_rook(rook);
    }
    out
}

/// The squares of the kings and rooks that have a Qi right in the game array
/// ([`rights_from_array`]) but not in `pos`: `nocastling` gives them back.
fn qi_cleared_squares(pos: &Position) -> Vec<Square> {
    let array = rights_from_array(pos);
    let now = pos.qi_castling();
    let mut squares = Vec::new();
    for side in [Side::White, Side::Black] {
        if let Some(k) = pos
            .king(side)
            .filter(|_| array.king(side) && !now.king(side))
        {
            squares.push(k);
        }
    }
    squares.extend(
        array
            .rooks()
            .filter(|r| now.rook_at(r.square) != Some(*r))
            .map(|r| r.square),
    );
    squares
}

/// Whether a token is one item of `option qirights`: `K`, `k`, `Ra1`, `rb10:a`.
fn is_qi_item(text: &str) -> bool {
    if text == "K" || text == "k" {
        return true;
    }
    let Some(rest) = text.strip_prefix(['R', 'r']) else {
        return false;
    };
    let (square, home) = match rest.split_once(':') {
        Some((sq, home)) => (sq, Some(home)),
        None => (rest, None),
    };
    let square_like = square.len() >= 2
        && square.as_bytes()[0].is_ascii_lowercase()
        && square[1..].bytes().all(|b| b.is_ascii_digit());
    square_like && home.is_none_or(|h| h.len() == 1 && h.as_bytes()[0].is_ascii_lowercase())
}

/// What one problem (or twin condition command) says about the condition and its state.
#[derive(Default)]
struct Draft {
    options: FdaOptions,
    /// The kind of the last move and of the one before (`option lastmove`, `prevmove`).
    last_move: Option<PieceKind>,
    prev_move: Option<PieceKind>,
    /// The Qi rights as stated by `option qirights` (FEN's `qi=` syntax) and where.
    qi_rights: Option<(String, Place)>,
}

impl Draft {
    /// The options after `fourdoubleacts` (feerie's keywords, in any case, with or without
    /// their underscores).
    fn options(&mut self, input: &mut dyn PopeyeInput<'_>) {
        let plain = |s: &str| s.replace('_', "").to_ascii_lowercase();
        while let Some(tok) = input.peek() {
            let word = plain(tok.text);
            let Some(keyword) = FDA_OPTION_KEYWORDS.iter().find(|k| plain(k) == word) else {
                break;
            };
            if let Some(flag) = self.options.flag_mut(keyword) {
                *flag = true;
            }
            input.next();
        }
    }

    /// The kind after `lastmove` / `prevmove`: an English name (`rook`) or a piece code of the
    /// file's language (`r`), of one of the six orthodox kinds.
    fn move_kind(kw: &Token, input: &mut dyn PopeyeInput<'_>) -> Result<PieceKind, TextError> {
        let needs = format!(
            "an orthodox piece, by name or code (e.g. '{} rook' or '{} r')",
            kw.text, kw.text
        );
        let tok = input.argument(kw, &needs)?;
        let by_name = ORTHODOX_NAMES
            .iter()
            .find(|(_, name)| name.eq_ignore_ascii_case(tok.text))
            .map(|(k, _)| *k);
        by_name
            .or_else(|| input.piece_code(tok.text))
            .filter(|k| k.is_orthodox())
            .ok_or_else(|| {
                tok.err(format!(
                    "'{}' needs {needs}: '{}' is none of king, queen, rook, bishop, knight, pawn",
                    kw.text, tok.text
                ))
            })
    }

    /// The items after `qirights`: `-` (none), or `K`, `k`, `Ra1`, `rb10:a`, … as in FEN's
    /// `qi=` field, one a token. Checked against the board when the problem is complete.
    fn qi_rights(
        kw: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(String, Place), TextError> {
        let needs = format!(
            "'-' or Qi castling rights (e.g. '{} K Ra1 Rj1 k ra10 rj10')",
            kw.text
        );
        let first = input.argument(kw, &needs)?;
        if first.text == "-" {
            return Ok((String::new(), first.at));
        }
        if !is_qi_item(first.text) {
            return Err(first.err(format!(
                "'{}' needs {needs}, found '{}'",
                kw.text, first.text
            )));
        }
        let mut items = vec![first.text.to_string()];
        while let Some(tok) = input.peek().filter(|t| is_qi_item(t.text)) {
            input.next();
            items.push(tok.text.to_string());
        }
        Ok((items.join(","), first.at))
    }
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        match word {
            LAST_MOVE | PREV_MOVE => {
                let kind = Self::move_kind(tok, input)?;
                let slot = if word == PREV_MOVE {
                    &mut self.prev_move
                } else {
                    &mut self.last_move
                };
                if slot.is_some() {
                    return Err(tok.err(format!("'{}' given twice", tok.text)));
                }
                *slot = Some(kind);
            }
            QI_RIGHTS => {
                if self.qi_rights.is_some() {
                    return Err(tok.err(format!("'{}' given twice", tok.text)));
                }
                self.qi_rights = Some(Self::qi_rights(tok, input)?);
            }
            _ => self.options(input),
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }

    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        if let Some((text, at)) = &self.qi_rights {
            let qi = if text.is_empty() {
                QiCastling::NONE
            } else {
                parse_qi(pos, text).map_err(|m| TextError::new(*at, format!("qirights: {m}")))?
            };
            pos.set_qi_castling(qi);
        } else if context.named {
            pos.set_qi_castling(qi_without(&rights_from_array(pos), pos, context.nocastling));
        }
        pos.set_last_move_kind(self.last_move);
        pos.set_previous_move_kind(self.prev_move);
        Ok(())
    }
}
