/// Breton chess's options (Popeye's `Breton`, then `Adverse`, `Chromatic`, `PY` in any order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct BretonOptions {
    /// `Adverse`: the piece that goes with the captured one is one of the captured side's;
    /// without it, one of the capturing side's own (Popeye's default, `propre`).
    pub adverse: bool,
    /// `Chromatic`: that piece changes side instead of leaving the board.
    pub chromatic: bool,
    /// `PY`: Popeye's own reading: neutral pieces count as pieces of either side, and the
    /// piece is chosen after the capturing pawn's promotion (the promoted piece may be it).
    pub popeye: bool,
}
