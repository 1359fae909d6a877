//! What the workbench shows of a condition: its editor entry, help, panels and board marks. The tui asks these and names no condition.

/// One condition's side of it; each condition module has one value, listed in the registry.
pub trait ConditionView: Sync {}
