//! Einstein in the text formats.
//!
//! * Popeye input: `condition EinsteinChess` (French `EchecsEinstein`, German
//!   `EinsteinSchach`), `ReversalEinsteinChess` (`ReversEchecsEinstein`,
//!   `ReversesEinsteinSchach`), `AntiEinsteinChess` (`EchecsAntiEinstein`,
//!   `AntiEinsteinSchach`), abbreviated as Popeye abbreviates. Fairy pieces are refused, as
//!   Popeye refuses them ("einsteinchess not allowed with fairy pieces").
//! * Move text: the change is written as a promotion (`=Q`), by the core.

use super::{EinsteinOptions, EinsteinVariant};
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct Text;

static WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names(["EinsteinChess", "EchecsEinstein", "EinsteinSchach"]),
    PopeyeWord::names([
        "ReversalEinsteinChess",
        "ReversEchecsEinstein",
        "ReversesEinsteinSchach",
    ]),
    PopeyeWord::names([
        "AntiEinsteinChess",
        "EchecsAntiEinstein",
        "AntiEinsteinSchach",
    ]),
];

#[derive(Default)]
struct Draft {
    variant: Option<EinsteinVariant>,
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        _tok: &Token,
        _input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        self.variant = Some(match word {
            1 => EinsteinVariant::Reversal,
            2 => EinsteinVariant::Anti,
            _ => EinsteinVariant::Einstein,
        });
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| {
            Condition::new(EinsteinOptions {
                variant: self.variant.unwrap_or_default(),
            })
        }))
    }

    fn check(&self, pos: &Position) -> Result<(), TextError> {
        if self.variant.is_none() {
            return Ok(());
        }
        let orthodox = [
            PieceKind::King,
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Pawn,
        ];
        for sq in pos.size().squares() {
            if let Some(p) = pos.piece_at(sq) {
                if !orthodox.contains(&p.kind()) {
                    return Err(TextError::new(
                        crate::conditions::text::Place { line: 1, column: 1 },
                        format!(
                            "{} with fairy pieces (Popeye: einsteinchess not allowed with \
                             fairy pieces; the {} on {sq})",
                            self.variant.unwrap_or_default().keyword(),
                            p.kind().name()
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
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
        match condition.options::<EinsteinOptions>() {
            Some(o) => vec![o.variant.keyword().to_lowercase()],
            None => Vec::new(),
        }
    }

    /// Alone: the others would change the moving piece their own way.
    fn combines_with(&self, other: &str) -> bool {
        other == "circe" || other == "volage"
    }
}
