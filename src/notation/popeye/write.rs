//! The writer: a problem as Popeye input in its language ([`Meta::language`]), with what it
//! keeps written where Popeye expects it.
//!
//! [`Meta::language`]: crate::rules::problem::Meta::language

use crate::conditions::registry::{self, REGISTRY};
use crate::conditions::text::{squares_text, ConditionState};
use crate::rules::condition::State;
use crate::rules::kept::{KeptKind, KeptPiece};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::{Position, TokenColour};
use crate::rules::problem::{CastlingPair, Problem, Twin, TwinCommand};
use crate::rules::square::{BoardSize, Square};
use crate::rules::Condition;

use super::codes::code_of;
use super::pieces::piece_token;
use super::tables::{
    attribute_name, colour_name, keyword_name, language_index, mirror_name, option_name,
    option_word, twin_command_name, Kw, Opt, Tw, COLOURS, TWIN_COMMANDS,
};
use super::vocabulary::{condition_name, vocabulary};

const BEGIN_WORDS: [&str; 3] = ["begin", "debutprobleme", "anfangproblem"];
const END_WORDS: [&str; 3] = ["end", "finprobleme", "endeproblem"];
const NEXT_WORDS: [&str; 3] = ["nextproblem", "asuivre", "weiteresproblem"];

/// Writes one problem as a Popeye input file in its language, begin to end.
pub fn write_popeye(problem: &Problem) -> String {
    let lang = language_index(problem.meta.language);
    let mut out = format!("{}\n", BEGIN_WORDS[lang]);
    write_body(&mut out, problem, lang);
    out.push_str(END_WORDS[lang]);
    out.push('\n');
    out
}

/// Writes several problems in one Popeye input file, separated by `nextproblem` (problems in
/// another language than the first get their own begin and end).
pub fn write_popeye_all(problems: &[Problem]) -> String {
    let Some(first) = problems.first() else {
        return String::new();
    };
    let lang = language_index(first.meta.language);
    if problems
        .iter()
        .any(|p| language_index(p.meta.language) != lang)
    {
        return problems.iter().map(write_popeye).collect();
    }
    let mut out = format!("{}\n", BEGIN_WORDS[lang]);
    for (i, problem) in problems.iter().enumerate() {
        if i > 0 {
            out.push_str(NEXT_WORDS[lang]);
            out.push('\n');
        }
        write_body(&mut out, problem, lang);
    }
    out.push_str(END_WORDS[lang]);
    out.push('\n');
    out
}

fn kw(k: Kw, lang: usize) -> String {
    keyword_name(k, lang).to_ascii_lowercase()
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

/// A word the registry's conditions write in English, in language `lang`: a condition, variant,
/// option, colour or attribute word of Popeye's tables, a piece code with its squares. A word
/// after a condition's name in its phrase (`variant_first`) is read first as a variant word
/// (`AntiCirce PWC` is `anticirce platzwechsel` in German, not the name `platzwechselcirce`).
fn translate_as(word: &str, lang: usize, variant_first: bool) -> String {
    if lang == 0 {
        return word.to_string();
    }
    let v = vocabulary();
    let names = v.conditions.iter().map(|(_, s)| s);
    let variants = v.variants.iter().map(|(_, s)| s);
    let (first, second): (Vec<_>, Vec<_>) = if variant_first {
        (variants.collect(), names.collect())
    } else {
        (names.collect(), variants.collect())
    };
    let tables = first
        .into_iter()
        .chain(second)
        .chain(v.parameters.iter().map(|(_, s)| s))
        .chain(v.options.iter().map(|(_, s)| s))
        .chain(v.in_full.iter().map(|(_, s)| s))
        .chain(COLOURS.iter().map(|(_, s)| s));
    for spellings in tables {
        if spellings[0].eq_ignore_ascii_case(word) {
            return spellings[lang].to_ascii_lowercase();
        }
    }
    if let Ok(Some((kind, squares))) = piece_token(
        word,
        0,
        BoardSize::new(16, 16).unwrap_or(BoardSize::STANDARD),
    ) {
        return format!("{}{}", code_of(&kind, lang), squares_text(&squares));
    }
    word.to_string()
}

/// The conditions' words (a string may hold several) in language `lang`.
fn translated(words: Vec<String>, lang: usize) -> Vec<String> {
    if lang == 0 {
        return words;
    }
    words
        .iter()
        .map(|w| {
            w.split_whitespace()
                .enumerate()
                .map(|(i, word)| translate_as(word, lang, i > 0))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// `white kh1 pb2c3`-style groups of one colour.
fn piece_groups(pos: &Position, colour: Colour, lang: usize) -> String {
    let mut text = String::new();
    for &kind in PieceKind::ALL {
        let squares: String = pos
            .pieces()
            .filter(|(sq, p)| {
                *p == Piece::new(colour, kind) && pos.attributes(*sq).written_for(kind).is_empty()
            })
            .map(|(sq, _)| sq.to_string())
            .collect();
        if !squares.is_empty() {
            text.push(' ');
            text.push_str(&code_of(&KeptKind::Known(kind), lang));
            text.push_str(&squares);
        }
    }
    text
}

/// One kept piece as a group of its own: colour, attributes, code and square.
fn kept_piece_group(piece: &KeptPiece, lang: usize) -> String {
    let mut text = colour_name(piece.colour, lang).to_ascii_lowercase();
    for a in &piece.attributes {
        text.push(' ');
        text.push_str(&attribute_name(a, lang).unwrap_or(a).to_ascii_lowercase());
    }
    text.push(' ');
    text.push_str(&code_of(&piece.kind, lang));
    text.push_str(&piece.square.to_string());
    text
}

/// The words of a condition list, each condition's with the state `state` gives.
fn condition_words(conditions: &[Condition], state: &ConditionState, lang: usize) -> Vec<String> {
    let words = conditions
        .iter()
        .flat_map(|c| registry::entry(c).text.popeye_condition_words(c, state))
        .collect();
    translated(words, lang)
}

/// The words after `condition` for the problem: its conditions with the state they write
/// (tokens, a pending rebirth), then the conditions it keeps.
fn all_condition_words(problem: &Problem, lang: usize) -> Vec<String> {
    let pos = &problem.position;
    let tokens: Vec<(Square, TokenColour)> = pos.tokens().iter().collect();
    let holes: Vec<Square> = pos.holes().collect();
    let state = ConditionState {
        tokens: &tokens,
        pending_rebirth: pos.pending_rebirth(),
        holes: &holes,
    };
    let mut conditions = condition_words(&problem.conditions, &state, lang);
    for k in &problem.kept.conditions {
        conditions.push(
            condition_name(&k.name, lang)
                .unwrap_or(&k.name)
                .to_ascii_lowercase(),
        );
        // Words a condition feerie keeps was written with stay as they are; the English words
        // of a condition kept for not combining with others are put in the file's language.
        conditions.extend(translated(k.words.clone(), lang));
    }
    conditions
}

/// The problem's conditions as Popeye input writes them after `condition`, in `lang` (empty
/// when there is none): for other formats that name the conditions (LaTeX, SVG diagrams).
pub fn conditions_text(problem: &Problem, lang: crate::rules::Language) -> String {
    all_condition_words(problem, language_index(lang)).join(" ")
}

/// The problem's options as Popeye input writes them after `option`, in `lang`, one option
/// with its words each (`setplay`, `nocastling e1`, `enpassant e2e4e3`): for other formats,
/// to name those they do not write.
pub fn option_list(problem: &Problem, lang: crate::rules::Language) -> Vec<String> {
    option_words(problem, language_index(lang))
}

/// A twin's commands as Popeye input writes them after `twin`, in `lang`.
pub fn twin_text(twin: &Twin, lang: crate::rules::Language) -> String {
    twin_commands(twin, language_index(lang))
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

fn option_words(problem: &Problem, lang: usize) -> Vec<String> {
    let o = &problem.options;
    let word = |opt: Opt| option_word(opt, lang).to_ascii_lowercase();
    let mut words = Vec::new();
    for (on, opt) in [
        (o.variation, Opt::Variation),
        (o.no_threat, Opt::NoThreat),
        (o.try_, Opt::Try),
        (o.set_play, Opt::SetPlay),
        (o.white_to_play, Opt::WhiteToPlay),
        (o.half_duplex, Opt::HalfDuplex),
        (o.duplex, Opt::Duplex),
        (o.no_board, Opt::NoBoard),
        (
            o.intelligent && o.intelligent_limit.is_none(),
            Opt::Intelligent,
        ),
        (o.stop_on_short, Opt::StopOnShortSolutions),
        (o.post_key, Opt::PostKeyPlay),
        (o.goal_is_end, Opt::GoalIsEnd),
        (o.quodlibet, Opt::Quodlibet),
        (o.keep_mating, Opt::KeepMatingPiece),
        (o.trivial_tries_avoid, Opt::TrivialTriesAvoid),
        (o.no_short_variations, Opt::NoShortVariations),
        (o.mates_in_1, Opt::MatesIn1),
    ] {
        if on {
            words.push(word(opt));
        }
    }
    for (value, opt) in [
        (o.threat, Opt::Threat),
        (o.defence, Opt::Defence),
        (o.max_solutions, Opt::MaxSolutions),
        (o.intelligent_limit, Opt::Intelligent),
        (o.max_time, Opt::MaxTime),
        (o.max_flights, Opt::MaxFlightsquares),
    ] {
        if let Some(n) = value {
            words.push(format!("{} {n}", word(opt)));
        }
    }
    if let Some(nt) = o.non_trivial {
        words.push(format!(
            "{} {} {}",
            word(Opt::NonTrivial),
            nt.extra,
            nt.length
        ));
    }
    let pos = &problem.position;
    for pair in CastlingPair::in_set(o.castling_exclusive) {
        words.push(format!(
            "{} {}",
            word(Opt::CastlingMutuallyExclusive),
            pair.text(pos.size())
        ));
    }
    let mut extra = Vec::new();
    // The castling rights conditions keep come before `nocastling`, which may say them.
    let mut no_castling = no_castling_squares(pos);
    for entry in REGISTRY {
        extra.extend(
            entry
                .text
                .popeye_castling_words(&problem.conditions, pos, &mut no_castling),
        );
    }
    words.extend(translated(extra, lang));
    if !no_castling.is_empty() {
        words.push(format!(
            "{} {}",
            word(Opt::NoCastling),
            squares_text(&no_castling)
        ));
    }
    if let Some(squares) = pos.en_passant().and_then(|ep| ep.squares(pos.size())) {
        words.push(format!(
            "{} {}",
            word(Opt::EnPassant),
            squares_text(&squares)
        ));
    }
    let mut extra = Vec::new();
    for entry in REGISTRY {
        extra.extend(entry.text.popeye_option_words(pos));
    }
    words.extend(translated(extra, lang));
    for k in &problem.kept.options {
        let mut text = option_name(&k.name, lang)
            .unwrap_or(&k.name)
            .to_ascii_lowercase();
        for w in &k.words {
            text.push(' ');
            text.push_str(w);
        }
        words.push(text);
    }
    words
}

/// A kept twin command (English command word, then its words as written) in language `lang`.
fn kept_twin_text(text: &str, lang: usize) -> String {
    let (first, rest) = text.split_once(' ').unwrap_or((text, ""));
    let word = TWIN_COMMANDS
        .iter()
        .find(|(_, s)| s[0].eq_ignore_ascii_case(first))
        .map_or(first.to_string(), |(_, s)| s[lang].to_ascii_lowercase());
    if rest.is_empty() {
        word
    } else {
        format!("{word} {rest}")
    }
}

/// The commands of a twin after `twin` (or `zeroposition`).
fn twin_commands(twin: &Twin, lang: usize) -> String {
    let mut line = String::new();
    let push = |line: &mut String, text: &str| {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(text);
    };
    if twin.continued {
        push(
            &mut line,
            &twin_command_name(Tw::Continued, lang).to_ascii_lowercase(),
        );
    }
    let word = |tw: Tw| twin_command_name(tw, lang).to_ascii_lowercase();
    let mut commands = twin.commands.iter().peekable();
    while let Some(command) = commands.next() {
        let text = match command {
            TwinCommand::Move(a, b) => format!("{} {a} {b}", word(Tw::Move)),
            TwinCommand::Exchange(a, b) => format!("{} {a} {b}", word(Tw::Exchange)),
            TwinCommand::Remove(sq) => format!("{} {sq}", word(Tw::Remove)),
            TwinCommand::Add(piece, sq, attributes) => format!(
                "{} {}",
                word(Tw::Add),
                kept_piece_group(
                    &KeptPiece {
                        square: *sq,
                        colour: piece.colour(),
                        kind: KeptKind::Known(piece.kind()),
                        attributes: attributes
                            .written_for(piece.kind())
                            .iter()
                            .map(|a| a.name())
                            .collect(),
                        line: Default::default(),
                    },
                    lang,
                )
            ),
            TwinCommand::Substitute(a, b) => format!(
                "{} {} {}",
                word(Tw::Substitute),
                code_of(&KeptKind::Known(*a), lang),
                code_of(&KeptKind::Known(*b), lang)
            ),
            TwinCommand::Rotate(degrees) => format!("{} {degrees}", word(Tw::Rotate)),
            TwinCommand::Mirror(axis) => format!("{} {}", word(Tw::Mirror), mirror_name(*axis)),
            TwinCommand::Shift(a, b) => format!("{} {a} {b}", word(Tw::Shift)),
            TwinCommand::PolishType => word(Tw::PolishType).to_string(),
            TwinCommand::Kept(k) => kept_twin_text(&k.text, lang),
            TwinCommand::Stipulation(s) => format!("{} {s}", word(Tw::Stipulation)),
            // (The side in the file's language, which its reader takes.)
            TwinCommand::Structured(s) => format!(
                "{} {} {}",
                word(Tw::StructuredStipulation),
                colour_name(s.side.colour(), lang),
                s.expr
            ),
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
                    holes: &[],
                };
                format!(
                    "{} {}",
                    word(Tw::Condition),
                    condition_words(conditions, &state, lang).join(" ")
                )
            }
            // State set on its own: written by the condition that owns it.
            TwinCommand::Tokens(_) => translated(
                vec![REGISTRY
                    .iter()
                    .find_map(|entry| entry.text.popeye_twin_command(command))
                    .unwrap_or_default()],
                lang,
            )
            .join(" "),
        };
        push(&mut line, &text);
    }
    line
}

fn write_body(out: &mut String, problem: &Problem, lang: usize) {
    let meta = &problem.meta;
    let kept = &problem.kept;
    for c in &kept.commands {
        let keyword = match c.keyword.as_str() {
            "Protocol" => Kw::Protocol,
            "LaTeX" => Kw::LaTeX,
            "LaTeXPieces" => Kw::LaTeXPieces,
            _ => continue,
        };
        out.push_str(&kw(keyword, lang));
        if !c.text.is_empty() {
            out.push(' ');
            out.push_str(&c.text);
        }
        out.push('\n');
    }
    write_lines(out, &kw(Kw::Title, lang), &meta.title);
    write_lines(out, &kw(Kw::Author, lang), &meta.author);
    write_lines(out, &kw(Kw::Origin, lang), &meta.origin);
    write_lines(out, &kw(Kw::Award, lang), &meta.award);
    for remark in &meta.remarks {
        out.push_str(&kw(Kw::Remark, lang));
        out.push(' ');
        out.push_str(remark);
        out.push('\n');
    }
    let pos = &problem.position;
    if pos.size() != BoardSize::STANDARD {
        out.push_str(&format!("board {}\n", pos.size()));
    }
    let mut groups = Vec::new();
    // The diagram's underworld (Circe Volcanic, Parachute) first, in its order: the pieces
    // written after them on their squares send them there again, as in Popeye.
    groups.extend(pos.ghosts().filter(|g| !g.last_first).map(|g| {
        kept_piece_group(
            &KeptPiece {
                square: g.square,
                colour: g.piece.colour(),
                kind: KeptKind::Known(g.piece.kind()),
                attributes: g
                    .attributes
                    .written_for(g.piece.kind())
                    .iter()
                    .map(|a| a.name())
                    .collect(),
                line: Default::default(),
            },
            lang,
        )
    }));
    for colour in [Colour::White, Colour::Black, Colour::Neutral] {
        let pieces = piece_groups(pos, colour, lang);
        if !pieces.is_empty() {
            groups.push(format!(
                "{}{pieces}",
                colour_name(colour, lang).to_ascii_lowercase()
            ));
        }
    }
    // Pieces with attributes: a group each, as kept pieces are written.
    groups.extend(pos.pieces().filter_map(|(sq, p)| {
        let attributes = pos.attributes(sq).written_for(p.kind());
        (!attributes.is_empty()).then(|| {
            kept_piece_group(
                &KeptPiece {
                    square: sq,
                    colour: p.colour(),
                    kind: KeptKind::Known(p.kind()),
                    attributes: attributes.iter().map(|a| a.name()).collect(),
                    line: Default::default(),
                },
                lang,
            )
        })
    }));
    groups.extend(kept.pieces.iter().map(|p| kept_piece_group(p, lang)));
    for c in &kept.commands {
        if c.keyword == "TotalInvisible" {
            groups.push(format!(
                "{} {}",
                COLOURS[3].1[lang].to_ascii_lowercase(),
                c.text
            ));
        }
    }
    let pieces_word = kw(Kw::Pieces, lang);
    for (i, group) in groups.iter().enumerate() {
        if i == 0 {
            out.push_str(&pieces_word);
            out.push(' ');
        } else {
            out.push_str(&" ".repeat(pieces_word.len() + 1));
        }
        out.push_str(group);
        out.push('\n');
    }
    if let Some(stipulation) = problem.stipulation {
        out.push_str(&format!("{} {stipulation}\n", kw(Kw::Stipulation, lang)));
    }
    if let Some(s) = &kept.stipulation {
        let keyword = if s.structured {
            Kw::StructuredStipulation
        } else {
            Kw::Stipulation
        };
        out.push_str(&format!("{} {}\n", kw(keyword, lang), s.text));
    }
    // The target position of a=>b comes after the stipulation.
    for c in &kept.commands {
        let keyword = match c.keyword.as_str() {
            "Pieces" => Kw::Pieces,
            "Forsyth" => Kw::Forsyth,
            "InitialGameArray" => Kw::InitialGameArray,
            _ => continue,
        };
        out.push_str(&kw(keyword, lang));
        if !c.text.is_empty() {
            out.push(' ');
            out.push_str(&c.text);
        }
        out.push('\n');
    }
    let conditions = all_condition_words(problem, lang);
    if !conditions.is_empty() {
        out.push_str(&format!(
            "{} {}\n",
            kw(Kw::Condition, lang),
            conditions.join(" ")
        ));
    }
    let options = option_words(problem, lang);
    if !options.is_empty() {
        out.push_str(&format!("{} {}\n", kw(Kw::Option, lang), options.join(" ")));
    }
    for (i, twin) in problem.twins.iter().enumerate() {
        let keyword = if i == 0 && problem.zero_position {
            Kw::ZeroPosition
        } else {
            Kw::Twin
        };
        let commands = twin_commands(twin, lang);
        out.push_str(&kw(keyword, lang));
        if !commands.is_empty() {
            out.push(' ');
            out.push_str(&commands);
        }
        out.push('\n');
    }
}
