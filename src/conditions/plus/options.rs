/// Plus chess has no options (Popeye's `PlusChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PlusOptions;
