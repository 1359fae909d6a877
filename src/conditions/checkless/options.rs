/// Checkless chess has no options (Popeye's `ChecklessChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChecklessOptions;
