/// Bichrome chess has no options (Popeye's `BichromChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct BichromeOptions;
