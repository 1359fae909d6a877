/// Alice chess has no options (Popeye's `AliceChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AliceOptions;
