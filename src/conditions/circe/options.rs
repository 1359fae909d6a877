/// Circé options (Popeye's `Circe [RexInclusive]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CirceOptions {
    /// Kings are reborn too, and check means a capture of the king that leaves its rebirth
    /// square occupied (Popeye's `RexInclusive`; the default is RexExclusive).
    pub rex_inclusive: bool,
}
