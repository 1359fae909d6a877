use crate::rules::square::Square;

/// Wormholes' options: the wormholes, by rank from a1 (Popeye's order), each once.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct WormholesOptions {
    pub squares: Vec<Square>,
}

impl WormholesOptions {
    /// The options of these squares, put in Popeye's order.
    pub fn of(squares: impl IntoIterator<Item = Square>) -> WormholesOptions {
        let mut squares: Vec<Square> = squares.into_iter().collect();
        squares.sort_by_key(|s| (s.rank(), s.file()));
        squares.dedup();
        WormholesOptions { squares }
    }
}
