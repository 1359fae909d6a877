use crate::rules::piece::Side;

/// Kobul kings' options (Popeye's `KobulKings`, optionally `White` or `Black`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct KobulOptions {
    /// The one side whose king is a Kobul king; `None`: both kings are.
    pub only: Option<Side>,
}
