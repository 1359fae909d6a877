/// Échecs Miroir options (RULES.md §3.3), one per ambiguity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MiroirOptions {
    /// M-1: which passive pieces a mirror move must transfer.
    pub transfer: MiroirTransfer,
    /// M-2: what castling is.
    pub castling: MiroirCastling,
    /// M-3: a passive pawn whose reflection is its own last rank.
    pub pawn_promotion: MiroirPawnPromotion,
}

/// M-1 (RULES.md §3.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum MiroirTransfer {
    /// Every passive piece whose reflection is free goes, the others stay; the move needs one.
    #[default]
    EachPossible,
    /// Every passive piece must be transferable, or there is no move.
    AllOrNothing,
}

/// M-2 (RULES.md §3.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum MiroirCastling {
    /// The king is the active piece: the enemy king is reflected through its arrival square.
    #[default]
    KingActive,
    /// No castling.
    Forbidden,
    /// The rook is the active piece: the enemy rooks are reflected through its arrival square.
    RookActive,
}

/// M-3 (RULES.md §3.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum MiroirPawnPromotion {
    /// The pawn is transferred and promotes at once; the mover chooses, each choice a move.
    #[default]
    MoverChooses,
    /// The pawn cannot be transferred there and stays where it is.
    NoTransfer,
}
