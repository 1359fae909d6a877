/// Ghost chess options: Popeye's `GhostChess`, or `HauntedChess` (`haunted`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GhostOptions {
    /// Haunted chess: the ghosts are capturable, and a capture on a square with a ghost under
    /// it replaces that ghost by the new one.
    pub haunted: bool,
}
