//! Alice chess in the workbench: its entry in the conditions editor's hint. (The pieces'
//! boards are their attributes, `alicea` and `aliceb`, given with the pieces.)

use crate::conditions::view::ConditionView;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "alicechess"
    }
}
