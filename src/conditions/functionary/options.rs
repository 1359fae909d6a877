/// Functionary chess has no options (Popeye's `FunctionaryChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FunctionaryOptions;
