//! The hooks this condition gives the rules core.

use std::sync::Arc;

use super::DynamoOptions;
use crate::rules::condition::{Hooks, Rules};
use crate::rules::position::Position;

/// The condition's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    pub options: DynamoOptions,
}

pub(super) fn compile(options: &DynamoOptions, diagram: &Position) -> Arc<dyn Rules> {
    let _ = diagram;
    Arc::new(Compiled { options: *options })
}

impl Rules for Compiled {
    fn hooks(&self) -> Hooks {
        Hooks::NONE
    }
}
