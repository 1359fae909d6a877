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

/// Four Double Acts options (RULES.md §4.7), one per ambiguity. They govern the imitating
/// pieces wherever they stand; the condition `FourDoubleActs` adds the game's own rules (Qi
/// castling, the camp double step of pawns, promotion to the ten capturable kinds). Every field
/// is `false` in the recommended reading, so that a missing option means the default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FdaOptions {
    /// F-2: a double step starts only from the camp's front rank (where the pawns stand in the
    /// array) instead of from any rank of the camp.
    pub double_step_pawn_rank: bool,
    /// F-3: castling rights read off the current squares (king on a middle file, rook on an
    /// edge file or the one beside it, both on the back two ranks) instead of history flags.
    pub castling_by_squares: bool,
    /// F-4: after a promotion the Comedians imitate the promoted kind (when it is orthodox)
    /// instead of the pawn.
    pub promotion_sets_promoted_kind: bool,
    /// F-5: only orthodox pieces lend their powers (no chains through imitating pieces).
    pub no_chains: bool,
    /// F-6: the royal king protects and attacks nothing for the imitating pieces.
    pub king_lends_nothing: bool,
    /// F-7: a Pawnrider's two-square move from its camp is a double step, which can be taken
    /// en passant.
    pub pawnrider_double_step: bool,
    /// F-8: moves with the same departure and arrival made as different kinds are one move
    /// (the first kind in the order K Q R B S P).
    pub merge_kinds: bool,
    /// F-9: when deciding whether the side to move is in check, the Comedians imitate the
    /// kind of that side's own previous move instead of the last move made.
    pub check_by_defenders_kind: bool,
}

/// The keywords of the Four Double Acts options, as Popeye-style input and sessions write them.
pub const FDA_OPTION_KEYWORDS: [&str; 8] = [
    "double_step_pawn_rank",
    "castling_by_squares",
    "promotion_sets_promoted_kind",
    "no_chains",
    "king_lends_nothing",
    "pawnrider_double_step",
    "merge_kinds",
    "check_by_defenders_kind",
];

impl FdaOptions {
    /// The option's flag by its keyword (`FDA_OPTION_KEYWORDS`).
    pub fn flag_mut(&mut self, keyword: &str) -> Option<&mut bool> {
        Some(match keyword {
            "double_step_pawn_rank" => &mut self.double_step_pawn_rank,
            "castling_by_squares" => &mut self.castling_by_squares,
            "promotion_sets_promoted_kind" => &mut self.promotion_sets_promoted_kind,
            "no_chains" => &mut self.no_chains,
            "king_lends_nothing" => &mut self.king_lends_nothing,
            "pawnrider_double_step" => &mut self.pawnrider_double_step,
            "merge_kinds" => &mut self.merge_kinds,
            "check_by_defenders_kind" => &mut self.check_by_defenders_kind,
            _ => return None,
        })
    }

    /// The keywords of the options set, in `FDA_OPTION_KEYWORDS` order.
    pub fn keywords(&self) -> Vec<&'static str> {
        let mut copy = *self;
        FDA_OPTION_KEYWORDS
            .iter()
            .copied()
            .filter(|k| *copy.flag_mut(k).expect("a known keyword"))
            .collect()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Condition {
    Imitator(ImitatorOptions),
    CirceParrain(ParrainOptions),
    Miroir(MiroirOptions),
    Dynamo(DynamoOptions),
    /// The rules of Gilman's Four Double Acts game (RULES.md §4) with its options.
    FourDoubleActs(FdaOptions),
}

impl Condition {
    pub fn name(&self) -> &'static str {
        match self {
            Condition::Imitator(_) => "imitator",
            Condition::CirceParrain(_) => "circe parrain",
            Condition::Miroir(_) => "miroir",
            Condition::Dynamo(_) => "dynamo",
            Condition::FourDoubleActs(_) => "four double acts",
        }
    }
}
