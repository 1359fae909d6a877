//! Royal Dynasty in the text formats: Popeye's `condition RoyalDynasty` (French
//! `DynastieRoyale`, German `KoenigsDynastie`), abbreviated as Popeye abbreviates; the writer
//! writes `royaldynasty`. Moves carry no marks of their own; FEN needs no field (the kings
//! are the diagram's).

use super::RoyalDynastyOptions;
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeContext, PopeyeDraft, PopeyeInput, PopeyeWord, TextError,
    Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 1] = [PopeyeWord::names([
    "RoyalDynasty",
    "DynastieRoyale",
    "KoenigsDynastie",
])];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::new(Draft)
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        if condition.is::<RoyalDynastyOptions>() {
            vec!["royaldynasty".to_string()]
        } else {
            Vec::new()
        }
    }

    /// With Circe only (its plain configurations, which reborn a king that is not royal as
    /// Popeye does: the Circé family says which): the other conditions read the king square
    /// their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe"
    }
}

/// The condition has no words of its own; it sets the diagram's castling rights as Popeye does.
struct Draft;

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        _word: usize,
        _tok: &Token,
        _input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(RoyalDynastyOptions)))
    }

    /// A side with several kings in the diagram has no castling right with its king, even one
    /// on its castling square, and gets none when the others are gone (Popeye's test problem
    /// BEISPIEL dynasty #4: `1.Sh2*f1` leaves the king on e1 alone, and `0-0-0` is no answer).
    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        if !context.named {
            return Ok(());
        }
        let mut castling = pos.castling();
        for side in [Side::White, Side::Black] {
            let kings = pos
                .pieces()
                .filter(|(_, p)| p.kind() == PieceKind::King && p.colour() == side.colour())
                .count();
            if kings > 1 {
                castling.set_king(side, false);
            }
        }
        pos.set_castling(castling);
        Ok(())
    }
}
