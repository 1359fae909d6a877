//! Holes in the workbench: the conditions editor takes `hole SQUARES` and makes those squares
//! holes (dropping the condition fills them again); the board draws a hole blank, as Popeye's
//! diagram does.

use crate::conditions::view::ConditionView;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "hole d4e5"
    }
}
