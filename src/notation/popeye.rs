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
//! * `condition`: `imitator SQUARES`, `noiprom`, `circe parrain` / `parraincirce` (French and
//!   German `circeparrain`), `lastcapture COLOUR PIECESQUARE` (a condition in Popeye 4.104; it
//!   is accepted under `option` too, where older Popeye manuals list it). Every other condition
//!   is an error naming it.
//! * `option`: `variation`, `threat N`, `nothreat`, `try`, `defence N`, `setplay`,
//!   `maxsolutions N`, `whitetoplay`, `halfduplex`, `duplex`, `noboard`, `intelligent [N]`
//!   (kept, no effect; the number is ignored), `nowk`/`nobk` (accepted, no effect: feerie needs
//!   no king), `nocastling SQUARES`, `enpassant FROM OVER TO` (three squares written together,
//!   the double step just played), `lastcapture …`. Every other option is an error.
//! * `twin [continued] COMMAND …` with Popeye's twin commands `move`, `exchange`, `remove`,
//!   `add`, `substitute`, `rotate`, `mirror`, `shift`, `stipulation`, `condition`. Twins are
//!   kept as data. As in Popeye, only `twin`, `remark`, `end` and `nextproblem` may follow the
//!   first twin. `condition imitator SQUARES` in a twin gives the [`TwinCommand::Condition`]
//!   followed by a [`TwinCommand::Tokens`] with the squares, in their order (the colour
//!   words below apply as in the diagram); two Tokens on one square or more than
//!   [`MAX_TOKENS`] are errors, as in the diagram.
//!
//! Without `noiprom`, promotion into an Imitator is allowed, as Popeye has it:
//! `Condition::new(ImitatorOptions { promotion: true, .. })`.
//!
//! After a problem is read, castling rights are those of the game array
//! ([`Position::castling_from_array`]) minus the bits `nocastling` removes, the side to move is
//! [`Problem::first_mover`], and the position must pass [`Position::validate`].
//!
//! # feerie extensions
//!
//! * `board WxH` (`board 10x10`), each side from 1 to 16, before `pieces` and before any other
//!   square. Squares then go up to the board's size (`ra10`, `pp16`).
//! * `imitator a3 white c5 black f6`: a colour word before a list of squares makes the
//!   Tokens of that list monochrome ([`TokenColour::Of`]); plain squares are neutral
//!   Imitators. The colour word applies to the one list that follows it. Squares may also be
//!   separated by spaces (`imitator c4 d5`), which Popeye refuses.
//! * `nohurdle` among the conditions: Tokens need no hurdle when imitating a hop.
//! * `circeparrain` in English and `parraincirce` in French and German, besides Popeye's names.
//! * `miroir` (Échecs Miroir, RULES.md §3, in every language), with its options as further
//!   condition words (§3.3): `miroirallornothing` (M-1: every passive piece must be
//!   transferable), `miroirnocastling` or `miroirrookcastling` (M-2: no castling, or the rook is
//!   the active piece), `miroirnopromotion` (M-3: a passive pawn is not transferred onto its last
//!   rank). Without them the recommended readings hold. The writer writes them back.
//! * `dynamo` (the same word in every language): Dynamo chess (RULES.md §5), followed by any of
//!   its options `equal_distances`, `ep_push_stays`, `passive_promotion_queen`,
//!   `castling_kept_when_displaced`, `merge_exits`, `no_exit_pull`, `ep_plain_double_step_only`
//!   (RULES.md §5.9 D-1 … D-8; case and underscores do not matter). It cannot be combined with
//!   another condition.
//! * `fourdoubleacts` (or `4da`, the same in every language): Gilman's Four Double Acts
//!   (RULES.md §4), followed by any of its options `double_step_pawn_rank`,
//!   `castling_by_squares`, `promotion_sets_promoted_kind`, `no_chains`, `king_lends_nothing`,
//!   `pawnrider_double_step`, `merge_kinds`, `check_by_defenders_kind` (RULES.md §4.7 F-2 …
//!   F-9; case and underscores do not matter). Its six imitating pieces have the codes `cm`
//!   (Comedian), `cn` (Comedienne), `fm` (Fiancé), `ff` (Fiancée), `wm` (Widower), `wf`
//!   (Widow) in every language. With the condition, the Qi castling rights are those of the
//!   game array ([`crate::conditions::fda::rights_from_array`]: a king on a middle file of its two
//!   back ranks, with the rooks on the edge files of those ranks) minus the kings and rooks
//!   standing on a `nocastling` square.
//! * Options spelled out in full (never abbreviated, so that they make no Popeye abbreviation
//!   ambiguous): `lastmove KIND` and `prevmove KIND`, the orthodox kind of the last move and of
//!   the one before (Four Double Acts' Comedians imitate it, RULES.md §4.3, §4.7 F-9), as an
//!   English name (`king`, `queen`, `rook`, `bishop`, `knight`, `pawn`) or a piece code of the
//!   file's language (`lastmove r`, French `lastmove t`); `qirights ITEMS`, the Qi rights
//!   stated outright, as FEN's `qi=` field with the items as separate words (`qirights K Ra1
//!   Rj1 k ra10 rj10`, a rook beside its home file `Rb1:a`, `-` for none); it overrides the
//!   game array's rights and `nocastling`. The writer writes `lastmove`/`prevmove` when the
//!   position has them, and `qirights` only when `nocastling` cannot say the rights.
//! * `enpassant FROM OVER TO` also takes an imitating piece's double step (Four Double Acts).
//! * In a twin, `condition imitator [noiprom] [nohurdle]` may also come without squares: the
//!   Tokens then keep their squares (see [`crate::rules::twin`]). `lastcapture` cannot be
//!   changed by a twin.
//!
//! # Errors
//!
//! Every problem is an error with its line and column (1-based): unknown and ambiguous
//! keywords, unknown piece codes, bad squares and squares off the board, unsupported
//! conditions, options and keywords (`award`, `forsyth`, `zeroposition`, …), a missing
//! stipulation, an inconsistent `enpassant`, a position [`Position::validate`] refuses. Parsing
//! never panics.

use super::fen;
use crate::conditions::fda;
use crate::conditions::miroir;
use crate::conditions::{
    DynamoOptions, ImitatorOptions, MiroirCastling, MiroirOptions, MiroirPawnPromotion,
    MiroirTransfer, ParrainOptions,
};
use crate::conditions::{FdaOptions, FDA_OPTION_KEYWORDS};
use crate::rules::piece::{Colour, Language, Piece, PieceKind, Side};
use crate::rules::position::{Castling, EnPassant, Position, TokenColour, MAX_TOKENS};
use crate::rules::problem::{Meta, MirrorAxis, Options, Problem, Stipulation, Twin, TwinCommand};
use crate::rules::qi_castling::QiCastling;
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
    LastCapture,
    Other,
}

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
    // feerie: LastCapture is a condition in Popeye 4.104, an option in older manuals.
    (Opt::LastCapture, ["LastCapture", "DernierePrise", "LetzterSchlag"]),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cond {
    Imitator,
    NoIProm,
    NoHurdle,
    Circe,
    Parrain,
    LastCapture,
    Miroir,
    MiroirAllOrNothing,
    MiroirNoCastling,
    MiroirRookCastling,
    MiroirNoPromotion,
    Dynamo,
    FourDoubleActs,
    Other,
}

use Cond::Other as X;

#[rustfmt::skip]
const CONDITIONS: &[Row<Cond>] = &[
    (Cond::Circe, ["Circe", "Circe", "Circe"]),
    // feerie: Dynamo chess (RULES.md §5), unknown to Popeye.
    (Cond::Dynamo, ["Dynamo", "Dynamo", "Dynamo"]),
    (X, ["MirrorCirce", "CirceMalefique", "SpiegelCirce"]),
    (X, ["Madrasi", "Madrasi", "Madrasi"]),
    (X, ["Volage", "Volage", "Volage"]),
    (X, ["Hypervolage", "Hypervolage", "Hypervolage"]),
    (X, ["BichromChess", "Bichromatique", "BichromesSchach"]),
    (X, ["MonochromChess", "Monochromatique", "MonochromesSchach"]),
    (X, ["GridChess", "Grille", "Gitterschach"]),
    (X, ["KoeKo", "Koeko", "KoeKo"]),
    (X, ["BlackEdgeMover", "NoirBordCoup", "SchwarzerRandzueger"]),
    (X, ["WhiteEdgeMover", "BlancBordCoup", "WeisserRandzueger"]),
    (X, ["Leofamily", "Leofamily", "Leofamily"]),
    (X, ["ChineseChess", "Chinoises", "ChinesischesSchach"]),
    (X, ["Patrouille", "Patrouille", "PatrouilleSchach"]),
    (X, ["PWC", "CirceEchange", "PlatzwechselCirce"]),
    (X, ["NoCapture", "SansPrises", "Ohneschlag"]),
    (X, ["ImmunChess", "Immun", "Immunschach"]),
    (X, ["MirrorImmunChess", "ImmunMalefique", "SpiegelImmunschach"]),
    (X, ["ContactGridChess", "ContactGrille", "KontaktGitter"]),
    (Cond::Imitator, ["Imitator", "Imitator", "Imitator"]),
    (X, ["CavalierMajeur", "CavalierMajeur", "CavalierMajeur"]),
    (X, ["HaanerChess", "Haan", "HaanerSchach"]),
    (X, ["ChameleonCirce", "CirceCameleon", "ChamaeleonCirce"]),
    (X, ["CouscousCirce", "CirceCouscous", "CouscousCirce"]),
    (X, ["EquipollentsCirce", "CirceEquipollents", "EquipollentsCirce"]),
    (X, ["FileCirce", "FileCirce", "FileCirce"]),
    (X, ["BlackMaximummer", "NoirMaximum", "SchwarzerLaengstzueger"]),
    (X, ["BlackMinimummer", "NoirMinimum", "SchwarzerKuerzestzueger"]),
    (X, ["WhiteMaximummer", "BlancMaximum", "WeisserLaengstzueger"]),
    (X, ["WhiteMinimummer", "BlancMinimum", "WeisserKuerzestzueger"]),
    (X, ["MagicSquares", "CaseMagique", "MagischeFelder"]),
    (X, ["Sentinelles", "Sentinelles", "Sentinelles"]),
    (X, ["Tibet", "Tibet", "TibetSchach"]),
    (X, ["DoubleTibet", "DoubleTibet", "DoppeltibetSchach"]),
    (X, ["DiagramCirce", "CirceDiagramme", "DiagrammCirce"]),
    (X, ["Hole", "Trou", "Loch"]),
    (X, ["BlackMustCapture", "NoirPriseForce", "SchwarzerSchlagzwang"]),
    (X, ["WhiteMustCapture", "BlancPriseForce", "WeisserSchlagzwang"]),
    (X, ["ReflectiveKings", "RoisReflecteurs", "ReflektierendeKoenige"]),
    (X, ["TransmutedKings", "RoisTransmutes", "TransmutierendeKoenige"]),
    (X, ["BlackFollowMyLeader", "NoirPoursuite", "SchwarzerVerfolgungszueger"]),
    (X, ["WhiteFollowMyLeader", "BlancPoursuite", "WeisserVerfolgungszueger"]),
    (X, ["DuellistChess", "Duelliste", "Duellantenschach"]),
    (Cond::Parrain, ["ParrainCirce", "CirceParrain", "CirceParrain"]),
    (Cond::NoIProm, ["NoIProm", "SansIProm", "OhneIUW"]),
    (X, ["SymmetryCirce", "CirceSymetrique", "SymmetrieCirce"]),
    (X, ["VogtlaenderChess", "EchecsVogtlaender", "VogtlaenderSchach"]),
    (X, ["EinsteinChess", "EchecsEinstein", "EinsteinSchach"]),
    (X, ["Bicolores", "Bicolores", "Bicolores"]),
    (X, ["NewKoeko", "KoekoNouveaux", "NeuKoeko"]),
    (X, ["CirceClone", "CirceClone", "CirceClone"]),
    (X, ["AntiCirce", "AntiCirce", "AntiCirce"]),
    (X, ["MirrorFileCirce", "FileCirceMalefique", "SpiegelFileCirce"]),
    (X, ["AntipodeanCirce", "CirceAntipoden", "AntipodenCirce"]),
    (X, ["MirrorCirceClone", "CirceCloneMalefique", "SpiegelCirceclone"]),
    (X, ["MirrorAntiCirce", "AntiCirceMalefique", "AntiSpiegelCirce"]),
    (X, ["DiagramAntiCirce", "AntiCirceDiagramme", "AntiDiagrammCirce"]),
    (X, ["FileAntiCirce", "AntiFileCirce", "AntiFileCirce"]),
    (X, ["SymmetryAntiCirce", "AntiCirceSymetrique", "AntiSymmetrieCirce"]),
    (X, ["MirrorFileAntiCirce", "AntiFileCirceMalefique", "AntiSpiegelFileCirce"]),
    (X, ["AntipodeanAntiCirce", "AntiCirceAntipoden", "AntiAntipodenCirce"]),
    (X, ["EquipollentsAntiCirce", "AntiCirceEquipollents", "AntiEquipollentsCirce"]),
    (X, ["FileImmunChess", "ImmunFile", "FileImmunSchach"]),
    (X, ["DiagramImmunChess", "ImmunDiagramme", "DiagrammImmunSchach"]),
    (X, ["MirrorFileImmunChess", "ImmunFileMalefique", "SpiegelFileImmunSchach"]),
    (X, ["SymmetryImmunChess", "ImmunSymmetrique", "SymmetrieImmunSchach"]),
    (X, ["AntipodeanImmunChess", "ImmunAntipoden", "AntipodenImmunSchach"]),
    (X, ["EquipollentsImmunChess", "ImmunEquipollents", "EquipollentsImmunSchach"]),
    (X, ["ReversalEinsteinChess", "ReversEchecsEinstein", "ReversesEinsteinSchach"]),
    (X, ["SuperCirce", "SuperCirce", "SuperCirce"]),
    (X, ["RelegationChess", "Degradierung", "Degradierung"]),
    (X, ["NorskSjakk", "NorskSjakk", "NorskSjakk"]),
    (X, ["TraitorChess", "EchecsTraitor", "TraitorChess"]),
    (X, ["AndernachChess", "EchecsAndernach", "AndernachSchach"]),
    (X, ["WhiteForcedSquare", "BlancCaseForce", "WeissesZwangsfeld"]),
    (X, ["WhiteConsequentForcedSquare", "BlancCaseForceConsequent", "WeissesKonsequentesZwangsfeld"]),
    (X, ["BlackForcedSquare", "NoirCaseForce", "SchwarzesZwangsfeld"]),
    (X, ["BlackConsequentForcedSquare", "NoirCaseForceConsequent", "SchwarzesKonsequentesZwangsfeld"]),
    (X, ["ChameleonChess", "EchecsCameleon", "ChamaeleonSchach"]),
    (X, ["FunctionaryChess", "EchecsFonctionnaire", "BeamtenSchach"]),
    (X, ["GlasgowChess", "EchecsGlasgow", "GlasgowSchach"]),
    (X, ["AntiAndernachChess", "EchecsAntiAndernach", "AntiAndernachSchach"]),
    (X, ["FrischAufCirce", "FrischAufCirce", "FrischAufCirce"]),
    (X, ["VerticalMirrorCirce", "CirceMalefiqueVerticale", "VertikalesSpiegelCirce"]),
    (X, ["Isardam", "Isardam", "Isardam"]),
    (X, ["ChecklessChess", "SansEchecs", "OhneSchach"]),
    (X, ["DiametralCirce", "CirceDiametrale", "DiametralCirce"]),
    (X, ["PromOnly", "PromSeul", "UWnur"]),
    (X, ["RankCirce", "RankCirce", "RankCirce"]),
    (X, ["ExclusiveChess", "EchecsExclusif", "ExklusivSchach"]),
    (X, ["MarsCirce", "MarsCirce", "MarsCirce"]),
    (X, ["MarsMirrorCirce", "MarsCirceMalefique", "MarsSpiegelCirce"]),
    (X, ["PhantomChess", "EchecsPhantom", "PhantomSchach"]),
    (X, ["WhiteReflectiveKing", "BlancRoiReflecteur", "WeisserReflektierenderKoenig"]),
    (X, ["BlackReflectiveKing", "NoirRoiReflecteur", "SchwarzerReflektierenderKoenig"]),
    (X, ["WhiteTransmutedKing", "BlancRoiTransmute", "WeisserTransmutierenderKoenig"]),
    (X, ["BlackTransmutedKing", "NoirRoiTransmute", "SchwarzerTransmutierenderKoenig"]),
    (X, ["AntiEinsteinChess", "EchecsAntiEinstein", "AntiEinsteinSchach"]),
    (X, ["MirrorCouscousCirce", "CirceCouscousMalefique", "SpiegelCouscousCirce"]),
    (X, ["BlackRoyalSquare", "NoirCaseRoyal", "SchwarzesKoeniglichesFeld"]),
    (X, ["WhiteRoyalSquare", "BlancCaseRoyal", "WeissesKoeniglichesFeld"]),
    (X, ["BrunnerChess", "EchecsBrunner", "BrunnerSchach"]),
    (X, ["PlusChess", "EchecsPlus", "PlusSchach"]),
    (X, ["CirceAssassin", "CirceAssassin", "AssassinCirce"]),
    (X, ["PatienceChess", "EchecsPatience", "PatienceSchach"]),
    (X, ["RepublicanChess", "EchecsRepublicains", "RepublikanerSchach"]),
    (X, ["ExtinctionChess", "EchecsExtinction", "AusrottungsSchach"]),
    (X, ["CentralChess", "EchecsCentral", "ZentralSchach"]),
    (X, ["ActuatedRevolvingBoard", "ActuatedRevolvingBoard", "ActuatedRevolvingBoard"]),
    (X, ["MessignyChess", "EchecsMessigny", "MessignySchach"]),
    (X, ["Woozles", "Woozles", "Woozles"]),
    (X, ["BiWoozles", "BiWoozles", "BiWoozles"]),
    (X, ["Heffalumps", "Heffalumps", "Heffalumps"]),
    (X, ["BiHeffalumps", "BiHeffalumps", "BiHeffalumps"]),
    (X, ["WhitePromSquares", "BlancCasePromotion", "UWFeldWeiss"]),
    (X, ["BlackPromSquares", "NoirCasePromotion", "UWFeldSchwarz"]),
    (X, ["NoWhitePromotion", "SansBlancPromotion", "OhneWeissUW"]),
    (X, ["NoBlackPromotion", "SansNoirPromotion", "OhneSchwarzUW"]),
    (X, ["EiffelChess", "EchecsEiffel", "EiffelSchach"]),
    (X, ["BlackUltraSchachZwang", "NoirUltraSchachZwang", "SchwarzerUltraSchachZwang"]),
    (X, ["WhiteUltraSchachZwang", "BlancUltraSchachZwang", "WeisserUltraSchachZwang"]),
    (X, ["ActuatedRevolvingCentre", "ActuatedRevolvingCentre", "ActuatedRevolvingCentre"]),
    (X, ["ShieldedKings", "ShieldedKings", "SchutzKoenige"]),
    (X, ["CurrentlyUnused", "NonUtiliseActuellement", "ZurZeitUnverwendet"]),
    (X, ["LineChameleonChess", "EchecsCameleonLigne", "LinienChamaeleonSchach"]),
    (X, ["NoWhiteCapture", "BlancSansPrises", "WeisserOhneSchlag"]),
    (X, ["NoBlackCapture", "NoirSansPrises", "SchwarzerOhneSchlag"]),
    (X, ["AprilChess", "EchecsAvril", "Aprilschach"]),
    (X, ["AlphabeticChess", "EchecsAlphabetiques", "AlphabetischesSchach"]),
    (X, ["CirceTurncoats", "CirceTurncoats", "TurncoatCirce"]),
    (X, ["CirceDoubleAgents", "CirceDoubleAgents", "DoppelAgentenCirce"]),
    (X, ["AMU", "AMU", "AMU"]),
    (X, ["SingleBox", "SingleBox", "NurPartiesatzSteine"]),
    (X, ["MAFF", "MAFF", "MAFF"]),
    (X, ["OWU", "OWU", "OWU"]),
    (X, ["WhiteOscillatingKings", "BlancRoisOscillant", "WeisseOszillierendeKoenige"]),
    (X, ["BlackOscillatingKings", "NoirRoisOscillant", "SchwarzeOszillierendeKoenige"]),
    (X, ["AntiKings", "AntiRois", "AntiKoenige"]),
    (X, ["AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"]),
    (X, ["AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce", "AntiMarsMalefiqueCirce"]),
    (X, ["AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce"]),
    (X, ["WhiteSuperTransmutingKing", "BlancSuperRoiTransmute", "WeisserSuperTransmutierenderKoenig"]),
    (X, ["BlackSuperTransmutingKing", "NoirSuperRoiTransmute", "SchwarzerSuperTransmutierenderKoenig"]),
    (X, ["AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"]),
    (X, ["UltraPatrol", "UltraPatrouille", "UltraPatrouille"]),
    (X, ["SwappingKings", "RoisEchanges", "TauschKoenige"]),
    (X, ["RoyalDynasty", "DynastieRoyale", "KoenigsDynastie"]),
    (X, ["SAT", "SAT", "SAT"]),
    (X, ["StrictSAT", "StrictSAT", "StrictSAT"]),
    (X, ["Take&MakeChess", "Take&MakeEchecs", "Take&MakeSchach"]),
    (X, ["BlackSynchronMover", "NoirSynchronCoup", "SchwarzerSynchronZueger"]),
    (X, ["WhiteSynchronMover", "BlancSynchronCoup", "WeisserSynchronZueger"]),
    (X, ["BlackAntiSynchronMover", "NoirAntiSynchronCoup", "SchwarzerAntiSynchronZueger"]),
    (X, ["WhiteAntiSynchronMover", "BlancAntiSynchronCoup", "WeisserAntiSynchronZueger"]),
    (X, ["Masand", "Masand", "Masand"]),
    (X, ["BGL", "BGL", "BGL"]),
    (X, ["BlackChecks", "NoirEchecs", "SchwarzSchaecher"]),
    (X, ["AnnanChess", "AnnanEchecs", "Annanschach"]),
    (X, ["NormalPawn", "PionNormale", "NormalBauern"]),
    (X, ["Lortap", "Elliuortap", "Elliuortap"]),
    (X, ["VaultingKings", "VaultingKings", "VaultingKings"]),
    (X, ["WhiteVaultingKing", "BlancVaultingKing", "WeisserVaultingKing"]),
    (X, ["BlackVaultingKing", "NoirVaultingKing", "SchwarzerVaultingKing"]),
    (X, ["ProteanChess", "EchecsProtee", "ProteischesSchach"]),
    (X, ["GenevaChess", "EchecsGeneve", "GenferSchach"]),
    (X, ["ChameleonPursuit", "CameleonPoursuite", "ChamaeleonVerfolgung"]),
    (X, ["AntiKoeko", "AntiKoeko", "AntiKoeko"]),
    (X, ["CastlingChess", "EchecsRoque", "RochadeSchach"]),
    (X, ["LosingChess", "QuiPerdGagne", "Schlagschach"]),
    (X, ["Disparate", "Disparate", "Disparate"]),
    (X, ["GhostChess", "EchecsGhost", "Geisterschach"]),
    (X, ["HauntedChess", "EchecsHantes", "Spukschach"]),
    (X, ["ProvocationChess", "EchecsProvacateurs", "ProvokationSchach"]),
    (X, ["CageCirce", "CirceCage", "KaefigCirce"]),
    (X, ["Dummy", "Dummy", "Dummy"]),
    (X, ["Football", "Football", "Fussball"]),
    (X, ["ContraParrain", "ContraParrain", "KontraParrain"]),
    (X, ["KobulKings", "RoisKobul", "KobulKoenige"]),
    (X, ["ExchangeCastling", "EchangeRoque", "PlatzwechselRochade"]),
    (X, ["WhiteAlphabeticChess", "BlancEchecsAlphabetiques", "WeissesAlphabetischesSchach"]),
    (X, ["BlackAlphabeticChess", "NoirEchecsAlphabetiques", "SchwarzesAlphabetischesSchach"]),
    (X, ["CirceTake&Make", "CirceTake&Make", "CirceTake&Make"]),
    (X, ["SuperGuards", "Supergardes", "SuperDeckungen"]),
    (X, ["Wormholes", "TrousDeVer", "Wurmloecher"]),
    (X, ["MarineChess", "EchecsMarins", "MarinesSchach"]),
    (X, ["UltramarineChess", "EchecsUltramarins", "UltramarinesSchach"]),
    (X, ["BackHome", "Retour", "NachHause"]),
    (X, ["FaceToFace", "FaceAFace", "AngesichtZuAngesicht"]),
    (X, ["BackToBack", "DosADos", "RueckenAnRuecken"]),
    (X, ["CheekToCheek", "JoueAJoue", "WangeAnWange"]),
    (X, ["ChameleonSequence", "CameleonSequence", "Chamaeleonsequenz"]),
    (X, ["AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"]),
    (X, ["SnekChess", "EchecsSnek", "SnekSchach"]),
    (X, ["SnekCircleChess", "EchecsSnekCirculaires", "SnekZirkulaerSchach"]),
    (Cond::LastCapture, ["LastCapture", "DernierePrise", "LetzterSchlag"]),
    (X, ["ArgentinianChess", "EchecsArgentins", "ArgentinischesSchach"]),
    (X, ["LostPieces", "PiecesPerdues", "VerloreneSteine"]),
    (X, ["PartialParalysis", "ParalysePartielle", "PartielleParalyse"]),
    (X, ["VerticalSymmetryCirce", "CirceSymetriqueVerticale", "VertikaleSymmetrieCirce"]),
    (X, ["HorizontalSymmetryCirce", "CirceSymetriqueHorizontale", "HorizontaleSymmetrieCirce"]),
    (X, ["VerticalSymmetryAntiCirce", "AntiCirceSymetriqueVerticale", "VertikaleAntiSymmetrieCirce"]),
    (X, ["HorizontalSymmetryAntiCirce", "AntiCirceSymetriqueHorizontale", "HorizontaleAntiSymmetrieCirce"]),
    (X, ["ImmuneVerticalSymmetry", "ImmuneSymetriqueVerticale", "ImmuneVertikaleSymmetrie"]),
    (X, ["ImmuneHorizontalSymmetry", "ImmuneSymetriqueHorizontale", "ImmuneHorizontaleSymmetrie"]),
    // Popeye's "extra" conditions.
    (X, ["Maximummer", "Maximum", "Laengstzueger"]),
    (X, ["UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"]),
    // feerie's additions.
    (Cond::Parrain, ["CirceParrain", "ParrainCirce", "ParrainCirce"]),
    (Cond::NoHurdle, ["NoHurdle", "NoHurdle", "NoHurdle"]),
    (Cond::Miroir, ["Miroir", "Miroir", "Miroir"]),
    (Cond::MiroirAllOrNothing, ["MiroirAllOrNothing", "MiroirAllOrNothing", "MiroirAllOrNothing"]),
    (Cond::MiroirNoCastling, ["MiroirNoCastling", "MiroirNoCastling", "MiroirNoCastling"]),
    (Cond::MiroirRookCastling, ["MiroirRookCastling", "MiroirRookCastling", "MiroirRookCastling"]),
    (Cond::MiroirNoPromotion, ["MiroirNoPromotion", "MiroirNoPromotion", "MiroirNoPromotion"]),
    // feerie: Gilman's Four Double Acts (RULES.md §4), unknown to Popeye.
    (Cond::FourDoubleActs, ["FourDoubleActs", "FourDoubleActs", "FourDoubleActs"]),
    (Cond::FourDoubleActs, ["4DA", "4DA", "4DA"]),
];

/// feerie's own options, looked up only when spelled out in full (so that they never make a
/// Popeye abbreviation ambiguous): the kind of the last move and of the one before it (Four
/// Double Acts, RULES.md §4.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FeerieOpt {
    LastMove,
    PrevMove,
    QiRights,
}

const FEERIE_OPTIONS: &[Row<FeerieOpt>] = &[
    (FeerieOpt::LastMove, ["LastMove", "LastMove", "LastMove"]),
    (FeerieOpt::PrevMove, ["PrevMove", "PrevMove", "PrevMove"]),
    (FeerieOpt::QiRights, ["QiRights", "QiRights", "QiRights"]),
];

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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cv {
    Parrain,
    Other,
}

/// Popeye's Circe variants (the words after `circe`).
#[rustfmt::skip]
const CIRCE_VARIANTS: &[Row<Cv>] = &[
    (Cv::Other, ["RexInclusive", "RexInclusif", "RexInklusive"]),
    (Cv::Other, ["RexExclusive", "RexExclusif", "RexExklusive"]),
    (Cv::Other, ["Mirror", "Malefique", "Spiegel"]),
    (Cv::Other, ["Assassin", "Assassin", "Assassin"]),
    (Cv::Other, ["Diametral", "Diametral", "Diametral"]),
    (Cv::Other, ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"]),
    (Cv::Other, ["Clone", "Clone", "Clone"]),
    (Cv::Other, ["Chameleon", "Chameleon", "Chamaeleon"]),
    (Cv::Other, ["Turncoats", "Turncoats", "Turncoat"]),
    (Cv::Other, ["Couscous", "Couscous", "Couscous"]),
    (Cv::Other, ["LastMove", "CoupDernier", "LetzterZug"]),
    (Cv::Other, ["Equipollents", "Equipollents", "Equipollents"]),
    (Cv::Parrain, ["Parrain", "Parrain", "Parrain"]),
    (Cv::Other, ["ContraParrain", "ContraParrain", "ContraParrain"]),
    (Cv::Other, ["Cage", "Cage", "Kaefig"]),
    (Cv::Other, ["Rank", "Rangee", "Reihe"]),
    (Cv::Other, ["File", "Colonne", "File"]),
    (Cv::Other, ["Symmetry", "Symetrie", "Symmetrie"]),
    (Cv::Other, ["VerticalSymmetry", "VerticaleSymetrique", "VertikaleSymmetrie"]),
    (Cv::Other, ["HorizontalSymmetry", "HorizontaleSymetrique", "HorizontaleSymmetrie"]),
    (Cv::Other, ["Diagram", "Diagramme", "Diagramm"]),
    (Cv::Other, ["PWC", "Echange", "Platzwechsel"]),
    (Cv::Other, ["Antipodes", "Antipodes", "Antipoden"]),
    (Cv::Other, ["Take&Make", "Take&Make", "Take&Make"]),
    (Cv::Other, ["Super", "Super", "Super"]),
    (Cv::Other, ["April", "Avril", "April"]),
    (Cv::Other, ["Frischauf", "Frischauf", "Frischauf"]),
    (Cv::Other, ["Calvet", "Calvet", "Calvet"]),
    (Cv::Other, ["Cheylan", "Cheylan", "Cheylan"]),
    (Cv::Other, ["Strict", "Stricte", "Strikt"]),
    (Cv::Other, ["Relaxed", "Relache", "Locker"]),
    (Cv::Other, ["Volcanic", "Volcanique", "Vulkan"]),
    (Cv::Other, ["Parachute", "Parachute", "Fallschirm"]),
    (Cv::Other, ["Einstein", "Einstein", "Einstein"]),
    (Cv::Other, ["ReversalEinstein", "ReversEinstein", "ReversesEinstein"]),
];

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

#[derive(Clone, Copy, Debug)]
struct Loc {
    line: usize,
    column: usize,
}

fn error_at(loc: Loc, message: impl Into<String>) -> PopeyeError {
    PopeyeError {
        line: loc.line,
        column: loc.column,
        message: message.into(),
    }
}

/// A word of the input and where it starts.
#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    text: &'a str,
    loc: Loc,
    /// The first token of its line.
    line_start: bool,
}

impl Tok<'_> {
    fn err(&self, message: impl Into<String>) -> PopeyeError {
        error_at(self.loc, message)
    }
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
            loc,
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

/// A list of squares written together (`c4d5`, `a10b2`); `None` unless the whole text is one.
fn parse_squares(text: &str) -> Option<Vec<Square>> {
    let mut squares = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, used) = Square::parse_prefix(rest)?;
        squares.push(sq);
        rest = rest.get(used..)?;
    }
    (!squares.is_empty()).then_some(squares)
}

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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Imitator,
    Parrain,
    Miroir,
    Dynamo,
    FourDoubleActs,
}

/// Conditions as read, resolved into [`Condition`]s when the problem (or twin) is complete.
#[derive(Default, Debug)]
struct CondList {
    slots: Vec<Slot>,
    imitators: Vec<(Square, TokenColour, Loc)>,
    noiprom: Option<Loc>,
    nohurdle: Option<Loc>,
    /// The Miroir options given, each with where it was given.
    miroir: Vec<(Cond, Loc)>,
    last_capture: Option<(Piece, Square, Loc)>,
    dynamo: DynamoOptions,
    dynamo_at: Option<Loc>,
    fda: FdaOptions,
}

impl CondList {
    fn add(&mut self, slot: Slot, tok: &Tok) -> Result<(), PopeyeError> {
        if self.slots.contains(&slot) {
            return Err(tok.err(format!("condition '{}' given twice", tok.text)));
        }
        self.slots.push(slot);
        Ok(())
    }

    fn conditions(&self) -> Result<Vec<Condition>, PopeyeError> {
        let imitator = self.slots.contains(&Slot::Imitator);
        if let (Some(at), false) = (self.noiprom, imitator) {
            return Err(error_at(at, "'noiprom' needs the condition imitator"));
        }
        if let (Some(at), false) = (self.nohurdle, imitator) {
            return Err(error_at(at, "'nohurdle' needs the condition imitator"));
        }
        let miroir = self.miroir_options()?;
        if let (Some(at), true) = (self.dynamo_at, self.slots.len() > 1) {
            return Err(error_at(
                at,
                "'dynamo' cannot be combined with other conditions",
            ));
        }
        if let Some((_, _, at)) = self.last_capture {
            if !self.slots.contains(&Slot::Parrain) {
                return Err(error_at(
                    at,
                    "'lastcapture' needs the condition circe parrain",
                ));
            }
        }
        Ok(self
            .slots
            .iter()
            .map(|slot| match slot {
                Slot::Imitator => Condition::new(ImitatorOptions {
                    promotion: self.noiprom.is_none(),
                    no_hurdle: self.nohurdle.is_some(),
                    hurdle_at_departure: true,
                }),
                Slot::Parrain => Condition::new(ParrainOptions::default()),
                Slot::Miroir => Condition::new(miroir),
                Slot::Dynamo => Condition::new(self.dynamo),
                Slot::FourDoubleActs => Condition::new(self.fda),
            })
            .collect())
    }

    /// The Miroir options from their keywords, which need the condition itself.
    fn miroir_options(&self) -> Result<MiroirOptions, PopeyeError> {
        let mut opts = MiroirOptions::default();
        let mut castling: Option<Cond> = None;
        for &(cond, at) in &self.miroir {
            if !self.slots.contains(&Slot::Miroir) {
                return Err(error_at(
                    at,
                    "this Miroir option needs the condition miroir",
                ));
            }
            match cond {
                Cond::MiroirAllOrNothing => opts.transfer = MiroirTransfer::AllOrNothing,
                Cond::MiroirNoPromotion => opts.pawn_promotion = MiroirPawnPromotion::NoTransfer,
                Cond::MiroirNoCastling | Cond::MiroirRookCastling => {
                    if castling.is_some_and(|c| c != cond) {
                        return Err(error_at(
                            at,
                            "'miroirnocastling' and 'miroirrookcastling' exclude each other",
                        ));
                    }
                    castling = Some(cond);
                    opts.castling = if cond == Cond::MiroirNoCastling {
                        MiroirCastling::Forbidden
                    } else {
                        MiroirCastling::RookActive
                    };
                }
                _ => {}
            }
        }
        Ok(opts)
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
    conds: CondList,
    options: Options,
    nocastling: Vec<Square>,
    enpassant: Option<([Square; 3], Loc)>,
    /// Four Double Acts: the kind of the last move and of the one before (`option lastmove`).
    last_move: Option<PieceKind>,
    prev_move: Option<PieceKind>,
    /// Four Double Acts: the Qi rights as stated by `option qirights` (FEN's `qi=` syntax) and
    /// where.
    qi_rights: Option<(String, Loc)>,
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
    ) -> Result<Item<T>, PopeyeError> {
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
    fn argument(&mut self, kw: &Tok, needs: &str) -> Result<Tok<'a>, PopeyeError> {
        self.lx
            .next()
            .ok_or_else(|| kw.err(format!("'{}' needs {needs}", kw.text)))
    }

    fn squares_argument(
        &mut self,
        kw: &Tok,
        size: BoardSize,
        example: &str,
    ) -> Result<(Vec<Square>, Loc), PopeyeError> {
        let needs = format!("squares written together (e.g. '{} {example}')", kw.text);
        let tok = self.argument(kw, &needs)?;
        let squares = parse_squares(tok.text).ok_or_else(|| {
            tok.err(format!(
                "bad square list '{}': '{}' needs {needs}",
                tok.text, kw.text
            ))
        })?;
        check_on_board(&squares, size).map_err(|m| tok.err(m))?;
        Ok((squares, tok.loc))
    }

    fn number_argument(&mut self, kw: &Tok) -> Result<u32, PopeyeError> {
        let needs = format!("a number (e.g. '{} 2')", kw.text);
        let tok = self.argument(kw, &needs)?;
        tok.text
            .parse()
            .map_err(|_| tok.err(format!("'{}' needs {needs}, found '{}'", kw.text, tok.text)))
    }

    fn stipulation_argument(&mut self, kw: &Tok) -> Result<Stipulation, PopeyeError> {
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
    ) -> Result<(), PopeyeError> {
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

    /// `lastcapture COLOUR PIECESQUARE`, as a condition or an option.
    fn last_capture(
        &mut self,
        kw: &Tok,
        size: BoardSize,
        list: &mut CondList,
    ) -> Result<(), PopeyeError> {
        let lang = self.language();
        let needs = format!(
            "a colour, a piece and its square (e.g. '{} white pd3')",
            kw.text
        );
        let colour_tok = self.argument(kw, &needs)?;
        let colour = self.colour_word(colour_tok.text).ok_or_else(|| {
            colour_tok.err(format!(
                "expected a colour ({}) after '{}', found '{}'",
                self.colour_names(),
                kw.text,
                colour_tok.text
            ))
        })?;
        let piece_tok = self.argument(kw, &needs)?;
        let (kind, squares) =
            match piece_token(piece_tok.text, lang, size).map_err(|m| piece_tok.err(m))? {
                Some(found) => found,
                None => match code_alone(piece_tok.text, lang) {
                    Some(kind) => {
                        let sq_tok = self.argument(kw, &needs)?;
                        let squares = parse_squares(sq_tok.text)
                            .ok_or_else(|| sq_tok.err(format!("bad square '{}'", sq_tok.text)))?;
                        check_on_board(&squares, size).map_err(|m| sq_tok.err(m))?;
                        (kind, squares)
                    }
                    None => {
                        let message = bad_squares(piece_tok.text, lang).unwrap_or_else(|| {
                            format!(
                                "expected a piece and its square, found '{}'",
                                piece_tok.text
                            )
                        });
                        return Err(piece_tok.err(message));
                    }
                },
            };
        if squares.len() != 1 {
            return Err(piece_tok.err(format!("'{}' takes one piece on one square", kw.text)));
        }
        if kind == PieceKind::King {
            return Err(piece_tok.err("a king cannot be the last captured piece"));
        }
        if list.last_capture.is_some() {
            return Err(kw.err(format!("'{}' given twice", kw.text)));
        }
        list.last_capture = Some((Piece::new(colour, kind), squares[0], kw.loc));
        Ok(())
    }

    /// The squares after `imitator`, with feerie's colour words. A twin may give none.
    fn imitator_squares(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        list: &mut CondList,
    ) -> Result<(), PopeyeError> {
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            let (colour, squares_tok) = match parse_squares(tok.text) {
                Some(_) => (TokenColour::Neutral, tok),
                None => {
                    let colour = self.colour_word(tok.text);
                    let next = self.lx.peek2();
                    match (colour, next) {
                        (Some(c), Some(next)) if parse_squares(next.text).is_some() => {
                            let colour = match c.side() {
                                Some(side) => TokenColour::Of(side),
                                None => TokenColour::Neutral,
                            };
                            self.lx.next();
                            (colour, next)
                        }
                        _ => break,
                    }
                }
            };
            self.lx.next();
            let squares = parse_squares(squares_tok.text).unwrap_or_default();
            check_on_board(&squares, size).map_err(|m| squares_tok.err(m))?;
            count += squares.len();
            list.imitators
                .extend(squares.into_iter().map(|sq| (sq, colour, squares_tok.loc)));
        }
        if ctx == Ctx::Problem && count == 0 {
            return Err(kw.err(format!(
                "'{}' needs its squares, written together (e.g. '{} c4d5')",
                kw.text, kw.text
            )));
        }
        Ok(())
    }

    /// The options after `dynamo` (feerie's keywords, in any case, with or without their
    /// underscores): `equal_distances`, `ep_push_stays`, … (see `dynamo::OPTION_KEYWORDS`).
    fn dynamo_options(&mut self, list: &mut CondList) {
        let plain = |s: &str| s.replace('_', "").to_ascii_lowercase();
        while let Some(tok) = self.lx.peek() {
            let word = plain(tok.text);
            let Some(keyword) = crate::conditions::dynamo::OPTION_KEYWORDS
                .iter()
                .find(|k| plain(k) == word)
            else {
                break;
            };
            if let Some(flag) = list.dynamo.flag_mut(keyword) {
                *flag = true;
            }
            self.lx.next();
        }
    }

    /// The options after `fourdoubleacts` (feerie's keywords, in any case, with or without
    /// their underscores): `double_step_pawn_rank`, `castling_by_squares`, … (see
    /// [`FDA_OPTION_KEYWORDS`]).
    fn fda_options(&mut self, list: &mut CondList) {
        let plain = |s: &str| s.replace('_', "").to_ascii_lowercase();
        while let Some(tok) = self.lx.peek() {
            let word = plain(tok.text);
            let Some(keyword) = FDA_OPTION_KEYWORDS.iter().find(|k| plain(k) == word) else {
                break;
            };
            if let Some(flag) = list.fda.flag_mut(keyword) {
                *flag = true;
            }
            self.lx.next();
        }
    }

    /// The kind after `lastmove` / `prevmove`: an English name (`rook`) or a piece code of the
    /// file's language (`r`), of one of the six orthodox kinds.
    fn move_kind_argument(&mut self, kw: &Tok) -> Result<PieceKind, PopeyeError> {
        let needs = format!(
            "an orthodox piece, by name or code (e.g. '{} rook' or '{} r')",
            kw.text, kw.text
        );
        let tok = self.argument(kw, &needs)?;
        let by_name = ORTHODOX_NAMES
            .iter()
            .find(|(_, name)| name.eq_ignore_ascii_case(tok.text))
            .map(|(k, _)| *k);
        by_name
            .or_else(|| code_alone(tok.text, self.language()))
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
    fn qi_rights_argument(&mut self, kw: &Tok) -> Result<(String, Loc), PopeyeError> {
        let needs = format!(
            "'-' or Qi castling rights (e.g. '{} K Ra1 Rj1 k ra10 rj10')",
            kw.text
        );
        let first = self.argument(kw, &needs)?;
        if first.text == "-" {
            return Ok((String::new(), first.loc));
        }
        if !is_qi_item(first.text) {
            return Err(first.err(format!(
                "'{}' needs {needs}, found '{}'",
                kw.text, first.text
            )));
        }
        let mut items = vec![first.text];
        while let Some(tok) = self.lx.peek().filter(|t| is_qi_item(t.text)) {
            self.lx.next();
            items.push(tok.text);
        }
        Ok((items.join(","), first.loc))
    }

    /// The variants after `circe`: only `parrain` is supported.
    fn circe(&mut self, ctx: Ctx, kw: &Tok, list: &mut CondList) -> Result<(), PopeyeError> {
        let mut words = vec![kw.text];
        let mut variants = Vec::new();
        while let Some(tok) = self.lx.peek() {
            if find_exact(CONDITIONS, self.lang, tok.text).is_some()
                || self.stops(ctx, tok.text, true)
            {
                break;
            }
            match find(CIRCE_VARIANTS, self.lang, tok.text) {
                Found::One(v, _) => {
                    self.lx.next();
                    words.push(tok.text);
                    variants.push(v);
                }
                _ => break,
            }
        }
        if variants == [Cv::Parrain] {
            list.add(Slot::Parrain, kw)
        } else {
            Err(kw.err(format!("unsupported condition '{}'", words.join(" "))))
        }
    }

    fn conditions(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        list: &mut CondList,
    ) -> Result<(), PopeyeError> {
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            let (cond, name) = match self.resolve(CONDITIONS, ctx, &tok, "condition")? {
                Item::Own(c, name) => (c, name),
                Item::Stop => break,
                Item::Unknown => {
                    return Err(tok.err(format!("unsupported condition '{}'", tok.text)));
                }
            };
            self.lx.next();
            count += 1;
            match cond {
                Cond::Imitator => {
                    list.add(Slot::Imitator, &tok)?;
                    self.imitator_squares(ctx, &tok, size, list)?;
                }
                Cond::NoIProm => {
                    list.noiprom.get_or_insert(tok.loc);
                }
                Cond::NoHurdle => {
                    list.nohurdle.get_or_insert(tok.loc);
                }
                Cond::Parrain => list.add(Slot::Parrain, &tok)?,
                Cond::Miroir => list.add(Slot::Miroir, &tok)?,
                Cond::MiroirAllOrNothing
                | Cond::MiroirNoCastling
                | Cond::MiroirRookCastling
                | Cond::MiroirNoPromotion => list.miroir.push((cond, tok.loc)),
                Cond::Circe => self.circe(ctx, &tok, list)?,
                Cond::Dynamo => {
                    list.add(Slot::Dynamo, &tok)?;
                    list.dynamo_at = Some(tok.loc);
                    self.dynamo_options(list);
                }
                Cond::FourDoubleActs => {
                    list.add(Slot::FourDoubleActs, &tok)?;
                    self.fda_options(list);
                }
                Cond::LastCapture if ctx == Ctx::Twin => {
                    return Err(tok.err(format!("'{}' cannot be changed by a twin", tok.text)));
                }
                Cond::LastCapture => self.last_capture(&tok, size, list)?,
                Cond::Other => return Err(tok.err(unsupported("condition", tok.text, name))),
            }
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one condition", kw.text)));
        }
        Ok(())
    }

    fn options(&mut self, kw: &Tok, d: &mut Draft) -> Result<(), PopeyeError> {
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            if let Some((opt, _)) = find_exact(FEERIE_OPTIONS, self.lang, tok.text) {
                self.lx.next();
                count += 1;
                if opt == FeerieOpt::QiRights {
                    if d.qi_rights.is_some() {
                        return Err(tok.err(format!("'{}' given twice", tok.text)));
                    }
                    d.qi_rights = Some(self.qi_rights_argument(&tok)?);
                    continue;
                }
                let kind = self.move_kind_argument(&tok)?;
                let slot = match opt {
                    FeerieOpt::PrevMove => &mut d.prev_move,
                    _ => &mut d.last_move,
                };
                if slot.is_some() {
                    return Err(tok.err(format!("'{}' given twice", tok.text)));
                }
                *slot = Some(kind);
                continue;
            }
            let (opt, name) = match self.resolve(OPTIONS, Ctx::Problem, &tok, "option")? {
                Item::Own(o, name) => (o, name),
                Item::Stop => break,
                Item::Unknown => return Err(tok.err(format!("unsupported option '{}'", tok.text))),
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
                Opt::LastCapture => self.last_capture(&tok, d.size, &mut d.conds)?,
                Opt::Other => return Err(tok.err(unsupported("option", tok.text, name))),
            }
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one option", kw.text)));
        }
        Ok(())
    }

    fn two_squares(&mut self, kw: &Tok, size: BoardSize) -> Result<(Square, Square), PopeyeError> {
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

    fn piece_code_argument(&mut self, kw: &Tok) -> Result<PieceKind, PopeyeError> {
        let tok = self.argument(kw, "two piece codes (e.g. 'q r')")?;
        code_alone(tok.text, self.language())
            .ok_or_else(|| tok.err(format!("unknown piece code '{}'", tok.text)))
    }

    fn twin(&mut self, size: BoardSize) -> Result<Twin, PopeyeError> {
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
                    let mut list = CondList::default();
                    self.conditions(Ctx::Twin, &tok, size, &mut list)?;
                    commands.push(TwinCommand::Condition(list.conditions()?));
                    if !list.imitators.is_empty() {
                        commands.push(TwinCommand::Tokens(twin_imitators(&list.imitators)?));
                    }
                }
                Tw::Unsupported => {
                    return Err(tok.err(unsupported("twin command", tok.text, name)))
                }
            }
        }
        Ok(twin)
    }

    /// Reads one problem up to `end`, `nextproblem` or the end of the text.
    fn problem(&mut self, begin: Loc) -> Result<(Draft, EndKind, Loc), PopeyeError> {
        let mut d = Draft {
            begin,
            size: BoardSize::STANDARD,
            board_given: false,
            squares_seen: false,
            pieces: Vec::new(),
            pieces_at: None,
            stipulation: None,
            conds: CondList::default(),
            options: Options::default(),
            nocastling: Vec::new(),
            enpassant: None,
            last_move: None,
            prev_move: None,
            qi_rights: None,
            twins: Vec::new(),
            meta: Meta::default(),
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
                Kw::End => return Ok((d, EndKind::End, tok.loc)),
                Kw::Next => return Ok((d, EndKind::Next, tok.loc)),
                Kw::Remark => {
                    let text = self.lx.rest_of_line();
                    d.meta.remarks.push(text);
                }
                Kw::Author => append_line(&mut d.meta.author, self.lx.rest_of_line()),
                Kw::Origin => append_line(&mut d.meta.origin, self.lx.rest_of_line()),
                Kw::Title => append_line(&mut d.meta.title, self.lx.rest_of_line()),
                Kw::Pieces => {
                    d.pieces_at.get_or_insert(tok.loc);
                    d.squares_seen = true;
                    self.piece_list(Ctx::Problem, &tok, d.size, &mut d.pieces)?;
                }
                Kw::Condition => {
                    self.conditions(Ctx::Problem, &tok, d.size, &mut d.conds)?;
                    d.squares_seen |=
                        !d.conds.imitators.is_empty() || d.conds.last_capture.is_some();
                }
                Kw::Option => {
                    self.options(&tok, &mut d)?;
                    d.squares_seen |= !d.nocastling.is_empty()
                        || d.enpassant.is_some()
                        || d.conds.last_capture.is_some();
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

/// The Tokens a twin's `condition imitator SQUARES` sets: no square twice, at most
/// [`MAX_TOKENS`]. Whether the squares are empty is for the twin to check when applied.
fn twin_imitators(
    listed: &[(Square, TokenColour, Loc)],
) -> Result<Vec<(Square, TokenColour)>, PopeyeError> {
    let mut imitators: Vec<(Square, TokenColour)> = Vec::new();
    for &(sq, colour, at) in listed {
        if imitators.iter().any(|&(s, _)| s == sq) {
            return Err(error_at(at, format!("two Imitators on {sq}")));
        }
        if imitators.len() == MAX_TOKENS {
            return Err(error_at(
                at,
                format!("too many Imitators (at most {MAX_TOKENS})"),
            ));
        }
        imitators.push((sq, colour));
    }
    Ok(imitators)
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
        // Four Double Acts: an imitating piece moving as a pawn makes double steps too.
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

/// The castling rights of the game array minus those `nocastling` takes away.
fn castling_without(pos: &Position, nocastling: &[Square]) -> Castling {
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

fn has_fda(conditions: &[Condition]) -> bool {
    conditions
        .iter()
        .any(|c| c.is::<crate::conditions::FdaOptions>())
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

impl Draft {
    fn finish(self, end: Loc) -> Result<Problem, PopeyeError> {
        let stipulation = self
            .stipulation
            .ok_or_else(|| error_at(end, "missing stipulation"))?;
        let conditions = self.conds.conditions()?;

        let mut pos = Position::empty(self.size);
        for &(sq, piece) in &self.pieces {
            pos.put(sq, piece);
        }
        for (i, &(sq, colour, at)) in self.conds.imitators.iter().enumerate() {
            if !pos.is_empty_square(sq) {
                return Err(error_at(
                    at,
                    format!("the Imitator on {sq} stands on an occupied square"),
                ));
            }
            if self.conds.imitators[..i].iter().any(|&(s, _, _)| s == sq) {
                return Err(error_at(at, format!("two Imitators on {sq}")));
            }
            if !pos.add_token(sq, colour) {
                return Err(error_at(at, "too many Imitators (at most 8)"));
            }
        }

        pos.set_castling(castling_without(&pos, &self.nocastling));
        if let Some((text, at)) = &self.qi_rights {
            let qi = if text.is_empty() {
                QiCastling::NONE
            } else {
                fen::parse_qi(&pos, text).map_err(|m| error_at(*at, format!("qirights: {m}")))?
            };
            pos.set_qi_castling(qi);
        } else if has_fda(&conditions) {
            pos.set_qi_castling(qi_without(
                &fda::rights_from_array(&pos),
                &pos,
                &self.nocastling,
            ));
        }
        pos.set_last_move_kind(self.last_move);
        pos.set_previous_move_kind(self.prev_move);

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
        if let Some((piece, sq, _)) = self.conds.last_capture {
            problem.position.set_pending_rebirth(Some((piece, sq)));
        }
        problem
            .position
            .validate()
            .map_err(|e| error_at(self.pieces_at.unwrap_or(self.begin), e.to_string()))?;
        if let Some(at) = self.conds.dynamo_at {
            if let Some((sq, p)) = problem
                .position
                .pieces()
                .find(|(_, p)| p.kind().is_imitating())
            {
                return Err(error_at(
                    at,
                    format!(
                        "'dynamo' cannot be played with Four Double Acts pieces ({} on {sq})",
                        p.kind().name()
                    ),
                ));
            }
        }
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
    let mut parser = Parser { lx, lang };
    let mut begin = first.loc;
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
                        begin = tok.loc;
                    }
                }
            }
            EndKind::End => match parser.lx.peek() {
                Some(tok) => match begin_language(tok.text, 5) {
                    Some(lang) => {
                        parser.lx.next();
                        parser.lang = lang;
                        begin = tok.loc;
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

/// `a3 white c5d6 black f6`: runs of squares, each colour run after its colour word.
fn imitator_words(imitators: &[(Square, TokenColour)], words: &mut Vec<String>) {
    let mut run: Option<(TokenColour, String)> = None;
    let flush = |run: Option<(TokenColour, String)>, words: &mut Vec<String>| {
        if let Some((colour, squares)) = run {
            if let TokenColour::Of(side) = colour {
                words.push(side.name().to_string());
            }
            words.push(squares);
        }
    };
    for &(sq, colour) in imitators {
        match &mut run {
            Some((c, squares)) if *c == colour => squares.push_str(&sq.to_string()),
            _ => {
                flush(run.take(), words);
                run = Some((colour, sq.to_string()));
            }
        }
    }
    flush(run, words);
}

/// The words of a condition list, with the Imitator squares after `imitator` and the pending
/// rebirth after `circe parrain`.
fn condition_words(
    conditions: &[Condition],
    imitators: &[(Square, TokenColour)],
    rebirth: Option<(Piece, Square)>,
) -> Vec<String> {
    let mut words = Vec::new();
    for condition in conditions {
        if let Some(opts) = condition.options::<crate::conditions::ImitatorOptions>() {
            words.push("imitator".to_string());
            imitator_words(imitators, &mut words);
            if !opts.promotion {
                words.push("noiprom".to_string());
            }
            if opts.no_hurdle {
                words.push("nohurdle".to_string());
            }
        } else if let Some(opts) = condition.options::<crate::conditions::MiroirOptions>() {
            words.push("miroir".to_string());
            words.extend(miroir::option_words(*opts).iter().map(|w| w.to_lowercase()));
        } else if condition.is::<crate::conditions::ParrainOptions>() {
            words.push("circe parrain".to_string());
            if let Some((piece, sq)) = rebirth {
                words.push(format!(
                    "lastcapture {} {}{sq}",
                    piece.colour().name(),
                    english_code(piece.kind())
                ));
            }
        } else if let Some(opts) = condition.options::<crate::conditions::DynamoOptions>() {
            words.push("dynamo".to_string());
            words.extend(opts.keywords().iter().map(|k| k.to_string()));
        } else if let Some(opts) = condition.options::<crate::conditions::FdaOptions>() {
            words.push("fourdoubleacts".to_string());
            words.extend(opts.keywords().iter().map(|k| k.to_string()));
        }
    }
    words
}

/// King and rook squares whose castling bit is cleared although the piece stands there.
fn no_castling_squares(pos: &Position) -> String {
    let from_array = pos.castling_from_array();
    let now = pos.castling();
    let mut text = String::new();
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
                text.push_str(&Square::new(file, rank).to_string());
            }
        }
    }
    text
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
    let mut no_castling = no_castling_squares(pos);
    // Qi rights: the game array's minus `nocastling` when that says them (and says nothing
    // more about orthodox castling), else stated with `qirights`.
    let fda_game = has_fda(&problem.conditions);
    let qi_read_back = |no_castling: &str| {
        let cleared = parse_squares(no_castling).unwrap_or_default();
        if fda_game {
            qi_without(&fda::rights_from_array(pos), pos, &cleared)
        } else {
            QiCastling::NONE
        }
    };
    if fda_game && qi_read_back(&no_castling) != *pos.qi_castling() {
        let mut more = no_castling.clone();
        for sq in qi_cleared_squares(pos) {
            if !squares_contain(&more, sq) {
                more.push_str(&sq.to_string());
            }
        }
        let cleared = parse_squares(&more).unwrap_or_default();
        if castling_without(pos, &cleared) == pos.castling()
            && qi_read_back(&more) == *pos.qi_castling()
        {
            no_castling = more;
        }
    }
    if qi_read_back(&no_castling) != *pos.qi_castling() {
        let text = fen::qi_text(pos.qi_castling());
        let items = if text.is_empty() {
            "-".to_string()
        } else {
            text.replace(',', " ")
        };
        words.push(format!("qirights {items}"));
    }
    if !no_castling.is_empty() {
        words.push(format!("nocastling {no_castling}"));
    }
    if let Some(ep) = pos.en_passant() {
        let from_rank = 2 * ep.target.rank() as i32 - ep.victim.rank() as i32;
        if (0..16).contains(&from_rank) {
            let from = Square::new(ep.target.file(), from_rank as u8);
            words.push(format!("enpassant {from}{}{}", ep.target, ep.victim));
        }
    }
    if let Some(k) = pos.last_move_kind() {
        words.push(format!("lastmove {}", k.name()));
    }
    if let Some(k) = pos.previous_move_kind() {
        words.push(format!("prevmove {}", k.name()));
    }
    words
}

/// The squares of the kings and rooks that have a Qi right in the game array
/// ([`fda::rights_from_array`]) but not in `pos`: `nocastling` gives them back.
fn qi_cleared_squares(pos: &Position) -> Vec<Square> {
    let array = fda::rights_from_array(pos);
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

/// Whether a run of square names such as `e1a8` names `sq`.
fn squares_contain(run: &str, sq: Square) -> bool {
    parse_squares(run).is_some_and(|list| list.contains(&sq))
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
            TwinCommand::Stipulation(s) => format!("stipulation {s}"),
            TwinCommand::Condition(conditions) => {
                // The Tokens that follow a condition with the Imitator go after its word.
                let with_imitator = conditions
                    .iter()
                    .any(|c| c.is::<crate::conditions::ImitatorOptions>());
                let imitators = match commands.peek() {
                    Some(TwinCommand::Tokens(list)) if with_imitator => {
                        commands.next();
                        list.as_slice()
                    }
                    _ => &[],
                };
                format!(
                    "condition {}",
                    condition_words(conditions, imitators, None).join(" ")
                )
            }
            // Not after a condition with the Imitator: not Popeye; written as a condition of
            // its own, which reads back with the condition imitator before the squares.
            TwinCommand::Tokens(list) => {
                let mut words = vec!["condition imitator".to_string()];
                imitator_words(list, &mut words);
                words.join(" ")
            }
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
    let imitators: Vec<(Square, TokenColour)> = pos.tokens().iter().collect();
    let conditions = condition_words(&problem.conditions, &imitators, pos.pending_rebirth());
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
        assert_eq!(
            find(CONDITIONS, en, "circe"),
            Found::One(Cond::Circe, "Circe")
        );
        assert!(matches!(find(CONDITIONS, en, "circ"), Found::Many(_)));
        assert_eq!(
            find(CONDITIONS, en, "imi"),
            Found::One(Cond::Imitator, "Imitator")
        );
        assert!(matches!(find(CIRCE_VARIANTS, en, "par"), Found::Many(_)));
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
            .map(|t| (t.text.to_string(), t.loc.line, t.loc.column))
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
        let p = one("begin\npieces white ke1 ra1 pb7 black ke8 ga3\nstipulation ~1\ncondition imitator c4d5 noiprom\noption noboard halfduplex nocastling a1\nend\n");
        assert_eq!(p.position.side_to_move(), Side::Black);
        assert!(!p.position.castling().rook_unmoved(Side::White, false));
        assert!(p.position.castling().king_unmoved(Side::White));
        assert_eq!(
            p.conditions,
            vec![Condition::new(ImitatorOptions {
                promotion: false,
                no_hurdle: false,
                hurdle_at_departure: true,
            })]
        );
        let text = write_popeye(&p);
        assert_eq!(parse_popeye(&text), Ok(vec![p]), "{text}");
    }

    #[test]
    fn errors_name_the_word_and_its_place() {
        let e = error("begin\nstipulation #2\ncondition madrasi\nend");
        assert_eq!((e.line, e.column), (3, 11));
        assert_eq!(e.message, "unsupported condition 'madrasi'");
        let e = error("begin\npieces white kh1\nend");
        assert_eq!((e.line, e.message.as_str()), (3, "missing stipulation"));
        let e = error("");
        assert_eq!((e.line, e.column), (1, 1));
    }

    #[test]
    fn monochrome_imitators_keep_their_order_and_colours() {
        let p = one("begin\npieces white kh1 black ka8\nstipulation #2\ncondition imitator a3 white c5 black f6 nohurdle\nend");
        let imitators: Vec<_> = p.position.tokens().iter().collect();
        assert_eq!(
            imitators,
            vec![
                (sq("a3"), TokenColour::Neutral),
                (sq("c5"), TokenColour::Of(Side::White)),
                (sq("f6"), TokenColour::Of(Side::Black)),
            ]
        );
        let text = write_popeye(&p);
        assert!(
            text.contains("condition imitator a3 white c5 black f6 nohurdle\n"),
            "{text}"
        );
        assert_eq!(parse_popeye(&text), Ok(vec![p]));
    }
}
