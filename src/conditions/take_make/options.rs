/// Take&Make options (Popeye's `Take&MakeChess`; its `Absolute` is not built).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct TakeMakeOptions;
