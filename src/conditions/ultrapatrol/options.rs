/// Ultra-Patrol chess has no options (Popeye's `UltraPatrol`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct UltraPatrolOptions;
