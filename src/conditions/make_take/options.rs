/// Make&Take options (Popeye's `Make&TakeChess` has none).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MakeTakeOptions;
