/// Volage options: Popeye's `Volage`, or `Hypervolage` (`hyper`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct VolageOptions {
    /// Hypervolage: a piece changes side every time it changes the colour of its square, not
    /// only the first time.
    pub hyper: bool,
}
