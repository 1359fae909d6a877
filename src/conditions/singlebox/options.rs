/// Which SingleBox (Popeye's `SingleBox Type1|Type2|Type3`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum SingleBoxType {
    /// Type 1 (Popeye's default): no side ever has more men of a kind than the game array.
    #[default]
    One,
    /// Type 2: a pawn may stay on its last rank (latent); the opponent's next move promotes it
    /// as soon as a piece of its side is missing.
    Two,
    /// Type 3: a latent pawn promotes as part of its own side's move, before the move.
    Three,
}

impl SingleBoxType {
    /// The type's number (1, 2, 3).
    pub fn number(self) -> u8 {
        match self {
            SingleBoxType::One => 1,
            SingleBoxType::Two => 2,
            SingleBoxType::Three => 3,
        }
    }

    /// The type numbered `n`.
    pub fn from_number(n: i64) -> Option<SingleBoxType> {
        match n {
            1 => Some(SingleBoxType::One),
            2 => Some(SingleBoxType::Two),
            3 => Some(SingleBoxType::Three),
            _ => None,
        }
    }
}

/// SingleBox options.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct SingleBoxOptions {
    pub kind: SingleBoxType,
}
