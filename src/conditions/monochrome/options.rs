/// Monochrome chess has no options (Popeye's `MonochromChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MonochromeOptions;
