//! AntiCirce with Popeye's `LastMove` option: AntiCirce Parrain (`anticirce parrain`,
//! `anticirce equipollents lastmove`) and ContraParrain (`Mirror` too, the opposite vector).
//!
//! The capturer stays on its capture square; the next move, whoever makes it, decides its
//! rebirth: whatever stands on the capturer's square once that move is made leaves it for the
//! capture square displaced by the move's vector (`Ba1*b2 Kf7-g6[bBb2->c1]`), the move's own
//! capturer too when it took there (`Kc3*b2[wKb2->a1]`: the king waits on a1 in turn, to be
//! reborn by the next move's vector from b2, `Kh8-g8[wKa1->a2]`), as Popeye removes what
//! stands on the old square. The rebirth square must be on the board and empty once the move
//! is made, the square left counting as empty (castling's vector is naught:
//! `0-0[bBb2->b2]`); otherwise the move is illegal (`Strict`, AntiCirce's default; the reader
//! refuses Popeye's `Relaxed`, which takes the piece off the board). A king is not reborn with
//! `RexExclusive`; a pawn reborn on its last rank promotes, one move per kind. Where nothing stands on the square once the move is made (the
//! waiting capturer itself moved on), the rebirth square must still be empty, as Popeye tests
//! it.
//!
//! Check is a capture of the king that these rules allow: its vector decides the rebirth of
//! the capturer that waits (the one the move just played made, or none), so a capturer that
//! has just taken seldom checks from its capture square. Castling asks orthodox check, as
//! Popeye's generation does (no capture of the move being generated waits yet).
//!
//! The capture awaiting its rebirth is the position's (`Position::pending_rebirth`, the piece
//! taken and its square), the capturer's square `Position::pending_standing`.

use super::last_move::vector;
use super::CirceOptions;
use crate::rules::attack::Capture;
use crate::rules::moves::{Move, MoveList, Promotion, Rebirth, Reborn, Special};
use crate::rules::piece::{Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// What a move does to the waiting capturer.
enum Outcome {
    /// Nothing: no rebirth (a king with RexExclusive, nothing standing there to reborn).
    Stays,
    /// The rebirth square is beyond the board or occupied: the move is illegal.
    Blocked,
    /// The piece reappears on the square.
    Reborn(Square, Piece),
}

/// The capture square and the square of the capturer waiting for its rebirth in `pos`.
fn waiting(pos: &Position) -> Option<(Square, Square)> {
    let (_, capture) = pos.pending_rebirth()?;
    Some((capture, pos.pending_standing()?))
}

/// The piece standing on `at` once `mv` is made: the mover, as it arrived, when it took there.
fn standing_after(pos: &Position, mv: &Move, at: Square) -> Option<Piece> {
    match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } if victim == at => {
            return None
        }
        Special::Exit { .. } if at == mv.from => return None,
        _ => {}
    }
    if at == mv.to {
        let kind = match mv.promotion {
            Some(Promotion::Piece(k)) => k,
            _ => mv.piece.kind(),
        };
        return Some(Piece::new(mv.recolour.unwrap_or(mv.piece.colour()), kind));
    }
    if at == mv.from {
        return None;
    }
    pos.piece_at(at)
}

/// What `mv` does to the capturer waiting on `at`, taken on `capture`.
fn outcome(pos: &Position, opts: &CirceOptions, mv: &Move, capture: Square, at: Square) -> Outcome {
    let piece = standing_after(pos, mv, at);
    if !opts.rex_inclusive && piece.is_some_and(|p| p.kind() == PieceKind::King) {
        return Outcome::Stays;
    }
    let (df, dr) = vector(mv, opts.castling_king_only);
    let sign: i32 = if opts.mirror { -1 } else { 1 };
    let square = capture
        .offset(sign * df as i32, sign * dr as i32, pos.size())
        .filter(|&sq| sq == at || pos.is_empty_after(mv, sq));
    match (square, piece) {
        (None, _) => Outcome::Blocked,
        (Some(sq), Some(p)) => Outcome::Reborn(sq, p),
        (Some(_), None) => Outcome::Stays,
    }
}

/// Adds to each move of `out[start..]` the rebirth of the capturer waiting in `pos`, dropping
/// the moves whose rebirth square is blocked; a pawn reborn on its last rank splits
/// the move into one move per promotion.
pub fn add_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    out: &mut MoveList,
    start: usize,
) {
    let Some((capture, at)) = waiting(pos) else {
        return;
    };
    let end = out.len();
    let mut kept = start;
    let mut extra = Vec::new();
    for i in start..end {
        let mv = out[i];
        let reborn = |square: Square, piece: Piece| Move {
            rebirth: Some(Rebirth {
                square,
                piece,
                of: if at == mv.to {
                    Reborn::WaitedMover
                } else {
                    Reborn::Waited
                },
            }),
            ..mv
        };
        out[kept] = match outcome(pos, opts, &mv, capture, at) {
            Outcome::Blocked => continue,
            Outcome::Stays => mv,
            Outcome::Reborn(sq, p) => match p.colour().side() {
                Some(side) if p.kind() == PieceKind::Pawn && sq.rank() == pos.last_rank(side) => {
                    let mut kinds = rs
                        .promotions
                        .iter()
                        .map(|k| reborn(sq, Piece::new(p.colour(), k)));
                    let Some(first) = kinds.next() else {
                        continue;
                    };
                    extra.extend(kinds);
                    first
                }
                _ => reborn(sq, p),
            },
        };
        kept += 1;
    }
    out.truncate(kept);
    out.extend(extra);
}

/// Plays the rebirth `mv` carries on `next` (the position after the rest of the move) and
/// leaves the capture `mv` makes waiting, its capturer where the move leaves it.
pub fn play_rebirth(next: &mut Position, src: &Position, mv: &Move) {
    let mut stands = mv.to;
    if let Some(r) = mv.rebirth {
        let from = match r.of {
            Reborn::WaitedMover => Some(mv.to),
            Reborn::Waited => src.pending_standing(),
            _ => None,
        };
        if let Some(from) = from {
            next.remove(from);
            next.put(r.square, r.piece);
            // Rooks keep their rights here while their king is away (`keeps_rook_rights`).
            next.restore_castling_right(r.square, r.piece, true);
            if from == mv.to {
                stands = r.square;
            }
        }
    }
    let capture = match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    };
    match mv.captured {
        Some(p) => {
            next.set_pending_rebirth(Some((p, capture)));
            next.set_pending_standing((stands != capture).then_some(stands));
        }
        None => next.set_pending_rebirth(None),
    }
}

/// Whether the capture `c` of the piece on `target` may be made in `pos`: the rebirth of the
/// capturer waiting there, which its vector decides, is not blocked.
pub fn capture_allowed(pos: &Position, opts: &CirceOptions, c: &Capture, target: Square) -> bool {
    let Some((capture, at)) = waiting(pos) else {
        return true;
    };
    let mv = Move {
        captured: pos.piece_at(target),
        ..Move::new(c.from, target, c.piece, c.nature)
    };
    !matches!(outcome(pos, opts, &mv, capture, at), Outcome::Blocked)
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, play, problem};
    use crate::rules::piece::Side;

    /// The capturer stays where it took; the next move's vector carries it from there, and a
    /// move whose rebirth square is occupied or beyond the board is illegal.
    #[test]
    fn the_next_move_carries_the_waiting_capturer() {
        let (pos, rs) = problem("white ke1 rh1 black ph5 pg5 kh8", "anticirce parrain");
        let after = play(&pos, &rs, "Rh1*h5");
        let m = moves(&after, &rs);
        // Kh8-g7: h5 + (-1,-1) = g4; Kh8-g8: g5 is occupied; Kh8-h7: the rook reborn on h4
        // checks it.
        assert!(m.contains(&"Kh8-g7[wRh5->g4]".to_string()), "{m:?}");
        assert!(!m.iter().any(|t| t.starts_with("Kh8-g8")), "{m:?}");
        assert!(!m.iter().any(|t| t.starts_with("Kh8-h7")), "{m:?}");
        let later = play(&after, &rs, "Kh8-g7[wRh5->g4]");
        assert!(later.pending_rebirth().is_none());
        assert!(moves(&later, &rs).iter().all(|t| !t.contains("->")));
    }

    /// A move that takes the waiting capturer on its square is carried on in its place, and
    /// waits where that leaves it (Popeye: `Kc3*b2[wKb2->a1]`, then `Kh8-g8[wKa1->a2]`); the
    /// capturer reborn next to the king checks it.
    #[test]
    fn the_capturer_of_the_waiting_capturer_is_carried_on() {
        let (mut pos, rs) = problem("white kc3 pb2 black ba1 kh8", "anticirce parrain");
        pos.set_side_to_move(Side::Black);
        let after = play(&pos, &rs, "Ba1*b2");
        assert_eq!(moves(&after, &rs), vec!["Kc3*b2[wKb2->a1]".to_string()]);
        let later = play(&after, &rs, "Kc3*b2[wKb2->a1]");
        assert_eq!(
            later.pending_standing().map(|s| s.to_string()),
            Some("a1".into())
        );
        assert!(moves(&later, &rs).contains(&"Kh8-g8[wKa1->a2]".to_string()));
    }

    /// Check is a capture of the king the waiting rebirth allows: after `Rh1*h5`, `Rd8*d1`
    /// would carry the rook to h5 + (0,-7), beyond the board, so the king on d1 may stand in
    /// the rook's line; a move that captures nothing leaves it in check.
    #[test]
    fn check_is_a_capture_of_the_king_the_waiting_rebirth_allows() {
        let (pos, rs) = problem("white kd1 rh1 black rd8 ph5 ka8", "anticirce parrain");
        let m = moves(&pos, &rs);
        assert!(m.contains(&"Rh1*h5".to_string()), "{m:?}");
        assert!(!m.contains(&"Rh1-h4".to_string()), "{m:?}");
    }

    /// Castling's vector is naught: the capturer is reborn where it stands
    /// (`0-0[bBb2->b2]`); castling asks orthodox check, as Popeye's generation does.
    #[test]
    fn castling_reborns_the_capturer_in_place_and_asks_orthodox_check() {
        let (mut pos, rs) = problem("white ke1 rh1 pb2 black ba1 ka8", "anticirce parrain");
        pos.set_side_to_move(Side::Black);
        let after = play(&pos, &rs, "Ba1*b2");
        assert!(moves(&after, &rs).contains(&"0-0[bBb2->b2]".to_string()));
        // A rook on e8 checks e1 orthodoxly, though its capture of the king would carry the
        // bishop beyond the board (b2 + (0,-7)): the king may stay, but not castle, as in
        // Popeye (`Ke1-f1[bBb2->c2]`, no `0-0`).
        let (mut pos, rs) = problem("white ke1 rh1 pb2 black ba1 re8 ka8", "anticirce parrain");
        pos.set_side_to_move(Side::Black);
        let after = play(&pos, &rs, "Ba1*b2");
        let m = moves(&after, &rs);
        assert!(m.contains(&"Ke1-f1[bBb2->c2]".to_string()), "{m:?}");
        assert!(!m.iter().any(|t| t.starts_with("0-0")), "{m:?}");
    }
}
