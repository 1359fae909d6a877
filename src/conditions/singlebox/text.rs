//! SingleBox in the text formats.
//!
//! * Popeye input: `condition singlebox`, optionally followed by `type1`, `type2` or `type3`
//!   (German `nurpartiesatzsteine typ1`…; Type 1 by default, as Popeye has it). Type 1 refuses fairy pieces with
//!   Popeye's message; feerie refuses neutral pieces and boards other than 8x8 with every type.
//!   The writer writes `singlebox typeN`.
//! * Move text: the latent pawn's promotion as Popeye writes it, `[d1=B]` after a Type 2 move
//!   (`Bc1-b2[d1=B]`, the opponent's pawn) and before a Type 3 move (`[f1=B]Bf1-a6`, the
//!   mover's own). A pawn staying a pawn on its last rank is written as a plain move (`a2-a1`).

use super::{change, SingleBoxOptions, SingleBoxType};
use crate::conditions::text::{
    ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot, MoveTextError,
    Narrowing, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::{Colour, Language, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::{BoardSize, Square};

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "SingleBox",
    "SingleBox",
    "NurPartiesatzSteine",
])];

/// The type words after the name, as Popeye's table spells them in each language.
const TYPES: [[&str; 3]; 3] = [
    ["Type1", "Type1", "Typ1"],
    ["Type2", "Type2", "Typ2"],
    ["Type3", "Type3", "Typ3"],
];

/// The squares a latent pawn can stand on (8x8): each opens a part.
macro_rules! latent_parts {
    ($slot:expr; $($sq:literal)*) => {
        [$(MovePartSpec {
            slot: $slot,
            opener: concat!("[", $sq),
            name: "the latent pawn's promotion",
            what: "a latent pawn's promotion",
        },)*]
    };
}

static PARTS: [MovePartSpec; 32] = {
    let after = latent_parts!(MoveSlot::End;
        "a1" "b1" "c1" "d1" "e1" "f1" "g1" "h1" "a8" "b8" "c8" "d8" "e8" "f8" "g8" "h8");
    let before = latent_parts!(MoveSlot::Start;
        "a1" "b1" "c1" "d1" "e1" "f1" "g1" "h1" "a8" "b8" "c8" "d8" "e8" "f8" "g8" "h8");
    let mut all = [after[0]; 32];
    let mut i = 0;
    while i < 16 {
        all[i] = after[i];
        all[16 + i] = before[i];
        i += 1;
    }
    all
};

/// Where a move's latent promotion is written: before a move of the promoted pawn's own side
/// (Type 3), after one of the other side (Type 2).
fn slot_of(mv: &Move) -> Option<MoveSlot> {
    let c = change(mv)?;
    Some(if c.piece.colour() == mv.piece.colour() {
        MoveSlot::Start
    } else {
        MoveSlot::End
    })
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<SingleBoxOptions>() {
            Some(o) => vec![format!("singlebox type{}", o.kind.number())],
            None => Vec::new(),
        }
    }

    /// None: the box's counts and the latent pawns' promotions are judged alone.
    /// With the mummers only: they choose among the moves SingleBox makes legal (Popeye
    /// measures a type 3 move, `[h8=B]Bh8-a1`, by the promoted man's move). Type 1 also with
    /// the Circé family where it says so: the box is counted once the whole move is made,
    /// rebirth included, as Popeye counts it (`h7*g8=R[+bQd1=w]` under Circe Double Agents).
    fn combines_with(&self, other: &str) -> bool {
        other == "white mummer" || other == "black mummer" || other == "circe"
    }

    fn combines(&self, own: &Condition, other: &Condition) -> bool {
        let type1 = own
            .options::<SingleBoxOptions>()
            .is_some_and(|o| o.kind == SingleBoxType::One);
        (other.name() != "circe" || type1) && self.combines_with(other.name())
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
        if !cursor.eat('[') {
            return Err(cursor.expected("'['"));
        }
        let square = cursor.square("the latent pawn's square")?;
        if !cursor.eat('=') {
            return Err(cursor.expected("'=' after the latent pawn's square"));
        }
        let (kind, _) = cursor.piece_kind("the promoted piece's letters")?;
        if !cursor.eat(']') {
            return Err(cursor.expected("']' closing the latent pawn's promotion"));
        }
        Ok(Box::new(Latent { square, kind }))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        let _ = pos;
        if slot_of(mv) != Some(slot) {
            return;
        }
        if let Some(c) = change(mv) {
            out.push_str(&format!(
                "[{}={}]",
                c.square,
                c.piece.kind().letters_in(lang)
            ));
        }
    }

    fn move_needs_part(&self, slot: MoveSlot, pos: &Position, mv: &Move) -> Option<&'static str> {
        let _ = pos;
        (slot_of(mv) == Some(slot)).then_some("the move promotes a latent pawn: write it ([d1=B])")
    }
}

/// A latent pawn's promotion as read.
#[derive(Debug)]
struct Latent {
    square: Square,
    kind: PieceKind,
}

impl MovePart for Latent {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let _ = pos;
        change(mv).is_some_and(|c| c.square == self.square && c.piece.kind() == self.kind)
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        format!(
            "the move promotes no latent pawn on {} to {}",
            self.square,
            self.kind.letters()
        )
    }
}

/// What SingleBox reads: its type.
#[derive(Default)]
struct Draft {
    kind: SingleBoxType,
    /// Where the name was, for the position's errors.
    at: Option<crate::conditions::text::Place>,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = word;
        self.at = Some(tok.at);
        let lang = match input.language() {
            Language::English => 0,
            Language::French => 1,
            Language::German => 2,
        };
        let Some(next) = input.peek() else {
            return Ok(());
        };
        let text = next.text.to_ascii_lowercase();
        let fits: Vec<usize> = (0..3)
            .filter(|&i| TYPES[i][lang].to_ascii_lowercase().starts_with(&text))
            .collect();
        match fits[..] {
            [] => Ok(()),
            [i] => {
                input.next();
                self.kind = [SingleBoxType::One, SingleBoxType::Two, SingleBoxType::Three][i];
                Ok(())
            }
            _ => Err(next.err(format!(
                "'{}' is ambiguous: SingleBox's type is {}, {} or {}",
                next.text, TYPES[0][lang], TYPES[1][lang], TYPES[2][lang]
            ))),
        }
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(SingleBoxOptions { kind: self.kind })))
    }

    fn check(&self, pos: &Position) -> Result<(), TextError> {
        let Some(at) = self.at else {
            return Ok(());
        };
        let fail = |m: String| Err(TextError::new(at, m));
        if pos.size() != BoardSize::STANDARD {
            return fail(format!(
                "SingleBox is played on the 8x8 board, not {}",
                pos.size()
            ));
        }
        if let Some((sq, _)) = pos.pieces().find(|(_, p)| p.colour() == Colour::Neutral) {
            return fail(format!(
                "SingleBox counts each side's men: the neutral piece on {sq} has no side"
            ));
        }
        if self.kind == SingleBoxType::One {
            if let Some((sq, p)) = pos.pieces().find(|(_, p)| !p.kind().is_orthodox()) {
                return fail(format!(
                    "Fairy pieces not allowed in Single box ({} on {sq})",
                    p.kind().name()
                ));
            }
        }
        Ok(())
    }
}
