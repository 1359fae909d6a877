/// Lortap has no options (Popeye's `Lortap`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LortapOptions;
