//! How the text formats (Popeye input, FEN, move text) write and read a condition: its words,
//! options, position state and move effects. Each condition implements [`ConditionText`] in its
//! own `text` module and the registry lists it; the notation layer (`crate::notation`) asks the
//! registry's entries and names no condition.
//!
//! The notation layer owns the formats themselves (tokens, keywords, the move's piece, squares
//! and marks); a condition reads and writes only its own words and parts, through the small
//! interfaces below ([`PopeyeInput`], [`Cursor`]). The helpers at the end of this module are the
//! pieces of the formats both sides need.
//!
//! # What a condition implements
//!
//! * Popeye input: its words ([`ConditionText::popeye_words`]: names, options, state, in English,
//!   French and German), a [`PopeyeDraft`] that reads what follows them and turns into the
//!   condition, its state and its twin commands ([`plain_draft`] and [`named_draft`] serve a
//!   condition its naming words say all about), and the words it writes back
//!   ([`ConditionText::popeye_condition_words`]). Popeye's abbreviation rule applies to every
//!   word as the reader applies it to Popeye's own (a prefix unique within its table).
//! * FEN: the keys of the position state it owns ([`ConditionText::fen_keys`]), read and
//!   written by it. FEN has no condition list: the reader asks every condition for its keys.
//! * Move text: the parts it adds to a move's text ([`ConditionText::move_parts`]), written
//!   from the move and read back as a [`MovePart`] that says which legal moves fit.
//! * Which other conditions it combines with ([`ConditionText::combines_with`]), checked for
//!   every input path by [`crate::conditions::registry::refusal`].

use std::fmt;

use crate::rules::condition::{Condition, Options};
use crate::rules::moves::{Move, Promotion};
use crate::rules::piece::{Colour, Language, Piece, PieceKind, Side};
use crate::rules::position::{Castling, Position, TokenColour};
use crate::rules::problem::TwinCommand;
use crate::rules::square::{BoardSize, Square};

/// One condition's text side; each condition module has one value, listed in the registry.
pub trait ConditionText: Sync {
    // ----- Popeye input -----

    /// The condition's words in Popeye input, each in English, French and German.
    fn popeye_words(&self) -> &'static [PopeyeWord];

    /// A fresh reader of the condition's words for one problem (or one twin's `condition`
    /// command). [`plain_draft`] serves a condition named by a word alone.
    fn popeye_draft(&self) -> Box<dyn PopeyeDraft>;

    /// Whether the condition belongs to the diagram alone (holes): a twin's `condition`
    /// command naming it is kept as written, unplayed, instead of read.
    fn diagram_only(&self) -> bool {
        false
    }

    /// The words of `condition` (this condition's) in a `condition` line, with the state
    /// `state` gives: its name, its options, the state it owns (tokens after the name, a
    /// pending rebirth as `lastcapture white pd3`).
    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String>;

    /// The words stating castling rights the condition's rules keep beyond orthodox castling,
    /// written in the `option` line just before `nocastling`; the condition may add to
    /// `nocastling` the squares whose `nocastling` says its rights. Asked of every condition,
    /// in force or not (`conditions` are the problem's): the state is the position's.
    fn popeye_castling_words(
        &self,
        conditions: &[Condition],
        pos: &Position,
        nocastling: &mut Vec<Square>,
    ) -> Vec<String> {
        let _ = (conditions, pos, nocastling);
        Vec::new()
    }

    /// The words stating other position state the condition owns, written last in the
    /// `option` line. Asked of every condition, in force or not.
    fn popeye_option_words(&self, pos: &Position) -> Vec<String> {
        let _ = pos;
        Vec::new()
    }

    /// A twin command that carries the condition's state, written as a twin's text when no
    /// condition list before it takes it (a `condition` command naming the condition, with the
    /// tokens).
    fn popeye_twin_command(&self, command: &TwinCommand) -> Option<String> {
        let _ = command;
        None
    }

    /// Popeye's verdict on a name of the condition (`head`, English) with variant words
    /// (English spelling) that feerie keeps unplayed: the fault for which Popeye ignores the
    /// problem, if it does (`PhantomChess PWC`: nonsense combination).
    fn popeye_variants_fault(&self, head: &str, variants: &[&str]) -> Option<String> {
        let _ = (head, variants);
        None
    }

    /// The variant words (English) Popeye reads after the name `head` (English) of the
    /// condition, where it reads only some of those the condition declares after it (a
    /// traditional name of the Circé family: `MirrorCirce` reads `RexInclusive` alone, and the
    /// next word as a condition's name); `None`: every word declared.
    fn popeye_reads_only(&self, head: &str) -> Option<&'static [&'static str]> {
        let _ = head;
        None
    }

    /// Whether the condition can be played together with the condition named `other`
    /// (`Options::NAME`). Both sides are asked; see [`crate::conditions::registry::refusal`].
    fn combines_with(&self, other: &str) -> bool {
        let _ = other;
        true
    }

    /// Whether the condition as `own` states it can be played together with `other` as it
    /// is stated: by default whenever [`Self::combines_with`] says so of `other`'s name; a
    /// condition whose options decide it answers here.
    fn combines(&self, own: &Condition, other: &Condition) -> bool {
        let _ = own;
        self.combines_with(other.name())
    }

    // ----- FEN -----

    /// The keys of the extended FEN fields that hold the position state the condition owns.
    fn fen_keys(&self) -> &'static [&'static str] {
        &[]
    }

    /// Reads the field `key=value` (`key` one of [`Self::fen_keys`]) into `pos`, whose
    /// placement, side to move, castling and e.p. square are read.
    fn read_fen(&self, key: &str, value: &str, pos: &mut Position) -> Result<(), String> {
        let _ = (value, pos);
        Err(format!("unknown key '{key}'"))
    }

    /// The fields of `pos` for the condition's keys, values non-empty (none when the state is
    /// not there).
    fn write_fen(&self, pos: &Position) -> Vec<(&'static str, String)> {
        let _ = pos;
        Vec::new()
    }

    /// Whether a double step of `mover` may have started on `rank` under the condition, for
    /// the FEN's e.p. square (orthodox double steps are the reader's).
    fn fen_double_step(&self, rank: u8, mover: Side, size: BoardSize) -> bool {
        let _ = (rank, mover, size);
        false
    }

    // ----- move text -----

    /// The parts the condition adds to move texts, and where.
    fn move_parts(&self) -> &'static [MovePartSpec] {
        &[]
    }

    /// Reads the part `part` (an index into [`Self::move_parts`]) at the cursor, which stands
    /// on its opener. Errors give the column where the text goes wrong.
    fn read_move_part(
        &self,
        part: usize,
        cursor: &mut Cursor,
    ) -> Result<Box<dyn MovePart>, MoveTextError> {
        let _ = part;
        Err(cursor.expected("a move part"))
    }

    /// Writes the condition's part of `mv`'s text (`mv` a move of `pos`) at `slot` in `lang`
    /// (piece and colour letters as Popeye prints them in that language, [`piece_letters_in`]):
    /// nothing when the move has none there.
    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        let _ = (slot, pos, mv, lang, out);
    }

    /// Why a text with none of the parts at `slot` cannot name `mv`, when it cannot (a move
    /// that only differs from another by the part).
    fn move_needs_part(&self, slot: MoveSlot, pos: &Position, mv: &Move) -> Option<&'static str> {
        let _ = (slot, pos, mv);
        None
    }

    /// Promotions beyond pieces that the condition's rules make, with the letters move text
    /// writes after `=` (`=I`).
    fn promotions(&self) -> &'static [(Promotion, &'static str)] {
        &[]
    }
}

// ----------------------------------------------------------------------------------------
// Popeye input
// ----------------------------------------------------------------------------------------

/// A word in Popeye's three languages: English, French, German.
pub type Spellings = [&'static str; 3];

/// A word a condition reads in Popeye input, and what it is.
#[derive(Clone, Copy, Debug)]
pub struct PopeyeWord {
    pub spellings: Spellings,
    pub role: Role,
}

/// What a condition's word is in Popeye input.
#[derive(Clone, Copy, Debug)]
pub enum Role {
    /// In the `condition` list, naming the condition; the words given must follow it, as Popeye
    /// reads them after this word (a variant word such as `rexinclusive` after the name).
    Names(&'static [Spellings]),
    /// In the `condition` list, naming the condition with any of the variant words given
    /// following it, in any number and order ([`PopeyeInput::variants`] hands them to the
    /// draft). A name with exactly the variants of a [`Role::Names`] word is that word's.
    NamesAny(&'static [Spellings]),
    /// In the `condition` list, one of the condition's options or its position state
    /// (`noiprom`, `lastcapture`).
    Condition,
    /// In the `option` list, looked up as Popeye's own options (abbreviated too).
    Option,
    /// In the `option` list, spelled out in full only (feerie's own words, so that they never
    /// make an abbreviation of Popeye's ambiguous); looked up before Popeye's options.
    OptionInFull,
}

impl PopeyeWord {
    /// A word naming the condition.
    pub const fn names(spellings: Spellings) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::Names(&[]),
        }
    }
    /// A word naming the condition with the variant words that follow it.
    pub const fn names_with(spellings: Spellings, variants: &'static [Spellings]) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::Names(variants),
        }
    }
    /// A word naming the condition, followed by any of `variants` (see [`Role::NamesAny`]).
    pub const fn names_any(spellings: Spellings, variants: &'static [Spellings]) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::NamesAny(variants),
        }
    }
    /// A word of the condition list for an option or state of the condition.
    pub const fn condition(spellings: Spellings) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::Condition,
        }
    }
    /// A word of the option list.
    pub const fn option(spellings: Spellings) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::Option,
        }
    }
    /// A word of the option list, spelled out in full only.
    pub const fn option_in_full(spellings: Spellings) -> PopeyeWord {
        PopeyeWord {
            spellings,
            role: Role::OptionInFull,
        }
    }
    /// The same spelling in every language.
    pub const fn everywhere(word: &'static str) -> Spellings {
        [word, word, word]
    }
}

/// A place in a text: 1-based line and column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

/// An error in a text, with its place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextError {
    pub at: Place,
    pub message: String,
}

impl TextError {
    pub fn new(at: Place, message: impl Into<String>) -> TextError {
        TextError {
            at,
            message: message.into(),
        }
    }
}

/// A word of the input and where it starts.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    pub text: &'a str,
    pub at: Place,
    /// The first token of its line.
    pub line_start: bool,
}

impl Token<'_> {
    /// An error at this token.
    pub fn err(&self, message: impl Into<String>) -> TextError {
        TextError::new(self.at, message)
    }
}

/// The Popeye input as a condition reads its words: the tokens after them, and the reader's
/// knowledge of the file (language, board, colour words, piece codes).
pub trait PopeyeInput<'a> {
    /// The next token, left in place.
    fn peek(&self) -> Option<Token<'a>>;
    /// The token after the next, left in place.
    fn peek2(&self) -> Option<Token<'a>>;
    /// Takes the next token.
    fn next(&mut self) -> Option<Token<'a>>;
    /// Takes the next token, or fails at `word` saying it `needs` something.
    fn argument(&mut self, word: &Token, needs: &str) -> Result<Token<'a>, TextError>;
    /// The language of the file (piece codes).
    fn language(&self) -> Language;
    /// Whether the words stand in a twin's `condition` command (else in the problem).
    fn in_twin(&self) -> bool;
    /// The colour a word names in the file's language (`white`, `noir`), as Popeye looks it up.
    fn colour(&self, word: &str) -> Option<Colour>;
    /// The colour words of the file's language, for messages (`white, black or neutral`).
    fn colour_names(&self) -> String;
    /// Checks that squares read from `tok` are on the board (and notes that squares were read,
    /// which the `board` keyword must precede).
    fn on_board(&mut self, squares: &[Square], tok: &Token) -> Result<(), TextError>;
    /// A piece code with its squares (`pd3`, `pb2c3`), as `pieces` reads them; `Ok(None)` when
    /// the token is no piece. The squares are checked as by [`Self::on_board`].
    fn piece(&mut self, tok: &Token) -> Result<Option<(PieceKind, Vec<Square>)>, TextError>;
    /// A piece code alone (`q`, `ma`) in the file's language.
    fn piece_code(&self, text: &str) -> Option<PieceKind>;
    /// The piece codes that follow, read while the next token is one (a condition's list of
    /// walks: PromOnly's, April's, a chameleon sequence's).
    fn piece_codes(&mut self) -> Vec<PieceKind> {
        let mut walks = Vec::new();
        while let Some(k) = self.peek().and_then(|t| self.piece_code(t.text)) {
            self.next();
            walks.push(k);
        }
        walks
    }
    /// The variant words read after the word naming the condition (English spelling, as
    /// written in Popeye's variant table), for a [`Role::NamesAny`] word; empty otherwise.
    fn variants(&self) -> Vec<&'static str> {
        Vec::new()
    }
    /// More variant words of the condition's name, read from here on (English spelling): the
    /// options Popeye goes on reading after a list of walks (`circe april q r volcanic`);
    /// empty when none follows. An error when the words that follow are variants the name
    /// does not read.
    fn more_variants(&mut self) -> Result<Vec<&'static str>, TextError> {
        Ok(Vec::new())
    }
    /// Why a token that looks like a piece with squares is not one, when it looks like one.
    fn bad_squares(&self, text: &str) -> Option<String>;
}

/// What the reader knows when a condition completes its state.
pub struct PopeyeContext<'a> {
    /// Whether the condition was named (not only its options or state).
    pub named: bool,
    /// The squares of the problem's `option nocastling`.
    pub nocastling: &'a [Square],
}

/// What a condition reads from one problem (or one twin's `condition` command): its words, as
/// the reader meets them, then the condition, its state and its twin commands.
pub trait PopeyeDraft {
    /// Reads what follows the condition's word number `word` ([`ConditionText::popeye_words`]),
    /// `tok` being the word itself (for a word naming the condition with variants, its first
    /// word). A word that names the condition twice is refused before.
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError>;

    /// Whether the condition's word number `word`, naming it again, is read by this draft (a
    /// second base of the Circé family beside the first); otherwise a condition named twice is
    /// refused or kept.
    fn reads_again(&self, word: usize) -> bool {
        let _ = word;
        false
    }

    /// The condition with the options read, when it was `named`; errors for words that need
    /// the condition without it.
    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError>;

    /// In a twin: the twin commands after the condition command (the state it sets).
    fn twin_commands(&self) -> Result<Vec<TwinCommand>, TextError> {
        Ok(Vec::new())
    }

    /// In a problem: sets the state read on the position, whose pieces stand and whose
    /// castling rights are set (side to move and e.p. are set after).
    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        let _ = (pos, context);
        Ok(())
    }

    /// Whether the condition keeps Popeye's underworld from the diagram on: a piece the input
    /// puts on an occupied square sends the piece there under it, to come back once the square
    /// is free (Circe Volcanic, Parachute); otherwise the piece there is replaced.
    fn keeps_diagram_underworld(&self) -> bool {
        false
    }

    /// In a problem: refuses the complete position, which passed `Position::validate`.
    fn check(&self, pos: &Position) -> Result<(), TextError> {
        let _ = pos;
        Ok(())
    }
}

/// The draft of a condition named by a word alone, with its default options.
pub fn plain_draft<T: Options + Default>() -> Box<dyn PopeyeDraft> {
    named_draft::<T>(|_| T::default())
}

/// The draft of a condition whose options the word naming it says (a name with a variant):
/// `options` makes them from the word's number.
pub fn named_draft<T: Options>(options: fn(usize) -> T) -> Box<dyn PopeyeDraft> {
    Box::new(NamedDraft {
        options,
        word: None,
    })
}

struct NamedDraft<T> {
    options: fn(usize) -> T,
    /// The word that named the condition.
    word: Option<usize>,
}

impl<T: Options> PopeyeDraft for NamedDraft<T> {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = (tok, input);
        self.word = Some(word);
        Ok(())
    }
    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new((self.options)(self.word.unwrap_or(0)))))
    }
}

/// The state written with a condition in a `condition` line: the diagram's, or what a twin
/// sets.
pub struct ConditionState<'a> {
    /// The tokens (`Position::tokens`), in their order.
    pub tokens: &'a [(Square, TokenColour)],
    /// The captured piece awaiting its rebirth (`Position::pending_rebirth`).
    pub pending_rebirth: Option<(Piece, Square)>,
    /// The holes of the board (`Position::holes`).
    pub holes: &'a [Square],
}

// ----------------------------------------------------------------------------------------
// Move text
// ----------------------------------------------------------------------------------------

/// Where a condition's part stands in a move's text, and when it narrows the legal moves down
/// (the order of the variants).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveSlot {
    /// Before everything else, castling included (`[f1=B]Bf1-a6`); checked last before the
    /// mark.
    Start,
    /// Right after the piece's letters (`FF(R)e5-e8`); checked after the arrival.
    Letters,
    /// The arrival, instead of `-e4` (`-OUT(W)`).
    Arrival,
    /// After ` ep.`, before the promotion (`[Ia7]`); read in any order among the suffixes,
    /// checked after ` ep.`.
    Middle,
    /// After the move's own changes, before its rebirths (`[g7=rS][+bSg8]`); read in any
    /// order among the suffixes, checked with `End`.
    BeforeRebirth,
    /// At the end, after the rebirth (` (Sd4-b6)`); read in any order among the suffixes,
    /// checked last before the mark.
    End,
}

/// A part a condition adds to move texts.
#[derive(Clone, Copy, Debug)]
pub struct MovePartSpec {
    pub slot: MoveSlot,
    /// The text it starts with (`[I`, `(`). Parts of several conditions may share an opener:
    /// each reading the text allows is kept, and the legal moves decide.
    pub opener: &'static str,
    /// What it is in messages (`the … bracket`: `… is given twice`).
    pub name: &'static str,
    /// What it says, for the message on an unknown bracket (`'[X' (what)`).
    pub what: &'static str,
}

/// What the reader knows when it asks why no move fits a part.
pub struct Narrowing<'a> {
    pub pos: &'a Position,
    /// The legal moves that fit the text before this part.
    pub left: &'a [Move],
    /// The moving piece as written (`FF`, `nS`, `a pawn`), unless castling.
    pub piece: Option<&'a str>,
    /// The departure square written, unless castling.
    pub from: Option<Square>,
}

/// A condition's part of a move text as read: which moves it names.
pub trait MovePart: fmt::Debug {
    /// Whether `mv`, a legal move of `pos`, fits the part.
    fn fits(&self, pos: &Position, mv: &Move) -> bool;
    /// Why none of the moves left fits (a whole sentence: `the move makes no such transfers`).
    fn why_not(&self, n: &Narrowing) -> String;
}

/// Why a move text could not be read, or matches no legal move or more than one.
/// `column` counts characters from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct MoveTextError {
    pub column: usize,
    pub message: String,
}

/// A cursor over the characters of a move text, with the readers parts are built from
/// (squares, piece letters, single symbols). Columns are those of the whole text.
#[derive(Clone, Debug)]
pub struct Cursor {
    chars: Vec<char>,
    i: usize,
}

impl Cursor {
    pub fn new(text: &str) -> Cursor {
        Cursor {
            chars: text.chars().collect(),
            i: 0,
        }
    }
    /// Where the cursor stands (a character index), for [`Self::reset`].
    pub fn position(&self) -> usize {
        self.i
    }
    /// Goes back (or on) to `position`.
    pub fn reset(&mut self, position: usize) {
        self.i = position;
    }
    /// The column of the next character.
    pub fn column(&self) -> usize {
        self.i + 1
    }
    pub fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    pub fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }
    pub fn at_end(&self) -> bool {
        self.i >= self.chars.len()
    }
    /// Steps over the next character.
    pub fn bump(&mut self) {
        self.i += 1;
    }
    /// Steps over `n` characters.
    pub fn skip(&mut self, n: usize) {
        self.i += n;
    }
    pub fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }
    /// Consumes `c` if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    /// Whether `s` comes next.
    pub fn starts_with(&self, s: &str) -> bool {
        let n = s.chars().count();
        self.chars.len() >= self.i + n
            && s.chars().eq(self.chars[self.i..self.i + n].iter().copied())
    }
    /// Consumes `s` if it comes next.
    pub fn eat_str(&mut self, s: &str) -> bool {
        if self.starts_with(s) {
            self.i += s.chars().count();
            true
        } else {
            false
        }
    }
    pub fn error(&self, column: usize, message: impl Into<String>) -> MoveTextError {
        MoveTextError {
            column,
            message: message.into(),
        }
    }
    /// What comes next, for messages.
    pub fn found(&self) -> String {
        match self.peek() {
            Some(c) => format!("'{c}'"),
            None => "the end of the text".into(),
        }
    }
    /// "expected `what`, found …" at the cursor.
    pub fn expected(&self, what: &str) -> MoveTextError {
        self.error(
            self.column(),
            format!("expected {what}, found {}", self.found()),
        )
    }
    /// A square name in lower case: file a..p, rank 1..16.
    pub fn square(&mut self, what: &str) -> Result<Square, MoveTextError> {
        let head: String = self.chars[self.i.min(self.chars.len())..]
            .iter()
            .take(3)
            .collect();
        match Square::parse_prefix(&head) {
            Some((sq, used)) if head.starts_with(|c: char| c.is_ascii_lowercase()) => {
                self.i += used;
                Ok(sq)
            }
            _ => Err(self.expected(what)),
        }
    }
    /// Upper-case piece letters (possibly none), with their column. Digits count as letters
    /// (Popeye's m:n leapers are `15`, `37`, …): a square never starts with one.
    pub fn letters(&mut self) -> (String, usize) {
        let column = self.column();
        let mut s = String::new();
        while let Some(c) = self.peek().filter(|&c| starts_letters(c)) {
            s.push(c);
            self.i += 1;
        }
        (s, column)
    }
    /// Upper-case letters naming a piece kind, with their column.
    pub fn piece_kind(&mut self, what: &str) -> Result<(PieceKind, usize), MoveTextError> {
        let (mut letters, column) = self.letters();
        if letters.is_empty() {
            return Err(self.expected(what));
        }
        // A hunter's letters are two codes with a `/` between (`P/B`).
        if self.peek() == Some('/') && self.peek_at(1).is_some_and(starts_letters) {
            self.i += 1;
            letters.push('/');
            letters.push_str(&self.letters().0);
        }
        match PieceKind::from_letters(&letters) {
            Some(kind) => Ok((kind, column)),
            None => Err(self.error(column, format!("unknown piece letters '{letters}'"))),
        }
    }
    /// An `n` that makes the piece letters after it neutral, consumed if there.
    pub fn neutral(&mut self) -> bool {
        let neutral = self.peek() == Some('n') && self.peek_at(1).is_some_and(starts_letters);
        if neutral {
            self.bump();
        }
        neutral
    }
    /// Whether the `=` under the cursor starts a promotion (letters follow, or a neutral
    /// piece's `n` and letters) rather than being the stalemate mark.
    pub fn promotion_follows(&self) -> bool {
        let mut k = 1;
        while self.peek_at(k).is_some_and(char::is_whitespace) {
            k += 1;
        }
        if self.peek_at(k) == Some('n') {
            k += 1;
        }
        self.peek_at(k).is_some_and(starts_letters)
    }
}

// ----------------------------------------------------------------------------------------
// Helpers of the formats
// ----------------------------------------------------------------------------------------

/// A list of squares written together (`c4d5`, `a10b2`); `None` unless the whole text is one.
pub fn parse_squares(text: &str) -> Option<Vec<Square>> {
    let mut squares = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, used) = Square::parse_prefix(rest)?;
        squares.push(sq);
        rest = rest.get(used..)?;
    }
    (!squares.is_empty()).then_some(squares)
}

/// Squares written together (`e1a8`).
pub fn squares_text(squares: &[Square]) -> String {
    squares.iter().map(|sq| sq.to_string()).collect()
}

/// A square of `pos`'s board in a FEN field, written in lower case.
pub fn fen_square(pos: &Position, text: &str) -> Result<Square, String> {
    let sq = Square::parse(text)
        .filter(|_| text.starts_with(|c: char| c.is_ascii_lowercase()))
        .ok_or_else(|| format!("'{text}' is not a square"))?;
    if !pos.size().contains(sq) {
        return Err(format!("{sq} is not on the {} board", pos.size()));
    }
    Ok(sq)
}

/// The piece's letters as move text writes them in English: nothing for a white or black pawn,
/// `n` before a neutral piece's letters.
pub fn piece_letters(p: Piece) -> String {
    piece_letters_in(p, Language::English)
}

/// The piece's letters as move text writes them in `lang` ([`PieceKind::letters_in`]): nothing
/// for a white or black pawn, the neutral colour's letter (`n` in every language) before a
/// neutral piece's letters.
pub fn piece_letters_in(p: Piece, lang: Language) -> String {
    let mut s = String::new();
    if p.colour() == Colour::Neutral {
        s.push(Colour::Neutral.letter_in(lang));
        s.push_str(p.kind().letters_in(lang));
    } else if p.kind() != PieceKind::Pawn {
        s.push_str(p.kind().letters_in(lang));
    }
    s
}

/// Popeye's `option nocastling`: the castling rights of the game array minus those the squares
/// take away (a king's, a rook's standing on one of them).
pub fn castling_without(pos: &Position, nocastling: &[Square]) -> Castling {
    let mut castling = pos.castling_from_array();
    for &sq in nocastling {
        for side in [Side::White, Side::Black] {
            if sq.rank() != pos.home_rank(side) {
                continue;
            }
            match sq.file() {
                0 => castling.set_rook(side, false, false),
                4 => castling.set_king(side, false),
                7 => castling.set_rook(side, true, false),
                _ => {}
            }
        }
    }
    castling
}

/// `a`, `b and c`, `a, b or c`: a list in a message.
pub fn word_list(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., end] => format!("{} {last} {end}", init.join(", ")),
    }
}

/// Whether `c` may be part of piece letters: an upper-case letter or a digit.
#[inline]
pub fn starts_letters(c: char) -> bool {
    c.is_ascii_uppercase() || c.is_ascii_digit()
}

/// `text` split after its leading piece letters, a hunter's `/` and second code included
/// (`P/Bd4` gives `P/B` and `d4`).
pub fn split_letters(text: &str) -> (&str, &str) {
    let end = |s: &str| s.find(|c: char| !starts_letters(c)).unwrap_or(s.len());
    let first = end(text);
    let rest = &text[first..];
    match rest.strip_prefix('/') {
        Some(second) if first > 0 && second.starts_with(starts_letters) => {
            text.split_at(first + 1 + end(second))
        }
        _ => text.split_at(first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_letters_split_from_their_square() {
        assert_eq!(split_letters("P/Bd4"), ("P/B", "d4"));
        assert_eq!(split_letters("MAe5"), ("MA", "e5"));
        assert_eq!(split_letters("Q/d4"), ("Q", "/d4"));
        assert_eq!(split_letters("/Bd4"), ("", "/Bd4"));
    }
    use crate::rules::condition::{Hooks, Rules};
    use std::sync::Arc;

    /// A condition with nothing to it.
    #[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
    struct Plain;

    #[derive(Debug)]
    struct NoRules;

    impl Rules for NoRules {
        fn hooks(&self) -> Hooks {
            Hooks::NONE
        }
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    }

    impl Options for Plain {
        const NAME: &'static str = "plain";
        fn rules(&self, _: &Position) -> Arc<dyn Rules> {
            Arc::new(NoRules)
        }
        fn twin_lines(&self, _: &Position) -> Vec<String> {
            Vec::new()
        }
    }

    #[test]
    fn a_plain_draft_is_the_condition_once_named() {
        let draft = plain_draft::<Plain>();
        assert_eq!(draft.condition(false), Ok(None));
        assert_eq!(draft.condition(true), Ok(Some(Condition::new(Plain))));
        assert_eq!(draft.twin_commands(), Ok(Vec::new()));
    }

    #[test]
    fn a_named_draft_takes_its_options_from_the_word() {
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        struct Second(bool);
        impl Options for Second {
            const NAME: &'static str = "second";
            fn rules(&self, _: &Position) -> Arc<dyn Rules> {
                Arc::new(NoRules)
            }
            fn twin_lines(&self, _: &Position) -> Vec<String> {
                Vec::new()
            }
        }
        struct NoInput;
        impl<'a> PopeyeInput<'a> for NoInput {
            fn peek(&self) -> Option<Token<'a>> {
                None
            }
            fn peek2(&self) -> Option<Token<'a>> {
                None
            }
            fn next(&mut self) -> Option<Token<'a>> {
                None
            }
            fn argument(&mut self, word: &Token, needs: &str) -> Result<Token<'a>, TextError> {
                Err(word.err(needs))
            }
            fn language(&self) -> Language {
                Language::English
            }
            fn in_twin(&self) -> bool {
                false
            }
            fn colour(&self, _: &str) -> Option<Colour> {
                None
            }
            fn colour_names(&self) -> String {
                String::new()
            }
            fn on_board(&mut self, _: &[Square], _: &Token) -> Result<(), TextError> {
                Ok(())
            }
            fn piece(&mut self, _: &Token) -> Result<Option<(PieceKind, Vec<Square>)>, TextError> {
                Ok(None)
            }
            fn piece_code(&self, _: &str) -> Option<PieceKind> {
                None
            }
            fn bad_squares(&self, _: &str) -> Option<String> {
                None
            }
        }
        let mut draft = named_draft(|word| Second(word == 1));
        let tok = Token {
            text: "second",
            at: Place { line: 1, column: 1 },
            line_start: false,
        };
        draft.read(1, &tok, &mut NoInput).unwrap();
        assert_eq!(
            draft.condition(true),
            Ok(Some(Condition::new(Second(true))))
        );
        assert_eq!(draft.condition(false), Ok(None));
    }

    #[test]
    fn the_cursor_reads_parts_with_their_columns() {
        let mut c = Cursor::new("nFF(R)a10-OUT");
        assert!(c.neutral());
        assert_eq!(c.piece_kind("letters"), Ok((PieceKind::Fiancee, 2)));
        assert!(c.starts_with("(R)"));
        c.skip(3);
        assert_eq!(c.square("a square"), Ok(Square::new(0, 9)));
        assert!(c.eat('-'));
        let e = c.square("the arrival").unwrap_err();
        assert_eq!(
            (e.column, e.message.as_str()),
            (11, "expected the arrival, found 'O'")
        );
        assert!(Cursor::new("= Q").promotion_follows());
        assert!(!Cursor::new("= ").promotion_follows());
    }

    #[test]
    fn helpers_of_the_formats() {
        assert_eq!(
            parse_squares("a10b2"),
            Some(vec![Square::new(0, 9), Square::new(1, 1)])
        );
        assert_eq!(parse_squares("a1x"), None);
        assert_eq!(
            squares_text(&[Square::new(0, 0), Square::new(7, 7)]),
            "a1h8"
        );
        assert_eq!(
            piece_letters(Piece::new(Colour::Neutral, PieceKind::Pawn)),
            "nP"
        );
        assert_eq!(
            piece_letters(Piece::new(Colour::Black, PieceKind::Pawn)),
            ""
        );
        assert_eq!(
            piece_letters_in(
                Piece::new(Colour::Neutral, PieceKind::Pawn),
                Language::German
            ),
            "nB"
        );
        assert_eq!(
            piece_letters_in(
                Piece::new(Colour::White, PieceKind::Knight),
                Language::French
            ),
            "C"
        );
        let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(word_list(&items(&["a"]), "or"), "a");
        assert_eq!(word_list(&items(&["a", "b", "c"]), "or"), "a, b or c");
        let pos = Position::initial();
        let castling = castling_without(&pos, &[Square::new(0, 0), Square::new(4, 7)]);
        assert!(!castling.rook_unmoved(Side::White, false));
        assert!(castling.rook_unmoved(Side::White, true));
        assert!(!castling.king_unmoved(Side::Black));
    }
}
