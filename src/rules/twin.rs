//! Applying Popeye's twins: [`twin_problems`] turns a problem with twins into the list of
//! problems to solve, each with Popeye's label and Popeye's description of the change in each
//! language.
//!
//! # Labels
//!
//! Without twins there is one problem, with an empty label and description. With twins the
//! diagram is `a)`, the twins follow as `b)`, `c)`, … `z)`, then `z1)`, `z2)`, … as Popeye
//! numbers them. With Popeye's `zeroposition` ([`Problem::zero_position`]) the diagram is not
//! solved: the twins alone are, from `a)` (the commands after `zeroposition`), each applied to
//! the diagram unless continued. A `continued` twin is labelled as Popeye prints it, with a `+` in front
//! (`+c)`): it applies its commands to the previous twin instead of the diagram.
//!
//! # What each command does (Popeye 4.x semantics)
//!
//! * `move A B`: the piece on A goes to B. A must hold a piece; a piece on B is removed (Popeye:
//!   "a piece accidentally standing on square2 will be removed"). A and B must differ.
//! * `exchange A B`: the pieces on A and B change places; both squares must hold a piece, as
//!   current Popeye requires.
//! * `remove A`: A must hold a piece.
//! * `add COLOUR PIECES`: a piece put on an occupied square replaces the piece there.
//! * `substitute X Y`: every piece of kind X, of any colour, becomes a Y.
//! * `rotate 90|180|270`: Popeye turns the board *to the left* (counter-clockwise) by that many
//!   degrees: `rotate 90` takes a1 to h1, h1 to h8, h8 to a8 and a8 to a1. (The comment on
//!   [`TwinCommand::Rotate`] says "clockwise"; the geometry here is Popeye's.) Quarter turns need
//!   a square board; `rotate 180` works on any board.
//! * `mirror a1<-->h1` reverses the files, `a1<-->a8` the ranks, `a1<-->h8` reflects in the
//!   diagonal a8–h1 (a1 goes to h8), `a8<-->h1` in the diagonal a1–h8 (a8 goes to h1): the
//!   name gives the square a1 (or a8) is taken to. The two diagonal mirrors need a square board.
//! * `shift A B`: every piece moves by the vector from A to B; it is an error if one would
//!   leave the board.
//! * `PolishType`: every white piece becomes black and every black piece white, on its
//!   square and with its attributes; neutral pieces stay neutral (Popeye's total side
//!   exchange). The side to move is still the stipulation's.
//! * `stipulation S`: replaces the stipulation (the side to move follows it).
//! * `condition …`: replaces the conditions.
//! * `condition NAME SQUARES` (a [`TwinCommand::Condition`] with a condition that owns the
//!   position's tokens, then a [`TwinCommand::Tokens`]): the tokens of the position are cleared
//!   and the listed ones put on their squares, in their order. Each square must be on the board
//!   and empty when the command is applied, no square may be listed twice, and at most
//!   [`MAX_TOKENS`] may be listed. A [`TwinCommand::Tokens`] anywhere else (not right after a
//!   condition that owns tokens) is an error, and so is an empty list.
//!
//! # What the twin does to the rest of the position
//!
//! * Tokens move with `rotate`, `mirror` and `shift` like pieces (leaving the board in a
//!   shift is an error) and stay put otherwise. Popeye transforms them in rotations and mirrors
//!   but leaves them where they are in a shift; feerie shifts them too, so that a shifted
//!   position keeps its meaning. After the twin, a token on an occupied square is an error.
//! * The position's state belongs to the conditions that own it ([`Condition::state`]). A
//!   `condition` twin without a condition that owns tokens drops them; one with such a
//!   condition and its own squares puts the tokens there (above); one with it alone keeps the
//!   tokens of the position it starts from, or, when that position has none (an earlier
//!   continued twin dropped them), takes the diagram's squares. It is an error if the diagram
//!   has none either. Likewise a twin without a condition that owns a pending rebirth drops
//!   it, and one with it brings back the diagram's when the position has none; the Qi castling
//!   rights are recomputed from the array when a condition that owns them comes or goes.
//! * Castling rights are recomputed after any twin that changes the board (every command but
//!   `stipulation` and `condition`): a king or rook on its game-array square counts as unmoved
//!   ([`Position::castling_from_array`]), except the kings and rooks whose right the diagram
//!   had cleared while they stood on their squares (Popeye's `nocastling` option stays in force
//!   for every twin, and applies to squares).
//! * The e.p. right and the square of a pending rebirth are carried through rotations,
//!   mirrors and shifts like pieces. The e.p. right is then dropped unless it still describes a
//!   double step just made by the side not to move (its pawn on the arrival square, the squares
//!   it crossed empty). A pending rebirth whose square a shift takes off the board is dropped.
//! * The side to move is [`Problem::first_mover`] of the twinned problem, so a stipulation twin
//!   can change it. Finally the position must pass [`Position::validate`].
//!
//! # The description
//!
//! The description is what Popeye prints after the label, in each of its languages (the table
//! shows the English wording; French and German write the pieces with their letters and colour
//! letters there, `+sBc2`, and `rotate`, `mirror`, `shift` as `rotation`, `miroir`,
//! `translation` and `Drehung`, `Spiegelung`, `Verschiebung`). Each change
//! is one item, and items are separated by two spaces (Popeye ends each item with two spaces;
//! the trailing ones are left out here). A continued twin describes only its own commands.
//!
//! | command | item | example |
//! |---|---|---|
//! | `move` | the piece, its square, `-->`, the target | `bPa4-->c2` |
//! | `move` onto a piece | the removal first | `-bPc3  wSb1-->c3` |
//! | `exchange` | both pieces with their squares, `<-->` between | `wKe1<-->bKe8` |
//! | `remove` | `-` and the piece | `-wRa1` |
//! | `add` | `+` and the piece | `+bPc2` |
//! | `add` onto a piece | the new piece alone (Popeye writes neither the `+` nor the removal) | `bPc2` |
//! | `substitute` | `X ==> Y` | `Q ==> R` |
//! | `rotate` | `rotate` and the degrees | `rotate 90` |
//! | `mirror` | `mirror` and the axis | `mirror a1<-->h1` |
//! | `shift` | `shift A ==> B` | `shift a1 ==> b2` |
//! | `PolishType` | the command's name (`CouleurEchange`, `Farbwechsel`) | `PolishType` |
//! | `stipulation` | the stipulation | `h#2.5` |
//! | `condition` | each condition as Popeye names it ([`Condition::twin_lines`]) | |
//! | `condition NAME SQUARES` | the same: the condition's item lists the new token squares | |
//!
//! Pieces are written as in Popeye's twin lines: the colour letter (`w`, `b`, `n`), the piece's
//! code in upper case (`S` knight, `G` grasshopper, `MA` mao, …), the square. As in Popeye, a
//! removal is not written when the same twin later puts a piece on that square, and an addition
//! loses its `+` when the same twin removed a piece from its square before. Popeye writes each
//! condition on a line of its own; here they share the line, separated by two spaces. The
//! Tokens are listed where they stand after the twin, whether the twin kept them or set them
//! ([`TwinCommand::Tokens`] adds no item of its own). `NoHurdle` is feerie's own condition.

use super::condition::{Condition, State};
use super::kept::SourceLine;
use super::piece::{Attributes, Colour, Language, Piece, PieceKind, Side};
use super::position::{Castling, EnPassant, Position, QiCastling, TokenColour, MAX_TOKENS};
use super::problem::{MirrorAxis, Problem, Stipulation, Twin, TwinCommand};
use super::square::{BoardSize, Square};
use super::sstipulation::Sstipulation;
use super::texts::Texts;

/// One twin ready to solve: Popeye's label ("a)", "b)", …), the description of what changed in
/// Popeye's wording in each language (empty for the first), and the problem.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TwinProblem {
    pub label: String,
    pub description: Texts,
    pub problem: Problem,
    /// Where the twin is written (none for the diagram), for messages.
    pub line: SourceLine,
    /// Whether a stipulation is read for this twin: the diagram's, or the twin's own
    /// `stipulation` command. Popeye says what it says of a stipulation then (`PostKeyPlay not
    /// applicable - ignored` before the diagram, or before the twin's label), not for a twin
    /// that keeps the one it has.
    pub sets_stipulation: bool,
}

/// A twin that cannot be applied, with its label and line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("twin {label}: {message}")]
pub struct TwinError {
    pub label: String,
    pub message: String,
    pub line: SourceLine,
    /// The twin holds a command feerie keeps without playing it (`TwinCommand::Kept`): the
    /// twin cannot be set up, but the file is not at fault (it opens and is written back).
    pub kept: bool,
}

/// The problems to solve, in order: the diagram and every twin (see the module documentation).
/// The returned problems have no twins.
pub fn twin_problems(problem: &Problem) -> Result<Vec<TwinProblem>, TwinError> {
    let mut diagram = problem.clone();
    diagram.twins.clear();
    // What the conditions absorb goes from the pieces, as Popeye solves them (a twin's
    // added pieces: `Twinning`).
    super::attributes::absorb(&mut diagram.position, &diagram.conditions);
    if problem.twins.is_empty() {
        return Ok(vec![TwinProblem {
            label: String::new(),
            description: Texts::default(),
            problem: diagram,
            line: SourceLine::default(),
            sets_stipulation: true,
        }]);
    }
    // With Popeye's `zeroposition` the diagram is not solved: the twins alone are, labelled
    // from `a)`.
    let first = usize::from(!problem.zero_position);
    let mut out = vec![TwinProblem {
        label: twin_label(0, false),
        description: Texts::default(),
        problem: diagram.clone(),
        line: SourceLine::default(),
        sets_stipulation: true,
    }];
    for (i, twin) in problem.twins.iter().enumerate() {
        let label = twin_label(i + first, twin.continued);
        let base = match out.last() {
            Some(previous) if twin.continued => &previous.problem,
            _ => &diagram,
        };
        let (problem, description) =
            apply_twin(&diagram, base, twin).map_err(|message| TwinError {
                label: label.clone(),
                message,
                line: twin.line,
                kept: twin
                    .commands
                    .iter()
                    .any(|c| matches!(c, TwinCommand::Kept(_))),
            })?;
        out.push(TwinProblem {
            label,
            description,
            problem,
            line: twin.line,
            sets_stipulation: twin
                .commands
                .iter()
                .any(|c| matches!(c, TwinCommand::Stipulation(_) | TwinCommand::Structured(_))),
        });
    }
    if problem.zero_position {
        out.remove(0);
        // (The diagram's stipulation is read all the same, before the first twin.)
        if let Some(first) = out.first_mut() {
            first.sets_stipulation = true;
        }
    }
    Ok(out)
}

/// Popeye's twin label: `a)` … `z)`, then `z1)`, `z2)`, …; `+` in front of a continued twin.
fn twin_label(index: usize, continued: bool) -> String {
    let plus = if continued { "+" } else { "" };
    if index < 26 {
        format!("{plus}{})", (b'a' + index as u8) as char)
    } else {
        format!("{plus}z{})", index - 25)
    }
}

/// What a twin did, in order, for the description.
#[derive(Clone, Debug)]
enum Event {
    Created(Piece, Attributes, Square),
    Removed(Piece, Square),
    Moved(Piece, Square, Square),
    Exchanged(Piece, Square, Piece, Square),
    Rotated(u16),
    Mirrored(MirrorAxis),
    Shifted(Square, Square),
    PolishType,
    Substituted(PieceKind, PieceKind),
    Stipulation(Stipulation),
    Structured(Sstipulation),
    Conditions(Vec<Condition>),
}

/// A twin being applied.
struct Twinning<'a> {
    diagram: &'a Problem,
    problem: Problem,
    events: Vec<Event>,
    /// Whether the board changed (castling rights are then recomputed).
    board_changed: bool,
    /// Whether the last command was a condition that owns tokens, which token squares may
    /// follow.
    tokens_condition_last: bool,
}

fn apply_twin(diagram: &Problem, base: &Problem, twin: &Twin) -> Result<(Problem, Texts), String> {
    let mut t = Twinning {
        diagram,
        problem: base.clone(),
        events: Vec::new(),
        board_changed: false,
        tokens_condition_last: false,
    };
    for (i, command) in twin.commands.iter().enumerate() {
        t.apply(command, twin.commands.get(i + 1))?;
    }
    t.finish()?;
    let description = Texts::new(|lang| describe(&t.events, &t.problem.position, lang));
    Ok((t.problem, description))
}

fn piece_text(piece: Piece, sq: Square, lang: Language) -> String {
    attributed_text(piece, Attributes::NONE, sq, lang)
}

/// `piece_text` with the piece's attributes between colour and kind, as Popeye writes them
/// (`whnGh8`).
fn attributed_text(piece: Piece, attributes: Attributes, sq: Square, lang: Language) -> String {
    format!(
        "{}{}{}{sq}",
        piece.colour().letter_in(lang),
        attributes.prefix_in(piece.kind(), lang),
        piece.kind().letters_in(lang)
    )
}

/// Popeye's words for the board's transformations in `lang`: rotate, mirror, shift.
fn transformation_words(lang: Language) -> [&'static str; 3] {
    match lang {
        Language::English => ["rotate", "mirror", "shift"],
        Language::French => ["rotation", "miroir", "translation"],
        Language::German => ["Drehung", "Spiegelung", "Verschiebung"],
    }
}

/// Popeye's name of the `PolishType` twin in `lang`, which its twin line repeats.
fn polish_type_word(lang: Language) -> &'static str {
    match lang {
        Language::English => "PolishType",
        Language::French => "CouleurEchange",
        Language::German => "Farbwechsel",
    }
}

fn mirror_text(axis: MirrorAxis) -> &'static str {
    match axis {
        MirrorAxis::Files => "a1<-->h1",
        MirrorAxis::Ranks => "a1<-->a8",
        MirrorAxis::Diagonal => "a1<-->h8",
        MirrorAxis::AntiDiagonal => "a8<-->h1",
    }
}

/// Popeye's names of the conditions, one entry per line Popeye would print.
fn condition_lines(conditions: &[Condition], pos: &Position) -> Vec<String> {
    conditions.iter().flat_map(|c| c.twin_lines(pos)).collect()
}

/// The description of a twin's events in `lang`, `pos` being the position after the twin.
fn describe(events: &[Event], pos: &Position, lang: Language) -> String {
    let piece_text = |piece, sq| piece_text(piece, sq, lang);
    let [rotate, mirror, shift] = transformation_words(lang);
    let mut items = Vec::new();
    for (i, event) in events.iter().enumerate() {
        match event {
            Event::Created(piece, attributes, sq) => {
                let replaced = events[..i]
                    .iter()
                    .any(|e| matches!(e, Event::Removed(_, s) if s == sq));
                let plus = if replaced { "" } else { "+" };
                let man = attributed_text(*piece, *attributes, *sq, lang);
                items.push(format!("{plus}{man}"));
            }
            Event::Removed(piece, sq) => {
                let refilled = events[i + 1..]
                    .iter()
                    .any(|e| matches!(e, Event::Created(_, _, s) if s == sq));
                if !refilled {
                    items.push(format!("-{}", piece_text(*piece, *sq)));
                }
            }
            Event::Moved(piece, from, to) => {
                // (The piece keeps its attributes: those on its target after the twin.)
                let man = attributed_text(*piece, pos.attributes(*to), *from, lang);
                items.push(format!("{man}-->{to}"));
            }
            Event::Exchanged(a, a_sq, b, b_sq) => {
                items.push(format!(
                    "{}<-->{}",
                    piece_text(*a, *a_sq),
                    piece_text(*b, *b_sq)
                ));
            }
            Event::Rotated(degrees) => items.push(format!("{rotate} {degrees}")),
            Event::Mirrored(axis) => items.push(format!("{mirror} {}", mirror_text(*axis))),
            Event::Shifted(a, b) => items.push(format!("{shift} {a} ==> {b}")),
            Event::PolishType => items.push(polish_type_word(lang).to_string()),
            Event::Substituted(a, b) => {
                items.push(format!("{} ==> {}", a.letters_in(lang), b.letters_in(lang)))
            }
            Event::Stipulation(s) => items.push(s.to_string()),
            // (As Popeye prints it: `b) Weiss 3:3a[#]d`.)
            Event::Structured(s) => items.push(s.header(lang)),
            Event::Conditions(list) => items.extend(condition_lines(list, pos)),
        }
    }
    items.join("  ")
}

/// Where a board transformation takes a square, on a board of `size` (the board is square for
/// quarter turns and diagonal mirrors).
#[derive(Clone, Copy, Debug)]
enum Transform {
    Rotate(u16),
    Mirror(MirrorAxis),
    Shift(i32, i32),
}

impl Transform {
    fn apply(self, sq: Square, size: BoardSize) -> Option<Square> {
        let (f, r) = (sq.file() as i32, sq.rank() as i32);
        let (w, h) = (size.width() as i32, size.height() as i32);
        let (nf, nr) = match self {
            // Popeye turns the board to the left: a1 -> h1 -> h8 -> a8 -> a1.
            Transform::Rotate(90) => (w - 1 - r, f),
            Transform::Rotate(180) => (w - 1 - f, h - 1 - r),
            Transform::Rotate(270) => (r, h - 1 - f),
            Transform::Rotate(_) => return None,
            Transform::Mirror(MirrorAxis::Files) => (w - 1 - f, r),
            Transform::Mirror(MirrorAxis::Ranks) => (f, h - 1 - r),
            Transform::Mirror(MirrorAxis::Diagonal) => (w - 1 - r, h - 1 - f),
            Transform::Mirror(MirrorAxis::AntiDiagonal) => (r, f),
            Transform::Shift(df, dr) => return sq.offset(df, dr, size),
        };
        let to = Square::new(nf as u8, nr as u8);
        size.contains(to).then_some(to)
    }
}

impl Twinning<'_> {
    fn size(&self) -> BoardSize {
        self.problem.position.size()
    }

    fn on_board(&self, sq: Square) -> Result<(), String> {
        if self.size().contains(sq) {
            Ok(())
        } else {
            Err(format!("{sq} is outside the {} board", self.size()))
        }
    }

    fn occupant(&self, command: &str, sq: Square) -> Result<Piece, String> {
        self.on_board(sq)?;
        self.problem
            .position
            .piece_at(sq)
            .ok_or_else(|| format!("{command}: nothing stands on {sq}"))
    }

    /// Applies `command`; `next` is the command after it in the twin.
    fn apply(&mut self, command: &TwinCommand, next: Option<&TwinCommand>) -> Result<(), String> {
        let after_tokens_condition = std::mem::take(&mut self.tokens_condition_last);
        match command {
            TwinCommand::Kept(k) => {
                return Err(format!("{}: not supported by feerie", k.text));
            }
            TwinCommand::Move(from, to) => {
                let text = format!("move {from} {to}");
                let piece = self.occupant(&text, *from)?;
                self.on_board(*to)?;
                if from == to {
                    return Err(format!("{text}: the two squares are the same"));
                }
                let pos = &mut self.problem.position;
                if let Some(victim) = pos.remove(*to) {
                    self.events.push(Event::Removed(victim, *to));
                }
                // The piece keeps its attributes (as in Popeye).
                let attributes = pos.attributes(*from);
                pos.remove(*from);
                pos.put_with(*to, piece, attributes);
                self.events.push(Event::Moved(piece, *from, *to));
                self.board_changed = true;
            }
            TwinCommand::Exchange(a, b) => {
                let text = format!("exchange {a} {b}");
                let pa = self.occupant(&text, *a)?;
                let pb = self.occupant(&text, *b)?;
                if a == b {
                    return Err(format!("{text}: the two squares are the same"));
                }
                let pos = &mut self.problem.position;
                let (aa, ab) = (pos.attributes(*a), pos.attributes(*b));
                pos.put_with(*a, pb, ab);
                pos.put_with(*b, pa, aa);
                self.events.push(Event::Exchanged(pa, *a, pb, *b));
                self.board_changed = true;
            }
            TwinCommand::Remove(sq) => {
                let piece = self.occupant(&format!("remove {sq}"), *sq)?;
                self.problem.position.remove(*sq);
                self.events.push(Event::Removed(piece, *sq));
                self.board_changed = true;
            }
            TwinCommand::Add(piece, sq, attributes) => {
                self.on_board(*sq)?;
                let pos = &mut self.problem.position;
                if let Some(old) = pos.remove(*sq) {
                    self.events.push(Event::Removed(old, *sq));
                }
                pos.put_with(*sq, *piece, *attributes);
                self.events.push(Event::Created(*piece, *attributes, *sq));
                self.board_changed = true;
            }
            TwinCommand::Substitute(from, to) => {
                let pos = &mut self.problem.position;
                let found: Vec<(Square, Piece)> =
                    pos.pieces().filter(|(_, p)| p.kind() == *from).collect();
                for (sq, p) in found {
                    pos.put(sq, Piece::new(p.colour(), *to));
                }
                self.events.push(Event::Substituted(*from, *to));
                self.board_changed = true;
            }
            TwinCommand::Rotate(degrees) => {
                let size = self.size();
                match degrees {
                    90 | 270 if size.width() != size.height() => {
                        return Err(format!("rotate {degrees} needs a square board, not {size}"))
                    }
                    90 | 180 | 270 => {}
                    _ => {
                        return Err(format!(
                            "rotate takes 90, 180 or 270 degrees, not {degrees}"
                        ))
                    }
                }
                self.transform(Transform::Rotate(*degrees), &format!("rotate {degrees}"))?;
                self.events.push(Event::Rotated(*degrees));
            }
            TwinCommand::Mirror(axis) => {
                let size = self.size();
                let diagonal = matches!(axis, MirrorAxis::Diagonal | MirrorAxis::AntiDiagonal);
                let text = format!("mirror {}", mirror_text(*axis));
                if diagonal && size.width() != size.height() {
                    return Err(format!("{text} needs a square board, not {size}"));
                }
                self.transform(Transform::Mirror(*axis), &text)?;
                self.events.push(Event::Mirrored(*axis));
            }
            TwinCommand::Shift(a, b) => {
                self.on_board(*a)?;
                self.on_board(*b)?;
                let df = b.file() as i32 - a.file() as i32;
                let dr = b.rank() as i32 - a.rank() as i32;
                self.transform(Transform::Shift(df, dr), &format!("shift {a} ==> {b}"))?;
                self.events.push(Event::Shifted(*a, *b));
            }
            TwinCommand::PolishType => {
                // As Popeye's total side exchange: the pieces change colour where they stand,
                // with their attributes; neutral ones stay neutral. Castling rights and the
                // e.p. right follow from the new position (`finish`).
                let pos = &mut self.problem.position;
                let pieces: Vec<(Square, Piece)> = pos.pieces().collect();
                for (sq, piece) in pieces {
                    let colour = match piece.colour() {
                        Colour::White => Colour::Black,
                        Colour::Black => Colour::White,
                        Colour::Neutral => continue,
                    };
                    let attributes = pos.attributes(sq);
                    pos.put_with(sq, Piece::new(colour, piece.kind()), attributes);
                }
                self.events.push(Event::PolishType);
                self.board_changed = true;
            }
            TwinCommand::Stipulation(s) => {
                self.problem.stipulation = Some(*s);
                self.problem.structured = None;
                self.events.push(Event::Stipulation(*s));
            }
            TwinCommand::Structured(s) => {
                self.problem.structured = Some(s.clone());
                self.problem.stipulation = None;
                self.events.push(Event::Structured(s.clone()));
            }
            TwinCommand::Condition(list) => {
                let squares_follow = matches!(next, Some(TwinCommand::Tokens(_)));
                self.set_conditions(list, squares_follow)?;
                self.events.push(Event::Conditions(list.clone()));
                self.tokens_condition_last = list.iter().any(|c| c.state().contains(State::TOKENS));
            }
            TwinCommand::Tokens(list) => {
                let squares: Vec<String> = list.iter().map(|(sq, _)| sq.to_string()).collect();
                let name = self.token_name();
                let keyword = name.to_lowercase();
                let text = format!("condition {keyword} {}", squares.join(" "));
                if !after_tokens_condition {
                    return Err(format!(
                        "{text}: {name} squares in a twin must follow the condition that owns \
                         them"
                    ));
                }
                self.set_tokens(list, &text)?;
            }
        }
        Ok(())
    }

    /// Moves every piece, token, e.p. square and pending rebirth square as `t` says. A piece
    /// or token it takes off the board is an error; e.p. and rebirth are then dropped.
    fn transform(&mut self, t: Transform, text: &str) -> Result<(), String> {
        let old = &self.problem.position;
        let size = old.size();
        let mut pos = Position::empty(size);
        for (sq, piece) in old.pieces() {
            let to = t.apply(sq, size).ok_or_else(|| {
                format!(
                    "{text} takes {} off the {size} board",
                    piece_text(piece, sq, Language::English)
                )
            })?;
            pos.put(to, piece);
        }
        // The holes go with the board (as in Popeye).
        for sq in old.holes() {
            let to = t
                .apply(sq, size)
                .ok_or_else(|| format!("{text} takes the hole on {sq} off the {size} board"))?;
            pos.make_hole(to);
        }
        let name = self.token_name();
        let old = &self.problem.position;
        for (sq, colour) in old.tokens().iter() {
            let to = t
                .apply(sq, size)
                .ok_or_else(|| format!("{text} takes the {name} on {sq} off the {size} board"))?;
            pos.add_token(to, colour);
        }
        pos.set_side_to_move(old.side_to_move());
        pos.set_castling(old.castling());
        if let Some(ep) = old.en_passant() {
            let moved = |sq: Option<Square>| match sq {
                None => Some(None),
                Some(sq) => t.apply(sq, size).map(Some),
            };
            if let (Some(target), Some(victim), Some(beyond), Some(arrival)) = (
                t.apply(ep.target, size),
                t.apply(ep.victim, size),
                moved(ep.beyond),
                moved(ep.arrival),
            ) {
                pos.set_en_passant(Some(EnPassant {
                    target,
                    victim,
                    beyond,
                    arrival,
                }));
            }
        }
        if let Some((piece, sq)) = old.pending_rebirth() {
            if let Some(to) = t.apply(sq, size) {
                pos.set_pending_rebirth(Some((piece, to)));
            }
        }
        self.problem.position = pos;
        self.board_changed = true;
        Ok(())
    }

    /// Replaces the conditions; Tokens and a pending rebirth follow (module documentation).
    /// With `squares_follow`, the next command sets the tokens: they are dropped here.
    fn set_conditions(&mut self, list: &[Condition], squares_follow: bool) -> Result<(), String> {
        let owns = |state: State| list.iter().any(|c| c.state().contains(state));
        let owner = list.iter().find_map(|c| c.token_name());
        let diagram = &self.diagram.position;
        let pos = &mut self.problem.position;
        if !owns(State::TOKENS) || squares_follow {
            pos.clear_tokens();
        } else if pos.tokens().is_empty() {
            if diagram.tokens().is_empty() {
                let name = owner.unwrap_or("token");
                return Err(format!(
                    "'condition {}' in a twin keeps the diagram's {name}s, and the diagram has \
                     none",
                    name.to_lowercase()
                ));
            }
            for (sq, colour) in diagram.tokens().iter() {
                pos.add_token(sq, colour);
            }
        }
        if !owns(State::PENDING) {
            pos.set_pending_rebirth(None);
        } else if pos.pending_rebirth().is_none() {
            pos.set_pending_rebirth(diagram.pending_rebirth());
        }
        self.problem.conditions = list.to_vec();
        Ok(())
    }

    /// What the conditions in force (or the diagram's) call their tokens.
    fn token_name(&self) -> &'static str {
        self.problem
            .conditions
            .iter()
            .chain(&self.diagram.conditions)
            .find_map(|c| c.token_name())
            .unwrap_or("token")
    }

    /// Replaces the tokens by `list` (`condition NAME SQUARES`); `text` names the command in
    /// errors.
    fn set_tokens(&mut self, list: &[(Square, TokenColour)], text: &str) -> Result<(), String> {
        let name = self.token_name();
        if list.is_empty() {
            return Err(format!(
                "'condition {}' in a twin lists no {name} squares",
                name.to_lowercase()
            ));
        }
        if list.len() > MAX_TOKENS {
            return Err(format!("{text}: too many {name}s (at most {MAX_TOKENS})"));
        }
        for (i, &(sq, _)) in list.iter().enumerate() {
            self.on_board(sq).map_err(|m| format!("{text}: {m}"))?;
            if list[..i].iter().any(|&(s, _)| s == sq) {
                return Err(format!("{text}: two {name}s on {sq}"));
            }
            if let Some(piece) = self.problem.position.piece_at(sq) {
                return Err(format!(
                    "{text}: the {name} on {sq} stands on an occupied square ({})",
                    piece_text(piece, sq, Language::English)
                ));
            }
        }
        let pos = &mut self.problem.position;
        pos.clear_tokens();
        for &(sq, colour) in list {
            pos.add_token(sq, colour);
        }
        Ok(())
    }

    /// Castling, side to move, e.p. and the checks of the finished position.
    fn finish(&mut self) -> Result<(), String> {
        let name = self.token_name();
        let pos = &mut self.problem.position;
        for (sq, _) in pos.tokens().iter() {
            if !pos.is_empty_square(sq) {
                return Err(format!("the {name} on {sq} stands on an occupied square"));
            }
        }
        if self.board_changed {
            let castling = castling_after(&self.diagram.position, pos);
            pos.set_castling(castling);
        }
        let game = |p: &Problem| p.conditions.iter().any(|c| c.state().contains(State::QI));
        let (now, before) = (game(&self.problem), game(self.diagram));
        if self.board_changed || now != before {
            let pos = &mut self.problem.position;
            let qi = if now {
                qi_after(&self.diagram.position, pos, before)
            } else {
                QiCastling::NONE
            };
            pos.set_qi_castling(qi);
        }
        let side = self.problem.first_mover();
        let pos = &mut self.problem.position;
        pos.set_side_to_move(side);
        if let Some(ep) = pos.en_passant() {
            if !double_step_fits(pos, ep) {
                pos.set_en_passant(None);
            }
        }
        // What the conditions absorb goes from the pieces, a twin's added ones included, as
        // Popeye solves them (before the position is judged: two royal men under RoyalDynasty
        // are two ordinary ones).
        super::attributes::absorb(&mut self.problem.position, &self.problem.conditions);
        let allow = Condition::allowances(&self.problem.conditions);
        let pos = &self.problem.position;
        pos.validate_with(allow).map_err(|e| e.to_string())
    }
}

/// The Qi rights of `pos`: those of its array, minus those the diagram (when its conditions
/// owned Qi rights too) had cleared although its king or rook stood on its square.
fn qi_after(diagram: &Position, pos: &Position, diagram_played: bool) -> QiCastling {
    let mut qi = QiCastling::from_array(pos);
    if !diagram_played {
        return qi;
    }
    let array = QiCastling::from_array(diagram);
    let kept = diagram.qi_castling();
    for side in [Side::White, Side::Black] {
        if array.king(side) && !kept.king(side) {
            qi.set_king(side, false);
        }
    }
    for r in array.rooks() {
        if kept.rook_at(r.square).is_none() {
            qi.remove_rook(r.square);
        }
    }
    qi
}

/// The game-array castling rights of `pos`, minus those the diagram had cleared although its
/// king or rook stood on its square (Popeye's `nocastling`, which applies to squares).
fn castling_after(diagram: &Position, pos: &Position) -> Castling {
    let array = diagram.castling_from_array();
    let kept = diagram.castling();
    let mut c = pos.castling_from_array();
    for side in [Side::White, Side::Black] {
        if array.king_unmoved(side) && !kept.king_unmoved(side) {
            c.set_king(side, false);
        }
        for kingside in [true, false] {
            if array.rook_unmoved(side, kingside) && !kept.rook_unmoved(side, kingside) {
                c.set_rook(side, kingside, false);
            }
        }
    }
    c
}

/// Whether `ep` still describes a double (or triple) step just made: its pawn on the arrival
/// square, the squares crossed and the departure square empty.
fn double_step_fits(pos: &Position, ep: EnPassant) -> bool {
    // (Either side's: the side to move's own is taken in set play.)
    [Side::White, Side::Black]
        .into_iter()
        .any(|mover| ep.fits(pos, mover))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::condition::{Hooks, Options, Rules};
    use crate::rules::piece::Colour;
    use crate::rules::position::TokenColour;
    use std::sync::Arc;

    /// A condition that owns some of the position's state and nothing else.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Owner(State);

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

    impl Options for Owner {
        const NAME: &'static str = "owner";
        fn rules(&self, _: &Position) -> Arc<dyn Rules> {
            Arc::new(NoRules)
        }
        fn state(&self) -> State {
            self.0
        }
        fn token_name(&self) -> Option<&'static str> {
            self.0.contains(State::TOKENS).then_some("Marker")
        }
        fn twin_lines(&self, pos: &Position) -> Vec<String> {
            let mut line = String::from(if self.0.contains(State::TOKENS) {
                "Markers"
            } else {
                "Pending"
            });
            for (sq, _) in pos.tokens().iter() {
                line.push_str(&format!(" {sq}"));
            }
            vec![line]
        }
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn piece(colour: Colour, kind: PieceKind) -> Piece {
        Piece::new(colour, kind)
    }

    /// wKe1 wRa1 wSb1, bKe8 bPc3, #2.
    fn problem(twins: Vec<Twin>) -> Problem {
        let mut pos = Position::empty(BoardSize::STANDARD);
        pos.put(sq("e1"), piece(Colour::White, PieceKind::King));
        pos.put(sq("a1"), piece(Colour::White, PieceKind::Rook));
        pos.put(sq("b1"), piece(Colour::White, PieceKind::Knight));
        pos.put(sq("e8"), piece(Colour::Black, PieceKind::King));
        pos.put(sq("c3"), piece(Colour::Black, PieceKind::Pawn));
        pos.set_castling(pos.castling_from_array());
        let mut p = Problem::new(pos);
        p.stipulation = Some(Stipulation::parse("#2").unwrap());
        p.twins = twins;
        p
    }

    fn twin(commands: Vec<TwinCommand>) -> Twin {
        Twin {
            continued: false,
            commands,
            line: SourceLine::default(),
        }
    }

    fn one(commands: Vec<TwinCommand>) -> Result<TwinProblem, TwinError> {
        let mut all = twin_problems(&problem(vec![twin(commands)]))?;
        assert_eq!(all.len(), 2);
        Ok(all.remove(1))
    }

    #[test]
    fn labels_follow_popeye() {
        assert_eq!(twin_label(0, false), "a)");
        assert_eq!(twin_label(1, false), "b)");
        assert_eq!(twin_label(2, true), "+c)");
        assert_eq!(twin_label(25, false), "z)");
        assert_eq!(twin_label(26, false), "z1)");
        assert_eq!(twin_label(27, true), "+z2)");
    }

    #[test]
    fn a_zero_position_yields_its_twins_alone_from_a() {
        let mut p = problem(vec![
            twin(vec![TwinCommand::Remove(sq("c3"))]),
            twin(vec![TwinCommand::Move(sq("b1"), sq("c3"))]),
            Twin {
                continued: true,
                commands: vec![TwinCommand::Remove(sq("a1"))],
                line: SourceLine::default(),
            },
        ]);
        p.zero_position = true;
        let all = twin_problems(&p).unwrap();
        let labels: Vec<&str> = all.iter().map(|t| t.label.as_str()).collect();
        assert_eq!(labels, ["a)", "b)", "+c)"]);
        assert_eq!(all[0].description.english(), "-bPc3");
        // Each twin starts from the diagram, a continued one from the twin before.
        assert_eq!(all[1].problem.position.pieces().count(), 4);
        assert_eq!(all[2].problem.position.piece_at(sq("a1")), None);
        assert_eq!(all[2].problem.position.pieces().count(), 3);
    }

    #[test]
    fn no_twins_gives_the_problem_alone() {
        let p = problem(Vec::new());
        let all = twin_problems(&p).unwrap();
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].label, "");
        assert_eq!(all[0].description.english(), "");
        assert_eq!(all[0].problem, p);
    }

    #[test]
    fn move_onto_a_piece_captures_it() {
        let t = one(vec![TwinCommand::Move(sq("b1"), sq("c3"))]).unwrap();
        assert_eq!(t.description.english(), "-bPc3  wSb1-->c3");
        assert_eq!(t.description.get(Language::German), "-sBc3  wSb1-->c3");
        assert_eq!(t.description.get(Language::French), "-nPc3  bCb1-->c3");
        let pos = &t.problem.position;
        assert_eq!(
            pos.piece_at(sq("c3")),
            Some(piece(Colour::White, PieceKind::Knight))
        );
        assert_eq!(pos.piece_at(sq("b1")), None);
        assert_eq!(pos.hash(), pos.compute_hash());
    }

    #[test]
    fn add_onto_a_piece_replaces_it_and_drops_the_plus() {
        let t = one(vec![TwinCommand::Add(
            piece(Colour::White, PieceKind::Queen),
            sq("c3"),
            Attributes::NONE,
        )])
        .unwrap();
        assert_eq!(t.description.english(), "wQc3");
        let t = one(vec![TwinCommand::Add(
            piece(Colour::Neutral, PieceKind::Grasshopper),
            sq("d4"),
            Attributes::NONE,
        )])
        .unwrap();
        assert_eq!(t.description.english(), "+nGd4");
        assert_eq!(t.description.get(Language::French), "+nSd4");
    }

    #[test]
    fn descriptions_take_the_words_of_each_language() {
        let t = one(vec![
            TwinCommand::Shift(sq("a1"), sq("b1")),
            TwinCommand::Rotate(90),
            TwinCommand::Mirror(MirrorAxis::Files),
            TwinCommand::Substitute(PieceKind::Rook, PieceKind::Bishop),
        ])
        .unwrap();
        assert_eq!(
            t.description.english(),
            "shift a1 ==> b1  rotate 90  mirror a1<-->h1  R ==> B"
        );
        assert_eq!(
            t.description.get(Language::German),
            "Verschiebung a1 ==> b1  Drehung 90  Spiegelung a1<-->h1  T ==> L"
        );
        assert_eq!(
            t.description.get(Language::French),
            "translation a1 ==> b1  rotation 90  miroir a1<-->h1  T ==> F"
        );
    }

    #[test]
    fn remove_then_add_on_the_same_square_reads_as_one_piece() {
        let t = one(vec![
            TwinCommand::Remove(sq("a1")),
            TwinCommand::Add(
                piece(Colour::White, PieceKind::Bishop),
                sq("a1"),
                Attributes::NONE,
            ),
        ])
        .unwrap();
        assert_eq!(t.description.english(), "wBa1");
    }

    #[test]
    fn castling_is_recomputed_but_nocastling_stays() {
        // The diagram cleared the a1 rook's right (Popeye's nocastling a1).
        let mut p = problem(vec![twin(vec![TwinCommand::Exchange(sq("a1"), sq("b1"))])]);
        let mut c = p.position.castling();
        c.set_rook(Side::White, false, false);
        p.position.set_castling(c);
        p.twins.push(Twin {
            continued: true,
            commands: vec![TwinCommand::Exchange(sq("a1"), sq("b1"))],
            line: SourceLine::default(),
        });
        let all = twin_problems(&p).unwrap();
        assert!(!all[1]
            .problem
            .position
            .castling()
            .rook_unmoved(Side::White, false));
        assert!(all[1].problem.position.castling().king_unmoved(Side::White));
        assert!(!all[2]
            .problem
            .position
            .castling()
            .rook_unmoved(Side::White, false));
        // Moving the king away clears its right.
        let t = one(vec![TwinCommand::Move(sq("e1"), sq("f1"))]).unwrap();
        assert!(!t.problem.position.castling().king_unmoved(Side::White));
    }

    #[test]
    fn transforms_map_squares_as_popeye_does() {
        let size = BoardSize::STANDARD;
        let map = |t: Transform, s: &str| t.apply(sq(s), size).unwrap().to_string();
        assert_eq!(map(Transform::Rotate(90), "a1"), "h1");
        assert_eq!(map(Transform::Rotate(90), "h1"), "h8");
        assert_eq!(map(Transform::Rotate(90), "b3"), "f2");
        assert_eq!(map(Transform::Rotate(180), "b3"), "g6");
        assert_eq!(map(Transform::Rotate(270), "a1"), "a8");
        assert_eq!(map(Transform::Rotate(270), "f2"), "b3");
        assert_eq!(map(Transform::Mirror(MirrorAxis::Files), "b3"), "g3");
        assert_eq!(map(Transform::Mirror(MirrorAxis::Ranks), "b3"), "b6");
        assert_eq!(map(Transform::Mirror(MirrorAxis::Diagonal), "a1"), "h8");
        assert_eq!(map(Transform::Mirror(MirrorAxis::Diagonal), "b3"), "f7");
        assert_eq!(map(Transform::Mirror(MirrorAxis::AntiDiagonal), "a8"), "h1");
        assert_eq!(map(Transform::Mirror(MirrorAxis::AntiDiagonal), "b3"), "c2");
        assert_eq!(map(Transform::Shift(1, 1), "b3"), "c4");
        assert_eq!(Transform::Shift(1, 0).apply(sq("h3"), size), None);
    }

    #[test]
    fn shift_off_the_board_is_an_error() {
        let e = one(vec![TwinCommand::Shift(sq("a1"), sq("a2"))]).unwrap_err();
        assert_eq!(e.label, "b)");
        assert!(e.message.contains("bKe8"), "{e}");
        assert!(e.to_string().starts_with("twin b): shift a1 ==> a2"), "{e}");
    }

    #[test]
    fn condition_twins_keep_or_drop_the_state_their_conditions_own() {
        let markers = Condition::new(Owner(State::TOKENS));
        let pending = Condition::new(Owner(State::PENDING));
        let mut p = problem(vec![
            twin(vec![TwinCommand::Condition(vec![pending.clone()])]),
            Twin {
                continued: true,
                commands: vec![TwinCommand::Condition(vec![markers.clone()])],
                line: SourceLine::default(),
            },
        ]);
        p.conditions = vec![markers, pending];
        p.position.add_token(sq("d5"), TokenColour::Neutral);
        p.position
            .set_pending_rebirth(Some((piece(Colour::Black, PieceKind::Queen), sq("d4"))));
        let all = twin_problems(&p).unwrap();
        let b = &all[1].problem;
        assert!(b.position.tokens().is_empty());
        assert!(b.position.pending_rebirth().is_some());
        assert_eq!(all[1].description.english(), "Pending");
        let c = &all[2].problem;
        assert_eq!(c.position.tokens().iter().count(), 1);
        assert!(c.position.pending_rebirth().is_none());
        assert_eq!(all[2].label, "+c)");
        assert_eq!(all[2].description.english(), "Markers d5");
        assert_eq!(c.position.hash(), c.position.compute_hash());
    }

    #[test]
    fn a_condition_that_owns_tokens_needs_the_diagram_squares() {
        let owner = Condition::new(Owner(State::TOKENS));
        let e = one(vec![TwinCommand::Condition(vec![owner])]).unwrap_err();
        assert!(e.message.contains("'condition marker'"), "{e}");
        assert!(e.message.contains("has none"), "{e}");
    }

    #[test]
    fn en_passant_survives_only_where_it_still_fits() {
        let mut p = problem(Vec::new());
        p.position.remove(sq("c3"));
        p.position
            .put(sq("d5"), piece(Colour::Black, PieceKind::Pawn));
        p.position
            .put(sq("e5"), piece(Colour::White, PieceKind::Pawn));
        p.position
            .set_en_passant(Some(EnPassant::new(sq("d6"), sq("d5"))));
        p.twins = vec![
            twin(vec![TwinCommand::Mirror(MirrorAxis::Files)]),
            twin(vec![TwinCommand::Mirror(MirrorAxis::Ranks)]),
            twin(vec![TwinCommand::Add(
                piece(Colour::White, PieceKind::Rook),
                sq("d7"),
                Attributes::NONE,
            )]),
        ];
        let all = twin_problems(&p).unwrap();
        assert_eq!(
            all[1].problem.position.en_passant(),
            Some(EnPassant::new(sq("e6"), sq("e5")))
        );
        assert_eq!(all[2].problem.position.en_passant(), None);
        assert_eq!(all[3].problem.position.en_passant(), None);
    }
}
