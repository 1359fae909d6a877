//! Échecs Miroir in the text formats.
//!
//! * Popeye input (feerie's words, the same in every language): `condition miroir`, with its
//!   options as further condition words (RULES.md §3.3): `miroirallornothing` (M-1: every passive
//!   piece must be transferable), `miroirnocastling` or `miroirrookcastling` (M-2: no castling,
//!   or the rook is the active piece), `miroirnopromotion` (M-3: a passive pawn is not
//!   transferred onto its last rank). Without them the recommended readings hold. The writer
//!   writes them back.
//! * Move text: the transfers follow in parentheses, in the order of their departure squares
//!   (RULES.md §3.4): `Sa4-c5 (Sd4-b6)`, `b7-b8=B (Bc8-a8)`, exchanges of places once
//!   `e4-e5 (c4↔g6)`, a transferred pawn's promotion `e3-e4 (c7-g1=Q)`. Read back also as
//!   `c4<->g6` or `c4-g6, g6-c4`, the letters optional for a white or black piece; a move
//!   text may leave its transfers out.

use super::{option_words, transfers, MiroirCastling, MiroirOptions, MiroirPawnPromotion};
use super::{MiroirTransfer, Transfer};
use crate::conditions::text::{
    piece_letters_in, ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot,
    MoveTextError, Narrowing, Place, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::{Colour, Language, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

const ALL_OR_NOTHING: usize = 1;
const NO_CASTLING: usize = 2;
const ROOK_CASTLING: usize = 3;
const NO_PROMOTION: usize = 4;

static WORDS: [PopeyeWord; 5] = [
    PopeyeWord::names(PopeyeWord::everywhere("Miroir")),
    PopeyeWord::condition(PopeyeWord::everywhere("MiroirAllOrNothing")),
    PopeyeWord::condition(PopeyeWord::everywhere("MiroirNoCastling")),
    PopeyeWord::condition(PopeyeWord::everywhere("MiroirRookCastling")),
    PopeyeWord::condition(PopeyeWord::everywhere("MiroirNoPromotion")),
];

static PARTS: [MovePartSpec; 1] = [MovePartSpec {
    slot: MoveSlot::End,
    opener: "(",
    name: "the parenthesis",
    what: "transfers",
}];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        let Some(opts) = condition.options::<MiroirOptions>() else {
            return Vec::new();
        };
        let mut words = vec!["miroir".to_string()];
        words.extend(option_words(*opts).iter().map(|w| w.to_lowercase()));
        words
    }

    fn move_parts(&self) -> &'static [MovePartSpec] {
        &PARTS
    }

    /// Transfers in parentheses: `(Sd4-b6, c4↔g6)`.
    fn read_move_part(
        &self,
        part: usize,
        cursor: &mut Cursor,
    ) -> Result<Box<dyn MovePart>, MoveTextError> {
        let _ = part;
        if !cursor.eat('(') {
            return Err(cursor.expected("'('"));
        }
        let mut list = Vec::new();
        loop {
            cursor.skip_spaces();
            transfer(cursor, &mut list)?;
            cursor.skip_spaces();
            if cursor.eat(')') {
                return Ok(Box::new(Transfers(list)));
            }
            if !cursor.eat(',') {
                return Err(cursor.expected("',' or ')'"));
            }
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
        if slot == MoveSlot::End && mv.mirror.is_some() {
            out.push_str(&transfers_text(&transfers(pos, mv), lang));
        }
    }
}

/// ` (Sd4-b6)`, ` (c4↔g6)`, ` (Ra5-a3, Rh8-h2)`: the transfers in the order of their
/// departure squares, an exchange of places once.
fn transfers_text(list: &[Transfer], lang: Language) -> String {
    let mut items = Vec::new();
    for t in list {
        let partner = list.iter().find(|u| u.from == t.to && u.to == t.from);
        let exchange = partner.is_some_and(|u| t.promotion.is_none() && u.promotion.is_none());
        if exchange && t.to < t.from {
            continue;
        }
        let mut item = piece_letters_in(t.piece, lang);
        item.push_str(&t.from.to_string());
        item.push(if exchange { '↔' } else { '-' });
        item.push_str(&t.to.to_string());
        if let Some(k) = t.promotion {
            item.push('=');
            item.push_str(k.letters_in(lang));
        }
        items.push(item);
    }
    format!(" ({})", items.join(", "))
}

/// One transfer as written (an exchange of places gives two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct TransferSpec {
    from: Square,
    to: Square,
    promotion: Option<PieceKind>,
    /// The letters, when given: neutral, kind (`None` for a pawn).
    piece: Option<(bool, Option<PieceKind>)>,
}

/// One transfer: `Sd4-b6`, `c7-g1=Q`, `c4↔g6` (or `c4<->g6`), added to `list`.
fn transfer(cursor: &mut Cursor, list: &mut Vec<TransferSpec>) -> Result<(), MoveTextError> {
    let neutral = cursor.neutral();
    let kind = if cursor.peek().is_some_and(|c| c.is_ascii_uppercase()) {
        Some(cursor.piece_kind("the transferred piece's letters")?.0)
    } else {
        None
    };
    // Letters are optional for a black or white piece, and none means a pawn only when none
    // is written for the other pieces either: the move's own pieces settle it.
    let piece = (neutral || kind.is_some()).then_some((neutral, kind));
    let from = cursor.square("the transferred piece's square")?;
    let exchange = if cursor.eat('↔') || cursor.eat_str("<->") {
        true
    } else if cursor.eat('-') {
        false
    } else {
        return Err(cursor.expected("'-' or '↔' in a transfer"));
    };
    let to = cursor.square("the transfer's arrival square")?;
    let promotion = if !exchange && cursor.peek() == Some('=') && cursor.promotion_follows() {
        cursor.bump();
        Some(cursor.piece_kind("the promotion piece's letters")?.0)
    } else {
        None
    };
    list.push(TransferSpec {
        from,
        to,
        promotion,
        piece,
    });
    if exchange {
        list.push(TransferSpec {
            from: to,
            to: from,
            promotion: None,
            piece,
        });
    }
    Ok(())
}

/// The transfers as written.
#[derive(Debug)]
struct Transfers(Vec<TransferSpec>);

impl MovePart for Transfers {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        if mv.mirror.is_none() {
            return false;
        }
        let mut given: Vec<(Square, Square, Option<PieceKind>)> =
            self.0.iter().map(|t| (t.from, t.to, t.promotion)).collect();
        given.sort();
        let list = transfers(pos, mv);
        let mut got: Vec<(Square, Square, Option<PieceKind>)> =
            list.iter().map(|t| (t.from, t.to, t.promotion)).collect();
        got.sort();
        got == given
            && self.0.iter().all(|w| {
                let Some((neutral, kind)) = w.piece else {
                    return true;
                };
                list.iter().any(|t| {
                    t.from == w.from
                        && (t.piece.colour() == Colour::Neutral) == neutral
                        && kind.unwrap_or(PieceKind::Pawn) == t.piece.kind()
                })
            })
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        "the move makes no such transfers".to_string()
    }
}

/// What one problem (or twin condition command) says about the condition.
#[derive(Default)]
struct Draft {
    /// The options given, each with where it was given.
    options: Vec<(usize, Place)>,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = input;
        if word != 0 {
            self.options.push((word, tok.at));
        }
        Ok(())
    }

    /// The options from their words, which need the condition itself.
    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        let mut opts = MiroirOptions::default();
        let mut castling: Option<usize> = None;
        for &(word, at) in &self.options {
            if !named {
                return Err(TextError::new(
                    at,
                    "this Miroir option needs the condition miroir",
                ));
            }
            match word {
                ALL_OR_NOTHING => opts.transfer = MiroirTransfer::AllOrNothing,
                NO_PROMOTION => opts.pawn_promotion = MiroirPawnPromotion::NoTransfer,
                NO_CASTLING | ROOK_CASTLING => {
                    if castling.is_some_and(|c| c != word) {
                        return Err(TextError::new(
                            at,
                            "'miroirnocastling' and 'miroirrookcastling' exclude each other",
                        ));
                    }
                    castling = Some(word);
                    opts.castling = if word == NO_CASTLING {
                        MiroirCastling::Forbidden
                    } else {
                        MiroirCastling::RookActive
                    };
                }
                _ => {}
            }
        }
        Ok(named.then(|| Condition::new(opts)))
    }
}
