//! The condition's session side (see `crate::conditions::session`).

use crate::conditions::session::ConditionSession;

/// The condition's value for the registry.
pub struct Session;

impl ConditionSession for Session {}
