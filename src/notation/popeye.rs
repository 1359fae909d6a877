//! Popeye input files: [`parse_popeye`] reads them, [`write_popeye`] and [`write_popeye_all`]
//! write them (English keywords).
//!
//! # What is read
//!
//! The language is fixed by the first word of the file: `beginproblem` (English),
//! `debutprobleme` (French) or `anfangproblem` (German), or any prefix of them (`begin`,
//! `debut`, `anfang`). From then on every keyword is taken from that language's tables, in
//! any case, and may be shortened to a prefix that is unique within its table, as Popeye does
//! (`stip`, `cond`, `opt`); a word spelled out in full always wins over longer words it is a
//! prefix of (`apparent` is not `apparentseul`). Tokens are separated by white space, `;` and
//! `,`; keywords may stand on one line or be spread over several (continuation lines of
//! `pieces`).
//!
//! * `begin`, `end` (Popeye's `EndProblem`), `nextproblem` between problems (French `asuivre`,
//!   German `weiteresproblem`). A missing `end` at the end of the text is accepted, as Popeye
//!   does. Popeye ignores what follows `end`; so does feerie, except that a new `begin` there
//!   starts another problem.
//! * `author`, `origin`, `title`, `remark`: the rest of the line is the value. Several `author`,
//!   `origin` or `title` lines are joined with line breaks, several remarks are kept apart.
//! * `pieces COLOUR CODESQUARES … COLOUR …`: a piece code followed by one or more squares
//!   (`pb2c3`), or the code and its squares as two tokens (`p b2c3`). Codes are those of the
//!   file's language (English `s` knight, French `c` knight, German `b` pawn, …). A token is
//!   split after one or after two letters, whichever leaves a list of squares; on 8x8 this is
//!   Popeye's rule of the token's length parity, and it also reads ranks above 9 (`ra10`).
//! * `stipulation`, read by [`Stipulation::parse`].
//! * `condition`: the words of the conditions feerie knows, each read by its condition (its
//!   `text` module in `crate::conditions` documents its words, options and state; they are
//!   listed in [`crate::conditions::registry`]). The table the words are looked up in is
//!   Popeye's whole table ([`crate::conditions::registry::POPEYE_CONDITIONS`]), so that
//!   abbreviations resolve as in Popeye; a name Popeye reads variant words after
//!   ([`crate::conditions::registry::POPEYE_VARIANTS`]) is read with them. Every other
//!   condition is an error naming it; so are conditions that do not combine
//!   ([`crate::conditions::registry::refusal`]).
//! * `option`: `variation`, `threat N`, `nothreat`, `try`, `defence N`, `setplay`,
//!   `maxsolutions N`, `whitetoplay`, `halfduplex`, `duplex`, `noboard`, `intelligent [N]`
//!   (kept, no effect; the number is ignored), `nowk`/`nobk` (accepted, no effect: feerie needs
//!   no king), `nocastling SQUARES`, `enpassant FROM OVER TO` (three squares written together,
//!   the double step just played, by a pawn or an imitating piece), and the options
//!   conditions read (a condition's options spelled out in full only are looked up first, so
//!   that they never make a Popeye abbreviation ambiguous). Every other option is an error.
//! * `twin [continued] COMMAND …` with Popeye's twin commands `move`, `exchange`, `remove`,
//!   `add`, `substitute`, `rotate`, `mirror`, `shift`, `stipulation`, `condition`. Twins are
//!   kept as data. As in Popeye, only `twin`, `remark`, `end` and `nextproblem` may follow the
//!   first twin. A twin's `condition` gives the [`TwinCommand::Condition`], followed by the
//!   twin commands its conditions read (the state they set, such as [`TwinCommand::Tokens`]).
//!
//! After a problem is read, castling rights are those of the game array
//! ([`Position::castling_from_array`]) minus the bits `nocastling` removes, the conditions set
//! the state they read, the side to move is [`Problem::first_mover`], and the position must
//! pass [`Position::validate`] and the conditions' checks.
//!
//! # feerie extensions
//!
//! * `board WxH` (`board 10x10`), each side from 1 to 16, before `pieces` and before any other
//!   square. Squares then go up to the board's size (`ra10`, `pp16`).
//! * The conditions' own words and options (see each condition's `text` module).
//!
//! # Errors
//!
//! Every problem is an error with its line and column (1-based): unknown and ambiguous
//! keywords, unknown piece codes, bad squares and squares off the board, unsupported
//! conditions, options and keywords (`award`, `forsyth`, `zeroposition`, …), a missing
//! stipulation, an inconsistent `enpassant`, a position [`Position::validate`] refuses. Parsing
//! never panics.

use std::sync::OnceLock;

use crate::conditions::registry::POPEYE_VARIANT_NAMES;
use crate::conditions::registry::{self, POPEYE_CONDITIONS, POPEYE_VARIANTS, REGISTRY};
use crate::conditions::text::{
    castling_without, parse_squares, squares_text, ConditionState, PopeyeContext, PopeyeDraft,
    PopeyeInput, PopeyeWord, Role,
};
use crate::conditions::text::{Place as Loc, TextError, Token as Tok};
use crate::rules::condition::State;
use crate::rules::piece::{Colour, Language, Piece, PieceKind, Side};
use crate::rules::position::{EnPassant, Position, TokenColour};
use crate::rules::problem::{Meta, MirrorAxis, Options, Problem, Stipulation, Twin, TwinCommand};
use crate::rules::square::{BoardSize, Square};
use crate::rules::Condition;

/// Why a Popeye input could not be read, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct PopeyeError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl From<TextError> for PopeyeError {
    fn from(e: TextError) -> PopeyeError {
        PopeyeError {
            line: e.at.line,
            column: e.at.column,
            message: e.message,
        }
    }
}

// ----------------------------------------------------------------------------------------
// Keyword tables. Each row gives one keyword's meaning and its spelling in English, French
// and German (Popeye 4.104's tables; feerie's additions are marked).
// ----------------------------------------------------------------------------------------

type Row<T> = (T, [&'static str; 3]);

const LANGUAGES: [Language; 3] = [Language::English, Language::French, Language::German];

const BEGIN: [&str; 3] = ["beginproblem", "debutprobleme", "anfangproblem"];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kw {
    Remark,
    Author,
    Origin,
    Title,
    Pieces,
    Condition,
    Option,
    Stipulation,
    End,
    Next,
    Twin,
    Board,
    Unsupported,
}

/// Popeye's keywords of the initial twin; looked up first.
#[rustfmt::skip]
const KW_INITIAL: &[Row<Kw>] = &[
    (Kw::Remark, ["remark", "remarque", "bemerkung"]),
    (Kw::Unsupported, ["sstipulation", "senonce", "sforderung"]),
    (Kw::Author, ["author", "auteur", "autor"]),
    (Kw::Origin, ["origin", "source", "quelle"]),
    (Kw::Pieces, ["pieces", "pieces", "steine"]),
    (Kw::Condition, ["condition", "condition", "bedingung"]),
    (Kw::Option, ["option", "option", "option"]),
    (Kw::Stipulation, ["stipulation", "enonce", "forderung"]),
    (Kw::Unsupported, ["protocol", "protocol", "protokoll"]),
    (Kw::Title, ["title", "titre", "titel"]),
    (Kw::Unsupported, ["latex", "latex", "latex"]),
    (Kw::Unsupported, ["latexpieces", "pieceslatex", "latexsteine"]),
    (Kw::Unsupported, ["award", "prix", "auszeichnung"]),
    (Kw::Unsupported, ["initialgamearray", "positioninitialepartie", "partieanfangsstellung"]),
    (Kw::Unsupported, ["forsyth", "forsyth", "forsyth"]),
];

/// Popeye's end-of-problem keywords; looked up second.
#[rustfmt::skip]
const KW_PROBLEM: &[Row<Kw>] = &[
    (Kw::End, ["endproblem", "finprobleme", "endeproblem"]),
    (Kw::Next, ["nextproblem", "asuivre", "weiteresproblem"]),
];

/// Popeye's end-of-twin keywords; looked up third.
#[rustfmt::skip]
const KW_TWIN: &[Row<Kw>] = &[
    (Kw::Twin, ["twin", "jumeau", "zwilling"]),
    (Kw::Unsupported, ["zeroposition", "zeroposition", "nullstellung"]),
];

/// feerie's own keywords; looked up last, so that they never make a Popeye abbreviation
/// ambiguous.
const KW_FEERIE: &[Row<Kw>] = &[(Kw::Board, ["board", "board", "board"])];

const KW_GROUPS: [&[Row<Kw>]; 4] = [KW_INITIAL, KW_PROBLEM, KW_TWIN, KW_FEERIE];

#[rustfmt::skip]
const COLOURS: &[Row<Colour>] = &[
    (Colour::White, ["white", "blanc", "weiss"]),
    (Colour::Black, ["black", "noir", "schwarz"]),
    (Colour::Neutral, ["neutral", "neutre", "neutral"]),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tw {
    Move,
    Exchange,
    Stipulation,
    Add,
    Remove,
    Continued,
    Rotate,
    Condition,
    Mirror,
    Shift,
    Substitute,
    Unsupported,
}

#[rustfmt::skip]
const TWIN_COMMANDS: &[Row<Tw>] = &[
    (Tw::Move, ["move", "deplacement", "versetze"]),
    (Tw::Exchange, ["exchange", "echange", "tausche"]),
    (Tw::Stipulation, ["stipulation", "enonce", "forderung"]),
    (Tw::Unsupported, ["sstipulation", "senonce", "sforderung"]),
    (Tw::Add, ["add", "ajoute", "hinzufuegen"]),
    (Tw::Remove, ["remove", "ote", "entferne"]),
    (Tw::Continued, ["continued", "enplus", "ferner"]),
    (Tw::Rotate, ["rotate", "rotation", "drehung"]),
    (Tw::Condition, ["condition", "condition", "bedingung"]),
    (Tw::Unsupported, ["polishtype", "couleurechange", "farbwechsel"]),
    (Tw::Mirror, ["mirror", "miroir", "spiegelung"]),
    (Tw::Shift, ["shift", "translation", "verschiebung"]),
    (Tw::Substitute, ["substitute", "remplace", "ersetze"]),
];

#[rustfmt::skip]
const MIRRORS: &[Row<MirrorAxis>] = &[
    (MirrorAxis::Files, ["a1<-->h1", "a1<-->h1", "a1<-->h1"]),
    (MirrorAxis::Ranks, ["a1<-->a8", "a1<-->a8", "a1<-->a8"]),
    (MirrorAxis::Diagonal, ["a1<-->h8", "a1<-->h8", "a1<-->h8"]),
    (MirrorAxis::AntiDiagonal, ["a8<-->h1", "a8<-->h1", "a8<-->h1"]),
];

fn mirror_name(axis: MirrorAxis) -> &'static str {
    MIRRORS
        .iter()
        .find(|(a, _)| *a == axis)
        .map_or("a1<-->h1", |(_, n)| n[0])
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Opt {
    Defence,
    SetPlay,
    WhiteToPlay,
    Variation,
    NoKing,
    Duplex,
    Threat,
    NoThreat,
    Try,
    MaxSolutions,
    EnPassant,
    NoBoard,
    HalfDuplex,
    Intelligent,
    NoCastling,
    /// A condition's option: its registry index and the index among its words.
    Condition(usize, usize),
    Other,
}

/// Popeye's options; the conditions' options follow them ([`Vocabulary::options`]).
#[rustfmt::skip]
const OPTIONS: &[Row<Opt>] = &[
    (Opt::Defence, ["Defence", "Defense", "Widerlegung"]),
    (Opt::SetPlay, ["SetPlay", "Apparent", "Satzspiel"]),
    (Opt::WhiteToPlay, ["WhiteToPlay", "ApparentSeul", "WeissBeginnt"]),
    (Opt::Variation, ["Variations", "Variantes", "Varianten"]),
    (Opt::Other, ["MoveNumbers", "Trace", "Zugnummern"]),
    (Opt::Other, ["StartMoveNumber", "Enroute", "StartZugnummer"]),
    (Opt::NoKing, ["NoWk", "SansRB", "OhneWk"]),
    (Opt::Duplex, ["Duplex", "Duplex", "Duplex"]),
    (Opt::NoKing, ["NoBk", "SansRN", "OhneSk"]),
    (Opt::Threat, ["Threat", "Menace", "Drohung"]),
    (Opt::NoThreat, ["NoThreat", "SansMenace", "OhneDrohung"]),
    (Opt::Try, ["Try", "Essais", "Verfuehrung"]),
    (Opt::MaxSolutions, ["MaxSolutions", "MaxSolutions", "MaxLoesungen"]),
    (Opt::Other, ["MaxFlightsquares", "MaxCasesFuites", "MaxFluchtFelder"]),
    (Opt::Other, ["Search", "Search", "Suchen"]),
    (Opt::Other, ["MultiSolutions", "MultiSolutions", "MehrereLoesungen"]),
    (Opt::Other, ["NoSymmetry", "NonSymetrique", "KeineSymmetrie"]),
    (Opt::Other, ["NonTrivial", "NonTrivial", "NichtTrivial"]),
    (Opt::Other, ["KeepMatingPiece", "RetiensPieceMatante", "HalteMattsetzendenStein"]),
    (Opt::EnPassant, ["EnPassant", "EnPassant", "EnPassant"]),
    (Opt::NoBoard, ["NoBoard", "SansEchiquier", "OhneBrett"]),
    (Opt::Other, ["NoShortVariations", "SansVariantesCourtes", "OhneKurzVarianten"]),
    (Opt::HalfDuplex, ["HalfDuplex", "DemiDuplex", "HalbDuplex"]),
    (Opt::Other, ["PostKeyPlay", "ApresCle", "NachSchluessel"]),
    (Opt::Intelligent, ["Intelligent", "Intelligent", "Intelligent"]),
    (Opt::Other, ["MaxTime", "MaxTemps", "MaxZeit"]),
    (Opt::NoCastling, ["NoCastling", "SansRoquer", "KeineRochade"]),
    (Opt::Other, ["Quodlibet", "Quodlibet", "Quodlibet"]),
    (Opt::Other, ["StopOnShortSolutions", "FinApresSolutionsCourtes", "StopNachKurzloesungen"]),
    (Opt::Other, ["Beep", "Bip", "Pieps"]),
    (Opt::Other, ["SuppressGrid", "SansGrille", "OhneGitter"]),
    (Opt::Other, ["WriteGrid", "AjouteGrille", "ZeichneGitter"]),
    (Opt::Other, ["CastlingMutuallyExclusive", "RoquesMutuellementExclusifs", "RochadenGegenseitigAusschliessend"]),
    (Opt::Other, ["GoalIsEnd", "ButEstFin", "ZielIstEnde"]),
    (Opt::Other, ["UnpublishedOption", "OptionNonPubliee", "NichtPublizierteOption"]),
];

// ----------------------------------------------------------------------------------------
// The conditions' words, from the registry.
// ----------------------------------------------------------------------------------------

/// What a word of the condition table is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cond {
    /// A registered condition's word: its registry index and its index among the condition's
    /// words.
    Word(usize, usize),
    /// A name variant words follow: its index in [`Vocabulary::heads`].
    Head(usize),
    /// A condition Popeye knows and feerie does not.
    Other,
}

/// The tables of the words conditions read, built once from the registry.
struct Vocabulary {
    /// Popeye's condition table ([`POPEYE_CONDITIONS`]) with the registered conditions' words
    /// in it, then their words it lacks.
    conditions: Vec<Row<Cond>>,
    /// The names variant words follow (English spelling): Popeye's
    /// ([`POPEYE_VARIANT_NAMES`]) and those the conditions declare with variants.
    heads: Vec<&'static str>,
    /// Popeye's variant words ([`POPEYE_VARIANTS`]), by their index there.
    variants: Vec<Row<usize>>,
    /// Popeye's options, then the conditions' options.
    options: Vec<Row<Opt>>,
    /// The conditions' options spelled out in full only.
    in_full: Vec<Row<(usize, usize)>>,
}

/// The registered conditions' words: registry index, index among its words, the word.
fn registered_words() -> impl Iterator<Item = (usize, usize, &'static PopeyeWord)> {
    REGISTRY.iter().enumerate().flat_map(|(e, entry)| {
        entry
            .text
            .popeye_words()
            .iter()
            .enumerate()
            .map(move |(w, word)| (e, w, word))
    })
}

fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| {
        let mut heads: Vec<&'static str> = POPEYE_VARIANT_NAMES.to_vec();
        let mut head_spellings = Vec::new();
        for (_, _, word) in registered_words() {
            let name = word.spellings[0];
            let with_variants = matches!(word.role, Role::Names(v) if !v.is_empty());
            if with_variants && !heads.iter().any(|h| h.eq_ignore_ascii_case(name)) {
                heads.push(name);
                head_spellings.push(word.spellings);
            }
        }
        let head = |name: &str| heads.iter().position(|h| h.eq_ignore_ascii_case(name));
        let mut conditions: Vec<Row<Cond>> = POPEYE_CONDITIONS
            .iter()
            .map(|spellings| {
                (
                    head(spellings[0]).map_or(Cond::Other, Cond::Head),
                    *spellings,
                )
            })
            .collect();
        // A name with variants that Popeye's table lacks comes after it.
        for spellings in head_spellings {
            if !conditions
                .iter()
                .any(|(_, s)| s[0].eq_ignore_ascii_case(spellings[0]))
            {
                conditions.push((
                    head(spellings[0]).map_or(Cond::Other, Cond::Head),
                    spellings,
                ));
            }
        }
        let mut options: Vec<Row<Opt>> = OPTIONS.to_vec();
        let mut in_full = Vec::new();
        for (e, w, word) in registered_words() {
            match word.role {
                // A name variant words follow is found through it.
                Role::Names(_) | Role::Condition if head(word.spellings[0]).is_some() => {}
                Role::Names(_) | Role::Condition => {
                    let row = conditions.iter().position(|(meaning, spellings)| {
                        *meaning == Cond::Other
                            && spellings[0].eq_ignore_ascii_case(word.spellings[0])
                    });
                    let claim = (Cond::Word(e, w), word.spellings);
                    match row {
                        Some(r) => conditions[r] = claim,
                        None => conditions.push(claim),
                    }
                }
                Role::Option => options.push((Opt::Condition(e, w), word.spellings)),
                Role::OptionInFull => in_full.push(((e, w), word.spellings)),
            }
        }
        Vocabulary {
            conditions,
            variants: POPEYE_VARIANTS.iter().copied().enumerate().collect(),
            heads,
            options,
            in_full,
        }
    })
}

/// The registered word that is the name `head` with exactly the `variants` (English
/// spellings, in any order).
fn phrase(head: &str, variants: &[&str]) -> Option<(usize, usize)> {
    let sorted = |mut words: Vec<String>| {
        words.sort();
        words
    };
    let given = sorted(variants.iter().map(|v| v.to_lowercase()).collect());
    registered_words().find_map(|(e, w, word)| {
        let Role::Names(declared) = word.role else {
            return None;
        };
        let declared = sorted(declared.iter().map(|v| v[0].to_lowercase()).collect());
        (word.spellings[0].eq_ignore_ascii_case(head) && declared == given).then_some((e, w))
    })
}

/// The result of looking a token up in a table.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Found<T> {
    /// The meaning and the keyword's full spelling.
    One(T, &'static str),
    /// The token is a prefix of several keywords.
    Many(Vec<&'static str>),
    No,
}

fn find_exact<T: Copy>(rows: &[Row<T>], lang: usize, tok: &str) -> Option<(T, &'static str)> {
    rows.iter()
        .find(|(_, names)| names[lang].eq_ignore_ascii_case(tok))
        .map(|(t, names)| (*t, names[lang]))
}

/// Keywords that `tok` is a proper prefix of (case-insensitive).
fn find_prefix<T: Copy>(rows: &[Row<T>], lang: usize, tok: &str) -> Found<T> {
    if tok.is_empty() {
        return Found::No;
    }
    let mut hits: Vec<(T, &'static str)> = Vec::new();
    for (t, names) in rows {
        let name = names[lang];
        let is_prefix = name.len() > tok.len()
            && name.as_bytes()[..tok.len()].eq_ignore_ascii_case(tok.as_bytes());
        if is_prefix && !hits.iter().any(|&(_, h)| h == name) {
            hits.push((*t, name));
        }
    }
    match hits.len() {
        0 => Found::No,
        1 => Found::One(hits[0].0, hits[0].1),
        _ => Found::Many(hits.into_iter().map(|(_, n)| n).collect()),
    }
}

/// Popeye's lookup: a keyword spelled out in full, otherwise the one keyword the token
/// abbreviates.
fn find<T: Copy>(rows: &[Row<T>], lang: usize, tok: &str) -> Found<T> {
    match find_exact(rows, lang, tok) {
        Some((t, name)) => Found::One(t, name),
        None => find_prefix(rows, lang, tok),
    }
}

/// The language whose begin keyword `tok` abbreviates (at least `min_len` letters).
fn begin_language(tok: &str, min_len: usize) -> Option<usize> {
    if tok.len() < min_len.max(1) {
        return None;
    }
    BEGIN.iter().position(|word| {
        word.len() >= tok.len() && word.as_bytes()[..tok.len()].eq_ignore_ascii_case(tok.as_bytes())
    })
}

// ----------------------------------------------------------------------------------------
// Tokens
// ----------------------------------------------------------------------------------------

fn error_at(loc: Loc, message: impl Into<String>) -> TextError {
    TextError::new(loc, message)
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ';' || c == ','
}

/// Splits the input into tokens, keeping line and column (in characters, 1-based).
#[derive(Clone, Debug)]
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    column: usize,
    /// The line of the last token read.
    last_line: usize,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: 1,
            column: 1,
            last_line: 0,
        }
    }

    fn current(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn advance(&mut self, c: char) {
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
    }

    fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            column: self.column,
        }
    }

    fn skip_separators(&mut self) {
        while let Some(c) = self.current() {
            if !is_separator(c) {
                break;
            }
            self.advance(c);
        }
    }

    fn next(&mut self) -> Option<Tok<'a>> {
        self.skip_separators();
        let start = self.pos;
        let loc = self.loc();
        while let Some(c) = self.current() {
            if is_separator(c) {
                break;
            }
            self.advance(c);
        }
        if self.pos == start {
            return None;
        }
        let line_start = loc.line != self.last_line;
        self.last_line = loc.line;
        Some(Tok {
            text: &self.text[start..self.pos],
            at: loc,
            line_start,
        })
    }

    fn peek(&self) -> Option<Tok<'a>> {
        self.clone().next()
    }

    fn peek2(&self) -> Option<Tok<'a>> {
        let mut ahead = self.clone();
        ahead.next();
        ahead.next()
    }

    /// Where the input ends (after trailing separators).
    fn end_loc(&self) -> Loc {
        let mut ahead = self.clone();
        ahead.skip_separators();
        ahead.loc()
    }

    /// The rest of the current line, without leading blanks and trailing white space.
    fn rest_of_line(&mut self) -> String {
        while let Some(c) = self.current() {
            if !matches!(c, ' ' | '\t' | ';' | ',') {
                break;
            }
            self.advance(c);
        }
        let start = self.pos;
        while let Some(c) = self.current() {
            if c == '\n' || c == '\r' {
                break;
            }
            self.advance(c);
        }
        self.text[start..self.pos].trim_end().to_string()
    }
}

// ----------------------------------------------------------------------------------------
// Squares and pieces
// ----------------------------------------------------------------------------------------

fn off_board(sq: Square, size: BoardSize) -> String {
    format!("square {sq} is off the {size} board")
}

fn check_on_board(squares: &[Square], size: BoardSize) -> Result<(), String> {
    match squares.iter().find(|sq| !size.contains(**sq)) {
        Some(sq) => Err(off_board(*sq, size)),
        None => Ok(()),
    }
}

/// A token that is a piece code alone (`k`, `ma`).
fn code_alone(text: &str, lang: Language) -> Option<PieceKind> {
    let letters = (1..=2).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphabetic());
    if letters {
        PieceKind::from_code(text, lang)
    } else {
        None
    }
}

/// Splits a token such as `kh1`, `pb2c3`, `mad4` or `ra10` into a piece code and squares:
/// after one letter or after two, whichever leaves a list of squares (on 8x8 this is Popeye's
/// length parity). `Ok(None)` when the token is no piece at all.
fn piece_token(
    text: &str,
    lang: Language,
    size: BoardSize,
) -> Result<Option<(PieceKind, Vec<Square>)>, String> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut unknown = None;
    for k in 1..=2 {
        if bytes.len() <= k || !bytes[..k].iter().all(u8::is_ascii_alphabetic) {
            continue;
        }
        let (code, rest) = text.split_at(k);
        let Some(squares) = parse_squares(rest) else {
            continue;
        };
        match PieceKind::from_code(code, lang) {
            Some(kind) => found.push((kind, squares)),
            None => unknown = Some(code),
        }
    }
    match found.len() {
        0 => match unknown {
            Some(code) => Err(format!("unknown piece code '{code}' in '{text}'")),
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

/// Why a token that looks like a piece with squares (a known code, then something with a
/// digit) is not one.
fn bad_squares(text: &str, lang: Language) -> Option<String> {
    (1..=2).find_map(|k| {
        let letters = text.len() > k && text.as_bytes()[..k].iter().all(u8::is_ascii_alphabetic);
        let rest = text.get(k..)?;
        (letters
            && PieceKind::from_code(&text[..k], lang).is_some()
            && rest.bytes().any(|b| b.is_ascii_digit()))
        .then(|| format!("bad square list '{rest}' in '{text}'"))
    })
}

// ----------------------------------------------------------------------------------------
// The parser
// ----------------------------------------------------------------------------------------

/// Which keywords end a list: the problem's keywords always, a twin's commands inside a twin.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ctx {
    Problem,
    Twin,
}

/// What a word in a list is.
enum Item<T> {
    Own(T, &'static str),
    Stop,
    Unknown,
}

/// The conditions as read: one draft per registered condition, resolved into [`Condition`]s
/// when the problem (or twin) is complete.
struct Drafts {
    drafts: Vec<Box<dyn PopeyeDraft>>,
    /// The conditions named, by registry index, in their order, each with where.
    named: Vec<(usize, Loc)>,
}

impl Drafts {
    fn new() -> Drafts {
        Drafts {
            drafts: REGISTRY.iter().map(|e| e.text.popeye_draft()).collect(),
            named: Vec::new(),
        }
    }

    fn is_named(&self, entry: usize) -> bool {
        self.named.iter().any(|&(e, _)| e == entry)
    }

    /// Reads what follows the word `w` of condition `e`, `tok` being the word; a word naming
    /// the condition names it once.
    fn read(
        &mut self,
        (e, w): (usize, usize),
        tok: &Tok,
        input: &mut Input,
    ) -> Result<(), TextError> {
        if let Role::Names(_) = REGISTRY[e].text.popeye_words()[w].role {
            if self.is_named(e) {
                return Err(tok.err(format!("condition '{}' given twice", tok.text)));
            }
            self.named.push((e, tok.at));
        }
        self.drafts[e].read(w, tok, input)
    }

    /// The conditions named, in their order, once each condition has checked its words and
    /// the registry that they combine. Of several errors, the first in the text is reported.
    fn conditions(&self) -> Result<Vec<Condition>, TextError> {
        let mut errors = Vec::new();
        let mut by_entry = Vec::with_capacity(self.drafts.len());
        for (e, draft) in self.drafts.iter().enumerate() {
            by_entry.push(draft.condition(self.is_named(e)).unwrap_or_else(|error| {
                errors.push(error);
                None
            }));
        }
        let conditions: Vec<Condition> = self
            .named
            .iter()
            .filter_map(|&(e, _)| by_entry[e].clone())
            .collect();
        if let Some(refusal) = registry::refusal(&conditions) {
            if let Some(&(_, at)) = self
                .named
                .iter()
                .find(|&&(e, _)| REGISTRY[e].name == refusal.condition)
            {
                errors.push(error_at(at, refusal.to_string()));
            }
        }
        match first_in_text(errors) {
            Some(error) => Err(error),
            None => Ok(conditions),
        }
    }

    /// The twin commands the conditions read (after the condition command).
    fn twin_commands(&self) -> Result<Vec<TwinCommand>, TextError> {
        let mut commands = Vec::new();
        for draft in &self.drafts {
            commands.extend(draft.twin_commands()?);
        }
        Ok(commands)
    }

    /// Sets the state the conditions read on the diagram. Of several errors, the first in the
    /// text is reported.
    fn position(&self, pos: &mut Position, nocastling: &[Square]) -> Result<(), TextError> {
        let mut errors = Vec::new();
        for (e, draft) in self.drafts.iter().enumerate() {
            let context = PopeyeContext {
                named: self.is_named(e),
                nocastling,
            };
            if let Err(error) = draft.position(pos, &context) {
                errors.push(error);
            }
        }
        first_in_text(errors).map_or(Ok(()), Err)
    }

    /// The conditions' checks of the complete diagram.
    fn check(&self, pos: &Position) -> Result<(), TextError> {
        self.drafts.iter().try_for_each(|draft| draft.check(pos))
    }
}

/// The error that comes first in the text.
fn first_in_text(errors: Vec<TextError>) -> Option<TextError> {
    errors.into_iter().min_by_key(|e| (e.at.line, e.at.column))
}

/// The reader as a condition sees it while it reads its words.
struct Input<'p, 'a> {
    parser: &'p mut Parser<'a>,
    ctx: Ctx,
    size: BoardSize,
}

impl<'a> PopeyeInput<'a> for Input<'_, 'a> {
    fn peek(&self) -> Option<Tok<'a>> {
        self.parser.lx.peek()
    }
    fn peek2(&self) -> Option<Tok<'a>> {
        self.parser.lx.peek2()
    }
    fn next(&mut self) -> Option<Tok<'a>> {
        self.parser.lx.next()
    }
    fn argument(&mut self, word: &Tok, needs: &str) -> Result<Tok<'a>, TextError> {
        self.parser.argument(word, needs)
    }
    fn language(&self) -> Language {
        self.parser.language()
    }
    fn in_twin(&self) -> bool {
        self.ctx == Ctx::Twin
    }
    fn colour(&self, word: &str) -> Option<Colour> {
        self.parser.colour_word(word)
    }
    fn colour_names(&self) -> String {
        self.parser.colour_names()
    }
    fn on_board(&mut self, squares: &[Square], tok: &Tok) -> Result<(), TextError> {
        check_on_board(squares, self.size).map_err(|m| tok.err(m))?;
        self.parser.squares_read = true;
        Ok(())
    }
    fn piece(&mut self, tok: &Tok) -> Result<Option<(PieceKind, Vec<Square>)>, TextError> {
        let found = piece_token(tok.text, self.language(), self.size).map_err(|m| tok.err(m))?;
        self.parser.squares_read |= found.is_some();
        Ok(found)
    }
    fn piece_code(&self, text: &str) -> Option<PieceKind> {
        code_alone(text, self.language())
    }
    fn bad_squares(&self, text: &str) -> Option<String> {
        bad_squares(text, self.language())
    }
}

/// One problem as read so far.
struct Draft {
    begin: Loc,
    size: BoardSize,
    board_given: bool,
    squares_seen: bool,
    pieces: Vec<(Square, Piece)>,
    pieces_at: Option<Loc>,
    stipulation: Option<Stipulation>,
    conds: Drafts,
    options: Options,
    nocastling: Vec<Square>,
    enpassant: Option<([Square; 3], Loc)>,
    twins: Vec<Twin>,
    meta: Meta,
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

struct Parser<'a> {
    lx: Lexer<'a>,
    lang: usize,
    /// Squares were read by a condition (the `board` keyword must come before).
    squares_read: bool,
}

impl<'a> Parser<'a> {
    fn language(&self) -> Language {
        LANGUAGES[self.lang]
    }

    fn keyword(&self, tok: &str) -> Found<Kw> {
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
    fn stops(&self, ctx: Ctx, tok: &str, exact: bool) -> bool {
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
    fn resolve<T: Copy>(
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

    fn colour_word(&self, tok: &str) -> Option<Colour> {
        match find(COLOURS, self.lang, tok) {
            Found::One(c, _) => Some(c),
            _ => None,
        }
    }

    fn colour_names(&self) -> String {
        let n: Vec<&str> = COLOURS.iter().map(|(_, names)| names[self.lang]).collect();
        format!("{}, {} or {}", n[0], n[1], n[2])
    }

    /// The next token, or an error at `kw` saying what it needs.
    fn argument(&mut self, kw: &Tok, needs: &str) -> Result<Tok<'a>, TextError> {
        self.lx
            .next()
            .ok_or_else(|| kw.err(format!("'{}' needs {needs}", kw.text)))
    }

    fn squares_argument(
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

    fn number_argument(&mut self, kw: &Tok) -> Result<u32, TextError> {
        let needs = format!("a number (e.g. '{} 2')", kw.text);
        let tok = self.argument(kw, &needs)?;
        tok.text
            .parse()
            .map_err(|_| tok.err(format!("'{}' needs {needs}, found '{}'", kw.text, tok.text)))
    }

    fn stipulation_argument(&mut self, kw: &Tok) -> Result<Stipulation, TextError> {
        let tok = self.argument(kw, "a stipulation (e.g. '#2')")?;
        Stipulation::parse(tok.text).map_err(|m| tok.err(m))
    }

    /// Pieces after `pieces` or a twin's `add`: a colour, then piece codes with squares and
    /// more colours.
    fn piece_list(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        out: &mut Vec<(Square, Piece)>,
    ) -> Result<(), TextError> {
        let lang = self.language();
        let needs = format!("a colour ({})", self.colour_names());
        let first = self.argument(kw, &needs)?;
        let mut colour = self.colour_word(first.text).ok_or_else(|| {
            first.err(format!(
                "expected a colour ({}) after '{}', found '{}'",
                self.colour_names(),
                kw.text,
                first.text
            ))
        })?;
        loop {
            let Some(tok) = self.lx.peek() else {
                return Ok(());
            };
            if self.stops(ctx, tok.text, true) {
                return Ok(());
            }
            if let Some((kind, squares)) =
                piece_token(tok.text, lang, size).map_err(|m| tok.err(m))?
            {
                self.lx.next();
                out.extend(squares.into_iter().map(|sq| (sq, Piece::new(colour, kind))));
                continue;
            }
            if let Some(kind) = code_alone(tok.text, lang) {
                if let Some(next) = self.lx.peek2() {
                    if let Some(squares) = parse_squares(next.text) {
                        check_on_board(&squares, size).map_err(|m| next.err(m))?;
                        self.lx.next();
                        self.lx.next();
                        out.extend(squares.into_iter().map(|sq| (sq, Piece::new(colour, kind))));
                        continue;
                    }
                }
            }
            if let Some(c) = self.colour_word(tok.text) {
                self.lx.next();
                colour = c;
                continue;
            }
            if self.stops(ctx, tok.text, false) {
                return Ok(());
            }
            if let Some(message) = bad_squares(tok.text, lang) {
                return Err(tok.err(message));
            }
            if tok.line_start {
                // Leave an unknown word at the start of a line to the keyword reader.
                return Ok(());
            }
            return Err(tok.err(format!("unknown piece, colour or keyword '{}'", tok.text)));
        }
    }

    fn conditions(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        list: &mut Drafts,
    ) -> Result<(), TextError> {
        let vocabulary = vocabulary();
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            let (cond, name) = match self.resolve(&vocabulary.conditions, ctx, &tok, "condition")? {
                Item::Own(c, name) => (c, name),
                Item::Stop => break,
                Item::Unknown => {
                    return Err(tok.err(format!("unsupported condition '{}'", tok.text)));
                }
            };
            self.lx.next();
            count += 1;
            let word = match cond {
                Cond::Word(e, w) => (e, w),
                Cond::Head(head) => self.variants(ctx, &tok, head)?,
                Cond::Other => return Err(tok.err(unsupported("condition", tok.text, name))),
            };
            let mut input = Input {
                parser: self,
                ctx,
                size,
            };
            list.read(word, &tok, &mut input)?;
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one condition", kw.text)));
        }
        Ok(())
    }

    /// The variant words after a name they follow ([`POPEYE_VARIANTS`]), and the condition's
    /// word they make with it.
    fn variants(&mut self, ctx: Ctx, kw: &Tok, head: usize) -> Result<(usize, usize), TextError> {
        let vocabulary = vocabulary();
        let table = &vocabulary.variants;
        let mut words = vec![kw.text];
        let mut variants = Vec::new();
        while let Some(tok) = self.lx.peek() {
            if find_exact(&vocabulary.conditions, self.lang, tok.text).is_some()
                || self.stops(ctx, tok.text, true)
            {
                break;
            }
            match find(table, self.lang, tok.text) {
                Found::One(v, _) => {
                    self.lx.next();
                    words.push(tok.text);
                    variants.push(table[v].1[0]);
                }
                _ => break,
            }
        }
        phrase(vocabulary.heads[head], &variants)
            .ok_or_else(|| kw.err(format!("unsupported condition '{}'", words.join(" "))))
    }

    fn options(&mut self, kw: &Tok, d: &mut Draft) -> Result<(), TextError> {
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
                };
                d.conds.read(word, &tok, &mut input)?;
                continue;
            }
            let (opt, name) =
                match self.resolve(&vocabulary.options, Ctx::Problem, &tok, "option")? {
                    Item::Own(o, name) => (o, name),
                    Item::Stop => break,
                    Item::Unknown => {
                        return Err(tok.err(format!("unsupported option '{}'", tok.text)))
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
                Opt::Try => o.try_ = true,
                Opt::NoBoard => o.no_board = true,
                Opt::NoKing => {}
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
                    o.intelligent = true;
                    if self
                        .lx
                        .peek()
                        .is_some_and(|t| t.text.parse::<u32>().is_ok())
                    {
                        self.lx.next();
                    }
                }
                Opt::EnPassant => {
                    let (squares, at) = self.squares_argument(&tok, d.size, "e2e3e4")?;
                    let [from, over, to] = squares[..] else {
                        return Err(error_at(
                            at,
                            format!(
                                "'{}' needs three squares: from, over and to of the double step (e.g. '{} e2e3e4')",
                                tok.text, tok.text
                            ),
                        ));
                    };
                    if d.enpassant.is_some() {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    d.enpassant = Some(([from, over, to], at));
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
                    };
                    d.conds.read((e, w), &tok, &mut input)?;
                }
                Opt::Other => return Err(tok.err(unsupported("option", tok.text, name))),
            }
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one option", kw.text)));
        }
        Ok(())
    }

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

    fn piece_code_argument(&mut self, kw: &Tok) -> Result<PieceKind, TextError> {
        let tok = self.argument(kw, "two piece codes (e.g. 'q r')")?;
        code_alone(tok.text, self.language())
            .ok_or_else(|| tok.err(format!("unknown piece code '{}'", tok.text)))
    }

    fn twin(&mut self, size: BoardSize) -> Result<Twin, TextError> {
        let mut twin = Twin {
            continued: false,
            commands: Vec::new(),
        };
        while let Some(tok) = self.lx.peek() {
            // As in Popeye, `end`, `nextproblem` and `twin`, even abbreviated, end a twin
            // before its commands are looked at.
            let ends = [KW_PROBLEM, KW_TWIN].iter().any(|group| {
                matches!(
                    find(group, self.lang, tok.text),
                    Found::One(Kw::End | Kw::Next | Kw::Twin, _)
                )
            });
            if ends && find_exact(TWIN_COMMANDS, self.lang, tok.text).is_none() {
                break;
            }
            let (cmd, name) =
                match self.resolve(TWIN_COMMANDS, Ctx::Problem, &tok, "twin command")? {
                    Item::Own(c, name) => (c, name),
                    Item::Stop => break,
                    Item::Unknown => {
                        return Err(tok.err(format!("unknown twin command '{}'", tok.text)))
                    }
                };
            self.lx.next();
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
                    commands.extend(added.into_iter().map(|(sq, p)| TwinCommand::Add(p, sq)));
                }
                Tw::Substitute => {
                    let from = self.piece_code_argument(&tok)?;
                    let to = self.piece_code_argument(&tok)?;
                    commands.push(TwinCommand::Substitute(from, to));
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
                Tw::Stipulation => {
                    let stipulation = self.stipulation_argument(&tok)?;
                    commands.push(TwinCommand::Stipulation(stipulation));
                }
                Tw::Condition => {
                    let mut list = Drafts::new();
                    self.conditions(Ctx::Twin, &tok, size, &mut list)?;
                    self.squares_read = false;
                    commands.push(TwinCommand::Condition(list.conditions()?));
                    commands.extend(list.twin_commands()?);
                }
                Tw::Unsupported => {
                    return Err(tok.err(unsupported("twin command", tok.text, name)))
                }
            }
        }
        Ok(twin)
    }

    /// Reads one problem up to `end`, `nextproblem` or the end of the text.
    fn problem(&mut self, begin: Loc) -> Result<(Draft, EndKind, Loc), TextError> {
        let mut d = Draft {
            begin,
            size: BoardSize::STANDARD,
            board_given: false,
            squares_seen: false,
            pieces: Vec::new(),
            pieces_at: None,
            stipulation: None,
            conds: Drafts::new(),
            options: Options::default(),
            nocastling: Vec::new(),
            enpassant: None,
            twins: Vec::new(),
            meta: Meta {
                language: self.language(),
                ..Meta::default()
            },
        };
        loop {
            let Some(tok) = self.lx.next() else {
                return Ok((d, EndKind::Eof, self.lx.end_loc()));
            };
            let (kw, name) = match self.keyword(tok.text) {
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
                Found::No => return Err(tok.err(format!("unknown keyword '{}'", tok.text))),
            };
            if !d.twins.is_empty() && !matches!(kw, Kw::Twin | Kw::Remark | Kw::End | Kw::Next) {
                return Err(tok.err(format!(
                    "'{}' cannot follow a twin (only twin, remark, end or nextproblem can)",
                    tok.text
                )));
            }
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
                Kw::Pieces => {
                    d.pieces_at.get_or_insert(tok.at);
                    d.squares_seen = true;
                    self.piece_list(Ctx::Problem, &tok, d.size, &mut d.pieces)?;
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
                Kw::Stipulation => {
                    let stipulation = self.stipulation_argument(&tok)?;
                    if d.stipulation.is_some() {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    d.stipulation = Some(stipulation);
                }
                Kw::Twin => {
                    let twin = self.twin(d.size)?;
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
                Kw::Unsupported => return Err(tok.err(unsupported("keyword", tok.text, name))),
            }
        }
    }
}

fn unsupported(what: &str, written: &str, name: &str) -> String {
    if written.eq_ignore_ascii_case(name) {
        format!("unsupported {what} '{written}'")
    } else {
        format!("unsupported {what} '{written}' ({name})")
    }
}

fn parse_board_size(text: &str) -> Option<BoardSize> {
    let (w, h) = text.split_once(['x', 'X'])?;
    BoardSize::new(w.parse().ok()?, h.parse().ok()?)
}

/// Checks Popeye's `enpassant FROM OVER TO` against the board and the side to move.
fn en_passant(pos: &Position, [from, over, to]: [Square; 3]) -> Result<EnPassant, String> {
    let text = format!("enpassant {from}{over}{to}");
    let (f, o, t) = (from.rank() as i32, over.rank() as i32, to.rank() as i32);
    let same_file = from.file() == over.file() && over.file() == to.file();
    let mover = match (o - f, t - f) {
        (1, 2) if same_file => Side::White,
        (-1, -2) if same_file => Side::Black,
        _ => {
            return Err(format!(
                "{text}: not a pawn's double step (from, over and to on one file)"
            ))
        }
    };
    match pos.piece_at(to) {
        // An imitating piece moving as a pawn makes double steps too.
        Some(p)
            if (p.kind() == PieceKind::Pawn || p.kind().is_imitating())
                && (p.colour() == mover.colour() || p.colour() == Colour::Neutral) => {}
        _ => return Err(format!("{text}: no {} pawn stands on {to}", mover.name())),
    }
    if !pos.is_empty_square(from) || !pos.is_empty_square(over) {
        return Err(format!(
            "{text}: {from} and {over} must be empty after the double step"
        ));
    }
    if pos.side_to_move() == mover {
        return Err(format!(
            "{text}: the double step was {}'s, but {} is to move",
            mover.name(),
            mover.name()
        ));
    }
    Ok(EnPassant {
        target: over,
        victim: to,
    })
}

impl Draft {
    fn finish(self, end: Loc) -> Result<Problem, TextError> {
        let stipulation = self
            .stipulation
            .ok_or_else(|| error_at(end, "missing stipulation"))?;
        let conditions = self.conds.conditions()?;

        let mut pos = Position::empty(self.size);
        for &(sq, piece) in &self.pieces {
            pos.put(sq, piece);
        }
        self.conds.position(&mut pos, &self.nocastling)?;
        pos.set_castling(castling_without(&pos, &self.nocastling));

        let mut problem = Problem::new(pos);
        problem.stipulation = Some(stipulation);
        problem.options = self.options;
        problem.conditions = conditions;
        problem.twins = self.twins;
        problem.meta = self.meta;
        let side = problem.first_mover();
        problem.position.set_side_to_move(side);
        if let Some((squares, at)) = self.enpassant {
            let ep = en_passant(&problem.position, squares).map_err(|m| error_at(at, m))?;
            problem.position.set_en_passant(Some(ep));
        }
        problem
            .position
            .validate()
            .map_err(|e| error_at(self.pieces_at.unwrap_or(self.begin), e.to_string()))?;
        self.conds.check(&problem.position)?;
        Ok(problem)
    }
}

/// Reads every problem of a Popeye input file (English, French or German keywords).
pub fn parse_popeye(text: &str) -> Result<Vec<Problem>, PopeyeError> {
    let mut lx = Lexer::new(text);
    let first = lx.next().ok_or_else(|| {
        error_at(
            lx.end_loc(),
            "empty input: a Popeye file starts with 'beginproblem' (or 'begin', 'debut', 'anfang')",
        )
    })?;
    let lang = begin_language(first.text, 1).ok_or_else(|| {
        first.err(format!(
            "expected 'beginproblem' (or 'begin', 'debut', 'anfang'), found '{}'",
            first.text
        ))
    })?;
    let mut parser = Parser {
        lx,
        lang,
        squares_read: false,
    };
    let mut begin = first.at;
    let mut problems = Vec::new();
    loop {
        let (draft, end, at) = parser.problem(begin)?;
        problems.push(draft.finish(at)?);
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

// ----------------------------------------------------------------------------------------
// Writing
// ----------------------------------------------------------------------------------------

/// Writes one problem as a Popeye input file with English keywords, `begin` to `end`.
pub fn write_popeye(problem: &Problem) -> String {
    let mut out = String::from("begin\n");
    write_body(&mut out, problem);
    out.push_str("end\n");
    out
}

/// Writes several problems in one Popeye input file, separated by `nextproblem`.
pub fn write_popeye_all(problems: &[Problem]) -> String {
    if problems.is_empty() {
        return String::new();
    }
    let mut out = String::from("begin\n");
    for (i, problem) in problems.iter().enumerate() {
        if i > 0 {
            out.push_str("nextproblem\n");
        }
        write_body(&mut out, problem);
    }
    out.push_str("end\n");
    out
}

fn english_code(kind: PieceKind) -> &'static str {
    kind.code(Language::English)
}

fn write_lines(out: &mut String, keyword: &str, value: &Option<String>) {
    if let Some(text) = value {
        for line in text.split('\n') {
            out.push_str(keyword);
            out.push(' ');
            out.push_str(line);
            out.push('\n');
        }
    }
}

/// `white kh1 pb2c3`-style groups of one colour.
fn piece_groups(pos: &Position, colour: Colour) -> String {
    let mut text = String::new();
    for &kind in PieceKind::ALL {
        let squares: String = pos
            .pieces()
            .filter(|(_, p)| *p == Piece::new(colour, kind))
            .map(|(sq, _)| sq.to_string())
            .collect();
        if !squares.is_empty() {
            text.push(' ');
            text.push_str(english_code(kind));
            text.push_str(&squares);
        }
    }
    text
}

/// The words of a condition list, each condition's with the state `state` gives.
fn condition_words(conditions: &[Condition], state: &ConditionState) -> Vec<String> {
    conditions
        .iter()
        .flat_map(|c| registry::entry(c).text.popeye_condition_words(c, state))
        .collect()
}

/// King and rook squares whose castling bit is cleared although the piece stands there.
fn no_castling_squares(pos: &Position) -> Vec<Square> {
    let from_array = pos.castling_from_array();
    let now = pos.castling();
    let mut squares = Vec::new();
    for side in [Side::White, Side::Black] {
        let rank = pos.home_rank(side);
        let cleared = [
            (
                0,
                from_array.rook_unmoved(side, false) && !now.rook_unmoved(side, false),
            ),
            (4, from_array.king_unmoved(side) && !now.king_unmoved(side)),
            (
                7,
                from_array.rook_unmoved(side, true) && !now.rook_unmoved(side, true),
            ),
        ];
        for (file, is_cleared) in cleared {
            if is_cleared {
                squares.push(Square::new(file, rank));
            }
        }
    }
    squares
}

fn option_words(problem: &Problem) -> Vec<String> {
    let o = &problem.options;
    let mut words = Vec::new();
    let mut flag = |on: bool, word: &str| {
        if on {
            words.push(word.to_string());
        }
    };
    flag(o.variation, "variation");
    flag(o.no_threat, "nothreat");
    flag(o.try_, "try");
    flag(o.set_play, "setplay");
    flag(o.white_to_play, "whitetoplay");
    flag(o.half_duplex, "halfduplex");
    flag(o.duplex, "duplex");
    flag(o.no_board, "noboard");
    flag(o.intelligent, "intelligent");
    if let Some(n) = o.threat {
        words.push(format!("threat {n}"));
    }
    if let Some(n) = o.defence {
        words.push(format!("defence {n}"));
    }
    if let Some(n) = o.max_solutions {
        words.push(format!("maxsolutions {n}"));
    }
    let pos = &problem.position;
    // The castling rights conditions keep come before `nocastling`, which may say them.
    let mut no_castling = no_castling_squares(pos);
    for entry in REGISTRY {
        words.extend(
            entry
                .text
                .popeye_castling_words(&problem.conditions, pos, &mut no_castling),
        );
    }
    if !no_castling.is_empty() {
        words.push(format!("nocastling {}", squares_text(&no_castling)));
    }
    if let Some(ep) = pos.en_passant() {
        let from_rank = 2 * ep.target.rank() as i32 - ep.victim.rank() as i32;
        if (0..16).contains(&from_rank) {
            let from = Square::new(ep.target.file(), from_rank as u8);
            words.push(format!("enpassant {from}{}{}", ep.target, ep.victim));
        }
    }
    for entry in REGISTRY {
        words.extend(entry.text.popeye_option_words(pos));
    }
    words
}

fn twin_line(twin: &Twin) -> String {
    let mut line = String::from("twin");
    if twin.continued {
        line.push_str(" continued");
    }
    let mut commands = twin.commands.iter().peekable();
    while let Some(command) = commands.next() {
        line.push(' ');
        line.push_str(&match command {
            TwinCommand::Move(a, b) => format!("move {a} {b}"),
            TwinCommand::Exchange(a, b) => format!("exchange {a} {b}"),
            TwinCommand::Remove(sq) => format!("remove {sq}"),
            TwinCommand::Add(piece, sq) => {
                format!(
                    "add {} {}{sq}",
                    piece.colour().name(),
                    english_code(piece.kind())
                )
            }
            TwinCommand::Substitute(a, b) => {
                format!("substitute {} {}", english_code(*a), english_code(*b))
            }
            TwinCommand::Rotate(degrees) => format!("rotate {degrees}"),
            TwinCommand::Mirror(axis) => format!("mirror {}", mirror_name(*axis)),
            TwinCommand::Shift(a, b) => format!("shift {a} {b}"),
            TwinCommand::Kept(k) => k.text.clone(),
            TwinCommand::Stipulation(s) => format!("stipulation {s}"),
            TwinCommand::Condition(conditions) => {
                // The tokens set after a condition list that has a condition owning them are
                // written with that condition's words.
                let takes_tokens = conditions.iter().any(|c| c.state().contains(State::TOKENS));
                let tokens = match commands.peek() {
                    Some(TwinCommand::Tokens(list)) if takes_tokens => {
                        commands.next();
                        list.as_slice()
                    }
                    _ => &[],
                };
                let state = ConditionState {
                    tokens,
                    pending_rebirth: None,
                };
                format!(
                    "condition {}",
                    condition_words(conditions, &state).join(" ")
                )
            }
            // State set on its own: written by the condition that owns it.
            TwinCommand::Tokens(_) => REGISTRY
                .iter()
                .find_map(|entry| entry.text.popeye_twin_command(command))
                .unwrap_or_default(),
        });
    }
    line
}

fn write_body(out: &mut String, problem: &Problem) {
    let meta = &problem.meta;
    write_lines(out, "title", &meta.title);
    write_lines(out, "author", &meta.author);
    write_lines(out, "origin", &meta.origin);
    for remark in &meta.remarks {
        out.push_str("remark ");
        out.push_str(remark);
        out.push('\n');
    }
    let pos = &problem.position;
    if pos.size() != BoardSize::STANDARD {
        out.push_str(&format!("board {}\n", pos.size()));
    }
    let mut first = true;
    for colour in [Colour::White, Colour::Black, Colour::Neutral] {
        let groups = piece_groups(pos, colour);
        if groups.is_empty() {
            continue;
        }
        out.push_str(if first { "pieces " } else { "       " });
        out.push_str(colour.name());
        out.push_str(&groups);
        out.push('\n');
        first = false;
    }
    if let Some(stipulation) = problem.stipulation {
        out.push_str(&format!("stipulation {stipulation}\n"));
    }
    let tokens: Vec<(Square, TokenColour)> = pos.tokens().iter().collect();
    let state = ConditionState {
        tokens: &tokens,
        pending_rebirth: pos.pending_rebirth(),
    };
    let conditions = condition_words(&problem.conditions, &state);
    if !conditions.is_empty() {
        out.push_str(&format!("condition {}\n", conditions.join(" ")));
    }
    let options = option_words(problem);
    if !options.is_empty() {
        out.push_str(&format!("option {}\n", options.join(" ")));
    }
    for twin in &problem.twins {
        out.push_str(&twin_line(twin));
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Problem {
        let mut problems = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(problems.len(), 1);
        problems.remove(0)
    }

    fn error(text: &str) -> PopeyeError {
        parse_popeye(text).expect_err(text)
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn lookups_follow_popeyes_abbreviation_rule() {
        let en = 0;
        assert_eq!(
            find(OPTIONS, en, "variation"),
            Found::One(Opt::Variation, "Variations")
        );
        assert!(matches!(find(OPTIONS, en, "t"), Found::Many(_)));
        assert_eq!(find(OPTIONS, en, "th"), Found::One(Opt::Threat, "Threat"));
        // A word spelled out wins over the longer words it begins.
        assert_eq!(
            find(OPTIONS, 1, "apparent"),
            Found::One(Opt::SetPlay, "Apparent")
        );
        let v = vocabulary();
        assert_eq!(
            find(&v.conditions, en, "koeko"),
            Found::One(Cond::Other, "KoeKo")
        );
        // `KoeKo` spelled out is not the longer `KoeKoNouveaux`.
        assert_eq!(
            find(&v.conditions, 1, "koeko"),
            Found::One(Cond::Other, "Koeko")
        );
        assert!(matches!(find(&v.conditions, en, "anti"), Found::Many(_)));
        assert!(matches!(find(&v.variants, en, "rex"), Found::Many(_)));
        assert_eq!(begin_language("begin", 1), Some(0));
        assert_eq!(begin_language("Debut", 1), Some(1));
        assert_eq!(begin_language("anfang", 1), Some(2));
        assert_eq!(begin_language("beginx", 1), None);
    }

    #[test]
    fn keywords_are_looked_up_in_popeyes_order() {
        let p = Parser {
            lx: Lexer::new(""),
            lang: 0,
            squares_read: false,
        };
        assert!(matches!(p.keyword("t"), Found::One(Kw::Title, _)));
        assert!(matches!(p.keyword("tw"), Found::One(Kw::Twin, _)));
        assert!(matches!(p.keyword("e"), Found::One(Kw::End, _)));
        assert!(matches!(p.keyword("stip"), Found::One(Kw::Stipulation, _)));
        assert!(matches!(p.keyword("s"), Found::Many(_)));
        assert!(matches!(p.keyword("bo"), Found::One(Kw::Board, _)));
    }

    #[test]
    fn piece_tokens_split_by_what_follows() {
        let std = BoardSize::STANDARD;
        let big = BoardSize::new(12, 12).unwrap();
        let en = Language::English;
        assert_eq!(
            piece_token("kh1", en, std),
            Ok(Some((PieceKind::King, vec![sq("h1")])))
        );
        assert_eq!(
            piece_token("pb2c3", en, std),
            Ok(Some((PieceKind::Pawn, vec![sq("b2"), sq("c3")])))
        );
        assert_eq!(
            piece_token("mad4", en, std),
            Ok(Some((PieceKind::Mao, vec![sq("d4")])))
        );
        assert_eq!(
            piece_token("ra10b11", en, big),
            Ok(Some((PieceKind::Rook, vec![sq("a10"), sq("b11")])))
        );
        assert!(piece_token("ra10", en, std)
            .unwrap_err()
            .contains("off the 8x8 board"));
        assert!(piece_token("xh1", en, std)
            .unwrap_err()
            .contains("unknown piece code 'x'"));
        assert_eq!(piece_token("black", en, std), Ok(None));
        assert_eq!(
            piece_token("ba4", Language::German, std),
            Ok(Some((PieceKind::Pawn, vec![sq("a4")])))
        );
    }

    #[test]
    fn lexer_tracks_lines_and_columns() {
        let mut lx = Lexer::new("  begin\n\tpièces é;x,y\r\nz");
        let t: Vec<(String, usize, usize)> = std::iter::from_fn(|| lx.next())
            .map(|t| (t.text.to_string(), t.at.line, t.at.column))
            .collect();
        let expect = [
            ("begin", 1, 3),
            ("pièces", 2, 2),
            ("é", 2, 9),
            ("x", 2, 11),
            ("y", 2, 13),
            ("z", 3, 1),
        ];
        let expect: Vec<_> = expect
            .iter()
            .map(|(s, l, c)| (s.to_string(), *l, *c))
            .collect();
        assert_eq!(t, expect);
    }

    #[test]
    fn a_small_problem_reads_and_writes_back() {
        let p = one("begin\npieces white ke1 ra1 pb7 black ke8 ga3\nstipulation ~1\noption noboard halfduplex nocastling a1\nend\n");
        assert_eq!(p.position.side_to_move(), Side::Black);
        assert!(!p.position.castling().rook_unmoved(Side::White, false));
        assert!(p.position.castling().king_unmoved(Side::White));
        assert!(p.conditions.is_empty());
        let text = write_popeye(&p);
        assert_eq!(parse_popeye(&text), Ok(vec![p]), "{text}");
    }

    /// Every word a registered condition declares is read as that word, spelled out in every
    /// language, and no two words of the condition table are spelled alike.
    #[test]
    fn every_registered_word_reads_as_itself() {
        let v = vocabulary();
        for (e, w, word) in registered_words() {
            for lang in 0..3 {
                let spelled = word.spellings[lang];
                let found = match word.role {
                    Role::Names(variants)
                        if v.heads
                            .iter()
                            .any(|h| h.eq_ignore_ascii_case(word.spellings[0])) =>
                    {
                        let head = v
                            .conditions
                            .iter()
                            .find_map(|(c, s)| match c {
                                Cond::Head(h) if s[lang] == spelled => Some(*h),
                                _ => None,
                            })
                            .expect("a name Popeye reads variants after");
                        let english: Vec<&str> = variants.iter().map(|v| v[0]).collect();
                        phrase(v.heads[head], &english)
                    }
                    Role::Names(_) | Role::Condition => {
                        match find_exact(&v.conditions, lang, spelled) {
                            Some((Cond::Word(fe, fw), _)) => Some((fe, fw)),
                            _ => None,
                        }
                    }
                    Role::Option => match find_exact(&v.options, lang, spelled) {
                        Some((Opt::Condition(fe, fw), _)) => Some((fe, fw)),
                        _ => None,
                    },
                    Role::OptionInFull => find_exact(&v.in_full, lang, spelled).map(|(x, _)| x),
                };
                assert_eq!(found, Some((e, w)), "{spelled}");
            }
        }
        for lang in 0..3 {
            let mut names: Vec<String> = v
                .conditions
                .iter()
                .map(|(_, s)| s[lang].to_lowercase())
                .collect();
            let all = names.len();
            names.sort();
            names.dedup();
            assert_eq!(
                names.len(),
                all,
                "two names spelled alike in language {lang}"
            );
        }
    }

    #[test]
    fn errors_name_the_word_and_its_place() {
        let e = error("begin\nstipulation #2\ncondition volage\nend");
        assert_eq!((e.line, e.column), (3, 11));
        assert_eq!(e.message, "unsupported condition 'volage'");
        let e = error("begin\npieces white kh1\nend");
        assert_eq!((e.line, e.message.as_str()), (3, "missing stipulation"));
        let e = error("");
        assert_eq!((e.line, e.column), (1, 1));
    }
}
