//! Isardam, as Popeye 4.104 defines it (`condition Isardam`, optionally `TypeA` or `TypeB`,
//! then optionally `RexInclusive`).
//!
//! Madrasi turned into a rule of legality: a move is illegal if, once played, two like pieces
//! of opposite sides observe each other — more exactly, if any piece is observed by an enemy
//! piece of its own kind (kings take part only with `RexInclusive`). Observation is capture
//! geometry, and, as Popeye's pawns observe, the e.p. capture the move itself allows: a
//! double step beside an enemy pawn that could take it e.p. is illegal (`d2-d4` beside a
//! black pawn on e4, BEISPIEL isardam). Nothing is paralysed.
//!
//! * Type A (the default): an attack counts only if the capture it threatens would itself be
//!   legal, so a piece whose capture of the king would leave like pieces observing each other
//!   gives no check. The castling king's passage is judged by playing its step there.
//! * Type B: check is orthodox.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::{any_capture_with_vacated, any_observation};
use crate::rules::condition::Hooks;
use crate::rules::en_passant::observed_victim;
use crate::rules::moves::{Move, Promotion, Special};
use crate::rules::piece::{Colour, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

impl crate::rules::condition::Options for IsardamOptions {
    const NAME: &'static str = "isardam";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        // Popeye refuses paralysing pieces with the condition.
        crate::rules::attributes::paralysing_refused(diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = String::from("Isardam");
        if self.type_b {
            line.push_str(" TypeB");
        }
        if self.rex_inclusive {
            line.push_str(" RexInclusive");
        }
        vec![line]
    }
}

/// Whether some piece of `pos` is observed by an enemy piece of its own kind.
pub fn illegal_observation(pos: &Position, opts: IsardamOptions, rs: &Ruleset) -> bool {
    observed_victim(pos).is_some() || pos.pieces().any(|(sq, p)| observed(pos, sq, p, opts, rs))
}

/// [`illegal_observation`] on an orthodox board ([`orthodox_board`]): observation is mutual
/// there, so White's men alone are asked whether an enemy man of their kind observes them,
/// but where a pawn stands on its own first rank (it observes nothing, while the enemy pawn
/// it would take observes it) and with pieces of several sides' walks lent (no orthodox board
/// then): every man is asked.
pub fn illegal_observation_orthodox(pos: &Position, opts: IsardamOptions, rs: &Ruleset) -> bool {
    let last = pos.size().height() - 1;
    let first_rank_pawn = pos.pieces().any(|(sq, p)| {
        p.kind() == PieceKind::Pawn
            && (if p.colour() == Colour::White {
                sq.rank() == 0
            } else {
                sq.rank() == last
            })
    });
    if first_rank_pawn {
        return illegal_observation(pos, opts, rs);
    }
    observed_victim(pos).is_some()
        || pos
            .pieces()
            .any(|(sq, p)| p.colour() == Colour::White && observed(pos, sq, p, opts, rs))
}

/// Whether every piece of `pos` is of an orthodox kind and of one side (no neutral piece):
/// observation is then mutual (a white piece observes a black one of its kind exactly when it
/// is observed by it) and only riders' lines through a square can open.
pub fn orthodox_board(pos: &Position) -> bool {
    pos.occupied_by(Colour::Neutral).is_empty() && pos.pieces().all(|(_, p)| p.kind().is_orthodox())
}

/// Whether the piece `p` on `sq` is observed by an enemy piece of its kind.
fn observed(pos: &Position, sq: Square, p: Piece, opts: IsardamOptions, rs: &Ruleset) -> bool {
    if p.kind() == PieceKind::King && !opts.rex_inclusive {
        return false;
    }
    let lent = rs.uses(Hooks::LEND);
    [Side::White, Side::Black].into_iter().any(|side| {
        let by = side.opponent();
        // With walks lent (Annan chess), the observer is a piece observing with the walk, and
        // as in Popeye the observing side must have a piece of that kind somewhere.
        p.colour().movable_by(side)
            && (!lent
                || pos
                    .movable_by(by)
                    .iter()
                    .any(|s| pos.piece_at(s).is_some_and(|q| q.kind() == p.kind())))
            && any_observation(pos, sq, by, KindSet::single(p.kind()), rs, |_| true)
    })
}

/// Whether `mv`, played from `pos` (an orthodox board without illegal observation, see
/// [`orthodox_board`]), leaves an illegal observation, judged without playing it: only the
/// piece it puts on its arrival and the riders whose lines it opens can observe anew. `None`
/// when the move does more than a plain displacement (a capture on its arrival and a
/// promotion are one) or a pawn's double step.
pub fn illegal_unplayed(pos: &Position, mv: &Move, opts: IsardamOptions) -> Option<bool> {
    if !matches!(mv.special, Special::Plain | Special::DoubleStep)
        || mv.rebirth.is_some()
        || mv.passive.is_some()
        || mv.mirror.is_some()
    {
        return None;
    }
    let piece = match mv.promotion {
        None => mv.piece,
        Some(Promotion::Piece(kind)) => Piece::new(mv.piece.colour(), kind),
        Some(_) => return None,
    };
    if !piece.kind().is_orthodox() {
        return None;
    }
    if mv.special == Special::DoubleStep {
        // An enemy pawn beside the arrival could take the pawn e.p.: it observes it (what
        // `observed_victim` finds once the step is played).
        if piece.kind() != PieceKind::Pawn {
            return None;
        }
        let beside = [-1, 1]
            .into_iter()
            .filter_map(|df| mv.to.offset(df, 0, pos.size()));
        if beside.filter_map(|sq| pos.piece_at(sq)).any(|p| {
            p.kind() == PieceKind::Pawn
                && p.colour() != piece.colour()
                && p.colour() != Colour::Neutral
        }) {
            return Some(true);
        }
    }
    if piece.kind() != PieceKind::King || opts.rex_inclusive {
        let side = if piece.colour().movable_by(Side::White) {
            Side::White
        } else {
            Side::Black
        };
        let by = side.opponent();
        if any_capture_with_vacated(
            pos,
            mv.to,
            by,
            KindSet::single(piece.kind()),
            mv.from,
            false, // Popeye: a pawn on its own first rank observes nothing.
            |_| true,
        ) {
            return Some(true);
        }
    }
    let at = |sq: Square| {
        if sq == mv.to {
            Some(piece)
        } else if sq == mv.from {
            None
        } else {
            pos.piece_at(sq)
        }
    };
    Some(opened_line(pos, mv.from, at))
}

/// Whether two like riders of opposite sides now see each other along a line through the
/// empty square `v` (`at` reads the board).
fn opened_line(pos: &Position, v: Square, at: impl Fn(Square) -> Option<Piece>) -> bool {
    let size = pos.size();
    [(1, 0), (0, 1), (1, 1), (1, -1)]
        .into_iter()
        .any(|(df, dr)| {
            let first = |df: i32, dr: i32| {
                let mut sq = v;
                loop {
                    sq = sq.offset(df, dr, size)?;
                    if let Some(p) = at(sq) {
                        return Some(p);
                    }
                }
            };
            let (Some(a), Some(b)) = (first(df, dr), first(-df, -dr)) else {
                return false;
            };
            let rides = match a.kind() {
                PieceKind::Queen => true,
                PieceKind::Rook => df == 0 || dr == 0,
                PieceKind::Bishop => df != 0 && dr != 0,
                _ => false,
            };
            rides && a.kind() == b.kind() && a.colour() != b.colour()
        })
}

/// Whether `mv`, played from `pos` (an orthodox board without illegal observation) to
/// `after`, leaves an illegal observation: only the pieces it puts on squares and the riders
/// whose lines it opens can observe anew. `None` when the move does more than that reading
/// covers (rebirths, pushes, fairy pieces arriving).
pub fn illegal_after(
    pos: &Position,
    mv: &Move,
    after: &Position,
    opts: IsardamOptions,
    rs: &Ruleset,
) -> Option<bool> {
    if mv.rebirth.is_some() || mv.passive.is_some() || mv.mirror.is_some() || mv.is_exit() {
        return None;
    }
    if observed_victim(after).is_some() {
        return Some(true);
    }
    let (mut placed, mut vacated) = ([Some(mv.to), None], [Some(mv.from), None, None]);
    match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => vacated[1] = Some(victim),
        Special::Castling { rook_from, rook_to } => {
            placed[1] = Some(rook_to);
            vacated[2] = Some(rook_from);
        }
        _ => {}
    }
    let mut illegal = false;
    for sq in placed.into_iter().flatten() {
        let Some(p) = after.piece_at(sq) else {
            continue;
        };
        if !p.kind().is_orthodox() {
            return None;
        }
        illegal |= observed(after, sq, p, opts, rs);
    }
    for v in vacated.into_iter().flatten() {
        if after.piece_at(v).is_none() {
            illegal |= opened_line(pos, v, |sq| after.piece_at(sq));
        }
    }
    Some(illegal)
}

/// Whether `by` attacks `target` under type A: some capture of `target` by `by` leaves no
/// illegal observation once played (a pawn's capture on its last rank with one of its
/// promotions, as Popeye plays it).
pub fn attacked_a(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    opts: IsardamOptions,
) -> bool {
    any_observation(pos, target, by, rs.attackers(by), rs, |c| {
        let legal_as = |piece: Piece| {
            let mut after = *pos;
            after.remove(c.from);
            after.remove(target);
            after.put(target, piece);
            // (The capture leaves no e.p. right.)
            after.set_en_passant(None);
            !illegal_observation(&after, opts, rs)
        };
        if c.piece.kind() == PieceKind::Pawn && target.rank() == pos.last_rank(by) {
            rs.promotions
                .iter()
                .any(|k| legal_as(Piece::new(c.piece.colour(), k)))
        } else {
            legal_as(c.piece)
        }
    })
}

/// Whether `side`'s king is in check under type A.
pub fn in_check_a(pos: &Position, side: Side, rs: &Ruleset, opts: IsardamOptions) -> bool {
    match pos.king(side) {
        Some(k) => attacked_a(pos, k, side.opponent(), rs, opts),
        None => false,
    }
}

/// Whether the king of `side`, castling from `from`, may pass `passage` under type A: its step
/// there, played on its own, leaves it out of check.
pub fn passage_is_safe_a(
    pos: &Position,
    side: Side,
    from: Square,
    passage: Square,
    rs: &Ruleset,
    opts: IsardamOptions,
) -> bool {
    let mut after = *pos;
    let Some(king) = after.remove(from) else {
        return false;
    };
    after.put(passage, king);
    after.set_side_to_move(side.opponent());
    !in_check_a(&after, side, rs, opts)
}
