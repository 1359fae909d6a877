//! SingleBox in the workbench: its entry in the conditions editor's hint and help.

use crate::conditions::view::ConditionView;
use crate::rules::piece::Piece;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "singlebox [type1|type2|type3]"
    }

    fn example(&self) -> Option<&'static str> {
        Some("singlebox type3")
    }

    fn refuses(&self, piece: Piece) -> Option<String> {
        (piece.colour() == crate::rules::piece::Colour::Neutral)
            .then(|| "SingleBox counts each side's men: no neutral pieces".to_string())
    }
}
