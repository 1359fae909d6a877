use crate::rules::piece::PieceKind;

/// KoeKo options: the neighbourhood piece (Popeye's `Neighbour`, the king by default), or
/// New-KoeKo.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct KoekoOptions {
    /// The leaper whose leaps make contact.
    pub neighbour: PieceKind,
    /// New-KoeKo: contact after the move exactly when there was contact before it.
    pub new: bool,
}

impl Default for KoekoOptions {
    fn default() -> Self {
        KoekoOptions {
            neighbour: PieceKind::King,
            new: false,
        }
    }
}

/// The neighbourhood pieces Popeye accepts.
pub const NEIGHBOURS: [PieceKind; 10] = [
    PieceKind::King,
    PieceKind::Knight,
    PieceKind::Wazir,
    PieceKind::Fers,
    PieceKind::Camel,
    PieceKind::Alfil,
    PieceKind::Zebra,
    PieceKind::Dabbaba,
    PieceKind::Giraffe,
    PieceKind::Antelope,
];
