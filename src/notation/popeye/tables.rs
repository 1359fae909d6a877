//! Popeye's keyword tables (Popeye 4.104's `language_dependant.c`): each row gives one word's
//! meaning and its spelling in English, French and German, and the lookups that follow
//! Popeye's abbreviation rule.

use crate::rules::piece::{Colour, Language};
use crate::rules::problem::MirrorAxis;

pub(super) type Row<T> = (T, [&'static str; 3]);

pub(super) const LANGUAGES: [Language; 3] = [Language::English, Language::French, Language::German];

/// The index of `lang` in the tables' spellings.
pub(super) fn language_index(lang: Language) -> usize {
    LANGUAGES.iter().position(|l| *l == lang).unwrap_or(0)
}

pub(super) const BEGIN: [&str; 3] = ["beginproblem", "debutprobleme", "anfangproblem"];

/// The commands of a problem.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kw {
    Remark,
    StructuredStipulation,
    Author,
    Origin,
    Pieces,
    Condition,
    Option,
    Stipulation,
    Protocol,
    Title,
    LaTeX,
    LaTeXPieces,
    Award,
    InitialGameArray,
    Forsyth,
    End,
    Next,
    Twin,
    ZeroPosition,
    Board,
}

/// Popeye's keywords of the initial twin; looked up first.
#[rustfmt::skip]
pub(super) const KW_INITIAL: &[Row<Kw>] = &[
    (Kw::Remark, ["remark", "remarque", "bemerkung"]),
    (Kw::StructuredStipulation, ["sstipulation", "senonce", "sforderung"]),
    (Kw::Author, ["author", "auteur", "autor"]),
    (Kw::Origin, ["origin", "source", "quelle"]),
    (Kw::Pieces, ["pieces", "pieces", "steine"]),
    (Kw::Condition, ["condition", "condition", "bedingung"]),
    (Kw::Option, ["option", "option", "option"]),
    (Kw::Stipulation, ["stipulation", "enonce", "forderung"]),
    (Kw::Protocol, ["protocol", "protocol", "protokoll"]),
    (Kw::Title, ["title", "titre", "titel"]),
    (Kw::LaTeX, ["LaTeX", "LaTeX", "LaTeX"]),
    (Kw::LaTeXPieces, ["LaTeXPieces", "PiecesLaTeX", "LaTeXSteine"]),
    (Kw::Award, ["award", "prix", "auszeichnung"]),
    (Kw::InitialGameArray, ["InitialGameArray", "PositionInitialePartie", "PartieAnfangsStellung"]),
    (Kw::Forsyth, ["forsyth", "forsyth", "forsyth"]),
];

/// Popeye's end-of-problem keywords; looked up second.
#[rustfmt::skip]
pub(super) const KW_PROBLEM: &[Row<Kw>] = &[
    (Kw::End, ["endproblem", "finprobleme", "endeproblem"]),
    (Kw::Next, ["nextproblem", "asuivre", "weiteresproblem"]),
];

/// Popeye's end-of-twin keywords; looked up third.
#[rustfmt::skip]
pub(super) const KW_TWIN: &[Row<Kw>] = &[
    (Kw::Twin, ["twin", "jumeau", "zwilling"]),
    (Kw::ZeroPosition, ["zeroposition", "zeroposition", "nullstellung"]),
];

/// feerie's own keywords; looked up last, so that they never make a Popeye abbreviation
/// ambiguous.
pub(super) const KW_FEERIE: &[Row<Kw>] = &[(Kw::Board, ["board", "board", "board"])];

pub(super) const KW_GROUPS: [&[Row<Kw>]; 4] = [KW_INITIAL, KW_PROBLEM, KW_TWIN, KW_FEERIE];

/// The spelling of keyword `kw` in language `lang` (an index into the spellings).
pub(super) fn keyword_name(kw: Kw, lang: usize) -> &'static str {
    KW_GROUPS
        .iter()
        .flat_map(|g| g.iter())
        .find(|(k, _)| *k == kw)
        .map_or("", |(_, names)| names[lang])
}

/// A colour word of a piece list: a colour, or Popeye's count of total invisible pieces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum ColourWord {
    Colour(Colour),
    TotalInvisible,
}

#[rustfmt::skip]
pub(super) const COLOURS: &[Row<ColourWord>] = &[
    (ColourWord::Colour(Colour::White), ["white", "blanc", "weiss"]),
    (ColourWord::Colour(Colour::Black), ["black", "noir", "schwarz"]),
    (ColourWord::Colour(Colour::Neutral), ["neutral", "neutre", "neutral"]),
    (ColourWord::TotalInvisible, ["TotalInvisible", "TotalInvisible", "TotalUnsichtbar"]),
];

pub(super) fn colour_name(colour: Colour, lang: usize) -> &'static str {
    COLOURS
        .iter()
        .find(|(c, _)| *c == ColourWord::Colour(colour))
        .map_or("white", |(_, names)| names[lang])
}

/// Popeye's piece attributes (its `PieSpString`); a kept piece stores the English word in
/// lower case.
#[rustfmt::skip]
pub(super) const ATTRIBUTES: &[Row<()>] = &[
    ((), ["Royal", "Royale", "Koeniglich"]),
    ((), ["Kamikaze", "Kamikaze", "Kamikaze"]),
    ((), ["Paralysing", "Paralysante", "Paralysierend"]),
    ((), ["Chameleon", "Cameleon", "Chamaeleon"]),
    ((), ["Jigger", "Jigger", "Jigger"]),
    ((), ["Volage", "Volage", "Volage"]),
    ((), ["Functionary", "Fonctionnaire", "Beamtet"]),
    ((), ["HalfNeutral", "DemiNeutre", "HalbNeutral"]),
    ((), ["HurdleColourChanging", "CouleurEchangeantSautoir", "SprungbockFarbeWechselnd"]),
    ((), ["Protean", "Protee", "Proteisch"]),
    ((), ["Magic", "Magique", "Magisch"]),
    ((), ["Uncapturable", "Imprenable", "Unschlagbar"]),
    ((), ["Patrol", "Patrouille", "Patrouille"]),
    ((), ["Frischauf", "Frischauf", "Frischauf"]),
    ((), ["Bul", "Bul", "Bul"]),
    ((), ["Dob", "Dob", "Dob"]),
    ((), ["Anda", "Anda", "Anda"]),
    ((), ["AndaInverse", "AndaInverse", "AndaInvers"]),
    ((), ["AliceA", "AliceA", "AliceA"]),
    ((), ["AliceB", "AliceB", "AliceB"]),
];

/// The attribute stored as `english` (lower case) in language `lang`.
pub(super) fn attribute_name(english: &str, lang: usize) -> Option<&'static str> {
    ATTRIBUTES
        .iter()
        .find(|(_, names)| names[0].eq_ignore_ascii_case(english))
        .map(|(_, names)| names[lang])
}

/// Popeye's twinning commands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Tw {
    Move,
    Exchange,
    Stipulation,
    StructuredStipulation,
    Add,
    Remove,
    Continued,
    Rotate,
    Condition,
    PolishType,
    Mirror,
    Shift,
    Substitute,
}

#[rustfmt::skip]
pub(super) const TWIN_COMMANDS: &[Row<Tw>] = &[
    (Tw::Move, ["move", "deplacement", "versetze"]),
    (Tw::Exchange, ["exchange", "echange", "tausche"]),
    (Tw::Stipulation, ["stipulation", "enonce", "forderung"]),
    (Tw::StructuredStipulation, ["sstipulation", "senonce", "sforderung"]),
    (Tw::Add, ["add", "ajoute", "hinzufuegen"]),
    (Tw::Remove, ["remove", "ote", "entferne"]),
    (Tw::Continued, ["continued", "enplus", "ferner"]),
    (Tw::Rotate, ["rotate", "rotation", "drehung"]),
    (Tw::Condition, ["condition", "condition", "bedingung"]),
    (Tw::PolishType, ["PolishType", "CouleurEchange", "Farbwechsel"]),
    (Tw::Mirror, ["mirror", "miroir", "spiegelung"]),
    (Tw::Shift, ["shift", "translation", "verschiebung"]),
    (Tw::Substitute, ["substitute", "remplace", "ersetze"]),
];

pub(super) fn twin_command_name(tw: Tw, lang: usize) -> &'static str {
    TWIN_COMMANDS
        .iter()
        .find(|(t, _)| *t == tw)
        .map_or("", |(_, names)| names[lang])
}

#[rustfmt::skip]
pub(super) const MIRRORS: &[Row<MirrorAxis>] = &[
    (MirrorAxis::Files, ["a1<-->h1", "a1<-->h1", "a1<-->h1"]),
    (MirrorAxis::Ranks, ["a1<-->a8", "a1<-->a8", "a1<-->a8"]),
    (MirrorAxis::Diagonal, ["a1<-->h8", "a1<-->h8", "a1<-->h8"]),
    (MirrorAxis::AntiDiagonal, ["a8<-->h1", "a8<-->h1", "a8<-->h1"]),
];

pub(super) fn mirror_name(axis: MirrorAxis) -> &'static str {
    MIRRORS
        .iter()
        .find(|(a, _)| *a == axis)
        .map_or("a1<-->h1", |(_, n)| n[0])
}

/// Popeye's options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Opt {
    Defence,
    SetPlay,
    WhiteToPlay,
    Variation,
    Duplex,
    Threat,
    NoThreat,
    Try,
    MaxSolutions,
    EnPassant,
    NoBoard,
    HalfDuplex,
    Intelligent,
    MaxTime,
    StopOnShortSolutions,
    PostKeyPlay,
    GoalIsEnd,
    Quodlibet,
    MaxFlightsquares,
    KeepMatingPiece,
    TrivialTriesAvoid,
    NonTrivial,
    NoShortVariations,
    MatesIn1,
    CastlingMutuallyExclusive,
    NoCastling,
    /// A condition's option: its registry index and the index among its words.
    Condition(usize, usize),
    /// An option feerie keeps as words ([`crate::rules::kept::KeptOption`]).
    Kept(Words, Solving),
}

/// The words a kept option reads after its name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Words {
    None,
    /// A whole number if one follows.
    OptionalNumber,
    /// A move number, or numbers by ply with `:` between (`2:8:14`).
    MoveNumber,
}

/// Whether a kept option changes what is solved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Solving {
    Affects,
    OutputOnly,
}

use Solving::{Affects, OutputOnly};

/// Popeye's options in its order (`OptString`); the conditions' options follow them in the
/// reader's table. An option changes what is solved unless it only shapes the output or
/// limits the run: `NoWk` and `NoBk` (feerie needs no king), `MoveNumbers`, `StartMoveNumber` and
/// `UpToMoveNumber` (kept as read; the solver reads their numbers, see
/// `solver::move_numbers`), `Search`, `MultiSolutions` and `NoSymmetry` (Popeye reads them and does
/// nothing), `NoBoard`, `Beep`, `SuppressGrid`, `WriteGrid`.
#[rustfmt::skip]
pub(super) const OPTIONS: &[Row<Opt>] = &[
    (Opt::Defence, ["Defence", "Defense", "Widerlegung"]),
    (Opt::SetPlay, ["SetPlay", "Apparent", "Satzspiel"]),
    (Opt::WhiteToPlay, ["WhiteToPlay", "ApparentSeul", "WeissBeginnt"]),
    (Opt::Variation, ["Variations", "Variantes", "Varianten"]),
    (Opt::Kept(Words::None, OutputOnly), ["MoveNumbers", "Trace", "Zugnummern"]),
    (Opt::Kept(Words::MoveNumber, OutputOnly), ["StartMoveNumber", "Enroute", "StartZugnummer"]),
    (Opt::Kept(Words::None, OutputOnly), ["NoWk", "SansRB", "OhneWk"]),
    (Opt::Duplex, ["Duplex", "Duplex", "Duplex"]),
    (Opt::Kept(Words::None, OutputOnly), ["NoBk", "SansRN", "OhneSk"]),
    (Opt::Threat, ["Threat", "Menace", "Drohung"]),
    (Opt::NoThreat, ["NoThreat", "SansMenace", "OhneDrohung"]),
    (Opt::Try, ["Try", "Essais", "Verfuehrung"]),
    (Opt::MaxSolutions, ["MaxSolutions", "MaxSolutions", "MaxLoesungen"]),
    (Opt::MaxFlightsquares, ["MaxFlightsquares", "MaxCasesFuites", "MaxFluchtFelder"]),
    (Opt::Kept(Words::None, OutputOnly), ["Search", "Search", "Suchen"]),
    (Opt::Kept(Words::None, OutputOnly), ["MultiSolutions", "MultiSolutions", "MehrereLoesungen"]),
    (Opt::Kept(Words::None, OutputOnly), ["NoSymmetry", "NonSymetrique", "KeineSymmetrie"]),
    (Opt::NonTrivial, ["NonTrivial", "NonTrivial", "NichtTrivial"]),
    (Opt::KeepMatingPiece, ["KeepMatingPiece", "RetiensPieceMatante", "HalteMattsetzendenStein"]),
    (Opt::EnPassant, ["EnPassant", "EnPassant", "EnPassant"]),
    (Opt::NoBoard, ["NoBoard", "SansEchiquier", "OhneBrett"]),
    (Opt::NoShortVariations, ["NoShortVariations", "SansVariantesCourtes", "OhneKurzVarianten"]),
    (Opt::HalfDuplex, ["HalfDuplex", "DemiDuplex", "HalbDuplex"]),
    (Opt::PostKeyPlay, ["PostKeyPlay", "ApresCle", "NachSchluessel"]),
    (Opt::Intelligent, ["Intelligent", "Intelligent", "Intelligent"]),
    (Opt::MaxTime, ["MaxTime", "MaxTemps", "MaxZeit"]),
    (Opt::NoCastling, ["NoCastling", "SansRoquer", "KeineRochade"]),
    (Opt::Quodlibet, ["Quodlibet", "Quodlibet", "Quodlibet"]),
    (Opt::StopOnShortSolutions, ["StopOnShortSolutions", "FinApresSolutionsCourtes", "StopNachKurzloesungen"]),
    (Opt::Kept(Words::OptionalNumber, OutputOnly), ["Beep", "Bip", "Pieps"]),
    (Opt::Kept(Words::None, OutputOnly), ["SuppressGrid", "SansGrille", "OhneGitter"]),
    (Opt::Kept(Words::None, OutputOnly), ["WriteGrid", "AjouteGrille", "ZeichneGitter"]),
    (Opt::CastlingMutuallyExclusive, ["CastlingMutuallyExclusive", "RoquesMutuellementExclusifs", "RochadenGegenseitigAusschliessend"]),
    (Opt::GoalIsEnd, ["GoalIsEnd", "ButEstFin", "ZielIstEnde"]),
    (Opt::Kept(Words::None, Affects), ["UnpublishedOption", "OptionNonPubliee", "NichtPublizierteOption"]),
    (Opt::Kept(Words::None, Affects), ["NullMoves", "CoupsVides", "NullZuege"]),
    (Opt::Kept(Words::MoveNumber, OutputOnly), ["UpToMoveNumber", "JusquAuCoup", "BisZugnummer"]),
    (Opt::TrivialTriesAvoid, ["TrivialTriesAvoid", "TrivialEssaiSupprimer", "TrivialeFehlversucheUnterdruecken"]),
    (Opt::MatesIn1, ["MatesIn1", "MatsEn1", "MattsIn1"]),
];

/// The spelling in language `lang` of the option whose English name is `english`.
pub(super) fn option_name(english: &str, lang: usize) -> Option<&'static str> {
    OPTIONS
        .iter()
        .find(|(_, names)| names[0].eq_ignore_ascii_case(english))
        .map(|(_, names)| names[lang])
}

/// The spelling in language `lang` of the option `opt`.
pub(super) fn option_word(opt: Opt, lang: usize) -> &'static str {
    OPTIONS
        .iter()
        .find(|(o, _)| *o == opt)
        .map_or("", |(_, names)| names[lang])
}

// ----------------------------------------------------------------------------------------
// Lookups
// ----------------------------------------------------------------------------------------

/// The result of looking a token up in a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Found<T> {
    /// The meaning and the keyword's full spelling.
    One(T, &'static str),
    /// The token is a prefix of several keywords.
    Many(Vec<&'static str>),
    No,
}

pub(super) fn find_exact<T: Copy>(
    rows: &[Row<T>],
    lang: usize,
    tok: &str,
) -> Option<(T, &'static str)> {
    rows.iter()
        .find(|(_, names)| names[lang].eq_ignore_ascii_case(tok))
        .map(|(t, names)| (*t, names[lang]))
}

/// Keywords that `tok` is a proper prefix of (case-insensitive).
pub(super) fn find_prefix<T: Copy>(rows: &[Row<T>], lang: usize, tok: &str) -> Found<T> {
    if tok.is_empty() {
        return Found::No;
    }
    let mut hits: Vec<(T, &'static str)> = Vec::new();
    for (t, names) in rows {
        let name = names[lang];
        let is_prefix = name.len() > tok.len()
            && name.as_bytes()[..tok.len()].eq_ignore_ascii_case(tok.as_bytes());
        if is_prefix && !hits.iter().any(|&(_, h)| h.eq_ignore_ascii_case(name)) {
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
pub(super) fn find<T: Copy>(rows: &[Row<T>], lang: usize, tok: &str) -> Found<T> {
    match find_exact(rows, lang, tok) {
        Some((t, name)) => Found::One(t, name),
        None => find_prefix(rows, lang, tok),
    }
}

/// The language whose begin keyword `tok` abbreviates (at least `min_len` letters).
pub(super) fn begin_language(tok: &str, min_len: usize) -> Option<usize> {
    if tok.len() < min_len.max(1) {
        return None;
    }
    BEGIN.iter().position(|word| {
        word.len() >= tok.len() && word.as_bytes()[..tok.len()].eq_ignore_ascii_case(tok.as_bytes())
    })
}

/// Whether `tok` is a keyword of language `lang` (any table of the reader's, spelled out or
/// abbreviated uniquely), for the message that suggests the file's language.
pub(super) fn is_keyword_in(tok: &str, lang: usize) -> bool {
    let groups = KW_GROUPS.iter().take(3);
    groups.clone().any(|g| find_exact(g, lang, tok).is_some())
        || (tok.len() >= 4
            && groups
                .clone()
                .any(|g| matches!(find_prefix(g, lang, tok), Found::One(..))))
}
