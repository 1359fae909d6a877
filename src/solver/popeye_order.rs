//! Popeye's order of trying moves. Popeye generates the moves of the side to move into a
//! stack, square by square from h8 to a1 (rank 8 first, each rank from the h-file), each
//! piece's in the order of its walk's vectors, and takes them from the stack's top: the
//! squares come from a1 to h8 and each piece's moves backwards; a promotion's pieces (queen,
//! knight, rook, bishop) one after the other, and a capture's Cage Circé rebirths from a1 to
//! h8. Its searches try the moves in that order at every ply, and its `maxsolutions` keeps the
//! solutions found first: feerie searches in this order where `maxsolutions` is given, so that
//! it keeps the same ones (see `Search::popeye_order`).
//!
//! The order is known here for orthodox pieces (magic ones included) on the 8x8 board, under
//! conditions that keep it ([`Rules::keeps_popeye_order`]); a move list holding any other move is left in feerie's
//! order of generation.
//!
//! [`Rules::keeps_popeye_order`]: crate::rules::condition::Rules::keeps_popeye_order

use std::cmp::Reverse;

use crate::rules::moves::{Promotion, Reborn, Special};
use crate::rules::piece::Attribute;
use crate::rules::{Move, PieceKind, Position, Ruleset, Side};

/// Where a move comes in Popeye's order among the moves of its position: its piece's square
/// (from a1 up), its place among the piece's moves (the last generated first), its promotion
/// (queen, knight, rook, bishop), its rebirth square (Cage Circé's choices, from a1 up) and
/// the reborn piece's form there (a pawn reborn on its last rank: queen, knight, rook, bishop).
pub type Key = (u32, Reverse<u32>, u32, u32, u32);

/// Sorts `list`, the legal moves of the side to move of `pos`, into Popeye's order; leaves it
/// as generated, and says so (`false`), where that order is not known for one of them.
pub fn sort(pos: &Position, rs: &Ruleset, list: &mut [Move]) -> bool {
    if list.len() < 2 {
        return true;
    }
    if !known_for(pos, rs) {
        return false;
    }
    let side = pos.side_to_move();
    let mut keys: Vec<(Key, Move)> = Vec::with_capacity(list.len());
    for mv in list.iter() {
        match key(mv, side, rs) {
            Ok(k) => keys.push((k, *mv)),
            Err(_) => return false,
        }
    }
    // (Stable: moves of one key stay as generated.)
    keys.sort_by_key(|&(k, _)| k);
    for (slot, (_, mv)) in list.iter_mut().zip(keys) {
        *slot = mv;
    }
    true
}

/// Whether Popeye's order may be known at all for the moves of `pos`: an 8x8 board, pieces
/// without attributes but magic (a magic piece moves as any other: its side changes follow
/// the move).
pub fn known_for(pos: &Position, rs: &Ruleset) -> bool {
    let size = pos.size();
    size.width() == 8
        && size.height() == 8
        && (!rs.has_attributes()
            || pos.pieces().all(|(sq, _)| {
                let mut a = pos.attributes(sq);
                a.remove(Attribute::Magic);
                a.is_empty()
            }))
}

/// `mv`'s place in Popeye's order (a move of `side`, on a board [`known_for`] allows), or
/// why it is not known.
pub fn key(mv: &Move, side: Side, rs: &Ruleset) -> Result<Key, &'static str> {
    if !mv.piece.kind().is_orthodox() || mv.piece.colour().side() != Some(side) {
        return Err("with other than orthodox white and black pieces");
    }
    if rs.rules().iter().any(|r| !r.keeps_popeye_order(mv)) {
        return Err("under a condition that orders these moves its own way");
    }
    let Some(generated) = generation_index(mv, side) else {
        return Err("with moves Popeye's order is not known for");
    };
    // (A pawn that stays a pawn on its last rank, as SingleBox's Types 2 and 3 allow, comes
    // first: Popeye's promotees follow its walks' order, the pawn's before the queen's.)
    let promotion = match mv.promotion {
        None => 0,
        Some(Promotion::Piece(kind)) => {
            1 + promotee(kind).ok_or("with promotions to other than Q, S, R, B")?
        }
        Some(_) => return Err("with promotions to other than Q, S, R, B"),
    };
    let (rebirth, form) = match mv.rebirth {
        None => (0, 0),
        // A latent pawn promoted by the move: Popeye scans a last rank from the side's
        // left, White's from h8 to a8, Black's from a1 to h1.
        Some(r) if r.of == Reborn::Changed => {
            let file = u32::from(r.square.file());
            let place = match r.piece.colour().side() {
                Some(Side::White) => 7 - file.min(7),
                _ => file,
            };
            (place, promotee(r.piece.kind()).unwrap_or(0))
        }
        Some(r) => (index(r.square), promotee(r.piece.kind()).unwrap_or(0)),
    };
    Ok((index(mv.from), Reverse(generated), promotion, rebirth, form))
}

/// `mv`'s place in Popeye's order among the moves of `pos` as one number (greater: tried
/// later), where it is known.
pub fn packed(pos: &Position, mv: &Move, rs: &Ruleset) -> Option<u64> {
    if !known_for(pos, rs) {
        return None;
    }
    let (from, Reverse(generated), promotion, rebirth, form) =
        key(mv, pos.side_to_move(), rs).ok()?;
    let generated = 0xFFFF_u64.checked_sub(u64::from(generated))?;
    Some(
        u64::from(from) << 40
            | generated << 24
            | u64::from(promotion.min(0xFF)) << 16
            | u64::from(rebirth.min(0xFF)) << 8
            | u64::from(form.min(0xFF)),
    )
}

/// A promoted piece's place among Popeye's promotions (`None` for a kind it has none of).
fn promotee(kind: PieceKind) -> Option<u32> {
    match kind {
        PieceKind::Queen => Some(0),
        PieceKind::Knight => Some(1),
        PieceKind::Rook => Some(2),
        PieceKind::Bishop => Some(3),
        _ => None,
    }
}

/// A square's place from a1 up (a1, b1, …, h1, a2, …).
fn index(sq: crate::rules::square::Square) -> u32 {
    u32::from(sq.rank()) * 8 + u32::from(sq.file())
}

use crate::rules::popeye_vectors::{KNIGHT_LEAPS, QUEEN_LINES};

/// Where `mv` comes among its piece's moves as Popeye generates them, `None` for a move of
/// a walk Popeye's order is not known for here.
fn generation_index(mv: &Move, side: Side) -> Option<u32> {
    let df = mv.to.file() as i8 - mv.from.file() as i8;
    let dr = mv.to.rank() as i8 - mv.from.rank() as i8;
    let line = |lines: &[(i8, i8)]| -> Option<u32> {
        let dist = df.abs().max(dr.abs());
        if dist == 0 {
            return None;
        }
        let unit = (df / dist, dr / dist);
        if (unit.0 * dist, unit.1 * dist) != (df, dr) {
            return None;
        }
        let i = lines.iter().position(|&l| l == unit)?;
        Some(i as u32 * 8 + dist as u32)
    };
    match mv.piece.kind() {
        PieceKind::King => match mv.special {
            // After the king's steps: castling on the king's side, then on the queen's.
            Special::Castling { .. } => Some(if df > 0 { 8 } else { 9 }),
            Special::Plain if df.abs() <= 1 && dr.abs() <= 1 => QUEEN_LINES
                .iter()
                .position(|&l| l == (df, dr))
                .map(|i| i as u32),
            _ => None,
        },
        PieceKind::Queen => line(QUEEN_LINES),
        PieceKind::Rook => line(&QUEEN_LINES[..4]),
        PieceKind::Bishop => line(&QUEEN_LINES[4..]),
        PieceKind::Knight => KNIGHT_LEAPS
            .iter()
            .position(|&l| l == (df, dr))
            .map(|i| i as u32),
        PieceKind::Pawn => {
            let forward = match side {
                Side::White => dr,
                Side::Black => -dr,
            };
            // The capture to the left, the one to the right (en passant in its place), the
            // single step, the double step.
            match (df, forward) {
                (-1, 1) => Some(0),
                (1, 1) => Some(1),
                (0, 1) => Some(2),
                (0, 2) => Some(3),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::legal_moves;

    /// The moves of `input`'s side to move (with `other`, of the other side) in Popeye's
    /// order.
    fn sorted(input: &str, other: bool) -> Vec<String> {
        let problem = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        let mut pos = problem.position;
        if other {
            pos = crate::solver::search::set_play_start(&pos);
        }
        let mut moves = legal_moves(&pos, &rs);
        assert!(sort(&pos, &rs, &mut moves));
        moves.iter().map(|m| move_text(&pos, m)).collect()
    }

    #[test]
    fn squares_from_a1_each_pieces_moves_backwards() {
        // Popeye's set play of REGRESSIONS 4_47_to_4_49 #10: the knight on g4 before the
        // queen on g8, each from its last vector back.
        let moves = sorted(
            "begin pieces white ka3 qg8 sg4 black ka1 sa8 stip h#2 end",
            true,
        );
        let knight: Vec<&str> = moves
            .iter()
            .filter(|m| m.starts_with('S'))
            .map(String::as_str)
            .collect();
        assert_eq!(
            knight,
            ["Sg4-e3", "Sg4-f2", "Sg4-h2", "Sg4-h6", "Sg4-f6", "Sg4-e5"]
        );
        let first_queen = moves.iter().position(|m| m.starts_with('Q')).unwrap();
        assert!(moves[..first_queen].iter().all(|m| !m.starts_with('Q')));
        assert_eq!(moves[first_queen], "Qg8-a2");
    }

    #[test]
    fn cage_rebirths_from_a1_after_the_promotions() {
        // Popeye's first moves of REGRESSIONS 4_51_to_4_53 #25 (halfduplex: Black moves):
        // the pawn's queen with each cage from a1 up, then its knight.
        let moves = sorted(
            "begin forsyth rs1qkbsr/pbpppppp/8/1B6/4P3/3P4/PPP1pPPP/RSBQK1SR \
             stip ~1 cond cagecirce opt halfduplex end",
            false,
        );
        assert!(moves[0].starts_with("e2*d1=Q[+wQf1]"), "{moves:?}");
        assert!(moves[1].starts_with("e2*d1=Q[+wQd2]"), "{moves:?}");
        assert!(moves[33].starts_with("e2*d1=S[+wQc8]"), "{moves:?}");
    }
}
