/// Isardam options (Popeye's `Isardam [TypeA|TypeB] [RexInclusive]`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct IsardamOptions {
    /// Type B: check is orthodox; type A (the default) counts an attack only if its capture
    /// would be legal.
    pub type_b: bool,
    /// Kings take part (Popeye's `RexInclusive`); by default they do not.
    pub rex_inclusive: bool,
}
