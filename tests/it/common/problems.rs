//! Random problems for the round-trip property tests of Popeye files (`tests/it/popeye_input.rs`)
//! and of session files (`tests/it/session.rs`). One generator serves both; [`Format`] says which
//! file a problem must come back from, since a session keeps more than a Popeye file can say.

use std::collections::BTreeMap;

use feerie::conditions::fda;
use feerie::conditions::{DynamoOptions, FdaOptions, ImitatorOptions, ParrainOptions};
use feerie::rules::condition::Condition;
use feerie::rules::kept::{
    Kept, KeptCommand, KeptCondition, KeptKind, KeptOption, KeptPiece, KeptStipulation,
    KeptTwinCommand, SourceLine,
};
use feerie::rules::piece::{Attribute, Attributes};
use feerie::rules::position::{EnPassant, Position, TokenColour};
use feerie::rules::problem::{
    Goal, Meta, MirrorAxis, Options, Play, Problem, Stipulation, Twin, TwinCommand,
};
use feerie::rules::qi_castling::{QiCastling, QiRook};
use feerie::rules::{BoardSize, Colour, Language, Piece, PieceKind, Side, Square};
use proptest::prelude::*;
use proptest::sample::Index;

/// The file a random problem is written to and read back from.
///
/// A Popeye problem always has a stipulation and the side to move it implies; its Imitator
/// carries the Popeye reading (`hurdle_at_departure`) and at least one Imitator square, also
/// in a twin's `condition imitator` line; its Circé Parrain has the default options; a twin's
/// `condition` names at least one condition; threats are shorter than 10 moves, `duplex` never
/// comes with `halfduplex`, and the author, origin, title and remarks are plain lines.
///
/// A session problem may lack a stipulation and have either side to move; its conditions take
/// every combination of their options, a twin may clear the conditions or name no Imitator
/// square, any threat length and both duplexes go, its texts hold any character, but an e.p.
/// right only follows a double step from the pawn's first rank. It also has kept elements
/// (stipulation, conditions, options, pieces beside the board, commands, twin commands), an
/// award, a language and maybe a zero position; a Popeye problem has none of these yet (the
/// Popeye writer that gives them back is not in yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Popeye,
    Session,
}

pub fn arb_colour() -> impl Strategy<Value = Colour> {
    prop_oneof![
        Just(Colour::White),
        Just(Colour::Black),
        Just(Colour::Neutral)
    ]
}

pub fn arb_kind() -> impl Strategy<Value = PieceKind> {
    (0..PieceKind::ALL.len()).prop_map(|i| PieceKind::ALL[i])
}

/// A piece of any kind and colour, except a neutral Four Double Acts piece (they belong to
/// one side): those become white.
pub fn arb_piece() -> impl Strategy<Value = Piece> {
    (arb_colour(), arb_kind()).prop_map(|(c, k)| {
        let c = if k.is_imitating() && c == Colour::Neutral {
            Colour::White
        } else {
            c
        };
        Piece::new(c, k)
    })
}

pub fn arb_square(w: u8, h: u8) -> impl Strategy<Value = Square> {
    (0..w, 0..h).prop_map(|(f, r)| Square::new(f, r))
}

pub fn arb_stipulation() -> impl Strategy<Value = Stipulation> {
    let plays = [Play::Direct, Play::Help, Play::Self_, Play::Reflex];
    let goals = [Goal::Mate, Goal::Stalemate, Goal::Any];
    (
        0..4usize,
        any::<bool>(),
        0..3usize,
        0..30u32,
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(move |(p, series, g, moves, half, exact)| {
            let s = Stipulation {
                play: plays[p],
                series,
                parry: false,
                parry_help: false,
                goal: goals[g],
                reci_goal: None,
                moves,
                half,
                exact,
                intro: 0,
            };
            if Stipulation::parse(&s.to_string()) == Ok(s) {
                s
            } else {
                Stipulation::parse(&format!("h#{}", moves.max(1))).unwrap()
            }
        })
}

pub fn arb_options(format: Format) -> impl Strategy<Value = Options> {
    let threat = match format {
        Format::Popeye => (0..10u32).boxed(),
        Format::Session => any::<u32>().boxed(),
    };
    (
        prop::array::uniform17(any::<bool>()),
        prop::option::of(threat),
        prop::option::of(0..10u32),
        prop::option::of(1..100u32),
        prop::option::of(1..10u32),
        prop::option::of(1..1000u32),
        prop::option::of(0..=64u32),
    )
        .prop_map(
            move |(b, threat, defence, max_solutions, intelligent_limit, max_time, max_flights)| {
                Options {
                    variation: b[0],
                    threat,
                    no_threat: b[1],
                    try_: b[2],
                    defence,
                    set_play: b[3],
                    max_solutions,
                    white_to_play: b[4],
                    half_duplex: b[5],
                    // The Popeye reader refuses `duplex` beside `halfduplex`.
                    duplex: b[6] && !(format == Format::Popeye && b[5]),
                    no_board: b[7],
                    // `intelligent N` is the intelligent mode with a number.
                    intelligent: b[8] || intelligent_limit.is_some(),
                    intelligent_limit,
                    max_time,
                    stop_on_short: b[9],
                    post_key: b[10],
                    goal_is_end: b[11],
                    quodlibet: b[12],
                    max_flights,
                    keep_mating: b[13],
                    trivial_tries_avoid: b[14],
                    non_trivial: None,
                    no_short_variations: b[15],
                    mates_in_1: b[16],
                    // (The pairs name corners, which a board one file wide or one rank high
                    // shares: the round trips test them on their own boards.)
                    castling_exclusive: 0,
                }
            },
        )
}

/// The Imitator: with the Popeye reading of the hurdle for a Popeye file, with every
/// combination of its options for a session.
pub fn arb_imitator(format: Format) -> BoxedStrategy<Condition> {
    match format {
        Format::Popeye => (any::<bool>(), any::<bool>())
            .prop_map(|(promotion, no_hurdle)| {
                Condition::new(ImitatorOptions {
                    promotion,
                    no_hurdle,
                    hurdle_at_departure: true,
                })
            })
            .boxed(),
        Format::Session => prop::array::uniform3(any::<bool>())
            .prop_map(|b| {
                Condition::new(ImitatorOptions {
                    promotion: b[0],
                    no_hurdle: b[1],
                    hurdle_at_departure: b[2],
                })
            })
            .boxed(),
    }
}

/// Circé Parrain or ContraParrain: the default options for a Popeye file, any for a session.
pub fn arb_parrain(format: Format) -> BoxedStrategy<Condition> {
    match format {
        Format::Popeye => any::<bool>()
            .prop_map(|contra| {
                Condition::new(ParrainOptions {
                    contra,
                    ..ParrainOptions::default()
                })
            })
            .boxed(),
        Format::Session => (any::<bool>(), any::<bool>())
            .prop_map(|(castling_king_only, contra)| {
                Condition::new(ParrainOptions {
                    castling_king_only,
                    contra,
                })
            })
            .boxed(),
    }
}

/// Dynamo with any of its options (in both formats).
pub fn arb_dynamo() -> BoxedStrategy<Condition> {
    prop::array::uniform7(any::<bool>())
        .prop_map(|b| {
            Condition::new(DynamoOptions {
                equal_distances: b[0],
                ep_push_stays: b[1],
                passive_promotion_queen: b[2],
                castling_kept_when_displaced: b[3],
                merge_exits: b[4],
                no_exit_pull: b[5],
                ep_plain_double_step_only: b[6],
            })
        })
        .boxed()
}

/// Four Double Acts with any of its options (in both formats).
pub fn arb_fda() -> BoxedStrategy<Condition> {
    prop::array::uniform8(any::<bool>())
        .prop_map(|b| {
            Condition::new(FdaOptions {
                double_step_pawn_rank: b[0],
                castling_by_squares: b[1],
                promotion_sets_promoted_kind: b[2],
                no_chains: b[3],
                king_lends_nothing: b[4],
                pawnrider_double_step: b[5],
                merge_kinds: b[6],
                check_by_defenders_kind: b[7],
            })
        })
        .boxed()
}

/// No condition (unless `first` is 1), the Imitator, Circé Parrain, both in either order,
/// Dynamo (alone: it combines with no other), or Four Double Acts.
fn arb_conditions_from(format: Format, first: u8) -> impl Strategy<Value = Vec<Condition>> {
    (
        first..7u8,
        arb_imitator(format),
        arb_parrain(format),
        arb_dynamo(),
        arb_fda(),
    )
        .prop_map(|(which, i, p, d, f)| match which {
            0 => vec![],
            1 => vec![i],
            2 => vec![p],
            3 => vec![i, p],
            4 => vec![p, i],
            5 => vec![d],
            _ => vec![f],
        })
}

/// The conditions of a problem.
pub fn arb_conditions(format: Format) -> impl Strategy<Value = Vec<Condition>> {
    arb_conditions_from(format, 0)
}

/// The conditions a twin sets: never none in a Popeye file.
pub fn arb_twin_conditions(format: Format) -> impl Strategy<Value = Vec<Condition>> {
    let first = match format {
        Format::Popeye => 1,
        Format::Session => 0,
    };
    arb_conditions_from(format, first)
}

pub fn arb_twin_command(format: Format, w: u8, h: u8) -> impl Strategy<Value = TwinCommand> {
    let axes = [
        MirrorAxis::Files,
        MirrorAxis::Ranks,
        MirrorAxis::Diagonal,
        MirrorAxis::AntiDiagonal,
    ];
    prop_oneof![
        (arb_square(w, h), arb_square(w, h)).prop_map(|(a, b)| TwinCommand::Move(a, b)),
        (arb_square(w, h), arb_square(w, h)).prop_map(|(a, b)| TwinCommand::Exchange(a, b)),
        arb_square(w, h).prop_map(TwinCommand::Remove),
        (arb_piece(), arb_square(w, h), any::<bool>()).prop_map(|(p, s, kamikaze)| {
            // An added piece may carry attributes (kamikaze: any kind may have it).
            let mut attributes = Attributes::NONE;
            if kamikaze {
                attributes.insert(Attribute::Kamikaze);
            }
            TwinCommand::Add(p, s, attributes)
        }),
        (arb_kind(), arb_kind()).prop_map(|(a, b)| TwinCommand::Substitute(a, b)),
        prop_oneof![Just(90u16), Just(180), Just(270)].prop_map(TwinCommand::Rotate),
        (0..4usize).prop_map(move |i| TwinCommand::Mirror(axes[i])),
        (arb_square(w, h), arb_square(w, h)).prop_map(|(a, b)| TwinCommand::Shift(a, b)),
        arb_stipulation().prop_map(TwinCommand::Stipulation),
        arb_twin_conditions(format).prop_map(TwinCommand::Condition),
    ]
}

/// A twin command: one feerie applies, or in a session sometimes one it keeps as text.
pub fn arb_twin_command_or_kept(format: Format, w: u8, h: u8) -> BoxedStrategy<TwinCommand> {
    match format {
        Format::Popeye => arb_twin_command(format, w, h).boxed(),
        Format::Session => prop_oneof![
            9 => arb_twin_command(format, w, h),
            1 => arb_kept_line().prop_map(|text| TwinCommand::Kept(KeptTwinCommand {
                text,
                line: SourceLine(None),
            })),
        ]
        .boxed(),
    }
}

/// A line of a kept element (a name, a stipulation, a twin command): any characters but line
/// breaks, trimmed, not empty (what the session reader keeps).
pub fn arb_kept_line() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z][A-Za-z0-9 \\[\\]#=.éü-]{0,16}[A-Za-z0-9\\]]",
        any::<String>().prop_map(|s| {
            let s = s.replace(['\n', '\r'], " ");
            match s.trim() {
                "" => "x".to_string(),
                t => t.to_string(),
            }
        }),
    ]
}

/// One word of a kept element: no white space, not empty.
pub fn arb_word() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-z0-9][A-Za-z0-9.#éü-]{0,8}",
        any::<String>().prop_map(|s| {
            let w: String = s.chars().filter(|c| !c.is_whitespace()).collect();
            if w.is_empty() {
                "w".to_string()
            } else {
                w
            }
        }),
    ]
}

fn arb_words() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(arb_word(), 0..3)
}

/// A kept piece kind: one feerie knows (with attributes, say) or a Popeye code it does not.
pub fn arb_kept_kind() -> impl Strategy<Value = KeptKind> {
    prop_oneof![
        arb_kind().prop_map(KeptKind::Known),
        "[a-z0-9]{1,3}".prop_map(KeptKind::Code),
    ]
}

/// Kept elements of a session problem on a `w`x`h` board: pieces on any squares ([`build`]
/// keeps those on squares of their own).
pub fn arb_kept(w: u8, h: u8) -> impl Strategy<Value = Kept> {
    let stipulation = prop::option::weighted(
        0.3,
        (any::<bool>(), arb_kept_line()).prop_map(|(structured, text)| KeptStipulation {
            structured,
            text,
            line: SourceLine(None),
        }),
    );
    let conditions = prop::collection::vec(
        (arb_kept_line(), arb_words()).prop_map(|(name, words)| KeptCondition {
            name,
            words,
            line: SourceLine(None),
        }),
        0..3,
    );
    let options = prop::collection::vec(
        (arb_kept_line(), arb_words(), any::<bool>()).prop_map(|(name, words, affects_solving)| {
            KeptOption {
                name,
                words,
                affects_solving,
                line: SourceLine(None),
            }
        }),
        0..3,
    );
    let pieces = prop::collection::vec(
        (arb_square(w, h), arb_colour(), arb_kept_kind(), arb_words()).prop_map(
            |(square, colour, kind, attributes)| KeptPiece {
                square,
                colour,
                kind,
                attributes,
                line: SourceLine(None),
            },
        ),
        0..4,
    );
    let commands = prop::collection::vec(
        (arb_word(), arb_text(), any::<bool>()).prop_map(|(keyword, text, affects_solving)| {
            KeptCommand {
                keyword,
                text,
                affects_solving,
                line: SourceLine(None),
            }
        }),
        0..3,
    );
    (stipulation, conditions, options, pieces, commands).prop_map(
        |(stipulation, conditions, options, pieces, commands)| Kept {
            stipulation,
            conditions,
            options,
            pieces,
            commands,
        },
    )
}

pub fn arb_imitator_colour() -> impl Strategy<Value = TokenColour> {
    prop_oneof![
        3 => Just(TokenColour::Neutral),
        1 => Just(TokenColour::Of(Side::White)),
        1 => Just(TokenColour::Of(Side::Black)),
    ]
}

/// A condition twin with the Imitator and its own squares: the conditions (the Imitator added
/// when they lack it: Popeye's default one for a Popeye file, any for a session), then the
/// Tokens on distinct squares, at most 8, as the reader gives `condition imitator SQUARES`.
/// A Popeye file names at least one square.
pub fn arb_twin_imitators(format: Format, w: u8, h: u8) -> impl Strategy<Value = Vec<TwinCommand>> {
    let (added, fewest) = match format {
        Format::Popeye => {
            let popeye_default = Condition::new(ImitatorOptions {
                promotion: true,
                no_hurdle: false,
                hurdle_at_departure: true,
            });
            (Just(popeye_default).boxed(), 1)
        }
        Format::Session => (arb_imitator(format), 0),
    };
    (
        arb_twin_conditions(format),
        added,
        prop::collection::vec((arb_square(w, h), arb_imitator_colour()), fewest..9),
    )
        .prop_map(|(mut conditions, imitator, listed)| {
            // Dynamo combines with no other condition.
            conditions.retain(|c| !c.is::<DynamoOptions>());
            if !conditions.iter().any(|c| c.is::<ImitatorOptions>()) {
                conditions.push(imitator);
            }
            let mut imitators: Vec<(Square, TokenColour)> = Vec::new();
            for (sq, colour) in listed {
                if !imitators.iter().any(|&(s, _)| s == sq) {
                    imitators.push((sq, colour));
                }
            }
            vec![
                TwinCommand::Condition(conditions),
                TwinCommand::Tokens(imitators),
            ]
        })
}

/// The commands of one twin: single commands and condition twins with Imitator squares.
pub fn arb_twin_commands(format: Format, w: u8, h: u8) -> impl Strategy<Value = Vec<TwinCommand>> {
    prop::collection::vec(
        prop_oneof![
            4 => arb_twin_command_or_kept(format, w, h).prop_map(|c| vec![c]),
            1 => arb_twin_imitators(format, w, h),
        ],
        0..4,
    )
    .prop_map(|groups| groups.concat())
}

/// One line of a Popeye file's author, origin, title or remark.
pub fn arb_line() -> impl Strategy<Value = String> {
    "[A-Za-zéü][A-Za-z0-9 .,;&'()/éü-]{0,24}[A-Za-z0-9.)]"
}

/// Any text at all: TOML strings hold every character.
pub fn arb_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-zéü][A-Za-z0-9 .,;&'()/éü-]{0,24}",
        any::<String>(),
        "[\"'\\\\\n\r\t#=\\[\\]{} ]{0,8}",
    ]
}

/// Author, origin and title of one or two lines and remarks (maybe empty) for a Popeye file;
/// any texts, an award and a language for a session.
pub fn arb_meta(format: Format) -> impl Strategy<Value = Meta> {
    type Texts = (Option<String>, Option<String>, Option<String>, Vec<String>);
    let (award, language) = match format {
        Format::Popeye => (Just(None).boxed(), Just(Language::English).boxed()),
        Format::Session => (
            prop::option::of(arb_text()).boxed(),
            prop_oneof![
                Just(Language::English),
                Just(Language::French),
                Just(Language::German)
            ]
            .boxed(),
        ),
    };
    let texts: BoxedStrategy<Texts> = match format {
        Format::Popeye => {
            let lines = || {
                prop::option::of(prop::collection::vec(arb_line(), 1..3).prop_map(|v| v.join("\n")))
            };
            (
                lines(),
                lines(),
                lines(),
                prop::collection::vec(prop_oneof![Just(String::new()), arb_line()], 0..3),
            )
                .boxed()
        }
        Format::Session => (
            prop::option::of(arb_text()),
            prop::option::of(arb_text()),
            prop::option::of(arb_text()),
            prop::collection::vec(arb_text(), 0..3),
        )
            .boxed(),
    };
    (texts, award, language).prop_map(|((author, origin, title, remarks), award, language)| Meta {
        author,
        origin,
        title,
        remarks,
        award,
        language,
    })
}

/// What a random problem is made of; [`build`] turns it into a problem the reader of its
/// [`Format`] can give.
#[derive(Debug, Clone)]
pub struct Parts {
    pub format: Format,
    pub w: u8,
    pub h: u8,
    pub pieces: Vec<(Square, Piece)>,
    pub stipulation: Option<Stipulation>,
    pub options: Options,
    /// Kings and rooks on their game-array squares, so that castling rights exist.
    pub array: bool,
    pub castling_cleared: u8,
    pub imitators: Vec<(Square, TokenColour)>,
    pub conditions: Vec<Condition>,
    pub pending: Option<(Piece, Square)>,
    pub en_passant: Option<Index>,
    /// The side to move; the stipulation's first mover when `None`.
    pub side: Option<Side>,
    /// The kinds of the last move and of the one before (indices into the orthodox kinds).
    pub move_kinds: (Option<u8>, Option<u8>),
    /// Four Double Acts: which Qi rights of the game array to clear (bit 0 White's king, bit 1
    /// Black's, bits 2.. the rooks in order), and whether the first rook left standing moves to
    /// the file beside its home (a right no `nocastling` can say).
    pub qi_cleared: u8,
    pub qi_moved: bool,
    pub twins: Vec<Twin>,
    pub meta: Meta,
    /// Kept elements; [`build`] drops the pieces on squares the board or an earlier kept piece
    /// holds.
    pub kept: Kept,
    pub zero_position: bool,
}

pub fn arb_parts(format: Format) -> impl Strategy<Value = Parts> {
    let size = prop_oneof![2 => Just((8u8, 8u8)), 3 => (1..=16u8, 1..=16u8)];
    size.prop_flat_map(move |(w, h)| {
        let non_king = (arb_colour(), arb_kind()).prop_map(|(c, k)| {
            Piece::new(
                c,
                if k.is_royal_walk() {
                    PieceKind::Queen
                } else {
                    k
                },
            )
        });
        let stipulation = match format {
            Format::Popeye => arb_stipulation().prop_map(Some).boxed(),
            Format::Session => prop::option::weighted(0.9, arb_stipulation()).boxed(),
        };
        let side = match format {
            Format::Popeye => Just(None).boxed(),
            Format::Session => {
                prop::option::of(prop_oneof![Just(Side::White), Just(Side::Black)]).boxed()
            }
        };
        (
            (
                Just((w, h)),
                prop::collection::vec((arb_square(w, h), arb_piece()), 0..24),
                stipulation,
                arb_options(format),
            ),
            (
                any::<bool>(),
                0..64u8,
                prop::collection::vec((arb_square(w, h), arb_imitator_colour()), 0..9),
                arb_conditions(format),
                prop::option::of((non_king, arb_square(w, h))),
                prop::option::of(any::<Index>()),
                side,
            ),
            (
                prop::option::of(0..6u8),
                prop::option::of(0..6u8),
                any::<u8>(),
                prop::bool::weighted(0.2),
            ),
            (
                prop::collection::vec(
                    (any::<bool>(), arb_twin_commands(format, w, h)).prop_map(
                        |(continued, commands)| Twin {
                            line: Default::default(),
                            continued,
                            commands,
                        },
                    ),
                    0..3,
                ),
                arb_meta(format),
            ),
            match format {
                Format::Popeye => Just((Kept::default(), false)).boxed(),
                Format::Session => (arb_kept(w, h), prop::bool::weighted(0.2)).boxed(),
            },
        )
    })
    .prop_map(
        move |(
            ((w, h), pieces, stipulation, options),
            (array, castling_cleared, imitators, conditions, pending, en_passant, side),
            (last_kind, previous_kind, qi_cleared, qi_moved),
            (twins, meta),
            (kept, zero_position),
        )| Parts {
            format,
            w,
            h,
            pieces,
            stipulation,
            options,
            array,
            castling_cleared,
            imitators,
            conditions,
            pending,
            en_passant,
            side,
            move_kinds: (last_kind, previous_kind),
            qi_cleared,
            qi_moved,
            twins,
            meta,
            kept,
            zero_position,
        },
    )
}

/// The game array's Qi rights of `pos` minus those `cleared` clears, the first rook right left
/// moved to the file beside its home when `moved` (and that square is on the board).
pub fn qi_rights(pos: &Position, cleared: u8, moved: bool) -> QiCastling {
    let array = fda::rights_from_array(pos);
    let mut qi = QiCastling::NONE;
    for (bit, side) in [(0, Side::White), (1, Side::Black)] {
        qi.set_king(side, array.king(side) && cleared & (1 << bit) == 0);
    }
    let mut moved = moved;
    for (i, rook) in array.rooks().enumerate() {
        if i < 6 && cleared & (4 << i) != 0 {
            continue;
        }
        let mut r = rook;
        let width = pos.size().width();
        let beside = if r.home_file * 2 < width {
            r.home_file + 1
        } else {
            r.home_file.saturating_sub(1)
        };
        if moved
            && beside != r.home_file
            && qi.rook_at(Square::new(beside, r.square.rank())).is_none()
        {
            r = QiRook {
                square: Square::new(beside, r.square.rank()),
                ..r
            };
            moved = false;
        }
        qi.push_rook(r);
    }
    qi
}

/// Builds a valid problem (the position passes `validate`) the way the reader does: pieces,
/// Tokens, castling from the array minus some bits, the side to move, an e.p. right when a
/// pawn of the other side could just have made a double step, a pending rebirth under Circé
/// Parrain. For a Popeye file the Imitator gets a square of its own when none of the listed
/// ones is free (and is dropped on a full board); for a session the double step must start
/// from the pawn's first rank.
pub fn build(parts: Parts) -> Problem {
    let format = parts.format;
    let size = BoardSize::new(parts.w, parts.h).unwrap();
    let mut pos = Position::empty(size);
    let mut board: BTreeMap<Square, Piece> = parts.pieces.into_iter().collect();
    let fda_game = parts.conditions.iter().any(|c| c.is::<FdaOptions>());
    if parts.array && fda_game && parts.w >= 3 && parts.h >= 2 {
        // The Four Double Acts array: kings on a middle file, rooks in the corners.
        for (side, rank) in [(Side::White, 0), (Side::Black, parts.h - 1)] {
            for (file, kind) in [
                (0, PieceKind::Rook),
                (parts.w / 2, PieceKind::King),
                (parts.w - 1, PieceKind::Rook),
            ] {
                board.insert(Square::new(file, rank), Piece::new(side.colour(), kind));
            }
        }
    } else if parts.array && parts.w == 8 {
        for (side, rank) in [(Side::White, 0), (Side::Black, parts.h - 1)] {
            for (file, kind) in [
                (0, PieceKind::Rook),
                (4, PieceKind::King),
                (7, PieceKind::Rook),
            ] {
                board.insert(Square::new(file, rank), Piece::new(side.colour(), kind));
            }
        }
    }
    let dynamo = parts.conditions.iter().any(|c| c.is::<DynamoOptions>());
    let mut kings = [false; 2];
    for (sq, p) in board {
        // Dynamo is not played with Four Double Acts pieces.
        if dynamo && p.kind().is_imitating() {
            continue;
        }
        // One royal piece a side: a king, sting or poseidon.
        if p.kind().is_royal_walk() {
            match p.colour().side() {
                Some(side) if !kings[side as usize] => kings[side as usize] = true,
                _ => continue,
            }
        }
        if p.kind() == PieceKind::Pawn {
            let last = |side: Side| sq.rank() == pos.last_rank(side);
            if [Side::White, Side::Black]
                .into_iter()
                .any(|s| p.colour().movable_by(s) && last(s))
            {
                continue;
            }
        }
        pos.put(sq, p);
    }

    let is_imitator = |c: &Condition| c.is::<ImitatorOptions>();
    let mut conditions = parts.conditions;
    if conditions.iter().any(is_imitator) {
        for (sq, colour) in parts.imitators {
            if pos.is_empty_square(sq) && !pos.tokens().contains(sq) {
                pos.add_token(sq, colour);
            }
        }
        if format == Format::Popeye && pos.tokens().is_empty() {
            match size.squares().find(|s| pos.is_empty_square(*s)) {
                Some(s) => {
                    pos.add_token(s, TokenColour::Neutral);
                }
                None => conditions.retain(|c| !is_imitator(c)),
            }
        }
    }

    let mut castling = pos.castling_from_array();
    for (bit, side) in [(0, Side::White), (3, Side::Black)] {
        if parts.castling_cleared & (1 << bit) != 0 {
            castling.set_rook(side, false, false);
        }
        if parts.castling_cleared & (2 << bit) != 0 {
            castling.set_king(side, false);
        }
        if parts.castling_cleared & (4 << bit) != 0 {
            castling.set_rook(side, true, false);
        }
    }
    pos.set_castling(castling);

    let mut problem = Problem::new(pos);
    problem.stipulation = parts.stipulation;
    problem.options = parts.options;
    problem.twins = parts.twins;
    problem.meta = parts.meta;
    let side = parts.side.unwrap_or_else(|| problem.first_mover());
    problem.position.set_side_to_move(side);

    if let Some(pick) = parts.en_passant {
        let mover = side.opponent();
        let pos = &problem.position;
        let candidates: Vec<EnPassant> = pos
            .pieces()
            .filter(|(_, p)| p.kind() == PieceKind::Pawn && p.colour().movable_by(mover))
            .filter_map(|(to, _)| {
                let dr = mover.forward() as i32;
                let over = to.offset(0, -dr, size)?;
                let from = to.offset(0, -2 * dr, size)?;
                let passes = match (format, mover) {
                    (Format::Popeye, _) => true,
                    (Format::Session, Side::White) => over.rank() == 2,
                    (Format::Session, Side::Black) => {
                        over.rank() as i32 == size.height() as i32 - 3
                    }
                };
                (passes && pos.is_empty_square(over) && pos.is_empty_square(from))
                    .then_some(EnPassant::new(over, to))
            })
            .collect();
        if !candidates.is_empty() {
            let ep = candidates[pick.index(candidates.len())];
            problem.position.set_en_passant(Some(ep));
        }
    }
    if conditions.iter().any(|c| c.is::<ParrainOptions>()) {
        problem.position.set_pending_rebirth(parts.pending);
    }
    let kind = |i: Option<u8>| i.map(|i| fda::ORTHODOX[i as usize]);
    problem
        .position
        .set_last_move_kind(kind(parts.move_kinds.0));
    problem
        .position
        .set_previous_move_kind(kind(parts.move_kinds.1));
    if fda_game {
        let qi = qi_rights(&problem.position, parts.qi_cleared, parts.qi_moved);
        problem.position.set_qi_castling(qi);
    }
    problem.conditions = conditions;
    problem.zero_position = parts.zero_position;
    let mut kept = parts.kept;
    let mut pieces: Vec<KeptPiece> = Vec::new();
    for p in kept.pieces {
        let free = problem.position.piece_at(p.square).is_none()
            && !pieces.iter().any(|k| k.square == p.square);
        if free {
            pieces.push(p);
        }
    }
    kept.pieces = pieces;
    problem.kept = kept;
    assert_eq!(problem.position.validate(), Ok(()));
    problem
}
