/// Patrol chess has no options (Popeye's `Patrouille`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct PatrouilleOptions;
