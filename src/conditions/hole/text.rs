//! Holes in the text formats.
//!
//! * Popeye input: `condition hole SQUARES` (French `trou`, German `loch`), the squares
//!   written together as Popeye writes them (`hole d7d8`) or, as feerie also reads them,
//!   apart (`hole d7 d8`). A hole is an empty square of the diagram: a piece on a square
//!   named is refused (Popeye keeps the piece or the hole by the order of the two commands).
//!   The holes are the diagram's (`diagram_only`): a twin's `condition hole` is kept as
//!   written and not played, the twin refused by the solver.
//! * FEN: `holes=d7,d8`, the holes by square from a1. Every position's holes are written, the
//!   ones Haaner chess leaves during play too.
//! * Moves have no marks of their own.

use super::HoleOptions;
use crate::conditions::text::{
    fen_square, parse_squares, squares_text, ConditionState, ConditionText, Place, PopeyeContext,
    PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["Hole", "Trou", "Loch"])];

impl ConditionText for Text {
    fn diagram_only(&self) -> bool {
        true
    }

    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        if !condition.is::<HoleOptions>() {
            return Vec::new();
        }
        let mut words = vec!["hole".to_string()];
        if !state.holes.is_empty() {
            words.push(squares_text(state.holes));
        }
        words
    }

    /// Haaner chess, whose holes are the same cells off the board; Grid chess, ChecklessChess
    /// and the maximummers, which only filter or choose among the moves the holes leave
    /// (BEISPIEL legalsq #13, exklohne #46); the Circé family (which says for which
    /// configurations; move lists compared with Popeye 4.104's). Other conditions' moves and
    /// rebirths have not been compared with Popeye's around holes.
    fn combines_with(&self, other: &str) -> bool {
        matches!(
            other,
            "haaner" | "grid" | "circe" | "checkless" | "white mummer" | "black mummer"
        )
    }

    fn fen_keys(&self) -> &'static [&'static str] {
        &["holes"]
    }

    fn read_fen(&self, key: &str, value: &str, pos: &mut Position) -> Result<(), String> {
        let _ = key;
        if value.is_empty() {
            return Err("empty list (leave the field out when there are no holes)".into());
        }
        for name in value.split(',') {
            let sq = fen_square(pos, name)?;
            if pos.is_hole(sq) {
                return Err(format!("{sq} is a hole twice"));
            }
            if !pos.is_empty_square(sq) {
                return Err(format!("the hole on {sq} must be an empty square"));
            }
            pos.make_hole(sq);
        }
        Ok(())
    }

    fn write_fen(&self, pos: &Position) -> Vec<(&'static str, String)> {
        let holes: Vec<String> = pos.holes().map(|sq| sq.to_string()).collect();
        if holes.is_empty() {
            return Vec::new();
        }
        vec![("holes", holes.join(","))]
    }
}

/// What one problem (or a twin's condition command) says about the holes.
#[derive(Default)]
struct Draft {
    /// The holes, each with the token its square was written in.
    holes: Vec<(Square, Place)>,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = word;
        while let Some(next) = input.peek() {
            let Some(squares) = parse_squares(next.text) else {
                break;
            };
            input.next();
            input.on_board(&squares, &next)?;
            self.holes
                .extend(squares.into_iter().map(|sq| (sq, next.at)));
        }
        if self.holes.is_empty() {
            return Err(tok.err(format!(
                "'{}' needs its squares, written together (e.g. '{} d7d8')",
                tok.text, tok.text
            )));
        }
        Ok(())
    }

    /// A second `hole` adds its squares, as Popeye blocks them on the one board.
    fn reads_again(&self, word: usize) -> bool {
        let _ = word;
        true
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(HoleOptions)))
    }

    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        let _ = context;
        for &(sq, at) in &self.holes {
            if pos.piece_at(sq).is_some() {
                return Err(TextError::new(
                    at,
                    format!("the hole on {sq} must be an empty square (a piece stands there)"),
                ));
            }
            // (A square named twice is one hole, as in Popeye.)
            pos.make_hole(sq);
        }
        Ok(())
    }
}
