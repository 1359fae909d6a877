//! Attacks under Annan chess in force alone, among orthodox men: each man of the attacking
//! side observes with the walk it has in play (its own, or the one lent from behind it), and
//! whether that walk reaches the target is plain geometry. Every move is played and its
//! king tested (checks and pins cannot be read off the board the orthodox way), so this runs
//! for every move tried: a few men tested one by one cost far less than the core's scan back
//! from the target along every line of every kind, then each lent walk's moves generated.

use super::{annaniser, AnnanOptions};
use crate::rules::piece::{Colour, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Whether `by` attacks `target`, or `None` where the core must answer: another rule in force
/// (observation judges, capture filters, the attributes' rules), a neutral man, a man of `by`
/// on the target, a walk other than an orthodox one.
pub(super) fn attacked(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    opts: AnnanOptions,
) -> Option<bool> {
    if rs.rules().len() != 1
        || rs.has_attributes()
        || !pos.occupied_by(Colour::Neutral).is_empty()
        || pos
            .piece_at(target)
            .is_some_and(|p| p.colour().movable_by(by))
    {
        return None;
    }
    let kinds = rs.attackers(by);
    let home = pos.home_rank(by);
    for sq in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(sq) else {
            continue;
        };
        let kind = annaniser(pos, sq, piece, by, opts).unwrap_or(piece.kind());
        if !kinds.contains(kind) {
            continue;
        }
        let df = target.file() as i8 - sq.file() as i8;
        let dr = target.rank() as i8 - sq.rank() as i8;
        let (af, ar) = (df.abs(), dr.abs());
        let open = || {
            let step = (df.signum(), dr.signum());
            (1..af.max(ar)).all(|k| pos.is_empty_square(sq.stepped(step, k)))
        };
        let hit = match kind {
            // (A pawn on its own first rank observes nothing, as in the core's scans; a lent
            // pawn's walk never stands there: a man behind it would be off the board.)
            PieceKind::Pawn => dr == by.forward() && af == 1 && sq.rank() != home,
            PieceKind::Knight => (af == 1 && ar == 2) || (af == 2 && ar == 1),
            PieceKind::King => af <= 1 && ar <= 1 && (af, ar) != (0, 0),
            PieceKind::Bishop => af == ar && af != 0 && open(),
            PieceKind::Rook => (af == 0) != (ar == 0) && open(),
            PieceKind::Queen => (af == ar || af == 0 || ar == 0) && (af, ar) != (0, 0) && open(),
            _ => return None,
        };
        if hit {
            return Some(true);
        }
    }
    Some(false)
}
