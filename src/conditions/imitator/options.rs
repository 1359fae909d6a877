/// Imitator options (RULES.md §1.6, §1.7). The Tokens themselves are part of the position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ImitatorOptions {
    /// Pawns may promote into a new Imitator (§1.5). feerie's own default is off; a Popeye file
    /// without `NoIProm` turns it on, as Popeye does.
    pub promotion: bool,
    /// Tokens need no hurdle when imitating a hop (§1.6, WinChloe's option).
    pub no_hurdle: bool,
    /// The hopper's own departure square may serve as an Imitator's hurdle (§1.7, I-3). The
    /// recommended reading counts that square as empty; Popeye's move generator counts the
    /// hopper still standing there (its check test does not), and a Popeye file means what
    /// Popeye does: the Popeye reader switches this on.
    pub hurdle_at_departure: bool,
}
