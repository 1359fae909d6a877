//! Circé Parrain (RULES.md §2) and ContraParrain: one configuration of the Circé family's
//! rebirth engine, Popeye's `Circe Equipollents LastMove` (ContraParrain: with `Mirror` too).
//! A captured piece waits for the very next move, whoever makes it, and reappears displaced
//! from its capture square by that move's vector (ContraParrain: by the opposite vector), if
//! that square is on the board and empty. Check is orthodox; legality is judged after the
//! rebirth.
//!
//! This module is the condition's identity (its name, Popeye words, session table, the capture
//! awaiting its rebirth in the text formats and the workbench); the rules are the engine's
//! ([`super::compile`] of [`ParrainOptions::circe`], see [`super::last_move`]).

mod options;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use super::{CirceOptions, Definition};

impl ParrainOptions {
    /// The rebirth engine's options this configuration is: `Circe Equipollents LastMove`
    /// (`Mirror` too for ContraParrain).
    pub fn circe(&self) -> CirceOptions {
        CirceOptions {
            definition: Definition::Equipollents,
            last_move: true,
            mirror: self.contra,
            castling_king_only: self.castling_king_only,
            ..CirceOptions::default()
        }
    }
}

impl crate::rules::condition::Options for ParrainOptions {
    const NAME: &'static str = "circe parrain";

    fn rules(
        &self,
        diagram: &crate::rules::position::Position,
    ) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        super::compile(&self.circe(), diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        State::PENDING
    }

    fn refuses(&self, diagram: &crate::rules::position::Position) -> Option<String> {
        let lines = self.twin_lines(diagram);
        super::dummy_refusal(&lines[0], diagram)
    }

    fn twin_lines(&self, pos: &crate::rules::position::Position) -> Vec<String> {
        let _ = pos;
        vec![if self.contra {
            "ContraParrain".to_string()
        } else {
            "Circe Parrain".to_string()
        }]
    }
}
