/// Which of Popeye's Einstein conditions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum EinsteinVariant {
    /// `EinsteinChess`: capturers rise, other movers fall.
    #[default]
    Einstein,
    /// `ReversalEinsteinChess`: capturers fall, other movers rise.
    Reversal,
    /// `AntiEinsteinChess`: only the movers that do not capture fall.
    Anti,
}

impl EinsteinVariant {
    /// Popeye's English keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            EinsteinVariant::Einstein => "EinsteinChess",
            EinsteinVariant::Reversal => "ReversalEinsteinChess",
            EinsteinVariant::Anti => "AntiEinsteinChess",
        }
    }
    /// The session's word.
    pub fn word(self) -> &'static str {
        match self {
            EinsteinVariant::Einstein => "einstein",
            EinsteinVariant::Reversal => "reversal",
            EinsteinVariant::Anti => "anti",
        }
    }
}

/// Einstein options: the variant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct EinsteinOptions {
    pub variant: EinsteinVariant,
}
