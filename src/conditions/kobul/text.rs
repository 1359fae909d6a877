//! Kobul kings in the text formats: Popeye's `condition KobulKings` (French `RoisKobul`,
//! German `KobulKoenige`), then optionally `White` or `Black` (`Blancs`, `Noirs`; `Weiss`,
//! `Schwarz`), abbreviated as Popeye reads them. The writer writes `kobulkings`, with ` white`
//! or ` black` after it. Moves write the king's change at the end: `[e8=rS]`, `[e8=K]`.

use super::{attributes, carried, KobulOptions};
use crate::conditions::text::{
    ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot, MoveTextError,
    Narrowing, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::{Language, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "KobulKings",
    "RoisKobul",
    "KobulKoenige",
])];

/// The side words in English, French, German.
const SIDES: [[&str; 3]; 2] = [["White", "Blancs", "Weiss"], ["Black", "Noirs", "Schwarz"]];

/// The options as words: `KobulKings White` (`lower`: as the `condition` line writes them).
pub(super) fn phrase(o: &KobulOptions, lower: bool) -> String {
    let s = match o.only {
        None => "KobulKings".to_string(),
        Some(Side::White) => "KobulKings White".to_string(),
        Some(Side::Black) => "KobulKings Black".to_string(),
    };
    if lower {
        s.to_lowercase()
    } else {
        s
    }
}

macro_rules! parts {
    ($($sq:literal)*) => {
        [$(MovePartSpec {
            slot: MoveSlot::BeforeRebirth,
            opener: concat!("[", $sq),
            name: "the Kobul king's change",
            what: "a Kobul king's change of walk",
        },)*]
    };
}

static PARTS: [MovePartSpec; 64] = parts!(
    "a1" "b1" "c1" "d1" "e1" "f1" "g1" "h1" "a2" "b2" "c2" "d2" "e2" "f2" "g2" "h2"
    "a3" "b3" "c3" "d3" "e3" "f3" "g3" "h3" "a4" "b4" "c4" "d4" "e4" "f4" "g4" "h4"
    "a5" "b5" "c5" "d5" "e5" "f5" "g5" "h5" "a6" "b6" "c6" "d6" "e6" "f6" "g6" "h6"
    "a7" "b7" "c7" "d7" "e7" "f7" "g7" "h7" "a8" "b8" "c8" "d8" "e8" "f8" "g8" "h8");

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
        match condition.options::<KobulOptions>() {
            Some(o) => vec![phrase(o, true)],
            None => Vec::new(),
        }
    }

    /// None but Circe: the king's change is judged on the board the capture leaves.
    fn combines_with(&self, other: &str) -> bool {
        // (Circé's rebirth and the king's change are the move's two: `Bh1*g2[e4=K]`, see
        // `crate::conditions::circe::combinations`.)
        other == "circe"
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
        let square = cursor.square("the Kobul king's square")?;
        if !cursor.eat('=') {
            return Err(cursor.expected("'=' after the Kobul king's square"));
        }
        // The royal prefix of a king of another walk.
        let royal =
            cursor.peek() == Some('r') && cursor.peek_at(1).is_some_and(|c| c.is_ascii_uppercase());
        if royal {
            cursor.bump();
        }
        let (kind, _) = cursor.piece_kind("the Kobul king's new walk")?;
        if !cursor.eat(']') {
            return Err(cursor.expected("']' closing the Kobul king's change"));
        }
        Ok(Box::new(Part { square, kind }))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        // (Before a Circé rebirth, as Popeye writes it: `Qd5*b7[g7=rS][+bSg8]`.)
        if slot != MoveSlot::BeforeRebirth {
            return;
        }
        if let Some(r) = carried(pos, mv) {
            let kind = r.piece.kind();
            out.push_str(&format!(
                "[{}={}{}]",
                r.square,
                attributes(pos, mv, kind).prefix_in(kind, lang),
                kind.letters_in(lang)
            ));
        }
    }
}

/// A Kobul part as read.
#[derive(Debug)]
struct Part {
    square: Square,
    kind: PieceKind,
}

impl MovePart for Part {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        carried(pos, mv).is_some_and(|r| r.square == self.square && r.piece.kind() == self.kind)
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        format!(
            "no capture turns the king on {} into a {}",
            self.square,
            self.kind.name()
        )
    }
}

#[derive(Default)]
struct Draft {
    options: KobulOptions,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let _ = (word, tok);
        let lang = match input.language() {
            Language::English => 0,
            Language::French => 1,
            Language::German => 2,
        };
        let mut o = KobulOptions::default();
        if let Some(next) = input.peek() {
            let text = next.text.to_ascii_lowercase();
            let fits: Vec<usize> = (0..2)
                .filter(|&i| SIDES[i][lang].to_ascii_lowercase().starts_with(&text))
                .collect();
            if let [i] = fits[..] {
                input.next();
                o.only = Some(if i == 0 { Side::White } else { Side::Black });
            }
        }
        self.options = o;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}
