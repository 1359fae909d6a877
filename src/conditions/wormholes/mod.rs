//! Wormholes, as Popeye 4.104 plays them (`condition Wormholes SQUARES`; French
//! `TrousDeVer`, German `Wurmloecher`).
//!
//! A piece whose move ends on a wormhole is transferred to another wormhole that is empty once
//! the move is made: one move per such wormhole, in Popeye's order of the squares (by rank
//! from a1), written `Sb1-c3[wSc3->e5]`. Back to its departure square only where the move
//! captured or promoted (otherwise it would be a null move); a move with no wormhole to go to
//! is illegal. A pawn that lands on its promotion rank so promotes there (`a3-a4[wPa4->f8=Q]`);
//! one that promotes on a wormhole is transferred promoted (`e7-e8=Q[wQe8->e7]`). A castling
//! king is transferred, its rook is not. A piece that stands on no wormhole observes (and
//! checks) a piece on a wormhole only while another wormhole is empty.

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

impl crate::rules::condition::Options for WormholesOptions {
    const NAME: &'static str = "wormholes";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Popeye's line: `Wormholes f1 g1 d4 h5`, the squares by rank from a1.
    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = "Wormholes".to_string();
        for sq in &self.squares {
            line.push(' ');
            line.push_str(&sq.to_string());
        }
        vec![line]
    }
}

#[cfg(test)]
mod tests;
