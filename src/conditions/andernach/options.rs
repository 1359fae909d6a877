/// Andernach options: Popeye's `AndernachChess`, or `AntiAndernachChess` (`anti`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AndernachOptions {
    /// Anti-Andernach: the piece that does not capture changes colour.
    pub anti: bool,
}
