use crate::rules::piece::Side;

/// Alphabetic chess options: which side it binds (Popeye's `AlphabeticChess` binds both,
/// `WhiteAlphabeticChess` / `BlackAlphabeticChess` one).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AlphabeticOptions {
    /// The side bound; `None`: both.
    pub side: Option<Side>,
}
