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
