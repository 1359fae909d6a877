/// Royal Dynasty's options: none (Popeye's `RoyalDynasty`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct RoyalDynastyOptions;
