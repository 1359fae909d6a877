//! Breton chess in the text formats: Popeye's `condition Breton` (all three languages), then
//! its variant words in any order and number, abbreviated as Popeye reads them: `Adverse`
//! (German `Advers`), `Chromatic` (French `Chromatique`, German `Chromatisch`), `PY`. The
//! writer writes `breton` with ` adverse`, ` chromatic`, ` py` after it.
//!
//! Moves carry their Breton piece at the end: `[-wRa4]` (taken off the board: its colour,
//! letters and square), `[a4=b]` (changed side: its square and new colour).

use super::{effect, BretonOptions, Effect};
use crate::conditions::text::{
    ConditionState, ConditionText, Cursor, MovePart, MovePartSpec, MoveSlot, MoveTextError,
    Narrowing, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::Move;
use crate::rules::piece::{Language, Piece};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names(["Breton", "Breton", "Breton"])];

/// The variant words in English, French, German, in Popeye's order.
const VARIANTS: [[&str; 3]; 3] = [
    ["Adverse", "Adverse", "Advers"],
    ["Chromatic", "Chromatique", "Chromatisch"],
    ["PY", "PY", "PY"],
];

/// The options as words: `Breton Adverse Chromatic PY` (`lower`: as the `condition` line
/// writes them).
pub(super) fn phrase(o: &BretonOptions, lower: bool) -> String {
    let mut words = vec!["Breton"];
    if o.adverse {
        words.push("Adverse");
    }
    if o.chromatic {
        words.push("Chromatic");
    }
    if o.popeye {
        words.push("PY");
    }
    let s = words.join(" ");
    if lower {
        s.to_lowercase()
    } else {
        s
    }
}

macro_rules! recolour_parts {
    ($($sq:literal)*) => {
        [$(MovePartSpec {
            slot: MoveSlot::End,
            opener: concat!("[", $sq),
            name: "the Breton piece's change of side",
            what: "a Breton piece changing side",
        },)*]
    };
}

/// `[-` (a piece taken off), then `[a1` ... `[h8` (a piece changing side).
static PARTS: [MovePartSpec; 65] = {
    let squares = recolour_parts!(
        "a1" "b1" "c1" "d1" "e1" "f1" "g1" "h1" "a2" "b2" "c2" "d2" "e2" "f2" "g2" "h2"
        "a3" "b3" "c3" "d3" "e3" "f3" "g3" "h3" "a4" "b4" "c4" "d4" "e4" "f4" "g4" "h4"
        "a5" "b5" "c5" "d5" "e5" "f5" "g5" "h5" "a6" "b6" "c6" "d6" "e6" "f6" "g6" "h6"
        "a7" "b7" "c7" "d7" "e7" "f7" "g7" "h7" "a8" "b8" "c8" "d8" "e8" "f8" "g8" "h8");
    let removal = MovePartSpec {
        slot: MoveSlot::End,
        opener: "[-",
        name: "the Breton piece's removal",
        what: "a Breton piece taken off the board",
    };
    let mut all = [removal; 65];
    let mut i = 0;
    while i < 64 {
        all[i + 1] = squares[i];
        i += 1;
    }
    all
};

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
        match condition.options::<BretonOptions>() {
            Some(o) => vec![phrase(o, true)],
            None => Vec::new(),
        }
    }

    /// None: the Breton piece is chosen on the board the orthodox capture leaves.
    fn combines_with(&self, _other: &str) -> bool {
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
        if !cursor.eat('[') {
            return Err(cursor.expected("'['"));
        }
        if part == 0 {
            if !cursor.eat('-') {
                return Err(cursor.expected("'-'"));
            }
            if !matches!(cursor.peek(), Some('w' | 'b' | 'n')) {
                return Err(cursor.expected("the Breton piece's colour (w, b or n)"));
            }
            cursor.bump();
            cursor.piece_kind("the Breton piece's letters")?;
            let square = cursor.square("the Breton piece's square")?;
            if !cursor.eat(']') {
                return Err(cursor.expected("']' closing the Breton piece"));
            }
            return Ok(Box::new(Part {
                effect: Effect::Removed(square),
            }));
        }
        let square = cursor.square("the Breton piece's square")?;
        if !cursor.eat('=') {
            return Err(cursor.expected("'=' after the Breton piece's square"));
        }
        // A promotion written after the Breton piece: `[d8=Q]`.
        if cursor.peek().is_some_and(|c| c.is_ascii_uppercase()) {
            let (kind, _) = cursor.piece_kind("the promotion piece's letters")?;
            if !cursor.eat(']') {
                return Err(cursor.expected("']' closing the promotion"));
            }
            return Ok(Box::new(LatePromotion { square, kind }));
        }
        if !matches!(cursor.peek(), Some('w' | 'b' | 'n')) {
            return Err(cursor.expected("the Breton piece's new colour (w, b or n)"));
        }
        cursor.bump();
        if !cursor.eat(']') {
            return Err(cursor.expected("']' closing the Breton piece"));
        }
        Ok(Box::new(Part {
            effect: Effect::Recoloured(square),
        }))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        if slot != MoveSlot::End {
            return;
        }
        let _ = pos;
        let Some(r) = mv.rebirth else {
            return;
        };
        match effect(mv) {
            Some(Effect::Removed(sq)) => {
                out.push_str("[-");
                out.push(r.piece.colour().letter_in(lang));
                out.push_str(r.piece.kind().letters_in(lang));
                out.push_str(&sq.to_string());
                out.push(']');
            }
            // A piece that changed side (a Kobul king's change keeps its side).
            Some(Effect::Recoloured(sq)) if is_turned(pos, mv, sq, r.piece) => {
                out.push_str(&format!("[{sq}={}]", r.piece.colour().letter_in(lang)));
            }
            _ => {}
        }
    }

    fn move_needs_part(&self, slot: MoveSlot, pos: &Position, mv: &Move) -> Option<&'static str> {
        let turned = |r: crate::rules::moves::Rebirth| match effect(mv) {
            Some(Effect::Recoloured(sq)) => is_turned(pos, mv, sq, r.piece),
            Some(Effect::Removed(_)) => true,
            None => false,
        };
        (slot == MoveSlot::End && mv.rebirth.is_some_and(turned))
            .then_some("the capture takes a Breton piece along: write it ([-wRa4] or [a4=b])")
    }
}

/// Whether the piece `new` that `mv` leaves on `sq` is the piece standing there with its
/// side changed (a Breton piece, not another condition's change).
fn is_turned(pos: &Position, mv: &Move, sq: Square, new: Piece) -> bool {
    let before = if sq == mv.to {
        Some(mv.piece)
    } else {
        pos.piece_at(sq)
    };
    before.is_some_and(|p| p.kind() == new.kind() && p.colour() != new.colour())
}

/// A Breton part as read.
#[derive(Debug)]
struct Part {
    effect: Effect,
}

impl MovePart for Part {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        match (effect(mv), mv.rebirth) {
            (Some(Effect::Recoloured(sq)), Some(r)) => {
                self.effect == Effect::Recoloured(sq) && is_turned(pos, mv, sq, r.piece)
            }
            (e, _) => e == Some(self.effect),
        }
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        match self.effect {
            Effect::Removed(sq) => format!("no capture takes the piece on {sq} along"),
            Effect::Recoloured(sq) => format!("no capture turns the piece on {sq}"),
        }
    }
}

/// A promotion written after the Breton piece, as read: `[d8=Q]`.
#[derive(Debug)]
struct LatePromotion {
    square: Square,
    kind: crate::rules::piece::PieceKind,
}

impl MovePart for LatePromotion {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let _ = pos;
        mv.promotion_written_late()
            && mv.to == self.square
            && mv.promotion == Some(crate::rules::moves::Promotion::Piece(self.kind))
    }

    fn why_not(&self, n: &Narrowing) -> String {
        let _ = n;
        format!(
            "no capture with a Breton piece promotes to {} on {}",
            self.kind.letters(),
            self.square
        )
    }
}

#[derive(Default)]
struct Draft {
    options: BretonOptions,
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
        let mut o = BretonOptions::default();
        while let Some(next) = input.peek() {
            let text = next.text.to_ascii_lowercase();
            let fits: Vec<usize> = (0..3)
                .filter(|&i| VARIANTS[i][lang].to_ascii_lowercase().starts_with(&text))
                .collect();
            match fits[..] {
                [] => break,
                [i] => {
                    input.next();
                    match i {
                        0 => o.adverse = true,
                        1 => o.chromatic = true,
                        _ => o.popeye = true,
                    }
                }
                _ => {
                    return Err(next.err(format!(
                        "'{}' is ambiguous: Breton's variants are {}, {} and {}",
                        next.text, VARIANTS[0][lang], VARIANTS[1][lang], VARIANTS[2][lang]
                    )))
                }
            }
        }
        self.options = o;
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_phrase_names_every_option() {
        let o = BretonOptions {
            adverse: true,
            chromatic: true,
            popeye: true,
        };
        assert_eq!(phrase(&o, false), "Breton Adverse Chromatic PY");
        assert_eq!(phrase(&BretonOptions::default(), true), "breton");
    }
}
