/// Madrasi options (Popeye's `Madrasi [RexInclusive]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MadrasiOptions {
    /// Kings paralyse each other too (Popeye's `RexInclusive`); by default they take no part.
    pub rex_inclusive: bool,
}
