//! Attacks under Annan chess in force alone, among orthodox men: each man of the attacking
//! side observes with the walk it has in play (its own, or the one lent from behind it). Every
//! move is played and its king tested (checks and pins cannot be read off the board the
//! orthodox way), so this runs for every move tried. As the core's scan, it looks back from
//! the target along each line to the first man and at each knight's leap, and asks only the
//! men found there for their walk in play: testing every man of the side one by one, its
//! lender looked up first, was two thirds of Annan's perft (7 times orthodox's cost a node).

use super::{annaniser, AnnanOptions};
use crate::rules::kind_set::KindSet;
use crate::rules::piece::{Colour, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;
use crate::rules::walk;

/// The walks this test knows.
const ORTHODOX: KindSet = KindSet::of(&[
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
]);

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
    if !kinds.minus(ORTHODOX).is_empty() {
        return None;
    }
    let home = pos.home_rank(by);
    let size = pos.size();
    // The walk the man of `by` on `sq` has in play, when one of `by`'s men stands there.
    let walk_on = |sq: Square| {
        let piece = pos.piece_at(sq)?;
        if !piece.colour().movable_by(by) {
            return None;
        }
        let kind = annaniser(pos, sq, piece, by, opts).unwrap_or(piece.kind());
        kinds.contains(kind).then_some(kind)
    };
    // Back from the target along each line to the first man: it attacks when its walk in
    // play rides that line (or steps it: a king, a pawn taking forward).
    for &(df, dr) in walk::QUEEN {
        let diagonal = df != 0 && dr != 0;
        let mut sq = target;
        let mut distance = 0;
        while let Some(next) = sq.offset(i32::from(df), i32::from(dr), size) {
            sq = next;
            distance += 1;
            if pos.is_empty_square(sq) {
                continue;
            }
            let hit = match walk_on(sq) {
                Some(PieceKind::Queen) => true,
                Some(PieceKind::Rook) => !diagonal,
                Some(PieceKind::Bishop) => diagonal,
                Some(PieceKind::King) => distance == 1,
                // (A pawn on its own first rank observes nothing, as in the core's scans; a
                // lent pawn's walk never stands there: a man behind it would be off the
                // board.)
                Some(PieceKind::Pawn) => {
                    distance == 1 && diagonal && -dr == by.forward() && sq.rank() != home
                }
                _ => false,
            };
            if hit {
                return Some(true);
            }
            break;
        }
    }
    for &(df, dr) in walk::KNIGHT {
        if let Some(sq) = target.offset(i32::from(df), i32::from(dr), size) {
            if walk_on(sq) == Some(PieceKind::Knight) {
                return Some(true);
            }
        }
    }
    Some(false)
}

#[cfg(test)]
mod tests {
    use crate::notation::popeye::parse_popeye;
    use crate::rules::attack::any_observation;
    use crate::rules::piece::Side;
    use crate::rules::ruleset::Ruleset;
    use crate::rules::square::Square;

    /// The scan back from the target answers as the core's observation with the lent walks
    /// (every man walked with the walk in play), on every square of positions drawn from a
    /// fixed seed, under each type.
    #[test]
    fn the_scan_answers_as_the_lent_walks_walked() {
        let mut rng = crate::conditions::test_support::Rng::new(0x1234_5678_9abc_def1);
        let (mut asked, mut attacked) = (0, 0);
        for round in 0..300 {
            let text = crate::conditions::test_support::random_men(
                &mut rng,
                12,
                &['q', 'r', 'b', 's', 'p', 'p'],
                |rng, kind| {
                    let rank = if kind == 'p' {
                        1 + rng.below(6)
                    } else {
                        rng.below(8)
                    };
                    // Men in files, to lend walks often.
                    let file = if rng.below(2) == 0 {
                        rng.below(3)
                    } else {
                        rng.below(8)
                    };
                    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
                },
            );
            let kind = ["", "typeb", "typec", "typed"][round % 4];
            let p = parse_popeye(&format!(
                "begin pieces {text}stipulation ~1 condition annan {kind} end"
            ))
            .unwrap()
            .remove(0);
            let pos = &p.position;
            let rs = Ruleset::new(pos, &p.conditions);
            let opts = crate::conditions::AnnanOptions {
                kind: match round % 4 {
                    0 => super::super::AnnanType::A,
                    1 => super::super::AnnanType::B,
                    2 => super::super::AnnanType::C,
                    _ => super::super::AnnanType::D,
                },
            };
            for by in [Side::White, Side::Black] {
                for f in 0..8 {
                    for r in 0..8 {
                        let target = Square::new(f, r);
                        let Some(read) = super::attacked(pos, target, by, &rs, opts) else {
                            // (A man of `by` on the target: the core answers.)
                            assert!(pos.piece_at(target).is_some(), "{text}");
                            continue;
                        };
                        let walked =
                            any_observation(pos, target, by, rs.attackers(by), &rs, |_| true);
                        assert_eq!(read, walked, "{text} {kind}: {by:?} on {target:?}");
                        asked += 1;
                        attacked += usize::from(read);
                    }
                }
            }
        }
        assert!(asked > 20_000 && attacked > 5_000, "{asked} {attacked}");
    }
}
