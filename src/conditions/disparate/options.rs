/// Disparate chess has no options (Popeye's `Disparate`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct DisparateOptions;
