/// A mummer's options: which side it binds (`BLACK`), and whether it plays the shortest moves
/// (Minimummer) rather than the longest (Maximummer).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MummerOptions<const BLACK: bool> {
    /// Minimummer: the shortest legal moves only; otherwise the longest (Maximummer).
    pub shortest: bool,
    /// Popeye's `Exact`: the length to play is the greatest (least) of every move, including
    /// those that would leave the king in check, so the side may have no move of that length.
    pub exact: bool,
    /// Popeye's `Ultra`: the length is measured as with `Exact`, and the side's pieces observe
    /// (check, guard) only with captures of that length: a capture that is no longest
    /// (shortest) move of the side is no attack.
    pub ultra: bool,
}

/// White's mummer (`WhiteMaximummer`, `WhiteMinimummer`).
pub type WhiteMummerOptions = MummerOptions<false>;
/// Black's mummer (`BlackMaximummer`, `BlackMinimummer`).
pub type BlackMummerOptions = MummerOptions<true>;

/// Popeye's uncoloured `Maximummer` (`Maximum`, `Laengstzueger`): the longest moves bind the
/// side the stipulation restricts, which the solver finds ([`crate::rules::condition::Options::for_side`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MaximummerOptions {
    /// Popeye's `Exact`, as for a side's mummer.
    pub exact: bool,
    /// Popeye's `Ultra`, as for a side's mummer.
    pub ultra: bool,
}
