//! How the text formats (Popeye input, FEN, move text) write and read a condition: its names, options, position state and move effects. The notation layer asks these and names no condition.

/// One condition's side of it; each condition module has one value, listed in the registry.
pub trait ConditionText: Sync {}
