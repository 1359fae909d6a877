//! The feerie session file: TOML that holds several problems (diagram, stipulation,
//! conditions with their options, problem options, twins, author, source, title, remarks),
//! the number of solutions each one intends, free notes, and the workbench's UI state.
//! [`Session::to_toml`] writes it and [`Session::from_toml`] reads it back:
//! `Session::from_toml(&s.to_toml()) == Ok(s)` for every session whose problems are valid.
//!
//! # Format (version 1)
//!
//! ```toml
//! # feerie session (see README.md, "Session files")
//! version = 1
//!
//! [ui]
//! current = 1
//! cursor = "e4"
//! theme = "dark"
//! glyphs = "letters"
//!
//! [[problem]]
//! author = "A. Composer"
//! origin = "Original"
//! stipulation = "#2"
//! diagram = "k7/8/1K6/8/8/8/8/7R w - - 0 1"
//! intended = 1
//! notes = "The rook's two ways."
//! conditions = [
//!   { name = "NAME", OPTION = VALUE },
//! ]
//!
//! [problem.options]
//! variation = true
//! try = true
//!
//! [[problem.twin]]
//! continued = false
//! commands = [
//!   { move = ["h1", "h2"] },
//!   { stipulation = "#3" },
//! ]
//! ```
//!
//! * `version` (required): the format version, 1. Another number is an error.
//! * `[ui]` (optional, every key optional): `current` is the problem shown, counted from 1
//!   (default 1; a number past the last problem shows the last one); `cursor` the board
//!   cursor's square (default `a1`); `theme` a theme's name (default `dark`); `glyphs` one of
//!   `letters` (default), `figurines`, `popeye`; `language` the language the user chose for
//!   moves and solutions (`:lang`: `en`, `fr` or `de`; absent, each problem's own).
//! * `[[problem]]`, once per problem, in order:
//!   * `diagram` (required): the position as an extended FEN (see [`crate::notation::fen`]):
//!     pieces, side to move, castling rights, e.p. square, and the state conditions keep in
//!     the position (tokens, a pending rebirth, the kinds of the last two moves, Qi castling
//!     rights).
//!   * `rook_rights`: a list of corner squares (`["h1"]`) whose rook keeps its castling right
//!     although its king has lost its own. FEN cannot show these (its letters start from the
//!     king's right), and they cannot castle, but they matter to twins, which recompute
//!     castling rights from the diagram's: a Popeye file gives every rook on its corner this
//!     right. Written only when there are some.
//!   * `stipulation`: Popeye's syntax (`#2`, `h#2.5`, `ser-h#12`, …); absent while the
//!     composer has not set one.
//!   * `intended`: the number of solutions the problem should have (default 1).
//!   * `notes`: free text (default empty).
//!   * `author`, `origin`, `title`, `award`: optional text, several lines allowed;
//!     `remarks`: a list.
//!   * `language`: `french` or `german` for a problem written in that language (its
//!     solutions are printed in it); written only when not `english`, the default.
//!   * `zero_position`: `true` for Popeye's `zeroposition` (only the twins are solved);
//!     written only when true.
//!   * `conditions`: a list of tables, each with `name` (the condition's name in the
//!     registry, [`crate::conditions::registry`]) and that condition's options, which the
//!     condition writes and reads itself ([`crate::conditions::session::ConditionSession`];
//!     each condition's `session` module documents its keys). Absent options take the
//!     condition's defaults, which are feerie's own and may differ from what a Popeye file
//!     without the option means; feerie writes every option explicitly.
//!   * `[problem.options]`: `variation`, `try`, `set_play`, `no_threat`, `white_to_play`,
//!     `half_duplex`, `duplex`, `no_board`, `intelligent`, `stop_on_short_solutions`,
//!     `post_key_play`, `goal_is_end`, `quodlibet`, `keep_mating_piece`, `trivial_tries_avoid`,
//!     `no_short_variations`, `mates_in_1` (booleans, default `false`); `threat`, `defence`, `max_solutions`, `intelligent_limit`
//!     (Popeye's `intelligent N`), `max_time` (Popeye's `maxtime N`, seconds per twin),
//!     `max_flights` (Popeye's `maxflightsquares N`)
//!     (numbers, absent by default); `non_trivial = [m, n]` (Popeye's `nontrivial m n`);
//!     `castling_mutually_exclusive = ["a1h8", "h1a8"]` (Popeye's `CastlingMutuallyExclusive`,
//!     each pair a white rook's corner and a black one, written in Popeye's order).
//!   * `[problem.kept]`: what the problem states that feerie keeps without playing it
//!     ([`crate::rules::kept`]); each key optional, the table written only when something is
//!     kept. `stipulation = "dia3.5"` (a stipulation feerie cannot play, as written) or
//!     `sstipulation = "white 3a[#]d"` (always as written, and read as from a Popeye file);
//!     not both; `conditions`, a list of `{ name = "Wormholes",
//!     words = ["Calvet"] }`; `options`, a list of `{ name = "MaxTime", words = ["30"],
//!     affects_solving = false }`; `pieces`, a list of `{ square = "h3", colour = "n", code =
//!     "sc", attributes = ["royal"] }` (`kind = "Q"`, Popeye's letters, instead of `code` for a
//!     kind feerie knows; the square on the board and free of the diagram's pieces);
//!     `commands`, a list of `{ keyword = "latex", text = "…", affects_solving = false }`.
//!     `words` and `attributes` are single words (default none); names and stipulations one
//!     line; `affects_solving` defaults to `true`, so that a hand-written option is never
//!     ignored silently. Each element remembers its TOML line, so that the solver's refusal
//!     names it (`condition Wormholes (line 14)`).
//!   * `[[problem.twin]]`, once per twin: `continued` (default `false`: the twin applies to
//!     the diagram, not to the previous twin) and `commands`, a list of one-key tables:
//!     `{ move = ["e1", "e2"] }`, `{ exchange = ["e1", "e2"] }`, `{ remove = "e4" }`,
//!     `{ add = "wGe4" }` (colour `w`, `b` or `n`, the piece's Popeye letters in upper case,
//!     the square; attributes after a `:` as the FEN writes them, `{ add = "bPd7:royal" }`), `{ substitute = ["Q", "G"] }`, `{ rotate = 90 }` (90, 180 or 270),
//!     `{ mirror = "a1<-->h1" }` (or `a1<-->a8`, `a1<-->h8`, `a8<-->h1`),
//!     `{ shift = ["a1", "b2"] }`, `{ polish_type = true }` (Popeye's `PolishType`: the
//!     pieces change colour), `{ kept = "…" }` (a twin command feerie keeps but cannot
//!     apply, one line; its twin is not solved), `{ stipulation = "h#3" }`,
//!     `{ sstipulation = "white 3:3a[#]d" }` (the side in English),
//!     `{ conditions = [ …tables as above… ] }`, and `{ KEY = ["a3", "w:c5"] }`, the tokens a
//!     condition twin sets (`w:`/`b:` for monochrome ones), KEY being the one the tokens'
//!     condition gives ([`crate::conditions::session::TokenKey`]).
//!
//! Unknown keys are errors, so that a misspelt option is never silently ignored. Every error
//! is one line naming the problem (counted from 1), the field, and the TOML line and column
//! where known: `line 9, column 11: problem 2, diagram: FEN field 3 (castling), …`. Reading
//! never panics.

use std::fmt;
use std::ops::Range;
use std::path::PathBuf;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, Error as _, MapAccess, SeqAccess,
    VariantAccess, Visitor,
};
use serde::Deserialize;
use toml::Spanned;

use crate::conditions::registry::{self, Entry};
use crate::conditions::session::{TokenKey, Value};
use crate::conditions::text::parse_squares;
use crate::notation::fen::{parse_fen_allowing, to_fen};
use crate::notation::popeye::read_sstipulation;
use crate::rules::kept::{
    Kept, KeptCommand, KeptCondition, KeptKind, KeptOption, KeptPiece, KeptStipulation,
    KeptTwinCommand, SourceLine,
};
use crate::rules::piece::{Attribute, Attributes};
use crate::rules::position::{TokenColour, MAX_TOKENS};
use crate::rules::problem::{
    CastlingPair, Meta, MirrorAxis, Options, Problem, Stipulation, Twin, TwinCommand,
};
use crate::rules::Condition;
use crate::rules::{BoardSize, Colour, Language, Piece, PieceKind, Position, Side, Square};

/// The session format version this feerie reads and writes.
pub const VERSION: i64 = 1;

/// A workbench session: its problems and the UI state.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Session {
    pub problems: Vec<SessionProblem>,
    pub ui: UiState,
}

/// One problem of a session, with what the composer intends and notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SessionProblem {
    pub problem: Problem,
    /// The number of solutions the problem should have (1 for most problems).
    pub intended: u32,
    pub notes: String,
}

impl SessionProblem {
    /// A problem with one intended solution and no notes.
    pub fn new(problem: Problem) -> SessionProblem {
        SessionProblem {
            problem,
            intended: 1,
            notes: String::new(),
        }
    }
}

/// How the board draws pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum GlyphSet {
    /// Letters (the default).
    #[default]
    Letters,
    /// Unicode figurines.
    Figurines,
    /// Popeye's ASCII diagram letters.
    Popeye,
}

impl GlyphSet {
    pub const ALL: [GlyphSet; 3] = [GlyphSet::Letters, GlyphSet::Figurines, GlyphSet::Popeye];

    /// The name used in session files and commands.
    pub fn name(self) -> &'static str {
        match self {
            GlyphSet::Letters => "letters",
            GlyphSet::Figurines => "figurines",
            GlyphSet::Popeye => "popeye",
        }
    }

    pub fn from_name(name: &str) -> Option<GlyphSet> {
        GlyphSet::ALL.into_iter().find(|g| g.name() == name)
    }
}

/// The workbench state kept with a session.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UiState {
    /// The problem shown, counted from 0 (the file counts from 1).
    pub current: usize,
    pub cursor: Square,
    pub theme: String,
    pub glyphs: GlyphSet,
    /// The language the user chose for moves and solutions (`:lang`); `None` follows each
    /// problem's language.
    pub language: Option<Language>,
}

/// The theme a session without one uses.
pub const DEFAULT_THEME: &str = "dark";

impl Default for UiState {
    fn default() -> Self {
        UiState {
            current: 0,
            cursor: Square::new(0, 0),
            theme: DEFAULT_THEME.to_string(),
            glyphs: GlyphSet::Letters,
            language: None,
        }
    }
}

/// What is wrong in a session file, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormatError {
    /// 1-based TOML line and column, where known.
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// The problem, counted from 1, when the error is inside one.
    pub problem: Option<usize>,
    /// The field (`diagram`, `options.threat`, `twin 2, command 1`, `ui.cursor`, …).
    pub field: Option<String>,
    /// One line.
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(line) = self.line {
            match self.column {
                Some(column) => parts.push(format!("line {line}, column {column}")),
                None => parts.push(format!("line {line}")),
            }
        }
        let mut place = String::new();
        if let Some(p) = self.problem {
            place = format!("problem {p}");
        }
        if let Some(field) = &self.field {
            if !place.is_empty() {
                place.push_str(", ");
            }
            place.push_str(field);
        }
        if !place.is_empty() {
            parts.push(place);
        }
        for part in &parts {
            write!(f, "{part}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for FormatError {}

/// Why a session could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("{0}")]
    Format(#[from] FormatError),
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl Session {
    /// A session of these problems, each intending one solution, with the default UI state.
    pub fn from_problems(problems: Vec<Problem>) -> Session {
        Session {
            problems: problems.into_iter().map(SessionProblem::new).collect(),
            ui: UiState::default(),
        }
    }

    /// The bare problems, in order.
    pub fn problems(&self) -> Vec<Problem> {
        self.problems.iter().map(|p| p.problem.clone()).collect()
    }

    /// Writes the session file (see the module documentation).
    pub fn to_toml(&self) -> String {
        let mut out = String::new();
        out.push_str("# feerie session (see README.md, \"Session files\")\n");
        out.push_str(&format!("version = {VERSION}\n"));
        let ui = &self.ui;
        out.push_str("\n[ui]\n");
        out.push_str(&format!("current = {}\n", ui.current + 1));
        out.push_str(&format!("cursor = {}\n", quote(&ui.cursor.to_string())));
        out.push_str(&format!("theme = {}\n", quote(&ui.theme)));
        out.push_str(&format!("glyphs = {}\n", quote(ui.glyphs.name())));
        if let Some(lang) = ui.language {
            out.push_str(&format!("language = {}\n", quote(lang.code())));
        }
        for sp in &self.problems {
            write_problem(&mut out, sp);
        }
        out
    }

    /// Reads a session file (see the module documentation). Errors are one line naming the
    /// problem, the field and the place.
    pub fn from_toml(text: &str) -> Result<Session, SessionError> {
        check_version(text)?;
        let raw: RawSession = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
        let lines = Lines::new(text);
        let mut problems = Vec::with_capacity(raw.problems.len());
        for (i, rp) in raw.problems.into_iter().enumerate() {
            problems
                .push(convert_problem(rp, &lines).map_err(|e| e.into_error(text, Some(i + 1)))?);
        }
        let ui = convert_ui(raw.ui.unwrap_or_default(), problems.len())
            .map_err(|e| e.into_error(text, None))?;
        Ok(Session { problems, ui })
    }
}

// ----------------------------------------------------------------------------------------
// Writing
// ----------------------------------------------------------------------------------------

/// A TOML string literal.
fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn quoted_list<I: IntoIterator<Item = String>>(items: I) -> String {
    let items: Vec<String> = items.into_iter().map(|s| quote(&s)).collect();
    format!("[{}]", items.join(", "))
}

/// A condition's inline table: its name, then its options as the condition writes them.
fn condition_table(c: &Condition) -> String {
    let fields: Vec<String> = registry::entry(c)
        .session
        .write(c)
        .into_iter()
        .map(|(key, value)| format!("{key} = {value}"))
        .collect();
    if fields.is_empty() {
        format!("{{ name = \"{}\" }}", c.name())
    } else {
        format!("{{ name = \"{}\", {} }}", c.name(), fields.join(", "))
    }
}

/// The twin command that sets the tokens, as the condition they belong to names it (`tokens`
/// if none does).
fn token_key() -> TokenKey {
    registry::REGISTRY
        .iter()
        .find_map(|e| e.session.tokens())
        .unwrap_or(TokenKey {
            key: "tokens",
            name: "token",
            plural: "tokens",
        })
}

fn mirror_name(axis: MirrorAxis) -> &'static str {
    match axis {
        MirrorAxis::Files => "a1<-->h1",
        MirrorAxis::Ranks => "a1<-->a8",
        MirrorAxis::Diagonal => "a1<-->h8",
        MirrorAxis::AntiDiagonal => "a8<-->h1",
    }
}

fn mirror_axis(name: &str) -> Option<MirrorAxis> {
    [
        MirrorAxis::Files,
        MirrorAxis::Ranks,
        MirrorAxis::Diagonal,
        MirrorAxis::AntiDiagonal,
    ]
    .into_iter()
    .find(|a| mirror_name(*a) == name)
}

/// `wGe4`: colour letter, Popeye letters, square.
fn piece_on(piece: Piece, sq: Square) -> String {
    format!("{}{}{sq}", piece.colour().letter(), piece.kind().letters())
}

/// A token's square, with `w:` or `b:` for one that follows one side.
fn token_name(sq: Square, colour: TokenColour) -> String {
    match colour {
        TokenColour::Neutral => sq.to_string(),
        TokenColour::Of(Side::White) => format!("w:{sq}"),
        TokenColour::Of(Side::Black) => format!("b:{sq}"),
    }
}

fn command_table(c: &TwinCommand) -> String {
    let pair = |key: &str, a: String, b: String| format!("{{ {key} = {} }}", quoted_list([a, b]));
    match c {
        TwinCommand::Move(a, b) => pair("move", a.to_string(), b.to_string()),
        TwinCommand::Exchange(a, b) => pair("exchange", a.to_string(), b.to_string()),
        TwinCommand::Remove(s) => format!("{{ remove = {} }}", quote(&s.to_string())),
        TwinCommand::Add(p, s, a) => {
            format!("{{ add = {} }}", quote(&attributed_piece_on(*p, *s, *a)))
        }
        TwinCommand::Substitute(a, b) => pair(
            "substitute",
            a.letters().to_string(),
            b.letters().to_string(),
        ),
        TwinCommand::Rotate(n) => format!("{{ rotate = {n} }}"),
        TwinCommand::Mirror(axis) => format!("{{ mirror = {} }}", quote(mirror_name(*axis))),
        TwinCommand::Shift(a, b) => pair("shift", a.to_string(), b.to_string()),
        TwinCommand::PolishType => "{ polish_type = true }".to_string(),
        TwinCommand::Kept(k) => format!("{{ kept = {} }}", quote(&k.text)),
        TwinCommand::Stipulation(s) => format!("{{ stipulation = {} }}", quote(&s.to_string())),
        // (The side in English, which the reading takes.)
        TwinCommand::Structured(s) => format!("{{ sstipulation = {} }}", quote(&s.to_string())),
        TwinCommand::Condition(cs) => {
            let tables: Vec<String> = cs.iter().map(condition_table).collect();
            format!("{{ conditions = [{}] }}", tables.join(", "))
        }
        TwinCommand::Tokens(list) => format!(
            "{{ {} = {} }}",
            token_key().key,
            quoted_list(list.iter().map(|&(sq, c)| token_name(sq, c)))
        ),
    }
}

/// The corner rooks that keep a castling right while their king has lost its own: FEN
/// cannot show them (its letters give a king's right first), yet they matter to twins, which
/// recompute castling rights from the diagram's.
pub(crate) fn hidden_rook_rights(pos: &Position) -> Vec<Square> {
    let c = pos.castling();
    let size = pos.size();
    let mut out = Vec::new();
    if size.width() != 8 || size.height() < 2 {
        return out;
    }
    for side in [Side::White, Side::Black] {
        if c.king_unmoved(side) {
            continue;
        }
        for kingside in [false, true] {
            if c.rook_unmoved(side, kingside) {
                out.push(Square::new(
                    if kingside { 7 } else { 0 },
                    pos.home_rank(side),
                ));
            }
        }
    }
    out
}

/// Sets the rights [`hidden_rook_rights`] lists.
fn set_rook_rights(pos: &mut Position, rooks: &[Text]) -> Result<(), Bad> {
    let mut c = pos.castling();
    let size = pos.size();
    for text in rooks {
        let field = "rook_rights";
        let sq = square_named(text, field)?;
        let fail = |m: String| bad(text.span(), field, m);
        if size.width() != 8 || size.height() < 2 {
            return Err(fail(format!(
                "{sq}: castling needs an 8-file board, this one is {size}"
            )));
        }
        let side = if sq.rank() == pos.home_rank(Side::White) {
            Side::White
        } else if sq.rank() == pos.home_rank(Side::Black) {
            Side::Black
        } else {
            return Err(fail(format!("{sq} is on neither side's home rank")));
        };
        let kingside = match sq.file() {
            0 => false,
            7 => true,
            _ => return Err(fail(format!("{sq} is not a corner square"))),
        };
        if c.king_unmoved(side) {
            return Err(fail(format!(
                "{sq}: the diagram's castling field gives the {} king its right, so it gives \
                 the rooks' too; list here only rooks whose king has lost its right",
                side.name()
            )));
        }
        c.set_rook(side, kingside, true);
    }
    pos.set_castling(c);
    Ok(())
}

fn write_options(out: &mut String, o: &Options, size: BoardSize) {
    let mut lines: Vec<String> = Vec::new();
    for (on, key) in [
        (o.variation, "variation"),
        (o.try_, "try"),
        (o.set_play, "set_play"),
        (o.no_threat, "no_threat"),
        (o.white_to_play, "white_to_play"),
        (o.half_duplex, "half_duplex"),
        (o.duplex, "duplex"),
        (o.no_board, "no_board"),
        (o.intelligent, "intelligent"),
        (o.stop_on_short, "stop_on_short_solutions"),
        (o.post_key, "post_key_play"),
        (o.goal_is_end, "goal_is_end"),
        (o.quodlibet, "quodlibet"),
        (o.keep_mating, "keep_mating_piece"),
        (o.trivial_tries_avoid, "trivial_tries_avoid"),
        (o.no_short_variations, "no_short_variations"),
        (o.mates_in_1, "mates_in_1"),
    ] {
        if on {
            lines.push(format!("{key} = true"));
        }
    }
    for (value, key) in [
        (o.threat, "threat"),
        (o.defence, "defence"),
        (o.max_solutions, "max_solutions"),
        (o.intelligent_limit, "intelligent_limit"),
        (o.max_time, "max_time"),
        (o.max_flights, "max_flights"),
    ] {
        if let Some(n) = value {
            lines.push(format!("{key} = {n}"));
        }
    }
    if let Some(nt) = o.non_trivial {
        lines.push(format!("non_trivial = [{}, {}]", nt.extra, nt.length));
    }
    if o.castling_exclusive != 0 {
        let pairs = CastlingPair::in_set(o.castling_exclusive).map(|p| p.text(size));
        lines.push(format!(
            "castling_mutually_exclusive = {}",
            quoted_list(pairs)
        ));
    }
    if !lines.is_empty() {
        out.push_str("\n[problem.options]\n");
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
    }
}

/// The languages of Popeye input, as the session names them.
const LANGUAGES: [(Language, &str); 3] = [
    (Language::English, "english"),
    (Language::French, "french"),
    (Language::German, "german"),
];

fn language_name(language: Language) -> &'static str {
    LANGUAGES
        .iter()
        .find(|(l, _)| *l == language)
        .map_or("english", |(_, name)| name)
}

/// An inline table of `key = value` fields.
fn inline_table(fields: &[(&str, String)]) -> String {
    let fields: Vec<String> = fields.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("{{ {} }}", fields.join(", "))
}

/// One `key = [ …tables… ]` array of inline tables, one a line; nothing when empty.
fn write_tables(out: &mut String, key: &str, tables: Vec<String>) {
    if tables.is_empty() {
        return;
    }
    out.push_str(&format!("{key} = [\n"));
    for t in tables {
        out.push_str(&format!("  {t},\n"));
    }
    out.push_str("]\n");
}

/// `[problem.kept]`: what the problem states that feerie keeps without playing it.
fn write_kept(out: &mut String, kept: &Kept) {
    if kept.is_empty() {
        return;
    }
    out.push_str("\n[problem.kept]\n");
    if let Some(s) = &kept.stipulation {
        let key = if s.structured {
            "sstipulation"
        } else {
            "stipulation"
        };
        out.push_str(&format!("{key} = {}\n", quote(&s.text)));
    }
    let words = |fields: &mut Vec<(&str, String)>, key: &'static str, words: &[String]| {
        if !words.is_empty() {
            fields.push((key, quoted_list(words.iter().cloned())));
        }
    };
    let conditions = kept
        .conditions
        .iter()
        .map(|c| {
            let mut fields = vec![("name", quote(&c.name))];
            words(&mut fields, "words", &c.words);
            inline_table(&fields)
        })
        .collect();
    write_tables(out, "conditions", conditions);
    let options = kept
        .options
        .iter()
        .map(|o| {
            let mut fields = vec![("name", quote(&o.name))];
            words(&mut fields, "words", &o.words);
            fields.push(("affects_solving", o.affects_solving.to_string()));
            inline_table(&fields)
        })
        .collect();
    write_tables(out, "options", options);
    let pieces = kept
        .pieces
        .iter()
        .map(|p| {
            let mut fields = vec![
                ("square", quote(&p.square.to_string())),
                ("colour", quote(&p.colour.letter().to_string())),
            ];
            match &p.kind {
                KeptKind::Known(k) => fields.push(("kind", quote(k.letters()))),
                KeptKind::Code(c) => fields.push(("code", quote(c))),
            }
            words(&mut fields, "attributes", &p.attributes);
            inline_table(&fields)
        })
        .collect();
    write_tables(out, "pieces", pieces);
    let commands = kept
        .commands
        .iter()
        .map(|c| {
            inline_table(&[
                ("keyword", quote(&c.keyword)),
                ("text", quote(&c.text)),
                ("affects_solving", c.affects_solving.to_string()),
            ])
        })
        .collect();
    write_tables(out, "commands", commands);
}

fn write_problem(out: &mut String, sp: &SessionProblem) {
    let p = &sp.problem;
    out.push_str("\n[[problem]]\n");
    for (key, value) in [
        ("title", &p.meta.title),
        ("author", &p.meta.author),
        ("origin", &p.meta.origin),
        ("award", &p.meta.award),
    ] {
        if let Some(v) = value {
            out.push_str(&format!("{key} = {}\n", quote(v)));
        }
    }
    if !p.meta.remarks.is_empty() {
        out.push_str(&format!(
            "remarks = {}\n",
            quoted_list(p.meta.remarks.iter().cloned())
        ));
    }
    if p.meta.language != Language::English {
        out.push_str(&format!(
            "language = {}\n",
            quote(language_name(p.meta.language))
        ));
    }
    if let Some(s) = &p.stipulation {
        out.push_str(&format!("stipulation = {}\n", quote(&s.to_string())));
    }
    if p.zero_position {
        out.push_str("zero_position = true\n");
    }
    out.push_str(&format!("diagram = {}\n", quote(&to_fen(&p.position))));
    let rooks = hidden_rook_rights(&p.position);
    if !rooks.is_empty() {
        out.push_str(&format!(
            "rook_rights = {}\n",
            quoted_list(rooks.iter().map(Square::to_string))
        ));
    }
    out.push_str(&format!("intended = {}\n", sp.intended));
    if !sp.notes.is_empty() {
        out.push_str(&format!("notes = {}\n", quote(&sp.notes)));
    }
    if !p.conditions.is_empty() {
        out.push_str("conditions = [\n");
        for c in &p.conditions {
            out.push_str(&format!("  {},\n", condition_table(c)));
        }
        out.push_str("]\n");
    }
    write_options(out, &p.options, p.position.size());
    write_kept(out, &p.kept);
    for twin in &p.twins {
        out.push_str("\n[[problem.twin]]\n");
        out.push_str(&format!("continued = {}\n", twin.continued));
        if twin.commands.is_empty() {
            out.push_str("commands = []\n");
        } else {
            out.push_str("commands = [\n");
            for c in &twin.commands {
                out.push_str(&format!("  {},\n", command_table(c)));
            }
            out.push_str("]\n");
        }
    }
}

// ----------------------------------------------------------------------------------------
// Reading
// ----------------------------------------------------------------------------------------

#[derive(Deserialize)]
struct Head {
    version: Option<Spanned<toml::Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSession {
    #[allow(dead_code)]
    version: i64,
    ui: Option<RawUi>,
    #[serde(default, rename = "problem")]
    problems: Vec<RawProblem>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawUi {
    current: Option<Spanned<i64>>,
    cursor: Option<Spanned<String>>,
    theme: Option<String>,
    glyphs: Option<Spanned<String>>,
    language: Option<Spanned<String>>,
}

fn one() -> u32 {
    1
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProblem {
    diagram: Spanned<String>,
    #[serde(default)]
    rook_rights: Vec<Text>,
    stipulation: Option<Spanned<String>>,
    #[serde(default = "one")]
    intended: u32,
    #[serde(default)]
    notes: String,
    author: Option<String>,
    origin: Option<String>,
    title: Option<String>,
    #[serde(default)]
    remarks: Vec<String>,
    award: Option<String>,
    language: Option<Text>,
    #[serde(default)]
    zero_position: bool,
    #[serde(default)]
    conditions: Vec<Spanned<RawCondition>>,
    #[serde(default)]
    options: RawOptions,
    #[serde(default)]
    kept: RawKept,
    #[serde(default, rename = "twin")]
    twins: Vec<RawTwin>,
}

/// `[problem.kept]`, read.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawKept {
    stipulation: Option<Text>,
    sstipulation: Option<Text>,
    #[serde(default)]
    conditions: Vec<Spanned<RawKeptCondition>>,
    #[serde(default)]
    options: Vec<Spanned<RawKeptOption>>,
    #[serde(default)]
    pieces: Vec<Spanned<RawKeptPiece>>,
    #[serde(default)]
    commands: Vec<Spanned<RawKeptCommand>>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKeptCondition {
    name: Text,
    #[serde(default)]
    words: Vec<Text>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKeptOption {
    name: Text,
    #[serde(default)]
    words: Vec<Text>,
    #[serde(default = "yes")]
    affects_solving: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKeptPiece {
    square: Text,
    colour: Text,
    kind: Option<Text>,
    code: Option<Text>,
    #[serde(default)]
    attributes: Vec<Text>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKeptCommand {
    keyword: Text,
    #[serde(default)]
    text: String,
    #[serde(default = "yes")]
    affects_solving: bool,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawOptions {
    #[serde(default)]
    variation: bool,
    #[serde(default, rename = "try")]
    try_: bool,
    #[serde(default)]
    set_play: bool,
    #[serde(default)]
    no_threat: bool,
    #[serde(default)]
    white_to_play: bool,
    #[serde(default)]
    half_duplex: bool,
    #[serde(default)]
    duplex: bool,
    #[serde(default)]
    no_board: bool,
    #[serde(default)]
    intelligent: bool,
    #[serde(default)]
    stop_on_short_solutions: bool,
    #[serde(default)]
    post_key_play: bool,
    #[serde(default)]
    goal_is_end: bool,
    #[serde(default)]
    quodlibet: bool,
    #[serde(default)]
    keep_mating_piece: bool,
    #[serde(default)]
    trivial_tries_avoid: bool,
    #[serde(default)]
    no_short_variations: bool,
    #[serde(default)]
    mates_in_1: bool,
    #[serde(default)]
    castling_mutually_exclusive: Vec<Text>,
    max_flights: Option<u32>,
    non_trivial: Option<[u32; 2]>,
    threat: Option<u32>,
    defence: Option<u32>,
    max_solutions: Option<u32>,
    intelligent_limit: Option<u32>,
    max_time: Option<u32>,
}

/// A condition's table, read: the condition with its options. The table is an internally
/// tagged one (`name` says which condition; the condition reads the other keys), read the way
/// serde reads `#[serde(tag = "name")]` enums, so that errors name the same places: a bad
/// `name` the name's value, a missing one the table, and a bad option the list it stands in.
#[derive(Clone)]
struct RawCondition(Condition);

/// The names of the conditions, in the order lists show them.
fn condition_names() -> &'static [&'static str] {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| registry::listed().iter().map(|e| e.name).collect())
}

impl<'de> Deserialize<'de> for RawCondition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let (entry, rest) = deserializer.deserialize_any(TaggedTable)?;
        entry
            .session
            .read(rest)
            .map(RawCondition)
            .map_err(D::Error::custom)
    }
}

/// Reads a condition's table into its entry (from `name`) and its other keys, as they stand.
struct TaggedTable;

impl<'de> Visitor<'de> for TaggedTable {
    type Value = (&'static Entry, Value);

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("internally tagged enum RawCondition")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut entry = None;
        let mut rest = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if key == "name" {
                if entry.is_some() {
                    return Err(de::Error::duplicate_field("name"));
                }
                entry = Some(map.next_value_seed(ConditionName)?);
            } else {
                rest.push((key, map.next_value::<Value>()?));
            }
        }
        match entry {
            Some(entry) => Ok((entry, Value::Table(rest))),
            None => Err(de::Error::missing_field("name")),
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let Some(entry) = seq.next_element_seed(ConditionName)? else {
            return Err(de::Error::missing_field("name"));
        };
        let mut rest = Vec::new();
        while let Some(value) = seq.next_element::<Value>()? {
            rest.push(value);
        }
        Ok((entry, Value::Array(rest)))
    }
}

/// A condition's `name`: its registry entry.
struct ConditionName;

impl<'de> DeserializeSeed<'de> for ConditionName {
    type Value = &'static Entry;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for ConditionName {
    type Value = &'static Entry;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<Self::Value, E> {
        registry::find(name).ok_or_else(|| E::unknown_variant(name, condition_names()))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTwin {
    #[serde(default)]
    continued: bool,
    #[serde(default)]
    commands: Vec<Spanned<RawCommand>>,
}

type Text = Spanned<String>;

/// A twin command: a table of one key, read the way serde reads an externally tagged enum
/// (`{ move = ["e1", "e2"] }`). The key of the tokens' command is their condition's.
enum RawCommand {
    Move(Text, Text),
    Exchange(Text, Text),
    Remove(Text),
    Add(Text),
    Substitute(Text, Text),
    Rotate(Spanned<i64>),
    Mirror(Text),
    Shift(Text, Text),
    PolishType(Spanned<bool>),
    Kept(Text),
    Stipulation(Text),
    Sstipulation(Text),
    Conditions(Vec<RawCondition>),
    Tokens(Vec<Text>),
}

/// The commands' keys, the tokens' last.
fn command_keys() -> &'static [&'static str] {
    static KEYS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys = vec![
            "move",
            "exchange",
            "remove",
            "add",
            "substitute",
            "rotate",
            "mirror",
            "shift",
            "polish_type",
            "kept",
            "stipulation",
            "sstipulation",
            "conditions",
        ];
        keys.push(token_key().key);
        keys
    })
}

impl<'de> Deserialize<'de> for RawCommand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_enum("RawCommand", command_keys(), CommandVisitor)
    }
}

struct CommandVisitor;

impl<'de> Visitor<'de> for CommandVisitor {
    type Value = RawCommand;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("enum RawCommand")
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<RawCommand, A::Error> {
        let (key, command) = data.variant_seed(CommandKey)?;
        let pair = |name: &'static str| Pair(name);
        Ok(match key {
            "move" => {
                let (a, b) = command.tuple_variant(2, pair("Move"))?;
                RawCommand::Move(a, b)
            }
            "exchange" => {
                let (a, b) = command.tuple_variant(2, pair("Exchange"))?;
                RawCommand::Exchange(a, b)
            }
            "remove" => RawCommand::Remove(command.newtype_variant()?),
            "add" => RawCommand::Add(command.newtype_variant()?),
            "substitute" => {
                let (a, b) = command.tuple_variant(2, pair("Substitute"))?;
                RawCommand::Substitute(a, b)
            }
            "rotate" => RawCommand::Rotate(command.newtype_variant()?),
            "mirror" => RawCommand::Mirror(command.newtype_variant()?),
            "shift" => {
                let (a, b) = command.tuple_variant(2, pair("Shift"))?;
                RawCommand::Shift(a, b)
            }
            "polish_type" => RawCommand::PolishType(command.newtype_variant()?),
            "kept" => RawCommand::Kept(command.newtype_variant()?),
            "stipulation" => RawCommand::Stipulation(command.newtype_variant()?),
            "sstipulation" => RawCommand::Sstipulation(command.newtype_variant()?),
            "conditions" => RawCommand::Conditions(command.newtype_variant()?),
            _ => RawCommand::Tokens(command.newtype_variant()?),
        })
    }
}

/// A command's key.
struct CommandKey;

impl<'de> DeserializeSeed<'de> for CommandKey {
    type Value = &'static str;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for CommandKey {
    type Value = &'static str;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Self::Value, E> {
        command_keys()
            .iter()
            .copied()
            .find(|k| *k == key)
            .ok_or_else(|| E::unknown_variant(key, command_keys()))
    }
}

/// The two texts of a command (`move`, `exchange`, `substitute`, `shift`); `name` is the
/// command's name in errors (`tuple variant RawCommand::Move`).
struct Pair(&'static str);

impl<'de> Visitor<'de> for Pair {
    type Value = (Text, Text);

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "tuple variant RawCommand::{}", self.0)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let expected = format!("tuple variant RawCommand::{} with 2 elements", self.0);
        let Some(a) = seq.next_element()? else {
            return Err(de::Error::invalid_length(0, &expected.as_str()));
        };
        let Some(b) = seq.next_element()? else {
            return Err(de::Error::invalid_length(1, &expected.as_str()));
        };
        Ok((a, b))
    }
}

/// An error found while converting, with the span it concerns.
struct Bad {
    span: Option<Range<usize>>,
    field: String,
    message: String,
}

fn bad(span: Range<usize>, field: impl Into<String>, message: impl Into<String>) -> Bad {
    Bad {
        span: Some(span),
        field: field.into(),
        message: message.into(),
    }
}

impl Bad {
    fn into_error(self, text: &str, problem: Option<usize>) -> SessionError {
        let (line, column) = match &self.span {
            Some(span) => {
                let (l, c) = line_column(text, span.start);
                (Some(l), Some(c))
            }
            None => (None, None),
        };
        SessionError::Format(FormatError {
            line,
            column,
            problem,
            field: Some(self.field),
            message: one_line(&self.message),
        })
    }
}

/// 1-based line and column (in characters) of a byte offset.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

fn one_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}

fn check_version(text: &str) -> Result<(), SessionError> {
    let head: Head = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
    let fail = |span: Option<Range<usize>>, message: String| {
        SessionError::Format(FormatError {
            line: span.as_ref().map(|s| line_column(text, s.start).0),
            column: span.as_ref().map(|s| line_column(text, s.start).1),
            problem: None,
            field: Some("version".into()),
            message,
        })
    };
    let Some(version) = head.version else {
        return Err(fail(
            None,
            format!("missing: a feerie session starts with 'version = {VERSION}'"),
        ));
    };
    match version.get_ref() {
        toml::Value::Integer(VERSION) => Ok(()),
        toml::Value::Integer(n) => Err(fail(
            Some(version.span()),
            format!("unsupported session version {n} (this feerie reads version {VERSION})"),
        )),
        other => Err(fail(
            Some(version.span()),
            format!("expected a number, found {}", other.type_str()),
        )),
    }
}

/// A TOML or serde error as a [`FormatError`], with the problem and field found from the
/// table headers and keys before the place.
fn toml_error(text: &str, e: &toml::de::Error) -> SessionError {
    let span = e.span();
    let (line, column) = match &span {
        Some(s) => {
            let (l, c) = line_column(text, s.start);
            (Some(l), Some(c))
        }
        None => (None, None),
    };
    let (problem, field) = match &span {
        Some(s) => context(text, s.start),
        None => (None, None),
    };
    SessionError::Format(FormatError {
        line,
        column,
        problem,
        field,
        message: match one_line(e.message()) {
            m if m.is_empty() => "expected a value".to_string(),
            m => m,
        },
    })
}

/// A table header line: `[name]` or `[[name]]`, the name with spaces and quotes dropped.
fn header(line: &str) -> Option<(bool, String)> {
    let t = line.trim();
    let t = match t.find('#') {
        Some(i) if !t[..i].contains('"') && !t[..i].contains('\'') => t[..i].trim_end(),
        _ => t,
    };
    let (array, inner) = if let Some(r) = t.strip_prefix("[[") {
        (true, r.strip_suffix("]]")?)
    } else {
        (false, t.strip_prefix('[')?.strip_suffix(']')?)
    };
    let name: String = inner
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '"' && *c != '\'')
        .collect();
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    plain.then_some((array, name))
}

/// The key just before `= VALUE` at the end of `prefix`, if any.
fn key_before(prefix: &str) -> Option<String> {
    let before = prefix.trim_end().strip_suffix('=')?.trim_end();
    // The key starts after the last character that cannot be part of one (which may take
    // more than one byte: slice after all of it).
    let start = before
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '"' | '\'')))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let key: String = before[start..]
        .chars()
        .filter(|c| *c != '"' && *c != '\'')
        .collect();
    (!key.is_empty()).then_some(key)
}

/// The key a `key = value` line sets.
fn line_key(line: &str) -> Option<String> {
    let (k, _) = line.split_once('=')?;
    let k = k.trim().trim_matches(|c| c == '"' || c == '\'');
    let ok = !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    ok.then(|| k.to_string())
}

/// Which problem (from 1) and which field hold the byte `offset`, read from the headers and
/// keys before it.
fn context(text: &str, offset: usize) -> (Option<usize>, Option<String>) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let mut problems = 0usize;
    let mut twins = 0usize;
    let mut table: Option<String> = None;
    let mut in_problem = false;
    // The last key set since the last header, before the error's line.
    let mut last_key: Option<String> = None;
    let this_line = text[line_start..].lines().next().unwrap_or("");
    let own_header = header(this_line).is_some();
    let scanned = if own_header {
        text[..line_start].lines().chain(std::iter::once(this_line))
    } else {
        text[..line_start].lines().chain(std::iter::once(""))
    };
    for line in scanned {
        if let Some((array, name)) = header(line) {
            last_key = None;
            if name == "problem" && array {
                problems += 1;
                twins = 0;
                in_problem = true;
                table = None;
            } else if let Some(sub) = name.strip_prefix("problem.") {
                if sub == "twin" && array {
                    twins += 1;
                    table = Some(format!("twin {twins}"));
                } else {
                    table = Some(sub.to_string());
                }
            } else {
                in_problem = false;
                table = Some(name);
            }
        } else if !line.starts_with([' ', '\t', '{', '[', ']']) {
            if let Some(k) = line_key(line) {
                last_key = Some(k);
            }
        }
    }
    let trimmed = this_line.trim_start();
    if !own_header && trimmed.starts_with('[') && !trimmed.contains(['=', '"', '\'']) {
        // A broken table header: it belongs to no table yet.
        return (None, None);
    }
    let prefix = &text[line_start..offset];
    let key = if own_header {
        None
    } else {
        // The key this line sets, or the one of the multi-line array it continues.
        let outer = if trimmed.starts_with(['{', '[']) {
            last_key
        } else {
            line_key(this_line).or(last_key)
        };
        // A key inside an inline table or array before the place.
        let inner = if prefix.contains(['{', '[']) {
            key_before(prefix)
        } else {
            None
        };
        match (outer, inner) {
            (Some(o), Some(i)) if o != i => Some(format!("{o}.{i}")),
            (o, i) => o.or(i),
        }
    };
    let field = match (table, key) {
        (Some(t), Some(k)) if t.starts_with("twin ") => Some(format!("{t}, {k}")),
        (Some(t), Some(k)) => Some(format!("{t}.{k}")),
        (Some(t), None) => Some(t),
        (None, k) => k,
    };
    (in_problem.then_some(problems), field)
}

fn square_named(text: &Text, field: &str) -> Result<Square, Bad> {
    let name = text.get_ref();
    Square::parse(name)
        .filter(|_| name.starts_with(|c: char| c.is_ascii_lowercase()))
        .ok_or_else(|| bad(text.span(), field, format!("'{name}' is not a square")))
}

fn kind_named(text: &Text, field: &str) -> Result<PieceKind, Bad> {
    let name = text.get_ref();
    PieceKind::from_letters(name).ok_or_else(|| {
        bad(
            text.span(),
            field,
            format!("unknown piece '{name}' (Popeye letters in upper case: Q, S, G, MA, …)"),
        )
    })
}

fn piece_named(text: &Text, field: &str) -> Result<(Piece, Square), Bad> {
    let value = text.get_ref();
    let fail = |m: String| bad(text.span(), field, m);
    let mut chars = value.chars();
    let colour = match chars.next() {
        Some('w') => Colour::White,
        Some('b') => Colour::Black,
        Some('n') => Colour::Neutral,
        _ => {
            return Err(fail(format!(
                "'{value}': expected the colour w, b or n, the piece and the square (e.g. wGe4)"
            )))
        }
    };
    let rest = chars.as_str();
    let (letters, square) = crate::conditions::text::split_letters(rest);
    let kind = PieceKind::from_letters(letters)
        .ok_or_else(|| fail(format!("'{value}': unknown piece '{letters}'")))?;
    let sq = Square::parse(square)
        .filter(|_| square.starts_with(|c: char| c.is_ascii_lowercase()))
        .ok_or_else(|| fail(format!("'{value}': '{square}' is not a square")))?;
    Ok((Piece::new(colour, kind), sq))
}

/// Popeye's `CastlingMutuallyExclusive` pairs (`"a1h8"`) as the set of their bits.
fn castling_pairs(pairs: &[Text], size: BoardSize) -> Result<u8, Bad> {
    let field = "options.castling_mutually_exclusive";
    let mut set = 0;
    for text in pairs {
        let squares = parse_squares(text.get_ref()).unwrap_or_default();
        let pair = match squares[..] {
            [w, b] => CastlingPair::of_squares(w, b, size),
            _ => None,
        };
        let pair = pair.ok_or_else(|| {
            bad(
                text.span(),
                field,
                format!(
                    "'{}': expected a white rook's corner and a black one (a1 or h1, then a8 \
                     or h8: \"a1h8\")",
                    text.get_ref()
                ),
            )
        })?;
        set |= pair.bit();
    }
    Ok(set)
}

/// A twin's added piece: `wGe4`, or with attributes as the FEN's attributes field writes
/// them, `bPd7:royal+kamikaze`.
fn attributed_piece_named(text: &Text, field: &str) -> Result<(Piece, Square, Attributes), Bad> {
    let value = text.get_ref();
    let Some((man, names)) = value.split_once(':') else {
        let (piece, sq) = piece_named(text, field)?;
        return Ok((piece, sq, Attributes::NONE));
    };
    let (piece, sq) = piece_named(&Spanned::new(text.span(), man.to_string()), field)?;
    let mut set = Attributes::NONE;
    for name in names.split('+') {
        let a = Attribute::from_name(name)
            .filter(|a| a.is_played())
            .ok_or_else(|| {
                bad(
                    text.span(),
                    field,
                    format!("'{value}': unknown attribute '{name}'"),
                )
            })?;
        set.insert(a);
    }
    Ok((piece, sq, set))
}

/// A twin's added piece as [`attributed_piece_named`] reads it.
fn attributed_piece_on(piece: Piece, sq: Square, attributes: Attributes) -> String {
    let names: Vec<String> = attributes
        .written_for(piece.kind())
        .iter()
        .map(|a| a.name())
        .collect();
    if names.is_empty() {
        piece_on(piece, sq)
    } else {
        format!("{}:{}", piece_on(piece, sq), names.join("+"))
    }
}

fn stipulation_named(text: &Text, field: &str) -> Result<Stipulation, Bad> {
    Stipulation::parse(text.get_ref()).map_err(|m| bad(text.span(), field, m))
}

/// The conditions of a list, each at most once.
fn conditions(raw: &[(RawCondition, Range<usize>)], field: &str) -> Result<Vec<Condition>, Bad> {
    let mut out: Vec<Condition> = Vec::new();
    for (rc, span) in raw {
        let c = rc.0.clone();
        if out.iter().any(|o| o.name() == c.name()) {
            return Err(bad(
                span.clone(),
                field,
                format!("{} is given twice", c.name()),
            ));
        }
        out.push(c);
        // Which conditions combine is the registry's to say, as for every input path.
        if let Some(refusal) = registry::refusal(&out) {
            return Err(bad(span.clone(), field, refusal.to_string()));
        }
    }
    Ok(out)
}

fn convert_command(
    cmd: &RawCommand,
    span: Range<usize>,
    field: &str,
    lines: &Lines,
) -> Result<TwinCommand, Bad> {
    Ok(match cmd {
        RawCommand::Kept(t) => TwinCommand::Kept(KeptTwinCommand {
            text: line_text(t, field)?,
            line: lines.at(t.span().start),
        }),
        RawCommand::Move(a, b) => {
            TwinCommand::Move(square_named(a, field)?, square_named(b, field)?)
        }
        RawCommand::Exchange(a, b) => {
            TwinCommand::Exchange(square_named(a, field)?, square_named(b, field)?)
        }
        RawCommand::Remove(a) => TwinCommand::Remove(square_named(a, field)?),
        RawCommand::Add(a) => {
            let (piece, sq, attributes) = attributed_piece_named(a, field)?;
            TwinCommand::Add(piece, sq, attributes)
        }
        RawCommand::Substitute(a, b) => {
            TwinCommand::Substitute(kind_named(a, field)?, kind_named(b, field)?)
        }
        RawCommand::Rotate(n) => match *n.get_ref() {
            v @ (90 | 180 | 270) => TwinCommand::Rotate(v as u16),
            v => {
                return Err(bad(
                    n.span(),
                    field,
                    format!("rotate {v}: expected 90, 180 or 270"),
                ))
            }
        },
        RawCommand::Mirror(a) => {
            TwinCommand::Mirror(mirror_axis(a.get_ref()).ok_or_else(|| {
                bad(
                    a.span(),
                    field,
                    format!(
                        "mirror '{}': expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1",
                        a.get_ref()
                    ),
                )
            })?)
        }
        RawCommand::Shift(a, b) => {
            TwinCommand::Shift(square_named(a, field)?, square_named(b, field)?)
        }
        RawCommand::PolishType(on) if *on.get_ref() => TwinCommand::PolishType,
        RawCommand::PolishType(on) => {
            return Err(bad(
                on.span(),
                field,
                "polish_type = false: a twin command is there or not (write `true`, or leave the \
                 command out)"
                    .to_string(),
            ))
        }
        RawCommand::Stipulation(s) => TwinCommand::Stipulation(stipulation_named(s, field)?),
        RawCommand::Sstipulation(s) => {
            match read_sstipulation(s.get_ref(), crate::rules::Language::English) {
                Ok(Some(structured)) => TwinCommand::Structured(structured),
                Ok(None) => {
                    return Err(bad(
                        s.span(),
                        field,
                        format!(
                            "sstipulation '{}': a proof game is kept, as `kept`",
                            s.get_ref()
                        ),
                    ))
                }
                Err(e) => {
                    return Err(bad(
                        s.span(),
                        field,
                        format!("sstipulation '{}': {}", s.get_ref(), e.message),
                    ))
                }
            }
        }
        RawCommand::Conditions(list) => {
            let raw: Vec<(RawCondition, Range<usize>)> =
                list.iter().map(|c| (c.clone(), span.clone())).collect();
            TwinCommand::Condition(conditions(&raw, field)?)
        }
        RawCommand::Tokens(list) => {
            let names = token_key();
            let mut out: Vec<(Square, TokenColour)> = Vec::new();
            for item in list {
                let name = item.get_ref();
                let (colour, sq) = match name.split_once(':') {
                    None => (TokenColour::Neutral, name.as_str()),
                    Some(("w", rest)) => (TokenColour::Of(Side::White), rest),
                    Some(("b", rest)) => (TokenColour::Of(Side::Black), rest),
                    Some((prefix, _)) => {
                        return Err(bad(
                            item.span(),
                            field,
                            format!(
                                "unknown {} colour '{prefix}:' (expected 'w:' or 'b:')",
                                names.name
                            ),
                        ))
                    }
                };
                let sq = Square::parse(sq)
                    .filter(|_| sq.starts_with(|c: char| c.is_ascii_lowercase()))
                    .ok_or_else(|| bad(item.span(), field, format!("'{sq}' is not a square")))?;
                if out.iter().any(|&(s, _)| s == sq) {
                    return Err(bad(
                        item.span(),
                        field,
                        format!("two {} on {sq}", names.plural),
                    ));
                }
                if out.len() == MAX_TOKENS {
                    return Err(bad(
                        item.span(),
                        field,
                        format!("more than {MAX_TOKENS} {}", names.plural),
                    ));
                }
                out.push((sq, colour));
            }
            TwinCommand::Tokens(out)
        }
    })
}

/// The start of each line of a text, to give kept elements the TOML line they come from.
struct Lines(Vec<usize>);

impl Lines {
    fn new(text: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Lines(starts)
    }

    /// The 1-based line of a byte offset.
    fn at(&self, offset: usize) -> SourceLine {
        let line = self.0.partition_point(|&start| start <= offset);
        SourceLine(u32::try_from(line).ok())
    }
}

/// A text of one line, trimmed: a kept stipulation, a name, a kept twin command.
fn line_text(text: &Text, field: &str) -> Result<String, Bad> {
    let value = text.get_ref().trim();
    if value.is_empty() {
        return Err(bad(
            text.span(),
            field,
            "expected a text, found an empty one",
        ));
    }
    if value.contains(['\n', '\r']) {
        return Err(bad(
            text.span(),
            field,
            format!(
                "'{}' spans several lines: expected one",
                value.escape_debug()
            ),
        ));
    }
    Ok(value.to_string())
}

/// One word: no spaces, not empty (a condition's or option's word, a piece attribute).
fn word(text: &Text, field: &str) -> Result<String, Bad> {
    let value = text.get_ref();
    if value.is_empty() || value.contains(char::is_whitespace) {
        return Err(bad(
            text.span(),
            field,
            format!(
                "'{}' is not one word (words are written without spaces)",
                value.escape_debug()
            ),
        ));
    }
    Ok(value.clone())
}

fn words(texts: &[Text], field: &str) -> Result<Vec<String>, Bad> {
    texts.iter().map(|t| word(t, field)).collect()
}

fn language_named(text: &Text) -> Result<Language, Bad> {
    LANGUAGES
        .iter()
        .find(|(_, name)| name == text.get_ref())
        .map(|(l, _)| *l)
        .ok_or_else(|| {
            bad(
                text.span(),
                "language",
                format!(
                    "unknown language '{}' (expected english, french or german)",
                    text.get_ref()
                ),
            )
        })
}

fn kept_piece(
    raw: &Spanned<RawKeptPiece>,
    position: &Position,
    before: &[KeptPiece],
    lines: &Lines,
) -> Result<KeptPiece, Bad> {
    let field = "kept.pieces";
    let p = raw.get_ref();
    let square = square_named(&p.square, field)?;
    let at_square = |m: String| bad(p.square.span(), field, m);
    if !position.size().contains(square) {
        return Err(at_square(format!(
            "{square} is off the board ({})",
            position.size()
        )));
    }
    if let Some(piece) = position.piece_at(square) {
        return Err(at_square(format!(
            "{square} holds the diagram's {}{}: a kept piece stands on a square of its own",
            piece.colour().letter(),
            piece.kind().letters()
        )));
    }
    if before.iter().any(|k| k.square == square) {
        return Err(at_square(format!("two kept pieces on {square}")));
    }
    let colour = match p.colour.get_ref().as_str() {
        "w" => Colour::White,
        "b" => Colour::Black,
        "n" => Colour::Neutral,
        other => {
            return Err(bad(
                p.colour.span(),
                field,
                format!("unknown colour '{other}' (expected w, b or n)"),
            ))
        }
    };
    let kind = match (&p.kind, &p.code) {
        (Some(kind), None) => KeptKind::Known(kind_named(kind, field)?),
        (None, Some(code)) => {
            let value = code.get_ref();
            // A code is letters and digits; a hunter is two codes, `p/b`.
            let part = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric());
            let valid = match value.split_once('/') {
                Some((up, down)) => part(up) && part(down),
                None => part(value),
            };
            if !valid {
                return Err(bad(
                    code.span(),
                    field,
                    format!(
                        "'{}' is not a Popeye piece code (letters and digits: ro, b1, …; a hunter p/b)",
                        value.escape_debug()
                    ),
                ));
            }
            KeptKind::Code(value.to_ascii_lowercase())
        }
        (Some(kind), Some(_)) => {
            return Err(bad(
                kind.span(),
                field,
                "give the piece's kind or its code, not both",
            ))
        }
        (None, None) => {
            return Err(bad(
                raw.span(),
                field,
                "missing the piece: `kind` (Popeye letters: Q, G, …) or `code` (ro, …)",
            ))
        }
    };
    Ok(KeptPiece {
        square,
        colour,
        kind,
        attributes: words(&p.attributes, field)?,
        line: lines.at(raw.span().start),
    })
}

fn convert_kept(raw: &RawKept, position: &Position, lines: &Lines) -> Result<Kept, Bad> {
    let stipulation = match (&raw.stipulation, &raw.sstipulation) {
        (Some(_), Some(s)) => {
            return Err(bad(
                s.span(),
                "kept.sstipulation",
                "a problem has one stipulation: `stipulation` or `sstipulation`, not both",
            ))
        }
        (Some(s), None) => Some((false, s, "kept.stipulation")),
        (None, Some(s)) => Some((true, s, "kept.sstipulation")),
        (None, None) => None,
    };
    let stipulation = match stipulation {
        Some((structured, text, field)) => Some(KeptStipulation {
            structured,
            text: line_text(text, field)?,
            line: lines.at(text.span().start),
        }),
        None => None,
    };
    let mut kept = Kept {
        stipulation,
        ..Kept::default()
    };
    for c in &raw.conditions {
        let field = "kept.conditions";
        kept.conditions.push(KeptCondition {
            name: line_text(&c.get_ref().name, field)?,
            words: words(&c.get_ref().words, field)?,
            line: lines.at(c.span().start),
        });
    }
    for o in &raw.options {
        let field = "kept.options";
        kept.options.push(KeptOption {
            name: line_text(&o.get_ref().name, field)?,
            words: words(&o.get_ref().words, field)?,
            affects_solving: o.get_ref().affects_solving,
            line: lines.at(o.span().start),
        });
    }
    for p in &raw.pieces {
        let piece = kept_piece(p, position, &kept.pieces, lines)?;
        kept.pieces.push(piece);
    }
    for c in &raw.commands {
        let field = "kept.commands";
        kept.commands.push(KeptCommand {
            keyword: word(&c.get_ref().keyword, field)?,
            text: c.get_ref().text.clone(),
            affects_solving: c.get_ref().affects_solving,
            line: lines.at(c.span().start),
        });
    }
    Ok(kept)
}

fn convert_problem(rp: RawProblem, lines: &Lines) -> Result<SessionProblem, Bad> {
    let raw: Vec<(RawCondition, Range<usize>)> = rp
        .conditions
        .iter()
        .map(|c| (c.get_ref().clone(), c.span()))
        .collect();
    let conditions = conditions(&raw, "conditions")?;
    let allow = Condition::allowances(&conditions);
    let mut position = parse_fen_allowing(rp.diagram.get_ref(), allow)
        .map_err(|e| bad(rp.diagram.span(), "diagram", e.to_string()))?;
    set_rook_rights(&mut position, &rp.rook_rights)?;
    let stipulation = match &rp.stipulation {
        Some(s) => Some(stipulation_named(s, "stipulation")?),
        None => None,
    };
    let size = position.size();
    let o = &rp.options;
    let options = Options {
        variation: o.variation,
        threat: o.threat,
        no_threat: o.no_threat,
        try_: o.try_,
        defence: o.defence,
        set_play: o.set_play,
        max_solutions: o.max_solutions,
        white_to_play: o.white_to_play,
        half_duplex: o.half_duplex,
        duplex: o.duplex,
        no_board: o.no_board,
        // `intelligent_limit` implies the intelligent mode, as `intelligent N` does in Popeye.
        intelligent: o.intelligent || o.intelligent_limit.is_some(),
        intelligent_limit: o.intelligent_limit,
        max_time: o.max_time,
        stop_on_short: o.stop_on_short_solutions,
        post_key: o.post_key_play,
        goal_is_end: o.goal_is_end,
        quodlibet: o.quodlibet,
        max_flights: o.max_flights,
        keep_mating: o.keep_mating_piece,
        trivial_tries_avoid: o.trivial_tries_avoid,
        no_short_variations: o.no_short_variations,
        mates_in_1: o.mates_in_1,
        castling_exclusive: castling_pairs(&o.castling_mutually_exclusive, size)?,
        non_trivial: o
            .non_trivial
            .map(|[extra, length]| crate::rules::problem::NonTrivialOption { extra, length }),
    };
    let mut twins = Vec::with_capacity(rp.twins.len());
    for (t, rt) in rp.twins.iter().enumerate() {
        let mut commands = Vec::with_capacity(rt.commands.len());
        for (c, cmd) in rt.commands.iter().enumerate() {
            let field = format!("twin {}, command {}", t + 1, c + 1);
            commands.push(convert_command(cmd.get_ref(), cmd.span(), &field, lines)?);
        }
        // A twin is a table without a span of its own: its first command places it.
        let line = rt
            .commands
            .first()
            .map_or(SourceLine::default(), |c| lines.at(c.span().start));
        twins.push(Twin {
            continued: rt.continued,
            commands,
            line,
        });
    }
    let kept = convert_kept(&rp.kept, &position, lines)?;
    let language = match &rp.language {
        Some(l) => language_named(l)?,
        None => Language::English,
    };
    let mut problem = Problem::new(position);
    problem.stipulation = stipulation;
    problem.line = lines.at(rp.diagram.span().start);
    problem.stipulation_line = rp
        .stipulation
        .as_ref()
        .map_or(SourceLine::default(), |s| lines.at(s.span().start));
    problem.conditions = conditions;
    problem.options = options;
    problem.twins = twins;
    problem.zero_position = rp.zero_position;
    // A structured stipulation is played from its reading, as from a Popeye file (a text it
    // does not read stays kept, and refused when solving).
    if let Some(k) = kept.stipulation.as_ref().filter(|k| k.structured) {
        problem.structured = read_sstipulation(&k.text, language).ok().flatten();
        problem.stipulation_line = k.line;
    }
    problem.kept = kept;
    problem.meta = Meta {
        author: rp.author,
        origin: rp.origin,
        title: rp.title,
        remarks: rp.remarks,
        award: rp.award,
        language,
    };
    Ok(SessionProblem {
        problem,
        intended: rp.intended,
        notes: rp.notes,
    })
}

fn convert_ui(raw: RawUi, problems: usize) -> Result<UiState, Bad> {
    let mut ui = UiState::default();
    if let Some(current) = raw.current {
        let n = *current.get_ref();
        if n < 1 {
            return Err(bad(
                current.span(),
                "ui.current",
                format!("{n}: problems are counted from 1"),
            ));
        }
        let n = usize::try_from(n - 1).unwrap_or(usize::MAX);
        ui.current = n.min(problems.saturating_sub(1));
    }
    if let Some(cursor) = &raw.cursor {
        ui.cursor = square_named(cursor, "ui.cursor")?;
    }
    if let Some(theme) = raw.theme {
        ui.theme = theme;
    }
    if let Some(glyphs) = &raw.glyphs {
        ui.glyphs = GlyphSet::from_name(glyphs.get_ref()).ok_or_else(|| {
            bad(
                glyphs.span(),
                "ui.glyphs",
                format!(
                    "unknown glyph set '{}' (expected letters, figurines or popeye)",
                    glyphs.get_ref()
                ),
            )
        })?;
    }
    if let Some(lang) = &raw.language {
        ui.language = Some(Language::from_code(lang.get_ref()).ok_or_else(|| {
            bad(
                lang.span(),
                "ui.language",
                format!(
                    "unknown language '{}' (expected en, fr or de)",
                    lang.get_ref()
                ),
            )
        })?);
    }
    Ok(ui)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::registry::REGISTRY;

    const DIAGRAM: &str = "k6B/2Q5/pPN1p3/N3P1P1/2PP1p2/4pP2/3pP2p/3KbBbr w - - 0 1";

    /// Each condition with its default options (what an empty table gives).
    fn defaults() -> Vec<Condition> {
        REGISTRY
            .iter()
            .map(|e| e.session.read(Value::Table(Vec::new())).unwrap())
            .collect()
    }

    /// As many of `conditions` as combine, in their order (the first of each clash kept).
    fn combinable(conditions: Vec<Condition>) -> Vec<Condition> {
        let mut kept: Vec<Condition> = Vec::new();
        for c in conditions {
            kept.push(c);
            if crate::conditions::registry::refusal(&kept).is_some() {
                kept.pop();
            }
        }
        kept
    }

    fn session_of(conditions: Vec<Condition>) -> Session {
        let mut problem = Problem::new(crate::notation::fen::parse_fen(DIAGRAM).unwrap());
        problem.stipulation = Some(Stipulation::parse("#2").unwrap());
        problem.conditions = conditions;
        problem.options.try_ = true;
        problem.meta.author = Some("Vaclav Kotesovec".into());
        Session::from_problems(vec![problem])
    }

    fn error(text: &str) -> FormatError {
        match Session::from_toml(text) {
            Err(SessionError::Format(e)) => e,
            other => panic!("expected a format error, got {other:?}"),
        }
    }

    #[test]
    fn a_problem_round_trips_with_each_condition() {
        for c in defaults() {
            let mut s = session_of(vec![c.clone()]);
            s.problems[0].notes = "line one\nline \"two\"".into();
            s.problems[0].intended = 2;
            s.ui.cursor = Square::new(3, 4);
            s.ui.glyphs = GlyphSet::Figurines;
            let text = s.to_toml();
            assert_eq!(Session::from_toml(&text).unwrap(), s, "{text}");
            assert!(
                text.contains(&format!("{{ name = \"{}\"", c.name())),
                "{text}"
            );
        }
    }

    #[test]
    fn absent_keys_take_their_defaults() {
        for c in defaults() {
            let text = format!(
                "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\nconditions = [{{ name = \"{}\" }}]\n",
                c.name()
            );
            let s = Session::from_toml(&text).unwrap();
            assert_eq!(s.problems[0].problem.conditions, vec![c]);
            assert_eq!(s.problems[0].intended, 1);
            assert_eq!(s.problems[0].problem.stipulation, None);
            assert_eq!(s.ui, UiState::default());
        }
    }

    #[test]
    fn every_twin_command_round_trips() {
        let mut s = session_of(Vec::new());
        let sq = |n: &str| Square::parse(n).unwrap();
        s.problems[0].problem.twins = vec![
            Twin {
                line: Default::default(),
                continued: false,
                commands: vec![
                    TwinCommand::Move(sq("d1"), sq("d2")),
                    TwinCommand::Exchange(sq("a1"), sq("p16")),
                    TwinCommand::Remove(sq("e4")),
                    TwinCommand::Add(
                        Piece::new(Colour::Neutral, PieceKind::Mao),
                        sq("e4"),
                        Attributes::NONE,
                    ),
                    TwinCommand::Substitute(PieceKind::Queen, PieceKind::Grasshopper),
                ],
            },
            Twin {
                line: Default::default(),
                continued: true,
                commands: vec![
                    TwinCommand::Rotate(270),
                    TwinCommand::Mirror(MirrorAxis::AntiDiagonal),
                    TwinCommand::Shift(sq("a1"), sq("b2")),
                    TwinCommand::Stipulation(Stipulation::parse("h#2.5").unwrap()),
                    TwinCommand::Condition(combinable(defaults())),
                    TwinCommand::Tokens(vec![
                        (sq("a3"), TokenColour::Neutral),
                        (sq("c5"), TokenColour::Of(Side::White)),
                        (sq("f6"), TokenColour::Of(Side::Black)),
                    ]),
                ],
            },
            Twin {
                continued: false,
                commands: vec![],
                line: SourceLine::default(),
            },
        ];
        s.problems[0].problem.meta.remarks = vec!["".into(), "r".into()];
        s.problems[0].problem.meta.title = Some("T\nU".into());
        let text = s.to_toml();
        assert_eq!(Session::from_toml(&text).unwrap(), s, "{text}");
        assert!(
            text.contains(&format!(
                "{{ {} = [\"a3\", \"w:c5\", \"b:f6\"] }}",
                token_key().key
            )),
            "{text}"
        );
    }

    #[test]
    fn unknown_names_and_commands_list_the_known_ones() {
        let base = "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n";
        let e = error(&format!("{base}conditions = [{{ name = \"no such\" }}]\n"));
        let names: Vec<String> = registry::listed()
            .iter()
            .map(|e| format!("`{}`", e.name))
            .collect();
        assert!(e.message.ends_with(&names.join(", ")), "{e}");
        assert_eq!(e.field.as_deref(), Some("conditions.name"));
        let e = error(&format!(
            "{base}[[problem.twin]]\ncommands = [{{ teleport = \"e4\" }}]\n"
        ));
        assert!(
            e.message.ends_with(&format!(
                "`stipulation`, `sstipulation`, `conditions`, `{}`",
                token_key().key
            )),
            "{e}"
        );
    }

    #[test]
    fn errors_name_problem_field_and_place() {
        let base = "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n";
        let e = error(&format!(
            "{base}[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w Kx - 0 1\"\n"
        ));
        assert_eq!((e.line, e.column, e.problem), (Some(5), Some(11), Some(2)));
        assert_eq!(e.field.as_deref(), Some("diagram"));
        assert!(e.message.contains("castling"), "{e}");

        let e = error(&format!("{base}stipulation = \"#x\"\n"));
        assert_eq!((e.line, e.problem), (Some(4), Some(1)));
        assert_eq!(e.field.as_deref(), Some("stipulation"));

        let e = error(&format!("{base}[problem.options]\nthreat = \"two\"\n"));
        assert_eq!((e.line, e.column, e.problem), (Some(5), Some(10), Some(1)));
        assert_eq!(e.field.as_deref(), Some("options.threat"), "{e}");

        let e = error(&format!("{base}[[problem]]\nstipulation = \"#2\"\n"));
        assert_eq!((e.line, e.problem), (Some(4), Some(2)));
        assert!(e.message.contains("missing field `diagram`"), "{e}");

        let e = error(&format!(
            "{base}[[problem.twin]]\ncommands = [\n  {{ rotate = 45 }},\n]\n"
        ));
        assert_eq!((e.line, e.problem), (Some(6), Some(1)));
        assert_eq!(e.field.as_deref(), Some("twin 1, command 1"), "{e}");

        let e = error("version = 2\n");
        assert_eq!((e.line, e.column), (Some(1), Some(11)));
        assert!(e.to_string().contains("version 2"), "{e}");

        let e = error("[[problem]]\ndiagram = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n");
        assert_eq!(e.field.as_deref(), Some("version"));

        let e = error(&format!("{base}[ui]\nglyphs = \"runes\"\n"));
        assert_eq!(e.field.as_deref(), Some("ui.glyphs"));
        let e = error(&format!("{base}[ui]\nlanguage = \"latin\"\n"));
        assert_eq!(e.field.as_deref(), Some("ui.language"));
        assert!(
            e.message.contains("unknown language 'latin'"),
            "{}",
            e.message
        );
        assert_eq!(e.problem, None);

        let e = error("version = 1\n[[problem]\n");
        assert_eq!(e.line, Some(2));
        assert!(!e.to_string().contains('\n'));
    }

    /// A problem with one kept element of each sort, an award, a language and a zero position.
    fn kept_session() -> Session {
        let mut s = session_of(Vec::new());
        let sq = |n: &str| Square::parse(n).unwrap();
        let p = &mut s.problems[0].problem;
        p.zero_position = true;
        p.meta.award = Some("1st Prize".into());
        p.meta.language = Language::German;
        p.kept = Kept {
            stipulation: Some(KeptStipulation {
                structured: true,
                text: "white 3a[dia]d".into(),
                line: SourceLine(None),
            }),
            conditions: vec![KeptCondition {
                name: "Wormholes".into(),
                words: vec!["Calvet".into()],
                line: SourceLine(None),
            }],
            options: vec![
                KeptOption {
                    name: "Quodlibet".into(),
                    words: vec![],
                    affects_solving: true,
                    line: SourceLine(None),
                },
                KeptOption {
                    name: "MaxTime".into(),
                    words: vec!["30".into()],
                    affects_solving: false,
                    line: SourceLine(None),
                },
            ],
            pieces: vec![
                KeptPiece {
                    square: sq("h3"),
                    colour: Colour::Neutral,
                    kind: KeptKind::Code("sc".into()),
                    attributes: vec![],
                    line: SourceLine(None),
                },
                KeptPiece {
                    square: sq("g3"),
                    colour: Colour::White,
                    kind: KeptKind::Known(PieceKind::Pawn),
                    attributes: vec!["royal".into(), "kamikaze".into()],
                    line: SourceLine(None),
                },
            ],
            commands: vec![KeptCommand {
                keyword: "latex".into(),
                text: "Title \"x\"".into(),
                affects_solving: false,
                line: SourceLine(None),
            }],
        };
        p.twins = vec![Twin {
            continued: false,
            commands: vec![TwinCommand::Kept(KeptTwinCommand {
                text: "PolishType".into(),
                line: SourceLine(None),
            })],
            line: SourceLine(None),
        }];
        s
    }

    #[test]
    fn kept_elements_round_trip_with_their_toml_lines() {
        let s = kept_session();
        let text = s.to_toml();
        let back = Session::from_toml(&text).unwrap();
        assert_eq!(back, s, "{text}");
        assert_eq!(back.to_toml(), text);
        let line_of = |needle: &str| {
            let i = text
                .find(needle)
                .unwrap_or_else(|| panic!("{needle} in {text}"));
            Some(text[..i].matches('\n').count() as u32 + 1)
        };
        let p = &back.problems[0].problem;
        assert_eq!(
            p.kept.stipulation.as_ref().unwrap().line.0,
            line_of("sstipulation = ")
        );
        assert_eq!(
            p.kept.conditions[0].line.0,
            line_of("{ name = \"Wormholes\"")
        );
        assert_eq!(p.kept.options[1].line.0, line_of("{ name = \"MaxTime\""));
        assert_eq!(p.kept.pieces[1].line.0, line_of("{ square = \"g3\""));
        assert_eq!(p.kept.commands[0].line.0, line_of("{ keyword = \"latex\""));
        let TwinCommand::Kept(k) = &p.twins[0].commands[0] else {
            panic!("{:?}", p.twins[0]);
        };
        assert_eq!(k.line.0, line_of("{ kept = "));
        // The refusal names the TOML lines.
        let names: Vec<String> = p.unsupported().iter().map(|u| u.to_string()).collect();
        assert_eq!(
            names[0],
            format!(
                "sstipulation white 3a[dia]d (line {})",
                line_of("sstipulation").unwrap()
            )
        );
        for key in [
            "award = \"1st Prize\"",
            "language = \"german\"",
            "zero_position = true",
            "[problem.kept]",
            "{ square = \"h3\", colour = \"n\", code = \"sc\" }",
            "attributes = [\"royal\", \"kamikaze\"]",
        ] {
            assert!(text.contains(key), "{key} in {text}");
        }
    }

    #[test]
    fn an_english_problem_writes_no_language() {
        let s = session_of(Vec::new());
        let text = s.to_toml();
        assert!(!text.contains("language"), "{text}");
        assert!(!text.contains("zero_position"), "{text}");
        assert!(!text.contains("[problem.kept]"), "{text}");
        let text = format!("{}language = \"english\"\n", minimal_problem());
        let back = Session::from_toml(&text).unwrap();
        assert_eq!(back.problems[0].problem.meta.language, Language::English);
    }

    fn minimal_problem() -> String {
        "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n".into()
    }

    #[test]
    fn bad_kept_elements_say_what_and_where() {
        let base = minimal_problem();
        // (text after the problem's keys, line, column, field, part of the message)
        let cases: &[(&str, usize, usize, &str, &str)] = &[
            ("language = \"latin\"\n", 4, 12, "language", "unknown language 'latin'"),
            (
                "[problem.kept]\nstipulation = \"x2\"\nsstipulation = \"white x2\"\n",
                6,
                16,
                "kept.sstipulation",
                "not both",
            ),
            ("[problem.kept]\nstipulation = \" \"\n", 5, 15, "kept.stipulation", "empty"),
            (
                "[problem.kept]\nconditions = [{ name = \"Wormholes\", words = [\"a b\"] }]\n",
                5,
                46,
                "kept.conditions",
                "'a b' is not one word",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e1\", colour = \"w\", code = \"bo\" }]\n",
                5,
                22,
                "kept.pieces",
                "holds the diagram's wK",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e3\", colour = \"x\", code = \"bo\" }]\n",
                5,
                37,
                "kept.pieces",
                "unknown colour 'x'",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e3\", colour = \"w\", code = \"r-o\" }]\n",
                5,
                49,
                "kept.pieces",
                "not a Popeye piece code",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e3\", colour = \"w\" }]\n",
                5,
                11,
                "kept.pieces",
                "missing the piece",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e3\", colour = \"w\", kind = \"XX\" }]\n",
                5,
                49,
                "kept.pieces",
                "unknown piece 'XX'",
            ),
            (
                "[problem.kept]\npieces = [{ square = \"e3\", colour = \"w\", code = \"bo\" },\n  { square = \"e3\", colour = \"b\", code = \"bo\" }]\n",
                6,
                14,
                "kept.pieces",
                "two kept pieces on e3",
            ),
            (
                "[problem.kept]\noptions = [{ name = \"MaxTime\", wrods = [] }]\n",
                5,
                32,
                "kept.options",
                "unknown field `wrods`",
            ),
            (
                "[[problem.twin]]\ncommands = [{ kept = \"a\\nb\" }]\n",
                5,
                22,
                "twin 1, command 1",
                "spans several lines",
            ),
        ];
        for (tail, line, column, field, message) in cases {
            let e = error(&format!("{base}{tail}"));
            assert_eq!(
                (e.line, e.column, e.problem, e.field.as_deref()),
                (Some(*line), Some(*column), Some(1), Some(*field)),
                "{tail}: {e}"
            );
            assert!(e.message.contains(message), "{tail}: {e}");
        }
    }

    #[test]
    fn current_problem_is_clamped() {
        let text = "version = 1\n[ui]\ncurrent = 7\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n";
        assert_eq!(Session::from_toml(text).unwrap().ui.current, 0);
    }
}
