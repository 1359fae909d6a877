/// DangerCirce has no options (Popeye's `DangerCirce`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct DangerCirceOptions;
