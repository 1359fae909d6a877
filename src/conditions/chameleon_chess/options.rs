use crate::conditions::chameleon_sequence::ChameleonSequenceOptions;
use crate::rules::piece::{chameleon_next, PieceKind};

/// Chameleon chess's options: Popeye's `ChameleonChess`, by default with its own sequence
/// (knight → bishop → rook → queen → knight), or followed by a list of walks
/// (`ChameleonChess S Q R B S`), the cycle every piece of those walks goes round (the walks
/// outside it stay what they are).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChameleonChessOptions {
    /// The cycle listed after the keyword; `None`: Popeye's default sequence.
    pub sequence: Option<ChameleonSequenceOptions>,
}

impl ChameleonChessOptions {
    /// The kind a piece of `kind` becomes when it moves (itself when it does not change).
    pub fn next(&self, kind: PieceKind) -> PieceKind {
        match &self.sequence {
            None => chameleon_next(kind),
            Some(seq) => seq
                .steps()
                .into_iter()
                .find(|(from, _)| *from == kind)
                .map_or(kind, |(_, to)| to),
        }
    }

    /// The kinds pieces go round.
    pub fn walks(&self) -> Vec<PieceKind> {
        match &self.sequence {
            None => vec![
                PieceKind::Knight,
                PieceKind::Bishop,
                PieceKind::Rook,
                PieceKind::Queen,
            ],
            Some(seq) => seq.walks.clone(),
        }
    }
}
