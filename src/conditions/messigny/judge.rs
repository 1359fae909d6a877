//! Judging an exchange without playing it. An exchange swaps two men of one kind, so the
//! board's occupancy stays and no line opens or closes: afterwards the mover's king is
//! attacked by the enemy men that attacked it before, less the one taken off the exchange's
//! far square, and by the enemy man of the mover's kind now on its near square (a king that
//! exchanges stands on the far square, attacked by the enemy men that attacked that square,
//! and by the enemy king where the two squares touch). Every exchange used to be played and
//! the king scanned: most of Messigny's nodes are exchanges (4.4 times orthodox's cost a node
//! at perft(3)).

use crate::rules::attack::{any_capture_observing, reads_cells_only};
use crate::rules::bitset::SquareSet;
use crate::rules::moves::Move;
use crate::rules::piece::{Colour, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// What judges the exchanges of one position's side to move.
pub(super) struct Exchanges<'a> {
    pos: &'a Position,
    rs: &'a Ruleset,
    side: Side,
    king: Square,
    /// The enemy men attacking the king, found on the first exchange judged.
    checkers: Option<SquareSet>,
}

impl<'a> Exchanges<'a> {
    /// The judge of `pos`'s exchanges, or `None` where the squares cannot tell: Messigny in
    /// force alone (no other rule's attacks, captures or moves), no attributes, no neutral
    /// man, the enemy's attacks read off the mailbox (orthodox men), and a king to judge.
    pub(super) fn new(pos: &'a Position, rs: &'a Ruleset) -> Option<Exchanges<'a>> {
        let side = pos.side_to_move();
        let king = pos.king(side)?;
        (rs.rules().len() == 1
            && !rs.has_attributes()
            && pos.occupied_by(Colour::Neutral).is_empty()
            && reads_cells_only(rs.attackers(side.opponent())))
        .then_some(Exchanges {
            pos,
            rs,
            side,
            king,
            checkers: None,
        })
    }

    /// Whether the exchange `mv` leaves the mover's king unattacked, or `None` where the
    /// squares cannot tell (a kind other than the orthodox ones, a king that is not royal).
    pub(super) fn allows(&mut self, mv: &Move) -> Option<bool> {
        let (pos, by) = (self.pos, self.side.opponent());
        let base_pawns = self.rs.base_rank_pawns_observe();
        let kind = mv.piece.kind();
        if kind == PieceKind::King {
            if mv.from != self.king {
                return None;
            }
            let (df, dr) = delta(mv.from, mv.to);
            let touching = df.abs() <= 1 && dr.abs() <= 1;
            let attacked =
                any_capture_observing(pos, mv.to, by, self.rs.attackers(by), base_pawns, |c| {
                    c.from != mv.to
                });
            return Some(!touching && !attacked);
        }
        let king = self.king;
        let checkers = *self.checkers.get_or_insert_with(|| {
            let mut set = SquareSet::EMPTY;
            any_capture_observing(pos, king, by, self.rs.attackers(by), base_pawns, |c| {
                set.insert(c.from);
                false
            });
            set
        });
        if checkers.iter().any(|c| c != mv.to) {
            return Some(false);
        }
        // The enemy man now on `from`, of the mover's kind.
        let (df, dr) = delta(mv.from, king);
        let (af, ar) = (df.abs(), dr.abs());
        let open = || {
            let step = (df.signum(), dr.signum());
            (1..af.max(ar)).all(|k| pos.is_empty_square(mv.from.stepped(step, k)))
        };
        let attacks = match kind {
            PieceKind::Pawn => {
                dr == by.forward() && af == 1 && (base_pawns || mv.from.rank() != pos.home_rank(by))
            }
            PieceKind::Knight => (af == 1 && ar == 2) || (af == 2 && ar == 1),
            PieceKind::Bishop => af == ar && open(),
            PieceKind::Rook => (af == 0 || ar == 0) && open(),
            PieceKind::Queen => (af == ar || af == 0 || ar == 0) && open(),
            _ => return None,
        };
        Some(!attacks)
    }
}

/// The file and rank steps from `a` to `b`.
fn delta(a: Square, b: Square) -> (i8, i8) {
    (
        b.file() as i8 - a.file() as i8,
        b.rank() as i8 - a.rank() as i8,
    )
}

#[cfg(test)]
mod tests {
    use super::Exchanges;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::{generate_candidates, is_legal_candidate};
    use crate::rules::moves::{MoveList, Special};
    use crate::rules::ruleset::Ruleset;

    /// The exchanges judged off the squares are judged as playing them judges them, on
    /// positions drawn from a fixed seed (pawns on every rank but the last ones, either side
    /// to move).
    #[test]
    fn squares_judge_exchanges_as_playing_them() {
        let mut rng = crate::conditions::test_support::Rng::new(0x9e37_79b9_7f4a_7c15);
        let (mut judged, mut refused) = (0, 0);
        for _ in 0..1500 {
            let text = crate::conditions::test_support::random_men(
                &mut rng,
                9,
                &['q', 'r', 'b', 's', 'p', 'p'],
                |rng, kind| {
                    let rank = if kind == 'p' {
                        1 + rng.below(6)
                    } else {
                        rng.below(8)
                    };
                    format!("{}{}", (b'a' + rng.below(8) as u8) as char, rank + 1)
                },
            );
            let stipulation = if rng.below(2) == 0 { "~1" } else { "h~1" };
            let p = parse_popeye(&format!(
                "begin pieces {text}stipulation {stipulation} condition messigny end"
            ))
            .unwrap()
            .remove(0);
            let pos = &p.position;
            let rs = Ruleset::new(pos, &p.conditions);
            let mut exchanges = Exchanges::new(pos, &rs).expect("judges");
            let mut list = MoveList::new();
            generate_candidates(pos, &rs, &mut list);
            for mv in list.iter().filter(|m| m.special == Special::Exchange) {
                let read = exchanges.allows(mv).expect("orthodox");
                assert_eq!(read, is_legal_candidate(pos, mv, &rs), "{text}: {mv:?}");
                judged += 1;
                refused += usize::from(!read);
            }
        }
        assert!(judged > 5_000 && refused > 1_000, "{judged} {refused}");
    }
}
