/// SAT's options (Popeye's `SAT`, optionally followed by a number `n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SatOptions {
    /// The number of flights that make a king "in check": `n + 1` for `SAT n`, 1 for `SAT`.
    pub flights: u8,
}

impl Default for SatOptions {
    fn default() -> SatOptions {
        SatOptions { flights: 1 }
    }
}
