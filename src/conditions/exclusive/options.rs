/// Exclusive chess has no options (Popeye's `ExclusiveChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ExclusiveOptions;
