/// A mummer's options: which side it binds (`BLACK`), and whether it plays the shortest moves
/// (Minimummer) rather than the longest (Maximummer).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MummerOptions<const BLACK: bool> {
    /// Minimummer: the shortest legal moves only; otherwise the longest (Maximummer).
    pub shortest: bool,
    /// Popeye's `Exact`: the length to play is the greatest (least) of every move, including
    /// those that would leave the king in check, so the side may have no move of that length.
    pub exact: bool,
}

/// White's mummer (`WhiteMaximummer`, `WhiteMinimummer`).
pub type WhiteMummerOptions = MummerOptions<false>;
/// Black's mummer (`BlackMaximummer`, `BlackMinimummer`).
pub type BlackMummerOptions = MummerOptions<true>;
