//! The condition's rules: none. The holes are cells off the board in the position, which
//! every walk, attack and castling of the core already stops at.

use std::sync::Arc;

use crate::rules::condition::{Hooks, Rules};
use crate::rules::position::Position;

/// The condition's rules (it has no options and no hooks).
#[derive(Debug)]
pub struct Compiled;

pub(super) fn compile(_diagram: &Position) -> Arc<dyn Rules> {
    Arc::new(Compiled)
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn hooks(&self) -> Hooks {
        Hooks::NONE
    }

    /// Play is orthodox on the board the holes leave (the core's walks stop at them), so the
    /// helpmate planner may follow it (it leaves the holes out of its patterns).
    fn only_adjusts(&self) -> bool {
        true
    }

    /// The check is the board's (a hole blocks lines): Popeye refuses a diagram whose side
    /// not to move stands in it.
    fn diagram_check_is_popeyes(&self) -> bool {
        true
    }
}
