/// Chameleon chess has no options feerie plays (Popeye's `ChameleonChess` with its default
/// sequence).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChameleonChessOptions;
