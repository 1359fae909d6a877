//! ChameleonSequence in the workbench: its entry in the conditions editor's hint and help.

use crate::conditions::view::ConditionView;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "chameleonsequence pa va"
    }
}
