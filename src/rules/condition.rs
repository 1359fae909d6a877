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

/// Dynamo options (RULES.md §5.9). Every field is `false` in the recommended reading, so that
/// a missing option means the default everywhere (sessions, Popeye files).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct DynamoOptions {
    /// D-1: the stricter Push-chess-like reading instead of independent distances: a rider that
    /// follows its push travels as far as the pushed piece, and a piece pulled by a rider that
    /// moved away lands on the rider's departure square. Moves of one operation are unchanged.
    pub equal_distances: bool,
    /// D-2: after the edge en-passant push the pushing pawn stays where it is.
    pub ep_push_stays: bool,
    /// D-3: a passive pawn brought onto its last rank always becomes a queen (instead of the
    /// mover choosing among the promotion pieces, each choice a move).
    pub passive_promotion_queen: bool,
    /// D-4: a king or rook displaced as a passive piece keeps its castling right (it is lost
    /// only by moving as the active piece, or by leaving the board).
    pub castling_kept_when_displaced: bool,
    /// D-5: the exits of one piece in different directions (with the same passive effect) are
    /// one move, written with the first direction.
    pub merge_exits: bool,
    /// D-6: a leaper may not pull while leaving the board.
    pub no_exit_pull: bool,
    /// D-8: only a plain double step (not one combined with a push) allows the edge e.p. push.
    pub ep_plain_double_step_only: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Condition {
    Imitator(ImitatorOptions),
    CirceParrain(ParrainOptions),
    Miroir(MiroirOptions),
    Dynamo(DynamoOptions),
}

impl Condition {
    pub fn name(&self) -> &'static str {
        match self {
            Condition::Imitator(_) => "imitator",
            Condition::CirceParrain(_) => "circe parrain",
            Condition::Miroir(_) => "miroir",
            Condition::Dynamo(_) => "dynamo",
        }
    }
}
