/// Circé Parrain options (RULES.md §2.5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ParrainOptions {
    /// Castling's vector is the king's displacement alone instead of king plus rook (P-2).
    pub castling_king_only: bool,
    /// ContraParrain: the piece is reborn displaced by the opposite of the next move's vector
    /// (Popeye's `ContraParrain`, `Circe Equipollents LastMove Mirror`).
    pub contra: bool,
}
