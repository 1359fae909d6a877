//! How a session file (TOML) writes and reads a condition's options. The session layer asks these and names no condition.

/// One condition's side of it; each condition module has one value, listed in the registry.
pub trait ConditionSession: Sync {}
