//! Einstein chess, Reversal Einstein chess and Anti-Einstein chess, as Popeye 4.104 defines
//! them (`condition EinsteinChess`, `ReversalEinsteinChess`, `AntiEinsteinChess`).
//!
//! * The chain of kinds is pawn, knight, bishop, rook, queen. Under Einstein a piece that
//!   captures rises one step (P→S→B→R→Q, a queen stays a queen) and a piece that moves
//!   without capturing falls one step (Q→R→B→S→P, a pawn stays a pawn). Reversal Einstein
//!   turns both round; Anti-Einstein has only the fall of the non-capturing piece. Kings never
//!   change. Castling changes the rook (Einstein and Anti: a bishop, Reversal: a queen).
//! * The change is written as Popeye writes it, like a promotion after the move: `Ra4*a7=Q`,
//!   `Ra8-a6=B`, `b5*a6 ep.=S`, `0-0=B` (the move's `promotion` holds the new kind).
//! * Pawns never promote: a pawn that reaches its last rank without capturing stays a pawn
//!   there, one that captures onto it becomes what the chain says. A pawn on its own first rank
//!   (a fallen knight) moves one, two or three squares forward; feerie leaves no e.p. right
//!   after its three-square step (Popeye leaves two, which a position cannot hold).
//! * Popeye refuses fairy pieces with these conditions; so does feerie's reader.
//! * Check and legality are orthodox: the change only touches the mover's own piece.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList, Nature, Promotion, Special};
use crate::rules::piece::{PieceKind, Side};
use crate::rules::position::Position;

impl crate::rules::condition::Options for EinsteinOptions {
    const NAME: &'static str = "einstein";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![self.variant.keyword().to_string()]
    }
}

/// One step up the chain (a queen and the pieces off it stay).
pub fn rise(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Pawn => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Queen,
        other => other,
    }
}

/// One step down the chain (a pawn and the pieces off it stay).
pub fn fall(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Queen => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Pawn,
        other => other,
    }
}

/// What a piece of `kind` becomes under `variant` after a move that captures or not.
pub fn changed(variant: EinsteinVariant, kind: PieceKind, capture: bool) -> PieceKind {
    match (variant, capture) {
        (EinsteinVariant::Einstein, true) => rise(kind),
        (EinsteinVariant::Reversal, true) => fall(kind),
        (EinsteinVariant::Anti, true) => kind,
        (EinsteinVariant::Reversal, false) => rise(kind),
        (_, false) => fall(kind),
    }
}

/// Rewrites the candidates `out[start..]`: the orthodox promotions go (one move per arrival
/// stays), each move records what its piece (castling: its rook) becomes, and pawns on their
/// first rank get their three-square step.
pub fn amend(variant: EinsteinVariant, pos: &Position, out: &mut MoveList, start: usize) {
    let mut kept = start;
    for i in start..out.len() {
        let mut mv = out[i];
        if mv.promotion.is_some() && mv.piece.kind() == PieceKind::Pawn {
            let prev = kept.checked_sub(1).filter(|&k| k >= start).map(|k| out[k]);
            if prev.is_some_and(|p| {
                p.from == mv.from && p.to == mv.to && p.special == mv.special && p.piece == mv.piece
            }) {
                continue;
            }
        }
        mv.promotion = None;
        let (kind, capture) = if mv.is_castling() {
            (PieceKind::Rook, false)
        } else {
            (mv.piece.kind(), mv.is_capture())
        };
        let new = changed(variant, kind, capture);
        if new != kind {
            mv.promotion = Some(Promotion::Piece(new));
        }
        out[kept] = mv;
        kept += 1;
    }
    out.truncate(kept);
    let side = pos.side_to_move();
    let n = out.len();
    for i in start..n {
        let mv = out[i];
        if mv.piece.kind() != PieceKind::Pawn
            || mv.special != Special::DoubleStep
            || mv.from.rank() != pos.home_rank(side)
        {
            continue;
        }
        let forward = side.forward() as i32;
        if let Some(to) = mv.to.offset(0, forward, pos.size()) {
            if pos.is_empty_square(to) {
                let mut triple = Move::new(
                    mv.from,
                    to,
                    mv.piece,
                    Nature::Ride {
                        step: (0, side.forward()),
                    },
                );
                triple.promotion = mv.promotion;
                out.push(triple);
            }
        }
    }
}

/// Whether a pawn of `side` on `from` has the two-square step: from its own first rank too.
pub fn double_step(pos: &Position, side: Side, from: crate::rules::square::Square) -> Option<bool> {
    (from.rank() == pos.home_rank(side)).then_some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::move_text::{move_text, parse_move};
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| {
                let t = move_text(&p.position, m);
                assert_eq!(parse_move(&p.position, &rs, &t).as_ref(), Ok(m), "{t}");
                t
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn capturers_rise_movers_fall_and_pawns_do_not_promote() {
        let list = moves(
            "begin pieces white ke1 rh1 pb7 sc1 black ka8 rc8 stipulation ~1 condition einstein end",
        );
        for m in [
            "b7*c8=S", "b7-b8", "0-0=B", "Sc1-d3=P", "Rh1-h5=B", "Ke1-d2",
        ] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        assert!(!list.iter().any(|m| m.contains("=Q") && m.starts_with('b')));
        let list = moves(
            "begin pieces white ke1 pb2 rh1 black ka8 rh8 stipulation ~1 condition reversaleinsteinchess end",
        );
        for m in ["b2-b3=S", "Rh1*h8=B", "0-0=Q"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }

    #[test]
    fn a_pawn_on_its_first_rank_steps_up_to_three_squares() {
        let p = parse_popeye(
            "begin pieces white ke1 sa3 black ka8 pa6 stipulation ~1 condition einstein end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mv = legal_moves(&p.position, &rs)
            .into_iter()
            .find(|m| move_text(&p.position, m) == "Sa3-b1=P")
            .unwrap();
        let mut after = p.position.play(&mv, &rs);
        after.set_side_to_move(Side::White);
        let list: Vec<String> = legal_moves(&after, &rs)
            .iter()
            .map(|m| move_text(&after, m))
            .collect();
        for m in ["b1-b2", "b1-b3", "b1-b4"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
    }
}
