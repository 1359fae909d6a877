/// Eiffel chess has no options (Popeye's `EiffelChess`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct EiffelOptions;
