/// Messigny options (Popeye's `MessignyChess [RexExclusive]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MessignyOptions {
    /// Kings do not exchange (by default they do).
    pub rex_exclusive: bool,
}
