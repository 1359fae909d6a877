//! The condition's view side (see `crate::conditions::view`).

use crate::conditions::view::ConditionView;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {}
