//! Dynamo in the workbench: the board has a rim of one cell on each side, where the pieces
//! that left it are shown, and marks the squares of a move's passive piece.

use crate::conditions::view::{ConditionView, Marks};
use crate::rules::condition::Condition;
use crate::rules::moves::{Destination, Move, Special};
use crate::rules::position::Position;

/// The condition's value for the registry.
pub struct View;

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "dynamo"
    }

    fn rim(&self, _condition: &Condition) -> u8 {
        1
    }

    fn marks(&self, _condition: &Condition, pos: &Position, mv: &Move, marks: &mut Marks) {
        if let Some(p) = mv.passive {
            marks.passive.push(p.from);
            match p.to {
                Destination::Square(to) => marks.passive.push(to),
                Destination::Off(dir) => {
                    if let Some(piece) = pos.piece_at(p.from) {
                        marks.exits.push((p.from, piece, dir));
                    }
                }
            }
        }
        if let Special::Exit { dir } = mv.special {
            marks.exits.push((mv.from, mv.piece, dir));
        }
    }
}
