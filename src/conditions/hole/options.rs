/// The condition has no options: its squares are the position's holes
/// (`Position::holes`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct HoleOptions;
