//! Fairy conditions as data on the problem, with their options. Every ambiguity that RULES.md
//! lists for an implemented condition is an option here, defaulting to the recommended reading.

/// Imitator options (RULES.md §1.6, §1.7). The Imitators themselves are part of the position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ImitatorOptions {
    /// Pawns may promote into a new Imitator (§1.5). feerie's own default is off; a Popeye file
    /// without `NoIProm` turns it on, as Popeye does.
    pub promotion: bool,
    /// Imitators need no hurdle when imitating a hop (§1.6, WinChloe's option).
    pub no_hurdle: bool,
    /// The hopper's own departure square may serve as an Imitator's hurdle (§1.7, I-3). The
    /// recommended reading counts that square as empty; Popeye's move generator counts the
    /// hopper still standing there (its check test does not), and a Popeye file means what
    /// Popeye does: the Popeye reader switches this on.
    pub hurdle_at_departure: bool,
}

/// Circé Parrain options (RULES.md §2.5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ParrainOptions {
    /// Castling's vector is the king's displacement alone instead of king plus rook (P-2).
    pub castling_king_only: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Condition {
    Imitator(ImitatorOptions),
    CirceParrain(ParrainOptions),
}

impl Condition {
    pub fn name(&self) -> &'static str {
        match self {
            Condition::Imitator(_) => "imitator",
            Condition::CirceParrain(_) => "circe parrain",
        }
    }
}
