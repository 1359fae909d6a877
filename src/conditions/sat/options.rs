/// SAT's options (Popeye's `SAT`, optionally followed by a number `n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SatOptions {
    /// The number of flights that make a king "in check": `n + 1` for `SAT n`, 1 for `SAT`.
    pub flights: u8,
    /// Strict SAT (Popeye's `StrictSAT`): a king that has once stood in orthodox check, in
    /// the diagram or after a move, is in check with one flight fewer while it is not.
    pub strict: bool,
}

impl Default for SatOptions {
    fn default() -> SatOptions {
        SatOptions {
            flights: 1,
            strict: false,
        }
    }
}
