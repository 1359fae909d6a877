//! The condition's text side (see `crate::conditions::text`).

use crate::conditions::text::ConditionText;

/// The condition's value for the registry.
pub struct Text;

impl ConditionText for Text {}
