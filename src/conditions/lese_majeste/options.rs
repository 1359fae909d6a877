/// Lèse-majesté's options: none (Popeye's `LeseMajeste`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LeseMajesteOptions;
