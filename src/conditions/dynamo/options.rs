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
