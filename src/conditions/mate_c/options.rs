/// #C has no options (Popeye's `#C`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MateCOptions;
