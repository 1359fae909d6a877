use crate::rules::piece::Side;

/// MultiCaptures' options (Popeye's `MultiCaptures`, optionally `White` or `Black`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MultiCapturesOptions {
    /// The one side bound; `None`: both are.
    pub only: Option<Side>,
}
