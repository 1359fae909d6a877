//! Circé Parrain in the workbench: `:lastcapture` sets the capture awaiting its rebirth.

use crate::conditions::view::{CommandHelp, ConditionView};

/// The condition's value for the registry.
pub struct View;

static LAST_CAPTURE: CommandHelp = CommandHelp {
    word: "lastcapture",
    usage: "lastcapture bPe5|-",
    help: "Circé Parrain: the capture awaiting its rebirth",
};

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "circe parrain"
    }

    fn rebirth_command(&self) -> Option<&'static CommandHelp> {
        Some(&LAST_CAPTURE)
    }
}
