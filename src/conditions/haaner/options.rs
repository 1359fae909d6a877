/// Haaner chess has no options (Popeye's `HaanerChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HaanerOptions;
