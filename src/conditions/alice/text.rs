//! Alice chess in the text formats.
//!
//! * Popeye input: `condition AliceChess` (French `Alice`, German `AliceSchach`), no options;
//!   the writer writes `alicechess`. The pieces' boards are their attributes in the `pieces`
//!   lines (`white AliceB pf4`); a piece declared `AliceA` or `AliceB` makes the condition
//!   active without its name. Once read, a problem under the condition has every piece on a
//!   board: those declared on neither stand on A (Popeye's rule), and the writer writes each
//!   piece's board. A piece declared on both boards is refused.
//! * FEN and sessions: the boards are the pieces' attributes (`attributes=f4:aliceb`).
//! * Move text: after the move (after ` ep.` and a promotion), the board each displaced piece
//!   arrives on, as Popeye writes it: `f4-f5A`, `Kd1-e2B`, `0-0-0BB` (king, then rook),
//!   `f5*e6 ep.A`.

use super::{has_boards, on_b, set_board, AliceOptions};
use crate::conditions::text::{
    ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot, MoveTextError,
    Narrowing, PopeyeContext, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::{Move, Special};
use crate::rules::piece::{Attribute, Language};
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["AliceChess", "Alice", "AliceSchach"])];

static PARTS: [MovePartSpec; 2] = [
    MovePartSpec {
        slot: MoveSlot::End,
        opener: "A",
        name: "the board letter",
        what: "Alice chess board",
    },
    MovePartSpec {
        slot: MoveSlot::End,
        opener: "B",
        name: "the board letter",
        what: "Alice chess board",
    },
];

/// The boards the pieces `mv` displaces arrive on (`A`, `B`, `BB` for a castling), when the
/// pieces of `pos` stand on Alice chess boards.
pub fn arrival_boards(pos: &Position, mv: &Move) -> Option<String> {
    if !has_boards(pos) {
        return None;
    }
    let letter = |b: bool| if b { 'A' } else { 'B' };
    let mut s = String::new();
    s.push(letter(on_b(pos, mv.from)));
    if let Special::Castling { rook_from, .. } = mv.special {
        s.push(letter(on_b(pos, rook_from)));
    }
    Some(s)
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<AliceOptions>() {
            vec!["alicechess".to_string()]
        } else {
            Vec::new()
        }
    }

    /// None: the two boards' interplay with other conditions has not been compared with
    /// Popeye's.
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
        let _ = part;
        let mut boards = String::new();
        while let Some(c @ ('A' | 'B')) = cursor.peek() {
            cursor.bump();
            boards.push(c);
        }
        if boards.is_empty() {
            return Err(cursor.expected("the board 'A' or 'B'"));
        }
        Ok(Box::new(Boards(boards)))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        let _ = lang;
        if slot == MoveSlot::End {
            if let Some(boards) = arrival_boards(pos, mv) {
                out.push_str(&boards);
            }
        }
    }

    fn move_needs_part(&self, slot: MoveSlot, pos: &Position, mv: &Move) -> Option<&'static str> {
        (slot == MoveSlot::End && arrival_boards(pos, mv).is_some())
            .then_some("the move needs the board it arrives on ('A' or 'B')")
    }
}

/// The boards a move text names.
#[derive(Debug)]
struct Boards(String);

impl MovePart for Boards {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        arrival_boards(pos, mv).as_deref() == Some(self.0.as_str())
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        format!("no such move arrives on board {}", self.0)
    }
}

/// What one problem says about the condition: whether it was named.
#[derive(Default)]
struct Draft;

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = (word, tok, input);
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(AliceOptions)))
    }

    /// Under the condition (named, or implied by a piece on a board), the pieces declared on
    /// neither board stand on A, as in Popeye.
    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        if !context.named && !has_boards(pos) {
            return Ok(());
        }
        let squares: Vec<_> = pos.pieces().map(|(sq, _)| sq).collect();
        for sq in squares {
            if !pos.attributes(sq).contains(Attribute::AliceB) {
                set_board(pos, sq, false);
            }
        }
        Ok(())
    }
}
