//! The hooks Functionary chess gives the rules core: the functionary attribute's, for every
//! piece.

use std::sync::Arc;

use super::FunctionaryOptions;
use crate::rules::attributes::every_piece_functionary;
use crate::rules::condition::Rules;
use crate::rules::position::Position;

pub(super) fn compile(_options: &FunctionaryOptions, _diagram: &Position) -> Arc<dyn Rules> {
    every_piece_functionary()
}
