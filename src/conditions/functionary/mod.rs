//! Functionary chess, as Popeye 4.104 defines it (`condition FunctionaryChess`, French
//! `EchecsFonctionnaire`, German `BeamtenSchach`; no options).
//!
//! Every piece, kings included, is a functionary piece (the `Functionary` attribute, Popeye's
//! `Beamtet`, given to all): it moves, and observes (gives check), only while a piece of the
//! other side observes it; an observer that is itself unobserved still counts, a paralysed one
//! (paralysing pieces, Madrasi, Eiffel chess) does not. The rules are the attribute's
//! (`rules::attributes::Functionary`), asked for every piece.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::position::Position;

impl crate::rules::condition::Options for FunctionaryOptions {
    const NAME: &'static str = "functionary";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["FunctionaryChess".to_string()]
    }
}
