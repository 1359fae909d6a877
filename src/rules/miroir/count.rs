//! Counting the legal mirror moves of a position without making them: perft's last ply, where
//! only their number is asked. Each orthodox candidate is judged once, with the passive
//! pieces and the king's lines of the position found once (`Board8`), where generating asks
//! them twice (making the mirror moves, then judging them) and writes every move.
//!
//! Only the common case is counted here: a board of at most 8x8, no other condition, no
//! neutral piece, attackers along the lines and knight's leaps, a king to judge. Candidates
//! outside the shortcuts of `make_mirror_moves` (castling, e.p., a passive pawn that may
//! promote, the all-or-nothing reading) and moves of a king in check or of the king itself are
//! made and judged the long way, so every promotion choice counts.

use super::board8;
use super::board8::{After, Board8, Hurdles, KingLines};
use super::{
    castling_mirror_move, mirror_move, push_promotion_choices, safe_full_small, safe_small,
    Reflection,
};
use crate::rules::attack;
use crate::rules::condition::MiroirTransfer;
use crate::rules::movegen::{castling_candidates, is_legal_candidate, piece_moves};
use crate::rules::moves::{Mirror, Move, MoveList, Nature, Promotion, Special};
use crate::rules::piece::{Colour, PieceKind};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The number of legal moves of the side to move under Échecs Miroir, the same as
/// `generate_legal` gives; `None` when the position is not the common case above (the caller
/// generates the moves then). `buf` is scratch space.
pub fn count_legal(pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<u64> {
    let opts = rs.miroir?;
    if rs.imitator.is_some() || rs.parrain.is_some() || rs.dynamo.is_some() {
        return None;
    }
    let side = pos.side_to_move();
    let king = pos.king(side)?;
    let by = side.opponent();
    let kinds = rs.attackers(by);
    if !attack::reads_cells_only(kinds) || !pos.occupied_by(Colour::Neutral).is_empty() {
        return None;
    }
    let board = Board8::new(pos)?;
    let mut hurdles = Hurdles::new();
    let lines = KingLines::new(king, &board);
    // Check, and castling's passage, on the 64-bit sets: the board as it stands.
    let attacked = |sq| After::new(pos.cells()).attacked(sq, board.board, board.empty, by, kinds.0);
    let checked = attacked(king);
    let shortcut = opts.transfer == MiroirTransfer::EachPossible;
    let judge = |b: &Board8, mv: &Move, r: &Reflection| {
        // No promotion slot: `mv` judged with an empty mirror part.
        let mirror = Mirror::default();
        if !checked && mv.from != king {
            safe_small(b, &lines, (by, kinds.0), pos, mv, mirror, r)
        } else {
            safe_full_small(b, pos, mv, mirror, r, king, (by, kinds.0))
        }
    };

    // The orthodox candidates, as `movegen::candidates` makes them without conditions, castling
    // as `movegen::castling_moves` admits it (neither in check nor passing an attacked
    // square; the arrival is judged with the move). The orthodox pieces but the pawn are
    // walked here on the 64-bit sets, their arrivals judged at once: a piece whose kind the
    // opponent lacks has no mirror move, and most arrivals transfer nothing.
    let mut n = 0;
    buf.clear();
    let occupied = board.board & !board.empty;
    let own = occupied & !board.theirs;
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let kind = piece.bits() & 63;
        let at = (from.rank() * 8 + from.file()) as u32;
        let Some(reach) = board8::reach(kind, at, board.board, occupied) else {
            piece_moves(pos, side, from, piece, rs, buf);
            continue;
        };
        if board.kinds & 1 << kind == 0 {
            continue;
        }
        let mut rest = reach & !own;
        while rest != 0 {
            let to = board8::square(rest.trailing_zeros());
            rest &= rest - 1;
            if shortcut && !board.transfers_any(&mut hurdles, from, to, kind) {
                continue;
            }
            let mut mv = Move::new(from, to, piece, Nature::Leap);
            mv.captured = pos.piece_at(to);
            if !shortcut {
                buf.push(mv);
                continue;
            }
            if let Some(r) = Reflection::new(pos, &mv) {
                if judge(&board, &mv, &r) {
                    n += 1;
                }
            }
        }
    }
    if !checked {
        for (mv, passage) in castling_candidates(pos, side) {
            if !attacked(passage) {
                buf.push(mv);
            }
        }
    }

    let last = pos.last_rank(by) as u32;
    let mut made = MoveList::new();
    for mv in buf.iter() {
        let kind = match (mv.special, mv.promotion) {
            (Special::Plain | Special::DoubleStep, None) => Some(mv.piece.bits() & 63),
            (Special::Plain | Special::DoubleStep, Some(Promotion::Piece(k))) => Some(k as u8),
            _ => None,
        };
        if let Some(kind) = kind {
            if board.kinds & 1 << kind == 0 {
                continue;
            }
            if shortcut && (kind != PieceKind::Pawn as u8 || !board.pawn_may_promote(mv.to, last)) {
                if !board.transfers_any(&mut hurdles, mv.from, mv.to, kind) {
                    continue;
                }
                if let Some(r) = Reflection::new(pos, mv) {
                    if judge(&board, mv, &r) {
                        n += 1;
                    }
                }
                continue;
            }
        }
        // The long way: the mirror moves of the candidate (promotion choices apart), each
        // judged as `Legality::allows` does.
        made.clear();
        let reflection = Reflection::new(pos, mv);
        let found = match &reflection {
            None if mv.is_castling() => castling_mirror_move(pos, opts, *mv, &board),
            Some(r) if board.kinds & 1 << r.kind != 0 => mirror_move(pos, opts, *mv, r, &board),
            _ => None,
        };
        if let Some((base, k)) = found {
            push_promotion_choices(base, k, rs, &mut made);
        }
        for m in &made {
            let mirror = m.mirror.unwrap_or_default();
            let legal = match &reflection {
                Some(r) if !checked && m.from != king => {
                    safe_small(&board, &lines, (by, kinds.0), pos, m, mirror, r)
                }
                Some(r) => safe_full_small(&board, pos, m, mirror, r, king, (by, kinds.0)),
                None => is_legal_candidate(pos, m, rs),
            };
            if legal {
                n += 1;
            }
        }
    }
    Some(n)
}
