//! Dynamo in the text formats.
//!
//! * Popeye input (feerie's word, the same in every language): `condition dynamo`, followed by
//!   any of its options [`OPTION_KEYWORDS`] `equal_distances`, `ep_push_stays`,
//!   `passive_promotion_queen`, `castling_kept_when_displaced`, `merge_exits`, `no_exit_pull`,
//!   `ep_plain_double_step_only` (RULES.md §5.9 D-1 … D-8; case and underscores do not matter).
//!   It combines with no other condition, and refuses the imitating pieces of Four Double Acts.
//! * Move text (RULES.md §5.8), in Popeye's letters: the active piece first, the passive piece
//!   in parentheses, always with its letters (`P` for a pawn, since it may be either side's):
//!   `Qc6-g6 (Se6-h6)`. An active piece that does not move is written with its square alone
//!   (`Qc6 (Se6-f6)`); a piece leaving the board goes `-OUT(dir)`, dir being a compass name
//!   N NE E SE S SW W NW for unit steps and the vector otherwise (`Sb1-OUT(-2,1)`). A pawn
//!   promoted on arrival as a passive piece carries its promotion inside the parentheses
//!   (`(Pe7-e8=Q)`). A move text without a passive part names a move without a passive piece:
//!   `Qc6-d6` and `Qc6-d6 (Se6-f6)` are different moves.

use super::{DynamoOptions, OPTION_KEYWORDS};
use crate::conditions::text::{
    ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot, MoveTextError,
    Narrowing, Place, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::{Destination, Move, Special, Vec2};
use crate::rules::piece::{Colour, Language, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(PopeyeWord::everywhere("Dynamo"))];

const EXIT: usize = 0;

static PARTS: [MovePartSpec; 2] = [
    MovePartSpec {
        slot: MoveSlot::Arrival,
        opener: "O",
        name: "the exit",
        what: "exit",
    },
    MovePartSpec {
        slot: MoveSlot::End,
        opener: "(",
        name: "the parenthesis",
        what: "passive piece",
    },
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
        let Some(opts) = condition.options::<DynamoOptions>() else {
            return Vec::new();
        };
        let mut words = vec!["dynamo".to_string()];
        words.extend(opts.keywords().iter().map(|k| k.to_string()));
        words
    }

    fn combines_with(&self, other: &str) -> bool {
        let _ = other;
        false
    }

    fn move_parts(&self) -> &'static [MovePartSpec] {
        &PARTS
    }

    fn read_move_part(
        &self,
        part: usize,
        cursor: &mut Cursor,
    ) -> Result<Box<dyn MovePart>, MoveTextError> {
        if part == EXIT {
            Ok(Box::new(Exit(out(cursor)?)))
        } else {
            if !cursor.eat('(') {
                return Err(cursor.expected("'('"));
            }
            Ok(Box::new(passive(cursor)?))
        }
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        match slot {
            MoveSlot::Arrival => {
                if let Special::Exit { dir } = mv.special {
                    out.push_str(&destination(Destination::Off(dir)));
                }
            }
            MoveSlot::End => out.push_str(&passive_text(pos, mv, lang)),
            _ => {}
        }
    }

    fn move_needs_part(&self, slot: MoveSlot, pos: &Position, mv: &Move) -> Option<&'static str> {
        (slot == MoveSlot::End && dynamo_passive(pos, mv).is_some())
            .then_some("the move needs its passive piece in parentheses")
    }
}

/// The text inside `OUT(…)` for a direction.
pub fn direction_name(v: Vec2) -> String {
    let name = match v {
        (0, 1) => "N",
        (1, 1) => "NE",
        (1, 0) => "E",
        (1, -1) => "SE",
        (0, -1) => "S",
        (-1, -1) => "SW",
        (-1, 0) => "W",
        (-1, 1) => "NW",
        _ => return format!("{},{}", v.0, v.1),
    };
    name.to_string()
}

/// The direction named by the text inside `OUT(…)` (`direction_name`'s inverse).
pub fn parse_direction(s: &str) -> Option<Vec2> {
    Some(match s {
        "N" => (0, 1),
        "NE" => (1, 1),
        "E" => (1, 0),
        "SE" => (1, -1),
        "S" => (0, -1),
        "SW" => (-1, -1),
        "W" => (-1, 0),
        "NW" => (-1, 1),
        _ => {
            let (a, b) = s.split_once(',')?;
            (a.trim().parse().ok()?, b.trim().parse().ok()?)
        }
    })
}

/// `-OUT(dir)` or `-e4`.
fn destination(d: Destination) -> String {
    match d {
        Destination::Square(s) => format!("-{s}"),
        Destination::Off(v) => format!("-OUT({})", direction_name(v)),
    }
}

/// The passive piece of `mv`, a Dynamo move's: not a Bul or Dob hopper's hurdle, which
/// `bul_dob` writes.
fn dynamo_passive(pos: &Position, mv: &Move) -> Option<crate::rules::moves::Passive> {
    mv.passive
        .filter(|_| !crate::rules::bul_dob::displaces_hurdle(pos, mv))
}

/// The passive part of `mv` in `lang`, with its leading space (empty when there is none).
fn passive_text(pos: &Position, mv: &Move, lang: Language) -> String {
    let Some(p) = dynamo_passive(pos, mv) else {
        return String::new();
    };
    let mut s = String::from(" (");
    if let Some(piece) = pos.piece_at(p.from) {
        if piece.colour() == Colour::Neutral {
            s.push(Colour::Neutral.letter_in(lang));
        }
        s.push_str(piece.kind().letters_in(lang));
    }
    s.push_str(&p.from.to_string());
    s.push_str(&destination(p.to));
    if let Some(k) = p.promotion {
        s.push('=');
        s.push_str(k.letters_in(lang));
    }
    s.push(')');
    s
}

/// `OUT(dir)` after the `-`: the direction.
fn out(cursor: &mut Cursor) -> Result<Vec2, MoveTextError> {
    if !cursor.eat_str("OUT(") {
        return Err(cursor.expected("'OUT(' or a square"));
    }
    let column = cursor.column();
    let mut inner = String::new();
    while let Some(c) = cursor.peek().filter(|&c| c != ')') {
        inner.push(c);
        cursor.bump();
    }
    if !cursor.eat(')') {
        return Err(cursor.expected("')' closing the direction"));
    }
    parse_direction(&inner)
        .ok_or_else(|| cursor.error(column, format!("unknown direction '{inner}'")))
}

/// The passive piece after the `(`: `nSe6-f6)`, `Pe7-OUT(N))`, `Pd7-d8=Q)`.
fn passive(cursor: &mut Cursor) -> Result<Passive, MoveTextError> {
    let neutral = cursor.neutral();
    let kind = cursor.piece_kind("the passive piece's letters")?.0;
    let from = cursor.square("the passive piece's square")?;
    if !cursor.eat('-') {
        return Err(cursor.expected("'-'"));
    }
    let to = if cursor.peek() == Some('O') {
        Destination::Off(out(cursor)?)
    } else {
        Destination::Square(cursor.square("the passive piece's arrival")?)
    };
    let promotion = if cursor.eat('=') {
        Some(cursor.piece_kind("the promotion piece's letters")?.0)
    } else {
        None
    };
    if !cursor.eat(')') {
        return Err(cursor.expected("')' closing the passive piece"));
    }
    Ok(Passive {
        neutral,
        kind,
        from,
        to,
        promotion,
    })
}

/// The active piece leaving the board, as written.
#[derive(Debug)]
struct Exit(Vec2);

impl MovePart for Exit {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let _ = pos;
        mv.special == Special::Exit { dir: self.0 }
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let from = n.from.map(|sq| sq.to_string()).unwrap_or_default();
        format!(
            "no legal move from {from} to OUT({})",
            direction_name(self.0)
        )
    }
}

/// A passive part as read.
#[derive(Clone, Copy, Debug)]
struct Passive {
    neutral: bool,
    kind: PieceKind,
    from: Square,
    to: Destination,
    promotion: Option<PieceKind>,
}

impl MovePart for Passive {
    /// Whether `mv`'s passive piece is the one written.
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let Some(p) = dynamo_passive(pos, mv) else {
            return false;
        };
        let piece_fits = pos.piece_at(p.from).is_some_and(|piece| {
            piece.kind() == self.kind && (piece.colour() == Colour::Neutral) == self.neutral
        });
        piece_fits
            && p.from == self.from
            && p.to == self.to
            && (self.promotion.is_none() || p.promotion == self.promotion)
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        "the move pushes or pulls no such piece".to_string()
    }
}

/// What one problem (or twin condition command) says about the condition.
#[derive(Default)]
struct Draft {
    /// Where the condition was named.
    named_at: Option<Place>,
    options: DynamoOptions,
}

impl PopeyeDraft for Draft {
    /// The options after `dynamo` (feerie's keywords, in any case, with or without their
    /// underscores).
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = word;
        self.named_at = Some(tok.at);
        let plain = |s: &str| s.replace('_', "").to_ascii_lowercase();
        while let Some(tok) = input.peek() {
            let word = plain(tok.text);
            let Some(keyword) = OPTION_KEYWORDS.iter().find(|k| plain(k) == word) else {
                break;
            };
            if let Some(flag) = self.options.flag_mut(keyword) {
                *flag = true;
            }
            input.next();
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }

    /// No imitating piece of Four Double Acts may stand on the board.
    fn check(&self, pos: &Position) -> Result<(), TextError> {
        let Some(at) = self.named_at else {
            return Ok(());
        };
        match pos.pieces().find(|(_, p)| p.kind().is_imitating()) {
            Some((sq, p)) => Err(TextError::new(
                at,
                format!(
                    "'dynamo' cannot be played with Four Double Acts pieces ({} on {sq})",
                    p.kind().name()
                ),
            )),
            None => Ok(()),
        }
    }
}
