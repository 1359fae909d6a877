use crate::rules::piece::PieceKind;

/// ChameleonSequence's options (Popeye's `ChameleonSequence` with its list of walks): the
/// cycle chameleons go round, each walk once, each becoming the next and the last the first.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChameleonSequenceOptions {
    pub walks: Vec<PieceKind>,
}

/// By default Popeye's own sequence (knight → bishop → rook → queen → knight).
impl Default for ChameleonSequenceOptions {
    fn default() -> ChameleonSequenceOptions {
        ChameleonSequenceOptions {
            walks: vec![
                PieceKind::Knight,
                PieceKind::Bishop,
                PieceKind::Rook,
                PieceKind::Queen,
            ],
        }
    }
}

impl ChameleonSequenceOptions {
    /// The options of a list of walks as Popeye reads it (`PA VA PA`, or `PA VA`, which Popeye
    /// closes): `None` unless it names at least two walks, none twice (but for a last walk
    /// that closes the cycle).
    pub fn listed(walks: &[PieceKind]) -> Option<ChameleonSequenceOptions> {
        let mut cycle = walks.to_vec();
        if cycle.len() > 2 && cycle.first() == cycle.last() {
            cycle.pop();
        }
        let distinct = cycle
            .iter()
            .enumerate()
            .all(|(i, k)| !cycle[..i].contains(k));
        (cycle.len() >= 2 && distinct).then_some(ChameleonSequenceOptions { walks: cycle })
    }

    /// Each walk with the walk it becomes.
    pub fn steps(&self) -> Vec<(PieceKind, PieceKind)> {
        let n = self.walks.len();
        (0..n)
            .map(|i| (self.walks[i], self.walks[(i + 1) % n]))
            .collect()
    }
}
