use crate::rules::ruleset::KindSet;

/// PromOnly's options (Popeye's `PromOnly` with its list of walks): the kinds pawns may
/// promote to, and no others.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PromOnlyOptions {
    pub kinds: KindSet,
}

/// By default the orthodox promotions (Popeye's `PromOnly Q S R B`).
impl Default for PromOnlyOptions {
    fn default() -> PromOnlyOptions {
        PromOnlyOptions {
            kinds: KindSet::ORTHODOX_PROMOTIONS,
        }
    }
}
