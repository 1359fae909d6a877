//! A mummer in the workbench: its entry in the conditions editor's hint.

use crate::conditions::view::ConditionView;
use crate::rules::piece::Side;

/// The condition's view for the registry: a side's mummer.
pub struct View(pub Side);

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        match self.0 {
            Side::White => "whitemaximummer",
            Side::Black => "blackmaximummer",
        }
    }

    fn example(&self) -> Option<&'static str> {
        Some(match self.0 {
            Side::White => "whiteminimummer exact",
            Side::Black => "blackminimummer exact",
        })
    }
}

/// The uncoloured Maximummer's view for the registry.
pub struct Uncoloured;

impl ConditionView for Uncoloured {
    fn hint(&self) -> &'static str {
        "maximummer"
    }

    fn example(&self) -> Option<&'static str> {
        Some("maximummer exact")
    }
}
