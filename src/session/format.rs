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
//! author = "Vaclav Kotesovec"
//! origin = "3rd Prize, Rex Multiplex 1986"
//! stipulation = "#2"
//! diagram = "k6B/2Q5/pPN1p3/N3P1P1/2PP1p2/4pP2/3pP2p/3KbBbr w - - 0 1 imitators=c2"
//! intended = 1
//! notes = "Zugzwang; the set mates come back in a cyclic shift."
//! conditions = [
//!   { name = "imitator", promotion = true, no_hurdle = false, hurdle_at_departure = true },
//! ]
//!
//! [problem.options]
//! variation = true
//! try = true
//!
//! [[problem.twin]]
//! continued = false
//! commands = [
//!   { move = ["d1", "d2"] },
//!   { stipulation = "#3" },
//! ]
//! ```
//!
//! * `version` (required): the format version, 1. Another number is an error.
//! * `[ui]` (optional, every key optional): `current` is the problem shown, counted from 1
//!   (default 1; a number past the last problem shows the last one); `cursor` the board
//!   cursor's square (default `a1`); `theme` a theme's name (default `dark`); `glyphs` one of
//!   `letters` (default), `figurines`, `popeye`.
//! * `[[problem]]`, once per problem, in order:
//!   * `diagram` (required): the position as an extended FEN (see [`crate::notation::fen`]):
//!     pieces, side to move, castling rights, e.p. square, Tokens, a pending Circé
//!     Parrain rebirth, and for Four Double Acts the kinds of the last two moves and the Qi
//!     castling rights.
//!   * `rook_rights`: a list of corner squares (`["h1"]`) whose rook keeps its castling right
//!     although its king has lost its own. FEN cannot show these (its letters start from the
//!     king's right), and they cannot castle, but they matter to twins, which recompute
//!     castling rights from the diagram's: a Popeye file gives every rook on its corner this
//!     right. Written only when there are some.
//!   * `stipulation`: Popeye's syntax (`#2`, `h#2.5`, `ser-h#12`, …); absent while the
//!     composer has not set one.
//!   * `intended`: the number of solutions the problem should have (default 1).
//!   * `notes`: free text (default empty).
//!   * `author`, `origin`, `title`: optional text, several lines allowed; `remarks`: a list.
//!   * `conditions`: a list of tables, each with `name` and that condition's options. Absent
//!     options are `false`: this is feerie's own default, so in a session promotion into an
//!     Imitator is off unless `promotion = true` says so (RULES.md §1.5), whereas a Popeye file
//!     without `NoIProm` means it is on. feerie writes every option explicitly.
//!     * `{ name = "imitator", promotion, no_hurdle, hurdle_at_departure }`
//!     * `{ name = "circe parrain", castling_king_only }`
//!     * `{ name = "miroir", transfer, castling, pawn_promotion }` (RULES.md §3.3), strings
//!       whose absence means the recommended reading: `transfer = "each_possible"` or
//!       `"all_or_nothing"`, `castling = "king_active"`, `"forbidden"` or `"rook_active"`,
//!       `pawn_promotion = "mover_chooses"` or `"no_transfer"`.
//!     * `{ name = "dynamo", equal_distances, ep_push_stays, passive_promotion_queen,
//!       castling_kept_when_displaced, merge_exits, no_exit_pull, ep_plain_double_step_only }`
//!       (RULES.md §5.9; every option `false` is the recommended reading)
//!     * `{ name = "four double acts", double_step_pawn_rank, castling_by_squares,
//!       promotion_sets_promoted_kind, no_chains, king_lends_nothing, pawnrider_double_step,
//!       merge_kinds, check_by_defenders_kind }` (RULES.md §4.7 F-2 … F-9; every option
//!       `false` is the recommended reading). The kind of the last move and of the one before,
//!       and the Qi castling rights, are part of the diagram (FEN's `lastmove=`, `prevmove=`,
//!       `qi=`).
//!   * `[problem.options]`: `variation`, `try`, `set_play`, `no_threat`, `white_to_play`,
//!     `half_duplex`, `duplex`, `no_board`, `intelligent` (booleans, default `false`);
//!     `threat`, `defence`, `max_solutions` (numbers, absent by default).
//!   * `[[problem.twin]]`, once per twin: `continued` (default `false`: the twin applies to
//!     the diagram, not to the previous twin) and `commands`, a list of one-key tables:
//!     `{ move = ["e1", "e2"] }`, `{ exchange = ["e1", "e2"] }`, `{ remove = "e4" }`,
//!     `{ add = "wGe4" }` (colour `w`, `b` or `n`, the piece's Popeye letters in upper case,
//!     the square), `{ substitute = ["Q", "G"] }`, `{ rotate = 90 }` (90, 180 or 270),
//!     `{ mirror = "a1<-->h1" }` (or `a1<-->a8`, `a1<-->h8`, `a8<-->h1`),
//!     `{ shift = ["a1", "b2"] }`, `{ stipulation = "h#3" }`,
//!     `{ conditions = [ …tables as above… ] }`, `{ imitators = ["a3", "w:c5"] }` (the
//!     Tokens a condition twin sets, `w:`/`b:` for monochrome ones).
//!
//! Unknown keys are errors, so that a misspelt option is never silently ignored. Every error
//! is one line naming the problem (counted from 1), the field, and the TOML line and column
//! where known: `line 9, column 11: problem 2, diagram: FEN field 3 (castling), …`. Reading
//! never panics.

use std::fmt;
use std::ops::Range;
use std::path::PathBuf;

use serde::Deserialize;
use toml::Spanned;

use crate::conditions::{
    DynamoOptions, FdaOptions, ImitatorOptions, MiroirCastling, MiroirOptions, MiroirPawnPromotion,
    MiroirTransfer, ParrainOptions,
};
use crate::notation::fen::{parse_fen, to_fen};
use crate::rules::position::{TokenColour, MAX_TOKENS};
use crate::rules::problem::{Meta, MirrorAxis, Options, Problem, Stipulation, Twin, TwinCommand};
use crate::rules::Condition;
use crate::rules::{Colour, Piece, PieceKind, Position, Side, Square};

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
        let mut problems = Vec::with_capacity(raw.problems.len());
        for (i, rp) in raw.problems.into_iter().enumerate() {
            problems.push(convert_problem(rp).map_err(|e| e.into_error(text, Some(i + 1)))?);
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

fn condition_table(c: &Condition) -> String {
    if let Some(o) = c.options::<crate::conditions::ImitatorOptions>() {
        format!(
            "{{ name = \"imitator\", promotion = {}, no_hurdle = {}, hurdle_at_departure = {} }}",
            o.promotion, o.no_hurdle, o.hurdle_at_departure
        )
    } else if let Some(o) = c.options::<crate::conditions::ParrainOptions>() {
        format!(
            "{{ name = \"circe parrain\", castling_king_only = {} }}",
            o.castling_king_only
        )
    } else if let Some(o) = c.options::<crate::conditions::MiroirOptions>() {
        format!(
            "{{ name = \"miroir\", transfer = \"{}\", castling = \"{}\", pawn_promotion = \"{}\" }}",
            match o.transfer {
                MiroirTransfer::EachPossible => "each_possible",
                MiroirTransfer::AllOrNothing => "all_or_nothing",
            },
            match o.castling {
                MiroirCastling::KingActive => "king_active",
                MiroirCastling::Forbidden => "forbidden",
                MiroirCastling::RookActive => "rook_active",
            },
            match o.pawn_promotion {
                MiroirPawnPromotion::MoverChooses => "mover_chooses",
                MiroirPawnPromotion::NoTransfer => "no_transfer",
            },
        )
    } else if let Some(o) = c.options::<crate::conditions::DynamoOptions>() {
        let mut o = *o;
        let fields: Vec<String> = crate::conditions::dynamo::OPTION_KEYWORDS
            .iter()
            .map(|k| format!("{k} = {}", o.flag_mut(k).expect("a known keyword")))
            .collect();
        format!("{{ name = \"dynamo\", {} }}", fields.join(", "))
    } else if let Some(o) = c.options::<crate::conditions::FdaOptions>() {
        let mut o = *o;
        let fields: Vec<String> = crate::conditions::FDA_OPTION_KEYWORDS
            .iter()
            .map(|k| format!("{k} = {}", o.flag_mut(k).expect("a known keyword")))
            .collect();
        format!("{{ name = \"four double acts\", {} }}", fields.join(", "))
    } else {
        format!("{{ name = \"{}\" }}", c.name())
    }
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

fn imitator_name(sq: Square, colour: TokenColour) -> String {
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
        TwinCommand::Add(p, s) => format!("{{ add = {} }}", quote(&piece_on(*p, *s))),
        TwinCommand::Substitute(a, b) => pair(
            "substitute",
            a.letters().to_string(),
            b.letters().to_string(),
        ),
        TwinCommand::Rotate(n) => format!("{{ rotate = {n} }}"),
        TwinCommand::Mirror(axis) => format!("{{ mirror = {} }}", quote(mirror_name(*axis))),
        TwinCommand::Shift(a, b) => pair("shift", a.to_string(), b.to_string()),
        TwinCommand::Stipulation(s) => format!("{{ stipulation = {} }}", quote(&s.to_string())),
        TwinCommand::Condition(cs) => {
            let tables: Vec<String> = cs.iter().map(condition_table).collect();
            format!("{{ conditions = [{}] }}", tables.join(", "))
        }
        TwinCommand::Tokens(list) => format!(
            "{{ imitators = {} }}",
            quoted_list(list.iter().map(|&(sq, c)| imitator_name(sq, c)))
        ),
    }
}

/// The corner rooks that keep a castling right while their king has lost its own: FEN
/// cannot show them (its letters give a king's right first), yet they matter to twins, which
/// recompute castling rights from the diagram's.
fn hidden_rook_rights(pos: &Position) -> Vec<Square> {
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

fn write_options(out: &mut String, o: &Options) {
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
    ] {
        if on {
            lines.push(format!("{key} = true"));
        }
    }
    for (value, key) in [
        (o.threat, "threat"),
        (o.defence, "defence"),
        (o.max_solutions, "max_solutions"),
    ] {
        if let Some(n) = value {
            lines.push(format!("{key} = {n}"));
        }
    }
    if !lines.is_empty() {
        out.push_str("\n[problem.options]\n");
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
    }
}

fn write_problem(out: &mut String, sp: &SessionProblem) {
    let p = &sp.problem;
    out.push_str("\n[[problem]]\n");
    for (key, value) in [
        ("title", &p.meta.title),
        ("author", &p.meta.author),
        ("origin", &p.meta.origin),
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
    if let Some(s) = &p.stipulation {
        out.push_str(&format!("stipulation = {}\n", quote(&s.to_string())));
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
    write_options(out, &p.options);
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
    #[serde(default)]
    conditions: Vec<Spanned<RawCondition>>,
    #[serde(default)]
    options: RawOptions,
    #[serde(default, rename = "twin")]
    twins: Vec<RawTwin>,
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
    threat: Option<u32>,
    defence: Option<u32>,
    max_solutions: Option<u32>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(tag = "name", deny_unknown_fields)]
enum RawCondition {
    #[serde(rename = "imitator")]
    Imitator {
        #[serde(default)]
        promotion: bool,
        #[serde(default)]
        no_hurdle: bool,
        #[serde(default)]
        hurdle_at_departure: bool,
    },
    #[serde(rename = "circe parrain")]
    CirceParrain {
        #[serde(default)]
        castling_king_only: bool,
    },
    #[serde(rename = "miroir")]
    Miroir {
        #[serde(default)]
        transfer: RawMiroirTransfer,
        #[serde(default)]
        castling: RawMiroirCastling,
        #[serde(default)]
        pawn_promotion: RawMiroirPawnPromotion,
    },
    #[serde(rename = "dynamo")]
    Dynamo {
        #[serde(default)]
        equal_distances: bool,
        #[serde(default)]
        ep_push_stays: bool,
        #[serde(default)]
        passive_promotion_queen: bool,
        #[serde(default)]
        castling_kept_when_displaced: bool,
        #[serde(default)]
        merge_exits: bool,
        #[serde(default)]
        no_exit_pull: bool,
        #[serde(default)]
        ep_plain_double_step_only: bool,
    },
    #[serde(rename = "four double acts")]
    FourDoubleActs {
        #[serde(default)]
        double_step_pawn_rank: bool,
        #[serde(default)]
        castling_by_squares: bool,
        #[serde(default)]
        promotion_sets_promoted_kind: bool,
        #[serde(default)]
        no_chains: bool,
        #[serde(default)]
        king_lends_nothing: bool,
        #[serde(default)]
        pawnrider_double_step: bool,
        #[serde(default)]
        merge_kinds: bool,
        #[serde(default)]
        check_by_defenders_kind: bool,
    },
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum RawMiroirTransfer {
    #[default]
    EachPossible,
    AllOrNothing,
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum RawMiroirCastling {
    #[default]
    KingActive,
    Forbidden,
    RookActive,
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum RawMiroirPawnPromotion {
    #[default]
    MoverChooses,
    NoTransfer,
}

impl RawCondition {
    fn condition(self) -> Condition {
        match self {
            RawCondition::Imitator {
                promotion,
                no_hurdle,
                hurdle_at_departure,
            } => Condition::new(ImitatorOptions {
                promotion,
                no_hurdle,
                hurdle_at_departure,
            }),
            RawCondition::CirceParrain { castling_king_only } => {
                Condition::new(ParrainOptions { castling_king_only })
            }
            RawCondition::Miroir {
                transfer,
                castling,
                pawn_promotion,
            } => Condition::new(MiroirOptions {
                transfer: match transfer {
                    RawMiroirTransfer::EachPossible => MiroirTransfer::EachPossible,
                    RawMiroirTransfer::AllOrNothing => MiroirTransfer::AllOrNothing,
                },
                castling: match castling {
                    RawMiroirCastling::KingActive => MiroirCastling::KingActive,
                    RawMiroirCastling::Forbidden => MiroirCastling::Forbidden,
                    RawMiroirCastling::RookActive => MiroirCastling::RookActive,
                },
                pawn_promotion: match pawn_promotion {
                    RawMiroirPawnPromotion::MoverChooses => MiroirPawnPromotion::MoverChooses,
                    RawMiroirPawnPromotion::NoTransfer => MiroirPawnPromotion::NoTransfer,
                },
            }),
            RawCondition::Dynamo {
                equal_distances,
                ep_push_stays,
                passive_promotion_queen,
                castling_kept_when_displaced,
                merge_exits,
                no_exit_pull,
                ep_plain_double_step_only,
            } => Condition::new(DynamoOptions {
                equal_distances,
                ep_push_stays,
                passive_promotion_queen,
                castling_kept_when_displaced,
                merge_exits,
                no_exit_pull,
                ep_plain_double_step_only,
            }),
            RawCondition::FourDoubleActs {
                double_step_pawn_rank,
                castling_by_squares,
                promotion_sets_promoted_kind,
                no_chains,
                king_lends_nothing,
                pawnrider_double_step,
                merge_kinds,
                check_by_defenders_kind,
            } => Condition::new(FdaOptions {
                double_step_pawn_rank,
                castling_by_squares,
                promotion_sets_promoted_kind,
                no_chains,
                king_lends_nothing,
                pawnrider_double_step,
                merge_kinds,
                check_by_defenders_kind,
            }),
        }
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

#[derive(Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
enum RawCommand {
    Move(Text, Text),
    Exchange(Text, Text),
    Remove(Text),
    Add(Text),
    Substitute(Text, Text),
    Rotate(Spanned<i64>),
    Mirror(Text),
    Shift(Text, Text),
    Stipulation(Text),
    Conditions(Vec<RawCondition>),
    Imitators(Vec<Text>),
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
fn line_column(text: &str, offset: usize) -> (usize, usize) {
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
    let split = rest
        .find(|c: char| !c.is_ascii_uppercase())
        .unwrap_or(rest.len());
    let (letters, square) = rest.split_at(split);
    let kind = PieceKind::from_letters(letters)
        .ok_or_else(|| fail(format!("'{value}': unknown piece '{letters}'")))?;
    let sq = Square::parse(square)
        .filter(|_| square.starts_with(|c: char| c.is_ascii_lowercase()))
        .ok_or_else(|| fail(format!("'{value}': '{square}' is not a square")))?;
    Ok((Piece::new(colour, kind), sq))
}

fn stipulation_named(text: &Text, field: &str) -> Result<Stipulation, Bad> {
    Stipulation::parse(text.get_ref()).map_err(|m| bad(text.span(), field, m))
}

/// The conditions of a list, each at most once.
fn conditions(raw: &[(RawCondition, Range<usize>)], field: &str) -> Result<Vec<Condition>, Bad> {
    let mut out: Vec<Condition> = Vec::new();
    for (rc, span) in raw {
        let c = rc.condition();
        if out.iter().any(|o| o.name() == c.name()) {
            return Err(bad(
                span.clone(),
                field,
                format!("{} is given twice", c.name()),
            ));
        }
        out.push(c);
    }
    Ok(out)
}

fn convert_command(cmd: &RawCommand, span: Range<usize>, field: &str) -> Result<TwinCommand, Bad> {
    Ok(match cmd {
        RawCommand::Move(a, b) => {
            TwinCommand::Move(square_named(a, field)?, square_named(b, field)?)
        }
        RawCommand::Exchange(a, b) => {
            TwinCommand::Exchange(square_named(a, field)?, square_named(b, field)?)
        }
        RawCommand::Remove(a) => TwinCommand::Remove(square_named(a, field)?),
        RawCommand::Add(a) => {
            let (piece, sq) = piece_named(a, field)?;
            TwinCommand::Add(piece, sq)
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
        RawCommand::Stipulation(s) => TwinCommand::Stipulation(stipulation_named(s, field)?),
        RawCommand::Conditions(list) => {
            let raw: Vec<(RawCondition, Range<usize>)> =
                list.iter().map(|c| (*c, span.clone())).collect();
            TwinCommand::Condition(conditions(&raw, field)?)
        }
        RawCommand::Imitators(list) => {
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
                            format!("unknown Imitator colour '{prefix}:' (expected 'w:' or 'b:')"),
                        ))
                    }
                };
                let sq = Square::parse(sq)
                    .filter(|_| sq.starts_with(|c: char| c.is_ascii_lowercase()))
                    .ok_or_else(|| bad(item.span(), field, format!("'{sq}' is not a square")))?;
                if out.iter().any(|&(s, _)| s == sq) {
                    return Err(bad(item.span(), field, format!("two Imitators on {sq}")));
                }
                if out.len() == MAX_TOKENS {
                    return Err(bad(
                        item.span(),
                        field,
                        format!("more than {MAX_TOKENS} Imitators"),
                    ));
                }
                out.push((sq, colour));
            }
            TwinCommand::Tokens(out)
        }
    })
}

fn convert_problem(rp: RawProblem) -> Result<SessionProblem, Bad> {
    let mut position = parse_fen(rp.diagram.get_ref())
        .map_err(|e| bad(rp.diagram.span(), "diagram", e.to_string()))?;
    set_rook_rights(&mut position, &rp.rook_rights)?;
    let stipulation = match &rp.stipulation {
        Some(s) => Some(stipulation_named(s, "stipulation")?),
        None => None,
    };
    let raw: Vec<(RawCondition, Range<usize>)> = rp
        .conditions
        .iter()
        .map(|c| (*c.get_ref(), c.span()))
        .collect();
    let conditions = conditions(&raw, "conditions")?;
    let o = rp.options;
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
        intelligent: o.intelligent,
    };
    let mut twins = Vec::with_capacity(rp.twins.len());
    for (t, rt) in rp.twins.iter().enumerate() {
        let mut commands = Vec::with_capacity(rt.commands.len());
        for (c, cmd) in rt.commands.iter().enumerate() {
            let field = format!("twin {}, command {}", t + 1, c + 1);
            commands.push(convert_command(cmd.get_ref(), cmd.span(), &field)?);
        }
        twins.push(Twin {
            continued: rt.continued,
            commands,
        });
    }
    let mut problem = Problem::new(position);
    problem.stipulation = stipulation;
    problem.conditions = conditions;
    problem.options = options;
    problem.twins = twins;
    problem.meta = Meta {
        author: rp.author,
        origin: rp.origin,
        title: rp.title,
        remarks: rp.remarks,
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
    Ok(ui)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::popeye::parse_popeye;

    const KOTESOVEC: &str = "begin\nauthor Vaclav Kotesovec\norigin 3rd Prize, Rex Multiplex 1986\nstipulation #2\ncondition imitator c2\noption try variation setplay\npieces white kd1 qc7 bf1h8 sa5c6 pb6c4d4e2e5f3g5\n       black ka8 rh1 be1g1 pa6d2e3e6f4h2\nend\n";

    fn session_of(text: &str) -> Session {
        Session::from_problems(parse_popeye(text).unwrap())
    }

    fn error(text: &str) -> FormatError {
        match Session::from_toml(text) {
            Err(SessionError::Format(e)) => e,
            other => panic!("expected a format error, got {other:?}"),
        }
    }

    #[test]
    fn a_popeye_problem_round_trips() {
        let mut s = session_of(KOTESOVEC);
        s.problems[0].notes = "line one\nline \"two\"".into();
        s.problems[0].intended = 2;
        s.ui.cursor = Square::new(3, 4);
        s.ui.glyphs = GlyphSet::Figurines;
        let text = s.to_toml();
        assert_eq!(Session::from_toml(&text).unwrap(), s, "{text}");
        assert!(text.contains("promotion = true"), "{text}");
        assert!(text.contains("hurdle_at_departure = true"), "{text}");
    }

    #[test]
    fn imitator_promotion_is_off_unless_the_session_says_so() {
        let text = "version = 1\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1 imitators=c2\"\nconditions = [{ name = \"imitator\" }]\n";
        let s = Session::from_toml(text).unwrap();
        assert_eq!(
            s.problems[0].problem.conditions,
            vec![Condition::new(ImitatorOptions::default())]
        );
        assert_eq!(s.problems[0].intended, 1);
        assert_eq!(s.problems[0].problem.stipulation, None);
        assert_eq!(s.ui, UiState::default());
    }

    #[test]
    fn every_twin_command_round_trips() {
        let mut s = session_of(KOTESOVEC);
        let sq = |n: &str| Square::parse(n).unwrap();
        s.problems[0].problem.twins = vec![
            Twin {
                continued: false,
                commands: vec![
                    TwinCommand::Move(sq("d1"), sq("d2")),
                    TwinCommand::Exchange(sq("a1"), sq("p16")),
                    TwinCommand::Remove(sq("e4")),
                    TwinCommand::Add(Piece::new(Colour::Neutral, PieceKind::Mao), sq("e4")),
                    TwinCommand::Substitute(PieceKind::Queen, PieceKind::Grasshopper),
                ],
            },
            Twin {
                continued: true,
                commands: vec![
                    TwinCommand::Rotate(270),
                    TwinCommand::Mirror(MirrorAxis::AntiDiagonal),
                    TwinCommand::Shift(sq("a1"), sq("b2")),
                    TwinCommand::Stipulation(Stipulation::parse("h#2.5").unwrap()),
                    TwinCommand::Condition(vec![
                        Condition::new(ParrainOptions {
                            castling_king_only: true,
                        }),
                        Condition::new(ImitatorOptions {
                            promotion: false,
                            no_hurdle: true,
                            hurdle_at_departure: false,
                        }),
                    ]),
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
            },
        ];
        s.problems[0].problem.meta.remarks = vec!["".into(), "r".into()];
        s.problems[0].problem.meta.title = Some("T\nU".into());
        let text = s.to_toml();
        assert_eq!(Session::from_toml(&text).unwrap(), s, "{text}");
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
        assert_eq!(e.problem, None);

        let e = error("version = 1\n[[problem]\n");
        assert_eq!(e.line, Some(2));
        assert!(!e.to_string().contains('\n'));
    }

    #[test]
    fn current_problem_is_clamped() {
        let text = "version = 1\n[ui]\ncurrent = 7\n[[problem]]\ndiagram = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\n";
        assert_eq!(Session::from_toml(text).unwrap().ui.current, 0);
    }
}
